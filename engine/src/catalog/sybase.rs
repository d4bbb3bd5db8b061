//! What the source article measured, case by case, with the parameters
//! that reproduce each case. Defined once here: the CLI's fidelity report
//! and the lessons' "article beside ours" tables both read it.
//!
//! Source: Sybase ASE 15.0.2, APL table of 4.5 M rows on 2 KB pages,
//! 10,000 rows inserted by INSERT ... SELECT (see shared/sources/README.md,
//! section 1). `None` where the article gives no figure.

use serde::Serialize;

use crate::figures::Figures;
use crate::lessons;

#[derive(Debug, Clone, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify))]
pub struct ArticleCase {
    /// Lessons whose "article beside ours" table shows this case; the
    /// first one's defaults are the base the case's parameters override.
    pub lessons: Vec<&'static str>,
    pub id: &'static str,
    pub group: &'static str,
    pub label: &'static str,
    /// Parameter overrides over the lesson's defaults.
    pub params: Vec<(&'static str, &'static str)>,
    pub rows_per_sec: Option<f64>,
    pub page_splits: Option<f64>,
    pub log_writes: Option<f64>,
    /// Space above the packed table, in percent (the article gives it
    /// once: fillfactor 80 costs 24%).
    pub extra_space_pct: Option<f64>,
}

