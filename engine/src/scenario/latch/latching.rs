//! A session's way to its leaf's latch: which page its key goes to, the
//! request (spin while the holder runs, then park: PAGELATCH_EX), the
//! grant (to a session that may first wait for its core: the convoy; the
//! latch's cache line moving to its core), a waiter's second look at a
//! page that split while it waited, and the release.

use super::*;

impl LatchSim {
    /// `s` asks for `page`'s latch; `running`: it is on its core (it
    /// spins if it must wait), else parked (a throttled session let in).
    pub(super) fn enter(&mut self, s: TaskId, page: u32, running: bool, now: Nanos) {
        let core = self.core(s);
        let newly_in_line = self.throttle && !self.session(s).in_line;
        if newly_in_line {
            if let Some(a) = self.admitted.get_mut(core as usize) {
                *a += 1;
            }
        }
        {
            let ses = self.session(s);
            ses.page = page;
            ses.requested = now;
            ses.in_line |= newly_in_line;
        }
        let queue = self.pages.queue_len(page) as u32;
        let granted = self.pages.request(page, s);
        self.emit(|t_us| LatchEvent::LatchRequest {
            t_us,
            session: s,
            page,
            queue,
            granted,
        });
        if granted {
            self.on_grant(s, page, now, running, false);
            return;
        }
        if running {
            // It spins, then parks and lets its core run another: no
            // event for the spin's end unless it is granted first.
            let end = now + cost::SPIN_NS;
            {
                let ses = self.session(s);
                ses.phase = Phase::Spin;
                ses.leaves_at = end;
            }
            if let Some(p) = self.pending_parks.get_mut(core as usize) {
                *p = Some((end, s));
            }
            if let Some(p) = self.spinning.get_mut(core as usize) {
                *p = Some((s, page, end));
            }
            self.emit(|t_us| LatchEvent::SessionRun {
                t_us,
                session: s,
                core,
                switched: false,
            });
            let d = self.cpu.leave_after(core, cost::SPIN_NS, now);
            self.dispatched(d);
        } else {
            self.session(s).phase = Phase::Parked;
        }
    }

    /// `s` holds `page`'s latch now: it runs its insert at once if it is on
    /// its core (it asked, or it was spinning), else it waits for its core.
    pub(super) fn on_grant(&mut self, s: TaskId, page: u32, now: Nanos, running: bool, waited: bool) {
        let waited_ns = now - self.session(s).requested;
        if waited {
            self.waits.add(waited_ns);
            let at = page as usize;
            if at >= self.page_waits.len() {
                self.page_waits.resize(at + 1, (0, 0));
            }
            self.page_waits[at].0 += 1;
            self.page_waits[at].1 += waited_ns;
        }
        let core = self.core(s);
        let was_spinning = {
            let ses = self.session(s);
            ses.phase == Phase::Spin && ses.leaves_at > now
        };
        {
            let ses = self.session(s);
            ses.phase = Phase::Hold;
            ses.granted = now;
        }
        // A waiter whose key now belongs to another page (the page split
        // while it waited) only looks and moves on.
        let moves_on = waited && self.target(s) != page;
        let burst = self.handoff
            + if moves_on {
                cost::RECHECK_NS
            } else {
                cost::HOLD_NS + self.cold(page)
            };
        let d = if running && !waited {
            self.cpu.continue_with(core, burst, now)
        } else if was_spinning {
            // Granted in its spin: it stays on its core.
            if let Some(p) = self.pending_parks.get_mut(core as usize) {
                *p = None;
            }
            if let Some(p) = self.spinning.get_mut(core as usize) {
                *p = None;
            }
            if let Some(r) = self.pending_runs.get_mut(core as usize) {
                *r = None;
            }
            self.cpu.stay(s, burst, now)
        } else {
            self.cpu.submit(s, burst, now)
        };
        let on_cpu = d.is_some_and(|d| d.at <= now) || self.cpu.is_running_on(core, s);
        if waited {
            let queue = self.pages.queue_len(page) as u32;
            self.emit(|t_us| LatchEvent::LatchGrant {
                t_us,
                session: s,
                page,
                waited_us: us(waited_ns),
                queue,
                on_cpu,
            });
        }
        self.dispatched(d);
        // One that moves on is still in line, for the split's new page:
        // letting the next in now would put two of its core in line.
        if !moves_on {
            self.let_in(s, core, now);
        }
    }

    /// sequential_key: `s`, the core's session in line, has the latch it
    /// inserts under; the next held back on that core may ask.
    fn let_in(&mut self, s: TaskId, core: u32, now: Nanos) {
        if self.throttle && std::mem::take(&mut self.session(s).in_line) {
            if let Some(a) = self.admitted.get_mut(core as usize) {
                *a = a.saturating_sub(1);
            }
            let next = self.flow.get_mut(core as usize).and_then(|f| f.pop_front());
            if let Some(t) = next {
                let page = self.target(t);
                self.enter(t, page, false, now);
            }
        }
    }

    /// The misses of a leaf not touched in the last `cost::WARM_INSERTS`
    /// inserts: out of the processor's caches.
    fn cold(&self, page: u32) -> Nanos {
        match self.pages.touched(page) {
            at if at > 0 && self.started - at < cost::WARM_INSERTS => 0,
            _ => cost::COLD_LEAF_NS,
        }
    }

    /// Marks `page` as touched by the latest insert.
    pub(super) fn touch(&mut self, page: u32) {
        self.pages.touch(page, self.started);
    }

    /// `s` lets go of `page`'s latch; returns the waiter it goes to, if
    /// any: the head of the queue, or under OPTIMIZE_FOR_SEQUENTIAL_KEY
    /// the first waiter that can run at once (on its core, spinning, or
    /// its core free). The cores are asked as each waiter is looked at:
    /// nothing changes them until the grant is made.
    fn hand_on(&mut self, page: u32, s: TaskId) -> Option<TaskId> {
        // A lone waiter is the head whoever can run.
        let look = self.throttle && self.pages.queue_len(page) > 1;
        if look {
            self.note_who_can_run();
        }
        let (may_run, core_of) = (&self.may_run, &self.core_of);
        let prefer = look.then_some(|t: TaskId| cores::can_run(may_run, core_of, t));
        self.pages.release(page, s, prefer)
    }

    /// `s` lets go of its page (and of the page its split made).
    pub(super) fn release(&mut self, s: TaskId, now: Nanos) {
        let Session {
            page,
            new_page,
            granted,
            ..
        } = *self.session(s);
        for p in [page, new_page] {
            if p == NO_PAGE {
                continue;
            }
            let next = self.hand_on(p, s);
            let queue = self.pages.queue_len(p) as u32;
            self.emit(|t_us| LatchEvent::LatchRelease {
                t_us,
                session: s,
                page: p,
                held_us: us(now - granted),
                queue,
            });
            if let Some(t) = next {
                // The latch's cache line goes to the next holder's core,
                // fought over by every core spinning on it.
                self.handoff = cost::handoff(self.spinners(p, t, now));
                let running = self.cpu.is_running_on(self.core(t), t);
                self.on_grant(t, p, now, running, true);
                self.handoff = 0;
            }
        }
        let ses = self.session(s);
        ses.page = NO_PAGE;
        ses.new_page = NO_PAGE;
    }
}
