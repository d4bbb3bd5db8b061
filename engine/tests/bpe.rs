//! The bpe scenario on small tables of any shape, under every setup and any
//! plan of phases: the extension never holds a dirty page nor a stale copy,
//! no update is lost (`check` after every step), the frames and the places
//! add up, the same seed gives the same events, a run watched step by step
//! ends where one advanced in the dark does, and the figures' counts are
//! the sums of the events.

use pagelab::catalog;
use pagelab::scenario::bpe::events::{BpeEvent, BpeFound, BpeOp, BpeTo};
use pagelab::scenario::bpe::figures::BpeFigures;
use pagelab::scenario::bpe::Bpe;
use pagelab::scenario::{AnyEvents, AnyFigures, AnyScenario, View};
use proptest::prelude::*;

const SETUPS: [&str; 5] = ["in_memory", "cold_hdd", "limited_memory", "bpe", "ssd_cold"];

fn open(pairs: &[(&str, String)]) -> AnyScenario {
    let values: Vec<(String, String)> = pairs
        .iter()
        .map(|(a, b)| (a.to_string(), b.clone()))
        .collect();
    catalog::open("bpe", &values).expect("valid parameters")
}

fn figures(sim: &AnyScenario) -> BpeFigures {
    match sim.figures() {
        AnyFigures::Bpe(f) => f,
        _ => panic!("not a bpe run"),
    }
}

fn events(sim: &mut AnyScenario) -> Vec<BpeEvent> {
    match sim.step().events {
        AnyEvents::Bpe(e) => e,
        _ => panic!("not a bpe run"),
    }
}

/// The picture's cells against the figures: frames and empties make the
/// pool, dirty frames are the pages placed dirty, slots hold the
/// extension's pages, places count the pool's and the extension's pages.
fn tiers_add_up(sim: &AnyScenario, f: &BpeFigures) -> Result<(), String> {
    let views = sim.views();
    let Some(View::BpeTiers {
        frames,
        dirty,
        slots,
        place,
        data_pages,
    }) = views.first()
    else {
        return Err("no bpe_tiers view".into());
    };
    let used = frames.iter().filter(|&&p| p != u32::MAX).count() as u32;
    let empty = frames.len() as u32 - used;
    if used + empty != f.pool_frames || used != f.pool_pages {
        return Err(format!("{used} used + {empty} empty frames, pool {f:?}"));
    }
    let in_slots = slots.iter().filter(|&&p| p != u32::MAX).count() as u32;
    if in_slots != f.bpe_pages {
        return Err(format!(
            "{in_slots} slots hold a page; bpe_pages {}",
            f.bpe_pages
        ));
    }
    if *data_pages as usize != place.len() || *data_pages != f.data_pages {
        return Err("the places are not every data page".into());
    }
    let count = |k: u8| place.iter().filter(|&&p| p == k).count() as u32;
    let dirty_frames = dirty.iter().filter(|&&d| d == 1).count() as u32;
    if count(2) + count(3) != f.pool_pages || count(3) != dirty_frames {
        return Err(format!(
            "places: {} clean + {} dirty in the pool; {} frames, {dirty_frames} dirty",
            count(2),
            count(3),
            f.pool_pages
        ));
    }
    // A page in the extension and clean in the pool is placed in the pool.
    if count(1) > f.bpe_pages || count(0) + count(1) + count(2) + count(3) != f.data_pages {
        return Err("places do not add up".into());
    }
    Ok(())
}

fn params() -> impl Strategy<Value = Vec<(&'static str, String)>> {
    (
        prop::sample::select(SETUPS.to_vec()),
        100u64..3_000,
        prop::sample::select(vec![1u32, 200, 1_000, 3_000]),
        prop::sample::select(vec!["0.05", "0.1", "0.25", "0.5"]),
        1u32..4,
        1u64..60,
        1u32..4,
        prop::collection::vec(
            prop::sample::select(vec!["update", "read", "checkpoint"]),
            0..4,
        ),
        0u64..1_000,
    )
        .prop_map(
            |(setup, rows, row_bytes, cache, bpe_mb, updates, runs, plan, seed)| {
                vec![
                    ("setup", setup.to_string()),
                    ("rows", rows.to_string()),
                    ("row_bytes", row_bytes.to_string()),
                    ("cache_mb", cache.to_string()),
                    ("bpe_mb", bpe_mb.to_string()),
                    ("updates", updates.to_string()),
                    ("runs", runs.to_string()),
                    ("plan", plan.join(",")),
                    ("seed", seed.to_string()),
                ]
            },
        )
}

/// Counts the figures keep, summed from the events.
#[derive(Debug, Default, PartialEq)]
struct Told {
    requests: u64,
    runs: u32,
    physical_reads: u64,
    physical_writes: u64,
    pool_hits: u64,
    bpe_hits: u64,
    bpe_writes: u64,
    washed: u64,
    frame_wait_ms: f64,
    update_runs_ms: Vec<f64>,
}

