//! How a structure reports what it did: one [`Observer`] with two channels.
//!
//! * **Events** (`PageEvent`): what one step did, in order, for the step
//!   view to animate and narrate. `Observer::EVENTS` is a constant, so a
//!   full-scale run that does not watch compiles the event code away.
//! * **Page accesses** (`access`): every page read or written. This channel
//!   is never off: a buffer pool (or a count of logical reads) must see the
//!   same pages whether a person is watching or not, so a shortcut taken
//!   only when unwatched (the tree's append fast path) still reports every
//!   page the full path would have touched.
//!
//! A descent reports a `Read` of each page it visits; a change reports a
//! `Write` of each page it changes (fetch and dirty, for a pool).

use serde::Serialize;

use crate::storage::split::SplitPolicy;
use crate::storage::Key;

/// How a page is used.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Access {
    Read,
    Write,
}

/// What a table did to its pages, with keys as `K` (raw `Key`s in storage;
/// a scenario maps them to what its narration shows, e.g. key columns).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum PageEvent<K> {
    /// The descent visits `page` at `level` (0 = leaf / data page).
    Descend { level: u32, page: u32 },
    /// The target page has no room for the row.
    PageFull {
        page: u32,
        free_bytes: u32,
        need_bytes: u32,
    },
    /// How the full leaf `page` is cut: `policy` is the split applied.
    /// Under ascinserts a row that does not extend its leading-key group
    /// gets a mid-page split (`extends_group` false); see
    /// `SplitPolicy::effective`.
    LeafSplit {
        page: u32,
        policy: SplitPolicy,
        extends_group: bool,
    },
    /// A new page is taken: a free page of the file if there is one, else
    /// one at the end of the file.
    Allocate { page: u32, level: u32 },
    /// Rows (or index entries, above level 0) move between pages (split).
    MoveRows {
        from: u32,
        to: u32,
        count: u32,
        level: u32,
    },
    /// The row lands on `page` at `slot`.
    InsertRow { page: u32, slot: u32, key: K },
    /// A parent index page receives a separator pointing at `child`.
    Separator {
        page: u32,
        level: u32,
        child: u32,
        key: K,
    },
    /// The tree grows a level (the root split).
    NewRoot { page: u32, level: u32 },
    /// The key already exists (unique index): the row is rejected.
    Duplicate { key: K },
    /// A heap insert appends to the last page.
    Append { page: u32 },
    /// The row found at `page`, `slot` is read (a point read).
    ReadRow { page: u32, slot: u32, key: K },
    /// The row at `page`, `slot` is changed in place.
    UpdateRow { page: u32, slot: u32, key: K },
    /// The row at `page`, `slot` is removed.
    DeleteRow { page: u32, slot: u32, key: K },
    /// No row has this key (update, delete or read of a missing row).
    Missing { key: K },
    /// A range read reads `rows` rows of leaf `page`.
    ScanLeaf { page: u32, rows: u32 },
    /// An empty page leaves the tree and becomes free for reuse.
    FreePage { page: u32, level: u32 },
    /// The root has one child left: the child becomes the root.
    RootShrinks { page: u32, level: u32 },
}

impl<K> PageEvent<K> {
    /// The same event with its keys turned into `L`s.
    pub fn map_key<L>(self, f: impl Fn(K) -> L) -> PageEvent<L> {
        use PageEvent as E;
        match self {
            E::Descend { level, page } => E::Descend { level, page },
            E::PageFull {
                page,
                free_bytes,
                need_bytes,
            } => E::PageFull {
                page,
                free_bytes,
                need_bytes,
            },
            E::LeafSplit {
                page,
                policy,
                extends_group,
            } => E::LeafSplit {
                page,
                policy,
                extends_group,
            },
            E::Allocate { page, level } => E::Allocate { page, level },
            E::MoveRows {
                from,
                to,
                count,
                level,
            } => E::MoveRows {
                from,
                to,
                count,
                level,
            },
            E::InsertRow { page, slot, key } => E::InsertRow {
                page,
                slot,
                key: f(key),
            },
            E::Separator {
                page,
                level,
                child,
                key,
            } => E::Separator {
                page,
                level,
                child,
                key: f(key),
            },
            E::NewRoot { page, level } => E::NewRoot { page, level },
            E::Duplicate { key } => E::Duplicate { key: f(key) },
            E::Append { page } => E::Append { page },
            E::ReadRow { page, slot, key } => E::ReadRow {
                page,
                slot,
                key: f(key),
            },
            E::UpdateRow { page, slot, key } => E::UpdateRow {
                page,
                slot,
                key: f(key),
            },
            E::DeleteRow { page, slot, key } => E::DeleteRow {
                page,
                slot,
                key: f(key),
            },
            E::Missing { key } => E::Missing { key: f(key) },
            E::ScanLeaf { page, rows } => E::ScanLeaf { page, rows },
            E::FreePage { page, level } => E::FreePage { page, level },
            E::RootShrinks { page, level } => E::RootShrinks { page, level },
        }
    }
}

/// Where a structure reports its events and page accesses.
pub trait Observer {
    /// Whether events are wanted. A constant, so that unwatched code paths
    /// build no event at all.
    const EVENTS: bool;
    fn event(&mut self, event: PageEvent<Key>);
    /// Called for every page read or written, watched or not.
    fn access(&mut self, page: u32, access: Access);
}

/// Wants nothing: benchmarks and tests of structure alone.
pub struct Quiet;

impl Observer for Quiet {
    const EVENTS: bool = false;
    fn event(&mut self, _event: PageEvent<Key>) {}
    fn access(&mut self, _page: u32, _access: Access) {}
}

/// Records everything, in order (tests, golden scripts).
#[derive(Debug, Default)]
pub struct Tape {
    pub events: Vec<PageEvent<Key>>,
    pub accesses: Vec<(u32, Access)>,
}

impl Observer for Tape {
    const EVENTS: bool = true;
    fn event(&mut self, event: PageEvent<Key>) {
        self.events.push(event);
    }
    fn access(&mut self, page: u32, access: Access) {
        self.accesses.push((page, access));
    }
}

/// Records page accesses only, with events off: what a full-scale run's
/// buffer pool would see (tests compare it with a `Tape`'s accesses).
#[derive(Debug, Default)]
pub struct AccessTape {
    pub accesses: Vec<(u32, Access)>,
}

impl Observer for AccessTape {
    const EVENTS: bool = false;
    fn event(&mut self, _event: PageEvent<Key>) {}
    fn access(&mut self, page: u32, access: Access) {
        self.accesses.push((page, access));
    }
}
