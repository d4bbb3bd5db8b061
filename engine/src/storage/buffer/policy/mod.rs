//! Replacement policies: how a full pool chooses the frame to empty.
//!
//! Each policy keeps its own state per frame and answers one question,
//! `victim`: which unpinned frame goes, and why (`Why`, for the step
//! view's narration). The pool does the mechanics around it (the page
//! table, pins, the write of a dirty page); a policy never sees a pinned
//! frame chosen, never moves a page, never writes.
//!
//! | policy | keeps | chooses |
//! |---|---|---|
//! | FIFO | load order | the page loaded first |
//! | LRU | use order | the page used least recently |
//! | CLOCK | a reference bit, a hand | the first frame with its bit clear, clearing bits as the hand passes |
//! | clock-sweep | a usage count (≤ 5), a hand | the first frame with count 0, lowering counts as the hand passes (PostgreSQL) |
//! | LRU-2 | each page's last two uses | the page whose second-to-last use is oldest; pages used once go first |
//! | OPT | the future of the trace | the page needed furthest ahead (Belady's MIN: the lower bound) |

mod clock;
mod list;
mod lru2;
mod opt;

use serde::Serialize;

pub use clock::{Clock, BM_MAX_USAGE_COUNT};
pub use list::OrderList;
pub use lru2::Lru2;
pub use opt::Opt;

crate::choice_enum! {
    /// The replacement policies a pool can run.
    pub enum PolicyKind {
        /// First in, first out: the article's drawing of a pool.
        Fifo => "fifo",
        /// Least recently used.
        Lru => "lru",
        /// CLOCK (second chance): one reference bit per frame.
        Clock => "clock",
        /// PostgreSQL's clock-sweep: usage counts up to 5.
        ClockSweep => "clock_sweep",
        /// LRU-2 (O'Neil, O'Neil and Weikum, 1993).
        Lru2 => "lru2",
        /// Belady's optimal (MIN): needs the whole future of the trace.
        Opt => "opt",
    }
}

/// Why a frame was chosen, in the policy's own terms (references are
/// counted from 0, in the order the pool saw them).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify))]
#[serde(tag = "rule", rename_all = "snake_case")]
pub enum Why {
    /// FIFO: its page came in first, at reference `loaded_at`.
    FirstIn { loaded_at: u64 },
    /// LRU: its page was used least recently, at reference `last_used`.
    LeastRecent { last_used: u64 },
    /// CLOCK: the hand found its bit clear, after clearing `cleared` bits.
    BitClear { cleared: u32 },
    /// Clock-sweep: the hand found its usage count at 0, after lowering
    /// `lowered` counts.
    UsageZero { lowered: u32 },
    /// LRU-2: the oldest second-to-last use (`null`: used only once, and
    /// such pages go first, least recent of them first), then the last.
    OldestSecondLast {
        #[cfg_attr(target_arch = "wasm32", tsify(type = "number | null"))]
        second_last: Option<u64>,
        last: u64,
    },
    /// OPT: its page is needed again furthest ahead (`null`: never).
    FurthestNext {
        #[cfg_attr(target_arch = "wasm32", tsify(type = "number | null"))]
        next_use: Option<u64>,
    },
}

/// What a clock hand did to a frame it passed without choosing it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify))]
pub struct Pass {
    pub frame: u32,
    /// The bit or usage count before and after (equal: pinned, skipped).
    pub before: u8,
    pub after: u8,
}

/// Where a policy reports the frames its hand passes (`None`: nobody is
/// watching, and the sweep records nothing).
pub type Passes<'a> = Option<&'a mut Vec<Pass>>;

/// A policy's state, one variant per kind (static dispatch: the pool's hot
/// loop pays one predictable branch).
#[derive(Debug, Clone)]
pub enum Policy {
    Fifo(OrderList),
    Lru(OrderList),
    Clock(Clock),
    ClockSweep(Clock),
    Lru2(Lru2),
    Opt(Opt),
}

impl Policy {
    /// A policy for `frames` frames. OPT needs the trace it will see, in
    /// order (`future`); the others ignore it.
    pub fn new(kind: PolicyKind, frames: u32, future: &[u32]) -> Policy {
        match kind {
            PolicyKind::Fifo => Policy::Fifo(OrderList::new(frames)),
            PolicyKind::Lru => Policy::Lru(OrderList::new(frames)),
            PolicyKind::Clock => Policy::Clock(Clock::new(frames, 1)),
            PolicyKind::ClockSweep => Policy::ClockSweep(Clock::new(frames, BM_MAX_USAGE_COUNT)),
            PolicyKind::Lru2 => Policy::Lru2(Lru2::new(frames)),
            PolicyKind::Opt => Policy::Opt(Opt::new(frames, future)),
        }
    }

