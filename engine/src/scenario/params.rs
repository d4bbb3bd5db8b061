//! Parameters: their specification, parsing and validation into typed
//! errors. Nothing a user types can make the engine panic: every value is
//! checked here, against its range and against the other values, before a
//! simulation is built.

use serde::Serialize;

use crate::split::SplitPolicy;
use crate::workload::SourceOrder;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify))]
#[serde(rename_all = "snake_case")]
pub enum ParamKind {
    Int,
    Choice,
}

/// One parameter as the UI and the CLI present it.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify))]
pub struct ParamSpec {
    pub name: &'static str,
    pub kind: ParamKind,
    pub default: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub min: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub choices: Option<Vec<&'static str>>,
    pub unit: &'static str,
    pub description: &'static str,
}

/// A parameter that failed validation, named so the UI can show the
/// message next to the offending control.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify))]
pub struct ParamError {
    pub param: String,
    pub message: String,
}

impl std::fmt::Display for ParamError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.param, self.message)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TableKind {
    Clustered,
    Heap,
}

/// ASE's locking schemes. Under allpages the data pages are the clustered
/// index's leaves and splits happen in the inserting transaction; under
/// datapages and datarows (data-only locking) they do not.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Locking {
    AllPages,
    DataPages,
    DataRows,
}

/// Validated parameters of one simulation.
#[derive(Debug, Clone, PartialEq)]
pub struct Params {
    pub table: TableKind,
    pub locking: Locking,
    pub fillfactor: u32,
    pub split_policy: SplitPolicy,
    pub source_order: SourceOrder,
    pub page_size: u32,
    pub row_bytes: u32,
    pub rows: u64,
    pub inserted_rows: u64,
    pub days: u32,
    pub nc_indexes: u32,
    pub sources: u32,
    pub thin_pct: u32,
    pub log_io_size: u32,
    pub ulc_size: u32,
    pub partitions: u32,
    pub seed: u64,
}

/// Most data pages a table may have (about 50 MB of page records).
pub const MAX_PAGES: u64 = 4_000_000;

const PAGE_SIZES: [&str; 4] = ["2048", "4096", "8192", "16384"];

fn int(
    name: &'static str,
    default: u64,
    min: u64,
    max: u64,
    unit: &'static str,
    description: &'static str,
) -> ParamSpec {
    ParamSpec {
        name,
        kind: ParamKind::Int,
        default: default.to_string(),
        min: Some(min as f64),
        max: Some(max as f64),
        choices: None,
        unit,
        description,
    }
}

