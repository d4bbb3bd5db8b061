//! Last-page insert contention (the SQL Server PAGELATCH_EX article):
//! `threads` sessions on `cores` cores insert `rows` rows, one statement
//! and one transaction each, into an empty table clustered on a key made
//! by `strategy`, and each insert holds its leaf's page latch exclusive.
//!
//! ```text
//!  core 0: [s0 pre][s8 spin]──park  [s16 pre]      [s0 hold]…
//!  core 1: [s1 pre]  [s9 hold▒▒split▒▒][s1 …]
//!                          │ release: grant the head of the queue
//!  last page  ◀── queue: s0 s17 s25 …  (s0 parked: granted, it waits for
//!                                      core 0 to be free — the convoy)
//! ```
//!
//! A discrete-event simulation on `crate::des`: sessions are tasks bound to
//! a core (SQLOS binds a worker to a scheduler), page latches are `des`
//! latches, and the table is the engine's own clustered B+tree, so pages
//! and splits are real: a row past the last key starts a new page and
//! moves nothing, a row into a full page elsewhere splits it mid-page.
//! A split keeps the latch for longer and latches the new page too;
//! sessions queued for a page whose rows moved follow them to their new
//! page. The costs are `cost`'s; a step is one insert committing.
//!
//! Three events an insert when it waits: its pre-latch CPU's end, its
//! hold's end, its commit. The end of a spin and of the commit's CPU are
//! known when they begin, so the core hands on then without an event
//! (`Cpu::leave_after`; a spinner granted in time stays, `Cpu::stay`): the
//! session's phase turns Parked or Commit by the clock (`settle`), and a
//! watched step reports the park and the next session's run at their
//! times (`report_runs`), as if each had been an event.
//!
//! Simplified: every row has the mean text length on the page (the tree
//! keeps one row size; each insert's CPU still pays its own text); the
//! identity, sequence and sequential-GUID values are taken under the page
//! latch, so they reach their page in order; the parent's latch during a
//! split is a cost, not a resource; commits share log flushes freely.
//!
//! | file | holds |
//! |---|---|
//! | `params` | the article's test, the rules |
//! | `strategy` | where each key goes (one trait, six strategies) |
//! | `cost` | the cost model and its calibration |
//! | `events`, `figures`, `views` | what a step, a run and the pictures report |

pub mod cost;
pub mod article;
#[cfg(any(not(target_arch = "wasm32"), feature = "bench"))]
mod bench;
mod budget;
mod entry;
pub mod events;
pub mod figures;
pub mod params;
pub mod strategy;
mod views;

use std::collections::VecDeque;

use crate::des::{Cpu, Dispatch, EventQueue, LatchMode, Latches, Nanos, SliceEnd, TaskId};
use crate::scenario::{Scenario, View};
use crate::storage::observe::Quiet;
use crate::storage::page::PageLayout;
use crate::storage::split::SplitPolicy;
use crate::storage::tree::{ClusteredTree, NO_PAGE};
use crate::storage::Key;
use crate::workload::rng::Rng;
use events::LatchEvent;
use figures::{Histogram, LatchFigures, PageWaits};
use params::{Params, INDEX_OVERHEAD, PAGE_BYTES, PAGE_HEADER};
use strategy::{KeySource, Planned, Strategy};

/// Where a session is in its insert.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    /// CPU before the latch.
    Pre,
    /// Waiting for the latch, spinning on its core until `leaves_at`
    /// (Parked after, without an event).
    Spin,
    /// Waiting for the latch, parked.
    Parked,
    /// Held back from the hot page (sequential_key).
    Throttled,
    /// Granted: the insert's CPU (on its core, or waiting for it).
    Hold,
    /// Still latched: the split's CPU.
    Split,
    /// The commit's CPU until `leaves_at` (Commit after, without an
    /// event).
    Post,
    /// Off CPU: the log flush and the round trip.
    Commit,
    /// No rows left to insert.
    Idle,
}

#[derive(Debug, Clone, Copy)]
struct Session {
    phase: Phase,
    planned: Planned,
    /// The page latched or waited for (`NO_PAGE`: none).
    page: u32,
    /// A page made by this session's split, latched until the release.
    new_page: u32,
    started: Nanos,
    requested: Nanos,
    granted: Nanos,
    /// When a spinning session or one in its commit CPU leaves its core.
    leaves_at: Nanos,
    rows: u32,
    /// The last row inserted: its key and leaf.
    last_key: Key,
    last_leaf: u32,
}

