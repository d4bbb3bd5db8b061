//! Phase 3, the build: the main process reads each merged group in order
//! and builds its indexes' B-trees, taking groups as their merges end; the
//! area ends when every group is built.

use super::*;

impl IdxBuild {
    /// The main process, free: builds the next merged group, waits for
    /// one, or ends the area.
    pub(super) fn main_next(&mut self) {
        if let Some(g) = self.area.merged.pop_front() {
            self.start_build(g);
        } else if self.area.built as usize == self.area.groups.len() {
            self.end_area();
        } else {
            self.main = Task::Idle;
        }
    }

    pub(super) fn start_build(&mut self, g: u32) {
        let run = &mut self.area.groups[g as usize];
        run.state = group::BUILDING;
        let run = *run;
        self.streams[run.device as usize] += 1;
        self.mark();
        self.building += 1;
        let merging = self
            .area
            .groups
            .iter()
            .filter(|r| r.state == group::MERGING)
            .count() as u32;
        self.emit(IdxEvent::BuildStart {
            t_s: secs(self.now),
            area: self.area.index as u32,
            group: g,
            indexes: run.group.indexes,
            keys: run.group.entries,
            waited_s: secs(self.now - run.merge_end),
            merging,
        });
        self.spans.push(Span {
            lane: 0,
            phase: phase::BUILD,
            group: g,
            start: self.now,
            end: self.now,
        });
        self.build_read(g, 0);
    }

    pub(super) fn build_read(&mut self, g: u32, slice: u32) {
        let run = self.area.groups[g as usize];
        let bytes = Self::slice_bytes(run.group.bytes, slice);
        let shared = self.streams[run.device as usize] > 1;
        let end = self.disk(run.device, sequential_read(bytes, shared));
        self.main = Task::Build {
            g,
            slice,
            stage: Stage::Io,
        };
        self.queue.push(end, Actor::Main);
    }

    pub(super) fn build(&mut self, g: u32, slice: u32, stage: Stage) {
        let run = self.area.groups[g as usize];
        let bytes = Self::slice_bytes(run.group.bytes, slice);
        match stage {
            Stage::Io => {
                let keys = (run.group.entries as u128 * bytes as u128
                    / run.group.bytes.max(1) as u128) as u64;
                let block = self.params.block_kb as u64 * 1_024;
                let end = self.cpu_burst(keys * BUILD_KEY_NS, bytes.div_ceil(READ_AHEAD), block);
                self.main = Task::Build {
                    g,
                    slice,
                    stage: Stage::Cpu,
                };
                self.queue.push(end, Actor::Main);
            }
            Stage::Cpu => {
                let written = bytes * BUILD_WRITE_NUM / BUILD_WRITE_DEN;
                let (_, end) = self.db_disk.submit(self.now, transfer(written, DB_MB_S));
                self.main = Task::Build {
                    g,
                    slice,
                    stage: Stage::Write,
                };
                self.queue.push(end, Actor::Main);
            }
            Stage::Write => {
                if slice + 1 < Self::slices(run.group.bytes) {
                    self.build_read(g, slice + 1);
                } else {
                    self.end_build(g);
                }
            }
        }
    }

    pub(super) fn end_build(&mut self, g: u32) {
        let run = &mut self.area.groups[g as usize];
        run.state = group::BUILT;
        let run = *run;
        self.streams[run.device as usize] -= 1;
        self.mark();
        self.building -= 1;
        self.area.built += 1;
        let span = self
            .spans
            .iter_mut()
            .rev()
            .find(|s| s.phase == phase::BUILD && s.group == g)
            .expect("a build's span");
        span.end = self.now;
        let took = self.now - span.start;
        self.emit(IdxEvent::BuildEnd {
            t_s: secs(self.now),
            area: self.area.index as u32,
            group: g,
            took_s: secs(took),
            index_mb: mb(run.group.bytes * BUILD_WRITE_NUM / BUILD_WRITE_DEN),
        });
        if self.area.threaded {
            self.main_next();
        } else if (self.area.next as usize) < self.area.groups.len() {
            let next = self.area.next;
            self.area.next += 1;
            self.main = self.start_merge(Actor::Main, next);
        } else {
            self.end_area();
        }
    }

    pub(super) fn end_area(&mut self) {
        self.emit(IdxEvent::AreaDone {
            t_s: secs(self.now),
            area: self.area.index as u32,
            took_s: secs(self.now - self.area.started),
        });
        let next = self.area.index + 1;
        if next < self.db.areas.len() {
            self.begin_area(next);
        } else {
            self.main = Task::Idle;
            self.finished = true;
            self.emit(IdxEvent::RebuildDone {
                t_s: secs(self.now),
                elapsed_s: secs(self.now),
            });
        }
    }
}
