//! Property tests of a workload of statements (`statements`): whatever
//! the statements, the table stays a table (keys in order, no row lost or
//! duplicated: what is left is what was there and inserted, less what was
//! deleted), the pool's frames add up, every statement takes its steps,
//! and a run watched step by step is the run unwatched.

use pagelab::scenario::insert_load::params::{self, Params};
use pagelab::scenario::insert_load::InsertLoad;
use pagelab::scenario::Scenario;
use pagelab::workload::keys::TableShape;
use pagelab::workload::plan::{self, Statement};
use proptest::prelude::*;

fn statement() -> impl Strategy<Value = String> {
    prop_oneof![
        (
            1u64..400,
            prop::sample::select(vec!["", " random", " full_key", " key3", " by_date"])
        )
            .prop_map(|(n, o)| format!("insert {n}{o}")),
        (1u64..300).prop_map(|n| format!("update {n}")),
        (1u64..300).prop_map(|n| format!("delete {n}")),
        (1u64..100).prop_map(|n| format!("select one {n}")),
        (1u64..10).prop_map(|n| format!("select range {n}")),
        Just("select all".to_string()),
        Just("checkpoint".to_string()),
        prop::option::of(40u32..=100).prop_map(|f| match f {
            Some(f) => format!("rebuild {f}"),
            None => "rebuild".to_string(),
        }),
    ]
}

