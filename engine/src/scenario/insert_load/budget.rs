//! What a parameter set will build, computed before anything is: pages,
//! index entries and bytes, against pagelab's limits. A run that fits
//! holds in a few seconds and well under the browser's memory:
//!
//! | limit | value | why |
//! |---|---|---|
//! | pages built | 4,000,000 | the bulk build writes each; ~0.2 s in WASM |
//! | rows inserted | 2,000,000 (`params::MAX_INSERTS`) | ~1 s of random inserts in WASM |
//! | memory | 512 MB | page records, key slabs, the stream; a browser tab's WASM memory stays far below its 4 GB |
//!
//! The byte estimate bounds what the engine allocates: every leaf an insert
//! touches may be given a slot of real keys, leaves split as often as the
//! split policy allows, and a growing vector may hold twice its length plus
//! the copy it grows from. `engine/tests/budget.rs` draws accepted
//! parameter sets and measures the real peak against the budget; a run
//! that outgrows it anyway stops with a message (`InsertLoad::halted`)
//! rather than exhausting the browser's memory.

use crate::scenario::budget::{Lever, MEMORY_LIMIT};
use crate::scenario::insert_load::params::{Params, TableKind};
use crate::scenario::params::thousands;
use crate::storage::split::SplitPolicy;
use crate::storage::tree::BuildShape;
use crate::workload::keys::TableShape;

/// Most bytes a simulation may hold (pagelab's, `scenario::budget`).
pub const MEMORY_BUDGET: u64 = MEMORY_LIMIT;
/// Most pages a build may make.
pub const MAX_BUILT_PAGES: u64 = 4_000_000;

/// What a parameter set builds and may grow to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Footprint {
    /// What the user asked for, for the message.
    rows: u64,
    fillfactor: u32,
    page_size: u32,
    row_bytes: u32,
    inserts: u64,
    pub base_rows: u64,
    pub data_pages: u64,
    pub index_pages: u64,
    /// Upper bound of the bytes held at the peak.
    pub bytes: u64,
}

