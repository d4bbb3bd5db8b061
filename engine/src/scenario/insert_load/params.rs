//! The insert-load scenario's parameters: the article's table, its indexes
//! and the server settings the article varied. Defaults reproduce the
//! article's full-scale setup (4.5 M rows, 10,000 inserted rows, 2 KB
//! pages, 3 nonclustered indexes).

use crate::scenario::insert_load::budget::Footprint;
use crate::scenario::params::{thousands, Reader};
use crate::storage::page::{PageLayout, DATA_PAGE_HEADER, SLOT_BYTES};
use crate::storage::buffer::PolicyKind;
use crate::storage::split::SplitPolicy;
use crate::workload::plan::{self, Statement};
use crate::workload::statements::SourceOrder;

crate::choice_enum! {
    /// What the rows go into.
    pub enum TableKind {
        /// A unique clustered index on the key: its leaves are the data pages.
        Clustered => "clustered",
        /// No index: rows are appended (the article's baseline).
        Heap => "heap",
    }
}

crate::choice_enum! {
    /// ASE's locking schemes. Under allpages the data pages are the
    /// clustered index's leaves and splits happen in the inserting
    /// transaction; under datapages and datarows (data-only locking) they
    /// do not.
    pub enum Locking {
        AllPages => "allpages",
        DataPages => "datapages",
        DataRows => "datarows",
    }
}

crate::scenario::params::declare_params! {
    /// Validated parameters of one insert load.
    pub struct Params {
        /// Unique clustered index on (instrument, date, source), or a heap that appends
        /// at the end (the article's baseline).
        table: TableKind = choice(TableKind::Clustered),
        /// ASE locking scheme. allpages: data pages are the index leaves, splits are
        /// synchronous. datapages/datarows: splits are deferred to the housekeeper.
        locking: Locking = choice(Locking::AllPages),
        /// Share of each page filled when the clustered index is built.
        fillfactor: u32 = int(100, (1, 100), "%"),
        /// mid: half the rows move to the new page. insertion_point: split where the row
        /// goes (dbcc tune ascinserts); while rows arrive in clustered-key order, only
        /// the split forces the log.
        split_policy: SplitPolicy = choice(SplitPolicy::Mid),
        /// Sort order of the rows being inserted, within each day: one key column, the
        /// full clustered key, by date as they arrive, or random.
        source_order: SourceOrder = choice(SourceOrder::ByDate),
        /// Server page size.
        page_size: u32 = one_of("2048", &PAGE_SIZES, "bytes"),
        /// Size of one data row including its row header (the article: ~600 MB for 4.5 M
        /// rows on 2 KB pages, 15 rows a page).
        row_bytes: u32 = int(132, (8, 8000), "bytes"),
        /// Rows in the table before the test (the article: 4.5 M); 0 starts from an empty
        /// table.
        rows: u64 = int(4_500_000, (0, 20_000_000), "rows"),
        /// Rows one day adds (the article: 10,000, one per instrument and source).
        inserted_rows: u64 = int(10_000, (1, 1_000_000), "rows/day"),
        /// Days of new data to insert, one INSERT ... SELECT a day; later days eat the
        /// slack a fillfactor left.
        days: u32 = int(1, (1, 60), "days"),
        /// Nonclustered indexes; each holds the RID of every row (sp_sysmon: 3 NC
        /// maintenance ops per insert).
        nc_indexes: u32 = int(3, (0, 16), "indexes"),
        /// Sources quoting each instrument every day.
        sources: u32 = int(3, (1, 50), "sources"),
        /// Share of instruments quoted by one source fewer.
        thin_pct: u32 = int(22, (0, 100), "%"),
        /// Log I/O size (sp_logiosize); ASE's default is two pages.
        log_io_size: u32 = one_of("4096", &PAGE_SIZES, "bytes"),
        /// User log cache size per session.
        ulc_size: u32 = int(8192, (2048, 1_048_576), "bytes"),
        /// Round-robin partitions. With a clustered index the key decides where a row
        /// goes.
        partitions: u32 = int(1, (1, 64), "partitions"),
        /// Seed for every random choice: same seed, same run.
        seed: u64 = int(42, (0, u32::MAX as u64), ""),
        /// Your own workload instead of the days above, statements separated by ; (insert N
        /// with an order if you like: random, by_date..., update N, delete N, select one N,
        /// select range N, select all, checkpoint, rebuild with a fillfactor if you like,
        /// repeat K (...)). Empty: the article's days.
        statements: String = text("", MAX_STATEMENT_CHARS),
        /// Frames of a buffer pool the table's pages go through (0: no pool; every page
        /// access is counted, none is read from disk).
        frames: u32 = int(0, (0, MAX_FRAMES), "frames"),
        /// The pool's replacement policy (with frames above 0).
        policy: PolicyKind = choice(PolicyKind::Lru),
    }
    rules = check_rules;
}

