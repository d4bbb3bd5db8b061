//! The buffer_pool scenario's entry in the registry (`scenario::registry`): how
//! it is read and built, and the lessons that run it, with their presets
//! and step-view runs.

use super::params::{Params, BELADY_STRING};
use super::{article, BufferPoolSim};
use crate::scenario::lesson::{Lesson, Preset};
use crate::scenario::{Budget, ScenarioDef};

impl ScenarioDef for BufferPoolSim {
    type Params = Params;
    const ABOUT: &'static str = "One reference string, pools under several policies side by side.";

    fn budget(params: &Params) -> Budget {
        super::budget::of(params)
    }
    fn build(params: Params) -> Self {
        BufferPoolSim::new(params)
    }
    #[cfg(any(not(target_arch = "wasm32"), feature = "bench"))]
    fn kernels() -> Vec<crate::scenario::Kernel> {
        super::bench::kernels()
    }
    fn article() -> crate::scenario::article::Article {
        article::article()
    }
    fn lessons() -> Vec<Lesson> {
        vec![
        Lesson {
            id: "buffer_pool",
            title: "Buffer pool",
            summary: "A pool of a few frames and a string of page references: which page does each policy forget? FIFO, LRU, CLOCK, PostgreSQL's clock-sweep (and its ring for scans), 2Q, ARC, LRU-2 and Belady's optimal, side by side on the same references.",
            question: "Which page does each policy evict, and how close does it come to the best possible?",
            part: "The buffer pool",
            overview_step: 8,
            defaults: &[],
            step_preset: &[],
            presets: buffer_pool_presets(),
            sweeps: Vec::new(),
            draft: false,
        },
        ]
    }
}

/// The buffer-pool lesson's checkpoints: the anomaly, and the patterns
/// that tell the policies apart.
fn buffer_pool_presets() -> Vec<Preset> {
    vec![
        Preset {
            id: "belady_anomaly",
            label: "Belady's anomaly: FIFO with 4 frames",
            description: "The same string with one frame more: FIFO misses 10 times where 3 frames missed 9. LRU and OPT never miss more with more frames.",
            params: vec![
                ("policy", "fifo,lru,opt"),
                ("workload", "typed"),
                ("trace", BELADY_STRING),
                ("frames", "4"),
            ],
        },
        Preset {
            id: "scan_floods_lru",
            label: "A scan floods LRU",
            description: "A hot set of 6 pages, and now and then a query that scans 32 pages in a row: in a pool of 20 frames the scan pushes the hot pages out of LRU, while clock-sweep's usage counts (up to 5) carry them through it. LRU-2 keeps them too; OPT is the floor.",
            params: vec![
                ("policy", "lru,clock_sweep,lru2,opt"),
                ("workload", "mixed"),
                ("frames", "20"),
                ("pages", "2000"),
                ("hot", "6"),
                ("scan_pct", "50"),
                ("requests", "4000"),
            ],
        },
        Preset {
            id: "loop_too_big",
            label: "A loop one page too big",
            description: "A nested loop re-reads an inner table of 8 pages for every outer page, in a pool of 8 frames: LRU, CLOCK and clock-sweep miss on every single reference; LRU-2 and OPT keep most of the inner table.",
            params: vec![
                ("policy", "lru,clock,clock_sweep,opt"),
                ("workload", "loop"),
                ("frames", "8"),
                ("pages", "200"),
                ("hot", "8"),
                ("requests", "900"),
            ],
        },
        Preset {
            id: "scan_resistance",
            label: "Scan resistance: PostgreSQL's history",
            description: "PostgreSQL 8.0 shipped ARC, 8.0.2 replaced it with 2Q, 8.1 brought clock-sweep and 8.3 a ring of a few frames for large sequential scans. A hot set of 24 pages touched about once between scans of 32 pages, in a pool of 48 frames: LRU and clock-sweep are flooded by every scan; 2Q (A1in/A1out/Am), ARC (T1/T2 and their ghosts) and the scan ring (6 frames) keep the hot set, as does LRU-2; OPT is the floor.",
            params: vec![
                ("policy", "2q,arc,lru,clock_sweep,clock_sweep_ring,lru2,opt"),
                ("workload", "mixed"),
                ("frames", "48"),
                ("pages", "2000"),
                ("hot", "24"),
                ("scan_pct", "50"),
                ("requests", "6000"),
            ],
        },
        Preset {
            id: "zipf",
            label: "A few hot pages (Zipf)",
            description: "References skewed as Zipf's law: page 0 most, page k in proportion to 1/(k+1). Every policy keeps the hottest pages; they differ at the edge.",
            params: vec![
                ("policy", "fifo,lru,clock_sweep,opt"),
                ("workload", "zipf"),
                ("frames", "32"),
                ("pages", "1000"),
                ("requests", "10000"),
            ],
        },
    ]
}

