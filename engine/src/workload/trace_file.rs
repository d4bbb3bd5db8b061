//! A page-reference trace from a user's file, for `pagelab trace` (and,
//! later, the playground): which policy, how many frames?
//!
//! Two forms, told apart by the first line that is not blank or a comment:
//!
//! ```text
//!   text                         CSV (a header naming a `page` column)
//!   # from pg_buffercache        time,page,op
//!   17                           0.1,17,r
//!   17 w      (a write)          0.2,940,w
//!   940                          ...
//! ```
//!
//! In text, a line holds a page id and optionally `w` (a write; `r` or
//! nothing is a read), or several such, comma-separated (`1,2,3w`: the
//! buffer pool lesson's string); `#` starts a comment; a byte order mark
//! is skipped. In CSV, the header names a
//! `page` column (or `page_id`, `block`, `blkno`) and optionally a `write`
//! or `op` column (`w`, `write`, `1`, `true` is a write). Page ids are
//! any whole numbers up to 2^64 - 1 (a server's block numbers), renumbered
//! 0, 1, 2, … in order of first reference: the policies only compare ids.
//! At most `MAX_REFERENCES` references; an error names the line.

use std::collections::HashMap;

/// The most references a trace may hold (the playground's budget too).
pub const MAX_REFERENCES: usize = 10_000_000;

/// A trace read from a file: dense page ids, a write flag each.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct FileTrace {
    pub pages: Vec<u32>,
    pub writes: Vec<bool>,
    /// Distinct pages (the dense ids are `0..distinct`).
    pub distinct: u32,
}

/// Why a file is not a trace, and on which line (1-based; 0: the whole file).
/// `kind` and `values` say it again for a page in another language
/// (`too_many` with the limit; `not_page`, `not_op`, `extra` and
/// `several` with the text; `no_column` with its number and name;
/// `no_page_column` with the header; `empty` and `not_text` with none);
/// `message` is the English.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TraceFileError {
    pub line: usize,
    pub kind: &'static str,
    pub values: Vec<String>,
    pub message: String,
}

impl std::fmt::Display for TraceFileError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.line == 0 {
            write!(f, "{}", self.message)
        } else {
            write!(f, "line {}: {}", self.line, self.message)
        }
    }
}

fn err(
    line: usize,
    kind: &'static str,
    values: Vec<String>,
    message: impl Into<String>,
) -> TraceFileError {
    TraceFileError {
        line,
        kind,
        values,
        message: message.into(),
    }
}

/// A value cut short for a message (a file may hold anything).
fn shown(s: &str) -> String {
    let clean: String = s
        .chars()
        .take(24)
        .map(|c| if c.is_control() { '?' } else { c })
        .collect();
    if s.chars().count() > 24 {
        format!("'{clean}…'")
    } else {
        format!("'{clean}'")
    }
}

struct Builder {
    ids: HashMap<u64, u32>,
    trace: FileTrace,
}

impl Builder {
    fn push(&mut self, line: usize, id: u64, write: bool) -> Result<(), TraceFileError> {
        if self.trace.pages.len() >= MAX_REFERENCES {
            return Err(err(
                line,
                "too_many",
                vec![MAX_REFERENCES.to_string()],
                format!("more than {MAX_REFERENCES} references: cut the trace"),
            ));
        }
        let next = self.ids.len() as u32;
        let dense = *self.ids.entry(id).or_insert(next);
        self.trace.pages.push(dense);
        self.trace.writes.push(write);
        Ok(())
    }
}

fn page_id(line: usize, s: &str) -> Result<u64, TraceFileError> {
    let t = s.trim();
    if !t.is_empty() && t.len() <= 20 && t.bytes().all(|b| b.is_ascii_digit()) {
        if let Ok(v) = t.parse::<u64>() {
            return Ok(v);
        }
    }
    Err(err(
        line,
        "not_page",
        vec![shown(t)],
        format!("{} is not a page id (a whole number)", shown(t)),
    ))
}

