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
//!   and is kept as that run (`Rows::Run`) until an insert touches it; only
//!   then are its keys materialised. Pages are metadata, never images.
//! * Rows of one table share one size (see `layout`).
//! * Internal pages split at mid-page whatever the leaf policy.

use crate::events::{RowKey, SimEvent};
use crate::keys::{Key, TableShape};
use crate::layout::PageLayout;
use crate::split::{Side, SplitPolicy};

pub const NO_PAGE: u32 = u32::MAX;

/// Receives events; the no-op sink lets full-scale runs skip them for free.
pub trait EventSink {
    const ENABLED: bool;
    fn push(&mut self, event: SimEvent);
}

impl EventSink for Vec<SimEvent> {
    const ENABLED: bool = true;
    fn push(&mut self, event: SimEvent) {
        Vec::push(self, event)
    }
}

/// Discards events (full-scale runs, benchmarks).
pub struct NoEvents;

impl EventSink for NoEvents {
    const ENABLED: bool = false;
    fn push(&mut self, _event: SimEvent) {}
}

#[derive(Debug, Clone)]
enum Rows {
    /// Base-table rows `start..start + len`, still as the bulk load left them.
    /// (u32: parameters cap the table at 20 M rows.)
    Run { start: u32, len: u32 },
    /// Boxed so that the 300,000 untouched pages of a full-scale table stay
    /// small (a page is 32 bytes): building them is most of a run's time.
    Keys(Box<Vec<Key>>),
}

#[derive(Debug, Clone)]
struct Leaf {
    rows: Rows,
    prev: u32,
    next: u32,
}

#[derive(Debug, Clone)]
struct Internal {
    level: u32,
    /// `seps[i]` is the lowest key reachable through `children[i + 1]`.
    seps: Vec<Key>,
    children: Vec<u32>,
}

#[derive(Debug, Clone)]
enum Page {
    Leaf(Leaf),
    Internal(Box<Internal>),
}

/// What one insert did to the tree's pages.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct InsertOutcome {
    pub inserted: bool,
    pub leaf: u32,
    pub leaf_split: bool,
    pub rows_moved: u32,
    pub index_splits: u32,
    pub new_levels: u32,
    pub pages_allocated: u32,
}

