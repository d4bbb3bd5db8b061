//! Where events go. Stepping collects them; full-scale runs use `NoEvents`,
//! and because `ENABLED` is a constant the event code compiles away there.

use crate::events::SimEvent;

pub trait EventSink {
    const ENABLED: bool;
    fn push(&mut self, event: SimEvent);
}

impl EventSink for Vec<SimEvent> {
    const ENABLED: bool = true;
    fn push(&mut self, event: SimEvent) {
        Vec::push(self, event)
    }
}

/// Discards events (full-scale runs, benchmarks).
pub struct NoEvents;

impl EventSink for NoEvents {
    const ENABLED: bool = false;
    fn push(&mut self, _event: SimEvent) {}
}
