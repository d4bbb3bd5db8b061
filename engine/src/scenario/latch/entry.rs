//! The latch scenario's entry in the registry (`scenario::registry`): how
//! it is read and built, and the lessons that run it, with their presets
//! and step-view runs.

use super::params::Params;
use super::{article, LatchSim};
use crate::scenario::lesson::{point_at, texts, Lesson, Preset, Sweep, SweepPoint};
use crate::scenario::{Budget, ScenarioDef};

impl ScenarioDef for LatchSim {
    type Params = Params;
    const ABOUT: &'static str = "Sessions on cores inserting into one table, each holding its leaf's page latch (last-page insert contention).";

    fn budget(params: &Params) -> Budget {
        super::budget::of(params)
    }
    fn build(params: Params) -> Self {
        LatchSim::new(params)
    }
    #[cfg(any(not(target_arch = "wasm32"), feature = "bench"))]
    fn kernels() -> Vec<crate::scenario::Kernel> {
        super::bench::kernels()
    }
    fn article() -> crate::scenario::article::Article {
        article::article()
    }
    fn verdict(sweep: &str, points: &[SweepPoint]) -> Option<bool> {
        match sweep {
            "threads" => orders_as_article(points),
            _ => None,
        }
    }
    fn lessons() -> Vec<Lesson> {
        vec![
        Lesson {
            id: "latch",
            title: "Last-page insert contention",
            summary: "Sessions insert rows into a table clustered on an identity: every insert wants the last page's latch, one at a time. With more sessions than cores the latch is handed to a session that must first wait for its core, and the more threads, the fewer rows a second. Random keys, cached sequence ranges and partitions spread the inserts; OPTIMIZE_FOR_SEQUENTIAL_KEY only softens the fall.",
            question: "Why do more sessions insert fewer rows a second into a table keyed on an identity?",
            part: "Latches and the rebuild",
            overview_step: 40,
            defaults: &[],
            step_preset: LATCH_STEP,
            presets: latch_presets(),
            sweeps: vec![threads_sweep()],
            draft: false,
        },
        ]
    }
}

/// The step view's small run: 64 sessions on four cores insert 400 rows
/// (about seven pages). With fewer sessions than it takes to keep the
/// cores busy (six on two) almost nobody waits and no queue forms; here
/// every insert waits on the last page and grants go to parked sessions
/// that must first get their core back: the convoy, on the stage.
const LATCH_STEP: &[(&str, &str)] = &[("threads", "64"), ("cores", "4"), ("rows", "400")];

/// The latch lesson's remedies, at the article's 128 threads.
fn latch_presets() -> Vec<Preset> {
    vec![
        Preset {
            id: "identity_128",
            label: "Identity, 128 threads",
            description: "The article's worst case: 128 sessions queue for the last page, and a session granted the latch waits for its core.",
            params: vec![("strategy", "identity"), ("threads", "128")],
        },
        Preset {
            id: "guid_128",
            label: "GUID, 128 threads",
            description: "Random keys spread the inserts over every leaf: no queue, but mid-page splits and emptier pages.",
            params: vec![("strategy", "guid"), ("threads", "128")],
        },
        Preset {
            id: "hash_partitions_128",
            label: "8 hash partitions, 128 threads",
            description: "Eight partitions on id modulo 8: eight last pages, eight shorter queues.",
            params: vec![("strategy", "hash_partitions"), ("threads", "128")],
        },
    ]
}


/// The thread counts the chart (and the bench's identity sweep) runs.
pub const THREADS: [u32; 8] = [1, 2, 4, 8, 16, 32, 64, 128];
/// The article's four strategies, in its table's order.
pub const ARTICLE_STRATEGIES: [&str; 4] = ["identity", "sequential_key", "guid", "sequence_ranges"];

/// Rows a second against threads, a line a strategy (the page adds the
/// chosen strategy when it is not one of the article's).
fn threads_sweep() -> Sweep {
    Sweep {
        id: "threads",
        x: "threads",
        xs: texts(THREADS),
        line: "strategy",
        lines: texts(ARTICLE_STRATEGIES),
        figure: "rows_per_sec",
        claim: Some("at 128 threads, sequence ranges and GUID above OPTIMIZE_FOR_SEQUENTIAL_KEY, above identity"),
    }
}

/// The article's order at 128 threads: sequence ranges and GUID above
/// OPTIMIZE_FOR_SEQUENTIAL_KEY, above identity.
fn orders_as_article(points: &[SweepPoint]) -> Option<bool> {
    let at = |s: &str| point_at(points, s, "128");
    let (id, sk, guid, seq) = (at("identity")?, at("sequential_key")?, at("guid")?, at("sequence_ranges")?);
    Some(guid.min(seq) > sk && sk > id)
}