#[derive(Debug, Clone, Copy)]
enum Ev {
    Start(TaskId),
    Slice { core: u32, token: u64 },
    Committed(TaskId),
}

pub struct LatchSim {
    params: Params,
    tree: ClusteredTree,
    keys: Box<dyn KeySource>,
    rng: Rng,
    queue: EventQueue<Ev>,
    cpu: Cpu,
    latches: Latches,
    sessions: Vec<Session>,
    /// sequential_key: sessions of each core in line for a latch, and
    /// those held back.
    admitted: Vec<u32>,
    flow: Vec<VecDeque<TaskId>>,
    throttle: bool,
    started: u64,
    done: u64,
    last_commit: Nanos,
    waits: Histogram,
    latency: Histogram,
    /// Waits and wait time by page.
    page_waits: Vec<(u64, Nanos)>,
    splits: u64,
    mid_splits: u64,
    flow_waits: u64,
    /// The highest key inserted: a key above it goes to the last leaf
    /// without a descent (identity's every insert).
    max_key: Option<Key>,
    watch: Option<Vec<LatchEvent>>,
    granted: Vec<TaskId>,
    moved: Vec<(TaskId, LatchMode)>,
    /// Per core: a dispatch decided before the core takes the task (when
    /// a leaving session leaves); its `session_run` is reported then.
    pending_runs: Vec<Option<Dispatch>>,
    /// Per core: a spin ending (its `latch_park` is reported then).
    pending_parks: Vec<Option<(Nanos, TaskId)>>,
}

fn us(ns: Nanos) -> f64 {
    ns as f64 / 1_000.0
}

impl LatchSim {
    pub fn new(params: Params) -> Self {
        let data = PageLayout {
            page_size: PAGE_BYTES,
            header_bytes: PAGE_HEADER,
            slot_bytes: 0,
            row_bytes: params.row_bytes(),
        };
        let index = PageLayout {
            page_size: PAGE_BYTES,
            header_bytes: PAGE_HEADER,
            slot_bytes: 0,
            row_bytes: params.key_bytes() + INDEX_OVERHEAD,
        };
        let tree = ClusteredTree::build(
            Box::new(Vec::<Key>::new()),
            data,
            index,
            100,
            SplitPolicy::InsertionPoint,
        );
        let keys = strategy::source(
            params.strategy,
            params.servers,
            params.range,
            params.partitions,
            params.seed,
        );
        let mut rng = Rng::new(params.seed);
        let mut queue = EventQueue::new(params.seed ^ 0x5eed);
        let sessions = params.threads.min(params.rows.min(u32::MAX as u64) as u32);
        // Sessions start spread over one pre-latch burst, not in lockstep.
        for s in 0..sessions {
            queue.push(rng.below(cost::PRE_NS), Ev::Start(s));
        }
        let cores = params.cores;
        LatchSim {
            tree,
            keys,
            rng,
            queue,
            cpu: Cpu::new(cores, cost::QUANTUM_NS, cost::SWITCH_NS),
            latches: Latches::default(),
            sessions: vec![
                Session {
                    phase: Phase::Idle,
                    planned: Planned::Stream(0),
                    page: NO_PAGE,
                    new_page: NO_PAGE,
                    started: 0,
                    requested: 0,
                    granted: 0,
                    leaves_at: 0,
                    rows: 0,
                    last_key: 0,
                    last_leaf: NO_PAGE,
                };
                sessions as usize
            ],
            admitted: vec![0; cores as usize],
            flow: vec![VecDeque::new(); cores as usize],
            throttle: params.strategy == Strategy::SequentialKey,
            started: 0,
            done: 0,
            last_commit: 0,
            waits: Histogram::default(),
            latency: Histogram::default(),
            page_waits: Vec::new(),
            splits: 0,
            mid_splits: 0,
            flow_waits: 0,
            max_key: None,
            watch: None,
            granted: Vec::new(),
            moved: Vec::new(),
            pending_runs: vec![None; cores as usize],
            pending_parks: vec![None; cores as usize],
            params,
        }
    }

