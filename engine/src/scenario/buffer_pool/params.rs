//! The buffer-pool scenario's parameters: which policies run side by side,
//! how many frames each pool has, and the reference string they all see
//! (typed, or generated from a pattern and a seed). Defaults are the
//! textbook's: Belady's string on 3 frames under FIFO, LRU and OPT.

use crate::scenario::params::{thousands, Reader};
use crate::storage::buffer::PolicyKind;
use crate::choice::Choice;
use crate::workload::trace::{self, Pattern, Shape, Trace};

/// The textbook's reference string: FIFO misses 9 times with 3 frames and
/// 10 with 4 (Belady, Nelson and Shedler, 1969).
pub const BELADY_STRING: &str = "1,2,3,4,1,2,5,1,2,3,4,5";

/// Most pools side by side (the scan-resistance preset's seven).
pub const MAX_POLICIES: u32 = 7;
/// Most characters of a typed string (~150 references).
pub const MAX_TRACE_CHARS: u32 = 600;
pub const MAX_FRAMES: u64 = 1_000_000;
pub const MAX_PAGES: u64 = 1_000_000;
pub const MAX_REQUESTS: u64 = 10_000_000;

crate::scenario::params::declare_params! {
    pub struct Params {
        /// Replacement policies, side by side on the same references (1 to 7): fifo, lru,
        /// clock, clock_sweep (PostgreSQL 8.1 on), lru2, opt (Belady's optimal, which knows
        /// the future), 2q (PostgreSQL 8.0.2), arc (PostgreSQL 8.0), clock_sweep_ring
        /// (clock-sweep with PostgreSQL 8.3's ring for large sequential scans).
        policy: Vec<PolicyKind> = set(&[PolicyKind::Fifo, PolicyKind::Lru, PolicyKind::Opt], (1, MAX_POLICIES)),
        /// Frames in each pool: pages it can hold at once.
        frames: u32 = int(3, (1, MAX_FRAMES), "frames"),
        /// Where the references come from: typed (the trace below), uniform, zipf (a few
        /// hot pages), scan (the table in order, again and again), loop (a nested loop:
        /// every outer page re-reads the inner table), mixed (a hot set, and scans of 32
        /// pages in a row now and then).
        workload: Pattern = choice(Pattern::Typed),
        /// The references for workload=typed: page numbers separated by commas; a w after
        /// a number marks a write (3w), an s a sequential scan's read (3s; 3ws both), which
        /// clock_sweep_ring reads through its ring.
        trace: String = text(BELADY_STRING, MAX_TRACE_CHARS),
        /// Pages in the table the generated references draw from.
        pages: u32 = int(1_000, (1, MAX_PAGES), "pages"),
        /// References to generate.
        requests: u64 = int(10_000, (1, MAX_REQUESTS), "references"),
        /// Zipf's exponent, in hundredths (100: page k is referenced in proportion to
        /// 1/(k+1)).
        skew: u32 = int(100, (0, 300), "hundredths"),
        /// loop: pages of the inner table; mixed: pages of the hot set.
        hot: u32 = int(8, (1, MAX_PAGES), "pages"),
        /// mixed: share of references that belong to the scans.
        scan_pct: u32 = int(50, (0, 100), "%"),
        /// Share of generated references that change their page (it turns dirty and must
        /// be written before it leaves).
        write_pct: u32 = int(0, (0, 100), "%"),
        /// A checkpoint writes every dirty page after this many references (0: never).
        checkpoint_every: u64 = int(0, (0, MAX_REQUESTS), "references"),
        /// Seed for the generated references: same seed, same string.
        seed: u64 = int(42, (0, u32::MAX as u64), ""),
    }
    rules = check_rules;
}

impl Params {
    /// The reference string these parameters describe (a typed one was
    /// checked by `parse`).
    pub fn trace(&self) -> Trace {
        let mut t = match self.workload {
            Pattern::Typed => trace::parse(&self.trace).unwrap_or_default(),
            pattern => trace::generate(
                &Shape {
                    pattern,
                    pages: self.pages,
                    requests: self.requests,
                    skew: self.skew as f64 / 100.0,
                    hot: self.hot,
                    scan_pct: self.scan_pct,
                    write_pct: self.write_pct,
                },
                self.seed,
            ),
        };
        // PostgreSQL gives a scan its ring only when the table is larger
        // than a quarter of shared_buffers (`initscan`: rs_nblocks >
        // NBuffers / 4); a smaller table's scan uses the pool like any
        // reference. The generated scans read `pages` (scan) or the pages
        // past the hot set (mixed); a typed s is taken as written.
        let scanned = match self.workload {
            Pattern::Scan => self.pages,
            Pattern::Mixed => self.pages.saturating_sub(self.hot),
            _ => u32::MAX,
        };
        if scanned <= self.frames / 4 {
            t.scans.iter_mut().for_each(|s| *s = false);
        }
        t
    }
}

