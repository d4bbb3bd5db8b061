//! Miss-ratio curves of a user's trace (`pagelab trace`): LRU's curve from
//! one pass of stack distances equals LRU simulated at every pool size,
//! and OPT is the floor of every policy at every size, on random traces
//! with hot sets, loops and scans (where the policies differ most).

use pagelab::choice::Choice;
use pagelab::storage::buffer::mrc::{curve, lru_curve, simulate};
use pagelab::storage::buffer::PolicyKind;
use pagelab::workload::trace_file::parse_trace_file;
use proptest::prelude::*;

fn traces() -> impl Strategy<Value = (Vec<u32>, u32)> {
    (
        2u32..40,
        prop::collection::vec((0u32..1000, any::<bool>()), 1..400),
    )
        .prop_map(|(distinct, raw)| {
            // Half the references to a hot quarter of the pages, the rest anywhere.
            let hot = (distinct / 4).max(1);
            let pages: Vec<u32> = raw
                .iter()
                .map(|&(r, h)| if h { r % hot } else { r % distinct })
                .collect();
            // Dense ids, as a trace file gives them.
            let mut ids = std::collections::HashMap::new();
            let dense: Vec<u32> = pages
                .iter()
                .map(|p| {
                    let n = ids.len() as u32;
                    *ids.entry(*p).or_insert(n)
                })
                .collect();
            let n = ids.len() as u32;
            (dense, n)
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn lru_from_stack_distances_is_lru_simulated((pages, distinct) in traces()) {
        let writes = vec![false; pages.len()];
        let frames: Vec<u32> = (1..=distinct + 1).collect();
        for p in lru_curve(&pages, distinct, &frames) {
            prop_assert_eq!(p.misses, simulate(PolicyKind::Lru, &pages, &writes, p.frames).misses, "{:?}", p);
        }
    }

    #[test]
    fn opt_is_the_floor_of_every_policy((pages, distinct) in traces()) {
        let writes = vec![false; pages.len()];
        let frames: Vec<u32> = (1..=distinct).collect();
        let opt = curve(PolicyKind::Opt, &pages, &writes, distinct, &frames);
        for &k in PolicyKind::ALL {
            for (o, p) in opt.iter().zip(curve(k, &pages, &writes, distinct, &frames)) {
                prop_assert!(o.misses <= p.misses, "{:?} beats OPT at {} frames: {} < {}", k, p.frames, p.misses, o.misses);
            }
        }
    }
}

#[test]
fn a_file_trace_through_the_curves() {
    let t = parse_trace_file(
        "page,op\n10,r\n20,w\n30,r\n40,r\n10,r\n20,r\n50,w\n10,r\n20,r\n30,r\n40,r\n50,r\n",
    )
    .unwrap();
    assert_eq!((t.pages.len(), t.distinct), (12, 5));
    let fifo = curve(PolicyKind::Fifo, &t.pages, &t.writes, t.distinct, &[3, 4]);
    assert_eq!(
        fifo.iter().map(|p| p.misses).collect::<Vec<_>>(),
        vec![9, 10],
        "Belady's anomaly"
    );
}
