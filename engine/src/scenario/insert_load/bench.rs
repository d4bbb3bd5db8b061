//! The insert load's benchmark kernels: the fillfactor lesson's full-scale
//! run and its sweep, and row-by-row inserts into the tree itself.

use super::InsertLoad;
use crate::scenario::registry::{open_def, Kernel};
use crate::scenario::Scenario;
use crate::storage::observe::Quiet;
use crate::storage::page::PageLayout;
use crate::storage::split::SplitPolicy;
use crate::storage::tree::ClusteredTree;
use crate::workload::keys::{pack, TableShape};
use crate::workload::rng::Rng;

pub fn kernels() -> Vec<Kernel> {
    vec![
        Kernel {
            name: "fillfactor_full_scale",
            heavy: false,
            run: || full_scale(100),
        },
        Kernel {
            name: "fillfactor_sweep_51",
            heavy: false,
            run: || (50..=100).map(full_scale).sum(),
        },
        Kernel {
            name: "insert_ascending_1m",
            heavy: false,
            run: || inserts(true),
        },
        Kernel {
            name: "insert_random_1m",
            heavy: false,
            run: || inserts(false),
        },
    ]
}

fn full_scale(fillfactor: u32) -> u64 {
    let fillfactor = fillfactor.to_string();
    match open_def::<InsertLoad>(&[("fillfactor", &fillfactor)]) {
        Some(mut sim) => {
            sim.run_to_end();
            sim.figures().table_rows
        }
        None => 0,
    }
}

/// Rows the insert kernels insert.
pub const INSERTS: u32 = 1_000_000;

/// The random kernel's keys: new rows for random instruments of the
/// 1 M-row table, at random dates past its history (the crate's bench module's
/// baseline inserts the same keys into a `BTreeSet`).
pub fn random_keys() -> impl Iterator<Item = u64> {
    let mut rng = Rng::new(3);
    (0..INSERTS).map(move |_| {
        pack(
            rng.below(1_000) as u32 + 1,
            2_000 + rng.below(1 << 20) as u32,
            rng.below(200) as u32 + 2,
        )
    })
}

/// The table the insert kernels start from: 1 M rows.
pub fn million_rows() -> TableShape {
    TableShape::new(1_000_000, 1_000, 1, 0, 1)
}

/// Row-by-row inserts of 1 M keys into a 1 M-row table.
fn inserts(ascending: bool) -> u64 {
    let mut tree = ClusteredTree::build(
        Box::new(million_rows()),
        PageLayout::ase_data(2048, 132),
        PageLayout::ase_index(2048),
        100,
        SplitPolicy::Mid,
    );
    let mut quiet = Quiet;
    if ascending {
        // Past every existing key: appends at the end of the last leaf.
        for i in 0..INSERTS {
            tree.insert(pack(2_000, i + 1, 1), &mut quiet);
        }
    } else {
        for key in random_keys() {
            tree.insert(key, &mut quiet);
        }
    }
    // Units: rows inserted (not the table's size), so rows/s reads directly.
    std::hint::black_box(tree.rows());
    INSERTS as u64
}