fn check_rules(p: &Params, r: &mut Reader) {
    // A trace given with a generated workload is not used, but a bad one
    // is still refused: a slip in a parameter the run ignores today is one
    // the user meets as soon as they switch the workload back.
    // The trace's own error: with workload=typed it names the trace alone
    // (the page would otherwise call it a conflict with the workload).
    if let Err(e) = trace::parse_detailed(&p.trace) {
        if p.workload == Pattern::Typed {
            r.fail_rule("trace", &[], e.id, &e.values, e.message);
        } else {
            let mut values = e.values.clone();
            values.push(("unused_by", p.workload.name().to_string()));
            r.fail_rule(
                "trace",
                &["workload"],
                e.id,
                &values,
                format!("{}; workload {} does not read the trace, but a bad one is still refused", e.message, p.workload.name()),
            );
        }
        return;
    }
    match p.workload {
        Pattern::Loop | Pattern::Mixed if p.hot >= p.pages => {
            r.fail_rule(
                "hot",
                &["pages", "workload"],
                "hot_below_pages",
                &[
                    ("hot", p.hot.to_string()),
                    ("pages", p.pages.to_string()),
                    ("workload", p.workload.name().to_string()),
                ],
                format!(
                    "{} hot pages leave none of the {} pages for the {}: make hot smaller than pages",
                    thousands(p.hot as u64),
                    thousands(p.pages as u64),
                    if p.workload == Pattern::Loop { "outer table" } else { "scan" }
                ),
            );
        }
        _ => {}
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
    fn defaults_are_beladys_string_under_three_policies() {
        let p = parse(&specs(), &[]).expect("defaults valid");
        assert_eq!(
            p.policy,
            [PolicyKind::Fifo, PolicyKind::Lru, PolicyKind::Opt]
        );
        assert_eq!(p.trace().len(), 12);
    }

    #[test]
    fn a_bad_typed_string_is_reported_on_trace() {
        let e = parse(&specs(), &kv(&[("trace", "1,2,banana")])).unwrap_err();
        assert_eq!(e[0].param, "trace");
        assert!(
            e[0].message.contains("entry 3 ('banana')"),
            "{}",
            e[0].message
        );
        // Refused even when the references are generated (and the run
        // would not read it): the user meets it on switching back.
        let e = parse(
            &specs(),
            &kv(&[("trace", "1,2,banana"), ("workload", "zipf")]),
        )
        .unwrap_err();
        assert_eq!(
            e[0].to_string(),
            "trace entry 3 ('banana') is not a page number from 0 to 99999 (add w for a write, s for a scan's read); workload zipf does not read the trace, but a bad one is still refused"
        );
        assert_eq!(e[0].related, ["workload"]);
        // With the typed workload, the trace's error is its own.
        let e = parse(&specs(), &kv(&[("trace", "1,,2")])).unwrap_err();
        assert!(e[0].related.is_empty(), "{:?}", e[0].related);
        assert!(parse(&specs(), &kv(&[("trace", "1,2,3"), ("workload", "zipf")])).is_ok());
    }

    #[test]
    fn the_hot_set_leaves_room_for_the_rest() {
        let e = parse(&specs(), &kv(&[("workload", "mixed"), ("hot", "1000")])).unwrap_err();
        assert_eq!((e[0].param.as_str(), e[0].related.len()), ("hot", 2));
        assert!(parse(&specs(), &kv(&[("workload", "mixed"), ("hot", "999")])).is_ok());
        let e = parse(&specs(), &kv(&[("policy", "lru,lru")])).unwrap_err();
        assert!(e[0].message.contains("twice"), "{}", e[0].message);
    }

    #[test]
    fn a_scan_gets_its_mark_only_over_a_quarter_of_the_pool() {
        let scans = |pairs: &[(&str, &str)]| {
            let t = parse(&specs(), &kv(pairs)).expect("valid").trace();
            t.scans.iter().filter(|&&s| s).count()
        };
        let mixed = [("workload", "mixed"), ("pages", "200"), ("hot", "8"), ("requests", "640")];
        // 192 scanned pages: over a quarter of 48 frames, not of 800.
        assert_eq!(scans(&[&mixed[..], &[("frames", "48")]].concat()), 320);
        assert_eq!(scans(&[&mixed[..], &[("frames", "800")]].concat()), 0);
        // A typed s is taken as written.
        assert_eq!(scans(&[("trace", "1,2s,3s,4"), ("frames", "1000")]), 2);
    }
}
