//! Key strategies: where each insert goes. Behind one trait so the
//! simulation never asks which one it runs: at the request a strategy
//! either draws the key (`Planned::Key`: a GUID, a partitioned id, a value
//! of a server's cached range) or names a stream whose next value is taken
//! under the page latch (`Planned::Stream`: identity, a sequential GUID).
//!
//! ```text
//!   identity / sequential_key / sequential_guid   one stream: the last page
//!   sequence_ranges (k servers)                    k ranges, each value at random in its range
//!   hash_partitions (P)                            P last pages (key = p<<32 | id)
//!   guid                                           random keys: every leaf
//! ```
//!
//! Every key but a partition's fits in 32 bits, so under the tree's
//! insertion-point policy a row past the last key of the index starts a
//! new page (nothing moves), and a row into any other full page splits it
//! mid-page (its next key is of the same leading column); a partition's
//! key has the partition as its leading column, so its last page too is
//! appended past.

use crate::storage::Key;
use crate::workload::rng::Rng;

crate::choice_enum! {
    /// How the clustered key is made.
    pub enum Strategy {
        /// An int identity: every insert at the last page.
        Identity => "identity",
        /// Identity with OPTIMIZE_FOR_SEQUENTIAL_KEY.
        SequentialKey => "sequential_key",
        /// NEWSEQUENTIALID(): ordered on one server, a 16-byte key.
        SequentialGuid => "sequential_guid",
        /// NEWID(): random 16-byte keys.
        Guid => "guid",
        /// Ranges of a sequence cached by application servers.
        SequenceRanges => "sequence_ranges",
        /// Hash partitions on the id.
        HashPartitions => "hash_partitions",
    }
}

impl Strategy {
    pub fn key_bytes(self) -> u32 {
        match self {
            Strategy::SequentialGuid | Strategy::Guid => 16,
            _ => 4,
        }
    }
}

/// What a request knows of its key.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Planned {
    /// The key itself, drawn before the insert.
    Key(Key),
    /// A stream whose next value the insert takes under the latch.
    Stream(u32),
}

/// Where inserts go.
pub trait KeySource {
    /// The key, or the stream, of the next insert.
    fn plan(&mut self, rng: &mut Rng) -> Planned;
    /// The value `take` would give now.
    fn peek(&self, stream: u32) -> Key;
    /// The stream's next value.
    fn take(&mut self, stream: u32) -> Key;
}

/// One counter (identity, NEWSEQUENTIALID on one server).
pub struct Counter {
    next: Key,
}

impl KeySource for Counter {
    fn plan(&mut self, _: &mut Rng) -> Planned {
        Planned::Stream(0)
    }
    fn peek(&self, _: u32) -> Key {
        self.next
    }
    fn take(&mut self, _: u32) -> Key {
        self.next += 1;
        self.next - 1
    }
}

/// Random keys, each once: a bijection of a counter onto 32 bits (odd
/// multiplier and xor-shifts are invertible), so no key repeats.
pub struct RandomKeys {
    next: u32,
    salt: u32,
}

impl RandomKeys {
    fn scramble(&self, x: u32) -> u32 {
        let mut x = x ^ self.salt;
        x = x.wrapping_mul(0x9E37_79B1);
        x ^= x >> 16;
        x = x.wrapping_mul(0x85EB_CA6B);
        x ^= x >> 13;
        x
    }
}

impl KeySource for RandomKeys {
    fn plan(&mut self, _: &mut Rng) -> Planned {
        self.next = self.next.wrapping_add(1);
        Planned::Key(self.scramble(self.next) as Key)
    }
    fn peek(&self, _: u32) -> Key {
        0
    }
    fn take(&mut self, _: u32) -> Key {
        0
    }
}

/// Servers each caching a range of a sequence and handing out its values
/// in a random order (the article: "picked at random from the cached
/// ones"); a new range, past every range taken, when one runs out. The
/// order is a bijection of the range's counter (cycle-walking a
/// power-of-two permutation), so a server holds three numbers, not its
/// range.
pub struct Ranges {
    /// Each server's range start and the values it has handed out.
    servers: Vec<(Key, Key)>,
    range: Key,
    ranges_taken: Key,
    /// The smallest power of two minus one that covers a range.
    mask: u64,
    salt: u64,
}

