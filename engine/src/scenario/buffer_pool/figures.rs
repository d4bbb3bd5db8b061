//! What a run of the buffer-pool scenario reports: each policy's counts,
//! and the first policy's at the top level (the figures a single-policy run
//! prints: `pagelab run buffer_pool --set policy=lru`).

use serde::Serialize;

use crate::storage::buffer::{BufferPool, PolicyKind};

/// One pool's figures.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify))]
pub struct PolicyFigures {
    pub policy: PolicyKind,
    pub requests: u64,
    pub hits: u64,
    pub misses: u64,
    /// Hits over references (0 before the first).
    pub hit_ratio: f64,
    pub evictions: u64,
    /// Pages written, by anyone.
    pub writes: u64,
    pub writes_eviction: u64,
    pub writes_checkpoint: u64,
    pub dirty_frames: u32,
    /// Dirty frames over frames.
    pub dirty_ratio: f64,
}

impl PolicyFigures {
    pub fn of(pool: &BufferPool) -> Self {
        let c = pool.counts();
        let ratio = |a: u64, b: u64| if b == 0 { 0.0 } else { a as f64 / b as f64 };
        PolicyFigures {
            policy: pool.policy().kind(),
            requests: c.requests,
            hits: c.hits,
            misses: c.misses,
            hit_ratio: ratio(c.hits, c.requests),
            evictions: c.evictions,
            writes: c.writes(),
            writes_eviction: c.writes_eviction,
            writes_checkpoint: c.writes_checkpoint,
            dirty_frames: pool.dirty_frames(),
            dirty_ratio: ratio(pool.dirty_frames() as u64, pool.frames() as u64),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify))]
pub struct BufferPoolFigures {
    /// References made so far, and in the whole string.
    pub references: u64,
    pub trace_length: u64,
    /// Distinct pages the string names.
    pub distinct_pages: u64,
    pub frames: u32,
    /// The first policy's figures.
    pub requests: u64,
    pub hits: u64,
    pub misses: u64,
    pub hit_ratio: f64,
    pub evictions: u64,
    pub writes: u64,
    pub dirty_ratio: f64,
    /// Every policy's, in the order asked for.
    pub policies: Vec<PolicyFigures>,
}
