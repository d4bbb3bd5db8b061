//! Page storage for the clustered tree, laid out for the hot loop.
//!
//! Every page is an 8-byte record in one `Vec`, indexed by its physical
//! page number (the leaf chain's links sit apart, in `next`: only splits
//! and chain walks read them, and without them 200,000 records fit in a
//! core's L2 cache, which every descent's reads are quicker for). The keys of materialised leaves and the entries of index
//! pages live in fixed-size slots of three flat slabs, so a descent touches
//! one record and one slot per level and an insert allocates nothing but
//! the slot of a new page. An index slot interleaves child entries with
//! separators, so the entry a search ends on sits in the cache line of the
//! separators it compared last.
//!
//! ```text
//!  pages:    [rec 0][rec 1] ... [rec n]      rec = level, len, slot
//!  next:     [next leaf of page 0] ...
//!  leaf_keys: | slot 0: header, cap keys | slot 1 | ...   header = page | len << 32
//!  index:     | slot 0: child 0, sep 0, child 1, sep 1, ..., child n-1 | ...
//! ```
//!
//! Pages freed by deletes keep their number (a free page of the file) and
//! are handed out again before the file grows; their slots are reused too.

use super::BaseRows;
use crate::storage::Key;

pub const NO_PAGE: u32 = u32::MAX;
pub const NO_SLOT: u32 = u32::MAX;
/// Marks a child entry of a level-1 index page that names its leaf by slot
/// rather than by page number. The descent then reads the leaf's row count
/// and page number from the slot's header, next to its keys, instead of
/// first fetching the page record: one cache miss fewer per insert. Page
/// numbers stay far below 2^31 (the scenarios' page budgets), so the bit is
/// free.
pub const LEAF_TAG: u32 = 1 << 31;
/// The level of a free page.
const FREE: u8 = u8::MAX;

#[derive(Debug, Clone, Copy)]
pub struct PageRec {
    /// 0 for a data page (leaf), else the index level.
    pub level: u8,
    /// Children of an index page; rows of a leaf still holding its
    /// bulk-load run (a materialised leaf keeps its count in its slot's
    /// header, where the insert reads it).
    pub len: u16,
    /// Slab slot; `NO_SLOT` for a leaf still holding its bulk-load run
    /// (page `p` of the bulk load holds base rows from `p * per_leaf`).
    pub slot: u32,
}

impl PageRec {
    pub fn is_free(&self) -> bool {
        self.level == FREE
    }
}

#[derive(Debug, Clone)]
pub struct PageStore {
    pub pages: Vec<PageRec>,
    /// Next leaf in key order, by page (`NO_PAGE` for index pages and the
    /// last leaf). No back link: nothing walks the chain backwards.
    pub next: Vec<u32>,
    /// Keys per leaf slot (the data page's row capacity).
    pub leaf_cap: usize,
    /// Words per leaf slot: a header, then `leaf_cap` keys (16 words, two
    /// cache lines, for a 2 KB page).
    pub leaf_width: usize,
    /// Rows per page of the bulk load (where each run starts).
    pub per_leaf: u64,
    /// Entries per index slot: capacity + 1, so an entry can go in before
    /// the page is split. A slot takes two words per entry.
    pub index_slot: usize,
    pub leaf_keys: Vec<Key>,
    /// Index slots: word `2i` is child entry `i`, word `2i + 1` the
    /// separator between children `i` and `i + 1`.
    pub index: Vec<u64>,
    free_pages: Vec<u32>,
    free_leaf_slots: Vec<u32>,
    free_index_slots: Vec<u32>,
}

/// The entries of one index page, read in place.
#[derive(Clone, Copy)]
pub struct IndexView<'a> {
    words: &'a [u64],
    len: usize,
}

