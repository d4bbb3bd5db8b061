//! Fidelity of the fragmentation lesson: the article's figures are in its
//! table (`scenario/fragmentation/article.rs`, checked with every article's by
//! `fidelity.rs`); here, the shapes its week of measurements showed, on
//! full-scale runs of both layouts with the lesson's defaults, as far as the
//! article's grew in its week (fragmented to 11 M rows, defragmented to 17 M):
//! * region A (the database fits the pool): no reads, and by its end
//!   nearly every frame is dirty;
//! * region B (it fits the pool and the file cache): still no reads, and
//!   "select all" grows with the table;
//! * region C: reads; the fragmented table's "select all" takes at least
//!   ten times the defragmented one's, and its writes collapse as the disks
//!   seek for reads;
//! * the defragmented pool holds many times the useful rows a page;
//! * the writes: the data pages' counted over the whole growth
//!   (evictions, background writer, checkpoints) and the log's flushes (a
//!   commit's, grouped): "an overwhelming amount" in A, mostly the log's;
//!   B's first window as high; through B the fragmented table's fall to
//!   under 0.6 of A's and stay ten times C's end, the defragmented one's
//!   stay level (within 15%); a steep fall in C, a wall for the
//!   fragmented table (ten times fewer within 3 M rows, the log's within
//!   2 M) and a smooth decline for the defragmented one (over seeds 42,
//!   1 and 2, with the gap below);
//! * under heavy seeking the stripe reads "about 5 MB/s" (within 1.5x);
//! * after a week, the defragmented database has grown further;
//! * the gap between the layouts' "select all" opens through region C:
//!   ten times from 7.5 M rows on, wider at 11 M than at 7.5 M, over seeds
//!   (`the_gap_widens_through_region_c_whatever_the_seed`).

use pagelab::catalog;
use pagelab::scenario::fragmentation::figures::{FragmentationFigures, Point};
use pagelab::scenario::AnyFigures;

fn run(layout: &str) -> FragmentationFigures {
    run_seed(layout, None)
}

fn run_seed(layout: &str, seed: Option<u64>) -> FragmentationFigures {
    let mut values = vec![("layout".to_string(), layout.to_string())];
    if let Some(seed) = seed {
        values.push(("seed".to_string(), seed.to_string()));
    }
    let mut sim = catalog::open("fragmentation", &values).expect("valid defaults");
    sim.run_to_end();
    sim.check().expect("consistent pool, cache and tables");
    match sim.figures() {
        AnyFigures::Fragmentation(f) => f,
        _ => panic!("not a fragmentation run"),
    }
}

fn in_region<'a>(f: &'a FragmentationFigures, region: &str) -> Vec<&'a Point> {
    f.points.iter().filter(|p| p.region == region).collect()
}

/// The first window at least `rows` rows past the first of `points`.
fn window_past<'a>(points: &[&'a Point], rows: u64) -> &'a Point {
    points
        .iter()
        .find(|p| p.rows >= points[0].rows + rows)
        .expect("the region goes on")
}

