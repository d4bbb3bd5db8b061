//! The lessons: which scenario each runs, with which defaults, which small
//! table its step view uses, which named parameter sets it offers, and
//! which article figures it sets itself against. Adding a lesson is one
//! entry in `LESSONS` (and, for a new article, one data file beside
//! `sybase.rs`).
//!
//! A lesson marked `draft` is one whose web folder does not exist yet: the
//! site's catalogue (`lessons()`, WASM `lessons()`) leaves it out, while
//! `find`, `open`, `validate`, the CLI's `run` and `fidelity` (and
//! `all_lessons()`, which `pagelab lessons` lists, marking it "(draft)")
//! include it, so its engine side is tested before the site shows it.
//!
//! ```text
//!   LESSONS ──▶ LessonInfo (the UI's catalogue, `pagelab lessons --json`)
//!      │            └─ params (the scenario's specs, the lesson's defaults)
//!      └──▶ open(lesson, values) ──▶ ScenarioKind::open ──▶ AnyScenario
//! ```

pub mod article;
mod belady;
pub mod fidelity;
mod postgres;
mod progress;
mod sqlserver_bpe;
mod sqlserver_latch;
mod sybase;

use std::collections::BTreeMap;

use serde::Serialize;

use crate::scenario::buffer_pool::params::BELADY_STRING;
use crate::scenario::params::{ParamError, ParamSpec};
use crate::scenario::{AnyScenario, ScenarioKind};
use article::Article;

/// A named set of parameters a lesson offers ("start from an empty table").
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify))]
pub struct Preset {
    pub id: &'static str,
    pub label: &'static str,
    pub description: &'static str,
    pub params: Vec<(&'static str, &'static str)>,
}

/// One lesson as the UI and the CLI see it.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(hashmap_as_object))]
pub struct LessonInfo {
    pub id: &'static str,
    pub title: &'static str,
    pub summary: &'static str,
    pub scenario: ScenarioKind,
    /// The scenario's parameters with this lesson's defaults.
    pub params: Vec<ParamSpec>,
    /// Overrides for the step-by-step view's small table.
    pub step_preset: BTreeMap<String, String>,
    pub presets: Vec<Preset>,
    /// The article, with the cases this lesson shows.
    pub article: Article,
    /// Not on the site yet (see the module's doc); never serialised.
    #[serde(skip)]
    pub draft: bool,
}

/// A lesson's entry in the catalogue.
struct Lesson {
    id: &'static str,
    title: &'static str,
    summary: &'static str,
    scenario: ScenarioKind,
    /// Defaults that differ from the scenario's.
    defaults: &'static [(&'static str, &'static str)],
    step_preset: &'static [(&'static str, &'static str)],
    presets: fn() -> Vec<Preset>,
    article: fn() -> Article,
    /// Engine only: the site does not list it yet.
    draft: bool,
}

/// The small table the Sybase lessons step through: 6 instruments × 30
/// days × ~3 sources, three days of 16 rows.
const SMALL_TABLE: &[(&str, &str)] = &[("rows", "480"), ("inserted_rows", "16"), ("days", "3")];

