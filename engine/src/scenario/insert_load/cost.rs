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

use crate::scenario::insert_load::params::Locking;

pub const INSERT_US: f64 = 80.0;
pub const NC_INSERT_US: f64 = 2.0;
pub const LOG_WRITE_US: f64 = 60.0;
pub const FORCED_FLUSH_US: f64 = 10_500.0;
pub const APL_SPLIT_US: f64 = 300.0;
pub const NC_RID_UPDATE_US: f64 = 50.0;
pub const INDEX_SPLIT_US: f64 = 1_000.0;

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
        + work.deferred_splits as f64 * deferred_split_us(locking);
    us / 1e6
}
