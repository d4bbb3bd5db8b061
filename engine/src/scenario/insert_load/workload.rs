//! The user's own workload (`statements`): the same table, log and
//! indexes as the article's days, driven statement by statement
//! (`workload::plan`), its pages through a buffer pool when `frames` is
//! above 0 (`storage::buffer::Through`): the tree of the page-split
//! lessons composed with the pool of the buffer-pool lesson, not a second
//! engine.
//!
//! A step is one row of a statement (an insert, an update, a delete, a
//! point read, one instrument's range), or a whole `select all`,
//! `checkpoint` or `rebuild`. A statement that changes rows commits at its
//! end as a day's INSERT ... SELECT does (the log's flush, the figures of
//! `by_day`, one entry a statement).
//!
//! Rows to update, delete or read are drawn at random, uniformly over
//! every row the table has held (the history and the rows inserted since):
//! a row deleted before is drawn too and found missing, as a client asking
//! for keys it remembers would.

use crate::scenario::insert_load::events::{LoadEvent, Sink};
use crate::scenario::insert_load::{InsertLoad, Table};
use crate::scenario::insert_load::events::SHOWN;
use crate::storage::buffer::{BufferPool, Fetched, PoolCounts};
use crate::storage::log::{LogKind, RECORD_HEADER};
use crate::storage::page::NC_ENTRY_BYTES;
use crate::storage::tree::ClusteredTree;
use crate::storage::Key;
use crate::workload::keys::{pack, TableShape};
use crate::workload::plan::Statement;
use crate::workload::rng::Rng;
use crate::workload::statements::order_rows;

/// Where a workload of statements stands.
pub(super) struct Plan {
    statements: Vec<Statement>,
    /// The statement under way and the steps of it done.
    at: usize,
    done_in: u64,
    total: u64,
    /// The insert under way's rows, in its order.
    rows: Vec<Key>,
    /// Every row inserted so far (drawn from by updates, deletes, reads).
    inserted: Vec<Key>,
    /// The next new rows: from this day, this far into it.
    day: u32,
    into_day: u64,
    shape: TableShape,
    rng: Rng,
}

impl Plan {
    pub(super) fn new(statements: Vec<Statement>, shape: TableShape, seed: u64) -> Self {
        Plan {
            total: statements.iter().map(Statement::steps).sum(),
            statements,
            at: 0,
            done_in: 0,
            rows: Vec::new(),
            inserted: Vec::new(),
            day: 1,
            into_day: 0,
            shape,
            rng: Rng::new(seed ^ 0x0057_A7E5),
        }
    }

    pub(super) fn total(&self) -> u64 {
        self.total
    }

    pub(super) fn memory_bytes(&self) -> usize {
        (self.rows.capacity() + self.inserted.capacity()) * std::mem::size_of::<Key>()
    }

    /// The next `n` new rows, day after day (a day holds `rows_per_day`).
    fn new_rows(&mut self, n: u64) -> Vec<Key> {
        let mut out = Vec::with_capacity(n as usize);
        while (out.len() as u64) < n {
            let need = n - out.len() as u64;
            let before = out.len();
            out.extend(self.shape.day_rows(self.day).skip(self.into_day as usize).take(need as usize));
            self.into_day += (out.len() - before) as u64;
            if self.into_day >= self.shape.rows_per_day || out.len() == before {
                self.day += 1;
                self.into_day = 0;
            }
        }
        out
    }

    /// A row the table has held, drawn at random.
    fn any_row(&mut self) -> Key {
        let base = self.shape.base_rows();
        let r = self.rng.below((base + self.inserted.len() as u64).max(1));
        match r.checked_sub(base) {
            None => self.shape.key_at(r),
            Some(i) => self.inserted.get(i as usize).copied().unwrap_or(0),
        }
    }

    /// One instrument's rows, drawn at random: its range of keys.
    fn any_instrument(&mut self) -> (Key, Key) {
        let i = 1 + self.rng.below(self.shape.instruments().max(1) as u64) as u32;
        (pack(i, 0, 0), pack(i, 0xFF_FFFF, 0xFF))
    }
}

/// The pool's reads from disk of one step, as events: the first `SHOWN`,
/// then one more for the rest.
pub(super) fn pool_events<S: Sink>(log: &[(u32, Fetched)], sink: &mut S) {
    for (page, f) in log.iter().filter(|(_, f)| !f.hit).take(SHOWN) {
        sink.load(LoadEvent::PoolRead {
            page: *page,
            frame: f.frame,
            evicted: f.evicted.map(|e| e.page),
            written: f.evicted.is_some_and(|e| e.written),
        });
    }
    let misses: Vec<&Fetched> = log.iter().map(|(_, f)| f).filter(|f| !f.hit).collect();
    if misses.len() > SHOWN {
        let rest = &misses[SHOWN..];
        sink.load(LoadEvent::PoolReadsMore {
            reads: rest.len() as u32,
            written: rest.iter().filter(|f| f.evicted.is_some_and(|e| e.written)).count() as u32,
        });
    }
}

impl InsertLoad {
    /// The pool's counters since the run began (across rebuilds): the
    /// pool's own, or in a step (where the sink holds it) as the step
    /// last saw them (`pool_seen`).
    pub(super) fn pool_counts(&self) -> PoolCounts {
        let now = if self.pages.pool.is_some() {
            self.pages.pool_counts()
        } else {
            self.pool_seen
        };
        self.pool_before.plus(&now)
    }

