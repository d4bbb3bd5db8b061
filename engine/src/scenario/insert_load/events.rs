//! What one step of an insert load did, as the UI animates it: the page
//! events of the table (`PageEvent`, keys shown as their columns) and the
//! events of the load around them (index maintenance, the log, ASE's
//! ascending-insert mode, deferred splits), in the order they happened.
//! Every step returns its events; the UI plays them back and never
//! re-derives engine state.

use serde::Serialize;

use crate::storage::buffer::{BufferPool, Fetched, PoolCounts};
use crate::storage::log::LogKind;
use crate::storage::{Access, Key, Observer, PageEvent};
use crate::workload::keys::{date_of, instrument_of, source_of};

/// A row key split into its columns, for narration.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify))]
pub struct RowKey {
    pub instrument: u32,
    pub date: u32,
    pub source: u32,
}

impl RowKey {
    pub fn from_key(key: Key) -> Self {
        RowKey {
            instrument: instrument_of(key),
            date: date_of(key),
            source: source_of(key),
        }
    }
}

/// The events of the load itself, beside the table's page events.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum LoadEvent {
    /// Moved rows changed RID: each nonclustered index updates its entry.
    /// `forces_log`: each index's maintenance forces the log (false in
    /// ascending-insert mode, where it rides the user log cache).
    NcRidUpdate {
        indexes: u32,
        rows: u32,
        forces_log: bool,
    },
    /// The new row's entry goes into each nonclustered index.
    NcInsert { indexes: u32 },
    /// A log record is written to the user log cache.
    Log { record: LogKind, bytes: u32 },
    /// The user log cache is flushed to the log; `writes` log I/Os follow.
    /// `forced`: the insert waits for it.
    LogFlush {
        bytes: u32,
        writes: u32,
        forced: bool,
    },
    /// The row arrived below the one before it: the table leaves
    /// ascending-insert mode for the rest of the statement, and splits
    /// force the log for each index's RID maintenance again.
    AscendingModeEnds { key: RowKey, previous: RowKey },
    /// The row went at the end of the full page `page` (ascinserts): a new
    /// page took it and nothing moved. ASE calls this a page allocation,
    /// not a split, and does not count it as one.
    EndOfPageAllocation { page: u32, new_page: u32 },
    /// Data-only locking: the split of the full `page` is the
    /// housekeeper's, not this transaction's: no RID changes (moved rows
    /// leave forwarding addresses) and no forced log. pagelab moves the rows
    /// at once so the table stays a table. `repeated`: the page's split was
    /// already queued and this insert, reaching it first, asks again (ASE
    /// counts each request, which is why data-only locking counts more
    /// splits).
    DeferredSplit { page: u32, repeated: bool },
    /// A statement of the user's own workload begins (`statements`):
    /// its number from 1, as written.
    Statement { number: u32, text: String },
    /// The buffer pool did not hold `page`: it was read from disk into
    /// `frame`, which first gave up `evicted` (written first when
    /// `written`: it was dirty) when the pool was full.
    PoolRead {
        page: u32,
        frame: u32,
        evicted: Option<u32>,
        written: bool,
    },
    /// More pages read from disk in the step than are shown one by one
    /// (`workload::SHOWN`): how many, and how many of the frames they
    /// took held a dirty page, written first.
    PoolReadsMore { reads: u32, written: u32 },
    /// A range or a whole-table read ended: rows read, leaves visited (the
    /// first few shown as `scan_leaf` events).
    Scanned { rows: u64, leaves: u64 },
    /// A checkpoint wrote every dirty page of the pool (`pages` of them)
    /// (`table_checkpoint`: the buffer-pool lessons have a `checkpoint`).
    TableCheckpoint { pages: u32 },
    /// The clustered index was built again at `fillfactor` from its rows
    /// in key order: its pages before and after (index pages included);
    /// the pool's copies of the old pages are gone with them.
    Rebuild {
        pages_before: u32,
        pages_after: u32,
        fillfactor: u32,
    },
}

