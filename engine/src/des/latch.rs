//! Latches: short-term locks on a resource (a page), held exclusive (EX)
//! by one task or shared (SH) by many, with a FIFO queue of waiters.
//!
//! ```text
//!   holder: t4 (EX)      queue: t9 EX → t2 EX → t7 SH → t1 SH
//!   release(t4) grants t9 alone; t9's release grants t2; t2's grants
//!   t7 and t1 together (a run of shared requests at the head).
//! ```
//!
//! A request is granted at once only when it is compatible with the
//! holders and nobody waits: no barging past the queue, so every waiter
//! is granted in turn as the holders release. `release_preferring` lets a
//! caller grant an exclusive waiter other than the head (SQL Server's
//! OPTIMIZE_FOR_SEQUENTIAL_KEY favours a waiter that can run at once).

use std::collections::VecDeque;

use super::TaskId;

/// Waiters an emptied queue keeps room for (`Latch::shrink_if_empty`).
const SHORT_QUEUE: usize = 16;

/// How a latch is held.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LatchMode {
    Shared,
    Exclusive,
}

/// One latch.
#[derive(Debug, Default, Clone)]
pub struct Latch {
    exclusive: Option<TaskId>,
    shared: u32,
    queue: VecDeque<(TaskId, LatchMode)>,
}

impl Latch {
    fn compatible(&self, mode: LatchMode) -> bool {
        match mode {
            LatchMode::Exclusive => self.exclusive.is_none() && self.shared == 0,
            LatchMode::Shared => self.exclusive.is_none(),
        }
    }

    fn hold(&mut self, task: TaskId, mode: LatchMode) {
        match mode {
            LatchMode::Exclusive => self.exclusive = Some(task),
            LatchMode::Shared => self.shared += 1,
        }
    }

    /// Asks for the latch: true if granted now, else `task` waits at the
    /// back of the queue.
    pub fn request(&mut self, task: TaskId, mode: LatchMode) -> bool {
        if self.queue.is_empty() && self.compatible(mode) {
            self.hold(task, mode);
            return true;
        }
        self.queue.push_back((task, mode));
        false
    }

    /// Lets an emptied queue's buffer go when it is larger than a short
    /// queue needs: a page that once had a thousand waiters (the last page
    /// under identity, page after page) would keep their room for good,
    /// and a run of a million pages would hold gigabytes of empty queues.
    fn shrink_if_empty(&mut self) {
        if self.queue.is_empty() && self.queue.capacity() > SHORT_QUEUE {
            self.queue = VecDeque::new();
        }
    }

    /// `task` releases its hold; the waiters granted now are pushed to
    /// `granted` in order.
    pub fn release(&mut self, task: TaskId, mode: LatchMode, granted: &mut Vec<TaskId>) {
        self.release_where(task, mode, granted, None::<fn(TaskId) -> bool>);
    }

    /// As `release`, but when the head waits for EX, the first EX waiter
    /// for which `prefer` holds is granted instead (the head otherwise).
    pub fn release_preferring(
        &mut self,
        task: TaskId,
        mode: LatchMode,
        granted: &mut Vec<TaskId>,
        prefer: impl Fn(TaskId) -> bool,
    ) {
        self.release_where(task, mode, granted, Some(prefer));
    }

    /// The release; `prefer`, if any, picks the exclusive waiter to grant
    /// (without one the head goes first, and the queue is not searched).
    fn release_where(
        &mut self,
        task: TaskId,
        mode: LatchMode,
        granted: &mut Vec<TaskId>,
        prefer: Option<impl Fn(TaskId) -> bool>,
    ) {
        match mode {
            LatchMode::Exclusive if self.exclusive == Some(task) => self.exclusive = None,
            LatchMode::Shared if self.shared > 0 => self.shared -= 1,
            _ => return,
        }
        self.grant_waiters(granted, prefer);
        self.shrink_if_empty();
    }

