//! Row keys of the article's table and the shape of its data.
//!
//! The clustered key is (INSTRUMENT_ID, RETRIEVAL_DTE, SOURCE_ID). It is
//! packed into one `u64` so that integer order IS key order:
//!
//! ```text
//!  63            32 31                 8 7        0
//!  | instrument    | date (day number)  | source  |
//! ```
//!
//! The article gives 4.5 M rows and 10,000 rows a day but not how many
//! instruments or sources there are. We choose them so that the article's
//! fillfactor cliff appears (see `TableShape::new`).

use crate::storage::key::leading;
use crate::storage::tree::BaseRows;
use crate::storage::Key;
use crate::workload::rng::Rng;

pub fn pack(instrument: u32, date: u32, source: u32) -> Key {
    ((instrument as u64) << 32) | (((date as u64) & 0xFF_FFFF) << 8) | (source as u64 & 0xFF)
}

/// The instrument is the leading key column (`storage::key::leading`).
pub fn instrument_of(key: Key) -> u32 {
    leading(key)
}

pub fn date_of(key: Key) -> u32 {
    ((key >> 8) & 0xFF_FFFF) as u32
}

pub fn source_of(key: Key) -> u32 {
    (key & 0xFF) as u32
}

/// How the table's rows are spread over instruments, dates and sources.
///
/// Every instrument is quoted each day by each of its sources. Most
/// instruments have `sources` sources; a share of them ("thin"
/// instruments) have one fewer. That mix is what makes the article's
/// fillfactor results line up: at fillfactor 90 (2 free rows a page) only
/// instruments with 3 new rows a day split, at 80 (3 free rows) none do.
#[derive(Debug, Clone)]
pub struct TableShape {
    /// Sources of instrument `i + 1`.
    sources_of: Vec<u8>,
    /// First base-table row index of instrument `i + 1` (prefix sums).
    offsets: Vec<u64>,
    /// First day of history of instrument `i + 1`: instruments were listed
    /// on different days, so their ranges do not all end on a page
    /// boundary (with equal histories, 450 days × 3 sources = exactly 90
    /// pages of 15 rows, an artefact no real table has).
    first_date: Vec<u32>,
    /// Days of history in the base table.
    pub history_days: u32,
    /// Rows one day adds (sum of all instruments' sources).
    pub rows_per_day: u64,
}

impl TableShape {
    /// Shape a table of about `rows` rows (none at all for 0) that grows
    /// by exactly `rows_per_day` rows a day. `thin_pct` percent of the
    /// instruments have one source fewer than `sources`. Inputs are
    /// validated beforehand (`scenario::insert_load::params`), so the
    /// arithmetic here cannot overflow or divide by zero.
    pub fn new(rows: u64, rows_per_day: u64, sources: u32, thin_pct: u32, seed: u64) -> Self {
        let sources_of = Self::sources_per_instrument(rows_per_day, sources, thin_pct, seed);
        let rows_per_day = rows_per_day.max(1);
        let days = rows / rows_per_day;
        // Listing days spread over up to 30 days (a quarter of a short
        // history); the history is lengthened by half the spread so the
        // table keeps about `rows` rows.
        let spread = (days / 4).clamp(1, 30);
        let history_days = if days == 0 {
            0
        } else {
            (days + spread / 2) as u32
        };
        let mut listing = Rng::new(seed ^ 0x0115_7ED0);
        let first_date: Vec<u32> = sources_of
            .iter()
            .map(|_| 1 + listing.below(spread) as u32)
            .map(|first| first.min(history_days.max(1)))
            .collect();
        let mut offsets = Vec::with_capacity(sources_of.len() + 1);
        let mut acc = 0u64;
        for (&s, &first) in sources_of.iter().zip(&first_date) {
            offsets.push(acc);
            acc += s as u64 * (history_days + 1).saturating_sub(first) as u64;
        }
        offsets.push(acc);
        TableShape {
            sources_of,
            offsets,
            first_date,
            history_days,
            rows_per_day,
        }
    }

