//! The figures an insert load reports: the CLI's JSON, the UI's counters
//! panel and the sp_sysmon-style report all read this one struct, whose
//! names (snake_case) are the ones the article cases compare against.

use serde::Serialize;
use std::collections::BTreeMap;

#[derive(Debug, Clone, Default, PartialEq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(into_wasm_abi, hashmap_as_object))]
pub struct InsertLoadFigures {
    /// All page splits, as sp_sysmon's "Page Splits" counts them: data
    /// page splits, index page splits and deferred (housekeeper) splits.
    pub page_splits: u64,
    pub leaf_page_splits: u64,
    pub index_page_splits: u64,
    pub deferred_splits: u64,
    /// New pages for rows at the end of a full page under ascinserts:
    /// allocations, not splits (see `InsertOutcome::end_of_page_allocation`).
    pub end_of_page_allocations: u64,
    pub rows_moved: u64,
    pub pages_allocated: u64,
    /// Every nonclustered index maintenance operation: entries of new rows
    /// plus RID updates of rows moved by splits.
    pub nc_index_maintenance: u64,
    /// sp_sysmon "Ins/Upd Requiring Maint".
    pub inserts_requiring_maint: u64,
    pub nc_insert_maintenance: u64,
    /// sp_sysmon "RID Upd from Clust Split": splits that moved rows.
    pub rid_update_ops: u64,
    /// NC index entries rewritten because their row moved.
    pub rid_updates_from_split: u64,
    pub log_records: u64,
    pub log_bytes: u64,
    pub log_writes: u64,
    pub ulc_flushes: u64,
    /// sp_sysmon "ULC Flushes to Xact Log" by reason: "by Full ULC", "by
    /// End Transaction", and "by Other" (forced by a split or an index's
    /// RID maintenance after it). They add up to `ulc_flushes`.
    pub ulc_flushes_full_ulc: u64,
    pub ulc_flushes_end_xact: u64,
    pub ulc_flushes_by_split: u64,
    /// Flushes the inserting task waited for (a split's, each index's RID
    /// maintenance, the commit): where a split-bound run's time goes.
    pub forced_log_flushes: u64,
    pub log_records_by_kind: BTreeMap<String, u64>,
    pub leaf_pages: u64,
    pub index_pages: u64,
    pub tree_levels: u32,
    /// Used bytes over allocated bytes of the data pages, 0..1.
    pub avg_leaf_density: f64,
    /// Bytes of all pages of the table (data and index).
    pub bytes_used: u64,
    pub table_rows: u64,
    pub inserted_rows: u64,
    pub duplicates: u64,
    pub estimated_seconds: f64,
    pub estimated_rows_per_sec: f64,
    /// Pages read and written (logical I/O: every page a descent reads,
    /// every page a change writes), from the page-access channel.
    pub page_reads: u64,
    pub page_writes: u64,
    /// The user's own workload (`statements`): statements done, rows each
    /// kind of statement touched, keys drawn that were no longer there
    /// (deleted before), checkpoints and rebuilds. All 0 for the article's
    /// days.
    pub statements: u64,
    pub rows_updated: u64,
    pub rows_deleted: u64,
    pub rows_read: u64,
    pub rows_missing: u64,
    pub checkpoints: u64,
    pub rebuilds: u64,
    /// The buffer pool (`frames` above 0): pages read from disk (its
    /// misses), pages written (dirty pages evicted, and checkpoints'), and
    /// the share of page references it held. All 0 without a pool.
    pub pool_reads: u64,
    pub pool_writes: u64,
    pub pool_hit_ratio: f64,
    /// One entry per day of inserts that has ended (one INSERT ... SELECT
    /// a day): what that day did, and the leaves as the day left them.
    pub by_day: Vec<DayFigures>,
    /// Set when the run stopped before its end (see `InsertLoad::halted`).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub halted: Option<String>,
}

/// What one day of inserts did.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify))]
pub struct DayFigures {
    /// 1 for the first day inserted.
    pub day: u32,
    /// The day's date column (the history's days come first): the date the
    /// step view's rows show.
    pub date: u32,
    pub page_splits: u64,
    pub rows_moved: u64,
    pub inserted_rows: u64,
    pub estimated_seconds: f64,
    /// At the end of the day.
    pub avg_leaf_density: f64,
    pub leaf_pages: u64,
}

impl super::InsertLoad {
    /// Every figure, from the running counters, the log and the pages as
    /// they are now.
    pub(super) fn compute_figures(&self) -> InsertLoadFigures {
        use super::Table;
        use crate::choice::Choice;
        use crate::storage::log::LogKind;

        let mut f = self.counts.clone();
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
        // Inserted one by one: `collect()` into a map sorts its pairs
        // first (a copy of the sort in the WASM).
        f.log_records_by_kind = BTreeMap::new();
        for (k, n) in LogKind::ALL.iter().zip(self.log.by_kind) {
            if n > 0 {
                f.log_records_by_kind.insert(k.name().to_string(), n);
            }
        }
        f.inserted_rows = self.attempts - f.duplicates;
        if self.params.frames > 0 {
            let c = self.pool_counts();
            f.pool_reads = c.misses;
            f.pool_writes = c.writes();
            f.pool_hit_ratio = if c.requests > 0 { c.hits as f64 / c.requests as f64 } else { 0.0 };
        }
        f.page_reads = self.pages.reads;
        f.halted = self.halted.clone();
        f.page_writes = self.pages.writes;
        let page_size = self.params.page_size as u64;
        let (pages, leaves, rows, layout) = match &self.table {
            Table::Clustered(tree) => {
                f.tree_levels = tree.levels();
                (
                    tree.live_pages() as u64,
                    tree.leaf_count() as u64,
                    tree.rows(),
                    tree.data_layout(),
                )
            }
            Table::Heap(heap) => {
                let pages = heap.page_count() as u64;
                (pages, pages, heap.rows(), heap.layout())
            }
        };
        // A page's used bytes are linear in its rows, so the sum over
        // leaves needs only their count and the table's rows (a walk of
        // 300,000 leaves was a tenth of a sweep point).
        let used = leaves * layout.header_bytes as u64 + rows * layout.per_row() as u64;
        f.leaf_pages = leaves;
        f.index_pages = pages - leaves;
        f.avg_leaf_density = used as f64 / (leaves.max(1) * page_size) as f64;
        f.table_rows = rows;
        f.bytes_used = pages * page_size;
        let mut work = self.work;
        work.log_writes = self.log.writes;
        work.forced_flushes = self.log.forced_flushes();
        // Of these, the scans' were counted as they read (`seq_reads`).
        work.pool_reads = f.pool_reads;
        work.eviction_writes = self.pool_counts().writes_eviction;
        f.estimated_seconds = super::cost::estimate_seconds(&work, self.params.locking);
        // Rows a second of what the run did: the inserts, or, for a
        // workload of statements, every row they touched.
        let rows_done = f.inserted_rows + f.rows_updated + f.rows_deleted + f.rows_read;
        f.estimated_rows_per_sec = if f.estimated_seconds > 0.0 {
            rows_done as f64 / f.estimated_seconds
        } else {
            0.0
        };
        f
    }
}
