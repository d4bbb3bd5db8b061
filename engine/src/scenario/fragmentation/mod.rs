//! Fragmentation under a mixed load (the PostgreSQL article): a payments
//! table grows to 17 M rows while ten sessions run the article's mix, laid
//! out fragmented (one table) or defragmented (a current table and a
//! sorted archive), through PostgreSQL's shared buffers, the file cache and
//! two striped disks.
//!
//! One step is one request of one session. A full run samples the growth:
//! the table grows by inserts alone for `every` rows, then a window of
//! `window` requests of the whole mix, whose second half is measured. The
//! growth goes through the pool and the file cache (the pages it writes
//! stay there, dirty; what it pushes out is written), without the index
//! descents' upper levels (always in the pool), on a clock that runs at the
//! rate the last window inserted rows (the whole mix runs meanwhile in the
//! article; here only its inserts): the background writer and checkpoints
//! keep their pace against it. Nobody waits for a read while it grows; a
//! window's first half brings the pool to the mix. With `every` = 0 the
//! sessions run the mix all along (the step view).
//!
//! | file | holds |
//! |---|---|
//! | `params` | the table, the server, the sessions, the sampling |
//! | `tables` | the relations' pages, the pages each request touches |
//! | `store` | the pool, the file cache, the disks, the time of an access |
//! | `events`, `figures` | what a step reports, what a run reports |

pub mod article;
#[cfg(any(not(target_arch = "wasm32"), feature = "bench"))]
mod bench;
mod budget;
mod entry;
pub mod events;
pub mod figures;
pub mod params;
mod store;
mod tables;
mod views;

use crate::scenario::{Scenario, View};
use crate::storage::buffer::NONE;
use crate::workload::rng::Rng;
use events::{FragEvent, Left};
use figures::{FragmentationFigures, Point, Region};
use params::Params;
use store::{Found, IoCounts, Store, COMMIT_MS, REQUEST_MS};
use tables::{Addr, How, Pages, Rel, Tables};

pub use store::Found as PageFound;
pub use tables::Rel as Relation;

crate::choice_enum! {
    /// The article's five requests.
    pub enum Kind {
        /// A new payment: sequential id, random customer.
        Insert => "insert",
        /// A row of the last hour, by id, changed.
        Update => "update",
        /// A row of the last hour, by id.
        SelectOne => "select_one",
        /// A customer's rows of the last hour, by time.
        SelectHour => "select_hour",
        /// All of a customer's rows, by time.
        SelectAll => "select_all",
    }
}

/// The mix in each block of 20 requests: 25% inserts, updates and single
/// selects, 15% a customer's hour, 10% all of a customer's rows.
const BLOCK: [Kind; 20] = [
    Kind::Insert,
    Kind::Insert,
    Kind::Insert,
    Kind::Insert,
    Kind::Insert,
    Kind::Update,
    Kind::Update,
    Kind::Update,
    Kind::Update,
    Kind::Update,
    Kind::SelectOne,
    Kind::SelectOne,
    Kind::SelectOne,
    Kind::SelectOne,
    Kind::SelectOne,
    Kind::SelectHour,
    Kind::SelectHour,
    Kind::SelectHour,
    Kind::SelectAll,
    Kind::SelectAll,
];
const INSERTS_PER_BLOCK: u64 = 5;

#[derive(Debug, Clone, Copy, PartialEq)]
enum Phase {
    /// Inserts alone, `left` still to make, on no clock.
    Grow {
        left: u64,
    },
    /// The mix, `left` requests still to start; those started from the
    /// `measure_at`-th on are measured.
    Window {
        left: u64,
        measure_at: u64,
    },
    Done,
}

/// Time and count of each request type, measured.
#[derive(Debug, Clone, Copy, Default)]
struct Meter {
    count: [u64; 5],
    ms: [f64; 5],
    io: IoCounts,
    /// The disks' finished reads and writes at the start.
    disk_done: (u64, u64),
    start_ms: f64,
    end_ms: f64,
}

/// A request under way: its pages, touched one at a time on its session's
/// clock, in turn with the other sessions' (a discrete-event simulation at
/// the grain of a page access: a disk serves the sessions' reads as they
/// come, one at a time).
struct Busy {
    kind: Kind,
    start_ms: f64,
    accesses: Vec<(Rel, u32, How)>,
    next: usize,
    rows: u64,
    disk_reads: u32,
    archived: u64,
    measured: bool,
    events: Vec<FragEvent>,
}

