//! What a table can be asked to do, one row at a time. A workload is a
//! stream of these (`workload`); a scenario applies them to its table and
//! reports what they did.

use crate::storage::Key;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Op {
    /// Add a row (rejected if its key exists: the clustered index is unique).
    Insert(Key),
    /// Change a row in place, same size and same key (no page changes shape).
    Update(Key),
    /// Remove a row.
    Delete(Key),
    /// Read one row by its key.
    Get(Key),
    /// Read every row with `from <= key <= to`, in key order.
    Range { from: Key, to: Key },
}
