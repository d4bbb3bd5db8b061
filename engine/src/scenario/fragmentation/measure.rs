//! What a measurement window reports: a `Point` of the growth (request
//! times, reads and writes a second, the pool's dirty share and useful
//! rows), and the week's rows the figures read from the points.

use super::*;

impl Fragmentation {
    pub(super) fn start_meter(&mut self, now: f64) {
        let disk_done = self.store.disk_done(now);
        self.meter = Some(Meter {
            wal_flushes: self.wal.flushes,
            io: self.store.io,
            disk_done,
            start_ms: now,
            end_ms: now,
            ..Meter::default()
        });
    }

    /// The figures of the measured requests so far, with the table, the
    /// pool and the cache as they are now.
    pub(super) fn point(&self) -> Point {
        let m = self.meter.unwrap_or_default();
        let io = self.store.io.minus(&m.io);
        // What the disks did in the window: work finished in it (writes
        // the file cache queued may finish later). Before the first
        // measurement, nothing (the disks may have forgotten work).
        let done = match self.meter {
            Some(m) => self.store.disk_done_by(m.end_ms),
            None => (0, 0),
        };
        let (disk_reads, disk_writes) = (done.0 - m.disk_done.0, done.1 - m.disk_done.1);
        let elapsed = (m.end_ms - m.start_ms).max(1e-9);
        let per_s = |n: u64| n as f64 / (elapsed / 1_000.0);
        let mean = |k: Kind| {
            let n = m.count[k as usize];
            if n == 0 {
                0.0
            } else {
                m.ms[k as usize] / n as f64
            }
        };
        let ratio = |a: u64, b: u64| if b == 0 { 0.0 } else { a as f64 / b as f64 };
        let (heap_pages, useful) = self.cached_heap();
        let database_pages = self.tables.pages();
        let region = if database_pages <= self.params.pool_frames() as u64 {
            Region::A
        } else if database_pages <= self.params.memory_pages() {
            Region::B
        } else {
            Region::C
        };
        // The disks move file system blocks: a page read or written is a
        // block's transfer.
        let mb = |pages: f64| pages * store::FS_BLOCK_BYTES as f64 / 1e6;
        // Writes over the whole stretch since the last point (the growth
        // and this window) on the simulated clock: a window of ~80 ms
        // alone would miss the background writer's 200 ms rounds and the
        // 15-minute checkpoints that carry the growth's writes.
        let (written, since_ms) = self.since_point;
        let stretch_s = ((m.end_ms - since_ms) / 1_000.0).max(1e-9);
        let sustained = (self.store.io.writes() - written) as f64 / stretch_s;
        Point {
            rows: self.tables.rows(),
            database_pages,
            region: crate::choice::Choice::name(region),
            requests: m.count.iter().sum(),
            elapsed_ms: m.end_ms - m.start_ms,
            insert_mean_ms: mean(Kind::Insert),
            update_mean_ms: mean(Kind::Update),
            select_one_mean_ms: mean(Kind::SelectOne),
            select_hour_mean_ms: mean(Kind::SelectHour),
            select_all_mean_ms: mean(Kind::SelectAll),
            physical_reads: disk_reads,
            physical_writes: disk_writes,
            reads_per_s: per_s(disk_reads),
            writes_per_s: per_s(disk_writes),
            sustained_writes_per_s: sustained,
            sustained_write_mb_s: mb(sustained),
            log_writes_per_s: per_s(self.wal.flushes - m.wal_flushes),
            read_mb_s: mb(per_s(disk_reads)),
            write_mb_s: mb(per_s(disk_writes)),
            hit_ratio: ratio(io.pool_hits, io.accesses()),
            file_cache_hit_ratio: ratio(io.file_cache_hits, io.file_cache_hits + io.disk_reads),
            dirty_ratio: ratio(
                self.store.pool.dirty_frames() as u64,
                self.store.pool.frames() as u64,
            ),
            heap_pages_cached: heap_pages,
            useful_records_cached: useful,
            useful_per_page: ratio(useful, heap_pages),
            requests_per_s: per_s(m.count.iter().sum()),
            hours: m.end_ms / 3_600_000.0,
        }
    }

    /// Heap pages in the pool, and the useful rows on them.
    pub(super) fn cached_heap(&self) -> (u64, u64) {
        // The pool's heap pages in page order: their rows are then read
        // from `customer_of` front to back, not at random (a pool holds
        // tens of thousands of them; the sums do not depend on the order).
        let mut heap: Vec<u32> = (0..self.store.pool.frames())
            .filter_map(|f| self.store.pool.page_in(f))
            .filter(|&id| id != NONE && matches!(self.addr.rel_of(id).0, Rel::Heap | Rel::ArchiveHeap))
            .collect();
        heap.sort_unstable();
        let mut useful = 0u64;
        let mut tally = vec![(0u32, 0u32); self.params.customers as usize];
        for (i, &id) in heap.iter().enumerate() {
            let (rel, page) = self.addr.rel_of(id);
            useful += self.tables.useful_rows(rel, page, &mut tally, i as u32 + 1) as u64;
        }
        (heap.len() as u64, useful)
    }
}

/// The article measured its databases "at 11 M rows".
pub const ARTICLE_ROWS: u64 = 11_000_000;

/// The window the article's figures at 11 M rows are read from: the first
/// past `ARTICLE_ROWS` (a window's rows include the inserts it measured:
/// with one every 500,000 rows, 11.02 M), in the same run as the week's
/// rows and the charts, so the article table and the charts' caption give
/// one figure from one source.
pub(super) fn article_window(points: &[Point]) -> Option<&Point> {
    points.iter().find(|p| p.rows > ARTICLE_ROWS)
}

/// A week of simulated time, in hours.
const WEEK_H: f64 = 168.0;

/// Rows at a week: between the two windows around it, or past the last at
/// its rate of rows an hour (inserts are a quarter of the requests).
pub(super) fn week_rows(points: &[Point]) -> (f64, bool) {
    if let Some(i) = points.iter().position(|p| p.hours >= WEEK_H) {
        let b = &points[i];
        let (h0, r0) = if i > 0 {
            (points[i - 1].hours, points[i - 1].rows as f64)
        } else {
            (0.0, 0.0)
        };
        let t = if b.hours > h0 {
            (WEEK_H - h0) / (b.hours - h0)
        } else {
            1.0
        };
        return (r0 + t * (b.rows as f64 - r0), true);
    }
    match points.last() {
        Some(p) => (
            p.rows as f64 + (WEEK_H - p.hours) * p.requests_per_s / 4.0 * 3_600.0,
            false,
        ),
        None => (0.0, false),
    }
}
