//! Fidelity: each full-scale run against the article's measurements
//! (Sybase ASE 15.0.2, 4.5 M rows, 10,000 inserted rows, 2 KB pages).
//!
//! Every figure of every article case is checked against the tolerance the
//! case states (`engine/src/scenario/insert_load/article.rs`: counts within ±50%, rates
//! within a factor of 2.5, wider only with a stated reason). The tests
//! below then check the shapes the article found: directions and orderings
//! are exact.

use std::sync::OnceLock;

use pagelab::catalog::{self, fidelity};
use pagelab::scenario::article::Article;
use pagelab::scenario::insert_load::figures::InsertLoadFigures;
use pagelab::scenario::insert_load::InsertLoad;
use pagelab::scenario::Scenario;

fn run(lesson: &str, set: &[(&str, &str)]) -> InsertLoadFigures {
    let values: Vec<(String, String)> = set
        .iter()
        .map(|(a, b)| (a.to_string(), b.to_string()))
        .collect();
    let mut any = catalog::open(lesson, &values).expect("valid parameters");
    let sim = any.get_mut::<InsertLoad>().expect("an insert load");
    sim.run_to_end();
    sim.figures()
}

/// Every article with its cases run, once for the tests that read them
/// (the full-scale runs are most of this file's time).
fn runs() -> &'static [(Article, Vec<fidelity::CaseRun>)] {
    static RUNS: OnceLock<Vec<(Article, Vec<fidelity::CaseRun>)>> = OnceLock::new();
    RUNS.get_or_init(|| {
        let articles = catalog::articles();
        let runs = fidelity::run_articles(&articles);
        articles.into_iter().zip(runs).collect()
    })
}

#[test]
fn every_article_figure_within_its_tolerance() {
    let mut checked = 0;
    for (article, runs) in runs() {
        for run in runs {
            for (figure, theirs, ours, holds) in run.compared(article) {
                assert!(
                    holds,
                    "{} {figure}: ours {ours:?}, article {theirs}",
                    run.case.id
                );
                checked += 1;
            }
        }
    }
    assert!(checked >= 60, "{checked} figures checked");
}

/// Where ours differs from the article by more than its run-to-run spread,
/// the lesson's table says why: every such figure has a note, and its
/// section exists in docs/fidelity.md.
#[test]
fn every_difference_beyond_the_spread_says_why() {
    let doc = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/fidelity.md"))
        .expect("docs/fidelity.md");
    // GitHub's heading anchors: lower case, punctuation dropped, spaces to dashes.
    let anchors: Vec<String> = doc
        .lines()
        .filter(|l| l.starts_with('#'))
        .map(|l| {
            l.trim_start_matches('#')
                .trim()
                .to_lowercase()
                .chars()
                .filter(|c| c.is_alphanumeric() || *c == ' ' || *c == '-')
                .map(|c| if c == ' ' { '-' } else { c })
                .collect()
        })
        .collect();
    for (article, runs) in runs() {
        for run in runs {
            for f in &run.case.figures {
                if let Some(a) = &f.doc {
                    assert!(
                        anchors.iter().any(|x| x == a),
                        "{}: no section #{a}",
                        run.case.id
                    );
                }
            }
            for (figure, theirs, ours, _) in run.compared(article) {
                let Some(ours) = ours else { continue };
                let beyond = if theirs == 0.0 {
                    ours != 0.0
                } else {
                    ours / theirs > article.spread || theirs / ours > article.spread
                };
                let noted = run
                    .case
                    .figures
                    .iter()
                    .any(|f| f.figure == figure && f.note.is_some() && f.doc.is_some());
                assert!(
                    !beyond || noted,
                    "{} {figure}: ours {ours:.0}, article {theirs}: no note",
                    run.case.id
                );
            }
        }
    }
}

#[test]
fn random_inserts_into_an_empty_tree_leave_it_ln2_full() {
    // B-tree theory's best-known result (Yao, 1978): random inserts with
    // mid-page splits leave leaves about ln 2 = 69.3% full. 15-row pages
    // give a little more; density here counts the page header too.
    let f = run(
        "page_splits",
        &[
            ("rows", "0"),
            ("inserted_rows", "200000"),
            ("source_order", "random"),
        ],
    );
    let rows_per_leaf = f.table_rows as f64 / f.leaf_pages as f64;
    let fill = rows_per_leaf / 15.0;
    assert!((0.68..=0.73).contains(&fill), "row fill {fill}");
    // In key order, every page but the last is split at mid-page and left
    // half full (7 of 15 rows stay behind).
    let sorted = run(
        "page_splits",
        &[
            ("rows", "0"),
            ("inserted_rows", "200000"),
            ("source_order", "full_key"),
        ],
    );
    let half = sorted.table_rows as f64 / sorted.leaf_pages as f64 / 15.0;
    assert!((0.45..=0.55).contains(&half), "sorted row fill {half}");
}