#[test]
fn the_three_regions_and_the_order_of_magnitude() {
    let (frag, defrag) = (run("fragmented"), run("defragmented"));
    for f in [&frag, &defrag] {
        let (a, b, c) = (in_region(f, "A"), in_region(f, "B"), in_region(f, "C"));
        assert!(
            !a.is_empty() && !b.is_empty() && !c.is_empty(),
            "all three regions"
        );
        assert!(
            a.iter().all(|p| p.physical_reads == 0),
            "no reads in region A"
        );
        assert!(
            b.iter().all(|p| p.physical_reads == 0),
            "no reads in region B: the file cache holds it"
        );
        assert!(
            c[1..].iter().all(|p| p.physical_reads > 0),
            "reads in region C"
        );
        let last_a = a.last().expect("a point in A");
        assert!(
            last_a.dirty_ratio > 0.5,
            "region A ends with most frames dirty: {}",
            last_a.dirty_ratio
        );
    }
    // Region B: select all grows with the table (fragmented, in memory).
    let b = in_region(&frag, "B");
    assert!(b[b.len() - 2].select_all_mean_ms > 2.0 * b[1].select_all_mean_ms);
    // Region C: an order of magnitude between the layouts, at every point
    // past the article's 11 M rows (within the same window of rows: the
    // fragmented run's last, where the article's week ended).
    let past: Vec<_> = frag
        .points
        .iter()
        .zip(&defrag.points)
        .filter(|(f, _)| f.rows >= 11_000_000)
        .collect();
    assert!(!past.is_empty(), "both runs reach the article's 11 M rows");
    for (f, d) in past {
        let ratio = f.select_all_mean_ms / d.select_all_mean_ms;
        assert!(
            ratio >= 10.0,
            "at {} rows: {:.0} ms against {:.0} ms",
            f.rows,
            f.select_all_mean_ms,
            d.select_all_mean_ms
        );
    }
    // The fragmented disks' writes collapse as they seek for reads.
    let c = in_region(&frag, "C");
    assert!(
        c.last().map(|p| p.writes_per_s).unwrap_or(0.0) < c[0].writes_per_s / 5.0,
        "writes collapse"
    );
    // The data pages' writes over the whole growth (evictions, background
    // writer, checkpoints): some in A.
    for f in [&frag, &defrag] {
        let a = in_region(f, "A");
        assert!(
            a.iter().all(|p| p.sustained_writes_per_s > 10.0),
            "writes in region A: {:?}",
            a.iter()
                .map(|p| p.sustained_writes_per_s)
                .collect::<Vec<_>>()
        );
    }
    // Under heavy seeking the stripe reads about 5 MB/s (16 KB UFS blocks).
    for f in [&frag, &defrag] {
        let mb = f.last.read_mb_s;
        assert!((5.0 / 1.5..=5.0 * 1.5).contains(&mb), "read {mb:.2} MB/s");
    }
    // A cached page holds ~1 useful row fragmented, many defragmented.
    let (fu, du) = (frag.last.useful_per_page, defrag.last.useful_per_page);
    assert!(
        fu < 1.5 && du > 10.0 * fu,
        "useful rows a page: {fu:.2} against {du:.2}"
    );
    // A week: the defragmented database grows further.
    assert!(
        defrag.week_rows > 1.3 * frag.week_rows,
        "{} against {}",
        defrag.week_rows,
        frag.week_rows
    );
}

