//! A workload as statements: what a user's own experiment asks of a table,
//! one statement after another, in a line a link can carry:
//!
//! ```text
//!   insert 10000 random; update 2000; delete 500; select one 100;
//!   select range 10; select all; checkpoint; rebuild 90;
//!   repeat 3 (insert 1000 by_date; delete 1000)
//! ```
//!
//! | statement | does |
//! |---|---|
//! | `insert N [order]` | the next N new rows (the table's next days), in a source order |
//! | `update N` | N rows drawn at random, changed in place |
//! | `delete N` | N rows drawn at random, removed |
//! | `select one N` | N rows drawn at random, read by key |
//! | `select range N` | N instruments drawn at random, each read whole (its leading key) |
//! | `select all` | the whole table in key order |
//! | `checkpoint` | the pool writes every dirty page |
//! | `rebuild [fillfactor]` | the clustered index built again, at its fillfactor or the one given |
//! | `repeat K (…)` | the statements inside, K times |
//!
//! Statements are separated by `;` or a new line. Words are case-blind.
//! `parse` unrolls every `repeat` and holds the result to pagelab's limits;
//! an error says where (a byte offset into the text) and why, with an id
//! and figures for a page in another language.
//!
//! Strings are cut with `str::get`, never `&s[a..b]`: a slice that can
//! panic brings Rust's char-escaping tables into the WASM (~20 KB).

use crate::choice::Choice;
use crate::workload::statements::SourceOrder;

/// Most statements once every `repeat` is unrolled.
pub const MAX_STATEMENTS: usize = 200;
/// Most rows one statement touches.
pub const MAX_ROWS: u64 = 1_000_000;
/// Most times a `repeat` repeats.
pub const MAX_REPEAT: u64 = 100;
/// Most statements that read the whole table (`select all`, `rebuild`).
pub const MAX_SCANS: usize = 16;

/// One statement.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Statement {
    /// The next `rows` new rows, in `order` (`None`: the table's own).
    Insert {
        rows: u64,
        order: Option<SourceOrder>,
    },
    Update {
        rows: u64,
    },
    Delete {
        rows: u64,
    },
    SelectOne {
        rows: u64,
    },
    SelectRange {
        rows: u64,
    },
    SelectAll,
    Checkpoint,
    /// The clustered index rebuilt (`None`: at the table's fillfactor).
    Rebuild {
        fillfactor: Option<u32>,
    },
}

impl Statement {
    /// Steps the statement takes: a row each, or one for the whole.
    pub fn steps(&self) -> u64 {
        match *self {
            Statement::Insert { rows, .. }
            | Statement::Update { rows }
            | Statement::Delete { rows }
            | Statement::SelectOne { rows }
            | Statement::SelectRange { rows } => rows,
            Statement::SelectAll | Statement::Checkpoint | Statement::Rebuild { .. } => 1,
        }
    }

    /// Reads the whole table.
    pub fn is_scan(&self) -> bool {
        matches!(self, Statement::SelectAll | Statement::Rebuild { .. })
    }

    /// Changes rows (and commits at its end).
    pub fn changes_rows(&self) -> bool {
        matches!(
            self,
            Statement::Insert { .. } | Statement::Update { .. } | Statement::Delete { .. }
        )
    }

    /// The statement as it is written (`parse` reads it back).
    pub fn text(&self) -> String {
        match *self {
            Statement::Insert { rows, order: None } => format!("insert {rows}"),
            Statement::Insert {
                rows,
                order: Some(o),
            } => format!("insert {rows} {}", o.name()),
            Statement::Update { rows } => format!("update {rows}"),
            Statement::Delete { rows } => format!("delete {rows}"),
            Statement::SelectOne { rows } => format!("select one {rows}"),
            Statement::SelectRange { rows } => format!("select range {rows}"),
            Statement::SelectAll => "select all".into(),
            Statement::Checkpoint => "checkpoint".into(),
            Statement::Rebuild { fillfactor: None } => "rebuild".into(),
            Statement::Rebuild {
                fillfactor: Some(f),
            } => format!("rebuild {f}"),
        }
    }
}

