//! Benchmark kernels shared by the native CLI (`pagelab bench`) and the
//! WASM build (`runBenchKernel`), so the WASM/native ratio compares the
//! same work. Each returns the units of work it did (rows).

use crate::keys::{pack, TableShape};
use crate::layout::PageLayout;
use crate::lessons;
use crate::rng::Rng;
use crate::split::SplitPolicy;
use crate::tree::{ClusteredTree, NoEvents};

pub const KERNELS: [&str; 4] = [
    "fillfactor_full_scale",
    "fillfactor_sweep_51",
    "insert_ascending_1m",
    "insert_random_1m",
];

fn full_scale(fillfactor: u32) -> u64 {
    let set = vec![("fillfactor".to_string(), fillfactor.to_string())];
    match lessons::open("fillfactor", &set) {
        Ok(mut sim) => {
            sim.run_to_end();
            let f = sim.figures();
            f.table_rows
        }
        Err(_) => 0,
    }
}

fn layouts() -> (PageLayout, PageLayout) {
    let data = PageLayout {
        page_size: 2048,
        header_bytes: 32,
        slot_bytes: 2,
        row_bytes: 132,
    };
    (
        data,
        PageLayout {
            row_bytes: 21,
            ..data
        },
    )
}

/// Row-by-row inserts of 1 M keys into a 1 M-row table.
fn inserts(ascending: bool) -> u64 {
    let (data, index) = layouts();
    let shape = TableShape::new(1_000_000, 1_000, 1, 0, 1);
    let mut tree = ClusteredTree::build(shape, data, index, 100, SplitPolicy::Mid);
    let mut rng = Rng::new(3);
    let mut sink = NoEvents;
    let n = 1_000_000u32;
    for i in 0..n {
        let key = if ascending {
            // Past every existing key: appends at the end of the last leaf.
            pack(2_000, i + 1, 1)
        } else {
            pack(
                rng.below(1_000) as u32 + 1,
                2_000 + rng.below(1 << 20) as u32,
                rng.below(200) as u32 + 2,
            )
        };
        tree.insert(key, &mut sink);
    }
    // Units: rows inserted (not the table's size), so rows/s reads directly.
    std::hint::black_box(tree.rows());
    n as u64
}

pub fn run_kernel(name: &str) -> u64 {
    match name {
        "fillfactor_full_scale" => full_scale(100),
        "fillfactor_sweep_51" => (50..=100).map(full_scale).sum(),
        "insert_ascending_1m" => inserts(true),
        "insert_random_1m" => inserts(false),
        _ => 0,
    }
}
