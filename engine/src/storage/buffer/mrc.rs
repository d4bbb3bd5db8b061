//! Miss-ratio curves: a trace's misses at each pool size, for each policy.
//!
//! LRU's whole curve comes from one pass (Mattson, Gecsei, Slutz and
//! Traiger, "Evaluation techniques for storage hierarchies", 1970): LRU
//! has the inclusion property, so a reference hits in a pool of `c`
//! frames exactly when its stack distance (the distinct pages referenced
//! since its page's last reference, itself included) is at most `c`. The
//! distances come from a Fenwick tree over reference times, one mark per
//! page at its latest reference: O(n log n) for every size at once.
//! The other policies have no such property (FIFO shows Belady's anomaly)
//! and are simulated, one pool per size, on the same `BufferPool` the
//! lessons run.

use serde::Serialize;

use super::policy::PolicyKind;
use super::BufferPool;
use crate::choice::Choice;

/// One point of a curve.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct CurvePoint {
    pub frames: u32,
    pub misses: u64,
    /// Hits over references (0 for an empty trace).
    pub hit_ratio: f64,
}

fn point(frames: u32, misses: u64, n: usize) -> CurvePoint {
    let hit_ratio = if n == 0 {
        0.0
    } else {
        (n as u64 - misses) as f64 / n as f64
    };
    CurvePoint {
        frames,
        misses,
        hit_ratio,
    }
}

/// A Fenwick (binary indexed) tree of counts over positions `0..n`.
struct Fenwick(Vec<u32>);

impl Fenwick {
    fn add(&mut self, at: usize, delta: i32) {
        let mut i = at + 1;
        while i < self.0.len() {
            self.0[i] = self.0[i].wrapping_add_signed(delta);
            i += i & i.wrapping_neg();
        }
    }
    /// The sum over positions `0..=at`.
    fn prefix(&self, at: usize) -> u64 {
        let (mut i, mut s) = (at + 1, 0u64);
        while i > 0 {
            s += self.0[i] as u64;
            i -= i & i.wrapping_neg();
        }
        s
    }
}

/// Each reference's LRU stack distance (1 = the page just referenced;
/// 0 = its page's first reference, a miss at every size).
pub fn stack_distances(pages: &[u32], distinct: u32) -> Vec<u32> {
    const NEVER: u32 = u32::MAX;
    let mut last = vec![NEVER; distinct as usize];
    let mut marks = Fenwick(vec![0; pages.len() + 1]);
    let mut out = Vec::with_capacity(pages.len());
    for (t, &p) in pages.iter().enumerate() {
        let prev = last[p as usize];
        if prev == NEVER {
            out.push(0);
        } else {
            // Distinct pages whose latest reference falls after `prev`: the
            // marks in prev+1..t, plus the page itself.
            let after = marks.prefix(t) - marks.prefix(prev as usize);
            out.push(after as u32 + 1);
            marks.add(prev as usize, -1);
        }
        marks.add(t, 1);
        last[p as usize] = t as u32;
    }
    out
}

/// LRU's misses at each of `frames`, from one pass.
pub fn lru_curve(pages: &[u32], distinct: u32, frames: &[u32]) -> Vec<CurvePoint> {
    let d = stack_distances(pages, distinct);
    // hist[k]: references at stack distance k (k = 0: first references).
    let mut hist = vec![0u64; distinct as usize + 2];
    for &k in &d {
        hist[k as usize] += 1;
    }
    // Misses at c frames: first references plus distances above c.
    let mut above = vec![0u64; hist.len() + 1];
    for k in (1..hist.len()).rev() {
        above[k] = above[k + 1] + hist[k];
    }
    frames
        .iter()
        .map(|&c| {
            let c = c.max(1) as usize;
            let beyond = if c + 1 < above.len() { above[c + 1] } else { 0 };
            point(c as u32, hist[0] + beyond, pages.len())
        })
        .collect()
}

