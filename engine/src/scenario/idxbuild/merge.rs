//! Phase 2, the merge: threads (or the main process, without them) take
//! groups in order and merge each one's runs -TM at a time, slice by slice,
//! reading and writing its sort file on a shared disk.

use super::*;

impl IdxBuild {
    /// A request of `time` to sort device `d` now; when it ends.
    pub(super) fn disk(&mut self, d: u8, time: Nanos) -> Nanos {
        let (start, end) = self.disks[d as usize].submit(self.now, time);
        self.jobs.push(DiskJob {
            device: d,
            submit: self.now,
            start,
            end,
        });
        end
    }

    /// A burst of `work` on the CPUs now; when it ends. When every CPU
    /// is busy the actor loses its CPU at each of its `blocks` waits and
    /// pays a switch and the refill of `working_set` each time.
    pub(super) fn cpu_burst(&mut self, work: Nanos, blocks: u64, working_set: u64) -> Nanos {
        let work = if self.cpu.all_busy(self.now) {
            self.switched += blocks;
            work + blocks * switch_in(working_set)
        } else {
            work
        };
        self.cpu.submit(self.now, work).1
    }

    pub(super) fn thread_takes(&mut self, t: u32) {
        let next = self.area.next;
        if (next as usize) < self.area.groups.len() {
            self.area.next += 1;
            self.threads[t as usize] = self.start_merge(Actor::Thread(t), next);
        } else {
            self.threads[t as usize] = Task::Idle;
        }
    }

    pub(super) fn lane(actor: Actor) -> u16 {
        match actor {
            Actor::Main => 0,
            Actor::Thread(t) => t as u16 + 1,
        }
    }

    pub(super) fn start_merge(&mut self, actor: Actor, g: u32) -> Task {
        let run = &mut self.area.groups[g as usize];
        run.state = group::MERGING;
        run.thread = Self::lane(actor) as u8;
        run.merge_start = self.now;
        let (device, runs, passes, bytes, indexes) = (
            run.device,
            run.runs,
            run.passes,
            run.group.bytes,
            run.group.indexes,
        );
        self.streams[device as usize] += 1;
        self.mark();
        self.merging += 1;
        self.emit(IdxEvent::MergeStart {
            t_s: secs(self.now),
            area: self.area.index as u32,
            group: g,
            thread: Self::lane(actor) as u32,
            device: device as u32,
            runs,
            passes,
            mb: mb(bytes),
            indexes,
            sharing: self.streams[device as usize],
        });
        self.merge_slice(actor, g, 0, 0)
    }

    pub(super) fn slices(bytes: u64) -> u32 {
        bytes.div_ceil(SLICE).max(1) as u32
    }

    pub(super) fn slice_bytes(bytes: u64, slice: u32) -> u64 {
        (bytes - (slice as u64 * SLICE).min(bytes)).min(SLICE)
    }

    /// Submits slice `slice` of pass `pass` (its disk request), or ends
    /// the merge at once when the group needs no pass.
    pub(super) fn merge_slice(&mut self, actor: Actor, g: u32, pass: u32, slice: u32) -> Task {
        let run = self.area.groups[g as usize];
        if run.passes == 0 {
            self.queue.push(self.now, actor);
            return Task::Merge {
                g,
                pass,
                slice,
                stage: Stage::Cpu,
            };
        }
        let bytes = Self::slice_bytes(run.group.bytes, slice);
        let block = self.params.block_kb as u64 * 1_024;
        let shared = self.streams[run.device as usize] > 1;
        // Read the slice from the runs and write it to the pass's output.
        let time = random_blocks(2 * bytes.div_ceil(block), block, shared);
        let end = self.disk(run.device, time);
        let queued = self.jobs.last().map_or(0, |j| j.start - j.submit);
        self.area.groups[g as usize].queued += queued;
        self.queue.push(end, actor);
        Task::Merge {
            g,
            pass,
            slice,
            stage: Stage::Io,
        }
    }

    /// Advances a merge; `None` when the group is merged.
    pub(super) fn merge(&mut self, actor: Actor, g: u32, pass: u32, slice: u32, stage: Stage) -> Option<Task> {
        let run = self.area.groups[g as usize];
        match stage {
            Stage::Io => {
                let bytes = Self::slice_bytes(run.group.bytes, slice);
                let keys = (run.group.entries as u128 * bytes as u128
                    / run.group.bytes.max(1) as u128) as u64;
                let levels = log2_ceil(run.runs.min(self.params.merge_buffers as u64));
                let block = self.params.block_kb as u64 * 1_024;
                let memory = self.params.group_memory_kb() * 1_024;
                let end = self.cpu_burst(keys * levels * COMPARE_NS, 2 * bytes.div_ceil(block), memory);
                self.queue.push(end, actor);
                Some(Task::Merge {
                    g,
                    pass,
                    slice,
                    stage: Stage::Cpu,
                })
            }
            _ => {
                let (mut pass, mut slice) = (pass, slice + 1);
                if slice >= Self::slices(run.group.bytes) {
                    pass += 1;
                    slice = 0;
                }
                if pass < run.passes {
                    return Some(self.merge_slice(actor, g, pass, slice));
                }
                self.end_merge(actor, g);
                None
            }
        }
    }

    pub(super) fn end_merge(&mut self, actor: Actor, g: u32) {
        let run = &mut self.area.groups[g as usize];
        run.state = group::MERGED;
        run.merge_end = self.now;
        let run = *run;
        self.streams[run.device as usize] -= 1;
        self.mark();
        self.merging -= 1;
        self.spans.push(Span {
            lane: Self::lane(actor),
            phase: phase::MERGE,
            group: g,
            start: run.merge_start,
            end: self.now,
        });
        self.emit(IdxEvent::MergeEnd {
            t_s: secs(self.now),
            area: self.area.index as u32,
            group: g,
            thread: Self::lane(actor) as u32,
            device: run.device as u32,
            took_s: secs(self.now - run.merge_start),
            queued_s: secs(run.queued),
        });
    }
}
