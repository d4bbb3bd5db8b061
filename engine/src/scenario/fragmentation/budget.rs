//! What a fragmentation run holds and how long it takes, before it is
//! built (`ScenarioDef::budget`).
//!
//! The time is counted in page accesses, window by window, as the run
//! will make them (`plan_total`'s schedule: `every` rows of growth, then a
//! window of the mix): a request of the mix touches its index descents
//! and heap pages, and a customer's statement touches a page for each of
//! the customer's rows on a different page (fragmented: all of them, one
//! a page until a customer has more rows than the table pages; a sorted
//! archive: a page or two a batch). An access costs the pool, the file
//! cache and the disks' bookkeeping, plus a look at every session's clock
//! (the earliest goes next); a row of growth costs its inserts. Besides:
//! the windows' tallies of the pool (a look at every frame and at every
//! row of the heap pages it holds), the background writer's sweeps (the
//! pool's dirty words 4,096 frames at a time), the archive moves (a count
//! a customer each). Costs measured on the reference machine, raised by
//! `MARGIN`.
//!
//! The bytes: 10 a row (its customer; the customer's list of rows, up to
//! twice its length as it grows), the
//! indexes (a few dozen bytes a leaf), the archive's batches (where each
//! customer starts in each: 4 bytes a customer a batch), the pool and the
//! file cache (their frames, page tables as long as the database's page
//! numbers), and what a request under way holds: its list of pages (and
//! their story when every step may be shown, `every` = 0) and the disk
//! reads it queued, for every session at once.

use super::params::{Layout, Params, CID_ENTRY_BYTES, ID_ENTRY_BYTES, PAGE_BYTES};
use super::tables::reserved_pages;
use crate::storage::buffer::PolicyKind;
use crate::scenario::budget::{mb, ms_of};
use crate::scenario::params::thousands;
use crate::scenario::{Budget, Lever};

/// Measured costs are raised by this much: the estimate is a bound (more
/// than the other scenarios': this one's costs vary the most with the
/// shape of the run).
const MARGIN: f64 = 1.5;
/// An access found in the pool, ns; more when the pool misses (the file
/// cache's bookkeeping), more again when the disks are timed; and a
/// session looked at (each access, for the earliest clock).
const ACCESS_NS: f64 = 20.0;
const MISS_NS: f64 = 25.0;
const DISK_NS: f64 = 60.0;
const SESSION_NS: f64 = 1.5;
/// A page's story, kept for every request when every step may be shown
/// (`every` = 0).
const STORY_NS: f64 = 25.0;
/// LRU-2's ordered set, on every access that reaches the pool.
const LRU2_NS: f64 = 40.0;
/// 2Q's and ARC's lists and ghost maps, on every access (2Q's ghost list
/// is touched on a miss only; ARC's hit moves a page between lists).
const TWOQ_NS: f64 = 15.0;
const ARC_NS: f64 = 30.0;

/// The policy's own cost an access, beyond a clock's.
fn policy_ns(policy: PolicyKind) -> f64 {
    match policy {
        PolicyKind::Lru2 => LRU2_NS,
        PolicyKind::TwoQ => TWOQ_NS,
        PolicyKind::Arc => ARC_NS,
        _ => 0.0,
    }
}
/// A request besides its pages (its list, the mix, the background check).
const REQUEST_NS: f64 = 300.0;
/// A row inserted while the table grows (or before the first request),
/// at 1 M rows, and more each time the table doubles (the pool and the
/// indexes outgrow the processor's caches).
const GROW_NS: f64 = 100.0;
const GROW_NS_PER_DOUBLING: f64 = 25.0;
/// A row's archive move: its entries in the archive's indexes, and in the
/// current table's as they are rebuilt over the rows left.
const ARCHIVED_NS: f64 = 100.0;
/// A frame looked at, and a row of a heap page counted, in a window's tally.
const FRAME_NS: f64 = 10.0;
const ROW_NS: f64 = 12.0;
/// A word of the dirty bits' summary (4,096 frames) swept.
const SWEEP_NS: f64 = 3.0;
/// Index pages above the leaves: children a page.
const FANOUT: f64 = 290.0;

/// Entries of a full leaf of each index, and how full they end up: the id
/// index appended to (90%), the customer index filled at the end of many
/// groups (~55%).
fn per_leaf(bytes: u32, fill: f64) -> f64 {
    ((PAGE_BYTES - 24) / bytes) as f64 * fill
}

/// Levels of an index of `entries`, root to leaf.
fn depth(entries: f64, per_leaf: f64) -> f64 {
    let leaves = (entries / per_leaf).max(1.0);
    1.0 + leaves.ln().max(0.0) / FANOUT.ln()
}

/// Pages of the database at `rows` rows: heap and index leaves.
fn database_pages(p: &Params, rows: f64) -> f64 {
    rows / p.rows_per_page() as f64
        + rows / per_leaf(ID_ENTRY_BYTES, 0.9)
        + rows / per_leaf(CID_ENTRY_BYTES, 0.55)
}

