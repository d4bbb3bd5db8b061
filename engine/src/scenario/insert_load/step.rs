//! One insert of the load, in the order ASE does it: the row goes into the
//! table (a split on the way, in the transaction under allpages locking or
//! queued for the housekeeper under data-only locking), each nonclustered
//! index gets the new row's entry, every change is logged into the user log
//! cache, and at the end of a day's statement the transaction commits.
//!
//! ```text
//!   insert_next ─┬─ heap: append ──────────────────────────────┐
//!                └─ clustered: ascending mode? ─▶ tree.insert  │
//!                      ├─ split, allpages: log_split (forced flushes,
//!                      │                  RID updates)         │
//!                      ├─ split, data-only: defer_split         │
//!                      └─ index splits: log them                │
//!                index_new_row ◀───────────────────────────────┘
//!                end_of_statement (commit, the day's figures)
//! ```

use crate::scenario::insert_load::events::{LoadEvent, RowKey, Sink};
use crate::scenario::insert_load::figures::DayFigures;
use crate::scenario::insert_load::params::Locking;
use crate::scenario::insert_load::{InsertLoad, Table};
use crate::scenario::Scenario;
use crate::storage::log::{FlushReason, LogKind, RECORD_HEADER};
use crate::storage::page::NC_ENTRY_BYTES;
use crate::storage::split::SplitPolicy;
use crate::storage::tree::InsertOutcome;
use crate::storage::Key;
use crate::workload::keys::date_of;

/// How many inserts the housekeeper lags behind a deferred split request
/// under data-only locking: until then, inserts that reach the page still
/// find it full and ask again. Fitted to the article's split counts.
pub fn housekeeper_lag(locking: Locking) -> u64 {
    match locking {
        Locking::DataPages => 1_500,
        Locking::DataRows => 4_000,
        Locking::AllPages => 0,
    }
}

impl InsertLoad {
    /// Inserts the next row of the stream.
    pub(super) fn insert_next<S: Sink>(&mut self, sink: &mut S) {
        let Some(&key) = self.stream.get(self.next) else {
            return;
        };
        let i = self.next as u64;
        self.next += 1;
        self.insert_row(key, i, sink);
        // One INSERT ... SELECT a day: the transaction commits at day's end.
        if (i + 1).is_multiple_of(self.params.inserted_rows.max(1)) || self.done() {
            self.end_of_statement(sink);
        }
    }

    /// One row into the table (the `i`-th step), its log and its index
    /// entries: a day's insert or a statement's.
    pub(super) fn insert_row<S: Sink>(&mut self, key: Key, i: u64, sink: &mut S) {
        self.attempts += 1;
        let inserted = match &mut self.table {
            Table::Heap(heap) => {
                let (_, allocated) = heap.insert(sink);
                if allocated {
                    self.counts.pages_allocated += 1;
                    self.log(LogKind::Alloc, RECORD_HEADER, sink);
                }
                self.log(LogKind::Insert, RECORD_HEADER + self.params.row_bytes, sink);
                // The statement's date, for the day's figures.
                self.last_key = Some(key);
                true
            }
            Table::Clustered(_) => self.insert_clustered(key, i, sink),
        };
        if inserted {
            self.work.inserts += 1;
            self.index_new_row(sink);
        }
    }

