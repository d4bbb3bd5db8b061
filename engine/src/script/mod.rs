//! Experiments as scripts: a short, line-based text a DBA or a student
//! writes to ask the engine their own question, run the same way in the
//! CLI (`pagelab script FILE`) and, later, in the page. A script compiles
//! to runs of the lessons' own scenarios (no second engine): it starts
//! from a lesson's setup, changes parameters, and runs, once or several
//! times to compare.
//!
//! ```text
//!   # A GUID key under 64 sessions, against the identity the lesson starts with
//!   lesson latch              the scenario and its defaults: the lesson's full-scale run
//!   set threads 64            a parameter by its name (`threads = 64` too)
//!   run identity              a run of everything set so far, labelled
//!   set strategy guid
//!   run GUID                  a second run: the output compares the two
//!   compare threads 16 64 128 one run a value (labels "threads=16", …)
//!   preset <id>               a lesson preset's values
//!   reset                     back to the lesson's defaults
//!
//!   lesson page_splits        a workload of statements (`workload::plan`),
//!   insert 10000 random       for a lesson whose scenario takes one: the
//!   repeat 3                  lines since the last run are the next run's
//!     update 2000             `statements` (a run with none keeps the
//!     delete 500              workload before)
//!   end
//!   select all
//!   run
//! ```
//!
//! `#` starts a comment; keywords are case-insensitive; a value is the
//! rest of the line (a set of policies `fifo,lru,opt` is one value). A
//! script without `run` runs once at its end. Every error names its line
//! and column, and the whole script is checked before anything runs:
//! each run's parameters by the scenario's own reader, and the runs
//! together against pagelab's budget (`MAX_RUNS`, `MAX_SCRIPT_MS`).

mod complete;
mod parse;

use std::collections::BTreeMap;

use serde::Serialize;

use crate::catalog::{self, LessonOutline};
use crate::scenario::params::RuleText;
pub use complete::completions;
use parse::{statements, Statement, Token};

/// The most runs one script may make.
pub const MAX_RUNS: usize = 16;
/// The most time a script's runs may take together, natively on the
/// reference machine (pagelab's per-run limit is 12 s).
pub const MAX_SCRIPT_MS: u64 = 60_000;
/// The longest script (bytes).
pub const MAX_SCRIPT_BYTES: usize = 64 * 1024;

/// Why a script cannot run, at a line and column (1-based; line 0: the
/// whole script). `kind` and `values` say it again for a page in another
/// language; `message` is the English.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify))]
pub struct ScriptError {
    pub line: usize,
    pub column: usize,
    pub kind: &'static str,
    pub values: Vec<String>,
    pub message: String,
    /// A parameter's refusal by a rule across parameters (or a budget):
    /// the engine's `RuleText`, for the page's words of the scenario's rules.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub rule: Option<RuleText>,
}

impl std::fmt::Display for ScriptError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.line == 0 {
            write!(f, "{}", self.message)
        } else {
            write!(
                f,
                "line {}, column {}: {}",
                self.line, self.column, self.message
            )
        }
    }
}

fn error(
    at: (usize, usize),
    kind: &'static str,
    values: Vec<String>,
    message: String,
) -> ScriptError {
    ScriptError {
        line: at.0,
        column: at.1,
        kind,
        values,
        message,
        rule: None,
    }
}

/// One run of an experiment: the parameters the script set (over the
/// lesson's defaults), in the order it set them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(hashmap_as_object))]
pub struct Run {
    pub line: usize,
    pub label: String,
    pub params: BTreeMap<String, String>,
}

/// A compiled script: a lesson and its runs, checked and within budget.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify))]
pub struct Experiment {
    pub lesson: String,
    pub runs: Vec<Run>,
    /// The runs' estimated time together, natively (ms).
    pub budget_ms: u64,
}

/// A parameter's value as set, and where (for errors about it).
#[derive(Clone)]
struct Setting {
    value: String,
    at: (usize, usize),
}