struct Session {
    clock: f64,
    busy: Option<Busy>,
}

pub struct Fragmentation {
    params: Params,
    tables: Tables,
    addr: Addr,
    store: Store,
    rng: Rng,
    sessions: Vec<Session>,
    deck: Vec<Kind>,
    phase: Phase,
    /// Requests started in the current window.
    started: u64,
    done: u64,
    total: u64,
    meter: Option<Meter>,
    points: Vec<Point>,
    /// Background writes since the last watched step.
    background: (u64, u64),
    /// Request page lists to reuse.
    spare: Vec<Vec<(Rel, u32, How)>>,
    /// The growth's clock, and the time a row takes (the last window's rate).
    growth_clock: f64,
    ms_per_row: f64,
}

/// The time a row takes before any window has measured one: four requests
/// of the mix in memory, over ten sessions.
const FIRST_MS_PER_ROW: f64 = 0.2;

/// Growth between windows: the pages an insert writes, through the pool
/// and the file cache, on no clock.
struct Untimed<'a> {
    store: &'a mut Store,
    addr: Addr,
}
impl Pages for Untimed<'_> {
    fn page(&mut self, rel: Rel, page: u32, how: How) {
        // An insert reads only the upper levels of its descents: hot pages,
        // always in the pool.
        if how != How::Read {
            self.store.touch_untimed(self.addr.id_of(rel, page), how);
        }
    }
}

/// Collects a request's pages as the tables name them.
struct Collect<'a>(&'a mut Vec<(Rel, u32, How)>);
impl Pages for Collect<'_> {
    fn page(&mut self, rel: Rel, page: u32, how: How) {
        self.0.push((rel, page, how));
    }
}

impl Fragmentation {
    pub fn new(params: Params) -> Self {
        let mut tables = Tables::new(&params);
        let mut store = Store::new(&params, tables.addr().pages());
        let mut rng = Rng::new(params.seed);
        // The rows already there were inserted through the pool, as the
        // growth between windows is.
        tables.defer(true);
        let addr = tables.addr();
        for _ in 0..params.start_rows {
            let c = rng.below(params.customers as u64) as u32;
            tables.insert(
                c,
                &mut Untimed {
                    store: &mut store,
                    addr,
                },
            );
        }
        tables.defer(false);
        tables.catch_up();
        let phase = first_phase(&params, tables.rows());
        let total = plan_total(&params);
        let sessions = (0..params.sessions.max(1))
            .map(|_| Session {
                clock: 0.0,
                busy: None,
            })
            .collect();
        Fragmentation {
            addr,
            store,
            sessions,
            deck: Vec::new(),
            meter: (params.every == 0).then(Meter::default),
            points: Vec::new(),
            params,
            tables,
            rng,
            phase,
            started: 0,
            done: 0,
            total,
            background: (0, 0),
            spare: Vec::new(),
            growth_clock: 0.0,
            ms_per_row: FIRST_MS_PER_ROW,
        }
    }

    pub fn params(&self) -> &Params {
        &self.params
    }
    pub fn points(&self) -> &[Point] {
        &self.points
    }

    fn idle(&self) -> bool {
        self.sessions.iter().all(|s| s.busy.is_none())
    }

    /// Whether the phase still has requests for the sessions to start.
    fn can_start(&self) -> bool {
        matches!(self.phase, Phase::Window { left, .. } if left > 0)
    }

    fn next_kind(&mut self) -> Kind {
        if self.deck.is_empty() {
            self.deck = BLOCK.to_vec();
            self.rng.shuffle(&mut self.deck);
        }
        self.deck.pop().unwrap_or(Kind::Insert)
    }

