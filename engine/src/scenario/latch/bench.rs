//! The latch lesson's benchmark kernels: 2 M simulated inserts (identity,
//! 128 threads, real pages and splits: the lesson's full run), and the
//! threads chart's 32 points as the page runs them (the article's four
//! strategies at 8 thread counts from 1 to 128, `article::ROWS` rows
//! each). Units: inserts simulated.

use super::LatchSim;
use crate::scenario::registry::{open_def, Kernel};
use crate::scenario::Scenario;

pub fn kernels() -> Vec<Kernel> {
    vec![
        Kernel {
            name: "latch_inserts",
            heavy: false,
            run: || run("identity", 128, None),
        },
        Kernel {
            // Until 2026-11-28 identity alone at 2 M rows a point, which
            // the chart stopped running on 2026-11-27 (a point inserts
            // 200,000 rows): the kernel measures what the page computes.
            name: "latch_sweep_chart",
            heavy: true,
            run: || {
                super::entry::ARTICLE_STRATEGIES
                    .iter()
                    .flat_map(|&s| super::entry::THREADS.iter().map(move |&t| (s, t)))
                    .map(|(s, t)| run(s, t, Some(super::article::ROWS)))
                    .sum()
            },
        },
    ]
}

fn run(strategy: &str, threads: u32, rows: Option<&str>) -> u64 {
    let threads = threads.to_string();
    let mut values = vec![("strategy", strategy), ("threads", threads.as_str())];
    if let Some(rows) = rows {
        values.push(("rows", rows));
    }
    match open_def::<LatchSim>(&values) {
        Some(mut sim) => {
            sim.run_to_end();
            std::hint::black_box(sim.figures().rows_per_sec);
            sim.steps_done()
        }
        None => 0,
    }
}