/// The parameters set so far, by name (a few: a list, not a map, which
/// would cost the WASM a map's code for one more type).
#[derive(Clone, Default)]
struct Settings(Vec<(String, Setting)>);

impl Settings {
    fn insert(&mut self, name: &str, setting: Setting) {
        match self.0.iter_mut().find(|(k, _)| k == name) {
            Some(slot) => slot.1 = setting,
            None => self.0.push((name.to_string(), setting)),
        }
    }
    fn get(&self, name: &str) -> Option<&Setting> {
        self.0.iter().find(|(k, _)| k == name).map(|(_, s)| s)
    }
    fn values(&self) -> Vec<(String, String)> {
        self.0
            .iter()
            .map(|(k, s)| (k.clone(), s.value.clone()))
            .collect()
    }
    fn map(&self) -> BTreeMap<String, String> {
        // Inserted one by one: `collect()` into a map sorts its pairs first,
        // a second copy of the sort in the WASM (~3 KB gzipped).
        let mut map = BTreeMap::new();
        for (k, v) in self.values() {
            map.insert(k, v);
        }
        map
    }
}

use crate::choice::closest;

/// The closest known word to `word`, or "" (an error's value for a page
/// that says it in its own language).
fn near(word: &str, known: &[&str]) -> String {
    closest(word, known.iter().copied())
        .unwrap_or_default()
        .to_string()
}

fn suggest(word: &str, known: Vec<&str>) -> String {
    match closest(word, known.iter().copied()) {
        Some(k) => format!("; did you mean {k}?"),
        None => format!("; known: {}", known.join(", ")),
    }
}