    /// Runs until one request completes (or one quiet insert is made);
    /// `events` receives the completed request's, when watched.
    fn run_one(&mut self, mut events: Option<&mut Vec<FragEvent>>) {
        loop {
            match self.phase {
                Phase::Done if self.idle() => return,
                Phase::Grow { left } if left > 0 && self.idle() => {
                    self.tables.defer(true);
                    let c = self.rng.below(self.params.customers as u64) as u32;
                    self.growth_clock += self.ms_per_row;
                    // The background writer and checkpoints, every 64 rows of
                    // growth (or at its end): a round is a sweep of the pool,
                    // and the slowest growth owes several a row.
                    if left % 64 == 1 {
                        let (bg, ck) = self.store.background(self.growth_clock, false);
                        self.background.0 += bg;
                        self.background.1 += ck;
                    }
                    let mut sink = Untimed {
                        store: &mut self.store,
                        addr: self.addr,
                    };
                    self.tables.insert(c, &mut sink);
                    self.phase = Phase::Grow { left: left - 1 };
                    self.done += 1;
                    return;
                }
                _ if !self.can_start() && self.idle() => {
                    self.next_phase();
                    continue;
                }
                _ => {}
            }
            // The session whose clock is earliest goes next (clocks are
            // finite: a plain comparison).
            let can_start = self.can_start();
            let mut next: Option<usize> = None;
            for (i, session) in self.sessions.iter().enumerate() {
                if (session.busy.is_some() || can_start)
                    && next.is_none_or(|n| session.clock < self.sessions[n].clock)
                {
                    next = Some(i);
                }
            }
            let Some(s) = next else {
                return;
            };
            let now = self.sessions[s].clock;
            if self.sessions[s].busy.is_none() {
                self.forget_disk_work();
                // Background work comes due between requests: at the grain of
                // a request (200 ms rounds are longer than most).
                let (bg, ck) = self.store.background(now, true);
                self.background.0 += bg;
                self.background.1 += ck;
                // A request's story is kept from its start whenever a step
                // may show it: in the mix-all-along runs the step view
                // replays (`every` = 0), watched or not, so a replayed step
                // tells what a stepped one does. Full runs keep none.
                self.begin(s, now, self.params.every == 0);
                continue;
            }
            if self.access(s) {
                self.finish(s, events.as_deref_mut());
                return;
            }
        }
    }

    /// Session `s` starts the phase's next request: the tables say which
    /// pages it needs (and change, for an insert); it will touch them.
    fn begin(&mut self, s: usize, now: f64, watch: bool) {
        let kind = match self.phase {
            Phase::Window { left, measure_at } => {
                if self.started == measure_at && self.params.every > 0 {
                    self.start_meter(now);
                }
                self.started += 1;
                self.phase = Phase::Window {
                    left: left - 1,
                    measure_at,
                };
                self.next_kind()
            }
            Phase::Grow { .. } | Phase::Done => return,
        };
        let measured = matches!(self.phase, Phase::Window { .. }) && self.meter.is_some();
        let customer = self.rng.below(self.params.customers as u64) as u32;
        let pick = self.rng.next_u64();
        let row = self.tables.recent_row(pick);
        // A finished request's list, reused: a customer's statement names
        // thousands of pages.
        let mut accesses = self.spare.pop().unwrap_or_default();
        accesses.clear();
        let mut sink = Collect(&mut accesses);
        let (mut archived, mut rows) = (0, 1);
        match kind {
            Kind::Insert => archived = self.tables.insert(customer, &mut sink),
            Kind::Update => self.tables.by_id(row, true, &mut sink),
            Kind::SelectOne => self.tables.by_id(row, false, &mut sink),
            Kind::SelectHour => rows = self.tables.by_customer(customer, true, &mut sink),
            Kind::SelectAll => rows = self.tables.by_customer(customer, false, &mut sink),
        }
        let mut events = Vec::new();
        if watch {
            let (customer, row) = match kind {
                Kind::Insert => (Some(customer), Some(self.tables.rows() - 1)),
                Kind::Update | Kind::SelectOne => (None, Some(row)),
                Kind::SelectHour | Kind::SelectAll => (Some(customer), None),
            };
            events.push(FragEvent::Request {
                session: s as u32,
                request: kind,
                customer,
                row,
                at_ms: now,
            });
        }
        self.sessions[s].clock = now + REQUEST_MS;
        self.sessions[s].busy = Some(Busy {
            kind,
            start_ms: now,
            accesses,
            next: 0,
            rows,
            disk_reads: 0,
            archived,
            measured,
            events,
        });
    }