    /// The row into the clustered index; false for a duplicate key.
    fn insert_clustered<S: Sink>(&mut self, key: Key, i: u64, sink: &mut S) -> bool {
        self.track_ascending(key, sink);
        let Table::Clustered(tree) = &mut self.table else {
            return false;
        };
        // Data-only locking: a page whose split is still queued looks full
        // to every insert that reaches it, and each asks again.
        self.pending.expire(i);
        let out = tree.insert(key, sink);
        let last_page = tree.file_pages().saturating_sub(1);
        if !out.inserted {
            self.counts.duplicates += 1;
            return false;
        }
        let locking = self.params.locking;
        let queued = locking != Locking::AllPages && self.pending.contains(out.leaf);
        self.log(LogKind::Insert, RECORD_HEADER + self.params.row_bytes, sink);
        if out.leaf_split || queued {
            self.counts.pages_allocated += out.pages_allocated as u64;
            self.counts.rows_moved += out.rows_moved as u64;
            if locking == Locking::AllPages && out.end_of_page_allocation() {
                self.counts.end_of_page_allocations += 1;
                self.log_end_of_page(&out, sink);
            } else if locking == Locking::AllPages {
                self.counts.leaf_page_splits += u64::from(out.leaf_split);
                self.log_split(&out, sink);
            } else {
                self.defer_split(&out, i, last_page, sink);
            }
        }
        if out.index_splits > 0 {
            self.counts.index_page_splits += out.index_splits as u64;
            self.work.index_splits += out.index_splits as u64;
            for _ in 0..out.index_splits {
                self.log(LogKind::Split, RECORD_HEADER, sink);
            }
        }
        true
    }

    /// Ascending-insert mode (pagelab's model of what the article measured,
    /// docs/fidelity.md): while a statement's rows arrive in clustered-key
    /// order, an insertion-point split's log rides the user log cache; the
    /// first row below the one before ends the mode for the rest of the
    /// statement.
    fn track_ascending<S: Sink>(&mut self, key: Key, sink: &mut S) {
        if let Some(prev) = self.last_key {
            if self.ascending && key < prev {
                self.ascending = false;
                if S::EVENTS
                    && self.params.split_policy == SplitPolicy::InsertionPoint
                    && self.params.locking == Locking::AllPages
                {
                    sink.load(LoadEvent::AscendingModeEnds {
                        key: RowKey::from_key(key),
                        previous: RowKey::from_key(prev),
                    });
                }
            }
        }
        self.last_key = Some(key);
    }

    /// An allpages split, in the transaction: the split is a nested top
    /// action whose log is forced; so is each index's RID maintenance, one
    /// forced write per NC index: the article's ~5 log writes per split
    /// (13,309 / 2,646). In ascending mode only the split's own flush is
    /// forced.
    fn log_split<S: Sink>(&mut self, out: &InsertOutcome, sink: &mut S) {
        let nc = self.params.nc_indexes;
        self.work.apl_splits += 1;
        self.log(LogKind::Split, RECORD_HEADER, sink);
        self.log(LogKind::Alloc, RECORD_HEADER, sink);
        let ascending_split = out.at_insertion_point && self.ascending;
        self.force_log(FlushReason::Split, sink);
        if out.rows_moved == 0 || nc == 0 {
            return;
        }
        self.counts.rid_update_ops += 1;
        let updates = out.rows_moved as u64 * nc as u64;
        self.counts.rid_updates_from_split += updates;
        self.work.rid_updates += updates;
        if S::EVENTS {
            sink.load(LoadEvent::NcRidUpdate {
                indexes: nc,
                rows: out.rows_moved,
                forces_log: !ascending_split,
            });
        }
        for _ in 0..nc {
            for _ in 0..out.rows_moved {
                self.log(LogKind::Idelete, RECORD_HEADER + NC_ENTRY_BYTES, sink);
                self.log(LogKind::Insind, RECORD_HEADER + NC_ENTRY_BYTES, sink);
            }
            if !ascending_split {
                self.force_log(FlushReason::Split, sink);
            }
        }
    }

    /// A new page for a row at the end of a full page (ascinserts): ASE
    /// documents it as a page allocation, not a split, so sp_sysmon's
    /// "Page Splits" does not count it. The page is allocated and linked in
    /// the transaction like a split's, so it is logged and forced like one;
    /// nothing moved, so no index changes.
    fn log_end_of_page<S: Sink>(&mut self, out: &InsertOutcome, sink: &mut S) {
        if S::EVENTS {
            sink.load(LoadEvent::EndOfPageAllocation {
                page: out.leaf,
                new_page: out.new_leaf,
            });
        }
        self.work.apl_splits += 1;
        self.log(LogKind::Alloc, RECORD_HEADER, sink);
        self.force_log(FlushReason::Split, sink);
    }

