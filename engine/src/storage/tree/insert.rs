//! Insert: descend, place the row, and when the leaf is full split it as
//! the policy plans, then add a separator to the parent, splitting full
//! index pages upward and growing a new root when the old one splits.

use super::descend::Descent;
use super::search;
use super::store::{PageRec, LEAF_TAG, NO_PAGE, NO_SLOT};
use super::ClusteredTree;
use crate::storage::key::leading;
use crate::storage::split::{Side, SplitPlan, SplitPolicy};
use crate::storage::{Access, Key, Observer, PageEvent};

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
    /// The leaf made by the split (`NO_PAGE` if none).
    pub new_leaf: u32,
    pub index_splits: u32,
    pub new_levels: u32,
    pub pages_allocated: u32,
}

impl InsertOutcome {
    /// A full leaf whose new row went at its end under the insertion-point
    /// policy: a new page took the row and nothing moved. ASE's manual
    /// calls this a page allocation, not a split ("Additional ascending
    /// insert causes a page allocation"); the scenario counts it apart.
    pub fn end_of_page_allocation(&self) -> bool {
        self.leaf_split && self.at_insertion_point && self.rows_moved == 0
    }
}

impl ClusteredTree {
    /// Inserts `key`, splitting pages as the policy plans.
    pub fn insert<O: Observer>(&mut self, key: Key, obs: &mut O) -> InsertOutcome {
        if !O::EVENTS {
            if let Some(out) = self.try_append(key, obs) {
                return out;
            }
        }
        let d = self.descend(key, obs);
        let (page, slot) = self.leaf_for(&d, obs);
        let mut out = InsertOutcome {
            leaf: page,
            ..InsertOutcome::default()
        };
        let len = self.store.leaf_header(slot).1;
        let Some(pos) = self.free_place(slot, len, key, obs) else {
            return out;
        };
        out.inserted = true;
        self.rows += 1;
        if len < self.store.leaf_cap {
            self.put_row(key, (page, slot, len, pos), obs);
            return out;
        }
        self.split_leaf(key, (page, slot, len, pos), &d, &mut out, obs);
        out
    }

    /// Inserts `key` on `leaf`, which the caller knows is the leaf a
    /// descent for `key` would reach (a simulator that looked it up for the
    /// page latch and kept it while the leaf did not split), reporting
    /// nothing: a row that fits goes in without a second descent. A full
    /// leaf, whose split needs the path to its parents, and a leaf still
    /// holding its bulk-load run go the usual way (`insert`). The outcome
    /// is exactly `insert`'s.
    pub fn insert_on(&mut self, leaf: u32, key: Key) -> InsertOutcome {
        let mut quiet = crate::storage::observe::Quiet;
        debug_assert_eq!(self.leaf_of(key), leaf, "not the leaf of {key}");
        let Some(&rec) = self.store.rec(leaf) else {
            return self.insert(key, &mut quiet);
        };
        if rec.level != 0 || rec.slot == NO_SLOT {
            return self.insert(key, &mut quiet);
        }
        let slot = rec.slot;
        let len = self.store.leaf_header(slot).1;
        if len >= self.store.leaf_cap {
            return self.insert(key, &mut quiet);
        }
        let mut out = InsertOutcome {
            leaf,
            ..InsertOutcome::default()
        };
        let Some(pos) = self.free_place(slot, len, key, &mut quiet) else {
            return out;
        };
        out.inserted = true;
        self.rows += 1;
        self.put_row(key, (leaf, slot, len, pos), &mut quiet);
        out
    }

    /// `key`'s sorted position among the `len` rows of leaf `slot`, or
    /// None (reported) if the row is there already.
    fn free_place<O: Observer>(
        &mut self,
        slot: u32,
        len: usize,
        key: Key,
        obs: &mut O,
    ) -> Option<usize> {
        let keys = &self.store.leaf_slot(slot)[..len];
        // A row past the leaf's last (every row of an ascending key)
        // needs no search.
        if keys.last().is_some_and(|&last| key > last) {
            return Some(len);
        }
        let pos = search::count_lt(keys, key);
        if pos < len && keys[pos] == key {
            if O::EVENTS {
                obs.event(PageEvent::Duplicate { key });
            }
            return None;
        }
        Some(pos)
    }