impl IndexView<'_> {
    /// Child entry `i` (decode with `PageStore::child_page`).
    pub fn child(&self, i: usize) -> Option<u32> {
        self.words.get(2 * i).map(|&w| w as u32)
    }

    /// Separator `i`: the lowest key under child `i + 1`.
    pub fn sep(&self, i: usize) -> Option<Key> {
        if i + 1 < self.len {
            self.words.get(2 * i + 1).copied()
        } else {
            None
        }
    }

    /// The child a key descends to: how many separators are `<= key`.
    pub fn search(&self, key: Key) -> usize {
        let words = self.words;
        super::search::count_le_by(self.len.saturating_sub(1), key, |i| {
            words.get(2 * i + 1).copied().unwrap_or(Key::MAX)
        })
    }

    pub fn seps(&self) -> impl Iterator<Item = Key> + '_ {
        (0..self.len.saturating_sub(1)).filter_map(|i| self.sep(i))
    }

    pub fn children(&self) -> impl Iterator<Item = u32> + '_ {
        (0..self.len).filter_map(|i| self.child(i))
    }
}

impl PageStore {
    pub fn new(leaf_cap: usize, per_leaf: u64, index_cap: usize, pages: usize) -> Self {
        PageStore {
            pages: Vec::with_capacity(pages),
            next: Vec::with_capacity(pages),
            leaf_cap,
            leaf_width: leaf_cap + 1,
            per_leaf,
            index_slot: index_cap + 1,
            leaf_keys: Vec::new(),
            index: Vec::new(),
            free_pages: Vec::new(),
            free_leaf_slots: Vec::new(),
            free_index_slots: Vec::new(),
        }
    }

    /// Pages in use (the file's pages less the free ones).
    pub fn live_pages(&self) -> usize {
        self.pages.len() - self.free_pages.len()
    }

    /// Bytes held by the records and slabs (their capacity, not length).
    pub fn memory_bytes(&self) -> usize {
        use std::mem::size_of;
        self.pages.capacity() * size_of::<PageRec>()
            + self.next.capacity() * size_of::<u32>()
            + self.leaf_keys.capacity() * size_of::<Key>()
            + self.index.capacity() * size_of::<u64>()
            + (self.free_pages.capacity()
                + self.free_leaf_slots.capacity()
                + self.free_index_slots.capacity())
                * size_of::<u32>()
    }

    pub fn rec(&self, page: u32) -> Option<&PageRec> {
        self.pages.get(page as usize)
    }

    pub fn rec_mut(&mut self, page: u32) -> Option<&mut PageRec> {
        self.pages.get_mut(page as usize)
    }

    /// Appends a page record; its number is its place at the end of the file.
    pub fn push(&mut self, rec: PageRec, next: u32) -> u32 {
        self.pages.push(rec);
        self.next.push(next);
        self.pages.len() as u32 - 1
    }

    /// A page for `rec`: the free page freed last, else a new one at the
    /// end of the file.
    pub fn alloc(&mut self, rec: PageRec, next: u32) -> u32 {
        match self.free_pages.pop() {
            Some(page) => {
                if let Some(r) = self.pages.get_mut(page as usize) {
                    *r = rec;
                }
                self.set_next(page, next);
                page
            }
            None => self.push(rec, next),
        }
    }

    /// Frees `page` and its slot; its number goes back to the free list.
    pub fn release(&mut self, page: u32) {
        let Some(r) = self.pages.get_mut(page as usize) else {
            return;
        };
        if r.is_free() {
            return;
        }
        if r.slot != NO_SLOT {
            if r.level == 0 {
                self.free_leaf_slots.push(r.slot);
            } else {
                self.free_index_slots.push(r.slot);
            }
        }
        *r = PageRec {
            level: FREE,
            len: 0,
            slot: NO_SLOT,
        };
        self.set_next(page, NO_PAGE);
        self.free_pages.push(page);
    }

    /// The leaf after `page` in key order.
    pub fn next_of(&self, page: u32) -> u32 {
        self.next.get(page as usize).copied().unwrap_or(NO_PAGE)
    }

    pub fn set_next(&mut self, page: u32, next: u32) {
        if let Some(n) = self.next.get_mut(page as usize) {
            *n = next;
        }
    }

    /// A fresh leaf slot for `page`, empty.
    pub fn new_leaf_slot(&mut self, page: u32) -> u32 {
        let slot = match self.free_leaf_slots.pop() {
            Some(slot) => slot,
            None => {
                let slot = (self.leaf_keys.len() / self.leaf_width.max(1)) as u32;
                self.leaf_keys
                    .resize(self.leaf_keys.len() + self.leaf_width, 0);
                slot
            }
        };
        self.set_leaf_header(slot, page, 0);
        slot
    }

    fn header_at(&self, slot: u32) -> usize {
        slot as usize * self.leaf_width
    }

