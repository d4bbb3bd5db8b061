//! What the fragmentation scenario reports: one point per measurement
//! window as the table grows (the article's charts: mean time of each
//! request type, physical reads and writes, dirty buffers, against the
//! table's size), and at the top level the last point's figures (what
//! `pagelab run fragmentation --json` prints).

use serde::Serialize;

use super::params::Layout;

crate::choice_enum! {
    /// The article's three regions: the database fits the pool (A), the
    /// file cache (B), neither (C).
    pub enum Region {
        A => "A",
        B => "B",
        C => "C",
    }
}

/// The figures of one measurement window.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify))]
pub struct Point {
    /// Rows in the table at the window's end, and its pages (heaps and indexes).
    pub rows: u64,
    pub database_pages: u64,
    #[cfg_attr(target_arch = "wasm32", tsify(type = "\"A\" | \"B\" | \"C\""))]
    pub region: &'static str,
    /// Requests measured, and the simulated time they took (all sessions).
    pub requests: u64,
    pub elapsed_ms: f64,
    /// Mean time of each request type, ms (0 when none ran).
    pub insert_mean_ms: f64,
    pub update_mean_ms: f64,
    pub select_one_mean_ms: f64,
    pub select_hour_mean_ms: f64,
    pub select_all_mean_ms: f64,
    /// Pages the disks read and wrote during the window (finished work:
    /// writes the file cache holds back count when done), and the rates.
    pub physical_reads: u64,
    pub physical_writes: u64,
    pub reads_per_s: f64,
    pub writes_per_s: f64,
    pub read_mb_s: f64,
    pub write_mb_s: f64,
    /// Pages written a second over the whole stretch since the previous
    /// point (the growth between the windows and this window: evictions,
    /// background-writer rounds, checkpoints), on the simulated clock: the
    /// article's write rate. (`writes_per_s` is the window's alone.)
    pub sustained_writes_per_s: f64,
    pub sustained_write_mb_s: f64,
    /// The log's flushes a second in the window: every insert and update
    /// commits by flushing the write-ahead log (its 8 KB page written and
    /// fsynced), and commits that come during a flush share the next
    /// (`wal`). Physical writes of the log, on the same disks, which the
    /// data pages' counts above leave out.
    pub log_writes_per_s: f64,
    /// Accesses found in the pool, and (of those that missed it) in the file cache.
    pub hit_ratio: f64,
    pub file_cache_hit_ratio: f64,
    /// Dirty frames over frames, at the window's end.
    pub dirty_ratio: f64,
    /// Heap pages in the pool, and the rows on them a customer's statement
    /// can use (the rows of each page's most frequent customer).
    pub heap_pages_cached: u64,
    pub useful_records_cached: u64,
    /// Useful rows per heap page in the pool: ~1 when rows are scattered,
    /// up to a page's rows when a customer's rows lie together.
    pub useful_per_page: f64,
    /// Requests a second the ten sessions made in the window.
    pub requests_per_s: f64,
    /// Simulated hours since the start (the growth at the windows' rates).
    pub hours: f64,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify))]
pub struct FragmentationFigures {
    pub layout: Layout,
    /// Requests made so far, rows in the table now.
    pub requests_done: u64,
    pub table_rows: u64,
    /// The pool's frames and the file cache's pages.
    pub pool_pages: u32,
    pub file_cache_pages: u32,
    /// Rows the table held after a week of simulated time (the article's
    /// run): between the windows around it, or past the run's last window
    /// at its rate (`week_reached` false).
    pub week_rows: f64,
    pub week_reached: bool,
    /// Rows the run grows the table to (`Params::target_rows`: `rows`, or
    /// with 0 as far as the article's layout grew in its week), so a
    /// chart can size its axis before the run ends.
    pub target_rows: u64,
    /// The window the article's "at 11 M rows" figures are read from
    /// (`measure::article_window`: the first past 11 M rows) and two of its
    /// figures; 0 when the run stops before it. The article table, the
    /// charts' caption and the week's rows all read one run.
    pub article_rows: u64,
    pub article_select_all_mean_ms: f64,
    pub article_useful_per_page: f64,
    /// The last window's figures (so far, in a run without windows).
    #[serde(flatten)]
    pub last: Point,
    /// Every window's, in order of the table's growth.
    pub points: Vec<Point>,
}
