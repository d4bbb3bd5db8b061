//! What one request of the fragmentation scenario does, in order: which
//! session asks for what, each page it touches and where the page was
//! found (the pool, the file cache, the disk) with the time it cost, the
//! page that left the pool for it (written if dirty), and the request's
//! total time. An archive move, background writes and checkpoints are
//! events of the request during which they happen.

use serde::Serialize;

use super::store::Found;
use super::tables::Rel;
use super::Kind;

/// A page that left the pool.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify))]
pub struct Left {
    pub rel: Rel,
    pub page: u32,
    /// It was dirty, and was written first.
    pub written: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum FragEvent {
    /// Session `session` starts a request at `at_ms` (its clock): for a
    /// customer's rows, or for one row by id.
    Request {
        session: u32,
        request: Kind,
        #[cfg_attr(target_arch = "wasm32", tsify(type = "number | null"))]
        customer: Option<u32>,
        #[cfg_attr(target_arch = "wasm32", tsify(type = "number | null"))]
        row: Option<u64>,
        at_ms: f64,
    },
    /// A page of `rel`, read or written, where it was found, what it cost.
    Page {
        rel: Rel,
        page: u32,
        write: bool,
        found: Found,
        ms: f64,
        #[cfg_attr(target_arch = "wasm32", tsify(type = "Left | null"))]
        left: Option<Left>,
    },
    /// The current table's oldest `rows` moved to the archive, by customer.
    Archive { rows: u64 },
    /// The background writer and a checkpoint wrote dirty pages.
    Background { bgwriter: u64, checkpoint: u64 },
    /// The request is done: its time, pages, reads from disk, rows.
    Done {
        session: u32,
        request: Kind,
        ms: f64,
        pages: u32,
        disk_reads: u32,
        rows: u64,
        /// Of `ms`, the commit: the log's flush, and before it the flush
        /// under way when another's was (group commit; 0 for a select).
        commit_ms: f64,
        /// Of `ms`, the waits for a core: the sessions share two.
        cpu_wait_ms: f64,
    },
}