impl Told {
    fn add(&mut self, events: &[BpeEvent]) {
        for e in events {
            match e {
                BpeEvent::Request { .. } => self.requests += 1,
                BpeEvent::Page { found, .. } => match found {
                    BpeFound::Pool => self.pool_hits += 1,
                    BpeFound::Extension => self.bpe_hits += 1,
                    BpeFound::Disk => self.physical_reads += 1,
                },
                BpeEvent::Evict {
                    dirty, to, wait_ms, ..
                } => {
                    self.frame_wait_ms += wait_ms;
                    if *dirty {
                        self.physical_writes += 1;
                    }
                    if *to == BpeTo::Extension {
                        self.bpe_writes += 1;
                    }
                }
                BpeEvent::Wash { .. } => self.washed += 1,
                BpeEvent::Checkpoint { pages, .. } => self.physical_writes += *pages as u64,
                BpeEvent::RunEnd { op, ms, .. } => {
                    self.runs += 1;
                    if *op == BpeOp::Update {
                        self.update_runs_ms.push(*ms);
                    }
                }
                _ => {}
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn small_tables_stay_consistent_and_tell_what_they_count(pairs in params()) {
        let mut watched = open(&pairs);
        let mut told = Told::default();
        let mut all = Vec::new();
        while !watched.done() {
            let ev = events(&mut watched);
            told.add(&ev);
            // An evicted dirty page goes to disk, never to the extension.
            for e in &ev {
                if let BpeEvent::Evict { dirty: true, to, .. } = e {
                    prop_assert_eq!(*to, BpeTo::Disk);
                }
            }
            all.push(ev);
            prop_assert_eq!(watched.check(), Ok(()));
            let f = figures(&watched);
            prop_assert_eq!(tiers_add_up(&watched, &f), Ok(()));
        }
        let f = figures(&watched);
        prop_assert_eq!(told.requests, f.requests_done);
        prop_assert_eq!(told.runs, f.runs_done);
        prop_assert_eq!(told.physical_reads, f.physical_reads);
        prop_assert_eq!(told.physical_writes, f.physical_writes);
        prop_assert_eq!(told.pool_hits, f.pool_hits);
        prop_assert_eq!(told.bpe_hits, f.bpe_hits);
        prop_assert_eq!(told.bpe_writes, f.bpe_writes);
        prop_assert_eq!(told.washed, f.washed);
        prop_assert!((told.frame_wait_ms / 1_000.0 - f.frame_wait_s).abs() < 1e-9);
        let per_run: Vec<f64> = told.update_runs_ms.iter().map(|ms| ms / 1_000.0).collect();
        prop_assert_eq!(per_run, f.elapsed_s_per_run.clone());
        prop_assert_eq!(watched.progress().total, Some(watched.progress().done));

        // Same seed, same events.
        let mut again = open(&pairs);
        for ev in &all {
            prop_assert_eq!(&events(&mut again), ev);
        }
        // Advanced in the dark, in uneven strides: the same figures.
        let mut dark = open(&pairs);
        while !dark.done() {
            dark.advance(7);
        }
        prop_assert_eq!(figures(&dark), f);
        prop_assert_eq!(dark.check(), Ok(()));
    }
}

#[test]
fn bad_values_are_typed_errors() {
    for (name, value) in [
        ("setup", "warm"),
        ("cache_mb", "-3"),
        ("cache_mb", "1e9"),
        ("plan", "update,drop"),
        ("rows", "20000001"),
        ("updates", "0"),
        ("bpe_mb", "0"),
    ] {
        let values = vec![(name.to_string(), value.to_string())];
        let e = catalog::open("bpe", &values).err().expect("refused");
        assert_eq!(e[0].param, name, "{value}");
    }
}

#[test]
fn what_a_run_holds_is_within_its_estimate() {
    for setup in SETUPS {
        let sim = open(&[
            ("setup", setup.to_string()),
            ("rows", "2000000".to_string()),
            ("cache_mb", "100".to_string()),
            ("runs", "1".to_string()),
            ("updates", "10".to_string()),
        ]);
        let bpe = sim.get::<Bpe>().expect("a bpe run");
        let held = bpe.memory_bytes() as u64;
        let estimate = bpe.params().memory_bytes();
        assert!(
            held <= estimate,
            "{setup}: holds {held} bytes, estimated {estimate}"
        );
        // Warmed by scans, every page has been seen: the estimate is close.
        if setup == "in_memory" || setup == "bpe" {
            assert!(
                held * 2 > estimate,
                "{setup}: the estimate {estimate} is far above {held}"
            );
        }
    }
}
