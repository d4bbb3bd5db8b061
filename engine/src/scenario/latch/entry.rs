//! The latch scenario's entry in the registry (`scenario::registry`): how
//! it is read and built, and the lessons that run it, with their presets
//! and step-view runs.

use super::params::{self, Params};
use super::{article, LatchSim};
use crate::scenario::lesson::{Lesson, Preset};
use crate::scenario::params::{ParamError, ParamSpec};
use crate::scenario::{Budget, ScenarioDef};

impl ScenarioDef for LatchSim {
    type Params = Params;
    const ABOUT: &'static str = "Sessions on cores inserting into one table, each holding its leaf's page latch (last-page insert contention).";

    fn specs() -> Vec<ParamSpec> {
        params::specs()
    }
    fn parse(specs: &[ParamSpec], values: &[(String, String)]) -> Result<Params, Vec<ParamError>> {
        params::parse(specs, values)
    }
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
    fn lessons() -> Vec<Lesson> {
        vec![
        Lesson {
            id: "latch",
            title: "Last-page insert contention",
            summary: "Sessions insert rows into a table clustered on an identity: every insert wants the last page's latch, one at a time. With more sessions than cores the latch is handed to a session that must first wait for its core, and the more threads, the fewer rows a second. Random keys, cached sequence ranges and partitions spread the inserts; OPTIMIZE_FOR_SEQUENTIAL_KEY only softens the fall.",
            defaults: &[],
            step_preset: LATCH_STEP,
            presets: latch_presets(),
            article: article::article(),
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

