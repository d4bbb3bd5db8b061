//! A script's lines as statements (`super`'s grammar), each word with its
//! line and column (1-based, in characters) for the errors.
//!
//! Strings are cut with `str::get`, never `&s[a..b]`: a slice that can
//! panic brings Rust's char-escaping tables into the WASM (~20 KB).

use super::{closest, error, near, ScriptError};
use crate::scenario::params::RuleText;
use crate::workload::plan;

/// A word of the script and where it starts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Token {
    pub text: String,
    pub at: (usize, usize),
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Statement {
    Lesson {
        id: Token,
        at: (usize, usize),
    },
    Set {
        name: Token,
        value: Token,
        at: (usize, usize),
    },
    Preset {
        id: Token,
        at: (usize, usize),
    },
    Reset {
        at: (usize, usize),
    },
    Run {
        label: Option<Token>,
        at: (usize, usize),
    },
    Compare {
        name: Token,
        values: Vec<Token>,
        at: (usize, usize),
    },
    /// A statement of the run's workload (`workload::plan`), as written.
    Work {
        text: String,
        at: (usize, usize),
    },
    /// `repeat K`: the workload lines up to its `end`, K times.
    Repeat {
        times: u64,
        at: (usize, usize),
    },
    End {
        at: (usize, usize),
    },
}

impl Statement {
    /// Where the statement starts.
    pub fn at(&self) -> (usize, usize) {
        match self {
            Statement::Lesson { at, .. }
            | Statement::Set { at, .. }
            | Statement::Preset { at, .. }
            | Statement::Reset { at }
            | Statement::Run { at, .. }
            | Statement::Compare { at, .. }
            | Statement::Work { at, .. }
            | Statement::Repeat { at, .. }
            | Statement::End { at } => *at,
        }
    }
}

/// The statements' first words.
pub const KEYWORDS: [&str; 6] = ["lesson", "set", "run", "compare", "preset", "reset"];
/// The first words of a workload's lines: the plan's statements
/// (`workload::plan::KEYWORDS`) and the end of a `repeat` block.
pub fn work_keywords() -> impl Iterator<Item = &'static str> {
    plan::KEYWORDS.into_iter().chain(["end"])
}

fn is_work(word: &str) -> bool {
    work_keywords().any(|k| k == word)
}

/// Every word a line may start with.
fn all_keywords() -> Vec<&'static str> {
    KEYWORDS.into_iter().chain(work_keywords()).collect()
}

/// A workload line (`insert 1000 random`, `repeat 3 (update 5; delete 5)`)
/// read by the plan's own grammar; its error at its column.
fn work(line: &str, head: &Token) -> Result<Statement, ScriptError> {
    let body = line.split('#').next().unwrap_or("");
    match plan::parse(body) {
        // As written (a repeat kept whole), its words' spacing tidied.
        Ok(_) => Ok(Statement::Work {
            text: body.split_whitespace().collect::<Vec<_>>().join(" "),
            at: head.at,
        }),
        Err(e) => {
            let column = body.get(..e.at).unwrap_or_default().chars().count() + 1;
            let mut err = error(
                (head.at.0, column),
                "workload",
                vec![body.get(e.at..e.at + e.len).unwrap_or_default().to_string()],
                e.message,
            );
            err.rule = Some(RuleText::new(e.id, e.values));
            Err(err)
        }
    }
}

/// The words of a line (before any `#`), each with its column.
fn words(line: &str, no: usize) -> Vec<Token> {
    let mut out = Vec::new();
    let mut start: Option<(usize, usize)> = None; // (byte, column)
    let body = line.split('#').next().unwrap_or("");
    for (col, (i, c)) in body.char_indices().enumerate() {
        if c.is_whitespace() {
            if let Some((b, cc)) = start.take() {
                out.push(Token {
                    text: body.get(b..i).unwrap_or_default().to_string(),
                    at: (no, cc),
                });
            }
        } else if start.is_none() {
            start = Some((i, col + 1));
        }
    }
    if let Some((b, cc)) = start {
        out.push(Token {
            text: body.get(b..).unwrap_or_default().to_string(),
            at: (no, cc),
        });
    }
    out
}

/// The rest of a line from word `from` on, as one token (a value may be
/// a list such as `fifo,lru,opt`; spaces inside it are kept).
fn rest(words: &[Token], from: usize) -> Option<Token> {
    let first = words.get(from)?;
    let text = words[from..]
        .iter()
        .map(|w| w.text.as_str())
        .collect::<Vec<_>>()
        .join(" ");
    Some(Token { text, at: first.at })
}

fn extra(w: &Token, what: &str) -> ScriptError {
    error(
        w.at,
        "extra",
        vec![w.text.clone()],
        format!("{} after {what}: one statement a line", w.text),
    )
}

/// `what` is missing: `lesson`, `preset`, `parameter`, `value` or `values`.
fn missing(at: (usize, usize), what: &str, form: &str) -> ScriptError {
    error(
        at,
        "missing",
        vec![what.to_string(), form.to_string()],
        format!(
            "the {what} {} missing: {form}",
            if what.ends_with('s') { "are" } else { "is" }
        ),
    )
}

