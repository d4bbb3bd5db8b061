//! The tiers a page can be in and what moving between them costs: the
//! data cache (a `BufferPool` under LRU-2, SQL Server's pool being an
//! LRU-K-like one with K = 2), the extension (`extension`), the data file
//! on the article's virtual disk or its SSD, and the extension's SSD.
//!
//! One access finds the page (pool, extension, disk), takes a frame from
//! the lazy writer's free list (`writer`: a dirty page leaving the pool is
//! written to the data file first, and the request waits when the writer
//! is behind; a clean one is copied to the extension when it is not there
//! yet), and reads it. On the data disk a write takes the host's
//! write-back cache's time (0.3 ms), queued before the read.
//!
//! Every page has a version: the pool holds the newest, the disk and each
//! extension copy the one they were written with; `check` says no update
//! is lost and no stale copy is kept.

use crate::storage::buffer::{BufferPool, PolicyKind, NONE};
use crate::storage::device::{Device, Hdd, Io, Model, Ssd};

use super::events::{BpeFound, BpeTo};
use super::extension::Extension;
use super::writer::LazyWriter;
use super::params::{BpeSetup, Params, PAGE_BYTES};

/// A dynamically growing virtual disk allocates the guest's file in blocks
/// of 2 MB (256 pages), each wherever the host found room.
const VHD_BLOCK_PAGES: u64 = 256;

/// The data page's block on the host's disk: its 2 MB block placed at a
/// pseudo-random place of the platter (a fixed hash: the same every run),
/// the pages of a block in order.
fn host_block(page: u32) -> u64 {
    let host_blocks = Hdd::VM_2014.blocks / VHD_BLOCK_PAGES;
    let mut z = (page as u64 / VHD_BLOCK_PAGES).wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^= z >> 31;
    (z % host_blocks) * VHD_BLOCK_PAGES + page as u64 % VHD_BLOCK_PAGES
}

/// What one access did, for the events and the counters.
#[derive(Debug, Clone, Copy)]
pub struct Access {
    pub found: BpeFound,
    pub frame: u32,
    /// The read's time (0 in the pool), queueing included.
    pub ms: f64,
    /// The wait for a free frame before the read (the lazy writer's).
    pub wait_ms: f64,
    /// The page that left the pool: (page, frame, dirty, where to).
    pub evicted: Option<(u32, u32, bool, BpeTo)>,
    /// The page that left the extension for its copy: (page, slot).
    pub ext_evicted: Option<(u32, u32)>,
    /// An update's discarded extension copy: its slot.
    pub washed: Option<u32>,
}

/// What the runs did (warm-ups and cold restarts are not counted).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Counts {
    pub physical_reads: u64,
    pub physical_writes: u64,
    pub pool_hits: u64,
    pub bpe_hits: u64,
    pub bpe_writes: u64,
    pub washed: u64,
}

pub struct Store {
    pub pool: BufferPool,
    pub ext: Option<Extension>,
    data: Device,
    hdd: bool,
    ssd: Device,
    /// Each page's newest version, and the one on disk.
    version: Vec<u32>,
    disk_version: Vec<u32>,
    pub counts: Counts,
    pub writer: LazyWriter,
}

impl Store {
    pub fn new(p: &Params) -> Self {
        let pages = p.data_pages() as u32;
        let hdd = p.setup != BpeSetup::SsdCold;
        let data = if hdd {
            Model::Hdd(Hdd::VM_2014)
        } else {
            Model::Ssd(Ssd::VM_2014)
        };
        Store {
            pool: BufferPool::new(p.pool_frames(), PolicyKind::Lru2, &[]),
            ext: (p.setup == BpeSetup::Bpe).then(|| Extension::new(p.bpe_slots(), pages)),
            data: Device::new(data, PAGE_BYTES),
            hdd,
            ssd: Device::new(Model::Ssd(Ssd::VM_2014), PAGE_BYTES),
            version: vec![0; pages as usize],
            disk_version: vec![0; pages as usize],
            counts: Counts::default(),
            writer: LazyWriter::new(p.pool_frames()),
        }
    }

    fn block(&self, page: u32) -> u64 {
        if self.hdd {
            host_block(page)
        } else {
            page as u64
        }
    }

