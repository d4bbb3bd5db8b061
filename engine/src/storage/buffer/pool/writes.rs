//! Dirty pages and who writes them: the dirty bits with a summary bit a
//! word (so a checkpoint visits only the words that hold a dirty frame),
//! checkpoints, and the background writer's rounds.

use super::*;

impl BufferPool {
    pub(super) fn clear_dirty(&mut self, frame: u32) {
        let i = frame as usize / 64;
        if let Some(w) = self.dirty.get_mut(i) {
            *w &= !(1u64 << (frame % 64));
            if *w == 0 {
                if let Some(s) = self.dirty_words.get_mut(i / 64) {
                    *s &= !(1u64 << (i % 64));
                }
            }
        }
    }

    pub(super) fn mark_dirty(&mut self, frame: u32) {
        if !self.is_dirty(frame) {
            let i = frame as usize / 64;
            if let Some(w) = self.dirty.get_mut(i) {
                *w |= 1u64 << (frame % 64);
            }
            if let Some(s) = self.dirty_words.get_mut(i / 64) {
                *s |= 1u64 << (i % 64);
            }
            self.dirty_frames += 1;
        }
    }

    /// The set bits of `words` among bits `from..to`, in order.
    pub(super) fn bits_in(
        words: &[u64],
        from: usize,
        to: usize,
    ) -> impl Iterator<Item = usize> + '_ {
        let (first, last) = (from / 64, to.div_ceil(64).min(words.len()));
        (first..last).flat_map(move |i| {
            let mut w = words[i];
            std::iter::from_fn(move || {
                if w == 0 {
                    return None;
                }
                let bit = w.trailing_zeros() as usize;
                w &= w - 1;
                Some(i * 64 + bit)
            })
            .filter(move |&b| b >= from && b < to)
        })
    }

    /// The dirty frames among `from..to`, in order: the words that hold
    /// one (found 64 words at a time), then their bits.
    pub(super) fn dirty_in(&self, from: u32, to: u32) -> impl Iterator<Item = u32> + '_ {
        let (from, to) = (from as usize, to as usize);
        Self::bits_in(&self.dirty_words, from / 64, to.div_ceil(64)).flat_map(move |i| {
            Self::bits_in(&self.dirty, from.max(i * 64), to.min(i * 64 + 64)).map(|f| f as u32)
        })
    }

    /// A checkpoint: every dirty page is written (pinned ones too: a
    /// checkpoint copies a page under a share lock). Returns the frames
    /// written, in frame order. It visits the words that hold a dirty
    /// frame, not the whole pool.
    pub fn checkpoint(&mut self) -> Vec<u32> {
        if self.dirty_frames == 0 {
            return Vec::new();
        }
        let written: Vec<u32> = self.dirty_in(0, self.frames()).collect();
        for &f in &written {
            if let Some(w) = self.dirty.get_mut(f as usize / 64) {
                *w = 0;
            }
        }
        for s in self.dirty_words.iter_mut().filter(|s| **s != 0) {
            *s = 0;
        }
        self.counts.writes_checkpoint += written.len() as u64;
        self.dirty_frames = 0;
        written
    }

    /// One round of the background writer, as PostgreSQL 8.2's "all"
    /// scan (`bgwriter_all_percent`, `bgwriter_all_maxpages`): it looks at
    /// the next `scan` frames of the pool, round after round, and writes the
    /// dirty unpinned ones, at most `max`. Returns the frames written.
    pub fn bgwriter_round(&mut self, scan: u32, max: u32) -> Vec<u32> {
        let n = self.frames();
        let scan = scan.min(n);
        let from = self.bgwriter_at;
        // The round's frames: from the cursor on, wrapping once.
        let (a, b) = (
            from..(from + scan).min(n),
            0..(from + scan).saturating_sub(n),
        );
        let mut written = Vec::new();
        let mut stopped_at = None;
        for f in self
            .dirty_in(a.start, a.end)
            .chain(self.dirty_in(b.start, b.end))
        {
            if written.len() as u32 >= max {
                stopped_at = Some(f);
                break;
            }
            if self.pins[f as usize] == 0 {
                written.push(f);
            }
        }
        for &f in &written {
            self.clear_dirty(f);
        }
        self.dirty_frames -= written.len() as u32;
        // A round that wrote its most stops where it stopped: the next
        // round starts there.
        self.bgwriter_at = match stopped_at {
            Some(f) => f,
            None => (from + scan) % n,
        };
        self.counts.writes_bgwriter += written.len() as u64;
        written
    }
}
