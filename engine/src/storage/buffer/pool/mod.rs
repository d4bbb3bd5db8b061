//! The buffer pool: `frames` frames of one page each, a page table from
//! page number to frame (page numbers are dense: an array, not a hash map),
//! pins, dirty bits, and a replacement policy that picks the frame to empty
//! when no frame is free.
//!
//! A reference pins its page (`fetch`) and lets go of it (`unpin`), saying
//! whether it changed the page. A dirty page cannot leave its frame without
//! being written first: an eviction of a dirty page counts a write (by
//! eviction) before the frame takes its next page. Checkpoints and the
//! background writer clean pages ahead of that, counting their own writes.
//!
//! What the pool reports is what the step view draws: `Fetched` says hit or
//! miss, which frame, and which page left and why; `Pass`es (when watched)
//! the frames a clock hand went by.

mod check;
mod writes;

use serde::Serialize;

use crate::storage::buffer::policy::{Passes, Policy, PolicyKind, Why};

/// No frame (a page not in the pool) or no page (an empty frame).
pub const NONE: u32 = u32::MAX;

/// Who wrote a dirty page.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify))]
#[serde(rename_all = "snake_case")]
pub enum Writer {
    /// The reference that needed the frame (it waits for the write).
    Eviction,
    /// A checkpoint: every dirty page.
    Checkpoint,
    /// The background writer, ahead of need.
    BgWriter,
}

/// A page that left its frame.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify))]
pub struct Evicted {
    pub frame: u32,
    pub page: u32,
    /// It was dirty, and was written before it left.
    pub written: bool,
    pub why: Why,
}

/// What one fetch did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Fetched {
    pub frame: u32,
    pub hit: bool,
    /// A miss into a full pool: the page that made room.
    pub evicted: Option<Evicted>,
}

/// Every frame is pinned: nothing can make room.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AllPinned;

/// The pool's counters since it was made.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct PoolCounts {
    pub requests: u64,
    pub hits: u64,
    pub misses: u64,
    pub evictions: u64,
    pub writes_eviction: u64,
    pub writes_checkpoint: u64,
    pub writes_bgwriter: u64,
}

impl PoolCounts {
    /// Two pools' counters together (a pool and the one it replaced).
    pub fn plus(&self, o: &PoolCounts) -> PoolCounts {
        PoolCounts {
            requests: self.requests + o.requests,
            hits: self.hits + o.hits,
            misses: self.misses + o.misses,
            evictions: self.evictions + o.evictions,
            writes_eviction: self.writes_eviction + o.writes_eviction,
            writes_checkpoint: self.writes_checkpoint + o.writes_checkpoint,
            writes_bgwriter: self.writes_bgwriter + o.writes_bgwriter,
        }
    }

    pub fn writes(&self) -> u64 {
        self.writes_eviction + self.writes_checkpoint + self.writes_bgwriter
    }
}

#[derive(Debug, Clone)]
pub struct BufferPool {
    /// Page in each frame (`NONE`: empty).
    page_of: Vec<u32>,
    pins: Vec<u32>,
    /// Dirty bits, 64 frames a word, and a bit a word of them that is not
    /// zero (`dirty_words`): the background writer and checkpoints find
    /// the dirty frames of a range 4,096 frames at a time where the pool is
    /// clean, so a checkpoint of a big pool with few dirty pages (after
    /// every reference, say) costs little.
    dirty: Vec<u64>,
    dirty_words: Vec<u64>,
    /// Frame of each page (`NONE`: not in the pool); grows with the pages seen.
    frame_of: Vec<u32>,
    /// Empty frames, taken from the end (frame 0 first).
    free: Vec<u32>,
    policy: Policy,
    counts: PoolCounts,
    dirty_frames: u32,
    /// The background writer's place in its round of the pool.
    bgwriter_at: u32,
}

impl BufferPool {
    /// A pool of `frames` frames (at least 1) under `policy`. OPT is given
    /// the trace the pool will be fed, in order (`future`).
    pub fn new(frames: u32, policy: PolicyKind, future: &[u32]) -> Self {
        let frames = frames.max(1);
        BufferPool {
            page_of: vec![NONE; frames as usize],
            pins: vec![0; frames as usize],
            dirty: vec![0; (frames as usize).div_ceil(64)],
            dirty_words: vec![0; (frames as usize).div_ceil(64 * 64)],
            frame_of: Vec::new(),
            free: (0..frames).rev().collect(),
            policy: Policy::new(policy, frames, future),
            counts: PoolCounts::default(),
            dirty_frames: 0,
            bgwriter_at: 0,
        }
    }

    pub fn frames(&self) -> u32 {
        self.page_of.len() as u32
    }
    pub fn policy(&self) -> &Policy {
        &self.policy
    }
    pub fn counts(&self) -> PoolCounts {
        self.counts
    }
    pub fn dirty_frames(&self) -> u32 {
        self.dirty_frames
    }
    /// Frames holding a page.
    pub fn used_frames(&self) -> u32 {
        self.frames() - self.free.len() as u32
    }
    /// The frame holding `page`, if any.
    #[inline(always)]
    pub fn frame_of(&self, page: u32) -> Option<u32> {
        match self.frame_of.get(page as usize) {
            Some(&f) if f != NONE => Some(f),
            _ => None,
        }
    }
    pub fn page_in(&self, frame: u32) -> Option<u32> {
        match self.page_of.get(frame as usize) {
            Some(&p) if p != NONE => Some(p),
            _ => None,
        }
    }
    pub fn pins(&self) -> &[u32] {
        &self.pins
    }
    pub fn is_dirty(&self, frame: u32) -> bool {
        self.dirty
            .get(frame as usize / 64)
            .is_some_and(|w| w >> (frame % 64) & 1 == 1)
    }

