//! The insert load: a table built from parameters (a clustered index or a
//! heap), a stream of rows to insert one day's statement after another, and
//! the models that count what each insert costs (log, index maintenance,
//! time). The first three lessons (page splits, fillfactor, ascending
//! inserts) are this scenario with different defaults.
//!
//! `step()` inserts one row and returns the events it caused (the step
//! view); `advance(n)` inserts n rows without events (the full-scale run).
//! Both go through the same code path (`step.rs`), so what the user steps
//! through is exactly what the full run counts.
//!
//! | file | holds |
//! |---|---|
//! | `params` | parameters, their rules across each other |
//! | `budget` | what a parameter set will build, against the memory budget |
//! | `step` | one insert: the table, the log, the indexes, the day's end |
//! | `events`, `figures` | what a step reports, what a run reports |
//! | `cost` | prices that turn counters into estimated time |
//! | `views` | the bulk data the UI draws |

pub mod budget;
pub mod cost;
pub mod article;
#[cfg(any(not(target_arch = "wasm32"), feature = "bench"))]
pub mod bench;
mod entry;
pub mod events;
pub mod figures;
pub mod params;
mod pending;
mod step;
mod views;
mod workload;

use pending::Pending;
use crate::scenario::{Scenario, View};
use crate::storage::buffer::{BufferPool, PoolCounts};
use crate::storage::heap::HeapTable;
use crate::storage::log::LogModel;
use crate::storage::page::PageLayout;
use crate::storage::tree::ClusteredTree;
use crate::storage::Key;
use crate::workload::keys::TableShape;
use crate::workload::statements::insert_stream;
use cost::Work;
use events::{InsertLoadEvent, PageCounts, Unwatched, Watched};
use figures::InsertLoadFigures;
use params::{Params, TableKind};

// One `Table` per simulation: the variants' size difference costs nothing,
// and boxing the tree would add a pointer chase to every insert.
#[allow(clippy::large_enum_variant)]
enum Table {
    Clustered(ClusteredTree),
    Heap(HeapTable),
}

pub struct InsertLoad {
    params: Params,
    table: Table,
    stream: Vec<Key>,
    next: usize,
    log: LogModel,
    work: Work,
    /// The running counters (the parts of the figures counted as the run
    /// goes; `figures()` adds what is read off the table).
    counts: InsertLoadFigures,
    pages: PageCounts,
    /// Data-only locking: pages whose split waits for the housekeeper,
    /// with the insert index at which it will be done.
    pending: Pending,
    /// ASE's ascending-insert mode for the current statement (see
    /// `step.rs`), and the key inserted last.
    ascending: bool,
    last_key: Option<Key>,
    /// Why the run stopped before the end of its stream, if it did.
    halted: Option<String>,
    /// Rows offered to the table (inserted or refused as duplicates).
    attempts: u64,
    /// The user's own statements (`statements`), followed instead of the
    /// article's days when given (`workload.rs`).
    plan: Option<workload::Plan>,
    /// The counters of the pools a rebuild replaced, and of the pool as
    /// the last statement's end saw it (the pool itself, `frames` above 0,
    /// is in `pages`: the page-access channel).
    pool_before: PoolCounts,
    pool_seen: PoolCounts,
}

/// How often (in inserts) an unwatched run checks its memory.
const MEMORY_CHECK_EVERY: usize = 4_096;

impl InsertLoad {
    pub fn new(params: Params) -> Self {
        let data = params.data_layout();
        let shape = TableShape::new(
            params.rows,
            params.inserted_rows,
            params.sources,
            params.thin_pct,
            params.seed,
        );
        let plan = params
            .plan()
            .map(|statements| workload::Plan::new(statements, shape.clone(), params.seed));
        // The article's days, unless the user's statements replace them.
        let stream = if plan.is_some() {
            Vec::new()
        } else {
            insert_stream(&shape, params.days, params.source_order, params.seed)
        };
        let pages = PageCounts {
            pool: (params.frames > 0).then(|| BufferPool::new(params.frames, params.policy, &[])),
            ..PageCounts::default()
        };
        let table = match params.table {
            TableKind::Heap => {
                Table::Heap(HeapTable::load(shape.base_rows(), data, params.partitions))
            }
            TableKind::Clustered => Table::Clustered(ClusteredTree::build(
                Box::new(shape),
                data,
                params.index_layout(),
                params.fillfactor,
                params.split_policy,
            )),
        };
        let log = LogModel::new(params.ulc_size, params.log_io_size);
        InsertLoad {
            params,
            table,
            stream,
            next: 0,
            log,
            work: Work::default(),
            counts: InsertLoadFigures::default(),
            pages,
            pending: Pending::default(),
            ascending: true,
            last_key: None,
            halted: None,
            attempts: 0,
            plan,
            pool_before: PoolCounts::default(),
            pool_seen: PoolCounts::default(),
        }
    }

    pub fn params(&self) -> &Params {
        &self.params
    }
    pub fn total_inserts(&self) -> u64 {
        match &self.plan {
            Some(_) => self.params.inserts(),
            None => self.stream.len() as u64,
        }
    }
    pub fn inserted_so_far(&self) -> u64 {
        self.attempts
    }

    /// Steps of the whole run: a row each of the days, or the statements'.
    fn steps_in_all(&self) -> u64 {
        match &self.plan {
            Some(plan) => plan.total(),
            None => self.stream.len() as u64,
        }
    }

