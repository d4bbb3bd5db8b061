//! The cost model: what one insert costs, in nanoseconds of virtual time.
//!
//! ```text
//!  session:  [pre: CPU]──request──[spin]──park ·· granted ·· [hold: CPU]
//!            parse, plan, descent    ≤ SPIN_NS   (waits for a core!)  insert +
//!            + the text's bytes                                      log record
//!       ──[split: CPU, still latched]──release──[post: CPU]──(commit wait: off CPU)
//!         only when the page splits                commit       log flush + round trip
//! ```
//!
//! Calibrated on one figure: the article's identity run at 16 threads
//! (39,704 rows/s). `COMMIT_WAIT_NS` and the CPU in all (pre + hold + post)
//! also fix where random inserts stop scaling (the article's GUID and
//! sequence runs level off near 86-94 K rows/s: 8 cores busy); every other
//! figure is a prediction of the model.
//!
//! Why the spin: a latch that waits on a busy page spins on its core a
//! while before it parks its worker (latches on many-core machines do; the
//! article saw high CPU with little work done). Spinners keep cores busy,
//! and a parked waiter granted the latch must then wait for its core: the
//! convoy, whose price grows with the sessions bound to each core.

use crate::des::Nanos;

/// Parse, plan, the descent, the client's share: CPU before the latch.
pub const PRE_NS: Nanos = 48_000;
/// Copying the row's text, a byte.
pub const BYTE_NS: Nanos = 10;
/// The insert under the page latch: the row, its log record.
pub const HOLD_NS: Nanos = 22_000;
/// A page split under the latch: a new page, its log, the parent's entry.
pub const SPLIT_NS: Nanos = 30_000;
/// A row moved by a mid split.
pub const MOVED_ROW_NS: Nanos = 300;
/// An index page split too.
pub const INDEX_SPLIT_NS: Nanos = 30_000;
/// The commit's CPU after the latch.
pub const POST_NS: Nanos = 18_000;
/// The commit's log flush and the client's round trip, off CPU (many
/// sessions' commits share a flush: no queue is modelled).
pub const COMMIT_WAIT_NS: Nanos = 230_000;
/// How long a waiter spins before it parks.
pub const SPIN_NS: Nanos = 60_000;
/// A context switch (a core starting another session).
pub const SWITCH_NS: Nanos = 5_000;
/// A scheduler's quantum (SQLOS: 4 ms).
pub const QUANTUM_NS: Nanos = 4_000_000;

/// CPU before the latch for a row of `text_bytes`.
pub fn pre(text_bytes: u32) -> Nanos {
    PRE_NS + text_bytes as Nanos * BYTE_NS
}

/// The extra latched CPU of a split that moved `moved` rows and split
/// `index_splits` index pages.
pub fn split(moved: u32, index_splits: u32) -> Nanos {
    SPLIT_NS + moved as Nanos * MOVED_ROW_NS + index_splits as Nanos * INDEX_SPLIT_NS
}