const LESSONS: &[Lesson] = &[
    Lesson {
        id: "page_splits",
        title: "Page splits",
        summary: "A perfectly ordered table receives rows of a new date: each lands in the middle of the table, finds a full page, and the page splits. Mid-page split against split at the insertion point.",
        scenario: ScenarioKind::InsertLoad,
        defaults: &[],
        step_preset: SMALL_TABLE,
        presets: page_splits_presets,
        article: sybase::article,
        draft: false,
    },
    Lesson {
        id: "fillfactor",
        title: "Fillfactor",
        summary: "Build the index leaving room in every page and the day's inserts stop splitting: none at fillfactor 80, for about a quarter more space. More days eat the room and the splits come back.",
        scenario: ScenarioKind::InsertLoad,
        defaults: &[],
        step_preset: SMALL_TABLE,
        presets: Vec::new,
        article: sybase::article,
        draft: false,
    },
    Lesson {
        id: "ascending_inserts",
        title: "Ascending inserts",
        summary: "Splitting at the insertion point (ascinserts) under four sort orders of the source, against a heap that just appends.",
        scenario: ScenarioKind::InsertLoad,
        defaults: &[("split_policy", "insertion_point"), ("source_order", "full_key")],
        step_preset: SMALL_TABLE,
        presets: Vec::new,
        article: sybase::article,
        draft: false,
    },
    Lesson {
        id: "buffer_pool",
        title: "Buffer pool",
        summary: "A pool of a few frames and a string of page references: which page does each policy forget? FIFO, LRU, CLOCK, PostgreSQL's clock-sweep, LRU-2 and Belady's optimal, side by side on the same references.",
        scenario: ScenarioKind::BufferPool,
        defaults: &[],
        step_preset: &[],
        presets: buffer_pool_presets,
        article: belady::article,
        draft: false,
    },
    Lesson {
        id: "fragmentation",
        title: "Fragmentation",
        summary: "A payments table grows for a week under ten sessions: with each customer's rows scattered, a pool of N pages holds N useful records, and past the size of RAM a customer's statement reads a page and waits for a seek per row. Against an archive sorted by customer.",
        scenario: ScenarioKind::Fragmentation,
        defaults: &[],
        step_preset: FRAGMENTATION_STEP,
        presets: Vec::new,
        article: postgres::article,
        draft: false,
    },
    Lesson {
        id: "bpe",
        title: "Buffer pool extension",
        summary: "SQL Server 2014 keeps clean pages that leave a small pool in an extension on SSD: random updates of a 1 GB table through 90 MB of cache take 2 min 29 s from disk and 22 s with the extension warm. But the extension holds only clean pages, and every update discards its page's copy: run after run the updates wash it out, and the time climbs to over a minute.",
        scenario: ScenarioKind::Bpe,
        defaults: &[],
        step_preset: BPE_STEP,
        presets: bpe_presets,
        article: sqlserver_bpe::article,
        draft: false,
    },
    Lesson {
        id: "latch",
        title: "Last-page insert contention",
        summary: "Sessions insert rows into a table clustered on an identity: every insert wants the last page's latch, one at a time. With more sessions than cores the latch is handed to a session that must first wait for its core, and the more threads, the fewer rows a second. Random keys, cached sequence ranges and partitions spread the inserts; OPTIMIZE_FOR_SEQUENTIAL_KEY only softens the fall.",
        scenario: ScenarioKind::Latch,
        defaults: &[],
        step_preset: LATCH_STEP,
        presets: latch_presets,
        article: sqlserver_latch::article,
        draft: false,
    },
    Lesson {
        id: "idxbuild",
        title: "Parallel index rebuild",
        summary: "Progress's idxbuild scans the data, sorts each index's keys into sort groups, merges each group's runs and builds its B-tree. Threads merge groups at once while the main process builds: 8 threads made a 4.2 GB rebuild 20% faster, on 5 sort devices. On one device the threads queue for the disk, one index cannot be split, and the scan, alone, does not speed up at all.",
        scenario: ScenarioKind::IdxBuild,
        defaults: &[],
        step_preset: IDXBUILD_STEP,
        presets: idxbuild_presets,
        article: progress::article,
        draft: false,
    },
];

/// The step view's small run: 64 sessions on four cores insert 400 rows
/// (about seven pages). With fewer sessions than it takes to keep the
/// cores busy (six on two) almost nobody waits and no queue forms; here
/// every insert waits on the last page and grants go to parked sessions
/// that must first get their core back: the convoy, on the stage.
const LATCH_STEP: &[(&str, &str)] = &[("threads", "64"), ("cores", "4"), ("rows", "400")];