/// The article's one figure is at 11 M rows (11 s against under 500 ms);
/// its chart shows the fragmented curve pulling away from the other as
/// region C goes on. Ours, seeds 42 (the default), 1 and 2: 7 to 9.7x at
/// 6.5-7 M rows, 11-12x at 7.5 M, 16-18x at 11 M. Held: ten times at every
/// window from 7.5 M rows to 11 M, and a wider gap at the last window than
/// at 7.5 M, for each seed: the shape, not one window.
/// The writes the article's chart counts, region by region (the module's
/// header), for one seed's pair of runs.
fn the_writes_shape(frag: &FragmentationFigures, defrag: &FragmentationFigures) {
    // The writes the article's chart counts: the data pages' and the
    // log's flushes (a commit's, grouped). A: "an overwhelming amount"
    // ("cannot be justified by writes to the transaction log alone": ours
    // are mostly the log's). B: "dropped significantly, but still high
    // and at about the same level": the fragmented table's requests slow
    // as its selects copy more pages from the file cache on the two
    // cores, so its commits and flushes fall; the defragmented one's stay
    // level (the article's "stasis"). C: "a steep fall", once reads take
    // the sessions' time: a wall for the fragmented table (ten times
    // fewer within 3 M rows, the log's within 2 M), smooth defragmented
    // (no window writing less than half the one before).
    let total = |p: &Point| p.log_writes_per_s + p.sustained_writes_per_s;
    for f in [frag, defrag] {
        let (a, b, c) = (in_region(f, "A"), in_region(f, "B"), in_region(f, "C"));
        let a_writes = total(a[a.len() - 1]);
        assert!(
            a_writes > 20.0 * a[a.len() - 1].sustained_writes_per_s,
            "A's writes are the log's: {a_writes:.0} in all"
        );
        assert!(
            total(b[0]) > 0.8 * a_writes && total(b[0]) < 1.2 * a_writes,
            "B starts where A ends: {:.0} against {a_writes:.0}",
            total(b[0])
        );
        assert!(
            total(c[0]) < total(b[b.len() - 1]) / 2.0,
            "C's writes fall: {:.0} after {:.0}",
            total(c[0]),
            total(b[b.len() - 1])
        );
    }
    let (a, b) = (in_region(frag, "A"), in_region(frag, "B"));
    let (a_end, b_end) = (total(a[a.len() - 1]), total(b[b.len() - 1]));
    assert!(
        b_end < 0.6 * a_end
            && b_end > 10.0 * total(in_region(frag, "C").last().expect("a point in C")),
        "fragmented B drops significantly and stays high: {a_end:.0}, then {b_end:.0} at B's end"
    );
    // And it drops through B, not in one step: each window writes less
    // than the one before (3% for noise) and no window loses more than
    // 30% (seed 42: 13-16% a window, 2,336 to 1,001).
    for w in b.windows(2) {
        let (before, after) = (total(w[0]), total(w[1]));
        assert!(
            after < 1.03 * before && after > 0.7 * before,
            "fragmented B falls gradually: {before:.0} then {after:.0} at {} rows",
            w[1].rows
        );
    }
    let b = in_region(defrag, "B");
    let mean = b.iter().map(|p| total(p)).sum::<f64>() / b.len() as f64;
    assert!(
        b.iter().all(|p| (total(p) / mean - 1.0).abs() < 0.15),
        "defragmented B is level: {:?}",
        b.iter().map(|p| total(p).round()).collect::<Vec<_>>()
    );
    let c = in_region(frag, "C");
    let later = window_past(&c, 3_000_000);
    assert!(
        total(later) < total(c[0]) / 10.0,
        "fragmented writes hit a wall: {:.0} then {:.1} pages/s",
        total(c[0]),
        total(later)
    );
    let later = window_past(&c, 2_000_000);
    assert!(
        later.log_writes_per_s < c[0].log_writes_per_s / 10.0,
        "the fragmented log's flushes hit a wall: {:.0} then {:.0}",
        c[0].log_writes_per_s,
        later.log_writes_per_s
    );
    let dc = in_region(defrag, "C");
    for w in dc[2..].windows(2) {
        assert!(
            total(w[1]) > total(w[0]) / 2.0,
            "defragmented writes decline smoothly: {:.1} then {:.1} at {} rows",
            total(w[0]),
            total(w[1]),
            w[1].rows
        );
    }
}

#[test]
fn the_gap_widens_through_region_c_whatever_the_seed() {
    for seed in [None, Some(1), Some(2)] {
        let (frag, defrag) = (run_seed("fragmented", seed), run_seed("defragmented", seed));
        // (Printed, so that a failure below names its seed.)
        eprintln!("the writes' shape, seed {seed:?}");
        the_writes_shape(&frag, &defrag);
        let ratios: Vec<(u64, f64)> = frag
            .points
            .iter()
            .zip(&defrag.points)
            .filter(|(f, _)| f.rows >= 7_500_000)
            .map(|(f, d)| (f.rows, f.select_all_mean_ms / d.select_all_mean_ms))
            .collect();
        assert!(
            ratios.len() >= 7,
            "seed {seed:?}: windows from 7.5 M to 11 M rows"
        );
        for &(rows, ratio) in &ratios {
            assert!(ratio >= 10.0, "seed {seed:?}, {rows} rows: {ratio:.1}x");
        }
        let (first, last) = (ratios[0].1, ratios[ratios.len() - 1].1);
        assert!(
            last > 1.2 * first,
            "seed {seed:?}: the gap widens, {first:.1}x at 7.5 M, {last:.1}x at 11 M"
        );
    }
}
