//! Property tests: whatever the parameters, the table stays a table.
//! Each run is checked against a reference model, a sorted Vec of every
//! key that should be in the table.

use pagelab::scenario::insert_load::params::{self, Params, TableKind};
use pagelab::scenario::insert_load::InsertLoad;
use pagelab::scenario::Scenario;
use pagelab::workload::keys::TableShape;
use pagelab::workload::statements::insert_stream;
use proptest::prelude::*;

fn params_strategy() -> impl Strategy<Value = Vec<(String, String)>> {
    (
        (0u64..3_000, prop::bool::weighted(0.15)),
        1u64..80,
        1u32..=100,
        prop::sample::select(vec!["mid", "insertion_point"]),
        prop::sample::select(vec![
            "key1", "key2", "key3", "full_key", "by_date", "random",
        ]),
        prop::sample::select(vec!["2048", "4096"]),
        1u32..6,
        0u32..=100,
        1u32..4,
        (
            40u32..600,
            0u64..1000,
            prop::sample::select(vec!["allpages", "datarows"]),
        ),
    )
        .prop_map(
            |(
                (rows, empty),
                day,
                ff,
                policy,
                order,
                page,
                sources,
                thin,
                days,
                (row_bytes, seed, locking),
            )| {
                // Some tables start empty; the others hold at least a day.
                let rows = if empty { 0 } else { rows.max(day) };
                [
                    ("rows", rows.to_string()),
                    ("inserted_rows", day.to_string()),
                    ("fillfactor", ff.to_string()),
                    ("split_policy", policy.to_string()),
                    ("source_order", order.to_string()),
                    ("page_size", page.to_string()),
                    ("sources", sources.to_string()),
                    ("thin_pct", thin.to_string()),
                    ("days", days.to_string()),
                    ("row_bytes", row_bytes.to_string()),
                    ("seed", seed.to_string()),
                    ("locking", locking.to_string()),
                ]
                .into_iter()
                .map(|(k, v)| (k.to_string(), v))
                .collect()
            },
        )
}

