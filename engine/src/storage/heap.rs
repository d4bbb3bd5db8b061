//! A heap: no clustered index, rows appended to the last page of a
//! partition (the article's baseline, 11,213 rows/s and no split).
//!
//! With round-robin partitions each partition has its own last page and
//! inserts take them in turn; this spreads contention on a real server but
//! changes nothing about pages, which is what the article found.

use crate::storage::page::PageLayout;
use crate::storage::{Access, Observer, PageEvent};

#[derive(Debug, Clone)]
pub struct HeapTable {
    layout: PageLayout,
    /// Rows on each page, indexed by physical page number.
    rows_on: Vec<u32>,
    /// Current last page of each partition.
    last: Vec<u32>,
    next_partition: usize,
    rows: u64,
}

impl HeapTable {
    /// A heap loaded by bcp: full pages, in load order.
    pub fn load(rows: u64, layout: PageLayout, partitions: u32) -> Self {
        let cap = layout.capacity() as u64;
        let pages = rows.div_ceil(cap).max(1);
        let mut rows_on: Vec<u32> = vec![cap as u32; pages as usize];
        if let Some(last) = rows_on.last_mut() {
            *last = (rows - (pages - 1) * cap) as u32;
        }
        let partitions = partitions.max(1) as u64;
        let last = (0..partitions)
            .map(|p| pages.saturating_sub(1 + p) as u32)
            .collect();
        HeapTable {
            layout,
            rows_on,
            last,
            next_partition: 0,
            rows,
        }
    }

    pub fn rows(&self) -> u64 {
        self.rows
    }

    pub fn page_count(&self) -> u32 {
        self.rows_on.len() as u32
    }

    pub fn rows_on(&self, page: u32) -> u32 {
        self.rows_on.get(page as usize).copied().unwrap_or(0)
    }

    pub fn layout(&self) -> PageLayout {
        self.layout
    }

    /// Bytes the page table holds (its capacity).
    pub fn memory_bytes(&self) -> usize {
        (self.rows_on.capacity() + self.last.capacity()) * std::mem::size_of::<u32>()
    }

    /// Appends one row; returns (page, allocated a new page).
    pub fn insert<O: Observer>(&mut self, obs: &mut O) -> (u32, bool) {
        let part = self.next_partition % self.last.len().max(1);
        self.next_partition = self.next_partition.wrapping_add(1);
        let mut page = self.last.get(part).copied().unwrap_or(0);
        let mut allocated = false;
        if self.rows_on(page) >= self.layout.capacity() {
            page = self.rows_on.len() as u32;
            self.rows_on.push(0);
            if let Some(l) = self.last.get_mut(part) {
                *l = page;
            }
            allocated = true;
            if O::EVENTS {
                obs.event(PageEvent::Allocate { page, level: 0 });
            }
        }
        if let Some(r) = self.rows_on.get_mut(page as usize) {
            *r += 1;
        }
        self.rows += 1;
        obs.access(page, Access::Write);
        if O::EVENTS {
            obs.event(PageEvent::Append { page });
        }
        (page, allocated)
    }
}
