//! How the table grows: a row inserted (its heap page, its index entries),
//! the oldest batch moved to the archive sorted by customer
//! (defragmented), and index maintenance deferred while the growth runs
//! unwatched.

use super::*;

impl Tables {
    /// A new row of `customer`: the heap's last page, both indexes; in the
    /// defragmented layout, the archive move it may set off. Returns the
    /// rows the move archived (0: none).
    pub fn insert<P: Pages>(&mut self, customer: u32, sink: &mut P) -> u64 {
        let c = customer.min(self.customers - 1);
        let r = self.rows;
        self.customer_of.push(c as u16);
        if !self.deferred && self.filed == r {
            self.rows_of[c as usize].push(r as u32);
            self.filed += 1;
        }
        self.rows += 1;
        // The first row on a heap page extends the file: a new page. (In
        // the ring, a page the archive emptied is reused, not new.)
        let new = r.is_multiple_of(self.rpp as u64)
            && (self.layout == Layout::Fragmented || r / (self.rpp as u64) < self.ring as u64);
        sink.page(
            Rel::Heap,
            self.heap_page(r),
            if new { How::New } else { How::Write },
        );
        self.id.insert(0, &mut via(sink, Rel::IdIndex));
        self.cid.insert(c, &mut via(sink, Rel::CustomerIndex));
        if self.layout == Layout::Defragmented && self.rows - self.archived >= 2 * self.batch {
            self.archive(sink);
            return self.batch;
        }
        0
    }

    /// Moves the oldest batch of the current table to the archive, sorted
    /// by customer: reads its pages, writes the archive's pages in order,
    /// adds the archive's index entries; then rebuilds the current indexes
    /// over the rows left.
    pub(super) fn archive<P: Pages>(&mut self, sink: &mut P) {
        let (from, to) = (self.archived, self.archived + self.batch);
        let mut count = vec![0u32; self.customers as usize];
        for r in from..to {
            count[self.customer_of[r as usize] as usize] += 1;
        }
        let mut start = Vec::with_capacity(count.len() + 1);
        let mut at = 0u32;
        for &n in &count {
            start.push(at);
            at += n;
        }
        start.push(at);
        let mut last = u32::MAX;
        for r in (from..to).step_by(self.rpp as usize) {
            let p = self.heap_page(r);
            if p != last {
                sink.page(Rel::Heap, p, How::Read);
                last = p;
            }
        }
        let first = self.archive_pages();
        for p in 0..self.batch_pages() {
            sink.page(Rel::ArchiveHeap, first + p, How::New);
        }
        for (c, &n) in count.iter().enumerate() {
            for _ in 0..n {
                self.arch_cid
                    .insert(c as u32, &mut via(sink, Rel::ArchiveCustomerIndex));
                self.arch_id.insert(0, &mut via(sink, Rel::ArchiveIdIndex));
            }
        }
        self.batch_start.push(start);
        self.archived = to;
        // The current table's indexes, over the rows left.
        let left = self.rows - to;
        let mut quiet = crate::storage::observe::Quiet;
        self.id = match &self.id_after_move {
            Some((n, id)) if *n == left => id.clone(),
            _ => {
                let mut id = id_index(self.current_entries);
                for _ in to..self.rows {
                    id.insert(0, &mut quiet);
                }
                self.id_after_move = Some((left, id.clone()));
                id
            }
        };
        self.cid = customer_index(self.customers, self.current_entries);
        for r in to..self.rows {
            self.cid
                .insert(self.customer_of[r as usize] as u32, &mut quiet);
        }
    }

    /// Inserts leave customer → rows for `catch_up` (growth between windows).
    pub fn defer(&mut self, deferred: bool) {
        self.deferred = deferred;
    }

    /// Files the rows inserted since the last filing under their customers:
    /// a counting sort of the new rows, then one append a customer.
    pub fn catch_up(&mut self) {
        let (from, to) = (self.filed as usize, self.rows as usize);
        if from >= to {
            return;
        }
        let mut start = vec![0u32; self.customers as usize + 1];
        for &c in &self.customer_of[from..to] {
            start[c as usize + 1] += 1;
        }
        for i in 1..start.len() {
            start[i] += start[i - 1];
        }
        let mut sorted = vec![0u32; to - from];
        let mut at = start.clone();
        for (r, &c) in self.customer_of[from..to].iter().enumerate() {
            sorted[at[c as usize] as usize] = (from + r) as u32;
            at[c as usize] += 1;
        }
        for (c, rows) in self.rows_of.iter_mut().enumerate() {
            rows.extend_from_slice(&sorted[start[c] as usize..start[c + 1] as usize]);
        }
        self.filed = self.rows;
    }
}
