//! A B+tree index whose key is (group, sequence) and whose every insert
//! lands at the end of its group: PostgreSQL's index on (customer, time)
//! when rows arrive in time order, or an index on a sequence (one group).
//! It keeps what a buffer pool needs, not the keys: where each leaf's key
//! range starts and how many entries it holds (its page number is its leaf
//! number). That is a few bytes a leaf instead of eight a key (the
//! clustered tree's slab), so a table of 17 M rows and its two indexes fit
//! in memory twice over; and an insert goes to its group's tail leaf, kept
//! exact by the splits, not down a descent through stored keys.
//!
//! A leaf holds a contiguous key range: from its start key to the next
//! leaf's. A full leaf splits in two halves, as a B-tree does for an insert
//! inside the key space; the last leaf of the index splits 90/10, as
//! PostgreSQL's `_bt_findsplitloc` does for the rightmost page (a fillfactor
//! of 90), so an append-only index stays 90% full. One filled at the end of
//! many groups ends up near 55%: a split leaves a group's older entries
//! behind in a half page that no insert comes back to.
//!
//! The levels above the leaves are not kept, only counted: a leaf's parent
//! is node `leaf / fanout` of the level above (by allocation order, which
//! is close to key order here), up to a root of one page. A descent reads
//! the root, each parent, then the leaf.
//!
//! Page numbers are stable: leaves are numbered as they are allocated,
//! from 0 to `leaf_cap`; each level above has its own range after that,
//! so a page keeps its number as the index grows (a buffer pool caches
//! pages by number). A new page (a split's, a new parent, a new root) is
//! reported as a `PageEvent::Allocate` before its first write, so a pool
//! can take it without reading it.

use std::collections::BTreeMap;

use crate::storage::{Access, Observer, PageEvent};

/// A key: (group, k-th entry of the group).
type At = (u32, u32);

/// Levels above the leaves at most: a fanout of 2 over u32 leaves.
const MAX_LEVELS: usize = 32;

/// A leaf's key range: its start key and the next leaf's (where its
/// range ends). Its page number is its leaf number; its entries are in
/// `GroupedIndex::count`.
#[derive(Debug, Clone, Copy)]
struct Leaf {
    start: At,
    next_start: Option<At>,
}

#[derive(Debug, Clone)]
pub struct GroupedIndex {
    /// Entries in a full leaf, entries of a parent page.
    per_leaf: u32,
    fanout: u32,
    /// Leaves the page numbers leave room for; where each level above starts.
    leaf_cap: u32,
    level_base: Vec<u32>,
    /// Levels above the leaves now (`levels_over(leaves, fanout)`), kept
    /// as the leaves grow: every descent asks it.
    levels: u32,
    /// Every leaf's key range, by leaf number (allocation order; a leaf's
    /// page number is its leaf number).
    leaf: Vec<Leaf>,
    /// Every leaf's entries, by leaf number: apart from the key ranges,
    /// because an insert touches only its leaf's count (4 bytes a leaf,
    /// cached, where a 20-byte record a leaf was a cache miss a row).
    count: Vec<u32>,
    /// Leaves by start key.
    starts: BTreeMap<At, u32>,
    /// Entries in each group; the highest group with any.
    group_len: Vec<u32>,
    /// The leaf each group's next entry goes to: the one whose range holds
    /// (group, entries of the group). Kept exact by the splits, so an
    /// insert is O(1) and reads no key range.
    tail: Vec<u32>,
    max_group: u32,
    entries: u64,
}

impl GroupedIndex {
    /// An empty index of `groups` groups, `per_leaf` entries a full leaf,
    /// `fanout` children a parent page, numbered for up to `leaf_cap` leaves
    /// (see `pages_reserved`).
    pub fn new(groups: u32, per_leaf: u32, fanout: u32, leaf_cap: u32) -> Self {
        let fanout = fanout.max(2);
        let leaf_cap = leaf_cap.max(1);
        let level_base = Self::level_bases(fanout, leaf_cap);
        GroupedIndex {
            per_leaf: per_leaf.max(2),
            fanout,
            leaf_cap,
            level_base,
            levels: 0,
            leaf: vec![Leaf {
                start: (0, 0),
                next_start: None,
            }],
            count: vec![0],
            starts: BTreeMap::from([((0, 0), 0)]),
            group_len: vec![0; groups.max(1) as usize],
            tail: vec![0; groups.max(1) as usize],
            max_group: 0,
            entries: 0,
        }
    }

