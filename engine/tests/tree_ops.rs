//! Property tests of the clustered tree under every operation (insert,
//! update, delete, point read, range read), against a reference model: a
//! sorted set of every key that should be in the table. After each stream
//! the tree's invariants hold (keys in order along the leaf chain, no page
//! over capacity, separators consistent, free pages out of reach, counts
//! that add up) and it holds exactly the reference's keys.

use std::collections::BTreeSet;

use pagelab::storage::observe::{AccessTape, Tape};
use pagelab::storage::page::PageLayout;
use pagelab::storage::split::SplitPolicy;
use pagelab::storage::tree::ClusteredTree;
use pagelab::storage::{Key, Observer, Op};
use pagelab::workload::mix::{self, Mix};
use proptest::prelude::*;

/// Keys `0..n` laid out as compound keys: 8 to a leading-key group, so the
/// insertion-point policy meets rows that do and do not extend a group.
fn key_of(k: u64) -> Key {
    ((k / 8) << 32) | (k % 8)
}

fn tree(
    base: &BTreeSet<Key>,
    row_bytes: u32,
    fillfactor: u32,
    policy: SplitPolicy,
) -> ClusteredTree {
    ClusteredTree::build(
        Box::new(base.iter().copied().collect::<Vec<_>>()),
        PageLayout::ase_data(2048, row_bytes),
        PageLayout::ase_index(2048),
        fillfactor,
        policy,
    )
}

/// Applies `op` to the tree and the model; checks the answers agree.
fn apply<O: Observer>(t: &mut ClusteredTree, model: &mut BTreeSet<Key>, op: Op, obs: &mut O) {
    match op {
        Op::Insert(k) => assert_eq!(t.insert(k, obs).inserted, model.insert(k), "insert {k:#x}"),
        Op::Delete(k) => assert_eq!(t.delete(k, obs), model.remove(&k), "delete {k:#x}"),
        Op::Update(k) => assert_eq!(t.update(k, obs), model.contains(&k), "update {k:#x}"),
        Op::Get(k) => assert_eq!(t.get(k, obs).is_some(), model.contains(&k), "get {k:#x}"),
        Op::Range { from, to } => {
            let mut got = Vec::new();
            let out = t.range(from, to, obs, |k| got.push(k));
            let want: Vec<Key> = model.range(from..=to).copied().collect();
            assert_eq!(got, want, "range {from:#x}..={to:#x}");
            assert_eq!(out.rows, want.len() as u64);
        }
    }
}

fn mix_strategy() -> impl Strategy<Value = Mix> {
    (0u32..60, 0u32..20, 0u32..60, 0u32..20, 0u32..10, 1u64..200).prop_map(
        |(insert, update, delete, get, range, range_width)| Mix {
            insert: insert + 1,
            update,
            delete,
            get,
            range,
            range_width,
        },
    )
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn every_operation_keeps_the_tree_a_tree(
        mix in mix_strategy(),
        keys in 16u64..6_000,
        base_share in 0u64..100,
        ops in 1usize..4_000,
        row_bytes in prop::sample::select(vec![132u32, 400, 1000]),
        fillfactor in 1u32..=100,
        policy in prop::sample::select(vec![SplitPolicy::Mid, SplitPolicy::InsertionPoint]),
        seed in 0u64..1_000,
    ) {
        let mut model: BTreeSet<Key> = (0..keys)
            .filter(|k| (k * 7919 + seed) % 100 < base_share)
            .map(key_of)
            .collect();
        let mut t = tree(&model, row_bytes, fillfactor, policy);
        prop_assert!(t.check().is_ok(), "after build: {:?}", t.check());
        for (i, op) in mix::ops(mix, keys, ops, seed, key_of).enumerate() {
            // Watch a few operations, the rest run unwatched.
            if i % 7 == 0 {
                apply(&mut t, &mut model, op, &mut Tape::default());
            } else {
                apply(&mut t, &mut model, op, &mut AccessTape::default());
            }
        }
        prop_assert!(t.check().is_ok(), "{:?}", t.check());
        let chain: Vec<Key> = t.leaves_in_order().flat_map(|p| t.leaf_keys(p)).collect();
        let want: Vec<Key> = model.iter().copied().collect();
        prop_assert_eq!(chain, want);
        prop_assert_eq!(t.rows(), model.len() as u64);
    }
}

#[test]
fn deleting_everything_and_refilling() {
    let keys = 3_000;
    let mut model: BTreeSet<Key> = (0..keys).map(key_of).collect();
    let mut t = tree(&model, 132, 100, SplitPolicy::Mid);
    let mut tape = Tape::default();
    // Delete in an order that empties pages in the middle, at both ends
    // and the root's children.
    let odd: Vec<u64> = (1..keys).step_by(2).collect();
    for k in (0..keys).step_by(2).chain(odd.into_iter().rev()) {
        apply(&mut t, &mut model, Op::Delete(key_of(k)), &mut tape);
    }
    assert!(t.check().is_ok(), "{:?}", t.check());
    assert_eq!((t.rows(), t.leaf_count(), t.levels()), (0, 1, 1));
    for k in (0..keys).rev() {
        apply(&mut t, &mut model, Op::Insert(key_of(k)), &mut tape);
    }
    assert!(t.check().is_ok(), "{:?}", t.check());
    assert_eq!(t.rows(), keys);
}
