//! The bpe scenario's entry in the registry (`scenario::registry`): how
//! it is read and built, and the lessons that run it, with their presets
//! and step-view runs.

use super::params::Params;
use super::{article, Bpe};
use crate::scenario::lesson::{point_at, texts, Lesson, Preset, Sweep, SweepPoint};
use crate::scenario::{Budget, ScenarioDef};

impl ScenarioDef for Bpe {
    type Params = Params;
    const ABOUT: &'static str = "Runs of random updates through a pool and its extension on SSD (SQL Server's buffer pool extension).";

    fn budget(params: &Params) -> Budget {
        super::budget::of(params)
    }
    fn build(params: Params) -> Self {
        Bpe::new(params)
    }
    #[cfg(any(not(target_arch = "wasm32"), feature = "bench"))]
    fn kernels() -> Vec<crate::scenario::Kernel> {
        super::bench::kernels()
    }
    fn article() -> crate::scenario::article::Article {
        article::article()
    }
    fn verdict(sweep: &str, points: &[SweepPoint]) -> Option<bool> {
        match sweep {
            "setups" => ranks_as_article(points),
            "wash" => times_rise_then_level(points),
            _ => None,
        }
    }
    fn lessons() -> Vec<Lesson> {
        vec![
        Lesson {
            id: "bpe",
            title: "Buffer pool extension",
            summary: "SQL Server 2014 keeps clean pages that leave a small pool in an extension on SSD: random updates of a 1 GB table through 90 MB of cache take 2 min 29 s from disk and 22 s with the extension warm. But the extension holds only clean pages, and every update discards its page's copy: run after run the pool fills with dirty pages that the lazy writer must write before their frames are free, and the time climbs to about 1 min 15 s, where it stays.",
            question: "Does an SSD extension of the pool speed up random updates, and for how long?",
            part: "The buffer pool",
            overview_step: 40,
            defaults: &[],
            step_preset: BPE_STEP,
            presets: bpe_presets(),
            sweeps: vec![setups_sweep(), wash_sweep()],
            draft: false,
        },
        ]
    }
}

/// The step view's small table: 2,800 rows (400 pages of 7 rows), a cache
/// of 32 frames (0.25 MB: 8% of the table, the article's share) and an
/// extension of 512 slots (4 MB: more than the table, as the article's 4
/// GB over 1.1 GB), 100 updates a run, five runs.
const BPE_STEP: &[(&str, &str)] = &[
    ("rows", "2800"),
    ("cache_mb", "0.25"),
    ("bpe_mb", "4"),
    ("updates", "100"),
    ("runs", "5"),
];

/// The bpe lesson's other checkpoints: what refills a washed extension.
fn bpe_presets() -> Vec<Preset> {
    vec![
        Preset {
            id: "checkpoint_then_read",
            label: "Washed out, then a checkpoint and random reads",
            description: "Eight runs of updates wash the extension out; a checkpoint writes the dirty pages but leaves them in the pool, so the extension gains nothing; a run of random reads brings pages in clean, and as they leave the pool they refill it.",
            params: vec![("plan", "checkpoint,read,read")],
        },
        Preset {
            id: "limited_memory",
            label: "No extension: 90 MB of cache",
            description: "The article's setup 3: every update that misses the 8% of the table in cache waits for the disk, and its frame's dirty page goes to the disk's write cache.",
            params: vec![("setup", "limited_memory")],
        },
    ]
}


/// The five setups, in the article's order.
pub const SETUPS: [&str; 5] = ["in_memory", "cold_hdd", "limited_memory", "bpe", "ssd_cold"];
/// The most runs the wash-out chart draws.
pub const MAX_WASH_RUNS: u32 = 12;

/// The five setups' steady-state times.
fn setups_sweep() -> Sweep {
    Sweep {
        id: "setups",
        x: "setup",
        xs: texts(SETUPS),
        line: "",
        lines: Vec::new(),
        figure: "elapsed_s",
        claim: Some("memory < SSD < extension < limited memory <= cold cache"),
    }
}

