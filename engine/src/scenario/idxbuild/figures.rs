//! What a run of the index rebuild reports. Phases overlap (builds run
//! while other groups merge), so `phase2_s` and `phase3_s` are the wall
//! time during which some group merged, or was built, and `overlap_s` the
//! time both went on: `elapsed_s = phase1_s + phase2_s + phase3_s −
//! overlap_s`.

use serde::Serialize;

use super::database::Layout;

#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify))]
pub struct IdxFigures {
    pub database: Layout,
    pub threads: u32,
    pub devices: u32,
    pub sort_groups: u32,
    pub done: bool,
    /// Virtual seconds so far (to the end, when done).
    pub elapsed_s: f64,
    pub phase1_s: f64,
    pub phase2_s: f64,
    pub phase3_s: f64,
    pub overlap_s: f64,
    /// The same rebuild with no threads (threads = 1), and ours against
    /// it: its time over ours, and the time saved in percent.
    pub single_thread_s: f64,
    pub speedup_vs_single_thread: f64,
    pub improvement_pct: f64,
    /// Busy share of the sort devices (their mean), and of each.
    pub device_utilisation: f64,
    pub device_busy: Vec<f64>,
    /// Time sort-file requests waited behind others at their device.
    pub device_wait_s: f64,
    pub cpu_utilisation: f64,
    /// The largest area's sort files, and the files open at once (-SG:
    /// idxbuild opens one a sort group, whatever the area's indexes).
    pub temp_space_mb: f64,
    pub files_open: u32,
    /// Sort groups holding keys and merge threads started (largest area).
    pub groups_used: u32,
    pub threads_started: u32,
    /// Memory for the sort groups: -SG × -TB × (-TM + 1).
    pub sort_memory_mb: f64,
    pub merge_passes: u32,
    pub runs: u64,
    pub keys: u64,
    pub indexes: u32,
    pub areas: u32,
    pub data_mb: f64,
    pub sort_mb: f64,
}
