//! Which leaf a session's key goes to. A drawn key's leaf (`Planned::Key`:
//! GUID, sequence ranges) is looked up once and kept on the session until
//! that leaf splits: only a leaf's own split changes the keys it takes
//! (the tree only grows, and an index split moves no leaf's bounds), so
//! the kept leaf is the one a descent would find. A descent reads index
//! pages and the leaf's header, out of the caches for random keys; a
//! request, its insert and its grant after a wait would each descend. A
//! stream's key (identity) changes as others take from it: looked up each
//! time, past the last key without a descent.

use super::*;

/// The leaf `key` belongs on now (`max_key`: the highest key inserted).
fn locate(tree: &ClusteredTree, max_key: Option<Key>, key: Key) -> u32 {
    match max_key {
        Some(m) if key > m => tree.last_leaf(),
        _ => tree.leaf_to_insert(key),
    }
}

/// The leaf `ses`'s key belongs on now, from its kept leaf if it has one.
fn leaf_of_session(
    ses: &mut Session,
    tree: &ClusteredTree,
    max_key: Option<Key>,
    keys: &dyn KeySource,
) -> u32 {
    match ses.planned {
        Planned::Key(k) => {
            if ses.leaf == NO_PAGE {
                ses.leaf = locate(tree, max_key, k);
            }
            ses.leaf
        }
        Planned::Stream(st) => locate(tree, max_key, keys.peek(st)),
    }
}

impl LatchSim {
    /// The leaf the session's key belongs on now.
    pub(super) fn target(&mut self, s: TaskId) -> u32 {
        let Some(ses) = self.sessions.get_mut(s as usize) else {
            return locate(&self.tree, self.max_key, self.keys.peek(0));
        };
        leaf_of_session(ses, &self.tree, self.max_key, self.keys.as_ref())
    }

    /// `leaf` split: the sessions that kept it look their leaf up again.
    pub(super) fn forget_leaf(&mut self, leaf: u32) {
        for ses in &mut self.sessions {
            if ses.leaf == leaf {
                ses.leaf = NO_PAGE;
            }
        }
    }

    /// After `page` split: its waiters whose keys now belong elsewhere.
    /// They stay in its queue: each takes the latch once more, finds the
    /// page split and asks for its key's page (`on_grant`).
    pub(super) fn moving_waiters(&mut self, page: u32) -> u32 {
        // Waiters on one stream (identity's every waiter) want the same
        // key: its leaf is looked up once.
        let mut memo: Option<(u32, u32)> = None;
        let mut count = 0;
        for t in self.pages.waiters(page) {
            let leaf = match self.sessions.get_mut(t as usize) {
                Some(ses) => match (ses.planned, memo) {
                    (Planned::Stream(st), Some((m, leaf))) if m == st => leaf,
                    (Planned::Stream(st), _) => {
                        let leaf = locate(&self.tree, self.max_key, self.keys.peek(st));
                        memo = Some((st, leaf));
                        leaf
                    }
                    (Planned::Key(_), _) => {
                        leaf_of_session(ses, &self.tree, self.max_key, self.keys.as_ref())
                    }
                },
                None => locate(&self.tree, self.max_key, self.keys.peek(0)),
            };
            count += (leaf != page) as u32;
        }
        count
    }
}
