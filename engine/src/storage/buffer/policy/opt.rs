//! Belady's MIN (1966), "OPT": the victim is the page whose next use lies
//! furthest ahead, or one never used again. No real pool can know the
//! future; this one is handed the whole trace in advance, and every other
//! policy is measured against it: on any trace, with the same frames, no
//! demand-paging policy misses less.
//!
//! `next[i]` is the position of the next reference to the page referenced
//! at `i` (computed once, backwards). The pool's reference count is the
//! position: a pool fed anything else than the trace it was built with
//! gets wrong guesses, never a panic.

use std::collections::BTreeSet;

use crate::storage::buffer::policy::Why;

const NEVER: u64 = u64::MAX;

#[derive(Debug, Clone)]
pub struct Opt {
    next: Vec<u32>,
    /// Each frame's next use (`NEVER`: none).
    frame_next: Vec<u64>,
    /// Occupied frames by next use.
    order: BTreeSet<(u64, u32)>,
}

impl Opt {
    pub fn new(frames: u32, future: &[u32]) -> Self {
        let mut next = vec![u32::MAX; future.len()];
        let mut seen: Vec<u32> = Vec::new();
        for (i, &page) in future.iter().enumerate().rev() {
            let p = page as usize;
            if p >= seen.len() {
                seen.resize(p + 1, u32::MAX);
            }
            next[i] = seen[p];
            seen[p] = i as u32;
        }
        Opt {
            next,
            frame_next: vec![NEVER; frames as usize],
            order: BTreeSet::new(),
        }
    }

    fn next_after(&self, now: u64) -> u64 {
        match self.next.get(now as usize) {
            Some(&n) if n != u32::MAX => n as u64,
            _ => NEVER,
        }
    }

    pub fn touch(&mut self, frame: u32, now: u64) {
        let f = frame as usize;
        self.order.remove(&(self.frame_next[f], frame));
        self.frame_next[f] = self.next_after(now);
        self.order.insert((self.frame_next[f], frame));
    }

    pub fn load(&mut self, frame: u32, now: u64) {
        self.frame_next[frame as usize] = self.next_after(now);
        self.order.insert((self.frame_next[frame as usize], frame));
    }

    pub fn take_victim(&mut self, pins: &[u32]) -> Option<(u32, Why)> {
        let key = *self
            .order
            .iter()
            .rev()
            .find(|(_, f)| pins.get(*f as usize).copied().unwrap_or(0) == 0)?;
        self.order.remove(&key);
        let (next, frame) = key;
        self.frame_next[frame as usize] = NEVER;
        let next_use = (next != NEVER).then_some(next);
        Some((frame, Why::FurthestNext { next_use }))
    }

    /// Each occupied frame's next use (`u32::MAX`: never), 0 if empty.
    pub fn next_uses(&self, occupied: &[bool]) -> Vec<u32> {
        occupied
            .iter()
            .zip(&self.frame_next)
            .map(|(&o, &n)| match (o, n) {
                (false, _) => 0,
                (true, NEVER) => u32::MAX,
                (true, n) => n as u32,
            })
            .collect()
    }

    pub fn check(&self, occupied: &[bool]) -> Result<(), String> {
        let held = occupied.iter().filter(|&&o| o).count();
        if self.order.len() != held {
            return Err(format!(
                "OPT lists {} frames; {held} hold pages",
                self.order.len()
            ));
        }
        Ok(())
    }

    pub fn memory_bytes(&self) -> usize {
        self.next.capacity() * 4 + self.frame_next.capacity() * 8 + self.order.len() * 32
    }
}
