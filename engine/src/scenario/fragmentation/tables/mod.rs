//! The payments table as pages, in either layout, and the pages each
//! request touches. Every access goes to a `Pages` sink (the pool and its
//! clock, or nothing while the table grows quietly), as (relation, page,
//! write).
//!
//! * **Fragmented**: `heap` in arrival order (row r on page r / 55),
//!   `id_index` on the sequence, `customer_index` on (customer, time).
//!   A customer's rows sit one to a page all over the heap.
//! * **Defragmented**: the same three relations hold the current rows (the
//!   heap as a ring of pages: rows the archive took leave room for new ones;
//!   the indexes rebuilt after each move, not charged), and the archive:
//!   `archive_heap`, which receives the oldest batch sorted by customer
//!   (a customer's rows of one batch on one page or two), and its own two
//!   indexes. The view over both reads both: a lookup by id also descends
//!   the archive's id index (to its rightmost leaf: recent ids are not
//!   there), a customer's statement both customer indexes.
//!
//! Row → customer and customer → rows are kept (6 bytes a row): the heap's
//! layout follows from them, and nothing else is stored per row. While the
//! table grows between windows, customer → rows waits (`defer`): appending
//! to one of 10,000 lists at random misses the cache on every row, and
//! `catch_up` then files the rows by customer in one sort.

mod growth;
mod reads;
mod useful;

use crate::choice::Choice;
use crate::storage::grouped_index::GroupedIndex;
use crate::storage::{Access, Key, Observer, PageEvent};

use super::params::{Layout, Params, CID_ENTRY_BYTES, ID_ENTRY_BYTES, PAGE_BYTES};

crate::choice_enum! {
    /// The relations of the database (the defragmented layout's current
    /// table uses the first three).
    pub enum Rel {
        Heap => "heap",
        IdIndex => "id_index",
        CustomerIndex => "customer_index",
        ArchiveHeap => "archive_heap",
        ArchiveIdIndex => "archive_id_index",
        ArchiveCustomerIndex => "archive_customer_index",
    }
}

const RELS: usize = 6;
/// Children of an index page above the leaves.
const FANOUT: u32 = 290;

/// How a page is used: read, written, or written new (nothing to read).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum How {
    Read,
    Write,
    New,
}

/// Where the pages go.
pub trait Pages {
    /// Whether the sink wants the pages read (the growth's does not: an
    /// index is then not told, and need not number, the upper levels it
    /// descends through).
    const READS: bool = true;
    fn page(&mut self, rel: Rel, page: u32, how: How);
}

/// An index's accesses, as one relation's; a page it announces as new is
/// written new.
struct Via<'a, P: Pages> {
    sink: &'a mut P,
    rel: Rel,
    new: Option<u32>,
}
impl<P: Pages> Observer for Via<'_, P> {
    const EVENTS: bool = true;
    fn event(&mut self, e: PageEvent<Key>) {
        if let PageEvent::Allocate { page, .. } = e {
            self.new = Some(page);
        }
    }
    fn access(&mut self, page: u32, a: Access) {
        // (An index writes the page it announces next, reading none in
        // between: a read dropped here leaves `new` as it would be.)
        if !P::READS && a == Access::Read {
            return;
        }
        let how = match a {
            _ if self.new == Some(page) => How::New,
            Access::Write => How::Write,
            Access::Read => How::Read,
        };
        self.new = None;
        self.sink.page(self.rel, page, how);
    }
}

fn via<P: Pages>(sink: &mut P, rel: Rel) -> Via<'_, P> {
    Via {
        sink,
        rel,
        new: None,
    }
}

/// Leaves an index of `entries` entries of `bytes` may need: generously,
/// as if a third full (an index filled group by group ends near 55%).
fn leaf_cap(entries: u64, bytes: u32, groups: u32) -> u32 {
    let per = ((PAGE_BYTES - 24) / bytes) as u64;
    (entries * 3 / per + groups as u64 + 64).min(u32::MAX as u64 / 2) as u32
}
fn id_index(entries: u64) -> GroupedIndex {
    GroupedIndex::new(
        1,
        (PAGE_BYTES - 24) / ID_ENTRY_BYTES,
        FANOUT,
        leaf_cap(entries, ID_ENTRY_BYTES, 1),
    )
}
fn customer_index(customers: u32, entries: u64) -> GroupedIndex {
    GroupedIndex::new(
        customers,
        (PAGE_BYTES - 24) / CID_ENTRY_BYTES,
        FANOUT,
        leaf_cap(entries, CID_ENTRY_BYTES, customers),
    )
}

