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
//! names it), 1 a run that stopped early or output that could not be
//! written. Arguments are read strictly: an unknown flag, a parameter set
//! twice or an argument that is not UTF-8 is an error, and values are
//! echoed cut short.
//!
//! Output goes to a locked stdout through `writeln!`, never `println!`
//! (which panics when stdout is closed or full): a reader that closed the
//! pipe early (`pagelab run bpe --json | head -c1`) ends the program
//! quietly, any other write error (`>/dev/full`) with one line on stderr.

use std::io::{self, Write};
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

/// What a command returns: its exit status, or the error that stopped
/// its output.
type Done = io::Result<ExitCode>;

fn main() -> ExitCode {
    match command() {
        Ok(code) => code,
        // The reader has what it wanted: nothing to say.
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            say(&format!("pagelab: cannot write the output: {e}"));
            ExitCode::from(1)
        }
    }
}

/// A line on stderr; if even that cannot be written there is no one to
/// tell.
fn say(text: &str) {
    let _ = writeln!(io::stderr().lock(), "{text}");
}

fn command() -> Done {
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
        Err(e) => return Ok(usage_error(&e)),
    };
    let (command, rest) = match args.split_first() {
        Some((c, rest)) => (c.as_str(), rest),
        None => return Ok(usage_error("which command?")),
    };
    let mut out = io::stdout().lock();
    let code = match command {
        "lessons" => flags_only(rest, |json| list_lessons(&mut out, json)),
        "run" => run(&mut out, rest),
        "bench" => flags_only(rest, |_| run_bench(&mut out)),
        "fidelity" => flags_only(rest, |json| fidelity_table(&mut out, json)),
        "--help" | "-h" | "help" => {
            writeln!(out, "{USAGE}")?;
            Ok(ExitCode::SUCCESS)
        }
        other => Ok(usage_error(&format!("unknown command {}", quote(other)))),
    }?;
    // What is still buffered must reach the reader too (or fail here).
    out.flush()?;
    Ok(code)
}

fn usage_error(message: &str) -> ExitCode {
    say(&format!("pagelab: {message}\n{USAGE}"));
    ExitCode::from(2)
}

/// A command that takes `--json` and nothing else.
fn flags_only(args: &[String], f: impl FnOnce(bool) -> Done) -> Done {
    let mut json = false;
    for a in args {
        match a.as_str() {
            "--json" if !json => json = true,
            "--json" => return Ok(usage_error("--json is given twice")),
            other => {
                return Ok(usage_error(&format!(
                    "unexpected argument {}",
                    quote(other)
                )))
            }
        }
    }
    f(json)
}

fn list_lessons(out: &mut impl Write, json: bool) -> Done {
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
        writeln!(
            out,
            "{}",
            serde_json::to_string_pretty(&listed).unwrap_or_default()
        )?;
        return Ok(ExitCode::SUCCESS);
    }
    for l in &all {
        let draft = if l.draft { " (draft)" } else { "" };
        writeln!(
            out,
            "{:<18} {} ({}){draft}",
            l.id,
            l.title,
            l.scenario.name()
        )?;
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
            writeln!(
                out,
                "  {:<14} default {:<10} {:<28} {}",
                p.name, p.default, range, p.unit
            )?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn run(out: &mut impl Write, args: &[String]) -> Done {
    let Some((lesson, rest)) = args.split_first() else {
        return Ok(usage_error("run: which lesson?"));
    };
    if lesson.starts_with('-') {
        return Ok(usage_error(&format!(
            "run: which lesson? got {}",
            quote(lesson)
        )));
    }
    let mut values = Vec::new();
    let mut json = false;
    let mut rest = rest.iter();
    while let Some(a) = rest.next() {
        match a.as_str() {
            "--json" if !json => json = true,
            "--json" => return Ok(usage_error("--json is given twice")),
            "--set" => match rest.next().map(|kv| (kv, kv.split_once('='))) {
                // The parameter reader refuses a name given twice.
                Some((_, Some((k, v)))) if !k.trim().is_empty() => {
                    values.push((k.trim().to_string(), v.to_string()))
                }
                Some((kv, Some(_))) => {
                    return Ok(usage_error(&format!(
                        "run: --set {} has no name before '=' (--set name=value)",
                        quote(kv)
                    )))
                }
                Some((kv, None)) => {
                    return Ok(usage_error(&format!(
                        "run: --set {} has no '=' (--set name=value)",
                        quote(kv)
                    )))
                }
                None => return Ok(usage_error("run: --set takes name=value")),
            },
            other => {
                return Ok(usage_error(&format!(
                    "run: unexpected argument {}",
                    quote(other)
                )));
            }
        }
    }
    let mut sim = match catalog::open(lesson, &values) {
        Ok(sim) => sim,
        Err(errors) => {
            for e in errors {
                say(&format!("error: {e}"));
            }
            return Ok(ExitCode::from(2));
        }
    };
    sim.run_to_end();
    let f = sim.figures();
    let text = if json {
        serde_json::to_string(&f)
    } else {
        serde_json::to_string_pretty(&f)
    };
    writeln!(out, "{}", text.unwrap_or_default())?;
    match sim.halted() {
        Some(why) => {
            say(&format!("pagelab: {why}"));
            Ok(ExitCode::from(1))
        }
        None => Ok(ExitCode::SUCCESS),
    }
}

fn run_bench(out: &mut impl Write) -> Done {
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
    writeln!(out, "{}", serde_json::json!({ "kernels": kernels }))?;
    Ok(ExitCode::SUCCESS)
}

fn fidelity_table(out: &mut impl Write, json: bool) -> Done {
    if json {
        // Every case of every article at once, on every core.
        let rows: Vec<_> = fidelity::run_articles(&catalog::articles())
            .into_iter()
            .flatten()
            .collect();
        writeln!(out, "{}", serde_json::to_string(&rows).unwrap_or_default())?;
    } else {
        write!(out, "{}", fidelity::markdown())?;
    }
    Ok(ExitCode::SUCCESS)
}
