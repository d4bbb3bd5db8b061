//! Every valid input bounded: for every lesson, parameter sets are drawn
//! from its declared specs (a whole number: its edges, its default, or a
//! value spread over its orders of magnitude; a choice; a set of choices;
//! a few short texts, valid and not) and each is either refused, with
//! messages, or within pagelab's limits by its own estimate
//! (`catalog::estimate`, the budget `catalog::open` holds it to). Then a
//! sample of the accepted sets is run to the end under a counting
//! allocator whose limit is the set's memory estimate (an overrun aborts
//! here, the set printed just before), within its time estimate (loosely:
//! the machine may be shared), and a few twice, for the same figures.
//!
//! `PAGELAB_BOUNDED_DRAWS=N` draws N sets a lesson (10,000 by default);
//! `PAGELAB_BOUNDED_RUNS=N` runs N accepted sets a lesson (by default as
//! many as fit `RUN_BOX`, one lesson after another).

use std::alloc::System;
use std::time::{Duration, Instant};

use cap::Cap;
use pagelab::catalog::{self, LessonInfo};
use pagelab::scenario::budget::{MEMORY_LIMIT, TIME_LIMIT_MS};
use pagelab::scenario::params::{ParamKind, ParamSpec};
use pagelab::workload::rng::Rng;

#[global_allocator]
static ALLOC: Cap<System> = Cap::new(System, usize::MAX);

/// Wall time the default runs may take in all.
const RUN_BOX: Duration = Duration::from_secs(20);
/// Texts a text parameter is given: valid for some parameter, not for
/// others, and hostile.
const TEXTS: &[&str] = &[
    "",
    "1,2,3,1,2,3",
    "1w,2,3w,4,1,2,5,1,2,3,4,5",
    "99999,0,99999,0",
    "0.25",
    "0.032",
    "90",
    "8192",
    "65536",
    "update,read,checkpoint",
    "checkpoint",
    "read,read,read,update,update",
    "update,update,update,update,update,update,update,update,update,update",
    "banana",
    "1e9",
    "-1",
    "update,drop",
    " 7 ",
];

fn env(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// A value spread evenly over the orders of magnitude of `lo..=hi`.
fn log_uniform(rng: &mut Rng, lo: u64, hi: u64) -> u64 {
    let (a, b) = ((lo.max(1) as f64).ln(), (hi.max(1) as f64).ln());
    let x = a + (b - a) * (rng.below(1 << 20) as f64 / (1 << 20) as f64);
    (x.exp() as u64).clamp(lo, hi)
}

fn draw_value(rng: &mut Rng, spec: &ParamSpec) -> String {
    match spec.kind {
        ParamKind::Int => {
            let (lo, hi) = (
                spec.min.unwrap_or(0.0) as u64,
                spec.max.unwrap_or(1e9) as u64,
            );
            match rng.below(20) {
                0 => lo,
                1 => hi,
                2 => (lo + 1).min(hi),
                3 => hi.saturating_sub(1).max(lo),
                4..=7 => spec.default.parse().unwrap_or(lo),
                // Some round: rules such as "a multiple of 20" hold.
                8..=11 => {
                    let v = log_uniform(rng, lo, hi);
                    (v - v % 20).max(lo)
                }
                _ => log_uniform(rng, lo, hi),
            }
            .to_string()
        }
        ParamKind::Choice => {
            let c = spec.choices.as_deref().unwrap_or(&[]);
            c.get(rng.below(c.len().max(1) as u64) as usize)
                .map_or(String::new(), |s| s.to_string())
        }
        ParamKind::Set => {
            let mut c: Vec<&str> = spec.choices.clone().unwrap_or_default();
            rng.shuffle(&mut c);
            let n = 1 + rng.below(c.len().max(1) as u64) as usize;
            c.truncate(n);
            c.join(",")
        }
        ParamKind::Text => {
            if rng.below(3) == 0 {
                spec.default.clone()
            } else {
                TEXTS[rng.below(TEXTS.len() as u64) as usize].to_string()
            }
        }
    }
}

/// Some of the lesson's parameters, each set with probability 3/5.
fn draw(rng: &mut Rng, lesson: &LessonInfo) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for s in &lesson.params {
        if rng.below(5) < 3 {
            out.push((s.name.to_string(), draw_value(rng, s)));
        }
    }
    out
}

/// A set the test runs: its values and its estimate.
struct Accepted {
    values: Vec<(String, String)>,
    bytes: u64,
    ms: u64,
}