fn choice(
    name: &'static str,
    default: &str,
    choices: &[&'static str],
    unit: &'static str,
    description: &'static str,
) -> ParamSpec {
    ParamSpec {
        name,
        kind: ParamKind::Choice,
        default: default.to_string(),
        min: None,
        max: None,
        choices: Some(choices.to_vec()),
        unit,
        description,
    }
}

/// Every parameter with its default (the article's full-scale setup).
pub fn specs() -> Vec<ParamSpec> {
    vec![
        choice("table", "clustered", &["clustered", "heap"], "", "Unique clustered index on (instrument, date, source), or a heap that appends at the end (the article's baseline)."),
        choice("locking", "allpages", &["allpages", "datapages", "datarows"], "", "ASE locking scheme. allpages: data pages are the index leaves, splits are synchronous. datapages/datarows: splits are deferred to the housekeeper."),
        int("fillfactor", 100, 1, 100, "%", "Share of each page filled when the clustered index is built."),
        choice("split_policy", "mid", &SplitPolicy::NAMES, "", "mid: half the rows move to the new page. insertion_point: split where the row goes (dbcc tune ascinserts); while rows arrive in clustered-key order, only the split forces the log."),
        choice("source_order", "by_date", &SourceOrder::NAMES, "", "Sort order of the rows being inserted: one key column, the full clustered key, by date as they arrive, or random."),
        choice("page_size", "2048", &PAGE_SIZES, "bytes", "Server page size."),
        int("row_bytes", 132, 8, 8000, "bytes", "Size of one data row including its row header (the article: ~600 MB for 4.5 M rows on 2 KB pages, 15 rows a page)."),
        int("rows", 4_500_000, 10, 20_000_000, "rows", "Rows in the table before the test (the article: 4.5 M)."),
        int("inserted_rows", 10_000, 1, 1_000_000, "rows/day", "Rows one day adds (the article: 10,000, one per instrument and source)."),
        int("days", 1, 1, 60, "days", "Days of new data to insert; later days eat the slack a fillfactor left."),
        int("nc_indexes", 3, 0, 16, "indexes", "Nonclustered indexes; each holds the RID of every row (sp_sysmon: 3 NC maintenance ops per insert)."),
        int("sources", 3, 1, 50, "sources", "Sources quoting each instrument every day."),
        int("thin_pct", 22, 0, 100, "%", "Share of instruments quoted by one source fewer."),
        choice("log_io_size", "4096", &PAGE_SIZES, "bytes", "Log I/O size (sp_logiosize); ASE's default is two pages."),
        int("ulc_size", 8192, 2048, 1_048_576, "bytes", "User log cache size per session."),
        int("partitions", 1, 1, 64, "partitions", "Round-robin partitions. With a clustered index the key decides where a row goes."),
        int("seed", 42, 0, u32::MAX as u64, "", "Seed for every random choice: same seed, same run."),
    ]
}

/// Validates `values` (name, text) over the defaults of `defaults`.
/// Returns every error, not just the first, so the UI can mark them all.
pub fn parse(
    defaults: &[ParamSpec],
    values: &[(String, String)],
) -> Result<Params, Vec<ParamError>> {
    let mut errors = Vec::new();
    for (name, _) in values {
        if !defaults.iter().any(|s| s.name == name) {
            errors.push(ParamError {
                param: name.clone(),
                message: format!(
                    "unknown parameter '{name}'; known: {}",
                    defaults
                        .iter()
                        .map(|s| s.name)
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            });
        }
    }
    let raw = |spec: &ParamSpec| -> String {
        values
            .iter()
            .rev()
            .find(|(n, _)| n == spec.name)
            .map(|(_, v)| v.trim().to_string())
            .unwrap_or_else(|| spec.default.clone())
    };
    let mut get_int = |name: &str| -> u64 {
        let Some(spec) = defaults.iter().find(|s| s.name == name) else {
            return 0;
        };
        let text = raw(spec);
        let (min, max) = (
            spec.min.unwrap_or(0.0) as u64,
            spec.max.unwrap_or(u64::MAX as f64) as u64,
        );
        let cleaned: String = text.chars().filter(|c| *c != '_' && *c != ',').collect();
        match cleaned.parse::<u64>() {
            Ok(v) if (min..=max).contains(&v) => v,
            _ => {
                let unit = if spec.unit.is_empty() {
                    String::new()
                } else {
                    format!(" {}", spec.unit)
                };
                errors.push(ParamError {
                    param: name.to_string(),
                    message: format!(
                        "{name} must be a whole number from {min} to {max}{unit}; got '{text}'"
                    ),
                });
                spec.default.parse().unwrap_or(min)
            }
        }
    };
    let fillfactor = get_int("fillfactor") as u32;
    let row_bytes = get_int("row_bytes") as u32;
    let rows = get_int("rows");
    let inserted_rows = get_int("inserted_rows");
    let days = get_int("days") as u32;
    let nc_indexes = get_int("nc_indexes") as u32;
    let sources = get_int("sources") as u32;
    let thin_pct = get_int("thin_pct") as u32;
    let ulc_size = get_int("ulc_size") as u32;
    let partitions = get_int("partitions") as u32;
    let seed = get_int("seed");
    let mut get_choice = |name: &str| -> String {
        let Some(spec) = defaults.iter().find(|s| s.name == name) else {
            return String::new();
        };
        let text = raw(spec);
        let choices = spec.choices.clone().unwrap_or_default();
        if choices.contains(&text.as_str()) {
            text
        } else {
            errors.push(ParamError {
                param: name.to_string(),
                message: format!("{name} must be one of {}; got '{text}'", choices.join(", ")),
            });
            spec.default.clone()
        }
    };
    let table = if get_choice("table") == "heap" {
        TableKind::Heap
    } else {
        TableKind::Clustered
    };
    let locking = match get_choice("locking").as_str() {
        "datapages" => Locking::DataPages,
        "datarows" => Locking::DataRows,
        _ => Locking::AllPages,
    };
    let split_policy = SplitPolicy::parse(&get_choice("split_policy")).unwrap_or(SplitPolicy::Mid);
    let source_order =
        SourceOrder::parse(&get_choice("source_order")).unwrap_or(SourceOrder::ByDate);
    let page_size = get_choice("page_size").parse().unwrap_or(2048);
    let log_io_size = get_choice("log_io_size").parse().unwrap_or(4096);

    // Cross-field rules.
    let header = crate::sim::DATA_PAGE_HEADER;
    if row_bytes + crate::sim::SLOT_BYTES + header > page_size {
        errors.push(ParamError {
            param: "row_bytes".into(),
            message: format!(
                "a {row_bytes}-byte row does not fit a {page_size}-byte page (at most {} bytes)",
                page_size - header - crate::sim::SLOT_BYTES
            ),
        });
    }
    if rows < inserted_rows {
        errors.push(ParamError {
            param: "rows".into(),
            message: format!("rows ({rows}) must be at least inserted_rows ({inserted_rows}): the table holds at least one day"),
        });
    }
    // A day must be a sizeable share of the table: the date column holds
    // at most ~16 M days, and a million days of history is already absurd.
    if inserted_rows > 0 && rows / inserted_rows > 1_000_000 {
        errors.push(ParamError {
            param: "inserted_rows".into(),
            message: format!(
                "a table of {rows} rows needs at least {} rows a day (at most 1,000,000 days of history)",
                rows.div_ceil(1_000_000)
            ),
        });
    }
    // Bound memory and time: pages are records, but 20 M rows at one row
    // a page is still 20 M of them.
    let usable = page_size.saturating_sub(header) as u64;
    let per_row = (row_bytes + crate::sim::SLOT_BYTES) as u64;
    let rows_per_page = (usable * fillfactor as u64 / 100 / per_row.max(1)).max(1);
    let pages = rows.div_ceil(rows_per_page);
    if pages > MAX_PAGES {
        errors.push(ParamError {
            param: "rows".into(),
            message: format!(
                "{rows} rows at {rows_per_page} a page make {pages} pages; at most {MAX_PAGES} (fewer rows, a higher fillfactor or bigger pages)"
            ),
        });
    }
    if inserted_rows.saturating_mul(days as u64) > 2_000_000 {
        errors.push(ParamError {
            param: "days".into(),
            message: format!(
                "days × inserted_rows must stay at most 2,000,000 rows; got {}",
                inserted_rows * days as u64
            ),
        });
    }
    if errors.is_empty() {
        Ok(Params {
            table,
            locking,
            fillfactor,
            split_policy,
            source_order,
            page_size,
            row_bytes,
            rows,
            inserted_rows,
            days,
            nc_indexes,
            sources,
            thin_pct,
            log_io_size,
            ulc_size,
            partitions,
            seed,
        })
    } else {
        Err(errors)
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
    fn defaults_are_valid() {
        let p = parse(&specs(), &[]).expect("defaults valid");
        assert_eq!(p.fillfactor, 100);
        assert_eq!(p.rows, 4_500_000);
    }

    #[test]
    fn errors_name_the_parameter_and_range() {
        let e = parse(
            &specs(),
            &kv(&[
                ("fillfactor", "130"),
                ("split_policy", "left"),
                ("nope", "1"),
            ]),
        )
        .unwrap_err();
        let names: Vec<_> = e.iter().map(|e| e.param.as_str()).collect();
        assert!(
            names.contains(&"fillfactor")
                && names.contains(&"split_policy")
                && names.contains(&"nope")
        );
        let ff = e
            .iter()
            .find(|e| e.param == "fillfactor")
            .expect("fillfactor error");
        assert!(ff.message.contains("1 to 100"), "{}", ff.message);
    }

    #[test]
    fn garbage_never_panics() {
        for v in [
            "",
            "-1",
            "1e9",
            "abc",
            "99999999999999999999999",
            "\u{0}",
            " 80 ",
        ] {
            for s in specs() {
                let _ = parse(&specs(), &kv(&[(s.name, v)]));
            }
        }
        assert_eq!(
            parse(&specs(), &kv(&[("fillfactor", " 80 ")])).map(|p| p.fillfactor),
            Ok(80)
        );
    }

    #[test]
    fn tables_stay_within_bounds() {
        let e = parse(&specs(), &kv(&[("rows", "20000000"), ("fillfactor", "1")])).unwrap_err();
        assert_eq!(e[0].param, "rows", "{e:?}");
        let e = parse(
            &specs(),
            &kv(&[("rows", "20000000"), ("inserted_rows", "1"), ("days", "1")]),
        )
        .unwrap_err();
        assert!(e.iter().any(|e| e.param == "inserted_rows"), "{e:?}");
        assert!(parse(&specs(), &kv(&[("rows", "20000000")])).is_ok());
    }

    #[test]
    fn row_must_fit_page() {
        let e = parse(&specs(), &kv(&[("row_bytes", "4000")])).unwrap_err();
        assert_eq!(e[0].param, "row_bytes");
        assert!(parse(
            &specs(),
            &kv(&[("row_bytes", "4000"), ("page_size", "8192")])
        )
        .is_ok());
    }
}