    pub fn kind(&self) -> PolicyKind {
        match self {
            Policy::Fifo(_) => PolicyKind::Fifo,
            Policy::Lru(_) => PolicyKind::Lru,
            Policy::Clock(_) => PolicyKind::Clock,
            Policy::ClockSweep(_) => PolicyKind::ClockSweep,
            Policy::Lru2(_) => PolicyKind::Lru2,
            Policy::Opt(_) => PolicyKind::Opt,
        }
    }

    /// Reference `now` found `page` in `frame`.
    #[inline]
    pub fn hit(&mut self, frame: u32, page: u32, now: u64) {
        match self {
            Policy::Fifo(_) => {}
            Policy::Lru(l) => l.to_back(frame, now),
            Policy::Clock(c) | Policy::ClockSweep(c) => c.touch(frame),
            Policy::Lru2(l) => l.touch(frame, page, now),
            Policy::Opt(o) => o.touch(frame, now),
        }
    }

    /// Reference `now` brought `page` into the empty `frame`.
    #[inline]
    pub fn loaded(&mut self, frame: u32, page: u32, now: u64) {
        match self {
            Policy::Fifo(l) | Policy::Lru(l) => l.push_back(frame, now),
            Policy::Clock(c) | Policy::ClockSweep(c) => c.load(frame),
            Policy::Lru2(l) => l.load(frame, page, now),
            Policy::Opt(o) => o.load(frame, now),
        }
    }

    /// The frame to empty: unpinned (`pins[frame] == 0`), or `None` when
    /// every frame is pinned. The chosen frame leaves the policy's
    /// structures; `loaded` puts it back with its new page.
    pub fn victim(&mut self, pins: &[u32], passes: Passes) -> Option<(u32, Why)> {
        match self {
            Policy::Fifo(l) => l
                .take_front(pins)
                .map(|(f, at)| (f, Why::FirstIn { loaded_at: at })),
            Policy::Lru(l) => l
                .take_front(pins)
                .map(|(f, at)| (f, Why::LeastRecent { last_used: at })),
            Policy::Clock(c) => c
                .sweep(pins, passes)
                .map(|(f, n)| (f, Why::BitClear { cleared: n })),
            Policy::ClockSweep(c) => c
                .sweep(pins, passes)
                .map(|(f, n)| (f, Why::UsageZero { lowered: n })),
            Policy::Lru2(l) => l.take_victim(pins),
            Policy::Opt(o) => o.take_victim(pins),
        }
    }

    /// What the picture shows in each frame, in the policy's terms
    /// (`state_name`): FIFO and LRU the place in line (1 goes next), CLOCK
    /// the bit, clock-sweep the usage count, LRU-2 the place in line, OPT
    /// the reference that needs the page next (`u32::MAX`: never). An empty
    /// frame shows 0.
    pub fn frame_states(&self, occupied: &[bool]) -> Vec<u32> {
        match self {
            Policy::Fifo(l) | Policy::Lru(l) => l.ranks(occupied.len()),
            Policy::Clock(c) | Policy::ClockSweep(c) => c.counts(),
            Policy::Lru2(l) => l.ranks(occupied),
            Policy::Opt(o) => o.next_uses(occupied),
        }
    }

    /// What `frame_states` holds, as the picture's key says it.
    pub fn state_name(&self) -> &'static str {
        match self {
            Policy::Fifo(_) | Policy::Lru(_) | Policy::Lru2(_) => "rank",
            Policy::Clock(_) => "reference_bit",
            Policy::ClockSweep(_) => "usage_count",
            Policy::Opt(_) => "next_use",
        }
    }

    /// The clock hand's frame (clocks only).
    pub fn hand(&self) -> Option<u32> {
        match self {
            Policy::Clock(c) | Policy::ClockSweep(c) => Some(c.hand()),
            _ => None,
        }
    }

    /// Whether the policy's structures hold exactly the occupied frames.
    pub fn check(&self, occupied: &[bool]) -> Result<(), String> {
        match self {
            Policy::Fifo(l) | Policy::Lru(l) => l.check(occupied),
            Policy::Clock(_) | Policy::ClockSweep(_) => Ok(()),
            Policy::Lru2(l) => l.check(occupied),
            Policy::Opt(o) => o.check(occupied),
        }
    }

    /// Bytes of state (the memory budget).
    pub fn memory_bytes(&self) -> usize {
        match self {
            Policy::Fifo(l) | Policy::Lru(l) => l.memory_bytes(),
            Policy::Clock(c) | Policy::ClockSweep(c) => c.memory_bytes(),
            Policy::Lru2(l) => l.memory_bytes(),
            Policy::Opt(o) => o.memory_bytes(),
        }
    }
}
