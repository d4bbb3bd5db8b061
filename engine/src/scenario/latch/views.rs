//! The latch scenario's pictures: one lane per session (what it is doing,
//! the page it waits for or holds, its core) and the pages with latch
//! traffic now, each with its holder and its queue, head first.

use super::{LatchSim, Phase};
use crate::scenario::View;
use crate::storage::tree::NO_PAGE;

/// A session's state in the lanes, by its index in `SESSION_STATES`.
pub const SESSION_STATES: [&str; 10] = [
    "running",
    "runnable",
    "spinning",
    "waiting_latch",
    "holding",
    "holding_runnable",
    "flow_control",
    "commit_wait",
    "done",
    "round_trip",
];

/// Pages the queues view shows at most.
const QUEUE_PAGES: usize = 8;

impl LatchSim {
    pub(super) fn pictures(&self) -> Vec<View> {
        let n = self.sessions.len();
        let (mut state, mut page, mut core) = (
            Vec::with_capacity(n),
            Vec::with_capacity(n),
            Vec::with_capacity(n),
        );
        let mut rows = Vec::with_capacity(n);
        let mut waited = Vec::with_capacity(n);
        let now = self.queue.now();
        for (i, s) in self.sessions.iter().enumerate() {
            let t = i as u32;
            let on = self.cpu.is_running(t);
            let code = match s.phase {
                Phase::Pre | Phase::Post if on => 0,
                Phase::Pre | Phase::Post => 1,
                Phase::Spin => 2,
                Phase::Parked => 3,
                Phase::Hold | Phase::Split if on => 4,
                Phase::Hold | Phase::Split => 5,
                Phase::Throttled => 6,
                Phase::Commit if now < s.flushed => 7,
                Phase::Commit => 9,
                Phase::Idle => 8,
            };
            // The wait so far, as sys.dm_exec_requests.wait_time counts it.
            let since = match s.phase {
                Phase::Spin | Phase::Parked | Phase::Throttled => Some(s.requested),
                Phase::Commit if now < s.flushed => Some(s.leaves_at),
                _ => None,
            };
            waited.push(since.map_or(0.0, |t| now.saturating_sub(t) as f32 / 1_000.0));
            state.push(code);
            page.push(s.page);
            core.push(self.cpu.core_of(t));
            rows.push(s.rows);
        }
        // The longest queues (ties: lower page first), kept by insertion.
        let mut busy: Vec<(u32, usize)> = Vec::with_capacity(QUEUE_PAGES + 1);
        for p in self.pages.busy() {
            let len = self.pages.queue_len(p);
            let at = busy
                .iter()
                .position(|b| b.1 < len)
                .unwrap_or(busy.len());
            if at < QUEUE_PAGES {
                busy.insert(at, (p, len));
                busy.truncate(QUEUE_PAGES);
            }
        }
        let mut pages = Vec::new();
        let mut holders = Vec::new();
        let mut holder_running = Vec::new();
        let mut offsets = vec![0u32];
        let mut waiters = Vec::new();
        let mut waits = Vec::new();
        for (p, _) in busy {
            let holder = self.pages.holder(p);
            pages.push(p);
            holders.push(holder.unwrap_or(u32::MAX));
            // Granted but off its core (the convoy): 0.
            holder_running.push(holder.is_some_and(|h| self.cpu.is_running(h)) as u8);
            waiters.extend(self.pages.waiters(p));
            offsets.push(waiters.len() as u32);
            waits.push(self.page_waits.get(p as usize).map_or(0, |w| w.0) as u32);
        }
        let last = self.tree.leaves_in_order().last().unwrap_or(NO_PAGE);
        vec![
            View::SessionLanes {
                states: SESSION_STATES.to_vec(),
                state,
                page,
                core,
                rows,
                waited_us: waited,
            },
            View::LatchQueues {
                pages,
                holders,
                holder_running,
                offsets,
                waiters,
                waits,
                last_page: last,
            },
        ]
    }
}
