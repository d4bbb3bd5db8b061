//! `pagelab`: the engine from the command line, for course authors who
//! script figures and for anyone reproducing a lesson outside a browser.
//!
//! ```text
//! pagelab lessons --json
//! pagelab run <lesson> [--set name=value]... [--json]
//! pagelab bench --json
//! ```

use std::process::ExitCode;
use std::time::Instant;

use pagelab::{article, bench, lessons};

const USAGE: &str = "usage:
  pagelab lessons [--json]
  pagelab run <lesson> [--set name=value]... [--json]
  pagelab bench [--json]
  pagelab fidelity [--json]     the article's figures beside ours (Markdown)";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("lessons") => list_lessons(args.iter().any(|a| a == "--json")),
        Some("run") => run(&args[1..]),
        Some("bench") => run_bench(),
        Some("fidelity") => fidelity(args.iter().any(|a| a == "--json")),
        Some("--help" | "-h" | "help") => {
            println!("{USAGE}");
            ExitCode::SUCCESS
        }
        _ => {
            eprintln!("{USAGE}");
            ExitCode::from(2)
        }
    }
}

fn list_lessons(json: bool) -> ExitCode {
    let all = lessons::lessons();
    if json {
        println!("{}", serde_json::to_string_pretty(&all).unwrap_or_default());
    } else {
        for l in &all {
            println!("{:<18} {}", l.id, l.title);
            for p in &l.params {
                let range = match (&p.min, &p.max, &p.choices) {
                    (Some(a), Some(b), _) => format!("{a}..{b}"),
                    (_, _, Some(c)) => c.join("|"),
                    _ => String::new(),
                };
                println!(
                    "  {:<14} default {:<10} {:<28} {}",
                    p.name, p.default, range, p.unit
                );
            }
        }
    }
    ExitCode::SUCCESS
}

fn run(args: &[String]) -> ExitCode {
    let Some(lesson) = args.first() else {
        eprintln!("run: which lesson? {USAGE}");
        return ExitCode::from(2);
    };
    let mut values = Vec::new();
    let mut json = false;
    let mut rest = args[1..].iter();
    while let Some(a) = rest.next() {
        match a.as_str() {
            "--json" => json = true,
            "--set" => match rest.next().and_then(|kv| kv.split_once('=')) {
                Some((k, v)) => values.push((k.to_string(), v.to_string())),
                None => {
                    eprintln!("run: --set takes name=value");
                    return ExitCode::from(2);
                }
            },
            other => {
                eprintln!("run: unexpected argument '{other}'\n{USAGE}");
                return ExitCode::from(2);
            }
        }
    }
    let mut sim = match lessons::open(lesson, &values) {
        Ok(sim) => sim,
        Err(errors) => {
            for e in errors {
                eprintln!("error: {e}");
            }
            return ExitCode::from(2);
        }
    };
    sim.run_to_end();
    let f = sim.figures();
    if json {
        println!("{}", serde_json::to_string(&f).unwrap_or_default());
    } else {
        println!("{}", serde_json::to_string_pretty(&f).unwrap_or_default());
    }
    ExitCode::SUCCESS
}

fn run_bench() -> ExitCode {
    let mut kernels = Vec::new();
    for name in bench::KERNELS {
        let mut best = f64::INFINITY;
        let mut units = 0;
        // One warm-up, then best of five: the figure is a floor, not a mean.
        for _ in 0..6 {
            let t = Instant::now();
            units = std::hint::black_box(bench::run_kernel(name));
            best = best.min(t.elapsed().as_secs_f64() * 1e3);
        }
        kernels.push(serde_json::json!({ "name": name, "ms": best, "units": units }));
    }
    println!("{}", serde_json::json!({ "kernels": kernels }));
    ExitCode::SUCCESS
}

fn fidelity(json: bool) -> ExitCode {
    if json {
        let rows: Vec<_> = article::cases()
            .iter()
            .map(|c| serde_json::json!({ "case": c, "ours": article::run(c) }))
            .collect();
        println!("{}", serde_json::Value::Array(rows));
    } else {
        print!("{}", article::fidelity_markdown());
    }
    ExitCode::SUCCESS
}