/// A policy's misses with `frames` frames, simulated.
pub fn simulate(policy: PolicyKind, pages: &[u32], writes: &[bool], frames: u32) -> CurvePoint {
    let future: &[u32] = if policy == PolicyKind::Opt {
        pages
    } else {
        &[]
    };
    let mut pool = BufferPool::new(frames.max(1), policy, future);
    let mut misses = 0u64;
    for (i, &p) in pages.iter().enumerate() {
        let write = writes.get(i).copied().unwrap_or(false);
        // Nothing is pinned between references: a victim always exists.
        match pool.reference(p, write, None) {
            Ok(f) if f.hit => {}
            _ => misses += 1,
        }
    }
    point(frames.max(1), misses, pages.len())
}

/// A policy's curve: LRU by stack distances, the others simulated.
pub fn curve(
    policy: PolicyKind,
    pages: &[u32],
    writes: &[bool],
    distinct: u32,
    frames: &[u32],
) -> Vec<CurvePoint> {
    if policy == PolicyKind::Lru {
        return lru_curve(pages, distinct, frames);
    }
    frames
        .iter()
        .map(|&c| simulate(policy, pages, writes, c))
        .collect()
}

/// Every policy a trace file can tell apart: the scan ring needs scans,
/// which a file does not mark (it would equal clock-sweep).
pub fn trace_policies() -> Vec<PolicyKind> {
    PolicyKind::ALL
        .iter()
        .copied()
        .filter(|k| *k != PolicyKind::ClockSweepRing)
        .collect()
}

/// How many pool sizes to draw a trace's curves at when none are asked
/// for: more for shorter traces (each point of a simulated policy replays
/// the whole trace).
pub fn default_points(references: usize) -> usize {
    if references <= 1_000_000 {
        16
    } else {
        8
    }
}

/// Pool sizes to draw a curve at when none are asked for: from 1 frame to
/// the distinct pages (every page fits), about `points` of them spread
/// evenly on a log scale, each once.
pub fn default_frames(distinct: u32, points: usize) -> Vec<u32> {
    let top = distinct.max(1) as f64;
    let mut out: Vec<u32> = (0..points.max(2))
        .map(|i| top.powf(i as f64 / (points.max(2) - 1) as f64).round() as u32)
        .collect();
    out.dedup();
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Belady's string: FIFO misses 9 with 3 frames and 10 with 4.
    const BELADY: [u32; 12] = [1, 2, 3, 4, 1, 2, 5, 1, 2, 3, 4, 5];

    #[test]
    fn belady_anomaly_and_lru_from_one_pass() {
        let pages: Vec<u32> = BELADY.iter().map(|p| p - 1).collect();
        let writes = vec![false; pages.len()];
        assert_eq!(simulate(PolicyKind::Fifo, &pages, &writes, 3).misses, 9);
        assert_eq!(simulate(PolicyKind::Fifo, &pages, &writes, 4).misses, 10);
        let lru = lru_curve(&pages, 5, &[1, 2, 3, 4, 5]);
        for p in &lru {
            assert_eq!(
                p.misses,
                simulate(PolicyKind::Lru, &pages, &writes, p.frames).misses,
                "{p:?}"
            );
        }
        assert_eq!(lru[2].misses, 10);
        assert_eq!(lru[4].misses, 5);
        assert_eq!(simulate(PolicyKind::Opt, &pages, &writes, 3).misses, 7);
    }

    #[test]
    fn stack_distances_count_distinct_pages_since() {
        // a b c a b b: a at distance 3, b at 3, b again at 1.
        assert_eq!(
            stack_distances(&[0, 1, 2, 0, 1, 1], 3),
            vec![0, 0, 0, 3, 3, 1]
        );
    }

    #[test]
    fn default_frames_go_from_one_to_every_page() {
        let f = default_frames(1000, 7);
        assert_eq!((f[0], *f.last().unwrap()), (1, 1000));
        assert!(f.windows(2).all(|w| w[0] < w[1]));
        assert_eq!(default_frames(1, 5), vec![1]);
    }
}
