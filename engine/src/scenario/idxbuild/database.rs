//! The databases the article rebuilt, described by their areas, tables and
//! indexes: how many rows each table has, how many bytes its records take,
//! and each index's entry in a sort file (key + row id + header). The
//! article gives counts and total sizes; the sizes of single tables are
//! drawn from the seed (a few large tables, a long tail of small ones:
//! table i of n weighs 1/(i+1)), so only the totals are the article's.

use super::params::Rebuild;
use crate::workload::rng::Rng;

crate::choice_enum! {
    /// The article's three test databases.
    pub enum Layout {
        /// 4.2 GB, 733 tables, 1,333 indexes, one area.
        ManyIndexes => "many_indexes",
        /// 2 GB in 20 areas, 315 indexes, most index data in 17 of them.
        FewLarge => "few_large",
        /// 10 GB, 3 tables, one table and one index hold most of it.
        OneDominant => "one_dominant",
    }
}

/// Bytes of a sort entry beside its key: the row id and the entry's
/// header.
pub const ENTRY_OVERHEAD: u32 = 10;

#[derive(Debug, Clone, PartialEq)]
pub struct Index {
    pub table: u32,
    pub entries: u64,
    /// Bytes of one entry in a sort file.
    pub entry_bytes: u32,
}

impl Index {
    pub fn sort_bytes(&self) -> u64 {
        self.entries * self.entry_bytes as u64
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct Area {
    pub name: String,
    /// Bytes of records the scan reads, and their rows.
    pub data_bytes: u64,
    pub rows: u64,
    pub tables: u32,
    pub indexes: Vec<Index>,
}

/// A sort group: the indexes of an area dealt to it, their entries and
/// their bytes in the sort files.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Group {
    pub indexes: u32,
    pub entries: u64,
    pub bytes: u64,
}

impl Area {
    /// The area's indexes dealt to `sort_groups` groups in turn (index k
    /// to group k mod -SG); only groups with an index.
    pub fn groups(&self, sort_groups: u32) -> Vec<Group> {
        let n = (self.indexes.len() as u32).min(sort_groups).max(1) as usize;
        let mut groups = vec![Group::default(); n];
        for (k, ix) in self.indexes.iter().enumerate() {
            let g = &mut groups[k % n];
            g.indexes += 1;
            g.entries += ix.entries;
            g.bytes += ix.sort_bytes();
        }
        groups
    }
    pub fn entries(&self) -> u64 {
        self.indexes.iter().map(|i| i.entries).sum()
    }
    pub fn sort_bytes(&self) -> u64 {
        self.indexes.iter().map(|i| i.sort_bytes()).sum()
    }
    /// Bytes of a sort entry, on average (at least 1).
    pub fn entry_bytes(&self) -> u64 {
        (self.sort_bytes() / self.entries().max(1)).max(1)
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct Database {
    pub layout: Layout,
    pub areas: Vec<Area>,
}

/// One table to draw: its share of its area's bytes, its indexes.
struct TableSpec {
    weight: f64,
    indexes: u32,
}

const GB: f64 = 1e9;

impl Database {
    pub fn build(layout: Layout, rebuild: Rebuild, scale_pct: u32, seed: u64) -> Database {
        let mut rng = Rng::new(seed ^ 0x1d8b_u64);
        let scale = scale_pct as f64 / 100.0;
        let mut areas = match layout {
            Layout::ManyIndexes => vec![area(
                &mut rng,
                "Data",
                4.2 * GB * scale,
                &zipf_tables(733, 1_333),
            )],
            Layout::FewLarge => {
                // 17 indexes on 8 tables hold 1.6 GB; 298 more indexes on
                // 152 tables share 0.4 GB in 19 other areas.
                let mut areas = vec![area(
                    &mut rng,
                    "Large",
                    1.6 * GB * scale,
                    &zipf_tables(8, 17),
                )];
                for a in 0..19u32 {
                    let indexes = 15 + (a < 13) as u32; // 13 × 16 + 6 × 15 = 298
                    areas.push(area(
                        &mut rng,
                        &format!("Small {}", a + 1),
                        0.4 * GB * scale / 19.0,
                        &zipf_tables(8, indexes),
                    ));
                }
                areas
            }
            Layout::OneDominant => {
                let tables = [
                    TableSpec {
                        weight: 0.93,
                        indexes: 1,
                    },
                    TableSpec {
                        weight: 0.05,
                        indexes: 2,
                    },
                    TableSpec {
                        weight: 0.02,
                        indexes: 2,
                    },
                ];
                vec![area(&mut rng, "Data", 10.0 * GB * scale, &tables)]
            }
        };
        if rebuild == Rebuild::Largest {
            areas = vec![largest_only(&areas)];
        }
        Database { layout, areas }
    }
    pub fn index_count(&self) -> usize {
        self.areas.iter().map(|a| a.indexes.len()).sum()
    }
    pub fn data_bytes(&self) -> u64 {
        self.areas.iter().map(|a| a.data_bytes).sum()
    }
}

/// `tables` tables weighing 1/(i+1), one index each and the rest of
/// `indexes` dealt to them in turn from the largest.
fn zipf_tables(tables: u32, indexes: u32) -> Vec<TableSpec> {
    let mut specs: Vec<TableSpec> = (0..tables)
        .map(|i| TableSpec {
            weight: 1.0 / (i as f64 + 1.0),
            indexes: 1,
        })
        .collect();
    for k in 0..indexes.saturating_sub(tables) {
        specs[(k % tables) as usize].indexes += 1;
    }
    let total: f64 = specs.iter().map(|s| s.weight).sum();
    for s in &mut specs {
        s.weight /= total;
    }
    specs
}

/// An area of `bytes` holding `tables`: each table's records 100 to 299
/// bytes, each index's key 6 to 35 bytes; the indexes in a shuffled order
/// (index numbers follow creation, not size).
fn area(rng: &mut Rng, name: &str, bytes: f64, tables: &[TableSpec]) -> Area {
    let mut indexes = Vec::new();
    let mut rows = 0;
    for (t, spec) in tables.iter().enumerate() {
        let record = 100 + rng.below(200);
        let table_rows = ((bytes * spec.weight) / record as f64) as u64;
        rows += table_rows;
        for _ in 0..spec.indexes {
            indexes.push(Index {
                table: t as u32,
                entries: table_rows,
                entry_bytes: 6 + rng.below(30) as u32 + ENTRY_OVERHEAD,
            });
        }
    }
    rng.shuffle(&mut indexes);
    Area {
        name: name.to_string(),
        data_bytes: bytes as u64,
        rows,
        tables: tables.len() as u32,
        indexes,
    }
}

/// The rebuild of one index: the largest, its table scanned alone.
fn largest_only(areas: &[Area]) -> Area {
    let (area, index) = areas
        .iter()
        .flat_map(|a| a.indexes.iter().map(move |i| (a, i)))
        .max_by_key(|(_, i)| i.sort_bytes())
        .expect("every layout has an index");
    let table_rows = index.entries;
    // The table's share of the area's bytes, by its rows.
    let data_bytes = (area.data_bytes as f64 * table_rows as f64 / area.rows.max(1) as f64) as u64;
    Area {
        name: area.name.clone(),
        data_bytes,
        rows: table_rows,
        tables: 1,
        indexes: vec![index.clone()],
    }
}