/// The words that begin a statement (an editor completes them).
pub const KEYWORDS: [&str; 7] = [
    "insert",
    "update",
    "delete",
    "select",
    "checkpoint",
    "rebuild",
    "repeat",
];
/// What follows `select`.
pub const SELECTS: [&str; 3] = ["one", "range", "all"];

/// Why a workload was refused, and where.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlanError {
    /// Byte offset of the word at fault in the text, and its length.
    pub at: usize,
    pub len: usize,
    pub id: &'static str,
    pub values: Vec<(&'static str, String)>,
    pub message: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Tok<'a> {
    Word(&'a str),
    /// `;` or a new line.
    End,
    Open,
    Close,
}

fn tokens(text: &str) -> Vec<(usize, Tok<'_>)> {
    let mut out = Vec::new();
    let mut word: Option<usize> = None;
    for (i, c) in text.char_indices() {
        let tok = match c {
            ';' | '\n' => Some(Tok::End),
            '(' => Some(Tok::Open),
            ')' => Some(Tok::Close),
            c if c.is_whitespace() => None,
            _ => {
                word.get_or_insert(i);
                continue;
            }
        };
        if let Some(start) = word.take() {
            out.push((start, Tok::Word(text.get(start..i).unwrap_or_default())));
        }
        if let Some(t) = tok {
            out.push((i, t));
        }
    }
    if let Some(start) = word {
        out.push((start, Tok::Word(text.get(start..).unwrap_or_default())));
    }
    out
}

struct Parser<'a> {
    toks: Vec<(usize, Tok<'a>)>,
    at: usize,
    end: usize,
}

impl<'a> Parser<'a> {
    fn peek(&self) -> Option<(usize, Tok<'a>)> {
        self.toks.get(self.at).copied()
    }

    fn error(
        &self,
        at: usize,
        len: usize,
        id: &'static str,
        values: &[(&'static str, String)],
        message: String,
    ) -> PlanError {
        PlanError {
            at,
            len,
            id,
            values: values.to_vec(),
            message,
        }
    }

    /// The place after the last token (for "something is missing here").
    fn here(&self) -> (usize, usize) {
        match self.peek() {
            Some((at, Tok::Word(w))) => (at, w.len()),
            Some((at, _)) => (at, 1),
            None => (self.end, 0),
        }
    }

    /// A repeat's parenthesis missing where the parser stands.
    fn paren_missing(&self, message: &str) -> PlanError {
        let (at, len) = self.here();
        self.error(at, len, "statement_paren", &[], message.into())
    }

    /// Statements up to a `)` (inside a repeat) or the end.
    fn block(&mut self, out: &mut Vec<Statement>, nested: bool) -> Result<(), PlanError> {
        loop {
            match self.peek() {
                None if nested => {
                    return Err(self.paren_missing("a repeat's ( has no )"));
                }
                None => return Ok(()),
                Some((_, Tok::End)) => self.at += 1,
                Some((_, Tok::Close)) if nested => {
                    self.at += 1;
                    return Ok(());
                }
                Some((at, Tok::Close | Tok::Open)) => {
                    return Err(self.error(
                        at,
                        1,
                        "statement_paren",
                        &[],
                        "a ( or ) outside a repeat".into(),
                    ));
                }
                Some((at, Tok::Word(w))) => {
                    self.at += 1;
                    self.statement(at, w, out)?;
                    self.end_of_statement()?;
                }
            }
        }
    }

    /// After a statement: `;`, a new line, `)` or the end, nothing else.
    fn end_of_statement(&mut self) -> Result<(), PlanError> {
        match self.peek() {
            None | Some((_, Tok::End | Tok::Close)) => Ok(()),
            Some((at, tok)) => {
                let word = match tok {
                    Tok::Word(w) => w.to_string(),
                    _ => "(".into(),
                };
                Err(self.error(
                    at,
                    word.len(),
                    "statement_extra",
                    &[("word", word.clone())],
                    format!(
                        "'{word}' is one word too many: end the statement with ; or a new line"
                    ),
                ))
            }
        }
    }

    fn word(&mut self) -> Option<(usize, &'a str)> {
        match self.peek() {
            Some((at, Tok::Word(w))) => {
                self.at += 1;
                Some((at, w))
            }
            _ => None,
        }
    }

    fn count(&mut self, statement: &str, max: u64) -> Result<u64, PlanError> {
        let (at, len, text) = match self.word() {
            Some((at, w)) => (at, w.len(), w),
            None => {
                let (at, len) = self.here();
                (at, len, "")
            }
        };
        let digits: String = text.chars().filter(|&c| c != '_' && c != ',').collect();
        match digits.parse::<u64>() {
            Ok(n) if (1..=max).contains(&n) => Ok(n),
            _ => Err(self.error(
                at,
                len,
                "statement_count",
                &[
                    ("statement", statement.to_string()),
                    ("word", text.to_string()),
                    ("max", max.to_string()),
                ],
                if text.is_empty() {
                    format!("{statement} needs a number from 1 to {max}")
                } else {
                    format!("{statement} needs a number from 1 to {max}, not '{text}'")
                },
            )),
        }
    }

    fn statement(
        &mut self,
        at: usize,
        word: &'a str,
        out: &mut Vec<Statement>,
    ) -> Result<(), PlanError> {
        let lower = word.to_ascii_lowercase();
        let s = match lower.as_str() {
            "insert" => {
                let rows = self.count("insert", MAX_ROWS)?;
                let order = match self.word() {
                    None => None,
                    Some((at, w)) => {
                        Some(SourceOrder::parse(&w.to_ascii_lowercase()).ok_or_else(|| {
                            let orders = SourceOrder::NAMES.join(", ");
                            self.error(
                                at,
                                w.len(),
                                "statement_order",
                                &[("word", w.to_string()), ("orders", orders.clone())],
                                format!("'{w}' is not an order of rows: {orders}"),
                            )
                        })?)
                    }
                };
                Statement::Insert { rows, order }
            }
            "update" => Statement::Update {
                rows: self.count("update", MAX_ROWS)?,
            },
            "delete" => Statement::Delete {
                rows: self.count("delete", MAX_ROWS)?,
            },
            "select" => match self.word().map(|(a, w)| (a, w, w.to_ascii_lowercase())) {
                Some((_, _, w)) if w == "one" => Statement::SelectOne {
                    rows: self.count("select one", MAX_ROWS)?,
                },
                Some((_, _, w)) if w == "range" => Statement::SelectRange {
                    rows: self.count("select range", MAX_ROWS)?,
                },
                Some((_, _, w)) if w == "all" => Statement::SelectAll,
                other => {
                    let (at, w) = match other {
                        Some((at, w, _)) => (at, w.len()),
                        None => self.here(),
                    };
                    let word = other.map(|o| o.1.to_string()).unwrap_or_default();
                    return Err(self.error(
                        at,
                        w,
                        "statement_select",
                        &[("word", word)],
                        "select one N, select range N or select all".into(),
                    ));
                }
            },
            "checkpoint" => Statement::Checkpoint,
            "rebuild" => {
                let fillfactor = match self.peek() {
                    Some((_, Tok::Word(_))) => Some(self.count("rebuild", 100)? as u32),
                    _ => None,
                };
                Statement::Rebuild { fillfactor }
            }
            "repeat" => {
                let times = self.count("repeat", MAX_REPEAT)?;
                match self.peek() {
                    Some((_, Tok::Open)) => self.at += 1,
                    _ => {
                        return Err(self.paren_missing("repeat K needs its statements in ( )"));
                    }
                }
                let mut body = Vec::new();
                self.block(&mut body, true)?;
                for _ in 0..times {
                    if out.len() + body.len() > MAX_STATEMENTS {
                        return Err(self.too_many(
                            at,
                            word.len(),
                            out.len() + body.len() * times as usize,
                        ));
                    }
                    out.extend_from_slice(&body);
                }
                return Ok(());
            }
            _ => {
                let mut values = vec![("word", word.to_string())];
                let near = crate::choice::closest(&lower, KEYWORDS);
                if let Some(n) = near {
                    values.push(("suggestion", n.to_string()));
                }
                return Err(self.error(
                    at,
                    word.len(),
                    "statement_unknown",
                    &values,
                    match near {
                        Some(n) => format!("'{word}' is not a statement; did you mean {n}?"),
                        None => format!("'{word}' is not a statement: {}", KEYWORDS.join(", ")),
                    },
                ));
            }
        };
        if out.len() >= MAX_STATEMENTS {
            return Err(self.too_many(at, word.len(), out.len() + 1));
        }
        out.push(s);
        Ok(())
    }

    fn too_many(&self, at: usize, len: usize, count: usize) -> PlanError {
        self.error(
            at,
            len,
            "statements_too_many",
            &[
                ("count", count.to_string()),
                ("max", MAX_STATEMENTS.to_string()),
            ],
            format!(
                "{count} statements once repeated, more than the {MAX_STATEMENTS} pagelab runs"
            ),
        )
    }
}

/// The statements of `text`, every repeat unrolled, or the first error.
/// An empty text is no statements.
pub fn parse(text: &str) -> Result<Vec<Statement>, PlanError> {
    let mut p = Parser {
        toks: tokens(text),
        at: 0,
        end: text.len(),
    };
    let mut out = Vec::new();
    p.block(&mut out, false)?;
    let scans = out.iter().filter(|s| s.is_scan()).count();
    if scans > MAX_SCANS {
        return Err(p.error(
            0,
            text.len(),
            "statements_scans",
            &[("count", scans.to_string()), ("max", MAX_SCANS.to_string())],
            format!("{scans} statements read the whole table (select all, rebuild), more than {MAX_SCANS}"),
        ));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Statements as one line (`parse` reads it back to the same).
    fn text_of(statements: &[Statement]) -> String {
        statements
            .iter()
            .map(Statement::text)
            .collect::<Vec<_>>()
            .join("; ")
    }

    #[test]
    fn every_statement_reads_back() {
        let text = "insert 10000 random; update 2000; delete 500; select one 100; select range 10; select all; checkpoint; rebuild; rebuild 90; insert 5";
        let s = parse(text).unwrap();
        assert_eq!(s.len(), 10);
        assert_eq!(text_of(&s), text);
        assert_eq!(parse(&text_of(&s)).unwrap(), s);
    }

    #[test]
    fn lines_and_case_and_repeats() {
        let s = parse("INSERT 1,000 By_Date\nrepeat 3 (update 5; delete 2)\n\n").unwrap();
        assert_eq!(s.len(), 7);
        assert_eq!(
            s[0],
            Statement::Insert {
                rows: 1000,
                order: Some(SourceOrder::ByDate)
            }
        );
        assert_eq!(s[5], Statement::Update { rows: 5 });
        assert_eq!(parse("repeat 2 (repeat 2 (checkpoint))").unwrap().len(), 4);
        assert!(parse("").unwrap().is_empty());
    }

    #[test]
    fn errors_say_where_and_why() {
        let e = parse("insert 10; updte 3").unwrap_err();
        assert_eq!((e.at, e.len, e.id), (11, 5, "statement_unknown"));
        assert!(e.message.contains("did you mean update"), "{}", e.message);
        let e = parse("insert ten").unwrap_err();
        assert_eq!((e.at, e.id), (7, "statement_count"));
        let e = parse("insert 0").unwrap_err();
        assert_eq!(e.id, "statement_count");
        let e = parse("insert 5 sideways").unwrap_err();
        assert_eq!((e.at, e.id), (9, "statement_order"));
        let e = parse("select some 5").unwrap_err();
        assert_eq!((e.at, e.id), (7, "statement_select"));
        let e = parse("select all please").unwrap_err();
        assert_eq!((e.at, e.id), (11, "statement_extra"));
        let e = parse("repeat 2 (insert 5").unwrap_err();
        assert_eq!(e.id, "statement_paren");
        assert_eq!(parse("insert 5)").unwrap_err().id, "statement_paren");
        assert_eq!(
            parse("repeat 100 (repeat 3 (insert 1))").unwrap_err().id,
            "statements_too_many"
        );
        assert_eq!(
            parse("repeat 17 (select all)").unwrap_err().id,
            "statements_scans"
        );
        assert_eq!(parse("rebuild 101").unwrap_err().id, "statement_count");
    }
}
