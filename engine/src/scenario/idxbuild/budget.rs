//! What an index rebuild holds and how long it takes, before it is built
//! (`ScenarioDef::budget`). The rebuild is simulated at the grain of its
//! milestones (scan chunks of 64 MB, each group's merge passes and build),
//! never of keys or blocks, so a rebuild of 84 GB costs what one of 4 GB
//! does: its database (a few hundred bytes an index), the stations' and
//! the sessions' queues, the timeline's spans, and a second, single-thread
//! run for `speedup_vs_single_thread`. Measured on the reference machine:
//! the largest settings take under 50 ms and 16 MB.

use super::params::Params;
use crate::scenario::budget::ms_of;
use crate::scenario::params::thousands;
use crate::scenario::{Budget, Lever};

/// Measured costs are raised by this much: the estimate is a bound.
const MARGIN: f64 = 2.0;
/// A scan chunk's events, a sort group's (its passes and build), an index.
const CHUNK_NS: f64 = 2_000.0;
const GROUP_NS: f64 = 50_000.0;
const INDEX_NS: f64 = 2_000.0;

pub fn of(p: &Params) -> Budget {
    let db = p.database();
    let (mut chunks, mut groups, mut indexes) = (0.0, 0.0, 0.0);
    for area in &db.areas {
        chunks += area.data_bytes.div_ceil(super::cost::SCAN_CHUNK).max(1) as f64;
        groups += area.groups(p.sort_groups).len() as f64;
        indexes += area.indexes.len() as f64;
    }
    // The run and its single-thread baseline.
    let ns = 2.0 * (chunks * CHUNK_NS + groups * GROUP_NS + indexes * INDEX_NS);
    let bytes = (8 << 20) as f64 + indexes * 4_096.0 + groups * 65_536.0 + chunks * 256.0;
    let what = format!(
        "a rebuild of {} indexes in {} sort groups",
        thousands(indexes as u64),
        thousands(groups as u64)
    );
    Budget {
        bytes: bytes as u64,
        ms: ms_of(MARGIN * ns),
        memory: Lever::new(
            what.clone(),
            &["scale_pct", "sort_groups"],
            "a smaller database or fewer sort groups",
        ),
        time: Lever::new(
            what,
            &["scale_pct", "sort_groups"],
            "a smaller database or fewer sort groups",
        ),
    }
}
