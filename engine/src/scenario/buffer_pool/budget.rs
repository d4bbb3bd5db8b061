//! What a buffer-pool run holds and how long it takes, before it is
//! built (`ScenarioDef::budget`): the reference string, then each pool
//! under its policy making every reference, and the checkpoints.
//!
//! A reference costs each pool its policy's bookkeeping, which grows with
//! the frames it orders (a list, a clock, LRU-2's and OPT's ordered sets:
//! the bigger, the more cache misses). Measured on the reference machine,
//! the worst of the five generated workloads, ns a reference:
//!
//! | policy | 1,000 frames | 100,000 | 1,000,000 |
//! |---|---:|---:|---:|
//! | fifo | 120 | 75 | 80 |
//! | lru | 95 | 150 | 170 |
//! | clock | 65 | 60 | 70 |
//! | clock_sweep | 50 | 40 | 40 |
//! | lru2 | 330 | 840 | 3,130 |
//! | opt | 185 | 400 | 810 |
//! | 2q | 160 | 280 | 300 |
//! | arc | 250 | 520 | 600 |
//! | clock_sweep_ring | 60 | 55 | 50 |
//!
//! (2Q, ARC and the ring measured less carefully: the CLI's wall time of
//! 5 M references, the generator's share taken off, the worst of uniform,
//! mixed and zipf; ARC's hash maps of ghosts cost it most where the pool
//! is large and every reference misses.)
//!
//! A checkpoint visits the pool's dirty words 4,096 frames at a time
//! (`BufferPool::checkpoint`): ~3.5 ns each, ~100 ns besides; with nothing
//! dirty (a string without writes) it returns at once.

use super::params::Params;
use crate::scenario::budget::ms_of;
use crate::scenario::params::thousands;
use crate::scenario::{Budget, Lever};
use crate::storage::buffer::PolicyKind;
use crate::workload::trace::{Pattern, MAX_TYPED_PAGE};

/// Measured costs are raised by this much: the estimate is a bound.
const MARGIN: f64 = 1.3;
/// Frames at which `NS_PER_REF` was measured.
const AT_FRAMES: [f64; 3] = [1e3, 1e5, 1e6];

/// ns a reference, at `AT_FRAMES` (the module's table).
fn ns_per_ref(policy: PolicyKind) -> [f64; 3] {
    match policy {
        PolicyKind::Fifo => [120.0, 75.0, 80.0],
        PolicyKind::Lru => [95.0, 150.0, 170.0],
        PolicyKind::Clock => [65.0, 60.0, 70.0],
        PolicyKind::ClockSweep => [50.0, 40.0, 40.0],
        PolicyKind::Lru2 => [330.0, 840.0, 3_130.0],
        PolicyKind::Opt => [185.0, 400.0, 810.0],
        PolicyKind::TwoQ => [160.0, 280.0, 300.0],
        PolicyKind::Arc => [250.0, 520.0, 600.0],
        PolicyKind::ClockSweepRing => [60.0, 55.0, 50.0],
    }
}

/// The cost at `frames`, between the measured points (linear in the
/// logarithm of the frames; flat outside them).
fn at(costs: [f64; 3], frames: f64) -> f64 {
    let x = frames.clamp(AT_FRAMES[0], AT_FRAMES[2]).log10();
    let (i, j) = if x <= AT_FRAMES[1].log10() { (0, 1) } else { (1, 2) };
    let (x0, x1) = (AT_FRAMES[i].log10(), AT_FRAMES[j].log10());
    costs[i] + (costs[j] - costs[i]) * (x - x0) / (x1 - x0)
}

pub fn of(p: &Params) -> Budget {
    let typed = p.workload == Pattern::Typed;
    // Typed strings are at most a few hundred references.
    let (refs, span) = if typed {
        (p.trace.len() as f64, MAX_TYPED_PAGE as f64 + 1.0)
    } else {
        (p.requests as f64, p.pages as f64)
    };
    let frames = p.frames as f64;
    // A pool never holds more pages than the string names.
    let used = frames.min(span).min(refs.max(1.0));
    let pools = p.policy.len() as f64;

    let generate = if typed {
        0.0
    } else if p.workload == Pattern::Zipf {
        300.0 * refs + 100.0 * span
    } else {
        30.0 * refs
    };
    // The page table, the pools' frames, OPT's next uses.
    let build = 15.0 * refs + pools * (20.0 * frames + 5.0 * span);
    let references: f64 = p.policy.iter().map(|&k| at(ns_per_ref(k), used)).sum::<f64>() * refs;
    let checkpoints = if p.checkpoint_every > 0 {
        (refs / p.checkpoint_every as f64).floor()
    } else {
        0.0
    };
    // Without a write nothing is ever dirty, and a checkpoint returns at
    // once.
    let writes = if typed {
        p.trace.contains('w')
    } else {
        p.write_pct > 0
    };
    let checkpoint = checkpoints
        * pools
        * if writes {
            100.0 + 3.5 * (frames / 4_096.0).ceil()
        } else {
            5.0
        };
    let ms = ms_of(MARGIN * (generate + build + references + checkpoint));

    let opt = p.policy.contains(&PolicyKind::Opt) as u64 as f64;
    let lru2 = p.policy.contains(&PolicyKind::Lru2) as u64 as f64;
    let twoq = p.policy.contains(&PolicyKind::TwoQ) as u64 as f64;
    let arc = p.policy.contains(&PolicyKind::Arc) as u64 as f64;
    // The string (a page and a write flag each), the pages seen, Zipf's
    // table; each pool's frames (page, pins, free list, dirty bits, its
    // policy's list or clock) and page table (grown by doubling); OPT's
    // next uses and ordered set, LRU-2's history (a page) and ordered set;
    // 2Q's second line and A1out (half the frames, ~34 bytes a ghost: a
    // slot in a line, its page, its map entry), ARC's second line and B1
    // and B2 (the frames each); the step view's copies of the frames.
    let bytes = 5.0 * refs
        + span
        + if p.workload == Pattern::Zipf { 8.0 * span } else { 0.0 }
        + pools * (48.0 * frames + 8.0 * span + 64.0 * 16.0)
        + opt * (4.0 * refs + 8.0 * span + 56.0 * frames)
        + lru2 * (32.0 * span + 56.0 * frames)
        + twoq * (16.0 + 17.0) * frames
        + arc * (16.0 + 68.0) * frames
        + pools * 24.0 * frames
        + (4 << 20) as f64;

    let what = format!(
        "{} references through {} pool{} of {} frames",
        thousands(refs as u64),
        p.policy.len(),
        if p.policy.len() == 1 { "" } else { "s" },
        thousands(p.frames as u64)
    );
    let time = if checkpoint > references {
        Lever::new(
            format!("{what}, a checkpoint every {}", thousands(p.checkpoint_every)),
            &["checkpoint_every", "frames", "requests"],
            "rarer checkpoints (a larger checkpoint_every, or 0), fewer frames or fewer references",
        )
    } else {
        Lever::new(
            what.clone(),
            &["requests", "frames", "policy"],
            "fewer references or frames, or fewer policies side by side (lru2 and opt cost the most)",
        )
    };
    Budget {
        bytes: bytes as u64,
        ms,
        memory: Lever::new(
            what,
            &["requests", "frames", "pages"],
            "fewer references, frames or pages",
        ),
        time,
    }
}
