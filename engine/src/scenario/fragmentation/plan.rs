//! How a run walks through its growth: the phases (growth alone, a
//! measurement window, the end), the planned total of steps, and the
//! disks' record trimmed as the clocks move on.

use super::*;

impl Fragmentation {
    /// Every request of the phase has started and finished: the next phase.
    pub(super) fn next_phase(&mut self) {
        self.phase = match self.phase {
            Phase::Grow { .. } => {
                self.tables.defer(false);
                self.tables.catch_up();
                // The sessions take up the mix where the growth's clock is.
                for s in &mut self.sessions {
                    s.clock = s.clock.max(self.growth_clock);
                }
                self.started = 0;
                Phase::Window {
                    left: self.params.window,
                    measure_at: self.params.window / 2,
                }
            }
            Phase::Window { .. } if self.params.every == 0 => {
                if self.tables.rows() >= self.params.target_rows() {
                    Phase::Done
                } else {
                    Phase::Window {
                        left: self.params.window,
                        measure_at: 0,
                    }
                }
            }
            Phase::Window { .. } => {
                let point = self.point();
                // The growth runs at the rate this window inserted rows.
                let inserts = self.meter.map_or(0, |m| m.count[Kind::Insert as usize]);
                if inserts > 0 && point.elapsed_ms > 0.0 {
                    self.ms_per_row = point.elapsed_ms / inserts as f64;
                }
                self.growth_clock = self.sessions.iter().map(|s| s.clock).fold(0.0, f64::max);
                self.since_point = (self.store.io.writes(), point.hours * 3_600_000.0);
                self.points.push(point);
                self.meter = None;
                if self.tables.rows() >= self.params.target_rows() {
                    Phase::Done
                } else {
                    next_growth(&self.params, self.tables.rows())
                }
            }
            Phase::Done => Phase::Done,
        };
    }

    /// The disks forget the work finished before any time a count will
    /// ask about: the measured requests' end so far while measuring (the
    /// window's counts are taken up to it, and it only grows), else the
    /// earliest session clock (the next measurement starts at a session's
    /// clock, and clocks only grow). Without it a run that measures from
    /// its start (`every` = 0) keeps every read it ever made.
    pub(super) fn forget_disk_work(&mut self) {
        let by = match self.meter {
            Some(m) => m.end_ms,
            None => self
                .sessions
                .iter()
                .map(|s| s.clock)
                .fold(f64::INFINITY, f64::min),
        };
        if by.is_finite() {
            self.store.forget_done(by);
        }
    }
}

/// The phase a run starts in.
pub(super) fn first_phase(p: &Params, rows: u64) -> Phase {
    if p.every == 0 {
        Phase::Window {
            left: p.window,
            measure_at: 0,
        }
    } else {
        next_growth(p, rows)
    }
}

/// Growth to the next window: `every` rows (fewer at the end).
pub(super) fn next_growth(p: &Params, rows: u64) -> Phase {
    let left = p.every.min(p.target_rows().saturating_sub(rows));
    if left == 0 {
        return Phase::Window {
            left: p.window,
            measure_at: p.window / 2,
        };
    }
    Phase::Grow { left }
}

/// Requests of the whole run, from the parameters alone (every window's
/// mix holds exactly a quarter of inserts).
pub(super) fn plan_total(p: &Params) -> u64 {
    let (mut rows, mut total) = (p.start_rows, 0u64);
    if p.every == 0 {
        let blocks = p.target_rows().saturating_sub(rows).div_ceil(INSERTS_PER_BLOCK);
        let per_window = p.window / 20;
        return blocks.div_ceil(per_window.max(1)) * p.window;
    }
    loop {
        let grow = p.every.min(p.target_rows().saturating_sub(rows));
        rows += grow;
        total += grow;
        rows += p.window / 20 * INSERTS_PER_BLOCK;
        total += p.window;
        if rows >= p.target_rows() {
            return total;
        }
    }
}