    /// Session `s` touches its request's next page; true when that was the
    /// last (or there were none).
    fn access(&mut self, s: usize) -> bool {
        let session = &mut self.sessions[s];
        let Some(b) = session.busy.as_mut() else {
            return false;
        };
        if let Some(&(rel, page, how)) = b.accesses.get(b.next) {
            let t = self
                .store
                .touch(self.addr.id_of(rel, page), how, session.clock);
            session.clock += t.ms;
            b.next += 1;
            if t.found == Found::Disk {
                b.disk_reads += 1;
            }
            if !b.events.is_empty() {
                // (A request kept its story from its start: `begin`.)
                let left = t.evicted.map(|(id, written)| {
                    let (rel, page) = self.addr.rel_of(id);
                    Left { rel, page, written }
                });
                b.events.push(FragEvent::Page {
                    rel,
                    page,
                    write: how != How::Read,
                    found: t.found,
                    ms: t.ms,
                    left,
                });
            }
        }
        b.next >= b.accesses.len()
    }

    /// Session `s`'s request is done: its commit, its time, its events.
    fn finish(&mut self, s: usize, events: Option<&mut Vec<FragEvent>>) {
        let session = &mut self.sessions[s];
        let Some(mut b) = session.busy.take() else {
            return;
        };
        if matches!(b.kind, Kind::Insert | Kind::Update) {
            session.clock += COMMIT_MS;
        }
        let end = session.clock;
        self.done += 1;
        let mut accesses = std::mem::take(&mut b.accesses);
        let pages = accesses.len() as u32;
        accesses.clear();
        self.spare.push(accesses);
        if b.measured {
            if let Some(m) = self.meter.as_mut() {
                m.count[b.kind as usize] += 1;
                m.ms[b.kind as usize] += end - b.start_ms;
                m.end_ms = m.end_ms.max(end);
            }
        }
        if let Some(out) = events {
            let (bg, ck) = std::mem::take(&mut self.background);
            if bg + ck > 0 {
                out.push(FragEvent::Background {
                    bgwriter: bg,
                    checkpoint: ck,
                });
            }
            out.append(&mut b.events);
            if b.archived > 0 {
                out.push(FragEvent::Archive { rows: b.archived });
            }
            out.push(FragEvent::Done {
                session: s as u32,
                request: b.kind,
                ms: end - b.start_ms,
                pages,
                disk_reads: b.disk_reads,
                rows: b.rows,
            });
        }
    }

    /// Every request of the phase has started and finished: the next phase.
    fn next_phase(&mut self) {
        self.phase = match self.phase {
            Phase::Grow { .. } => {
                self.tables.defer(false);
                self.tables.catch_up();
                // The sessions take up the mix where the growth's clock is.
                for s in &mut self.sessions {
                    s.clock = s.clock.max(self.growth_clock);
                }
                self.started = 0;
                Phase::Window {
                    left: self.params.window,
                    measure_at: self.params.window / 2,
                }
            }
            Phase::Window { .. } if self.params.every == 0 => {
                if self.tables.rows() >= self.params.rows {
                    Phase::Done
                } else {
                    Phase::Window {
                        left: self.params.window,
                        measure_at: 0,
                    }
                }
            }
            Phase::Window { .. } => {
                let point = self.point();
                // The growth runs at the rate this window inserted rows.
                let inserts = self.meter.map_or(0, |m| m.count[Kind::Insert as usize]);
                if inserts > 0 && point.elapsed_ms > 0.0 {
                    self.ms_per_row = point.elapsed_ms / inserts as f64;
                }
                self.growth_clock = self.sessions.iter().map(|s| s.clock).fold(0.0, f64::max);
                self.points.push(point);
                self.meter = None;
                if self.tables.rows() >= self.params.rows {
                    Phase::Done
                } else {
                    next_growth(&self.params, self.tables.rows())
                }
            }
            Phase::Done => Phase::Done,
        };
    }

    /// The disks forget the work finished before any time a count will
    /// ask about: the measured requests' end so far while measuring (the
    /// window's counts are taken up to it, and it only grows), else the
    /// earliest session clock (the next measurement starts at a session's
    /// clock, and clocks only grow). Without it a run that measures from
    /// its start (`every` = 0) keeps every read it ever made.
    fn forget_disk_work(&mut self) {
        let by = match self.meter {
            Some(m) => m.end_ms,
            None => self
                .sessions
                .iter()
                .map(|s| s.clock)
                .fold(f64::INFINITY, f64::min),
        };
        if by.is_finite() {
            self.store.forget_done(by);
        }
    }

    fn start_meter(&mut self, now: f64) {
        let disk_done = self.store.disk_done(now);
        self.meter = Some(Meter {
            io: self.store.io,
            disk_done,
            start_ms: now,
            end_ms: now,
            ..Meter::default()
        });
    }

