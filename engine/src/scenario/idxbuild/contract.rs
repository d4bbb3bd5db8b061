//! The rebuild behind the `Scenario` contract: a step is one milestone;
//! the figures (phase times as wall time, the speed-up against one thread,
//! device and CPU use) and the invariants a run keeps.

use super::*;

impl Scenario for IdxBuild {
    type Event = IdxEvent;
    type Figures = IdxFigures;

    fn run_step(&mut self, watch: Option<&mut Vec<IdxEvent>>) {
        let milestone = self.next_milestone();
        if let (Some(watch), Some(e)) = (watch, milestone) {
            watch.push(e);
        }
    }
    fn steps_done(&self) -> u64 {
        self.steps
    }
    fn total_steps(&self) -> Option<u64> {
        Some(self.total)
    }
    fn done(&self) -> bool {
        self.steps >= self.total
    }

    fn figures(&self) -> IdxFigures {
        let p = &self.params;
        let elapsed = self.now;
        let phase1: Nanos = self
            .spans
            .iter()
            .filter(|s| s.phase == phase::SCAN)
            .map(|s| s.end - s.start)
            .sum();
        let [phase2, phase3, both] = self.walls();
        let single = self.single_thread();
        let device_busy: Vec<f64> = self
            .disks
            .iter()
            .map(|d| {
                if elapsed == 0 {
                    0.0
                } else {
                    d.busy() as f64 / elapsed as f64
                }
            })
            .collect();
        let (ratio, saved) = if self.finished && elapsed > 0 {
            (
                single as f64 / elapsed as f64,
                (single as f64 - elapsed as f64) / single as f64 * 100.0,
            )
        } else {
            (0.0, 0.0)
        };
        IdxFigures {
            database: p.database,
            threads: p.threads,
            devices: p.devices,
            sort_groups: p.sort_groups,
            done: self.finished,
            elapsed_s: secs(elapsed),
            phase1_s: secs(phase1),
            phase2_s: secs(phase2),
            phase3_s: secs(phase3),
            overlap_s: secs(phase2 + phase3 - both),
            single_thread_s: secs(single),
            speedup_vs_single_thread: ratio,
            improvement_pct: saved,
            device_utilisation: device_busy.iter().sum::<f64>() / device_busy.len().max(1) as f64,
            device_busy,
            device_wait_s: secs(self.disks.iter().map(|d| d.waited()).sum()),
            cpu_utilisation: if elapsed == 0 {
                0.0
            } else {
                self.cpu.busy() as f64 / (elapsed as f64 * p.cpus as f64)
            },
            temp_space_mb: mb(self.temp_peak),
            // -SG files and memories in each area, used or not.
            files_open: p.sort_groups,
            groups_used: self.groups_max,
            threads_started: self.threads_max,
            sort_memory_mb: (p.sort_groups as u64 * p.group_memory_kb()) as f64 / 1_024.0,
            merge_passes: self.max_passes,
            runs: self.runs,
            keys: self.keys,
            indexes: self.db.index_count() as u32,
            areas: self.db.areas.len() as u32,
            data_mb: mb(self.db.data_bytes()),
            sort_mb: mb(self.db.areas.iter().map(|a| a.sort_bytes()).sum()),
        }
    }

    fn views(&self) -> Vec<View> {
        vec![views::timeline(self), views::sort_groups(self)]
    }

    /// A change of phase: an area's scan ends (its merges may start), a
    /// group's build starts, an area is done.
    fn moment(event: &IdxEvent) -> Option<&'static str> {
        match event {
            IdxEvent::ScanDone { .. } | IdxEvent::BuildStart { .. } | IdxEvent::AreaDone { .. } => Some("phase"),
            _ => None,
        }
    }

    fn check(&self) -> Result<(), String> {
        let mut busy = vec![0; self.disks.len()];
        for j in &self.jobs {
            if j.start < j.submit || j.end < j.start {
                return Err(format!(
                    "a request to device {} ends before it starts",
                    j.device
                ));
            }
            busy[j.device as usize] += j.end - j.start;
        }
        for (d, disk) in self.disks.iter().enumerate() {
            if disk.busy() != busy[d] {
                return Err(format!("device {d}'s busy time does not add up"));
            }
        }
        let built = self
            .area
            .groups
            .iter()
            .filter(|g| g.state == group::BUILT)
            .count() as u32;
        if built != self.area.built {
            return Err("groups built do not add up".into());
        }
        if self.streams.iter().sum::<u32>() as usize > self.threads.len() + 1 {
            return Err("more streams on the devices than workers".into());
        }
        if self.steps > self.total {
            return Err(format!("{} steps of {}", self.steps, self.total));
        }
        Ok(())
    }
}

impl IdxBuild {
    pub(super) fn walls(&self) -> [Nanos; 3] {
        let dt = self.now - self.marked;
        let [m, b, e] = self.phase_wall;
        [
            m + if self.merging > 0 { dt } else { 0 },
            b + if self.building > 0 { dt } else { 0 },
            e + if self.merging + self.building > 0 {
                dt
            } else {
                0
            },
        ]
    }

    /// The same rebuild with no threads: its time.
    pub(super) fn single_thread(&self) -> Nanos {
        *self.baseline.get_or_init(|| {
            let mut p = self.params.clone();
            p.threads = 1;
            IdxBuild::new(p).rebuild_time()
        })
    }
}

/// Milestones of a rebuild (its steps): per area its start, the tenths of
/// its scan, the scan's end, four per group, its end; the rebuild's end.
pub(super) fn milestones(p: &Params, db: &Database) -> u64 {
    let mut n = 1;
    for area in &db.areas {
        let chunks = area.data_bytes.div_ceil(SCAN_CHUNK).max(1) as u32;
        let mut decile = 0;
        let mut tenths = 0;
        for done in 1..chunks {
            let d = done * 10 / chunks;
            if d > decile {
                decile = d;
                tenths += 1;
            }
        }
        n += 3 + tenths + 4 * area.groups(p.sort_groups).len() as u64;
    }
    n
}
