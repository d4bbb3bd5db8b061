//! Below the tables: PostgreSQL's shared buffers, the operating system's
//! file cache, the striped disks, and the clock every access is timed on.
//!
//! A page access goes to the pool. A hit costs a little CPU. A miss first
//! empties a frame: a dirty victim is written (a copy into the file cache,
//! which the OS writes to disk almost at once: the article's "constant
//! stream of random I/O writes"; the disk is busy with it, the session
//! waits only for the copy, on a core: `cpu`). Then the page is copied from the file cache if it is there,
//! else read from disk, the session waiting for its turn at the disk and
//! the read. The background writer and checkpoints write dirty pages ahead
//! of need on the same disks.
//!
//! The file cache replaces pages by CLOCK (second chance), the
//! approximation of LRU that the kernels' page caches make (FreeBSD's
//! active and inactive queues, Linux's two lists).
//!
//! Costs in ms, each of them a core's time (`cpu`; the article gives none;
//! chosen to make a request that stays in memory sub-millisecond on an
//! idle server, as its region A shows):

use crate::storage::buffer::{BufferPool, PolicyKind};
use crate::storage::device::{Hdd, Io, Model, Stripe};

use super::params::{Params, PAGE_BYTES};
use super::tables::How;

/// A page found in the pool.
pub const HIT_MS: f64 = 0.005;
/// A page copied from the file cache into the pool.
pub const COPY_MS: f64 = 0.02;
/// Parsing, planning and running a request, besides its pages.
pub const REQUEST_MS: f64 = 0.2;
/// The background writer's round (PostgreSQL's `bgwriter_delay`), and
/// its "all" scan: the share of the pool it looks at a round, in
/// thousandths of a percent, and the most pages it writes a round (8.2's
/// `bgwriter_all_percent` and `bgwriter_all_maxpages` at their defaults,
/// 0.333% and 5: at most 25 pages a second). The article's "aggressive
/// background writer" gives no settings; 8.2's other scan, the LRU scan
/// (`bgwriter_lru_percent`, `_maxpages`), writes only the unused dirty
/// pages just ahead of the clock sweep, the ones an eviction is about to
/// write, so making it aggressive moves evictions' writes to the writer
/// without changing their number (ours never make a session wait) and it
/// is not modelled apart. With the all scan at 1% and 10 pages, region A
/// ended a third dirty where the article saw "nearly all buffer pool pages"
/// dirty (`docs/fidelity.md`).
pub const BGWRITER_EVERY_MS: f64 = 200.0;
const BGWRITER_SCAN_MILLIPCT: u32 = 333;
const BGWRITER_MAX: u32 = 5;
/// Disk work the file cache holds back at most, ms: a write that would put
/// the disks further behind waits (the kernel throttles a writer when too
/// much is dirty), so writes cannot outrun the disks for long.
pub const WRITE_BACKLOG_MS: f64 = 120_000.0;
/// The file system's block: FreeBSD's UFS2 reads and writes 16 KB blocks
/// (its default since 5.0), two of PostgreSQL's pages; the disks see
/// blocks, and a page read from disk brings its block's other page into
/// the file cache with it.
pub const FS_BLOCK_BYTES: u32 = 16_384;
const PAGES_PER_BLOCK: u32 = FS_BLOCK_BYTES / PAGE_BYTES;
/// Blocks a stripe puts on one disk before the next (64 KB).
const STRIPE_BLOCKS: u64 = 4;

crate::choice_enum! {
    /// Where an access found its page.
    pub enum Found {
        Pool => "pool",
        FileCache => "file_cache",
        Disk => "disk",
    }
}

/// What one access did.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Touch {
    pub found: Found,
    /// Time it cost the session, ms (waiting for the disk included).
    pub ms: f64,
    /// The page that left the pool for it, and whether it was written.
    pub evicted: Option<(u32, bool)>,
}

/// Counts of physical I/O and where pages were found.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct IoCounts {
    pub pool_hits: u64,
    pub file_cache_hits: u64,
    pub disk_reads: u64,
    /// Pages written to disk: by eviction, the background writer, checkpoints.
    pub writes_eviction: u64,
    pub writes_bgwriter: u64,
    pub writes_checkpoint: u64,
}

