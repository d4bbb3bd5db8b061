//! The buffer pool extension that updates wash out (the SQL Server 2014
//! article): a table of 1,000,000 rows of `char(1000)` clustered on an
//! identity id, and runs of 10,000 random single-row updates (same-size
//! values: no page splits) from one session, one after another (the
//! article's `go 10000`), under five setups: all in memory, a cold cache
//! on the VM's disk, memory limited to 90 MB of the table, that plus a
//! 4 GB extension on SSD warmed by full scans, the whole database on SSD.
//!
//! One step is one request or one checkpoint. An update descends the
//! clustered index (its root and upper level, ~240 pages, are always in
//! the pool: left out), reads the leaf through the tiers (`store`), dirties
//! it in the pool, discards its extension copy, and commits: its CPU and
//! the log flush on the SSD cost `UPDATE_MS`, calibrated on the article's
//! all-in-memory run (2.7 s for 10,000). Checkpoints are off (the article
//! turned them off): only the lazy writer (`writer`) writes dirty pages,
//! to free their frames, so a dirty page never reaches the extension, and
//! the extension, which nothing refills, washes out run after run. A
//! request that needs a frame while the writer is still writing the dirty
//! pages in the way waits for it: once the pool holds only dirty pages,
//! setup 4's runs go at the writer's pace, and level off.
//!
//! Before the first run the bpe setup scans the table twice (the article's
//! warm-up: "several full scans"), limited_memory once, and in_memory reads
//! every page; the cold setups empty the cache before each run
//! (`Store::drop_buffers`). None of this is timed or counted.
//!
//! | file | holds |
//! |---|---|
//! | `params` | the table, the setups, the phases, their rules |
//! | `extension` | the extension's slots and its LRU |
//! | `store` | the pool, the extension, the devices, one access |
//! | `writer` | the lazy writer and its free list |
//! | `events`, `figures`, `views` | what a step, a run and the picture report |

pub mod article;
#[cfg(any(not(target_arch = "wasm32"), feature = "bench"))]
mod bench;
mod budget;
mod entry;
pub mod events;
pub mod extension;
pub mod figures;
pub mod params;
mod store;
pub mod writer;
mod views;

use crate::scenario::{Scenario, View};
use crate::workload::rng::Rng;
use events::{BpeEvent, BpeOp};
use figures::{steady, BpeFigures};
use params::{BpePhase, BpeSetup, Params};
use store::Store;

/// An update's CPU and its commit's log flush on the SSD, in ms: the
/// article's all-in-memory run, 2.7 s for 10,000 updates.
pub const UPDATE_MS: f64 = 0.27;
/// A single-row read's CPU, in ms (no log flush; not measured by the
/// article: a singleton select costs about half an update's round trip).
pub const READ_MS: f64 = 0.15;
/// Full scans that warm the extension before the first run.
const WARM_SCANS: u32 = 2;

pub struct Bpe {
    params: Params,
    phases: Vec<BpePhase>,
    store: Store,
    rng: Rng,
    /// The phase under way, and the requests it has made.
    phase_at: usize,
    in_phase: u64,
    /// Runs started (the current run's number).
    run: u32,
    runs_done: u32,
    now_ms: f64,
    run_start_ms: f64,
    steps: u64,
    total: u64,
    requests: u64,
    per_run: Vec<f64>,
    updates: u64,
    update_ms: f64,
}

impl Bpe {
    pub fn new(params: Params) -> Self {
        let mut store = Store::new(&params);
        let pages = store.pages();
        let scans = match params.setup {
            BpeSetup::InMemory | BpeSetup::LimitedMemory => 1,
            BpeSetup::Bpe => WARM_SCANS,
            BpeSetup::ColdHdd | BpeSetup::SsdCold => 0,
        };
        for _ in 0..scans {
            for page in 0..pages {
                store.warm(page);
            }
        }
        Bpe {
            phases: params.phases(),
            total: params.total_steps(),
            rng: Rng::new(params.seed),
            params,
            store,
            phase_at: 0,
            in_phase: 0,
            run: 0,
            runs_done: 0,
            now_ms: 0.0,
            run_start_ms: 0.0,
            steps: 0,
            requests: 0,
            per_run: Vec::new(),
            updates: 0,
            update_ms: 0.0,
        }
    }

    pub fn params(&self) -> &Params {
        &self.params
    }

