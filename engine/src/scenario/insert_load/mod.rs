//! One simulation: a table built from parameters, a stream of rows to
//! insert, and the models that count what each insert costs.
//!
//! `step()` inserts one row and returns the events it caused (for the
//! step-by-step view); `advance(n)` inserts n rows without events (the
//! full-scale run). Both go through the same code path, so what the user
//! steps through is exactly what the full run counts.

use std::collections::BTreeMap;

use serde::Serialize;

use crate::cost::{self, Work};
use crate::events::{RowKey, SimEvent};
use crate::figures::{DayFigures, Figures};
use crate::heap::HeapTable;
use crate::keys::{Key, TableShape};
use crate::layout::PageLayout;
use crate::log::{FlushReason, LogKind, LogModel, RECORD_HEADER};
use crate::params::{Locking, Params, TableKind};
use crate::split::SplitPolicy;
use crate::tree::{ClusteredTree, EventSink, NoEvents};
use crate::workload::insert_stream;

/// ASE's data page header (2 KB server: 32 bytes).
pub const DATA_PAGE_HEADER: u32 = 32;
/// Row offset table entry.
pub const SLOT_BYTES: u32 = 2;
/// Index row of the clustered index's upper levels: key (instrument int 4,
/// date datetime 8, source int 4) + child page 4 + row overhead 1.
pub const INDEX_ROW_BYTES: u32 = 21;
/// Nonclustered index entry: key (~16) + RID 6 + overhead 2.
pub const NC_ENTRY_BYTES: u32 = 24;
/// How many inserts the housekeeper lags behind a deferred split request
/// under data-only locking: until then, inserts that reach the page still
/// find it full and ask again. Fitted to the article's split counts.
pub fn housekeeper_lag(locking: Locking) -> u64 {
    match locking {
        Locking::DataPages => 1_500,
        Locking::DataRows => 4_000,
        Locking::AllPages => 0,
    }
}

// One `Store` per simulation: the variants' size difference costs nothing,
// and boxing the tree would add a pointer chase to every insert.
#[allow(clippy::large_enum_variant)]
enum Store {
    Clustered(ClusteredTree),
    Heap(HeapTable),
}

/// The result of one step.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(into_wasm_abi, hashmap_as_object))]
pub struct StepResult {
    pub index: u64,
    pub done: bool,
    pub events: Vec<SimEvent>,
}

pub struct Sim {
    params: Params,
    store: Store,
    stream: Vec<Key>,
    next: usize,
    log: LogModel,
    work: Work,
    figures: Figures,
    /// Data-only locking: pages whose split waits for the housekeeper,
    /// with the insert index at which it will be done.
    pending: Vec<(u32, u64)>,
    /// ASE's ascending-insert mode for the current statement (see
    /// `insert_next`), and the key inserted last.
    ascending: bool,
    last_key: Option<Key>,
}

impl Sim {
    pub fn new(params: Params) -> Self {
        let data = PageLayout {
            page_size: params.page_size,
            header_bytes: DATA_PAGE_HEADER,
            slot_bytes: SLOT_BYTES,
            row_bytes: params.row_bytes,
        };
        let index = PageLayout {
            row_bytes: INDEX_ROW_BYTES,
            ..data
        };
        let shape = TableShape::new(
            params.rows,
            params.inserted_rows,
            params.sources,
            params.thin_pct,
            params.seed,
        );
        let stream = insert_stream(&shape, params.days, params.source_order, params.seed);
        let store = match params.table {
            TableKind::Heap => {
                Store::Heap(HeapTable::load(shape.base_rows(), data, params.partitions))
            }
            TableKind::Clustered => Store::Clustered(ClusteredTree::build(
                shape,
                data,
                index,
                params.fillfactor,
                params.split_policy,
            )),
        };
        let log = LogModel::new(params.ulc_size, params.log_io_size);
        Sim {
            params,
            store,
            stream,
            next: 0,
            log,
            work: Work::default(),
            figures: Figures::default(),
            pending: Vec::new(),
            ascending: true,
            last_key: None,
        }
    }

    pub fn params(&self) -> &Params {
        &self.params
    }
    pub fn total_inserts(&self) -> u64 {
        self.stream.len() as u64
    }
    pub fn inserted_so_far(&self) -> u64 {
        self.next as u64
    }
    pub fn done(&self) -> bool {
        self.next >= self.stream.len()
    }

