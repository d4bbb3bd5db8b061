//! The buffer pool extension: a second tier of slots on SSD that holds
//! clean pages only (SQL Server 2014's BPE, an "L2 cache" for the pool).
//!
//! ```text
//!   pool frames (RAM)          extension slots (SSD)        data file (HDD)
//!   ┌──┬──┬──┬──┐  clean leaves  ┌──┬──┬──┬──┬──┬──┐
//!   │7 │3*│9 │1*│ ─────────────▶ │4 │7 │12│  │5 │  │
//!   └──┴──┴──┴──┘ ◀───────────── └──┴──┴──┴──┴──┴──┘
//!     * dirty: leaves only       a read that misses    a miss in both
//!     by a write to disk         the pool finds it     reads the disk
//! ```
//!
//! A page keeps its extension copy while it is clean in the pool (the copy
//! is still good); an update that dirties it discards the copy (a "wash").
//! A clean page leaving the pool is copied here if it is not here already.
//! When every slot is taken, the least recently used slot's page leaves
//! (ours: LRU over the slots, a use being a copy in or a read out; SQL
//! Server ages extension pages with the pool's own LRU-2-like clock; with
//! the article's 4 GB extension over a 1.1 GB table it never has to
//! choose).
//!
//! Slots beyond the table's page count are never taken (each page is here
//! at most once, and empty slots are taken lowest first), so only
//! `min(slots, pages)` of them are made.

use crate::storage::buffer::policy::OrderList;
use crate::storage::buffer::NONE;

#[derive(Debug, Clone)]
pub struct Extension {
    /// Page in each slot (`NONE`: empty).
    page_of: Vec<u32>,
    /// Slot of each data page (`NONE`: not here).
    slot_of: Vec<u32>,
    /// The version of the page each slot holds (checked against the page's).
    version: Vec<u32>,
    /// Occupied slots, least recently used first.
    line: OrderList,
    /// One slot pinned during an access: the page being read out of it.
    pins: Vec<u32>,
    /// Empty slots, the lowest last (taken first).
    free: Vec<u32>,
    uses: u64,
}

impl Extension {
    /// An extension of `slots` slots for a table of `pages` pages.
    pub fn new(slots: u32, pages: u32) -> Self {
        let made = slots.min(pages).max(1);
        Extension {
            page_of: vec![NONE; made as usize],
            slot_of: vec![NONE; pages as usize],
            version: vec![0; made as usize],
            line: OrderList::new(made),
            pins: vec![0; made as usize],
            free: (0..made).rev().collect(),
            uses: 0,
        }
    }

    /// Slots made (the ones that can ever be taken).
    pub fn slots(&self) -> u32 {
        self.page_of.len() as u32
    }
    /// Pages held now.
    pub fn held(&self) -> u32 {
        self.slots() - self.free.len() as u32
    }
    #[inline]
    pub fn slot_of(&self, page: u32) -> Option<u32> {
        match self.slot_of.get(page as usize) {
            Some(&s) if s != NONE => Some(s),
            _ => None,
        }
    }
    pub fn page_in(&self, slot: u32) -> Option<u32> {
        match self.page_of.get(slot as usize) {
            Some(&p) if p != NONE => Some(p),
            _ => None,
        }
    }
    pub fn version_in(&self, slot: u32) -> u32 {
        self.version.get(slot as usize).copied().unwrap_or(0)
    }

    /// A read of `slot`'s page into the pool: a use.
    pub fn touch(&mut self, slot: u32) {
        self.uses += 1;
        self.line.to_back(slot, self.uses);
    }

    /// Copies clean `page` (at `version`) into a slot: an empty one, or the
    /// least recently used one's, never `keep` (the page being read out).
    /// Returns the slot and the page that left it, or `None` when no slot
    /// can take it (the only one is `keep`'s).
    pub fn insert(
        &mut self,
        page: u32,
        version: u32,
        keep: Option<u32>,
    ) -> Option<(u32, Option<u32>)> {
        let (slot, left) = match self.free.pop() {
            Some(s) => (s, None),
            None => {
                if let Some(k) = keep {
                    self.pins[k as usize] = 1;
                }
                let taken = self.line.take_front(&self.pins);
                if let Some(k) = keep {
                    self.pins[k as usize] = 0;
                }
                let (s, _) = taken?;
                let old = self.page_of[s as usize];
                if let Some(o) = self.slot_of.get_mut(old as usize) {
                    *o = NONE;
                }
                (s, Some(old))
            }
        };
        self.page_of[slot as usize] = page;
        self.version[slot as usize] = version;
        if let Some(s) = self.slot_of.get_mut(page as usize) {
            *s = slot;
        }
        self.uses += 1;
        self.line.push_back(slot, self.uses);
        Some((slot, left))
    }

    /// Discards `page`'s copy (an update made it stale); returns its slot.
    pub fn remove(&mut self, page: u32) -> Option<u32> {
        let slot = self.slot_of(page)?;
        self.slot_of[page as usize] = NONE;
        self.page_of[slot as usize] = NONE;
        self.line.remove(slot);
        self.free.push(slot);
        Some(slot)
    }

    /// Slots and pages agree, the line holds exactly the occupied slots.
    pub fn check(&self) -> Result<(), String> {
        for (s, &p) in self.page_of.iter().enumerate() {
            if p != NONE && self.slot_of(p) != Some(s as u32) {
                return Err(format!(
                    "slot {s} holds page {p}, but the page says otherwise"
                ));
            }
        }
        let mapped = self.slot_of.iter().filter(|&&s| s != NONE).count();
        if mapped != self.held() as usize {
            return Err(format!(
                "{mapped} pages name a slot; {} slots hold one",
                self.held()
            ));
        }
        if self.free.iter().any(|&s| self.page_of[s as usize] != NONE) {
            return Err("a free slot holds a page".to_string());
        }
        let occupied: Vec<bool> = self.page_of.iter().map(|&p| p != NONE).collect();
        self.line.check(&occupied)
    }

    pub fn memory_bytes(&self) -> usize {
        self.page_of.capacity() * 4
            + self.slot_of.capacity() * 4
            + self.version.capacity() * 4
            + self.pins.capacity() * 4
            + self.free.capacity() * 4
            + self.line.memory_bytes()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_full_extension_lets_its_least_recent_page_go_but_never_the_one_read() {
        let mut e = Extension::new(2, 10);
        assert_eq!(e.insert(4, 0, None), Some((0, None)));
        assert_eq!(e.insert(7, 0, None), Some((1, None)));
        e.touch(0);
        // Page 7 (slot 1) was used least recently.
        assert_eq!(e.insert(2, 0, None), Some((1, Some(7))));
        // Slot 0 is being read out: slot 1 goes even though it is newer.
        assert_eq!(e.insert(9, 0, Some(0)), Some((1, Some(2))));
        assert_eq!(e.remove(9), Some(1));
        assert_eq!(e.held(), 1);
        e.check().expect("consistent");
        let mut one = Extension::new(1, 10);
        one.insert(3, 0, None);
        assert_eq!(one.insert(5, 0, Some(0)), None, "the only slot is kept");
        one.check().expect("consistent");
    }
}