    /// A data-only-locking split: the housekeeper does it later; moved rows
    /// leave forwarding stubs, so no NC index changes.
    fn defer_split<S: Sink>(&mut self, out: &InsertOutcome, i: u64, last_page: u32, sink: &mut S) {
        self.counts.deferred_splits += 1;
        self.work.deferred_splits += 1;
        self.log(LogKind::Split, RECORD_HEADER, sink);
        if out.leaf_split {
            let lag = housekeeper_lag(self.params.locking);
            self.pending.push(out.leaf, i + lag);
            self.pending.push(last_page, i + lag);
        }
        if S::EVENTS {
            sink.load(LoadEvent::DeferredSplit {
                page: out.leaf,
                repeated: !out.leaf_split,
            });
        }
    }

    /// The new row's entry in each nonclustered index.
    fn index_new_row<S: Sink>(&mut self, sink: &mut S) {
        let nc = self.params.nc_indexes;
        if nc == 0 {
            return;
        }
        self.counts.inserts_requiring_maint += 1;
        self.counts.nc_insert_maintenance += nc as u64;
        self.work.nc_inserts += nc as u64;
        if S::EVENTS {
            sink.load(LoadEvent::NcInsert { indexes: nc });
        }
        for _ in 0..nc {
            self.log(LogKind::Insind, RECORD_HEADER + NC_ENTRY_BYTES, sink);
        }
    }

    /// The day's statement commits; the next day is a new statement.
    pub(super) fn end_of_statement<S: Sink>(&mut self, sink: &mut S) {
        // The day's figures read the pool, which the sink holds in a step.
        self.pool_seen = sink.pages().pool_counts();
        self.log(LogKind::EndXact, RECORD_HEADER, sink);
        self.force_log(FlushReason::EndXact, sink);
        self.close_day(self.last_key.map_or(0, date_of));
        self.ascending = true;
        self.last_key = None;
    }

    pub(super) fn log<S: Sink>(&mut self, kind: LogKind, bytes: u32, sink: &mut S) {
        if S::EVENTS {
            sink.load(LoadEvent::Log {
                record: kind,
                bytes,
            });
        }
        if let Some(f) = self.log.record(kind, bytes) {
            if S::EVENTS {
                sink.load(LoadEvent::LogFlush {
                    bytes: f.bytes,
                    writes: f.writes,
                    forced: false,
                });
            }
        }
    }

    fn force_log<S: Sink>(&mut self, reason: FlushReason, sink: &mut S) {
        let f = self.log.flush(reason);
        if S::EVENTS {
            sink.load(LoadEvent::LogFlush {
                bytes: f.bytes,
                writes: f.writes,
                forced: true,
            });
        }
    }

    /// Records what the day that just ended did: the fillfactor lesson's
    /// "when to rebuild" chart reads how the splits come back day by day.
    fn close_day(&mut self, date: u32) {
        let now = self.compute_figures();
        let before = self
            .counts
            .by_day
            .iter()
            .fold(DayFigures::default(), |a, d| DayFigures {
                page_splits: a.page_splits + d.page_splits,
                rows_moved: a.rows_moved + d.rows_moved,
                inserted_rows: a.inserted_rows + d.inserted_rows,
                estimated_seconds: a.estimated_seconds + d.estimated_seconds,
                ..a
            });
        let day = DayFigures {
            day: self.counts.by_day.len() as u32 + 1,
            date,
            page_splits: now.page_splits - before.page_splits,
            rows_moved: now.rows_moved - before.rows_moved,
            inserted_rows: now.inserted_rows - before.inserted_rows,
            estimated_seconds: now.estimated_seconds - before.estimated_seconds,
            avg_leaf_density: now.avg_leaf_density,
            leaf_pages: now.leaf_pages,
        };
        self.counts.by_day.push(day);
    }
}