    /// One step; `events` (when watched) receives what happened.
    fn step_once(&mut self, mut events: Option<&mut Vec<BpeEvent>>) {
        let Some(&phase) = self.phases.get(self.phase_at) else {
            return;
        };
        self.steps += 1;
        let op = match phase {
            BpePhase::Checkpoint => {
                let (pages, ms) = self.store.checkpoint(self.now_ms);
                self.now_ms += ms;
                if let Some(ev) = events.as_deref_mut() {
                    ev.push(BpeEvent::Checkpoint { pages, ms });
                    ev.push(BpeEvent::Done { op: phase, ms });
                }
                self.phase_at += 1;
                return;
            }
            BpePhase::Update => BpeOp::Update,
            BpePhase::Read => BpeOp::Read,
        };
        if self.in_phase == 0 {
            self.run += 1;
            self.run_start_ms = self.now_ms;
            if matches!(self.params.setup, BpeSetup::ColdHdd | BpeSetup::SsdCold) {
                self.store.drop_buffers();
            }
        }
        let row = self.rng.below(self.params.rows);
        let page = (row / self.params.rows_per_page() as u64) as u32;
        let write = op == BpeOp::Update;
        let a = self.store.access(page, write, self.now_ms);
        let ms = a.wait_ms + a.ms + if write { UPDATE_MS } else { READ_MS };
        self.now_ms += ms;
        self.requests += 1;
        if write {
            self.updates += 1;
            self.update_ms += ms;
        }
        self.in_phase += 1;
        let run_ms = self.now_ms - self.run_start_ms;
        let ends = self.in_phase >= self.params.updates;
        if ends {
            if write {
                self.per_run.push(run_ms / 1_000.0);
            }
            self.runs_done += 1;
            self.phase_at += 1;
            self.in_phase = 0;
        }
        let Some(ev) = events else {
            return;
        };
        let run = self.run;
        ev.push(BpeEvent::Request { run, op, row, page });
        ev.push(BpeEvent::Page {
            page,
            found: a.found,
            frame: a.frame,
            ms: a.ms,
        });
        if let Some((page, frame, dirty, to)) = a.evicted {
            ev.push(BpeEvent::Evict {
                page,
                frame,
                dirty,
                to,
                wait_ms: a.wait_ms,
            });
        }
        if let Some((page, slot)) = a.ext_evicted {
            ev.push(BpeEvent::ExtEvict { page, slot });
        }
        if write {
            ev.push(BpeEvent::Dirtied {
                page,
                frame: a.frame,
            });
        }
        if let Some(slot) = a.washed {
            ev.push(BpeEvent::Wash { page, slot });
        }
        ev.push(BpeEvent::Done { op: phase, ms });
        if ends {
            ev.push(BpeEvent::RunEnd {
                run,
                op,
                ms: run_ms,
            });
        }
    }

    /// Bytes held (the pool, the extension, the versions).
    pub fn memory_bytes(&self) -> usize {
        self.store.memory_bytes() + self.phases.capacity() + self.per_run.capacity() * 8
    }
}

impl Scenario for Bpe {
    type Event = BpeEvent;
    type Figures = BpeFigures;

    fn run_step(&mut self, watch: Option<&mut Vec<BpeEvent>>) {
        self.step_once(watch);
    }
    fn steps_done(&self) -> u64 {
        self.steps
    }
    fn total_steps(&self) -> Option<u64> {
        Some(self.total)
    }
    fn done(&self) -> bool {
        self.phase_at >= self.phases.len()
    }

    fn figures(&self) -> BpeFigures {
        let c = self.store.counts;
        let pages = self.store.pages();
        let bpe_pages = self.store.ext.as_ref().map_or(0, |e| e.held());
        BpeFigures {
            setup: self.params.setup,
            rows_per_page: self.params.rows_per_page(),
            data_pages: pages,
            pool_frames: self.store.pool.frames(),
            bpe_slots: self.params.bpe_slots(),
            runs_done: self.runs_done,
            requests_done: self.requests,
            elapsed_s: steady(&self.per_run),
            elapsed_s_per_run: self.per_run.clone(),
            mean_update_ms: if self.updates == 0 {
                0.0
            } else {
                self.update_ms / self.updates as f64
            },
            frame_wait_s: self.store.writer.waited_ms / 1_000.0,
            physical_reads: c.physical_reads,
            physical_writes: c.physical_writes,
            pool_hits: c.pool_hits,
            bpe_hits: c.bpe_hits,
            bpe_writes: c.bpe_writes,
            washed: c.washed,
            bpe_pages,
            bpe_share: bpe_pages as f64 / pages as f64,
            pool_pages: self.store.pool.used_frames(),
        }
    }

    fn views(&self) -> Vec<View> {
        self.pictures()
    }

    /// A run's end; a request that waits for the lazy writer to free a
    /// frame (the wash-out's cost); an update that discards a page's copy
    /// in the extension (a wash); a checkpoint.
    fn moment(event: &BpeEvent) -> Option<&'static str> {
        match event {
            BpeEvent::RunEnd { .. } => Some("run_end"),
            BpeEvent::Evict { wait_ms, .. } if *wait_ms > 0.0 => Some("writer_wait"),
            BpeEvent::Wash { .. } => Some("wash"),
            BpeEvent::Checkpoint { .. } => Some("checkpoint"),
            _ => None,
        }
    }

    fn check(&self) -> Result<(), String> {
        self.store.check()
    }
}
