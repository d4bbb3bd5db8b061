//! The article's shapes, on 400,000 rows a run rather than 2,000,000 (a
//! fifth: the rates settle within the first few thousand rows; the
//! article cases run in `fidelity.rs` against the article's figures, on
//! 200,000 rows, which the last test here holds to the article's run's
//! rate).
//!
//! Tolerances: "falls" means at least 25% fewer rows/s from 16 to 128
//! threads; "rises then levels off" means 64 threads at least 30% above
//! 16, and 128 within 20% of 64; "≈" means within 25%; "robust to the
//! seed" means within 10% over seeds 1-5.

use pagelab::catalog;

fn rate_with(strategy: &str, threads: u32, more: &[(&str, &str)]) -> f64 {
    let mut set = vec![
        ("strategy".to_string(), strategy.to_string()),
        ("threads".to_string(), threads.to_string()),
    ];
    // 400,000 rows unless `more` says otherwise.
    if !more.iter().any(|(k, _)| *k == "rows") {
        set.push(("rows".to_string(), "400000".to_string()));
    }
    set.extend(more.iter().map(|(k, v)| (k.to_string(), v.to_string())));
    let mut sim = catalog::open("latch", &set).expect("valid");
    sim.run_to_end();
    sim.figures().number("rows_per_sec").unwrap_or(0.0)
}

fn rate(strategy: &str, threads: u32) -> f64 {
    rate_with(strategy, threads, &[])
}

#[test]
fn identity_falls_as_threads_rise() {
    let (a, b) = (rate("identity", 16), rate("identity", 128));
    assert!(b < 0.75 * a, "identity {a:.0} -> {b:.0}");
}

/// The article: identity 30.5 K -> 17.5 K, sequential key 34.8 K -> 23.9 K
/// from 64 to 128 threads. Ours fall less (see docs/fidelity.md), but
/// they fall: the waiters' second look at a split page and the latch's
/// cache line cost more with more waiters.
#[test]
fn identity_keeps_falling_past_64_threads() {
    let (a, b) = (rate("identity", 64), rate("identity", 128));
    assert!(b < 0.95 * a, "identity {a:.0} -> {b:.0}");
}

/// The article: 42.3 K against 39.7 K at 16 threads.
#[test]
fn sequential_key_beats_identity_at_16_threads() {
    let (id, key) = (rate("identity", 16), rate("sequential_key", 16));
    assert!(key > 1.03 * id, "identity {id:.0}, sequential_key {key:.0}");
}

#[test]
fn random_insert_points_rise_then_level_off() {
    for s in ["guid", "sequence_ranges"] {
        let (a, b, c) = (rate(s, 16), rate(s, 64), rate(s, 128));
        assert!(b > 1.3 * a, "{s}: {a:.0} {b:.0}");
        assert!(c > 0.8 * b && c < 1.2 * b, "{s}: {b:.0} {c:.0}");
    }
}

/// The article: sequence ranges 94.4 K / 94.1 K against GUID's 79.2 K /
/// 86.1 K at 64 / 128 threads: random draws from sixteen cached ranges
/// keep a few hundred warm pages hot; GUID's leaves are cold. Ours keep up
/// with GUID (within 3% on 400,000 rows; above it at 64 threads and within
/// 0.5% at 128 in the full 2,000,000-row run) and level off.
#[test]
fn sequence_ranges_keep_up_with_guid() {
    for t in [64, 128] {
        let (s, g) = (rate("sequence_ranges", t), rate("guid", t));
        assert!(s > 0.97 * g, "{t} threads: ranges {s:.0}, guid {g:.0}");
    }
    let (s64, s128) = (rate("sequence_ranges", 64), rate("sequence_ranges", 128));
    assert!(s128 > 0.95 * s64, "ranges level off: {s64:.0} -> {s128:.0}");
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

/// A figure is the model's, not the seed's: within 10% over seeds 1-5.
#[test]
fn robust_to_the_seed() {
    for (s, t) in [
        ("identity", 16),
        ("identity", 128),
        ("sequential_key", 64),
        ("sequence_ranges", 128),
    ] {
        let rates: Vec<f64> = (1..=5)
            .map(|seed| rate_with(s, t, &[("seed", &seed.to_string())]))
            .collect();
        let (lo, hi) = rates
            .iter()
            .fold((f64::MAX, 0.0f64), |(l, h), &r| (l.min(r), h.max(r)));
        assert!(
            hi < 1.1 * lo,
            "{s} at {t} threads over seeds 1-5: {rates:?}"
        );
    }
}

/// No cliff between neighbouring thread counts: identity moves by less
/// than 12% from one count to the next around 16 threads, where a
/// third session joins a core.
#[test]
fn smooth_in_threads() {
    let rates: Vec<f64> = (15..=19).map(|t| rate("identity", t)).collect();
    for w in rates.windows(2) {
        assert!(
            (w[1] / w[0] - 1.0).abs() < 0.12,
            "identity from 15 to 19 threads: {rates:?}"
        );
    }
}

#[test]
fn magnitudes_within_the_articles_tolerances() {
    let article = catalog::articles()
        .into_iter()
        .find(|a| a.id == "sqlserver_latch")
        .expect("the article");
    for case in &article.cases {
        let strategy = case.params[0].1;
        let threads: u32 = case.params[1].1.parse().expect("threads");
        let ours = rate(strategy, threads);
        let (theirs, within) = (case.figures[0].value, case.figures[0].tolerance);
        // Twice, but sequential key at 128 threads (2.5, its reason
        // stated in `scenario/latch/article.rs`).
        assert!(
            within <= 2.0 || case.id == "sequential_key_128",
            "{}",
            case.id
        );
        assert!(
            ours > theirs / within && ours < theirs * within,
            "{}: ours {ours:.0}, article {theirs:.0}",
            case.id
        );
    }
}

/// The article cases insert 200,000 rows (`scenario/latch/article.rs`),
/// as the chart's points do: their rate is the article's 2,000,000 rows'.
/// GUID moves most with the length (its tree, ten times smaller, stays
/// warmer: +2.3% at 64 threads, docs/fidelity.md); here within 3%, for
/// the key that moves most and for identity's last page.
#[test]
fn the_article_cases_rows_give_the_articles_rate() {
    for strategy in ["guid", "identity"] {
        let at = |rows: &str| rate_with(strategy, 64, &[("rows", rows)]);
        let (short, long) = (at("200000"), at("2000000"));
        assert!(
            (short / long - 1.0).abs() < 0.03,
            "{strategy}: {short:.0} rows/s at 200,000 rows against {long:.0} at 2,000,000"
        );
    }
}
