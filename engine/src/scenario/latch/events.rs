//! What one step of the latch scenario reports: everything that happened
//! between two inserts completing, in order, each at its virtual time
//! (`t_us`). Kinds are prefixed (`session_`, `latch_`, `insert_`) so they
//! never collide with other scenarios' kinds in the TypeScript union.

use serde::Serialize;

#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum LatchEvent {
    /// `session` starts running on `core` (after a context switch if
    /// `switched`).
    SessionRun {
        t_us: f64,
        session: u32,
        core: u32,
        switched: bool,
    },
    /// `session` asks for `page`'s latch (EX); `queue` waited before it.
    LatchRequest {
        t_us: f64,
        session: u32,
        page: u32,
        queue: u32,
        granted: bool,
    },
    /// Its spin over, `session` parks in `page`'s queue (PAGELATCH_EX).
    LatchPark { t_us: f64, session: u32, page: u32 },
    /// OPTIMIZE_FOR_SEQUENTIAL_KEY holds `session` back: another session
    /// of its core is already in line for the hot page.
    LatchThrottle { t_us: f64, session: u32, core: u32 },
    /// `session` is granted `page`'s latch after `waited_us`; `on_cpu`
    /// false: it must wait for its core before it can use it.
    LatchGrant {
        t_us: f64,
        session: u32,
        page: u32,
        waited_us: f64,
        queue: u32,
        on_cpu: bool,
    },
    /// `session` releases `page` after holding it `held_us`.
    LatchRelease {
        t_us: f64,
        session: u32,
        page: u32,
        held_us: f64,
        queue: u32,
    },
    /// The page split: `new_page` took `rows_moved` rows (0: an append
    /// past the last key, a new page); `waiters_moved` queued sessions
    /// have keys that now belong elsewhere: each will take this page's
    /// latch once more, find it split and ask for its key's page.
    InsertSplit {
        t_us: f64,
        session: u32,
        page: u32,
        new_page: u32,
        rows_moved: u32,
        waiters_moved: u32,
    },
    /// The insert has committed: its key, its page, its time from start.
    InsertDone {
        t_us: f64,
        session: u32,
        key: u64,
        page: u32,
        latency_us: f64,
    },
}
