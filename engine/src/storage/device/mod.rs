//! Storage devices and how long a page takes on them: the time model
//! behind every physical read and write (fragmentation, the buffer pool
//! extension). Deterministic: the same requests in the same order take the
//! same time, natively and in WebAssembly (only `+ - * / sqrt`, which IEEE
//! rounds the same everywhere).
//!
//! **A hard disk** serves a page in seek + rotation + transfer:
//! * seek over `d` of its `blocks` pages: `track + (full − track)·√(d/blocks)`
//!   (the square root: a short seek is mostly the arm's acceleration; Ruemmler
//!   and Wilkes, "An introduction to disk drive modeling", 1994), and 0 when
//!   the page is the one right after the last (sequential);
//! * rotation: half a turn on average after a seek (4.17 ms at 7,200 rpm),
//!   0 for a sequential page;
//! * transfer: the page's bytes at the media rate.
//!
//! With the defaults (`Hdd::SATA_7200`: 0.8 ms track to track, 17 ms full
//! stroke, 40 MB/s, 80 GB) a random page costs ~13.6 ms across the whole
//! disk and ~6 ms within a 3 GB database at its start; a sequential one
//! 0.2 ms: the article's stripe of two such disks streams 80 MB/s and falls
//! to a few MB/s when every page is a seek.
//!
//! A disk behind a write-back cache (`write_cache_ms` > 0: a controller's
//! or a virtual machine host's memory) takes a write in that time and
//! leaves the head where it was: the platter's work happens later, sorted,
//! off the reads' path. `Hdd::VM_2014` is such a disk: the buffer pool
//! extension article's virtual machine, whose data file's blocks lie
//! scattered over its host's disk (the caller maps pages to blocks).
//!
//! **An SSD** serves a page in a fixed latency plus the transfer, reads and
//! writes apart, with no position.
//!
//! **A stripe** (RAID-0) puts `stripe_pages` consecutive pages on one
//! device, the next run on the next device, round the devices.
//!
//! Each device serves one request at a time: `submit` queues a request
//! behind the device's busy time and says when it is done. A device
//! serves its queue first come, first served (`Scheduler::Fifo`), or
//! sorted by position (`Scheduler::Sorted`: an elevator and a command
//! queue, which shorten the positioning as the queue deepens); and it
//! may serve reads before the writes waiting for it (`reads_first`: the
//! writes wait in the cache above and fill the time no read wants).

/// A hard disk's mechanics.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Hdd {
    pub rpm: f64,
    /// Seek to the next track, and across the whole platter, in ms.
    pub track_ms: f64,
    pub full_stroke_ms: f64,
    /// Media rate in MB/s (10^6 bytes).
    pub transfer_mb_s: f64,
    /// Capacity in pages.
    pub blocks: u64,
    /// A write-back cache's time to take a write (0: no cache, a write
    /// costs what a read does).
    pub write_cache_ms: f64,
}

impl Hdd {
    /// A 2007 SATA disk at 7,200 rpm of 80 GB (the article's two), in pages
    /// of 8 KB: two of them striped stream 80 MB/s.
    pub const SATA_7200: Hdd = Hdd {
        rpm: 7_200.0,
        track_ms: 0.8,
        full_stroke_ms: 17.0,
        transfer_mb_s: 40.0,
        blocks: 80_000_000_000 / 8_192,
        write_cache_ms: 0.0,
    };

    /// The buffer pool extension article's virtual disk (SQL Server 2014 in
    /// a VM): a 1 TB 7,200 rpm host disk (1 ms track to track, 20 ms full
    /// stroke, 100 MB/s) under a dynamically growing virtual disk, so the
    /// guest's pages lie all over the platter: a random page costs a seek
    /// of about half the stroke (the mean of √ over two random places is
    /// 8/15), half a turn and the transfer, ~15.4 ms, what the article's
    /// cold run took a read (2 min 32 s for ~9,700 reads). A bare disk
    /// reading within a 1 GB file would take ~6 ms. The host's write-back
    /// cache takes a write in 0.3 ms (not measured: the article's limited
    /// memory run, a write for each read, took no longer than its cold
    /// run, so writes cost the reads little).
    pub const VM_2014: Hdd = Hdd {
        rpm: 7_200.0,
        track_ms: 1.0,
        full_stroke_ms: 20.0,
        transfer_mb_s: 100.0,
        blocks: 1_000_000_000_000 / 8_192,
        write_cache_ms: 0.3,
    };
}