    /// The figures of the measured requests so far, with the table, the
    /// pool and the cache as they are now.
    fn point(&self) -> Point {
        let m = self.meter.unwrap_or_default();
        let io = self.store.io.minus(&m.io);
        // What the disks did in the window: work finished in it (writes
        // the file cache queued may finish later). Before the first
        // measurement, nothing (the disks may have forgotten work).
        let done = match self.meter {
            Some(m) => self.store.disk_done_by(m.end_ms),
            None => (0, 0),
        };
        let (disk_reads, disk_writes) = (done.0 - m.disk_done.0, done.1 - m.disk_done.1);
        let elapsed = (m.end_ms - m.start_ms).max(1e-9);
        let per_s = |n: u64| n as f64 / (elapsed / 1_000.0);
        let mean = |k: Kind| {
            let n = m.count[k as usize];
            if n == 0 {
                0.0
            } else {
                m.ms[k as usize] / n as f64
            }
        };
        let ratio = |a: u64, b: u64| if b == 0 { 0.0 } else { a as f64 / b as f64 };
        let (heap_pages, useful) = self.cached_heap();
        let database_pages = self.tables.pages();
        let region = if database_pages <= self.params.pool_frames() as u64 {
            Region::A
        } else if database_pages <= self.params.memory_pages() {
            Region::B
        } else {
            Region::C
        };
        let mb = |pages: f64| pages * params::PAGE_BYTES as f64 / 1e6;
        Point {
            rows: self.tables.rows(),
            database_pages,
            region: crate::choice::Choice::name(region),
            requests: m.count.iter().sum(),
            elapsed_ms: m.end_ms - m.start_ms,
            insert_mean_ms: mean(Kind::Insert),
            update_mean_ms: mean(Kind::Update),
            select_one_mean_ms: mean(Kind::SelectOne),
            select_hour_mean_ms: mean(Kind::SelectHour),
            select_all_mean_ms: mean(Kind::SelectAll),
            physical_reads: disk_reads,
            physical_writes: disk_writes,
            reads_per_s: per_s(disk_reads),
            writes_per_s: per_s(disk_writes),
            read_mb_s: mb(per_s(disk_reads)),
            write_mb_s: mb(per_s(disk_writes)),
            hit_ratio: ratio(io.pool_hits, io.accesses()),
            file_cache_hit_ratio: ratio(io.file_cache_hits, io.file_cache_hits + io.disk_reads),
            dirty_ratio: ratio(
                self.store.pool.dirty_frames() as u64,
                self.store.pool.frames() as u64,
            ),
            heap_pages_cached: heap_pages,
            useful_records_cached: useful,
            useful_per_page: ratio(useful, heap_pages),
            requests_per_s: per_s(m.count.iter().sum()),
            hours: m.end_ms / 3_600_000.0,
        }
    }

    /// Heap pages in the pool, and the useful rows on them.
    fn cached_heap(&self) -> (u64, u64) {
        let (mut pages, mut useful) = (0u64, 0u64);
        let mut tally = vec![(0u32, 0u32); self.params.customers as usize];
        for f in 0..self.store.pool.frames() {
            let Some(id) = self.store.pool.page_in(f) else {
                continue;
            };
            if id == NONE {
                continue;
            }
            let (rel, page) = self.addr.rel_of(id);
            if matches!(rel, Rel::Heap | Rel::ArchiveHeap) {
                pages += 1;
                useful += self.tables.useful_rows(rel, page, &mut tally, f + 1) as u64;
            }
        }
        (pages, useful)
    }

    pub fn memory_bytes(&self) -> usize {
        self.tables.memory_bytes() + self.store.memory_bytes()
    }
}

/// A week of simulated time, in hours.
const WEEK_H: f64 = 168.0;

/// Rows at a week: between the two windows around it, or past the last at
/// its rate of rows an hour (inserts are a quarter of the requests).
fn week_rows(points: &[Point]) -> (f64, bool) {
    if let Some(i) = points.iter().position(|p| p.hours >= WEEK_H) {
        let b = &points[i];
        let (h0, r0) = if i > 0 {
            (points[i - 1].hours, points[i - 1].rows as f64)
        } else {
            (0.0, 0.0)
        };
        let t = if b.hours > h0 {
            (WEEK_H - h0) / (b.hours - h0)
        } else {
            1.0
        };
        return (r0 + t * (b.rows as f64 - r0), true);
    }
    match points.last() {
        Some(p) => (
            p.rows as f64 + (WEEK_H - p.hours) * p.requests_per_s / 4.0 * 3_600.0,
            false,
        ),
        None => (0.0, false),
    }
}

