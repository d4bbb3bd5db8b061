//! Property tests of the buffer pool, under every replacement policy,
//! against a model of what it must guarantee:
//! * a pinned page is never evicted, and a pool with every frame pinned
//!   refuses a new page rather than break a pin;
//! * a dirty page is written before it leaves (no update lost: the model
//!   keeps a version of each page in memory and on disk);
//! * the page table and the frames agree, and the counts add up, after
//!   every operation (`BufferPool::check`);
//! * a hit is a page the model says is resident;
//! * OPT never misses more than any other policy, on any trace (some of
//!   its references a scan's, which the ring policy reads through its
//!   ring), with the same frames; LRU and OPT never miss more with more
//!   frames;
//! * 2Q's A1out and ARC's ghost lists stay within their bounds (checked by
//!   `BufferPool::check` after every operation).

use std::collections::HashMap;

use pagelab::choice::Choice;
use pagelab::storage::buffer::{AllPinned, BufferPool, PolicyKind};
use proptest::prelude::*;

#[derive(Debug, Clone)]
enum Op {
    /// Reference a page (fetch and unpin), maybe writing it.
    Reference {
        page: u32,
        write: bool,
    },
    /// A sequential scan's reference (no pin held), maybe writing.
    Scan {
        page: u32,
        write: bool,
    },
    /// Fetch and keep the pin.
    Hold {
        page: u32,
    },
    /// Let go of the n-th pin held (mod the count), maybe having written.
    Release {
        nth: usize,
        write: bool,
    },
    Checkpoint,
    BgWriter {
        scan: u32,
        max: u32,
    },
}

fn op(pages: u32) -> impl Strategy<Value = Op> {
    prop_oneof![
        6 => (0..pages, any::<bool>()).prop_map(|(page, write)| Op::Reference { page, write }),
        3 => (0..pages, any::<bool>()).prop_map(|(page, write)| Op::Scan { page, write }),
        2 => (0..pages).prop_map(|page| Op::Hold { page }),
        2 => (any::<usize>(), any::<bool>()).prop_map(|(nth, write)| Op::Release { nth, write }),
        1 => Just(Op::Checkpoint),
        1 => (1u32..6, 1u32..4).prop_map(|(scan, max)| Op::BgWriter { scan, max }),
    ]
}

/// What the pool must agree with.
#[derive(Default)]
struct Model {
    /// Pins held by the test, page by page.
    pins: HashMap<u32, u32>,
    /// Pages resident (by the pool's own reports of loads and evictions).
    resident: HashMap<u32, ()>,
    /// Version of each page in memory and on disk.
    memory: HashMap<u32, u64>,
    disk: HashMap<u32, u64>,
    /// Pins held, in order, as (page, frame).
    held: Vec<(u32, u32)>,
}

impl Model {
    fn write(&mut self, page: u32) {
        *self.memory.entry(page).or_default() += 1;
    }
    fn clean(&mut self, page: u32) {
        let v = self.memory.get(&page).copied().unwrap_or(0);
        self.disk.insert(page, v);
    }
    fn is_dirty(&self, page: u32) -> bool {
        self.memory.get(&page).copied().unwrap_or(0) != self.disk.get(&page).copied().unwrap_or(0)
    }
}

/// The frame, or `None` when the pool (rightly) refused: every frame pinned.
/// `scan`: a scan's reference (`reference_as`, which pins nothing; the
/// flag: it writes), else a fetch that pins.
fn fetch(
    pool: &mut BufferPool,
    m: &mut Model,
    page: u32,
    frames: u32,
    scan: Option<bool>,
) -> Result<Option<u32>, TestCaseError> {
    let pinned_resident = m.pins.values().filter(|&&n| n > 0).count() as u32;
    let was_resident = m.resident.contains_key(&page);
    let got = match scan {
        Some(write) => pool.reference_as(page, write, true, None),
        None => pool.fetch(page, None),
    };
    match got {
        Err(AllPinned) => {
            prop_assert!(!was_resident, "a resident page {page} was refused");
            prop_assert_eq!(pinned_resident, frames, "refused with unpinned frames left");
            Ok(None)
        }
        Ok(f) => {
            prop_assert_eq!(f.hit, was_resident, "page {} hit/miss", page);
            if let Some(ev) = f.evicted {
                prop_assert_eq!(
                    m.pins.get(&ev.page).copied().unwrap_or(0),
                    0,
                    "pinned page {} evicted",
                    ev.page
                );
                prop_assert_eq!(
                    ev.written,
                    m.is_dirty(ev.page),
                    "page {} left: written?",
                    ev.page
                );
                if ev.written {
                    m.clean(ev.page);
                }
                prop_assert!(
                    !m.is_dirty(ev.page),
                    "page {} left dirty: an update lost",
                    ev.page
                );
                m.resident.remove(&ev.page);
            }
            m.resident.insert(page, ());
            Ok(Some(f.frame))
        }
    }
}

