//! The textbook cases, by hand. Property tests over random traces are in
//! `engine/tests/buffer_pool.rs`.

use super::*;
use crate::choice::Choice;
use crate::storage::buffer::policy::{ring_frames, Ghost, Policy, IN_RING, RING_PAGES};

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

/// References `trace` (the pages of `scans` a scan's) and returns the pool.
fn run_scanning(kind: PolicyKind, frames: u32, trace: &[u32], scans: &[u32]) -> BufferPool {
    let mut pool = BufferPool::new(frames, kind, trace);
    for &p in trace {
        pool.reference_as(p, false, scans.contains(&p), None)
            .expect("nothing pinned");
        pool.check().expect("consistent");
    }
    pool
}

#[test]
fn two_q_sends_a_page_used_once_through_a1in_and_remembers_it_in_a1out() {
    // 8 frames: Kin 2, Kout 4. Pages 0..8 fill A1in; 8 and 9 push out 0
    // and 1 (A1in holds 8 > 2), whose numbers go to A1out.
    let trace: Vec<u32> = (0..10).chain([0, 20]).collect();
    let mut pool = run_scanning(PolicyKind::TwoQ, 8, &trace[..10], &[]);
    assert_eq!(pool.frame_of(0), None);
    // Page 0 comes back: A1out remembered it, so it goes to Am (queue 2).
    let f = pool.reference(0, false, None).expect("victim");
    let ev = f.evicted.expect("full");
    assert_eq!(ev.page, 2);
    assert_eq!(
        ev.why,
        Why::A1inOldest {
            loaded_at: 2,
            a1in: 8,
            kin: 2
        }
    );
    assert_eq!(pool.frame_states()[f.frame as usize], 2);
    // A1in (7 pages) is still over its share: its oldest goes, not Am's 0.
    let ev = pool
        .reference(20, false, None)
        .expect("victim")
        .evicted
        .expect("full");
    assert_eq!(ev.page, 3);
    assert!(pool.frame_of(0).is_some());
}

#[test]
fn two_q_takes_from_am_once_a1in_is_within_its_share() {
    // 4 frames: Kin 1, Kout 2. 0 and 1 leave A1in for A1out, come back to
    // Am; A1in is then down to its share.
    let trace = [0, 1, 2, 3, 4, 5, 0, 1];
    let mut pool = run_scanning(PolicyKind::TwoQ, 4, &trace, &[]);
    assert_eq!(pool.frame_states().iter().filter(|&&q| q == 2).count(), 2);
    // 2 and 3 made room for 0 and 1; A1in holds 4 and 5 (2 > Kin 1): its
    // oldest, 4, goes.
    let ev = pool
        .reference(6, false, None)
        .expect("victim")
        .evicted
        .expect("full");
    assert_eq!(ev.page, 4);
    assert!(
        matches!(
            ev.why,
            Why::A1inOldest {
                a1in: 2,
                kin: 1,
                ..
            }
        ),
        "{:?}",
        ev.why
    );
    // A1in holds 5 and 6: still over; then 6 alone.
    let _ = pool.reference(7, false, None);
    let ev = pool
        .reference(8, false, None)
        .expect("victim")
        .evicted
        .expect("full");
    assert_eq!(ev.page, 6);
    // A1in holds 7 and 8: over its share again, so 7 goes, not Am's pages.
    assert!(pool.reference(0, false, None).expect("hit").hit);
    let ev = pool
        .reference(9, false, None)
        .expect("victim")
        .evicted
        .expect("full");
    assert_eq!(ev.page, 7);
    pool.check().expect("consistent");
}