/// Draws `n` sets for `lesson`, checks each is refused with messages or
/// within the limits, and returns the accepted ones.
fn draw_and_check(lesson: &LessonInfo, n: u64, rng: &mut Rng) -> Vec<Accepted> {
    let mut accepted = Vec::new();
    let (mut refused, mut over) = (0, 0);
    let start = Instant::now();
    for _ in 0..n {
        let values = draw(rng, lesson);
        let errors = catalog::validate(lesson.id, &values);
        assert!(
            errors
                .iter()
                .all(|e| !e.message.is_empty() && !e.param.is_empty()),
            "{}: {values:?}: {errors:?}",
            lesson.id
        );
        // Over a limit: refused in the budget's words, and the estimate
        // agrees. Refused by value: nothing to estimate.
        let budget = errors.iter().any(|e| e.message.contains(" in pagelab: "));
        if !errors.is_empty() && !budget {
            refused += 1;
            continue;
        }
        let Ok(b) = catalog::estimate(lesson.id, &values) else {
            panic!("{}: {values:?}: valid values, no estimate", lesson.id);
        };
        let within = b.bytes <= MEMORY_LIMIT && b.ms <= TIME_LIMIT_MS;
        assert_eq!(
            within,
            errors.is_empty(),
            "{}: {values:?}: {b:?} {errors:?}",
            lesson.id
        );
        if within {
            accepted.push(Accepted {
                values,
                bytes: b.bytes,
                ms: b.ms,
            });
        } else {
            over += 1;
        }
    }
    eprintln!(
        "{}: {n} drawn, {} accepted, {refused} refused by value, {over} over a limit ({:.1} s)",
        lesson.id,
        accepted.len(),
        start.elapsed().as_secs_f64()
    );
    accepted
}

/// Runs one accepted set to the end under its memory estimate; its
/// figures (as JSON) and wall time.
fn run(lesson: &str, set: &Accepted) -> (String, Duration) {
    eprintln!(
        "run {lesson} {:?} (estimate {} MB, {} ms)",
        set.values,
        set.bytes >> 20,
        set.ms
    );
    let start = Instant::now();
    // An overrun of the estimate aborts the test here (allocation
    // failure), with the set printed above.
    ALLOC
        .set_limit(ALLOC.allocated() + set.bytes as usize)
        .expect("a limit above what is allocated");
    let mut sim = catalog::open(lesson, &set.values).expect("accepted");
    sim.run_to_end();
    let figures = serde_json::to_string(&sim.figures()).unwrap_or_default();
    let halted = sim.halted();
    drop(sim);
    ALLOC.set_limit(usize::MAX).expect("no limit");
    let took = start.elapsed();
    assert!(halted.is_none(), "{lesson} {:?}: {halted:?}", set.values);
    (figures, took)
}

#[test]
fn every_valid_input_is_bounded() {
    let draws = env("PAGELAB_BOUNDED_DRAWS", 10_000);
    let runs = std::env::var("PAGELAB_BOUNDED_RUNS")
        .ok()
        .and_then(|v| v.parse::<usize>().ok());
    let mut rng = Rng::new(16);
    let lessons = catalog::all_lessons();
    let mut accepted: Vec<(&str, Vec<Accepted>)> = Vec::new();
    for lesson in &lessons {
        let mut sets = draw_and_check(lesson, draws, &mut rng);
        assert!(!sets.is_empty(), "{}: no set accepted", lesson.id);
        // The runs: a random sample of what was accepted.
        rng.shuffle(&mut sets);
        accepted.push((lesson.id, sets));
    }

    // The same figures twice: each lesson's first accepted set that is
    // quick to run.
    for (lesson, sets) in &accepted {
        if let Some(set) = sets.iter().find(|s| s.ms <= 300) {
            let (a, _) = run(lesson, set);
            let (b, _) = run(lesson, set);
            assert_eq!(a, b, "{lesson} {:?}: not deterministic", set.values);
        }
    }

    // Then the sample, a set of each lesson in turn, until the box is
    // spent (or N a lesson, when asked).
    let start = Instant::now();
    let (mut done, mut worst) = (0, 0.0f64);
    for round in 0.. {
        let mut any = false;
        for (lesson, sets) in &accepted {
            let Some(set) = sets.get(round) else { continue };
            let due = match runs {
                Some(n) => round < n,
                None => start.elapsed() < RUN_BOX,
            };
            if !due {
                continue;
            }
            any = true;
            let (_, took) = run(lesson, set);
            let ms = took.as_secs_f64() * 1e3;
            eprintln!("  took {ms:.0} ms");
            worst = worst.max(ms / set.ms.max(1) as f64);
            // Loosely: the estimate is for a quiet machine, and this one
            // may be shared; a run far past it means the estimate is wrong.
            assert!(
                ms <= 4.0 * set.ms as f64 + 2_000.0,
                "{lesson} {:?}: took {ms:.0} ms, estimated {} ms",
                set.values,
                set.ms
            );
            done += 1;
        }
        if !any {
            break;
        }
    }
    eprintln!(
        "{done} runs in {:.1} s; the slowest against its estimate: {worst:.2}",
        start.elapsed().as_secs_f64()
    );
}
