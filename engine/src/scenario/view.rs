//! Views: the bulk data each picture of a lesson draws, named by the kind
//! of picture, so the UI picks a component by `kind` and never asks a
//! lesson what it is. In WebAssembly the arrays cross as typed arrays
//! (`wasm.rs`); natively they are plain vectors.
//!
//! Kinds today: the pages of a table (drawn as a strip of the whole table
//! and as boxes of rows around a step's insert), the pages on each level of
//! a tree. Buffer frames, thread lanes and timelines will join them with
//! the scenarios that need them.

use serde::Serialize;

#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum View {
    /// Every data page in logical (key) order: how full it is (used bytes
    /// over page bytes), where it sits in the file, the leading key column
    /// of its first row (its group: the article's instrument) and its rows;
    /// for small tables also each row's group, page after page (empty when
    /// the table is too big to draw row by row, or keeps no keys).
    PageStrip {
        /// Whether the pages have a key order (a clustered index); a heap's
        /// only order is the file's.
        keyed: bool,
        fill: Vec<f32>,
        physical: Vec<u32>,
        group: Vec<u32>,
        rows: Vec<u32>,
        row_groups: Vec<u32>,
        /// Rows a full page holds.
        capacity: u32,
    },
    /// Pages on each level of a tree, root first; a heap is one level.
    TreeLevels { pages: Vec<u32>, heap: bool },
}

impl View {
    /// The view's kind, as the UI names it.
    pub fn kind(&self) -> &'static str {
        match self {
            View::PageStrip { .. } => "page_strip",
            View::TreeLevels { .. } => "tree_levels",
        }
    }
}
