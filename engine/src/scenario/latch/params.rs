//! The latch scenario's parameters: the article's test (2,000,000 rows of
//! `(id, SomeData nvarchar(100))`, 20 to 100 characters, into an empty
//! table, by 16, 64 or 128 threads on an 8-core laptop) and the key
//! strategy it compared. Defaults are the article's identity run at 16
//! threads.

use super::strategy::Strategy;
use crate::scenario::params::{choice, int, ParamError, ParamSpec, Reader};

/// SQL Server's page: 8,192 bytes, a 96-byte header.
pub const PAGE_BYTES: u32 = 8_192;
pub const PAGE_HEADER: u32 = 96;
/// A row's bytes beside its key and text: record header 4, null bitmap 3,
/// variable-column count and offset 4, and its slot 2.
pub const ROW_OVERHEAD: u32 = 13;
/// An index row beside its key: child page 6, record header 1, slot 2.
pub const INDEX_OVERHEAD: u32 = 9;

pub const MAX_ROWS: u64 = 4_000_000;
pub const MAX_THREADS: u64 = 1_024;
pub const MAX_TEXT: u64 = 1_000;

#[derive(Debug, Clone, PartialEq)]
pub struct Params {
    pub strategy: Strategy,
    /// Sessions inserting at once (the article's client threads).
    pub threads: u32,
    pub cores: u32,
    pub rows: u64,
    /// Application servers caching sequence ranges (sequence_ranges).
    pub servers: u32,
    /// Values in one cached range (sequence_ranges).
    pub range: u32,
    /// Partitions (hash_partitions).
    pub partitions: u32,
    /// Characters of `SomeData`, drawn uniformly in `text_min..=text_max`.
    pub text_min: u32,
    pub text_max: u32,
    pub seed: u64,
}

impl Params {
    /// Bytes of the key: 4 for an int, 16 for a uniqueidentifier.
    pub fn key_bytes(&self) -> u32 {
        self.strategy.key_bytes()
    }
    /// A row's mean bytes on a page (nvarchar: 2 bytes a character); the
    /// tree gives every row this size.
    pub fn row_bytes(&self) -> u32 {
        self.key_bytes() + (self.text_min + self.text_max) + ROW_OVERHEAD
    }
    pub fn rows_per_page(&self) -> u32 {
        ((PAGE_BYTES - PAGE_HEADER) / self.row_bytes()).max(1)
    }
    /// What a run holds at most: the tree's leaves at half full (their
    /// keys in slots, twice for a slab's growth), for every page a latch
    /// with a short queue's room (`Latches::BYTES_EACH`, the vector of
    /// latches twice for its growth) and a wait count, the sessions and
    /// their events.
    pub fn memory_bytes(&self) -> u64 {
        // A mid-page split of a full page and its new row leaves at least
        // half of `rows_per_page + 1` rows on each side.
        let leaves = self.rows / (self.rows_per_page() as u64).div_ceil(2).max(1) + 1;
        let latch = crate::des::Latches::BYTES_EACH as u64 + 64;
        leaves * ((self.rows_per_page() as u64 + 2) * 8 * 2 + latch + 2 * 16)
            + self.threads as u64 * 512
            + (16 << 20)
    }
}

pub fn specs() -> Vec<ParamSpec> {
    vec![
        choice("strategy", Strategy::Identity, "How the clustered key is made. identity: one counter, every insert at the last page. sequential_key: identity with OPTIMIZE_FOR_SEQUENTIAL_KEY (SQL Server 2019: admission to the hot page throttled). sequential_guid: NEWSEQUENTIALID(), ordered on one server: identity with a 16-byte key. guid: NEWID(), random: inserts spread over every leaf. sequence_ranges: servers application servers each caching a range of range values, each insert from one picked at random. hash_partitions: partitions partitions on id modulo partitions, a last page each."),
        int("threads", 16, (1, MAX_THREADS), "sessions", "Sessions inserting at once, one row per statement, each its own transaction (the article: 16, 64 and 128 threads)."),
        int("cores", 8, (1, 64), "cores", "CPU cores (SQL Server schedulers); a session is bound to one (the article: an 8-core laptop)."),
        int("rows", 2_000_000, (1, MAX_ROWS), "rows", "Rows to insert into the empty table (the article: 2,000,000)."),
        int("servers", 16, (1, 256), "servers", "Application servers caching sequence ranges (sequence_ranges only): this many insert points."),
        int("range", 1_000, (1, 1_000_000), "values", "Values a server caches at a time (sequence_ranges only; the article: 1,000)."),
        int("partitions", 8, (1, 256), "partitions", "Partitions of the table (hash_partitions only): this many last pages."),
        int("text_min", 20, (1, MAX_TEXT), "characters", "Shortest SomeData text (nvarchar: 2 bytes a character; the article: 20)."),
        int("text_max", 100, (1, MAX_TEXT), "characters", "Longest SomeData text (the article: 100)."),
        int("seed", 42, (0, u32::MAX as u64), "", "Seed for every random choice: same seed, same run."),
    ]
}

pub fn parse(specs: &[ParamSpec], values: &[(String, String)]) -> Result<Params, Vec<ParamError>> {
    let mut r = Reader::new(specs, values);
    let p = Params {
        strategy: r.choice("strategy"),
        threads: r.int("threads") as u32,
        cores: r.int("cores") as u32,
        rows: r.int("rows"),
        servers: r.int("servers") as u32,
        range: r.int("range") as u32,
        partitions: r.int("partitions") as u32,
        text_min: r.int("text_min") as u32,
        text_max: r.int("text_max") as u32,
        seed: r.int("seed"),
    };
    if !r.has_errors() {
        check_rules(&p, &mut r);
    }
    r.finish(p)
}

fn check_rules(p: &Params, r: &mut Reader) {
    if p.text_min > p.text_max {
        r.fail(
            "text_min",
            &["text_max"],
            format!(
                "text_min ({}) must not exceed text_max ({})",
                p.text_min, p.text_max
            ),
        );
    }
}
