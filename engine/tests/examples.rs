//! `examples/`: one script a lesson that reproduces the lesson's
//! full-scale run. Each must compile to one run whose figures are the
//! lesson's own (`pagelab run <lesson>`), so a reader who edits an example
//! starts from exactly what the lesson shows; and the CLI must give the
//! same (`pagelab script FILE --json`), with its errors at line and column.

use std::path::PathBuf;
use std::process::Command;

use pagelab::{catalog, script};

fn examples() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../examples")
}

fn figures(lesson: &str, values: &[(String, String)]) -> serde_json::Value {
    let mut sim = catalog::open(lesson, values).expect("the lesson opens");
    sim.run_to_end();
    serde_json::to_value(sim.figures()).expect("figures serialise")
}

#[test]
fn every_lesson_has_an_example_with_its_figures() {
    for l in catalog::lessons() {
        let path = examples().join(format!("{}.txt", l.id));
        let text = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("{}: {e} (every lesson has an example)", path.display()));
        let x = script::compile(&text).unwrap_or_else(|e| panic!("{}: {e:?}", path.display()));
        assert_eq!(x.lesson, l.id);
        assert_eq!(x.runs.len(), 1, "{}: one run, the lesson's", path.display());
        // Every parameter with a default is spelled out, at the lesson's value.
        for p in l.params.iter().filter(|p| !p.default.is_empty()) {
            assert_eq!(
                x.runs[0].params.get(p.name),
                Some(&p.default),
                "{}: {}",
                path.display(),
                p.name
            );
        }
        let values: Vec<(String, String)> = x.runs[0].params.clone().into_iter().collect();
        assert_eq!(
            figures(l.id, &values),
            figures(l.id, &[]),
            "{}",
            path.display()
        );
    }
}

#[test]
fn the_cli_runs_a_script_as_the_lesson_runs() {
    let bin = env!("CARGO_BIN_EXE_pagelab");
    let file = examples().join("latch.txt");
    let out = Command::new(bin)
        .arg("script")
        .arg(&file)
        .arg("--json")
        .output()
        .expect("runs");
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let doc: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    let run = Command::new(bin)
        .args(["run", "latch", "--json"])
        .output()
        .expect("runs");
    let lesson: serde_json::Value = serde_json::from_slice(&run.stdout).expect("JSON");
    assert_eq!(doc["lesson"], "latch");
    assert_eq!(doc["runs"][0]["figures"], lesson);
    assert_eq!(doc["runs"][0]["label"], "run 1");

    // A bad script: status 2, each error at FILE:line:column, nothing run.
    let dir = std::env::temp_dir().join(format!("pagelab-script-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temp dir");
    let bad = dir.join("bad.txt");
    std::fs::write(&bad, "lesson latch\nthreads = 0\nsett cores 4\n").expect("written");
    let out = Command::new(bin)
        .arg("script")
        .arg(&bad)
        .output()
        .expect("runs");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(out.stdout.is_empty());
    assert!(err.contains("bad.txt:2:11: threads"), "{err}");
    assert!(
        err.contains("bad.txt:3:1: sett is not a statement; did you mean set?"),
        "{err}"
    );
    for args in [
        vec!["script"],
        vec!["script", "a", "b"],
        vec!["script", "--x"],
    ] {
        let o = Command::new(bin).args(&args).output().expect("runs");
        assert_eq!(o.status.code(), Some(2), "{args:?}");
    }
}