    pub fn params(&self) -> &Params {
        &self.params
    }
    pub fn tree(&self) -> &ClusteredTree {
        &self.tree
    }
    /// Tasks on the cores now (never more than the cores).
    pub fn running(&self) -> usize {
        self.cpu.running()
    }
    /// The virtual clock, ns.
    pub fn now(&self) -> Nanos {
        self.queue.now()
    }

    fn emit(&mut self, e: impl FnOnce(f64) -> LatchEvent) {
        let t = us(self.queue.now());
        if let Some(w) = self.watch.as_mut() {
            w.push(e(t));
        }
    }

    fn session(&mut self, s: TaskId) -> &mut Session {
        let at = (s as usize).min(self.sessions.len().saturating_sub(1));
        &mut self.sessions[at]
    }

    fn dispatched(&mut self, d: Option<Dispatch>) {
        let Some(d) = d else { return };
        self.queue.push(
            d.end,
            Ev::Slice {
                core: d.core,
                token: d.token,
            },
        );
        if d.at > self.queue.now() {
            // The core takes the task later: reported then (`report_runs`).
            if let Some(p) = self.pending_runs.get_mut(d.core as usize) {
                *p = Some(d);
            }
            return;
        }
        if self.watch.is_some() {
            self.emit(|t_us| LatchEvent::SessionRun {
                t_us,
                session: d.task,
                core: d.core,
                switched: d.switched,
            });
        }
    }

    /// Reports the spins ended (`latch_park`) and the dispatches taken
    /// (`session_run`) by `now`, earliest first, before the events of
    /// `now`.
    fn report_runs(&mut self, now: Nanos) {
        loop {
            // A core's park comes before the run it makes room for.
            let park = self
                .pending_parks
                .iter()
                .enumerate()
                .filter_map(|(c, p)| p.map(|(at, s)| (at, c, s)))
                .filter(|p| p.0 <= now)
                .min();
            let next = self
                .pending_runs
                .iter()
                .flatten()
                .filter(|d| d.at <= now)
                .min_by_key(|d| (d.at, d.core))
                .copied();
            if let Some((at, c, s)) = park {
                if next.is_none_or(|d| (at, c) <= (d.at, d.core as usize)) {
                    self.pending_parks[c] = None;
                    let page = self.session(s).page;
                    if let Some(w) = self.watch.as_mut() {
                        w.push(LatchEvent::LatchPark {
                            t_us: us(at),
                            session: s,
                            page,
                        });
                    }
                    continue;
                }
            }
            let Some(d) = next else { return };
            if let Some(p) = self.pending_runs.get_mut(d.core as usize) {
                *p = None;
            }
            if let Some(w) = self.watch.as_mut() {
                w.push(LatchEvent::SessionRun {
                    t_us: us(d.at),
                    session: d.task,
                    core: d.core,
                    switched: d.switched,
                });
            }
        }
    }

    /// Brings the state the lazy ends leave behind up to now: a session
    /// whose commit CPU is over is in its commit wait, one whose spin is
    /// over is parked.
    fn settle_phases(&mut self) {
        let now = self.queue.now();
        for ses in &mut self.sessions {
            if ses.leaves_at <= now {
                match ses.phase {
                    Phase::Post => ses.phase = Phase::Commit,
                    Phase::Spin => ses.phase = Phase::Parked,
                    _ => {}
                }
            }
        }
    }

    /// Runs events until one insert commits (true) or none are left.
    fn run_one(&mut self) -> bool {
        while let Some((now, ev)) = self.queue.pop() {
            self.cpu.tick(now);
            if self.watch.is_some() {
                self.report_runs(now);
            }
            match ev {
                Ev::Start(s) => self.start(s, now),
                Ev::Committed(s) => {
                    self.commit(s, now);
                    return true;
                }
                Ev::Slice { core, token } => match self.cpu.slice_end(core, token, now) {
                    SliceEnd::Stale => {}
                    SliceEnd::Preempted { next, .. } => self.dispatched(Some(next)),
                    SliceEnd::Finished { task } => self.finished(task, core, now),
                },
            }
        }
        false
    }

    fn start(&mut self, s: TaskId, now: Nanos) {
        if self.started >= self.params.rows {
            self.session(s).phase = Phase::Idle;
            return;
        }
        self.started += 1;
        let (lo, hi) = (self.params.text_min, self.params.text_max);
        let chars = lo + self.rng.below((hi - lo) as u64 + 1) as u32;
        let ses = self.session(s);
        ses.phase = Phase::Pre;
        ses.started = now;
        let d = self.cpu.submit(s, cost::pre(2 * chars), now);
        self.dispatched(d);
    }

