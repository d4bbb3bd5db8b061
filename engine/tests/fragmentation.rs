//! The fragmentation scenario on small databases of any shape: the pool,
//! the file cache and the tables stay consistent; every request's story
//! tells the pages it touched; a run watched step by step and one advanced
//! in the dark end with the same figures.

use pagelab::catalog;
use pagelab::scenario::fragmentation::events::FragEvent;
use pagelab::scenario::AnyEvents;
use proptest::prelude::*;

fn open(pairs: &[(&str, String)]) -> pagelab::scenario::AnyScenario {
    let values: Vec<(String, String)> = pairs
        .iter()
        .map(|(a, b)| (a.to_string(), b.clone()))
        .collect();
    catalog::open("fragmentation", &values).expect("valid parameters")
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn small_databases_stay_consistent(
        defragmented in any::<bool>(),
        customers in 10u32..300,
        start in 0u64..20_000,
        grow in 1_000u64..15_000,
        every in prop::sample::select(vec![0u64, 2_000, 5_000]),
        sessions in 1u32..12,
        seed in 0u64..1_000,
    ) {
        let pairs = [
            ("layout", if defragmented { "defragmented" } else { "fragmented" }.to_string()),
            ("customers", customers.to_string()),
            ("start_rows", start.to_string()),
            ("rows", (start + grow).to_string()),
            ("every", every.to_string()),
            ("window", "100".to_string()),
            ("sessions", sessions.to_string()),
            ("shared_buffers_mb", "1".to_string()),
            ("file_cache_mb", "2".to_string()),
            ("archive_rows", "3000".to_string()),
            ("seed", seed.to_string()),
        ];
        let mut watched = open(&pairs);
        let mut steps = 0u64;
        while !watched.done() && steps < 3_000 {
            let step = watched.step();
            steps += 1;
            if let AnyEvents::Fragmentation(events) = step.events {
                // A step ends one request (or makes one quiet insert): its
                // Done counts the pages its Page events show.
                if let Some(FragEvent::Done { pages, ms, commit_ms, cpu_wait_ms, .. }) = events.last() {
                    let shown = events.iter().filter(|e| matches!(e, FragEvent::Page { .. })).count() as u32;
                    if every == 0 {
                        prop_assert_eq!(shown, *pages, "a request's pages, told");
                    }
                    // Its waits for a core and its commit are parts of its time.
                    prop_assert!(*cpu_wait_ms >= 0.0 && *commit_ms >= 0.0);
                    prop_assert!(cpu_wait_ms + commit_ms <= ms + 1e-9, "{} + {} > {}", cpu_wait_ms, commit_ms, ms);
                }
            }
        }
        watched.check().map_err(TestCaseError::fail)?;
        let mut dark = open(&pairs);
        dark.advance(steps);
        prop_assert_eq!(
            serde_json::to_value(watched.figures()).ok(),
            serde_json::to_value(dark.figures()).ok(),
            "watched and unwatched runs agree"
        );
        dark.run_to_end();
        dark.check().map_err(TestCaseError::fail)?;
        prop_assert_eq!(dark.progress().done, dark.progress().total.unwrap_or(0), "the planned total");
    }
}

/// The step view's mix all along (`every` 0): sessions go in clock order,
/// each request starting no earlier than the one before, across window
/// ends too. (A window's end once waited for its busy sessions and left
/// the idle ones' clocks behind: their next requests started up to 0.7 s
/// in the past, behind disk work queued later.)
#[test]
fn in_the_step_view_no_request_starts_in_the_past() {
    let preset = catalog::find("fragmentation")
        .expect("the lesson")
        .step_preset;
    for layout in ["fragmented", "defragmented"] {
        let mut pairs: Vec<(&str, String)> = preset
            .iter()
            .map(|(k, v)| (k.as_str(), v.clone()))
            .collect();
        pairs.push(("layout", layout.to_string()));
        let mut sim = open(&pairs);
        sim.advance(2_000);
        sim.check().unwrap_or_else(|e| panic!("{layout}: {e}"));
    }
}