    pub fn entries(&self) -> u64 {
        self.entries
    }
    pub fn leaves(&self) -> u32 {
        self.leaf.len() as u32
    }
    pub fn group_len(&self, group: u32) -> u32 {
        self.group_len.get(group as usize).copied().unwrap_or(0)
    }

    /// Levels above the leaves (0: the root is the leaf).
    pub fn upper_levels(&self) -> u32 {
        self.levels
    }

    fn levels_over(leaves: u32, fanout: u32) -> u32 {
        let (mut n, mut levels) = (leaves as u64, 0);
        while n > 1 {
            n = n.div_ceil(fanout as u64);
            levels += 1;
        }
        levels
    }

    /// Where each level above the leaves starts, then the end of the
    /// reserved pages: level l (from 1) holds at most
    /// ceil(leaf_cap / fanout^l) nodes.
    fn level_bases(fanout: u32, leaf_cap: u32) -> Vec<u32> {
        let (mut level_base, mut at, mut n) = (Vec::new(), leaf_cap as u64, leaf_cap as u64);
        loop {
            level_base.push(at.min(u32::MAX as u64) as u32);
            n = n.div_ceil(fanout as u64);
            at += n;
            if n <= 1 {
                level_base.push(at.min(u32::MAX as u64) as u32);
                break;
            }
        }
        level_base
    }

    /// Page numbers this index may use: `0..pages_reserved()`.
    pub fn pages_reserved(&self) -> u32 {
        self.level_base.last().copied().unwrap_or(self.leaf_cap)
    }

    /// What `pages_reserved` will be for an index made with `fanout` and
    /// `leaf_cap`, without making it (a budget's estimate).
    pub fn pages_reserved_for(fanout: u32, leaf_cap: u32) -> u32 {
        let bases = Self::level_bases(fanout.max(2), leaf_cap.max(1));
        bases.last().copied().unwrap_or(leaf_cap)
    }

    /// The page number of node `j` of level `level` (from 1).
    fn node_page(&self, level: u32, j: u64) -> u32 {
        let base = self
            .level_base
            .get(level as usize - 1)
            .copied()
            .unwrap_or(u32::MAX);
        base.saturating_add(j.min(u32::MAX as u64) as u32)
    }

    /// Pages of the index: leaves and the levels above.
    pub fn pages(&self) -> u32 {
        let (mut n, mut total) = (self.leaves() as u64, self.leaves() as u64);
        while n > 1 {
            n = n.div_ceil(self.fanout as u64);
            total += n;
        }
        total as u32
    }

    /// Reports the reads of a descent's upper levels, root first, to the
    /// leaf numbered `leaf`.
    fn read_upper_levels<O: Observer>(&self, leaf: u32, obs: &mut O) {
        // Node j of level l is leaf / fanout^l: divided level by level
        // (32-bit divisions, no powers), then read root first.
        let levels = (self.levels as usize).min(MAX_LEVELS);
        let mut node = [0u32; MAX_LEVELS];
        let mut j = leaf;
        for n in node.iter_mut().take(levels) {
            j /= self.fanout;
            *n = j;
        }
        for level in (1..=levels).rev() {
            obs.access(
                self.node_page(level as u32, node[level - 1] as u64),
                Access::Read,
            );
        }
    }

