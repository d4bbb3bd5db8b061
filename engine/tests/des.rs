//! Property tests of the discrete-event core: the clock never goes back,
//! a latch has at most one exclusive holder and grants every waiter in
//! time, the cores never run more tasks than they are, and the same seed
//! gives the same trace.

use pagelab::des::{Cpu, EventQueue, Latch, LatchMode, SliceEnd};
use proptest::prelude::*;

proptest! {
    #[test]
    fn time_never_goes_back(seed in 0u64..1000, times in prop::collection::vec(0u64..1_000, 1..200)) {
        let mut q = EventQueue::new(seed);
        for (i, t) in times.iter().enumerate() {
            q.push(*t, i);
        }
        let mut last = 0;
        let mut n = 0;
        while let Some((t, i)) = q.pop() {
            prop_assert!(t >= last);
            last = t;
            n += 1;
            // Events pushed while running, some in the past.
            if i % 3 == 0 && n < 400 {
                q.push(t.saturating_sub(5), 1_000 + i);
            }
        }
    }

    #[test]
    fn one_exclusive_holder_and_every_waiter_granted(
        ops in prop::collection::vec((0u32..12, any::<bool>()), 1..200)
    ) {
        let mut l = Latch::default();
        let mut holders: Vec<(u32, LatchMode)> = Vec::new();
        let mut waiting: Vec<u32> = Vec::new();
        let mut granted = Vec::new();
        for (task, shared) in ops {
            if holders.iter().any(|h| h.0 == task) || waiting.contains(&task) {
                // A holder releases.
                if let Some(at) = holders.iter().position(|h| h.0 == task) {
                    let (t, m) = holders.remove(at);
                    granted.clear();
                    l.release(t, m, &mut granted);
                    for g in &granted {
                        waiting.retain(|w| w != g);
                        let m = if l.holder() == Some(*g) { LatchMode::Exclusive } else { LatchMode::Shared };
                        holders.push((*g, m));
                    }
                }
            } else {
                let mode = if shared { LatchMode::Shared } else { LatchMode::Exclusive };
                if l.request(task, mode) {
                    holders.push((task, mode));
                } else {
                    waiting.push(task);
                }
            }
            let ex = holders.iter().filter(|h| h.1 == LatchMode::Exclusive).count();
            prop_assert!(ex <= 1);
            prop_assert!(ex == 0 || holders.len() == 1);
            prop_assert_eq!(l.queue_len(), waiting.len());
        }
        // Everyone lets go in turn: every waiter is granted.
        let mut rounds = 0;
        while let Some((t, m)) = holders.pop() {
            granted.clear();
            l.release(t, m, &mut granted);
            for g in &granted {
                waiting.retain(|w| w != g);
                let m = if l.holder() == Some(*g) { LatchMode::Exclusive } else { LatchMode::Shared };
                holders.push((*g, m));
            }
            rounds += 1;
            prop_assert!(rounds < 1_000);
        }
        prop_assert!(waiting.is_empty());
        prop_assert!(l.is_free());
    }

    #[test]
    fn cores_never_run_more_than_they_are(
        cores in 1u32..5,
        bursts in prop::collection::vec((0u32..20, 1u64..500), 1..100),
        seed in 0u64..100,
    ) {
        let mut cpu = Cpu::new(cores, 120, 7);
        let mut q = EventQueue::new(seed);
        let mut trace = Vec::new();
        let mut running = std::collections::BTreeSet::new();
        for (at, (task, burst)) in bursts.iter().enumerate() {
            if running.contains(task) { continue; }
            running.insert(*task);
            if let Some(d) = cpu.submit(*task, *burst, at as u64) {
                q.push(d.end, (d.core, d.token));
            }
            prop_assert!(cpu.running() <= cores as usize);
        }
        while let Some((now, (core, token))) = q.pop() {
            match cpu.slice_end(core, token, now) {
                SliceEnd::Stale => {}
                SliceEnd::Preempted { next, .. } => q.push(next.end, (next.core, next.token)),
                SliceEnd::Finished { task } => {
                    trace.push((now, task));
                    if let Some(d) = cpu.yield_core(core, now) {
                        q.push(d.end, (d.core, d.token));
                    }
                }
            }
            prop_assert!(cpu.running() <= cores as usize);
        }
        prop_assert_eq!(trace.len(), running.len());
    }

    #[test]
    fn a_core_left_lazily_serves_the_same_tasks_at_the_same_times(
        cores in 1u32..4,
        bursts in prop::collection::vec((0u32..12, 1u64..100), 1..60),
        tail in 1u64..50,
    ) {
        // Each task runs its burst and then `tail` more before it leaves:
        // once with an event for the tail's end (continue_with, then
        // yield_core), once without (leave_after). Every task finishes at
        // the same time either way, and the cores are as busy.
        let run = |lazy: bool| {
            let mut cpu = Cpu::new(cores, 1_000, 7);
            let mut q = EventQueue::new(3);
            let mut tails = std::collections::BTreeSet::new();
            let mut seen = std::collections::BTreeSet::new();
            let mut done = Vec::new();
            for (at, (task, burst)) in bursts.iter().enumerate() {
                if !seen.insert(*task) { continue; }
                if let Some(d) = cpu.submit(*task, *burst, at as u64) {
                    q.push(d.end, (d.core, d.token));
                }
            }
            while let Some((now, (core, token))) = q.pop() {
                cpu.tick(now);
                assert!(cpu.running() <= cores as usize);
                let SliceEnd::Finished { task } = cpu.slice_end(core, token, now) else {
                    continue;
                };
                let next = if lazy {
                    done.push((now + tail, task));
                    cpu.leave_after(core, tail, now)
                } else if tails.insert(task) {
                    cpu.continue_with(core, tail, now)
                } else {
                    done.push((now, task));
                    cpu.yield_core(core, now)
                };
                if let Some(d) = next {
                    q.push(d.end, (d.core, d.token));
                }
            }
            done.sort_unstable();
            (done, cpu.busy(), cpu.switches())
        };
        prop_assert_eq!(run(true), run(false));
    }
}

#[test]
fn same_seed_same_trace() {
    let run = |seed| {
        let mut q = EventQueue::new(seed);
        for i in 0..50u64 {
            q.push(i % 5, i);
        }
        std::iter::from_fn(|| q.pop()).collect::<Vec<_>>()
    };
    assert_eq!(run(9), run(9));
}
