//! A lesson as its scenario declares it (`ScenarioDef::lessons`): which
//! defaults it changes, which small run its step view uses, which named
//! parameter sets it offers, and the article it sets itself against. The
//! catalogue (`catalog`) lists them and opens them.

use serde::Serialize;

use super::article::Article;

/// A named set of parameters a lesson offers ("start from an empty table").
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify))]
pub struct Preset {
    pub id: &'static str,
    pub label: &'static str,
    pub description: &'static str,
    pub params: Vec<(&'static str, &'static str)>,
}

/// One lesson, declared in its scenario's folder.
pub struct Lesson {
    pub id: &'static str,
    pub title: &'static str,
    pub summary: &'static str,
    /// Defaults that differ from the scenario's.
    pub defaults: &'static [(&'static str, &'static str)],
    /// Overrides for the step-by-step view's small run.
    pub step_preset: &'static [(&'static str, &'static str)],
    pub presets: Vec<Preset>,
    /// The article, all its cases (the catalogue keeps this lesson's).
    pub article: Article,
    /// Engine only: the site does not list it yet (`catalog`'s doc).
    pub draft: bool,
}
