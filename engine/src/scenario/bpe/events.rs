//! What one step of the bpe scenario reports, in the order it happens. A
//! request is `request`, then `page` (where the page was found, the frame
//! it sits in now, the read's time), `evict` if a page left the pool for
//! it (dirty: written to disk first; clean: copied to the extension, or
//! dropped), `ext_evict` if that copy pushed a page out of a full
//! extension, `dirtied` and `wash` for an update, `done`, and `run_end`
//! after a run's last request. A checkpoint step is `checkpoint`, `done`.
//!
//! Runs are numbered from 1, update and read runs alike, in order.

use serde::Serialize;

use super::params::BpePhase;

crate::choice_enum! {
    /// A request: an update or a read of one row.
    pub enum BpeOp {
        Update => "update",
        Read => "read",
    }
}

crate::choice_enum! {
    /// Where a request found its page.
    pub enum BpeFound {
        /// In a frame of the pool: no I/O.
        Pool => "pool",
        /// In the extension: one read from the SSD.
        Extension => "extension",
        /// Nowhere in memory: one read from the data file.
        Disk => "disk",
    }
}

crate::choice_enum! {
    /// Where a page that left the pool went.
    pub enum BpeTo {
        /// It was dirty: written to the data file, then the frame was free.
        Disk => "disk",
        /// It was clean and not in the extension: copied there.
        Extension => "extension",
        /// It was clean and needed no write: its extension copy (if any)
        /// stays, or there is no extension, or no slot could take it.
        Dropped => "dropped",
    }
}

#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum BpeEvent {
    /// Run `run`'s next request: `row` (from 0), on data page `page`.
    Request {
        run: u32,
        op: BpeOp,
        row: u64,
        page: u32,
    },
    /// The page the request needs, where it was found, the frame it is in
    /// now, and what reading it cost (0 in the pool).
    Page {
        page: u32,
        found: BpeFound,
        frame: u32,
        ms: f64,
    },
    /// `page` left `frame` to make room; the request waited `wait_ms` for
    /// the frame (the lazy writer still writing the dirty pages before it).
    Evict {
        page: u32,
        frame: u32,
        dirty: bool,
        to: BpeTo,
        wait_ms: f64,
    },
    /// `page` left a full extension's `slot` to make room for the copy.
    ExtEvict { page: u32, slot: u32 },
    /// The update changed the page in the pool (also when it was dirty
    /// already).
    Dirtied { page: u32, frame: u32 },
    /// The update discarded the page's extension copy in `slot` (the
    /// extension holds only clean pages).
    Wash { page: u32, slot: u32 },
    /// A checkpoint wrote `pages` dirty pages; they stay in the pool, clean.
    Checkpoint { pages: u32, ms: f64 },
    /// The step's time.
    Done { op: BpePhase, ms: f64 },
    /// Run `run` has ended: its time.
    RunEnd { run: u32, op: BpeOp, ms: f64 },
}
