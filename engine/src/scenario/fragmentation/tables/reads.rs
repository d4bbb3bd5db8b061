//! What a request reads: a row by its id (the recent hour's rows, a
//! customer's one), and a customer's rows through the customer index,
//! in the heap and, defragmented, in the archive's sorted batches.

use super::*;

impl Tables {
    /// A row of the last hour, from a number in `0..u64::MAX`.
    pub fn recent_row(&self, pick: u64) -> u64 {
        let span = self.hour_rows.min(self.rows).max(1);
        self.rows.saturating_sub(span) + pick % span
    }

    /// Finds row `row` by id (update, select one): the id index, the heap
    /// page (written by an update).
    pub fn by_id<P: Pages>(&self, row: u64, write: bool, sink: &mut P) {
        match self.layout {
            Layout::Fragmented => {
                self.id.lookup(0, row as u32, &mut via(sink, Rel::IdIndex));
            }
            Layout::Defragmented => {
                let last = self.arch_id.entries().saturating_sub(1) as u32;
                self.arch_id
                    .lookup(0, last, &mut via(sink, Rel::ArchiveIdIndex));
                let k = row.saturating_sub(self.archived) as u32;
                self.id.lookup(0, k, &mut via(sink, Rel::IdIndex));
            }
        }
        sink.page(
            Rel::Heap,
            self.heap_page(row),
            if write { How::Write } else { How::Read },
        );
    }

    /// Where a customer's rows stand: (in the archive, in all).
    pub(super) fn split_of(&self, c: u32) -> (usize, usize) {
        let rows = &self.rows_of[c as usize];
        (
            rows.partition_point(|&r| (r as u64) < self.archived),
            rows.len(),
        )
    }

    /// A customer's rows of the last hour (`hour`) or all of them, in time
    /// order: the customer index, then the heap page of each row. Returns
    /// the rows read.
    pub fn by_customer<P: Pages>(&self, customer: u32, hour: bool, sink: &mut P) -> u64 {
        let c = customer.min(self.customers - 1);
        let rows = &self.rows_of[c as usize];
        let (archived, n) = self.split_of(c);
        let from = if hour {
            let since = self.rows.saturating_sub(self.hour_rows);
            rows.partition_point(|&r| (r as u64) < since)
        } else {
            0
        };
        if self.layout == Layout::Defragmented {
            let archive_from = from.min(archived);
            self.arch_cid.scan(
                c,
                archive_from as u32,
                archived as u32,
                &mut via(sink, Rel::ArchiveCustomerIndex),
            );
            self.archive_rows_of(c, archive_from, archived, sink);
        }
        let current_from = from.max(archived) - archived;
        self.cid.scan(
            c,
            current_from as u32,
            (n - archived) as u32,
            &mut via(sink, Rel::CustomerIndex),
        );
        let mut last = u32::MAX;
        for &r in &rows[from.max(archived)..] {
            let p = self.heap_page(r as u64);
            if p != last {
                sink.page(Rel::Heap, p, How::Read);
                last = p;
            }
        }
        (n - from) as u64
    }

    /// The archive's pages holding positions `from..to` of a customer's
    /// archived rows: for each batch, the one page or two its rows are on.
    pub(super) fn archive_rows_of<P: Pages>(&self, c: u32, from: usize, to: usize, sink: &mut P) {
        let rows = &self.rows_of[c as usize];
        let (mut pos, bp) = (from, self.batch_pages());
        while pos < to {
            let b = rows[pos] as u64 / self.batch;
            let end = rows
                .partition_point(|&r| (r as u64) < (b + 1) * self.batch)
                .min(to);
            let Some(start) = self.batch_start.get(b as usize) else {
                break;
            };
            let first_in_batch = rows.partition_point(|&r| (r as u64) < b * self.batch);
            let at = start[c as usize] + (pos - first_in_batch) as u32;
            let last = at + (end - pos) as u32 - 1;
            for p in at / self.rpp..=last / self.rpp {
                sink.page(Rel::ArchiveHeap, b as u32 * bp + p, How::Read);
            }
            pos = end;
        }
    }
}
