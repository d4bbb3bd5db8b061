//! Scenarios: what a lesson runs. Each scenario is a deterministic
//! simulation behind one contract (`Scenario`): `step()` returns the events
//! of one step, `advance(n)` runs n steps unwatched through the same code,
//! `progress()` says how far it is (the total may be unknown: a timed
//! simulation ends when its clock does), `figures()` are its results by
//! name, `views()` the bulk data its pictures draw, `check()` its
//! invariants. Each scenario owns its parameters (read with the shared
//! `params::Reader`), its events, its figures, its cost model and its
//! budget (what a parameter set holds and how long it runs, estimated
//! before it is built; `budget` holds it against pagelab's limits).
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
//! Adding a scenario: its folder here (a type implementing `Scenario` and
//! `registry::ScenarioDef`, its parameters, events, figures, views, lessons
//! and article), one line in the `scenarios!` list below, and its feature
//! in `Cargo.toml` (in `lessons` and `playground`).

mod any;
pub mod article;
pub mod budget;
pub mod lesson;
pub mod params;
pub mod registry;
mod view;

use serde::Serialize;

pub use any::{scan_moments, AnyStep};
pub use budget::{Budget, Lever};
pub use registry::{Kernel, Member, ScenarioDef};
pub use view::{Field, View, ViewField, VIEW_TS};

registry::scenarios! {
    #[cfg(feature = "insert_load")] insert_load => InsertLoad(InsertLoad, InsertLoadEvent, InsertLoadFigures),
    #[cfg(feature = "buffer_pool")] buffer_pool => BufferPool(BufferPoolSim, BufferEvent, BufferPoolFigures),
    #[cfg(feature = "fragmentation")] fragmentation => Fragmentation(Fragmentation, FragEvent, FragmentationFigures),
    #[cfg(feature = "bpe")] bpe => Bpe(Bpe, BpeEvent, BpeFigures),
    #[cfg(feature = "latch")] latch => Latch(LatchSim, LatchEvent, LatchFigures),
    #[cfg(feature = "idxbuild")] idxbuild => IdxBuild(IdxBuild, IdxEvent, IdxFigures),
}

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

/// A step with a moment worth finding (`Scenario::moment`): after `step`
/// steps, the step view shows it; `kind` says which.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify))]
pub struct Moment {
    pub step: u64,
    pub kind: &'static str,
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

/// The contract every scenario meets. A scenario writes one step
/// (`run_step`) and says how far it is (`steps_done`, `total_steps`,
/// `done`); `step`, `advance` and `progress` follow from those, so watched
/// and unwatched runs take the same code path by construction.
pub trait Scenario {
    type Event: Serialize;
    type Figures: Serialize;

    /// Runs one step (called only while not `done`); `watch`, when given,
    /// receives its events in the order they happened.
    fn run_step(&mut self, watch: Option<&mut Vec<Self::Event>>);
    /// Steps run so far.
    fn steps_done(&self) -> u64;
    /// Steps in all, when known before the end.
    fn total_steps(&self) -> Option<u64>;
    /// Whether nothing is left to do.
    fn done(&self) -> bool;
    /// Brings derived state up to date after a batch of unwatched steps
    /// (a scenario that defers bookkeeping in `advance`; most need none).
    fn settle(&mut self) {}

    fn figures(&self) -> Self::Figures;
    fn views(&self) -> Vec<View>;
    /// Every structural invariant; the first broken one.
    fn check(&self) -> Result<(), String>;
    /// Why the run stopped before its end, if it did (a guard tripped).
    fn halted(&self) -> Option<String> {
        None
    }
    /// The moment an event marks, if it is one worth finding in a long run
    /// (a split, an eviction, a wash, a grant to a parked session, a phase
    /// change): its kind, one of `MOMENTS`. The stage jumps between them
    /// and marks them on its timeline.
    fn moment(_event: &Self::Event) -> Option<&'static str>
    where
        Self: Sized,
    {
        None
    }

    /// One step, watched: its events in the order they happened.
    fn step(&mut self) -> Step<Self::Event> {
        let index = self.steps_done();
        let mut events = Vec::new();
        if !self.done() {
            self.run_step(Some(&mut events));
        }
        Step {
            index,
            done: self.done(),
            events,
        }
    }

    /// Up to `n` steps unwatched; returns the steps done so far.
    fn advance(&mut self, n: u64) -> u64 {
        for _ in 0..n {
            if self.done() {
                break;
            }
            self.run_step(None);
        }
        self.settle();
        self.steps_done()
    }

    fn progress(&self) -> Progress {
        Progress {
            done: self.steps_done(),
            total: self.total_steps(),
        }
    }

    /// Runs to the end, unwatched.
    fn run_to_end(&mut self) {
        while !self.done() {
            self.advance(1 << 20);
        }
    }
}
