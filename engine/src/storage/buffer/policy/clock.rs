//! CLOCK and PostgreSQL's clock-sweep: one counter per frame and a hand
//! going round. A use raises the frame's counter (up to `max`); looking for
//! a victim, the hand passes frames, lowering each nonzero counter by one,
//! and takes the first unpinned frame whose counter is already 0. With
//! `max` 1 this is CLOCK (second chance: the counter is a reference bit);
//! with `max` 5 it is PostgreSQL's `StrategyGetBuffer` (freelist.c):
//! `BM_MAX_USAGE_COUNT` 5, a page comes in with count 1 and each pin adds
//! one. A pinned frame is passed without a change.
//!
//! PostgreSQL gives up after passing as many pinned frames in a row as
//! there are frames ("no unpinned buffers available"); so does this sweep
//! (`None`), and the pool reports it.

use crate::storage::buffer::policy::{Pass, Passes};

/// PostgreSQL's cap on a buffer's usage count (`buf_internals.h`).
pub const BM_MAX_USAGE_COUNT: u8 = 5;

#[derive(Debug, Clone)]
pub struct Clock {
    count: Vec<u8>,
    hand: u32,
    max: u8,
}

impl Clock {
    pub fn new(frames: u32, max: u8) -> Self {
        Clock {
            count: vec![0; frames as usize],
            hand: 0,
            max,
        }
    }

    /// A hit: the frame's counter goes up by one, to at most `max`.
    #[inline]
    pub fn touch(&mut self, frame: u32) {
        let c = &mut self.count[frame as usize];
        if *c < self.max {
            *c += 1;
        }
    }

    /// A hit through a ring (a scan's): the count goes from 0 to 1, never
    /// higher (PostgreSQL's `PinBuffer` with a strategy).
    #[inline]
    pub fn touch_once(&mut self, frame: u32) {
        let c = &mut self.count[frame as usize];
        if *c == 0 {
            *c = 1;
        }
    }

    pub fn count(&self, frame: u32) -> u8 {
        self.count.get(frame as usize).copied().unwrap_or(0)
    }

    /// A page comes in: count 1 (PostgreSQL's `BUF_USAGECOUNT_ONE`).
    pub fn load(&mut self, frame: u32) {
        self.count[frame as usize] = 1;
    }

    /// Sweeps from the hand to the first unpinned frame at 0; returns it
    /// and how many counters the hand lowered on the way. The hand stops
    /// just past the victim (PostgreSQL's `ClockSweepTick`). As in
    /// PostgreSQL, the sweep gives up (`None`) after passing every frame
    /// pinned since it last lowered a count: no full scan of the pins up
    /// front, which would cost a pass over the pool on every miss.
    pub fn sweep(&mut self, pins: &[u32], mut passes: Passes) -> Option<(u32, u32)> {
        let n = self.count.len() as u32;
        let mut tries = n;
        let mut lowered = 0;
        while tries > 0 {
            let f = self.hand;
            self.hand = if f + 1 == n { 0 } else { f + 1 };
            let before = self.count[f as usize];
            if pins.get(f as usize).copied().unwrap_or(0) > 0 {
                tries -= 1;
                if let Some(p) = passes.as_deref_mut() {
                    p.push(Pass {
                        frame: f,
                        before,
                        after: before,
                    });
                }
                continue;
            }
            if before == 0 {
                return Some((f, lowered));
            }
            self.count[f as usize] = before - 1;
            lowered += 1;
            tries = n;
            if let Some(p) = passes.as_deref_mut() {
                p.push(Pass {
                    frame: f,
                    before,
                    after: before - 1,
                });
            }
        }
        None
    }

    pub fn hand(&self) -> u32 {
        self.hand
    }

    pub fn counts(&self) -> Vec<u32> {
        self.count.iter().map(|&c| c as u32).collect()
    }

    pub fn memory_bytes(&self) -> usize {
        self.count.capacity()
    }
}
