//! Useful rows: how many rows of a page belong to its most frequent
//! customer (what a pool of N pages holds for the customers' statements).

use super::*;

impl Tables {
    /// Rows of the heap page `page` of `rel` that belong to its most
    /// frequent customer: the records a customer's statement finds on it.
    /// `tally` is scratch: (stamp, count) per customer, `stamp` new for
    /// each call.
    pub fn useful_rows(&self, rel: Rel, page: u32, tally: &mut [(u32, u32)], stamp: u32) -> u32 {
        let rpp = self.rpp as u64;
        let (from, to) = match (rel, self.layout) {
            (Rel::Heap, Layout::Fragmented) => (page as u64 * rpp, (page as u64 + 1) * rpp),
            (Rel::Heap, Layout::Defragmented) => {
                // The ring page's rows: the one page of the current range
                // that lands on it.
                let lo = self.archived / rpp;
                let q = lo
                    + (page as u64 + self.ring as u64 - lo % self.ring as u64) % self.ring as u64;
                ((q * rpp).max(self.archived), (q + 1) * rpp)
            }
            (Rel::ArchiveHeap, _) => return self.useful_archive_rows(page),
            _ => return 0,
        };
        let to = to.min(self.rows);
        if from >= to {
            return 0;
        }
        // The most frequent customer among the page's rows, counted in a
        // tally stamped for this page (no clearing between pages).
        let mut best = 0;
        for &c in &self.customer_of[from as usize..to as usize] {
            let Some(t) = tally.get_mut(c as usize) else {
                continue;
            };
            *t = if t.0 == stamp {
                (stamp, t.1 + 1)
            } else {
                (stamp, 1)
            };
            best = best.max(t.1);
        }
        best
    }

    pub(super) fn useful_archive_rows(&self, page: u32) -> u32 {
        let bp = self.batch_pages();
        let Some(start) = self.batch_start.get((page / bp) as usize) else {
            return 0;
        };
        let from = (page % bp) * self.rpp;
        let to = (from + self.rpp).min(start[self.customers as usize]);
        let mut c = start.partition_point(|&s| s <= from).saturating_sub(1);
        let (mut pos, mut best) = (from, 0);
        while pos < to && c < self.customers as usize {
            let end = start[c + 1].min(to);
            best = best.max(end.saturating_sub(pos));
            pos = end.max(pos);
            c += 1;
        }
        best
    }
}
