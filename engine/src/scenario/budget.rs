//! The budget: what a parameter set will build and how long it will run,
//! estimated by its scenario before anything is built
//! (`ScenarioDef::budget`), and the one place that holds the estimate
//! against pagelab's limits (`check`, called by the registry on every way
//! in: `validate`, `open`, a kernel's `open_def`). A set over a limit is
//! refused at once, with one message shape whatever the scenario:
//!
//! ```text
//!   "<the run, in the user's numbers> would need about 2,738 MB; at most
//!    512 MB in pagelab: fewer rows or shorter texts"
//!   "<...> would take about 37 s; at most 12 s in pagelab: fewer
//!    requests a window or more rows between windows"
//! ```
//!
//! | limit | value | why |
//! |---|---|---|
//! | memory | 512 MB | a tab's WebAssembly memory stays far below its 4 GB |
//! | time | 12 s natively | the page runs ~1.3x slower in WebAssembly: under ~16 s there, on 2 cores |
//!
//! Each scenario counts the work in its own units (page accesses,
//! requests, inserts) and turns them into milliseconds with costs
//! calibrated on the reference machine (2 cores; `engine/tests/bounded.rs`
//! runs drawn sets and holds each to its estimate).

use super::params::{thousands, ParamError, RuleText};

/// Most bytes a run may hold.
pub const MEMORY_LIMIT: u64 = 512 << 20;
/// Most milliseconds a run may take natively on the reference machine.
pub const TIME_LIMIT_MS: u64 = 12_000;

/// What drives one side of the budget, for the message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Lever {
    /// The run in the user's numbers, a few words ("4,000,000 rows of
    /// 2,017 bytes").
    pub what: String,
    /// The parameters that drive it: the first is marked, the others are
    /// `related`.
    pub params: &'static [&'static str],
    /// What to change, in the user's words ("fewer rows or shorter texts").
    pub advice: &'static str,
}

impl Lever {
    pub fn new(
        what: impl Into<String>,
        params: &'static [&'static str],
        advice: &'static str,
    ) -> Self {
        Lever {
            what: what.into(),
            params,
            advice,
        }
    }
}

/// A parameter set's estimate.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Budget {
    /// Most bytes the run holds at once (an upper bound).
    pub bytes: u64,
    /// Milliseconds the run takes natively on the reference machine.
    pub ms: u64,
    pub memory: Lever,
    pub time: Lever,
}

/// `bytes` as whole MB, rounded up.
pub fn mb(bytes: u64) -> String {
    format!("{} MB", thousands(bytes.div_ceil(1 << 20)))
}

/// `ms` as whole seconds, rounded up.
fn secs(ms: u64) -> String {
    format!("{} s", thousands(ms.div_ceil(1_000)))
}

fn refuse(
    lever: &Lever,
    needs: String,
    limit: String,
    rule: (&'static str, u64, u64),
) -> ParamError {
    let (first, related) = lever.params.split_first().unwrap_or((&"", &[]));
    let (id, need, most) = rule;
    ParamError {
        param: first.to_string(),
        message: format!(
            "{} would {needs}; at most {limit} in pagelab: {}",
            lever.what, lever.advice
        ),
        related: related.iter().map(|s| s.to_string()).collect(),
        // A page in another language says the limit and the advice (its
        // words for the advice, keyed by the English); the run's own
        // description (`what`) is the engine's English.
        rule: Some(RuleText::new(
            id,
            [
                ("needs", need.to_string()),
                ("limit", most.to_string()),
                ("advice", lever.advice.to_string()),
            ],
        )),
    }
}

/// The budget against the limits: nothing when within both, else one
/// error for each limit it passes.
pub fn check(b: &Budget) -> Vec<ParamError> {
    let mut out = Vec::new();
    if b.bytes > MEMORY_LIMIT {
        out.push(refuse(
            &b.memory,
            format!("need about {}", mb(b.bytes)),
            mb(MEMORY_LIMIT),
            (
                "budget_memory",
                b.bytes.div_ceil(1 << 20),
                MEMORY_LIMIT >> 20,
            ),
        ));
    }
    if b.ms > TIME_LIMIT_MS {
        out.push(refuse(
            &b.time,
            format!("take about {}", secs(b.ms)),
            secs(TIME_LIMIT_MS),
            ("budget_time", b.ms.div_ceil(1_000), TIME_LIMIT_MS / 1_000),
        ));
    }
    out
}

/// Nanoseconds of work as whole milliseconds (rounded up), saturating: an
/// estimate that is not a number is over every limit, not under.
pub fn ms_of(ns: f64) -> u64 {
    const MOST: u64 = u64::MAX / 2;
    if ns.is_nan() {
        MOST
    } else if ns > 0.0 {
        (ns / 1e6).ceil().min(MOST as f64) as u64
    } else {
        0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn budget(bytes: u64, ms: u64) -> Budget {
        Budget {
            bytes,
            ms,
            memory: Lever::new("1,000 rows", &["rows", "row_bytes"], "fewer rows"),
            time: Lever::new("10 runs", &["runs"], "fewer runs"),
        }
    }

    #[test]
    fn within_the_limits_is_quiet_and_over_names_the_levers() {
        assert!(check(&budget(MEMORY_LIMIT, TIME_LIMIT_MS)).is_empty());
        let e = check(&budget(MEMORY_LIMIT + 1, TIME_LIMIT_MS + 1));
        assert_eq!(e.len(), 2);
        assert_eq!(
            (e[0].param.as_str(), e[0].related.as_slice()),
            ("rows", &["row_bytes".to_string()][..])
        );
        assert_eq!(
            e[0].message,
            "1,000 rows would need about 513 MB; at most 512 MB in pagelab: fewer rows"
        );
        assert_eq!(e[1].param, "runs");
        assert_eq!(
            e[1].message,
            "10 runs would take about 13 s; at most 12 s in pagelab: fewer runs"
        );
        assert!(ms_of(f64::INFINITY) > TIME_LIMIT_MS && ms_of(f64::NAN) > TIME_LIMIT_MS);
        assert_eq!(ms_of(1.5e6), 2);
        // The same as figures, for a page in another language.
        let rule = |i: usize| e[i].rule.as_ref().map(|r| (r.id, r.values.clone()));
        let (id, v) = rule(0).expect("a memory rule");
        assert_eq!(
            (
                id,
                v["needs"].as_str(),
                v["limit"].as_str(),
                v["advice"].as_str()
            ),
            ("budget_memory", "513", "512", "fewer rows")
        );
        let (id, v) = rule(1).expect("a time rule");
        assert_eq!(
            (id, v["needs"].as_str(), v["limit"].as_str()),
            ("budget_time", "13", "12")
        );
    }
}
