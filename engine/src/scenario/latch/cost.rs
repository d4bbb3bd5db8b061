//! The cost model: what one insert costs, in nanoseconds of virtual time.
//!
//! ```text
//!  session:  [pre: CPU]──request──[spin]──park ·· granted ·· [hold: CPU]
//!            parse, plan, descent    ≤ SPIN_NS   (waits for a core!)  the line's
//!            + the text's bytes                                      transfer, insert,
//!                                                                    log record
//!       ──[split: CPU, still latched]──release──[post: CPU]──(commit wait: off CPU)
//!         only when the page splits                commit       log flush (group commit) + round trip
//! ```
//!
//! Calibrated on the article's 16-thread row: identity (39,704 rows/s) sets
//! the time under the latch, GUID and sequence ranges (51-55 K: bound by
//! each insert's own time, mostly its commit) the commit's wait; the CPU in
//! all (pre + hold + post) fixes where random inserts stop scaling (the
//! article's GUID and sequence runs level off near 86-94 K rows/s: 8 cores
//! busy). Every other figure is a prediction of the model.
//!
//! Why the spin: a latch that waits on a busy page spins on its core a
//! short while before it parks its worker. Spinners keep cores busy, and a
//! parked waiter granted the latch must then wait for its core: the convoy,
//! whose price grows with the sessions bound to each core. A long spin
//! makes the convoy all or nothing (nobody parks at 16 threads, everybody
//! at 20): 20 µs keeps the rates smooth in threads.
//!
//! Costs that grow with the waiters: every core spinning on the latch
//! takes its cache line back at each hand-off (`handoff`), and a page that
//! splits while sessions wait for it (identity's last page, every 59 rows)
//! is taken once more by each of them, each after its wait for its core,
//! before it asks for the new page (`RECHECK_NS`).

use crate::des::Nanos;

/// Parse, plan, the descent, the client's share: CPU before the latch.
pub const PRE_NS: Nanos = 48_000;
/// Copying the row's text, a byte.
pub const BYTE_NS: Nanos = 10;
/// The insert under the page latch: the row, its log record.
pub const HOLD_NS: Nanos = 15_000;
/// A waiter granted a page that split while it waited: it finds its key
/// past the page's last and lets go.
pub const RECHECK_NS: Nanos = 2_000;
/// The latch's cache line moving to the next holder's core.
pub const HANDOFF_NS: Nanos = 300;
/// More for each other core spinning on it: its read and its failed
/// compare-and-swap each take the line away, and the holder's writes take
/// it back (a few transfers of a contended line).
pub const HANDOFF_SPINNER_NS: Nanos = 1_000;
/// A leaf written fewer than this many inserts ago is still in the
/// processor's caches (a 16 MB last-level cache, ~4 KB of a leaf's lines
/// and the session's own an insert).
pub const WARM_INSERTS: u64 = 4_000;
/// A cold leaf's cache misses under the latch, about 40 of ~100 ns: its
/// buffer's lookup and header, the slot array's search on 16-byte keys,
/// the row's place and the slots moved (GUID's random leaves pay it;
/// sixteen range windows and the last page stay warm).
pub const COLD_LEAF_NS: Nanos = 4_000;
/// A page split under the latch: a new page, its log, the parent's entry.
pub const SPLIT_NS: Nanos = 30_000;
/// A row moved by a mid split.
pub const MOVED_ROW_NS: Nanos = 300;
/// An index page split too.
pub const INDEX_SPLIT_NS: Nanos = 30_000;
/// The commit's CPU after the latch.
pub const POST_NS: Nanos = 18_000;
/// A log flush on the SSD: the commits ready when it starts share it
/// (group commit); one ready during a flush waits for the next.
pub const LOG_FLUSH_NS: Nanos = 60_000;
/// The result's way to the client, the client's next statement and its
/// way back (the test client runs on the same laptop), off the server's
/// CPU: at least this, up to `ROUND_TRIP_SPREAD_NS` more, drawn each time.
pub const ROUND_TRIP_NS: Nanos = 80_000;
pub const ROUND_TRIP_SPREAD_NS: Nanos = 80_000;
/// How long a waiter spins before it parks.
pub const SPIN_NS: Nanos = 20_000;
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

/// The transfer of a latch's cache line to the next holder with `spinners`
/// other cores spinning on it.
pub fn handoff(spinners: u32) -> Nanos {
    HANDOFF_NS + spinners as Nanos * HANDOFF_SPINNER_NS
}
