//! LRU-2 (O'Neil, O'Neil and Weikum, "The LRU-K page replacement algorithm
//! for database disk buffering", SIGMOD 1993, with K = 2): the victim is
//! the page whose second-to-last use is oldest. A page used once has no
//! second-to-last use (an infinite backward distance) and goes first, the
//! least recent of such pages first: a scan's pages, used once, leave
//! before a hot page used twice.
//!
//! Each page's last two uses are kept after it leaves the pool (the paper's
//! retained history), here for as long as the pool lives: one page's
//! history is two numbers in an array indexed by page. The paper's
//! correlated-reference period (uses close together counting as one) is
//! left out: every reference counts.

use std::collections::BTreeSet;

use crate::storage::buffer::policy::Why;

const NONE: u64 = u64::MAX;

#[derive(Debug, Clone)]
pub struct Lru2 {
    /// `[second_last, last]` use of each page (`NONE`: not yet).
    history: Vec<[u64; 2]>,
    /// The page in each frame (`u32::MAX`: empty).
    page: Vec<u32>,
    /// Frames by eviction order: (second-to-last use + 1, or 0 if none;
    /// last use; frame).
    order: BTreeSet<(u64, u64, u32)>,
}

impl Lru2 {
    pub fn new(frames: u32) -> Self {
        Lru2 {
            history: Vec::new(),
            page: vec![u32::MAX; frames as usize],
            order: BTreeSet::new(),
        }
    }

    fn key(&self, frame: u32) -> (u64, u64, u32) {
        let [second, last] = self
            .history
            .get(self.page[frame as usize] as usize)
            .copied()
            .unwrap_or([NONE, NONE]);
        let second = if second == NONE { 0 } else { second + 1 };
        (second, last, frame)
    }

    fn record(&mut self, page: u32, now: u64) {
        let p = page as usize;
        if p >= self.history.len() {
            self.history.resize(p + 1, [NONE, NONE]);
        }
        let h = &mut self.history[p];
        *h = [h[1], now];
    }

    pub fn touch(&mut self, frame: u32, page: u32, now: u64) {
        let old = self.key(frame);
        self.order.remove(&old);
        self.record(page, now);
        self.order.insert(self.key(frame));
    }

    pub fn load(&mut self, frame: u32, page: u32, now: u64) {
        self.page[frame as usize] = page;
        self.record(page, now);
        self.order.insert(self.key(frame));
    }

    pub fn take_victim(&mut self, pins: &[u32]) -> Option<(u32, Why)> {
        let key = *self
            .order
            .iter()
            .find(|(_, _, f)| pins.get(*f as usize).copied().unwrap_or(0) == 0)?;
        self.order.remove(&key);
        let (second, last, frame) = key;
        self.page[frame as usize] = u32::MAX;
        let second_last = second.checked_sub(1);
        Some((frame, Why::OldestSecondLast { second_last, last }))
    }

    /// Each occupied frame's place in line (1 = next to go).
    pub fn ranks(&self, occupied: &[bool]) -> Vec<u32> {
        let mut out = vec![0; occupied.len()];
        for (rank, (_, _, f)) in self.order.iter().enumerate() {
            if let Some(slot) = out.get_mut(*f as usize) {
                *slot = rank as u32 + 1;
            }
        }
        out
    }

    pub fn check(&self, occupied: &[bool]) -> Result<(), String> {
        let listed = self.order.len();
        let held = occupied.iter().filter(|&&o| o).count();
        if listed != held {
            return Err(format!("LRU-2 lists {listed} frames; {held} hold pages"));
        }
        match self.order.iter().find(|(_, _, f)| !occupied[*f as usize]) {
            Some((_, _, f)) => Err(format!("LRU-2 lists empty frame {f}")),
            None => Ok(()),
        }
    }

    pub fn memory_bytes(&self) -> usize {
        self.history.capacity() * 16 + self.page.capacity() * 4 + self.order.len() * 40
    }
}
