//! The bpe scenario's parameters: the article's table (1,000,000 rows of
//! `char(1000)` clustered on an identity id), its batch of 10,000 random
//! single-row updates, the five setups it timed, and the phases a user adds
//! after the runs (a checkpoint, a run of random reads). Defaults are the
//! article's full scale under setup 4 (the extension).
//!
//! `cache_mb` is a decimal number of MB (text, checked here) so that the
//! step view's pool can be a few dozen 8 KB frames (0.25 MB: 32 frames).

use crate::scenario::params::{quote, thousands, Reader};

crate::choice_enum! {
    /// The article's five setups.
    pub enum BpeSetup {
        /// 1: the data cache holds the whole table, warm.
        InMemory => "in_memory",
        /// 2: the cache could hold it all but starts empty; data on HDD.
        ColdHdd => "cold_hdd",
        /// 3: max server memory 256 MB: `cache_mb` of the table cached; data on HDD.
        LimitedMemory => "limited_memory",
        /// 4: as 3, plus an extension of `bpe_mb` on SSD warmed by full scans.
        Bpe => "bpe",
        /// 5: the whole database on SSD, the cache starting empty.
        SsdCold => "ssd_cold",
    }
}

crate::choice_enum! {
    /// What a phase after the update runs does.
    pub enum BpePhase {
        /// A run of `updates` random single-row updates.
        Update => "update",
        /// A run of `updates` random single-row reads.
        Read => "read",
        /// A manual CHECKPOINT: every dirty page written, kept in the pool.
        Checkpoint => "checkpoint",
    }
}

/// SQL Server's page: 8,192 bytes, a 96-byte header.
pub const PAGE_BYTES: u32 = 8_192;
const PAGE_HEADER: u32 = 96;
/// A row's overhead beside `n`: the record header (4 bytes), the `int` id
/// (4), the column count (2), the null bitmap (1), and its slot (2).
pub const ROW_OVERHEAD: u32 = 13;
/// Pages a MB (8 KB pages).
pub const PAGES_PER_MB: f64 = 128.0;

pub const MAX_ROWS: u64 = 20_000_000;
/// Most data pages a run may build (a 1-row-a-page table of 4 M rows).
pub const MAX_DATA_PAGES: u64 = 4_000_000;
pub const MAX_CACHE_MB: f64 = 65_536.0;
/// Characters of the plan, and phases in it.
pub const MAX_PLAN_CHARS: u32 = 240;

crate::scenario::params::declare_params! {
    pub struct Params {
        /// in_memory: the cache holds the whole table, warm (the article's 2.7 s).
        /// cold_hdd: it could hold it all but starts empty, data on HDD (2 min 32 s).
        /// limited_memory: cache_mb of the table cached, data on HDD (2 min 29 s). bpe:
        /// as limited_memory plus an extension of bpe_mb on SSD, warmed by full scans (1
        /// min 15 s, after runs of 22, 40, 55 s). ssd_cold: data on SSD, the cache
        /// starting empty (7 s).
        setup: BpeSetup = choice(BpeSetup::Bpe),
        /// Rows of the table: id int identity, clustered, and n char(row_bytes) (the
        /// article: 1,000,000 rows, a little over 1 GB).
        rows: u64 = int(1_000_000, (100, MAX_ROWS), "rows"),
        /// Bytes of the n column (the article: char(1000), 7 rows to an 8 KB page).
        row_bytes: u32 = int(1_000, (1, 8_049), "bytes"),
        /// Random single-row updates in a run (the article: go 10000), one after another;
        /// a read run makes as many reads.
        updates: u64 = int(10_000, (1, 1_000_000), "requests"),
        /// Update runs, one after another without a restart (the article averaged
        /// several; the extension washes out run after run).
        runs: u32 = int(8, (1, 100), "runs"),
        /// MB of the table the data cache holds (limited_memory, bpe): a decimal number
        /// of MB, 128 pages of 8 KB each. The article saw no more than 90 MB of the table
        /// cached under max server memory 256 MB.
        cache_mb: f64 = text("90", 12) => cache_mb_of,
        /// The buffer pool extension on SSD (bpe only): 128 slots of 8 KB a MB (the
        /// article: 4 GB, more than the table).
        bpe_mb: u32 = int(4_096, (1, 65_536), "MB"),
        /// Phases after the update runs, comma-separated: update (another run), read (a
        /// run of random reads: they refill the extension), checkpoint (write every dirty
        /// page; they stay in the pool).
        plan: Vec<BpePhase> = text("", MAX_PLAN_CHARS) => parse_plan,
        /// Seed for every random row: same seed, same run.
        seed: u64 = int(42, (0, u32::MAX as u64), ""),
    }
    rules = check_rules;
}

