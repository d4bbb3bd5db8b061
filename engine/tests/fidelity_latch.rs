//! The article's shapes, on 400,000 rows a run rather than 2,000,000 (a
//! fifth: the rates settle within the first few thousand rows, and the
//! full-scale cases run in `fidelity.rs` against the article's figures).
//!
//! Tolerances: "falls" means at least 25% fewer rows/s from 16 to 128
//! threads; "rises then levels off" means 64 threads at least 30% above
//! 16, and 128 within 20% of 64; "≈" means within 25%.

use pagelab::catalog;

fn rate(strategy: &str, threads: u32) -> f64 {
    let set = vec![
        ("strategy".to_string(), strategy.to_string()),
        ("threads".to_string(), threads.to_string()),
        ("rows".to_string(), "400000".to_string()),
    ];
    let mut sim = catalog::open("latch", &set).expect("valid");
    sim.run_to_end();
    sim.figures().number("rows_per_sec").unwrap_or(0.0)
}

#[test]
fn identity_falls_as_threads_rise() {
    let (a, b) = (rate("identity", 16), rate("identity", 128));
    assert!(b < 0.75 * a, "identity {a:.0} -> {b:.0}");
}

#[test]
fn random_insert_points_rise_then_level_off() {
    for s in ["guid", "sequence_ranges"] {
        let (a, b, c) = (rate(s, 16), rate(s, 64), rate(s, 128));
        assert!(b > 1.3 * a, "{s}: {a:.0} {b:.0}");
        assert!(c > 0.8 * b && c < 1.2 * b, "{s}: {b:.0} {c:.0}");
    }
}

#[test]
fn at_128_threads_the_ranking_is_the_articles() {
    let seq = rate("sequence_ranges", 128);
    let guid = rate("guid", 128);
    let key = rate("sequential_key", 128);
    let id = rate("identity", 128);
    assert!(
        (seq / guid - 1.0).abs() < 0.25,
        "sequence {seq:.0} guid {guid:.0}"
    );
    assert!(seq.min(guid) > key, "{seq:.0} {guid:.0} {key:.0}");
    assert!(key > id, "{key:.0} {id:.0}");
}

#[test]
fn magnitudes_within_twice_the_articles() {
    let article = catalog::articles()
        .into_iter()
        .find(|a| a.id == "sqlserver_latch")
        .expect("the article");
    for case in &article.cases {
        let strategy = case.params[0].1;
        let threads: u32 = case.params[1].1.parse().expect("threads");
        let ours = rate(strategy, threads);
        let theirs = case.figures[0].value;
        assert!(
            ours > theirs / 2.0 && ours < theirs * 2.0,
            "{}: ours {ours:.0}, article {theirs:.0}",
            case.id
        );
    }
}
