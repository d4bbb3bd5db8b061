//! The cores' dispatches as the step reports them: a dispatch taken now
//! is a `session_run` now; one decided for later (a leaving session's
//! core) and a spin's end are reported at their times (`report_runs`), as
//! if each had been an event.

use super::*;

impl LatchSim {
    pub(super) fn dispatched(&mut self, d: Option<Dispatch>) {
        let Some(d) = d else { return };
        self.queue.push(
            d.end,
            Ev::Slice {
                core: d.core,
                token: d.token,
            },
        );
        if d.at > self.queue.now() {
            // The core takes the task later: reported then (`report_runs`).
            if let Some(p) = self.pending_runs.get_mut(d.core as usize) {
                *p = Some(d);
            }
            return;
        }
        if self.watch.is_some() {
            self.emit(|t_us| LatchEvent::SessionRun {
                t_us,
                session: d.task,
                core: d.core,
                switched: d.switched,
            });
        }
    }

    /// Reports the spins ended (`latch_park`) and the dispatches taken
    /// (`session_run`) by `now`, earliest first, before the events of
    /// `now`.
    pub(super) fn report_runs(&mut self, now: Nanos) {
        loop {
            // A core's park comes before the run it makes room for.
            let park = self
                .pending_parks
                .iter()
                .enumerate()
                .filter_map(|(c, p)| p.map(|(at, s)| (at, c, s)))
                .filter(|p| p.0 <= now)
                .min();
            let next = self
                .pending_runs
                .iter()
                .flatten()
                .filter(|d| d.at <= now)
                .min_by_key(|d| (d.at, d.core))
                .copied();
            if let Some((at, c, s)) = park {
                if next.is_none_or(|d| (at, c) <= (d.at, d.core as usize)) {
                    self.pending_parks[c] = None;
                    let page = self.session(s).page;
                    if let Some(w) = self.watch.as_mut() {
                        w.push(LatchEvent::LatchPark {
                            t_us: us(at),
                            session: s,
                            page,
                        });
                    }
                    continue;
                }
            }
            let Some(d) = next else { return };
            if let Some(p) = self.pending_runs.get_mut(d.core as usize) {
                *p = None;
            }
            if let Some(w) = self.watch.as_mut() {
                w.push(LatchEvent::SessionRun {
                    t_us: us(d.at),
                    session: d.task,
                    core: d.core,
                    switched: d.switched,
                });
            }
        }
    }
}