/// `name = value` split from words that hold an `=` somewhere.
fn assignment(ws: &[Token]) -> Option<(Token, Token)> {
    let joined = rest(ws, 0)?;
    let (name, value) = joined.text.split_once('=')?;
    let name = name.trim();
    let value = value.trim();
    if name.is_empty() || name.contains(' ') {
        return None;
    }
    // The value's column: where its first character is.
    let offset = joined.text.find('=').unwrap_or(0) + 1;
    let after = joined.text.get(offset..).unwrap_or_default();
    let lead = after.len() - after.trim_start().len();
    let col = ws[0].at.1
        + joined
            .text
            .get(..offset + lead)
            .unwrap_or_default()
            .chars()
            .count();
    Some((
        Token {
            text: name.to_string(),
            at: ws[0].at,
        },
        Token {
            text: value.to_string(),
            at: (ws[0].at.0, col),
        },
    ))
}

/// Every statement, and an error for each line that is not one.
pub fn statements(text: &str) -> (Vec<Statement>, Vec<ScriptError>) {
    let mut out = Vec::new();
    let mut errors = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let no = i + 1;
        let ws = words(line, no);
        let Some(head) = ws.first() else { continue };
        let at = head.at;
        let key = head.text.to_ascii_lowercase();
        // `name = value` for a parameter named as a workload word
        // (idxbuild's `rebuild`) is a setting.
        let assigns = head.text.contains('=') || ws.get(1).is_some_and(|w| w.text.starts_with('='));
        let key = if assigns && is_work(&key) {
            String::new()
        } else {
            key
        };
        let st = match key.as_str() {
            "lesson" | "preset" => match (ws.get(1), ws.get(2)) {
                (None, _) => Err(missing(
                    at,
                    if key == "lesson" { "lesson" } else { "preset" },
                    if key == "lesson" { "lesson <id>" } else { "preset <id>" },
                )),
                (Some(_), Some(x)) => Err(extra(x, &ws[1].text)),
                (Some(id), None) if key == "lesson" => Ok(Statement::Lesson { id: id.clone(), at }),
                (Some(id), None) => Ok(Statement::Preset { id: id.clone(), at }),
            },
            "reset" => match ws.get(1) {
                Some(x) => Err(extra(x, "reset")),
                None => Ok(Statement::Reset { at }),
            },
            "run" => Ok(Statement::Run { label: rest(&ws, 1), at }),
            // `repeat K` opens a block; `repeat K (…)` on one line is a
            // statement of its own.
            "repeat" if !line.contains('(') => match (ws.get(1), ws.get(2)) {
                (Some(k), None) => match k.text.replace(['_', ','], "").parse::<u64>() {
                    Ok(n) if (1..=plan::MAX_REPEAT).contains(&n) => Ok(Statement::Repeat { times: n, at }),
                    _ => work(line, head),
                },
                (None, _) => Err(missing(at, "count", "repeat <times>, its lines, end")),
                (Some(_), Some(x)) => Err(extra(x, &ws[1].text)),
            },
            "end" => match ws.get(1) {
                Some(x) => Err(extra(x, "end")),
                None => Ok(Statement::End { at }),
            },
            w if is_work(w) => work(line, head),
            "set" => match assignment(&ws[1..]) {
                Some((name, value)) => Ok(Statement::Set { name, value, at }),
                None => match (ws.get(1), rest(&ws, 2)) {
                    (Some(name), Some(value)) => Ok(Statement::Set {
                        name: name.clone(),
                        value,
                        at,
                    }),
                    (None, _) => Err(missing(at, "parameter", "set <name> <value>")),
                    (Some(name), None) => Err(missing(name.at, "value", "set <name> <value>")),
                },
            },
            "compare" => match (ws.get(1), ws.len()) {
                (None, _) => Err(missing(
                    at,
                    "parameter",
                    "compare <name> <value> <value> …",
                )),
                (Some(name), 2) => Err(missing(
                    name.at,
                    "values",
                    "compare <name> <value> <value> …",
                )),
                (Some(name), _) => Ok(Statement::Compare {
                    name: name.clone(),
                    values: ws[2..].to_vec(),
                    at,
                }),
            },
            _ => match assignment(&ws) {
                Some((name, value)) => Ok(Statement::Set { name, value, at }),
                None => Err(error(
                    at,
                    "unknown_word",
                    vec![head.text.clone(), near(&head.text, &all_keywords())],
                    match closest(&head.text, all_keywords()) {
                        Some(k) => format!("{} is not a statement; did you mean {k}?", head.text),
                        None => format!(
                            "{} is not a statement; a line starts with one of {} (or is name = value)",
                            head.text,
                            all_keywords().join(", ")
                        ),
                    },
                )),
            },
        };
        match st {
            Ok(s) => out.push(s),
            Err(e) => {
                errors.push(e);
                // A block's `repeat` line refused (its count out of range):
                // the block is still open, so its `end` is not reported
                // as closing nothing. The script does not run either way.
                if key == "repeat" && !line.contains('(') {
                    out.push(Statement::Repeat { times: 1, at });
                }
            }
        }
    }
    (out, errors)
}
