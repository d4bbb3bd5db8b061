use super::*;

fn errs(text: &str) -> Vec<ScriptError> {
    compile(text).expect_err("the script should be refused")
}

#[test]
fn a_lesson_alone_is_its_full_scale_run() {
    let e = compile("# the lesson as it stands\nlesson fillfactor\n").unwrap();
    assert_eq!(e.lesson, "fillfactor");
    assert_eq!(e.runs.len(), 1);
    assert!(e.runs[0].params.is_empty());
    assert!(e.budget_ms > 0);
}

#[test]
fn sets_runs_and_compares_accumulate() {
    let e = compile(
        "lesson latch\nset threads 64\nrun identity\nstrategy = guid\nRUN GUID at 64\ncompare threads 16 128\nreset\nrun\n",
    )
    .unwrap();
    let labels: Vec<&str> = e.runs.iter().map(|r| r.label.as_str()).collect();
    assert_eq!(
        labels,
        [
            "identity",
            "GUID at 64",
            "threads=16",
            "threads=128",
            "run 5"
        ]
    );
    assert_eq!(
        e.runs[0].params.get("threads").map(String::as_str),
        Some("64")
    );
    assert_eq!(
        e.runs[1].params.get("strategy").map(String::as_str),
        Some("guid")
    );
    assert_eq!(
        e.runs[3].params.get("threads").map(String::as_str),
        Some("128")
    );
    assert_eq!(
        e.runs[3].params.get("strategy").map(String::as_str),
        Some("guid")
    );
    assert!(e.runs[4].params.is_empty());
    assert_eq!(e.runs[2].line, 6);
}

#[test]
fn errors_name_line_and_column() {
    let e = errs("lesson fillfactor\nset fillfactor 150\n");
    assert_eq!((e[0].line, e[0].column, e[0].kind), (2, 16, "param"));
    assert!(e[0].message.starts_with("fillfactor"), "{}", e[0].message);

    let e = errs("lesson fillfactor\n  fillfactr = 90\n");
    assert_eq!((e[0].line, e[0].column, e[0].kind), (2, 3, "unknown_param"));
    assert!(
        e[0].message.ends_with("did you mean fillfactor?"),
        "{}",
        e[0].message
    );

    let e = errs("lesson fillfactor\nsett fillfactor 90\n");
    assert_eq!((e[0].line, e[0].column, e[0].kind), (2, 1, "unknown_word"));
    assert!(
        e[0].message.contains("did you mean set?"),
        "{}",
        e[0].message
    );

    let e = errs("lesson fillfacter\n");
    assert_eq!((e[0].kind, e[0].column), ("unknown_lesson", 8));
    assert!(
        e[0].message.contains("did you mean fillfactor?"),
        "{}",
        e[0].message
    );

    assert_eq!(errs("set rows 5\n")[0].kind, "no_lesson");
    assert_eq!(errs("# nothing\n")[0].kind, "empty");
    assert_eq!(errs("lesson latch\nlesson bpe\n")[0].kind, "second_lesson");
    assert_eq!(errs("lesson latch\ncompare threads\n")[0].kind, "missing");
    assert_eq!(errs("lesson latch\nreset now\n")[0].kind, "extra");
    assert_eq!(
        errs("lesson latch\npreset nosuch\n")[0].kind,
        "unknown_preset"
    );
    // Several lines wrong: each said, in order.
    let e = errs("lesson fillfactor\nfillfactor = 0\nrows = x\n");
    assert_eq!(e.iter().map(|e| e.line).collect::<Vec<_>>(), vec![2, 3]);
}

#[test]
fn the_script_is_held_to_a_budget_before_it_runs() {
    let many = format!("lesson fillfactor\n{}", "run\n".repeat(MAX_RUNS + 1));
    assert_eq!(errs(&many)[0].kind, "too_many_runs");
    // Sixteen runs of the heaviest fragmentation growth take far more than a minute.
    let heavy = "lesson fragmentation\ncompare seed 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16\n";
    let e = errs(heavy);
    assert_eq!(e[0].kind, "budget_time", "{e:?}");
    assert_eq!(e[0].line, 2);
}

