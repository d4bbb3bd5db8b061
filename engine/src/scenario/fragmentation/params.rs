//! The fragmentation scenario's parameters: the article's payments table
//! and server (PostgreSQL 8.2, 256 MB of shared buffers, 2 GB of RAM, two
//! 7,200 rpm disks striped), its ten sessions and its mix, and how the run
//! samples the table's growth. Defaults are the article's full scale.

use crate::scenario::params::{thousands, Reader};
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

crate::scenario::params::declare_params! {
    pub struct Params {
        /// fragmented: one table, rows in arrival order. defragmented: a current table,
        /// and an archive that takes its old tail sorted by customer every archive_rows
        /// rows.
        layout: Layout = choice(Layout::Fragmented),
        /// The table grows to this many rows; 0: as far as the article's grew in its
        /// week, 11 M fragmented and 17 M defragmented.
        rows: u64 = int(0, (0, MAX_ROWS), "rows"),
        /// Rows already in the table before the first request.
        start_rows: u64 = int(0, (0, MAX_ROWS), "rows"),
        /// Rows added by inserts alone between two measurement windows (0: the ten
        /// sessions run the whole mix all along).
        every: u64 = int(500_000, (0, MAX_ROWS), "rows"),
        /// Requests in each measurement window: the first half brings the pool to the
        /// mix, the second half is measured.
        window: u64 = int(4_000, (20, 1_000_000), "requests"),
        /// Customers the payments come from, each at random.
        customers: u32 = int(10_000, (10, 60_000), "customers"),
        /// One row with its 27 bytes of PostgreSQL header (the article: ~150 bytes, ~55
        /// rows a page).
        row_bytes: u32 = int(144, (32, 2_000), "bytes"),
        /// PostgreSQL's buffer pool (the article: 256 MB, 32 K pages).
        shared_buffers_mb: u32 = int(256, (1, 65_536), "MB"),
        /// The operating system's file cache under the pool: the article's server had 2
        /// GB of RAM and its administrator's estimate of the cache, effective_cache_size,
        /// was 1 GB. Past it, reads go to disk (region C).
        file_cache_mb: u32 = int(1_024, (1, 1_048_576), "MB"),
        /// 7,200 rpm disks striped (RAID-0) under the database.
        disks: u32 = int(2, (1, 16), "disks"),
        /// Client sessions running the mix, each one request at a time.
        sessions: u32 = int(10, (1, 256), "sessions"),
        /// Rows inserted in an hour: updates and single selects pick from the last hour's
        /// rows (the article's 11 M rows in a week: ~65,000 an hour).
        hour_rows: u64 = int(65_000, (1, MAX_ROWS), "rows"),
        /// defragmented: rows per archive batch (0: one page of rows a customer, the
        /// article's 550,000).
        archive_rows: u64 = int(0, (0, MAX_ROWS), "rows"),
        /// PostgreSQL's pool replacement (8.2: clock-sweep); fifo, lru, clock,
        /// clock_sweep, lru2, 2q (8.0.2) or arc (8.0) to compare (not opt, which needs the
        /// future, nor clock_sweep_ring: no session here scans a table in order).
        policy: PolicyKind = choice(PolicyKind::ClockSweep),
        /// A checkpoint writes every dirty page this often (the article: 15 minutes; 0:
        /// never).
        checkpoint_minutes: u32 = int(15, (0, 1_440), "minutes"),
        /// Seed for every random choice: same seed, same run.
        seed: u64 = int(42, (0, u32::MAX as u64), ""),
    }
    rules = check_rules;
}

/// The article's week: "the fragmented database ... only managed to
/// process 11 million rows", "the defragmented one ... about 17 million".
pub const WEEK_ROWS_FRAGMENTED: u64 = 11_000_000;
pub const WEEK_ROWS_DEFRAGMENTED: u64 = 17_000_000;
/// The fewest rows a run grows to (besides 0, the article's week).
pub const MIN_ROWS: u64 = 1_000;

impl Params {
    /// The rows the table grows to: `rows`, or with 0 as far as the
    /// article's layout grew in its week. Past 11 M rows the fragmented
    /// run was weeks of simulated time the article never ran (its week
    /// ends near 9.9 M rows in ours), and most of the lesson's work.
    pub fn target_rows(&self) -> u64 {
        match (self.rows, self.layout) {
            (0, Layout::Fragmented) => WEEK_ROWS_FRAGMENTED,
            (0, Layout::Defragmented) => WEEK_ROWS_DEFRAGMENTED,
            (n, _) => n,
        }
    }
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

fn check_rules(p: &Params, r: &mut Reader) {
    if p.policy == PolicyKind::Opt {
        r.fail_rule(
            "policy",
            &[],
            "no_opt",
            &[],
            "opt needs the whole future of the references, and ten sessions write none down: choose another policy",
        );
    }
    if p.policy == PolicyKind::ClockSweepRing {
        r.fail_rule(
            "policy",
            &[],
            "no_ring",
            &[],
            "clock_sweep_ring gives a sequential scan its ring, and no request here scans a table in order (a customer's rows are found through an index): choose clock_sweep, which it would equal",
        );
    }
    if p.rows != 0 && p.rows < MIN_ROWS {
        r.fail_rule(
            "rows",
            &[],
            "rows_at_least",
            &[("rows", p.rows.to_string())],
            format!(
                "a table of {} rows is too small to sample: at least {} rows, or 0 for the article's week",
                thousands(p.rows),
                thousands(MIN_ROWS)
            ),
        );
    }
    if p.start_rows > p.target_rows() {
        r.fail_rule(
            "start_rows",
            &["rows"],
            "start_below_rows",
            &[("start_rows", p.start_rows.to_string()), ("rows", p.target_rows().to_string())],
            format!(
                "the table starts with {} rows but is to grow only to {}: start_rows must not exceed rows",
                thousands(p.start_rows),
                thousands(p.target_rows())
            ),
        );
    }
    if p.row_bytes + LINE_POINTER > PAGE_BYTES - PAGE_HEADER {
        r.fail_rule(
            "row_bytes",
            &[],
            "row_fits_page",
            &[("row_bytes", p.row_bytes.to_string())],
            format!(
                "a {}-byte row does not fit an 8 KB page",
                thousands(p.row_bytes as u64)
            ),
        );
    }
    if !p.window.is_multiple_of(20) {
        r.fail_rule(
            "window",
            &[],
            "window_of_20",
            &[("window", p.window.to_string())],
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
        let e = parse(&specs(), &kv(&[("policy", "clock_sweep_ring")])).unwrap_err();
        assert!(e[0].message.contains("no request here scans"), "{}", e[0].message);
        for ok in ["2q", "arc"] {
            assert!(parse(&specs(), &kv(&[("policy", ok)])).is_ok(), "{ok}");
        }
        let e = parse(&specs(), &kv(&[("rows", "5000"), ("start_rows", "6000")])).unwrap_err();
        assert_eq!(e[0].param, "start_rows");
        let e = parse(&specs(), &kv(&[("window", "30")])).unwrap_err();
        assert_eq!(e[0].param, "window");
    }
}