pub struct Tables {
    layout: Layout,
    rpp: u32,
    customers: u32,
    hour_rows: u64,
    batch: u64,
    /// Each relation's first page number in the pool (and block on disk),
    /// and the pages reserved for it.
    base: [u32; RELS],
    cap: [u32; RELS],
    customer_of: Vec<u16>,
    rows_of: Vec<Vec<u32>>,
    rows: u64,
    /// Rows filed in `rows_of`; whether inserts leave the filing for later.
    filed: u64,
    deferred: bool,
    id: GroupedIndex,
    cid: GroupedIndex,
    /// Defragmented: rows moved to the archive, the current heap's ring.
    archived: u64,
    ring: u32,
    /// Entries the current table's indexes are numbered for.
    current_entries: u64,
    arch_id: GroupedIndex,
    arch_cid: GroupedIndex,
    /// Each archived batch: where each customer's rows start in it.
    batch_start: Vec<Vec<u32>>,
    /// The current id index as an archive move leaves it, by its entries:
    /// one group appended to in order, so the same entries give the same
    /// index, and every move leaves a batch of rows (a copy, not a rebuild).
    id_after_move: Option<(u64, GroupedIndex)>,
}

/// Rows the run may hold (windows insert too), the current heap's ring of
/// pages, and the entries the current table's indexes are numbered for.
fn sizes(p: &Params) -> (u64, u32, u64) {
    let rows = p.target_rows() + p.window;
    let ring = (2 * p.batch_rows() / p.rows_per_page() as u64 + 2) as u32;
    let current_entries = match p.layout {
        Layout::Fragmented => rows,
        Layout::Defragmented => 2 * p.batch_rows() + p.window,
    };
    (rows, ring, current_entries)
}

/// The pages reserved for each relation (`Addr`), from the parameters.
fn caps(p: &Params) -> [u32; RELS] {
    let (rows, ring, current_entries) = sizes(p);
    let batch = p.batch_rows();
    let heap_pages = |n: u64| (n / p.rows_per_page() as u64 + 2) as u32;
    let id = |n| GroupedIndex::pages_reserved_for(FANOUT, leaf_cap(n, ID_ENTRY_BYTES, 1));
    let cid = |n| {
        GroupedIndex::pages_reserved_for(FANOUT, leaf_cap(n, CID_ENTRY_BYTES, p.customers))
    };
    match p.layout {
        Layout::Fragmented => [heap_pages(rows), id(rows), cid(rows), 0, 0, 0],
        Layout::Defragmented => [
            ring,
            id(current_entries),
            cid(current_entries),
            heap_pages(rows) + (rows / batch.max(1)) as u32 + 2,
            id(rows),
            cid(rows),
        ],
    }
}

/// Page numbers the database may use in all (the pool's and the file
/// cache's page tables grow to them): a budget's estimate.
pub fn reserved_pages(p: &Params) -> u64 {
    caps(p).iter().map(|&c| c as u64).sum()
}

impl Tables {
    pub fn new(p: &Params) -> Self {
        let rpp = p.rows_per_page();
        let batch = p.batch_rows();
        let (rows, ring, current_entries) = sizes(p);
        let (id, cid) = (
            id_index(current_entries),
            customer_index(p.customers, current_entries),
        );
        let (arch_id, arch_cid) = (id_index(rows), customer_index(p.customers, rows));
        let cap = caps(p);
        debug_assert_eq!(
            (cap[1], cap[2]),
            (id.pages_reserved(), cid.pages_reserved())
        );
        let mut base = [0u32; RELS];
        for i in 1..RELS {
            base[i] = base[i - 1] + cap[i - 1];
        }
        Tables {
            layout: p.layout,
            rpp,
            customers: p.customers,
            hour_rows: p.hour_rows,
            batch,
            base,
            cap,
            // Every row the run may make, at once: no copy as it grows.
            customer_of: Vec::with_capacity(rows as usize),
            // Each customer's list at its expected final length and four
            // standard deviations more (a customer's rows are a binomial
            // draw): grown by doubling, 10,000 lists were copied ~11 times
            // each, and WASM's allocator spent ~6% of the 17 M-row run on it.
            rows_of: {
                let mean = rows / p.customers.max(1) as u64;
                let each = (mean + 4 * mean.isqrt() + 16) as usize;
                (0..p.customers).map(|_| Vec::with_capacity(each)).collect()
            },
            rows: 0,
            filed: 0,
            deferred: false,
            id,
            cid,
            archived: 0,
            ring,
            current_entries,
            arch_id,
            arch_cid,
            batch_start: Vec::new(),
            id_after_move: None,
        }
    }

