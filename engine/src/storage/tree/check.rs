//! Structural invariants of the clustered tree, for tests: keys in order
//! along the leaf chain, no page over capacity, separators consistent with
//! the pages beneath them, row and page counts that add up, free pages out
//! of reach.

use super::store::LEAF_TAG;
use super::ClusteredTree;
use crate::storage::Key;

impl ClusteredTree {
    /// Checks every invariant; returns the first broken one.
    pub fn check(&self) -> Result<(), String> {
        let cap = self.data.capacity();
        let mut prev_key: Option<Key> = None;
        let mut count = 0u64;
        let mut leaves = 0u32;
        let mut last = None;
        for page in self.leaves_in_order() {
            leaves += 1;
            last = Some(page);
            let keys = self.leaf_keys(page);
            if keys.len() as u32 > cap
                || self.data.used_bytes(keys.len() as u32) > self.data.page_size
            {
                return Err(format!(
                    "leaf {page} holds {} rows > capacity {cap}",
                    keys.len()
                ));
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
        if last != Some(self.last_leaf) {
            return Err(format!(
                "the leaf chain ends at {last:?}, the tree's last leaf is {}",
                self.last_leaf
            ));
        }
        let root_level = self.store.rec(self.root).map_or(0, |r| r.level as u32);
        if root_level + 1 != self.levels {
            return Err(format!(
                "root on level {root_level}, tree counts {} levels",
                self.levels
            ));
        }
        let mut reached = 0usize;
        self.check_node(self.root, None, None, &mut reached)?;
        if reached != self.store.live_pages() {
            return Err(format!(
                "{reached} pages in the tree, {} pages in use",
                self.store.live_pages()
            ));
        }
        Ok(())
    }

    fn check_node(
        &self,
        page: u32,
        lo: Option<Key>,
        hi: Option<Key>,
        reached: &mut usize,
    ) -> Result<(), String> {
        let Some(rec) = self.store.rec(page) else {
            return Err(format!("dangling page {page}"));
        };
        if rec.is_free() {
            return Err(format!("free page {page} is still in the tree"));
        }
        *reached += 1;
        if rec.level == 0 {
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
            return Ok(());
        }
        let entries = self.store.index_view(page);
        let seps: Vec<Key> = entries.seps().collect();
        let children: Vec<u32> = entries.children().collect();
        if children.is_empty() || children.len() > Self::index_capacity(&self.index) {
            return Err(format!(
                "index page {page} holds {} children",
                children.len()
            ));
        }
        if seps.windows(2).any(|w| w[0] >= w[1]) {
            return Err(format!("index page {page}: separators out of order"));
        }
        for (i, &entry) in children.iter().enumerate() {
            let c = self.store.child_page(entry);
            // A leaf named by its slot must be the leaf that owns the slot.
            if entry & LEAF_TAG != 0 && self.store.rec(c).map(|r| r.slot | LEAF_TAG) != Some(entry)
            {
                return Err(format!(
                    "index page {page}: child entry {entry:#x} names a slot page {c} does not own"
                ));
            }
            if self.store.rec(c).map(|r| r.level as u32 + 1) != Some(rec.level as u32) {
                return Err(format!("index page {page}: child {c} on the wrong level"));
            }
            let clo = if i == 0 { lo } else { seps.get(i - 1).copied() };
            let chi = seps.get(i).copied().or(hi);
            self.check_node(c, clo, chi, reached)?;
        }
        Ok(())
    }
}
