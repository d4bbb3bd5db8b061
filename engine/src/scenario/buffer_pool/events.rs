//! What one reference does to each pool, in the order it happens. A
//! reference is one `Reference` event, then each pool's events, the first
//! policy's first; every pool event names its policy.
//!
//! A miss into a full pool reads: `Miss`, the clock hand's `Pass`es (clocks
//! only), a `Write` if the leaving page is dirty, `Evict` (with the
//! policy's reason), `Load`; then `Dirtied` if the reference writes a clean
//! page.

use serde::Serialize;

use crate::storage::buffer::{PolicyKind, Why, Writer};

#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum BufferEvent {
    /// Reference number `at` (from 0) asks for `page`; `write`: it changes
    /// it; `scan`: a sequential scan reads it (the ring policy's cue).
    Reference {
        at: u64,
        page: u32,
        write: bool,
        scan: bool,
    },
    /// The page is in `frame`.
    Hit {
        policy: PolicyKind,
        frame: u32,
        page: u32,
    },
    /// The page is not in the pool; `free`: an empty frame takes it.
    Miss {
        policy: PolicyKind,
        page: u32,
        free: bool,
    },
    /// A clock hand passes `frame`, lowering its count (`before` == `after`:
    /// the frame is pinned and is skipped).
    Pass {
        policy: PolicyKind,
        frame: u32,
        page: u32,
        before: u8,
        after: u8,
    },
    /// A dirty page is written to disk.
    Write {
        policy: PolicyKind,
        frame: u32,
        page: u32,
        by: Writer,
    },
    /// `page` leaves `frame`, for the policy's reason.
    Evict {
        policy: PolicyKind,
        frame: u32,
        page: u32,
        why: Why,
    },
    /// `page` is read into `frame`.
    Load {
        policy: PolicyKind,
        frame: u32,
        page: u32,
    },
    /// The reference changed the page: its frame is dirty.
    Dirtied {
        policy: PolicyKind,
        frame: u32,
        page: u32,
    },
    /// A checkpoint wrote `written` dirty pages.
    Checkpoint { policy: PolicyKind, written: u32 },
}
