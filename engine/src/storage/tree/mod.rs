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
//! pages in key order, and every later page is allocated at the end, so a
//! split makes the logical order (leaf chain) and the physical order part
//! ways.
//!
//! Simplifications, stated where the next engineer will look:
//! * A leaf built by the bulk load holds a contiguous run of the base table
//!   and is kept as that run until an insert touches it; only then are its
//!   keys materialised. Pages are metadata, never images (`store`).
//! * Rows of one table share one size (see `layout`).
//! * Index pages split at mid-page whatever the leaf policy.

mod check;
mod search;
mod store;

use crate::events::{RowKey, SimEvent};
use crate::keys::{instrument_of, Key, TableShape};
use crate::layout::PageLayout;
pub use crate::sink::{EventSink, NoEvents};
use crate::split::{Side, SplitPolicy};
pub use store::NO_PAGE;
use store::{PageRec, PageStore, LEAF_TAG, NO_SLOT};

/// What one insert did to the tree's pages.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct InsertOutcome {
    pub inserted: bool,
    pub leaf: u32,
    pub leaf_split: bool,
    /// The leaf split cut at the row's insertion point (ascinserts), not
    /// mid-page.
    pub at_insertion_point: bool,
    pub rows_moved: u32,
    pub index_splits: u32,
    pub new_levels: u32,
    pub pages_allocated: u32,
}

/// Deepest tree the path buffer holds; a 20 M-row table on 2 KB pages has 5
/// levels, and a fanout of at least 4 keeps any table far below this.
const MAX_LEVELS: usize = 32;

#[derive(Debug, Clone)]
pub struct ClusteredTree {
    shape: TableShape,
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
}

impl ClusteredTree {
    /// Bulk-builds the base table in key order at `fillfactor` (what
    /// `create clustered index ... with fillfactor = F` does after bcp).
    /// Index pages get the same fillfactor but always keep room for two
    /// rows, as ASE leaves them.
    pub fn build(
        shape: TableShape,
        data: PageLayout,
        index: PageLayout,
        fillfactor: u32,
        policy: SplitPolicy,
    ) -> Self {
        let per_leaf = data.rows_at_fillfactor(fillfactor) as u64;
        let base = shape.base_rows();
        let leaves = base.div_ceil(per_leaf).max(1) as u32;
        let index_cap = Self::index_capacity(&index);
        let per_index = (index.rows_at_fillfactor(fillfactor) as usize)
            .min(index_cap - 2)
            .max(2);
        let mut store = PageStore::new(
            data.capacity() as usize,
            per_leaf,
            index_cap,
            leaves as usize + leaves as usize / 8 + 16,
        );
        for i in 0..leaves {
            let start = i as u64 * per_leaf;
            store.push(
                PageRec {
                    level: 0,
                    len: per_leaf.min(base.saturating_sub(start)) as u16,
                    slot: NO_SLOT,
                },
                if i + 1 == leaves { NO_PAGE } else { i + 1 },
            );
        }
        // Index levels bottom-up. The pages of one level are numbered
        // consecutively from `first`, so a level is just the lowest key
        // beneath each of its pages.
        let mut first = 0u32;
        let mut lows: Vec<Key> = shape.keys_every(per_leaf);
        let mut level = 0u8;
        // Reserve every index level at once: growing the slabs mid-build
        // copied 15 MB at fillfactor 50.
        let mut index_pages = 0;
        let mut n = lows.len();
        while n > 1 {
            n = n.div_ceil(per_index);
            index_pages += n;
        }
        store
            .index
            .reserve_exact(index_pages * 2 * store.index_slot);
        while lows.len() > 1 {
            level += 1;
            let next_first = store.pages.len() as u32;
            let mut next_lows = Vec::with_capacity(lows.len() / per_index + 1);
            for (c, chunk) in lows.chunks(per_index).enumerate() {
                let slot = store.new_index_slot();
                let at = store.index_base(slot);
                let first_child = first + (c * per_index) as u32;
                for (j, &low) in chunk.iter().enumerate() {
                    store.index[at + 2 * j] = (first_child + j as u32) as u64;
                    if j > 0 {
                        store.index[at + 2 * j - 1] = low;
                    }
                }
                store.push(
                    PageRec {
                        level,
                        len: chunk.len() as u16,
                        slot,
                    },
                    NO_PAGE,
                );
                next_lows.push(chunk[0]);
            }
            first = next_first;
            lows = next_lows;
        }
        let root = first;
        ClusteredTree {
            shape,
            data,
            index,
            policy,
            store,
            root,
            first_leaf: 0,
            last_leaf: leaves - 1,
            leaf_count: leaves,
            rows: base,
            levels: level as u32 + 1,
        }
    }

