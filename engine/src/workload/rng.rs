//! A tiny seeded random number generator (SplitMix64).
//!
//! Determinism is a product feature: the same parameters and seed must give
//! the same events natively and in WASM, so the engine carries its own RNG
//! instead of depending on a platform source or a crate whose stream might
//! change between versions.

/// SplitMix64: fast, full-period, and identical on every target.
#[derive(Debug, Clone)]
pub struct Rng {
    state: u64,
}

impl Rng {
    pub fn new(seed: u64) -> Self {
        Rng {
            state: seed ^ 0x9E37_79B9_7F4A_7C15,
        }
    }

    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n` (n > 0), by Lemire's multiply-shift; the tiny bias
    /// is irrelevant for workload generation.
    pub fn below(&mut self, n: u64) -> u64 {
        if n == 0 {
            return 0;
        }
        mul_hi(self.next_u64(), n)
    }

    /// Fisher-Yates shuffle.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u64 + 1) as usize;
            items.swap(i, j);
        }
    }
}

/// The high 64 bits of `a * b`. Natively one instruction; WASM has no
/// 64 x 64 -> 128 multiply, and Rust's `u128` product there is a call to
/// `__multi3` (~1.5-2% of the fragmentation lesson's run). Four 32-bit
/// products give the same bits, but LLVM (rustc 1.95) recognises them and
/// folds them back into the `u128` product; a bound below 2^32, which is
/// every bound the workloads draw below, takes two products it leaves
/// alone (2026-11-28: 40 calls to `__multi3` in the bench package, 17
/// after).
#[inline(always)]
fn mul_hi(a: u64, b: u64) -> u64 {
    #[cfg(not(target_arch = "wasm32"))]
    {
        ((a as u128 * b as u128) >> 64) as u64
    }
    #[cfg(target_arch = "wasm32")]
    {
        if b >> 32 == 0 {
            mul_hi_narrow(a, b)
        } else {
            mul_hi_halves(a, b)
        }
    }
}

/// `mul_hi` for `b` below 2^32 (every bound a workload draws below):
/// two 64-bit products. (LLVM folds `mul_hi_halves`' four products back
/// into a 128-bit multiply, which WASM then calls `__multi3` for; this
/// form it leaves alone.) `a_hi * b` and the carried sum stay below 2^64:
/// each is below 2^32 * 2^32.
#[inline(always)]
#[cfg_attr(not(any(target_arch = "wasm32", test)), allow(dead_code))]
fn mul_hi_narrow(a: u64, b: u64) -> u64 {
    let (a_lo, a_hi) = (a & 0xFFFF_FFFF, a >> 32);
    (a_hi * b + ((a_lo * b) >> 32)) >> 32
}

/// `mul_hi` by 32-bit halves. The middle sum cannot overflow: the
/// largest half product is (2^32 - 1)^2 = 2^64 - 2^33 + 1, and the two
/// terms added to it are each below 2^32.
#[inline(always)]
#[cfg_attr(not(any(target_arch = "wasm32", test)), allow(dead_code))]
fn mul_hi_halves(a: u64, b: u64) -> u64 {
    const LOW: u64 = 0xFFFF_FFFF;
    let (a_lo, a_hi, b_lo, b_hi) = (a & LOW, a >> 32, b & LOW, b >> 32);
    let (lo_lo, hi_lo, lo_hi) = (a_lo * b_lo, a_hi * b_lo, a_lo * b_hi);
    let middle = (lo_lo >> 32) + (hi_lo & LOW) + lo_hi;
    a_hi * b_hi + (hi_lo >> 32) + (middle >> 32)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `mul_hi` by `f` agrees with the `u128` product at every pair of
    /// `a_edges` x `b_edges`, and at 100,000 random pairs whose `b` is
    /// shifted right by `shift(r)` bits.
    fn agrees_with_u128(
        f: fn(u64, u64) -> u64,
        a_edges: &[u64],
        b_edges: &[u64],
        shift: fn(&mut Rng) -> u64,
    ) {
        let mut r = Rng::new(3);
        let pairs = a_edges
            .iter()
            .flat_map(|&a| b_edges.iter().map(move |&b| (a, b)))
            .collect::<Vec<_>>();
        let random = (0..100_000).map(|_| {
            let a = r.next_u64();
            let s = shift(&mut r);
            (a, r.next_u64() >> s)
        });
        for (a, b) in pairs.into_iter().chain(random.collect::<Vec<_>>()) {
            assert_eq!(f(a, b), ((a as u128 * b as u128) >> 64) as u64, "{a} x {b}");
        }
    }

    const EDGES: [u64; 7] = [0, 1, 2, u32::MAX as u64, 1 << 32, u64::MAX - 1, u64::MAX];

    #[test]
    fn the_halves_give_the_u128_product() {
        agrees_with_u128(mul_hi_halves, &EDGES, &EDGES, |r| r.next_u64() % 64);
    }

    #[test]
    fn the_narrow_form_gives_the_u128_product_below_two_to_the_32() {
        let narrow = [
            0,
            1,
            2,
            10_000,
            60_000,
            u32::MAX as u64 - 1,
            u32::MAX as u64,
        ];
        agrees_with_u128(mul_hi_narrow, &EDGES, &narrow, |r| 32 + r.next_u64() % 32);
    }

    #[test]
    fn same_seed_same_stream() {
        let mut a = Rng::new(7);
        let mut b = Rng::new(7);
        for _ in 0..100 {
            assert_eq!(a.next_u64(), b.next_u64());
        }
        assert_ne!(Rng::new(7).next_u64(), Rng::new(8).next_u64());
    }

    #[test]
    fn below_stays_in_range() {
        let mut r = Rng::new(1);
        for n in 1..50 {
            assert!(r.below(n) < n);
        }
    }
}
