//! The command line, as a course author scripts it: bad input of every kind
//! exits with status 2 and a short message naming what is wrong, never a
//! panic (status 101), a silent success or a page of echoed input.

use std::ffi::OsString;
use std::process::{Command, Output};

fn pagelab<I, S>(args: I) -> Output
where
    I: IntoIterator<Item = S>,
    S: Into<OsString>,
{
    Command::new(env!("CARGO_BIN_EXE_pagelab"))
        .args(args.into_iter().map(Into::into))
        .output()
        .expect("the binary runs")
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[test]
fn unknown_flags_and_commands_are_errors() {
    for args in [
        vec!["lessons", "--bogus"],
        vec!["fidelity", "extra"],
        vec!["bench", "--json", "--json"],
        vec!["nope"],
        vec![],
        vec!["run"],
        vec!["run", "--json"],
        vec!["run", "fillfactor", "--set"],
        vec!["run", "fillfactor", "--set", "fillfactor"],
        vec!["run", "fillfactor", "--what"],
    ] {
        let o = pagelab(&args);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr(&o));
        assert!(o.stdout.is_empty(), "{args:?} printed to stdout");
        assert!(
            stderr(&o).contains("usage") || stderr(&o).contains("error"),
            "{args:?}"
        );
    }
}

#[test]
fn a_parameter_set_twice_is_refused() {
    let o = pagelab([
        "run",
        "fillfactor",
        "--set",
        "fillfactor=80",
        "--set",
        "fillfactor=90",
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("more than once"), "{}", stderr(&o));
}

#[test]
fn numbers_are_strict() {
    for v in ["8,0", "_8_0_", "+80", "0080"] {
        let o = pagelab(["run", "fillfactor", "--set", &format!("fillfactor={v}")]);
        assert_eq!(o.status.code(), Some(2), "{v}");
        assert!(stderr(&o).contains("whole number"), "{v}: {}", stderr(&o));
    }
}

#[test]
fn long_values_are_echoed_cut_short() {
    let long = "x".repeat(100_000);
    let o = pagelab(["run", "fillfactor", "--set", &format!("fillfactor={long}")]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).len() < 500, "{} bytes", stderr(&o).len());
    let o = pagelab(["run", &long]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).len() < 2_000, "{} bytes", stderr(&o).len());
    let o = pagelab(["lessons", &long]);
    assert!(stderr(&o).len() < 2_000, "{} bytes", stderr(&o).len());
}

#[cfg(unix)]
#[test]
fn a_non_utf8_argument_is_an_error_not_a_panic() {
    use std::os::unix::ffi::OsStringExt;
    let bad = OsString::from_vec(vec![b'f', 0xff, b'x']);
    let o = pagelab([OsString::from("run"), bad]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("not UTF-8"), "{}", stderr(&o));
}

#[test]
fn a_run_prints_one_json_object() {
    let o = pagelab([
        "run",
        "page_splits",
        "--set",
        "rows=480",
        "--set",
        "inserted_rows=16",
        "--json",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).expect("JSON on stdout");
    assert_eq!(v["inserted_rows"], 16);
}

#[test]
fn the_buffer_lessons_print_the_figures_a_script_reads() {
    // The scripts: a policy on a string, a generated workload, a
    // database grown to some rows.
    let runs: [(&[&str], &[&str]); 3] = [
        (
            &[
                "run",
                "buffer_pool",
                "--set",
                "policy=fifo",
                "--set",
                "frames=4",
                "--set",
                "trace=1,2,3,4,1,2,5,1,2,3,4,5",
                "--json",
            ],
            &["hits", "misses", "hit_ratio", "writes", "evictions"],
        ),
        (
            &[
                "run",
                "buffer_pool",
                "--set",
                "policy=lru",
                "--set",
                "workload=zipf",
                "--set",
                "pages=500",
                "--set",
                "requests=5000",
                "--json",
            ],
            &["hits", "misses", "hit_ratio", "writes", "evictions"],
        ),
        (
            &[
                "run",
                "fragmentation",
                "--set",
                "layout=defragmented",
                "--set",
                "rows=600000",
                "--json",
            ],
            &[
                "physical_reads",
                "physical_writes",
                "hit_ratio",
                "dirty_ratio",
                "useful_records_cached",
                "insert_mean_ms",
                "update_mean_ms",
                "select_one_mean_ms",
                "select_hour_mean_ms",
                "select_all_mean_ms",
            ],
        ),
    ];
    for (args, figures) in runs {
        let o = pagelab(args);
        assert_eq!(o.status.code(), Some(0), "{args:?}: {}", stderr(&o));
        let v: serde_json::Value = serde_json::from_slice(&o.stdout).expect("one JSON object");
        for f in figures {
            assert!(v[f].is_number(), "{args:?}: no figure {f}");
        }
    }
    // FIFO's 10 misses with 4 frames on Belady's string.
    let o = pagelab(runs[0].0);
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).expect("JSON");
    assert_eq!(v["misses"], 10);
}

