//! The lessons: the catalogue the site and the CLI read, gathered from the
//! scenarios' own declarations (`ScenarioDef::lessons`, in each scenario's
//! `entry.rs`, listed by the registry), and the fidelity runner over their
//! articles. Adding a lesson is one entry in its scenario's `entry.rs`.
//!
//! A lesson marked `draft` is one whose web folder does not exist yet: the
//! site's catalogue (`lessons()`, WASM `lessons()`) leaves it out, while
//! `find`, `open`, `validate`, the CLI's `run` and `fidelity` (and
//! `all_lessons()`, which `pagelab lessons` lists, marking it "(draft)")
//! include it, so its engine side is tested before the site shows it.
//!
//! ```text
//!   scenario registry ──▶ (ScenarioKind, Lesson) ──▶ LessonInfo (the UI's
//!      │                      catalogue, `pagelab lessons --json`)
//!      │                          └─ params (the scenario's specs, the
//!      │                             lesson's defaults)
//!      └──▶ open(lesson, values) ──▶ ScenarioKind::open ──▶ AnyScenario
//! ```

pub mod fidelity;

use std::collections::BTreeMap;

use serde::Serialize;

pub use crate::scenario::article;
use crate::scenario::article::Article;
use crate::scenario::lesson::Lesson;
pub use crate::scenario::lesson::{Preset, Sweep, SweepPoint};
use crate::scenario::params::{ParamError, ParamSpec};
pub use crate::scenario::Budget;
use crate::scenario::{registered_lessons, AnyScenario, ScenarioKind};

/// One lesson as the UI and the CLI see it.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(hashmap_as_object))]
pub struct LessonInfo {
    pub id: &'static str,
    pub title: &'static str,
    pub summary: &'static str,
    /// The question it answers, its part of the suggested path, and the
    /// step the overview's picture shows (`Lesson`'s).
    pub question: &'static str,
    pub part: &'static str,
    pub overview_step: u32,
    pub scenario: ScenarioKind,
    /// The scenario's parameters with this lesson's defaults.
    pub params: Vec<ParamSpec>,
    /// Overrides for the step-by-step view's small table.
    pub step_preset: BTreeMap<String, String>,
    pub presets: Vec<Preset>,
    /// The article, with the cases this lesson shows.
    pub article: Article,
    /// Its charts' sweeps: the points they run and what the engine judges.
    pub sweeps: Vec<Sweep>,
    /// Not on the site yet (see the module's doc); never serialised.
    #[serde(skip)]
    pub draft: bool,
}

/// The scenario's parameters with a lesson's defaults.
fn params_of(scenario: ScenarioKind, lesson: &Lesson) -> Vec<ParamSpec> {
    let mut params = scenario.specs();
    for (name, value) in lesson.defaults {
        if let Some(s) = params.iter_mut().find(|s| s.name == *name) {
            s.default = value.to_string();
        }
    }
    params
}

fn info(scenario: ScenarioKind, lesson: Lesson) -> LessonInfo {
    let params = params_of(scenario, &lesson);
    let mut article = scenario.article();
    article.cases.retain(|c| c.lessons.contains(&lesson.id));
    LessonInfo {
        id: lesson.id,
        title: lesson.title,
        summary: lesson.summary,
        question: lesson.question,
        part: lesson.part,
        overview_step: lesson.overview_step,
        scenario,
        params,
        // Inserted one by one: `collect()` into a map sorts its pairs
        // first (a copy of the sort in the WASM).
        step_preset: {
            let mut map = BTreeMap::new();
            for (a, b) in lesson.step_preset {
                map.insert(a.to_string(), b.to_string());
            }
            map
        },
        presets: lesson.presets,
        article,
        sweeps: lesson.sweeps,
        draft: lesson.draft,
    }
}

/// The site's catalogue: every lesson but the drafts.
pub fn lessons() -> Vec<LessonInfo> {
    all_lessons().into_iter().filter(|l| !l.draft).collect()
}

/// Every lesson, drafts included (`pagelab lessons`).
pub fn all_lessons() -> Vec<LessonInfo> {
    registered_lessons()
        .into_iter()
        .map(|(kind, l)| info(kind, l))
        .collect()
}