/// Setup bpe run by run: each run's time and the extension's share after it.
fn wash_sweep() -> Sweep {
    Sweep {
        id: "wash",
        x: "runs",
        xs: texts(1..=MAX_WASH_RUNS),
        line: "",
        lines: Vec::new(),
        figure: "elapsed_s",
        claim: Some("each run at least as long as the first, the last longer; from five runs on, the last three within 10% of each other"),
    }
}

/// The article's ranking: memory < SSD < extension < limited memory <=
/// cold cache ("<=": both of the last read nearly every page from the
/// same disk).
fn ranks_as_article(points: &[SweepPoint]) -> Option<bool> {
    let t = |s: &str| point_at(points, "", s);
    let (mem, ssd, ext, lim, cold) = (t("in_memory")?, t("ssd_cold")?, t("bpe")?, t("limited_memory")?, t("cold_hdd")?);
    Some(mem < ssd && ssd < ext && ext < lim && lim <= cold)
}

/// Runs whose last three the leveling looks at, and how close they must be.
const LEVEL_RUNS: usize = 3;
const LEVEL_WITHIN: f64 = 1.10;

/// The runs' times rise as the updates wash the extension out: each at
/// least the first's, the last above it (from two runs in); then they level
/// off: from five runs in, the last three within 10% of each other (the
/// article's "hovered, on average 1 min 15 s").
fn times_rise_then_level(points: &[SweepPoint]) -> Option<bool> {
    let runs: Vec<(u32, f64)> = points
        .iter()
        .filter(|p| p.y.is_finite())
        .filter_map(|p| p.x.parse().ok().map(|x| (x, p.y)))
        .collect();
    if runs.len() < 2 {
        return None;
    }
    // The first and last runs in, found without a sort (a sort routine
    // costs the WebAssembly more than this loop).
    let (mut first, mut last) = (runs[0], runs[0]);
    for &r in &runs {
        if r.0 < first.0 {
            first = r;
        }
        if r.0 > last.0 {
            last = r;
        }
    }
    let rises = last.1 > first.1 && runs.iter().all(|r| r.1 >= first.1);
    // The last three runs' times: those within two runs of the last.
    let (mut lo, mut hi) = (f64::INFINITY, 0.0_f64);
    for r in runs.iter().filter(|r| r.0 + LEVEL_RUNS as u32 > last.0) {
        lo = lo.min(r.1);
        hi = hi.max(r.1);
    }
    let levels = last.0 < 5 || hi <= lo * LEVEL_WITHIN;
    Some(rises && levels)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn runs(times: &[f64]) -> Vec<SweepPoint> {
        times
            .iter()
            .enumerate()
            .map(|(i, &y)| SweepPoint {
                line: String::new(),
                x: (i + 1).to_string(),
                y,
            })
            .collect()
    }

    #[test]
    fn the_wash_verdict_asks_for_a_rise_then_a_level() {
        let plateau = [6.8, 61.4, 75.4, 75.2, 75.9, 75.4, 75.9, 75.4];
        // Through the scenario's verdict, by the sweep's id (what the catalogue calls).
        let judge = |points: &[SweepPoint]| <Bpe as ScenarioDef>::verdict("wash", points);
        assert_eq!(judge(&runs(&plateau)), Some(true));
        // The old curve: still climbing at run 8.
        let climbing = [6.8, 9.8, 18.5, 27.4, 35.9, 42.9, 50.9, 56.1];
        assert_eq!(judge(&runs(&climbing)), Some(false));
        // Up to four runs only the rise counts; one run says nothing.
        assert_eq!(judge(&runs(&[6.8, 9.8, 18.5])), Some(true));
        assert_eq!(judge(&runs(&[6.8, 5.0])), Some(false));
        assert_eq!(judge(&runs(&[6.8])), None);
    }
}
