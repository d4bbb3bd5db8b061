//! What the insert load's pictures draw: the data pages (a strip of the
//! whole table, boxes of rows around an insert) and the tree's levels.

use super::params::TableKind;
use super::InsertLoad;
use crate::scenario::View;
use crate::workload::keys::instrument_of;

/// Tables above this many rows get no per-row data: a box per row of a
/// full-scale table (4.5 M) would be neither drawable nor readable.
pub const ROW_VIEW_LIMIT: u64 = 20_000;

impl InsertLoad {
    pub(super) fn table_views(&self) -> Vec<View> {
        let layout = self.data_layout();
        let leaves = self.leaves();
        // A heap keeps no keys: its rows have no group to show.
        let heap = self.params.table == TableKind::Heap;
        let row_groups = if !heap && self.table_rows() <= ROW_VIEW_LIMIT {
            leaves
                .iter()
                .flat_map(|&(page, _, _)| self.leaf_keys(page))
                .map(instrument_of)
                .collect()
        } else {
            Vec::new()
        };
        vec![
            View::PageStrip {
                keyed: !heap,
                fill: leaves
                    .iter()
                    .map(|&(_, r, _)| layout.used_bytes(r) as f32 / layout.page_size as f32)
                    .collect(),
                physical: leaves.iter().map(|&(p, _, _)| p).collect(),
                group: leaves.iter().map(|&(_, _, k)| instrument_of(k)).collect(),
                rows: leaves.iter().map(|&(_, r, _)| r).collect(),
                row_groups,
                capacity: layout.capacity(),
            },
            View::TreeLevels {
                pages: self.pages_per_level(),
                heap,
            },
        ]
    }
}
