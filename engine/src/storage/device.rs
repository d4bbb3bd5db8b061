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
//! behind the device's busy time and says when it is done.

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

/// One device: its model, where its head is, until when it is busy.
#[derive(Debug, Clone)]
pub struct Device {
    model: Model,
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
}

impl Device {
    pub fn new(model: Model, page_bytes: u32) -> Self {
        Device {
            model,
            page_bytes,
            head: 0,
            busy_until_ms: 0.0,
            busy_ms: 0.0,
            ios: 0,
            queued: std::collections::VecDeque::new(),
            done_reads: 0,
            done_writes: 0,
        }
    }

    fn transfer_ms(&self, rate_mb_s: f64) -> f64 {
        self.page_bytes as f64 / (rate_mb_s * 1_000.0)
    }

    /// How long the page at `block` takes from where the head is now.
    pub fn service_ms(&self, block: u64, io: Io) -> f64 {
        match self.model {
            Model::Hdd(h) if io == Io::Write && h.write_cache_ms > 0.0 => h.write_cache_ms,
            Model::Hdd(h) => {
                let transfer = self.transfer_ms(h.transfer_mb_s);
                if block == self.head {
                    return transfer;
                }
                let d = block.abs_diff(self.head) as f64;
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
    pub fn submit(&mut self, block: u64, io: Io, now_ms: f64) -> f64 {
        let service = self.service_ms(block, io);
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
mod tests {
    use super::*;

    const PAGE: u32 = 8_192;

    #[test]
    fn a_sequential_page_costs_its_transfer_and_a_random_one_a_seek_and_half_a_turn() {
        let hdd = Model::Hdd(Hdd::SATA_7200);
        let mut d = Device::new(hdd, PAGE);
        let first = d.submit(1_000, Io::Read, 0.0);
        let next = d.submit(1_001, Io::Read, first) - first;
        assert!((next - 0.2048).abs() < 1e-9, "sequential {next}");
        // Across the whole disk: full stroke + half a turn + transfer.
        let far = d.service_ms(Hdd::SATA_7200.blocks, Io::Read);
        assert!(
            (far - (17.0 + 30_000.0 / 7_200.0 + 0.2048)).abs() < 0.01,
            "{far}"
        );
        // Within a 3 GB database: a few ms of seek.
        let near = d.service_ms(1_002 + 3_000_000_000 / 8_192 / 2, Io::Read);
        assert!(near > 5.0 && near < 9.0, "{near}");
    }

    #[test]
    fn a_busy_device_queues() {
        let mut d = Device::new(Model::Ssd(Ssd::SATA), PAGE);
        let a = d.submit(5, Io::Read, 0.0);
        let b = d.submit(9, Io::Read, 0.0);
        assert!(
            (b - 2.0 * a).abs() < 1e-12,
            "the second waits for the first"
        );
        assert_eq!(d.ios(), 2);
        assert_eq!(d.settle(a), (1, 0), "by the first's end, one read is done");
        assert_eq!(d.settle(b), (2, 0));
        let later = d.submit(3, Io::Write, 100.0);
        assert!((later - 100.0 - d.service_ms(3, Io::Write)).abs() < 1e-12);
    }

    #[test]
    fn a_stripe_streams_twice_as_fast_and_random_pages_collapse_it() {
        // Two readers, each reading its own run: both disks busy at once.
        let hdd = Model::Hdd(Hdd::SATA_7200);
        let mut s = Stripe::new(2, hdd, PAGE, 8);
        let (mut t0, mut t1) = (0.0f64, 0.0f64);
        for i in 0..8_000u64 {
            if (i / 8) % 2 == 0 {
                t0 = s.submit(i, Io::Read, t0);
            } else {
                t1 = s.submit(i, Io::Read, t1);
            }
        }
        let mb_s = 8_000.0 * PAGE as f64 / 1e6 / (t0.max(t1) / 1e3);
        assert!(mb_s > 75.0 && mb_s < 81.0, "streaming {mb_s} MB/s");
        assert_eq!(s.place(8), (1, 0));
        assert_eq!(s.place(17), (0, 9));
        // Random pages all over a 3 GB database: a few MB/s.
        let mut s = Stripe::new(2, hdd, PAGE, 8);
        // (A linear congruential walk: the storage layer sits above the
        // workload's generator.)
        let (mut x, mut t) = (12_345u64, 0.0);
        for _ in 0..2_000 {
            x = x
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            t = s.submit((x >> 33) % (3_000_000_000 / 8_192), Io::Read, t);
        }
        let mb_s = 2_000.0 * PAGE as f64 / 1e6 / (t / 1e3);
        assert!(mb_s > 0.8 && mb_s < 3.0, "seeking {mb_s} MB/s");
    }
}