/// What an access costs at `rows` rows, ns (the sessions aside): the
/// share of the database past the pool misses it, the share past the
/// memory goes to disk (as if uniform: a customer's statement is).
fn access_ns(p: &Params, rows: f64) -> f64 {
    let pages = database_pages(p, rows).max(1.0);
    let past = |held: f64| (1.0 - held / pages).clamp(0.0, 1.0);
    let policy = policy_ns(p.policy);
    ACCESS_NS
        + policy
        + MISS_NS * past(p.pool_frames() as f64)
        + DISK_NS * past(p.memory_pages() as f64)
}

/// Pages a request of each kind touches at `rows` rows, on average.
struct Request {
    insert: f64,
    by_id: f64,
    hour: f64,
    all: f64,
}

fn request(p: &Params, rows: f64) -> Request {
    let c = p.customers as f64;
    let rpp = p.rows_per_page() as f64;
    let id_leaf = per_leaf(ID_ENTRY_BYTES, 0.9);
    let cid_leaf = per_leaf(CID_ENTRY_BYTES, 0.55);
    let batch = p.batch_rows() as f64;
    let defrag = p.layout == Layout::Defragmented;
    // The current table: all rows, or (defragmented) up to two batches.
    let current = if defrag { rows.min(2.0 * batch) } else { rows };
    let archived = rows - current;
    let (id, cid) = (depth(current, id_leaf), depth(current, cid_leaf));
    let (aid, acid) = (depth(archived, id_leaf), depth(archived, cid_leaf));
    // A customer's rows among `n` rows in order: a page each until the
    // pages run out; the customer index's leaves holding them.
    let scattered = |n: f64| (n / c).min(n / rpp + 1.0) + n / c / cid_leaf + cid;
    let hour = p.hour_rows as f64;
    let in_hour = hour.min(rows);
    let mut r = Request {
        insert: 1.0 + id + cid + 2.0,
        by_id: id + 1.0,
        hour: scattered(in_hour.min(current)),
        all: scattered(current),
    };
    if defrag {
        r.by_id += aid + 1.0;
        // Each archived batch that holds some of the customer's rows: they
        // are sorted together, a page or two; the archive's customer index
        // over them. (A batch's pages are found by two searches in the
        // customer's rows: counted as three pages more.) An archive move (every
        // batch of inserts) reads a batch and writes the archive.
        let mine = archived / c;
        let batches = (archived / batch).ceil().min(mine.ceil());
        let sorted = if batches > 0.0 {
            batches * ((mine / batches / rpp).ceil() + 4.0) + mine / cid_leaf + acid
        } else {
            0.0
        };
        r.all += sorted;
        if hour > current {
            r.hour += sorted * ((hour - current) / archived.max(1.0)).min(1.0);
        }
        r.insert += 2.0 * (batch / rpp + 2.0 * batch / id_leaf) / batch;
    }
    r
}

/// What the run will do, counted.
#[derive(Debug, Default, Clone, Copy, PartialEq)]
struct Work {
    accesses: f64,
    /// Their cost, ns (the sessions aside).
    access_ns: f64,
    requests: f64,
    grown: f64,
    windows: f64,
    /// The largest request's pages.
    biggest: f64,
}

/// Windows the run's work is summed over at most (evenly spaced: a
/// window's cost grows smoothly with the table).
const SAMPLES: f64 = 512.0;

/// The run's work, window by window as `plan_total` schedules it.
fn work(p: &Params) -> Work {
    let (window, every) = (p.window as f64, p.every as f64);
    let inserts = window / 20.0 * 5.0;
    let (start, target) = (p.start_rows as f64, p.target_rows() as f64);
    let mix = |rows: f64| {
        let r = request(p, rows);
        (
            (5.0 * r.insert + 10.0 * r.by_id + 3.0 * r.hour + 2.0 * r.all) / 20.0,
            r.all.max(r.hour).max(r.insert),
            access_ns(p, rows),
        )
    };
    // Windows, and where the table stands at the first and between two.
    let (windows, first, step) = if p.every == 0 {
        // The mix all along: whole windows until the table has `rows`.
        let blocks = ((target - start).max(0.0) / 5.0).ceil();
        ((blocks / (window / 20.0)).ceil().max(1.0), start, inserts)
    } else {
        let step = every + inserts;
        (
            ((target - start).max(0.0) / step).ceil().max(1.0),
            (start + every).min(target),
            step,
        )
    };
    let mut w = Work {
        grown: start + if p.every == 0 { 0.0 } else { (target - start).max(0.0) },
        windows,
        requests: windows * window,
        ..Work::default()
    };
    let n = windows.min(SAMPLES);
    for j in 0..n as u64 {
        let k = (j as f64 * windows / n).floor();
        let (per, big, ns) = mix((first + k * step).min(target + window));
        let accesses = window * per * windows / n;
        w.accesses += accesses;
        w.access_ns += accesses * ns;
        w.biggest = w.biggest.max(big);
    }
    // The last window, at the largest table, sets the biggest request.
    let (_, big, _) = mix(target + inserts);
    w.biggest = w.biggest.max(big);
    w
}

