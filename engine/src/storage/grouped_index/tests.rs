use super::*;
use crate::storage::observe::{AccessTape, Quiet};

/// A linear congruential walk (the storage layer sits above the
/// workload's generator).
fn walk(seed: u64) -> impl Iterator<Item = u64> {
    let mut x = seed;
    std::iter::from_fn(move || {
        x = x
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        Some(x >> 33)
    })
}

#[test]
fn an_append_only_index_stays_ninety_percent_full() {
    let mut ix = GroupedIndex::new(1, 100, 50, 1 << 20);
    for _ in 0..10_000 {
        ix.insert(0, &mut Quiet);
    }
    ix.check().expect("consistent");
    let fill = ix.entries() as f64 / (ix.leaves() as f64 * 100.0);
    assert!(fill > 0.88 && fill < 0.92, "{fill}");
}

#[test]
fn groups_filled_at_random_leave_leaves_about_half_full() {
    let mut ix = GroupedIndex::new(500, 100, 50, 1 << 20);
    for g in walk(7).take(100_000) {
        ix.insert((g % 500) as u32, &mut Quiet);
    }
    ix.check().expect("consistent");
    let fill = ix.entries() as f64 / (ix.leaves() as f64 * 100.0);
    assert!(fill > 0.5 && fill < 0.65, "{fill}");
    assert_eq!(
        (0..500).map(|g| ix.group_len(g) as u64).sum::<u64>(),
        100_000
    );
}

#[test]
fn a_scan_reads_the_descent_then_each_leaf_of_the_group() {
    let mut ix = GroupedIndex::new(50, 10, 4, 1 << 20);
    for g in walk(3).take(5_000) {
        ix.insert((g % 50) as u32, &mut Quiet);
    }
    ix.check().expect("consistent");
    let n = ix.group_len(17);
    let mut tape = AccessTape::default();
    let leaves = ix.scan(17, 0, n, &mut tape);
    // ~100 entries of a group over leaves of 10: about 10 to 20 leaves.
    assert!(
        leaves.len() >= (n as usize).div_ceil(10) && leaves.len() <= n as usize / 4,
        "{} leaves for {n}",
        leaves.len()
    );
    let upper = ix.upper_levels() as usize;
    assert_eq!(tape.accesses.len(), upper + leaves.len());
    assert!(tape.accesses.iter().all(|&(_, a)| a == Access::Read));
    // The last hour's entries: the group's last leaf or two.
    let recent = ix.scan(17, n - 3, n, &mut Quiet);
    assert!(!recent.is_empty() && recent.len() <= 2);
    assert_eq!(recent.last(), leaves.last());
    assert!(ix.pages() > ix.leaves());
}

#[test]
fn an_insert_reads_the_path_and_writes_the_leaf() {
    let mut ix = GroupedIndex::new(3, 4, 2, 1 << 20);
    for g in [0, 1, 2, 0, 1, 2, 0, 1, 2, 0] {
        ix.insert(g, &mut Quiet);
    }
    let mut tape = AccessTape::default();
    let leaf = ix.insert(1, &mut tape);
    let reads = tape
        .accesses
        .iter()
        .filter(|(_, a)| *a == Access::Read)
        .count();
    let first_write = tape
        .accesses
        .iter()
        .find(|(_, a)| *a == Access::Write)
        .map(|w| w.0);
    assert_eq!(reads, ix.upper_levels() as usize);
    assert_eq!(first_write, Some(leaf));
    ix.check().expect("consistent");
}
