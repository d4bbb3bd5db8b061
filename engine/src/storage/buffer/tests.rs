//! The textbook cases, by hand. Property tests over random traces are in
//! `engine/tests/buffer_pool.rs`.

use super::*;
use crate::choice::Choice;

/// The classic reference string of Belady's anomaly.
const BELADY: [u32; 12] = [1, 2, 3, 4, 1, 2, 5, 1, 2, 3, 4, 5];

fn misses(kind: PolicyKind, frames: u32, trace: &[u32]) -> u64 {
    let mut pool = BufferPool::new(frames, kind, trace);
    for &p in trace {
        pool.reference(p, false, None).expect("nothing pinned");
        pool.check().expect("consistent");
    }
    pool.counts().misses
}

#[test]
fn textbook_misses_on_beladys_string() {
    // FIFO misses more with more frames (Belady's anomaly); LRU and OPT,
    // stack algorithms, never do.
    let want = [
        (PolicyKind::Fifo, 3, 9),
        (PolicyKind::Fifo, 4, 10),
        (PolicyKind::Lru, 3, 10),
        (PolicyKind::Lru, 4, 8),
        (PolicyKind::Opt, 3, 7),
        (PolicyKind::Opt, 4, 6),
    ];
    for (kind, frames, m) in want {
        assert_eq!(
            misses(kind, frames, &BELADY),
            m,
            "{kind} with {frames} frames"
        );
    }
}

#[test]
fn a_loop_one_page_larger_than_the_pool_defeats_lru_and_clocks() {
    let trace: Vec<u32> = (0..40).map(|i| i % 5).collect();
    for kind in [
        PolicyKind::Fifo,
        PolicyKind::Lru,
        PolicyKind::Clock,
        PolicyKind::ClockSweep,
    ] {
        assert_eq!(misses(kind, 4, &trace), 40, "{kind}");
    }
    // OPT keeps three of the five and misses once a lap after the first.
    assert!(misses(PolicyKind::Opt, 4, &trace) < 20);
}

#[test]
fn clock_sweep_lowers_usage_counts_as_it_passes() {
    let trace = [0, 0, 0, 1, 2, 3];
    let mut pool = BufferPool::new(3, PolicyKind::ClockSweep, &trace);
    for &p in &trace[..5] {
        pool.reference(p, false, None).expect("free");
    }
    // Page 0 has count 3 (loaded with 1, two hits), pages 1 and 2 count 1.
    assert_eq!(pool.frame_states(), vec![3, 1, 1]);
    let mut passes = Vec::new();
    let f = pool.reference(3, false, Some(&mut passes)).expect("victim");
    // Lap one lowers 3->2, 1->0, 1->0; then frame 0 (2->1) and frame 1 (0): victim.
    let ev = f.evicted.expect("evicted");
    assert_eq!((ev.frame, ev.page), (1, 1));
    assert_eq!(ev.why, Why::UsageZero { lowered: 4 });
    assert_eq!(passes.len(), 4);
    assert_eq!(pool.policy().hand(), Some(2));
    assert_eq!(pool.frame_states(), vec![1, 1, 0]);
}

#[test]
fn a_dirty_page_is_written_before_its_frame_is_reused() {
    let mut pool = BufferPool::new(2, PolicyKind::Lru, &[]);
    pool.reference(10, true, None).expect("free");
    pool.reference(11, false, None).expect("free");
    assert_eq!(pool.dirty_frames(), 1);
    let f = pool.reference(12, false, None).expect("victim");
    let ev = f.evicted.expect("evicted");
    assert_eq!((ev.page, ev.written), (10, true));
    assert_eq!(pool.counts().writes_eviction, 1);
    assert_eq!(pool.dirty_frames(), 0);
    pool.check().expect("consistent");
}

#[test]
fn pinned_pages_stay_and_a_fully_pinned_pool_says_so() {
    let mut pool = BufferPool::new(2, PolicyKind::Fifo, &[]);
    let a = pool.fetch(1, None).expect("free");
    pool.reference(2, false, None).expect("free");
    // Page 1 came first, but is pinned: page 2 goes.
    let f = pool.reference(3, false, None).expect("victim");
    assert_eq!(f.evicted.map(|e| e.page), Some(2));
    let b = pool.fetch(3, None).expect("hit");
    assert_eq!(pool.fetch(4, None), Err(AllPinned));
    pool.unpin(a.frame, false);
    pool.unpin(b.frame, false);
    assert!(pool.fetch(4, None).is_ok());
    pool.check().expect("consistent");
}

#[test]
fn checkpoint_and_bgwriter_clean_pages_ahead_of_need() {
    let mut pool = BufferPool::new(4, PolicyKind::ClockSweep, &[]);
    for p in 0..4 {
        pool.reference(p, true, None).expect("free");
    }
    assert_eq!(pool.bgwriter_round(4, 2), vec![0, 1]);
    assert_eq!(pool.dirty_frames(), 2);
    assert_eq!(pool.checkpoint(), vec![2, 3]);
    assert_eq!(pool.dirty_frames(), 0);
    let c = pool.counts();
    assert_eq!(
        (c.writes_bgwriter, c.writes_checkpoint, c.writes()),
        (2, 2, 4)
    );
    // Clean pages leave without a write.
    let f = pool.reference(9, false, None).expect("victim");
    assert_eq!(f.evicted.map(|e| e.written), Some(false));
}

#[test]
fn lru2_sends_pages_used_once_first() {
    // 0 and 1 are used twice; 2, 3 once (a scan): a new page pushes out 2.
    let trace = [0, 1, 0, 1, 2, 3, 4];
    let mut pool = BufferPool::new(4, PolicyKind::Lru2, &trace);
    for &p in &trace[..6] {
        pool.reference(p, false, None).expect("free");
    }
    let ev = pool
        .reference(4, false, None)
        .expect("victim")
        .evicted
        .expect("evicted");
    assert_eq!(ev.page, 2);
    assert_eq!(
        ev.why,
        Why::OldestSecondLast {
            second_last: None,
            last: 4
        }
    );
}

#[test]
fn every_policy_is_named_once() {
    for kind in PolicyKind::ALL {
        assert_eq!(PolicyKind::parse(kind.name()), Some(*kind));
    }
}
