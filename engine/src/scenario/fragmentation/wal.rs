//! The write-ahead log's flushes: PostgreSQL 8.2 commits an insert or an
//! update by flushing the log up to its commit record (`XLogFlush`: the
//! log's current 8 KB page written and fsynced; `synchronous_commit`
//! came with 8.3), one flush at a time under `WALWriteLock`. A backend
//! that waited for the lock finds its record already flushed by the
//! flush before it when that one started after its record was written:
//! group commit, with `commit_delay` at its default of 0. So a commit
//! that comes while a flush is under way waits for the next flush, which
//! starts when the current one ends and covers every commit that came
//! during it.
//!
//! Each flush is a physical write (the article's I/O chart counts the
//! disks' writes, and says the log's were among them: "It cannot be
//! justified by writes to the transaction log alone"). The log is on the
//! same two disks, whose write cache absorbs its small sequential
//! writes: a flush takes `FLUSH_MS` and no seek is timed (the data
//! pages' reads and writes are; see `store`).

/// A flush: the write of the log's page into the drives' cache and the
/// `fsync` that returns when it is there (no `FLUSH CACHE`: FreeBSD 6's
/// ata driver did not send one). Sets the commit's cost as before the log
/// was a server (0.3 ms a commit), so a request that stays in memory is
/// sub-millisecond, as the article's region A.
pub const FLUSH_MS: f64 = 0.3;

/// The log, one flush at a time.
#[derive(Debug, Clone, Copy, Default)]
pub struct Wal {
    /// The flush under way ends then (or ended, if in the past).
    busy_until: f64,
    /// The next flush, queued behind it for the commits that came during
    /// it: its end.
    next_end: Option<f64>,
    /// Flushes started since the start.
    pub flushes: u64,
}

impl Wal {
    /// A commit whose record is written at `at` (ms): when it is durable.
    pub fn commit(&mut self, at: f64) -> f64 {
        // The queued flush has started if the one before has ended.
        if let Some(end) = self.next_end {
            if at >= self.busy_until {
                self.busy_until = end;
                self.next_end = None;
            }
        }
        if at >= self.busy_until {
            self.busy_until = at + FLUSH_MS;
            self.flushes += 1;
            return self.busy_until;
        }
        match self.next_end {
            Some(end) => end,
            None => {
                let end = self.busy_until + FLUSH_MS;
                self.next_end = Some(end);
                self.flushes += 1;
                end
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_lone_commit_waits_for_its_own_flush() {
        let mut w = Wal::default();
        assert_eq!(w.commit(1.0), 1.0 + FLUSH_MS);
        assert_eq!(w.commit(5.0), 5.0 + FLUSH_MS);
        assert_eq!(w.flushes, 2);
    }

    #[test]
    fn commits_during_a_flush_share_the_next() {
        let mut w = Wal::default();
        let first = w.commit(0.0);
        // Three commits while the first flush runs: one flush for them,
        // after it.
        let a = w.commit(0.1);
        let b = w.commit(0.2);
        let c = w.commit(0.25);
        assert_eq!(a, first + FLUSH_MS);
        assert_eq!((a, b), (c, c));
        assert_eq!(w.flushes, 2);
        // One during the second flush: a third, after the second.
        let d = w.commit(first + 0.1);
        assert_eq!(d, a + FLUSH_MS);
        assert_eq!(w.flushes, 3);
        // Flushes never overlap, so at most one every FLUSH_MS.
        assert!(w.flushes as f64 <= 1.0 + d / FLUSH_MS);
    }
}