/// The latch lesson's remedies, at the article's 128 threads.
fn latch_presets() -> Vec<Preset> {
    vec![
        Preset {
            id: "identity_128",
            label: "Identity, 128 threads",
            description: "The article's worst case: 128 sessions queue for the last page, and a session granted the latch waits for its core.",
            params: vec![("strategy", "identity"), ("threads", "128")],
        },
        Preset {
            id: "guid_128",
            label: "GUID, 128 threads",
            description: "Random keys spread the inserts over every leaf: no queue, but mid-page splits and emptier pages.",
            params: vec![("strategy", "guid"), ("threads", "128")],
        },
        Preset {
            id: "hash_partitions_128",
            label: "8 hash partitions, 128 threads",
            description: "Eight partitions on id modulo 8: eight last pages, eight shorter queues.",
            params: vec![("strategy", "hash_partitions"), ("threads", "128")],
        },
    ]
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

/// The step view's small database: 20,000 rows of 200 customers archived
/// in batches of 2,200 (a customer's ~11 rows of a batch on one page), the
/// last 2,000 rows "the last hour", a pool of 128 pages (1 MB) and a file
/// cache of 128 more; the ten sessions run the mix all along.
const FRAGMENTATION_STEP: &[(&str, &str)] = &[
    ("rows", "24000"),
    ("start_rows", "20000"),
    ("every", "0"),
    ("window", "200"),
    ("customers", "200"),
    ("archive_rows", "2200"),
    ("hour_rows", "2000"),
    ("shared_buffers_mb", "1"),
    ("file_cache_mb", "1"),
];

/// The page-splits lesson's way to B-tree theory's best-known figure:
/// random inserts into an empty tree leave its leaves about ln 2 ≈ 69% full.
fn page_splits_presets() -> Vec<Preset> {
    vec![Preset {
        id: "empty_random",
        label: "From an empty table, random order",
        description: "20,000 rows in random order into an empty table: mid-page splits leave the pages about 69% full (ln 2), the classic result of B-tree theory.",
        params: vec![
            ("rows", "0"),
            ("inserted_rows", "20000"),
            ("source_order", "random"),
        ],
    }]
}

/// The buffer-pool lesson's checkpoints: the anomaly, and the patterns
/// that tell the policies apart.
fn buffer_pool_presets() -> Vec<Preset> {
    vec![
        Preset {
            id: "belady_anomaly",
            label: "Belady's anomaly: FIFO with 4 frames",
            description: "The same string with one frame more: FIFO misses 10 times where 3 frames missed 9. LRU and OPT never miss more with more frames.",
            params: vec![
                ("policy", "fifo,lru,opt"),
                ("workload", "typed"),
                ("trace", BELADY_STRING),
                ("frames", "4"),
            ],
        },
        Preset {
            id: "scan_floods_lru",
            label: "A scan floods LRU",
            description: "A hot set of 6 pages, and now and then a query that scans 32 pages in a row: in a pool of 20 frames the scan pushes the hot pages out of LRU, while clock-sweep's usage counts (up to 5) carry them through it. LRU-2 keeps them too; OPT is the floor.",
            params: vec![
                ("policy", "lru,clock_sweep,lru2,opt"),
                ("workload", "mixed"),
                ("frames", "20"),
                ("pages", "2000"),
                ("hot", "6"),
                ("scan_pct", "50"),
                ("requests", "4000"),
            ],
        },
        Preset {
            id: "loop_too_big",
            label: "A loop one page too big",
            description: "A nested loop re-reads an inner table of 8 pages for every outer page, in a pool of 8 frames: LRU, CLOCK and clock-sweep miss on every single reference; LRU-2 and OPT keep most of the inner table.",
            params: vec![
                ("policy", "lru,clock,clock_sweep,opt"),
                ("workload", "loop"),
                ("frames", "8"),
                ("pages", "200"),
                ("hot", "8"),
                ("requests", "900"),
            ],
        },
        Preset {
            id: "zipf",
            label: "A few hot pages (Zipf)",
            description: "References skewed as Zipf's law: page 0 most, page k in proportion to 1/(k+1). Every policy keeps the hottest pages; they differ at the edge.",
            params: vec![
                ("policy", "fifo,lru,clock_sweep,opt"),
                ("workload", "zipf"),
                ("frames", "32"),
                ("pages", "1000"),
                ("requests", "10000"),
            ],
        },
    ]
}

impl Lesson {
    fn info(&self) -> LessonInfo {
        let mut params = self.scenario.specs();
        for (name, value) in self.defaults {
            if let Some(s) = params.iter_mut().find(|s| s.name == *name) {
                s.default = value.to_string();
            }
        }
        let mut article = (self.article)();
        article.cases.retain(|c| c.lessons.contains(&self.id));
        LessonInfo {
            id: self.id,
            title: self.title,
            summary: self.summary,
            scenario: self.scenario,
            params,
            step_preset: self
                .step_preset
                .iter()
                .map(|(a, b)| (a.to_string(), b.to_string()))
                .collect(),
            presets: (self.presets)(),
            article,
            draft: self.draft,
        }
    }
}

/// The site's catalogue: every lesson but the drafts.
pub fn lessons() -> Vec<LessonInfo> {
    LESSONS
        .iter()
        .filter(|l| !l.draft)
        .map(Lesson::info)
        .collect()
}

/// Every lesson, drafts included (`pagelab lessons`).
pub fn all_lessons() -> Vec<LessonInfo> {
    LESSONS.iter().map(Lesson::info).collect()
}

pub fn find(id: &str) -> Option<LessonInfo> {
    LESSONS.iter().find(|l| l.id == id).map(Lesson::info)
}

fn unknown_lesson(id: &str) -> Vec<ParamError> {
    let known: Vec<&str> = LESSONS.iter().map(|l| l.id).collect();
    vec![ParamError::new(
        "lesson",
        format!(
            "unknown lesson {}; known: {}",
            crate::scenario::params::quote(id),
            known.join(", ")
        ),
    )]
}

/// Validation errors for `values` in lesson `id` (empty when valid).
pub fn validate(id: &str, values: &[(String, String)]) -> Vec<ParamError> {
    match find(id) {
        Some(l) => l.scenario.validate(&l.params, values),
        None => unknown_lesson(id),
    }
}

/// Builds the simulation for lesson `id` with `values` over its defaults.
pub fn open(id: &str, values: &[(String, String)]) -> Result<AnyScenario, Vec<ParamError>> {
    let lesson = find(id).ok_or_else(|| unknown_lesson(id))?;
    lesson.scenario.open(&lesson.params, values)
}

/// Every article the lessons use, once each (the fidelity runner's list).
pub fn articles() -> Vec<Article> {
    let mut out: Vec<Article> = Vec::new();
    for l in LESSONS {
        let a = (l.article)();
        if !out.iter().any(|o| o.id == a.id) {
            out.push(a);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pairs(p: &[(&str, &str)]) -> Vec<(String, String)> {
        p.iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    #[test]
    fn drafts_are_found_but_not_listed() {
        // No lesson is a draft today; the rule still holds for the next one.
        assert!(lessons().iter().all(|l| !l.draft));
        let drafts: Vec<_> = all_lessons().into_iter().filter(|l| l.draft).collect();
        assert_eq!(lessons().len() + drafts.len(), all_lessons().len());
        for d in drafts {
            assert!(find(d.id).is_some());
            assert!(validate(d.id, &[]).is_empty());
        }
        assert!(lessons().iter().any(|l| l.id == "latch"));
        assert!(articles().iter().any(|a| a.id == "sqlserver_latch"));
    }

    #[test]
    fn every_case_and_preset_has_valid_parameters() {
        for l in all_lessons() {
            assert!(validate(l.id, &[]).is_empty(), "{} defaults", l.id);
            assert!(
                validate(
                    l.id,
                    &pairs(
                        &l.step_preset
                            .iter()
                            .map(|(a, b)| (a.as_str(), b.as_str()))
                            .collect::<Vec<_>>()
                    )
                )
                .is_empty(),
                "{} step preset",
                l.id
            );
            for c in &l.article.cases {
                assert!(
                    validate(l.id, &pairs(&c.params)).is_empty(),
                    "{} in {}",
                    c.id,
                    l.id
                );
            }
            for p in &l.presets {
                assert!(
                    validate(l.id, &pairs(&p.params)).is_empty(),
                    "{} in {}",
                    p.id,
                    l.id
                );
            }
        }
        for a in articles() {
            for c in &a.cases {
                assert!(!c.lessons.is_empty(), "{}", c.id);
                assert!(c.lessons.iter().all(|l| find(l).is_some()), "{}", c.id);
                for f in &c.figures {
                    assert!(
                        a.columns.iter().any(|col| col.figure == f.figure),
                        "{} {}",
                        c.id,
                        f.figure
                    );
                }
            }
        }
    }

    #[test]
    fn unknown_lessons_are_named() {
        let e = validate("nope", &[]);
        assert_eq!(e[0].param, "lesson");
        assert!(e[0].message.contains("page_splits"));
    }
}
