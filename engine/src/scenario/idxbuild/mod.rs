//! A parallel index rebuild (Progress OpenEdge 10 `proutil idxbuild`, the
//! Kbase article P117178): the indexes of a database rebuilt area by
//! area, in three phases, on the discrete-event core.
//!
//! ```text
//!  main     [scan: records → keys → sorted runs][build g3][build g0][build g5]…
//!  thread 1                                      [merge g0 ░░][merge g4 ░░░]…
//!  thread 2                                      [merge g1 ░░░░░][merge g5]…
//!  thread 3                                      [merge g2 ░][merge g3 ░░]…
//!  disk 1   ▓▓ runs ▓▓                            ▓▓▓▓ g0 g1 g0 g1 (a seek each) ▓▓
//!  disk 2   ▓▓ runs ▓▓                            ▓▓▓▓ g2 g3 ▓▓
//! ```
//!
//! 1. **Scan** (the main process alone): read the area's records, build
//!    each index's keys, sort them in the group's memory (-TB × (-TM + 1)
//!    KB) and write each full memory as a sorted run to the group's sort
//!    file, on the .srt directory given to it (`placement`).
//! 2. **Merge**: each group's runs merged -TM at a time until one is left,
//!    reading and writing its sort file block by block; with threads,
//!    `threads` threads take groups in order, one each; threads whose
//!    files share a disk queue for it and make its seeks longer (`cost`).
//! 3. **Build**: the main process reads a merged group in order and builds
//!    its indexes' B-trees into the database, taking groups as their
//!    merges end, so phase 3 overlaps phase 2.
//!
//! With no threads (`threads = 1`), or one group in the area, the main
//! process merges and builds each group in turn.
//!
//! A step is one milestone (`events`); between milestones the disks' and
//! CPUs' requests run unwatched. Simplified: a group's file stays on one
//! device; the CPU is a pool of `cpus` (no binding, no quantum); the
//! merge's reads and writes of a slice go to the disk as one request.
//!
//! | file | holds |
//! |---|---|
//! | `params` | the article's test, the knobs |
//! | `database` | the three databases: areas, tables, indexes |
//! | `placement` | sort groups to .srt directories |
//! | `cost` | the cost model and its calibration |
//! | this file | the run's state and its event loop: who wakes, what next |
//! | `scan`, `merge`, `build` | the three phases |
//! | `contract` | the `Scenario` impl: a step, the figures, the invariants |
//! | `events`, `figures`, `views` | what a step, a run and the pictures report |
//! | `entry`, `article`, `bench` | its lessons, the article's cases, its kernels |

pub mod cost;
pub mod database;
pub mod article;
#[cfg(any(not(target_arch = "wasm32"), feature = "bench"))]
mod bench;
mod budget;
mod entry;
pub mod events;
pub mod figures;
pub mod params;
pub mod placement;
mod build;
mod contract;
mod merge;
mod scan;
mod views;

use std::cell::OnceCell;
use std::collections::VecDeque;

use crate::des::{EventQueue, Nanos, Station};
use crate::scenario::{Scenario, View};
use cost::*;
use database::{Database, Group};
use events::IdxEvent;
use figures::IdxFigures;
use params::Params;
use placement::{place, Placement};

/// Who an event wakes: the main process or a merge thread (0-based).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Actor {
    Main,
    Thread(u32),
}

/// The request an actor waits for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Stage {
    /// A disk request (the database's for the scan, the group's device
    /// for a merge or a build's read).
    Io,
    Cpu,
    /// Writes: the scan's runs, a build's index blocks.
    Write,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Task {
    Scan {
        chunk: u32,
        stage: Stage,
    },
    Merge {
        g: u32,
        pass: u32,
        slice: u32,
        stage: Stage,
    },
    Build {
        g: u32,
        slice: u32,
        stage: Stage,
    },
    Idle,
}

/// A sort group's states, in the order `views::GROUP_STATES` names them.
mod group {
    pub const SCANNING: u8 = 0;
    pub const SORTED: u8 = 1;
    pub const MERGING: u8 = 2;
    pub const MERGED: u8 = 3;
    pub const BUILDING: u8 = 4;
    pub const BUILT: u8 = 5;
}

/// The phase of a span of work (the timeline view's `span_phase`).
mod phase {
    pub const SCAN: u8 = 1;
    pub const MERGE: u8 = 2;
    pub const BUILD: u8 = 3;
}

/// A sort group of the area being rebuilt.
#[derive(Debug, Clone, Copy)]
struct GroupRun {
    group: Group,
    device: u8,
    runs: u64,
    passes: u32,
    /// One of `group::*`.
    state: u8,
    thread: u8,
    merge_start: Nanos,
    merge_end: Nanos,
    queued: Nanos,
}

/// Something an actor did, for the timeline: `lane` 0 is the main
/// process, 1.. the threads; `phase` one of `phase::*`.
#[derive(Debug, Clone, Copy)]
struct Span {
    lane: u16,
    phase: u8,
    group: u32,
    start: Nanos,
    end: Nanos,
}

/// A request to a sort device: when it came, started and ended.
#[derive(Debug, Clone, Copy)]
struct DiskJob {
    device: u8,
    submit: Nanos,
    start: Nanos,
    end: Nanos,
}

/// The area being rebuilt.
struct AreaRun {
    index: usize,
    groups: Vec<GroupRun>,
    chunks: u32,
    threaded: bool,
    /// The next group a merge thread takes; merged groups waiting for the
    /// main process, in the order their merges ended.
    next: u32,
    merged: VecDeque<u32>,
    built: u32,
    started: Nanos,
    scan_start: Nanos,
    decile: u32,
    runs_written: u64,
}

