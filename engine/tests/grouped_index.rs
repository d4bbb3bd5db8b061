//! Property tests of the grouped index (`storage::grouped_index`): after
//! any stream of inserts into any groups, every leaf holds what its key
//! range holds, start and end keys agree, no leaf is over capacity; a scan
//! of a group starts at the leaf a lookup of its first entry finds and ends
//! at its last entry's, reading each leaf once.

use std::collections::BTreeSet;

use pagelab::storage::grouped_index::GroupedIndex;
use pagelab::storage::observe::{AccessTape, Quiet, Tape};
use pagelab::storage::{Access, PageEvent};
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn the_index_stays_consistent(
        groups in 1u32..40,
        per_leaf in 2u32..20,
        fanout in 2u32..8,
        inserts in prop::collection::vec(0u32..40, 0..1_500),
    ) {
        let mut ix = GroupedIndex::new(groups, per_leaf, fanout, 4_096);
        let mut lens = vec![0u32; groups as usize];
        for (i, g) in inserts.iter().enumerate() {
            let g = g % groups;
            ix.insert(g, &mut Quiet);
            lens[g as usize] += 1;
            if i % 97 == 0 {
                ix.check().map_err(TestCaseError::fail)?;
            }
        }
        ix.check().map_err(TestCaseError::fail)?;
        prop_assert_eq!(ix.entries(), inserts.len() as u64);
        // Every page it reports stays within its numbers, upper levels apart
        // from leaves; a new page is announced before its first write.
        let mut again = GroupedIndex::new(groups, per_leaf, fanout, 4_096);
        let mut tape = Tape::default();
        for g in &inserts {
            again.insert(g % groups, &mut tape);
        }
        let reserved = again.pages_reserved();
        prop_assert!(tape.accesses.iter().all(|&(p, _)| p < reserved));
        let allocated: BTreeSet<u32> = tape
            .events
            .iter()
            .filter_map(|e| match e { PageEvent::Allocate { page, .. } => Some(*page), _ => None })
            .collect();
        let mut seen = BTreeSet::from([0u32]);
        for &(p, _) in &tape.accesses {
            prop_assert!(seen.contains(&p) || allocated.contains(&p), "page {} used before it was allocated", p);
            seen.insert(p);
        }
        prop_assert_eq!(allocated.len() as u32 + 1, again.pages(), "every page but the first leaf announced once");
        for g in 0..groups {
            prop_assert_eq!(ix.group_len(g), lens[g as usize]);
            let n = lens[g as usize];
            if n == 0 {
                continue;
            }
            let mut tape = AccessTape::default();
            let leaves = ix.scan(g, 0, n, &mut tape);
            prop_assert_eq!(leaves.first().copied(), Some(ix.lookup(g, 0, &mut Quiet)));
            prop_assert_eq!(leaves.last().copied(), Some(ix.lookup(g, n - 1, &mut Quiet)));
            let distinct: BTreeSet<u32> = leaves.iter().copied().collect();
            prop_assert_eq!(distinct.len(), leaves.len(), "a leaf read twice");
            prop_assert!(leaves.len() as u32 >= n.div_ceil(per_leaf));
            prop_assert!(tape.accesses.iter().all(|&(_, a)| a == Access::Read));
            prop_assert_eq!(tape.accesses.len(), ix.upper_levels() as usize + leaves.len());
        }
    }
}
