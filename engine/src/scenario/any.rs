//! What `AnyScenario` does beside the registry's dispatch
//! (`registry::scenarios!` writes the per-scenario arms): the step type the
//! callers see, running to the end, reaching the concrete scenario, and
//! reading a figure by name.
//!
//! Serialised, a step's events and the figures are the scenario's own
//! (untagged), so the TypeScript types are unions of the scenarios' types
//! and the JSON a scenario prints does not change when others join.

use serde::Serialize;

use super::registry::Member;
use super::{AnyEvents, AnyFigures, AnyScenario};

/// A step of any scenario: `{ index, done, events }`.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(into_wasm_abi))]
pub struct AnyStep {
    pub index: u64,
    pub done: bool,
    pub events: AnyEvents,
}

impl AnyScenario {
    /// Runs to the end.
    pub fn run_to_end(&mut self) {
        while !self.done() {
            self.advance(1 << 20);
        }
    }

    /// The concrete scenario, if this is one (`sim.get::<LatchSim>()`).
    pub fn get<S: Member>(&self) -> Option<&S> {
        S::of(self)
    }

    pub fn get_mut<S: Member>(&mut self) -> Option<&mut S> {
        S::of_mut(self)
    }
}

/// The moments of `sim`'s next `n` steps: each step watched, each kind it
/// marks once, numbered as the step view numbers steps (after the step).
pub fn scan_moments<S: super::Scenario>(sim: &mut S, n: u64) -> Vec<super::Moment> {
    let mut out = Vec::new();
    for _ in 0..n {
        if sim.done() {
            break;
        }
        let step = sim.step();
        let at = out.len();
        for e in &step.events {
            if let Some(kind) = S::moment(e) {
                if !out[at..].iter().any(|m: &super::Moment| m.kind == kind) {
                    out.push(super::Moment {
                        step: step.index + 1,
                        kind,
                    });
                }
            }
        }
    }
    out
}

impl AnyFigures {
    /// A figure by name, as a number (the article cases compare by name).
    pub fn number(&self, name: &str) -> Option<f64> {
        let value = serde_json::to_value(self).ok()?;
        value.get(name)?.as_f64()
    }
}