    /// Sources of each instrument, so that a day is exactly `rows_per_day`
    /// rows: about `thin_pct`% of the instruments have one source fewer
    /// than `sources`; when a day has fewer rows than that allows (one row
    /// a day with 50 sources), instruments have fewer sources still, all
    /// within one of each other.
    fn sources_per_instrument(
        rows_per_day: u64,
        sources: u32,
        thin_pct: u32,
        seed: u64,
    ) -> Vec<u8> {
        let s = sources.clamp(1, 255) as u64;
        let day = rows_per_day.max(1);
        let thin_pct = if s == 1 { 0 } else { thin_pct.min(100) as u64 };
        // Mean sources per instrument, in hundredths.
        let mean_x100 = (s * 100 - thin_pct).max(1);
        // At least enough instruments for the day at `s` rows each, at most
        // one row each.
        let n = ((day * 100 + mean_x100 / 2) / mean_x100).clamp(day.div_ceil(s), day);
        let deficit = n * s - day;
        let (all_lose, extra) = (deficit / n, deficit % n);
        let mut sources_of = vec![(s - all_lose) as u8; n as usize];
        // Which instruments are thin is drawn from the seed, so thin ones
        // are spread through the table, not bunched at the start.
        // (No thin ones, no draw: the generator is this shuffle's own. The
        // order is of u32, not usize: the same draws, half the memory to
        // shuffle, and a budget computes this shape on every keystroke.)
        if extra == 0 {
            return sources_of;
        }
        let mut order: Vec<u32> = (0..n as u32).collect();
        Rng::new(seed ^ 0x7417).shuffle(&mut order);
        for &i in order.iter().take(extra as usize) {
            if let Some(c) = sources_of.get_mut(i as usize) {
                *c -= 1;
            }
        }
        sources_of
    }

    pub fn instruments(&self) -> u32 {
        self.sources_of.len() as u32
    }

    pub fn sources_of(&self, instrument: u32) -> u32 {
        self.sources_of
            .get(instrument.wrapping_sub(1) as usize)
            .copied()
            .unwrap_or(0) as u32
    }

    /// Rows of the base table (the history, before any test insert).
    pub fn base_rows(&self) -> u64 {
        self.offsets.last().copied().unwrap_or(0)
    }

    /// Key of base-table row `idx`, which belongs to instrument `pos + 1`.
    fn decode(&self, pos: usize, idx: u64) -> Key {
        let s = self.sources_of.get(pos).copied().unwrap_or(1).max(1) as u64;
        let first = self.first_date.get(pos).copied().unwrap_or(1);
        let r = idx - self.offsets.get(pos).copied().unwrap_or(0);
        pack(pos as u32 + 1, first + (r / s) as u32, (r % s) as u32 + 1)
    }

    /// Key of base-table row `idx` in clustered order (idx < base_rows).
    pub fn key_at(&self, idx: u64) -> Key {
        // offsets is sorted; find the instrument whose range holds idx.
        let pos = self
            .offsets
            .partition_point(|&o| o <= idx)
            .saturating_sub(1);
        self.decode(pos, idx)
    }

    /// Writes base-table keys `start..start + out.len()` into `out`, in
    /// place (the tree decodes a page straight into its slot).
    pub fn keys_into(&self, start: u64, out: &mut [Key]) {
        let mut pos = self
            .offsets
            .partition_point(|&o| o <= start)
            .saturating_sub(1);
        for (i, slot) in out.iter_mut().enumerate() {
            let idx = start + i as u64;
            while pos + 1 < self.offsets.len() && self.offsets[pos + 1] <= idx {
                pos += 1;
            }
            *slot = self.decode(pos, idx);
        }
    }