    fn grant_waiters(
        &mut self,
        granted: &mut Vec<TaskId>,
        prefer: Option<impl Fn(TaskId) -> bool>,
    ) {
        if let Some(&(_, LatchMode::Exclusive)) = self.queue.front() {
            if self.compatible(LatchMode::Exclusive) {
                let at = prefer.map_or(0, |prefer| {
                    self.queue
                        .iter()
                        .position(|&(t, m)| m == LatchMode::Exclusive && prefer(t))
                        .unwrap_or(0)
                });
                let next = if at == 0 {
                    self.queue.pop_front()
                } else {
                    self.queue.remove(at)
                };
                if let Some((t, m)) = next {
                    self.hold(t, m);
                    granted.push(t);
                }
            }
            return;
        }
        while let Some(&(t, m)) = self.queue.front() {
            if !self.compatible(m) {
                break;
            }
            self.queue.pop_front();
            self.hold(t, m);
            granted.push(t);
        }
    }

    /// Takes out the waiters for which `moves` holds, in queue order (they
    /// wait for another latch now: the page they want has split).
    pub fn take_waiters(
        &mut self,
        mut moves: impl FnMut(TaskId) -> bool,
        out: &mut Vec<(TaskId, LatchMode)>,
    ) {
        self.queue.retain(|&(t, m)| {
            let go = moves(t);
            if go {
                out.push((t, m));
            }
            !go
        });
        self.shrink_if_empty();
    }

    /// The exclusive holder.
    pub fn holder(&self) -> Option<TaskId> {
        self.exclusive
    }
    /// Shared holders.
    pub fn shared(&self) -> u32 {
        self.shared
    }
    pub fn queue_len(&self) -> usize {
        self.queue.len()
    }
    /// The waiters, head first.
    pub fn waiters(&self) -> impl Iterator<Item = TaskId> + '_ {
        self.queue.iter().map(|&(t, _)| t)
    }
    pub fn is_free(&self) -> bool {
        self.exclusive.is_none() && self.shared == 0 && self.queue.is_empty()
    }
}

/// Latches by resource number (a page), made on first use.
#[derive(Debug, Default)]
pub struct Latches {
    latches: Vec<Latch>,
}

impl Latches {
    pub fn get(&self, resource: u32) -> Option<&Latch> {
        self.latches.get(resource as usize)
    }

    pub fn get_mut(&mut self, resource: u32) -> &mut Latch {
        let at = resource as usize;
        if at >= self.latches.len() {
            self.latches.resize_with(at + 1, Latch::default);
        }
        &mut self.latches[at]
    }

    /// Every latch in use (held or waited on), by resource.
    pub fn busy(&self) -> impl Iterator<Item = (u32, &Latch)> {
        self.latches
            .iter()
            .enumerate()
            .filter(|(_, l)| !l.is_free())
            .map(|(i, l)| (i as u32, l))
    }

    /// Bytes a latch may hold for good: itself and a short queue's room.
    pub const BYTES_EACH: usize = std::mem::size_of::<Latch>() + SHORT_QUEUE * 8;

    pub fn memory_bytes(&self) -> usize {
        self.latches.capacity() * std::mem::size_of::<Latch>()
            + self
                .latches
                .iter()
                .map(|l| l.queue.capacity() * 8)
                .sum::<usize>()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exclusive_waiters_go_one_by_one_and_shared_together() {
        let mut l = Latch::default();
        let mut g = Vec::new();
        assert!(l.request(1, LatchMode::Exclusive));
        assert!(!l.request(2, LatchMode::Exclusive));
        assert!(!l.request(3, LatchMode::Shared));
        assert!(!l.request(4, LatchMode::Shared));
        l.release(1, LatchMode::Exclusive, &mut g);
        assert_eq!(g, [2]);
        g.clear();
        l.release(2, LatchMode::Exclusive, &mut g);
        assert_eq!(g, [3, 4]);
        assert_eq!(l.shared(), 2);
    }

    #[test]
    fn no_barging_past_the_queue() {
        let mut l = Latch::default();
        assert!(l.request(1, LatchMode::Shared));
        assert!(!l.request(2, LatchMode::Exclusive));
        // Compatible with the holder, but 2 waits first.
        assert!(!l.request(3, LatchMode::Shared));
    }

    #[test]
    fn a_preferred_waiter_goes_first() {
        let mut l = Latch::default();
        let mut g = Vec::new();
        l.request(1, LatchMode::Exclusive);
        l.request(2, LatchMode::Exclusive);
        l.request(3, LatchMode::Exclusive);
        l.release_preferring(1, LatchMode::Exclusive, &mut g, |t| t == 3);
        assert_eq!(g, [3]);
        assert_eq!(l.waiters().collect::<Vec<_>>(), [2]);
    }
}