fn parse(values: &[(String, String)]) -> Params {
    params::parse(&params::specs(), values).expect("strategy makes valid params")
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn table_matches_reference_model(values in params_strategy()) {
        let p = parse(&values);
        let shape = TableShape::new(p.rows, p.inserted_rows, p.sources, p.thin_pct, p.seed);
        let mut expected = shape.base_keys();
        expected.extend(insert_stream(&shape, p.days, p.source_order, p.seed));
        expected.sort_unstable();

        let mut sim = InsertLoad::new(p.clone());
        // Step half the way with events, the rest silently: same code path.
        let half = sim.total_inserts() / 2;
        for _ in 0..half { sim.step(); }
        sim.run_to_end();
        prop_assert!(sim.check().is_ok(), "{:?}", sim.check());

        let mut actual = Vec::new();
        let layout = sim.data_layout();
        let mut used_bytes = 0u64;
        let leaves = sim.leaves();
        for &(page, rows, first) in &leaves {
            used_bytes += layout.used_bytes(rows) as u64;
            let keys = sim.leaf_keys(page);
            prop_assert_eq!(keys.len() as u32, rows);
            prop_assert_eq!(keys.first().copied().unwrap_or(0), first);
            actual.extend(keys);
        }
        // Keys in order along the leaf chain, none lost, none duplicated.
        prop_assert_eq!(&actual, &expected);

        let f = sim.figures();
        prop_assert_eq!(f.table_rows, expected.len() as u64);
        prop_assert!(f.avg_leaf_density > 0.0 && f.avg_leaf_density <= 1.0);
        // Density is computed without walking the pages; it must equal the walk.
        prop_assert_eq!(f.leaf_pages, leaves.len() as u64);
        let walked = used_bytes as f64 / (leaves.len() as u64 * p.page_size as u64) as f64;
        prop_assert!((f.avg_leaf_density - walked).abs() < 1e-12, "{} vs {}", f.avg_leaf_density, walked);
        prop_assert_eq!(f.page_splits, f.leaf_page_splits + f.index_page_splits + f.deferred_splits);
        prop_assert_eq!(f.nc_index_maintenance, f.nc_insert_maintenance + f.rid_updates_from_split);
        prop_assert_eq!(f.bytes_used, (f.leaf_pages + f.index_pages) * p.page_size as u64);
        // The log's accounting: flushes by reason add up; every day ends in
        // one commit flush; each forced flush writes at least its tail page.
        prop_assert_eq!(
            f.ulc_flushes,
            f.ulc_flushes_full_ulc + f.ulc_flushes_end_xact + f.ulc_flushes_by_split
        );
        prop_assert_eq!(f.ulc_flushes_end_xact, f.by_day.len() as u64);
        prop_assert!(f.forced_log_flushes <= f.log_writes);
        // A day is exactly the rows asked for, and the days add up.
        prop_assert_eq!(f.by_day.len() as u32, p.days);
        prop_assert!(f.by_day.iter().all(|d| d.inserted_rows == p.inserted_rows), "{:?}", f.by_day);
        prop_assert_eq!(f.inserted_rows, p.inserted_rows * p.days as u64);
        // Every page a change writes was read or allocated: no write
        // without a read, except a fresh page.
        prop_assert!(f.page_reads >= f.inserted_rows || p.table == TableKind::Heap);
    }

    #[test]
    fn build_fills_pages_to_the_fillfactor(values in params_strategy()) {
        let p = parse(&values);
        let sim = InsertLoad::new(p.clone());
        let layout = sim.data_layout();
        let want = layout.rows_at_fillfactor(p.fillfactor);
        let leaves = sim.leaves();
        // Every page but the last holds exactly the fillfactor's rows.
        for &(_, rows, _) in &leaves[..leaves.len() - 1] {
            prop_assert_eq!(rows, want);
        }
        let last = leaves.last().map(|l| l.1).unwrap_or(0);
        prop_assert!(last <= want && (last >= 1 || p.rows == 0));
        prop_assert!(sim.check().is_ok());
    }

    #[test]
    fn same_seed_same_events(values in params_strategy()) {
        let p = parse(&values);
        let (mut a, mut b) = (InsertLoad::new(p.clone()), InsertLoad::new(p));
        for _ in 0..a.total_inserts().min(200) {
            prop_assert_eq!(a.step().events, b.step().events);
        }
        a.run_to_end();
        b.run_to_end();
        prop_assert_eq!(a.figures(), b.figures());
    }

    /// The page-access channel stays on when events are off: the same run
    /// watched step by step and run unwatched (where the tree takes its
    /// append shortcut) reads and writes the same pages in the same order.
    #[test]
    fn watched_and_unwatched_runs_touch_the_same_pages(values in params_strategy()) {
        let p = parse(&values);
        let (mut watched, mut unwatched) = (InsertLoad::new(p.clone()), InsertLoad::new(p));
        watched.trace_accesses();
        unwatched.trace_accesses();
        while !watched.done() {
            watched.step();
        }
        unwatched.run_to_end();
        prop_assert!(!watched.traced_accesses().is_empty());
        prop_assert_eq!(watched.traced_accesses(), unwatched.traced_accesses());
        let (fw, fu) = (watched.figures(), unwatched.figures());
        prop_assert_eq!((fw.page_reads, fw.page_writes), (fu.page_reads, fu.page_writes));
    }
}

#[test]
fn heap_never_splits() {
    let values = vec![
        ("table".to_string(), "heap".to_string()),
        ("rows".into(), "5000".into()),
        ("inserted_rows".into(), "500".into()),
    ];
    let p = parse(&values);
    assert_eq!(p.table, TableKind::Heap);
    let mut sim = InsertLoad::new(p);
    let before = sim.figures().table_rows;
    sim.run_to_end();
    let f = sim.figures();
    assert_eq!(f.page_splits, 0);
    assert_eq!(f.inserted_rows, 500);
    assert_eq!(f.table_rows, before + 500);
    assert!(f.avg_leaf_density > 0.9);
}

