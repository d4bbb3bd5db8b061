//! Views: the bulk data each picture of a lesson draws, named by the kind
//! of picture, so the UI picks a component by `kind` and never asks a
//! lesson what it is. In WebAssembly the arrays cross as typed arrays
//! (`wasm/lessons.rs`); natively they are plain vectors.
//!
//! Kinds today: the pages of a table (drawn as a strip of the whole table
//! and as boxes of rows around a step's insert), the pages on each level of
//! a tree, a buffer pool's frames, a reference string, sessions' lanes and
//! latch queues, an index rebuild's timeline and sort groups.
//!
//! Declared once (`views!` below): the enum, each kind's name, its
//! TypeScript type (`VIEW_TS`, which `wasm/lessons.rs` adds to the generated
//! declarations) and the field list the WASM adapter turns into typed
//! arrays (`View::fields`) all follow from the one declaration. A field's
//! TypeScript type follows from its Rust type (`ViewField`); `as "..."`
//! names a narrower one.

use serde::Serialize;

/// A view field as the WASM adapter reads it: numbers, text, and the
/// arrays that cross as typed arrays.
#[derive(Debug, Clone, PartialEq)]
pub enum Field<'a> {
    Bool(bool),
    Number(f64),
    Text(&'a str),
    Texts(Vec<&'a str>),
    U8s(&'a [u8]),
    U32s(&'a [u32]),
    F32s(&'a [f32]),
    F64s(&'a [f64]),
}

/// A type a view's field may have: its TypeScript type and its `Field`.
pub trait ViewField {
    const TS: &'static str;
    fn field(&self) -> Field<'_>;
}

macro_rules! view_field {
    ($($ty:ty => $ts:literal, |$v:ident| $field:expr;)+) => {
        $(impl ViewField for $ty {
            const TS: &'static str = $ts;
            fn field(&self) -> Field<'_> {
                let $v = self;
                $field
            }
        })+
    };
}

view_field! {
    bool => "boolean", |v| Field::Bool(*v);
    u32 => "number", |v| Field::Number(*v as f64);
    u64 => "number", |v| Field::Number(*v as f64);
    i64 => "number", |v| Field::Number(*v as f64);
    f64 => "number", |v| Field::Number(*v);
    String => "string", |v| Field::Text(v);
    &'static str => "string", |v| Field::Text(v);
    Vec<String> => "string[]", |v| Field::Texts(v.iter().map(String::as_str).collect());
    Vec<&'static str> => "string[]", |v| Field::Texts(v.clone());
    Vec<u8> => "Uint8Array", |v| Field::U8s(v);
    Vec<u32> => "Uint32Array", |v| Field::U32s(v);
    Vec<f32> => "Float32Array", |v| Field::F32s(v);
    Vec<f64> => "Float64Array", |v| Field::F64s(v);
}

/// The total length of `parts` (for `concat_str`).
const fn concat_len(parts: &[&str]) -> usize {
    let (mut n, mut i) = (0, 0);
    while i < parts.len() {
        n += parts[i].len();
        i += 1;
    }
    n
}

/// `parts` joined, at compile time: `concat!` takes only literals, and a
/// field's TypeScript type is a trait's constant.
const fn concat_bytes<const N: usize>(parts: &[&str]) -> [u8; N] {
    let mut out = [0u8; N];
    let (mut k, mut i) = (0, 0);
    while i < parts.len() {
        let bytes = parts[i].as_bytes();
        let mut j = 0;
        while j < bytes.len() {
            out[k] = bytes[j];
            k += 1;
            j += 1;
        }
        i += 1;
    }
    out
}

/// A field's TypeScript type: its own, or the narrower one it names.
macro_rules! ts_of {
    ($ty:ty) => {
        <$ty as ViewField>::TS
    };
    ($ty:ty, $ts:literal) => {
        $ts
    };
}

macro_rules! views {
    ($(
        $(#[$meta:meta])*
        $variant:ident $kind:literal {
            $($(#[$fmeta:meta])* $field:ident: $fty:ty $(as $fts:literal)?),+ $(,)?
        }
    ),+ $(,)?) => {
        #[derive(Debug, Clone, PartialEq, Serialize)]
        #[serde(tag = "kind")]
        pub enum View {
            $(
                $(#[$meta])*
                #[serde(rename = $kind)]
                $variant { $($(#[$fmeta])* $field: $fty),+ },
            )+
        }

        impl View {
            /// The view's kind, as the UI names it.
            pub fn kind(&self) -> &'static str {
                match self {
                    $(View::$variant { .. } => $kind),+
                }
            }

            /// Each field by name, in declaration order (the WASM adapter
            /// makes one JavaScript property of each).
            pub fn fields(&self) -> Vec<(&'static str, Field<'_>)> {
                match self {
                    $(View::$variant { $($field),+ } => vec![
                        $((stringify!($field), ViewField::field($field))),+
                    ]),+
                }
            }
        }

        const VIEW_TS_PARTS: &[&str] = &[
            "/** The bulk data one picture draws (engine/src/scenario/view.rs). */\nexport type View =",
            $(
                "\n  | { kind: \"", $kind, "\"",
                $("; ", stringify!($field), ": ", ts_of!($fty $(, $fts)?),)+
                " }",
            )+
            ";\n",
        ];
    };
}

const VIEW_TS_LEN: usize = concat_len(VIEW_TS_PARTS);
const VIEW_TS_BYTES: [u8; VIEW_TS_LEN] = concat_bytes::<VIEW_TS_LEN>(VIEW_TS_PARTS);
/// `View`'s TypeScript type, from the declaration below.
pub const VIEW_TS: &str = match std::str::from_utf8(&VIEW_TS_BYTES) {
    Ok(text) => text,
    Err(_) => panic!("the view declaration is not UTF-8"),
};

views! {
    /// Every data page in logical (key) order: how full it is (used bytes
    /// over page bytes), where it sits in the file, the leading key column
    /// of its first row (its group: the article's instrument) and its rows;
    /// for small tables also each row's group, page after page (empty when
    /// the table is too big to draw row by row, or keeps no keys).
    PageStrip "page_strip" {
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
    TreeLevels "tree_levels" { pages: Vec<u32>, heap: bool },
    /// One buffer pool, frame by frame: its page (`u32::MAX`: empty), pins,
    /// dirty (0/1), and the policy's own state (`state_name`: `rank`, 1 =
    /// next to go; `reference_bit`; `usage_count`; `next_use`, the
    /// reference that needs the page next, `u32::MAX` never; `queue`, 2Q's
    /// 1 A1in or 2 Am; `arc_list`, ARC's 1 T1 or 2 T2; `usage_ring`, the
    /// usage count plus 8 in the scan's ring); the clock hand's frame (-1:
    /// no hand).
    BufferFrames "buffer_frames" {
        policy: String,
        pages: Vec<u32>,
        pins: Vec<u32>,
        dirty: Vec<u8>,
        state: Vec<u32>,
        state_name: &'static str as "\"rank\" | \"reference_bit\" | \"usage_count\" | \"next_use\" | \"queue\" | \"arc_list\" | \"usage_ring\"",
        hand: i64,
    },
    /// A database's buffer pool, frame by frame: each frame's relation
    /// (an index into `relations`; 255 empty), page, dirty (0/1), and for a
    /// heap page the rows of its most frequent customer (`useful`).
    PoolPages "pool_pages" {
        relations: Vec<&'static str>,
        rel: Vec<u8>,
        pages: Vec<u32>,
        dirty: Vec<u8>,
        useful: Vec<u32>,
    },
    /// A relation's pages, page by page: where each is now (0 on disk only,
    /// 1 in the file cache, 2 in the pool).
    RelationPages "relation_pages" {
        relation: &'static str,
        place: Vec<u8>,
    },
    /// A pool and its extension, cell by cell: the page in each frame
    /// (`u32::MAX`: empty) and its dirty mark (0/1), the page in each
    /// extension slot (`u32::MAX`: empty; no slots without an extension),
    /// and where each data page is (0 disk only, 1 extension, 2 pool clean,
    /// 3 pool dirty; the first 65,536 pages) of `data_pages`.
    BpeTiers "bpe_tiers" {
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
    SessionLanes "session_lanes" {
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
    LatchQueues "latch_queues" {
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
    RebuildTimeline "rebuild_timeline" {
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
    SortGroups "sort_groups" {
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
    ReferenceString "reference_string" {
        policies: Vec<String>,
        pages: Vec<u32>,
        writes: Vec<u8>,
        start: u64,
        at: u64,
        total: u64,
        outcomes: Vec<u8>,
    },
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_typescript_type_follows_the_declaration() {
        assert!(VIEW_TS.starts_with("/** The bulk data"));
        assert!(VIEW_TS.contains("| { kind: \"tree_levels\"; pages: Uint32Array; heap: boolean }"));
        assert!(VIEW_TS.contains(
            "state_name: \"rank\" | \"reference_bit\" | \"usage_count\" | \"next_use\" | \"queue\" | \"arc_list\" | \"usage_ring\"; hand: number }"
        ));
        assert_eq!(VIEW_TS.matches("| { kind:").count(), 11);
        let v = View::TreeLevels {
            pages: vec![1, 2],
            heap: false,
        };
        assert_eq!(v.kind(), "tree_levels");
        assert_eq!(
            v.fields(),
            vec![
                ("pages", Field::U32s(&[1, 2])),
                ("heap", Field::Bool(false))
            ]
        );
    }
}
