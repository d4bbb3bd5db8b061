//! Reads and in-place updates: a point read descends to one leaf; a range
//! read descends to the first leaf of the range and follows the leaf chain
//! (the pages it reads are the logical order, wherever they sit in the
//! file); an update of a row's other columns, same size, changes its leaf
//! in place.

use super::search;
use super::ClusteredTree;
use crate::storage::{Access, Key, Observer, PageEvent};

/// What a range read found.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct RangeOutcome {
    pub rows: u64,
    /// Leaves read, the first included.
    pub leaves: u64,
}

impl ClusteredTree {
    /// The (page, slot) of the row with `key`, reporting the read.
    pub fn get<O: Observer>(&self, key: Key, obs: &mut O) -> Option<(u32, u32)> {
        let found = self.find(key, obs);
        if O::EVENTS {
            obs.event(match found {
                Some((page, slot)) => PageEvent::ReadRow { page, slot, key },
                None => PageEvent::Missing { key },
            });
        }
        found
    }

    /// Changes the row with `key` in place (same key, same size): its leaf
    /// is written, nothing moves. False if there is no such row.
    pub fn update<O: Observer>(&self, key: Key, obs: &mut O) -> bool {
        let found = self.find(key, obs);
        if let Some((page, slot)) = found {
            obs.access(page, Access::Write);
            if O::EVENTS {
                obs.event(PageEvent::UpdateRow { page, slot, key });
            }
        } else if O::EVENTS {
            obs.event(PageEvent::Missing { key });
        }
        found.is_some()
    }

    /// Reads every row with `from <= key <= to` in key order, handing each
    /// key to `visit`.
    pub fn range<O: Observer>(
        &self,
        from: Key,
        to: Key,
        obs: &mut O,
        mut visit: impl FnMut(Key),
    ) -> RangeOutcome {
        let mut out = RangeOutcome::default();
        if from > to {
            return out;
        }
        let d = self.descend(from, obs);
        let mut page = self.leaf_page(&d);
        self.reached_leaf(page, obs);
        loop {
            let keys = self.leaf_keys(page);
            let start = search::count_lt(&keys, from);
            let end = search::count_le(&keys, to);
            let rows = end.saturating_sub(start);
            for &k in keys.get(start..end).unwrap_or(&[]) {
                visit(k);
            }
            out.rows += rows as u64;
            out.leaves += 1;
            if O::EVENTS {
                obs.event(PageEvent::ScanLeaf {
                    page,
                    rows: rows as u32,
                });
            }
            // The next leaf may still hold rows of the range only if this
            // one's last row is below the range's end.
            let next = self.store.next_of(page);
            if end < keys.len() || self.store.rec(next).is_none_or(|r| r.level != 0) {
                return out;
            }
            page = next;
            obs.access(page, Access::Read);
        }
    }

    /// Descends to `key`'s leaf and looks for it there.
    fn find<O: Observer>(&self, key: Key, obs: &mut O) -> Option<(u32, u32)> {
        let d = self.descend(key, obs);
        let page = self.leaf_page(&d);
        self.reached_leaf(page, obs);
        let keys = self.leaf_keys(page);
        let pos = search::count_lt(&keys, key);
        (keys.get(pos) == Some(&key)).then_some((page, pos as u32))
    }
}

impl ClusteredTree {
    /// The leaf `key` belongs on (where an insert of it would go), without
    /// reporting reads or changing anything: a simulator's look-up of the
    /// page a session will latch.
    pub fn leaf_of(&self, key: Key) -> u32 {
        let d = self.descend(key, &mut crate::storage::observe::Quiet);
        self.leaf_page(&d)
    }

    /// `leaf_of` for a key about to be inserted (`insert_on`): the leaf's
    /// rows are read too, so that their cache lines are fetched alongside
    /// its header rather than one after the other by the insert. For
    /// random keys each leaf is a miss, and the loads of one leaf do not
    /// wait for each other.
    pub fn leaf_to_insert(&self, key: Key) -> u32 {
        let d = self.descend(key, &mut crate::storage::observe::Quiet);
        if d.entry & super::store::LEAF_TAG != 0 {
            std::hint::black_box(self.store.touch_leaf(d.entry & !super::store::LEAF_TAG));
        }
        self.leaf_page(&d)
    }
}