#[allow(clippy::too_many_arguments)] // a table row, read column by column
fn case(
    lessons: &[&'static str],
    id: &'static str,
    group: &'static str,
    label: &'static str,
    params: &[(&'static str, &'static str)],
    rows_per_sec: Option<f64>,
    page_splits: Option<f64>,
    log_writes: Option<f64>,
) -> ArticleCase {
    ArticleCase {
        lessons: lessons.to_vec(),
        id,
        group,
        label,
        params: params.to_vec(),
        rows_per_sec,
        page_splits,
        log_writes,
        extra_space_pct: None,
    }
}

impl ArticleCase {
    fn with_extra_space(mut self, pct: f64) -> Self {
        self.extra_space_pct = Some(pct);
        self
    }
}

/// sp_sysmon's "Index Management" section on the article's production
/// server during the daily load that went from 20 minutes to 4 hours (the
/// excerpt that opens the article). The lessons print it under their own
/// sysmon-style report so a DBA can compare the shapes of the numbers.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify))]
pub struct ArticleSysmon {
    /// "Ins/Upd Requiring Maint" and its "# of NC Ndx Maint".
    pub ins_upd_requiring_maint: f64,
    pub nc_maint_for_inserts: f64,
    /// "RID Upd from Clust Split" and its "# of NC Ndx Maint".
    pub rid_upd_from_clust_split: f64,
    pub nc_maint_for_rid_updates: f64,
    /// "Page Splits".
    pub page_splits: f64,
}

pub fn sysmon() -> ArticleSysmon {
    ArticleSysmon {
        ins_upd_requiring_maint: 89_769.0,
        nc_maint_for_inserts: 269_307.0,
        rid_upd_from_clust_split: 61_524.0,
        nc_maint_for_rid_updates: 1_778_016.0,
        page_splits: 36_686.0,
    }
}

pub fn cases() -> Vec<ArticleCase> {
    let (ff, asc, ps): (&[&str], &[&str], &[&str]) =
        (&["fillfactor"], &["ascending_inserts"], &["page_splits"]);
    let both: &[&str] = &["page_splits", "ascending_inserts"];
    vec![
        case(
            both,
            "heap",
            "Baseline",
            "Heap, no clustered index",
            &[("table", "heap")],
            Some(11_213.0),
            Some(0.0),
            Some(430.0),
        ),
        case(
            ps,
            "clustered",
            "Baseline",
            "Unique clustered index, fillfactor 100",
            &[],
            Some(71.0),
            Some(2_646.0),
            Some(13_309.0),
        ),
        case(
            ff,
            "ff100",
            "Fillfactor",
            "fillfactor 100",
            &[("fillfactor", "100")],
            Some(64.0),
            Some(2_600.0),
            Some(13_258.0),
        ),
        case(
            ff,
            "ff90",
            "Fillfactor",
            "fillfactor 90",
            &[("fillfactor", "90")],
            Some(152.0),
            Some(2_064.0),
            Some(7_381.0),
        ),
        case(
            ff,
            "ff80",
            "Fillfactor",
            "fillfactor 80",
            &[("fillfactor", "80")],
            Some(11_750.0),
            Some(0.0),
            Some(400.0),
        )
        .with_extra_space(24.0),
        case(
            asc,
            "key1",
            "ascinserts by source order",
            "sorted on key 1 (instrument)",
            &[
                ("source_order", "key1"),
                ("split_policy", "insertion_point"),
            ],
            Some(60.0),
            Some(2_649.0),
            Some(13_711.0),
        ),
        case(
            asc,
            "key2",
            "ascinserts by source order",
            "sorted on key 2 (date)",
            &[
                ("source_order", "key2"),
                ("split_policy", "insertion_point"),
            ],
            Some(58.0),
            Some(2_645.0),
            Some(13_738.0),
        ),
        case(
            asc,
            "key3",
            "ascinserts by source order",
            "sorted on key 3 (source)",
            &[
                ("source_order", "key3"),
                ("split_policy", "insertion_point"),
            ],
            Some(50.0),
            Some(2_648.0),
            Some(13_867.0),
        ),
        case(
            asc,
            "full_key",
            "ascinserts by source order",
            "sorted on the full clustered key",
            &[
                ("source_order", "full_key"),
                ("split_policy", "insertion_point"),
            ],
            Some(303.0),
            Some(2_648.0),
            Some(39_887.0),
        ),
        case(
            ps,
            "logio2k",
            "Log I/O size",
            "log I/O 2 KB",
            &[("log_io_size", "2048")],
            Some(62.0),
            Some(2_646.0),
            Some(14_553.0),
        ),
        case(
            ps,
            "logio4k",
            "Log I/O size",
            "log I/O 4 KB",
            &[("log_io_size", "4096")],
            Some(78.0),
            Some(2_646.0),
            Some(13_303.0),
        ),
        case(
            ps,
            "logio8k",
            "Log I/O size",
            "log I/O 8 KB",
            &[("log_io_size", "8192")],
            Some(68.0),
            Some(2_646.0),
            Some(12_706.0),
        ),
        case(
            ps,
            "logio16k",
            "Log I/O size",
            "log I/O 16 KB",
            &[("log_io_size", "16384")],
            Some(69.0),
            Some(2_646.0),
            Some(12_424.0),
        ),
        case(
            ps,
            "ulc2k",
            "User log cache",
            "ULC 2 KB",
            &[("ulc_size", "2048")],
            Some(66.0),
            Some(2_648.0),
            Some(13_305.0),
        ),
        case(
            ps,
            "ulc8k",
            "User log cache",
            "ULC 8 KB",
            &[("ulc_size", "8192")],
            Some(64.0),
            Some(2_600.0),
            Some(13_258.0),
        ),
        case(
            ps,
            "ulc50k",
            "User log cache",
            "ULC 50 KB",
            &[("ulc_size", "51200")],
            Some(52.0),
            Some(2_646.0),
            Some(13_582.0),
        ),
        case(
            ps,
            "apl",
            "Locking scheme",
            "allpages (APL)",
            &[("locking", "allpages")],
            Some(61.0),
            Some(2_648.0),
            Some(13_651.0),
        ),
        case(
            ps,
            "datapages",
            "Locking scheme",
            "datapages (DOL)",
            &[("locking", "datapages")],
            Some(1_335.0),
            Some(6_041.0),
            Some(4_405.0),
        ),
        case(
            ps,
            "datarows",
            "Locking scheme",
            "datarows (DOL)",
            &[("locking", "datarows")],
            Some(1_770.0),
            Some(8_210.0),
            Some(4_405.0),
        ),
        case(
            ps,
            "part1",
            "Round-robin partitions",
            "1 partition",
            &[("partitions", "1")],
            Some(49.0),
            Some(2_645.0),
            Some(14_291.0),
        ),
        case(
            ps,
            "part2",
            "Round-robin partitions",
            "2 partitions",
            &[("partitions", "2")],
            Some(59.0),
            Some(2_643.0),
            Some(13_714.0),
        ),
        case(
            ps,
            "part4",
            "Round-robin partitions",
            "4 partitions",
            &[("partitions", "4")],
            Some(59.0),
            Some(2_638.0),
            Some(13_291.0),
        ),
    ]
}

/// The cases one lesson shows.
pub fn cases_of(lesson: &str) -> Vec<ArticleCase> {
    cases()
        .into_iter()
        .filter(|c| c.lessons.contains(&lesson))
        .collect()
}

/// Runs one case at full scale.
pub fn run(case: &ArticleCase) -> Option<Figures> {
    let values: Vec<(String, String)> = case
        .params
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    let mut sim = lessons::open(case.lessons.first()?, &values).ok()?;
    sim.run_to_end();
    Some(sim.figures())
}

/// The fidelity table as Markdown: the article's figure beside ours.
pub fn fidelity_markdown() -> String {
    let fmt = |v: Option<f64>| v.map_or("—".to_string(), |v| format!("{v:.0}"));
    let mut out = String::from(
        "| case | rows/s article | rows/s ours | splits article | splits ours | log writes article | log writes ours |\n|---|---:|---:|---:|---:|---:|---:|\n",
    );
    for c in cases() {
        let Some(f) = run(&c) else { continue };
        out.push_str(&format!(
            "| {}: {} | {} | {:.0} | {} | {} | {} | {} |\n",
            c.group,
            c.label,
            fmt(c.rows_per_sec),
            f.estimated_rows_per_sec,
            fmt(c.page_splits),
            f.page_splits,
            fmt(c.log_writes),
            f.log_writes
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_case_runs_with_valid_parameters() {
        for c in super::cases() {
            let values: Vec<(String, String)> = c
                .params
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect();
            assert!(!c.lessons.is_empty(), "{}", c.id);
            for lesson in &c.lessons {
                assert!(
                    crate::lessons::validate(lesson, &values).is_ok(),
                    "{} in {lesson}",
                    c.id
                );
            }
        }
    }
}