/// Lesson `id` as its scenario declares it (drafts included): the one
/// lookup `find`, `find_outline` and `find_to_run` dress.
fn registered(id: &str) -> Option<(ScenarioKind, Lesson)> {
    registered_lessons().into_iter().find(|(_, l)| l.id == id)
}

pub fn find(id: &str) -> Option<LessonInfo> {
    registered(id).map(|(kind, l)| info(kind, l))
}

/// A lesson as an experiment script reads it: its parameters with the
/// lesson's defaults and its presets. No article, no sweeps, no text:
/// the script tool's engine compiles scripts and would otherwise carry
/// every article's tables and quotes (~17 KB of code) for nothing.
#[derive(Debug, Clone)]
pub struct LessonOutline {
    pub id: &'static str,
    pub params: Vec<ParamSpec>,
    pub presets: Vec<Preset>,
    pub draft: bool,
}

fn outline(kind: ScenarioKind, l: Lesson) -> LessonOutline {
    LessonOutline {
        id: l.id,
        params: params_of(kind, &l),
        presets: l.presets,
        draft: l.draft,
    }
}

/// The site's lessons (no drafts) in outline.
pub fn outlines() -> Vec<LessonOutline> {
    all_outlines().into_iter().filter(|l| !l.draft).collect()
}

/// Every lesson in outline, drafts included.
pub fn all_outlines() -> Vec<LessonOutline> {
    registered_lessons()
        .into_iter()
        .map(|(kind, l)| outline(kind, l))
        .collect()
}

/// Lesson `id` in outline (drafts included, as `find`).
pub fn find_outline(id: &str) -> Option<LessonOutline> {
    registered(id).map(|(kind, l)| outline(kind, l))
}

/// A lesson as running, checking and judging it need it: its scenario,
/// its parameters and the lesson (whose article is not built).
fn find_to_run(id: &str) -> Option<(ScenarioKind, Vec<ParamSpec>, Lesson)> {
    registered(id).map(|(kind, l)| (kind, params_of(kind, &l), l))
}

fn unknown_lesson(id: &str) -> Vec<ParamError> {
    let known: Vec<&str> = registered_lessons().iter().map(|(_, l)| l.id).collect();
    vec![ParamError::new(
        "lesson",
        format!(
            "unknown lesson {}; known: {}",
            crate::scenario::params::quote(id),
            known.join(", ")
        ),
    )]
}

/// Validation errors for `values` in lesson `id` (empty when valid).
pub fn validate(id: &str, values: &[(String, String)]) -> Vec<ParamError> {
    match find_to_run(id) {
        Some((kind, params, _)) => kind.validate(&params, values),
        None => unknown_lesson(id),
    }
}

/// The budget of `values` in lesson `id`, within pagelab's limits or not
/// (`validate` refuses what is over; errors here: the values are wrong).
pub fn estimate(id: &str, values: &[(String, String)]) -> Result<Budget, Vec<ParamError>> {
    let (kind, params, _) = find_to_run(id).ok_or_else(|| unknown_lesson(id))?;
    kind.estimate(&params, values)
}

/// Builds the simulation for lesson `id` with `values` over its defaults.
pub fn open(id: &str, values: &[(String, String)]) -> Result<AnyScenario, Vec<ParamError>> {
    let (kind, params, _) = find_to_run(id).ok_or_else(|| unknown_lesson(id))?;
    kind.open(&params, values)
}

/// The engine's verdict on a chart's points (`Sweep::verdict`): `None`
/// for an unknown lesson or sweep, a sweep without one, or while a point
/// it needs is missing.
pub fn verdict(lesson: &str, sweep: &str, points: &[SweepPoint]) -> Option<bool> {
    let (kind, _, l) = find_to_run(lesson)?;
    l.sweeps.iter().find(|s| s.id == sweep)?.claim?;
    kind.verdict(sweep, points)
}