    pub fn pages(&self) -> u32 {
        self.version.len() as u32
    }

    /// A page read before the runs (a warm-up scan): through the pool and
    /// the extension as a run's read would go, on no clock, uncounted.
    pub fn warm(&mut self, page: u32) {
        if let Some(slot) = self.ext.as_ref().and_then(|e| e.slot_of(page)) {
            if let Some(e) = self.ext.as_mut() {
                e.touch(slot);
            }
        }
        let Ok(f) = self.pool.reference(page, false, None) else {
            return;
        };
        if let (Some(ev), Some(ext)) = (f.evicted, self.ext.as_mut()) {
            // A scan only reads: what leaves is clean.
            if !ev.written && ext.slot_of(ev.page).is_none() {
                let v = self.version[ev.page as usize];
                ext.insert(ev.page, v, ext.slot_of(page));
            }
        }
    }

    /// A cold cache before a run: the dirty pages written (CHECKPOINT),
    /// then every page dropped (DBCC DROPCLEANBUFFERS); on no clock,
    /// uncounted, as the article's preparation was.
    pub fn drop_buffers(&mut self) {
        for f in self.pool.checkpoint() {
            if let Some(page) = self.pool.page_in(f) {
                self.disk_version[page as usize] = self.version[page as usize];
            }
        }
        self.pool = BufferPool::new(self.pool.frames(), PolicyKind::Lru2, &[]);
        let waited = self.writer.waited_ms;
        self.writer = LazyWriter::new(self.pool.frames());
        self.writer.waited_ms = waited;
    }

    /// One request's page at `now_ms`: an update (`write`) or a read.
    pub fn access(&mut self, page: u32, write: bool, now_ms: f64) -> Access {
        // Nothing asks the devices what they finished: let them forget
        // it, or they keep a record of every read and write of the run.
        self.data.settle(now_ms);
        self.ssd.settle(now_ms);
        let in_ext = self.ext.as_ref().and_then(|e| e.slot_of(page));
        let found = if self.pool.frame_of(page).is_some() {
            BpeFound::Pool
        } else if in_ext.is_some() {
            BpeFound::Extension
        } else {
            BpeFound::Disk
        };
        let mut access = Access {
            found,
            frame: NONE,
            ms: 0.0,
            wait_ms: 0.0,
            evicted: None,
            ext_evicted: None,
            washed: None,
        };
        // Frames are never pinned between requests: a victim always exists.
        let Ok(f) = self.pool.reference(page, write, None) else {
            return access;
        };
        access.frame = f.frame;
        // The read starts once the request has its frame.
        let mut read_at = now_ms;
        if let Some(e) = f.evicted {
            read_at = self.writer.take(e.written, now_ms);
            access.wait_ms = read_at - now_ms;
            let to = if e.written {
                // The lazy writer's write, asynchronous.
                self.data.submit(self.block(e.page), Io::Write, now_ms);
                self.disk_version[e.page as usize] = self.version[e.page as usize];
                self.counts.physical_writes += 1;
                BpeTo::Disk
            } else {
                self.copy_out(e.page, in_ext, now_ms, &mut access)
            };
            access.evicted = Some((e.page, e.frame, e.written, to));
        }
        access.ms = match (found, in_ext) {
            (BpeFound::Pool, _) => {
                self.counts.pool_hits += 1;
                0.0
            }
            (BpeFound::Extension, Some(slot)) => {
                if let Some(e) = self.ext.as_mut() {
                    e.touch(slot);
                }
                self.counts.bpe_hits += 1;
                self.ssd.submit(slot as u64, Io::Read, read_at) - read_at
            }
            _ => {
                self.counts.physical_reads += 1;
                self.data.submit(self.block(page), Io::Read, read_at) - read_at
            }
        };
        if write {
            let v = &mut self.version[page as usize];
            *v = v.wrapping_add(1);
            if let Some(slot) = self.ext.as_mut().and_then(|e| e.remove(page)) {
                self.counts.washed += 1;
                access.washed = Some(slot);
            }
        }
        access
    }

