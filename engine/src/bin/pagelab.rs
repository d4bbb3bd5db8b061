//! `pagelab`: the engine from the command line, for course authors who
//! script figures and for anyone reproducing a lesson outside a browser.
//!
//! ```text
//! pagelab lessons [--json]
//! pagelab run <lesson> [--set name=value]... [--json]
//! pagelab bench [--json]
//! pagelab fidelity [--json]
//! pagelab trace FILE [--frames 3,4,...] [--policy fifo,lru,...] [--json]
//! pagelab script FILE [--json]
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
use pagelab::script;
use pagelab::storage::buffer::mrc;
use pagelab::storage::buffer::PolicyKind;
use pagelab::workload::trace_file::{self, MAX_REFERENCES};
use pagelab::{bench, choice::Choice};

const USAGE: &str = "usage:
  pagelab lessons [--json]                              every lesson, its parameters, ranges, units
  pagelab run <lesson> [--set name=value]... [--json]   a full-scale run's figures
  pagelab bench [--json]                                native kernel timings
  pagelab fidelity [--json]                             the articles' figures beside ours
  pagelab trace FILE [--frames 3,4,...] [--policy fifo,lru,...] [--json]
                                                        your page-reference trace: misses by policy and pool size
  pagelab script FILE [--json]                          your experiment: a lesson's setup changed and run (examples/)";

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
        "trace" => trace(&mut out, rest),
        "script" => run_script(&mut out, rest),
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

/// `pagelab script FILE`: an experiment (`pagelab::script`), checked
/// whole before anything runs, then each of its runs to the end. With two
/// runs or more the text output compares every numeric figure with the
/// first run's.
fn run_script(out: &mut impl Write, args: &[String]) -> Done {
    let (mut file, mut json) = (None, false);
    for a in args {
        match a.as_str() {
            "--json" if !json => json = true,
            "--json" => return Ok(usage_error("--json is given twice")),
            other if other.starts_with('-') => {
                return Ok(usage_error(&format!(
                    "script: unexpected argument {}",
                    quote(other)
                )))
            }
            path if file.is_none() => file = Some(path.to_string()),
            other => {
                return Ok(usage_error(&format!(
                    "script: one file only; got {} too",
                    quote(other)
                )))
            }
        }
    }
    let Some(path) = file else {
        return Ok(usage_error("script: which file?"));
    };
    let text = match std::fs::read(&path) {
        Ok(bytes) if bytes.len() > script::MAX_SCRIPT_BYTES => {
            say(&format!(
                "error: {} is longer than {} bytes",
                quote(&path),
                script::MAX_SCRIPT_BYTES
            ));
            return Ok(ExitCode::from(2));
        }
        Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
        Err(e) => {
            say(&format!("error: cannot read {}: {e}", quote(&path)));
            return Ok(ExitCode::from(2));
        }
    };
    let experiment = match script::compile(&text) {
        Ok(x) => x,
        Err(errors) => {
            for e in errors {
                if e.line == 0 {
                    say(&format!("error: {path}: {}", e.message));
                } else {
                    say(&format!(
                        "error: {path}:{}:{}: {}",
                        e.line, e.column, e.message
                    ));
                }
            }
            return Ok(ExitCode::from(2));
        }
    };
    let mut runs = Vec::new();
    let mut halted = None;
    for run in &experiment.runs {
        let values: Vec<(String, String)> = run.params.clone().into_iter().collect();
        let mut sim = match catalog::open(&experiment.lesson, &values) {
            Ok(sim) => sim,
            Err(errors) => {
                // compile() checked these; a refusal here is the engine's word.
                for e in errors {
                    say(&format!("error: {path}:{}: {e}", run.line));
                }
                return Ok(ExitCode::from(2));
            }
        };
        sim.run_to_end();
        halted = halted.or(sim.halted());
        let figures = serde_json::to_value(sim.figures()).unwrap_or_default();
        runs.push(serde_json::json!({
            "line": run.line,
            "label": run.label,
            "params": run.params,
            "figures": figures,
        }));
    }
    if json {
        let doc = serde_json::json!({
            "lesson": experiment.lesson,
            "budget_ms": experiment.budget_ms,
            "runs": runs,
        });
        writeln!(out, "{doc}")?;
    } else if runs.len() == 1 {
        let text = serde_json::to_string_pretty(&runs[0]["figures"]).unwrap_or_default();
        writeln!(out, "{text}")?;
    } else {
        compare_table(out, &runs)?;
    }
    match halted {
        Some(why) => {
            say(&format!("pagelab: {why}"));
            Ok(ExitCode::from(1))
        }
        None => Ok(ExitCode::SUCCESS),
    }
}

