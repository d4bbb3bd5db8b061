//! A session's request at the grain of a page access: its start (which
//! pages it will touch, from `tables`), each access through the pool, the
//! file cache and the disks (`store`), and its end.

use super::*;

impl Fragmentation {
    /// Session `s` starts the phase's next request: the tables say which
    /// pages it needs (and change, for an insert); it will touch them.
    pub(super) fn begin(&mut self, s: usize, now: f64, watch: bool) {
        let kind = match self.phase {
            Phase::Window { left, measure_at } => {
                if self.started == measure_at && self.params.every > 0 {
                    self.start_meter(now);
                }
                self.started += 1;
                self.phase = Phase::Window {
                    left: left - 1,
                    measure_at,
                };
                self.next_kind()
            }
            Phase::Grow { .. } | Phase::Done => return,
        };
        if now < self.latest_ms {
            self.late_starts += 1;
        } else {
            self.latest_ms = now;
        }
        let measured = matches!(self.phase, Phase::Window { .. }) && self.meter.is_some();
        let customer = self.rng.below(self.params.customers as u64) as u32;
        let pick = self.rng.next_u64();
        let row = self.tables.recent_row(pick);
        // A finished request's list, reused: a customer's statement names
        // thousands of pages.
        let mut accesses = self.spare.pop().unwrap_or_default();
        accesses.clear();
        let mut sink = Collect(&mut accesses);
        let (mut archived, mut rows) = (0, 1);
        match kind {
            Kind::Insert => archived = self.tables.insert(customer, &mut sink),
            Kind::Update => self.tables.by_id(row, true, &mut sink),
            Kind::SelectOne => self.tables.by_id(row, false, &mut sink),
            Kind::SelectHour => rows = self.tables.by_customer(customer, true, &mut sink),
            Kind::SelectAll => rows = self.tables.by_customer(customer, false, &mut sink),
        }
        let mut events = Vec::new();
        if watch {
            let (customer, row) = match kind {
                Kind::Insert => (Some(customer), Some(self.tables.rows() - 1)),
                Kind::Update | Kind::SelectOne => (None, Some(row)),
                Kind::SelectHour | Kind::SelectAll => (Some(customer), None),
            };
            events.push(FragEvent::Request {
                session: s as u32,
                request: kind,
                customer,
                row,
                at_ms: now,
            });
        }
        let (clock, cpu_wait_ms) = self.cpus.run(now, REQUEST_MS);
        self.sessions[s].clock = clock;
        if self.sessions[s].busy.is_none() {
            self.busy += 1;
        }
        self.sessions[s].busy = Some(Busy {
            kind,
            start_ms: now,
            accesses,
            next: 0,
            rows,
            disk_reads: 0,
            archived,
            measured,
            events,
            cpu_wait_ms,
            cpu_due: 0.0,
            page_start: 0.0,
        });
    }

    /// Session `s` touches its request's next page, or finishes the one
    /// it read from disk (its copy into the pool, on a core); true when
    /// that was the last (or there were none).
    pub(super) fn access(&mut self, s: usize) -> bool {
        let session = &mut self.sessions[s];
        let Some(b) = session.busy.as_mut() else {
            return false;
        };
        if b.cpu_due > 0.0 {
            // The page came from disk while other sessions went on: its
            // copy takes a core now that this session's clock is the
            // earliest again (work is asked of the cores in time order).
            let (clock, waited) = self.cpus.run(session.clock, b.cpu_due);
            session.clock = clock;
            b.cpu_wait_ms += waited;
            b.cpu_due = 0.0;
            if let Some(FragEvent::Page { ms, .. }) = b.events.last_mut() {
                *ms = clock - b.page_start;
            }
            return b.next >= b.accesses.len();
        }
        if let Some(&(rel, page, how)) = b.accesses.get(b.next) {
            self.latest_ms = self.latest_ms.max(session.clock);
            let before = session.clock;
            let t = self.store.touch(self.addr.id_of(rel, page), how, before);
            // The access's own work takes a core (a dirty victim's write()
            // copies it into the file cache first); the rest of its time,
            // the disk's and a write's backlog, waits for none. A page
            // read from disk is copied into the pool once it has come.
            let write = if matches!(t.evicted, Some((_, true))) { COPY_MS } else { 0.0 };
            let (now_cpu, later_cpu) = match t.found {
                Found::Pool => (HIT_MS, 0.0),
                Found::FileCache => (HIT_MS + COPY_MS, 0.0),
                Found::Disk => (0.0, COPY_MS),
            };
            let waits = t.ms - now_cpu - later_cpu;
            let (clock, waited) = self.cpus.run(before, now_cpu + write);
            b.cpu_wait_ms += waited;
            session.clock = if later_cpu > 0.0 {
                b.cpu_due = later_cpu;
                b.page_start = before;
                clock.max(before + waits)
            } else {
                clock + waits
            };
            let t = Touch { ms: session.clock - before, ..t };
            b.next += 1;
            if t.found == Found::Disk {
                b.disk_reads += 1;
            }
            if !b.events.is_empty() {
                // (A request kept its story from its start: `begin`.)
                let left = t.evicted.map(|(id, written)| {
                    let (rel, page) = self.addr.rel_of(id);
                    Left { rel, page, written }
                });
                b.events.push(FragEvent::Page {
                    rel,
                    page,
                    write: how != How::Read,
                    found: t.found,
                    ms: t.ms,
                    left,
                });
            }
        }
        b.next >= b.accesses.len() && b.cpu_due == 0.0
    }

    /// Session `s`'s request is done: its commit, its time, its events.
    pub(super) fn finish(&mut self, s: usize, events: Option<&mut Vec<FragEvent>>) {
        let session = &mut self.sessions[s];
        let Some(mut b) = session.busy.take() else {
            return;
        };
        let ready = session.clock;
        if matches!(b.kind, Kind::Insert | Kind::Update) {
            session.clock = self.wal.commit(ready);
        }
        let commit_ms = session.clock - ready;
        let end = session.clock;
        self.busy -= 1;
        self.done += 1;
        let mut accesses = std::mem::take(&mut b.accesses);
        let pages = accesses.len() as u32;
        accesses.clear();
        self.spare.push(accesses);
        if b.measured {
            if let Some(m) = self.meter.as_mut() {
                m.count[b.kind as usize] += 1;
                m.ms[b.kind as usize] += end - b.start_ms;
                m.end_ms = m.end_ms.max(end);
            }
        }
        if let Some(out) = events {
            let (bg, ck) = std::mem::take(&mut self.background);
            if bg + ck > 0 {
                out.push(FragEvent::Background {
                    bgwriter: bg,
                    checkpoint: ck,
                });
            }
            out.append(&mut b.events);
            if b.archived > 0 {
                out.push(FragEvent::Archive { rows: b.archived });
            }
            out.push(FragEvent::Done {
                session: s as u32,
                request: b.kind,
                ms: end - b.start_ms,
                pages,
                disk_reads: b.disk_reads,
                rows: b.rows,
                commit_ms,
                cpu_wait_ms: b.cpu_wait_ms,
            });
        }
    }
}