    fn finished(&mut self, s: TaskId, core: u32, now: Nanos) {
        match self.session(s).phase {
            Phase::Pre => {
                let planned = self.keys.plan(&mut self.rng);
                self.session(s).planned = planned;
                if self.throttle && self.admitted.get(core as usize).is_some_and(|&a| a > 0) {
                    let ses = self.session(s);
                    ses.phase = Phase::Throttled;
                    // The wait's start, for sys.dm_exec_requests; set again
                    // when the session is let in and asks for the latch.
                    ses.requested = now;
                    if let Some(f) = self.flow.get_mut(core as usize) {
                        f.push_back(s);
                    }
                    self.flow_waits += 1;
                    self.emit(|t_us| LatchEvent::LatchThrottle {
                        t_us,
                        session: s,
                        core,
                    });
                    let d = self.cpu.yield_core(core, now);
                    self.dispatched(d);
                    return;
                }
                let page = self.target(s);
                self.enter(s, page, true, now);
            }
            Phase::Hold => self.insert(s, core, now),
            Phase::Split => {
                self.release(s, now);
                self.post(s, core, now);
            }
            Phase::Spin
            | Phase::Post
            | Phase::Parked
            | Phase::Throttled
            | Phase::Commit
            | Phase::Idle => {}
        }
    }

    /// The key a session will insert (a stream's next value as of now).
    fn key_of(&self, planned: Planned) -> Key {
        match planned {
            Planned::Key(k) => k,
            Planned::Stream(st) => self.keys.peek(st),
        }
    }

    /// The leaf `key` belongs on now.
    fn locate(tree: &ClusteredTree, max_key: Option<Key>, key: Key) -> u32 {
        match max_key {
            Some(m) if key > m => tree.last_leaf(),
            _ => tree.leaf_of(key),
        }
    }

    /// The leaf the session's key belongs on now.
    fn target(&self, s: TaskId) -> u32 {
        let planned = self
            .sessions
            .get(s as usize)
            .map_or(Planned::Stream(0), |x| x.planned);
        Self::locate(&self.tree, self.max_key, self.key_of(planned))
    }

    /// `s` asks for `page`'s latch; `running`: it is on its core (it
    /// spins if it must wait), else parked (a throttled session let in).
    fn enter(&mut self, s: TaskId, page: u32, running: bool, now: Nanos) {
        let core = self.cpu.core_of(s);
        if self.throttle {
            if let Some(a) = self.admitted.get_mut(core as usize) {
                *a += 1;
            }
        }
        {
            let ses = self.session(s);
            ses.page = page;
            ses.requested = now;
        }
        let latch = self.latches.get_mut(page);
        let queue = latch.queue_len() as u32;
        let granted = latch.request(s, LatchMode::Exclusive);
        self.emit(|t_us| LatchEvent::LatchRequest {
            t_us,
            session: s,
            page,
            queue,
            granted,
        });
        if granted {
            self.on_grant(s, page, now, running, false);
            return;
        }
        if running {
            // It spins, then parks and lets its core run another: no
            // event for the spin's end unless it is granted first.
            let end = now + cost::SPIN_NS;
            {
                let ses = self.session(s);
                ses.phase = Phase::Spin;
                ses.leaves_at = end;
            }
            if let Some(p) = self.pending_parks.get_mut(core as usize) {
                *p = Some((end, s));
            }
            self.emit(|t_us| LatchEvent::SessionRun {
                t_us,
                session: s,
                core,
                switched: false,
            });
            let d = self.cpu.leave_after(core, cost::SPIN_NS, now);
            self.dispatched(d);
        } else {
            self.session(s).phase = Phase::Parked;
        }
    }

