//! A clustered B+tree whose leaves ARE the data pages (ASE's all-pages
//! locking, "APL"), with pages accounted for in bytes.
//!
//! ```text
//!   level 2            [ root ]
//!                     /        \
//!   level 1     [ 10 | 40 ]   [ 70 | 95 ]        separators = first key
//!               /   |    \     ...               of the right child
//!   level 0  [1..9][10..39][40..69] ...          data pages, chained in
//!             p0 <-> p1  <->  p2  <-> ... <-> p_new   key (logical) order
//! ```
//!
//! Page numbers are physical positions in the file: the bulk build writes
//! pages in key order, and every later page is allocated at the end (or in
//! the place of a page freed by deletes), so a split makes the logical
//! order (leaf chain) and the physical order part ways.
//!
//! One file per operation: `build` (the bulk load), `descend` (the path
//! from the root), `insert` (with splits), `delete` (with empty pages
//! freed), `read` (point reads, in-place updates, range scans), `check`
//! (every invariant, for tests).
//!
//! Simplifications, stated where the next engineer will look:
//! * A leaf built by the bulk load holds a contiguous run of the base table
//!   and is kept as that run until an insert or delete touches it; only then
//!   are its keys materialised. Pages are metadata, never images (`store`).
//! * Rows of one table share one size (see `storage::page`).
//! * Index pages split at mid-page whatever the leaf policy.
//! * Pages leave the tree only when empty; half-empty neighbours are not
//!   merged (as PostgreSQL's B-tree and ASE's allpages tables do without a
//!   rebuild).

mod build;
mod check;
mod delete;
mod descend;
mod insert;
mod read;
mod search;
mod store;

use crate::storage::page::PageLayout;
use crate::storage::split::SplitPolicy;
use crate::storage::Key;
pub use build::BuildShape;
pub use insert::InsertOutcome;
pub use read::RangeOutcome;
pub use store::NO_PAGE;
use store::{PageStore, NO_SLOT};

/// The rows a table holds before any operation, in key order, decoded on
/// demand: the bulk load keeps each untouched leaf as a run of them.
pub trait BaseRows {
    /// How many rows.
    fn count(&self) -> u64;
    /// Writes the keys of rows `start..start + out.len()`.
    fn keys_into(&self, start: u64, out: &mut [Key]);
    /// The keys of rows `0, step, 2 * step, ...` (the first row of each
    /// page of a bulk build), in one pass.
    fn keys_every(&self, step: u64) -> Vec<Key> {
        let step = step.max(1);
        let mut out = vec![0; self.count().div_ceil(step) as usize];
        for (i, k) in out.iter_mut().enumerate() {
            self.keys_into(i as u64 * step, std::slice::from_mut(k));
        }
        out
    }
}

/// Sorted, distinct keys held in memory (tests, small tables).
impl BaseRows for Vec<Key> {
    fn count(&self) -> u64 {
        self.len() as u64
    }
    fn keys_into(&self, start: u64, out: &mut [Key]) {
        let start = start as usize;
        if let Some(src) = self.get(start..start + out.len()) {
            out.copy_from_slice(src);
        }
    }
}

/// Deepest tree the path buffer holds; a 20 M-row table on 2 KB pages has 5
/// levels, and a fanout of at least 4 keeps any table far below this.
const MAX_LEVELS: usize = 32;

pub struct ClusteredTree {
    base: Box<dyn BaseRows>,
    data: PageLayout,
    index: PageLayout,
    policy: SplitPolicy,
    store: PageStore,
    root: u32,
    first_leaf: u32,
    /// Rightmost leaf: target of the append fast path.
    last_leaf: u32,
    leaf_count: u32,
    rows: u64,
    levels: u32,
    /// The first key of each bulk-loaded leaf, found once when first asked
    /// (`leaf_summaries`): the base rows never change, and finding them
    /// took most of a step's picture of a 10,000-leaf table.
    bulk_firsts: std::cell::OnceCell<Vec<Key>>,
}

