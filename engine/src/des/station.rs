//! A service station: `servers` identical servers that take jobs in the
//! order they arrive, each for a time known when it arrives (a disk's
//! request, a CPU burst). Because jobs arrive in time order (the event
//! queue pops them so) and run to the end, a job's start and end are
//! known at once: the earliest a server is free, or now. No events of its
//! own: the caller schedules the job's end on its queue.
//!
//! `storage::device::Device` keeps a busy time the same way for one disk,
//! in float milliseconds with a seek model by block; the storage layer
//! may not use `des`, and this station is the core's: any number of
//! servers, integer nanoseconds, the service time given by the caller.

use super::Nanos;

#[derive(Debug, Clone)]
pub struct Station {
    free_at: Vec<Nanos>,
    busy: Nanos,
    waited: Nanos,
    jobs: u64,
}

impl Station {
    pub fn new(servers: u32) -> Self {
        Station {
            free_at: vec![0; servers.max(1) as usize],
            busy: 0,
            waited: 0,
            jobs: 0,
        }
    }

    /// A job arriving at `now` for `service`: when it starts and ends.
    /// Arrivals must come in time order (FIFO across servers).
    pub fn submit(&mut self, now: Nanos, service: Nanos) -> (Nanos, Nanos) {
        let (i, free) = self
            .free_at
            .iter()
            .copied()
            .enumerate()
            .min_by_key(|&(i, t)| (t, i))
            .expect("a station has a server");
        let start = now.max(free);
        let end = start + service;
        self.free_at[i] = end;
        self.busy += service;
        self.waited += start - now;
        self.jobs += 1;
        (start, end)
    }

    /// Whether a job arriving at `now` would wait: every server busy.
    pub fn all_busy(&self, now: Nanos) -> bool {
        self.free_at.iter().all(|&t| t > now)
    }

    /// Service time summed over the servers.
    pub fn busy(&self) -> Nanos {
        self.busy
    }
    /// Time jobs spent queued before a server took them.
    pub fn waited(&self) -> Nanos {
        self.waited
    }
    pub fn jobs(&self) -> u64 {
        self.jobs
    }
    pub fn servers(&self) -> u32 {
        self.free_at.len() as u32
    }
}
