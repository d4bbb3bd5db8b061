//! What one step of the index rebuild reports: one milestone (an area
//! begun, a tenth of its scan, a sort group's merge or build begun or
//! ended, the end), each at its virtual time in seconds (`t_s`). The
//! threads and disks between milestones are in the views and figures.
//! Thread 0 is the main process; merge threads are 1..=threads.

use serde::Serialize;

#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum IdxEvent {
    /// The rebuild of `area` begins: its `indexes` dealt to `groups` sort
    /// groups; `threads` merge threads will start (0: none, the main
    /// process merges and builds in turn).
    AreaStart {
        t_s: f64,
        area: u32,
        name: String,
        data_mb: f64,
        indexes: u32,
        groups: u32,
        threads: u32,
    },
    /// Phase 1: the scan has read `pct`% of the area and written `runs`
    /// sorted runs to the sort files.
    ScanProgress {
        t_s: f64,
        area: u32,
        pct: u32,
        keys: u64,
        runs: u64,
    },
    /// Phase 1 over: `keys` keys in `runs` runs, `sort_mb` on the sort
    /// devices (`device_mb`, one a device).
    ScanDone {
        t_s: f64,
        area: u32,
        took_s: f64,
        keys: u64,
        runs: u64,
        sort_mb: f64,
        device_mb: Vec<f64>,
    },
    /// Phase 2: `thread` takes sort `group` (`runs` runs of `mb` on
    /// `device`, `passes` merge passes); `sharing` threads (this one
    /// included) now work on files of that device.
    MergeStart {
        t_s: f64,
        area: u32,
        group: u32,
        thread: u32,
        device: u32,
        runs: u64,
        passes: u32,
        mb: f64,
        indexes: u32,
        sharing: u32,
    },
    /// `group` is merged: `took_s`, of which `queued_s` waiting behind
    /// other threads' requests at its device.
    MergeEnd {
        t_s: f64,
        area: u32,
        group: u32,
        thread: u32,
        device: u32,
        took_s: f64,
        queued_s: f64,
    },
    /// Phase 3: the main process builds the B-trees of `group`'s indexes,
    /// merged `waited_s` ago.
    BuildStart {
        t_s: f64,
        area: u32,
        group: u32,
        indexes: u32,
        keys: u64,
        waited_s: f64,
        merging: u32,
    },
    BuildEnd {
        t_s: f64,
        area: u32,
        group: u32,
        took_s: f64,
        index_mb: f64,
    },
    /// Every index of `area` is built.
    AreaDone { t_s: f64, area: u32, took_s: f64 },
    /// The rebuild is over.
    RebuildDone { t_s: f64, elapsed_s: f64 },
}

impl IdxEvent {
    pub fn t_s(&self) -> f64 {
        match self {
            IdxEvent::AreaStart { t_s, .. }
            | IdxEvent::ScanProgress { t_s, .. }
            | IdxEvent::ScanDone { t_s, .. }
            | IdxEvent::MergeStart { t_s, .. }
            | IdxEvent::MergeEnd { t_s, .. }
            | IdxEvent::BuildStart { t_s, .. }
            | IdxEvent::BuildEnd { t_s, .. }
            | IdxEvent::AreaDone { t_s, .. }
            | IdxEvent::RebuildDone { t_s, .. } => *t_s,
        }
    }
}
