//! Key strategies: where each insert goes. Behind one trait so the
//! simulation never asks which one it runs: at the request a strategy
//! either draws the key (`Planned::Key`: a GUID, a partitioned id) or names
//! a stream whose next value is taken under the page latch
//! (`Planned::Stream`: identity, a sequential GUID, a server's range).
//!
//! ```text
//!   identity / sequential_key / sequential_guid   one stream: the last page
//!   sequence_ranges (k servers)                    k streams: k insert points
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

/// Servers each handing out a cached range of a sequence; a new range,
/// past every range taken, when one runs out.
pub struct Ranges {
    /// Each server's next value and the end of its range.
    servers: Vec<(Key, Key)>,
    range: Key,
    ranges_taken: Key,
}

impl Ranges {
    fn new(servers: u32, range: u32) -> Self {
        let range = range.max(1) as Key;
        Ranges {
            servers: (0..servers.max(1) as Key)
                .map(|i| (i * range, (i + 1) * range))
                .collect(),
            range,
            ranges_taken: servers.max(1) as Key,
        }
    }
}

impl KeySource for Ranges {
    fn plan(&mut self, rng: &mut Rng) -> Planned {
        Planned::Stream(rng.below(self.servers.len() as u64) as u32)
    }
    fn peek(&self, stream: u32) -> Key {
        match self.servers.get(stream as usize) {
            Some(&(next, end)) if next < end => next,
            _ => self.ranges_taken * self.range,
        }
    }
    fn take(&mut self, stream: u32) -> Key {
        let fresh = self.ranges_taken * self.range;
        let Some(s) = self.servers.get_mut(stream as usize) else {
            return fresh;
        };
        if s.0 >= s.1 {
            *s = (fresh, fresh + self.range);
            self.ranges_taken += 1;
        }
        s.0 += 1;
        s.0 - 1
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
        Strategy::SequenceRanges => Box::new(Ranges::new(servers, range)),
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
    fn ranges_move_past_every_range_taken() {
        let mut s = Ranges::new(2, 3);
        let got: Vec<Key> = (0..4).map(|_| s.take(0)).collect();
        assert_eq!(got, [0, 1, 2, 6]);
        assert_eq!(s.peek(1), 3);
        assert_eq!(s.take(1), 3);
    }
}
