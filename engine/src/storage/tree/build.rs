//! The bulk build: `create clustered index ... with fillfactor = F` after a
//! bcp load. Leaves are written in key order at the fillfactor, then each
//! index level bottom-up, so page numbers follow key order until the first
//! split.

use super::store::{PageRec, PageStore, NO_PAGE, NO_SLOT};
use super::{BaseRows, ClusteredTree};
use crate::storage::page::PageLayout;
use crate::storage::split::SplitPolicy;
use crate::storage::Key;

/// The pages a bulk build makes, computed without building: the memory
/// budget reads it before anything is allocated.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BuildShape {
    /// Rows on each leaf (the last may hold fewer).
    pub per_leaf: u64,
    pub leaves: u64,
    /// Children on each index page (the last of a level may hold fewer).
    pub per_index: usize,
    pub index_pages: u64,
    /// Words (u64) of one leaf slot and one index slot.
    pub leaf_slot_words: usize,
    pub index_slot_words: usize,
}

impl BuildShape {
    /// The build of `rows` rows at `fillfactor`. Index pages get the same
    /// fillfactor but always keep room for two rows, as ASE leaves them.
    pub fn new(rows: u64, data: &PageLayout, index: &PageLayout, fillfactor: u32) -> Self {
        let per_leaf = data.rows_at_fillfactor(fillfactor) as u64;
        let leaves = rows.div_ceil(per_leaf).max(1);
        let index_cap = ClusteredTree::index_capacity(index);
        let per_index = (index.rows_at_fillfactor(fillfactor) as usize)
            .min(index_cap - 2)
            .max(2);
        let mut index_pages = 0;
        // An empty table still has one (empty) leaf, and no index page.
        let mut n = if rows == 0 { 0 } else { leaves };
        while n > 1 {
            n = n.div_ceil(per_index as u64);
            index_pages += n;
        }
        BuildShape {
            per_leaf,
            leaves,
            per_index,
            index_pages,
            leaf_slot_words: data.capacity() as usize + 1,
            index_slot_words: 2 * (index_cap + 1),
        }
    }
}

impl ClusteredTree {
    /// Bulk-builds `base` in key order at `fillfactor`.
    pub fn build(
        base: Box<dyn BaseRows>,
        data: PageLayout,
        index: PageLayout,
        fillfactor: u32,
        policy: SplitPolicy,
    ) -> Self {
        let rows = base.count();
        let shape = BuildShape::new(rows, &data, &index, fillfactor);
        let (per_leaf, per_index) = (shape.per_leaf, shape.per_index);
        let leaves = shape.leaves as u32;
        let mut store = PageStore::new(
            data.capacity() as usize,
            per_leaf,
            Self::index_capacity(&index),
            leaves as usize + leaves as usize / 8 + 16,
        );
        for i in 0..leaves {
            let start = i as u64 * per_leaf;
            store.push(
                PageRec {
                    level: 0,
                    len: per_leaf.min(rows.saturating_sub(start)) as u16,
                    slot: NO_SLOT,
                },
                if i + 1 == leaves { NO_PAGE } else { i + 1 },
            );
        }
        // Reserve every index level at once: growing the slabs mid-build
        // copied 15 MB at fillfactor 50.
        store
            .index
            .reserve_exact(shape.index_pages as usize * shape.index_slot_words);
        // Index levels bottom-up. The pages of one level are numbered
        // consecutively from `first`, so a level is just the lowest key
        // beneath each of its pages.
        let mut first = 0u32;
        let mut lows: Vec<Key> = base.keys_every(per_leaf);
        let mut level = 0u8;
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
        ClusteredTree {
            base,
            data,
            index,
            policy,
            store,
            root: first,
            first_leaf: 0,
            last_leaf: leaves - 1,
            leaf_count: leaves,
            rows,
            levels: level as u32 + 1,
            bulk_firsts: std::cell::OnceCell::new(),
        }
    }
}