fn within(ours: f64, article: f64, factor: f64) -> bool {
    ours >= article / factor && ours <= article * factor
}

/// Ours within a factor of the article's figure, or a message with both.
fn near(what: &str, ours: f64, article: f64, factor: f64) {
    assert!(
        within(ours, article, factor),
        "{what}: ours {ours:.1}, article {article} (tolerance x{factor})"
    );
}

#[test]
fn fillfactor_cliff() {
    let f100 = run("fillfactor", &[("fillfactor", "100")]);
    let f90 = run("fillfactor", &[("fillfactor", "90")]);
    let f80 = run("fillfactor", &[("fillfactor", "80")]);
    // Splits: 2,646 / 2,064 / 0.
    near("ff100 splits", f100.page_splits as f64, 2_646.0, 1.5);
    near("ff90 splits", f90.page_splits as f64, 2_064.0, 1.5);
    assert!(f90.page_splits < f100.page_splits);
    assert_eq!(f80.page_splits, 0);
    // Rows/s: 64-71 / 152 / 11,750.
    near("ff100", f100.estimated_rows_per_sec, 67.0, 2.5);
    near("ff90", f90.estimated_rows_per_sec, 152.0, 2.5);
    assert!(f90.estimated_rows_per_sec > f100.estimated_rows_per_sec);
    near("ff80", f80.estimated_rows_per_sec, 11_750.0, 2.5);
    // Fillfactor 80 costs ~24% more space (within 20-30%).
    let extra = f80.bytes_used as f64 / f100.bytes_used as f64 - 1.0;
    assert!((0.20..=0.30).contains(&extra), "extra space {extra}");
    // TLog writes: ~13,300 / 7,381 / 400: many more with splits.
    assert!(f100.log_writes > 5 * f80.log_writes);
}

#[test]
fn heap_baseline_is_fast() {
    let heap = run("fillfactor", &[("table", "heap")]);
    let clustered = run("fillfactor", &[]);
    assert_eq!(heap.page_splits, 0);
    near("heap", heap.estimated_rows_per_sec, 11_213.0, 2.5);
    // 158x slower with the clustered index (order of magnitude: 50-500x).
    let ratio = heap.estimated_rows_per_sec / clustered.estimated_rows_per_sec;
    assert!((50.0..=500.0).contains(&ratio), "ratio {ratio}");
}

#[test]
fn nc_maintenance_per_rid_update_matches_sysmon_shape() {
    let f = run("fillfactor", &[]);
    // sp_sysmon: 3 NC maintenance ops per insert, ~29 per RID update op.
    assert_eq!(f.nc_insert_maintenance, 3 * f.inserts_requiring_maint);
    let per_op = f.rid_updates_from_split as f64 / f.rid_update_ops as f64;
    near("NC maint per RID update op", per_op, 28.9, 1.5);
}

#[test]
fn ascinserts_keeps_the_splits_and_only_full_key_order_wins() {
    // Article: 2,645-2,649 splits under ascinserts whatever the sort order,
    // as many as the default split; no gain in rows/s for key 1, 2 or 3
    // (60, 58, 50 against 64-71), 5x for the full clustered key (303).
    // Ours: 4% fewer in key order (a row at the end of a full page gets a
    // page allocation, not a split), 11% more when an instrument's rows
    // come shuffled (docs/fidelity.md, "Splits under ascinserts").
    let mid = run(
        "ascending_inserts",
        &[("source_order", "by_date"), ("split_policy", "mid")],
    );
    let rate = |order: &str| {
        let ip = run(
            "ascending_inserts",
            &[("source_order", order), ("split_policy", "insertion_point")],
        );
        near(
            &format!("{order} splits"),
            ip.page_splits as f64,
            2_648.0,
            2.0,
        );
        let drift = ip.page_splits as f64 / mid.page_splits as f64;
        assert!(
            (0.9..=1.15).contains(&drift),
            "{order}: {} splits vs {} at mid-page",
            ip.page_splits,
            mid.page_splits
        );
        ip.estimated_rows_per_sec
    };
    let mut key1 = 0.0;
    for (order, article) in [("key1", 60.0), ("key2", 58.0), ("key3", 50.0)] {
        let r = rate(order);
        near(order, r, article, 2.5);
        let gain = r / mid.estimated_rows_per_sec;
        assert!((0.7..=1.5).contains(&gain), "{order}: rows/s gain {gain}");
        if order == "key1" {
            key1 = r;
        }
    }
    let full = rate("full_key");
    near("full_key", full, 303.0, 2.5);
    // The win: 5x the other orders in the article; at least 3x here.
    let gain = full / mid.estimated_rows_per_sec;
    assert!((3.0..=8.0).contains(&gain), "full_key: rows/s gain {gain}");
    // The same insertion-point policy on a stream that leaves clustered
    // order gets no win: the mode, not the policy, makes the difference.
    assert!(full > 3.0 * key1, "full {full} vs key1 {key1}");
}

