//! The bpe lesson's table as a benchmark kernel: the five setups at full
//! scale (1 M rows, eight runs of 10,000 updates each, the warm-up scans,
//! the steady state). Units: requests made.

use super::Bpe;
use crate::scenario::registry::{open_def, Kernel};
use crate::scenario::Scenario;

pub fn kernels() -> Vec<Kernel> {
    vec![Kernel {
        name: "bpe_five_setups",
        heavy: false,
        run: five_setups,
    }]
}

fn five_setups() -> u64 {
    super::entry::SETUPS
        .iter()
        .map(|setup| match open_def::<Bpe>(&[("setup", setup)]) {
            Some(mut sim) => {
                sim.run_to_end();
                std::hint::black_box(sim.figures().elapsed_s);
                sim.steps_done()
            }
            None => 0,
        })
        .sum()
}