fn is_write(line: usize, s: &str) -> Result<bool, TraceFileError> {
    match s.trim().to_ascii_lowercase().as_str() {
        "" | "r" | "read" | "0" | "false" => Ok(false),
        "w" | "write" | "1" | "true" => Ok(true),
        other => Err(err(
            line,
            "not_op",
            vec![shown(other)],
            format!("{} is neither a read (r) nor a write (w)", shown(other)),
        )),
    }
}

const PAGE_COLUMNS: [&str; 4] = ["page", "page_id", "block", "blkno"];
const WRITE_COLUMNS: [&str; 2] = ["write", "op"];

/// Reads a trace from a file's text.
pub fn parse_trace_file(text: &str) -> Result<FileTrace, TraceFileError> {
    // A UTF-8 byte order mark (Windows tools and spreadsheets write one)
    // is not part of the first page id.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    // A binary file read as text: NULs, or the replacement character the
    // browser's decoder puts for bytes that are not UTF-8. Said as such,
    // not as a first "page id" of garbled bytes.
    if text.contains(['\0', '\u{fffd}']) {
        return Err(err(
            0,
            "not_text",
            vec![],
            "the file is not text (a binary file?): a trace is one page id a line, or CSV with a page column",
        ));
    }
    let mut b = Builder {
        ids: HashMap::new(),
        trace: FileTrace::default(),
    };
    let mut lines = text
        .lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l.split('#').next().unwrap_or("").trim()))
        .filter(|(_, l)| !l.is_empty());
    let Some((first_no, first)) = lines.next() else {
        return Err(err(
            0,
            "empty",
            vec![],
            "the file names no page: one page id a line, or CSV with a page column",
        ));
    };
    let csv = first.contains(',')
        && first
            .split(',')
            .any(|c| PAGE_COLUMNS.contains(&c.trim().to_ascii_lowercase().as_str()));
    // A CSV header that names no page column ("time,blk,op"): said as
    // such, not as a first line whose page id is wrong.
    let first_cell = first.split(',').next().unwrap_or("").trim();
    if !csv
        && first.contains(',')
        && !first_cell.is_empty()
        && !first_cell.bytes().all(|b| b.is_ascii_digit())
    {
        return Err(err(
            first_no,
            "no_page_column",
            vec![shown(first)],
            format!(
                "the header {} names no page column (page, page_id, block or blkno)",
                shown(first)
            ),
        ));
    }
    if csv {
        let header: Vec<String> = first
            .split(',')
            .map(|c| c.trim().to_ascii_lowercase())
            .collect();
        let page_col = header
            .iter()
            .position(|c| PAGE_COLUMNS.contains(&c.as_str()))
            .unwrap_or(0);
        let write_col = header
            .iter()
            .position(|c| WRITE_COLUMNS.contains(&c.as_str()));
        for (no, line) in lines {
            let cells: Vec<&str> = line.split(',').collect();
            let Some(page) = cells.get(page_col) else {
                return Err(err(
                    no,
                    "no_column",
                    vec![(page_col + 1).to_string(), header[page_col].clone()],
                    format!("no column {} ({})", page_col + 1, header[page_col]),
                ));
            };
            let write = match write_col.and_then(|c| cells.get(c)) {
                Some(w) => is_write(no, w)?,
                None => false,
            };
            b.push(no, page_id(no, page)?, write)?;
        }
        let _ = first_no;
    } else {
        for (no, line) in std::iter::once((first_no, first)).chain(lines) {
            // A line may hold several references, comma-separated: the
            // buffer pool lesson's string ("1,2,3w,4") pasted as it is.
            for cell in line.split(',').map(str::trim).filter(|c| !c.is_empty()) {
                let mut parts = cell.split_whitespace();
                let head = parts.next().unwrap_or("");
                // "17w" as well as "17 w".
                let (digits, suffix) = match head.strip_suffix(['w', 'W', 'r', 'R']) {
                    Some(d) if !d.is_empty() => (d, &head[d.len()..]),
                    _ => (head, ""),
                };
                let op = parts.next().unwrap_or(suffix);
                // "1 2 3": page ids separated by spaces, not an op.
                if !op.is_empty() && op.bytes().all(|c| c.is_ascii_digit()) {
                    return Err(err(
                        no,
                        "several",
                        vec![shown(cell)],
                        format!(
                            "{} holds several page ids: one a line, or commas between them",
                            shown(cell)
                        ),
                    ));
                }
                if let Some(extra) = parts.next() {
                    return Err(err(
                        no,
                        "extra",
                        vec![shown(extra)],
                        format!("{} after the page and its r or w", shown(extra)),
                    ));
                }
                let write = is_write(no, op)?;
                b.push(no, page_id(no, digits)?, write)?;
            }
        }
    }
    if b.trace.pages.is_empty() {
        return Err(err(
            0,
            "empty",
            vec![],
            "the file names no page: one page id a line, or CSV with a page column",
        ));
    }
    b.trace.distinct = b.ids.len() as u32;
    Ok(b.trace)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_lines_with_writes_and_comments() {
        let t = parse_trace_file("# a comment\n17\n\n940 w\n17W\n 5 r # trailing\n").unwrap();
        assert_eq!(t.pages, vec![0, 1, 0, 2]);
        assert_eq!(t.writes, vec![false, true, true, false]);
        assert_eq!(t.distinct, 3);
    }

    #[test]
    fn csv_with_a_page_column_and_an_op() {
        let t = parse_trace_file(
            "time,Page,op\n0.1,18446744073709551615,r\n0.2,3,w\n0.3,18446744073709551615,\n",
        )
        .unwrap();
        assert_eq!(t.pages, vec![0, 1, 0]);
        assert_eq!(t.writes, vec![false, true, false]);
    }

    #[test]
    fn a_byte_order_mark_and_windows_line_ends_are_read_past() {
        let t = parse_trace_file("\u{feff}1\r\n2\r\n3w\r\n").unwrap();
        assert_eq!(t.pages, vec![0, 1, 2]);
        assert_eq!(t.writes, vec![false, false, true]);
    }

    #[test]
    fn the_lessons_string_form_comma_separated() {
        let t = parse_trace_file("1,2,3w,4\n1, 2\n").unwrap();
        assert_eq!(t.pages, vec![0, 1, 2, 3, 0, 1]);
        assert_eq!(t.writes, vec![false, false, true, false, false, false]);
    }

    #[test]
    fn a_binary_file_and_spaced_ids_are_named_as_such() {
        let e = parse_trace_file("\u{7f}ELF\u{2}\u{1}\u{1}\0\0\0").unwrap_err();
        assert_eq!((e.line, e.kind), (0, "not_text"));
        let e = parse_trace_file("12\n\u{fffd}\u{fffd}PNG\n").unwrap_err();
        assert_eq!(e.kind, "not_text");
        let e = parse_trace_file("1\n1 2 3 4\n").unwrap_err();
        assert_eq!((e.line, e.kind), (2, "several"));
        assert!(
            e.message.contains("'1 2 3 4' holds several page ids"),
            "{}",
            e.message
        );
        // A write flag after the id is still one reference.
        assert_eq!(
            parse_trace_file("1 w\n2 r\n").unwrap().writes,
            vec![true, false]
        );
    }

    #[test]
    fn errors_name_the_line() {
        assert_eq!(
            parse_trace_file("1\n2\nx7\n").unwrap_err().to_string(),
            "line 3: 'x7' is not a page id (a whole number)"
        );
        assert_eq!(parse_trace_file("1 q\n").unwrap_err().line, 1);
        assert_eq!(parse_trace_file("1 w extra\n").unwrap_err().line, 1);
        assert_eq!(
            parse_trace_file("page,op\n1,r\n2,maybe\n")
                .unwrap_err()
                .line,
            3
        );
        assert_eq!(parse_trace_file("# only\n\n").unwrap_err().line, 0);
        // A header with no page column is named as one.
        let e = parse_trace_file("a,b,c\n1,2,3\n").unwrap_err();
        assert_eq!((e.line, e.kind), (1, "no_page_column"));
        assert!(parse_trace_file("99999999999999999999999\n").is_err());
    }
}
