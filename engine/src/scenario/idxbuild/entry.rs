//! The idxbuild scenario's entry in the registry (`scenario::registry`): how
//! it is read and built, and the lessons that run it, with their presets
//! and step-view runs.

use super::params::Params;
use super::{article, IdxBuild};
use crate::scenario::lesson::{point_at, texts, Lesson, Preset, Sweep, SweepPoint};
use crate::scenario::{Budget, ScenarioDef};

impl ScenarioDef for IdxBuild {
    type Params = Params;
    const ABOUT: &'static str = "An offline index rebuild in three phases: threads merging sort groups on shared devices (Progress idxbuild).";

    fn budget(params: &Params) -> Budget {
        super::budget::of(params)
    }
    fn build(params: Params) -> Self {
        IdxBuild::new(params)
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
            "cpus" => cpus_matter(points),
            "databases" => best_as_advised(points),
            _ => None,
        }
    }
    fn lessons() -> Vec<Lesson> {
        vec![
        Lesson {
            id: "idxbuild",
            title: "Parallel index rebuild",
            summary: "Progress's idxbuild scans the data, sorts each index's keys into sort groups, merges each group's runs and builds its B-tree. Threads merge groups at once while the main process builds: 8 threads made a 4.2 GB rebuild 20% faster, on 5 sort devices. On one device the threads queue for the disk, one index cannot be split, and the scan, alone, does not speed up at all.",
            question: "What do threads buy an index rebuild, and where do they wait?",
            part: "Latches and the rebuild",
            overview_step: 40,
            defaults: &[],
            step_preset: IDXBUILD_STEP,
            presets: idxbuild_presets(),
            sweeps: vec![threads_sweep(), groups_sweep(), cpus_sweep(), databases_sweep()],
            draft: false,
        },
        ]
    }
}

/// The step view's rebuild: the article's database with 8 sort groups,
/// 4 threads and 2 devices: two threads to a disk, the main process
/// building behind them; about 45 steps.
const IDXBUILD_STEP: &[(&str, &str)] = &[("sort_groups", "8"), ("threads", "4"), ("devices", "2")];

/// The index rebuild's other cases: the toll booth, one index, a larger
/// database, the dominant index.
fn idxbuild_presets() -> Vec<Preset> {
    vec![
        Preset {
            id: "one_device",
            label: "8 threads, one sort device",
            description: "Every sort file on one disk: eight threads queue for it, and its seeks grow as it alternates between their files. An 8-lane highway into a one-lane toll booth.",
            params: vec![("threads", "8"), ("devices", "1")],
        },
        Preset {
            id: "one_index",
            label: "One index",
            description: "Rebuilding only the largest index: one sort group, nothing to merge at the same time, no threads.",
            params: vec![("rebuild", "largest")],
        },
        Preset {
            id: "larger_database",
            label: "A database 4 times larger",
            description: "The same layout at 16.8 GB: each group's runs need two merge passes, so the merge, the phase threads speed up, weighs more.",
            params: vec![("scale_pct", "400")],
        },
        Preset {
            id: "one_dominant",
            label: "10 GB, one dominant index",
            description: "3 tables, most of the data in one table and one index: its group merges alone while the other threads have nothing left to do.",
            params: vec![("database", "one_dominant"), ("sort_groups", "8")],
        },
    ]
}


/// The thread counts the charts (and the bench) run: none to 16.
pub const THREADS: std::ops::RangeInclusive<u32> = 1..=16;
/// The -SG values the sort-groups chart runs.
pub const GROUPS: [u32; 8] = [8, 16, 24, 32, 40, 48, 56, 64];
/// The sort devices of the charts' lines.
pub const DEVICES: [u32; 3] = [1, 2, 5];

/// Elapsed time against threads, a line per device count.
fn threads_sweep() -> Sweep {
    Sweep {
        id: "threads",
        x: "threads",
        xs: texts(THREADS),
        line: "devices",
        lines: texts(DEVICES),
        figure: "elapsed_s",
        claim: None,
    }
}

/// Elapsed time against -SG, a line per device count.
fn groups_sweep() -> Sweep {
    Sweep {
        id: "groups",
        x: "sort_groups",
        xs: texts(GROUPS),
        line: "devices",
        lines: texts(DEVICES),
        figure: "elapsed_s",
        claim: None,
    }
}

