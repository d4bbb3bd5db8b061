//! The cost model: counters in, estimated seconds out.
//!
//! The article measures rows per second on a real server; we cannot time a
//! 2011 disk, so we price each thing the engine does and add the prices up.
//! The prices are fitted to the article's figures, and each says why.
//!
//! Where the time goes: the article's split-bound runs spend 11-12 ms per
//! TLog write (fillfactor 100: 158 s for 13,309 writes; log I/O 2 KB: 161 s
//! for 14,553; 16 KB: 145 s for 12,424, the same time with fewer writes),
//! while runs without splits spend 1-2 ms per write. So the inserting task
//! waits on the log disk, once per forced flush, whatever the I/O size:
//! the forced flush, not the write or the row moved, is what is priced.
//!
//! | price | µs | why |
//! |---|---|---|
//! | insert a row | 80 | heap baseline: 11,213 rows/s ≈ 89 µs a row all in |
//! | NC index entry of a new row | 2 | the index page the entry goes to is cached |
//! | log write | 60 | sequential writes to the log device, by the log writer |
//! | forced log flush | 10,500 | the task waits for its log to reach the disk: the article's 11-12 ms per TLog write in split-bound runs, less the other work |
//! | APL page split | 300 | allocate, link and fill the new page in cache (its write is asynchronous) |
//! | NC RID update | 50 | find and change one cached NC leaf entry (the wait is the forced flush after each index's maintenance) |
//! | index page split | 1,000 | like a data split, without NC updates |
//! | deferred split, datapages | 1,100 | the housekeeper splits; no RID changes (rows are forwarded), fitted to 1,335 rows/s |
//! | deferred split, datarows | 580 | same, fitted to 1,770 rows/s |
//!
//! A workload of statements (`statements`, not the article's) adds prices
//! the article does not measure; they are a 2011 server's orders of
//! magnitude, stated, not fitted:
//!
//! | price | µs | why |
//! |---|---|---|
//! | find a row (update, delete, select one) | 40 | a statement's parse and plan, and the descent in cache: half an insert |
//! | change a row in place | 20 | its log record (the commit's flush is priced above) |
//! | delete a row | 40 | the row and each NC index's entry (2 µs each, as an insert's) |
//! | a row read by a range or a scan | 1 | in a page already in cache |
//! | a page read from disk (a pool miss) | 5,000 | a random read on a 10,000 rpm disk |
//! | a page a range or scan reads from disk | 50 | read ahead in 16 KB I/Os (ASE's large I/O) at ~40 MB/s |
//! | a dirty page written before its frame is reused | 5,000 | the reader waits for the write |
//! | a page a rebuild writes | 100 | the sort and the sequential write of a 2 KB page |

use crate::scenario::insert_load::params::Locking;

pub const INSERT_US: f64 = 80.0;
pub const NC_INSERT_US: f64 = 2.0;
pub const LOG_WRITE_US: f64 = 60.0;
pub const FORCED_FLUSH_US: f64 = 10_500.0;
pub const APL_SPLIT_US: f64 = 300.0;
pub const NC_RID_UPDATE_US: f64 = 50.0;
pub const INDEX_SPLIT_US: f64 = 1_000.0;
pub const FIND_ROW_US: f64 = 40.0;
pub const UPDATE_ROW_US: f64 = 20.0;
pub const DELETE_ROW_US: f64 = 40.0;
pub const READ_ROW_US: f64 = 1.0;
pub const DISK_READ_US: f64 = 5_000.0;
pub const SEQ_READ_US: f64 = 50.0;
pub const DISK_WRITE_US: f64 = 5_000.0;
pub const REBUILD_PAGE_US: f64 = 100.0;

pub fn deferred_split_us(locking: Locking) -> f64 {
    match locking {
        Locking::DataPages => 1_100.0,
        Locking::DataRows => 580.0,
        Locking::AllPages => APL_SPLIT_US,
    }
}

/// What the cost model needs to know about a run.
#[derive(Debug, Clone, Copy, Default)]
pub struct Work {
    pub inserts: u64,
    pub nc_inserts: u64,
    pub log_writes: u64,
    pub forced_flushes: u64,
    pub apl_splits: u64,
    pub rid_updates: u64,
    pub index_splits: u64,
    pub deferred_splits: u64,
    /// Rows found by key (update, delete, select one), changed in place,
    /// deleted, and read by ranges and scans.
    pub finds: u64,
    pub updates: u64,
    pub deletes: u64,
    pub rows_read: u64,
    /// Pages the pool read from disk, and dirty pages it wrote to reuse
    /// their frames.
    pub pool_reads: u64,
    pub eviction_writes: u64,
    /// Of `pool_reads`, those of ranges and scans (read ahead, in order).
    pub seq_reads: u64,
    /// Pages the rebuilds wrote.
    pub rebuilt_pages: u64,
}

/// Estimated elapsed seconds for `work` under `locking`.
pub fn estimate_seconds(work: &Work, locking: Locking) -> f64 {
    let us = work.inserts as f64 * INSERT_US
        + work.nc_inserts as f64 * NC_INSERT_US
        + work.log_writes as f64 * LOG_WRITE_US
        + work.forced_flushes as f64 * FORCED_FLUSH_US
        + work.apl_splits as f64 * APL_SPLIT_US
        + work.rid_updates as f64 * NC_RID_UPDATE_US
        + work.index_splits as f64 * INDEX_SPLIT_US
        + work.deferred_splits as f64 * deferred_split_us(locking)
        + work.finds as f64 * FIND_ROW_US
        + work.updates as f64 * UPDATE_ROW_US
        + work.deletes as f64 * DELETE_ROW_US
        + work.rows_read as f64 * READ_ROW_US
        + work.pool_reads.saturating_sub(work.seq_reads) as f64 * DISK_READ_US
        + work.seq_reads as f64 * SEQ_READ_US
        + work.eviction_writes as f64 * DISK_WRITE_US
        + work.rebuilt_pages as f64 * REBUILD_PAGE_US;
    us / 1e6
}
