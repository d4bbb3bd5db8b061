//! A ghost list: the numbers of pages that left the pool, most recent at
//! the back, at most `capacity` of them (2Q's A1out, ARC's B1 and B2). A
//! ghost holds no page, only the memory that the page was here: a page
//! found among the ghosts comes back as one worth keeping.
//!
//! The line is an `OrderList` over slots (not frames), with the page in
//! each slot and a map from page to slot: every change O(1), and never
//! more than `capacity` entries, whatever the number of pages.

use std::collections::HashMap;

use crate::storage::buffer::policy::OrderList;

#[derive(Debug, Clone)]
pub struct Ghosts {
    line: OrderList,
    page: Vec<u32>,
    slot_of: HashMap<u32, u32>,
    free: Vec<u32>,
}

impl Ghosts {
    pub fn new(capacity: u32) -> Self {
        let capacity = capacity.max(1);
        Ghosts {
            line: OrderList::new(capacity),
            page: vec![u32::MAX; capacity as usize],
            slot_of: HashMap::new(),
            free: (0..capacity).rev().collect(),
        }
    }

    pub fn len(&self) -> u32 {
        self.slot_of.len() as u32
    }

    pub fn is_empty(&self) -> bool {
        self.slot_of.is_empty()
    }

    pub fn capacity(&self) -> u32 {
        self.page.len() as u32
    }

    pub fn contains(&self, page: u32) -> bool {
        self.slot_of.contains_key(&page)
    }

    /// Remembers `page` at the back (most recent); the oldest ghost is
    /// forgotten first if the list is full.
    pub fn push(&mut self, page: u32, now: u64) {
        self.remove(page);
        if self.free.is_empty() {
            self.pop_oldest();
        }
        if let Some(slot) = self.free.pop() {
            self.page[slot as usize] = page;
            self.slot_of.insert(page, slot);
            self.line.push_back(slot, now);
        }
    }

    /// Forgets `page`; whether it was here.
    pub fn remove(&mut self, page: u32) -> bool {
        match self.slot_of.remove(&page) {
            Some(slot) => {
                self.line.remove(slot);
                self.page[slot as usize] = u32::MAX;
                self.free.push(slot);
                true
            }
            None => false,
        }
    }

    /// Forgets the oldest ghost, and says which page it was.
    pub fn pop_oldest(&mut self) -> Option<u32> {
        let (slot, _) = self.line.take_front(&[])?;
        let page = std::mem::replace(&mut self.page[slot as usize], u32::MAX);
        self.slot_of.remove(&page);
        self.free.push(slot);
        Some(page)
    }

    /// The slots in line, the map and the free list agree.
    pub fn check(&self, name: &str) -> Result<(), String> {
        let held: Vec<bool> = self.page.iter().map(|&p| p != u32::MAX).collect();
        self.line.check(&held).map_err(|e| format!("{name}: {e}"))?;
        let n = held.iter().filter(|&&h| h).count();
        if n != self.slot_of.len() || n + self.free.len() != self.page.len() {
            return Err(format!(
                "{name}: {n} ghosts, the map and free list disagree"
            ));
        }
        Ok(())
    }

    pub fn memory_bytes(&self) -> usize {
        self.line.memory_bytes()
            + self.page.capacity() * 4
            + self.free.capacity() * 4
            // A hash map's entry, its control byte and its slack.
            + self.slot_of.capacity() * 10
    }
}
