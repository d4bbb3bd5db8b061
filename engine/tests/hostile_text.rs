//! Property tests: the text a reader types or opens (a script, a trace
//! file, a reference string, a lesson's own statements) never panics the
//! engine. In WebAssembly a panic is a trap: the playground's worker would
//! die with the reader's text unsaid. Each parser answers a value or
//! errors that point inside the text.
//!
//! The texts are drawn from each language's own words, numbers at and
//! past their limits, separators, and any Unicode (`\PC`, and control
//! characters), so most draws get past the first word.

use pagelab::script::{compile, completions};
use pagelab::workload::{plan, trace, trace_file};
use proptest::prelude::*;

/// Words of every text language the engine reads, shuffled together.
fn word() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => prop::sample::select(vec![
            // script
            "lesson", "page_splits", "latch", "buffer_pool", "bpe", "idxbuild", "fragmentation",
            "fillfactor", "threads", "rows", "seed", "policy", "set", "run", "compare", "same",
            "workload", "first", "repeat", "end", "=", "#", "(", ")", ";", ",", "\n", "\n", "\n",
            // statements
            "insert", "update", "delete", "select", "all", "one", "range", "checkpoint", "rebuild",
            "with", "random", "by_date", "key1",
            // traces
            "r", "w", "3w", "1,2,3", "page", "read", "write", "\t", "\r\n",
        ])
        .prop_map(str::to_string),
        2 => prop::sample::select(vec![
            "0", "1", "-1", "7", "100", "4294967295", "4294967296", "18446744073709551616",
            "99999999999999999999999", "1e9", "1.5", "NaN", "١٢٣", "0x10", "+5",
        ])
        .prop_map(str::to_string),
        1 => "\\PC{0,6}",
        1 => "[\\x00-\\x1f\\u{202e}\\u{fffd}]{1,3}",
    ]
}

/// A script shaped like the examples' (`examples/`): a lesson, settings,
/// a workload, runs and comparisons, with any value.
fn script() -> impl Strategy<Value = String> {
    let lesson = prop::sample::select(vec![
        "page_splits",
        "fillfactor",
        "buffer_pool",
        "fragmentation",
        "bpe",
        "latch",
        "idxbuild",
        "nope",
    ]);
    let name = prop::sample::select(vec![
        "rows",
        "threads",
        "cores",
        "strategy",
        "fillfactor",
        "frames",
        "policy",
        "trace",
        "runs",
        "setup",
        "database",
        "sort_groups",
        "layout",
        "seed",
        "statements",
        "days",
        "workload",
        "requests",
    ]);
    let line = prop_oneof![
        3 => (name.clone(), word()).prop_map(|(n, v)| format!("{n} = {v}")),
        1 => (name.clone(), word(), word()).prop_map(|(n, a, b)| format!("compare {n} {a} {b}")),
        1 => (0u32..6, word()).prop_map(|(k, w)| format!("repeat {k}\n  insert {k}0 {w}\nend")),
        1 => word().prop_map(|w| format!("insert 100 {w}")),
        1 => Just("run".to_string()),
        1 => Just("run same workload".to_string()),
        1 => word(),
    ];
    (lesson, prop::collection::vec(line, 0..12))
        .prop_map(|(l, ls)| format!("lesson {l}\n{}\nrun\n", ls.join("\n")))
}

fn text() -> impl Strategy<Value = String> {
    prop::collection::vec(
        (word(), prop::sample::select(vec![" ", " ", "", "\n"])),
        0..40,
    )
    .prop_map(|ws| ws.into_iter().map(|(w, sep)| format!("{w}{sep}")).collect())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn a_script_compiles_or_says_where(t in text()) {
        let lines = t.split('\n').count();
        match compile(&t) {
            Ok(e) => prop_assert!(!e.runs.is_empty() || !e.lesson.is_empty()),
            Err(errors) => {
                prop_assert!(!errors.is_empty());
                for e in &errors {
                    prop_assert!(e.line <= lines, "line {} of {}: {}", e.line, lines, e.message);
                    prop_assert!(!e.message.is_empty());
                }
            }
        }
        // Completion at any place of the text, as the editor asks it.
        for line in [0, 1, lines / 2, lines, lines + 3] {
            for column in [0, 1, 5, 200] {
                let _ = completions(&t, line, column);
            }
        }
    }

    #[test]
    fn a_shaped_script_compiles_or_says_where(t in script()) {
        let lines = t.split('\n').count();
        if let Err(errors) = compile(&t) {
            for e in &errors {
                prop_assert!(e.line <= lines, "line {} of {}: {}", e.line, lines, e.message);
            }
        }
    }

    #[test]
    fn a_trace_file_reads_or_says_where(t in text()) {
        let lines = t.lines().count().max(1);
        if let Err(e) = trace_file::parse_trace_file(&t) {
            prop_assert!(e.line <= lines + 1, "line {} of {}: {}", e.line, lines, e.message);
            prop_assert!(!e.message.is_empty());
        }
    }

    #[test]
    fn a_reference_string_reads_or_says_why(t in text()) {
        if let Err(e) = trace::parse_detailed(&t) {
            prop_assert!(!e.message.is_empty());
        }
    }

    #[test]
    fn statements_read_or_point_into_the_text(t in text()) {
        if let Err(e) = plan::parse(&t) {
            prop_assert!(e.at + e.len <= t.len(), "{}+{} past {}: {}", e.at, e.len, t.len(), e.message);
            prop_assert!(t.is_char_boundary(e.at) && t.is_char_boundary(e.at + e.len));
        }
    }
}
