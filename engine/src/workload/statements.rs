//! The stream of rows a test inserts, in the source table's sort order.
//!
//! The article inserts one day of data with `INSERT ... SELECT`, so the
//! order of the inserts is the order in which the source table hands its
//! rows over. It tried the source sorted on each key column and on the full
//! clustered key. Ties within a partial sort come out in no useful order;
//! we model that with a seeded shuffle before a stable sort.

use crate::keys::{date_of, instrument_of, source_of, Key, TableShape};
use crate::rng::Rng;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SourceOrder {
    /// Sorted on INSTRUMENT_ID only.
    Key1,
    /// Sorted on RETRIEVAL_DTE only.
    Key2,
    /// Sorted on SOURCE_ID only.
    Key3,
    /// Sorted on the full clustered key.
    FullKey,
    /// As the day's data arrives: date by date, no order within a date.
    ByDate,
    /// No order at all, across all days.
    Random,
}

impl SourceOrder {
    pub const NAMES: [&'static str; 6] = ["key1", "key2", "key3", "full_key", "by_date", "random"];

    pub fn parse(s: &str) -> Option<Self> {
        Some(match s {
            "key1" => SourceOrder::Key1,
            "key2" => SourceOrder::Key2,
            "key3" => SourceOrder::Key3,
            "full_key" => SourceOrder::FullKey,
            "by_date" => SourceOrder::ByDate,
            "random" => SourceOrder::Random,
            _ => return None,
        })
    }
}

/// All rows of `days` new days, in `order`.
pub fn insert_stream(shape: &TableShape, days: u32, order: SourceOrder, seed: u64) -> Vec<Key> {
    let mut rows: Vec<Key> = (1..=days).flat_map(|d| shape.day_rows(d)).collect();
    let mut rng = Rng::new(seed ^ 0x005E_ED0F_1A5E);
    if order != SourceOrder::FullKey {
        rng.shuffle(&mut rows);
    }
    match order {
        SourceOrder::Key1 => rows.sort_by_key(|&k| instrument_of(k)),
        SourceOrder::Key2 | SourceOrder::ByDate => rows.sort_by_key(|&k| date_of(k)),
        SourceOrder::Key3 => rows.sort_by_key(|&k| source_of(k)),
        SourceOrder::FullKey => rows.sort_unstable(),
        SourceOrder::Random => {}
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn orders_hold_the_same_rows() {
        let shape = TableShape::new(3_000, 30, 3, 22, 5);
        let mut reference = insert_stream(&shape, 2, SourceOrder::FullKey, 5);
        assert!(reference.windows(2).all(|w| w[0] < w[1]));
        for name in SourceOrder::NAMES {
            let order = SourceOrder::parse(name).expect("listed names parse");
            let mut rows = insert_stream(&shape, 2, order, 5);
            rows.sort_unstable();
            assert_eq!(rows, reference, "{name}");
        }
        reference.dedup();
        assert_eq!(reference.len(), 60);
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
