//! PostgreSQL 8.3's ring for a large sequential scan, over clock-sweep
//! (`freelist.c`: `GetAccessStrategy(BAS_BULKREAD)`, `GetBufferFromRing`,
//! `AddBufferToRing`; `heapam.c`'s `initscan`). A scan of a table larger
//! than a quarter of shared_buffers reads through a ring of 256 KB
//! (32 pages of 8 KB), at most an eighth of the pool
//! (`Min(NBuffers / 8, ring_size)`):
//!
//! ```text
//!   scan reference ──▶ next slot of the ring ──▶ its frame, unpinned, usage ≤ 1?
//!                                                 yes: the scan reuses it
//!                                                 no (or the slot is empty):
//!                                                 clock-sweep gives a frame,
//!                                                 which joins the ring there
//! ```
//!
//! Other references use the pool as clock-sweep does. A scan's hit raises
//! a usage count only from 0 to 1 (`PinBuffer` with a strategy), so a
//! scan neither promotes its pages nor, once its ring is full, takes any
//! frame but its own: the rest of the pool keeps the hot set. A pool of
//! fewer than 8 frames gets a ring of 1 (PostgreSQL's would be empty,
//! and the scan would use the whole pool): the lesson's small pools still
//! show a ring. PostgreSQL also rejects a dirty ring frame whose write
//! would wait for the WAL (`StrategyRejectBuffer`); there is no WAL here.

use crate::storage::buffer::policy::{Clock, Passes, Why, BM_MAX_USAGE_COUNT};

/// PostgreSQL's bulk-read ring: 256 KB of 8 KB pages.
pub const RING_PAGES: u32 = 32;

/// The ring for a pool of `frames` frames: 32, at most an eighth of the
/// pool, at least 1.
pub fn ring_frames(frames: u32) -> u32 {
    (frames / 8).clamp(1, RING_PAGES)
}

const EMPTY: u32 = u32::MAX;

#[derive(Debug, Clone)]
pub struct Ring {
    clock: Clock,
    ring: Vec<u32>,
    /// The slot most recently used (PostgreSQL's `current`).
    current: u32,
    /// The slot a frame from the clock is to fill (the scan's miss being
    /// served found its slot empty or its frame in use).
    join: Option<u32>,
}

impl Ring {
    pub fn new(frames: u32) -> Self {
        let size = ring_frames(frames);
        Ring {
            clock: Clock::new(frames, BM_MAX_USAGE_COUNT),
            ring: vec![EMPTY; size as usize],
            current: size - 1,
            join: None,
        }
    }

    pub fn clock(&self) -> &Clock {
        &self.clock
    }

    /// A hit: an ordinary reference raises the count (to at most 5), a
    /// scan's only from 0 to 1.
    pub fn touch(&mut self, frame: u32, scan: bool) {
        if scan {
            self.clock.touch_once(frame);
        } else {
            self.clock.touch(frame);
        }
    }

    /// A scan's miss: the ring's next frame if it can be reused (taken out
    /// of the pool's way: the pool evicts it). `None`: the pool's free
    /// frames or the clock give one, and it joins the ring at this slot.
    pub fn from_ring(&mut self, scan: bool, pins: &[u32]) -> Option<(u32, Why)> {
        self.join = None;
        if !scan {
            return None;
        }
        let size = self.ring.len() as u32;
        self.current = (self.current + 1) % size;
        let frame = self.ring[self.current as usize];
        let reusable = frame != EMPTY
            && pins.get(frame as usize).copied().unwrap_or(0) == 0
            && self.clock.count(frame) <= 1;
        if reusable {
            return Some((
                frame,
                Why::RingReuse {
                    slot: self.current,
                    ring: size,
                },
            ));
        }
        self.join = Some(self.current);
        None
    }

    /// The clock's victim; a scan's joins the ring.
    pub fn sweep(&mut self, pins: &[u32], passes: Passes) -> Option<(u32, Why)> {
        let (frame, lowered) = self.clock.sweep(pins, passes)?;
        let why = match self.join {
            Some(slot) => Why::RingJoin {
                slot,
                ring: self.ring.len() as u32,
                lowered,
            },
            None => Why::UsageZero { lowered },
        };
        Some((frame, why))
    }

    pub fn load(&mut self, frame: u32) {
        self.clock.load(frame);
        if let Some(slot) = self.join.take() {
            self.ring[slot as usize] = frame;
        }
    }

    /// The frames in the ring, slot by slot (`u32::MAX`: not yet filled).
    pub fn frames(&self) -> &[u32] {
        &self.ring
    }

    pub fn memory_bytes(&self) -> usize {
        self.clock.memory_bytes() + self.ring.capacity() * 4
    }
}
