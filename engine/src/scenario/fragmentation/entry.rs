//! The fragmentation scenario's entry in the registry (`scenario::registry`): how
//! it is read and built, and the lessons that run it, with their presets
//! and step-view runs.

use super::params::Params;
use super::{article, Fragmentation};
use crate::scenario::lesson::Lesson;
use crate::scenario::{Budget, ScenarioDef};

impl ScenarioDef for Fragmentation {
    type Params = Params;
    const ABOUT: &'static str = "A growing table under ten sessions' mixed load, through the pool, the file cache and the disks.";

    fn budget(params: &Params) -> Budget {
        super::budget::of(params)
    }
    fn build(params: Params) -> Self {
        Fragmentation::new(params)
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
            id: "fragmentation",
            title: "Fragmentation",
            summary: "A payments table grows for a week under ten sessions: with each customer's rows scattered, a pool of N pages holds N useful records, and past the size of RAM a customer's statement reads a page and waits for a seek per row. Against an archive sorted by customer.",
            question: "Why does a table that outgrows memory slow down when each customer's rows are scattered?",
            part: "The buffer pool",
            overview_step: 40,
            defaults: &[],
            step_preset: FRAGMENTATION_STEP,
            presets: Vec::new(),
            sweeps: Vec::new(),
            draft: false,
        },
        ]
    }
}

/// The step view's small database: 20,000 rows of 200 customers archived
/// in batches of 2,200 (a customer's ~11 rows of a batch on one page), the
/// last 2,000 rows "the last hour", a pool of 128 pages (1 MB) and a file
/// cache of 128 more; the ten sessions run the mix all along.
const FRAGMENTATION_STEP: &[(&str, &str)] = &[
    ("rows", "24000"),
    ("start_rows", "20000"),
    ("every", "0"),
    ("window", "200"),
    ("customers", "200"),
    ("archive_rows", "2200"),
    ("hour_rows", "2000"),
    ("shared_buffers_mb", "1"),
    ("file_cache_mb", "1"),
];

