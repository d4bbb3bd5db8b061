//! Benchmark kernels shared by the native CLI (`pagelab bench`) and the
//! WASM build (`runBenchKernel`, with the `bench` feature), so the
//! WASM/native ratio compares the same work. Each returns the units of
//! work it did. The scenarios' kernels live in their folders
//! (`scenario/<name>/bench.rs`) and come here through the registry; this
//! module adds the one that is not ours.

#[cfg(feature = "insert_load")]
use crate::scenario::insert_load::bench::{million_rows, random_keys, INSERTS};
use crate::scenario::{registered_kernels, Kernel};

/// Not ours: `std::collections::BTreeSet` inserting the same keys as
/// `insert_random_1m`. Random inserts wait on memory, and this says what the
/// machine allows an ordered structure; it is left out of the WASM/native
/// geometric mean.
pub const BASELINE_RANDOM: &str = "baseline_btreeset_random_1m";

#[cfg(feature = "insert_load")]
fn baseline_random() -> u64 {
    let mut set: std::collections::BTreeSet<u64> =
        million_rows().keys_every(1).into_iter().collect();
    for key in random_keys() {
        set.insert(key);
    }
    std::hint::black_box(set.len());
    INSERTS as u64
}

/// Every kernel: the scenarios' in registry order, then the baseline.
pub fn kernels() -> Vec<Kernel> {
    #[allow(unused_mut)]
    let mut out = registered_kernels();
    // Its keys are the insert load's.
    #[cfg(feature = "insert_load")]
    out.push(Kernel {
        name: BASELINE_RANDOM,
        heavy: false,
        run: baseline_random,
    });
    out
}

/// Kernel names, in order.
pub fn names() -> Vec<&'static str> {
    kernels().iter().map(|k| k.name).collect()
}

/// Names of the kernels that take seconds (timed once after a warm-up).
pub fn heavy() -> Vec<&'static str> {
    kernels()
        .iter()
        .filter(|k| k.heavy)
        .map(|k| k.name)
        .collect()
}

/// Runs kernel `name`; 0 units for an unknown name.
pub fn run_kernel(name: &str) -> u64 {
    kernels()
        .iter()
        .find(|k| k.name == name)
        .map_or(0, |k| (k.run)())
}
