//! A lesson as its scenario declares it (`ScenarioDef::lessons`): which
//! defaults it changes, which small run its step view uses, which named
//! parameter sets it offers. The article it sets itself against is its
//! scenario's (`ScenarioDef::article`). The catalogue (`catalog`) lists
//! them and opens them.

use serde::Serialize;

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
    /// The question the lesson answers, as the overview asks it.
    pub question: &'static str,
    /// The part of the suggested path it belongs to (the overview's
    /// headings, in the catalogue's order: pages, the pool, latches).
    pub part: &'static str,
    /// The step the overview's small picture shows: a telling moment of
    /// the step view.
    pub overview_step: u32,
    /// Defaults that differ from the scenario's.
    pub defaults: &'static [(&'static str, &'static str)],
    /// Overrides for the step-by-step view's small run.
    pub step_preset: &'static [(&'static str, &'static str)],
    pub presets: Vec<Preset>,
    /// Its charts' sweeps.
    pub sweeps: Vec<Sweep>,
    /// Engine only: the site does not list it yet (`catalog`'s doc).
    pub draft: bool,
}

/// A chart of full-scale runs, as its lesson declares it: one run per
/// point, a line for each value of one parameter, the x axis another's
/// values. The engine declares the points, so the page and the bench
/// sweep the same values, and judges the runs against the article
/// (`ScenarioDef::verdict`, by the sweep's id: a function pointer here
/// would keep every judge in every engine that lists the lessons), so the
/// page never re-derives a verdict from figures.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify))]
pub struct Sweep {
    pub id: &'static str,
    /// The parameter along the x axis, and its values in order.
    pub x: &'static str,
    pub xs: Vec<String>,
    /// The parameter each line sets (`""`: one line), and its values.
    pub line: &'static str,
    pub lines: Vec<String>,
    /// The figure a point shows.
    pub figure: &'static str,
    /// What the verdict checks, in words (`null`: no verdict).
    #[cfg_attr(target_arch = "wasm32", tsify(type = "string | null"))]
    pub claim: Option<&'static str>,
}

/// One point run: its line's value, its x value (as the sweep names them)
/// and the figure it shows.
#[derive(Debug, Clone, PartialEq)]
pub struct SweepPoint {
    pub line: String,
    pub x: String,
    pub y: f64,
}

/// The figure of the point at (`line`, `x`), if it is in.
pub fn point_at(points: &[SweepPoint], line: &str, x: &str) -> Option<f64> {
    points
        .iter()
        .find(|p| p.line == line && p.x == x)
        .map(|p| p.y)
        .filter(|y| y.is_finite())
}

/// `values` as the strings a sweep names them by.
pub fn texts<T: ToString>(values: impl IntoIterator<Item = T>) -> Vec<String> {
    values.into_iter().map(|v| v.to_string()).collect()
}
