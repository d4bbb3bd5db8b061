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
//! | `events`, `figures`, `views` | what a step, a run and the pictures report |

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
        let total = milestones(&params, &db);
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

    /// Runs to the end, unwatched; the rebuild's time.
    pub fn run_to_end(&mut self) -> Nanos {
        while !self.finished {
            if !self.process() {
                break;
            }
        }
        self.now
    }

    // ---- areas ----------------------------------------------------------

    fn begin_area(&mut self, index: usize) {
        let p = &self.params;
        let area = &self.db.areas[index];
        let groups = area.groups(p.sort_groups);
        let device = match place(&groups, p.devices, p.device_gb) {
            Placement::Fits { device, used } => {
                self.temp_peak = self.temp_peak.max(used.iter().sum());
                device
            }
            // `params::parse` refuses what does not fit; a caller that
            // skipped it gets every file on the first device.
            Placement::Full(_) => vec![0; groups.len()],
        };
        let memory = p.group_memory_kb() * 1_024;
        let runs: Vec<GroupRun> = groups
            .iter()
            .zip(device)
            .map(|(group, device)| {
                let runs = group.bytes.div_ceil(memory).max(1);
                GroupRun {
                    group: *group,
                    device,
                    runs,
                    passes: passes(runs, p.merge_buffers as u64),
                    state: group::SCANNING,
                    thread: u8::MAX,
                    merge_start: 0,
                    merge_end: 0,
                    queued: 0,
                }
            })
            .collect();
        let threaded = p.threads > 1 && runs.len() > 1;
        let threads = if threaded {
            p.threads.min(runs.len() as u32)
        } else {
            0
        };
        self.groups_max = self.groups_max.max(runs.len() as u32);
        self.threads_max = self.threads_max.max(threads);
        self.area = AreaRun {
            index,
            chunks: area.data_bytes.div_ceil(SCAN_CHUNK).max(1) as u32,
            groups: runs,
            threaded,
            next: 0,
            merged: VecDeque::new(),
            built: 0,
            started: self.now,
            scan_start: self.now,
            decile: 0,
            runs_written: 0,
        };
        self.emit(IdxEvent::AreaStart {
            t_s: secs(self.now),
            area: index as u32,
            name: area.name.clone(),
            data_mb: mb(area.data_bytes),
            indexes: area.indexes.len() as u32,
            groups: self.area.groups.len() as u32,
            threads,
        });
        self.main = Task::Scan {
            chunk: 0,
            stage: Stage::Io,
        };
        let read = self.scan_read(0);
        let (_, end) = self.db_disk.submit(self.now, read);
        self.queue.push(end, Actor::Main);
    }

    /// Phase 2 and 3 wall time up to now, with the merges and builds
    /// under way until now (call before changing them).
    fn mark(&mut self) {
        self.phase_wall = self.walls();
        self.marked = self.now;
    }
    fn walls(&self) -> [Nanos; 3] {
        let dt = self.now - self.marked;
        let [m, b, e] = self.phase_wall;
        [
            m + if self.merging > 0 { dt } else { 0 },
            b + if self.building > 0 { dt } else { 0 },
            e + if self.merging + self.building > 0 {
                dt
            } else {
                0
            },
        ]
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
                if self.main == Task::Idle {
                    self.queue.push(self.now, Actor::Main);
                }
                self.thread_takes(t);
            }
        }
    }

    // ---- phase 1: the scan ------------------------------------------------

    fn area_data(&self) -> &database::Area {
        &self.db.areas[self.area.index]
    }

    /// Bytes of chunk `c` of the area's records.
    fn chunk_bytes(&self, c: u32) -> u64 {
        let data = self.area_data().data_bytes;
        (data - (c as u64 * SCAN_CHUNK).min(data)).min(SCAN_CHUNK)
    }
    /// Share `bytes` of the area's records carry of a total `of`.
    fn share(&self, bytes: u64, of: u64) -> u64 {
        let data = self.area_data().data_bytes.max(1);
        (of as u128 * bytes as u128 / data as u128) as u64
    }

    fn scan_read(&self, c: u32) -> Nanos {
        transfer(self.chunk_bytes(c), DB_MB_S)
    }

    fn scan(&mut self, chunk: u32, stage: Stage) {
        let bytes = self.chunk_bytes(chunk);
        match stage {
            Stage::Io => {
                let area = self.area_data();
                let (rows, keys) = (
                    self.share(bytes, area.rows),
                    self.share(bytes, area.entries()),
                );
                let (_, end) = self.cpu.submit(self.now, rows * ROW_NS + keys * KEY_NS);
                self.main = Task::Scan {
                    chunk,
                    stage: Stage::Cpu,
                };
                self.queue.push(end, Actor::Main);
            }
            Stage::Cpu => {
                // Each group's keys of this chunk reach its file as runs
                // of its memory: a seek and the run's bytes each.
                let memory = self.params.group_memory_kb() * 1_024;
                let mut per_device = vec![0u64; self.disks.len()];
                for g in &self.area.groups {
                    per_device[g.device as usize] += self.share(bytes, g.group.bytes);
                }
                let mut end = self.now;
                for (d, &b) in per_device.iter().enumerate() {
                    if b == 0 {
                        continue;
                    }
                    let seeks = b.div_ceil(memory);
                    let time = transfer(b, TEMP_MB_S) + seeks * (SEEK_NS + SWITCH_NS);
                    end = end.max(self.disk(d as u8, time));
                }
                self.main = Task::Scan {
                    chunk,
                    stage: Stage::Write,
                };
                self.queue.push(end, Actor::Main);
            }
            Stage::Write => self.scan_chunk_done(chunk),
        }
    }

    fn scan_chunk_done(&mut self, chunk: u32) {
        let done = chunk + 1;
        let chunks = self.area.chunks;
        let area = self.area.index as u32;
        let read: u64 = (0..done).map(|c| self.chunk_bytes(c)).sum();
        let sort = self.area_data().sort_bytes();
        let memory = self.params.group_memory_kb() * 1_024;
        self.area.runs_written = (self.share(read, sort)).div_ceil(memory);
        if done < chunks {
            let decile = done * 10 / chunks;
            if decile > self.area.decile {
                self.area.decile = decile;
                let keys = self.share(read, self.area_data().entries());
                self.emit(IdxEvent::ScanProgress {
                    t_s: secs(self.now),
                    area,
                    pct: decile * 10,
                    keys,
                    runs: self.area.runs_written,
                });
            }
            self.main = Task::Scan {
                chunk: done,
                stage: Stage::Io,
            };
            let (_, end) = self.db_disk.submit(self.now, self.scan_read(done));
            self.queue.push(end, Actor::Main);
            return;
        }
        // Phase 1 over.
        let start = self.area.scan_start;
        self.spans.push(Span {
            lane: 0,
            phase: phase::SCAN,
            group: u32::MAX,
            start,
            end: self.now,
        });
        let runs: u64 = self.area.groups.iter().map(|g| g.runs).sum();
        let keys = self.area_data().entries();
        let mut device_mb = vec![0.0; self.disks.len()];
        for g in &mut self.area.groups {
            g.state = group::SORTED;
            device_mb[g.device as usize] += mb(g.group.bytes);
            self.max_passes = self.max_passes.max(g.passes);
        }
        self.keys += keys;
        self.runs += runs;
        self.emit(IdxEvent::ScanDone {
            t_s: secs(self.now),
            area,
            took_s: secs(self.now - start),
            keys,
            runs,
            sort_mb: mb(self.area_data().sort_bytes()),
            device_mb,
        });
        if self.area.threaded {
            let threads = self.params.threads.min(self.area.groups.len() as u32);
            for t in 0..threads {
                self.thread_takes(t);
            }
            self.main = Task::Idle;
        } else {
            self.area.next = 1;
            self.main = self.start_merge(Actor::Main, 0);
        }
    }

    /// A request of `time` to sort device `d` now; when it ends.
    fn disk(&mut self, d: u8, time: Nanos) -> Nanos {
        let (start, end) = self.disks[d as usize].submit(self.now, time);
        self.jobs.push(DiskJob {
            device: d,
            submit: self.now,
            start,
            end,
        });
        end
    }

    // ---- phase 2: merges --------------------------------------------------

    fn thread_takes(&mut self, t: u32) {
        let next = self.area.next;
        if (next as usize) < self.area.groups.len() {
            self.area.next += 1;
            self.threads[t as usize] = self.start_merge(Actor::Thread(t), next);
        } else {
            self.threads[t as usize] = Task::Idle;
        }
    }

    fn lane(actor: Actor) -> u16 {
        match actor {
            Actor::Main => 0,
            Actor::Thread(t) => t as u16 + 1,
        }
    }

    fn start_merge(&mut self, actor: Actor, g: u32) -> Task {
        let run = &mut self.area.groups[g as usize];
        run.state = group::MERGING;
        run.thread = Self::lane(actor) as u8;
        run.merge_start = self.now;
        let (device, runs, passes, bytes, indexes) = (
            run.device,
            run.runs,
            run.passes,
            run.group.bytes,
            run.group.indexes,
        );
        self.streams[device as usize] += 1;
        self.mark();
        self.merging += 1;
        self.emit(IdxEvent::MergeStart {
            t_s: secs(self.now),
            area: self.area.index as u32,
            group: g,
            thread: Self::lane(actor) as u32,
            device: device as u32,
            runs,
            passes,
            mb: mb(bytes),
            indexes,
            sharing: self.streams[device as usize],
        });
        self.merge_slice(actor, g, 0, 0)
    }

    fn slices(bytes: u64) -> u32 {
        bytes.div_ceil(SLICE).max(1) as u32
    }
    fn slice_bytes(bytes: u64, slice: u32) -> u64 {
        (bytes - (slice as u64 * SLICE).min(bytes)).min(SLICE)
    }

    /// Submits slice `slice` of pass `pass` (its disk request), or ends
    /// the merge at once when the group needs no pass.
    fn merge_slice(&mut self, actor: Actor, g: u32, pass: u32, slice: u32) -> Task {
        let run = self.area.groups[g as usize];
        if run.passes == 0 {
            self.queue.push(self.now, actor);
            return Task::Merge {
                g,
                pass,
                slice,
                stage: Stage::Cpu,
            };
        }
        let bytes = Self::slice_bytes(run.group.bytes, slice);
        let block = self.params.block_kb as u64 * 1_024;
        let shared = self.streams[run.device as usize] > 1;
        // Read the slice from the runs and write it to the pass's output.
        let time = random_blocks(2 * bytes.div_ceil(block), block, shared);
        let end = self.disk(run.device, time);
        let queued = self.jobs.last().map_or(0, |j| j.start - j.submit);
        self.area.groups[g as usize].queued += queued;
        self.queue.push(end, actor);
        Task::Merge {
            g,
            pass,
            slice,
            stage: Stage::Io,
        }
    }

    /// Advances a merge; `None` when the group is merged.
    fn merge(&mut self, actor: Actor, g: u32, pass: u32, slice: u32, stage: Stage) -> Option<Task> {
        let run = self.area.groups[g as usize];
        match stage {
            Stage::Io => {
                let bytes = Self::slice_bytes(run.group.bytes, slice);
                let keys = (run.group.entries as u128 * bytes as u128
                    / run.group.bytes.max(1) as u128) as u64;
                let levels = log2_ceil(run.runs.min(self.params.merge_buffers as u64));
                let (_, end) = self
                    .cpu
                    .submit(self.now, keys * levels * MERGE_KEY_LEVEL_NS);
                self.queue.push(end, actor);
                Some(Task::Merge {
                    g,
                    pass,
                    slice,
                    stage: Stage::Cpu,
                })
            }
            _ => {
                let (mut pass, mut slice) = (pass, slice + 1);
                if slice >= Self::slices(run.group.bytes) {
                    pass += 1;
                    slice = 0;
                }
                if pass < run.passes {
                    return Some(self.merge_slice(actor, g, pass, slice));
                }
                self.end_merge(actor, g);
                None
            }
        }
    }

    fn end_merge(&mut self, actor: Actor, g: u32) {
        let run = &mut self.area.groups[g as usize];
        run.state = group::MERGED;
        run.merge_end = self.now;
        let run = *run;
        self.streams[run.device as usize] -= 1;
        self.mark();
        self.merging -= 1;
        self.spans.push(Span {
            lane: Self::lane(actor),
            phase: phase::MERGE,
            group: g,
            start: run.merge_start,
            end: self.now,
        });
        self.emit(IdxEvent::MergeEnd {
            t_s: secs(self.now),
            area: self.area.index as u32,
            group: g,
            thread: Self::lane(actor) as u32,
            device: run.device as u32,
            took_s: secs(self.now - run.merge_start),
            queued_s: secs(run.queued),
        });
    }

    // ---- phase 3: builds --------------------------------------------------

    /// The main process, free: builds the next merged group, waits for
    /// one, or ends the area.
    fn main_next(&mut self) {
        if let Some(g) = self.area.merged.pop_front() {
            self.start_build(g);
        } else if self.area.built as usize == self.area.groups.len() {
            self.end_area();
        } else {
            self.main = Task::Idle;
        }
    }

    fn start_build(&mut self, g: u32) {
        let run = &mut self.area.groups[g as usize];
        run.state = group::BUILDING;
        let run = *run;
        self.streams[run.device as usize] += 1;
        self.mark();
        self.building += 1;
        let merging = self
            .area
            .groups
            .iter()
            .filter(|r| r.state == group::MERGING)
            .count() as u32;
        self.emit(IdxEvent::BuildStart {
            t_s: secs(self.now),
            area: self.area.index as u32,
            group: g,
            indexes: run.group.indexes,
            keys: run.group.entries,
            waited_s: secs(self.now - run.merge_end),
            merging,
        });
        self.spans.push(Span {
            lane: 0,
            phase: phase::BUILD,
            group: g,
            start: self.now,
            end: self.now,
        });
        self.build_read(g, 0);
    }

    fn build_read(&mut self, g: u32, slice: u32) {
        let run = self.area.groups[g as usize];
        let bytes = Self::slice_bytes(run.group.bytes, slice);
        let shared = self.streams[run.device as usize] > 1;
        let end = self.disk(run.device, sequential_read(bytes, shared));
        self.main = Task::Build {
            g,
            slice,
            stage: Stage::Io,
        };
        self.queue.push(end, Actor::Main);
    }

    fn build(&mut self, g: u32, slice: u32, stage: Stage) {
        let run = self.area.groups[g as usize];
        let bytes = Self::slice_bytes(run.group.bytes, slice);
        match stage {
            Stage::Io => {
                let keys = (run.group.entries as u128 * bytes as u128
                    / run.group.bytes.max(1) as u128) as u64;
                let (_, end) = self.cpu.submit(self.now, keys * BUILD_KEY_NS);
                self.main = Task::Build {
                    g,
                    slice,
                    stage: Stage::Cpu,
                };
                self.queue.push(end, Actor::Main);
            }
            Stage::Cpu => {
                let written = bytes * BUILD_WRITE_NUM / BUILD_WRITE_DEN;
                let (_, end) = self.db_disk.submit(self.now, transfer(written, DB_MB_S));
                self.main = Task::Build {
                    g,
                    slice,
                    stage: Stage::Write,
                };
                self.queue.push(end, Actor::Main);
            }
            Stage::Write => {
                if slice + 1 < Self::slices(run.group.bytes) {
                    self.build_read(g, slice + 1);
                } else {
                    self.end_build(g);
                }
            }
        }
    }

    fn end_build(&mut self, g: u32) {
        let run = &mut self.area.groups[g as usize];
        run.state = group::BUILT;
        let run = *run;
        self.streams[run.device as usize] -= 1;
        self.mark();
        self.building -= 1;
        self.area.built += 1;
        let span = self
            .spans
            .iter_mut()
            .rev()
            .find(|s| s.phase == phase::BUILD && s.group == g)
            .expect("a build's span");
        span.end = self.now;
        let took = self.now - span.start;
        self.emit(IdxEvent::BuildEnd {
            t_s: secs(self.now),
            area: self.area.index as u32,
            group: g,
            took_s: secs(took),
            index_mb: mb(run.group.bytes * BUILD_WRITE_NUM / BUILD_WRITE_DEN),
        });
        if self.area.threaded {
            self.main_next();
        } else if (self.area.next as usize) < self.area.groups.len() {
            let next = self.area.next;
            self.area.next += 1;
            self.main = self.start_merge(Actor::Main, next);
        } else {
            self.end_area();
        }
    }

    fn end_area(&mut self) {
        self.emit(IdxEvent::AreaDone {
            t_s: secs(self.now),
            area: self.area.index as u32,
            took_s: secs(self.now - self.area.started),
        });
        let next = self.area.index + 1;
        if next < self.db.areas.len() {
            self.begin_area(next);
        } else {
            self.main = Task::Idle;
            self.finished = true;
            self.emit(IdxEvent::RebuildDone {
                t_s: secs(self.now),
                elapsed_s: secs(self.now),
            });
        }
    }

    // ---- figures ------------------------------------------------------------

    /// The same rebuild with no threads: its time.
    fn single_thread(&self) -> Nanos {
        *self.baseline.get_or_init(|| {
            let mut p = self.params.clone();
            p.threads = 1;
            IdxBuild::new(p).run_to_end()
        })
    }
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

