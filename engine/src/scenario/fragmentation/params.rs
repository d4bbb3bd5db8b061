//! The fragmentation scenario's parameters: the article's payments table
//! and server (PostgreSQL 8.2, 256 MB of shared buffers, 2 GB of RAM, two
//! 7,200 rpm disks striped), its ten sessions and its mix, and how the run
//! samples the table's growth. Defaults are the article's full scale.

use crate::scenario::params::{choice, int, set, thousands, ParamError, ParamSpec, Reader};
use crate::storage::buffer::PolicyKind;

crate::choice_enum! {
    /// How the rows are kept.
    pub enum Layout {
        /// One table: rows in arrival order, a customer's rows all over it.
        Fragmented => "fragmented",
        /// A current table for fresh rows, and an archive that receives its
        /// old tail sorted by customer every `archive_rows` rows.
        Defragmented => "defragmented",
    }
}

/// PostgreSQL's page.
pub const PAGE_BYTES: u32 = 8_192;
/// Page header (`PageHeaderData`, 24 bytes) and a line pointer a tuple.
const PAGE_HEADER: u32 = 24;
const LINE_POINTER: u32 = 4;
/// Index entries: (id) 8-byte tuple header + 4-byte key, aligned to 16;
/// (customer, time) header + 4 + 8, aligned to 24; plus the line pointer.
pub const ID_ENTRY_BYTES: u32 = 16 + LINE_POINTER;
pub const CID_ENTRY_BYTES: u32 = 24 + LINE_POINTER;

pub const MAX_ROWS: u64 = 20_000_000;

#[derive(Debug, Clone, PartialEq)]
pub struct Params {
    pub layout: Layout,
    /// The table grows to this many rows.
    pub rows: u64,
    /// Rows loaded (quietly) before the first request.
    pub start_rows: u64,
    /// Rows the table grows by inserts alone between measurement windows
    /// (0: the whole run is the mix).
    pub every: u64,
    /// Requests in a measurement window (a multiple of 20; its first half
    /// warms the pool up, its second half is measured).
    pub window: u64,
    pub customers: u32,
    pub row_bytes: u32,
    pub shared_buffers_mb: u32,
    pub file_cache_mb: u32,
    pub disks: u32,
    pub sessions: u32,
    /// Rows inserted in "the last hour".
    pub hour_rows: u64,
    /// Rows that make one archive batch (0: one page of rows a customer).
    pub archive_rows: u64,
    pub policy: PolicyKind,
    pub checkpoint_minutes: u32,
    pub seed: u64,
}

impl Params {
    pub fn rows_per_page(&self) -> u32 {
        ((PAGE_BYTES - PAGE_HEADER) / (self.row_bytes + LINE_POINTER)).max(1)
    }
    pub fn pool_frames(&self) -> u32 {
        (self.shared_buffers_mb as u64 * 1_048_576 / PAGE_BYTES as u64) as u32
    }
    /// The file cache's pages.
    pub fn os_cache_pages(&self) -> u32 {
        (self.file_cache_mb as u64 * 1_048_576 / PAGE_BYTES as u64).max(16) as u32
    }
    /// The memory that caches the database, in pages: the file cache (it
    /// holds a copy of most of what the pool holds: a page read into the
    /// pool passes through it). The article's region C begins where the
    /// database outgrows it.
    pub fn memory_pages(&self) -> u64 {
        self.os_cache_pages().max(self.pool_frames()) as u64
    }
    pub fn batch_rows(&self) -> u64 {
        if self.archive_rows > 0 {
            self.archive_rows
        } else {
            self.customers as u64 * self.rows_per_page() as u64
        }
    }
}