impl IoCounts {
    pub fn accesses(&self) -> u64 {
        self.pool_hits + self.file_cache_hits + self.disk_reads
    }
    /// Pages written, whoever wrote them.
    pub fn writes(&self) -> u64 {
        self.writes_eviction + self.writes_bgwriter + self.writes_checkpoint
    }
    pub fn minus(&self, before: &IoCounts) -> IoCounts {
        IoCounts {
            pool_hits: self.pool_hits - before.pool_hits,
            file_cache_hits: self.file_cache_hits - before.file_cache_hits,
            disk_reads: self.disk_reads - before.disk_reads,
            writes_eviction: self.writes_eviction - before.writes_eviction,
            writes_bgwriter: self.writes_bgwriter - before.writes_bgwriter,
            writes_checkpoint: self.writes_checkpoint - before.writes_checkpoint,
        }
    }
}

pub struct Store {
    pub pool: BufferPool,
    /// Pages ever written, a bit a page: a page never written (an empty
    /// index's first page) is nowhere on disk to read, it is made in the pool.
    written: Vec<u64>,
    /// The pages dirty in the pool, a bit a page (what `pool.frame_of` and
    /// `pool.is_dirty` say, kept here in 1/32 of the page table's bytes):
    /// the growth asks it of every page it writes, and the pool's page
    /// table is too big to stay in the CPU's cache. Set by a write's
    /// reference, cleared by an eviction and by the background writer's
    /// and checkpoints' writes: the only ways a pool page stops being dirty.
    dirty_in_pool: Vec<u64>,
    file_cache: BufferPool,
    disks: Stripe,
    pub io: IoCounts,
    next_bgwriter_ms: f64,
    checkpoint_every_ms: f64,
    next_checkpoint_ms: f64,
}

impl Store {
    /// The store of a database of at most `pages` page numbers.
    pub fn new(p: &Params, pages: u64) -> Self {
        let checkpoint_every_ms = p.checkpoint_minutes as f64 * 60_000.0;
        Store {
            pool: BufferPool::new(p.pool_frames(), p.policy, &[]),
            written: Vec::new(),
            dirty_in_pool: Vec::new(),
            // A cache larger than the database never has to choose: its
            // frames past the database's pages would stay empty, so they
            // are not made (a file cache of 1 TB over a small table would
            // otherwise hold gigabytes of empty frames).
            file_cache: BufferPool::new(
                (p.os_cache_pages() as u64).min(pages.max(1)) as u32,
                PolicyKind::Clock,
                &[],
            ),
            disks: Stripe::new(
                p.disks,
                Model::Hdd(Hdd::SATA_7200),
                FS_BLOCK_BYTES,
                STRIPE_BLOCKS,
            )
            // FreeBSD's disksort (C-LOOK) under ten sessions' reads and the
            // writes the file cache sends, which wait there while reads do.
            .sorted()
            .reads_first(),
            io: IoCounts::default(),
            next_bgwriter_ms: BGWRITER_EVERY_MS,
            checkpoint_every_ms,
            next_checkpoint_ms: if checkpoint_every_ms > 0.0 {
                checkpoint_every_ms
            } else {
                f64::INFINITY
            },
        }
    }

    /// An access to a page never written is the making of a new one.
    #[inline]
    fn settle_how(&mut self, id: u32, how: How) -> How {
        let (word, bit) = written_bit(id);
        if word >= self.written.len() {
            self.written.resize(word + 1, 0);
        }
        let known = self.written[word] & bit != 0;
        self.written[word] |= bit;
        // (Sessions touch their pages in turn: a page another request is
        // about to make may be reached first by one that writes it next.)
        if known {
            how
        } else {
            How::New
        }
    }

    /// One access to page `id` (a page number of the pool; its file system
    /// block, `id / PAGES_PER_BLOCK`, is the stripe's) at `now_ms`. A new page takes a frame and is read from
    /// nowhere.
    #[inline]
    pub fn touch(&mut self, id: u32, how: How, now_ms: f64) -> Touch {
        let how = self.settle_how(id, how);
        // Only a fully pinned pool refuses, and no session holds a pin
        // between accesses.
        let Ok(f) = self.pool.reference(id, how != How::Read, None) else {
            return Touch {
                found: Found::Pool,
                ms: HIT_MS,
                evicted: None,
            };
        };
        self.referenced(id, how, f.evicted.map(|e| e.page));
        if f.hit {
            self.io.pool_hits += 1;
            return Touch {
                found: Found::Pool,
                ms: HIT_MS,
                evicted: None,
            };
        }
        let evicted = f.evicted.map(|e| (e.page, e.written));
        let mut waited = 0.0;
        if let Some((page, true)) = evicted {
            waited = self.write_out(page, now_ms);
            self.io.writes_eviction += 1;
        }
        let now_ms = now_ms + waited;
        if how == How::New {
            return Touch {
                found: Found::Pool,
                ms: waited + HIT_MS,
                evicted,
            };
        }
        if self
            .file_cache
            .reference(id, false, None)
            .is_ok_and(|c| c.hit)
        {
            self.io.file_cache_hits += 1;
            return Touch {
                found: Found::FileCache,
                ms: waited + HIT_MS + COPY_MS,
                evicted,
            };
        }
        self.io.disk_reads += 1;
        self.read_block_mate(id);
        let done = self.disks.submit((id / PAGES_PER_BLOCK) as u64, Io::Read, now_ms);
        Touch {
            found: Found::Disk,
            ms: waited + done - now_ms + COPY_MS,
            evicted,
        }
    }

