//! The fragmentation lesson's full run as benchmark kernels: each database
//! grown to 17 M rows under the mix, with its measurement windows. Units:
//! requests made.

use super::Fragmentation;
use crate::scenario::registry::{open_def, Kernel};
use crate::scenario::Scenario;

pub fn kernels() -> Vec<Kernel> {
    vec![
        Kernel {
            name: "fragmentation_fragmented_17m",
            heavy: true,
            run: || grow("fragmented"),
        },
        Kernel {
            name: "fragmentation_defragmented_17m",
            heavy: true,
            run: || grow("defragmented"),
        },
    ]
}

fn grow(layout: &str) -> u64 {
    // 17 M rows for both layouts, as these kernels have always measured
    // (the lesson's default, rows 0, stops the fragmented table at 11 M).
    match open_def::<Fragmentation>(&[("layout", layout), ("rows", "17000000")]) {
        Some(mut sim) => {
            sim.run_to_end();
            sim.steps_done()
        }
        None => 0,
    }
}