pub fn specs() -> Vec<ParamSpec> {
    vec![
        choice("layout", Layout::Fragmented, "fragmented: one table, rows in arrival order. defragmented: a current table, and an archive that takes its old tail sorted by customer every archive_rows rows."),
        int("rows", 17_000_000, (1_000, MAX_ROWS), "rows", "The table grows to this many rows (the article: 11 M fragmented and 17 M defragmented in a week)."),
        int("start_rows", 0, (0, MAX_ROWS), "rows", "Rows already in the table before the first request."),
        int("every", 500_000, (0, MAX_ROWS), "rows", "Rows added by inserts alone between two measurement windows (0: the ten sessions run the whole mix all along)."),
        int("window", 4_000, (20, 1_000_000), "requests", "Requests in each measurement window: the first half brings the pool to the mix, the second half is measured."),
        int("customers", 10_000, (10, 60_000), "customers", "Customers the payments come from, each at random."),
        int("row_bytes", 144, (32, 2_000), "bytes", "One row with its 27 bytes of PostgreSQL header (the article: ~150 bytes, ~55 rows a page)."),
        int("shared_buffers_mb", 256, (1, 65_536), "MB", "PostgreSQL's buffer pool (the article: 256 MB, 32 K pages)."),
        int("file_cache_mb", 1_024, (1, 1_048_576), "MB", "The operating system's file cache under the pool: the article's server had 2 GB of RAM and its administrator's estimate of the cache, effective_cache_size, was 1 GB. Past it, reads go to disk (region C)."),
        int("disks", 2, (1, 16), "disks", "7,200 rpm disks striped (RAID-0) under the database."),
        int("sessions", 10, (1, 256), "sessions", "Client sessions running the mix, each one request at a time."),
        int("hour_rows", 65_000, (1, MAX_ROWS), "rows", "Rows inserted in an hour: updates and single selects pick from the last hour's rows (the article's 11 M rows in a week: ~65,000 an hour)."),
        int("archive_rows", 0, (0, MAX_ROWS), "rows", "defragmented: rows per archive batch (0: one page of rows a customer, the article's 550,000)."),
        set("policy", &[PolicyKind::ClockSweep], (1, 1), "PostgreSQL's pool replacement (8.2: clock-sweep); fifo, lru, clock, clock_sweep or lru2 to compare."),
        int("checkpoint_minutes", 15, (0, 1_440), "minutes", "A checkpoint writes every dirty page this often (the article: 15 minutes; 0: never)."),
        int("seed", 42, (0, u32::MAX as u64), "", "Seed for every random choice: same seed, same run."),
    ]
}

pub fn parse(specs: &[ParamSpec], values: &[(String, String)]) -> Result<Params, Vec<ParamError>> {
    let mut r = Reader::new(specs, values);
    let policy = r
        .set::<PolicyKind>("policy")
        .first()
        .copied()
        .unwrap_or(PolicyKind::ClockSweep);
    let p = Params {
        layout: r.choice("layout"),
        rows: r.int("rows"),
        start_rows: r.int("start_rows"),
        every: r.int("every"),
        window: r.int("window"),
        customers: r.int("customers") as u32,
        row_bytes: r.int("row_bytes") as u32,
        shared_buffers_mb: r.int("shared_buffers_mb") as u32,
        file_cache_mb: r.int("file_cache_mb") as u32,
        disks: r.int("disks") as u32,
        sessions: r.int("sessions") as u32,
        hour_rows: r.int("hour_rows"),
        archive_rows: r.int("archive_rows"),
        policy,
        checkpoint_minutes: r.int("checkpoint_minutes") as u32,
        seed: r.int("seed"),
    };
    if !r.has_errors() {
        check_rules(&p, &mut r);
    }
    r.finish(p)
}

fn check_rules(p: &Params, r: &mut Reader) {
    if p.policy == PolicyKind::Opt {
        r.fail(
            "policy",
            &[],
            "opt needs the whole future of the references, and ten sessions write none down: choose another policy",
        );
    }
    if p.start_rows > p.rows {
        r.fail(
            "start_rows",
            &["rows"],
            format!(
                "the table starts with {} rows but is to grow only to {}: start_rows must not exceed rows",
                thousands(p.start_rows),
                thousands(p.rows)
            ),
        );
    }
    if p.row_bytes + LINE_POINTER > PAGE_BYTES - PAGE_HEADER {
        r.fail(
            "row_bytes",
            &[],
            format!(
                "a {}-byte row does not fit an 8 KB page",
                thousands(p.row_bytes as u64)
            ),
        );
    }
    if !p.window.is_multiple_of(20) {
        r.fail(
            "window",
            &[],
            format!(
                "window must be a multiple of 20 (each 20 requests hold the mix exactly); got {}",
                p.window
            ),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kv(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
        pairs
            .iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect()
    }

    #[test]
    fn defaults_are_the_articles_server() {
        let p = parse(&specs(), &[]).expect("valid defaults");
        assert_eq!(p.rows_per_page(), 55);
        assert_eq!(p.pool_frames(), 32_768);
        assert_eq!(p.batch_rows(), 550_000);
        assert_eq!(p.os_cache_pages(), 131_072);
        assert_eq!(p.policy, PolicyKind::ClockSweep);
    }

    #[test]
    fn bad_combinations_name_their_parameters() {
        let e = parse(&specs(), &kv(&[("policy", "opt")])).unwrap_err();
        assert_eq!(e[0].param, "policy");
        let e = parse(&specs(), &kv(&[("rows", "5000"), ("start_rows", "6000")])).unwrap_err();
        assert_eq!(e[0].param, "start_rows");
        let e = parse(&specs(), &kv(&[("window", "30")])).unwrap_err();
        assert_eq!(e[0].param, "window");
    }
}
