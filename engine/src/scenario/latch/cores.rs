//! The cores as a latch's grant sees them: the spinners the cache line's
//! handoff pays for (`spinners`, from each core's spin), and under
//! OPTIMIZE_FOR_SEQUENTIAL_KEY the waiters that could run at once
//! (`can_run`), from who can run on each core, noted once a release
//! (`note_who_can_run`): a long queue (the last page's, dozens of
//! waiters) asked the cores of each waiter in turn.

use super::*;

/// `may_run`: any task of the core can run at once (it runs nothing and
/// has nothing queued).
const ANY: TaskId = TaskId::MAX;
/// `may_run`: no waiter can (it runs a task that waits for no latch, or
/// has tasks queued).
const NOBODY: TaskId = TaskId::MAX - 1;

impl LatchSim {
    /// Notes who could run at once on each core (`may_run`): the task on
    /// it, or any if it is free. Nothing changes the cores until the grant
    /// is made.
    pub(super) fn note_who_can_run(&mut self) {
        let cores = self.cpu.cores();
        self.may_run.resize(cores as usize, NOBODY);
        for c in 0..cores {
            self.may_run[c as usize] = match self.cpu.task_on(c) {
                Some(t) => t,
                None if self.cpu.queued(c) == 0 => ANY,
                None => NOBODY,
            };
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

/// Whether session `t` could run at once (as of `note_who_can_run`): it
/// is on its core, or its core is free.
pub(super) fn can_run(may_run: &[TaskId], core_of: &[u32], t: TaskId) -> bool {
    let c = core_of.get(t as usize).map_or(0, |&c| c as usize);
    may_run.get(c).is_some_and(|&m| m == t || m == ANY)
}
