//! The cores as a latch's grant sees them: the spinners the cache line's
//! handoff pays for (`spinners`, from each core's spin), and under
//! OPTIMIZE_FOR_SEQUENTIAL_KEY the waiters that could run at once
//! (`ready`), from the task on each core looked at once a release
//! (`look_at_cores`): a long queue (the last page's, a hundred waiters)
//! asked the cores of each waiter in turn.

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

    /// Notes the cores with nothing on them or queued (`free_core`), as
    /// of `look_at_cores`.
    pub(super) fn mark_free_cores(&mut self) {
        for (c, &t) in self.on_core.iter().enumerate() {
            let free = t == IDLE && self.cpu.queued(c as u32) == 0;
            if let Some(f) = self.free_core.get_mut(c) {
                *f = free;
            }
        }
    }

    /// Cores spinning for `page`'s latch now, beside `but`. A session
    /// spins on its core from its request until the spin's end unless
    /// granted first (`enter`, `on_grant`): no other task runs on that
    /// core meanwhile, so `spinning` names every core's spinner, and
    /// only the page's and the time need checking.
    pub(super) fn spinners(&self, page: u32, but: TaskId, now: Nanos) -> u32 {
        self.spinning
            .iter()
            .flatten()
            .filter(|&&(t, p, until)| p == page && until > now && t != but)
            .count() as u32
    }
}

/// Whether session `t` could run at once (as of `look_at_cores` and
/// `mark_free_cores`): it is on its core, or its core is free.
pub(super) fn ready(on_core: &[TaskId], free: &[bool], core_of: &[u32], t: TaskId) -> bool {
    let c = core_of.get(t as usize).map_or(0, |&c| c as usize);
    on_core.get(c) == Some(&t) || free.get(c) == Some(&true)
}
