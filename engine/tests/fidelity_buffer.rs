//! Fidelity of the buffer-pool lesson: the textbook's exact figures are in
//! the article table (`scenario/buffer_pool/article.rs`, checked with every article by
//! `fidelity.rs`); here, the lesson's checkpoints as shapes, on the very
//! presets the lesson offers:
//! * a scan floods LRU, and clock-sweep's usage counts carry the hot set
//!   through it (as do LRU-2 and OPT, the floor);
//! * a loop one page larger than the pool makes LRU, CLOCK and
//!   clock-sweep miss on every reference, where LRU-2 and OPT do not;
//! * under Zipf, every policy lies between OPT and a policy that keeps
//!   nothing useful;
//! * scan resistance (PostgreSQL 8.0 to 8.3): with a hot set touched about
//!   once between scans, LRU and clock-sweep are flooded, while 2Q, ARC
//!   and clock-sweep's scan ring keep the hot set, near OPT.

use std::collections::BTreeMap;

use pagelab::catalog;

/// Each policy's hit ratio for the lesson's preset `id`.
fn preset(id: &str) -> BTreeMap<String, f64> {
    let lesson = catalog::find("buffer_pool").expect("the lesson");
    let p = lesson
        .presets
        .iter()
        .find(|p| p.id == id)
        .expect("the preset");
    let values: Vec<(String, String)> = p
        .params
        .iter()
        .map(|(a, b)| (a.to_string(), b.to_string()))
        .collect();
    let mut sim = catalog::open("buffer_pool", &values).expect("valid preset");
    sim.run_to_end();
    sim.check().expect("consistent pools");
    let figures = serde_json::to_value(sim.figures()).expect("serialisable");
    figures["policies"]
        .as_array()
        .expect("policies")
        .iter()
        .map(|f| {
            (
                f["policy"].as_str().unwrap_or("").to_string(),
                f["hit_ratio"].as_f64().unwrap_or(-1.0),
            )
        })
        .collect()
}

#[test]
fn a_scan_floods_lru_and_clock_sweep_keeps_the_hot_set() {
    let h = preset("scan_floods_lru");
    let (lru, sweep, lru2, opt) = (h["lru"], h["clock_sweep"], h["lru2"], h["opt"]);
    // Half the references go to the hot set: that half is what there is to keep.
    assert!(opt > 0.49 && opt < 0.52, "OPT {opt}");
    assert!(
        sweep > opt - 0.03,
        "clock-sweep {sweep} keeps the hot set (OPT {opt})"
    );
    assert!(
        lru2 > opt - 0.01,
        "LRU-2 {lru2} keeps the hot set (OPT {opt})"
    );
    assert!(
        lru < sweep - 0.05,
        "LRU {lru} is flooded (clock-sweep {sweep})"
    );
}

#[test]
fn a_loop_one_page_too_big_defeats_recency() {
    let h = preset("loop_too_big");
    for p in ["lru", "clock", "clock_sweep"] {
        assert_eq!(h[p], 0.0, "{p} hits in a loop larger than the pool");
    }
    assert!(h["opt"] > 0.7, "OPT {}", h["opt"]);
}

#[test]
fn opt_is_the_floor_under_zipf() {
    let h = preset("zipf");
    for (p, r) in &h {
        assert!(*r <= h["opt"] + 1e-12, "{p} {r} above OPT {}", h["opt"]);
        assert!(*r > 0.25, "{p} {r}: the hottest pages stay");
    }
}

#[test]
fn the_scan_ring_2q_and_arc_keep_the_hot_set_where_lru_floods() {
    let h = preset("scan_resistance");
    assert_eq!(h.len(), 7, "seven policies side by side");
    let opt = h["opt"];
    for (p, r) in &h {
        assert!(*r <= opt + 1e-12, "{p} {r} above OPT {opt}");
    }
    // Half the references are the hot set's: what there is to keep.
    assert!(opt > 0.49 && opt < 0.52, "OPT {opt}");
    for p in ["2q", "arc", "clock_sweep_ring", "lru2"] {
        assert!(
            h[p] > opt - 0.02,
            "{p} {} keeps the hot set (OPT {opt})",
            h[p]
        );
    }
    for p in ["lru", "clock_sweep"] {
        assert!(h[p] < opt - 0.1, "{p} {} is flooded (OPT {opt})", h[p]);
    }
    assert!(
        h["clock_sweep_ring"] > h["clock_sweep"] + 0.1,
        "the ring is what saves clock-sweep"
    );
}