    /// Puts `key` at `pos` on the leaf `page` (`len` rows in `slot`, room
    /// for one more).
    fn put_row<O: Observer>(
        &mut self,
        key: Key,
        (page, slot, len, pos): (u32, u32, usize, usize),
        obs: &mut O,
    ) {
        let keys = self.store.leaf_slot(slot);
        if pos < len {
            keys.copy_within(pos..len, pos + 1);
        }
        keys[pos] = key;
        self.store.set_leaf_header(slot, page, len + 1);
        obs.access(page, Access::Write);
        if O::EVENTS {
            obs.event(PageEvent::InsertRow {
                page,
                slot: pos as u32,
                key,
            });
        }
    }

    /// Append fast path: a key above every key in the table goes straight
    /// to the rightmost leaf while it has room, without a search. The
    /// result is exactly what the descent would do (the descent always ends
    /// at the rightmost leaf for such a key), and it reports the same page
    /// reads; it is a simulator shortcut in the manner of PostgreSQL's
    /// rightmost-leaf cache, used only when no one watches events, so the
    /// step view still shows every level.
    fn try_append<O: Observer>(&mut self, key: Key, obs: &mut O) -> Option<InsertOutcome> {
        let page = self.last_leaf;
        let rec = *self.store.rec(page)?;
        if rec.slot == NO_SLOT {
            return None;
        }
        let len = self.store.leaf_header(rec.slot).1;
        if len == 0 || len >= self.store.leaf_cap {
            return None;
        }
        if key <= self.store.leaf_slot(rec.slot)[len - 1] {
            return None;
        }
        self.read_rightmost_path(obs);
        self.store.leaf_slot(rec.slot)[len] = key;
        self.store.set_leaf_header(rec.slot, page, len + 1);
        self.rows += 1;
        obs.access(page, Access::Write);
        Some(InsertOutcome {
            inserted: true,
            leaf: page,
            ..InsertOutcome::default()
        })
    }

    /// Splits the full leaf `page` (`len` rows in `slot`) for `key`, whose
    /// sorted position on it is `pos`: plan the cut, move the tail to a new
    /// page, place the row, then tell the parent.
    fn split_leaf<O: Observer>(
        &mut self,
        key: Key,
        (page, slot, len, pos): (u32, u32, usize, usize),
        d: &Descent,
        out: &mut InsertOutcome,
        obs: &mut O,
    ) {
        let (policy, plan) = self.plan_split(key, (page, slot, len, pos), d, obs);
        let moved = plan.rows_moved(len);
        let (new_page, new_slot) = self.move_tail(page, slot, len, plan.split_at, obs);
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
        *out = InsertOutcome {
            leaf_split: true,
            at_insertion_point: policy == SplitPolicy::InsertionPoint,
            rows_moved: moved as u32,
            new_leaf: new_page,
            pages_allocated: 1,
            ..*out
        };
        if O::EVENTS {
            obs.event(PageEvent::Allocate {
                page: new_page,
                level: 0,
            });
            if moved > 0 {
                obs.event(PageEvent::MoveRows {
                    from: page,
                    to: new_page,
                    count: moved as u32,
                    level: 0,
                });
            }
            obs.event(PageEvent::InsertRow {
                page: landed_on,
                slot: plan.slot as u32,
                key,
            });
        }
        let new_entry = new_slot | LEAF_TAG;
        self.add_separator(d.path(), page, separator, new_entry, out, obs);
    }

    /// Where the full leaf is cut, by the policy that applies to this row
    /// (ascinserts only for a row that extends its leading-key group).
    fn plan_split<O: Observer>(
        &mut self,
        key: Key,
        (page, slot, len, pos): (u32, u32, usize, usize),
        d: &Descent,
        obs: &mut O,
    ) -> (SplitPolicy, SplitPlan) {
        if O::EVENTS {
            obs.event(PageEvent::PageFull {
                page,
                free_bytes: self.data.free_bytes(len as u32),
                need_bytes: self.data.per_row(),
            });
        }
        // The key after the new row: on this page, or the next leaf's first.
        let next = if pos < len {
            Some(self.store.leaf_slot(slot)[pos])
        } else {
            d.upper
        };
        let extends_group = next.is_none_or(|n| leading(n) != leading(key));
        let policy = self.policy.effective(extends_group);
        if O::EVENTS {
            obs.event(PageEvent::LeafSplit {
                page,
                policy,
                extends_group,
            });
        }
        (policy, policy.plan(len, pos))
    }

