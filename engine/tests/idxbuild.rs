//! The index rebuild: its invariants on many parameter sets (every sort
//! group merged once and built once, after its merge; no more merges at
//! once than threads, one build at a time; the phases add up to the
//! elapsed time; the disks' busy time adds up), step and advance agree,
//! the same seed replays the same events, hostile parameters are refused,
//! (its golden run is in `golden.rs`).

use std::collections::BTreeMap;

use pagelab::catalog;
use pagelab::scenario::idxbuild::events::IdxEvent;
use pagelab::scenario::{AnyEvents, AnyScenario};
use proptest::prelude::*;

fn pairs(set: &[(&str, &str)]) -> Vec<(String, String)> {
    set.iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

fn open(set: &[(&str, &str)]) -> AnyScenario {
    catalog::open("idxbuild", &pairs(set)).expect("valid")
}

fn events(step: pagelab::scenario::AnyStep) -> Vec<IdxEvent> {
    match step.events {
        AnyEvents::IdxBuild(e) => e,
        _ => panic!("not the index rebuild's events"),
    }
}

/// Steps the whole run, checking after every step; every event.
fn run_watched(sim: &mut AnyScenario) -> Vec<IdxEvent> {
    let total = sim.progress().total.expect("a known number of steps");
    let mut all = Vec::new();
    while !sim.done() {
        let e = events(sim.step());
        assert_eq!(e.len(), 1, "a step is one milestone");
        sim.check()
            .unwrap_or_else(|err| panic!("step {}: {err}", all.len()));
        all.extend(e);
        assert!(all.len() as u64 <= total, "more steps than announced");
    }
    assert_eq!(all.len() as u64, total);
    all
}

/// The invariants a run's events must keep.
fn check_events(all: &[IdxEvent], threads: u32) {
    let mut t = 0.0;
    let mut merging = 0u32;
    let mut building = 0u32;
    // (area, group) → merged, built
    let mut groups: BTreeMap<(u32, u32), (u32, u32)> = BTreeMap::new();
    let mut announced: BTreeMap<u32, u32> = BTreeMap::new();
    for e in all {
        assert!(e.t_s() >= t, "time goes back at {e:?}");
        t = e.t_s();
        match *e {
            IdxEvent::AreaStart {
                area,
                groups: n,
                threads: started,
                ..
            } => {
                announced.insert(area, n);
                assert!(
                    started <= threads.min(n),
                    "{started} threads for {n} groups"
                );
                assert!(threads > 1 && n > 1 || started == 0);
            }
            IdxEvent::MergeStart { area, group, .. } => {
                merging += 1;
                assert!(merging <= threads.max(1), "{merging} merges at once");
                let g = groups.entry((area, group)).or_default();
                assert_eq!(*g, (0, 0), "group {group} merged twice");
            }
            IdxEvent::MergeEnd {
                area,
                group,
                took_s,
                queued_s,
                ..
            } => {
                merging -= 1;
                assert!(queued_s <= took_s + 1e-9);
                groups.get_mut(&(area, group)).expect("started").0 += 1;
            }
            IdxEvent::BuildStart { area, group, .. } => {
                building += 1;
                assert_eq!(building, 1, "one build at a time");
                assert_eq!(groups[&(area, group)], (1, 0), "build before merge");
            }
            IdxEvent::BuildEnd { area, group, .. } => {
                building -= 1;
                groups.get_mut(&(area, group)).expect("merged").1 += 1;
            }
            IdxEvent::AreaDone { area, .. } => {
                let built = groups
                    .iter()
                    .filter(|((a, _), v)| *a == area && **v == (1, 1))
                    .count();
                assert_eq!(built as u32, announced[&area], "area {area}: groups built");
            }
            _ => {}
        }
    }
    assert!(matches!(all.last(), Some(IdxEvent::RebuildDone { .. })));
    assert_eq!(merging + building, 0);
}

fn check_figures(sim: &AnyScenario) {
    let f = sim.figures();
    let n = |k: &str| f.number(k).unwrap_or_else(|| panic!("figure {k}"));
    let elapsed = n("elapsed_s");
    let parts = n("phase1_s") + n("phase2_s") + n("phase3_s") - n("overlap_s");
    assert!(
        (elapsed - parts).abs() < 1e-3,
        "phases {parts} against {elapsed}"
    );
    let u = n("device_utilisation");
    assert!((0.0..=1.0).contains(&u), "device utilisation {u}");
    assert!((0.0..=1.0).contains(&n("cpu_utilisation")));
}

#[test]
fn the_articles_cases_keep_every_invariant() {
    for set in [
        vec![("sort_groups", "8"), ("threads", "4"), ("devices", "2")],
        vec![("threads", "1")],
        vec![("threads", "16"), ("devices", "1")],
        vec![("rebuild", "largest")],
        vec![("database", "few_large")],
        vec![("database", "one_dominant"), ("sort_groups", "8")],
    ] {
        let mut sim = open(&set);
        let threads = set
            .iter()
            .find(|(k, _)| *k == "threads")
            .map_or(8, |(_, v)| v.parse().expect("a number"));
        let all = run_watched(&mut sim);
        check_events(&all, threads);
        check_figures(&sim);
    }
}

#[test]
fn step_and_advance_agree_and_replay() {
    let set = [("sort_groups", "8"), ("threads", "3"), ("devices", "2")];
    let (mut a, mut b, mut c) = (open(&set), open(&set), open(&set));
    let watched = run_watched(&mut a);
    while !b.done() {
        b.advance(7);
    }
    assert_eq!(a.figures(), b.figures());
    assert_eq!(watched, run_watched(&mut c), "same seed, same events");
    // Step back = replay k steps unwatched, then watch the next.
    let mut d = open(&set);
    d.advance(20);
    assert_eq!(events(d.step()), vec![watched[20].clone()]);
}

#[test]
fn one_group_means_no_threads() {
    let mut sim = open(&[("rebuild", "largest"), ("threads", "8")]);
    let all = run_watched(&mut sim);
    assert!(all
        .iter()
        .all(|e| !matches!(e, IdxEvent::MergeStart { thread, .. } if *thread != 0)));
    assert_eq!(sim.figures().number("improvement_pct"), Some(0.0));
}

#[test]
fn threads_that_share_a_disk_queue_for_it() {
    let mut sim = open(&[("threads", "8"), ("devices", "1")]);
    let all = run_watched(&mut sim);
    let most = all
        .iter()
        .filter_map(|e| match e {
            IdxEvent::MergeStart { sharing, .. } => Some(*sharing),
            _ => None,
        })
        .max();
    assert!(most >= Some(8), "sharing {most:?}");
    assert!(
        sim.figures()
            .number("device_wait_s")
            .expect("device_wait_s")
            > 0.0
    );
    // With no threads nobody ever waits for a disk.
    let mut alone = open(&[("threads", "1"), ("devices", "1")]);
    alone.run_to_end();
    assert_eq!(alone.figures().number("device_wait_s"), Some(0.0));
}

/// Phase 1 is the main process alone, threads or not: every area's scan
/// takes the same time in both. (The main process was once woken twice
/// when two merges ended while it idled, and from then on scanned and
/// built at twice its pace: few_large's small areas scanned in 10 ms
/// instead of ~7 s.)
#[test]
fn every_areas_scan_takes_as_long_with_threads_as_without() {
    let scans = |threads: &str| -> Vec<(u32, f64)> {
        let mut sim = open(&[("database", "few_large"), ("threads", threads)]);
        run_watched(&mut sim)
            .into_iter()
            .filter_map(|e| match e {
                IdxEvent::ScanDone { area, took_s, .. } => Some((area, took_s)),
                _ => None,
            })
            .collect()
    };
    let (threaded, alone) = (scans("8"), scans("1"));
    assert_eq!(threaded.len(), 20);
    assert_eq!(threaded.len(), alone.len());
    for ((area, with), (_, without)) in threaded.iter().zip(&alone) {
        assert!(
            (with - without).abs() <= without * 0.01,
            "area {area}: {with:.2} s threaded, {without:.2} s alone"
        );
    }
}

#[test]
fn hostile_parameters_are_refused() {
    for (set, param) in [
        (vec![("threads", "0")], "threads"),
        (vec![("sort_groups", "7")], "sort_groups"),
        (vec![("sort_groups", "65")], "sort_groups"),
        (vec![("database", "huge")], "database"),
        (vec![("scale_pct", "2000"), ("devices", "1")], "devices"),
        (vec![("merge_buffers", "1")], "merge_buffers"),
        (vec![("devices", "-1")], "devices"),
    ] {
        let errors = catalog::open("idxbuild", &pairs(&set))
            .err()
            .unwrap_or_else(|| panic!("{set:?} accepted"));
        assert!(
            errors.iter().any(|e| e.param == param),
            "{set:?}: {errors:?}"
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]
    #[test]
    fn any_valid_rebuild_keeps_its_invariants(
        db in 0usize..3,
        largest in any::<bool>(),
        scale in 10u32..60,
        threads in 1u32..20,
        cpus in 1u32..12,
        devices in 1u32..8,
        groups in 8u32..65,
        block in 1u32..65,
        buffers in 2u32..33,
        seed in 0u64..1_000,
    ) {
        let database = ["many_indexes", "few_large", "one_dominant"][db];
        let (scale, threads, cpus, devices, groups, block, buffers, seed) = (
            scale.to_string(), threads.to_string(), cpus.to_string(), devices.to_string(),
            groups.to_string(), block.to_string(), buffers.to_string(), seed.to_string());
        let set = [
            ("database", database),
            ("rebuild", if largest { "largest" } else { "all" }),
            ("scale_pct", &scale),
            ("threads", &threads),
            ("cpus", &cpus),
            ("devices", &devices),
            ("device_gb", "20"),
            ("sort_groups", &groups),
            ("block_kb", &block),
            ("merge_buffers", &buffers),
            ("seed", &seed),
        ];
        let mut sim = open(&set);
        let all = run_watched(&mut sim);
        check_events(&all, threads.parse().expect("a number"));
        check_figures(&sim);
    }
}

/// The picture never runs ahead of the steps: one wake-up may start four
/// merges (phase 1 ends, each thread takes a group), each told as a step
/// of its own; after each step the sort groups drawn as merging are the
/// ones whose start has been told and whose end has not, and as building
/// the ones whose build start has been told.
#[test]
fn the_pictures_show_what_the_steps_have_told() {
    use pagelab::scenario::View;
    let mut sim = open(&[("sort_groups", "8"), ("threads", "4"), ("devices", "2")]);
    let mut merging: Vec<u32> = Vec::new();
    let mut building: Vec<u32> = Vec::new();
    let mut step = 0;
    while !sim.done() {
        step += 1;
        for e in events(sim.step()) {
            match e {
                IdxEvent::AreaStart { .. } => {
                    merging.clear();
                    building.clear();
                }
                IdxEvent::MergeStart { group, .. } => merging.push(group),
                IdxEvent::MergeEnd { group, .. } => merging.retain(|&g| g != group),
                IdxEvent::BuildStart { group, .. } => building.push(group),
                IdxEvent::BuildEnd { group, .. } => building.retain(|&g| g != group),
                _ => {}
            }
        }
        let state = sim
            .views()
            .into_iter()
            .find_map(|v| match v {
                View::SortGroups { state, .. } => Some(state),
                _ => None,
            })
            .expect("a sort groups view");
        let drawn = |s: u8| {
            let mut g: Vec<u32> = (0..state.len() as u32)
                .filter(|&i| state[i as usize] == s)
                .collect();
            g.sort_unstable();
            g
        };
        let mut told = merging.clone();
        told.sort_unstable();
        assert_eq!(drawn(2), told, "step {step}: merging drawn against told");
        let mut told = building.clone();
        told.sort_unstable();
        assert_eq!(drawn(4), told, "step {step}: building drawn against told");
    }
}