#[test]
fn completions_follow_the_grammar() {
    let text = "lesson latch\nset thr\nstrategy = \n";
    assert!(completions(text, 1, 1).contains(&"lesson".to_string()));
    assert_eq!(completions("lesson fill", 1, 12), vec!["fillfactor"]);
    assert_eq!(completions(text, 2, 8), vec!["threads"]);
    let choices = completions(text, 3, 12);
    assert!(choices.contains(&"guid".to_string()), "{choices:?}");
    assert!(completions("lesson latch\n# set", 2, 6).is_empty());
}

#[test]
fn a_rule_across_parameters_keeps_its_id_and_figures() {
    let e = errs("lesson latch\nset text_min 90\nset text_max 30\n");
    assert_eq!((e[0].line, e[0].column, e[0].kind), (2, 14, "param"));
    assert_eq!(e[0].values, vec!["text_min".to_string(), "90".to_string()]);
    let rule = e[0].rule.as_ref().expect("the engine's rule");
    assert_eq!(rule.id, "text_range");
    assert_eq!(rule.values.get("text_max").map(String::as_str), Some("30"));
}

#[test]
fn a_workload_of_statements_becomes_the_runs_statements() {
    let x = compile(
        "lesson page_splits\nrows = 20000\ninsert 1000 random\nrepeat 2\n  update 50   # in place\n  delete 10\nend\nselect all\nrun first\nfillfactor = 80\nrun same workload\ncheckpoint\nrun\n",
    )
    .unwrap();
    assert_eq!(x.runs.len(), 3);
    let work = |i: usize| {
        x.runs[i]
            .params
            .get("statements")
            .cloned()
            .unwrap_or_default()
    };
    assert_eq!(
        work(0),
        "insert 1000 random; repeat 2 (update 50; delete 10); select all"
    );
    // A run with no new statements keeps the workload before; new ones replace it.
    assert_eq!(work(1), work(0));
    assert_eq!(work(2), "checkpoint");
    // A one-line repeat is read by the plan's grammar and written again.
    let one = compile("lesson fillfactor\nrepeat 3 (insert 10; delete 2)\n").unwrap();
    assert_eq!(
        one.runs[0].params.get("statements").map(String::as_str),
        Some("repeat 3 (insert 10; delete 2)")
    );
}

#[test]
fn a_workload_error_is_at_its_word() {
    let e = errs("lesson page_splits\ninsert 10 sideways\n");
    assert_eq!((e[0].line, e[0].column, e[0].kind), (2, 11, "workload"));
    assert_eq!(e[0].rule.as_ref().map(|r| r.id), Some("statement_order"));
    let e = errs("lesson page_splits\nselect soem 5\n");
    assert_eq!((e[0].line, e[0].column), (2, 8));
    assert_eq!(
        errs("lesson page_splits\nrepeat 2\ninsert 5\n")[0].kind,
        "repeat_open"
    );
    assert_eq!(
        errs("lesson page_splits\nend\n")[0].kind,
        "end_without_repeat"
    );
    // A block whose count is refused is one error, at its count: its end
    // still closes it.
    let e = errs("lesson page_splits\nrepeat 100000\ninsert 5\nend\n");
    assert_eq!(e.len(), 1, "{e:?}");
    assert_eq!(e[0].line, 2);
    assert_eq!(
        errs("lesson page_splits\nrun\ninsert 5\n")[0].kind,
        "work_after_run"
    );
    let e = errs("lesson latch\ninsert 5\n");
    assert_eq!(e[0].kind, "no_workload");
    assert!(e[0].values[1].contains("page_splits"), "{:?}", e[0].values);
    // The run's rules (a heap takes no delete) come back at the workload's first line.
    let e = errs("lesson page_splits\ntable = heap\ninsert 5\ndelete 3\nrun\n");
    assert_eq!((e[0].line, e[0].kind), (3, "param"));
    assert_eq!(e[0].rule.as_ref().map(|r| r.id), Some("statements_heap"));
}

#[test]
fn completions_know_the_workload() {
    let text = "lesson page_splits\nsel\nselect \ninsert 100 \n";
    assert_eq!(completions(text, 2, 4), vec!["select"]);
    assert_eq!(completions(text, 3, 8), vec!["one", "range", "all"]);
    assert!(completions(text, 4, 12).contains(&"random".to_string()));
    // A lesson with its own workload completes none.
    assert!(!completions("lesson latch\nsel", 2, 4).contains(&"select".to_string()));
}