    /// The leaves went from `before` to `before + 1`: the nodes above that
    /// this brings into being (a level's next node, a new root).
    fn new_upper_nodes<O: Observer>(&self, before: u32, obs: &mut O) {
        let f = self.fanout as u64;
        let (levels_before, levels_after) = (
            Self::levels_over(before, self.fanout),
            Self::levels_over(before + 1, self.fanout),
        );
        for level in 1..=levels_after {
            let span = f.pow(level);
            let had = if level <= levels_before {
                (before as u64).div_ceil(span)
            } else {
                0
            };
            let has = (before as u64 + 1).div_ceil(span);
            for j in had..has {
                let page = self.node_page(level, j);
                if O::EVENTS {
                    obs.event(PageEvent::Allocate { page, level });
                }
                obs.access(page, Access::Write);
            }
        }
    }

    /// The leaf holding key `at` (or where it would go).
    fn leaf_of(&self, at: At) -> u32 {
        self.starts.range(..=at).next_back().map_or(0, |(_, &l)| l)
    }

    /// Entries of `group` that the leaf starting at `start` holds, when the
    /// next leaf starts at `next`.
    fn in_leaf(&self, group: u32, start: At, next: Option<At>) -> u32 {
        let from = if group == start.0 { start.1 } else { 0 };
        let to = match next {
            Some((g, k)) if g == group => k,
            _ => self.group_len(group),
        };
        to.saturating_sub(from)
    }

    /// Adds an entry at the end of `group`; reports the descent (reads), the
    /// leaf's write, and a split's new page. Returns the leaf's page.
    pub fn insert<O: Observer>(&mut self, group: u32, obs: &mut O) -> u32 {
        let g = group.min(self.group_len.len() as u32 - 1);
        let at = (g, self.group_len[g as usize]);
        // A leaf's page number is its leaf number.
        let leaf = self.tail[g as usize];
        self.read_upper_levels(leaf, obs);
        obs.access(leaf, Access::Write);
        self.max_group = self.max_group.max(g);
        self.group_len[g as usize] += 1;
        self.entries += 1;
        let count = &mut self.count[leaf as usize];
        *count += 1;
        if *count > self.per_leaf {
            self.split(leaf, at, obs);
        }
        leaf
    }

    fn split<O: Observer>(&mut self, leaf: u32, inserted: At, obs: &mut O) {
        let Leaf {
            start,
            next_start: next,
        } = self.leaf[leaf as usize];
        let total = self.count[leaf as usize];
        // The rightmost leaf, appended to: keep 90% on the left.
        let keep = if next.is_none() && inserted.0 == self.max_group {
            (total * 9 / 10).max(1)
        } else {
            total / 2
        };
        // The key at position `keep` of the leaf.
        let (mut g, mut skip) = (start.0, keep);
        let cut = loop {
            let here = self.in_leaf(g, start, next);
            let first = if g == start.0 { start.1 } else { 0 };
            if skip < here {
                break (g, first + skip);
            }
            skip -= here;
            g += 1;
            if g as usize >= self.group_len.len() {
                break inserted;
            }
        };
        let new_leaf = self.leaf.len() as u32;
        let new_page = new_leaf;
        // Every group whose next entry's key lies in the upper half now
        // goes to the new leaf: the groups from the cut's up to the next
        // leaf's (its own next key lies in that leaf), or to the last group
        // if this was the last leaf. A cut is an entry's key, so the cut's
        // group's next key is at or past it. Most splits move one group's
        // end or two; the first leaf's, while it spans every group, more.
        let to = next.map_or(self.tail.len(), |(g, _)| g as usize);
        if let Some(moved) = self.tail.get_mut(cut.0 as usize..to) {
            moved.fill(new_leaf);
        }
        self.leaf.push(Leaf {
            start: cut,
            next_start: next,
        });
        self.count.push(total - keep);
        self.leaf[leaf as usize].next_start = Some(cut);
        self.count[leaf as usize] = keep;
        self.starts.insert(cut, new_leaf);
        self.levels = Self::levels_over(self.leaves(), self.fanout);
        if O::EVENTS {
            obs.event(PageEvent::Allocate {
                page: new_page,
                level: 0,
            });
        }
        obs.access(new_page, Access::Write);
        self.new_upper_nodes(new_leaf, obs);
    }

