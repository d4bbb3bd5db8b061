//! The latch simulation behind the `Scenario` contract: a step is one
//! insert committing; the figures (rows a second, waits, splits, the pages
//! waited on most) and the invariants a run keeps.

use super::*;

impl Scenario for LatchSim {
    type Event = LatchEvent;
    type Figures = LatchFigures;

    fn run_step(&mut self, watch: Option<&mut Vec<LatchEvent>>) {
        let Some(watch) = watch else {
            // Unwatched: the sessions' phases are settled once a batch.
            self.run_one();
            return;
        };
        // Dispatches taken before this step were reported (or not
        // watched) already.
        let now = self.queue.now();
        for p in &mut self.pending_runs {
            if p.is_some_and(|d| d.at <= now) {
                *p = None;
            }
        }
        for p in &mut self.pending_parks {
            if p.is_some_and(|(at, _)| at <= now) {
                *p = None;
            }
        }
        self.watch = Some(std::mem::take(watch));
        self.run_one();
        self.settle_phases();
        *watch = self.watch.take().unwrap_or_default();
    }
    fn steps_done(&self) -> u64 {
        self.done
    }
    fn total_steps(&self) -> Option<u64> {
        Some(self.params.rows)
    }
    fn done(&self) -> bool {
        self.done >= self.params.rows || self.queue.is_empty()
    }
    fn settle(&mut self) {
        self.settle_phases();
    }

    fn figures(&self) -> LatchFigures {
        self.figures_now()
    }

    fn views(&self) -> Vec<View> {
        self.pictures()
    }

    /// The hot page splits (the insert links a new last page); the latch is
    /// handed to a session that is not on its core (it must first wait
    /// for it: the convoy's link).
    fn moment(event: &LatchEvent) -> Option<&'static str> {
        match event {
            LatchEvent::InsertSplit { .. } => Some("split"),
            LatchEvent::LatchGrant { on_cpu: false, .. } => Some("parked_grant"),
            _ => None,
        }
    }

    fn check(&self) -> Result<(), String> {
        self.tree.check()?;
        if self.tree.rows() > self.started {
            return Err(format!(
                "{} rows in the tree, {} inserts started",
                self.tree.rows(),
                self.started
            ));
        }
        if self.cpu.running() > self.params.cores as usize {
            return Err("more sessions running than cores".into());
        }
        // At the end every waiter has been granted and let go.
        if self.done >= self.params.rows {
            if let Some(page) = self.pages.busy().next() {
                return Err(format!("page {page}'s latch is still in use at the end"));
            }
            if self.sessions.iter().any(|s| s.phase != Phase::Idle) {
                return Err("a session is still busy at the end".into());
            }
        }
        // sequential_key: flow control's rule, one session a core in line
        // (the count kept per core is the sessions that say so).
        if self.throttle {
            for (core, &n) in self.admitted.iter().enumerate() {
                let in_line = self
                    .sessions
                    .iter()
                    .zip(&self.core_of)
                    .filter(|(s, &c)| s.in_line && c as usize == core)
                    .count();
                if n > 1 || n as usize != in_line {
                    return Err(format!(
                        "core {core}: {n} admitted, {in_line} sessions in line"
                    ));
                }
            }
        }
        for page in self.pages.busy() {
            if let Some(h) = self.pages.holder(page) {
                let ses = self.sessions.get(h as usize).ok_or("holder out of range")?;
                if ses.page != page && ses.new_page != page {
                    return Err(format!("session {h} holds page {page} it does not know"));
                }
            }
        }
        Ok(())
    }
}

impl LatchSim {
    fn figures_now(&self) -> LatchFigures {
        let secs = self.last_commit as f64 / 1e9;
        let cap = self.tree.data_layout().capacity() as f64;
        let leaves = self.tree.leaf_count();
        // The 8 pages waited on most (most first, then by number), kept
        // by insertion: no sort routine in the WebAssembly for 8 items.
        let mut by_page: Vec<PageWaits> = Vec::with_capacity(9);
        for (p, w) in self.page_waits.iter().enumerate() {
            if w.0 == 0 {
                continue;
            }
            let at = by_page
                .iter()
                .position(|b| b.waits < w.0)
                .unwrap_or(by_page.len());
            if at < 8 {
                by_page.insert(
                    at,
                    PageWaits {
                        page: p as u32,
                        waits: w.0,
                        wait_us: us(w.1),
                    },
                );
                by_page.truncate(8);
            }
        }
        let cores_ns = self.params.cores as f64 * self.queue.now().max(1) as f64;
        LatchFigures {
            strategy: self.params.strategy,
            threads: self.params.threads,
            cores: self.params.cores,
            rows_done: self.done,
            elapsed_s: secs,
            rows_per_sec: if secs > 0.0 {
                self.done as f64 / secs
            } else {
                0.0
            },
            latch_waits: self.waits.count(),
            latch_wait_mean_us: self.waits.mean() / 1_000.0,
            latch_wait_p99_us: self.waits.quantile(0.99) / 1_000.0,
            page_splits: self.splits,
            mid_splits: self.mid_splits,
            rows_per_page: self.tree.data_layout().capacity(),
            leaf_pages: leaves,
            avg_leaf_density: self.tree.rows() as f64 / (leaves.max(1) as f64 * cap),
            context_switches: self.cpu.switches_by(self.queue.now()),
            cpu_busy: (self.cpu.busy() as f64 / cores_ns).min(1.0),
            hot_page: by_page.first().map(|w| w.page),
            waits_by_page: by_page,
            flow_control_waits: self.flow_waits,
            insert_latency_mean_us: self.latency.mean() / 1_000.0,
        }
    }
}

impl LatchSim {
    /// Bytes held: the tree, the latches, the queues.
    pub fn memory_bytes(&self) -> usize {
        self.tree.memory_bytes()
            + self.pages.memory_bytes()
            + self.queue.memory_bytes()
            + self.cpu.memory_bytes()
            + self.sessions.capacity() * std::mem::size_of::<Session>()
            + self.page_waits.capacity() * 16

    }
}
