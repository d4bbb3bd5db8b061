//! The Sybase article (`shared/sources/sybase-page-splits-fillfactor.fr.txt`,
//! section 1 of the sources' README): what it measured, case by case, with
//! the parameters that reproduce each case and the tolerance ours meets.
//! Data only; `catalog::fidelity` runs the cases; `entry.rs` names the lessons that show them.
//!
//! Tolerances: the article gives one measurement per case on one machine,
//! with a run-to-run spread of ~25% (fillfactor 100 was measured at 49,
//! 61, 64 and 71 rows/s in different runs), so counts must land within
//! ±50% (x1.5) and rates within x2.5 unless a note says why not.

use crate::scenario::article::{Article, ArticleCase, ArticleColumn, ArticleFigure, ArticleSysmon};

/// The article's measured cases, for every lesson that shows one.
pub fn article() -> Article {
    Article {
        id: "sybase_page_splits",
        engine: "Sybase ASE 15.0.2",
        setup: "APL table of 4.5 M rows on 2 KB pages, 10,000 rows inserted by one INSERT … SELECT",
        columns: vec![
            column("estimated_rows_per_sec", "Rows/s", false),
            column("page_splits", "Page splits", false),
            column("log_writes", "Log writes", false),
            column("bytes_used", "Space vs. first row", true),
        ],
        cases: cases(),
        note: "Our time figures come from the engine's cost model, not a stopwatch.",
        // Fillfactor 100 was measured at 49, 61, 64 and 71 rows/s.
        spread: 1.25,
        sysmon: Some(sysmon()),
    }
}

fn column(figure: &'static str, label: &'static str, relative_to_first: bool) -> ArticleColumn {
    ArticleColumn {
        figure,
        label,
        relative_to_first,
        percent: false,
    }
}

/// sp_sysmon on the article's production server (the excerpt that opens
/// the article).
fn sysmon() -> ArticleSysmon {
    ArticleSysmon {
        ins_upd_requiring_maint: 89_769.0,
        nc_maint_for_inserts: 269_307.0,
        rid_upd_from_clust_split: 61_524.0,
        nc_maint_for_rid_updates: 1_778_016.0,
        page_splits: 36_686.0,
    }
}

/// Rates within x2.5, counts within x1.5, percentages within x1.25.
fn default_tolerance(figure: &str) -> f64 {
    match figure {
        "estimated_rows_per_sec" => 2.5,
        "bytes_used" => 1.25,
        _ => 1.5,
    }
}