    pub fn rows(&self) -> u64 {
        self.rows
    }
    /// Where each relation's pages are in the pool and on disk.
    pub fn addr(&self) -> Addr {
        Addr {
            base: self.base,
            cap: self.cap,
        }
    }

    /// Pages the database holds now: heaps and indexes.
    pub fn pages(&self) -> u64 {
        let heap = match self.layout {
            Layout::Fragmented => self.rows.div_ceil(self.rpp as u64),
            Layout::Defragmented => {
                (self.rows - self.archived).div_ceil(self.rpp as u64) + self.archive_pages() as u64
            }
        };
        let indexes = [&self.id, &self.cid, &self.arch_id, &self.arch_cid];
        heap + indexes
            .iter()
            .map(|ix| {
                if ix.entries() > 0 {
                    ix.pages() as u64
                } else {
                    0
                }
            })
            .sum::<u64>()
    }

    /// Pages a heap holds now (the current heap: its ring's pages in use).
    pub fn heap_pages(&self, heap: Rel) -> u32 {
        match (heap, self.layout) {
            (Rel::Heap, Layout::Fragmented) => self.rows.div_ceil(self.rpp as u64) as u32,
            (Rel::Heap, Layout::Defragmented) => {
                (self.rows.div_ceil(self.rpp as u64) as u32).min(self.ring)
            }
            (Rel::ArchiveHeap, _) => self.archive_pages(),
            _ => 0,
        }
    }

    fn batch_pages(&self) -> u32 {
        self.batch.div_ceil(self.rpp as u64) as u32
    }
    fn archive_pages(&self) -> u32 {
        self.batch_start.len() as u32 * self.batch_pages()
    }

    fn heap_page(&self, row: u64) -> u32 {
        let p = row / self.rpp as u64;
        match self.layout {
            Layout::Fragmented => p as u32,
            Layout::Defragmented => (p % self.ring as u64) as u32,
        }
    }

    /// Every relation within its reserved pages; the indexes consistent.
    pub fn check(&self) -> Result<(), String> {
        let used = [
            self.ring.min(self.rows.div_ceil(self.rpp as u64) as u32),
            self.id.pages_reserved(),
            self.cid.pages_reserved(),
            self.archive_pages(),
            self.arch_id.pages_reserved(),
            self.arch_cid.pages_reserved(),
        ];
        for (i, &u) in used.iter().enumerate() {
            if self.cap[i] > 0 && u > self.cap[i] {
                return Err(format!(
                    "{} uses {u} pages, over the {} reserved",
                    Rel::NAMES[i],
                    self.cap[i]
                ));
            }
        }
        for ix in [&self.id, &self.cid, &self.arch_id, &self.arch_cid] {
            ix.check()?;
        }
        Ok(())
    }

    pub fn memory_bytes(&self) -> usize {
        self.customer_of.capacity() * 2
            + self
                .rows_of
                .iter()
                .map(|r| r.capacity() * 4 + 24)
                .sum::<usize>()
            + [&self.id, &self.cid, &self.arch_id, &self.arch_cid]
                .iter()
                .map(|ix| ix.memory_bytes())
                .sum::<usize>()
            + self
                .id_after_move
                .as_ref()
                .map_or(0, |(_, ix)| ix.memory_bytes())
            + self
                .batch_start
                .iter()
                .map(|b| b.capacity() * 4)
                .sum::<usize>()
    }
}

/// Where each relation's pages are: page p of relation r is the pool's
/// page (and the stripe's block) `base[r] + p`, within `cap[r]` pages.
#[derive(Debug, Clone, Copy)]
pub struct Addr {
    base: [u32; RELS],
    cap: [u32; RELS],
}

impl Addr {
    /// Page numbers in all: every page the database may have.
    pub fn pages(&self) -> u64 {
        self.cap.iter().map(|&c| c as u64).sum()
    }

    pub fn id_of(&self, rel: Rel, page: u32) -> u32 {
        let r = rel as usize;
        self.base[r] + page.min(self.cap[r].saturating_sub(1))
    }

    /// The relation and page of a pool page number.
    pub fn rel_of(&self, id: u32) -> (Rel, u32) {
        let i = (1..RELS)
            .rev()
            .find(|&i| self.cap[i] > 0 && id >= self.base[i])
            .unwrap_or(0);
        (Rel::ALL[i], id - self.base[i])
    }
}