fn params_strategy() -> impl Strategy<Value = Vec<(String, String)>> {
    (
        prop::collection::vec(statement(), 1..8),
        0u64..4_000,
        prop::sample::select(vec![0u32, 1, 7, 64, 500]),
        prop::sample::select(vec![
            "lru",
            "clock",
            "clock_sweep",
            "2q",
            "arc",
            "fifo",
            "lru2",
        ]),
        prop::sample::select(vec!["mid", "insertion_point"]),
        prop::sample::select(vec!["allpages", "datarows"]),
        50u32..=100,
        0u64..1000,
    )
        .prop_map(
            |(statements, rows, frames, policy, split, locking, ff, seed)| {
                [
                    ("statements", statements.join("; ")),
                    (
                        "rows",
                        if rows < 100 {
                            "0".into()
                        } else {
                            rows.to_string()
                        },
                    ),
                    ("inserted_rows", "100".into()),
                    ("frames", frames.to_string()),
                    ("policy", policy.into()),
                    ("split_policy", split.into()),
                    ("locking", locking.into()),
                    ("fillfactor", ff.to_string()),
                    ("nc_indexes", "2".into()),
                    ("seed", seed.to_string()),
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
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn statements_keep_the_table_a_table(values in params_strategy()) {
        let p = parse(&values);
        let statements = plan::parse(&p.statements).unwrap();
        let mut sim = InsertLoad::new(p.clone());
        let total: u64 = statements.iter().map(Statement::steps).sum();
        prop_assert_eq!(sim.progress().total, Some(total));
        // Half watched, half not: the same code path.
        for _ in 0..total / 2 {
            sim.step();
        }
        sim.run_to_end();
        prop_assert_eq!(sim.progress().done, total);
        prop_assert_eq!(sim.check(), Ok(()));

        // What is left is a subset of what was there and inserted, in
        // strict key order, and its size adds up.
        let shape = TableShape::new(p.rows, p.inserted_rows, p.sources, p.thin_pct, p.seed);
        let inserts = p.inserts();
        let mut universe = shape.base_keys();
        let mut day = 1;
        while (universe.len() as u64) < shape.base_rows() + inserts {
            universe.extend(shape.day_rows(day));
            day += 1;
        }
        universe.truncate((shape.base_rows() + inserts) as usize);
        universe.sort_unstable();
        let mut keys = Vec::new();
        for (page, rows, _) in sim.leaves() {
            let k = sim.leaf_keys(page);
            prop_assert_eq!(k.len() as u32, rows);
            keys.extend(k);
        }
        prop_assert!(keys.windows(2).all(|w| w[0] < w[1]), "keys out of order or duplicated");
        prop_assert!(keys.iter().all(|k| universe.binary_search(k).is_ok()), "a key never inserted");
        let f = sim.figures();
        prop_assert_eq!(f.duplicates, 0);
        prop_assert_eq!(f.inserted_rows, inserts);
        prop_assert_eq!(keys.len() as u64, shape.base_rows() + inserts - f.rows_deleted);
        prop_assert_eq!(f.table_rows, keys.len() as u64);
        prop_assert_eq!(f.statements, statements.len() as u64);
        let count = |pred: fn(&Statement) -> bool| statements.iter().filter(|s| pred(s)).count() as u64;
        prop_assert_eq!(f.rebuilds, count(|s| matches!(s, Statement::Rebuild { .. })));
        prop_assert_eq!(f.checkpoints, count(|s| matches!(s, Statement::Checkpoint)));
        // Every row an update or delete drew was found or missing (a point
        // read's miss is counted with them).
        let rows_of = |pred: fn(&Statement) -> Option<u64>| statements.iter().filter_map(pred).sum::<u64>();
        let drawn = rows_of(|s| match s {
            Statement::Update { rows } | Statement::Delete { rows } => Some(*rows),
            _ => None,
        });
        let point_reads = rows_of(|s| match s {
            Statement::SelectOne { rows } => Some(*rows),
            _ => None,
        });
        let answered = f.rows_updated + f.rows_deleted + f.rows_missing;
        prop_assert!(answered >= drawn && answered <= drawn + point_reads, "{answered} of {drawn} + {point_reads}");
        // The pool: a read from disk is a reference it did not hold; it
        // writes no more pages than were read or made.
        if p.frames > 0 {
            prop_assert!(f.pool_reads <= f.page_reads + f.page_writes);
            prop_assert!(f.pool_hit_ratio >= 0.0 && f.pool_hit_ratio <= 1.0);
        } else {
            prop_assert_eq!((f.pool_reads, f.pool_writes), (0, 0));
        }
        // Each statement that changes rows commits once.
        prop_assert_eq!(f.ulc_flushes_end_xact, count(Statement::changes_rows));
    }

    #[test]
    fn statements_watched_and_unwatched_agree(values in params_strategy()) {
        let p = parse(&values);
        let (mut watched, mut unwatched) = (InsertLoad::new(p.clone()), InsertLoad::new(p));
        watched.trace_accesses();
        unwatched.trace_accesses();
        while !watched.done() {
            watched.step();
        }
        unwatched.run_to_end();
        prop_assert_eq!(watched.traced_accesses(), unwatched.traced_accesses());
        prop_assert_eq!(watched.figures(), unwatched.figures());
    }
}

#[test]
fn a_heap_takes_inserts_and_checkpoints_only() {
    let pairs = |s: &str| {
        vec![
            ("table".to_string(), "heap".to_string()),
            ("statements".to_string(), s.to_string()),
        ]
    };
    assert!(params::parse(&params::specs(), &pairs("insert 10; checkpoint")).is_ok());
    let e = params::parse(&params::specs(), &pairs("insert 10; delete 3")).unwrap_err();
    assert_eq!(e[0].param, "statements");
    assert_eq!(e[0].rule.as_ref().map(|r| r.id), Some("statements_heap"));
}

#[test]
fn a_bad_statement_is_refused_where_it_is() {
    let e = params::parse(
        &params::specs(),
        &[("statements".to_string(), "insert 10; updte 3".to_string())],
    )
    .unwrap_err();
    let rule = e[0].rule.as_ref().expect("a rule");
    assert_eq!(rule.id, "statement_unknown");
    assert_eq!(rule.values.get("at").map(String::as_str), Some("12"));
    assert_eq!(
        rule.values.get("suggestion").map(String::as_str),
        Some("update")
    );
}

#[test]
fn opt_is_no_pool_for_statements() {
    let e = params::parse(
        &params::specs(),
        &[
            ("statements".to_string(), "insert 10".to_string()),
            ("frames".to_string(), "10".to_string()),
            ("policy".to_string(), "opt".to_string()),
        ],
    )
    .unwrap_err();
    assert_eq!(
        e[0].rule.as_ref().map(|r| r.id),
        Some("policy_needs_future")
    );
}

/// A pool smaller than the table reads from disk; one that holds it all
/// reads each page once. Deleting rows shrinks the table by as many.
#[test]
fn a_pool_that_holds_the_table_reads_each_page_once() {
    let run = |frames: &str| {
        let p = params::parse(
            &params::specs(),
            &[
                ("rows".to_string(), "30000".to_string()),
                (
                    "statements".to_string(),
                    "select all; select all; delete 1000".to_string(),
                ),
                ("frames".to_string(), frames.to_string()),
            ],
        )
        .unwrap();
        let mut sim = InsertLoad::new(p);
        sim.run_to_end();
        sim.figures()
    };
    let (small, large) = (run("100"), run("100000"));
    let pages = small.leaf_pages + small.index_pages;
    assert!(
        small.pool_reads > 2 * small.leaf_pages,
        "{}",
        small.pool_reads
    );
    assert!(
        large.pool_reads <= pages + 1,
        "{} of {pages}",
        large.pool_reads
    );
    assert!(large.pool_hit_ratio > small.pool_hit_ratio);
    assert!(large.estimated_seconds < small.estimated_seconds);
    assert_eq!(small.rows_deleted + small.rows_missing, 1000);
}
