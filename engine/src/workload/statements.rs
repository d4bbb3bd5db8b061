//! The rows a test inserts: one `INSERT ... SELECT` statement a day, each
//! handing over that day's rows in the source table's sort order.
//!
//! The article inserts one day of data with `INSERT ... SELECT`, so the
//! order of the inserts is the order in which the source table hands its
//! rows over. It tried the source sorted on each key column and on the full
//! clustered key. Ties within a partial sort come out in no useful order;
//! we model that with a seeded shuffle before a stable sort. Every order
//! sorts within its day's statement: day 2's rows all come after day 1's.
//!
//! ```text
//!   day 1: [ rows of day 1, in `order` ] day 2: [ rows of day 2, in `order` ] ...
//!          └──────── one statement ────┘        └──────── one statement ────┘
//! ```

use crate::storage::Key;
use crate::workload::keys::{date_of, instrument_of, source_of, TableShape};
use crate::workload::rng::Rng;

crate::choice_enum! {
    /// How the source table hands its rows over.
    pub enum SourceOrder {
        /// Sorted on INSTRUMENT_ID only.
        Key1 => "key1",
        /// Sorted on RETRIEVAL_DTE only.
        Key2 => "key2",
        /// Sorted on SOURCE_ID only.
        Key3 => "key3",
        /// Sorted on the full clustered key.
        FullKey => "full_key",
        /// As the day's data arrives: no order within a date.
        ByDate => "by_date",
        /// No order at all within the day.
        Random => "random",
    }
}

/// All rows of `days` new days, one statement after another, each in
/// `order`. Every statement holds exactly `shape.rows_per_day` rows.
pub fn insert_stream(shape: &TableShape, days: u32, order: SourceOrder, seed: u64) -> Vec<Key> {
    let mut rng = Rng::new(seed ^ 0x005E_ED0F_1A5E);
    let mut rows = Vec::with_capacity((shape.rows_per_day * days as u64) as usize);
    for day in 1..=days {
        let start = rows.len();
        rows.extend(shape.day_rows(day));
        order_rows(&mut rows[start..], order, &mut rng);
    }
    rows
}

/// Puts one statement's rows in `order`: a seeded shuffle, then a stable
/// sort on the order's column (ties keep the shuffle's order).
pub fn order_rows(statement: &mut [Key], order: SourceOrder, rng: &mut Rng) {
    if order != SourceOrder::FullKey {
        rng.shuffle(statement);
    }
    // One stable sort through a column's function, not one a column (nor
    // an unstable one for the whole key, whose values are distinct): each
    // would be its own copy of the sort in the WASM (~3-4 KB each).
    let column: fn(Key) -> Key = match order {
        SourceOrder::Key1 => |k| Key::from(instrument_of(k)),
        SourceOrder::Key2 | SourceOrder::ByDate => |k| Key::from(date_of(k)),
        SourceOrder::Key3 => |k| Key::from(source_of(k)),
        SourceOrder::FullKey => |k| k,
        SourceOrder::Random => return,
    };
    statement.sort_by_key(|&k| column(k));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::choice::Choice;

    #[test]
    fn orders_hold_the_same_rows() {
        let shape = TableShape::new(3_000, 30, 3, 22, 5);
        let mut reference = insert_stream(&shape, 2, SourceOrder::FullKey, 5);
        assert!(reference
            .chunks(30)
            .all(|day| day.windows(2).all(|w| w[0] < w[1])));
        reference.sort_unstable();
        for &order in SourceOrder::ALL {
            let mut rows = insert_stream(&shape, 2, order, 5);
            rows.sort_unstable();
            assert_eq!(rows, reference, "{order}");
        }
        reference.dedup();
        assert_eq!(reference.len(), 60);
    }

    #[test]
    fn every_order_sorts_within_its_day() {
        // Found by trying the runner: with several days, key orders sorted
        // across all days, so a "day" of the figures was not a day.
        let shape = TableShape::new(3_000, 30, 3, 22, 5);
        for &order in SourceOrder::ALL {
            let rows = insert_stream(&shape, 3, order, 9);
            for (d, day) in rows.chunks(30).enumerate() {
                let date = shape.history_days + d as u32 + 1;
                assert!(day.iter().all(|&k| date_of(k) == date), "{order} day {d}");
            }
        }
    }

    #[test]
    fn partial_sorts_sort_their_column() {
        let shape = TableShape::new(3_000, 30, 3, 22, 5);
        let k1 = insert_stream(&shape, 1, SourceOrder::Key1, 9);
        assert!(k1
            .windows(2)
            .all(|w| instrument_of(w[0]) <= instrument_of(w[1])));
        let k3 = insert_stream(&shape, 1, SourceOrder::Key3, 9);
        assert!(k3.windows(2).all(|w| source_of(w[0]) <= source_of(w[1])));
        let by_date = insert_stream(&shape, 3, SourceOrder::ByDate, 9);
        assert!(by_date.windows(2).all(|w| date_of(w[0]) <= date_of(w[1])));
    }
}
