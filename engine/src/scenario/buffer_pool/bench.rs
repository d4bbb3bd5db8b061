//! The buffer pool's benchmark kernels: 16 M references to a pool of 32 K
//! frames (PostgreSQL's 256 MB of 8 KB buffers, the article's), under LRU
//! and under clock-sweep; and the playground's trace analysis on 10 M of
//! them (`storage::buffer::mrc`: one policy at one size, as a trace
//! worker runs a point, and LRU's whole curve from one pass).

use std::sync::OnceLock;

use crate::scenario::registry::Kernel;
use crate::storage::buffer::{mrc, BufferPool, PolicyKind};
use crate::workload::trace::{self, Pattern, Shape};

pub fn kernels() -> Vec<Kernel> {
    vec![
        Kernel {
            name: "buffer_pool_lru_32k",
            heavy: false,
            run: || pool_references(PolicyKind::Lru),
        },
        Kernel {
            name: "buffer_pool_clock_sweep_32k",
            heavy: false,
            run: || pool_references(PolicyKind::ClockSweep),
        },
        Kernel {
            name: "trace_clock_sweep_10m",
            heavy: false,
            run: trace_point,
        },
        Kernel {
            name: "trace_lru_curve_10m",
            heavy: false,
            run: trace_lru_curve,
        },
    ]
}

/// The trace: 10 M references (a user's trace at the playground's limit).
const TRACE_REFERENCES: usize = 10_000_000;

/// One point of a trace's curve as the playground's worker runs it.
fn trace_point() -> u64 {
    let refs = &pool_trace()[..TRACE_REFERENCES];
    let p = mrc::simulate(PolicyKind::ClockSweep, refs, &[], POOL_FRAMES);
    std::hint::black_box(p.misses);
    refs.len() as u64
}

/// LRU's misses at every default size, from one pass of stack distances.
fn trace_lru_curve() -> u64 {
    let refs = &pool_trace()[..TRACE_REFERENCES];
    let pages = 1 << 18;
    let curve = mrc::lru_curve(refs, pages, &mrc::default_frames(pages, mrc::default_points(refs.len())));
    std::hint::black_box(curve.len());
    refs.len() as u64
}

const POOL_FRAMES: u32 = 32_768;
const POOL_REFERENCES: u64 = 16 * 1024 * 1024;

/// The pool kernels' references: Zipf (exponent 1.0) over 256 K pages, a
/// table of 2 GB of 8 KB pages (the article's RAM) before a pool of 256 MB:
/// about 78% of references hit. Made once: the kernels time the pool, not
/// the generator.
fn pool_trace() -> &'static [u32] {
    static TRACE: OnceLock<Vec<u32>> = OnceLock::new();
    TRACE.get_or_init(|| {
        let shape = Shape {
            pattern: Pattern::Zipf,
            pages: 1 << 18,
            requests: POOL_REFERENCES,
            skew: 1.0,
            hot: 1,
            scan_pct: 0,
            write_pct: 0,
        };
        trace::generate(&shape, 11).pages
    })
}

/// Every reference of the trace, one at a time, through a fresh pool;
/// returns the references made (the units) and keeps the hits alive.
fn pool_references(policy: PolicyKind) -> u64 {
    let trace = pool_trace();
    let mut pool = BufferPool::new(POOL_FRAMES, policy, &[]);
    for &page in trace {
        let _ = pool.reference(page, false, None);
    }
    std::hint::black_box(pool.counts().hits);
    pool.counts().requests
}