/// A solid-state disk.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Ssd {
    pub read_ms: f64,
    pub write_ms: f64,
    pub transfer_mb_s: f64,
}

impl Ssd {
    /// A 2014 SATA SSD (the buffer pool extension article's era).
    pub const SATA: Ssd = Ssd {
        read_ms: 0.1,
        write_ms: 0.05,
        transfer_mb_s: 450.0,
    };

    /// The buffer pool extension article's SSD as its virtual machine saw
    /// it: 0.45 ms a random page read one at a time (its cold run on SSD,
    /// 7 s, less 2.7 s of updates in memory, over ~9,700 reads), 0.1 ms a
    /// write (the drive's cache).
    pub const VM_2014: Ssd = Ssd {
        read_ms: 0.43,
        write_ms: 0.1,
        transfer_mb_s: 450.0,
    };
}

#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Model {
    Hdd(Hdd),
    Ssd(Ssd),
}

/// Read or write.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Io {
    Read,
    Write,
}

/// How a device orders the requests waiting for it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scheduler {
    /// First come, first served, each from where the last left the head.
    Fifo,
    /// Sorted by position: the operating system's elevator (C-LOOK) and
    /// the drive's command queue. With `q` requests waiting ahead of a new
    /// one, its positioning (seek and rotation) is shortened by `2/(q+2)`:
    /// the nearest of `q+1` requests spread at random lies about `1/(q+2)`
    /// of the way, where a random one lies half-way on average. Requests
    /// still finish in the order they came (an approximation: the sorted
    /// disk would serve a near one sooner and a far one later).
    Sorted,
}

/// One device: its model, where its head is, until when it is busy.
#[derive(Debug, Clone)]
pub struct Device {
    model: Model,
    scheduler: Scheduler,
    page_bytes: u32,
    /// The page after the last one served (a sequential request's page).
    head: u64,
    busy_until_ms: f64,
    busy_ms: f64,
    ios: u64,
    /// Requests not yet done (when each ends; a write?), oldest first, and
    /// those done: `settle` moves them, so a count of what the device did
    /// by a time counts only work finished by then.
    queued: std::collections::VecDeque<(f64, Io)>,
    done_reads: u64,
    done_writes: u64,
    /// `reads_first`: the writes waiting in the cache above (when each
    /// was handed over, and where), served only when no read waits.
    reads_first: bool,
    waiting_writes: std::collections::VecDeque<(f64, u64)>,
}

impl Device {
    pub fn new(model: Model, page_bytes: u32) -> Self {
        Device {
            model,
            scheduler: Scheduler::Fifo,
            page_bytes,
            head: 0,
            busy_until_ms: 0.0,
            busy_ms: 0.0,
            ios: 0,
            queued: std::collections::VecDeque::new(),
            done_reads: 0,
            done_writes: 0,
            reads_first: false,
            waiting_writes: std::collections::VecDeque::new(),
        }
    }

    /// The device, its reads served before the writes waiting for it: the
    /// writes wait in the file cache above and the disk takes one when no
    /// read waits, so a read waits at most for the write under way. (The
    /// kernel keeps the writes it has sent the disk few, FreeBSD's
    /// `hirunningspace` 1 MB, so that reads do not queue behind the
    /// cache's backlog; a queue served in arrival order would put a read
    /// behind every write handed over before it.)
    pub fn reads_first(mut self) -> Self {
        self.reads_first = true;
        self
    }

