//! The path from the root to the leaf a key belongs on, shared by every
//! operation. A descent only reads; the operations that change a leaf then
//! give it a slot of real keys (`leaf_for`).

use super::store::{PageRec, LEAF_TAG, NO_SLOT};
use super::{ClusteredTree, MAX_LEVELS};
use crate::storage::{Access, Key, Observer, PageEvent};

/// Where a descent ended and how it got there.
pub struct Descent {
    /// (index page, child slot taken) from the root down.
    pub path: [(u32, usize); MAX_LEVELS],
    pub depth: usize,
    /// The leaf's entry in its parent: a page number, or a slot tagged
    /// with `LEAF_TAG` (see `store`).
    pub entry: u32,
    /// The first key of the next leaf, as far as the separators say: the
    /// lowest level where the leaf has a right sibling sets it.
    pub upper: Option<Key>,
}

impl Descent {
    pub fn path(&self) -> &[(u32, usize)] {
        &self.path[..self.depth]
    }
}

impl ClusteredTree {
    /// Descends to the leaf for `key`, reporting each index page it reads.
    pub(super) fn descend<O: Observer>(&self, key: Key, obs: &mut O) -> Descent {
        let mut d = Descent {
            path: [(0, 0); MAX_LEVELS],
            depth: 0,
            entry: self.root,
            upper: None,
        };
        while d.entry & LEAF_TAG == 0 {
            let page = d.entry;
            let Some(&rec) = self.store.rec(page) else {
                break;
            };
            if rec.level == 0 {
                break;
            }
            let entries = self.store.index_view(page);
            let at = entries.search(key);
            if let Some(s) = entries.sep(at) {
                d.upper = Some(s);
            }
            if O::EVENTS {
                obs.event(PageEvent::Descend {
                    level: rec.level as u32,
                    page,
                });
            }
            obs.access(page, Access::Read);
            if d.depth < MAX_LEVELS {
                d.path[d.depth] = (page, at);
                d.depth += 1;
            }
            d.entry = entries.child(at).unwrap_or(page);
        }
        d
    }

    /// The leaf page a descent ended on (without changing anything).
    pub(super) fn leaf_page(&self, d: &Descent) -> u32 {
        self.store.child_page(d.entry)
    }

    /// The leaf a descent ended on, as (page, slot), its keys materialised;
    /// reports the read of the leaf.
    pub(super) fn leaf_for<O: Observer>(&mut self, d: &Descent, obs: &mut O) -> (u32, u32) {
        // A tagged entry names the leaf's slot: its header has the page
        // number and row count, so the page record is not read.
        let (page, slot) = if d.entry & LEAF_TAG != 0 {
            let slot = d.entry & !LEAF_TAG;
            (self.store.leaf_header(slot).0, slot)
        } else {
            let slot = self.materialise(d.entry);
            if let Some(&(parent, at)) = d.path().last() {
                self.retag(parent, at, slot);
            }
            (d.entry, slot)
        };
        self.reached_leaf(page, obs);
        (page, slot)
    }

    /// Reports that a descent reached leaf `page`.
    pub(super) fn reached_leaf<O: Observer>(&self, page: u32, obs: &mut O) {
        if O::EVENTS {
            obs.event(PageEvent::Descend { level: 0, page });
        }
        obs.access(page, Access::Read);
    }

    /// Reports the reads of the rightmost path, root to the last leaf: what
    /// a descent for a key above every key reads, without searching.
    pub(super) fn read_rightmost_path<O: Observer>(&self, obs: &mut O) {
        let mut page = self.root;
        while let Some(&rec) = self.store.rec(page) {
            if rec.level == 0 {
                break;
            }
            obs.access(page, Access::Read);
            let entries = self.store.index_view(page);
            let Some(entry) = entries.child((rec.len as usize).saturating_sub(1)) else {
                break;
            };
            page = self.store.child_page(entry);
        }
        obs.access(page, Access::Read);
    }

    /// Points child `at` of index page `parent` at leaf slot `slot`.
    pub(super) fn retag(&mut self, parent: u32, at: usize, slot: u32) {
        let Some(&rec) = self.store.rec(parent) else {
            return;
        };
        let i = self.store.index_base(rec.slot) + 2 * at;
        if let Some(c) = self.store.index.get_mut(i) {
            *c = (slot | LEAF_TAG) as u64;
        }
    }

    /// Gives a leaf still holding its bulk-load run a slot of real keys.
    pub(super) fn materialise(&mut self, page: u32) -> u32 {
        let Some(&rec) = self.store.rec(page) else {
            return 0;
        };
        if rec.slot != NO_SLOT {
            return rec.slot;
        }
        let slot = self.store.new_leaf_slot(page);
        let start = page as u64 * self.store.per_leaf;
        let len = rec.len as usize;
        let base = self.base.as_ref();
        base.keys_into(start, &mut self.store.leaf_slot(slot)[..len]);
        self.store.set_leaf_header(slot, page, len);
        if let Some(r) = self.store.rec_mut(page) {
            *r = PageRec {
                slot,
                // From here on the slot header holds the count.
                len: 0,
                ..*r
            };
        }
        slot
    }
}