    /// Children an index page holds (at least 4, so splits always make room
    /// and the tree stays shallow).
    fn index_capacity(index: &PageLayout) -> usize {
        (index.capacity() as usize).clamp(4, u16::MAX as usize - 1)
    }

    pub fn rows(&self) -> u64 {
        self.rows
    }
    pub fn leaf_count(&self) -> u32 {
        self.leaf_count
    }
    pub fn page_count(&self) -> u32 {
        self.store.pages.len() as u32
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

    /// Rows on leaf `page` (0 for index pages).
    pub fn rows_on(&self, page: u32) -> u32 {
        self.store.leaf_len(page) as u32
    }

    /// Keys of a leaf page (materialised or decoded from its run).
    pub fn leaf_keys(&self, page: u32) -> Vec<Key> {
        self.store.leaf_rows(page, &self.shape)
    }

    /// (page, rows, first key) of every leaf in logical order, in one pass:
    /// bulk-load pages appear in increasing order along the chain, so their
    /// first keys decode with a forward cursor instead of a search each.
    pub fn leaf_summaries(&self) -> Vec<(u32, u32, Key)> {
        let mut cursor = 0usize;
        let mut out = Vec::with_capacity(self.leaf_count as usize);
        for page in self.leaves_in_order() {
            let Some(&r) = self.store.rec(page) else {
                break;
            };
            let len = self.store.leaf_len(page);
            let first = if len == 0 {
                0
            } else if r.slot == NO_SLOT {
                self.shape
                    .key_from_cursor(&mut cursor, page as u64 * self.store.per_leaf)
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

    /// Pages per level, root first.
    pub fn pages_per_level(&self) -> Vec<u32> {
        let mut counts = vec![0u32; self.levels as usize];
        for r in &self.store.pages {
            if let Some(c) = counts.get_mut(r.level as usize) {
                *c += 1;
            }
        }
        counts.reverse();
        counts
    }

    /// Inserts `key`, splitting pages as the policy plans.
    pub fn insert<S: EventSink>(&mut self, key: Key, sink: &mut S) -> InsertOutcome {
        if !S::ENABLED {
            if let Some(out) = self.try_append(key) {
                return out;
            }
        }
        let mut out = InsertOutcome::default();
        // Descend, remembering (page, child slot) on the way down.
        let mut path = [(0u32, 0usize); MAX_LEVELS];
        let mut depth = 0;
        let mut entry = self.root;
        // The first key of the next leaf, as far as the separators say:
        // the lowest level where the leaf has a right sibling sets it.
        let mut upper: Option<Key> = None;
        while entry & LEAF_TAG == 0 {
            let page = entry;
            let Some(&rec) = self.store.rec(page) else {
                return out;
            };
            if rec.level == 0 {
                break;
            }
            let entries = self.store.index_view(page);
            let at = entries.search(key);
            if let Some(s) = entries.sep(at) {
                upper = Some(s);
            }
            if S::ENABLED {
                sink.push(SimEvent::Descend {
                    level: rec.level as u32,
                    page,
                });
            }
            if depth < MAX_LEVELS {
                path[depth] = (page, at);
                depth += 1;
            }
            entry = entries.child(at).unwrap_or(page);
        }
        // A tagged entry names the leaf's slot: its header has the page
        // number and row count, so the page record is not read.
        let (page, slot) = if entry & LEAF_TAG != 0 {
            let slot = entry & !LEAF_TAG;
            (self.store.leaf_header(slot).0, slot)
        } else {
            let slot = self.materialise(entry);
            if let Some(&(parent, at)) = depth.checked_sub(1).and_then(|d| path.get(d)) {
                self.retag(parent, at, slot);
            }
            (entry, slot)
        };
        if S::ENABLED {
            sink.push(SimEvent::Descend { level: 0, page });
        }
        out.leaf = page;
        let len = self.store.leaf_header(slot).1;
        let cap = self.store.leaf_cap;
        let keys = &mut self.store.leaf_slot(slot)[..];
        let pos = search::count_lt(&keys[..len], key);
        if pos < len && keys[pos] == key {
            if S::ENABLED {
                sink.push(SimEvent::Duplicate {
                    key: RowKey::from_key(key),
                });
            }
            return out;
        }
        out.inserted = true;
        self.rows += 1;
        if len < cap {
            keys.copy_within(pos..len, pos + 1);
            keys[pos] = key;
            self.store.set_leaf_header(slot, page, len + 1);
            if S::ENABLED {
                sink.push(SimEvent::InsertRow {
                    page,
                    slot: pos as u32,
                    key: RowKey::from_key(key),
                });
            }
            return out;
        }
        // The page is full: plan the split, then apply it.
        if S::ENABLED {
            sink.push(SimEvent::PageFull {
                page,
                free_bytes: self.data.free_bytes(len as u32),
                need_bytes: self.data.per_row(),
            });
        }
        // The key after the new row: on this page, or the next leaf's first.
        let next = if pos < len { Some(keys[pos]) } else { upper };
        let extends_group = next.is_none_or(|n| instrument_of(n) != instrument_of(key));
        let policy = self.policy.effective(extends_group);
        let plan = policy.plan(len, pos);
        if S::ENABLED {
            sink.push(SimEvent::LeafSplit {
                page,
                policy: policy.name().to_string(),
                extends_group,
            });
        }
        let moved = plan.rows_moved(len);
        let old_next = self.store.next_of(page);
        let new_page = self.store.pages.len() as u32;
        let new_slot = self.store.new_leaf_slot(new_page);
        self.store.push(
            PageRec {
                level: 0,
                len: 0,
                slot: new_slot,
            },
            old_next,
        );
        {
            let (from, to) = (
                self.store.leaf_key_base(slot),
                self.store.leaf_key_base(new_slot),
            );
            self.store
                .leaf_keys
                .copy_within(from + plan.split_at..from + len, to);
        }
        self.store.set_leaf_header(slot, page, plan.split_at);
        self.store.set_leaf_header(new_slot, new_page, moved);
        self.store.set_next(page, new_page);
        if page == self.last_leaf {
            self.last_leaf = new_page;
        }
        let (landed_on, landed_slot) = match plan.side {
            Side::Left => (page, slot),
            Side::Right => (new_page, new_slot),
        };
        let target_len = self.store.leaf_header(landed_slot).1;
        let target = self.store.leaf_slot(landed_slot);
        target.copy_within(plan.slot..target_len, plan.slot + 1);
        target[plan.slot] = key;
        self.store
            .set_leaf_header(landed_slot, landed_on, target_len + 1);
        let separator = self.store.leaf_slot(new_slot)[0];
        self.leaf_count += 1;
        out.leaf_split = true;
        out.at_insertion_point = policy == SplitPolicy::InsertionPoint;
        out.rows_moved = moved as u32;
        out.pages_allocated = 1;
        if S::ENABLED {
            sink.push(SimEvent::Allocate {
                page: new_page,
                level: 0,
            });
            if moved > 0 {
                sink.push(SimEvent::MoveRows {
                    from: page,
                    to: new_page,
                    count: moved as u32,
                    level: 0,
                });
            }
            sink.push(SimEvent::InsertRow {
                page: landed_on,
                slot: plan.slot as u32,
                key: RowKey::from_key(key),
            });
        }
        let new_entry = new_slot | LEAF_TAG;
        self.add_separator(&path[..depth], page, separator, new_entry, &mut out, sink);
        out
    }

    /// Append fast path: a key above every key in the table goes straight
    /// to the rightmost leaf while it has room, without a descent. The
    /// result is exactly what the descent would do (the descent always ends
    /// at the rightmost leaf for such a key); it is a simulator shortcut in
    /// the manner of PostgreSQL's rightmost-leaf cache, used only when no
    /// one watches events, so the step view still shows every level.
    fn try_append(&mut self, key: Key) -> Option<InsertOutcome> {
        let page = self.last_leaf;
        let rec = *self.store.rec(page)?;
        if rec.slot == NO_SLOT {
            return None;
        }
        let len = self.store.leaf_header(rec.slot).1;
        if len == 0 || len >= self.store.leaf_cap {
            return None;
        }
        let keys = self.store.leaf_slot(rec.slot);
        if key <= keys[len - 1] {
            return None;
        }
        keys[len] = key;
        self.store.set_leaf_header(rec.slot, page, len + 1);
        self.rows += 1;
        Some(InsertOutcome {
            inserted: true,
            leaf: page,
            ..InsertOutcome::default()
        })
    }

    /// The root split: a new root one level up holds the two halves.
    fn grow_root<S: EventSink>(
        &mut self,
        left: u32,
        sep: Key,
        right: u32,
        level: u8,
        out: &mut InsertOutcome,
        sink: &mut S,
    ) {
        let slot = self.store.new_index_slot();
        let b = self.store.index_base(slot);
        self.store.index[b] = left as u64;
        self.store.index[b + 1] = sep;
        self.store.index[b + 2] = right as u64;
        let root = self.store.push(
            PageRec {
                level,
                len: 2,
                slot,
            },
            NO_PAGE,
        );
        self.root = root;
        self.levels += 1;
        out.new_levels += 1;
        out.pages_allocated += 1;
        if S::ENABLED {
            sink.push(SimEvent::NewRoot {
                page: root,
                level: level as u32,
            });
        }
    }

    /// Sets an index page's child count (a leaf's lives in its slot header).
    fn set_len(&mut self, page: u32, len: usize) {
        if let Some(r) = self.store.rec_mut(page) {
            r.len = len as u16;
        }
    }

    /// Points child `at` of index page `parent` at leaf slot `slot`.
    fn retag(&mut self, parent: u32, at: usize, slot: u32) {
        let Some(&rec) = self.store.rec(parent) else {
            return;
        };
        let i = self.store.index_base(rec.slot) + 2 * at;
        if let Some(c) = self.store.index.get_mut(i) {
            *c = (slot | LEAF_TAG) as u64;
        }
    }

    /// Gives a leaf still holding its bulk-load run a slot of real keys.
    fn materialise(&mut self, page: u32) -> u32 {
        let Some(&rec) = self.store.rec(page) else {
            return 0;
        };
        if rec.slot != NO_SLOT {
            return rec.slot;
        }
        let slot = self.store.new_leaf_slot(page);
        let mut keys = Vec::with_capacity(rec.len as usize);
        self.shape.keys_from(
            page as u64 * self.store.per_leaf,
            &mut keys,
            rec.len as usize,
        );
        self.store.leaf_slot(slot)[..keys.len()].copy_from_slice(&keys);
        self.store.set_leaf_header(slot, page, keys.len());
        if let Some(r) = self.store.rec_mut(page) {
            r.slot = slot;
            // From here on the slot header holds the count.
            r.len = 0;
        }
        slot
    }

    /// Inserts `sep -> child` (a child entry: see `store::LEAF_TAG`) into
    /// the parents on `path`, splitting full index pages upward and growing
    /// a new root when the old one splits.
    fn add_separator<S: EventSink>(
        &mut self,
        path: &[(u32, usize)],
        left: u32,
        mut sep: Key,
        mut child: u32,
        out: &mut InsertOutcome,
        sink: &mut S,
    ) {
        if path.is_empty() {
            // The page that split was the root (a one-page table).
            let left = self.store.child_entry(left);
            self.grow_root(left, sep, child, 1, out, sink);
            return;
        }
        let cap = Self::index_capacity(&self.index);
        for (depth, &(parent, at)) in path.iter().enumerate().rev() {
            let Some(&rec) = self.store.rec(parent) else {
                return;
            };
            let n = rec.len as usize;
            let base = self.store.index_base(rec.slot);
            // Make room: separator `at` and child `at + 1` onwards shift
            // right by one entry (two words), then the pair goes in.
            self.store
                .index
                .copy_within(base + 2 * at + 1..base + 2 * n - 1, base + 2 * at + 3);
            self.store.index[base + 2 * at + 1] = sep;
            self.store.index[base + 2 * at + 2] = child as u64;
            let n = n + 1;
            self.set_len(parent, n);
            let level = rec.level as u32;
            if S::ENABLED {
                sink.push(SimEvent::Separator {
                    page: parent,
                    level,
                    child: self.store.child_page(child),
                    key: RowKey::from_key(sep),
                });
            }
            if n <= cap {
                return;
            }
            // Split the index page at mid-page; the middle separator moves up.
            let mid = n / 2;
            let right_slot = self.store.new_index_slot();
            let rbase = self.store.index_base(right_slot);
            let up = self.store.index[base + 2 * mid - 1];
            self.store
                .index
                .copy_within(base + 2 * mid..base + 2 * n - 1, rbase);
            self.set_len(parent, mid);
            let right = self.store.push(
                PageRec {
                    level: rec.level,
                    len: (n - mid) as u16,
                    slot: right_slot,
                },
                NO_PAGE,
            );
            out.index_splits += 1;
            out.pages_allocated += 1;
            if S::ENABLED {
                sink.push(SimEvent::PageFull {
                    page: parent,
                    free_bytes: 0,
                    need_bytes: self.index.per_row(),
                });
                sink.push(SimEvent::Allocate { page: right, level });
                sink.push(SimEvent::MoveRows {
                    from: parent,
                    to: right,
                    count: (n - mid) as u32,
                    level,
                });
            }
            sep = up;
            child = right;
            if depth == 0 {
                self.grow_root(parent, sep, child, rec.level + 1, out, sink);
                return;
            }
        }
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
mod tests {
    use super::*;
    use crate::events::SimEvent;
    use crate::keys::pack;

    fn small_tree() -> ClusteredTree {
        let data = PageLayout {
            page_size: 2048,
            header_bytes: 32,
            slot_bytes: 2,
            row_bytes: 132,
        };
        let index = PageLayout {
            row_bytes: 21,
            ..data
        };
        ClusteredTree::build(
            TableShape::new(3_000, 30, 3, 22, 1),
            data,
            index,
            100,
            SplitPolicy::Mid,
        )
    }

    #[test]
    fn append_fast_path_matches_the_descent() {
        // The same ascending keys, once watched (full descent every time)
        // and once not (fast path): identical pages.
        let (mut watched, mut silent) = (small_tree(), small_tree());
        let mut events: Vec<SimEvent> = Vec::new();
        for i in 0..5_000 {
            let key = pack(999, i + 1, 1);
            let a = watched.insert(key, &mut events);
            let b = silent.insert(key, &mut NoEvents);
            assert_eq!(
                (a.inserted, a.leaf_split, a.rows_moved),
                (b.inserted, b.leaf_split, b.rows_moved)
            );
        }
        assert!(silent.check().is_ok());
        let chain = |t: &ClusteredTree| {
            t.leaves_in_order()
                .map(|p| (p, t.leaf_keys(p)))
                .collect::<Vec<_>>()
        };
        assert_eq!(chain(&watched), chain(&silent));
        assert!(
            watched.levels() >= 3,
            "the tree grew a level: {}",
            watched.levels()
        );
    }
}