impl Params {
    pub fn rows_per_page(&self) -> u32 {
        ((PAGE_BYTES - PAGE_HEADER) / (self.row_bytes + ROW_OVERHEAD)).max(1)
    }
    pub fn data_pages(&self) -> u64 {
        self.rows.div_ceil(self.rows_per_page() as u64)
    }
    /// Whether the cache holds the whole table (setups 1, 2 and 5).
    pub fn cache_holds_all(&self) -> bool {
        matches!(
            self.setup,
            BpeSetup::InMemory | BpeSetup::ColdHdd | BpeSetup::SsdCold
        )
    }
    /// Frames of the data cache: the whole table, or `cache_mb` of it
    /// (never more than the table: frames it could never fill are not
    /// made).
    pub fn pool_frames(&self) -> u32 {
        let pages = self.data_pages();
        let frames = if self.cache_holds_all() {
            pages
        } else {
            ((self.cache_mb * PAGES_PER_MB) as u64).min(pages)
        };
        frames.max(1) as u32
    }
    /// Slots of the extension (setup bpe; 0 otherwise).
    pub fn bpe_slots(&self) -> u32 {
        match self.setup {
            BpeSetup::Bpe => (self.bpe_mb as u64 * PAGES_PER_MB as u64) as u32,
            _ => 0,
        }
    }
    /// Slots the extension can ever fill: it holds each page at most once.
    pub fn bpe_slots_used(&self) -> u32 {
        (self.bpe_slots() as u64).min(self.data_pages()) as u32
    }
    /// The phases in order: `runs` update runs, then the plan's.
    pub fn phases(&self) -> Vec<BpePhase> {
        let mut out = vec![BpePhase::Update; self.runs as usize];
        out.extend_from_slice(&self.plan);
        out
    }
    /// Steps in all: a request each, a checkpoint each.
    pub fn total_steps(&self) -> u64 {
        self.phases()
            .iter()
            .map(|p| match p {
                BpePhase::Checkpoint => 1,
                _ => self.updates,
            })
            .sum()
    }
    /// Bytes the run will hold: per data page the pool's page table and
    /// LRU-2's history (both grow as pages arrive: up to twice their
    /// length), the extension's slot and two versions; per frame the pool
    /// and LRU-2's ordered set, and the lazy writer's free list (a time
    /// per 64 frames); per slot its page, version, pin, free entry and
    /// place in the line.
    pub fn memory_bytes(&self) -> u64 {
        let pages = self.data_pages();
        let frames = self.pool_frames() as u64;
        let slots = self.bpe_slots_used() as u64;
        pages * ((4 + 16) * 2 + 4 + 4 + 4)
            + frames * (4 + 4 + 4 + 4 + 48)
            + (frames / 64 + 1) * 8
            + slots * (4 + 4 + 4 + 4 + 16)
    }
}

/// A decimal number of MB: plain digits with at most three decimals
/// (`90`, `0.25`), no sign, no exponent, no leading zero before a digit.
fn parse_mb(text: &str) -> Option<f64> {
    let (whole, frac) = match text.split_once('.') {
        Some((w, f)) => (w, Some(f)),
        None => (text, None),
    };
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    if !digits(whole) || whole.len() > 6 || (whole.len() > 1 && whole.starts_with('0')) {
        return None;
    }
    let mut thousandths: u64 = whole.parse::<u64>().ok()? * 1000;
    if let Some(f) = frac {
        if !digits(f) || f.len() > 3 {
            return None;
        }
        let scale = [100, 10, 1];
        for (i, b) in f.bytes().enumerate() {
            thousandths += u64::from(b - b'0') * scale[i];
        }
    }
    // Integer arithmetic, not `str::parse::<f64>`: the same value (one
    // correctly rounded division) without the ~25 KB of float parsing the
    // WASM would carry for this one parameter.
    Some(thousandths as f64 / 1000.0)
}