/// The phase a run starts in.
fn first_phase(p: &Params, rows: u64) -> Phase {
    if p.every == 0 {
        Phase::Window {
            left: p.window,
            measure_at: 0,
        }
    } else {
        next_growth(p, rows)
    }
}

/// Growth to the next window: `every` rows (fewer at the end).
fn next_growth(p: &Params, rows: u64) -> Phase {
    let left = p.every.min(p.rows.saturating_sub(rows));
    if left == 0 {
        return Phase::Window {
            left: p.window,
            measure_at: p.window / 2,
        };
    }
    Phase::Grow { left }
}

/// Requests of the whole run, from the parameters alone (every window's
/// mix holds exactly a quarter of inserts).
fn plan_total(p: &Params) -> u64 {
    let (mut rows, mut total) = (p.start_rows, 0u64);
    if p.every == 0 {
        let blocks = p.rows.saturating_sub(rows).div_ceil(INSERTS_PER_BLOCK);
        let per_window = p.window / 20;
        return blocks.div_ceil(per_window.max(1)) * p.window;
    }
    loop {
        let grow = p.every.min(p.rows.saturating_sub(rows));
        rows += grow;
        total += grow;
        rows += p.window / 20 * INSERTS_PER_BLOCK;
        total += p.window;
        if rows >= p.rows {
            return total;
        }
    }
}

impl Scenario for Fragmentation {
    type Event = FragEvent;
    type Figures = FragmentationFigures;

    fn run_step(&mut self, watch: Option<&mut Vec<FragEvent>>) {
        self.run_one(watch);
    }
    fn steps_done(&self) -> u64 {
        self.done
    }
    fn total_steps(&self) -> Option<u64> {
        Some(self.total)
    }
    fn done(&self) -> bool {
        self.phase == Phase::Done && self.idle()
    }

    fn figures(&self) -> FragmentationFigures {
        let last = if self.meter.is_some() || self.points.is_empty() {
            self.point()
        } else {
            self.points.last().cloned().unwrap_or_default()
        };
        let (week_rows, week_reached) = week_rows(&self.points);
        FragmentationFigures {
            week_rows,
            week_reached,
            layout: self.params.layout,
            requests_done: self.done,
            table_rows: self.tables.rows(),
            pool_pages: self.params.pool_frames(),
            file_cache_pages: self.params.os_cache_pages(),
            last,
            points: self.points.clone(),
        }
    }

    fn views(&self) -> Vec<View> {
        self.pictures()
    }

    fn check(&self) -> Result<(), String> {
        self.tables.check()?;
        self.store.check()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sim(pairs: &[(&str, &str)]) -> Fragmentation {
        let values: Vec<(String, String)> = pairs
            .iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect();
        Fragmentation::new(params::parse(&params::specs(), &values).expect("valid"))
    }

    #[test]
    fn the_planned_total_is_the_requests_made() {
        for layout in ["fragmented", "defragmented"] {
            let mut s = sim(&[
                ("layout", layout),
                ("rows", "60000"),
                ("every", "20000"),
                ("window", "400"),
                ("customers", "100"),
                ("shared_buffers_mb", "4"),
                ("file_cache_mb", "4"),
            ]);
            let total = s.progress().total.expect("known");
            while !s.done() {
                s.advance(1_000);
            }
            assert_eq!(s.progress().done, total, "{layout}");
            assert!(s.tables.rows() >= 60_000);
            s.check().expect("consistent");
            assert_eq!(s.points().len(), 3, "{layout}");
        }
    }

    #[test]
    fn watched_and_unwatched_runs_agree() {
        let pairs = [
            ("layout", "defragmented"),
            ("rows", "30000"),
            ("start_rows", "20000"),
            ("every", "0"),
            ("window", "200"),
            ("customers", "100"),
            ("shared_buffers_mb", "1"),
            ("file_cache_mb", "2"),
        ];
        let (mut a, mut b) = (sim(&pairs), sim(&pairs));
        for _ in 0..2_000 {
            a.step();
        }
        b.advance(2_000);
        assert_eq!(a.figures(), b.figures());
        a.check().expect("consistent");
    }
}