/// Compiles a script: its lesson and runs, or every error found (at most
/// one per line), before anything runs.
pub fn compile(text: &str) -> Result<Experiment, Vec<ScriptError>> {
    if text.len() > MAX_SCRIPT_BYTES {
        return Err(vec![error(
            (0, 0),
            "too_long",
            vec![MAX_SCRIPT_BYTES.to_string()],
            format!("the script is longer than {MAX_SCRIPT_BYTES} bytes"),
        )]);
    }
    let mut errors = Vec::new();
    let mut lesson: Option<LessonOutline> = None;
    let mut set = Settings::default();
    let mut runs: Vec<(Run, Settings)> = Vec::new();
    let mut ran = false;
    let mut work = Workload::default();
    let (parsed, mut syntax) = statements(text);
    errors.append(&mut syntax);
    for st in parsed {
        let at = st.at();
        if lesson.is_none() && !matches!(st, Statement::Lesson { .. }) {
            errors.push(error(
                at,
                "no_lesson",
                vec![],
                "the script must start with `lesson <id>`: the lesson whose setup it changes"
                    .into(),
            ));
            break;
        }
        match st {
            Statement::Lesson { id, .. } => {
                if lesson.is_some() {
                    errors.push(error(
                        id.at,
                        "second_lesson",
                        vec![],
                        "a script has one lesson; write another script for another".into(),
                    ));
                    continue;
                }
                match catalog::find_outline(&id.text) {
                    Some(l) => lesson = Some(l),
                    None => {
                        let known: Vec<&str> =
                            catalog::all_outlines().iter().map(|l| l.id).collect();
                        errors.push(error(
                            id.at,
                            "unknown_lesson",
                            vec![id.text.clone(), near(&id.text, &known)],
                            format!("no lesson {}{}", id.text, suggest(&id.text, known)),
                        ));
                        break;
                    }
                }
            }
            Statement::Set { name, value, .. } => {
                let Some(l) = &lesson else { continue };
                if let Some(e) = unknown_param(l, &name) {
                    errors.push(e);
                    continue;
                }
                set.insert(
                    &name.text,
                    Setting {
                        value: value.text.clone(),
                        at: value.at,
                    },
                );
            }
            Statement::Preset { id, .. } => {
                let Some(l) = &lesson else { continue };
                match l.presets.iter().find(|p| p.id == id.text) {
                    Some(p) => {
                        for (k, v) in &p.params {
                            set.insert(
                                k,
                                Setting {
                                    value: v.to_string(),
                                    at: id.at,
                                },
                            );
                        }
                    }
                    None => {
                        let known: Vec<&str> = l.presets.iter().map(|p| p.id).collect();
                        errors.push(error(
                            id.at,
                            "unknown_preset",
                            vec![id.text.clone(), near(&id.text, &known)],
                            format!(
                                "lesson {} has no preset {}{}",
                                l.id,
                                id.text,
                                if known.is_empty() {
                                    String::from("; it has none")
                                } else {
                                    suggest(&id.text, known)
                                }
                            ),
                        ));
                    }
                }
            }
            Statement::Reset { .. } => set = Settings::default(),
            Statement::Work { text, at } => {
                let Some(l) = &lesson else { continue };
                match no_workload(l, at) {
                    Some(e) => errors.push(e),
                    None => work.push(text, at),
                }
            }
            Statement::Repeat { times, at } => work.blocks.push((times, Vec::new(), at)),
            Statement::End { at } => {
                if let Err(e) = work.end(at) {
                    errors.push(e);
                }
            }
            Statement::Run { label, at } => {
                ran = true;
                work.take_into(&mut set, &mut errors);
                let label = label.map_or_else(|| format!("run {}", runs.len() + 1), |t| t.text);
                runs.push((
                    Run {
                        line: at.0,
                        label,
                        params: set.map(),
                    },
                    set.clone(),
                ));
            }
            Statement::Compare { name, values, at } => {
                ran = true;
                work.take_into(&mut set, &mut errors);
                let Some(l) = &lesson else { continue };
                if let Some(e) = unknown_param(l, &name) {
                    errors.push(e);
                    continue;
                }
                for v in values {
                    let mut with = set.clone();
                    with.insert(
                        &name.text,
                        Setting {
                            value: v.text.clone(),
                            at: v.at,
                        },
                    );
                    runs.push((
                        Run {
                            line: at.0,
                            label: format!("{}={}", name.text, v.text),
                            params: with.map(),
                        },
                        with,
                    ));
                }
            }
        }
    }
    let Some(l) = lesson else {
        if errors.is_empty() {
            errors.push(error(
                (0, 0),
                "empty",
                vec![],
                "the script is empty: start it with `lesson <id>`".into(),
            ));
        }
        return Err(errors);
    };
    if ran {
        if let Some(at) = work.pending_at {
            errors.push(error(
                at,
                "work_after_run",
                vec![],
                "these statements come after the last run: end them with `run`".into(),
            ));
        }
        work.take_into(&mut set, &mut errors);
    } else {
        work.take_into(&mut set, &mut errors);
        let line = text.lines().count().max(1);
        runs.push((
            Run {
                line,
                label: String::from("run 1"),
                params: set.map(),
            },
            set,
        ));
    }
    if runs.len() > MAX_RUNS {
        let (run, _) = &runs[MAX_RUNS];
        errors.push(error(
            (run.line, 1),
            "too_many_runs",
            vec![MAX_RUNS.to_string()],
            format!("more than {MAX_RUNS} runs in one script: split it"),
        ));
        return Err(errors);
    }
    let mut budget_ms = 0u64;
    for (run, with) in &runs {
        let values = with.values();
        let problems = catalog::validate(l.id, &values);
        for p in &problems {
            let at = with.get(&p.param).map_or((run.line, 1), |s| s.at);
            // One error per place: a value wrong in every run is said once.
            if !errors
                .iter()
                .any(|e: &ScriptError| (e.line, e.column) == at)
            {
                let mut e = error(
                    at,
                    "param",
                    vec![
                        p.param.clone(),
                        with.get(&p.param)
                            .map(|s| s.value.clone())
                            .unwrap_or_default(),
                    ],
                    if p.message.starts_with(&p.param) {
                        p.message.clone()
                    } else {
                        format!("{}: {}", p.param, p.message)
                    },
                );
                e.rule = p.rule.clone();
                errors.push(e);
            }
        }
        if problems.is_empty() {
            if let Ok(b) = catalog::estimate(l.id, &values) {
                budget_ms += b.ms;
            }
        }
    }
    if errors.is_empty() && budget_ms > MAX_SCRIPT_MS {
        let last = runs.last().map_or(0, |(r, _)| r.line);
        errors.push(error(
            (last, 1),
            "budget_time",
            vec![(budget_ms / 1000).to_string(), (MAX_SCRIPT_MS / 1000).to_string()],
            format!(
                "the runs would take about {} s together; at most {} s in one script: fewer runs or smaller ones",
                budget_ms.div_ceil(1000),
                MAX_SCRIPT_MS / 1000
            ),
        ));
    }
    errors.sort_by_key(|e| (e.line, e.column));
    if !errors.is_empty() {
        return Err(errors);
    }
    Ok(Experiment {
        lesson: l.id.to_string(),
        runs: runs.into_iter().map(|(r, _)| r).collect(),
        budget_ms,
    })
}

