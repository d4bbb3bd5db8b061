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
//! | 2Q | a FIFO A1in, an LRU Am, a ghost list A1out | A1in's oldest while A1in holds more than a quarter of the frames, else Am's least recent (PostgreSQL 8.0.2) |
//! | ARC | LRU lists T1, T2, ghost lists B1, B2, a target p | T1's least recent if T1 holds more than p pages, else T2's (PostgreSQL 8.0) |
//! | clock-sweep with a scan ring | clock-sweep's counts, a ring of frames for scans | a scan reuses its ring's next frame; the rest as clock-sweep (PostgreSQL 8.3) |
//!
//! A reference may be a sequential scan's (`scan`): only the ring policy
//! reads it (PostgreSQL's scans ask for a ring; 2Q and ARC resist scans
//! without being told).

mod arc;
mod clock;
mod ghost;
mod list;
mod lru2;
mod opt;
mod ring;
mod twoq;

use serde::Serialize;

pub use arc::{Arc, Ghost};
pub use clock::{Clock, BM_MAX_USAGE_COUNT};
pub use ghost::Ghosts;
pub use list::OrderList;
pub use lru2::Lru2;
pub use opt::Opt;
pub use ring::{ring_frames, Ring, RING_PAGES};
pub use twoq::TwoQ;

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
        /// 2Q (Johnson and Shasha, 1994): PostgreSQL 8.0.2 to 8.0.x.
        TwoQ => "2q",
        /// ARC (Megiddo and Modha, 2003): PostgreSQL 8.0.
        Arc => "arc",
        /// Clock-sweep with PostgreSQL 8.3's ring for large sequential scans.
        ClockSweepRing => "clock_sweep_ring",
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
    /// 2Q: A1in held `a1in` pages, more than its share `kin`: its oldest
    /// page (in at `loaded_at`) leaves, and A1out remembers its number.
    A1inOldest { loaded_at: u64, a1in: u32, kin: u32 },
    /// 2Q: A1in held no more than its share: Am's least recent page (used
    /// at `last_used`) leaves, forgotten.
    AmLeastRecent { last_used: u64, a1in: u32, kin: u32 },
    /// ARC: T1 held `t1` pages against the target `target` (p): T1's least
    /// recent page leaves; B1 remembers it (`remembered`: false when T1
    /// filled the pool and B1 was empty). `found_in`: the ghost list that
    /// remembered the page asked for (p moved for it), or `null`.
    T1LeastRecent {
        last_used: u64,
        t1: u32,
        target: u32,
        #[cfg_attr(target_arch = "wasm32", tsify(type = "Ghost | null"))]
        found_in: Option<Ghost>,
        remembered: bool,
    },
    /// ARC: T1 was within its target: T2's least recent page leaves, and
    /// B2 remembers it.
    T2LeastRecent {
        last_used: u64,
        t1: u32,
        target: u32,
        #[cfg_attr(target_arch = "wasm32", tsify(type = "Ghost | null"))]
        found_in: Option<Ghost>,
    },
    /// Scan ring: the scan's ring slot `slot` (of `ring`) holds a frame
    /// with a usage count of at most 1: the scan reuses it.
    RingReuse { slot: u32, ring: u32 },
    /// Scan ring: the slot was empty or its frame in use elsewhere: the
    /// clock hand found this frame at 0 (after lowering `lowered` counts),
    /// and it joins the ring at `slot`.
    RingJoin { slot: u32, ring: u32, lowered: u32 },
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
    TwoQ(TwoQ),
    Arc(Arc),
    ClockSweepRing(Ring),
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
            PolicyKind::TwoQ => Policy::TwoQ(TwoQ::new(frames)),
            PolicyKind::Arc => Policy::Arc(Arc::new(frames)),
            PolicyKind::ClockSweepRing => Policy::ClockSweepRing(Ring::new(frames)),
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
            Policy::TwoQ(_) => PolicyKind::TwoQ,
            Policy::Arc(_) => PolicyKind::Arc,
            Policy::ClockSweepRing(_) => PolicyKind::ClockSweepRing,
        }
    }

    /// Reference `now` found `page` in `frame` (`scan`: a sequential
    /// scan's reference).
    #[inline]
    pub fn hit(&mut self, frame: u32, page: u32, now: u64, scan: bool) {
        match self {
            Policy::Fifo(_) => {}
            Policy::Lru(l) => l.to_back(frame, now),
            Policy::Clock(c) | Policy::ClockSweep(c) => c.touch(frame),
            Policy::Lru2(l) => l.touch(frame, page, now),
            Policy::Opt(o) => o.touch(frame, now),
            Policy::TwoQ(q) => q.touch(frame, now),
            Policy::Arc(a) => a.touch(frame, now),
            Policy::ClockSweepRing(r) => r.touch(frame, scan),
        }
    }

    /// Reference `now` misses `page`, before the pool makes room: 2Q and
    /// ARC look for it among their ghosts here (ARC moves its target); a scan under the ring policy may take
    /// its ring's next frame (returned, to be emptied: before any free
    /// frame, as PostgreSQL's `StrategyGetBuffer` asks the ring first).
    #[inline]
    pub fn missing(&mut self, page: u32, scan: bool, pins: &[u32]) -> Option<(u32, Why)> {
        match self {
            Policy::Arc(a) => {
                a.missing(page);
                None
            }
            Policy::TwoQ(q) => {
                q.missing(page);
                None
            }
            Policy::ClockSweepRing(r) => r.from_ring(scan, pins),
            _ => None,
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
            Policy::TwoQ(q) => q.load(frame, page, now),
            Policy::Arc(a) => a.load(frame, page, now),
            Policy::ClockSweepRing(r) => r.load(frame),
        }
    }

    /// The frame to empty: unpinned (`pins[frame] == 0`), or `None` when
    /// every frame is pinned. The chosen frame leaves the policy's
    /// structures; `loaded` puts it back with its new page. `now`: the
    /// reference that asks (ghost lists remember when a page left).
    pub fn victim(&mut self, pins: &[u32], now: u64, passes: Passes) -> Option<(u32, Why)> {
        match self {
            Policy::TwoQ(q) => q.take_victim(pins, now),
            Policy::Arc(a) => a.take_victim(pins, now),
            Policy::ClockSweepRing(r) => r.sweep(pins, passes),
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
    /// the reference that needs the page next (`u32::MAX`: never), 2Q the
    /// queue (1 A1in, 2 Am), ARC the list (1 T1, 2 T2), the ring policy
    /// the usage count, plus 8 for a frame in the scan's ring. An empty
    /// frame shows 0.
    pub fn frame_states(&self, occupied: &[bool]) -> Vec<u32> {
        match self {
            Policy::Fifo(l) | Policy::Lru(l) => l.ranks(occupied.len()),
            Policy::Clock(c) | Policy::ClockSweep(c) => c.counts(),
            Policy::Lru2(l) => l.ranks(occupied),
            Policy::Opt(o) => o.next_uses(occupied),
            Policy::TwoQ(q) => q.queues(),
            Policy::Arc(a) => a.lists(),
            Policy::ClockSweepRing(r) => {
                let mut out = r.clock().counts();
                for &f in r.frames() {
                    if let Some(s) = out.get_mut(f as usize) {
                        *s |= IN_RING;
                    }
                }
                out
            }
        }
    }

    /// What `frame_states` holds, as the picture's key says it.
    pub fn state_name(&self) -> &'static str {
        match self {
            Policy::Fifo(_) | Policy::Lru(_) | Policy::Lru2(_) => "rank",
            Policy::Clock(_) => "reference_bit",
            Policy::ClockSweep(_) => "usage_count",
            Policy::Opt(_) => "next_use",
            Policy::TwoQ(_) => "queue",
            Policy::Arc(_) => "arc_list",
            Policy::ClockSweepRing(_) => "usage_ring",
        }
    }

    /// The clock hand's frame (clocks only).
    pub fn hand(&self) -> Option<u32> {
        match self {
            Policy::Clock(c) | Policy::ClockSweep(c) => Some(c.hand()),
            Policy::ClockSweepRing(r) => Some(r.clock().hand()),
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
            Policy::TwoQ(q) => q.check(occupied),
            Policy::Arc(a) => a.check(occupied),
            Policy::ClockSweepRing(_) => Ok(()),
        }
    }

    /// Bytes of state (the memory budget).
    pub fn memory_bytes(&self) -> usize {
        match self {
            Policy::Fifo(l) | Policy::Lru(l) => l.memory_bytes(),
            Policy::Clock(c) | Policy::ClockSweep(c) => c.memory_bytes(),
            Policy::Lru2(l) => l.memory_bytes(),
            Policy::Opt(o) => o.memory_bytes(),
            Policy::TwoQ(q) => q.memory_bytes(),
            Policy::Arc(a) => a.memory_bytes(),
            Policy::ClockSweepRing(r) => r.memory_bytes(),
        }
    }
}

/// Added to a usage count in the ring policy's frame states: the frame is
/// in the scan's ring.
pub const IN_RING: u32 = 8;
