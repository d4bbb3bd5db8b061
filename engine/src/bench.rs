//! Benchmark kernels shared by the native CLI (`pagelab bench`) and the
//! WASM build (`runBenchKernel`, with the `bench` feature), so the
//! WASM/native ratio compares the same work. Each returns the units of
//! work it did (rows).

use std::sync::OnceLock;

use crate::catalog;
use crate::storage::buffer::{BufferPool, PolicyKind};
use crate::storage::observe::Quiet;
use crate::storage::page::PageLayout;
use crate::storage::split::SplitPolicy;
use crate::storage::tree::ClusteredTree;
use crate::workload::keys::{pack, TableShape};
use crate::workload::rng::Rng;
use crate::workload::trace::{self, Pattern, Shape};

pub const KERNELS: [&str; 13] = [
    "fillfactor_full_scale",
    "fillfactor_sweep_51",
    "insert_ascending_1m",
    "insert_random_1m",
    BUFFER_LRU,
    BUFFER_CLOCK_SWEEP,
    FRAGMENTED_17M,
    DEFRAGMENTED_17M,
    BPE_FIVE_SETUPS,
    LATCH_INSERTS,
    LATCH_SWEEP_IDENTITY,
    IDXBUILD_SWEEP,
    BASELINE_RANDOM,
];

/// The index rebuild's chart at full scale: the 4.2 GB database rebuilt
/// with 1 to 16 threads on 1 to 8 sort devices (128 rebuilds). Units:
/// rebuilds simulated.
pub const IDXBUILD_SWEEP: &str = "idxbuild_sweep_128";

fn idxbuild_sweep() -> u64 {
    let mut runs = 0;
    for threads in 1..=16u32 {
        for devices in 1..=8u32 {
            let set = vec![
                ("threads".to_string(), threads.to_string()),
                ("devices".to_string(), devices.to_string()),
            ];
            if let Ok(mut sim) = catalog::open("idxbuild", &set) {
                sim.run_to_end();
                std::hint::black_box(sim.progress().done);
                runs += 1;
            }
        }
    }
    runs
}

/// The latch lesson: 2 M simulated inserts (identity, 128 threads, real
/// pages and splits). Units: inserts simulated.
pub const LATCH_INSERTS: &str = "latch_inserts";
/// The latch lesson's identity chart: 8 thread counts from 1 to 128, 2 M
/// rows each. Units: inserts simulated.
pub const LATCH_SWEEP_IDENTITY: &str = "latch_sweep_identity";

fn latch_run(strategy: &str, threads: u32) -> u64 {
    let set = vec![
        ("strategy".to_string(), strategy.to_string()),
        ("threads".to_string(), threads.to_string()),
    ];
    match catalog::open("latch", &set) {
        Ok(mut sim) => {
            sim.run_to_end();
            std::hint::black_box(sim.figures().number("rows_per_sec"));
            sim.progress().done
        }
        Err(_) => 0,
    }
}

/// The bpe lesson's table: the five setups at full scale (1 M rows, eight
/// runs of 10,000 updates each, the warm-up scans, the steady state).
/// Units: requests made.
pub const BPE_FIVE_SETUPS: &str = "bpe_five_setups";

fn bpe_five_setups() -> u64 {
    ["in_memory", "cold_hdd", "limited_memory", "bpe", "ssd_cold"]
        .iter()
        .map(|setup| {
            let set = vec![("setup".to_string(), setup.to_string())];
            match catalog::open("bpe", &set) {
                Ok(mut sim) => {
                    sim.run_to_end();
                    std::hint::black_box(sim.figures().number("elapsed_s"));
                    sim.progress().done
                }
                Err(_) => 0,
            }
        })
        .sum()
}

/// The fragmentation lesson's full run: each database grown to 17 M rows
/// under the mix, with its measurement windows. Units: requests made.
pub const FRAGMENTED_17M: &str = "fragmentation_fragmented_17m";
pub const DEFRAGMENTED_17M: &str = "fragmentation_defragmented_17m";

/// Kernels that take seconds: timed once after one warm-up, not five times.
pub const HEAVY: [&str; 3] = [FRAGMENTED_17M, DEFRAGMENTED_17M, LATCH_SWEEP_IDENTITY];

