//! The lessons: which parameters each one shows, with what defaults, and
//! the small table its step-by-step view uses.
//!
//! Defaults reproduce the article's full-scale setup (4.5 M rows, 10,000
//! inserted rows, 2 KB pages, 3 nonclustered indexes). The step preset is a
//! table small enough to watch: 6 instruments × 30 days × ~3 sources.

use serde::Serialize;

use crate::params::{self, ParamError, ParamSpec};
use crate::sim::Sim;

#[derive(Debug, Clone, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(hashmap_as_object))]
pub struct LessonInfo {
    pub id: &'static str,
    pub title: &'static str,
    pub summary: &'static str,
    pub params: Vec<ParamSpec>,
    /// The article's measured cases this lesson compares itself with.
    pub cases: Vec<crate::article::ArticleCase>,
    /// The article server's own sp_sysmon figures, printed beside ours.
    pub article_sysmon: crate::article::ArticleSysmon,
    /// Overrides for the step-by-step view's small table.
    pub step_preset: std::collections::BTreeMap<String, String>,
}

const STEP_PRESET: [(&str, &str); 3] = [("rows", "480"), ("inserted_rows", "16"), ("days", "3")];

fn lesson(
    id: &'static str,
    title: &'static str,
    summary: &'static str,
    overrides: &[(&str, &str)],
) -> LessonInfo {
    let mut specs = params::specs();
    for (name, value) in overrides {
        if let Some(s) = specs.iter_mut().find(|s| s.name == *name) {
            s.default = value.to_string();
        }
    }
    LessonInfo {
        id,
        title,
        summary,
        params: specs,
        cases: crate::article::cases_of(id),
        article_sysmon: crate::article::sysmon(),
        step_preset: STEP_PRESET
            .iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect(),
    }
}

pub fn lessons() -> Vec<LessonInfo> {
    vec![
        lesson(
            "page_splits",
            "Page splits",
            "A perfectly ordered table receives rows of a new date: each lands in the middle of the table, finds a full page, and the page splits. Mid-page split against split at the insertion point.",
            &[],
        ),
        lesson(
            "fillfactor",
            "Fillfactor",
            "Build the index leaving room in every page and the day's inserts stop splitting: none at fillfactor 80, for about a quarter more space. More days eat the room and the splits come back.",
            &[],
        ),
        lesson(
            "ascending_inserts",
            "Ascending inserts",
            "Splitting at the insertion point (ascinserts) under four sort orders of the source, against a heap that just appends.",
            &[("split_policy", "insertion_point"), ("source_order", "full_key")],
        ),
    ]
}

pub fn find(id: &str) -> Option<LessonInfo> {
    lessons().into_iter().find(|l| l.id == id)
}

fn unknown_lesson(id: &str) -> Vec<ParamError> {
    vec![ParamError {
        param: "lesson".into(),
        message: format!(
            "unknown lesson '{id}'; known: {}",
            lessons()
                .iter()
                .map(|l| l.id)
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }]
}

/// Validates `values` for lesson `id`.
pub fn validate(id: &str, values: &[(String, String)]) -> Result<params::Params, Vec<ParamError>> {
    let lesson = find(id).ok_or_else(|| unknown_lesson(id))?;
    params::parse(&lesson.params, values)
}

/// Builds the simulation for lesson `id` with `values` over its defaults.
pub fn open(id: &str, values: &[(String, String)]) -> Result<Sim, Vec<ParamError>> {
    validate(id, values).map(Sim::new)
}
