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