impl std::fmt::Debug for ClusteredTree {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ClusteredTree")
            .field("rows", &self.rows)
            .field("leaves", &self.leaf_count)
            .field("levels", &self.levels)
            .finish_non_exhaustive()
    }
}

impl ClusteredTree {
    /// Children an index page holds (at least 4, so splits always make room
    /// and the tree stays shallow).
    fn index_capacity(index: &PageLayout) -> usize {
        (index.capacity() as usize).clamp(4, u16::MAX as usize - 1)
    }

    pub fn rows(&self) -> u64 {
        self.rows
    }
    /// The rightmost leaf: where a key above every key goes.
    pub fn last_leaf(&self) -> u32 {
        self.last_leaf
    }
    pub fn leaf_count(&self) -> u32 {
        self.leaf_count
    }
    /// Pages the file has, free ones included: the next page allocated at
    /// the end gets this number.
    pub fn file_pages(&self) -> u32 {
        self.store.pages.len() as u32
    }
    /// Pages in use by the tree (data and index).
    pub fn live_pages(&self) -> u32 {
        self.store.live_pages() as u32
    }
    pub fn levels(&self) -> u32 {
        self.levels
    }
    pub fn data_layout(&self) -> PageLayout {
        self.data
    }
    pub fn index_layout(&self) -> PageLayout {
        self.index
    }
    pub fn policy(&self) -> SplitPolicy {
        self.policy
    }

    /// Rows on leaf `page` (0 for index pages).
    pub fn rows_on(&self, page: u32) -> u32 {
        self.store.leaf_len(page) as u32
    }

    /// Keys of a leaf page (materialised or decoded from its run).
    pub fn leaf_keys(&self, page: u32) -> Vec<Key> {
        self.store.leaf_rows(page, self.base.as_ref())
    }

    /// (page, rows, first key) of every leaf in logical order, in one pass.
    pub fn leaf_summaries(&self) -> Vec<(u32, u32, Key)> {
        // First keys of the bulk-load pages in one forward pass, rather
        // than a search of the base rows per page.
        let bulk_firsts = self
            .bulk_firsts
            .get_or_init(|| self.base.keys_every(self.store.per_leaf));
        let mut out = Vec::with_capacity(self.leaf_count as usize);
        for page in self.leaves_in_order() {
            let Some(&r) = self.store.rec(page) else {
                break;
            };
            let len = self.store.leaf_len(page);
            let first = if len == 0 {
                0
            } else if r.slot == NO_SLOT {
                bulk_firsts.get(page as usize).copied().unwrap_or(0)
            } else {
                self.store.leaf_keys[self.store.leaf_key_base(r.slot)]
            };
            out.push((page, len as u32, first));
        }
        out
    }

    /// Leaf pages in logical (key) order, following the leaf chain.
    pub fn leaves_in_order(&self) -> LeafChain<'_> {
        LeafChain {
            tree: self,
            page: self.first_leaf,
        }
    }

    /// Pages per level, root first (free pages are on no level).
    pub fn pages_per_level(&self) -> Vec<u32> {
        let mut counts = vec![0u32; self.levels as usize];
        for r in self.store.pages.iter().filter(|r| !r.is_free()) {
            if let Some(c) = counts.get_mut(r.level as usize) {
                *c += 1;
            }
        }
        counts.reverse();
        counts
    }

    /// Bytes the tree's page records and slabs hold (their capacity): what
    /// the memory budget of `scenario::budget` bounds.
    pub fn memory_bytes(&self) -> usize {
        self.store.memory_bytes()
    }
}

/// Iterator over leaf page numbers in key order.
pub struct LeafChain<'a> {
    tree: &'a ClusteredTree,
    page: u32,
}

impl Iterator for LeafChain<'_> {
    type Item = u32;
    fn next(&mut self) -> Option<u32> {
        let current = self.page;
        match self.tree.store.rec(current) {
            Some(r) if r.level == 0 => {
                self.page = self.tree.store.next_of(current);
                Some(current)
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests;