#[test]
fn extreme_valid_parameters_run_clean() {
    let cases: &[&[(&str, &str)]] = &[
        // One row per page: every insert splits.
        &[
            ("row_bytes", "2014"),
            ("rows", "200"),
            ("inserted_rows", "20"),
            ("days", "3"),
        ],
        // Tiny rows on big pages: over a thousand rows a page.
        &[
            ("page_size", "16384"),
            ("row_bytes", "8"),
            ("rows", "5000"),
            ("inserted_rows", "50"),
        ],
        // Fillfactor 1 and insertion-point splits in random order.
        &[
            ("fillfactor", "1"),
            ("rows", "300"),
            ("inserted_rows", "30"),
            ("split_policy", "insertion_point"),
            ("source_order", "random"),
        ],
        // Many sources, all thin; data-only locking.
        &[
            ("sources", "50"),
            ("thin_pct", "100"),
            ("rows", "4900"),
            ("inserted_rows", "49"),
            ("locking", "datapages"),
        ],
        // A single row a day, the smallest table.
        &[
            ("rows", "10"),
            ("inserted_rows", "1"),
            ("days", "60"),
            ("sources", "1"),
        ],
        // One row a day with fifty sources (a day was 49 rows).
        &[
            ("rows", "100"),
            ("inserted_rows", "1"),
            ("days", "5"),
            ("sources", "50"),
        ],
        // An empty table, one row.
        &[("rows", "0"), ("inserted_rows", "1")],
        // No nonclustered index, heap, partitions.
        &[
            ("nc_indexes", "0"),
            ("table", "heap"),
            ("partitions", "64"),
            ("rows", "1000"),
            ("inserted_rows", "100"),
        ],
    ];
    for set in cases {
        let values: Vec<(String, String)> = set
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        let p =
            params::parse(&params::specs(), &values).unwrap_or_else(|e| panic!("{set:?}: {e:?}"));
        let days = p.days as usize;
        let day = p.inserted_rows;
        let mut sim = InsertLoad::new(p);
        for _ in 0..50 {
            sim.step();
        }
        sim.run_to_end();
        assert!(sim.check().is_ok(), "{set:?}: {:?}", sim.check());
        let f = sim.figures();
        assert!(
            f.avg_leaf_density > 0.0 && f.avg_leaf_density <= 1.0,
            "{set:?}"
        );
        assert_eq!(f.by_day.len(), days, "{set:?}");
        assert!(f.by_day.iter().all(|d| d.inserted_rows == day), "{set:?}");
    }
}

/// Any text for any parameter, known or not: parsing never panics, and
/// whatever it accepts builds and steps without panicking either.
fn hostile_params() -> impl Strategy<Value = Vec<(String, String)>> {
    let names: Vec<String> = params::specs().iter().map(|s| s.name.to_string()).collect();
    let name = prop_oneof![
        4 => prop::sample::select(names),
        1 => "\\PC{0,12}",
    ];
    let value = prop_oneof![
        "-?[0-9]{1,25}",
        "[0-9]{0,3}\\.[0-9]{0,3}(e[+-]?[0-9]{1,3})?",
        prop::sample::select(vec![
            "",
            " ",
            "NaN",
            "inf",
            "-0",
            "0x10",
            "1e9",
            "mid",
            "heap",
            "datarows",
            "insertion_point",
            "4294967296",
            "18446744073709551616",
            "١٢٣",
            "ｍｉｄ",
            "0",
            "8,0",
            "+80",
            "0080",
        ])
        .prop_map(str::to_string),
        "\\PC{0,16}",
    ];
    prop::collection::vec((name, value), 0..8)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn hostile_input_never_panics(values in hostile_params()) {
        if let Ok(p) = params::parse(&params::specs(), &values) {
            // Accepted values stay inside the engine's limits; a few steps
            // of the biggest table they allow are enough to exercise it.
            prop_assert!(p.rows <= 20_000_000, "rows {}", p.rows);
            let mut sim = InsertLoad::new(p);
            for _ in 0..3 {
                sim.step();
            }
            let _ = sim.figures();
        }
    }
}