    /// Inserts the next row and returns its events.
    pub fn step(&mut self) -> StepResult {
        let mut events = Vec::new();
        let index = self.next as u64;
        if !self.done() {
            self.insert_next(&mut events);
        }
        StepResult {
            index,
            done: self.done(),
            events,
        }
    }

    /// Inserts up to `n` rows without recording events.
    pub fn advance(&mut self, n: u64) -> u64 {
        let mut sink = NoEvents;
        for _ in 0..n {
            if self.done() {
                break;
            }
            self.insert_next(&mut sink);
        }
        self.next as u64
    }

    /// Runs to the end of the stream.
    pub fn run_to_end(&mut self) {
        self.advance(u64::MAX);
    }

    fn log<S: EventSink>(&mut self, kind: LogKind, bytes: u32, sink: &mut S) {
        if S::ENABLED {
            sink.push(SimEvent::Log {
                record: kind.name().to_string(),
                bytes,
            });
        }
        if let Some(f) = self.log.record(kind, bytes) {
            if S::ENABLED {
                sink.push(SimEvent::LogFlush {
                    bytes: f.bytes,
                    writes: f.writes,
                    forced: false,
                });
            }
        }
    }

    fn force_log<S: EventSink>(&mut self, reason: FlushReason, sink: &mut S) {
        let f = self.log.flush(reason);
        if S::ENABLED {
            sink.push(SimEvent::LogFlush {
                bytes: f.bytes,
                writes: f.writes,
                forced: true,
            });
        }
    }

