//! The event queue: events ordered by time; events at the same time in an
//! order drawn from the queue's seed (so no task is always first by
//! accident of its number), then by insertion. Same seed, same order.
//!
//! The clock is the time of the last event popped; an event pushed for an
//! earlier time is moved to now, so time never goes back.

use std::cmp::Ordering;
use std::collections::BinaryHeap;

use super::Nanos;
use crate::workload::rng::Rng;

struct Entry<E> {
    at: Nanos,
    /// The seeded tie-break in the high half, the insertion number in the
    /// low half: one comparison orders events of the same time.
    tie: u64,
    event: E,
}

impl<E> Entry<E> {
    fn order(&self) -> (Nanos, u64) {
        (self.at, self.tie)
    }
}

impl<E> PartialEq for Entry<E> {
    fn eq(&self, other: &Self) -> bool {
        self.order() == other.order()
    }
}
impl<E> Eq for Entry<E> {}
impl<E> PartialOrd for Entry<E> {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}
impl<E> Ord for Entry<E> {
    // Reversed: the heap's greatest is the earliest event.
    fn cmp(&self, other: &Self) -> Ordering {
        other.order().cmp(&self.order())
    }
}

/// Pending events and the virtual clock.
pub struct EventQueue<E> {
    heap: BinaryHeap<Entry<E>>,
    now: Nanos,
    seq: u64,
    rng: Rng,
}

impl<E> EventQueue<E> {
    pub fn new(seed: u64) -> Self {
        EventQueue {
            heap: BinaryHeap::new(),
            now: 0,
            seq: 0,
            rng: Rng::new(seed),
        }
    }

    /// The clock: the time of the last event popped.
    pub fn now(&self) -> Nanos {
        self.now
    }

    /// Schedules `event` at `at` (at the earliest now).
    pub fn push(&mut self, at: Nanos, event: E) {
        // The insertion number wraps after 4 G events; the tie-break above
        // it is what orders events of one time in any case.
        self.seq = self.seq.wrapping_add(1);
        self.heap.push(Entry {
            at: at.max(self.now),
            tie: (self.rng.next_u64() << 32) | (self.seq & 0xFFFF_FFFF),
            event,
        });
    }

    /// The next event, moving the clock to its time.
    pub fn pop(&mut self) -> Option<(Nanos, E)> {
        let e = self.heap.pop()?;
        self.now = e.at;
        Some((e.at, e.event))
    }

    pub fn len(&self) -> usize {
        self.heap.len()
    }
    pub fn is_empty(&self) -> bool {
        self.heap.is_empty()
    }
    /// Bytes the queue holds.
    pub fn memory_bytes(&self) -> usize {
        self.heap.capacity() * std::mem::size_of::<Entry<E>>()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pops_in_time_order_and_never_goes_back() {
        let mut q = EventQueue::new(1);
        for (i, t) in [50u64, 10, 30, 10, 20].iter().enumerate() {
            q.push(*t, i);
        }
        let mut last = 0;
        let mut late = true;
        while let Some((t, _)) = q.pop() {
            assert!(t >= last);
            last = t;
            if t == 20 && late {
                late = false;
                q.push(5, 99); // in the past: moved to now
            }
        }
        assert_eq!(q.now(), 50);
    }

    #[test]
    fn ties_follow_the_seed() {
        let order = |seed| {
            let mut q = EventQueue::new(seed);
            for i in 0..16 {
                q.push(7, i);
            }
            std::iter::from_fn(|| q.pop().map(|(_, e)| e)).collect::<Vec<_>>()
        };
        assert_eq!(order(3), order(3));
        assert_ne!(order(3), order(4));
    }
}
