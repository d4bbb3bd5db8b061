//! Split policies: where a full page is cut, planned before anything moves.
//!
//! ```text
//!  mid-page (default)                insertion point (Sybase ascinserts)
//!  [a b c d e f|g h i j]  + x        [a b c d e f g|h i j]  + x (after g)
//!   stays      moves →                stays          moves →
//!  x lands in whichever half         x lands at the end of the left page;
//!  holds its place                   at the very end of a full page nothing
//!                                    moves and x starts a blank new page
//! ```
//!
//! ASE applies the insertion-point split only to a row that extends its
//! leading-key group (`SplitPolicy::effective`); any other row gets the
//! mid-page split even under ascinserts.
//!
//! A policy only plans; `ClusteredTree` applies the plan. That keeps each
//! policy a few lines the UI can show and a test can check without a tree.

/// Which page receives the row being inserted after the split.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Side {
    Left,
    Right,
}

/// A split decided but not yet applied.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SplitPlan {
    /// Rows `split_at..len` move to the new page.
    pub split_at: usize,
    /// Where the new row goes, and its slot on that page.
    pub side: Side,
    pub slot: usize,
}

impl SplitPlan {
    pub fn rows_moved(&self, len: usize) -> usize {
        len.saturating_sub(self.split_at)
    }
}

crate::choice_enum! {
    /// Where a full leaf is cut.
    pub enum SplitPolicy {
        /// Half the rows move to the new page (ASE's default, and most engines').
        Mid => "mid",
        /// Split at the insertion point (`dbcc tune(ascinserts, 1, table)`).
        InsertionPoint => "insertion_point",
    }
}

impl SplitPolicy {
    /// The policy ASE applies to one split. Its manual scopes the
    /// ascending-inserts split to "clustered indexes with compound keys,
    /// where the first key is already in use in the table, and the second
    /// column is based on an increasing value": a row that extends its
    /// leading-key group (the key after it belongs to another instrument,
    /// or there is none). A row that lands before rows of its own group
    /// (a source order that is not ascending within an instrument) gets the
    /// ordinary mid-page split.
    pub fn effective(self, extends_group: bool) -> Self {
        match self {
            SplitPolicy::InsertionPoint if !extends_group => SplitPolicy::Mid,
            other => other,
        }
    }

    /// Plan the split of a full page of `len` rows for a row whose sorted
    /// position on that page is `pos` (0..=len).
    pub fn plan(self, len: usize, pos: usize) -> SplitPlan {
        let pos = pos.min(len);
        match self {
            SplitPolicy::Mid => {
                // The upper half moves (the larger one for an odd count).
                // A one-row page cuts at the row's own place instead.
                let split_at = if len == 1 { pos } else { len / 2 };
                // A row exactly at the cut may go either way: the emptier
                // side takes it.
                if pos < split_at || (pos == split_at && split_at < len - split_at) {
                    SplitPlan {
                        split_at,
                        side: Side::Left,
                        slot: pos,
                    }
                } else {
                    SplitPlan {
                        split_at,
                        side: Side::Right,
                        slot: pos - split_at,
                    }
                }
            }
            SplitPolicy::InsertionPoint => {
                if pos == len {
                    // Nothing follows the new row: a blank page takes it.
                    SplitPlan {
                        split_at: len,
                        side: Side::Right,
                        slot: 0,
                    }
                } else {
                    SplitPlan {
                        split_at: pos,
                        side: Side::Left,
                        slot: pos,
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mid_split_moves_half() {
        let p = SplitPolicy::Mid.plan(15, 3);
        assert_eq!(
            (p.split_at, p.side, p.slot, p.rows_moved(15)),
            (7, Side::Left, 3, 8)
        );
        let p = SplitPolicy::Mid.plan(15, 12);
        assert_eq!((p.side, p.slot), (Side::Right, 5));
    }

    #[test]
    fn insertion_point_split_moves_the_tail() {
        let p = SplitPolicy::InsertionPoint.plan(15, 11);
        assert_eq!(
            (p.split_at, p.side, p.slot, p.rows_moved(15)),
            (11, Side::Left, 11, 4)
        );
        let end = SplitPolicy::InsertionPoint.plan(15, 15);
        assert_eq!(
            (end.rows_moved(15), end.side, end.slot),
            (0, Side::Right, 0)
        );
    }

    #[test]
    fn ascinserts_applies_only_to_rows_that_extend_their_group() {
        let ip = SplitPolicy::InsertionPoint;
        assert_eq!(ip.effective(true), SplitPolicy::InsertionPoint);
        assert_eq!(ip.effective(false), SplitPolicy::Mid);
        assert_eq!(SplitPolicy::Mid.effective(true), SplitPolicy::Mid);
    }

    #[test]
    fn every_plan_leaves_room_for_the_row() {
        for policy in [SplitPolicy::Mid, SplitPolicy::InsertionPoint] {
            for len in 1..40 {
                for pos in 0..=len {
                    let p = policy.plan(len, pos);
                    let (left, right) = (p.split_at, len - p.split_at);
                    let target = if p.side == Side::Left { left } else { right };
                    assert!(
                        target < len,
                        "{policy:?} len {len} pos {pos}: target page still full"
                    );
                    assert!(p.slot <= target);
                }
            }
        }
    }
}