    /// `s` holds `page`'s latch now: it runs its insert at once if it is on
    /// its core (it asked, or it was spinning), else it waits for its core.
    fn on_grant(&mut self, s: TaskId, page: u32, now: Nanos, running: bool, waited: bool) {
        let waited_ns = now - self.session(s).requested;
        if waited {
            self.waits.add(waited_ns);
            let at = page as usize;
            if at >= self.page_waits.len() {
                self.page_waits.resize(at + 1, (0, 0));
            }
            self.page_waits[at].0 += 1;
            self.page_waits[at].1 += waited_ns;
        }
        let core = self.cpu.core_of(s);
        let was_spinning = {
            let ses = self.session(s);
            ses.phase == Phase::Spin && ses.leaves_at > now
        };
        {
            let ses = self.session(s);
            ses.phase = Phase::Hold;
            ses.granted = now;
        }
        let d = if running && !waited {
            self.cpu.continue_with(core, cost::HOLD_NS, now)
        } else if was_spinning {
            // Granted in its spin: it stays on its core.
            if let Some(p) = self.pending_parks.get_mut(core as usize) {
                *p = None;
            }
            if let Some(r) = self.pending_runs.get_mut(core as usize) {
                *r = None;
            }
            self.cpu.stay(s, cost::HOLD_NS, now)
        } else {
            self.cpu.submit(s, cost::HOLD_NS, now)
        };
        let on_cpu = d.is_some_and(|d| d.at <= now) || self.cpu.is_running(s);
        if waited {
            let queue = self.latches.get(page).map_or(0, |l| l.queue_len()) as u32;
            self.emit(|t_us| LatchEvent::LatchGrant {
                t_us,
                session: s,
                page,
                waited_us: us(waited_ns),
                queue,
                on_cpu,
            });
        }
        self.dispatched(d);
        if self.throttle {
            if let Some(a) = self.admitted.get_mut(core as usize) {
                *a = a.saturating_sub(1);
            }
            let next = self.flow.get_mut(core as usize).and_then(|f| f.pop_front());
            if let Some(t) = next {
                let page = self.target(t);
                self.enter(t, page, false, now);
            }
        }
    }

    /// The hold's CPU is done: insert the row (or follow it to its page).
    fn insert(&mut self, s: TaskId, core: u32, now: Nanos) {
        let Session { planned, page, .. } = *self.session(s);
        let leaf = Self::locate(&self.tree, self.max_key, self.key_of(planned));
        if leaf != page {
            // A sequence range ran out since the request: its next value
            // belongs elsewhere. Let go and ask for that page.
            self.release(s, now);
            self.enter(s, leaf, true, now);
            return;
        }
        let key = match planned {
            Planned::Key(k) => k,
            Planned::Stream(st) => self.keys.take(st),
        };
        let out = self.tree.insert(key, &mut Quiet);
        self.max_key = Some(self.max_key.map_or(key, |m| m.max(key)));
        {
            let ses = self.session(s);
            ses.rows += 1;
            ses.last_key = key;
            ses.last_leaf = if out.leaf_split {
                out.new_leaf
            } else {
                out.leaf
            };
        }
        if !out.leaf_split {
            self.release(s, now);
            self.post(s, core, now);
            return;
        }
        self.splits += 1;
        if out.rows_moved > 0 {
            self.mid_splits += 1;
        }
        let new_page = out.new_leaf;
        self.latches
            .get_mut(new_page)
            .request(s, LatchMode::Exclusive);
        self.session(s).new_page = new_page;
        let waiters_moved = self.follow(page, new_page, now);
        self.emit(|t_us| LatchEvent::InsertSplit {
            t_us,
            session: s,
            page,
            new_page,
            rows_moved: out.rows_moved,
            waiters_moved,
        });
        self.session(s).phase = Phase::Split;
        let d = self
            .cpu
            .continue_with(core, cost::split(out.rows_moved, out.index_splits), now);
        self.dispatched(d);
    }

    /// The latch is let go: the commit's CPU, then the commit's wait off
    /// CPU. The session leaves its core when its CPU ends, without an
    /// event: its commit is scheduled now.
    fn post(&mut self, s: TaskId, core: u32, now: Nanos) {
        let end = now + cost::POST_NS;
        {
            let ses = self.session(s);
            ses.phase = Phase::Post;
            ses.leaves_at = end;
        }
        self.queue
            .push(end + cost::COMMIT_WAIT_NS, Ev::Committed(s));
        // It goes on running on its core, as a dispatch would report.
        self.emit(|t_us| LatchEvent::SessionRun {
            t_us,
            session: s,
            core,
            switched: false,
        });
        let d = self.cpu.leave_after(core, cost::POST_NS, now);
        self.dispatched(d);
    }