    /// Descends to entry `k` of `group` and reads its leaf (a point
    /// lookup); returns the leaf's page.
    pub fn lookup<O: Observer>(&self, group: u32, k: u32, obs: &mut O) -> u32 {
        let page = self.leaf_of((group, k));
        self.read_upper_levels(page, obs);
        obs.access(page, Access::Read);
        page
    }

    /// The leaves holding entries `from..to` of `group`, in key order, after
    /// a descent to the first: reports the reads and returns the leaves.
    pub fn scan<O: Observer>(&self, group: u32, from: u32, to: u32, obs: &mut O) -> Vec<u32> {
        let to = to.min(self.group_len(group));
        if from >= to {
            // An empty range still costs the descent to where it would be.
            let page = self.leaf_of((group, from));
            self.read_upper_levels(page, obs);
            obs.access(page, Access::Read);
            return Vec::new();
        }
        let first = self.leaf_of((group, from));
        let mut leaves = vec![first];
        leaves.extend(
            self.starts
                .range((group, from + 1)..(group, to))
                .map(|(_, &l)| l),
        );
        // A leaf's page number is its leaf number.
        self.read_upper_levels(leaves[0], obs);
        for &p in &leaves {
            obs.access(p, Access::Read);
        }
        leaves
    }

    /// Every leaf's entries add up, the starts are in order and name every leaf.
    pub fn check(&self) -> Result<(), String> {
        if self.count.len() != self.leaf.len() {
            return Err(format!(
                "{} counts for {} leaves",
                self.count.len(),
                self.leaf.len()
            ));
        }
        let sum: u64 = self.count.iter().map(|&c| c as u64).sum();
        if sum != self.entries {
            return Err(format!(
                "leaves hold {sum} entries; the index counts {}",
                self.entries
            ));
        }
        if self.levels != Self::levels_over(self.leaves(), self.fanout) {
            return Err(format!(
                "{} levels kept above {} leaves",
                self.levels,
                self.leaves()
            ));
        }
        if self.starts.len() != self.leaf.len() {
            return Err("a leaf has no start key".to_string());
        }
        let keys: Vec<At> = self.starts.keys().copied().collect();
        for (i, (&k, &l)) in self.starts.iter().enumerate() {
            let leaf = &self.leaf[l as usize];
            if leaf.start != k || leaf.next_start != keys.get(i + 1).copied() {
                return Err(format!("leaf {l}'s start or end key is stale"));
            }
        }
        if self.leaves() > self.leaf_cap {
            return Err(format!(
                "{} leaves, over the {} numbered for",
                self.leaves(),
                self.leaf_cap
            ));
        }
        if let Some(c) = self.count.iter().find(|&&c| c > self.per_leaf) {
            return Err(format!("a leaf holds {c} entries, over {}", self.per_leaf));
        }
        // Each group's tail is the leaf its next entry goes to.
        for (g, &t) in self.tail.iter().enumerate() {
            let next = (g as u32, self.group_len(g as u32));
            if t != self.leaf_of(next) {
                return Err(format!(
                    "group {g}'s tail is leaf {t}; its next entry goes to leaf {}",
                    self.leaf_of(next)
                ));
            }
        }
        // Each leaf's count is what its key range holds.
        let keys: Vec<(At, u32)> = self.starts.iter().map(|(k, &l)| (*k, l)).collect();
        for (i, &(start, leaf)) in keys.iter().enumerate() {
            let next = keys.get(i + 1).map(|&(k, _)| k);
            let end_group = next.map_or(self.group_len.len() as u32 - 1, |(g, _)| g);
            let held: u32 = (start.0..=end_group)
                .map(|g| self.in_leaf(g, start, next))
                .sum();
            if held != self.count[leaf as usize] {
                return Err(format!(
                    "leaf {leaf} counts {} entries; its range holds {held}",
                    self.count[leaf as usize]
                ));
            }
        }
        Ok(())
    }

    pub fn memory_bytes(&self) -> usize {
        self.leaf.capacity() * std::mem::size_of::<Leaf>()
            + self.count.capacity() * 4
            + self.tail.capacity() * 4
            + self.starts.len() * 40
            + self.group_len.capacity() * 4
    }
}

#[cfg(test)]
mod tests;
