//! The server's processor: the article's "1 x 2.4GHz dual core Xeon",
//! two cores that the ten sessions' backends share. A request's own work
//! (parsing, planning, a page found in the pool or copied from the file
//! cache) runs on the core free first, after the work asked of it before:
//! the sessions ask in the order of their clocks, so the cores serve their
//! work first come, first served. Short bursts served in turn stand for
//! FreeBSD's time-sharing scheduler, which gives each runnable backend its
//! slice. Waiting for a disk or the log's flush takes no core.

/// The article's cores.
pub const CORES: usize = 2;

/// When each core is next free, ms.
#[derive(Debug, Clone, Copy, Default)]
pub struct Cpus {
    free_at: [f64; CORES],
    /// The latest time work was asked for, and how many asks came
    /// earlier than one already made: first come, first served holds only
    /// if none does (`Fragmentation::check`).
    latest: f64,
    pub late_asks: u64,
}

impl Cpus {
    /// `ms` of work asked for at `at`: when it is done, and how long it
    /// waited for a core.
    #[inline]
    pub fn run(&mut self, at: f64, ms: f64) -> (f64, f64) {
        if at < self.latest {
            self.late_asks += 1;
        } else {
            self.latest = at;
        }
        let mut core = 0;
        for c in 1..CORES {
            if self.free_at[c] < self.free_at[core] {
                core = c;
            }
        }
        let start = at.max(self.free_at[core]);
        self.free_at[core] = start + ms;
        (start + ms, start - at)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_cores_serve_two_at_once_and_a_third_waits() {
        let mut c = Cpus::default();
        assert_eq!(c.run(0.0, 1.0), (1.0, 0.0));
        assert_eq!(c.run(0.0, 1.0), (1.0, 0.0));
        // Both busy until 1.0: the third starts when the first is free.
        assert_eq!(c.run(0.5, 1.0), (2.0, 0.5));
        // An idle core takes work at once.
        assert_eq!(c.run(5.0, 0.25), (5.25, 0.0));
        assert_eq!(c.late_asks, 0);
        // Asked for earlier than work already given out: counted.
        c.run(4.0, 0.1);
        assert_eq!(c.late_asks, 1);
    }
}