/// Every article the lessons use, once each (the fidelity runner's list).
pub fn articles() -> Vec<Article> {
    let mut out: Vec<Article> = Vec::new();
    for (kind, _) in registered_lessons() {
        let article = kind.article();
        if !out.iter().any(|o| o.id == article.id) {
            out.push(article);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pairs(p: &[(&str, &str)]) -> Vec<(String, String)> {
        p.iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    #[test]
    fn drafts_are_found_but_not_listed() {
        // No lesson is a draft today; the rule still holds for the next one.
        assert!(lessons().iter().all(|l| !l.draft));
        let drafts: Vec<_> = all_lessons().into_iter().filter(|l| l.draft).collect();
        assert_eq!(lessons().len() + drafts.len(), all_lessons().len());
        for d in drafts {
            assert!(find(d.id).is_some());
            assert!(validate(d.id, &[]).is_empty());
        }
        assert!(lessons().iter().any(|l| l.id == "latch"));
        assert!(articles().iter().any(|a| a.id == "sqlserver_latch"));
    }

    #[test]
    fn every_case_and_preset_has_valid_parameters() {
        for l in all_lessons() {
            assert!(validate(l.id, &[]).is_empty(), "{} defaults", l.id);
            assert!(
                validate(
                    l.id,
                    &pairs(
                        &l.step_preset
                            .iter()
                            .map(|(a, b)| (a.as_str(), b.as_str()))
                            .collect::<Vec<_>>()
                    )
                )
                .is_empty(),
                "{} step preset",
                l.id
            );
            for c in &l.article.cases {
                assert!(
                    validate(l.id, &pairs(&c.params)).is_empty(),
                    "{} in {}",
                    c.id,
                    l.id
                );
            }
            for p in &l.presets {
                assert!(
                    validate(l.id, &pairs(&p.params)).is_empty(),
                    "{} in {}",
                    p.id,
                    l.id
                );
            }
        }
        for a in articles() {
            for c in &a.cases {
                assert!(!c.lessons.is_empty(), "{}", c.id);
                assert!(c.lessons.iter().all(|l| find(l).is_some()), "{}", c.id);
                for f in &c.figures {
                    assert!(
                        a.columns.iter().any(|col| col.figure == f.figure),
                        "{} {}",
                        c.id,
                        f.figure
                    );
                }
            }
        }
    }

    #[test]
    fn sweeps_are_judged_by_the_engine() {
        let pt = |line: &str, x: &str, y: f64| SweepPoint {
            line: line.into(),
            x: x.into(),
            y,
        };
        let at128 = |id: f64, sk: f64, guid: f64, seq: f64| {
            vec![
                pt("identity", "128", id),
                pt("sequential_key", "128", sk),
                pt("guid", "128", guid),
                pt("sequence_ranges", "128", seq),
            ]
        };
        assert_eq!(
            verdict("latch", "threads", &at128(1.0, 2.0, 3.0, 4.0)),
            Some(true)
        );
        assert_eq!(
            verdict("latch", "threads", &at128(2.0, 1.0, 3.0, 4.0)),
            Some(false)
        );
        assert_eq!(
            verdict("latch", "threads", &at128(1.0, 2.0, 3.0, 4.0)[..3]),
            None
        );
        let runs = |ys: &[f64]| -> Vec<SweepPoint> {
            ys.iter()
                .enumerate()
                .map(|(i, &y)| pt("", &(i + 1).to_string(), y))
                .collect()
        };
        assert_eq!(verdict("bpe", "wash", &runs(&[5.0, 9.0, 7.0])), Some(true));
        assert_eq!(verdict("bpe", "wash", &runs(&[5.0, 4.0, 7.0])), Some(false));
        assert_eq!(verdict("bpe", "wash", &runs(&[5.0])), None);
        assert_eq!(verdict("idxbuild", "threads", &runs(&[5.0, 4.0])), None);
        let setups = ["in_memory", "ssd_cold", "bpe", "limited_memory", "cold_hdd"];
        let ranked: Vec<SweepPoint> = setups
            .iter()
            .zip([1.0, 2.0, 3.0, 4.0, 4.0])
            .map(|(s, y)| pt("", s, y))
            .collect();
        assert_eq!(verdict("bpe", "setups", &ranked), Some(true));
        // Every sweep's values are valid parameters of its lesson.
        for l in all_lessons() {
            for s in &l.sweeps {
                for x in &s.xs {
                    let mut v = vec![(s.x.to_string(), x.clone())];
                    if let Some(line) = s.lines.first() {
                        v.push((s.line.to_string(), line.clone()));
                    }
                    assert!(validate(l.id, &v).is_empty(), "{} {} {v:?}", l.id, s.id);
                }
            }
        }
    }

    #[test]
    fn unknown_lessons_are_named() {
        let e = validate("nope", &[]);
        assert_eq!(e[0].param, "lesson");
        assert!(e[0].message.contains("page_splits"));
    }
}