    fn insert_next<S: EventSink>(&mut self, sink: &mut S) {
        let Some(&key) = self.stream.get(self.next) else {
            return;
        };
        let i = self.next as u64;
        self.next += 1;
        let nc = self.params.nc_indexes;
        let row_bytes = self.params.row_bytes;
        match &mut self.store {
            Store::Heap(heap) => {
                let (_, allocated) = heap.insert(sink);
                if allocated {
                    self.figures.pages_allocated += 1;
                    self.log(LogKind::Alloc, RECORD_HEADER, sink);
                }
                self.log(LogKind::Insert, RECORD_HEADER + row_bytes, sink);
            }
            Store::Clustered(tree) => {
                let locking = self.params.locking;
                // Data-only locking: a page whose split is still queued looks
                // full to every insert that reaches it, and each asks again.
                self.pending.retain(|&(_, until)| until > i);
                // Ascending-insert mode (pagelab's model of what the
                // article measured, docs/fidelity.md): while a statement's
                // rows arrive in clustered-key order, an insertion-point
                // split's log rides the user log cache; the first row below
                // the one before ends the mode for the rest of the statement.
                if let Some(prev) = self.last_key {
                    if self.ascending && key < prev {
                        self.ascending = false;
                        if S::ENABLED
                            && self.params.split_policy == SplitPolicy::InsertionPoint
                            && locking == Locking::AllPages
                        {
                            sink.push(SimEvent::AscendingModeEnds {
                                key: RowKey::from_key(key),
                                previous: RowKey::from_key(prev),
                            });
                        }
                    }
                }
                self.last_key = Some(key);
                let out = tree.insert(key, sink);
                let last_page = tree.page_count().saturating_sub(1);
                if !out.inserted {
                    self.figures.duplicates += 1;
                    return;
                }
                let queued = locking != Locking::AllPages
                    && self.pending.iter().any(|&(p, _)| p == out.leaf);
                self.log(LogKind::Insert, RECORD_HEADER + row_bytes, sink);
                if out.leaf_split || queued {
                    self.figures.leaf_page_splits +=
                        u64::from(out.leaf_split && locking == Locking::AllPages);
                    self.figures.pages_allocated += out.pages_allocated as u64;
                    self.figures.rows_moved += out.rows_moved as u64;
                    if locking == Locking::AllPages {
                        self.work.apl_splits += 1;
                        self.log(LogKind::Split, RECORD_HEADER, sink);
                        self.log(LogKind::Alloc, RECORD_HEADER, sink);
                        // The split is a nested top action whose log is
                        // forced; so is each index's RID maintenance, one
                        // forced write per NC index: the article's ~5 log
                        // writes per split (13,309 / 2,646). In ascending
                        // mode only the split's own flush is forced.
                        let ascending_split = out.at_insertion_point && self.ascending;
                        self.force_log(FlushReason::Split, sink);
                        if out.rows_moved > 0 && nc > 0 {
                            self.figures.rid_update_ops += 1;
                            let updates = out.rows_moved as u64 * nc as u64;
                            self.figures.rid_updates_from_split += updates;
                            self.work.rid_updates += updates;
                            if S::ENABLED {
                                sink.push(SimEvent::NcRidUpdate {
                                    indexes: nc,
                                    rows: out.rows_moved,
                                    forces_log: !ascending_split,
                                });
                            }
                            for _ in 0..nc {
                                for _ in 0..out.rows_moved {
                                    self.log(
                                        LogKind::Idelete,
                                        RECORD_HEADER + NC_ENTRY_BYTES,
                                        sink,
                                    );
                                    self.log(LogKind::Insind, RECORD_HEADER + NC_ENTRY_BYTES, sink);
                                }
                                if !ascending_split {
                                    self.force_log(FlushReason::Split, sink);
                                }
                            }
                        }
                    } else {
                        // The housekeeper does the split later; moved rows
                        // leave forwarding stubs, so no NC index changes.
                        self.figures.deferred_splits += 1;
                        self.work.deferred_splits += 1;
                        self.log(LogKind::Split, RECORD_HEADER, sink);
                        if out.leaf_split {
                            let lag = housekeeper_lag(locking);
                            self.pending.push((out.leaf, i + lag));
                            self.pending.push((last_page, i + lag));
                        }
                        if S::ENABLED {
                            sink.push(SimEvent::DeferredSplit { page: out.leaf });
                        }
                    }
                }
                if out.index_splits > 0 {
                    self.figures.index_page_splits += out.index_splits as u64;
                    self.work.index_splits += out.index_splits as u64;
                    for _ in 0..out.index_splits {
                        self.log(LogKind::Split, RECORD_HEADER, sink);
                    }
                }
            }
        }
        self.work.inserts += 1;
        if nc > 0 {
            self.figures.inserts_requiring_maint += 1;
            self.figures.nc_insert_maintenance += nc as u64;
            self.work.nc_inserts += nc as u64;
            if S::ENABLED {
                sink.push(SimEvent::NcInsert { indexes: nc });
            }
            for _ in 0..nc {
                self.log(LogKind::Insind, RECORD_HEADER + NC_ENTRY_BYTES, sink);
            }
        }
        // One INSERT ... SELECT a day: the transaction commits at day's end.
        let per_day = self.params.inserted_rows.max(1);
        if (i + 1).is_multiple_of(per_day) || self.done() {
            self.log(LogKind::EndXact, RECORD_HEADER, sink);
            self.force_log(FlushReason::EndXact, sink);
            self.close_day();
            // The next day is a new INSERT ... SELECT.
            self.ascending = true;
            self.last_key = None;
        }
    }

    /// Records what the day that just ended did: the fillfactor lesson's
    /// "when to rebuild" chart reads how the splits come back day by day.
    fn close_day(&mut self) {
        let now = self.figures();
        let before = self
            .figures
            .by_day
            .iter()
            .fold(DayFigures::default(), |a, d| DayFigures {
                page_splits: a.page_splits + d.page_splits,
                rows_moved: a.rows_moved + d.rows_moved,
                inserted_rows: a.inserted_rows + d.inserted_rows,
                estimated_seconds: a.estimated_seconds + d.estimated_seconds,
                ..a
            });
        let day = DayFigures {
            day: self.figures.by_day.len() as u32 + 1,
            page_splits: now.page_splits - before.page_splits,
            rows_moved: now.rows_moved - before.rows_moved,
            inserted_rows: now.inserted_rows - before.inserted_rows,
            estimated_seconds: now.estimated_seconds - before.estimated_seconds,
            avg_leaf_density: now.avg_leaf_density,
            leaf_pages: now.leaf_pages,
        };
        self.figures.by_day.push(day);
    }