    /// A clean page leaving the pool: copied to the extension unless it is
    /// there already (or there is none, or no slot but the one being read
    /// out of could take it).
    fn copy_out(&mut self, page: u32, keep: Option<u32>, now_ms: f64, a: &mut Access) -> BpeTo {
        let version = self.version[page as usize];
        let Some(ext) = self.ext.as_mut() else {
            return BpeTo::Dropped;
        };
        if ext.slot_of(page).is_some() {
            return BpeTo::Dropped;
        }
        let Some((slot, left)) = ext.insert(page, version, keep) else {
            return BpeTo::Dropped;
        };
        if let Some(l) = left {
            a.ext_evicted = Some((l, slot));
        }
        self.ssd.submit(slot as u64, Io::Write, now_ms);
        self.counts.bpe_writes += 1;
        BpeTo::Extension
    }

    /// A manual CHECKPOINT at `now_ms`: every dirty page written to the
    /// data file, kept in the pool clean, each at the lazy writer's pace
    /// after what it has under way. Returns the pages written and the time
    /// until the last write is done.
    pub fn checkpoint(&mut self, now_ms: f64) -> (u32, f64) {
        let frames = self.pool.checkpoint();
        for &f in &frames {
            if let Some(page) = self.pool.page_in(f) {
                self.data.submit(self.block(page), Io::Write, now_ms);
                self.disk_version[page as usize] = self.version[page as usize];
            }
        }
        let end = self.writer.write_all(frames.len() as u32, now_ms);
        self.counts.physical_writes += frames.len() as u64;
        (frames.len() as u32, end - now_ms)
    }

    /// Where each page is: 0 disk only, 1 extension, 2 pool clean, 3 pool
    /// dirty.
    pub fn place(&self, page: u32) -> u8 {
        match self.pool.frame_of(page) {
            Some(f) if self.pool.is_dirty(f) => 3,
            Some(_) => 2,
            None if self.ext.as_ref().is_some_and(|e| e.slot_of(page).is_some()) => 1,
            None => 0,
        }
    }

    /// The pool, the extension and the versions agree: a page dirty in the
    /// pool has no extension copy; any other page's newest version is on
    /// disk; every extension copy is the newest.
    pub fn check(&self) -> Result<(), String> {
        self.pool.check()?;
        if let Some(e) = &self.ext {
            e.check()?;
        }
        for page in 0..self.pages() {
            let p = page as usize;
            let dirty = self
                .pool
                .frame_of(page)
                .is_some_and(|f| self.pool.is_dirty(f));
            if !dirty && self.disk_version[p] != self.version[p] {
                return Err(format!(
                    "page {page}'s update is lost: not dirty, not on disk"
                ));
            }
            if let Some(slot) = self.ext.as_ref().and_then(|e| e.slot_of(page)) {
                if dirty {
                    return Err(format!(
                        "page {page} is dirty in the pool and in the extension"
                    ));
                }
                let held = self.ext.as_ref().map_or(0, |e| e.version_in(slot));
                if held != self.version[p] {
                    return Err(format!("the extension holds a stale copy of page {page}"));
                }
            }
        }
        Ok(())
    }

    pub fn memory_bytes(&self) -> usize {
        self.pool.memory_bytes()
            + self.ext.as_ref().map_or(0, Extension::memory_bytes)
            + (self.version.capacity() + self.disk_version.capacity()) * 4
            + self.writer.memory_bytes()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_random_page_of_the_virtual_disk_costs_about_fifteen_ms() {
        let mut d = Device::new(Model::Hdd(Hdd::VM_2014), PAGE_BYTES);
        let (mut t, n) = (0.0, 4_000u32);
        for i in 0..n {
            // Pages spread over a 1 GB file.
            let page = (i as u64 * 2_654_435_761 % 142_858) as u32;
            t = d.submit(host_block(page), Io::Read, t);
        }
        let per = t / n as f64;
        assert!(per > 14.5 && per < 16.3, "{per} ms a read");
        // A write goes to the host's cache and leaves the head in place.
        let before = d.service_ms(host_block(5), Io::Read);
        d.submit(host_block(9_000), Io::Write, t);
        assert_eq!(d.service_ms(host_block(5), Io::Read), before);
    }
}
