//! The latch scenario's parameters: the article's test (2,000,000 rows of
//! `(id, SomeData nvarchar(100))`, 20 to 100 characters, into an empty
//! table, by 16, 64 or 128 threads on an 8-core laptop) and the key
//! strategy it compared. Defaults are the article's identity run at 16
//! threads.

use super::strategy::Strategy;
use crate::scenario::params::Reader;

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

crate::scenario::params::declare_params! {
    pub struct Params {
        /// How the clustered key is made. identity: one counter, every insert at the last
        /// page. sequential_key: identity with OPTIMIZE_FOR_SEQUENTIAL_KEY (SQL Server
        /// 2019: admission to the hot page throttled). sequential_guid:
        /// NEWSEQUENTIALID(), ordered on one server: identity with a 16-byte key. guid:
        /// NEWID(), random: inserts spread over every leaf. sequence_ranges: servers
        /// application servers each caching a range of range values, each insert from one
        /// picked at random. hash_partitions: partitions partitions on id modulo
        /// partitions, a last page each.
        strategy: Strategy = choice(Strategy::Identity),
        /// Sessions inserting at once, one row per statement, each its own transaction
        /// (the article: 16, 64 and 128 threads).
        threads: u32 = int(16, (1, MAX_THREADS), "sessions"),
        /// CPU cores (SQL Server schedulers); a session is bound to one (the article: an
        /// 8-core laptop).
        cores: u32 = int(8, (1, 64), "cores"),
        /// Rows to insert into the empty table (the article: 2,000,000).
        rows: u64 = int(2_000_000, (1, MAX_ROWS), "rows"),
        /// Application servers caching sequence ranges (sequence_ranges only): this many
        /// insert points.
        servers: u32 = int(16, (1, 256), "servers"),
        /// Values a server caches at a time (sequence_ranges only; the article: 1,000).
        range: u32 = int(1_000, (1, 1_000_000), "values"),
        /// Partitions of the table (hash_partitions only): this many last pages.
        partitions: u32 = int(8, (1, 256), "partitions"),
        /// Shortest SomeData text (nvarchar: 2 bytes a character; the article: 20).
        text_min: u32 = int(20, (1, MAX_TEXT), "characters"),
        /// Longest SomeData text (the article: 100).
        text_max: u32 = int(100, (1, MAX_TEXT), "characters"),
        /// Seed for every random choice: same seed, same run.
        seed: u64 = int(42, (0, u32::MAX as u64), ""),
    }
    rules = check_rules;
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
    /// latches twice for its growth), a wait count and when it was last
    /// written, the sessions and their events.
    pub fn memory_bytes(&self) -> u64 {
        // A mid-page split of a full page and its new row leaves at least
        // half of `rows_per_page + 1` rows on each side.
        let leaves = self.rows / (self.rows_per_page() as u64).div_ceil(2).max(1) + 1;
        let latch = crate::des::Latches::BYTES_EACH as u64 + 64;
        leaves * ((self.rows_per_page() as u64 + 2) * 8 * 2 + latch + 2 * 16 + 2 * 8)
            + self.threads as u64 * 512
            + (16 << 20)
    }
}

fn check_rules(p: &Params, r: &mut Reader) {
    if p.text_min > p.text_max {
        r.fail_rule(
            "text_min",
            &["text_max"],
            "text_range",
            &[("text_min", p.text_min.to_string()), ("text_max", p.text_max.to_string())],
            format!(
                "text_min ({}) must not exceed text_max ({})",
                p.text_min, p.text_max
            ),
        );
    }
}
