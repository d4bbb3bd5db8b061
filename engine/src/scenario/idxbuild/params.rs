//! The index rebuild's parameters: the article's test (`proutil idxbuild`
//! of a 4.2 GB database on 8 CPUs, temporary files on 5 devices of 2 GB,
//! 8 threads against none) and the knobs it discusses (-SG, -TB, -TM,
//! -threadnum, the .srt file's devices). Defaults are the article's
//! threaded run.
//!
//! `threads = 1` is the article's "non threading model": the main process
//! merges and builds each sort group in turn. `threads = N > 1` starts N
//! merge threads (at most one a sort group with keys) while the main
//! process builds.

use super::database::{Database, Layout};
use super::placement::{place, Full, Placement};
use crate::scenario::params::{thousands, Reader};

crate::choice_enum! {
    /// Which indexes the rebuild takes.
    pub enum Rebuild {
        /// Every index of the database.
        All => "all",
        /// Only the largest index (idxbuild then runs without threads).
        Largest => "largest",
    }
}

crate::scenario::params::declare_params! {
    pub struct Params {
        /// The database rebuilt (the article's three test cases). many_indexes: 4.2 GB,
        /// 733 tables and 1,333 indexes in one area. few_large: 2 GB in 20 areas, 315
        /// indexes, most of the index data in 17 of them in one area. one_dominant: 10
        /// GB, 3 tables in one area, most of it one table and one index.
        database: Layout = choice(Layout::ManyIndexes),
        /// Which indexes to rebuild. all: every index. largest: only the largest one
        /// (idxbuild runs without threads: there is no other group to merge at the same
        /// time).
        rebuild: Rebuild = choice(Rebuild::All),
        /// The data's size as a percentage of the database's (100: as measured; 400: a
        /// database four times larger with the same layout).
        scale_pct: u32 = int(100, (10, 2_000), "%"),
        /// -threadnum: threads merging sort groups at once (1: no threads; the main
        /// process merges and builds each group in turn). The article: 8 threads on 8
        /// CPUs against none.
        threads: u32 = int(8, (1, 64), "threads"),
        /// CPUs of the machine (the article: 8).
        cpus: u32 = int(8, (1, 64), "CPUs"),
        /// Directories in the .srt file, each on its own disk: sort groups are given to
        /// them in order (the article: 5).
        devices: u32 = int(5, (1, 16), "devices"),
        /// Each directory's size limit in the .srt file (the article: 2 GB).
        device_gb: u32 = int(2, (1, 1_000), "GB"),
        /// -SG: sort groups; the indexes of an area are dealt to them in turn (8 to 64,
        /// default 48).
        sort_groups: u32 = int(48, (8, 64), "groups"),
        /// -TB: the sort block size; a sort group's memory is -TB × (-TM + 1) KB.
        block_kb: u32 = int(31, (1, 64), "KB"),
        /// -TM: merge buffers, the runs one merge pass reads at once.
        merge_buffers: u32 = int(32, (2, 32), "buffers"),
        /// Seed for the database's table and index sizes: same seed, same database.
        seed: u64 = int(42, (0, u32::MAX as u64), ""),
    }
    rules = check_space;
}

impl Params {
    /// Memory a sort group takes, KB: the article's -TB × (-TM + 1).
    pub fn group_memory_kb(&self) -> u64 {
        self.block_kb as u64 * (self.merge_buffers as u64 + 1)
    }
    pub fn database(&self) -> Database {
        Database::build(self.database, self.rebuild, self.scale_pct, self.seed)
    }
}

/// The sort files must fit the .srt file's directories, as idxbuild
/// stops when they are full; the message names why they do not.
fn check_space(p: &Params, r: &mut Reader) {
    let db = p.database();
    let mb = |bytes: u64| thousands(bytes / 1_000_000);
    for area in &db.areas {
        let groups = area.groups(p.sort_groups);
        let Placement::Full(why) = place(&groups, p.devices, p.device_gb) else {
            continue;
        };
        match why {
            Full::Group { group, bytes, limit } => {
                let indexes = groups.get(group).map_or(0, |g| g.indexes);
                let split = if indexes > 1 {
                    ", or more sort groups to deal its indexes apart"
                } else {
                    " (it sorts one index, which no number of sort groups splits)"
                };
                r.fail_rule(
                    "device_gb",
                    &["scale_pct", "sort_groups"],
                    if indexes > 1 { "group_over_limit" } else { "index_over_limit" },
                    &[
                        ("group", (group + 1).to_string()),
                        ("area", area.name.to_string()),
                        ("mb", (bytes / 1_000_000).to_string()),
                        ("limit_mb", (limit / 1_000_000).to_string()),
                    ],
                    format!(
                        "sort group {} of area {} needs {} MB, more than one directory's limit of {} MB (a group's file stays on one device): a larger size limit{split}",
                        group + 1,
                        area.name,
                        mb(bytes),
                        mb(limit)
                    ),
                );
            }
            Full::Total { need, room } => r.fail_rule(
                "devices",
                &["device_gb", "scale_pct"],
                "files_over_devices",
                &[
                    ("area", area.name.to_string()),
                    ("mb", (need / 1_000_000).to_string()),
                    ("devices", p.devices.to_string()),
                    ("device_gb", p.device_gb.to_string()),
                    ("room_mb", (room / 1_000_000).to_string()),
                ],
                format!(
                    "the sort files of area {} need {} MB; {} × {} GB hold {} MB: more devices or a larger size limit",
                    area.name,
                    mb(need),
                    p.devices,
                    p.device_gb,
                    mb(room)
                ),
            ),
            Full::Packing { group, bytes, left } => r.fail_rule(
                "devices",
                &["device_gb", "sort_groups"],
                "files_do_not_pack",
                &[
                    ("area", area.name.to_string()),
                    ("devices", p.devices.to_string()),
                    ("device_gb", p.device_gb.to_string()),
                    ("group", (group + 1).to_string()),
                    ("mb", (bytes / 1_000_000).to_string()),
                    ("left_mb", (left / 1_000_000).to_string()),
                ],
                format!(
                    "the sort files of area {} fit {} × {} GB in all, but sort group {} ({} MB) finds at most {} MB left on one device: more devices or a larger size limit",
                    area.name,
                    p.devices,
                    p.device_gb,
                    group + 1,
                    mb(bytes),
                    mb(left)
                ),
            ),
        }
        return;
    }
}