    /// An access while the table grows between windows: the pool and the
    /// file cache keep what it brings in, a dirty page leaves written, but
    /// no disk is timed (the growth stands for hours: the writes it makes
    /// are spread over them, not queued at one instant).
    #[inline(always)]
    pub fn touch_untimed(&mut self, id: u32, how: How) {
        // A write to a page already dirty in the pool changes nothing the
        // pool keeps but its place in the policy's order, and the growth
        // writes the same few pages row after row (the heap's last page,
        // the id index's last leaf): skip the reference. (This test is
        // inlined where the growth names its pages; the rest is a call.)
        if how != How::Read && bit_set(&self.dirty_in_pool, id) {
            return;
        }
        self.reference_untimed(id, how);
    }

    #[inline(never)]
    fn reference_untimed(&mut self, id: u32, how: How) {
        let how = self.settle_how(id, how);
        let Ok(f) = self.pool.reference(id, how != How::Read, None) else {
            return;
        };
        self.referenced(id, how, f.evicted.map(|e| e.page));
        if f.hit {
            self.io.pool_hits += 1;
            return;
        }
        if let Some(e) = f.evicted {
            if e.written {
                let _ = self.file_cache.reference(e.page, false, None);
                self.io.writes_eviction += 1;
            }
        }
        if how != How::New
            && !self
                .file_cache
                .reference(id, false, None)
                .is_ok_and(|c| c.hit)
        {
            self.io.disk_reads += 1;
            self.read_block_mate(id);
        }
    }

    /// Keeps `dirty_in_pool` after a reference to `id` that took the
    /// frame of `evicted` (if any).
    #[inline]
    fn referenced(&mut self, id: u32, how: How, evicted: Option<u32>) {
        if let Some(page) = evicted {
            set_bit(&mut self.dirty_in_pool, page, false);
        }
        if how != How::Read {
            set_bit(&mut self.dirty_in_pool, id, true);
        }
    }

    /// The other page of `id`'s file system block, read with it: into
    /// the file cache, if it was ever written (else it is on no disk).
    #[inline]
    fn read_block_mate(&mut self, id: u32) {
        let mate = id ^ 1;
        let (word, bit) = written_bit(mate);
        if self.written.get(word).is_some_and(|w| w & bit != 0) {
            let _ = self.file_cache.reference(mate, false, None);
        }
    }

    /// A page written by the background writer or a checkpoint.
    fn written(&mut self, id: u32, at_ms: f64, timed: bool) {
        if timed {
            self.write_out(id, at_ms);
        } else {
            let _ = self.file_cache.reference(id, false, None);
        }
    }

    /// A dirty page leaves the pool's keeping: into the file cache, and to
    /// disk at once. Returns how long the writer waits: nothing, unless the
    /// disks are more than `WRITE_BACKLOG_MS` behind.
    fn write_out(&mut self, id: u32, now_ms: f64) -> f64 {
        let _ = self.file_cache.reference(id, false, None);
        let done = self.disks.submit((id / PAGES_PER_BLOCK) as u64, Io::Write, now_ms);
        (done - now_ms - WRITE_BACKLOG_MS).max(0.0)
    }

