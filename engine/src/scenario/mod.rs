//! Scenarios: what a lesson runs. Each scenario is a deterministic
//! simulation behind one contract (`Scenario`): `step()` returns the events
//! of one step, `advance(n)` runs n steps unwatched through the same code,
//! `progress()` says how far it is (the total may be unknown: a timed
//! simulation ends when its clock does), `figures()` are its results by
//! name, `views()` the bulk data its pictures draw, `check()` its
//! invariants. Each scenario owns its parameters (read with the shared
//! `params::Reader`), its events, its figures and its cost model.
//!
//! ```text
//!   catalog (lesson: scenario + defaults + article cases)
//!        │ open(lesson, values)
//!        ▼
//!   AnyScenario ── InsertLoad (storage::tree / heap, log, cost)
//!        │      ├── BufferPoolSim (storage::buffer, workload::trace)
//!        │      ├── Fragmentation (storage::grouped_index, buffer, device)
//!        │      ├── Bpe (storage::buffer, device: a pool and its extension)
//!        │      ├── LatchSim (des: cores, latches; storage::tree)
//!        │      └── IdxBuild (des: event queue, stations for disks and
//!        │          CPUs; a database of areas, tables, indexes)
//!        ▼
//!   Step { index, done, events } · Progress · figures · views
//! ```
//!
//! Adding a scenario: a module here implementing `Scenario`, a variant of
//! `AnyScenario` (and of its step and figure enums), and `ScenarioKind`.

mod any;
pub mod bpe;
pub mod buffer_pool;
pub mod fragmentation;
pub mod idxbuild;
pub mod insert_load;
pub mod latch;
pub mod params;
mod view;

use serde::Serialize;

pub use any::{AnyEvents, AnyFigures, AnyScenario, AnyStep, ScenarioKind};
pub use view::View;

/// How far a scenario has run.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(into_wasm_abi))]
pub struct Progress {
    /// Steps done.
    pub done: u64,
    /// Steps in all, when known before the end (`null` in JSON otherwise).
    #[cfg_attr(target_arch = "wasm32", tsify(type = "number | null"))]
    pub total: Option<u64>,
}

/// What one step did.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Step<E> {
    /// The step's number (0 for the first).
    pub index: u64,
    /// Whether the scenario has nothing left to do.
    pub done: bool,
    pub events: Vec<E>,
}

/// The contract every scenario meets.
pub trait Scenario {
    type Event: Serialize;
    type Figures: Serialize;
    /// One step, watched: its events in the order they happened.
    fn step(&mut self) -> Step<Self::Event>;
    /// Up to `n` steps unwatched; returns the steps done so far.
    fn advance(&mut self, n: u64) -> u64;
    fn progress(&self) -> Progress;
    fn figures(&self) -> Self::Figures;
    fn views(&self) -> Vec<View>;
    /// Every structural invariant; the first broken one.
    fn check(&self) -> Result<(), String>;
}