    /// After `page` split: its waiters whose keys now belong elsewhere wait
    /// for that page instead, in their order.
    fn follow(&mut self, page: u32, new_page: u32, now: Nanos) -> u32 {
        let mut moved = std::mem::take(&mut self.moved);
        moved.clear();
        // Waiters on one stream (identity's every waiter) want the same
        // key: its leaf is looked up once.
        let mut memo: Option<(u32, u32)> = None;
        {
            let (tree, keys, sessions, max_key) =
                (&self.tree, &self.keys, &self.sessions, self.max_key);
            self.latches.get_mut(page).take_waiters(
                |t| {
                    let planned = sessions
                        .get(t as usize)
                        .map_or(Planned::Stream(0), |x| x.planned);
                    let leaf = match planned {
                        Planned::Key(k) => Self::locate(tree, max_key, k),
                        Planned::Stream(st) => match memo {
                            Some((m, leaf)) if m == st => leaf,
                            _ => {
                                let leaf = Self::locate(tree, max_key, keys.peek(st));
                                memo = Some((st, leaf));
                                leaf
                            }
                        },
                    };
                    leaf != page
                },
                &mut moved,
            );
        }
        let count = moved.len() as u32;
        for &(t, mode) in &moved {
            let planned = self
                .sessions
                .get(t as usize)
                .map_or(Planned::Stream(0), |x| x.planned);
            let to = match (planned, memo) {
                (Planned::Stream(st), Some((m, leaf))) if m == st => leaf,
                _ => self.target(t),
            };
            let to = if to == page { new_page } else { to };
            self.session(t).page = to;
            if self.latches.get_mut(to).request(t, mode) {
                let running = self.cpu.is_running(t);
                self.on_grant(t, to, now, running, true);
            }
        }
        self.moved = moved;
        count
    }

    /// `s` lets go of its page (and of the page its split made).
    fn release(&mut self, s: TaskId, now: Nanos) {
        let Session {
            page,
            new_page,
            granted,
            ..
        } = *self.session(s);
        for p in [page, new_page] {
            if p == NO_PAGE {
                continue;
            }
            let mut granted_now = std::mem::take(&mut self.granted);
            granted_now.clear();
            {
                let (cpu, latches) = (&self.cpu, &mut self.latches);
                let latch = latches.get_mut(p);
                if self.throttle {
                    // OPTIMIZE_FOR_SEQUENTIAL_KEY: favour a waiter that can
                    // run at once (spinning, or its core is free).
                    latch.release_preferring(s, LatchMode::Exclusive, &mut granted_now, |t| {
                        cpu.is_running(t) || cpu.is_idle(cpu.core_of(t))
                    });
                } else {
                    latch.release(s, LatchMode::Exclusive, &mut granted_now);
                }
            }
            let queue = self.latches.get(p).map_or(0, |l| l.queue_len()) as u32;
            self.emit(|t_us| LatchEvent::LatchRelease {
                t_us,
                session: s,
                page: p,
                held_us: us(now - granted),
                queue,
            });
            for &t in &granted_now {
                let running = self.cpu.is_running(t);
                self.on_grant(t, p, now, running, true);
            }
            self.granted = granted_now;
        }
        let ses = self.session(s);
        ses.page = NO_PAGE;
        ses.new_page = NO_PAGE;
    }

    fn commit(&mut self, s: TaskId, now: Nanos) {
        self.done += 1;
        self.last_commit = now;
        let started = self.session(s).started;
        self.latency.add(now - started);
        if self.watch.is_some() {
            let Session {
                last_key: key,
                last_leaf: page,
                ..
            } = *self.session(s);
            self.emit(|t_us| LatchEvent::InsertDone {
                t_us,
                session: s,
                key,
                page,
                latency_us: us(now - started),
            });
        }
        self.start(s, now);
    }

    /// Bytes held: the tree, the latches, the queues.
    pub fn memory_bytes(&self) -> usize {
        self.tree.memory_bytes()
            + self.latches.memory_bytes()
            + self.queue.memory_bytes()
            + self.cpu.memory_bytes()
            + self.sessions.capacity() * std::mem::size_of::<Session>()
            + self.page_waits.capacity() * 16
    }
}

impl Scenario for LatchSim {
    type Event = LatchEvent;
    type Figures = LatchFigures;

