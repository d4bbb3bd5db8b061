//! The insert_load scenario's entry in the registry (`scenario::registry`): how
//! it is read and built, and the lessons that run it, with their presets
//! and step-view runs.

use super::params::Params;
use super::{article, InsertLoad};
use crate::scenario::lesson::{Lesson, Preset};
use crate::scenario::{Budget, ScenarioDef};

impl ScenarioDef for InsertLoad {
    type Params = Params;
    const ABOUT: &'static str = "Rows inserted into a clustered index or a heap, day by day.";

    fn budget(params: &Params) -> Budget {
        super::budget::of(params)
    }
    fn build(params: Params) -> Self {
        InsertLoad::new(params)
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
            id: "page_splits",
            title: "Page splits",
            summary: "A perfectly ordered table receives rows of a new date: each lands in the middle of the table, finds a full page, and the page splits. Mid-page split against split at the insertion point.",
            question: "Why does a perfectly ordered table split a page on almost every insert of a new day?",
            part: "Pages and splits",
            overview_step: 30,
            defaults: &[],
            step_preset: SMALL_TABLE,
            presets: page_splits_presets(),
            sweeps: Vec::new(),
            draft: false,
        },
        Lesson {
            id: "fillfactor",
            title: "Fillfactor",
            summary: "Build the index leaving room in every page and the day's inserts stop splitting: none at fillfactor 80, for about a quarter more space. More days eat the room and the splits come back.",
            question: "How much free room in each page stops the day's splits, and what does the room cost?",
            part: "Pages and splits",
            overview_step: 30,
            defaults: &[],
            step_preset: SMALL_TABLE,
            presets: Vec::new(),
            sweeps: Vec::new(),
            draft: false,
        },
        Lesson {
            id: "ascending_inserts",
            title: "Ascending inserts",
            summary: "Splitting at the insertion point (ascinserts) under four sort orders of the source, against a heap that just appends.",
            question: "Does splitting at the insertion point help when the rows come sorted another way?",
            part: "Pages and splits",
            overview_step: 30,
            defaults: &[("split_policy", "insertion_point"), ("source_order", "full_key")],
            step_preset: SMALL_TABLE,
            presets: Vec::new(),
            sweeps: Vec::new(),
            draft: false,
        },
        ]
    }
}

/// The small table the Sybase lessons step through: 6 instruments × 30
/// days × ~3 sources, three days of 16 rows.
const SMALL_TABLE: &[(&str, &str)] = &[("rows", "480"), ("inserted_rows", "16"), ("days", "3")];

/// The page-splits lesson's way to B-tree theory's best-known figure:
/// random inserts into an empty tree leave its leaves about ln 2 ≈ 69% full.
fn page_splits_presets() -> Vec<Preset> {
    vec![Preset {
        id: "empty_random",
        label: "From an empty table, random order",
        description: "20,000 rows in random order into an empty table: mid-page splits leave the pages about 69% full (ln 2), the classic result of B-tree theory.",
        params: vec![
            ("rows", "0"),
            ("inserted_rows", "20000"),
            ("source_order", "random"),
            // One day: the step view (three days unless told) then holds the 20,000 rows the preset names.
            ("days", "1"),
        ],
    }]
}

