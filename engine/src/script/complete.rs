//! Words to complete where the cursor stands in a script (the page's
//! editor): a statement at a line's start, a lesson after `lesson`, the
//! lesson's parameters after `set` or `compare`, its presets after
//! `preset`, a parameter's choices after its name.

use super::parse::{work_keywords, KEYWORDS};
use crate::catalog;
use crate::choice::Choice;
use crate::workload::plan::SELECTS;
use crate::workload::statements::SourceOrder;

/// Completions of the word that ends at `column` (1-based, in
/// characters) of line `line` (1-based): the words that start with what
/// is typed there, in the catalogue's order.
pub fn completions(text: &str, line: usize, column: usize) -> Vec<String> {
    let Some(current) = text.lines().nth(line.saturating_sub(1)).or(Some("")) else {
        return Vec::new();
    };
    let before: String = current.chars().take(column.saturating_sub(1)).collect();
    if before.contains('#') {
        return Vec::new();
    }
    let mut words: Vec<&str> = before.split_whitespace().collect();
    let typing = if before.ends_with(char::is_whitespace) || before.is_empty() {
        ""
    } else {
        words.pop().unwrap_or("")
    };
    let lesson = text.lines().find_map(|l| {
        let mut w = l.split('#').next().unwrap_or("").split_whitespace();
        match (w.next(), w.next()) {
            (Some(k), Some(id)) if k.eq_ignore_ascii_case("lesson") => catalog::find_outline(id),
            _ => None,
        }
    });
    let param_names = || -> Vec<String> {
        lesson
            .as_ref()
            .map(|l| l.params.iter().map(|p| p.name.to_string()).collect())
            .unwrap_or_default()
    };
    // A lesson whose scenario takes a workload of statements completes them.
    let takes_work = lesson
        .as_ref()
        .is_some_and(|l| l.params.iter().any(|p| p.name == "statements"));
    let lower: Vec<String> = words.iter().map(|w| w.to_ascii_lowercase()).collect();
    let lower: Vec<&str> = lower.iter().map(String::as_str).collect();
    let candidates: Vec<String> = match lower.as_slice() {
        [] => KEYWORDS
            .iter()
            .copied()
            .chain(work_keywords().filter(|_| takes_work))
            .map(|k| k.to_string())
            .chain(param_names())
            .collect(),
        ["select"] if takes_work => SELECTS.iter().map(|s| s.to_string()).collect(),
        ["insert", _] if takes_work => SourceOrder::NAMES.iter().map(|s| s.to_string()).collect(),
        [k] if k.eq_ignore_ascii_case("lesson") => catalog::outlines()
            .iter()
            .map(|l| l.id.to_string())
            .collect(),
        [k] if k.eq_ignore_ascii_case("set") || k.eq_ignore_ascii_case("compare") => param_names(),
        [k] if k.eq_ignore_ascii_case("preset") => lesson
            .as_ref()
            .map(|l| l.presets.iter().map(|p| p.id.to_string()).collect())
            .unwrap_or_default(),
        [k, name] if k.eq_ignore_ascii_case("set") || k.eq_ignore_ascii_case("compare") => {
            choices(&lesson, name)
        }
        [name] if param_names().iter().any(|p| p == name) => choices(&lesson, name),
        [name, "="] => choices(&lesson, name),
        _ => Vec::new(),
    };
    candidates
        .into_iter()
        .filter(|c| c.starts_with(&typing.to_ascii_lowercase()) && c != typing)
        .collect()
}

fn choices(lesson: &Option<catalog::LessonOutline>, name: &str) -> Vec<String> {
    lesson
        .as_ref()
        .and_then(|l| l.params.iter().find(|p| p.name == name))
        .and_then(|p| p.choices.clone())
        .map(|c| c.iter().map(|s| s.to_string()).collect())
        .unwrap_or_default()
}