/// A refusal's figures by name (`Reader::fail_rule`).
pub type Figures = Vec<(&'static str, String)>;

impl Footprint {
    pub fn of(p: &Params) -> Self {
        let shape = TableShape::new(p.rows, p.inserted_rows, p.sources, p.thin_pct, p.seed);
        let base = shape.base_rows();
        let inserts = p.inserts();
        let data = p.data_layout();
        // The shape (sources, offsets, first dates, a shuffle order), the
        // stream of keys to insert and the scratch of a day's sort.
        // Plus what does not grow with the table: the lesson's catalogue
        // entry, the figures, the parameters (a few hundred KB at most).
        let fixed = shape.instruments() as u64 * 32 + inserts * 8 + p.inserted_rows * 8 + (4 << 20);
        match p.table {
            TableKind::Heap => {
                let cap = data.capacity() as u64;
                let pages = base.div_ceil(cap).max(1) + inserts.div_ceil(cap) + p.partitions as u64;
                Footprint {
                    rows: p.rows,
                    fillfactor: p.fillfactor,
                    page_size: p.page_size,
                    row_bytes: p.row_bytes,
                    inserts,
                    base_rows: base,
                    data_pages: base.div_ceil(cap).max(1),
                    index_pages: 0,
                    // 4 bytes a page (grown by pushes); views copy 40.
                    bytes: fixed + 3 * pages * 4 + pages * 40,
                }
            }
            TableKind::Clustered => {
                let b = BuildShape::new(base, &data, &p.index_layout(), p.fillfactor);
                let cap = data.capacity() as u64;
                // Every leaf an insert touches gets a slot of real keys.
                // A new row's date follows the history, so it lands at the
                // end of its instrument's range: on the leaf that holds
                // that end, or the next one. A leaf splits on its first
                // row if full, then only after half a page more (both
                // halves of a mid-page split have room for half a page); an
                // insertion-point split can leave one side full, so count
                // it twice.
                let touched = b.leaves.min(inserts).min(2 * shape.instruments() as u64);
                let policy = if p.split_policy == SplitPolicy::Mid {
                    1
                } else {
                    2
                };
                let splits = inserts.min(policy * (touched + inserts / (cap / 2).max(1)));
                // An index page splits at most once per half a page of new
                // entries, after its first split.
                let half_index = (b.index_slot_words as u64 / 4).max(1);
                let new_index = b.index_pages.min(splits) + splits / half_index + 32;
                let records = 12 * (b.leaves + b.index_pages + splits + new_index);
                let index = 8 * b.index_slot_words as u64 * (b.index_pages + new_index);
                let leaf_slab = 8 * b.leaf_slot_words as u64 * (touched + splits);
                // A vector grown by pushes holds up to twice its length,
                // and while one grows the old buffer is held too.
                let grown = 2 * (records + index + leaf_slab) + records.max(index).max(leaf_slab);
                // The build's first keys of each page; the views' copies
                // (summaries, strip arrays, first keys) of every leaf.
                let views = 48 * (b.leaves + splits);
                Footprint {
                    rows: p.rows,
                    fillfactor: p.fillfactor,
                    page_size: p.page_size,
                    row_bytes: p.row_bytes,
                    inserts,
                    base_rows: base,
                    data_pages: b.leaves,
                    index_pages: b.index_pages,
                    bytes: fixed + grown + views,
                }
            }
        }
    }

    /// Pages the build makes.
    pub fn built_pages(&self) -> u64 {
        self.data_pages + self.index_pages
    }

    /// Ok if the build makes at most `MAX_BUILT_PAGES` pages, else a
    /// message naming what to change (a rule of `parse`: the bytes are
    /// the registry's, through `lever`).
    /// The pages it would build against pagelab's most: the message, and
    /// its figures (for a page in another language).
    pub fn check_pages(&self) -> Result<(), (String, Figures)> {
        if self.built_pages() > MAX_BUILT_PAGES {
            return Err((
                format!(
                    "{} make {}, more than the {} pages pagelab builds: use fewer rows, a higher fillfactor or bigger pages",
                    self.asked(),
                    self.built(),
                    thousands(MAX_BUILT_PAGES)
                ),
                vec![
                    ("rows", self.rows.to_string()),
                    ("row_bytes", self.row_bytes.to_string()),
                    ("fillfactor", self.fillfactor.to_string()),
                    ("page_size", self.page_size.to_string()),
                    ("data_pages", self.data_pages.to_string()),
                    ("index_pages", self.index_pages.to_string()),
                    ("max", MAX_BUILT_PAGES.to_string()),
                ],
            ));
        }
        Ok(())
    }

    /// What drives the bytes, for the budget's message.
    pub fn lever(&self) -> Lever {
        Lever::new(
            format!(
                "{} ({}) with {} rows inserted",
                self.asked(),
                self.built(),
                thousands(self.inserts)
            ),
            &[
                "rows",
                "fillfactor",
                "page_size",
                "row_bytes",
                "inserted_rows",
                "days",
            ],
            "fewer rows, a higher fillfactor, smaller pages for small rows, or fewer rows inserted",
        )
    }

    fn asked(&self) -> String {
        format!(
            "{} rows of {} bytes at fillfactor {} on {}-byte pages",
            thousands(self.rows),
            thousands(self.row_bytes as u64),
            self.fillfactor,
            thousands(self.page_size as u64)
        )
    }

    fn built(&self) -> String {
        format!(
            "{} data pages and {} index pages",
            thousands(self.data_pages),
            thousands(self.index_pages)
        )
    }
}

/// A page the bulk build makes, a row of the table's shape, an inserted
/// row (its day's sort, descent, split and log) and each nonclustered
/// index's entry for it, ns, measured on the reference machine (the
/// slowest: random inserts into a large tree, ~500 ns), then raised by
/// `MARGIN`. The limits on pages and inserts keep any run near a second.
const PAGE_NS: f64 = 30.0;
const ROW_NS: f64 = 5.0;
const INSERT_NS: f64 = 700.0;
const NC_ENTRY_NS: f64 = 20.0;
const MARGIN: f64 = 1.3;
/// What any run costs besides: the shape of a long history, the stream.
const BASE_NS: f64 = 30e6;

/// The insert load's budget (`ScenarioDef::budget`): its footprint's
/// bytes, and the build's and the inserts' time.
pub fn of(p: &Params) -> crate::scenario::Budget {
    let f = Footprint::of(p);
    let ns = BASE_NS
        + f.built_pages() as f64 * PAGE_NS
        + p.rows as f64 * ROW_NS
        + f.inserts as f64 * (INSERT_NS + NC_ENTRY_NS * p.nc_indexes as f64);
    crate::scenario::Budget {
        bytes: f.bytes,
        ms: crate::scenario::budget::ms_of(MARGIN * ns),
        memory: f.lever(),
        time: Lever::new(
            format!(
                "{} rows with {} rows inserted",
                thousands(f.rows),
                thousands(f.inserts)
            ),
            &["inserted_rows", "days", "rows"],
            "fewer rows inserted, or a smaller table",
        ),
    }
}