/// `cache_mb`'s value: 0.032 MB is 4.1 pages, 4 frames, the smallest
/// pool. The bound is written as text too (three decimals can say it, and
/// no float is formatted, which would pull float printing into the WASM).
fn cache_mb_of(text: &str) -> Result<f64, String> {
    match parse_mb(text) {
        Some(mb) if (0.032..=MAX_CACHE_MB).contains(&mb) => Ok(mb),
        _ => Err(format!(
            "cache_mb must be a number of MB from 0.032 (4 pages) to {} (up to three decimals, such as 90 or 0.25); got {}",
            thousands(MAX_CACHE_MB as u64),
            quote(text)
        )),
    }
}

fn parse_plan(text: &str) -> Result<Vec<BpePhase>, String> {
    text.split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|s| {
            <BpePhase as crate::choice::Choice>::parse(s).ok_or_else(|| {
                format!(
                    "plan takes update, read and checkpoint, comma-separated; got {}",
                    quote(s)
                )
            })
        })
        .collect()
}

/// The table's pages within `MAX_DATA_PAGES` (its bytes and time are the
/// budget's: `budget.rs`).
fn check_rules(p: &Params, r: &mut Reader) {
    if p.data_pages() > MAX_DATA_PAGES {
        r.fail_rule(
            "rows",
            &["row_bytes"],
            "data_pages",
            &[
                ("rows", p.rows.to_string()),
                ("row_bytes", p.row_bytes.to_string()),
                ("pages", p.data_pages().to_string()),
                ("max", MAX_DATA_PAGES.to_string()),
            ],
            format!(
                "{} rows of {} bytes fill {} pages; at most {} pages: fewer rows or shorter ones",
                thousands(p.rows),
                thousands(p.row_bytes as u64),
                thousands(p.data_pages()),
                thousands(MAX_DATA_PAGES)
            ),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kv(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
        pairs
            .iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect()
    }

    #[test]
    fn defaults_are_the_articles_table() {
        let p = parse(&specs(), &[]).expect("valid defaults");
        assert_eq!(p.rows_per_page(), 7);
        assert_eq!(p.data_pages(), 142_858);
        assert_eq!(p.pool_frames(), 11_520);
        assert_eq!(p.bpe_slots(), 524_288);
        assert_eq!(p.bpe_slots_used(), 142_858);
        assert_eq!(p.total_steps(), 80_000);
    }

    #[test]
    fn cache_mb_is_a_strict_decimal() {
        for good in ["90", "0.25", "1.5", "65536"] {
            assert!(
                parse(&specs(), &kv(&[("cache_mb", good)])).is_ok(),
                "{good}"
            );
        }
        for bad in [
            "", "-1", "0", "0.01", "1e3", "090", ".5", "5.", "1.2345", "70000", "9 0",
        ] {
            let e = parse(&specs(), &kv(&[("cache_mb", bad)])).unwrap_err();
            assert_eq!(e[0].param, "cache_mb", "{bad}");
        }
    }

    #[test]
    fn the_plan_names_its_phases() {
        let p = parse(&specs(), &kv(&[("plan", "checkpoint, read,update")])).expect("valid");
        assert_eq!(
            p.plan,
            vec![BpePhase::Checkpoint, BpePhase::Read, BpePhase::Update]
        );
        assert_eq!(p.total_steps(), 80_000 + 1 + 20_000);
        let e = parse(&specs(), &kv(&[("plan", "read,scan")])).unwrap_err();
        assert_eq!(e[0].param, "plan");
        assert!(e[0].message.contains("'scan'"), "{}", e[0].message);
    }

    #[test]
    fn too_big_is_refused_by_name() {
        let e = parse(
            &specs(),
            &kv(&[("rows", "20000000"), ("row_bytes", "8000")]),
        )
        .unwrap_err();
        assert_eq!(e[0].param, "rows");
        let read = |v| crate::scenario::registry::read::<super::super::Bpe>(&specs(), &kv(v));
        let e = read(&[("updates", "1000000"), ("runs", "100")]).unwrap_err();
        assert_eq!(e[0].param, "updates");
        assert!(e[0].message.contains("would take about"), "{}", e[0].message);
        assert!(read(&[]).is_ok());
    }
}
