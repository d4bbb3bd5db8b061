//! What a latch run holds and how long it takes, before it is built
//! (`ScenarioDef::budget`): the bytes are `Params::memory_bytes`; the time
//! is the inserts' and the splits'.
//!
//! An insert costs its sessions' events on the discrete-event core and a
//! descent of the tree, more as the tree outgrows the processor's caches:
//! measured on the reference machine, ~600 ns a row at 300,000 rows, 270
//! ns more each time the rows double past that. A split (a page every
//! half page of rows at worst; a full page for the keys that only append)
//! costs ~1 µs, and under a strategy that queues sessions on one page,
//! ~55 ns more for each session queued there: each takes the split page
//! once more, finds it split and asks for its key's page (a grant, a
//! dispatch, a release, a request). With 1,024 sessions and long texts (4
//! rows a page), the splits cost far more than the rows.

use super::params::Params;
use super::strategy::Strategy;
use crate::scenario::budget::ms_of;
use crate::scenario::params::thousands;
use crate::scenario::{Budget, Lever};

/// Measured costs are raised by this much: the estimate is a bound.
const MARGIN: f64 = 1.3;
const ROW_NS: f64 = 600.0;
const ROW_NS_PER_DOUBLING: f64 = 270.0;
const AT_ROWS: f64 = 300_000.0;
const SPLIT_NS: f64 = 1_000.0;
const QUEUED_NS: f64 = 60.0;

pub fn of(p: &Params) -> Budget {
    let rows = p.rows as f64;
    let per_row = ROW_NS + ROW_NS_PER_DOUBLING * (rows / AT_ROWS).log2().max(0.0);
    // Keys that only append fill their pages; the others split pages at
    // worst half full: a split every half page of rows.
    let appends = matches!(
        p.strategy,
        Strategy::Identity
            | Strategy::SequentialKey
            | Strategy::SequentialGuid
            | Strategy::HashPartitions
    );
    let per_split = if appends {
        p.rows_per_page() as f64
    } else {
        (p.rows_per_page() as f64 / 2.0).ceil()
    };
    let splits = rows / per_split.max(1.0);
    // Random keys spread the sessions: no queue waits at a split; the
    // throttle lets one session a core in line, twice for the ones
    // moving on.
    let queued = match p.strategy {
        Strategy::Guid => 0.0,
        Strategy::SequentialKey => (2 * p.threads.min(p.cores)) as f64,
        _ => p.threads as f64,
    };
    let ns = rows * per_row + splits * (SPLIT_NS + QUEUED_NS * queued);
    let table = format!(
        "{} rows of {} bytes ({} a page)",
        thousands(p.rows),
        thousands(p.row_bytes() as u64),
        p.rows_per_page()
    );
    Budget {
        bytes: p.memory_bytes(),
        ms: ms_of(MARGIN * ns),
        memory: Lever::new(
            table.clone(),
            &["rows", "text_max", "text_min"],
            "fewer rows or shorter texts",
        ),
        time: Lever::new(
            format!("{table} by {} sessions", thousands(p.threads as u64)),
            &["rows", "threads", "text_max", "text_min"],
            "fewer rows or sessions, or shorter texts (more rows a page, fewer splits)",
        ),
    }
}
