//! Phase 1, the scan: the main process alone reads the area's records in
//! chunks, builds each index's keys, and writes each group's full sort
//! memory as a sorted run to the group's sort file.

use super::*;

impl IdxBuild {
    pub(super) fn begin_area(&mut self, index: usize) {
        let p = &self.params;
        let area = &self.db.areas[index];
        let groups = area.groups(p.sort_groups);
        let device = match place(&groups, p.devices, p.device_gb) {
            Placement::Fits { device, used } => {
                self.temp_peak = self.temp_peak.max(used.iter().sum());
                device
            }
            // `params::parse` refuses what does not fit; a caller that
            // skipped it gets every file on the first device.
            Placement::Full(_) => vec![0; groups.len()],
        };
        let memory = p.group_memory_kb() * 1_024;
        let runs: Vec<GroupRun> = groups
            .iter()
            .zip(device)
            .map(|(group, device)| {
                let runs = group.bytes.div_ceil(memory).max(1);
                GroupRun {
                    group: *group,
                    device,
                    runs,
                    passes: passes(runs, p.merge_buffers as u64),
                    state: group::SCANNING,
                    thread: u8::MAX,
                    merge_start: 0,
                    merge_end: 0,
                    queued: 0,
                }
            })
            .collect();
        let threaded = p.threads > 1 && runs.len() > 1;
        let threads = if threaded {
            p.threads.min(runs.len() as u32)
        } else {
            0
        };
        self.groups_max = self.groups_max.max(runs.len() as u32);
        self.threads_max = self.threads_max.max(threads);
        self.area = AreaRun {
            index,
            chunks: area.data_bytes.div_ceil(SCAN_CHUNK).max(1) as u32,
            groups: runs,
            threaded,
            next: 0,
            merged: VecDeque::new(),
            built: 0,
            started: self.now,
            scan_start: self.now,
            decile: 0,
            runs_written: 0,
        };
        self.emit(IdxEvent::AreaStart {
            t_s: secs(self.now),
            area: index as u32,
            name: area.name.clone(),
            data_mb: mb(area.data_bytes),
            indexes: area.indexes.len() as u32,
            groups: self.area.groups.len() as u32,
            threads,
        });
        self.main = Task::Scan {
            chunk: 0,
            stage: Stage::Io,
        };
        // The main process opens -SG files and allocates -SG memories
        // first, whatever the area's indexes.
        let setup = group_setup(self.params.sort_groups as u64, memory);
        let read = self.scan_read(0);
        let (_, end) = self.db_disk.submit(self.now + setup, read);
        self.queue.push(end, Actor::Main);
    }

    pub(super) fn area_data(&self) -> &database::Area {
        &self.db.areas[self.area.index]
    }

    /// Bytes of chunk `c` of the area's records.
    pub(super) fn chunk_bytes(&self, c: u32) -> u64 {
        let data = self.area_data().data_bytes;
        (data - (c as u64 * SCAN_CHUNK).min(data)).min(SCAN_CHUNK)
    }

    /// Share `bytes` of the area's records carry of a total `of`.
    pub(super) fn share(&self, bytes: u64, of: u64) -> u64 {
        let data = self.area_data().data_bytes.max(1);
        (of as u128 * bytes as u128 / data as u128) as u64
    }

    pub(super) fn scan_read(&self, c: u32) -> Nanos {
        transfer(self.chunk_bytes(c), DB_MB_S)
    }

    pub(super) fn scan(&mut self, chunk: u32, stage: Stage) {
        let bytes = self.chunk_bytes(chunk);
        match stage {
            Stage::Io => {
                let area = self.area_data();
                let (rows, keys) = (
                    self.share(bytes, area.rows),
                    self.share(bytes, area.entries()),
                );
                // Each key built, then sorted into its group's memory.
                let memory = self.params.group_memory_kb() * 1_024;
                let per_memory = (memory / self.area_data().entry_bytes()).max(2);
                let key = KEY_NS + log2_ceil(per_memory) * COMPARE_NS;
                let (_, end) = self.cpu.submit(self.now, rows * ROW_NS + keys * key);
                self.main = Task::Scan {
                    chunk,
                    stage: Stage::Cpu,
                };
                self.queue.push(end, Actor::Main);
            }
            Stage::Cpu => {
                // Each group's keys of this chunk reach its file as runs
                // of its memory: a seek and the run's bytes each.
                let memory = self.params.group_memory_kb() * 1_024;
                let mut per_device = vec![0u64; self.disks.len()];
                for g in &self.area.groups {
                    per_device[g.device as usize] += self.share(bytes, g.group.bytes);
                }
                let mut end = self.now;
                for (d, &b) in per_device.iter().enumerate() {
                    if b == 0 {
                        continue;
                    }
                    let seeks = b.div_ceil(memory);
                    let time = transfer(b, TEMP_MB_S) + seeks * (SEEK_NS + SWITCH_NS);
                    end = end.max(self.disk(d as u8, time));
                }
                self.main = Task::Scan {
                    chunk,
                    stage: Stage::Write,
                };
                self.queue.push(end, Actor::Main);
            }
            Stage::Write => self.scan_chunk_done(chunk),
        }
    }

    pub(super) fn scan_chunk_done(&mut self, chunk: u32) {
        let done = chunk + 1;
        let chunks = self.area.chunks;
        let area = self.area.index as u32;
        let read: u64 = (0..done).map(|c| self.chunk_bytes(c)).sum();
        let sort = self.area_data().sort_bytes();
        let memory = self.params.group_memory_kb() * 1_024;
        self.area.runs_written = (self.share(read, sort)).div_ceil(memory);
        if done < chunks {
            let decile = done * 10 / chunks;
            if decile > self.area.decile {
                self.area.decile = decile;
                let keys = self.share(read, self.area_data().entries());
                self.emit(IdxEvent::ScanProgress {
                    t_s: secs(self.now),
                    area,
                    pct: decile * 10,
                    keys,
                    runs: self.area.runs_written,
                });
            }
            self.main = Task::Scan {
                chunk: done,
                stage: Stage::Io,
            };
            let (_, end) = self.db_disk.submit(self.now, self.scan_read(done));
            self.queue.push(end, Actor::Main);
            return;
        }
        // Phase 1 over.
        let start = self.area.scan_start;
        self.spans.push(Span {
            lane: 0,
            phase: phase::SCAN,
            group: u32::MAX,
            start,
            end: self.now,
        });
        let runs: u64 = self.area.groups.iter().map(|g| g.runs).sum();
        let keys = self.area_data().entries();
        let mut device_mb = vec![0.0; self.disks.len()];
        for g in &mut self.area.groups {
            g.state = group::SORTED;
            device_mb[g.device as usize] += mb(g.group.bytes);
            self.max_passes = self.max_passes.max(g.passes);
        }
        self.keys += keys;
        self.runs += runs;
        self.emit(IdxEvent::ScanDone {
            t_s: secs(self.now),
            area,
            took_s: secs(self.now - start),
            keys,
            runs,
            sort_mb: mb(self.area_data().sort_bytes()),
            device_mb,
        });
        if self.area.threaded {
            let threads = self.params.threads.min(self.area.groups.len() as u32);
            for t in 0..threads {
                self.thread_takes(t);
            }
            self.main = Task::Idle;
        } else {
            self.area.next = 1;
            self.main = self.start_merge(Actor::Main, 0);
        }
    }
}
