//! Fidelity of the bpe lesson: the article's table is in
//! `scenario/bpe/article.rs` (checked with every article's by
//! `fidelity.rs`); here, the shapes it found, on full-scale runs:
//! * the five setups rank memory < SSD < extension < limited memory ≤ cold
//!   (≤ within 3%: the article's 2 min 29 s against 2 min 32 s), each
//!   setup's ratio to all-in-memory within a factor of 2 of the article's;
//! * the extension's runs rise as the updates wash it out (the article:
//!   22, 40, 55 s, then about 60–75 s): each run no faster than the one
//!   before (within 3%), the first well under the steady state, the
//!   steady state within a factor of 2 of 75 s;
//! * the extension's share of the table falls run after run;
//! * a checkpoint does not refill the extension by itself; random reads do.

use pagelab::catalog;
use pagelab::scenario::bpe::figures::BpeFigures;
use pagelab::scenario::{AnyFigures, AnyScenario};

fn open(set: &[(&str, &str)]) -> AnyScenario {
    let values: Vec<(String, String)> = set
        .iter()
        .map(|(a, b)| (a.to_string(), b.to_string()))
        .collect();
    catalog::open("bpe", &values).expect("valid parameters")
}

fn figures(sim: &AnyScenario) -> BpeFigures {
    match sim.figures() {
        AnyFigures::Bpe(f) => f,
        _ => panic!("not a bpe run"),
    }
}

fn run(setup: &str) -> BpeFigures {
    let mut sim = open(&[("setup", setup)]);
    sim.run_to_end();
    sim.check().expect("consistent tiers");
    figures(&sim)
}

fn within(ours: f64, theirs: f64, factor: f64) -> bool {
    ours <= theirs * factor && ours >= theirs / factor
}

#[test]
fn the_five_setups_rank_as_the_articles() {
    // (setup, the article's seconds)
    let article = [
        ("in_memory", 2.7),
        ("ssd_cold", 7.0),
        ("bpe", 75.0),
        ("limited_memory", 149.0),
        ("cold_hdd", 152.0),
    ];
    let ours: Vec<f64> = article.iter().map(|(s, _)| run(s).elapsed_s).collect();
    let base = ours[0];
    for (i, ((setup, theirs), o)) in article.iter().zip(&ours).enumerate() {
        let (r_ours, r_theirs) = (o / base, theirs / article[0].1);
        assert!(
            within(r_ours, r_theirs, 2.0),
            "{setup}: {r_ours:.1} times in memory, the article {r_theirs:.1}"
        );
        if i > 0 && i < 4 {
            assert!(
                ours[i - 1] < *o,
                "{setup} ({o:.1} s) slower than the one before"
            );
        }
    }
    assert!(
        ours[3] <= ours[4] * 1.03,
        "limited memory {:.1} s, cold {:.1} s",
        ours[3],
        ours[4]
    );
}

#[test]
fn the_extension_washes_out_run_after_run() {
    let mut sim = open(&[("setup", "bpe")]);
    let updates = 10_000;
    let mut shares = vec![figures(&sim).bpe_share];
    while !sim.done() {
        sim.advance(updates);
        shares.push(figures(&sim).bpe_share);
    }
    let f = figures(&sim);
    assert!(shares[0] > 0.95, "warmed by scans: {:.2}", shares[0]);
    assert!(
        shares.windows(2).all(|w| w[1] < w[0]),
        "the share falls run after run: {shares:?}"
    );
    // The article: ~75% in the extension after four or five runs.
    assert!(
        within(shares[4], 0.75, 1.15),
        "after four runs {:.2}",
        shares[4]
    );
    let runs = &f.elapsed_s_per_run;
    assert_eq!(runs.len(), 8);
    assert!(
        runs.windows(2).all(|w| w[1] >= w[0] * 0.97),
        "each run no faster than the one before: {runs:?}"
    );
    assert!(
        runs[0] < f.elapsed_s / 3.0,
        "the first run ({:.1} s) well under the steady state ({:.1} s)",
        runs[0],
        f.elapsed_s
    );
    assert!(
        within(f.elapsed_s, 75.0, 2.0),
        "steady {:.1} s",
        f.elapsed_s
    );
}

#[test]
fn a_checkpoint_does_not_refill_the_extension_but_reads_do() {
    let mut sim = open(&[("setup", "bpe"), ("plan", "checkpoint,read")]);
    sim.advance(8 * 10_000);
    let washed = figures(&sim);
    sim.advance(1);
    let checkpointed = figures(&sim);
    assert!(checkpointed.physical_writes > washed.physical_writes);
    assert_eq!(
        checkpointed.bpe_pages, washed.bpe_pages,
        "a checkpoint leaves its pages in the pool"
    );
    sim.run_to_end();
    let read = figures(&sim);
    assert!(
        read.bpe_pages > washed.bpe_pages + 1_000,
        "reads refill it: {} pages, {} before",
        read.bpe_pages,
        washed.bpe_pages
    );
}
