//! The index rebuild's pictures: the timeline (a lane per worker, a lane
//! per sort device) and the sort groups of the area being rebuilt. Work
//! still under way is drawn to now.

use super::{group, phase, IdxBuild, IdxEvent, Span, Task};
use crate::scenario::View;

/// A sort group's states, as `SortGroups::state` indexes them.
pub const GROUP_STATES: [&str; 6] = [
    "scanning", "sorted", "merging", "merged", "building", "built",
];
/// Slices of the devices' lanes.
pub const BUCKETS: u32 = 120;

fn secs(t: u64) -> f64 {
    t as f64 / 1e9
}

/// Starts made but not yet told: one wake-up can start several merges at
/// once (phase 1 ends and each thread takes a group), each a step of its
/// own. Until a start's step comes, the pictures show the group as before
/// it, so the picture never runs ahead of the step's sentence. Every event
/// still pending came from the last wake-up: it started now.
struct Untold {
    /// Groups of this area whose merge start is still to be told.
    merges: Vec<u32>,
    /// Groups of this area whose build start is still to be told.
    builds: Vec<u32>,
}

fn untold(sim: &IdxBuild) -> Untold {
    let area = sim.area.index as u32;
    let mut u = Untold {
        merges: Vec::new(),
        builds: Vec::new(),
    };
    for e in &sim.pending {
        match *e {
            IdxEvent::MergeStart { area: a, group, .. } if a == area => u.merges.push(group),
            IdxEvent::BuildStart { area: a, group, .. } if a == area => u.builds.push(group),
            _ => {}
        }
    }
    u
}

pub(super) fn timeline(sim: &IdxBuild) -> View {
    let now = sim.now;
    let untold = untold(sim);
    let mut spans: Vec<Span> = sim
        .spans
        .iter()
        .filter(|s| !(s.phase == phase::BUILD && s.start == now && untold.builds.contains(&s.group)))
        .copied()
        .collect();
    // Work under way: the scan, merges, the build, drawn to now.
    if let Task::Scan { .. } = sim.main {
        spans.push(Span {
            lane: 0,
            phase: phase::SCAN,
            group: u32::MAX,
            start: sim.area.scan_start,
            end: now,
        });
    }
    for (g, run) in sim.area.groups.iter().enumerate() {
        if run.state == group::MERGING && !untold.merges.contains(&(g as u32)) {
            spans.push(Span {
                lane: run.thread as u16,
                phase: phase::MERGE,
                group: g as u32,
                start: run.merge_start,
                end: now,
            });
        }
    }
    if let Task::Build { g, .. } = sim.main {
        if let Some(s) = spans
            .iter_mut()
            .rev()
            .find(|s| s.phase == phase::BUILD && s.group == g)
        {
            s.end = now;
        }
    }
    let devices = sim.disks.len();
    let n = BUCKETS as usize;
    let mut busy = vec![0f64; devices * n];
    let mut queue = vec![0f64; devices * n];
    if now > 0 {
        let width = now as f64 / n as f64;
        let add = |cells: &mut [f64], d: usize, from: u64, to: u64| {
            let (from, to) = (from.min(now) as f64, to.min(now) as f64);
            if to <= from {
                return;
            }
            let first = ((from / width) as usize).min(n - 1);
            let last = ((to / width) as usize).min(n - 1);
            for b in first..=last {
                let (lo, hi) = (b as f64 * width, (b + 1) as f64 * width);
                let overlap = to.min(hi) - from.max(lo);
                if overlap > 0.0 {
                    cells[d * n + b] += overlap / width;
                }
            }
        };
        for j in &sim.jobs {
            add(&mut busy, j.device as usize, j.start, j.end);
            add(&mut queue, j.device as usize, j.submit, j.start);
        }
    }
    View::RebuildTimeline {
        threads: sim.threads.len() as u32,
        devices: devices as u32,
        span_lane: spans.iter().map(|s| s.lane as u32).collect(),
        span_phase: spans.iter().map(|s| s.phase).collect(),
        span_group: spans.iter().map(|s| s.group).collect(),
        span_start: spans.iter().map(|s| secs(s.start)).collect(),
        span_end: spans.iter().map(|s| secs(s.end)).collect(),
        now_s: secs(now),
        buckets: BUCKETS,
        device_busy: busy.iter().map(|&b| b.min(1.0) as f32).collect(),
        device_queue: queue.iter().map(|&q| q as f32).collect(),
    }
}

pub(super) fn sort_groups(sim: &IdxBuild) -> View {
    let groups = &sim.area.groups;
    let untold = untold(sim);
    // A start not yet told: the group as it was before it.
    let state = |i: usize, s: u8| match s {
        group::MERGING if untold.merges.contains(&(i as u32)) => group::SORTED,
        group::BUILDING if untold.builds.contains(&(i as u32)) => group::MERGED,
        s => s,
    };
    View::SortGroups {
        area: sim.area.index as u32,
        area_name: sim.db.areas[sim.area.index].name.clone(),
        states: GROUP_STATES.to_vec(),
        state: groups
            .iter()
            .enumerate()
            .map(|(i, g)| state(i, g.state))
            .collect(),
        mb: groups
            .iter()
            .map(|g| (g.group.bytes as f64 / 1e6) as f32)
            .collect(),
        runs: groups
            .iter()
            .map(|g| g.runs.min(u32::MAX as u64) as u32)
            .collect(),
        passes: groups.iter().map(|g| g.passes.min(255) as u8).collect(),
        device: groups.iter().map(|g| g.device).collect(),
        thread: groups
            .iter()
            .enumerate()
            .map(|(i, g)| if untold.merges.contains(&(i as u32)) { 0 } else { g.thread })
            .collect(),
        indexes: groups.iter().map(|g| g.group.indexes).collect(),
    }
}