/// Milestones of a rebuild (its steps): per area its start, the tenths of
/// its scan, the scan's end, four per group, its end; the rebuild's end.
fn milestones(p: &Params, db: &Database) -> u64 {
    let mut n = 1;
    for area in &db.areas {
        let chunks = area.data_bytes.div_ceil(SCAN_CHUNK).max(1) as u32;
        let mut decile = 0;
        let mut tenths = 0;
        for done in 1..chunks {
            let d = done * 10 / chunks;
            if d > decile {
                decile = d;
                tenths += 1;
            }
        }
        n += 3 + tenths + 4 * area.groups(p.sort_groups).len() as u64;
    }
    n
}

impl Scenario for IdxBuild {
    type Event = IdxEvent;
    type Figures = IdxFigures;

    fn run_step(&mut self, watch: Option<&mut Vec<IdxEvent>>) {
        let milestone = self.next_milestone();
        if let (Some(watch), Some(e)) = (watch, milestone) {
            watch.push(e);
        }
    }
    fn steps_done(&self) -> u64 {
        self.steps
    }
    fn total_steps(&self) -> Option<u64> {
        Some(self.total)
    }
    fn done(&self) -> bool {
        self.steps >= self.total
    }

    fn figures(&self) -> IdxFigures {
        let p = &self.params;
        let elapsed = self.now;
        let phase1: Nanos = self
            .spans
            .iter()
            .filter(|s| s.phase == phase::SCAN)
            .map(|s| s.end - s.start)
            .sum();
        let [phase2, phase3, both] = self.walls();
        let single = self.single_thread();
        let device_busy: Vec<f64> = self
            .disks
            .iter()
            .map(|d| {
                if elapsed == 0 {
                    0.0
                } else {
                    d.busy() as f64 / elapsed as f64
                }
            })
            .collect();
        let (ratio, saved) = if self.finished && elapsed > 0 {
            (
                single as f64 / elapsed as f64,
                (single as f64 - elapsed as f64) / single as f64 * 100.0,
            )
        } else {
            (0.0, 0.0)
        };
        IdxFigures {
            database: p.database,
            threads: p.threads,
            devices: p.devices,
            sort_groups: p.sort_groups,
            done: self.finished,
            elapsed_s: secs(elapsed),
            phase1_s: secs(phase1),
            phase2_s: secs(phase2),
            phase3_s: secs(phase3),
            overlap_s: secs(phase2 + phase3 - both),
            single_thread_s: secs(single),
            speedup_vs_single_thread: ratio,
            improvement_pct: saved,
            device_utilisation: device_busy.iter().sum::<f64>() / device_busy.len().max(1) as f64,
            device_busy,
            device_wait_s: secs(self.disks.iter().map(|d| d.waited()).sum()),
            cpu_utilisation: if elapsed == 0 {
                0.0
            } else {
                self.cpu.busy() as f64 / (elapsed as f64 * p.cpus as f64)
            },
            temp_space_mb: mb(self.temp_peak),
            files_open: self.groups_max,
            groups_used: self.groups_max,
            threads_started: self.threads_max,
            sort_memory_mb: (self.groups_max as u64 * p.group_memory_kb()) as f64 / 1_024.0,
            merge_passes: self.max_passes,
            runs: self.runs,
            keys: self.keys,
            indexes: self.db.index_count() as u32,
            areas: self.db.areas.len() as u32,
            data_mb: mb(self.db.data_bytes()),
            sort_mb: mb(self.db.areas.iter().map(|a| a.sort_bytes()).sum()),
        }
    }

    fn views(&self) -> Vec<View> {
        vec![views::timeline(self), views::sort_groups(self)]
    }

    fn check(&self) -> Result<(), String> {
        let mut busy = vec![0; self.disks.len()];
        for j in &self.jobs {
            if j.start < j.submit || j.end < j.start {
                return Err(format!(
                    "a request to device {} ends before it starts",
                    j.device
                ));
            }
            busy[j.device as usize] += j.end - j.start;
        }
        for (d, disk) in self.disks.iter().enumerate() {
            if disk.busy() != busy[d] {
                return Err(format!("device {d}'s busy time does not add up"));
            }
        }
        let built = self
            .area
            .groups
            .iter()
            .filter(|g| g.state == group::BUILT)
            .count() as u32;
        if built != self.area.built {
            return Err("groups built do not add up".into());
        }
        if self.streams.iter().sum::<u32>() as usize > self.threads.len() + 1 {
            return Err("more streams on the devices than workers".into());
        }
        if self.steps > self.total {
            return Err(format!("{} steps of {}", self.steps, self.total));
        }
        Ok(())
    }
}