    /// (page, rows) of the leaf in `slot`.
    pub fn leaf_header(&self, slot: u32) -> (u32, usize) {
        let h = self
            .leaf_keys
            .get(self.header_at(slot))
            .copied()
            .unwrap_or(0);
        (h as u32, (h >> 32) as usize)
    }

    pub fn set_leaf_header(&mut self, slot: u32, page: u32, len: usize) {
        let at = self.header_at(slot);
        if let Some(h) = self.leaf_keys.get_mut(at) {
            *h = ((len as u64) << 32) | page as u64;
        }
    }

    /// Where the keys of `slot` start in `leaf_keys`.
    pub fn leaf_key_base(&self, slot: u32) -> usize {
        self.header_at(slot) + 1
    }

    /// Rows on leaf `page`, wherever its count is kept.
    pub fn leaf_len(&self, page: u32) -> usize {
        match self.rec(page) {
            Some(r) if r.level == 0 && r.slot == NO_SLOT => r.len as usize,
            Some(r) if r.level == 0 => self.leaf_header(r.slot).1,
            _ => 0,
        }
    }

    /// The page a child entry names (tagged entries name a leaf slot).
    pub fn child_page(&self, entry: u32) -> u32 {
        if entry & LEAF_TAG != 0 {
            self.leaf_header(entry & !LEAF_TAG).0
        } else {
            entry
        }
    }

    /// The entry a parent should hold for `page`: its slot when it is a
    /// materialised leaf, else its number.
    pub fn child_entry(&self, page: u32) -> u32 {
        match self.rec(page) {
            Some(r) if r.level == 0 && r.slot != NO_SLOT => r.slot | LEAF_TAG,
            _ => page,
        }
    }

    pub fn new_index_slot(&mut self) -> u32 {
        if let Some(slot) = self.free_index_slots.pop() {
            return slot;
        }
        let width = 2 * self.index_slot;
        let slot = (self.index.len() / width) as u32;
        self.index.resize(self.index.len() + width, 0);
        slot
    }

    /// Where index slot `slot` starts in `index`.
    pub fn index_base(&self, slot: u32) -> usize {
        slot as usize * 2 * self.index_slot
    }

    /// One word from each cache line of leaf `slot`, summed: reading
    /// them starts every line's fetch at once (see
    /// `ClusteredTree::leaf_to_insert`).
    pub fn touch_leaf(&self, slot: u32) -> Key {
        let start = self.header_at(slot);
        let end = (start + self.leaf_width).min(self.leaf_keys.len());
        let words = self.leaf_keys.get(start..end).unwrap_or(&[]);
        // Eight words to a 64-byte line.
        words
            .iter()
            .step_by(8)
            .fold(0, |sum, &k| sum.wrapping_add(k))
    }

    /// The keys slot of a materialised leaf (all `leaf_cap` of them).
    pub fn leaf_slot(&mut self, slot: u32) -> &mut [Key] {
        let start = self.leaf_key_base(slot);
        &mut self.leaf_keys[start..start + self.leaf_cap]
    }

    /// The rows of a leaf, decoding a bulk-load run if need be.
    pub fn leaf_rows(&self, page: u32, base: &dyn BaseRows) -> Vec<Key> {
        match self.rec(page) {
            Some(r) if r.level == 0 && r.slot == NO_SLOT => {
                let mut v = vec![0; r.len as usize];
                base.keys_into(page as u64 * self.per_leaf, &mut v);
                v
            }
            Some(r) if r.level == 0 => {
                let start = self.leaf_key_base(r.slot);
                let len = self.leaf_header(r.slot).1;
                self.leaf_keys[start..start + len].to_vec()
            }
            _ => Vec::new(),
        }
    }

    /// The entries of index page `page` (empty for a leaf).
    pub fn index_view(&self, page: u32) -> IndexView<'_> {
        match self.rec(page) {
            Some(r) if r.level > 0 => {
                let start = self.index_base(r.slot);
                let n = r.len as usize;
                let end = (start + (2 * n).saturating_sub(1)).min(self.index.len());
                IndexView {
                    words: self.index.get(start..end).unwrap_or(&[]),
                    len: n,
                }
            }
            _ => IndexView { words: &[], len: 0 },
        }
    }
}