/// One event of an insert load: the table's or the load's. Each is tagged
/// by `kind`, so the TypeScript type is one union.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify))]
#[serde(untagged)]
pub enum InsertLoadEvent {
    Page(PageEvent<RowKey>),
    Load(LoadEvent),
}

/// Pages read and written, and, when asked for, the order they were in;
/// the buffer pool they go through (`frames` above 0), and, in a watched
/// step, what each reference to it did. The pool sits here, on the
/// page-access channel every tree operation already reports to, so the
/// tree's code is the same with a pool or without (one copy in the WASM).
#[derive(Debug, Default)]
pub struct PageCounts {
    pub reads: u64,
    pub writes: u64,
    pub trace: Option<Vec<(u32, Access)>>,
    pub pool: Option<BufferPool>,
    pub pool_log: Option<Vec<(u32, Fetched)>>,
}

impl PageCounts {
    fn count(&mut self, page: u32, access: Access) {
        match access {
            Access::Read => self.reads += 1,
            Access::Write => self.writes += 1,
        }
        if let Some(t) = &mut self.trace {
            t.push((page, access));
        }
        if self.pool.is_some() {
            self.through_pool(page, access);
        }
    }

    /// One reference to the pool (kept out of line: the tree reports
    /// accesses from many places).
    #[inline(never)]
    fn through_pool(&mut self, page: u32, access: Access) {
        let Some(pool) = &mut self.pool else { return };
        // A reference holds no pin across calls: the pool always has a
        // frame to give, and `reference` cannot fail here.
        if let Ok(f) = pool.reference(page, access == Access::Write, None) {
            if let Some(log) = &mut self.pool_log {
                log.push((page, f));
            }
        }
    }

    /// The pool's counters (zero without a pool).
    pub fn pool_counts(&self) -> PoolCounts {
        self.pool.as_ref().map(BufferPool::counts).unwrap_or_default()
    }
}

/// Where a step's events go: the table's page events and accesses
/// (`Observer`) and the load's own events.
pub trait Sink: Observer {
    fn load(&mut self, event: LoadEvent);
    /// The step's page counts and pool.
    fn pages(&mut self) -> &mut PageCounts;
}

/// A watched step: every event, in order.
pub struct Watched<'a> {
    pub events: Vec<InsertLoadEvent>,
    pub pages: &'a mut PageCounts,
    /// Leaves of a range read shown so far (the rest only counted).
    pub scan_shown: usize,
}

impl Observer for Watched<'_> {
    const EVENTS: bool = true;
    fn event(&mut self, event: PageEvent<Key>) {
        // A `select all` of a full-scale table reads 300,000 leaves in one
        // step, more than a list can show or a person read.
        if matches!(event, PageEvent::ScanLeaf { .. }) {
            if self.scan_shown >= SHOWN {
                return;
            }
            self.scan_shown += 1;
        }
        self.events
            .push(InsertLoadEvent::Page(event.map_key(RowKey::from_key)));
    }
    fn access(&mut self, page: u32, access: Access) {
        self.pages.count(page, access);
    }
}

impl Sink for Watched<'_> {
    fn load(&mut self, event: LoadEvent) {
        self.events.push(InsertLoadEvent::Load(event));
    }
    fn pages(&mut self) -> &mut PageCounts {
        self.pages
    }
}

/// Events a watched step shows of a scan's leaves and of the pool's reads
/// from disk; the rest are counted (`Scanned`, `PoolReadsMore`).
pub const SHOWN: usize = 24;

/// An unwatched run: page accesses only.
pub struct Unwatched<'a> {
    pub pages: &'a mut PageCounts,
}

impl Observer for Unwatched<'_> {
    const EVENTS: bool = false;
    fn event(&mut self, _event: PageEvent<Key>) {}
    fn access(&mut self, page: u32, access: Access) {
        self.pages.count(page, access);
    }
}

impl Sink for Unwatched<'_> {
    fn load(&mut self, _event: LoadEvent) {}
    fn pages(&mut self) -> &mut PageCounts {
        self.pages
    }
}
