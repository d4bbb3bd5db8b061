//! A mixed stream of operations over a key space: each operation drawn
//! from a mix of percentages (insert, update, delete, point read, range
//! read), its key uniform over `0..keys`. Seeded, so a run can be replayed.
//!
//! Keys are drawn whether or not they exist, so inserts meet duplicates and
//! deletes meet missing rows: the table must answer both correctly.

use crate::storage::{Key, Op};
use crate::workload::rng::Rng;

/// Percentages of each operation; they need not add up to 100 (they are
/// weights).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Mix {
    pub insert: u32,
    pub update: u32,
    pub delete: u32,
    pub get: u32,
    pub range: u32,
    /// Widest range read, in keys.
    pub range_width: u64,
}

/// `n` operations of `mix` over keys `0..keys`, mapped through `key_of`
/// (which lays the key space out, e.g. as compound keys).
pub fn ops(
    mix: Mix,
    keys: u64,
    n: usize,
    seed: u64,
    key_of: impl Fn(u64) -> Key,
) -> impl Iterator<Item = Op> {
    let mut rng = Rng::new(seed ^ 0x0000_4D15_0F05);
    let weights = [mix.insert, mix.update, mix.delete, mix.get, mix.range];
    let total: u64 = weights.iter().map(|&w| w as u64).sum::<u64>().max(1);
    let keys = keys.max(1);
    (0..n).map(move |_| {
        let mut pick = rng.below(total);
        let mut kind = 0;
        for (i, &w) in weights.iter().enumerate() {
            if pick < w as u64 {
                kind = i;
                break;
            }
            pick -= w as u64;
        }
        let k = rng.below(keys);
        match kind {
            0 => Op::Insert(key_of(k)),
            1 => Op::Update(key_of(k)),
            2 => Op::Delete(key_of(k)),
            3 => Op::Get(key_of(k)),
            _ => {
                let to = (k + rng.below(mix.range_width.max(1))).min(keys - 1);
                Op::Range {
                    from: key_of(k),
                    to: key_of(to),
                }
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_mix_sets_the_shares() {
        let mix = Mix {
            insert: 50,
            update: 0,
            delete: 25,
            get: 25,
            range: 0,
            range_width: 1,
        };
        let all: Vec<Op> = ops(mix, 100, 4_000, 1, |k| k).collect();
        let inserts = all.iter().filter(|o| matches!(o, Op::Insert(_))).count();
        assert!((1_800..2_200).contains(&inserts), "{inserts}");
        assert!(!all
            .iter()
            .any(|o| matches!(o, Op::Update(_) | Op::Range { .. })));
        let again: Vec<Op> = ops(mix, 100, 4_000, 1, |k| k).collect();
        assert_eq!(all, again);
    }
}