/// The runs side by side: each numeric top-level figure, and each run's
/// difference from the first.
fn compare_table(out: &mut impl Write, runs: &[serde_json::Value]) -> io::Result<()> {
    let first = &runs[0]["figures"];
    let names: Vec<&String> = first
        .as_object()
        .map(|o| {
            o.iter()
                .filter(|(_, v)| v.is_number())
                .map(|(k, _)| k)
                .collect()
        })
        .unwrap_or_default();
    write!(out, "{:<28}", "figure")?;
    for r in runs {
        write!(out, " {:>22}", r["label"].as_str().unwrap_or(""))?;
    }
    writeln!(out)?;
    for name in names {
        write!(out, "{name:<28}")?;
        let base = first[name].as_f64().unwrap_or(0.0);
        for (i, r) in runs.iter().enumerate() {
            let v = r["figures"][name].as_f64().unwrap_or(f64::NAN);
            let shown = if v.fract() == 0.0 && v.abs() < 1e15 {
                format!("{v:.0}")
            } else {
                format!("{v:.3}")
            };
            if i == 0 || base == 0.0 || !v.is_finite() {
                write!(out, " {shown:>22}")?;
            } else {
                let pct = (v - base) / base.abs() * 100.0;
                write!(out, " {:>22}", format!("{shown} ({pct:+.1}%)"))?;
            }
        }
        writeln!(out)?;
    }
    Ok(())
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

/// `pagelab trace FILE`: a user's page-reference trace through every
/// policy (or those asked for) at a range of pool sizes. LRU's curve is
/// Mattson's one pass; OPT is the floor of every other.
fn trace(out: &mut impl Write, args: &[String]) -> Done {
    let mut file = None;
    let (mut frames, mut policies, mut json) = (None, None, false);
    let mut rest = args.iter();
    while let Some(a) = rest.next() {
        match a.as_str() {
            "--json" if !json => json = true,
            "--json" => return Ok(usage_error("--json is given twice")),
            "--frames" | "--policy" => {
                let Some(list) = rest.next() else {
                    return Ok(usage_error(&format!(
                        "trace: {a} takes a comma-separated list"
                    )));
                };
                let items: Vec<&str> = list.split(',').map(str::trim).collect();
                if a == "--frames" {
                    if frames.is_some() {
                        return Ok(usage_error("--frames is given twice"));
                    }
                    let mut sizes = Vec::new();
                    for i in &items {
                        match i.parse::<u32>() {
                            Ok(n) if (1..=MAX_REFERENCES as u32).contains(&n) => sizes.push(n),
                            _ => {
                                return Ok(usage_error(&format!(
                                    "trace: --frames {} is not a whole number from 1 to {MAX_REFERENCES}",
                                    quote(i)
                                )))
                            }
                        }
                    }
                    sizes.sort_unstable();
                    sizes.dedup();
                    frames = Some(sizes);
                } else {
                    if policies.is_some() {
                        return Ok(usage_error("--policy is given twice"));
                    }
                    let mut kinds = Vec::new();
                    for i in &items {
                        match PolicyKind::parse(i) {
                            Some(k) if !kinds.contains(&k) => kinds.push(k),
                            Some(_) => {}
                            None => {
                                return Ok(usage_error(&format!(
                                    "trace: --policy {} is none of {}",
                                    quote(i),
                                    PolicyKind::NAMES.join(", ")
                                )))
                            }
                        }
                    }
                    policies = Some(kinds);
                }
            }
            other if other.starts_with('-') => {
                return Ok(usage_error(&format!(
                    "trace: unexpected argument {}",
                    quote(other)
                )))
            }
            path if file.is_none() => file = Some(path.to_string()),
            other => {
                return Ok(usage_error(&format!(
                    "trace: one file only; got {} too",
                    quote(other)
                )))
            }
        }
    }
    let Some(path) = file else {
        return Ok(usage_error("trace: which file?"));
    };
    let text = match std::fs::read(&path) {
        // A trace of 10 M references is about 100 MB of text at most.
        Ok(bytes) if bytes.len() > 400 << 20 => {
            say(&format!("error: {} is larger than 400 MB", quote(&path)));
            return Ok(ExitCode::from(2));
        }
        Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
        Err(e) => {
            say(&format!("error: cannot read {}: {e}", quote(&path)));
            return Ok(ExitCode::from(2));
        }
    };
    let t = match trace_file::parse_trace_file(&text) {
        Ok(t) => t,
        Err(e) => {
            say(&format!("error: {}: {e}", quote(&path)));
            return Ok(ExitCode::from(2));
        }
    };
    let frames = frames
        .unwrap_or_else(|| mrc::default_frames(t.distinct, mrc::default_points(t.pages.len())));
    let policies = policies.unwrap_or_else(mrc::trace_policies);
    let curves: Vec<(PolicyKind, Vec<mrc::CurvePoint>)> = policies
        .iter()
        .map(|&k| (k, mrc::curve(k, &t.pages, &t.writes, t.distinct, &frames)))
        .collect();
    if json {
        let list: Vec<_> = curves
            .iter()
            .map(|(k, points)| serde_json::json!({ "policy": k.name(), "points": points }))
            .collect();
        let doc = serde_json::json!({
            "references": t.pages.len(),
            "distinct_pages": t.distinct,
            "writes": t.writes.iter().filter(|w| **w).count(),
            "policies": list,
        });
        writeln!(out, "{doc}")?;
        return Ok(ExitCode::SUCCESS);
    }
    writeln!(
        out,
        "{} references to {} distinct pages; misses (hit ratio) by pool size",
        t.pages.len(),
        t.distinct
    )?;
    write!(out, "{:>10}", "frames")?;
    for (k, _) in &curves {
        write!(out, " {:>18}", k.name())?;
    }
    writeln!(out)?;
    for (i, f) in frames.iter().enumerate() {
        write!(out, "{f:>10}")?;
        for (_, points) in &curves {
            let p = points[i];
            write!(out, " {:>10} ({:>5.1}%)", p.misses, p.hit_ratio * 100.0)?;
        }
        writeln!(out)?;
    }
    Ok(ExitCode::SUCCESS)
}
