//! The cores as a latch's grant sees them: the spinners the cache line's
//! handoff pays for (`spinners`, from each core's spin). Under
//! OPTIMIZE_FOR_SEQUENTIAL_KEY the waiters that could run at once are
//! asked of the cpu as the grant looks at each (`hand_on`), up to the
//! first that can.

use super::*;

impl LatchSim {
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