    /// Serves the waiting writes the disk reaches before `now_ms`: each
    /// once the one before is done, none that would start at `now_ms` or
    /// later (a read coming at `now_ms` goes first).
    fn serve_writes(&mut self, now_ms: f64) {
        while let Some(&(at, block)) = self.waiting_writes.front() {
            let start = self.busy_until_ms.max(at);
            if start >= now_ms {
                break;
            }
            self.waiting_writes.pop_front();
            let service = self.positioned_ms(block, Io::Write, self.near(start));
            self.busy_until_ms = start + service;
            self.busy_ms += service;
            self.head = block + 1;
            self.queued.push_back((self.busy_until_ms, Io::Write));
        }
    }

    /// The sorted queue's shortening of a request's positioning at
    /// `now_ms` (1 for a queue served in arrival order).
    fn near(&self, now_ms: f64) -> f64 {
        match self.scheduler {
            Scheduler::Fifo => 1.0,
            Scheduler::Sorted => {
                2.0 / ((self.waiting(now_ms) + self.waiting_writes.len()) as f64 + 2.0)
            }
        }
    }

    fn transfer_ms(&self, rate_mb_s: f64) -> f64 {
        self.page_bytes as f64 / (rate_mb_s * 1_000.0)
    }

    /// The device, its waiting requests sorted by position.
    pub fn sorted(mut self) -> Self {
        self.scheduler = Scheduler::Sorted;
        self
    }

    /// How long the page at `block` takes from where the head is now.
    pub fn service_ms(&self, block: u64, io: Io) -> f64 {
        self.positioned_ms(block, io, 1.0)
    }

    /// Requests queued and not finished by `now_ms`. The queue's ends only
    /// grow, so the finished ones are a prefix: a binary search, not a walk
    /// (a write backlog holds thousands).
    fn waiting(&self, now_ms: f64) -> usize {
        self.queued.len() - self.queued.partition_point(|(end, _)| *end <= now_ms)
    }

    /// `service_ms` with the seek's distance and the rotation scaled by
    /// `near` (1: a request served alone).
    fn positioned_ms(&self, block: u64, io: Io, near: f64) -> f64 {
        match self.model {
            Model::Hdd(h) if io == Io::Write && h.write_cache_ms > 0.0 => h.write_cache_ms,
            Model::Hdd(h) => {
                let transfer = self.transfer_ms(h.transfer_mb_s);
                if block == self.head {
                    return transfer;
                }
                let d = block.abs_diff(self.head) as f64 * near;
                let seek = h.track_ms
                    + (h.full_stroke_ms - h.track_ms)
                        * (d / h.blocks.max(1) as f64).min(1.0).sqrt();
                let half_turn = 30_000.0 / h.rpm;
                seek + half_turn + transfer
            }
            Model::Ssd(s) => {
                let latency = if io == Io::Read {
                    s.read_ms
                } else {
                    s.write_ms
                };
                latency + self.transfer_ms(s.transfer_mb_s)
            }
        }
    }

    /// Queues one page at `block` at time `now_ms`; returns when it is done.
    /// With `reads_first`, a write's time is when it would be done if no
    /// read came (the writes waiting ahead of it at the queue's depth).
    pub fn submit(&mut self, block: u64, io: Io, now_ms: f64) -> f64 {
        if self.reads_first {
            self.serve_writes(now_ms);
            if io == Io::Write {
                self.waiting_writes.push_back((now_ms, block));
                self.ios += 1;
                let each = self.positioned_ms(block, io, self.near(now_ms));
                return self.busy_until_ms.max(now_ms) + each * self.waiting_writes.len() as f64;
            }
        }
        let service = self.positioned_ms(block, io, self.near(now_ms));
        let start = if self.busy_until_ms > now_ms {
            self.busy_until_ms
        } else {
            now_ms
        };
        self.busy_until_ms = start + service;
        self.busy_ms += service;
        self.ios += 1;
        // A write into a write-back cache leaves the head where it was.
        let cached =
            matches!(self.model, Model::Hdd(h) if io == Io::Write && h.write_cache_ms > 0.0);
        if !cached {
            self.head = block + 1;
        }
        self.queued.push_back((self.busy_until_ms, io));
        self.busy_until_ms
    }