#[test]
fn data_only_locking_is_faster_with_more_splits() {
    let apl = run("fillfactor", &[]);
    let dap = run("fillfactor", &[("locking", "datapages")]);
    let dol = run("fillfactor", &[("locking", "datarows")]);
    let ff80 = run("fillfactor", &[("fillfactor", "80")]);
    // Article: APL 2,648 splits 61 rows/s; DAP 6,041 / 1,335; DOL 8,210 / 1,770.
    near("dap splits", dap.page_splits as f64, 6_041.0, 1.5);
    near("dol splits", dol.page_splits as f64, 8_210.0, 1.5);
    assert!(apl.page_splits < dap.page_splits && dap.page_splits < dol.page_splits);
    near("dap", dap.estimated_rows_per_sec, 1_335.0, 2.5);
    near("dol", dol.estimated_rows_per_sec, 1_770.0, 2.5);
    // Still far from fillfactor 80 (article: 10x slower).
    assert!(dol.estimated_rows_per_sec * 4.0 < ff80.estimated_rows_per_sec);
    // Rows move with forwarding stubs: no RID updates.
    assert_eq!(dol.rid_updates_from_split, 0);
}

#[test]
fn log_io_size_cuts_writes_not_time() {
    let runs: Vec<InsertLoadFigures> = ["2048", "4096", "8192", "16384"]
        .iter()
        .map(|s| run("fillfactor", &[("log_io_size", s)]))
        .collect();
    assert!(
        runs.windows(2).all(|w| w[1].log_writes < w[0].log_writes),
        "fewer writes as log I/O grows"
    );
    let (slow, fast) = (
        runs[0].estimated_rows_per_sec,
        runs[3].estimated_rows_per_sec,
    );
    assert!(fast / slow < 1.10, "time nearly unchanged: {slow} → {fast}");
    assert!(runs.iter().all(|r| r.page_splits == runs[0].page_splits));
}

#[test]
fn ulc_size_and_partitions_change_nothing_that_matters() {
    let base = run("fillfactor", &[]);
    for (k, v) in [
        ("ulc_size", "2048"),
        ("ulc_size", "51200"),
        ("partitions", "2"),
        ("partitions", "4"),
    ] {
        let f = run("fillfactor", &[(k, v)]);
        assert_eq!(f.page_splits, base.page_splits, "{k}={v}");
        let r = f.estimated_rows_per_sec / base.estimated_rows_per_sec;
        assert!((0.9..1.1).contains(&r), "{k}={v}: {r}");
    }
}

#[test]
fn more_days_bring_the_splits_back() {
    let one = run("fillfactor", &[("fillfactor", "80"), ("days", "1")]);
    let five = run("fillfactor", &[("fillfactor", "80"), ("days", "5")]);
    assert_eq!(one.page_splits, 0);
    assert!(
        five.page_splits > 1_000,
        "after five days: {}",
        five.page_splits
    );
}

#[test]
fn later_days_eat_the_slack_and_the_splits_come_back() {
    // The article stops at one day; the issue asks when to rebuild. At
    // fillfactor 80 the first day fits in the room the build left; the
    // second finds the pages of every instrument full again.
    let f = run("fillfactor", &[("fillfactor", "80"), ("days", "4")]);
    let splits: Vec<u64> = f.by_day.iter().map(|d| d.page_splits).collect();
    assert_eq!(f.by_day.len(), 4);
    assert_eq!(splits[0], 0, "day 1 fits in the slack: {splits:?}");
    assert!(splits[1] > 2_000, "day 2 splits again: {splits:?}");
    // The days add up to the run, and density falls as splits leave
    // half-empty pages behind.
    assert_eq!(splits.iter().sum::<u64>(), f.page_splits);
    assert_eq!(
        f.by_day.iter().map(|d| d.inserted_rows).sum::<u64>(),
        f.inserted_rows
    );
    let total: f64 = f.by_day.iter().map(|d| d.estimated_seconds).sum();
    assert!((total - f.estimated_seconds).abs() < 1e-6 * f.estimated_seconds.max(1.0));
    assert!(f.by_day[1].avg_leaf_density < f.by_day[0].avg_leaf_density);
}