    /// One step of the user's statements.
    pub(super) fn statement_step<S: Sink>(&mut self, sink: &mut S) {
        let Some(plan) = self.plan.as_mut() else {
            return;
        };
        let Some(&statement) = plan.statements.get(plan.at) else {
            return;
        };
        let i = self.next as u64;
        self.next += 1;
        if plan.done_in == 0 {
            if let Statement::Insert { rows, order } = statement {
                plan.rows = plan.new_rows(rows);
                order_rows(&mut plan.rows, order.unwrap_or(self.params.source_order), &mut plan.rng);
            }
            if S::EVENTS {
                sink.load(LoadEvent::Statement {
                    number: plan.at as u32 + 1,
                    text: statement.text(),
                });
            }
        }
        match statement {
            Statement::Insert { .. } => {
                let key = plan.rows.get(plan.done_in as usize).copied().unwrap_or(0);
                plan.inserted.push(key);
                self.insert_row(key, i, sink);
            }
            Statement::Update { .. } => {
                let key = plan.any_row();
                self.update_row(key, sink);
            }
            Statement::Delete { .. } => {
                let key = plan.any_row();
                self.delete_row(key, sink);
            }
            Statement::SelectOne { .. } => {
                let key = plan.any_row();
                self.select_one(key, sink);
            }
            Statement::SelectRange { .. } => {
                let (from, to) = plan.any_instrument();
                self.scan(from, to, sink);
            }
            Statement::SelectAll => self.scan(0, Key::MAX, sink),
            Statement::Checkpoint => self.checkpoint(sink),
            Statement::Rebuild { fillfactor } => self.rebuild(fillfactor.unwrap_or(self.params.fillfactor), sink),
        }
        let Some(plan) = self.plan.as_mut() else {
            return;
        };
        plan.done_in += 1;
        if plan.done_in >= statement.steps() {
            plan.at += 1;
            plan.done_in = 0;
            plan.rows = Vec::new();
            self.counts.statements += 1;
            if statement.changes_rows() {
                self.end_of_statement(sink);
            }
        }
    }

    fn select_one<S: Sink>(&mut self, key: Key, sink: &mut S) {
        self.work.finds += 1;
        let Table::Clustered(tree) = &self.table else {
            return;
        };
        if tree.get(key, sink).is_some() {
            self.counts.rows_read += 1;
        } else {
            self.counts.rows_missing += 1;
        }
    }

    fn update_row<S: Sink>(&mut self, key: Key, sink: &mut S) {
        self.work.finds += 1;
        let Table::Clustered(tree) = &self.table else {
            return;
        };
        if tree.update(key, sink) {
            self.counts.rows_updated += 1;
            self.work.updates += 1;
            self.log(LogKind::Modify, RECORD_HEADER + self.params.row_bytes, sink);
        } else {
            self.counts.rows_missing += 1;
        }
    }

    fn delete_row<S: Sink>(&mut self, key: Key, sink: &mut S) {
        self.work.finds += 1;
        let Table::Clustered(tree) = &mut self.table else {
            return;
        };
        let found = tree.delete(key, sink);
        if !found {
            self.counts.rows_missing += 1;
            return;
        }
        self.counts.rows_deleted += 1;
        self.work.deletes += 1;
        self.log(LogKind::Delete, RECORD_HEADER + self.params.row_bytes, sink);
        // Each nonclustered index loses the row's entry.
        for _ in 0..self.params.nc_indexes {
            self.log(LogKind::Idelete, RECORD_HEADER + NC_ENTRY_BYTES, sink);
        }
    }

    /// Every row from `from` to `to` in key order (one instrument, or the
    /// whole table).
    fn scan<S: Sink>(&mut self, from: Key, to: Key, sink: &mut S) {
        let Table::Clustered(tree) = &self.table else {
            return;
        };
        let misses = sink.pages().pool_counts().misses;
        let out = tree.range(from, to, sink, |_| {});
        self.counts.rows_read += out.rows;
        self.work.rows_read += out.rows;
        self.work.seq_reads += sink.pages().pool_counts().misses - misses;
        if S::EVENTS {
            sink.load(LoadEvent::Scanned {
                rows: out.rows,
                leaves: out.leaves,
            });
        }
    }

    fn checkpoint<S: Sink>(&mut self, sink: &mut S) {
        let pages = sink.pages().pool.as_mut().map_or(0, |p| p.checkpoint().len() as u32);
        self.counts.checkpoints += 1;
        if S::EVENTS {
            sink.load(LoadEvent::TableCheckpoint { pages });
        }
    }

    /// The clustered index built again from its rows in key order: every
    /// page new, the pool's old pages gone (its counters kept).
    fn rebuild<S: Sink>(&mut self, fillfactor: u32, sink: &mut S) {
        let Table::Clustered(tree) = &self.table else {
            return;
        };
        let before = tree.live_pages();
        let mut keys = Vec::with_capacity(tree.rows() as usize);
        for (page, _, _) in tree.leaf_summaries() {
            keys.extend(tree.leaf_keys(page));
        }
        let rebuilt = ClusteredTree::build(
            Box::new(keys),
            tree.data_layout(),
            tree.index_layout(),
            fillfactor,
            tree.policy(),
        );
        let after = rebuilt.live_pages();
        self.table = Table::Clustered(rebuilt);
        // The old file's pages leave the pool unwritten; a fresh pool takes
        // the new one's, its predecessor's counters kept.
        if let Some(pool) = &mut sink.pages().pool {
            self.pool_before = self.pool_before.plus(&pool.counts());
            *pool = BufferPool::new(pool.frames(), pool.policy().kind(), &[]);
        }
        self.counts.rebuilds += 1;
        self.work.rebuilt_pages += after as u64;
        if S::EVENTS {
            sink.load(LoadEvent::Rebuild {
                pages_before: before,
                pages_after: after,
                fillfactor,
            });
        }
    }
}