    /// Allocates the new leaf after `page` in the chain and moves rows
    /// `split_at..len` to it; returns its (page, slot).
    fn move_tail<O: Observer>(
        &mut self,
        page: u32,
        slot: u32,
        len: usize,
        split_at: usize,
        obs: &mut O,
    ) -> (u32, u32) {
        let old_next = self.store.next_of(page);
        let new_page = self.store.alloc(
            PageRec {
                level: 0,
                len: 0,
                slot: NO_SLOT,
            },
            old_next,
        );
        let new_slot = self.store.new_leaf_slot(new_page);
        if let Some(r) = self.store.rec_mut(new_page) {
            r.slot = new_slot;
        }
        obs.access(new_page, Access::Write);
        let (from, to) = (
            self.store.leaf_key_base(slot),
            self.store.leaf_key_base(new_slot),
        );
        self.store
            .leaf_keys
            .copy_within(from + split_at..from + len, to);
        self.store.set_leaf_header(slot, page, split_at);
        self.store
            .set_leaf_header(new_slot, new_page, len - split_at);
        self.store.set_next(page, new_page);
        obs.access(page, Access::Write);
        if page == self.last_leaf {
            self.last_leaf = new_page;
        }
        (new_page, new_slot)
    }

    /// Inserts `sep -> child` (a child entry: see `store::LEAF_TAG`) into
    /// the parents on `path`, splitting full index pages upward and growing
    /// a new root when the old one splits.
    fn add_separator<O: Observer>(
        &mut self,
        path: &[(u32, usize)],
        left: u32,
        mut sep: Key,
        mut child: u32,
        out: &mut InsertOutcome,
        obs: &mut O,
    ) {
        if path.is_empty() {
            // The page that split was the root (a one-page table).
            let left = self.store.child_entry(left);
            self.grow_root(left, sep, child, 1, out, obs);
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
            obs.access(parent, Access::Write);
            let level = rec.level as u32;
            if O::EVENTS {
                obs.event(PageEvent::Separator {
                    page: parent,
                    level,
                    child: self.store.child_page(child),
                    key: sep,
                });
            }
            if n <= cap {
                return;
            }
            let (up, right) = self.split_index_page(parent, rec, n, out, obs);
            sep = up;
            child = right;
            if depth == 0 {
                self.grow_root(parent, sep, child, rec.level + 1, out, obs);
                return;
            }
        }
    }

    /// Splits the index page `parent` (`n` entries, one over capacity) at
    /// mid-page; returns the separator that moves up and the new page.
    fn split_index_page<O: Observer>(
        &mut self,
        parent: u32,
        rec: PageRec,
        n: usize,
        out: &mut InsertOutcome,
        obs: &mut O,
    ) -> (Key, u32) {
        let base = self.store.index_base(rec.slot);
        let mid = n / 2;
        let right_slot = self.store.new_index_slot();
        let rbase = self.store.index_base(right_slot);
        let up = self.store.index[base + 2 * mid - 1];
        self.store
            .index
            .copy_within(base + 2 * mid..base + 2 * n - 1, rbase);
        self.set_len(parent, mid);
        let right = self.store.alloc(
            PageRec {
                level: rec.level,
                len: (n - mid) as u16,
                slot: right_slot,
            },
            NO_PAGE,
        );
        obs.access(right, Access::Write);
        out.index_splits += 1;
        out.pages_allocated += 1;
        if O::EVENTS {
            let level = rec.level as u32;
            obs.event(PageEvent::PageFull {
                page: parent,
                free_bytes: 0,
                need_bytes: self.index.per_row(),
            });
            obs.event(PageEvent::Allocate { page: right, level });
            obs.event(PageEvent::MoveRows {
                from: parent,
                to: right,
                count: (n - mid) as u32,
                level,
            });
        }
        (up, right)
    }

    /// The root split: a new root one level up holds the two halves.
    fn grow_root<O: Observer>(
        &mut self,
        left: u32,
        sep: Key,
        right: u32,
        level: u8,
        out: &mut InsertOutcome,
        obs: &mut O,
    ) {
        let slot = self.store.new_index_slot();
        let b = self.store.index_base(slot);
        self.store.index[b] = left as u64;
        self.store.index[b + 1] = sep;
        self.store.index[b + 2] = right as u64;
        let root = self.store.alloc(
            PageRec {
                level,
                len: 2,
                slot,
            },
            NO_PAGE,
        );
        obs.access(root, Access::Write);
        self.root = root;
        self.levels += 1;
        out.new_levels += 1;
        out.pages_allocated += 1;
        if O::EVENTS {
            obs.event(PageEvent::NewRoot {
                page: root,
                level: level as u32,
            });
        }
    }

    /// Sets an index page's child count (a leaf's lives in its slot header).
    pub(super) fn set_len(&mut self, page: u32, len: usize) {
        if let Some(r) = self.store.rec_mut(page) {
            r.len = len as u16;
        }
    }
}
