//! The memory budget, measured: parameter sets drawn at random over the
//! whole accepted range (biased to the biggest tables) are run to the end
//! under a counting allocator. Each run must stay within its own estimate
//! (`insert_load::budget::Footprint`, enforced as the allocator's limit, so
//! an overrun fails here rather than in a user's browser) and every run
//! within pagelab's budget. The sets the issue found eating memory are
//! refused with a message that names the parameters and the limit.

use std::alloc::System;

use cap::Cap;
use pagelab::catalog;
use pagelab::scenario::insert_load::budget::{Footprint, MEMORY_BUDGET};
use pagelab::scenario::insert_load::{params, InsertLoad};
use pagelab::scenario::registry::read;
use pagelab::workload::rng::Rng;

#[global_allocator]
static ALLOC: Cap<System> = Cap::new(System, usize::MAX);

/// The allocator is the process's: two tests measuring it at once would
/// count each other's allocations against their limits (a flaky "out of
/// memory" seen once). Each test holds this while it measures.
static ONE_AT_A_TIME: std::sync::Mutex<()> = std::sync::Mutex::new(());

fn values(pairs: &[(&str, String)]) -> Vec<(String, String)> {
    pairs
        .iter()
        .map(|(k, v)| (k.to_string(), v.clone()))
        .collect()
}

/// A value spread evenly over the orders of magnitude of `lo..=hi`.
fn log_uniform(rng: &mut Rng, lo: u64, hi: u64) -> u64 {
    let (a, b) = ((lo.max(1) as f64).ln(), (hi as f64).ln());
    let x = a + (b - a) * (rng.below(1 << 20) as f64 / (1 << 20) as f64);
    (x.exp() as u64).clamp(lo, hi)
}

fn draw(rng: &mut Rng) -> Vec<(String, String)> {
    let pick = |rng: &mut Rng, xs: &[&str]| xs[rng.below(xs.len() as u64) as usize].to_string();
    values(&[
        (
            "table",
            pick(rng, &["clustered", "clustered", "clustered", "heap"]),
        ),
        ("fillfactor", log_uniform(rng, 1, 100).to_string()),
        ("split_policy", pick(rng, &["mid", "insertion_point"])),
        (
            "source_order",
            pick(rng, &["key1", "full_key", "by_date", "random"]),
        ),
        ("page_size", pick(rng, &["2048", "4096", "8192", "16384"])),
        ("row_bytes", log_uniform(rng, 8, 2000).to_string()),
        ("rows", log_uniform(rng, 1_000, 20_000_000).to_string()),
        (
            "inserted_rows",
            log_uniform(rng, 100, 1_000_000).to_string(),
        ),
        ("days", log_uniform(rng, 1, 60).to_string()),
        ("sources", log_uniform(rng, 1, 50).to_string()),
        ("nc_indexes", "0".to_string()),
    ])
}

#[test]
fn accepted_parameters_stay_within_the_budget() {
    let _alone = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    // The sets the issue found: an abort, 5.5 GB, 15 GB. Refused now.
    for set in [
        vec![
            ("rows", "1000000"),
            ("inserted_rows", "1"),
            ("sources", "50"),
            ("fillfactor", "1"),
        ],
        vec![("rows", "4000000"), ("fillfactor", "1")],
        vec![
            ("rows", "20000000"),
            ("page_size", "16384"),
            ("row_bytes", "8"),
            ("fillfactor", "1"),
            ("inserted_rows", "1000000"),
            ("sources", "1"),
            ("nc_indexes", "0"),
        ],
    ] {
        let v = values(
            &set.iter()
                .map(|(k, v)| (*k, v.to_string()))
                .collect::<Vec<_>>(),
        );
        let errors = catalog::validate("page_splits", &v);
        assert!(!errors.is_empty(), "{set:?} was accepted");
        let e = &errors[0];
        assert!(
            e.message.contains("pagelab") && (e.param == "rows" || e.param == "inserted_rows"),
            "{set:?}: {e:?}"
        );
    }

    let start = ALLOC.allocated();
    let mut rng = Rng::new(2026);
    let (mut accepted, mut drawn) = (0, 0);
    while accepted < 30 {
        drawn += 1;
        assert!(drawn < 100_000, "too few accepted sets");
        let v = draw(&mut rng);
        // Parsed and held to the budget, as the registry opens them.
        let Ok(p) = read::<InsertLoad>(&params::specs(), &v) else {
            continue;
        };
        accepted += 1;
        let estimate = Footprint::of(&p).bytes as usize;
        eprintln!(
            "budget case {accepted}: {v:?} (estimate {} MB)",
            estimate >> 20
        );
        // An overrun of the estimate aborts the test here (allocation
        // failure), with the case printed above.
        ALLOC
            .set_limit(ALLOC.allocated() + estimate)
            .expect("limit above what is allocated");
        let mut sim = catalog::open("page_splits", &v).expect("accepted");
        sim.run_to_end();
        let _ = (sim.figures(), sim.views());
        let halted = sim.halted();
        drop(sim);
        ALLOC.set_limit(usize::MAX).expect("no limit");
        assert!(halted.is_none(), "{v:?}: {halted:?}");
    }
    let peak = ALLOC.max_allocated() - start;
    eprintln!("peak over {accepted} accepted sets: {} MB", peak >> 20);
    assert!(peak as u64 <= MEMORY_BUDGET, "peak {peak} bytes");
}

/// A big latch table (4 M rows of 500 characters: 7 rows a page, random
/// keys, the most sessions) stays within its
/// estimate, and the estimate within the budget.
#[test]
fn the_biggest_latch_run_stays_within_its_estimate() {
    let _alone = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let set = values(&[
        ("strategy", "guid".to_string()),
        ("rows", "4000000".to_string()),
        ("threads", "1024".to_string()),
        ("text_min", "500".to_string()),
        ("text_max", "500".to_string()),
    ]);
    let lesson = catalog::find("latch").expect("the latch lesson");
    let p = pagelab::scenario::latch::params::parse(&lesson.params, &set).expect("accepted");
    let estimate = p.memory_bytes() as usize;
    assert!(estimate <= MEMORY_BUDGET as usize, "{estimate}");
    let before = ALLOC.allocated();
    let mut sim = catalog::open("latch", &set).expect("accepted");
    let mut peak = 0;
    while !sim.done() {
        sim.advance(500_000);
        peak = peak.max(ALLOC.allocated() - before);
    }
    assert!(peak <= estimate, "peak {peak} over the estimate {estimate}");
    // Too long a text for 4 M rows is refused, naming the rows.
    let refused = values(&[
        ("rows", "4000000".to_string()),
        ("text_min", "1000".to_string()),
        ("text_max", "1000".to_string()),
        ("strategy", "guid".to_string()),
    ]);
    let e = catalog::validate("latch", &refused);
    assert!(
        e.iter()
            .any(|e| e.param == "rows" && e.message.contains("512 MB")),
        "{e:?}"
    );
}