    /// Keys of base rows `0, step, 2 * step, ...` (the first row of each
    /// page of a bulk build), decoded in one forward pass.
    pub fn keys_every(&self, step: u64) -> Vec<Key> {
        let step = step.max(1);
        let base = self.base_rows();
        // Written in place, not pushed: the push's capacity check kept this
        // loop 3x slower in WASM than natively.
        let mut out = vec![0; base.div_ceil(step) as usize];
        let mut slots = out.iter_mut();
        // Walk instrument by instrument, stepping (date, source) by whole
        // `step`s with one division per instrument, not one per key: this
        // loop runs once per page of a 300,000-page build.
        let mut idx = 0u64;
        for (pos, (&s, &first)) in self.sources_of.iter().zip(&self.first_date).enumerate() {
            let s = s.max(1) as u64;
            let end = self.offsets.get(pos + 1).copied().unwrap_or(base);
            if idx >= end {
                continue;
            }
            let r = idx - self.offsets[pos];
            let (mut q, mut rem) = (r / s, r % s);
            let (dq, drem) = (step / s, step % s);
            while idx < end {
                let Some(slot) = slots.next() else {
                    return out;
                };
                *slot = pack(pos as u32 + 1, first + q as u32, rem as u32 + 1);
                idx += step;
                q += dq;
                rem += drem;
                if rem >= s {
                    rem -= s;
                    q += 1;
                }
            }
        }
        out
    }

    /// Every base row's key, in order (tests' reference model).
    pub fn base_keys(&self) -> Vec<Key> {
        let mut out = vec![0; self.base_rows() as usize];
        self.keys_into(0, &mut out);
        out
    }

    /// All rows of new day number `day` (1-based after the history).
    pub fn day_rows(&self, day: u32) -> impl Iterator<Item = Key> + '_ {
        let date = self.history_days + day;
        self.sources_of
            .iter()
            .enumerate()
            .flat_map(move |(i, &s)| (1..=s as u32).map(move |src| pack(i as u32 + 1, date, src)))
    }
}

impl BaseRows for TableShape {
    fn count(&self) -> u64 {
        self.base_rows()
    }
    fn keys_into(&self, start: u64, out: &mut [Key]) {
        TableShape::keys_into(self, start, out)
    }
    fn keys_every(&self, step: u64) -> Vec<Key> {
        TableShape::keys_every(self, step)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn packing_round_trips_and_orders() {
        let k = pack(3597, 451, 3);
        assert_eq!((instrument_of(k), date_of(k), source_of(k)), (3597, 451, 3));
        assert!(pack(1, 450, 3) < pack(1, 451, 1));
        assert!(pack(1, 999, 9) < pack(2, 1, 1));
    }

    #[test]
    fn article_shape() {
        let t = TableShape::new(4_500_000, 10_000, 3, 22, 42);
        assert_eq!(t.rows_per_day, 10_000);
        assert_eq!(t.day_rows(1).count(), 10_000);
        assert_eq!(t.history_days, 465);
        // About the rows asked for (listing days are drawn at random).
        assert!(
            (4_450_000..4_550_000).contains(&t.base_rows()),
            "{}",
            t.base_rows()
        );
        assert_eq!(t.instruments(), 3597);
    }

    #[test]
    fn a_day_is_exactly_the_rows_asked_for() {
        // Found by trying the runner: one row a day with 50 sources made a
        // day of 49 rows; 3 sources and no thin instrument made 999 of 1,000.
        for (day, sources, thin) in [(1, 50, 22), (1_000, 3, 0), (7, 3, 22), (10_000, 3, 22)] {
            for seed in [0, 1, 42] {
                let t = TableShape::new(day * 40, day, sources, thin, seed);
                assert_eq!(t.day_rows(1).count() as u64, day, "{day} {sources} {thin}");
                assert_eq!(t.rows_per_day, day);
                let base = t.base_rows() as f64;
                assert!((base / (day * 40) as f64 - 1.0).abs() < 0.2, "base {base}");
            }
        }
    }

    #[test]
    fn zero_rows_is_an_empty_table() {
        let t = TableShape::new(0, 100, 3, 22, 7);
        assert_eq!(t.base_rows(), 0);
        assert!(t.keys_every(15).is_empty());
        assert_eq!(t.day_rows(1).count(), 100);
        assert!(t.day_rows(1).all(|k| date_of(k) == 1));
    }

    #[test]
    fn sequential_decode_matches_random_access() {
        let t = TableShape::new(5_000, 37, 3, 30, 1);
        let seq = t.base_keys();
        for (i, k) in seq.iter().enumerate() {
            assert_eq!(*k, t.key_at(i as u64));
        }
        assert!(
            seq.windows(2).all(|w| w[0] < w[1]),
            "base keys strictly ascending"
        );
    }
}