fn run(kind: PolicyKind, frames: u32, ops: &[Op]) -> Result<(), TestCaseError> {
    let mut pool = BufferPool::new(frames, kind, &[]);
    let mut m = Model::default();
    for op in ops {
        match *op {
            Op::Reference { page, write } => {
                if let Some(frame) = fetch(&mut pool, &mut m, page, frames, None)? {
                    if write {
                        m.write(page);
                    }
                    pool.unpin(frame, write);
                }
            }
            Op::Scan { page, write } => {
                if fetch(&mut pool, &mut m, page, frames, Some(write))?.is_some() && write {
                    m.write(page);
                }
            }
            Op::Hold { page } => {
                if let Some(frame) = fetch(&mut pool, &mut m, page, frames, None)? {
                    *m.pins.entry(page).or_default() += 1;
                    m.held.push((page, frame));
                }
            }
            Op::Release { nth, write } => {
                if !m.held.is_empty() {
                    let (page, frame) = m.held.remove(nth % m.held.len());
                    *m.pins.entry(page).or_default() -= 1;
                    if write {
                        m.write(page);
                    }
                    pool.unpin(frame, write);
                }
            }
            Op::Checkpoint => {
                for f in pool.checkpoint() {
                    let page = pool.page_in(f).expect("a written frame holds a page");
                    m.clean(page);
                }
                for &page in m.resident.keys() {
                    prop_assert!(!m.is_dirty(page), "page {page} dirty after a checkpoint");
                }
            }
            Op::BgWriter { scan, max } => {
                let written = pool.bgwriter_round(scan, max);
                prop_assert!(written.len() as u32 <= max);
                for f in written {
                    let page = pool.page_in(f).expect("a written frame holds a page");
                    prop_assert_eq!(
                        m.pins.get(&page).copied().unwrap_or(0),
                        0,
                        "bgwriter wrote pinned page {}",
                        page
                    );
                    m.clean(page);
                }
            }
        }
        pool.check()
            .map_err(|e| TestCaseError::fail(format!("{kind}: {e}")))?;
        let dirty = m.resident.keys().filter(|&&p| m.is_dirty(p)).count() as u32;
        prop_assert_eq!(pool.dirty_frames(), dirty, "dirty frames");
    }
    Ok(())
}

fn misses(kind: PolicyKind, frames: u32, trace: &[u32]) -> u64 {
    misses_scanning(kind, frames, trace, &[])
}

/// Misses on `trace`, the references at which `scans` is true a scan's.
fn misses_scanning(kind: PolicyKind, frames: u32, trace: &[u32], scans: &[bool]) -> u64 {
    let mut pool = BufferPool::new(frames, kind, trace);
    for (i, &p) in trace.iter().enumerate() {
        let scan = scans.get(i).copied().unwrap_or(false);
        pool.reference_as(p, false, scan, None)
            .expect("nothing is pinned");
        if i % 16 == 0 {
            pool.check()
                .map_err(|e| format!("{kind}: {e}"))
                .expect("consistent");
        }
    }
    pool.check()
        .map_err(|e| format!("{kind}: {e}"))
        .expect("consistent");
    pool.counts().misses
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn the_pool_keeps_its_promises(frames in 1u32..6, ops in prop::collection::vec(op(10), 1..120)) {
        for &kind in PolicyKind::ALL {
            if kind == PolicyKind::Opt {
                continue; // OPT needs its trace in advance: below.
            }
            run(kind, frames, &ops)?;
        }
    }

    #[test]
    fn opt_never_misses_more_than_any_policy(frames in 1u32..8, trace in prop::collection::vec(0u32..12, 0..200)) {
        let opt = misses(PolicyKind::Opt, frames, &trace);
        for &kind in PolicyKind::ALL {
            let m = misses(kind, frames, &trace);
            prop_assert!(opt <= m, "OPT {} > {} {} with {} frames", opt, kind, m, frames);
        }
    }

    #[test]
    fn opt_is_the_floor_with_scans_marked(frames in 1u32..24, refs in prop::collection::vec((0u32..40, any::<bool>()), 0..300)) {
        let trace: Vec<u32> = refs.iter().map(|r| r.0).collect();
        let scans: Vec<bool> = refs.iter().map(|r| r.1).collect();
        let opt = misses(PolicyKind::Opt, frames, &trace);
        for &kind in PolicyKind::ALL {
            let m = misses_scanning(kind, frames, &trace, &scans);
            prop_assert!(opt <= m, "OPT {} > {} {} with {} frames", opt, kind, m, frames);
        }
    }

    #[test]
    fn stack_policies_never_miss_more_with_more_frames(frames in 1u32..8, trace in prop::collection::vec(0u32..12, 0..200)) {
        for kind in [PolicyKind::Lru, PolicyKind::Opt] {
            prop_assert!(misses(kind, frames + 1, &trace) <= misses(kind, frames, &trace), "{}", kind);
        }
    }
}

