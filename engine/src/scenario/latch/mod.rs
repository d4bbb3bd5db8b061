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
//! a core (SQLOS binds a worker to a scheduler), page latches are FIFO
//! exclusive latches (`pages`: `des::Latch`'s rules, kept in one small
//! record a page beside the page's other state), and the table is the engine's own clustered B+tree, so pages
//! and splits are real: a row past the last key starts a new page and
//! moves nothing, a row into a full page elsewhere splits it mid-page.
//! A split keeps the latch for longer and latches the new page too;
//! sessions queued for the page stay queued, and each, granted it, finds
//! it split and asks for its key's page. The costs are `cost`'s; a step is
//! one insert committing.
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
//! split is a cost, not a resource; the OS never preempts a session (the
//! test client's threads are not modelled).
//!
//! | file | holds |
//! |---|---|
//! | `params` | the article's test, the rules |
//! | `strategy` | where each key goes (one trait, six strategies) |
//! | `cost` | the cost model and its calibration |
//! | this file | the sessions' state, the cores' dispatches, the event loop |
//! | `dispatch` | the cores' dispatches and spins' ends, reported at their times |
//! | `locate` | the leaf a session's key goes to, kept until it splits |
//! | `pages` | per page: its latch and when it was last written |
//! | `cores` | the cores' tasks as a grant sees them: spinners, who can run |
//! | `latching` | a session's way to its leaf's latch: spin, park, grant |
//! | `insert` | an insert's start, its work under the latch, its commit |
//! | `contract` | the `Scenario` impl: a step, the figures, the invariants |
//! | `events`, `figures`, `views` | what a step, a run and the pictures report |
//! | `entry`, `article`, `bench` | its lesson, the article's cases, its kernels |

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
mod contract;
mod cores;
mod dispatch;
mod insert;
mod latching;
mod locate;
mod pages;
mod views;

use std::collections::VecDeque;

use crate::des::{Cpu, Dispatch, EventQueue, Nanos, SliceEnd, TaskId};
use crate::scenario::{Scenario, View};
use crate::storage::page::PageLayout;
use crate::storage::split::SplitPolicy;
use crate::storage::tree::{ClusteredTree, NO_PAGE};
use crate::storage::Key;
use crate::workload::rng::Rng;
use events::LatchEvent;
use figures::{Histogram, LatchFigures, PageWaits};
use pages::Pages;
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
    /// Off CPU: the log flush (WRITELOG) until `flushed`, then the
    /// result's way to the client and its next statement's way back.
    Commit,
    /// No rows left to insert.
    Idle,
}

#[derive(Debug, Clone, Copy)]
struct Session {
    phase: Phase,
    planned: Planned,
    /// The leaf `planned`'s key was found on, kept until that leaf
    /// splits (`NO_PAGE`: not looked up; a stream's: never kept).
    leaf: u32,
    /// The page latched or waited for (`NO_PAGE`: none).
    page: u32,
    /// A page made by this session's split, latched until the release.
    new_page: u32,
    started: Nanos,
    requested: Nanos,
    granted: Nanos,
    /// When a spinning session or one in its commit CPU leaves its core.
    leaves_at: Nanos,
    /// When its commit's log flush ends.
    flushed: Nanos,
    rows: u32,
    /// sequential_key: counted in its core's `admitted` (in line for a
    /// latch) from its first request until a grant it inserts under; a
    /// waiter that finds its page split stays in line for the new one.
    in_line: bool,
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
    /// By page: its latch and when it was last written.
    pages: Pages,
    sessions: Vec<Session>,
    /// sequential_key: sessions of each core in line for a latch, and
    /// those held back.
    admitted: Vec<u32>,
    flow: Vec<VecDeque<TaskId>>,
    throttle: bool,
    started: u64,
    done: u64,
    last_commit: Nanos,
    /// The latest log flush (group commit), start and end.
    flush: (Nanos, Nanos),
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
    /// Per core: the session spinning on it, for which page, until when
    /// (kept after the spin's end; taken back if it is granted in it).
    spinning: Vec<Option<(TaskId, u32, Nanos)>>,
    /// sequential_key, by core: who could run on it at once, as of a
    /// release (`cores::note_who_can_run`).
    may_run: Vec<TaskId>,
    /// By session: its core (`Cpu::core_of`, without a division).
    core_of: Vec<u32>,
    /// The cache line's transfer the grant being made pays.
    handoff: Nanos,
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
            pages: Pages::default(),
            sessions: vec![
                Session {
                    phase: Phase::Idle,
                    planned: Planned::Stream(0),
                    leaf: NO_PAGE,
                    page: NO_PAGE,
                    new_page: NO_PAGE,
                    started: 0,
                    requested: 0,
                    granted: 0,
                    leaves_at: 0,
                    flushed: 0,
                    rows: 0,
                    in_line: false,
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
            flush: (0, 0),
            waits: Histogram::default(),
            latency: Histogram::default(),
            page_waits: Vec::new(),
            splits: 0,
            mid_splits: 0,
            flow_waits: 0,
            max_key: None,
            watch: None,
            spinning: vec![None; cores as usize],
            may_run: Vec::new(),
            core_of: (0..sessions).map(|s| s % cores.max(1)).collect(),
            handoff: 0,
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
        // The time is converted only when watched: a full run emits for
        // nobody, several times an insert.
        if let Some(w) = self.watch.as_mut() {
            w.push(e(us(self.queue.now())));
        }
    }

    /// The core session `s` is bound to (`Cpu::core_of`, without its
    /// division).
    fn core(&self, s: TaskId) -> u32 {
        self.core_of.get(s as usize).copied().unwrap_or_else(|| self.cpu.core_of(s))
    }

    fn session(&mut self, s: TaskId) -> &mut Session {
        let at = (s as usize).min(self.sessions.len().saturating_sub(1));
        &mut self.sessions[at]
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

}