    /// Every figure, computed from the counters and the pages as they are.
    pub fn figures(&self) -> Figures {
        let mut f = self.figures.clone();
        f.page_splits = f.leaf_page_splits + f.index_page_splits + f.deferred_splits;
        f.nc_index_maintenance = f.nc_insert_maintenance + f.rid_updates_from_split;
        f.log_records = self.log.records;
        f.log_bytes = self.log.bytes;
        f.log_writes = self.log.writes;
        f.ulc_flushes = self.log.ulc_flushes;
        f.forced_log_flushes = self.log.forced_flushes();
        [
            f.ulc_flushes_full_ulc,
            f.ulc_flushes_end_xact,
            f.ulc_flushes_by_split,
        ] = self.log.flushes_by;
        f.log_records_by_kind = LogKind::ALL
            .iter()
            .zip(self.log.by_kind)
            .filter(|&(_, n)| n > 0)
            .map(|(k, n)| (k.name().to_string(), n))
            .collect::<BTreeMap<_, _>>();
        f.inserted_rows = self.next as u64 - f.duplicates;
        let page_size = self.params.page_size as u64;
        match &self.store {
            Store::Clustered(tree) => {
                let leaves = tree.leaf_count() as u64;
                let layout = tree.data_layout();
                // A page's used bytes are linear in its rows, so the sum
                // over leaves needs only their count and the table's rows
                // (a walk of 300,000 leaves was a tenth of a sweep point).
                let used =
                    leaves * layout.header_bytes as u64 + tree.rows() * layout.per_row() as u64;
                f.leaf_pages = leaves;
                f.index_pages = tree.page_count() as u64 - leaves;
                f.tree_levels = tree.levels();
                f.avg_leaf_density = used as f64 / (leaves.max(1) * page_size) as f64;
                f.table_rows = tree.rows();
                f.bytes_used = tree.page_count() as u64 * page_size;
            }
            Store::Heap(heap) => {
                let pages = heap.page_count() as u64;
                let layout = heap.layout();
                let used =
                    pages * layout.header_bytes as u64 + heap.rows() * layout.per_row() as u64;
                f.leaf_pages = pages;
                f.index_pages = 0;
                f.tree_levels = 0;
                f.avg_leaf_density = used as f64 / (pages.max(1) * page_size) as f64;
                f.table_rows = heap.rows();
                f.bytes_used = pages * page_size;
            }
        }
        let mut work = self.work;
        work.log_writes = self.log.writes;
        work.forced_flushes = self.log.forced_flushes();
        f.estimated_seconds = cost::estimate_seconds(&work, self.params.locking);
        f.estimated_rows_per_sec = if f.estimated_seconds > 0.0 {
            f.inserted_rows as f64 / f.estimated_seconds
        } else {
            0.0
        };
        f
    }

    /// Data pages in logical order: (physical page, rows, first key).
    pub fn leaves(&self) -> Vec<(u32, u32, Key)> {
        match &self.store {
            Store::Clustered(tree) => tree.leaf_summaries(),
            Store::Heap(heap) => (0..heap.page_count())
                .map(|p| (p, heap.rows_on(p), 0))
                .collect(),
        }
    }

    /// Keys on one data page (clustered tables; empty for heaps).
    pub fn leaf_keys(&self, page: u32) -> Vec<Key> {
        match &self.store {
            Store::Clustered(tree) => tree.leaf_keys(page),
            Store::Heap(_) => Vec::new(),
        }
    }

    /// Bytes one data page has, and one row with its slot costs.
    pub fn data_layout(&self) -> PageLayout {
        match &self.store {
            Store::Clustered(tree) => tree.data_layout(),
            Store::Heap(heap) => heap.layout(),
        }
    }

    /// Pages per level, root first (a heap is one level of data pages).
    pub fn pages_per_level(&self) -> Vec<u32> {
        match &self.store {
            Store::Clustered(tree) => tree.pages_per_level(),
            Store::Heap(heap) => vec![heap.page_count()],
        }
    }

    /// Structural invariants (tests).
    pub fn check(&self) -> Result<(), String> {
        match &self.store {
            Store::Clustered(tree) => tree.check(),
            Store::Heap(_) => Ok(()),
        }
    }
}

impl Sim {
    /// Rows currently in the table (cheap; `figures()` walks every page).
    pub fn figures_rows(&self) -> u64 {
        match &self.store {
            Store::Clustered(tree) => tree.rows(),
            Store::Heap(heap) => heap.rows(),
        }
    }
}
