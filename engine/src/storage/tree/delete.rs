//! Delete: descend, remove the row, and when its leaf is left empty take
//! the page out of the tree: unlink it from the leaf chain, remove its entry
//! from the parent (freeing parents left empty in turn), and let a root
//! with one child hand the root over to it.
//!
//! ```text
//!   before: [ 10 | 40 ]          after deleting the last row of [10..39]:
//!          /    |    \                 [ 40 ]
//!      [1..9][10..39][40..]          /      \
//!                                [1..9] -> [40..]    page of [10..39] is free
//! ```
//!
//! Half-empty neighbours are not merged: a page leaves only when empty.

use super::descend::Descent;
use super::search;
use super::ClusteredTree;
use crate::storage::{Access, Key, Observer, PageEvent};

impl ClusteredTree {
    /// Deletes the row with `key`; false if there is none.
    pub fn delete<O: Observer>(&mut self, key: Key, obs: &mut O) -> bool {
        let d = self.descend(key, obs);
        let (page, slot) = self.leaf_for(&d, obs);
        let len = self.store.leaf_header(slot).1;
        let keys = self.store.leaf_slot(slot);
        let pos = search::count_lt(&keys[..len], key);
        if pos >= len || keys[pos] != key {
            if O::EVENTS {
                obs.event(PageEvent::Missing { key });
            }
            return false;
        }
        keys.copy_within(pos + 1..len, pos);
        self.store.set_leaf_header(slot, page, len - 1);
        self.rows -= 1;
        obs.access(page, Access::Write);
        if O::EVENTS {
            obs.event(PageEvent::DeleteRow {
                page,
                slot: pos as u32,
                key,
            });
        }
        if len == 1 && self.leaf_count > 1 {
            self.remove_leaf(page, &d, obs);
        }
        true
    }

    /// Takes the empty leaf `page` out of the chain and out of its parents.
    fn remove_leaf<O: Observer>(&mut self, page: u32, d: &Descent, obs: &mut O) {
        let next = self.store.next_of(page);
        match self.predecessor(d, obs) {
            Some(prev) => {
                self.store.set_next(prev, next);
                obs.access(prev, Access::Write);
                if page == self.last_leaf {
                    self.last_leaf = prev;
                }
            }
            None => self.first_leaf = next,
        }
        self.free(page, 0, obs);
        self.leaf_count -= 1;
        // Remove the entry from each parent, up while a parent is left empty.
        for &(parent, at) in d.path().iter().rev() {
            let left = self.remove_entry(parent, at);
            obs.access(parent, Access::Write);
            if left > 0 {
                break;
            }
            let level = self.store.rec(parent).map_or(0, |r| r.level as u32);
            self.free(parent, level, obs);
        }
        self.shrink_root(obs);
    }

    /// The leaf before the one a descent reached, if any: down the child
    /// left of the path at the lowest level where there is one, then
    /// rightmost to a leaf.
    fn predecessor<O: Observer>(&self, d: &Descent, obs: &mut O) -> Option<u32> {
        let &(parent, at) = d.path().iter().rev().find(|&&(_, at)| at > 0)?;
        let entries = self.store.index_view(parent);
        let mut page = self.store.child_page(entries.child(at - 1)?);
        while let Some(&rec) = self.store.rec(page) {
            if rec.level == 0 {
                return Some(page);
            }
            obs.access(page, Access::Read);
            let last = self.store.index_view(page).child(rec.len as usize - 1)?;
            page = self.store.child_page(last);
        }
        None
    }

    /// Removes child `at` (and the separator that bounds it) from index
    /// page `page`; returns the children left.
    fn remove_entry(&mut self, page: u32, at: usize) -> usize {
        let Some(&rec) = self.store.rec(page) else {
            return 0;
        };
        let n = rec.len as usize;
        let base = self.store.index_base(rec.slot);
        // Words: child 0, sep 0, child 1, ..., child n-1. Child `at` goes
        // with the separator before it (or, for the first child, after it).
        let gone = if at == 0 { base } else { base + 2 * at - 1 };
        let end = base + 2 * n - 1;
        if gone + 2 <= end {
            self.store.index.copy_within(gone + 2..end, gone);
        }
        let left = n.saturating_sub(1);
        self.set_len(page, left);
        left
    }

    /// While the root is an index page with one child, the child takes over.
    fn shrink_root<O: Observer>(&mut self, obs: &mut O) {
        while let Some(&rec) = self.store.rec(self.root) {
            if rec.level == 0 || rec.len != 1 {
                return;
            }
            let Some(child) = self.store.index_view(self.root).child(0) else {
                return;
            };
            let old = self.root;
            if O::EVENTS {
                obs.event(PageEvent::RootShrinks {
                    page: old,
                    level: rec.level as u32,
                });
            }
            self.root = self.store.child_page(child);
            self.levels -= 1;
            self.free(old, rec.level as u32, obs);
        }
    }

    /// Frees `page` (at `level`) for reuse.
    fn free<O: Observer>(&mut self, page: u32, level: u32, obs: &mut O) {
        self.store.release(page);
        if O::EVENTS {
            obs.event(PageEvent::FreePage { page, level });
        }
    }
}