impl Params {
    pub fn data_layout(&self) -> PageLayout {
        PageLayout::ase_data(self.page_size, self.row_bytes)
    }
    pub fn index_layout(&self) -> PageLayout {
        PageLayout::ase_index(self.page_size)
    }
    /// Rows the run inserts: the statements' inserts, or all the days'.
    pub fn inserts(&self) -> u64 {
        match self.plan() {
            Some(plan) => plan
                .iter()
                .map(|s| match s {
                    Statement::Insert { rows, .. } => *rows,
                    _ => 0,
                })
                .sum(),
            None => self.inserted_rows * self.days as u64,
        }
    }

    /// The user's statements, when the run follows them (`statements` is
    /// not empty and reads well: the rules refuse it otherwise).
    pub fn plan(&self) -> Option<Vec<Statement>> {
        let plan = plan::parse(&self.statements).ok()?;
        (!plan.is_empty()).then_some(plan)
    }
}

/// Longest `statements` text (a link carries it).
pub const MAX_STATEMENT_CHARS: u32 = 2_000;
/// Most frames of the table's pool: 8 GB of 8 KB pages.
pub const MAX_FRAMES: u64 = 1_000_000;
/// Most rows the statements other than inserts touch together.
pub const MAX_ROW_OPS: u64 = 2_000_000;

const PAGE_SIZES: [&str; 4] = ["2048", "4096", "8192", "16384"];
/// Most rows the days may insert: a full run stays within seconds.
pub const MAX_INSERTS: u64 = 2_000_000;

/// The statements and the pool: the statements read, a heap takes only
/// inserts, the rows they touch stay within pagelab's, and OPT (which
/// must know every future reference) is no pool for statements drawn as
/// they run. False when one failed.
fn check_workload(p: &Params, r: &mut Reader) -> bool {
    let statements = match plan::parse(&p.statements) {
        Ok(s) => s,
        Err(e) => {
            let mut values = e.values.clone();
            // The character the word at fault starts at (1-based).
            let at = p.statements.get(..e.at).unwrap_or_default().chars().count() + 1;
            values.push(("at", at.to_string()));
            let message = format!("{} (at character {at})", e.message);
            r.fail_rule("statements", &[], e.id, &values, message);
            return false;
        }
    };
    if p.table == TableKind::Heap {
        if let Some(s) = statements.iter().find(|s| !matches!(s, Statement::Insert { .. } | Statement::Checkpoint)) {
            let text = s.text();
            r.fail_rule(
                "statements",
                &["table"],
                "statements_heap",
                &[("statement", text.clone())],
                format!("a heap keeps no key to find a row by: '{text}' needs table=clustered (a heap takes insert and checkpoint)"),
            );
            return false;
        }
    }
    let ops: u64 = statements
        .iter()
        .filter(|s| !matches!(s, Statement::Insert { .. }))
        .map(Statement::steps)
        .sum();
    if ops > MAX_ROW_OPS {
        r.fail_rule(
            "statements",
            &[],
            "statements_rows",
            &[("rows", ops.to_string()), ("max", MAX_ROW_OPS.to_string())],
            format!(
                "the statements update, delete or read {} rows one by one; at most {}",
                thousands(ops),
                thousands(MAX_ROW_OPS)
            ),
        );
        return false;
    }
    if p.frames > 0 && p.policy == PolicyKind::Opt {
        r.fail_rule(
            "policy",
            &["frames"],
            "policy_needs_future",
            &[],
            "opt must know every future reference; a run of statements makes them as it goes: choose another policy",
        );
        return false;
    }
    true
}

