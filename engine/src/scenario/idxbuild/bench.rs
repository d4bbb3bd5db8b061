//! The index rebuild's chart at full scale as a benchmark kernel: the
//! 4.2 GB database rebuilt with 1 to 16 threads on 1 to 8 sort devices
//! (128 rebuilds). Units: rebuilds simulated.

use super::IdxBuild;
use crate::scenario::registry::{open_def, Kernel};
use crate::scenario::Scenario;

pub fn kernels() -> Vec<Kernel> {
    vec![Kernel {
        name: "idxbuild_sweep_128",
        heavy: false,
        run: sweep,
    }]
}

fn sweep() -> u64 {
    let mut runs = 0;
    for threads in super::entry::THREADS {
        for devices in 1..=8u32 {
            let (t, d) = (threads.to_string(), devices.to_string());
            if let Some(mut sim) = open_def::<IdxBuild>(&[("threads", &t), ("devices", &d)]) {
                sim.run_to_end();
                std::hint::black_box(sim.steps_done());
                runs += 1;
            }
        }
    }
    runs
}
