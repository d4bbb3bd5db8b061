//! The cores as a latch's grant sees them: the task on each, looked at
//! once a release (`look_at_cores`), then read for the spinners the
//! cache line's handoff pays for and, under OPTIMIZE_FOR_SEQUENTIAL_KEY,
//! the waiters that could run at once. A long queue (the last page's,
//! a hundred waiters) asked the cores of each waiter in turn.

use super::*;

/// No task on the core.
pub(super) const IDLE: TaskId = TaskId::MAX;

impl LatchSim {
    /// Notes the task on each core now (`on_core`).
    pub(super) fn look_at_cores(&mut self) {
        self.on_core.clear();
        let tasks = self.cpu.running_tasks().map(|t| t.unwrap_or(IDLE));
        self.on_core.extend(tasks);
    }

    /// Marks in `ready` the sessions that could run at once (as of
    /// `look_at_cores`): the one on each core, and every session of a core
    /// with nothing running or queued.
    pub(super) fn mark_ready(&mut self) {
        self.ready.fill(false);
        let cores = self.on_core.len().max(1);
        for (c, &t) in self.on_core.iter().enumerate() {
            if t != IDLE {
                if let Some(r) = self.ready.get_mut(t as usize) {
                    *r = true;
                }
            } else if self.cpu.queued(c as u32) == 0 {
                for s in (c..self.ready.len()).step_by(cores) {
                    self.ready[s] = true;
                }
            }
        }
    }

    /// Cores spinning for `page`'s latch now (as of `look_at_cores`),
    /// beside `but`.
    pub(super) fn spinners(&self, page: u32, but: TaskId, now: Nanos) -> u32 {
        let spins = |t: TaskId| {
            t != but
                && self.sessions.get(t as usize).is_some_and(|x| {
                    x.phase == Phase::Spin && x.page == page && x.leaves_at > now
                })
        };
        self.on_core.iter().filter(|&&t| t != IDLE && spins(t)).count() as u32
    }
}
