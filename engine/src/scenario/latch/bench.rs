//! The latch lesson's benchmark kernels: 2 M simulated inserts (identity,
//! 128 threads, real pages and splits), and the identity chart's 8 thread
//! counts from 1 to 128, 2 M rows each. Units: inserts simulated.

use super::LatchSim;
use crate::scenario::registry::{open_def, Kernel};
use crate::scenario::Scenario;

pub fn kernels() -> Vec<Kernel> {
    vec![
        Kernel {
            name: "latch_inserts",
            heavy: false,
            run: || run("identity", 128),
        },
        Kernel {
            name: "latch_sweep_identity",
            heavy: true,
            run: || {
                // The chart's thread counts (`entry::THREADS`).
                super::entry::THREADS
                    .iter()
                    .map(|&t| run("identity", t))
                    .sum()
            },
        },
    ]
}

fn run(strategy: &str, threads: u32) -> u64 {
    let threads = threads.to_string();
    match open_def::<LatchSim>(&[("strategy", strategy), ("threads", &threads)]) {
        Some(mut sim) => {
            sim.run_to_end();
            std::hint::black_box(sim.figures().rows_per_sec);
            sim.steps_done()
        }
        None => 0,
    }
}
