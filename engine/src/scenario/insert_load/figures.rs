//! The figures a run reports: the CLI's JSON, the UI's counters panel and
//! the sp_sysmon-style report all read this one struct.

use serde::Serialize;
use std::collections::BTreeMap;

#[derive(Debug, Clone, Default, PartialEq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(into_wasm_abi, hashmap_as_object))]
pub struct Figures {
    /// All page splits, as sp_sysmon's "Page Splits" counts them: data
    /// page splits, index page splits and deferred (housekeeper) splits.
    pub page_splits: u64,
    pub leaf_page_splits: u64,
    pub index_page_splits: u64,
    pub deferred_splits: u64,
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
    /// One entry per day of inserts that has ended (one INSERT ... SELECT
    /// a day): what that day did, and the leaves as the day left them.
    pub by_day: Vec<DayFigures>,
}

/// What one day of inserts did.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify))]
pub struct DayFigures {
    /// 1 for the first day inserted.
    pub day: u32,
    pub page_splits: u64,
    pub rows_moved: u64,
    pub inserted_rows: u64,
    pub estimated_seconds: f64,
    /// At the end of the day.
    pub avg_leaf_density: f64,
    pub leaf_pages: u64,
}