fn grow(layout: &str) -> u64 {
    let set = vec![("layout".to_string(), layout.to_string())];
    match catalog::open("fragmentation", &set) {
        Ok(mut sim) => {
            sim.run_to_end();
            sim.progress().done
        }
        Err(_) => 0,
    }
}

/// 16 M references to a pool of 32 K frames (PostgreSQL's 256 MB of 8 KB
/// buffers, the article's), under LRU and under clock-sweep.
pub const BUFFER_LRU: &str = "buffer_pool_lru_32k";
pub const BUFFER_CLOCK_SWEEP: &str = "buffer_pool_clock_sweep_32k";

/// Not ours: `std::collections::BTreeSet` inserting the same keys as
/// `insert_random_1m`. Random inserts wait on memory, and this says what the
/// machine allows an ordered structure; it is left out of the WASM/native
/// geometric mean.
pub const BASELINE_RANDOM: &str = "baseline_btreeset_random_1m";

fn full_scale(fillfactor: u32) -> u64 {
    let set = vec![("fillfactor".to_string(), fillfactor.to_string())];
    match catalog::open("fillfactor", &set) {
        Ok(mut sim) => {
            sim.run_to_end();
            sim.figures().number("table_rows").unwrap_or(0.0) as u64
        }
        Err(_) => 0,
    }
}

const INSERTS: u32 = 1_000_000;

/// The random kernel's keys: new rows for random instruments of the
/// 1 M-row table, at random dates past its history.
fn random_keys() -> impl Iterator<Item = u64> {
    let mut rng = Rng::new(3);
    (0..INSERTS).map(move |_| {
        pack(
            rng.below(1_000) as u32 + 1,
            2_000 + rng.below(1 << 20) as u32,
            rng.below(200) as u32 + 2,
        )
    })
}

/// Row-by-row inserts of 1 M keys into a 1 M-row table.
fn inserts(ascending: bool) -> u64 {
    let shape = TableShape::new(1_000_000, 1_000, 1, 0, 1);
    let mut tree = ClusteredTree::build(
        Box::new(shape),
        PageLayout::ase_data(2048, 132),
        PageLayout::ase_index(2048),
        100,
        SplitPolicy::Mid,
    );
    let mut quiet = Quiet;
    if ascending {
        // Past every existing key: appends at the end of the last leaf.
        for i in 0..INSERTS {
            tree.insert(pack(2_000, i + 1, 1), &mut quiet);
        }
    } else {
        for key in random_keys() {
            tree.insert(key, &mut quiet);
        }
    }
    // Units: rows inserted (not the table's size), so rows/s reads directly.
    std::hint::black_box(tree.rows());
    INSERTS as u64
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

pub fn run_kernel(name: &str) -> u64 {
    match name {
        FRAGMENTED_17M => grow("fragmented"),
        DEFRAGMENTED_17M => grow("defragmented"),
        BPE_FIVE_SETUPS => bpe_five_setups(),
        LATCH_INSERTS => latch_run("identity", 128),
        LATCH_SWEEP_IDENTITY => [1, 2, 4, 8, 16, 32, 64, 128]
            .iter()
            .map(|&t| latch_run("identity", t))
            .sum(),
        IDXBUILD_SWEEP => idxbuild_sweep(),
        BUFFER_LRU => pool_references(PolicyKind::Lru),
        BUFFER_CLOCK_SWEEP => pool_references(PolicyKind::ClockSweep),
        "fillfactor_full_scale" => full_scale(100),
        "fillfactor_sweep_51" => (50..=100).map(full_scale).sum(),
        "insert_ascending_1m" => inserts(true),
        "insert_random_1m" => inserts(false),
        BASELINE_RANDOM => {
            let shape = TableShape::new(1_000_000, 1_000, 1, 0, 1);
            let mut set: std::collections::BTreeSet<u64> =
                shape.keys_every(1).into_iter().collect();
            for key in random_keys() {
                set.insert(key);
            }
            std::hint::black_box(set.len());
            INSERTS as u64
        }
        _ => 0,
    }
}