    fn run_step(&mut self, watch: Option<&mut Vec<LatchEvent>>) {
        let Some(watch) = watch else {
            // Unwatched: the sessions' phases are settled once a batch.
            self.run_one();
            return;
        };
        // Dispatches taken before this step were reported (or not
        // watched) already.
        let now = self.queue.now();
        for p in &mut self.pending_runs {
            if p.is_some_and(|d| d.at <= now) {
                *p = None;
            }
        }
        for p in &mut self.pending_parks {
            if p.is_some_and(|(at, _)| at <= now) {
                *p = None;
            }
        }
        self.watch = Some(std::mem::take(watch));
        self.run_one();
        self.settle_phases();
        *watch = self.watch.take().unwrap_or_default();
    }
    fn steps_done(&self) -> u64 {
        self.done
    }
    fn total_steps(&self) -> Option<u64> {
        Some(self.params.rows)
    }
    fn done(&self) -> bool {
        self.done >= self.params.rows || self.queue.is_empty()
    }
    fn settle(&mut self) {
        self.settle_phases();
    }

    fn figures(&self) -> LatchFigures {
        self.figures_now()
    }

    fn views(&self) -> Vec<View> {
        self.pictures()
    }

    fn check(&self) -> Result<(), String> {
        self.tree.check()?;
        if self.tree.rows() > self.started {
            return Err(format!(
                "{} rows in the tree, {} inserts started",
                self.tree.rows(),
                self.started
            ));
        }
        if self.cpu.running() > self.params.cores as usize {
            return Err("more sessions running than cores".into());
        }
        // At the end every waiter has been granted and let go.
        if self.done >= self.params.rows {
            if let Some((page, _)) = self.latches.busy().next() {
                return Err(format!("page {page}'s latch is still in use at the end"));
            }
            if self.sessions.iter().any(|s| s.phase != Phase::Idle) {
                return Err("a session is still busy at the end".into());
            }
        }
        for (page, l) in self.latches.busy() {
            if let Some(h) = l.holder() {
                let ses = self.sessions.get(h as usize).ok_or("holder out of range")?;
                if ses.page != page && ses.new_page != page {
                    return Err(format!("session {h} holds page {page} it does not know"));
                }
            }
        }
        Ok(())
    }
}

impl LatchSim {
    fn figures_now(&self) -> LatchFigures {
        let secs = self.last_commit as f64 / 1e9;
        let cap = self.tree.data_layout().capacity() as f64;
        let leaves = self.tree.leaf_count();
        // The 8 pages waited on most (most first, then by number), kept
        // by insertion: no sort routine in the WebAssembly for 8 items.
        let mut by_page: Vec<PageWaits> = Vec::with_capacity(9);
        for (p, w) in self.page_waits.iter().enumerate() {
            if w.0 == 0 {
                continue;
            }
            let at = by_page
                .iter()
                .position(|b| b.waits < w.0)
                .unwrap_or(by_page.len());
            if at < 8 {
                by_page.insert(
                    at,
                    PageWaits {
                        page: p as u32,
                        waits: w.0,
                        wait_us: us(w.1),
                    },
                );
                by_page.truncate(8);
            }
        }
        let cores_ns = self.params.cores as f64 * self.queue.now().max(1) as f64;
        LatchFigures {
            strategy: self.params.strategy,
            threads: self.params.threads,
            cores: self.params.cores,
            rows_done: self.done,
            elapsed_s: secs,
            rows_per_sec: if secs > 0.0 {
                self.done as f64 / secs
            } else {
                0.0
            },
            latch_waits: self.waits.count(),
            latch_wait_mean_us: self.waits.mean() / 1_000.0,
            latch_wait_p99_us: self.waits.quantile(0.99) / 1_000.0,
            page_splits: self.splits,
            mid_splits: self.mid_splits,
            rows_per_page: self.tree.data_layout().capacity(),
            leaf_pages: leaves,
            avg_leaf_density: self.tree.rows() as f64 / (leaves.max(1) as f64 * cap),
            context_switches: self.cpu.switches_by(self.queue.now()),
            cpu_busy: (self.cpu.busy() as f64 / cores_ns).min(1.0),
            hot_page: by_page.first().map(|w| w.page),
            waits_by_page: by_page,
            flow_control_waits: self.flow_waits,
            insert_latency_mean_us: self.latency.mean() / 1_000.0,
        }
    }
}
