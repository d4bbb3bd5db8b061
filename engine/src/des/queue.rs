//! The event queue: events ordered by time; events at the same time in an
//! order drawn from the queue's seed (so no task is always first by
//! accident of its number), then by insertion. Same seed, same order.
//!
//! The clock is the time of the last event popped; an event pushed for an
//! earlier time is moved to now, so time never goes back.
//!
//! Two stores, one order: an event that sorts after every event of the
//! `run` (a deque kept in order) joins its back in O(1), any other goes to
//! a 4-ary heap; `pop` takes the smaller head. A simulation's latest
//! events (a commit's wait, the same delay after each) mostly arrive in
//! order, so the heap keeps only the few short bursts and stays small;
//! the order popped is exactly a single heap's.

use std::collections::VecDeque;

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

/// Children of a heap node: four halve the levels a pop sifts through,
/// and a node's children share a cache line or two.
const ARITY: usize = 4;

/// Pending events and the virtual clock.
pub struct EventQueue<E> {
    /// A 4-ary min-heap by (time, tie): `heap[i]` sorts before its
    /// children `heap[4i+1]` to `heap[4i+4]`.
    heap: Vec<Entry<E>>,
    /// Events in (time, tie) order, each after every one in the heap's
    /// past pushes' order: see the module's doc.
    run: VecDeque<Entry<E>>,
    now: Nanos,
    seq: u64,
    rng: Rng,
}

impl<E> EventQueue<E> {
    pub fn new(seed: u64) -> Self {
        EventQueue {
            heap: Vec::new(),
            run: VecDeque::new(),
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
        let e = Entry {
            at: at.max(self.now),
            tie: (self.rng.next_u64() << 32) | (self.seq & 0xFFFF_FFFF),
            event,
        };
        match self.run.back() {
            Some(last) if e.order() < last.order() => self.heap_push(e),
            _ => self.run.push_back(e),
        }
    }

    /// The next event, moving the clock to its time.
    pub fn pop(&mut self) -> Option<(Nanos, E)> {
        let from_run = match (self.heap.first(), self.run.front()) {
            (Some(h), Some(r)) => r.order() < h.order(),
            (None, Some(_)) => true,
            (_, None) => false,
        };
        let e = if from_run {
            self.run.pop_front()?
        } else {
            self.heap_pop()?
        };
        self.now = e.at;
        Some((e.at, e.event))
    }

    fn heap_push(&mut self, e: Entry<E>) {
        let mut i = self.heap.len();
        self.heap.push(e);
        while i > 0 {
            let parent = (i - 1) / ARITY;
            if self.heap[parent].order() <= self.heap[i].order() {
                break;
            }
            self.heap.swap(parent, i);
            i = parent;
        }
    }

    fn heap_pop(&mut self) -> Option<Entry<E>> {
        let last = self.heap.pop()?;
        if self.heap.is_empty() {
            return Some(last);
        }
        let top = std::mem::replace(&mut self.heap[0], last);
        let mut i = 0;
        while let Some(c) = self.least_child(i) {
            if self.heap[i].order() <= self.heap[c].order() {
                break;
            }
            self.heap.swap(i, c);
            i = c;
        }
        Some(top)
    }

    /// The child of `i` that sorts first, if it has any.
    fn least_child(&self, i: usize) -> Option<usize> {
        let first = ARITY * i + 1;
        let kids = self.heap.get(first..(first + ARITY).min(self.heap.len()))?;
        let mut best = 0;
        for (k, e) in kids.iter().enumerate().skip(1) {
            if e.order() < kids[best].order() {
                best = k;
            }
        }
        (!kids.is_empty()).then_some(first + best)
    }

    pub fn len(&self) -> usize {
        self.heap.len() + self.run.len()
    }
    pub fn is_empty(&self) -> bool {
        self.heap.is_empty() && self.run.is_empty()
    }
    /// Bytes the queue holds.
    pub fn memory_bytes(&self) -> usize {
        (self.heap.capacity() + self.run.capacity()) * std::mem::size_of::<Entry<E>>()
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
    fn pops_as_one_heap_would() {
        // The same pushes into the two-store queue and a plain heap of
        // (time, tie) give the same order.
        let mut q = EventQueue::new(5);
        let mut plain = EventQueue::new(5);
        let mut rng = Rng::new(8);
        let mut a = Vec::new();
        let mut b = Vec::new();
        for i in 0..2_000u64 {
            let t = q.now() + rng.below(4) * 100 + if i % 3 == 0 { 1_000 } else { 0 };
            q.push(t, i);
            plain.push(t, i);
            // Keep the plain one in its heap only.
            while let Some(e) = plain.run.pop_front() {
                plain.heap_push(e);
            }
            if i % 2 == 1 {
                a.push(q.pop());
                b.push(plain.pop());
            }
        }
        while !q.is_empty() {
            a.push(q.pop());
            b.push(plain.pop());
        }
        assert_eq!(a, b);
        assert!(plain.is_empty());
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
