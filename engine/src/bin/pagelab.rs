//! `pagelab`: the engine from the command line, for course authors who
//! script figures and for anyone reproducing a lesson outside a browser.
//!
//! ```text
//! pagelab lessons [--json]
//! pagelab run <lesson> [--set name=value]... [--json]
//! pagelab bench [--json]
//! pagelab fidelity [--json]
//! ```
//!
//! Exit status: 0 done, 2 a bad command line or parameter (the message
//! names it), 1 a run that stopped early. Arguments are read strictly: an
//! unknown flag, a parameter set twice or an argument that is not UTF-8 is
//! an error, and values are echoed cut short.

use std::process::ExitCode;
use std::time::Instant;

use pagelab::catalog::{self, fidelity};
use pagelab::scenario::params::{quote, ParamKind};
use pagelab::{bench, choice::Choice};

const USAGE: &str = "usage:
  pagelab lessons [--json]                              every lesson, its parameters, ranges, units
  pagelab run <lesson> [--set name=value]... [--json]   a full-scale run's figures
  pagelab bench [--json]                                native kernel timings
  pagelab fidelity [--json]                             the articles' figures beside ours";

fn main() -> ExitCode {
    let args: Result<Vec<String>, String> = std::env::args_os()
        .skip(1)
        .enumerate()
        .map(|(i, a)| {
            a.into_string().map_err(|a| {
                format!(
                    "argument {} is not UTF-8: {}",
                    i + 1,
                    quote(&a.to_string_lossy())
                )
            })
        })
        .collect();
    let args = match args {
        Ok(a) => a,
        Err(e) => return usage_error(&e),
    };
    let (command, rest) = match args.split_first() {
        Some((c, rest)) => (c.as_str(), rest),
        None => return usage_error("which command?"),
    };
    match command {
        "lessons" => flags_only(rest, list_lessons),
        "run" => run(rest),
        "bench" => flags_only(rest, |_| run_bench()),
        "fidelity" => flags_only(rest, fidelity_table),
        "--help" | "-h" | "help" => {
            println!("{USAGE}");
            ExitCode::SUCCESS
        }
        other => usage_error(&format!("unknown command {}", quote(other))),
    }
}

fn usage_error(message: &str) -> ExitCode {
    eprintln!("pagelab: {message}\n{USAGE}");
    ExitCode::from(2)
}

/// A command that takes `--json` and nothing else.
fn flags_only(args: &[String], f: impl FnOnce(bool) -> ExitCode) -> ExitCode {
    let mut json = false;
    for a in args {
        match a.as_str() {
            "--json" if !json => json = true,
            "--json" => return usage_error("--json is given twice"),
            other => return usage_error(&format!("unexpected argument {}", quote(other))),
        }
    }
    f(json)
}

fn list_lessons(json: bool) -> ExitCode {
    // Drafts too (engine only, not on the site yet), marked as such.
    let all = catalog::all_lessons();
    if json {
        let listed: Vec<serde_json::Value> = all
            .iter()
            .map(|l| {
                let mut v = serde_json::to_value(l).unwrap_or_default();
                if let Some(o) = v.as_object_mut() {
                    o.insert("draft".into(), l.draft.into());
                }
                v
            })
            .collect();
        println!(
            "{}",
            serde_json::to_string_pretty(&listed).unwrap_or_default()
        );
        return ExitCode::SUCCESS;
    }
    for l in &all {
        let draft = if l.draft { " (draft)" } else { "" };
        println!("{:<18} {} ({}){draft}", l.id, l.title, l.scenario.name());
        for p in &l.params {
            let choices = p.choices.as_deref().unwrap_or(&[]).join("|");
            let range = match (p.kind, p.min, p.max) {
                (ParamKind::Int, Some(a), Some(b)) => format!("{a}..{b}"),
                (ParamKind::Choice, _, _) => choices,
                // A list: its choices, comma-separated, with how many.
                (ParamKind::Set, Some(a), Some(b)) => format!("{a}-{b} of {choices}"),
                (ParamKind::Text, _, Some(b)) => format!("text, at most {b} chars"),
                _ => String::new(),
            };
            println!(
                "  {:<14} default {:<10} {:<28} {}",
                p.name, p.default, range, p.unit
            );
        }
    }
    ExitCode::SUCCESS
}

fn run(args: &[String]) -> ExitCode {
    let Some((lesson, rest)) = args.split_first() else {
        return usage_error("run: which lesson?");
    };
    if lesson.starts_with('-') {
        return usage_error(&format!("run: which lesson? got {}", quote(lesson)));
    }
    let mut values = Vec::new();
    let mut json = false;
    let mut rest = rest.iter();
    while let Some(a) = rest.next() {
        match a.as_str() {
            "--json" if !json => json = true,
            "--json" => return usage_error("--json is given twice"),
            "--set" => match rest.next().map(|kv| (kv, kv.split_once('='))) {
                // The parameter reader refuses a name given twice.
                Some((_, Some((k, v)))) if !k.trim().is_empty() => {
                    values.push((k.trim().to_string(), v.to_string()))
                }
                Some((kv, Some(_))) => {
                    return usage_error(&format!(
                        "run: --set {} has no name before '=' (--set name=value)",
                        quote(kv)
                    ))
                }
                Some((kv, None)) => {
                    return usage_error(&format!(
                        "run: --set {} has no '=' (--set name=value)",
                        quote(kv)
                    ))
                }
                None => return usage_error("run: --set takes name=value"),
            },
            other => {
                return usage_error(&format!("run: unexpected argument {}", quote(other)));
            }
        }
    }
    let mut sim = match catalog::open(lesson, &values) {
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
    let text = if json {
        serde_json::to_string(&f)
    } else {
        serde_json::to_string_pretty(&f)
    };
    println!("{}", text.unwrap_or_default());
    match sim.halted() {
        Some(why) => {
            eprintln!("pagelab: {why}");
            ExitCode::from(1)
        }
        None => ExitCode::SUCCESS,
    }
}

fn run_bench() -> ExitCode {
    let mut kernels = Vec::new();
    let heavy = bench::heavy();
    for name in bench::names() {
        let mut best = f64::INFINITY;
        let mut units = 0;
        // One warm-up, then best of five (of one for the heavy kernels): the
        // figure is a floor, not a mean.
        let runs = if heavy.contains(&name) { 2 } else { 6 };
        for _ in 0..runs {
            let t = Instant::now();
            units = std::hint::black_box(bench::run_kernel(name));
            best = best.min(t.elapsed().as_secs_f64() * 1e3);
        }
        kernels.push(serde_json::json!({ "name": name, "ms": best, "units": units }));
    }
    println!("{}", serde_json::json!({ "kernels": kernels }));
    ExitCode::SUCCESS
}

fn fidelity_table(json: bool) -> ExitCode {
    if json {
        let rows: Vec<_> = catalog::articles()
            .iter()
            .flat_map(fidelity::run_article)
            .collect();
        println!("{}", serde_json::to_string(&rows).unwrap_or_default());
    } else {
        print!("{}", fidelity::markdown());
    }
    ExitCode::SUCCESS
}
