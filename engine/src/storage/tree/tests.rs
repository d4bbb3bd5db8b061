//! Unit tests of the tree's shortcuts; the property tests against a
//! reference model are in `engine/tests/tree_ops.rs`.

use super::*;
use crate::storage::observe::{AccessTape, Tape};
use crate::storage::Key;
use crate::storage::PageEvent;

fn pack(group: u32, n: u32) -> Key {
    ((group as u64) << 32) | n as u64
}

/// 3,000 rows: 100 groups of 30, on article-sized pages (15 rows).
fn small_tree() -> ClusteredTree {
    let rows: Vec<Key> = (1..=100)
        .flat_map(|g| (1..=30).map(move |n| pack(g, n)))
        .collect();
    ClusteredTree::build(
        Box::new(rows),
        PageLayout::ase_data(2048, 132),
        PageLayout::ase_index(2048),
        100,
        SplitPolicy::Mid,
    )
}

#[test]
fn append_fast_path_matches_the_descent() {
    // The same ascending keys, once watched (full descent every time) and
    // once not (fast path): identical pages, and the same pages read and
    // written in the same order.
    let (mut watched, mut silent) = (small_tree(), small_tree());
    let (mut tape, mut quiet) = (Tape::default(), AccessTape::default());
    for i in 0..5_000 {
        let key = pack(999, i + 1);
        let a = watched.insert(key, &mut tape);
        let b = silent.insert(key, &mut quiet);
        assert_eq!(a, b);
    }
    assert!(silent.check().is_ok());
    let chain = |t: &ClusteredTree| {
        t.leaves_in_order()
            .map(|p| (p, t.leaf_keys(p)))
            .collect::<Vec<_>>()
    };
    assert_eq!(chain(&watched), chain(&silent));
    assert_eq!(tape.accesses, quiet.accesses);
    assert!(
        watched.levels() >= 3,
        "the tree grew a level: {}",
        watched.levels()
    );
}

#[test]
fn an_empty_table_grows_from_one_leaf() {
    let mut t = ClusteredTree::build(
        Box::new(Vec::new()),
        PageLayout::ase_data(2048, 132),
        PageLayout::ase_index(2048),
        100,
        SplitPolicy::Mid,
    );
    assert_eq!((t.rows(), t.leaf_count(), t.levels()), (0, 1, 1));
    assert!(t.check().is_ok());
    for i in (1..=200).rev() {
        assert!(t.insert(pack(1, i), &mut Tape::default()).inserted);
    }
    assert!(t.check().is_ok(), "{:?}", t.check());
    assert_eq!(t.rows(), 200);
    assert!(t.levels() >= 2);
}

#[test]
fn deleting_every_row_frees_every_page_but_one() {
    let mut t = small_tree();
    let before = t.live_pages();
    let mut tape = Tape::default();
    for g in 1..=100 {
        for n in 1..=30 {
            assert!(t.delete(pack(g, n), &mut tape), "row {g},{n}");
        }
        assert!(t.check().is_ok(), "after group {g}: {:?}", t.check());
    }
    assert_eq!((t.rows(), t.leaf_count(), t.live_pages()), (0, 1, 1));
    assert_eq!(t.levels(), 1);
    let freed = tape
        .events
        .iter()
        .filter(|e| matches!(e, PageEvent::FreePage { .. }))
        .count();
    assert_eq!(freed as u32, before - 1);
    assert!(!t.delete(pack(1, 1), &mut tape));
    // Freed pages are taken again before the file grows: ascending rows
    // fill pages by half (mid-page splits), so 700 rows need ~90 pages of
    // the 203 freed.
    let file = t.file_pages();
    for i in 0..700 {
        t.insert(pack(7, i), &mut Tape::default());
    }
    assert!(t.check().is_ok());
    assert_eq!(t.file_pages(), file);
}

#[test]
fn a_range_read_follows_the_chain() {
    let t = small_tree();
    let mut got = Vec::new();
    let out = t.range(pack(10, 5), pack(12, 29), &mut Tape::default(), |k| {
        got.push(k)
    });
    let want: Vec<Key> = (10..=12)
        .flat_map(|g| (1..=30).map(move |n| pack(g, n)))
        .filter(|&k| (pack(10, 5)..=pack(12, 29)).contains(&k))
        .collect();
    assert_eq!(got, want);
    assert_eq!(out.rows, want.len() as u64);
    assert!(out.leaves >= 6);
}

#[test]
fn insert_on_a_known_leaf_matches_insert() {
    // Random keys (some already present) into a bulk-built tree, once by
    // `insert` and once by `insert_on` with the leaf `leaf_to_insert`
    // finds: the same outcomes and the same pages.
    let (mut plain, mut known) = (small_tree(), small_tree());
    let mut state = 11u64;
    for _ in 0..4_000 {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let key = pack((state >> 40) as u32 % 102, (state >> 20) as u32 % 40);
        let leaf = known.leaf_to_insert(key);
        assert_eq!(leaf, known.leaf_of(key));
        let a = plain.insert(key, &mut crate::storage::observe::Quiet);
        let b = known.insert_on(leaf, key);
        assert_eq!(a, b, "key {key:#x}");
    }
    assert!(known.check().is_ok());
    let chain = |t: &ClusteredTree| {
        t.leaves_in_order()
            .map(|p| (p, t.leaf_keys(p)))
            .collect::<Vec<_>>()
    };
    assert_eq!(chain(&plain), chain(&known));
}