mod through_the_pool {
    //! A B+tree and a heap under a mixed load through one pool: the pool
    //! sees exactly the pages the tables report, the same watched and
    //! unwatched, and stays consistent.

    use pagelab::storage::buffer::{BufferPool, PolicyKind, Through};
    use pagelab::storage::heap::HeapTable;
    use pagelab::storage::observe::{AccessTape, Tape};
    use pagelab::storage::page::PageLayout;
    use pagelab::storage::split::SplitPolicy;
    use pagelab::storage::tree::ClusteredTree;
    use pagelab::storage::{Observer, Op};
    use pagelab::workload::mix::{self, Mix};

    const HEAP_BASE: u32 = 1 << 20;

    fn run<O: Observer>(obs: &mut O, policy: PolicyKind) -> (BufferPool, usize) {
        let base: Vec<u64> = (0..5_000u64).map(|k| k * 2).collect();
        let mut tree = ClusteredTree::build(
            Box::new(base),
            PageLayout::ase_data(2048, 132),
            PageLayout::ase_index(2048),
            90,
            SplitPolicy::Mid,
        );
        let mut heap = HeapTable::load(3_000, PageLayout::ase_data(2048, 132), 1);
        let mut pool = BufferPool::new(64, policy, &[]);
        let mix = Mix {
            insert: 40,
            update: 20,
            delete: 10,
            get: 20,
            range: 10,
            range_width: 60,
        };
        let mut n = 0;
        for op in mix::ops(mix, 12_000, 3_000, 5, |k| k) {
            let mut t = Through::new(obs, &mut pool, 0);
            match op {
                Op::Insert(k) => {
                    tree.insert(k, &mut t);
                    let mut h = Through::new(t.inner, t.pool, HEAP_BASE);
                    heap.insert(&mut h);
                }
                Op::Delete(k) => {
                    tree.delete(k, &mut t);
                }
                Op::Update(k) => {
                    tree.update(k, &mut t);
                }
                Op::Get(k) => {
                    tree.get(k, &mut t);
                }
                Op::Range { from, to } => {
                    tree.range(from, to, &mut t, |_| {});
                }
            }
            n += 1;
        }
        assert_eq!(n, 3_000);
        (pool, tree.rows() as usize)
    }

    #[test]
    fn the_pool_sees_every_page_the_tables_touch_watched_or_not() {
        for policy in [PolicyKind::Lru, PolicyKind::ClockSweep] {
            let mut tape = Tape::default();
            let (watched, rows) = run(&mut tape, policy);
            let mut quiet = AccessTape::default();
            let (unwatched, rows2) = run(&mut quiet, policy);
            assert_eq!(rows, rows2);
            assert_eq!(
                tape.accesses, quiet.accesses,
                "the same accesses watched and unwatched"
            );
            assert_eq!(watched.counts(), unwatched.counts(), "the same pool counts");
            assert_eq!(watched.counts().requests, tape.accesses.len() as u64);
            assert!(watched.counts().hits > 0 && watched.counts().misses > 64);
            assert!(
                watched.dirty_frames() > 0,
                "inserts and updates dirty pages"
            );
            watched.check().expect("consistent pool");
        }
    }
}