/// The workload written since the last run: its statements, the place of
/// the first, and the `repeat` blocks still open. A run takes it as its
/// `statements`; a run with none keeps the workload of the run before.
#[derive(Default)]
struct Workload {
    pending: Vec<String>,
    pending_at: Option<(usize, usize)>,
    blocks: Vec<(u64, Vec<String>, (usize, usize))>,
}

impl Workload {
    fn push(&mut self, text: String, at: (usize, usize)) {
        match self.blocks.last_mut() {
            Some(block) => block.1.push(text),
            None => {
                self.pending.push(text);
                self.pending_at.get_or_insert(at);
            }
        }
    }

    /// `end`: the innermost `repeat` closes into one statement.
    fn end(&mut self, at: (usize, usize)) -> Result<(), ScriptError> {
        let Some((times, body, opened)) = self.blocks.pop() else {
            return Err(error(
                at,
                "end_without_repeat",
                vec![],
                "end closes a repeat, and none is open".into(),
            ));
        };
        if body.is_empty() {
            return Err(error(
                opened,
                "empty_repeat",
                vec![],
                "this repeat has no statements before its end".into(),
            ));
        }
        self.push(format!("repeat {times} ({})", body.join("; ")), opened);
        Ok(())
    }

    /// A run takes the workload written since the last one, if any.
    fn take_into(&mut self, set: &mut Settings, errors: &mut Vec<ScriptError>) {
        for (_, _, at) in self.blocks.drain(..) {
            errors.push(error(
                at,
                "repeat_open",
                vec![],
                "this repeat has no end".into(),
            ));
        }
        if let Some(at) = self.pending_at.take() {
            let value = std::mem::take(&mut self.pending).join("; ");
            set.insert(WORKLOAD_PARAM, Setting { value, at });
        }
    }
}

/// The parameter a workload's statements set.
const WORKLOAD_PARAM: &str = "statements";

/// A workload line in a lesson whose scenario takes none.
fn no_workload(l: &LessonOutline, at: (usize, usize)) -> Option<ScriptError> {
    if l.params.iter().any(|p| p.name == WORKLOAD_PARAM) {
        return None;
    }
    let with: Vec<&str> = catalog::outlines()
        .iter()
        .filter(|x| x.params.iter().any(|p| p.name == WORKLOAD_PARAM))
        .map(|x| x.id)
        .collect();
    Some(error(
        at,
        "no_workload",
        vec![l.id.to_string(), with.join(", ")],
        format!(
            "lesson {} runs its own workload; statements run in lesson {}",
            l.id,
            with.join(", ")
        ),
    ))
}

fn unknown_param(l: &LessonOutline, name: &Token) -> Option<ScriptError> {
    if l.params.iter().any(|p| p.name == name.text) {
        return None;
    }
    let known: Vec<&str> = l.params.iter().map(|p| p.name).collect();
    Some(error(
        name.at,
        "unknown_param",
        vec![
            name.text.clone(),
            l.id.to_string(),
            near(&name.text, &known),
        ],
        format!(
            "lesson {} has no parameter {}{}",
            l.id,
            name.text,
            suggest(&name.text, known)
        ),
    ))
}

#[cfg(test)]
mod tests;