    /// Pins `page`, reading it in if it is not here; `passes` records what
    /// a clock hand went by (the step view).
    pub fn fetch(&mut self, page: u32, passes: Passes) -> Result<Fetched, AllPinned> {
        let fetched = self.place(page, false, passes)?;
        self.pins[fetched.frame as usize] += 1;
        Ok(fetched)
    }

    /// Finds `page` a frame (a hit, an empty frame, or a victim's), without
    /// pinning it. The hit is inlined into the caller's loop; the miss is a
    /// call (in WebAssembly a returned `Fetched` goes through memory, and a
    /// hit needs none of it).
    #[inline(always)]
    fn place(&mut self, page: u32, scan: bool, passes: Passes) -> Result<Fetched, AllPinned> {
        if let Some(frame) = self.frame_of(page) {
            let now = self.counts.requests;
            self.counts.requests += 1;
            self.counts.hits += 1;
            self.policy.hit(frame, page, now, scan);
            return Ok(Fetched {
                frame,
                hit: true,
                evicted: None,
            });
        }
        self.place_miss(page, scan, passes)
    }

    #[inline(never)]
    fn place_miss(&mut self, page: u32, scan: bool, passes: Passes) -> Result<Fetched, AllPinned> {
        let now = self.counts.requests;
        let ring = self.policy.missing(page, scan, &self.pins);
        let (frame, evicted) = match ring {
            Some((f, why)) => (f, Some(self.evict(f, why))),
            None => match self.free.pop() {
                Some(f) => (f, None),
                None => {
                    let (f, why) = self
                        .policy
                        .victim(&self.pins, now, passes)
                        .ok_or(AllPinned)?;
                    (f, Some(self.evict(f, why)))
                }
            },
        };
        self.counts.requests += 1;
        self.counts.misses += 1;
        let p = page as usize;
        if p >= self.frame_of.len() {
            self.frame_of.resize(p + 1, NONE);
        }
        self.frame_of[p] = frame;
        self.page_of[frame as usize] = page;
        self.policy.loaded(frame, page, now);
        Ok(Fetched {
            frame,
            hit: false,
            evicted,
        })
    }

    /// Empties `frame` (unpinned, chosen by the policy), writing its page
    /// first if it is dirty.
    fn evict(&mut self, frame: u32, why: Why) -> Evicted {
        let f = frame as usize;
        let page = self.page_of[f];
        let written = self.is_dirty(frame);
        if written {
            self.clear_dirty(frame);
            self.dirty_frames -= 1;
            self.counts.writes_eviction += 1;
        }
        self.counts.evictions += 1;
        if let Some(slot) = self.frame_of.get_mut(page as usize) {
            *slot = NONE;
        }
        self.page_of[f] = NONE;
        Evicted {
            frame,
            page,
            written,
            why,
        }
    }

    /// Lets go of a pinned frame; `dirtied`: the reference changed the page.
    /// Unpinning a frame that is not pinned does nothing.
    pub fn unpin(&mut self, frame: u32, dirtied: bool) {
        let f = frame as usize;
        let Some(pins) = self.pins.get_mut(f) else {
            return;
        };
        if *pins == 0 {
            return;
        }
        *pins -= 1;
        if dirtied {
            self.mark_dirty(frame);
        }
    }

    /// One whole reference: fetch, use, let go. It holds no pin: nothing
    /// else can choose a victim between its fetch and its release, so the
    /// pin would be taken and dropped for nothing (two writes a reference).
    #[inline]
    pub fn reference(
        &mut self,
        page: u32,
        write: bool,
        passes: Passes,
    ) -> Result<Fetched, AllPinned> {
        self.reference_as(page, write, false, passes)
    }

    /// `reference`, saying whether it is a sequential scan's (`scan`: the
    /// ring policy gives a scan its ring; the other policies ignore it).
    #[inline]
    pub fn reference_as(
        &mut self,
        page: u32,
        write: bool,
        scan: bool,
        passes: Passes,
    ) -> Result<Fetched, AllPinned> {
        let fetched = self.place(page, scan, passes)?;
        if write {
            self.mark_dirty(fetched.frame);
        }
        Ok(fetched)
    }

    /// Each frame's policy state, as `Policy::frame_states`.
    pub fn frame_states(&self) -> Vec<u32> {
        let occupied: Vec<bool> = self.page_of.iter().map(|&p| p != NONE).collect();
        self.policy.frame_states(&occupied)
    }

    pub fn memory_bytes(&self) -> usize {
        self.page_of.capacity() * 4
            + self.pins.capacity() * 4
            + self.dirty.capacity() * 8
            + self.dirty_words.capacity() * 8
            + self.frame_of.capacity() * 4
            + self.free.capacity() * 4
            + self.policy.memory_bytes()
    }
}