    /// Background work due by `now_ms`: background writer rounds and
    /// checkpoints. Returns the pages each wrote. `timed`: their writes
    /// keep the disks busy (in a window), else they are only counted (the
    /// growth's writes are spread over its hours).
    pub fn background(&mut self, now_ms: f64, timed: bool) -> (u64, u64) {
        let (mut bg, mut ck) = (0, 0);
        if self.next_bgwriter_ms <= now_ms {
            // The rounds due, in one sweep: k rounds look at k times the
            // frames and write at most k times the pages (a long stretch
            // of the growth's clock may owe thousands).
            let rounds = ((now_ms - self.next_bgwriter_ms) / BGWRITER_EVERY_MS) as u32 + 1;
            // As 8.2 rounds it: (NBuffers * percent + 99) / 100.
            let scan = (self.pool.frames() as u64 * BGWRITER_SCAN_MILLIPCT as u64).div_ceil(100_000) as u32;
            let at = self.next_bgwriter_ms;
            for frame in self.pool.bgwriter_round(
                scan.saturating_mul(rounds),
                BGWRITER_MAX.saturating_mul(rounds),
            ) {
                if let Some(id) = self.pool.page_in(frame) {
                    set_bit(&mut self.dirty_in_pool, id, false);
                    self.written(id, at, timed);
                    bg += 1;
                }
            }
            self.next_bgwriter_ms += rounds as f64 * BGWRITER_EVERY_MS;
        }
        if self.next_checkpoint_ms <= now_ms {
            // Checkpoints due one after the other: the last has all to write.
            let skipped = ((now_ms - self.next_checkpoint_ms) / self.checkpoint_every_ms).floor();
            self.next_checkpoint_ms += skipped * self.checkpoint_every_ms;
            let at = self.next_checkpoint_ms;
            for frame in self.pool.checkpoint() {
                if let Some(id) = self.pool.page_in(frame) {
                    set_bit(&mut self.dirty_in_pool, id, false);
                    self.written(id, at, timed);
                    ck += 1;
                }
            }
            self.next_checkpoint_ms += self.checkpoint_every_ms;
        }
        self.io.writes_bgwriter += bg;
        self.io.writes_checkpoint += ck;
        (bg, ck)
    }

    /// Pages the disks have read and written by `now_ms` (work finished,
    /// not merely asked for); `settle` forgets the times of finished work.
    pub fn disk_done(&mut self, now_ms: f64) -> (u64, u64) {
        self.disks.settle(now_ms)
    }
    pub fn disk_done_by(&self, now_ms: f64) -> (u64, u64) {
        self.disks.done_by(now_ms)
    }
    /// Forgets the times of work finished by `now_ms` (no later count asks
    /// about an earlier time): what the disks remember stays the work
    /// still under way, not the whole run's.
    pub fn forget_done(&mut self, now_ms: f64) {
        self.disks.settle(now_ms);
    }

    /// Whether page `id` is in the file cache now.
    pub fn in_file_cache(&self, id: u32) -> bool {
        self.file_cache.frame_of(id).is_some()
    }

    pub fn memory_bytes(&self) -> usize {
        self.pool.memory_bytes()
            + self.file_cache.memory_bytes()
            + (self.written.capacity() + self.dirty_in_pool.capacity()) * 8
    }

    pub fn check(&self) -> Result<(), String> {
        self.pool.check()?;
        // Every page the pool holds dirty has its bit, and no other page.
        let mut dirty = 0u64;
        for f in 0..self.pool.frames() {
            if let Some(id) = self.pool.page_in(f) {
                if self.pool.is_dirty(f) != bit_set(&self.dirty_in_pool, id) {
                    return Err(format!("page {id}: the store's dirty bit is not the pool's"));
                }
                dirty += self.pool.is_dirty(f) as u64;
            }
        }
        let bits: u64 = self.dirty_in_pool.iter().map(|w| w.count_ones() as u64).sum();
        if bits != dirty {
            return Err(format!("{bits} pages have the store's dirty bit, {dirty} are dirty in the pool"));
        }
        self.file_cache
            .check()
            .map_err(|e| format!("file cache: {e}"))
    }
}

/// Page `id`'s word and bit in `Store::written`.
#[inline]
fn written_bit(id: u32) -> (usize, u64) {
    (id as usize / 64, 1u64 << (id % 64))
}

/// Whether page `id`'s bit is set in `bits`.
#[inline]
fn bit_set(bits: &[u64], id: u32) -> bool {
    let (word, bit) = written_bit(id);
    bits.get(word).is_some_and(|w| w & bit != 0)
}

/// Sets or clears page `id`'s bit in `bits`, growing it as needed.
#[inline]
fn set_bit(bits: &mut Vec<u64>, id: u32, on: bool) {
    let (word, bit) = written_bit(id);
    if word >= bits.len() {
        if !on {
            return;
        }
        bits.resize(word + 1, 0);
    }
    if on {
        bits[word] |= bit;
    } else {
        bits[word] &= !bit;
    }
}
