//! An insert's life around the latch: its start and pre-latch CPU, the
//! insert (and split) under the latch, the commit's CPU and flush.

use super::*;

impl LatchSim {
    pub(super) fn start(&mut self, s: TaskId, now: Nanos) {
        if self.started >= self.params.rows {
            self.session(s).phase = Phase::Idle;
            return;
        }
        self.started += 1;
        let (lo, hi) = (self.params.text_min, self.params.text_max);
        let chars = lo + self.rng.below((hi - lo) as u64 + 1) as u32;
        let ses = self.session(s);
        ses.phase = Phase::Pre;
        ses.started = now;
        let d = self.cpu.submit(s, cost::pre(2 * chars), now);
        self.dispatched(d);
    }

    pub(super) fn finished(&mut self, s: TaskId, core: u32, now: Nanos) {
        match self.session(s).phase {
            Phase::Pre => {
                let planned = self.keys.plan(&mut self.rng);
                let ses = self.session(s);
                ses.planned = planned;
                ses.leaf = NO_PAGE;
                if self.throttle && self.admitted.get(core as usize).is_some_and(|&a| a > 0) {
                    let ses = self.session(s);
                    ses.phase = Phase::Throttled;
                    // The wait's start, for sys.dm_exec_requests; set again
                    // when the session is let in and asks for the latch.
                    ses.requested = now;
                    if let Some(f) = self.flow.get_mut(core as usize) {
                        f.push_back(s);
                    }
                    self.flow_waits += 1;
                    self.emit(|t_us| LatchEvent::LatchThrottle {
                        t_us,
                        session: s,
                        core,
                    });
                    let d = self.cpu.yield_core(core, now);
                    self.dispatched(d);
                    return;
                }
                let page = self.target(s);
                self.enter(s, page, true, now);
            }
            Phase::Hold => self.insert(s, core, now),
            Phase::Split => {
                self.release(s, now);
                self.post(s, core, now);
            }
            Phase::Spin
            | Phase::Post
            | Phase::Parked
            | Phase::Throttled
            | Phase::Commit
            | Phase::Idle => {}
        }
    }

    /// The hold's CPU is done: insert the row (or follow it to its page).
    pub(super) fn insert(&mut self, s: TaskId, core: u32, now: Nanos) {
        let Session { planned, page, .. } = *self.session(s);
        let leaf = self.target(s);
        if leaf != page {
            // The page split while it waited: its key belongs elsewhere.
            // Let go and ask for that page.
            self.release(s, now);
            self.enter(s, leaf, true, now);
            return;
        }
        let key = match planned {
            Planned::Key(k) => k,
            Planned::Stream(st) => self.keys.take(st),
        };
        // `leaf` is the key's leaf (`locate`): the tree need not descend
        // to it again.
        let out = self.tree.insert_on(leaf, key);
        if out.leaf_split {
            self.forget_leaf(out.leaf);
        }
        self.max_key = Some(self.max_key.map_or(key, |m| m.max(key)));
        {
            let ses = self.session(s);
            ses.rows += 1;
            ses.last_key = key;
            ses.last_leaf = if out.leaf_split {
                out.new_leaf
            } else {
                out.leaf
            };
        }
        self.touch(out.leaf);
        if out.leaf_split {
            self.touch(out.new_leaf);
        }
        if !out.leaf_split {
            self.release(s, now);
            self.post(s, core, now);
            return;
        }
        self.splits += 1;
        if out.rows_moved > 0 {
            self.mid_splits += 1;
        }
        let new_page = out.new_leaf;
        self.pages.request(new_page, s);
        self.session(s).new_page = new_page;
        let waiters_moved = self.moving_waiters(page);
        self.emit(|t_us| LatchEvent::InsertSplit {
            t_us,
            session: s,
            page,
            new_page,
            rows_moved: out.rows_moved,
            waiters_moved,
        });
        self.session(s).phase = Phase::Split;
        let d = self
            .cpu
            .continue_with(core, cost::split(out.rows_moved, out.index_splits), now);
        self.dispatched(d);
    }

    /// The latch is let go: the commit's CPU, then its log flush and the
    /// round trip to the client and back, off CPU. The session leaves its
    /// core when its CPU ends, without an event: its commit is scheduled
    /// now.
    pub(super) fn post(&mut self, s: TaskId, core: u32, now: Nanos) {
        let end = now + cost::POST_NS;
        let flushed = self.group_commit(end);
        let trip = cost::ROUND_TRIP_NS + self.rng.below(cost::ROUND_TRIP_SPREAD_NS + 1);
        {
            let ses = self.session(s);
            ses.phase = Phase::Post;
            ses.leaves_at = end;
            ses.flushed = flushed;
        }
        self.queue.push(flushed + trip, Ev::Committed(s));
        // It goes on running on its core, as a dispatch would report.
        self.emit(|t_us| LatchEvent::SessionRun {
            t_us,
            session: s,
            core,
            switched: false,
        });
        let d = self.cpu.leave_after(core, cost::POST_NS, now);
        self.dispatched(d);
    }

    /// Group commit: a commit ready at `at` joins the flush that has not
    /// started yet, or starts one when the log is idle; one ready during a
    /// flush waits for the next, which starts when that one ends. Returns
    /// when its flush ends (WRITELOG lasts one to two flushes).
    fn group_commit(&mut self, at: Nanos) -> Nanos {
        let (start, end) = self.flush;
        if at >= end {
            self.flush = (at, at + cost::LOG_FLUSH_NS);
        } else if at >= start {
            self.flush = (end, end + cost::LOG_FLUSH_NS);
        }
        self.flush.1
    }

    pub(super) fn commit(&mut self, s: TaskId, now: Nanos) {
        self.done += 1;
        self.last_commit = now;
        let started = self.session(s).started;
        self.latency.add(now - started);
        if self.watch.is_some() {
            let Session {
                last_key: key,
                last_leaf: page,
                ..
            } = *self.session(s);
            self.emit(|t_us| LatchEvent::InsertDone {
                t_us,
                session: s,
                key,
                page,
                latency_us: us(now - started),
            });
        }
        self.start(s, now);
    }
}
