//! What a run of the bpe scenario reports. `elapsed_s` is the steady
//! state the article's table gives: the mean of the update runs after the
//! first four (the article's runs rose for four or five runs, then held
//! "about 1 min 15 s on average"), or the last update run's when there are
//! at most four. Counts cover the runs, not the warm-up scans before them
//! nor a cold setup's emptying of the cache between them.

use serde::Serialize;

use super::params::BpeSetup;

/// Update runs the steady state leaves out.
pub const WARMING_RUNS: usize = 4;

#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify))]
pub struct BpeFigures {
    pub setup: BpeSetup,
    pub rows_per_page: u32,
    pub data_pages: u32,
    /// Frames of the data cache (never more than the table's pages).
    pub pool_frames: u32,
    /// Slots of the extension (0 without one).
    pub bpe_slots: u32,
    /// Update and read runs finished.
    pub runs_done: u32,
    /// Requests made (checkpoints are not requests).
    pub requests_done: u64,
    /// The steady state's seconds a run (see the module's rule).
    pub elapsed_s: f64,
    /// Each finished update run's seconds, in order.
    pub elapsed_s_per_run: Vec<f64>,
    /// Mean time of an update, in ms.
    pub mean_update_ms: f64,
    /// Seconds the requests waited for a free frame: the lazy writer still
    /// writing the dirty pages in the way.
    pub frame_wait_s: f64,
    /// Data pages read from the data file.
    pub physical_reads: u64,
    /// Data pages written to the data file (lazy writer and checkpoints).
    pub physical_writes: u64,
    /// Requests that found their page in the pool.
    pub pool_hits: u64,
    /// Requests that read their page from the extension.
    pub bpe_hits: u64,
    /// Clean pages copied to the extension.
    pub bpe_writes: u64,
    /// Extension copies discarded by updates.
    pub washed: u64,
    /// Pages in the extension now, and their share of the table.
    pub bpe_pages: u32,
    pub bpe_share: f64,
    /// Data pages in the pool now.
    pub pool_pages: u32,
}

/// The steady state of `runs` (seconds each).
pub fn steady(runs: &[f64]) -> f64 {
    match runs.len() {
        0 => 0.0,
        n if n <= WARMING_RUNS => runs[n - 1],
        n => runs[WARMING_RUNS..].iter().sum::<f64>() / (n - WARMING_RUNS) as f64,
    }
}