fn case(
    lessons: &[&'static str],
    (id, group, label): (&'static str, &'static str, &'static str),
    params: &[(&'static str, &'static str)],
    figures: &[(&'static str, f64)],
) -> ArticleCase {
    ArticleCase {
        lessons: lessons.to_vec(),
        id,
        group,
        label,
        params: params.to_vec(),
        figures: figures
            .iter()
            .map(|&(figure, value)| {
                // Every figure carries the reason ours may differ; the
                // lesson's table shows it where ours lies beyond the
                // article's own spread (`Article::spread`).
                let gap = default_gap(figure);
                ArticleFigure {
                    figure,
                    value,
                    tolerance: default_tolerance(figure),
                    note: gap.map(|g| g.note),
                    doc: gap.map(|g| g.doc),
                }
            })
            .collect(),
    }
}

/// Why a figure of ours may differ from the article's: a short note for the
/// lesson's table and the `docs/fidelity.md` section that says more (its
/// heading's anchor).
pub struct Gap {
    pub note: &'static str,
    pub doc: &'static str,
}

const SPLITS: Gap = Gap {
    note: "The article's split counts and its 10,000 rows a day cannot all hold on 15-row pages; ours split each instrument's page once a day, ~35% more.",
    doc: "known-gaps",
};
const LOG: Gap = Gap {
    note: "Each of our splits forces one log write for itself and one per nonclustered index, as the article's ~5 writes a split; with ~35% more splits, ~40% more writes.",
    doc: "known-gaps",
};
const RATE: Gap = Gap {
    note: "Ours is the cost model's estimate, fitted to the heap's and fillfactor 100's rates; the article's rates vary by ±25% from run to run.",
    doc: "what-we-chose-where-the-article-is-silent",
};

fn default_gap(figure: &str) -> Option<&'static Gap> {
    match figure {
        "page_splits" => Some(&SPLITS),
        "log_writes" => Some(&LOG),
        "estimated_rows_per_sec" => Some(&RATE),
        _ => None,
    }
}

trait Wider {
    /// Widens the tolerance of `figure`, saying why.
    fn wider(self, figure: &str, tolerance: f64, gap: &Gap) -> Self;
    /// Says why `figure` differs, within the default tolerance.
    fn noted(self, figure: &str, gap: &Gap) -> Self;
}

impl Wider for ArticleCase {
    fn wider(mut self, figure: &str, tolerance: f64, gap: &Gap) -> Self {
        for f in self.figures.iter_mut().filter(|f| f.figure == figure) {
            f.tolerance = tolerance;
            f.note = Some(gap.note);
            f.doc = Some(gap.doc);
        }
        self
    }

    fn noted(mut self, figure: &str, gap: &Gap) -> Self {
        for f in self.figures.iter_mut().filter(|f| f.figure == figure) {
            f.note = Some(gap.note);
            f.doc = Some(gap.doc);
        }
        self
    }
}

const NC_LOG: Gap = Gap {
    note: "Without splits our log holds a record per nonclustered index entry that the article's test table's log does not show.",
    doc: "known-gaps",
};
const SHUFFLED_IP: Gap = Gap {
    note: "Our mid-page splits are already ~35% above the article's (its figures cannot all hold on 15-row pages), and with an instrument's rows shuffled an insertion-point split that leaves its page full makes the next, lower row split it again: +11% over mid-page.",
    doc: "splits-under-ascinserts",
};
const DOL_LOG: Gap = Gap {
    note: "Under data-only locking our splits write one record each and force nothing; the article's housekeeper wrote more.",
    doc: "known-gaps",
};
const FF90_RATE: Gap = Gap {
    note: "Each of our splits waits on the same forced log writes at every fillfactor, so fewer splits at 90 save less time than the article measured (81 rows/s against 152).",
    doc: "known-gaps",
};
const FULL_KEY_RATE: Gap = Gap {
    note: "Our ascending-insert mode (only the split forces the log) gives the sorted source 3.5x the other orders; the article measured 5x.",
    doc: "ascending-inserts-where-the-5x-comes-from",
};
const KEY_ORDER_SPLITS: Gap = Gap {
    note: "In key order a row after the last row of a full page gets a page allocation, not a split: 4% fewer splits than mid-page, on top of the ~35% all our split counts carry.",
    doc: "splits-under-ascinserts",
};
const FF90_LOG: Gap = Gap {
    note: "Each of our splits forces the same flushes at every fillfactor; the article's fillfactor 90 run waited on ~3.6 log writes a split against 5 at 100.",
    doc: "known-gaps",
};
const FULL_KEY_LOG: Gap = Gap {
    note: "We model that the sorted run's log writes stopped being waited for, not the extra records it wrote: ours go down where the article's went up.",
    doc: "ascending-inserts-where-the-5x-comes-from",
};

// One case a row, read column by column: rustfmt would fold each over ten lines.
#[rustfmt::skip]
fn cases() -> Vec<ArticleCase> {
    let (ff, asc, ps): (&[&str], &[&str], &[&str]) =
        (&["fillfactor"], &["ascending_inserts"], &["page_splits"]);
    let both: &[&str] = &["page_splits", "ascending_inserts"];
    let ip = ("split_policy", "insertion_point");
    let (rate, splits, writes) = ("estimated_rows_per_sec", "page_splits", "log_writes");
    vec![
        case(both, ("heap", "Baseline", "Heap, no clustered index"), &[("table", "heap")], &[(rate, 11_213.0), (splits, 0.0), (writes, 430.0)])
            .wider(writes, 3.0, &NC_LOG),
        case(ps, ("clustered", "Baseline", "Unique clustered index, fillfactor 100"), &[], &[(rate, 71.0), (splits, 2_646.0), (writes, 13_309.0)]),
        case(ff, ("ff100", "Fillfactor", "fillfactor 100"), &[("fillfactor", "100")], &[(rate, 64.0), (splits, 2_600.0), (writes, 13_258.0)]),
        case(ff, ("ff90", "Fillfactor", "fillfactor 90"), &[("fillfactor", "90")], &[(rate, 152.0), (splits, 2_064.0), (writes, 7_381.0)])
            .wider(writes, 2.5, &FF90_LOG)
            .noted(rate, &FF90_RATE),
        case(ff, ("ff80", "Fillfactor", "fillfactor 80"), &[("fillfactor", "80")], &[(rate, 11_750.0), (splits, 0.0), (writes, 400.0), ("bytes_used", 24.0)])
            .wider(writes, 3.0, &NC_LOG),
        case(asc, ("key1", "ascinserts by source order", "sorted on key 1 (instrument)"), &[("source_order", "key1"), ip], &[(rate, 60.0), (splits, 2_649.0), (writes, 13_711.0)])
            .wider(splits, 1.6, &SHUFFLED_IP),
        case(asc, ("key2", "ascinserts by source order", "sorted on key 2 (date)"), &[("source_order", "key2"), ip], &[(rate, 58.0), (splits, 2_645.0), (writes, 13_738.0)])
            .wider(splits, 1.6, &SHUFFLED_IP),
        case(asc, ("key3", "ascinserts by source order", "sorted on key 3 (source)"), &[("source_order", "key3"), ip], &[(rate, 50.0), (splits, 2_648.0), (writes, 13_867.0)])
            .noted(splits, &KEY_ORDER_SPLITS),
        case(asc, ("full_key", "ascinserts by source order", "sorted on the full clustered key"), &[("source_order", "full_key"), ip], &[(rate, 303.0), (splits, 2_648.0), (writes, 39_887.0)])
            .wider(writes, 6.0, &FULL_KEY_LOG)
            .noted(rate, &FULL_KEY_RATE)
            .noted(splits, &KEY_ORDER_SPLITS),
        case(ps, ("logio2k", "Log I/O size", "log I/O 2 KB"), &[("log_io_size", "2048")], &[(rate, 62.0), (splits, 2_646.0), (writes, 14_553.0)])
            .wider(writes, 1.75, &NC_LOG),
        case(ps, ("logio4k", "Log I/O size", "log I/O 4 KB"), &[("log_io_size", "4096")], &[(rate, 78.0), (splits, 2_646.0), (writes, 13_303.0)]),
        case(ps, ("logio8k", "Log I/O size", "log I/O 8 KB"), &[("log_io_size", "8192")], &[(rate, 68.0), (splits, 2_646.0), (writes, 12_706.0)]),
        case(ps, ("logio16k", "Log I/O size", "log I/O 16 KB"), &[("log_io_size", "16384")], &[(rate, 69.0), (splits, 2_646.0), (writes, 12_424.0)]),
        case(ps, ("ulc2k", "User log cache", "ULC 2 KB"), &[("ulc_size", "2048")], &[(rate, 66.0), (splits, 2_648.0), (writes, 13_305.0)]),
        case(ps, ("ulc8k", "User log cache", "ULC 8 KB"), &[("ulc_size", "8192")], &[(rate, 64.0), (splits, 2_600.0), (writes, 13_258.0)]),
        case(ps, ("ulc50k", "User log cache", "ULC 50 KB"), &[("ulc_size", "51200")], &[(rate, 52.0), (splits, 2_646.0), (writes, 13_582.0)]),
        case(ps, ("apl", "Locking scheme", "allpages (APL)"), &[("locking", "allpages")], &[(rate, 61.0), (splits, 2_648.0), (writes, 13_651.0)]),
        case(ps, ("datapages", "Locking scheme", "datapages"), &[("locking", "datapages")], &[(rate, 1_335.0), (splits, 6_041.0), (writes, 4_405.0)])
            .wider(writes, 4.5, &DOL_LOG),
        case(ps, ("datarows", "Locking scheme", "datarows"), &[("locking", "datarows")], &[(rate, 1_770.0), (splits, 8_210.0), (writes, 4_405.0)])
            .wider(writes, 4.5, &DOL_LOG),
        case(ps, ("part1", "Round-robin partitions", "1 partition"), &[("partitions", "1")], &[(rate, 49.0), (splits, 2_645.0), (writes, 14_291.0)]),
        case(ps, ("part2", "Round-robin partitions", "2 partitions"), &[("partitions", "2")], &[(rate, 59.0), (splits, 2_643.0), (writes, 13_714.0)]),
        case(ps, ("part4", "Round-robin partitions", "4 partitions"), &[("partitions", "4")], &[(rate, 59.0), (splits, 2_638.0), (writes, 13_291.0)]),
    ]
}