/// Rules across parameters: the row fits a page, the table holds whole
/// days, and the build makes at most `MAX_BUILT_PAGES` pages (its bytes
/// and time are the budget's: `budget::of`).
fn check_rules(p: &Params, r: &mut Reader) {
    if !check_workload(p, r) {
        return;
    }
    let room = p.page_size - DATA_PAGE_HEADER - SLOT_BYTES;
    if p.row_bytes > room {
        r.fail_rule(
            "row_bytes",
            &["page_size"],
            "row_fits_page",
            &[
                ("row_bytes", p.row_bytes.to_string()),
                ("page_size", p.page_size.to_string()),
                ("room", room.to_string()),
            ],
            format!(
                "a {}-byte row does not fit a {}-byte page (at most {} bytes)",
                thousands(p.row_bytes as u64),
                thousands(p.page_size as u64),
                thousands(room as u64)
            ),
        );
        return;
    }
    if p.rows > 0 && p.rows < p.inserted_rows {
        r.fail_rule(
            "rows",
            &["inserted_rows"],
            "whole_days",
            &[("rows", p.rows.to_string()), ("inserted_rows", p.inserted_rows.to_string())],
            format!(
                "a table of {} rows holds less than one day of {} rows: use 0 (an empty table) or at least {} rows",
                thousands(p.rows),
                thousands(p.inserted_rows),
                thousands(p.inserted_rows)
            ),
        );
        return;
    }
    // The date column holds at most ~16 M days, and a million days of
    // history is already absurd.
    if p.rows / p.inserted_rows > 1_000_000 {
        r.fail_rule(
            "inserted_rows",
            &["rows"],
            "days_of_history",
            &[
                ("rows", p.rows.to_string()),
                ("per_day", p.rows.div_ceil(1_000_000).to_string()),
            ],
            format!(
                "a table of {} rows needs at least {} rows a day (at most 1,000,000 days of history)",
                thousands(p.rows),
                thousands(p.rows.div_ceil(1_000_000))
            ),
        );
        return;
    }
    if p.inserts() > MAX_INSERTS && p.plan().is_some() {
        r.fail_rule(
            "statements",
            &[],
            "statements_inserts",
            &[("inserts", p.inserts().to_string()), ("max", MAX_INSERTS.to_string())],
            format!(
                "the statements insert {} rows; at most {}",
                thousands(p.inserts()),
                thousands(MAX_INSERTS)
            ),
        );
        return;
    }
    if p.inserts() > MAX_INSERTS {
        r.fail_rule(
            "days",
            &["inserted_rows"],
            "inserts",
            &[
                ("days", p.days.to_string()),
                ("inserted_rows", p.inserted_rows.to_string()),
                ("inserts", p.inserts().to_string()),
                ("max", MAX_INSERTS.to_string()),
            ],
            format!(
                "{} days of {} rows insert {} rows; at most {} (fewer days or rows a day)",
                p.days,
                thousands(p.inserted_rows),
                thousands(p.inserts()),
                thousands(MAX_INSERTS)
            ),
        );
        return;
    }
    if let Err((message, values)) = Footprint::of(p).check_pages() {
        r.fail_rule(
            "rows",
            &[
                "fillfactor",
                "page_size",
                "row_bytes",
                "inserted_rows",
                "days",
            ],
            "too_many_pages",
            &values,
            message,
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
    fn defaults_are_valid() {
        let p = parse(&specs(), &[]).expect("defaults valid");
        assert_eq!(p.fillfactor, 100);
        assert_eq!(p.rows, 4_500_000);
    }

    #[test]
    fn a_rule_across_parameters_carries_its_id_and_figures() {
        // The page says the rule in its own language from these; the
        // message stays the CLI's English.
        let e = parse(&specs(), &kv(&[("rows", "5000"), ("inserted_rows", "10000")])).unwrap_err();
        let rule = e[0].rule.as_ref().expect("a rule");
        assert_eq!(rule.id, "whole_days");
        assert_eq!(rule.values.get("rows").map(String::as_str), Some("5000"));
        assert_eq!(rule.values.get("inserted_rows").map(String::as_str), Some("10000"));
        assert!(e[0].message.contains("5,000 rows holds less than one day"), "{}", e[0].message);
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
    fn row_must_fit_page() {
        let e = parse(&specs(), &kv(&[("row_bytes", "4000")])).unwrap_err();
        assert_eq!(e[0].param, "row_bytes");
        assert_eq!(e[0].related, ["page_size"]);
        assert!(parse(
            &specs(),
            &kv(&[("row_bytes", "4000"), ("page_size", "8192")])
        )
        .is_ok());
    }

    #[test]
    fn an_empty_table_is_allowed() {
        // Found by trying the runner: rows=0 was refused, so random inserts
        // into an empty tree (ln 2) could not be shown.
        let p = parse(&specs(), &kv(&[("rows", "0")])).expect("empty table");
        assert_eq!(p.rows, 0);
        let e = parse(&specs(), &kv(&[("rows", "5"), ("inserted_rows", "16")])).unwrap_err();
        assert_eq!(e[0].param, "rows");
    }

    #[test]
    fn tables_stay_within_bounds() {
        let e = parse(
            &specs(),
            &kv(&[("rows", "20000000"), ("inserted_rows", "1"), ("days", "1")]),
        )
        .unwrap_err();
        assert!(e.iter().any(|e| e.param == "inserted_rows"), "{e:?}");
        assert!(parse(&specs(), &kv(&[("rows", "20000000")])).is_ok());
        let e = parse(
            &specs(),
            &kv(&[("days", "60"), ("inserted_rows", "1000000")]),
        )
        .unwrap_err();
        assert_eq!(e[0].param, "days");
        assert!(e[0].message.contains("60,000,000"), "{}", e[0].message);
    }
}