    /// The next step: the user's statement's, or the day's next insert.
    fn step_next<S: events::Sink>(&mut self, sink: &mut S) {
        if self.plan.is_some() {
            self.statement_step(sink);
        } else {
            self.insert_next(sink);
        }
    }


    fn guard_memory(&mut self) {
        // Capacity, not length: the next doubling of the largest vector
        // must still fit.
        if self.memory_bytes() as u64 > budget::MEMORY_BUDGET * 2 / 3 {
            self.halted = Some(format!(
                "The run stopped after {} of {} steps: the table outgrew pagelab's memory budget ({} MB).",
                self.next,
                self.steps_in_all(),
                budget::MEMORY_BUDGET >> 20
            ));
        }
    }

    /// Records the order of every page access from now on (tests: the
    /// same run watched and unwatched must touch the same pages).
    pub fn trace_accesses(&mut self) {
        self.pages.trace.get_or_insert_with(Vec::new);
    }

    /// The page accesses recorded since `trace_accesses`.
    pub fn traced_accesses(&self) -> &[(u32, crate::storage::Access)] {
        self.pages.trace.as_deref().unwrap_or(&[])
    }

    /// Data pages in logical order: (physical page, rows, first key).
    pub fn leaves(&self) -> Vec<(u32, u32, Key)> {
        match &self.table {
            Table::Clustered(tree) => tree.leaf_summaries(),
            Table::Heap(heap) => (0..heap.page_count())
                .map(|p| (p, heap.rows_on(p), 0))
                .collect(),
        }
    }

    /// Keys on one data page (clustered tables; empty for heaps).
    pub fn leaf_keys(&self, page: u32) -> Vec<Key> {
        match &self.table {
            Table::Clustered(tree) => tree.leaf_keys(page),
            Table::Heap(_) => Vec::new(),
        }
    }

    /// Bytes one data page has, and one row with its slot costs.
    pub fn data_layout(&self) -> PageLayout {
        match &self.table {
            Table::Clustered(tree) => tree.data_layout(),
            Table::Heap(heap) => heap.layout(),
        }
    }

    /// Pages per level, root first (a heap is one level of data pages).
    pub fn pages_per_level(&self) -> Vec<u32> {
        match &self.table {
            Table::Clustered(tree) => tree.pages_per_level(),
            Table::Heap(heap) => vec![heap.page_count()],
        }
    }

    /// Rows in the table now.
    pub fn table_rows(&self) -> u64 {
        match &self.table {
            Table::Clustered(tree) => tree.rows(),
            Table::Heap(heap) => heap.rows(),
        }
    }

    /// Bytes the simulation holds: the table's pages and slabs and the
    /// stream of rows to insert (what `budget` bounds).
    pub fn memory_bytes(&self) -> usize {
        let table = match &self.table {
            Table::Clustered(tree) => tree.memory_bytes(),
            Table::Heap(heap) => heap.memory_bytes(),
        };
        table
            + self.stream.capacity() * std::mem::size_of::<Key>()
            + self.pending.memory_bytes()
            + self.plan.as_ref().map_or(0, workload::Plan::memory_bytes)
            + self.pages.pool.as_ref().map_or(0, BufferPool::memory_bytes)
    }
}

impl Scenario for InsertLoad {
    type Event = InsertLoadEvent;
    type Figures = InsertLoadFigures;

    /// Inserts the next row; watched, its events.
    fn run_step(&mut self, watch: Option<&mut Vec<InsertLoadEvent>>) {
        // The page counts live in the sink while the row goes in.
        let mut pages = std::mem::take(&mut self.pages);
        match watch {
            Some(watch) => {
                pages.pool_log = pages.pool.as_ref().map(|_| Vec::new());
                let mut sink = Watched {
                    events: std::mem::take(watch),
                    pages: &mut pages,
                    scan_shown: 0,
                };
                self.step_next(&mut sink);
                // The pool's reads from disk, after what needed them.
                if let Some(log) = sink.pages.pool_log.take() {
                    workload::pool_events(&log, &mut sink);
                }
                *watch = sink.events;
            }
            None => {
                self.step_next(&mut Unwatched { pages: &mut pages });
                if self.next.is_multiple_of(MEMORY_CHECK_EVERY) {
                    self.guard_memory();
                }
            }
        }
        self.pages = pages;
    }
    fn steps_done(&self) -> u64 {
        self.next as u64
    }
    fn total_steps(&self) -> Option<u64> {
        Some(self.steps_in_all())
    }
    fn done(&self) -> bool {
        self.next as u64 >= self.steps_in_all() || self.halted.is_some()
    }
    /// Why the run stopped early: it outgrew the memory budget, which the
    /// parameters' footprint (`budget`) should have refused. Checked every
    /// few thousand inserts; a guard, not a rule a valid run meets.
    /// A page split (the row found its page full and the page was cut).
    fn moment(event: &InsertLoadEvent) -> Option<&'static str> {
        match event {
            InsertLoadEvent::Page(crate::storage::observe::PageEvent::LeafSplit { .. }) => Some("split"),
            _ => None,
        }
    }

    fn halted(&self) -> Option<String> {
        self.halted.clone()
    }

    fn figures(&self) -> InsertLoadFigures {
        self.compute_figures()
    }

    fn views(&self) -> Vec<View> {
        self.table_views()
    }

    /// Structural invariants (tests).
    fn check(&self) -> Result<(), String> {
        match &self.table {
            Table::Clustered(tree) => tree.check()?,
            Table::Heap(_) => {}
        }
        self.pages.pool.as_ref().map_or(Ok(()), BufferPool::check)
    }
}