#[derive(Debug, Clone)]
pub struct ClusteredTree {
    shape: TableShape,
    data: PageLayout,
    index: PageLayout,
    policy: SplitPolicy,
    pages: Vec<Page>,
    root: u32,
    first_leaf: u32,
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
        let mut pages = Vec::with_capacity(leaves as usize + leaves as usize / 8 + 16);
        for i in 0..leaves {
            let start = i as u64 * per_leaf;
            let len = per_leaf.min(base.saturating_sub(start)) as u32;
            pages.push(Page::Leaf(Leaf {
                rows: Rows::Run { start: start as u32, len },
                prev: if i == 0 { NO_PAGE } else { i - 1 },
                next: if i + 1 == leaves { NO_PAGE } else { i + 1 },
            }));
        }
        let index_cap = index.capacity().max(4);
        let per_index = index
            .rows_at_fillfactor(fillfactor)
            .min(index_cap.saturating_sub(2))
            .max(2) as usize;
        // Build internal levels bottom-up; `level_pages` holds (page, low key).
        let mut level_pages: Vec<(u32, Key)> = shape
            .keys_every(per_leaf)
            .into_iter()
            .enumerate()
            .map(|(i, k)| (i as u32, k))
            .collect();
        let mut level = 0;
        while level_pages.len() > 1 {
            level += 1;
            let mut next = Vec::with_capacity(level_pages.len() / per_index + 1);
            for chunk in level_pages.chunks(per_index) {
                let id = pages.len() as u32;
                pages.push(Page::Internal(Box::new(Internal {
                    level,
                    seps: chunk.iter().skip(1).map(|&(_, k)| k).collect(),
                    children: chunk.iter().map(|&(p, _)| p).collect(),
                })));
                next.push((id, chunk[0].1));
            }
            level_pages = next;
        }
        let root = level_pages.first().map(|&(p, _)| p).unwrap_or(0);
        ClusteredTree {
            shape,
            data,
            index,
            policy,
            pages,
            root,
            first_leaf: 0,
            leaf_count: leaves,
            rows: base,
            levels: level + 1,
        }
    }

    pub fn rows(&self) -> u64 {
        self.rows
    }
    pub fn leaf_count(&self) -> u32 {
        self.leaf_count
    }
    pub fn page_count(&self) -> u32 {
        self.pages.len() as u32
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

    fn leaf_len(&self, page: u32) -> u32 {
        match self.pages.get(page as usize) {
            Some(Page::Leaf(l)) => match &l.rows {
                Rows::Run { len, .. } => *len,
                Rows::Keys(k) => k.len() as u32,
            },
            _ => 0,
        }
    }

    /// Keys of a leaf page (materialised or decoded from its run).
    pub fn leaf_keys(&self, page: u32) -> Vec<Key> {
        match self.pages.get(page as usize) {
            Some(Page::Leaf(l)) => match &l.rows {
                Rows::Run { start, len } => {
                    let mut v = Vec::with_capacity(*len as usize);
                    self.shape.keys_from(*start as u64, &mut v, *len as usize);
                    v
                }
                Rows::Keys(k) => k.to_vec(),
            },
            _ => Vec::new(),
        }
    }

    /// Leaf pages in logical (key) order, following the leaf chain.
    pub fn leaves_in_order(&self) -> LeafChain<'_> {
        LeafChain {
            tree: self,
            page: self.first_leaf,
        }
    }

    /// Index pages per level, root first.
    pub fn pages_per_level(&self) -> Vec<u32> {
        let mut counts = vec![0u32; self.levels as usize];
        for p in &self.pages {
            let level = match p {
                Page::Leaf(_) => 0,
                Page::Internal(i) => i.level,
            } as usize;
            if let Some(c) = counts.get_mut(level) {
                *c += 1;
            }
        }
        counts.reverse();
        counts
    }

    /// Inserts `key`, splitting pages as the policy plans.
    pub fn insert<S: EventSink>(&mut self, key: Key, sink: &mut S) -> InsertOutcome {
        let mut out = InsertOutcome::default();
        // Descend, remembering (page, child slot) on the way down.
        let mut path: Vec<(u32, usize)> = Vec::with_capacity(self.levels as usize);
        let mut page = self.root;
        while let Some(Page::Internal(node)) = self.pages.get(page as usize) {
            let slot = node.seps.partition_point(|&s| s <= key);
            if S::ENABLED {
                sink.push(SimEvent::Descend {
                    level: node.level,
                    page,
                });
            }
            path.push((page, slot));
            page = node.children.get(slot).copied().unwrap_or(page);
        }
        if S::ENABLED {
            sink.push(SimEvent::Descend { level: 0, page });
        }
        out.leaf = page;
        let cap = self.data.capacity() as usize;
        let data = self.data;
        let policy = self.policy;
        let new_page = self.pages.len() as u32;
        let keys = self.materialise(page);
        let pos = keys.partition_point(|&k| k < key);
        if keys.get(pos) == Some(&key) {
            if S::ENABLED {
                sink.push(SimEvent::Duplicate {
                    key: RowKey::from_key(key),
                });
            }
            return out;
        }
        out.inserted = true;
        if keys.len() < cap {
            keys.insert(pos, key);
            self.rows += 1;
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
            let rows = keys.len() as u32;
            sink.push(SimEvent::PageFull {
                page,
                free_bytes: data.free_bytes(rows),
                need_bytes: data.per_row(),
            });
        }
        let plan = policy.plan(keys.len(), pos);
        let mut moved = keys.split_off(plan.split_at);
        let moved_count = moved.len() as u32;
        let target_page = page;
        let landed_on = match plan.side {
            Side::Left => {
                keys.insert(plan.slot, key);
                target_page
            }
            Side::Right => {
                moved.insert(plan.slot, key);
                new_page
            }
        };
        let separator = moved.first().copied().unwrap_or(key);
        let old_next = match self.pages.get_mut(page as usize) {
            Some(Page::Leaf(l)) => std::mem::replace(&mut l.next, new_page),
            _ => NO_PAGE,
        };
        if let Some(Page::Leaf(n)) = self.pages.get_mut(old_next as usize) {
            n.prev = new_page;
        }
        self.pages.push(Page::Leaf(Leaf {
            rows: Rows::Keys(Box::new(moved)),
            prev: page,
            next: old_next,
        }));
        self.leaf_count += 1;
        self.rows += 1;
        out.leaf_split = true;
        out.rows_moved = moved_count;
        out.pages_allocated = 1;
        if S::ENABLED {
            sink.push(SimEvent::Allocate {
                page: new_page,
                level: 0,
            });
            if moved_count > 0 {
                sink.push(SimEvent::MoveRows {
                    from: page,
                    to: new_page,
                    count: moved_count,
                    level: 0,
                });
            }
            sink.push(SimEvent::InsertRow {
                page: landed_on,
                slot: plan.slot as u32,
                key: RowKey::from_key(key),
            });
        }
        self.add_separator(path, separator, new_page, &mut out, sink);
        out
    }

    /// Turns a leaf's run into explicit keys so it can change.
    fn materialise(&mut self, page: u32) -> &mut Vec<Key> {
        let run = match self.pages.get(page as usize) {
            Some(Page::Leaf(Leaf {
                rows: Rows::Run { start, len },
                ..
            })) => Some((*start, *len)),
            _ => None,
        };
        if let Some((start, len)) = run {
            let mut v = Vec::with_capacity(self.data.capacity() as usize + 1);
            self.shape.keys_from(start as u64, &mut v, len as usize);
            if let Some(Page::Leaf(l)) = self.pages.get_mut(page as usize) {
                l.rows = Rows::Keys(Box::new(v));
            }
        }
        match self.pages.get_mut(page as usize) {
            Some(Page::Leaf(Leaf {
                rows: Rows::Keys(k),
                ..
            })) => k,
            // Unreachable: `page` came from a descent that ends at a leaf.
            _ => unreachable!("materialise called on a non-leaf page"),
        }
    }

    /// Inserts `sep -> child` into the parents on `path`, splitting full
    /// index pages upward and growing a new root when the old one splits.
    fn add_separator<S: EventSink>(
        &mut self,
        mut path: Vec<(u32, usize)>,
        mut sep: Key,
        mut child: u32,
        out: &mut InsertOutcome,
        sink: &mut S,
    ) {
        let cap = self.index.capacity().max(4) as usize;
        while let Some((parent, slot)) = path.pop() {
            let (level, full) = match self.pages.get_mut(parent as usize) {
                Some(Page::Internal(node)) => {
                    node.seps.insert(slot, sep);
                    node.children.insert(slot + 1, child);
                    (node.level, node.children.len() > cap)
                }
                _ => return,
            };
            if S::ENABLED {
                sink.push(SimEvent::Separator {
                    page: parent,
                    level,
                    child,
                    key: RowKey::from_key(sep),
                });
            }
            if !full {
                return;
            }
            // Split the index page at mid-page; the middle separator moves up.
            let new_page = self.pages.len() as u32;
            let (up, right) = match self.pages.get_mut(parent as usize) {
                Some(Page::Internal(node)) => {
                    let mid = node.children.len() / 2;
                    let right_children = node.children.split_off(mid);
                    let mut right_seps = node.seps.split_off(mid - 1);
                    let up = right_seps.remove(0);
                    (
                        up,
                        Internal {
                            level,
                            seps: right_seps,
                            children: right_children,
                        },
                    )
                }
                _ => return,
            };
            let moved = right.children.len() as u32;
            self.pages.push(Page::Internal(Box::new(right)));
            out.index_splits += 1;
            out.pages_allocated += 1;
            if S::ENABLED {
                sink.push(SimEvent::PageFull {
                    page: parent,
                    free_bytes: 0,
                    need_bytes: self.index.per_row(),
                });
                sink.push(SimEvent::Allocate {
                    page: new_page,
                    level,
                });
                sink.push(SimEvent::MoveRows {
                    from: parent,
                    to: new_page,
                    count: moved,
                    level,
                });
            }
            sep = up;
            child = new_page;
            if path.is_empty() {
                // The root split: a new root holds the two halves.
                let root = self.pages.len() as u32;
                self.pages.push(Page::Internal(Box::new(Internal {
                    level: level + 1,
                    seps: vec![sep],
                    children: vec![parent, child],
                })));
                self.root = root;
                self.levels += 1;
                out.new_levels += 1;
                out.pages_allocated += 1;
                if S::ENABLED {
                    sink.push(SimEvent::NewRoot {
                        page: root,
                        level: level + 1,
                    });
                }
                return;
            }
        }
    }

    /// Checks every structural invariant; returns the first broken one.
    /// Used by tests; cheap enough for small tables only.
    pub fn check(&self) -> Result<(), String> {
        let cap = self.data.capacity();
        let mut prev_key: Option<Key> = None;
        let mut count = 0u64;
        let mut leaves = 0u32;
        for page in self.leaves_in_order() {
            leaves += 1;
            let keys = self.leaf_keys(page);
            if keys.len() as u32 > cap {
                return Err(format!(
                    "leaf {page} holds {} rows > capacity {cap}",
                    keys.len()
                ));
            }
            if self.data.used_bytes(keys.len() as u32) > self.data.page_size {
                return Err(format!("leaf {page} over its page size"));
            }
            for &k in &keys {
                if prev_key.is_some_and(|p| p >= k) {
                    return Err(format!("keys out of order at leaf {page}"));
                }
                prev_key = Some(k);
            }
            count += keys.len() as u64;
        }
        if count != self.rows {
            return Err(format!(
                "leaf chain holds {count} rows, tree counts {}",
                self.rows
            ));
        }
        if leaves != self.leaf_count {
            return Err(format!(
                "leaf chain has {leaves} pages, tree counts {}",
                self.leaf_count
            ));
        }
        self.check_node(self.root, None, None)
    }

    fn check_node(&self, page: u32, lo: Option<Key>, hi: Option<Key>) -> Result<(), String> {
        match self.pages.get(page as usize) {
            Some(Page::Leaf(_)) => {
                let keys = self.leaf_keys(page);
                if let (Some(lo), Some(first)) = (lo, keys.first()) {
                    if *first < lo {
                        return Err(format!("leaf {page} below its separator"));
                    }
                }
                if let (Some(hi), Some(last)) = (hi, keys.last()) {
                    if *last >= hi {
                        return Err(format!("leaf {page} at or above the next separator"));
                    }
                }
                Ok(())
            }
            Some(Page::Internal(node)) => {
                if node.children.len() != node.seps.len() + 1 {
                    return Err(format!(
                        "index page {page}: children and separators disagree"
                    ));
                }
                if node.children.len() as u32 > self.index.capacity().max(4) {
                    return Err(format!("index page {page} over capacity"));
                }
                if node.seps.windows(2).any(|w| w[0] >= w[1]) {
                    return Err(format!("index page {page}: separators out of order"));
                }
                for (i, &c) in node.children.iter().enumerate() {
                    let clo = if i == 0 {
                        lo
                    } else {
                        node.seps.get(i - 1).copied()
                    };
                    let chi = node.seps.get(i).copied().or(hi);
                    self.check_node(c, clo, chi)?;
                }
                Ok(())
            }
            None => Err(format!("dangling page {page}")),
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
        match self.tree.pages.get(current as usize) {
            Some(Page::Leaf(l)) => {
                self.page = l.next;
                Some(current)
            }
            _ => None,
        }
    }
}

impl ClusteredTree {
    /// Rows on leaf `page` (0 for non-leaves).
    pub fn rows_on(&self, page: u32) -> u32 {
        self.leaf_len(page)
    }
}
