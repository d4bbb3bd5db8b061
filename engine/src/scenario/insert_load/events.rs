//! What one step did, as the UI animates it.
//!
//! Every engine step returns its events in the order they happened; the UI
//! plays them back and never re-derives engine state.

use serde::Serialize;

/// A row key split into its columns, for narration.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify))]
pub struct RowKey {
    pub instrument: u32,
    pub date: u32,
    pub source: u32,
}

impl RowKey {
    pub fn from_key(key: crate::keys::Key) -> Self {
        RowKey {
            instrument: crate::keys::instrument_of(key),
            date: crate::keys::date_of(key),
            source: crate::keys::source_of(key),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum SimEvent {
    /// The descent visits `page` at `level` (0 = leaf / data page).
    Descend { level: u32, page: u32 },
    /// The target page has no room for the row.
    PageFull {
        page: u32,
        free_bytes: u32,
        need_bytes: u32,
    },
    /// How the full leaf `page` is cut: `policy` is the split applied,
    /// "mid" or "insertion_point". Under ascinserts a row that does not
    /// extend its instrument's group gets a mid-page split
    /// (`extends_group` false); see `SplitPolicy::effective`.
    LeafSplit {
        page: u32,
        policy: String,
        extends_group: bool,
    },
    /// A new page is taken at the end of the file.
    Allocate { page: u32, level: u32 },
    /// Rows move from one page to another (split).
    MoveRows {
        from: u32,
        to: u32,
        count: u32,
        level: u32,
    },
    /// The row lands on `page` at `slot`.
    InsertRow { page: u32, slot: u32, key: RowKey },
    /// A parent index page receives a separator pointing at `child`.
    Separator {
        page: u32,
        level: u32,
        child: u32,
        key: RowKey,
    },
    /// The tree grows a level (the root split).
    NewRoot { page: u32, level: u32 },
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
    Log { record: String, bytes: u32 },
    /// The user log cache is flushed to the log; `writes` log I/Os follow.
    LogFlush {
        bytes: u32,
        writes: u32,
        forced: bool,
    },
    /// The row arrived below the one before it: the table leaves
    /// ascending-insert mode for the rest of the statement, and splits
    /// force the log for each index's RID maintenance again.
    AscendingModeEnds { key: RowKey, previous: RowKey },
    /// Data-only locking: the split of `page` is queued for the
    /// housekeeper; nothing moves in the inserting transaction.
    DeferredSplit { page: u32 },
    /// A heap insert appends to the last page.
    Append { page: u32 },
    /// The key already exists (unique index): the row is rejected.
    Duplicate { key: RowKey },
}