#[test]
fn the_bpe_lesson_prints_the_figures_a_script_reads() {
    // The script: a setup, K runs.
    for setup in ["in_memory", "cold_hdd", "limited_memory", "bpe", "ssd_cold"] {
        let args = [
            "run",
            "bpe",
            "--set",
            &format!("setup={setup}"),
            "--set",
            "runs=3",
            "--set",
            "rows=100000",
            "--set",
            "updates=2000",
            "--json",
        ];
        let o = pagelab(args);
        assert_eq!(o.status.code(), Some(0), "{setup}: {}", stderr(&o));
        let v: serde_json::Value = serde_json::from_slice(&o.stdout).expect("one JSON object");
        for f in ["elapsed_s", "bpe_pages", "physical_reads", "bpe_hits"] {
            assert!(v[f].is_number(), "{setup}: no figure {f}");
        }
        let per_run = v["elapsed_s_per_run"].as_array().expect("an array");
        assert_eq!(per_run.len(), 3, "{setup}");
        assert_eq!(v["setup"], setup);
    }
    // A bad cache size is a typed error naming the parameter.
    let o = pagelab(["run", "bpe", "--set", "cache_mb=lots"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("cache_mb"), "{}", stderr(&o));
}

#[test]
fn latch_runs_from_the_command_line() {
    let o = pagelab([
        "run",
        "latch",
        "--set",
        "strategy=guid",
        "--set",
        "threads=32",
        "--set",
        "rows=20000",
        "--json",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).expect("json");
    for f in [
        "rows_per_sec",
        "latch_wait_mean_us",
        "latch_wait_p99_us",
        "page_splits",
        "avg_leaf_density",
    ] {
        assert!(v.get(f).is_some_and(|x| x.is_number()), "{f}");
    }
    let bad = pagelab(["run", "latch", "--set", "strategy=uuid"]);
    assert_eq!(bad.status.code(), Some(2));
    let list = pagelab(["lessons"]);
    let list = String::from_utf8_lossy(&list.stdout);
    assert!(
        list.lines()
            .any(|l| l.starts_with("latch ") && !l.contains("(draft)")),
        "{list}"
    );
}

#[test]
fn idxbuild_runs_from_the_command_line() {
    let o = pagelab([
        "run",
        "idxbuild",
        "--set",
        "threads=8",
        "--set",
        "devices=5",
        "--json",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).expect("json");
    for f in [
        "elapsed_s",
        "phase1_s",
        "phase2_s",
        "phase3_s",
        "speedup_vs_single_thread",
        "device_utilisation",
    ] {
        assert!(v.get(f).is_some_and(|x| x.is_number()), "{f}");
    }
    assert!(v["speedup_vs_single_thread"].as_f64().expect("a number") > 1.0);
    // Sort files that do not fit are refused, next to `devices`.
    let full = pagelab([
        "run",
        "idxbuild",
        "--set",
        "devices=1",
        "--set",
        "scale_pct=400",
    ]);
    assert_eq!(full.status.code(), Some(2));
    assert!(stderr(&full).contains("devices"), "{}", stderr(&full));
}

#[test]
fn a_closed_or_full_stdout_ends_quietly() {
    use std::io::Read;
    use std::process::Stdio;
    // A full disk: one line on stderr, status 1, no panic.
    if let Ok(full) = std::fs::OpenOptions::new().write(true).open("/dev/full") {
        let o = Command::new(env!("CARGO_BIN_EXE_pagelab"))
            .args(["lessons", "--json"])
            .stdout(full)
            .output()
            .expect("the binary runs");
        assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
        assert!(stderr(&o).contains("cannot write"), "{}", stderr(&o));
        assert!(!stderr(&o).contains("panicked"), "{}", stderr(&o));
    }
    // A reader that stops after one byte: nothing on stderr, status 0.
    let mut child = Command::new(env!("CARGO_BIN_EXE_pagelab"))
        .args(["lessons", "--json"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut one = [0u8; 1];
    child
        .stdout
        .take()
        .expect("a pipe")
        .read_exact(&mut one)
        .expect("one byte");
    let o = child.wait_with_output().expect("it ends");
    assert!(o.status.success(), "{:?}: {}", o.status, stderr(&o));
    assert!(o.stderr.is_empty(), "{}", stderr(&o));
}

/// A trace file in the system's temporary directory, unique to this test.
fn trace_file(name: &str, text: &str) -> std::path::PathBuf {
    let path = std::env::temp_dir().join(format!("pagelab-cli-{}-{name}", std::process::id()));
    std::fs::write(&path, text).expect("temp file");
    path
}

#[test]
fn trace_gives_each_policy_its_misses_by_pool_size() {
    let file = trace_file("belady.txt", "1\n2\n3\n4\n1\n2\n5\n1\n2\n3\n4\n5\n");
    let o = pagelab([
        "trace".as_ref(),
        file.as_os_str(),
        "--frames".as_ref(),
        "3,4".as_ref(),
        "--policy".as_ref(),
        "fifo,lru,opt".as_ref(),
        "--json".as_ref(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).expect("JSON");
    assert_eq!(v["references"], 12);
    let misses = |policy: &str| -> Vec<u64> {
        v["policies"]
            .as_array()
            .and_then(|ps| ps.iter().find(|p| p["policy"] == policy))
            .map(|p| {
                p["points"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|x| x["misses"].as_u64().unwrap())
                    .collect()
            })
            .unwrap_or_default()
    };
    // Belady's anomaly for FIFO; LRU and OPT improve with the frame.
    assert_eq!(misses("fifo"), vec![9, 10]);
    assert_eq!(misses("lru"), vec![10, 8]);
    assert_eq!(misses("opt"), vec![7, 6]);
    let _ = std::fs::remove_file(file);
}

#[test]
fn trace_refuses_bad_files_and_flags_with_status_2() {
    let bad = trace_file("bad.txt", "1\n2\nseven\n");
    let o = pagelab(["trace".as_ref(), bad.as_os_str()]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("line 3: 'seven' is not a page id"),
        "{}",
        stderr(&o)
    );
    let good = trace_file("good.txt", "1\n2\n");
    for extra in [
        ["--policy", "lfu"],
        ["--frames", "0"],
        ["--frames", "x"],
        ["--bogus", "1"],
    ] {
        let o = pagelab([
            "trace".as_ref(),
            good.as_os_str(),
            extra[0].as_ref(),
            extra[1].as_ref(),
        ]);
        assert_eq!(o.status.code(), Some(2), "{extra:?}: {}", stderr(&o));
    }
    assert_eq!(
        pagelab(["trace", "/nonexistent/pagelab-trace.txt"])
            .status
            .code(),
        Some(2)
    );
    assert_eq!(pagelab(["trace"]).status.code(), Some(2));
    let _ = (std::fs::remove_file(bad), std::fs::remove_file(good));
}