/// The thread counts and CPUs of the CPUs chart.
pub const CPU_THREADS: [u32; 5] = [1, 2, 4, 8, 16];
pub const CPUS: [u32; 4] = [1, 2, 4, 8];

/// Elapsed time against threads, a line per count of CPUs.
fn cpus_sweep() -> Sweep {
    Sweep {
        id: "cpus",
        x: "threads",
        xs: texts(CPU_THREADS),
        line: "cpus",
        lines: texts(CPUS),
        figure: "elapsed_s",
        claim: Some("8 threads on 1 CPU slower than on 8 CPUs; on 1 CPU and on 8, threads beyond the CPUs no faster (within 1%)"),
    }
}

fn cpus_matter(points: &[SweepPoint]) -> Option<bool> {
    let at = |cpus: u32, threads: u32| point_at(points, &cpus.to_string(), &threads.to_string());
    let slower = at(1, 8)? > at(8, 8)?;
    let mut flat = true;
    for (cpus, from) in [(1, 2), (8, 8)] {
        let at_cpus = at(cpus, from)?;
        for t in CPU_THREADS.iter().filter(|&&t| t > from) {
            flat &= at(cpus, *t)? >= at_cpus * 0.99;
        }
    }
    Some(slower && flat)
}

/// The -SG values of the databases chart, and each database's best as
/// the article advises (64; 8 to 12; 8).
pub const DATABASE_GROUPS: [u32; 7] = [8, 12, 16, 24, 32, 48, 64];
pub const ADVICE: [(&str, &[u32]); 3] = [
    ("many_indexes", &[64]),
    ("few_large", &[8, 12]),
    ("one_dominant", &[8]),
];

/// Elapsed time against -SG, a line per database of the article.
fn databases_sweep() -> Sweep {
    Sweep {
        id: "databases",
        x: "sort_groups",
        xs: texts(DATABASE_GROUPS),
        line: "database",
        lines: ADVICE.iter().map(|(d, _)| d.to_string()).collect(),
        figure: "elapsed_s",
        claim: Some("each database fastest at the article's -SG: 64 for many_indexes, 8 to 12 for few_large, 8 for one_dominant"),
    }
}

/// The -SG of `database`'s fastest run, once every point is in.
pub fn best_groups(points: &[SweepPoint], database: &str) -> Option<u32> {
    let mut best: Option<(u32, f64)> = None;
    for g in DATABASE_GROUPS {
        let y = point_at(points, database, &g.to_string())?;
        if best.is_none_or(|(_, b)| y < b) {
            best = Some((g, y));
        }
    }
    best.map(|(g, _)| g)
}

fn best_as_advised(points: &[SweepPoint]) -> Option<bool> {
    let mut all = true;
    for (database, advice) in ADVICE {
        all &= advice.contains(&best_groups(points, database)?);
    }
    Some(all)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pt(line: &str, x: u32, y: f64) -> SweepPoint {
        SweepPoint {
            line: line.into(),
            x: x.to_string(),
            y,
        }
    }

    #[test]
    fn the_verdicts_read_the_shapes() {
        let advised = |best: [u32; 3]| -> Vec<SweepPoint> {
            ADVICE
                .iter()
                .zip(best)
                .flat_map(|((d, _), b)| {
                    DATABASE_GROUPS.map(|g| pt(d, g, 100.0 + (g as f64 - b as f64).abs()))
                })
                .collect()
        };
        // Through the scenario's verdict, by the sweeps' ids (what the catalogue calls).
        let judge = |sweep: &str, points: &[SweepPoint]| <IdxBuild as ScenarioDef>::verdict(sweep, points);
        assert_eq!(judge("databases", &advised([64, 12, 8])), Some(true));
        assert_eq!(judge("databases", &advised([64, 16, 8])), Some(false));
        assert_eq!(judge("databases", &advised([64, 12, 8])[1..]), None);
        let cpus = |one_cpu: f64| -> Vec<SweepPoint> {
            CPUS.iter()
                .flat_map(|&c| {
                    CPU_THREADS.map(|t| {
                        let y = if t == 1 { 200.0 } else if c == 1 { one_cpu } else { 150.0 };
                        pt(&c.to_string(), t, y)
                    })
                })
                .collect()
        };
        assert_eq!(judge("cpus", &cpus(180.0)), Some(true));
        assert_eq!(judge("cpus", &cpus(150.0)), Some(false));
        // A sweep that claims nothing has no verdict.
        assert_eq!(judge("threads", &cpus(180.0)), None);
    }
}