pub struct IdxBuild {
    params: Params,
    db: Database,
    queue: EventQueue<Actor>,
    cpu: Station,
    db_disk: Station,
    disks: Vec<Station>,
    /// Threads (and the main process's build) working on each device's
    /// files now.
    streams: Vec<u32>,
    area: AreaRun,
    main: Task,
    threads: Vec<Task>,
    spans: Vec<Span>,
    jobs: Vec<DiskJob>,
    pending: VecDeque<IdxEvent>,
    now: Nanos,
    steps: u64,
    total: u64,
    finished: bool,
    baseline: OnceCell<Nanos>,
    /// Phases 2 and 3 as wall time: merges and builds under way, since
    /// when, and the time with some merge, some build, either.
    merging: u32,
    building: u32,
    marked: Nanos,
    phase_wall: [Nanos; 3],
    keys: u64,
    runs: u64,
    max_passes: u32,
    temp_peak: u64,
    groups_max: u32,
    threads_max: u32,
    /// Times a worker lost its CPU to another (`cost::switch_in`).
    switched: u64,
}

fn secs(t: Nanos) -> f64 {
    t as f64 / 1e9
}
fn mb(bytes: u64) -> f64 {
    bytes as f64 / 1e6
}

impl IdxBuild {
    /// Parameters come validated (`params::parse`): the sort files fit.
    pub fn new(params: Params) -> Self {
        let db = params.database();
        let devices = params.devices as usize;
        let total = contract::milestones(&params, &db);
        let mut sim = IdxBuild {
            queue: EventQueue::new(params.seed),
            cpu: Station::new(params.cpus),
            db_disk: Station::new(1),
            disks: (0..devices).map(|_| Station::new(1)).collect(),
            streams: vec![0; devices],
            area: AreaRun::empty(),
            main: Task::Idle,
            threads: vec![Task::Idle; params.threads as usize],
            spans: Vec::new(),
            jobs: Vec::new(),
            pending: VecDeque::new(),
            now: 0,
            steps: 0,
            total,
            finished: false,
            baseline: OnceCell::new(),
            merging: 0,
            building: 0,
            marked: 0,
            phase_wall: [0; 3],
            keys: 0,
            runs: 0,
            max_passes: 0,
            temp_peak: 0,
            groups_max: 0,
            threads_max: 0,
            switched: 0,
            params,
            db,
        };
        sim.begin_area(0);
        sim
    }

    pub fn params(&self) -> &Params {
        &self.params
    }
    pub fn database(&self) -> &Database {
        &self.db
    }
    /// Virtual time now.
    pub fn now(&self) -> Nanos {
        self.now
    }

    /// Runs to the end without counting milestones (the no-thread
    /// baseline beside a run); the rebuild's time. Not `Scenario::
    /// run_to_end`, which steps milestone by milestone.
    pub fn rebuild_time(&mut self) -> Nanos {
        while !self.finished {
            if !self.process() {
                break;
            }
        }
        self.now
    }

    // ---- areas ----------------------------------------------------------

    /// Phase 2 and 3 wall time up to now, with the merges and builds
    /// under way until now (call before changing them).
    fn mark(&mut self) {
        self.phase_wall = self.walls();
        self.marked = self.now;
    }

    fn emit(&mut self, e: IdxEvent) {
        self.pending.push_back(e);
    }

    // ---- the event loop -------------------------------------------------

    /// Runs to the next milestone and counts it as a step; None at the end.
    fn next_milestone(&mut self) -> Option<IdxEvent> {
        while self.pending.is_empty() && self.process() {}
        let e = self.pending.pop_front()?;
        self.steps += 1;
        Some(e)
    }

    /// Handles one wake-up; false when nothing is left.
    fn process(&mut self) -> bool {
        let Some((at, actor)) = self.queue.pop() else {
            return false;
        };
        self.now = at;
        match actor {
            Actor::Main => self.main_wakes(),
            Actor::Thread(t) => self.thread_wakes(t),
        }
        true
    }

    fn main_wakes(&mut self) {
        match self.main {
            Task::Scan { chunk, stage } => self.scan(chunk, stage),
            Task::Merge {
                g,
                pass,
                slice,
                stage,
            } => {
                if let Some(next) = self.merge(Actor::Main, g, pass, slice, stage) {
                    self.main = next;
                } else {
                    // No threads: build the group just merged.
                    self.start_build(g);
                }
            }
            Task::Build { g, slice, stage } => self.build(g, slice, stage),
            Task::Idle => self.main_next(),
        }
    }

    fn thread_wakes(&mut self, t: u32) {
        let Task::Merge {
            g,
            pass,
            slice,
            stage,
        } = self.threads[t as usize]
        else {
            return;
        };
        match self.merge(Actor::Thread(t), g, pass, slice, stage) {
            Some(next) => self.threads[t as usize] = next,
            None => {
                self.area.merged.push_back(g);
                self.thread_takes(t);
                // The idle main process takes the group now. (It was woken
                // by a queued event: two merges ending while it idled
                // queued two, and the second then ran a stage of its next
                // task early, and so on: from then on the main process
                // scanned and built at twice its pace or more.)
                if self.main == Task::Idle {
                    self.main_next();
                }
            }
        }
    }

    // ---- phase 1: the scan ------------------------------------------------

    // ---- phase 2: merges --------------------------------------------------

    // ---- phase 3: builds --------------------------------------------------

    // ---- figures ------------------------------------------------------------

}

impl AreaRun {
    fn empty() -> Self {
        AreaRun {
            index: 0,
            groups: Vec::new(),
            chunks: 1,
            threaded: false,
            next: 0,
            merged: VecDeque::new(),
            built: 0,
            started: 0,
            scan_start: 0,
            decile: 0,
            runs_written: 0,
        }
    }
}