pub fn of(p: &Params) -> Budget {
    let w = work(p);
    let frames = p.pool_frames() as f64;
    let sessions = p.sessions as f64;
    let rpp = p.rows_per_page() as f64;
    let rows = p.target_rows() as f64 + p.window as f64;
    let batches = if p.layout == Layout::Defragmented {
        (rows / p.batch_rows() as f64).ceil()
    } else {
        0.0
    };
    let customers = p.customers as f64;
    let summary_words = (frames / 4_096.0).ceil();
    // A row of growth: its inserts, three pages through the pool, and a
    // look at each session (all idle?).
    let grow_ns = GROW_NS
        + GROW_NS_PER_DOUBLING * (rows / 1e6).log2().max(0.0)
        + SESSION_NS * sessions
        + 3.0 * policy_ns(p.policy)
        // Defragmented, a row is indexed again: in the archive's two
        // indexes, and in the current table's as they are rebuilt.
        + if p.layout == Layout::Defragmented { ARCHIVED_NS } else { 0.0 };
    let story = if p.every == 0 { STORY_NS } else { 0.0 };
    let ns = w.access_ns
        + w.accesses * (SESSION_NS * sessions + story)
        + w.requests * (REQUEST_NS + SESSION_NS * sessions + 0.05 * SWEEP_NS * summary_words)
        + w.grown * grow_ns
        // The background writer during the growth: a sweep every 64 rows.
        + w.grown / 64.0 * SWEEP_NS * summary_words
        // Each window's tally of the pool (every frame, the rows of each
        // heap page in it), and the rows it files.
        + if p.every == 0 {
            0.0
        } else {
            // (An archive page's count walks the customers whose rows
            // could be on it, empty or not: with batches smaller than a
            // page a customer, more than its rows.)
            let per_page = if p.layout == Layout::Defragmented {
                rpp * (customers / p.batch_rows() as f64).max(1.0)
            } else {
                rpp
            };
            w.windows * (frames * FRAME_NS + frames.min(rows / rpp) * per_page * ROW_NS + 4.0 * customers)
        }
        // Checkpoints: at most one a minute of a (long) week.
        + 60_000.0 / (p.checkpoint_minutes.max(1) as f64) * SWEEP_NS * summary_words
        // Each archive move counts its batch's rows by customer.
        + batches * customers * 8.0;

    let pages = reserved_pages(p) as f64;
    let cache = (p.os_cache_pages() as f64).min(pages);
    let leaves = rows / per_leaf(ID_ENTRY_BYTES, 0.9) + rows / per_leaf(CID_ENTRY_BYTES, 0.5) + customers;
    let kept = if p.every == 0 { 2.0 * 48.0 } else { 0.0 };
    // A pool's frame: its page, pins, free-list entry and dirty bit, its
    // policy's state, the step view's copy.
    let frame_bytes = 24.0
        + match p.policy {
            PolicyKind::Fifo | PolicyKind::Lru => 12.0,
            PolicyKind::Lru2 => 48.0,
            // Two lines of 16 bytes a frame, the page, and the ghosts:
            // 2Q's A1out half the frames, ARC's B1 and B2 the frames each,
            // ~34 bytes a ghost (a slot in a line, its page, the map).
            PolicyKind::TwoQ => 36.0 + 17.0,
            PolicyKind::Arc => 36.0 + 68.0,
            _ => 1.0,
        };
    let bytes = 10.0 * rows
        + 2.0 * 72.0 * leaves * if p.layout == Layout::Defragmented { 2.0 } else { 1.0 }
        + 2.0 * batches * (4.0 * customers + 32.0)
        + frames * frame_bytes
        + cache * 25.0
        + pages * (2.0 * 8.0 + 0.125)
        + sessions * w.biggest * (2.0 * 12.0 + kept + 32.0)
        + p.disks as f64 * 4e6
        + 48.0 * customers
        + (4 << 20) as f64;

    let table = format!(
        "{} rows of {} customers",
        thousands(p.target_rows()),
        thousands(p.customers as u64)
    );
    Budget {
        bytes: bytes as u64,
        ms: ms_of(MARGIN * ns),
        memory: Lever::new(
            format!(
                "{table}{} (a statement of up to {} pages) with {} of pool and {} of file cache",
                if p.layout == Layout::Defragmented {
                    format!(" in {} archive batches", thousands(batches as u64))
                } else {
                    String::new()
                },
                thousands(w.biggest as u64),
                mb(frames as u64 * 8_192),
                mb(cache as u64 * 8_192)
            ),
            &[
                "rows",
                "customers",
                "archive_rows",
                "shared_buffers_mb",
                "sessions",
            ],
            "fewer rows, more customers (smaller statements), larger archive batches, a smaller pool or fewer sessions",
        ),
        time: Lever::new(
            format!(
                "{table}: {} requests in {} windows, {} page accesses",
                thousands(w.requests as u64),
                thousands(w.windows as u64),
                thousands(w.accesses as u64)
            ),
            &["rows", "every", "window", "customers", "sessions"],
            "fewer rows, more rows between windows (every), shorter windows, more customers (shorter statements) or fewer sessions",
        ),
    }
}
