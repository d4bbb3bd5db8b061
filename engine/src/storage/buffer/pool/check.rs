//! The pool's invariants, checked: frames and the page table agree, pins
//! and dirty bits are where pages are, the counts add up.

use super::*;

impl BufferPool {
    /// The page table and the frames agree, the counts add up, and the
    /// policy holds exactly the occupied frames.
    pub fn check(&self) -> Result<(), String> {
        for (f, &page) in self.page_of.iter().enumerate() {
            if page != NONE && self.frame_of(page) != Some(f as u32) {
                return Err(format!(
                    "frame {f} holds page {page}, but the page table says otherwise"
                ));
            }
            if page == NONE && (self.pins[f] > 0 || self.is_dirty(f as u32)) {
                return Err(format!("empty frame {f} is pinned or dirty"));
            }
        }
        let mapped = self.frame_of.iter().filter(|&&f| f != NONE).count();
        let used = self.used_frames() as usize;
        if mapped != used {
            return Err(format!(
                "the page table maps {mapped} pages; {used} frames hold one"
            ));
        }
        if self.free.iter().any(|&f| self.page_of[f as usize] != NONE) {
            return Err("a free frame holds a page".to_string());
        }
        let dirty: u32 = self.dirty.iter().map(|w| w.count_ones()).sum();
        for (i, &w) in self.dirty.iter().enumerate() {
            let marked = self
                .dirty_words
                .get(i / 64)
                .is_some_and(|s| s >> (i % 64) & 1 == 1);
            if marked != (w != 0) {
                return Err(format!(
                    "dirty word {i} is {w:#x}; its summary bit says {marked}"
                ));
            }
        }
        if dirty != self.dirty_frames {
            return Err(format!(
                "{dirty} frames are dirty; the count says {}",
                self.dirty_frames
            ));
        }
        let c = self.counts;
        if c.hits + c.misses != c.requests || c.evictions + used as u64 != c.misses {
            return Err(format!("counts do not add up: {c:?}, {used} frames used"));
        }
        let occupied: Vec<bool> = self.page_of.iter().map(|&p| p != NONE).collect();
        self.policy.check(&occupied)
    }
}