impl Ranges {
    fn new(servers: u32, range: u32, seed: u64) -> Self {
        let range = range.max(1) as Key;
        Ranges {
            servers: (0..servers.max(1) as Key).map(|i| (i * range, 0)).collect(),
            range,
            ranges_taken: servers.max(1) as Key,
            mask: range.next_power_of_two() - 1,
            salt: seed,
        }
    }

    /// The `i`th value of a range, as an offset: a permutation of
    /// `0..range` (each step of the walk is a bijection of `0..=mask`; a
    /// value past the range walks on until it falls inside).
    fn offset(&self, start: Key, i: Key) -> Key {
        let salt = self.salt ^ start.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let mut x = i;
        loop {
            x = (x ^ salt) & self.mask;
            x = x.wrapping_mul(0xD6E8_FEB8_6659_FD93 | 1) & self.mask;
            x ^= x >> (self.mask.count_ones() / 2 + 1);
            x = x.wrapping_add(salt >> 7) & self.mask;
            if x < self.range {
                return x;
            }
        }
    }
}

impl KeySource for Ranges {
    fn plan(&mut self, rng: &mut Rng) -> Planned {
        let at = rng.below(self.servers.len() as u64) as usize;
        let fresh = self.ranges_taken * self.range;
        let Some(s) = self.servers.get_mut(at) else {
            return Planned::Key(fresh);
        };
        if s.1 >= self.range {
            *s = (fresh, 0);
            self.ranges_taken += 1;
        }
        let (start, i) = *s;
        s.1 += 1;
        Planned::Key(start + self.offset(start, i))
    }
    fn peek(&self, _: u32) -> Key {
        0
    }
    fn take(&mut self, _: u32) -> Key {
        0
    }
}

/// An identity id drawn at the statement's start, stored in partition
/// `id % partitions`: the partition leads the key.
pub struct Partitions {
    next: Key,
    partitions: Key,
}

impl KeySource for Partitions {
    fn plan(&mut self, _: &mut Rng) -> Planned {
        let id = self.next;
        self.next += 1;
        Planned::Key(((id % self.partitions) << 32) | id)
    }
    fn peek(&self, _: u32) -> Key {
        0
    }
    fn take(&mut self, _: u32) -> Key {
        0
    }
}

/// The key source of a strategy.
pub fn source(
    strategy: Strategy,
    servers: u32,
    range: u32,
    partitions: u32,
    seed: u64,
) -> Box<dyn KeySource> {
    match strategy {
        Strategy::Identity | Strategy::SequentialKey | Strategy::SequentialGuid => {
            Box::new(Counter { next: 1 })
        }
        Strategy::Guid => Box::new(RandomKeys {
            next: 0,
            salt: seed as u32,
        }),
        Strategy::SequenceRanges => Box::new(Ranges::new(servers, range, seed)),
        Strategy::HashPartitions => Box::new(Partitions {
            next: 1,
            partitions: partitions.max(1) as Key,
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn random_keys_never_repeat() {
        let mut s = RandomKeys { next: 0, salt: 7 };
        let mut rng = Rng::new(1);
        let mut seen = std::collections::BTreeSet::new();
        for _ in 0..100_000 {
            let Planned::Key(k) = s.plan(&mut rng) else {
                panic!("a key");
            };
            assert!(seen.insert(k));
        }
    }

    #[test]
    fn ranges_hand_out_each_value_once_in_a_random_order() {
        for range in [1, 3, 1_000, 1_024, 1_025] {
            let mut s = Ranges::new(2, range, 9);
            let mut rng = Rng::new(3);
            let mut seen = std::collections::BTreeSet::new();
            let mut in_order = 0;
            let mut last = None;
            for _ in 0..4 * range {
                let Planned::Key(k) = s.plan(&mut rng) else {
                    panic!("a key");
                };
                assert!(seen.insert(k), "{k} twice");
                in_order += last.is_some_and(|l| k == l + 1) as u32;
                last = Some(k);
            }
            // Values of the ranges taken only.
            assert!(seen
                .last()
                .is_some_and(|&k| k < s.ranges_taken * range as Key));
            if range >= 1_000 {
                assert!(in_order < range / 10, "{in_order} in order of {range}");
            }
        }
    }
}
