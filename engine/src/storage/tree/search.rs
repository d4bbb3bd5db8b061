//! Searching a page's sorted keys with few dependent memory reads.
//!
//! A binary search over an index page's ~85 separators (680 bytes, 11 cache
//! lines) makes ~7 probes, each waiting for the one before: on a page that
//! is not cached that is 5-6 misses in a row, and it was the largest cost
//! of a random insert. Here each round reads 8 evenly spaced keys whose
//! loads do not depend on each other, so their misses overlap; two rounds
//! narrow 85 keys to a dozen, which are then counted in one sweep.
//! Same answer as `partition_point`, checked against it below.

use crate::storage::Key;

/// Probes per round.
const WAYS: usize = 8;
/// Below this many candidates, counting beats another round.
const SWEEP: usize = 16;

/// How many of the sorted `keys` are `<= bound` (the child slot of a
/// separator array, `partition_point(|&s| s <= bound)`).
pub fn count_le(keys: &[Key], bound: Key) -> usize {
    // A leaf's keys are few and contiguous: one sweep, which compiles to
    // straight-line compares with no bounds checks.
    if keys.len() <= SWEEP {
        return keys.iter().filter(|&&k| k <= bound).count();
    }
    count_le_by(keys.len(), bound, |i| {
        keys.get(i).copied().unwrap_or(Key::MAX)
    })
}

/// `count_le` over `len` sorted keys read through `key_at` (an index
/// slot's separators sit every other word).
#[inline(always)]
pub fn count_le_by(len: usize, bound: Key, key_at: impl Fn(usize) -> Key) -> usize {
    let (mut lo, mut hi) = (0usize, len);
    while hi - lo > SWEEP {
        let n = hi - lo;
        let mut probes = [0usize; WAYS];
        let mut below = 0usize;
        for (j, p) in probes.iter_mut().enumerate() {
            *p = lo + n * (j + 1) / (WAYS + 1);
        }
        for &p in &probes {
            below += usize::from(key_at(p) <= bound);
        }
        // The first `below` probes hold; the answer lies after the last
        // that holds and no later than the first that fails.
        let new_lo = if below == 0 {
            lo
        } else {
            probes[below - 1] + 1
        };
        hi = if below == WAYS { hi } else { probes[below] };
        lo = new_lo;
    }
    lo + (lo..hi).filter(|&i| key_at(i) <= bound).count()
}

/// How many of the sorted `keys` are `< key` (a row's slot on its leaf,
/// `partition_point(|&k| k < key)`).
pub fn count_lt(keys: &[Key], key: Key) -> usize {
    match key.checked_sub(1) {
        Some(bound) => count_le(keys, bound),
        None => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn agrees_with_partition_point() {
        // A small LCG: storage's tests need no workload generator.
        let mut state = 7u64;
        let mut below_1000 = || {
            state = state.wrapping_mul(6364136223846793005).wrapping_add(1);
            (state >> 33) % 1_000
        };
        for len in 0..300usize {
            let mut keys: Vec<Key> = (0..len).map(|_| below_1000()).collect();
            keys.sort_unstable();
            keys.dedup();
            for probe in [0, 1, 499, 500, 998, 999, 1_000, u64::MAX] {
                assert_eq!(
                    count_le(&keys, probe),
                    keys.partition_point(|&k| k <= probe),
                    "le len {len} probe {probe}"
                );
                assert_eq!(
                    count_lt(&keys, probe),
                    keys.partition_point(|&k| k < probe),
                    "lt len {len} probe {probe}"
                );
            }
            for &k in &keys {
                assert_eq!(count_le(&keys, k), keys.partition_point(|&x| x <= k));
                assert_eq!(count_lt(&keys, k), keys.partition_point(|&x| x < k));
            }
        }
    }
}
