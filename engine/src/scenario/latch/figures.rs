//! What a run of the latch scenario reports. Latch waits are counted as
//! SQL Server's wait statistics count them: the inserts that waited, and
//! their waits (an insert granted at once is no wait).

use serde::Serialize;

use super::strategy::Strategy;
use crate::des::Nanos;

#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify))]
pub struct LatchFigures {
    pub strategy: Strategy,
    pub threads: u32,
    pub cores: u32,
    pub rows_done: u64,
    /// Virtual seconds to the last commit.
    pub elapsed_s: f64,
    pub rows_per_sec: f64,
    /// Inserts that waited for a page latch.
    pub latch_waits: u64,
    pub latch_wait_mean_us: f64,
    pub latch_wait_p99_us: f64,
    /// Leaf splits: appends past the last key (a new page) and mid splits.
    pub page_splits: u64,
    pub mid_splits: u64,
    pub rows_per_page: u32,
    pub leaf_pages: u32,
    /// Rows over the leaves' room (1: every leaf full).
    pub avg_leaf_density: f64,
    pub context_switches: u64,
    /// Share of the cores' time busy (work, spins, switches).
    pub cpu_busy: f64,
    /// The page waited on most, and its waits.
    #[cfg_attr(target_arch = "wasm32", tsify(type = "number | null"))]
    pub hot_page: Option<u32>,
    /// Waits by page, most first (up to 8).
    pub waits_by_page: Vec<PageWaits>,
    /// Sessions held back by OPTIMIZE_FOR_SEQUENTIAL_KEY.
    pub flow_control_waits: u64,
    pub insert_latency_mean_us: f64,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify))]
pub struct PageWaits {
    pub page: u32,
    pub waits: u64,
    pub wait_us: f64,
}

/// Waits in log-linear buckets (16 a power of two): a p99 within 1/16
/// without keeping every wait.
#[derive(Debug, Clone)]
pub struct Histogram {
    counts: Vec<u64>,
    n: u64,
    sum: Nanos,
}

impl Default for Histogram {
    fn default() -> Self {
        Histogram {
            counts: vec![0; 65 * 16],
            n: 0,
            sum: 0,
        }
    }
}

impl Histogram {
    fn bucket(v: Nanos) -> usize {
        if v < 16 {
            return v as usize;
        }
        let bits = 64 - v.leading_zeros() as usize;
        let sub = ((v >> (bits - 5)) & 15) as usize;
        (bits - 4) * 16 + sub
    }
    /// The lowest value of bucket `b`.
    fn low(b: usize) -> Nanos {
        if b < 16 {
            return b as Nanos;
        }
        let bits = b / 16 + 4;
        ((16 + (b % 16)) as Nanos) << (bits - 5)
    }
    pub fn add(&mut self, v: Nanos) {
        if let Some(c) = self.counts.get_mut(Self::bucket(v)) {
            *c += 1;
        }
        self.n += 1;
        self.sum += v;
    }
    pub fn count(&self) -> u64 {
        self.n
    }
    pub fn mean(&self) -> f64 {
        if self.n == 0 {
            0.0
        } else {
            self.sum as f64 / self.n as f64
        }
    }
    /// The value below which `q` of the values lie (a bucket's middle).
    pub fn quantile(&self, q: f64) -> f64 {
        if self.n == 0 {
            return 0.0;
        }
        let want = ((self.n as f64) * q).ceil().max(1.0) as u64;
        let mut seen = 0;
        for (b, c) in self.counts.iter().enumerate() {
            seen += c;
            if seen >= want {
                let (lo, hi) = (Self::low(b), Self::low(b + 1));
                return (lo + hi) as f64 / 2.0;
            }
        }
        self.sum as f64 / self.n as f64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn buckets_are_ordered_and_quantiles_close() {
        let mut last = 0;
        for v in [0u64, 5, 15, 16, 17, 100, 1_000, 123_456, 1 << 40] {
            let b = Histogram::bucket(v);
            assert!(b >= last && Histogram::low(b) <= v && v < Histogram::low(b + 1));
            last = b;
        }
        let mut h = Histogram::default();
        for v in 1..=1000u64 {
            h.add(v * 1000);
        }
        let p99 = h.quantile(0.99);
        assert!((p99 - 990_000.0).abs() < 990_000.0 / 16.0, "{p99}");
    }
}
