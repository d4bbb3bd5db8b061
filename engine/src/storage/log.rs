//! The transaction log as ASE writes it: records go to the session's user
//! log cache (ULC); the ULC is flushed to the shared log when it fills, when
//! the transaction ends, and when an all-pages-locking split forces it
//! (the split must be logged before its pages change hands, and so must
//! each index's RID maintenance, except in ascending-insert mode: see
//! `sim`); the log is written in `log_io_size` I/Os. A forced flush is a
//! wait for the log disk, which is what `cost` prices.
//!
//! Record sizes follow the shape of ASE's records (a ~56-byte header, as
//! the article's `dbcc log` dump shows for SPLIT, plus the row or index
//! entry image). They are estimates: the article gives counts, not sizes.

use crate::choice::Choice;

crate::choice_enum! {
    /// The log record kinds the engine writes (ASE's names, as `dbcc log`
    /// and `sp_logrectype` print them).
    pub enum LogKind {
        /// A data row inserted.
        Insert => "INSERT",
        /// An index entry inserted.
        Insind => "INSIND",
        /// An index entry deleted.
        Idelete => "IDELETE",
        /// A page split.
        Split => "SPLIT",
        /// A page allocated.
        Alloc => "ALLOC",
        /// The transaction's end (commit).
        EndXact => "ENDXACT",
        /// A data row changed in place (ASE's MODIFY record).
        Modify => "MODIFY",
        /// A data row deleted.
        Delete => "DELETE",
    }
}

/// Records per kind are counted in an array indexed by `LogKind as usize`.
const KINDS: usize = LogKind::ALL.len();

/// Why the ULC was flushed, as sp_sysmon's "ULC Flushes to Xact Log"
/// breaks it down.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FlushReason {
    /// "by Full ULC": the next record did not fit. Not waited for.
    FullUlc,
    /// "by End Transaction": the commit, forced.
    EndXact,
    /// "by Other": forced by an all-pages-locking split (or a page
    /// allocated at the end of a full page), or an index's RID maintenance
    /// after a split.
    Split,
}

/// Bytes of a log record header (ASE's SPLIT record: `len=56`).
pub const RECORD_HEADER: u32 = 56;

#[derive(Debug, Clone)]
pub struct LogModel {
    ulc_size: u32,
    io_size: u32,
    ulc_bytes: u32,
    tail_bytes: u32,
    pub records: u64,
    pub bytes: u64,
    pub ulc_flushes: u64,
    pub writes: u64,
    /// ULC flushes that moved records, by `FlushReason as usize`.
    pub flushes_by: [u64; 3],
    /// Records per kind, indexed by `LogKind as usize` (a hot path).
    pub by_kind: [u64; KINDS],
}

/// What a flush did, for the event stream.
#[derive(Debug, Clone, Copy)]
pub struct Flush {
    pub bytes: u32,
    pub writes: u32,
}

impl LogModel {
    pub fn new(ulc_size: u32, io_size: u32) -> Self {
        LogModel {
            ulc_size: ulc_size.max(512),
            io_size: io_size.max(512),
            ulc_bytes: 0,
            tail_bytes: 0,
            records: 0,
            bytes: 0,
            ulc_flushes: 0,
            writes: 0,
            flushes_by: [0; 3],
            by_kind: [0; KINDS],
        }
    }

    /// Appends a record to the ULC; returns a flush if the ULC filled.
    pub fn record(&mut self, kind: LogKind, bytes: u32) -> Option<Flush> {
        self.records += 1;
        self.bytes += bytes as u64;
        self.by_kind[kind as usize] += 1;
        if self.ulc_bytes + bytes > self.ulc_size {
            let f = self.flush(FlushReason::FullUlc);
            self.ulc_bytes = bytes;
            return Some(f);
        }
        self.ulc_bytes += bytes;
        None
    }

    /// Flushes the inserting task waited for: every one but "by Full ULC"
    /// is forced, a wait for the log disk inside the transaction (see
    /// `cost`).
    pub fn forced_flushes(&self) -> u64 {
        self.flushes_by[FlushReason::EndXact as usize]
            + self.flushes_by[FlushReason::Split as usize]
    }

    /// Moves the ULC to the log. Full log pages are written; a forced flush
    /// also writes the partly filled tail page (which a later write
    /// rewrites, as real logs do).
    pub fn flush(&mut self, reason: FlushReason) -> Flush {
        let forced = reason != FlushReason::FullUlc;
        let bytes = self.ulc_bytes;
        self.ulc_bytes = 0;
        if bytes > 0 {
            self.ulc_flushes += 1;
            self.flushes_by[reason as usize] += 1;
        }
        let total = self.tail_bytes + bytes;
        let mut writes = total / self.io_size;
        self.tail_bytes = total % self.io_size;
        if forced && self.tail_bytes > 0 {
            writes += 1;
        }
        self.writes += writes as u64;
        Flush { bytes, writes }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ulc_flushes_when_full_and_io_size_sets_writes() {
        let mut log = LogModel::new(2048, 4096);
        let mut flushes = 0;
        for _ in 0..100 {
            if log.record(LogKind::Insert, 188).is_some() {
                flushes += 1;
            }
        }
        log.flush(FlushReason::EndXact);
        assert!(flushes >= 8);
        assert_eq!(log.flushes_by, [flushes, 1, 0]);
        assert_eq!(log.ulc_flushes, flushes + 1);
        assert_eq!(log.forced_flushes(), 1);
        assert_eq!(log.bytes, 18_800);
        // 18,800 bytes in 4 KB I/Os: 4 full + the forced tail.
        assert_eq!(log.writes, 5);
    }

    #[test]
    fn bigger_log_io_means_fewer_writes() {
        let run = |io| {
            let mut log = LogModel::new(8192, io);
            for _ in 0..1000 {
                log.record(LogKind::Insert, 188);
            }
            log.flush(FlushReason::EndXact);
            log.writes
        };
        assert!(run(2048) > run(4096));
        assert!(run(4096) > run(16384));
    }
}
