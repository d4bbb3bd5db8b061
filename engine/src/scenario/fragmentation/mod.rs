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
//! | `cpu`, `wal` | the server's two cores, the log's flushes |
//! | this file | the sessions' state and the loop that runs them |
//! | `sessions` | a request's start, page accesses and end |
//! | `plan`, `measure` | the growth's phases; a window's point, the week |
//! | `events`, `figures` | what a step reports, what a run reports |
//! | `entry`, `article`, `budget`, `bench` | its lesson, the article, its budget, its kernels |

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
mod measure;
mod plan;
mod sessions;
mod cpu;
mod views;
mod wal;

use crate::scenario::{Scenario, View};
use crate::storage::buffer::NONE;
use crate::workload::rng::Rng;
use events::{FragEvent, Left};
use figures::{FragmentationFigures, Point, Region};
use params::Params;
use store::{Found, IoCounts, Store, Touch, COPY_MS, HIT_MS, REQUEST_MS};
use wal::Wal;
use cpu::Cpus;
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
    /// The log's flushes before the window.
    wal_flushes: u64,
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
    /// Time its work waited for a core, ms.
    cpu_wait_ms: f64,
    /// A core's work still due for the page it read from disk (its copy
    /// into the pool), and when that access began, ms.
    cpu_due: f64,
    page_start: f64,
}

struct Session {
    clock: f64,
    busy: Option<Busy>,
}

pub struct Fragmentation {
    params: Params,
    /// The write-ahead log every insert and update commits through.
    wal: Wal,
    /// The two cores the sessions' work shares.
    cpus: Cpus,
    tables: Tables,
    addr: Addr,
    store: Store,
    rng: Rng,
    sessions: Vec<Session>,
    /// Sessions with a request under way (`idle` is asked once a row of
    /// the growth: a count, not a look at every session).
    busy: usize,
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
    /// Pages written in all (evictions, background writer, checkpoints)
    /// and the clock at the last point: the next point's stretch starts
    /// there.
    since_point: (u64, f64),
    /// The latest time a request started or touched a page, and how many
    /// requests started before it: sessions go in clock order, so none
    /// should (`check`).
    latest_ms: f64,
    late_starts: u64,
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
    // Reads are dropped (below): the indexes need not name them (`Via`).
    const READS: bool = false;
    // Inlined into the indexes' descents.
    #[inline(always)]
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
        let phase = plan::first_phase(&params, tables.rows());
        let total = plan::plan_total(&params);
        let sessions = (0..params.sessions.max(1))
            .map(|_| Session {
                clock: 0.0,
                busy: None,
            })
            .collect();
        Fragmentation {
            wal: Wal::default(),
            cpus: Cpus::default(),
            addr,
            store,
            sessions,
            busy: 0,
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
            since_point: (0, 0.0),
            latest_ms: 0.0,
            late_starts: 0,
        }
    }

    pub fn params(&self) -> &Params {
        &self.params
    }
    pub fn points(&self) -> &[Point] {
        &self.points
    }

    fn idle(&self) -> bool {
        debug_assert_eq!(
            self.busy,
            self.sessions.iter().filter(|s| s.busy.is_some()).count()
        );
        self.busy == 0
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
                // A window ends when its last request is done; with the mix
                // all along (`every` 0: the step view) the next starts at
                // once: waiting for the busy sessions left the idle ones'
                // clocks behind, and their next requests started in the
                // past, behind disk work queued later (up to 0.7 s).
                _ if !self.can_start()
                    && (self.idle()
                        || (self.params.every == 0
                            && matches!(self.phase, Phase::Window { .. }))) =>
                {
                    self.next_phase();
                    continue;
                }
                _ => {}
            }
            // The session whose clock is earliest goes next (clocks are
            // finite: a plain comparison; a tie goes to the first). The
            // runner-up is kept too: see below.
            let can_start = self.can_start();
            let (mut next, mut rival): (Option<usize>, Option<usize>) = (None, None);
            for (i, session) in self.sessions.iter().enumerate() {
                if !(session.busy.is_some() || can_start) {
                    continue;
                }
                if next.is_none_or(|n| session.clock < self.sessions[n].clock) {
                    rival = next;
                    next = Some(i);
                } else if rival.is_none_or(|r| session.clock < self.sessions[r].clock) {
                    rival = Some(i);
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
            // A busy session touches its pages while its clock stays the
            // earliest: nothing but its own clock moves meanwhile, so the
            // runner-up found above is the one to beat (not a new search
            // a page: a customer's statement is thousands of them).
            loop {
                if self.access(s) {
                    self.finish(s, events.as_deref_mut());
                    return;
                }
                let clock = self.sessions[s].clock;
                if let Some(r) = rival {
                    let other = self.sessions[r].clock;
                    if !(clock < other || (clock == other && s < r)) {
                        break;
                    }
                }
            }
        }
    }

    pub fn memory_bytes(&self) -> usize {
        self.tables.memory_bytes() + self.store.memory_bytes()
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
        let (week_rows, week_reached) = measure::week_rows(&self.points);
        let article = measure::article_window(&self.points).cloned().unwrap_or_default();
        FragmentationFigures {
            week_rows,
            week_reached,
            target_rows: self.params.target_rows(),
            article_rows: article.rows,
            article_select_all_mean_ms: article.select_all_mean_ms,
            article_useful_per_page: article.useful_per_page,
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

    /// The archive move; a checkpoint's writes; the background writer's
    /// round that wrote dirty pages (the step view's moments: its mix has
    /// no archive move or checkpoint in 16,000 requests).
    fn moment(event: &FragEvent) -> Option<&'static str> {
        match event {
            FragEvent::Archive { .. } => Some("archive"),
            FragEvent::Background { checkpoint, .. } if *checkpoint > 0 => Some("checkpoint"),
            FragEvent::Background { bgwriter, .. } if *bgwriter > 0 => Some("background_write"),
            _ => None,
        }
    }

    fn check(&self) -> Result<(), String> {
        if self.late_starts > 0 {
            return Err(format!(
                "{} requests started before a page access already made",
                self.late_starts
            ));
        }
        if self.cpus.late_asks > 0 {
            return Err(format!(
                "{} requests asked a core for work earlier than work already served",
                self.cpus.late_asks
            ));
        }
        self.tables.check()?;
        self.store.check()
    }
}

#[cfg(test)]
mod tests;