    /// Reads and writes finished by `now_ms`, without settling them.
    pub fn done_by(&self, now_ms: f64) -> (u64, u64) {
        if !self.waiting_writes.is_empty() {
            // The writes the disk would have served by then, on a copy.
            let mut ahead = self.clone();
            ahead.serve_writes(now_ms);
            ahead.waiting_writes.clear();
            return ahead.done_by(now_ms);
        }
        let (mut r, mut w) = (self.done_reads, self.done_writes);
        for &(end, io) in self.queued.iter().take_while(|(end, _)| *end <= now_ms) {
            let _ = end;
            match io {
                Io::Read => r += 1,
                Io::Write => w += 1,
            }
        }
        (r, w)
    }

    /// Reads and writes finished by `now_ms` (and forgets their times).
    pub fn settle(&mut self, now_ms: f64) -> (u64, u64) {
        self.serve_writes(now_ms);
        while let Some(&(end, io)) = self.queued.front() {
            if end > now_ms {
                break;
            }
            self.queued.pop_front();
            match io {
                Io::Read => self.done_reads += 1,
                Io::Write => self.done_writes += 1,
            }
        }
        (self.done_reads, self.done_writes)
    }

    /// Time spent serving, and requests served.
    pub fn busy_ms(&self) -> f64 {
        self.busy_ms
    }
    pub fn ios(&self) -> u64 {
        self.ios
    }
}

/// Devices striped (RAID-0).
#[derive(Debug, Clone)]
pub struct Stripe {
    devices: Vec<Device>,
    stripe_pages: u64,
}

impl Stripe {
    /// `n` (at least 1) devices of `model`, `stripe_pages` pages a chunk.
    pub fn new(n: u32, model: Model, page_bytes: u32, stripe_pages: u64) -> Self {
        Stripe {
            devices: (0..n.max(1))
                .map(|_| Device::new(model, page_bytes))
                .collect(),
            stripe_pages: stripe_pages.max(1),
        }
    }

    /// The device and its own block for the stripe's page `block`.
    pub fn place(&self, block: u64) -> (usize, u64) {
        let n = self.devices.len() as u64;
        let chunk = block / self.stripe_pages;
        let device = (chunk % n) as usize;
        let local = (chunk / n) * self.stripe_pages + block % self.stripe_pages;
        (device, local)
    }

    /// The stripe, each device's waiting requests sorted by position.
    pub fn sorted(mut self) -> Self {
        self.devices = self.devices.into_iter().map(Device::sorted).collect();
        self
    }

    /// The stripe, each device serving its reads before waiting writes.
    pub fn reads_first(mut self) -> Self {
        self.devices = self.devices.into_iter().map(Device::reads_first).collect();
        self
    }

    pub fn submit(&mut self, block: u64, io: Io, now_ms: f64) -> f64 {
        let (d, local) = self.place(block);
        self.devices[d].submit(local, io, now_ms)
    }

    pub fn devices(&self) -> &[Device] {
        &self.devices
    }

    /// Reads and writes all devices finished by `now_ms`.
    pub fn done_by(&self, now_ms: f64) -> (u64, u64) {
        self.devices
            .iter()
            .map(|d| d.done_by(now_ms))
            .fold((0, 0), |a, b| (a.0 + b.0, a.1 + b.1))
    }

    /// Reads and writes all devices finished by `now_ms` (settled).
    pub fn settle(&mut self, now_ms: f64) -> (u64, u64) {
        self.devices
            .iter_mut()
            .map(|d| d.settle(now_ms))
            .fold((0, 0), |a, b| (a.0 + b.0, a.1 + b.1))
    }
}

#[cfg(test)]
mod tests;