#[test]
fn arc_discards_when_t1_fills_the_pool_and_learns_from_b1() {
    // 4 frames. 0..4 fill T1; with B1 empty and T1 the whole pool, 4
    // pushes out T1's least recent page unremembered (case IV.A).
    let mut pool = run_scanning(PolicyKind::Arc, 4, &[0, 1, 2, 3], &[]);
    let ev = pool
        .reference(4, false, None)
        .expect("victim")
        .evicted
        .expect("full");
    assert_eq!(ev.page, 0);
    assert!(
        matches!(
            ev.why,
            Why::T1LeastRecent {
                remembered: false,
                ..
            }
        ),
        "{:?}",
        ev.why
    );

    // 0..4, then 0 again (to T2); 4 pushes 1 from T1 into B1; for 5, T1
    // and B1 hold the pool's worth (c): B1 forgets 1, and 2 goes to B1.
    let trace = [0, 1, 2, 3, 0, 4, 5];
    let mut pool = run_scanning(PolicyKind::Arc, 4, &trace, &[]);
    let Policy::Arc(a) = pool.policy() else {
        panic!("ARC")
    };
    assert_eq!(a.target(), 0);
    // Page 2 again: B1 remembered it, so p grows to 1; T1 (3, 4, 5) is
    // over it: T1's least recent, 3, goes to B1; 2 comes into T2.
    let f = pool.reference(2, false, None).expect("victim");
    let ev = f.evicted.expect("full");
    assert_eq!(ev.page, 3);
    assert_eq!(
        ev.why,
        Why::T1LeastRecent {
            last_used: 3,
            t1: 3,
            target: 1,
            found_in: Some(Ghost::B1),
            remembered: true
        }
    );
    assert_eq!(pool.frame_states()[f.frame as usize], 2, "2 is in T2");
    // A hit moves 5 from T1 to T2; T1 holds 4 alone, within p = 1: T2's
    // least recent (0) goes, into B2.
    assert!(pool.reference(5, false, None).expect("hit").hit);
    let ev = pool
        .reference(9, false, None)
        .expect("victim")
        .evicted
        .expect("full");
    assert_eq!(ev.page, 0);
    assert!(
        matches!(
            ev.why,
            Why::T2LeastRecent {
                t1: 1,
                target: 1,
                found_in: None,
                ..
            }
        ),
        "{:?}",
        ev.why
    );
    pool.check().expect("consistent");
}

#[test]
fn arc_keeps_its_ghost_lists_within_the_frames() {
    let trace: Vec<u32> = (0..500).map(|i| (i * 7 + i / 13) % 97).collect();
    let pool = run_scanning(PolicyKind::Arc, 8, &trace, &[]);
    pool.check().expect("T1+B1 <= c, all four <= 2c");
    let pool = run_scanning(PolicyKind::TwoQ, 8, &trace, &[]);
    pool.check().expect("A1out <= Kout");
}

#[test]
fn a_scan_reuses_its_ring_and_leaves_the_hot_set_alone() {
    // 16 frames: a ring of 2. Hot pages 0..4, each used once (count 1);
    // then a scan of 40 pages.
    assert_eq!(ring_frames(16), 2);
    assert_eq!(ring_frames(4), 1);
    assert_eq!(ring_frames(1_000), RING_PAGES);
    let scan: Vec<u32> = (100..140).collect();
    let trace: Vec<u32> = (0..4).chain(scan.iter().copied()).chain(0..4).collect();
    let ring = run_scanning(PolicyKind::ClockSweepRing, 16, &trace, &scan);
    let sweep = run_scanning(PolicyKind::ClockSweep, 16, &trace, &scan);
    // The ring policy: the scan took 2 frames (12 stay empty) and the hot
    // pages hit at the end; plain clock-sweep lost them to the scan.
    assert_eq!(ring.counts().misses, 4 + 40);
    assert_eq!(ring.used_frames(), 6);
    assert_eq!(sweep.counts().misses, 4 + 40 + 4);
    // In a full pool, the scan's third page reuses the ring's first frame.
    let trace: Vec<u32> = (0..16).chain(100..103).collect();
    let mut pool = run_scanning(
        PolicyKind::ClockSweepRing,
        16,
        &trace[..18],
        &[100, 101, 102],
    );
    let ev = pool
        .reference_as(102, false, true, None)
        .expect("victim")
        .evicted
        .expect("full");
    assert_eq!(ev.page, 100);
    assert_eq!(ev.why, Why::RingReuse { slot: 0, ring: 2 });
    let states = pool.frame_states();
    assert_eq!(states.iter().filter(|&&s| s & IN_RING != 0).count(), 2);
}

#[test]
fn a_ring_frame_used_by_others_is_left_to_them() {
    // 8 frames, a ring of 1. The scan's page 100 is then used twice by an
    // ordinary reference: count 3 > 1, so the scan's next page goes to the
    // clock, and its frame joins the ring instead.
    let trace: Vec<u32> = (0..7).chain([100, 100, 100, 101]).collect();
    let mut pool = BufferPool::new(8, PolicyKind::ClockSweepRing, &trace);
    for (i, &p) in trace[..10].iter().enumerate() {
        let scan = i == 7;
        pool.reference_as(p, false, scan, None).expect("free");
    }
    let ev = pool
        .reference_as(101, false, true, None)
        .expect("victim")
        .evicted
        .expect("full");
    assert_ne!(ev.page, 100);
    assert!(
        matches!(
            ev.why,
            Why::RingJoin {
                slot: 0,
                ring: 1,
                ..
            }
        ),
        "{:?}",
        ev.why
    );
    pool.check().expect("consistent");
}
