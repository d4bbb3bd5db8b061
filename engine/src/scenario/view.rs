//! Views: the bulk data each picture of a lesson draws, named by the kind
//! of picture, so the UI picks a component by `kind` and never asks a
//! lesson what it is. In WebAssembly the arrays cross as typed arrays
//! (`wasm.rs`); natively they are plain vectors.
//!
//! Kinds today: the pages of a table (drawn as a strip of the whole table
//! and as boxes of rows around a step's insert), the pages on each level of
//! a tree, a buffer pool's frames, a reference string, sessions' lanes and
//! latch queues, an index rebuild's timeline and sort groups.

use serde::Serialize;

#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum View {
    /// Every data page in logical (key) order: how full it is (used bytes
    /// over page bytes), where it sits in the file, the leading key column
    /// of its first row (its group: the article's instrument) and its rows;
    /// for small tables also each row's group, page after page (empty when
    /// the table is too big to draw row by row, or keeps no keys).
    PageStrip {
        /// Whether the pages have a key order (a clustered index); a heap's
        /// only order is the file's.
        keyed: bool,
        fill: Vec<f32>,
        physical: Vec<u32>,
        group: Vec<u32>,
        rows: Vec<u32>,
        row_groups: Vec<u32>,
        /// Rows a full page holds.
        capacity: u32,
    },
    /// Pages on each level of a tree, root first; a heap is one level.
    TreeLevels { pages: Vec<u32>, heap: bool },
    /// One buffer pool, frame by frame: its page (`u32::MAX`: empty), pins,
    /// dirty (0/1), and the policy's own state (`state_name`: `rank`, 1 =
    /// next to go; `reference_bit`; `usage_count`; `next_use`, the
    /// reference that needs the page next, `u32::MAX` never); the clock
    /// hand's frame (-1: no hand).
    BufferFrames {
        policy: String,
        pages: Vec<u32>,
        pins: Vec<u32>,
        dirty: Vec<u8>,
        state: Vec<u32>,
        state_name: &'static str,
        hand: i64,
    },
    /// A database's buffer pool, frame by frame: each frame's relation
    /// (an index into `relations`; 255 empty), page, dirty (0/1), and for a
    /// heap page the rows of its most frequent customer (`useful`).
    PoolPages {
        relations: Vec<&'static str>,
        rel: Vec<u8>,
        pages: Vec<u32>,
        dirty: Vec<u8>,
        useful: Vec<u32>,
    },
    /// A relation's pages, page by page: where each is now (0 on disk only,
    /// 1 in the file cache, 2 in the pool).
    RelationPages {
        relation: &'static str,
        place: Vec<u8>,
    },
    /// A pool and its extension, cell by cell: the page in each frame
    /// (`u32::MAX`: empty) and its dirty mark (0/1), the page in each
    /// extension slot (`u32::MAX`: empty; no slots without an extension),
    /// and where each data page is (0 disk only, 1 extension, 2 pool clean,
    /// 3 pool dirty; the first 65,536 pages) of `data_pages`.
    BpeTiers {
        frames: Vec<u32>,
        dirty: Vec<u8>,
        slots: Vec<u32>,
        place: Vec<u8>,
        data_pages: u32,
    },
    /// One lane per session (the latch scenario): its state (an index
    /// into `states`: running, runnable, spinning, waiting_latch, holding,
    /// holding_runnable — granted, waiting for its core —, flow_control,
    /// commit_wait, done), the page it waits for or holds (`u32::MAX`:
    /// none), its core, the rows it has inserted, and how long its
    /// current wait has lasted in µs (latch, flow control or commit; 0
    /// when it is not waiting).
    SessionLanes {
        states: Vec<&'static str>,
        state: Vec<u8>,
        page: Vec<u32>,
        core: Vec<u32>,
        rows: Vec<u32>,
        waited_us: Vec<f32>,
    },
    /// The pages with latch traffic now, longest queue first (up to 8):
    /// each page's holder (`u32::MAX`: none), its waiters head first
    /// (`waiters[offsets[i]..offsets[i + 1]]`) and its waits so far; the
    /// table's last page.
    LatchQueues {
        pages: Vec<u32>,
        holders: Vec<u32>,
        /// 1: the holder runs on its core; 0: granted, waiting for it.
        holder_running: Vec<u8>,
        offsets: Vec<u32>,
        waiters: Vec<u32>,
        waits: Vec<u32>,
        last_page: u32,
    },
    /// The index rebuild's timeline: spans of work on each worker's lane
    /// (`span_lane` 0 the main process, 1..=`threads` the merge threads;
    /// `span_phase` 1 scan, 2 merge, 3 build; `span_group` the sort group,
    /// `u32::MAX` for a scan; times in seconds), and each sort device's
    /// busy share and mean requests waiting in `buckets` equal slices of
    /// `0..now_s` (`device_busy[d * buckets + b]`).
    RebuildTimeline {
        threads: u32,
        devices: u32,
        span_lane: Vec<u32>,
        span_phase: Vec<u8>,
        span_group: Vec<u32>,
        span_start: Vec<f64>,
        span_end: Vec<f64>,
        now_s: f64,
        buckets: u32,
        device_busy: Vec<f32>,
        device_queue: Vec<f32>,
    },
    /// The sort groups of the area being rebuilt: each one's state (an
    /// index into `states`: scanning, sorted, merging, merged, building,
    /// built), its sort-file MB, runs, merge passes, device, and the
    /// worker merging it (0 the main process; 255 none yet), its indexes.
    SortGroups {
        area: u32,
        area_name: String,
        states: Vec<&'static str>,
        state: Vec<u8>,
        mb: Vec<f32>,
        runs: Vec<u32>,
        passes: Vec<u8>,
        device: Vec<u8>,
        thread: Vec<u8>,
        indexes: Vec<u32>,
    },
    /// A window of the reference string: references `start..start +
    /// pages.len()` of `total`, the next one to make (`at`), which write,
    /// and each pool's outcome for each (`outcomes[p * len + i]`: 0 miss,
    /// 1 hit, 2 not made yet), pools in `policies` order.
    ReferenceString {
        policies: Vec<String>,
        pages: Vec<u32>,
        writes: Vec<u8>,
        start: u64,
        at: u64,
        total: u64,
        outcomes: Vec<u8>,
    },
}

impl View {
    /// The view's kind, as the UI names it.
    pub fn kind(&self) -> &'static str {
        match self {
            View::PageStrip { .. } => "page_strip",
            View::TreeLevels { .. } => "tree_levels",
            View::BufferFrames { .. } => "buffer_frames",
            View::PoolPages { .. } => "pool_pages",
            View::RelationPages { .. } => "relation_pages",
            View::ReferenceString { .. } => "reference_string",
            View::BpeTiers { .. } => "bpe_tiers",
            View::SessionLanes { .. } => "session_lanes",
            View::LatchQueues { .. } => "latch_queues",
            View::RebuildTimeline { .. } => "rebuild_timeline",
            View::SortGroups { .. } => "sort_groups",
        }
    }
}
