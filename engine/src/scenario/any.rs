//! One type over every scenario, for the callers that hold "a lesson's
//! simulation" without knowing which (the WebAssembly handle, the CLI, the
//! fidelity runner). Each method dispatches to the scenario's own.
//!
//! Serialised, a step's events and the figures are the scenario's own
//! (untagged), so the TypeScript types are unions of the scenarios' types
//! and the JSON a scenario prints does not change when others join.

use serde::Serialize;

use crate::scenario::bpe::events::BpeEvent;
use crate::scenario::bpe::figures::BpeFigures;
use crate::scenario::bpe::{self, Bpe};
use crate::scenario::buffer_pool::events::BufferEvent;
use crate::scenario::buffer_pool::figures::BufferPoolFigures;
use crate::scenario::buffer_pool::{self, BufferPoolSim};
use crate::scenario::fragmentation::events::FragEvent;
use crate::scenario::fragmentation::figures::FragmentationFigures;
use crate::scenario::fragmentation::{self, Fragmentation};
use crate::scenario::insert_load::events::InsertLoadEvent;
use crate::scenario::insert_load::figures::InsertLoadFigures;
use crate::scenario::insert_load::{self, InsertLoad};
use crate::scenario::latch::events::LatchEvent;
use crate::scenario::latch::figures::LatchFigures;
use crate::scenario::latch::{self, LatchSim};
use crate::scenario::params::{ParamError, ParamSpec};
use crate::scenario::{Progress, Scenario, View};

crate::choice_enum! {
    /// Which simulation a lesson runs.
    pub enum ScenarioKind {
        /// Rows inserted into a clustered index or a heap, day by day.
        InsertLoad => "insert_load",
        /// One reference string, pools under several policies side by side.
        BufferPool => "buffer_pool",
        /// A growing table under ten sessions' mixed load, through the pool,
        /// the file cache and the disks.
        Fragmentation => "fragmentation",
        /// Runs of random updates through a pool and its extension on SSD
        /// (SQL Server's buffer pool extension).
        Bpe => "bpe",
        /// Sessions on cores inserting into one table, each holding its
        /// leaf's page latch (last-page insert contention).
        Latch => "latch",
    }
}

impl ScenarioKind {
    /// The scenario's parameters, with its own defaults.
    pub fn specs(self) -> Vec<ParamSpec> {
        match self {
            ScenarioKind::InsertLoad => insert_load::params::specs(),
            ScenarioKind::BufferPool => buffer_pool::params::specs(),
            ScenarioKind::Fragmentation => fragmentation::params::specs(),
            ScenarioKind::Bpe => bpe::params::specs(),
            ScenarioKind::Latch => latch::params::specs(),
        }
    }

    /// Validates `values` over `specs` (the scenario's, with a lesson's
    /// defaults) without building anything.
    pub fn validate(self, specs: &[ParamSpec], values: &[(String, String)]) -> Vec<ParamError> {
        match self {
            ScenarioKind::InsertLoad => insert_load::params::parse(specs, values).err(),
            ScenarioKind::BufferPool => buffer_pool::params::parse(specs, values).err(),
            ScenarioKind::Fragmentation => fragmentation::params::parse(specs, values).err(),
            ScenarioKind::Bpe => bpe::params::parse(specs, values).err(),
            ScenarioKind::Latch => latch::params::parse(specs, values).err(),
        }
        .unwrap_or_default()
    }

    /// Builds the scenario for `values` over `specs`.
    pub fn open(
        self,
        specs: &[ParamSpec],
        values: &[(String, String)],
    ) -> Result<AnyScenario, Vec<ParamError>> {
        match self {
            ScenarioKind::InsertLoad => insert_load::params::parse(specs, values)
                .map(|p| AnyScenario::InsertLoad(Box::new(InsertLoad::new(p)))),
            ScenarioKind::BufferPool => buffer_pool::params::parse(specs, values)
                .map(|p| AnyScenario::BufferPool(Box::new(BufferPoolSim::new(p)))),
            ScenarioKind::Fragmentation => fragmentation::params::parse(specs, values)
                .map(|p| AnyScenario::Fragmentation(Box::new(Fragmentation::new(p)))),
            ScenarioKind::Bpe => {
                bpe::params::parse(specs, values).map(|p| AnyScenario::Bpe(Box::new(Bpe::new(p))))
            }
            ScenarioKind::Latch => latch::params::parse(specs, values)
                .map(|p| AnyScenario::Latch(Box::new(LatchSim::new(p)))),
        }
    }
}

/// A simulation of any kind.
pub enum AnyScenario {
    InsertLoad(Box<InsertLoad>),
    BufferPool(Box<BufferPoolSim>),
    Fragmentation(Box<Fragmentation>),
    Bpe(Box<Bpe>),
    Latch(Box<LatchSim>),
}

/// A step of any scenario: `{ index, done, events }`.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(into_wasm_abi))]
pub struct AnyStep {
    pub index: u64,
    pub done: bool,
    pub events: AnyEvents,
}

/// The events of one step, as the scenario reports them.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify))]
#[serde(untagged)]
pub enum AnyEvents {
    InsertLoad(Vec<InsertLoadEvent>),
    BufferPool(Vec<BufferEvent>),
    Fragmentation(Vec<FragEvent>),
    Bpe(Vec<BpeEvent>),
    Latch(Vec<LatchEvent>),
}

/// The figures of any scenario, as the scenario reports them.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(into_wasm_abi, hashmap_as_object))]
#[serde(untagged)]
// Figures are made once a run (or once a chart point): their size
// difference costs nothing worth a box.
#[allow(clippy::large_enum_variant)]
pub enum AnyFigures {
    InsertLoad(InsertLoadFigures),
    BufferPool(BufferPoolFigures),
    Fragmentation(FragmentationFigures),
    Bpe(BpeFigures),
    Latch(LatchFigures),
}

impl AnyScenario {
    pub fn kind(&self) -> ScenarioKind {
        match self {
            AnyScenario::InsertLoad(_) => ScenarioKind::InsertLoad,
            AnyScenario::BufferPool(_) => ScenarioKind::BufferPool,
            AnyScenario::Fragmentation(_) => ScenarioKind::Fragmentation,
            AnyScenario::Bpe(_) => ScenarioKind::Bpe,
            AnyScenario::Latch(_) => ScenarioKind::Latch,
        }
    }

    pub fn step(&mut self) -> AnyStep {
        match self {
            AnyScenario::InsertLoad(s) => {
                let step = s.step();
                AnyStep {
                    index: step.index,
                    done: step.done,
                    events: AnyEvents::InsertLoad(step.events),
                }
            }
            AnyScenario::BufferPool(s) => {
                let step = s.step();
                AnyStep {
                    index: step.index,
                    done: step.done,
                    events: AnyEvents::BufferPool(step.events),
                }
            }
            AnyScenario::Fragmentation(s) => {
                let step = s.step();
                AnyStep {
                    index: step.index,
                    done: step.done,
                    events: AnyEvents::Fragmentation(step.events),
                }
            }
            AnyScenario::Bpe(s) => {
                let step = s.step();
                AnyStep {
                    index: step.index,
                    done: step.done,
                    events: AnyEvents::Bpe(step.events),
                }
            }
            AnyScenario::Latch(s) => {
                let step = s.step();
                AnyStep {
                    index: step.index,
                    done: step.done,
                    events: AnyEvents::Latch(step.events),
                }
            }
        }
    }

    pub fn advance(&mut self, n: u64) -> u64 {
        match self {
            AnyScenario::InsertLoad(s) => s.advance(n),
            AnyScenario::BufferPool(s) => s.advance(n),
            AnyScenario::Fragmentation(s) => s.advance(n),
            AnyScenario::Bpe(s) => s.advance(n),
            AnyScenario::Latch(s) => s.advance(n),
        }
    }

    pub fn progress(&self) -> Progress {
        match self {
            AnyScenario::InsertLoad(s) => s.progress(),
            AnyScenario::BufferPool(s) => s.progress(),
            AnyScenario::Fragmentation(s) => s.progress(),
            AnyScenario::Bpe(s) => s.progress(),
            AnyScenario::Latch(s) => s.progress(),
        }
    }

    pub fn done(&self) -> bool {
        match self {
            AnyScenario::InsertLoad(s) => s.done(),
            AnyScenario::BufferPool(s) => s.done(),
            AnyScenario::Fragmentation(s) => s.done(),
            AnyScenario::Bpe(s) => s.done(),
            AnyScenario::Latch(s) => s.done(),
        }
    }

    /// Runs to the end.
    pub fn run_to_end(&mut self) {
        while !self.done() {
            self.advance(1 << 20);
        }
    }

    pub fn figures(&self) -> AnyFigures {
        match self {
            AnyScenario::InsertLoad(s) => AnyFigures::InsertLoad(s.figures()),
            AnyScenario::BufferPool(s) => AnyFigures::BufferPool(s.figures()),
            AnyScenario::Fragmentation(s) => AnyFigures::Fragmentation(s.figures()),
            AnyScenario::Bpe(s) => AnyFigures::Bpe(s.figures()),
            AnyScenario::Latch(s) => AnyFigures::Latch(s.figures()),
        }
    }

    pub fn views(&self) -> Vec<View> {
        match self {
            AnyScenario::InsertLoad(s) => s.views(),
            AnyScenario::BufferPool(s) => s.views(),
            AnyScenario::Fragmentation(s) => s.views(),
            AnyScenario::Bpe(s) => s.views(),
            AnyScenario::Latch(s) => s.views(),
        }
    }

    pub fn check(&self) -> Result<(), String> {
        match self {
            AnyScenario::InsertLoad(s) => s.check(),
            AnyScenario::BufferPool(s) => s.check(),
            AnyScenario::Fragmentation(s) => s.check(),
            AnyScenario::Bpe(s) => s.check(),
            AnyScenario::Latch(s) => s.check(),
        }
    }

    /// The insert load, if this is one (tests, benchmarks).
    pub fn as_insert_load(&self) -> Option<&InsertLoad> {
        match self {
            AnyScenario::InsertLoad(s) => Some(s),
            _ => None,
        }
    }

    pub fn as_insert_load_mut(&mut self) -> Option<&mut InsertLoad> {
        match self {
            AnyScenario::InsertLoad(s) => Some(s),
            _ => None,
        }
    }

    /// The bpe simulation, if this is one (tests).
    pub fn as_bpe(&self) -> Option<&Bpe> {
        match self {
            AnyScenario::Bpe(s) => Some(s),
            _ => None,
        }
    }

    /// The latch simulation, if this is one (tests).
    pub fn as_latch(&self) -> Option<&LatchSim> {
        match self {
            AnyScenario::Latch(s) => Some(s),
            _ => None,
        }
    }

    /// The buffer-pool simulation, if this is one (tests, benchmarks).
    pub fn as_buffer_pool(&self) -> Option<&BufferPoolSim> {
        match self {
            AnyScenario::BufferPool(s) => Some(s),
            _ => None,
        }
    }
}

impl AnyFigures {
    /// A figure by name, as a number (the article cases compare by name).
    pub fn number(&self, name: &str) -> Option<f64> {
        let value = serde_json::to_value(self).ok()?;
        value.get(name)?.as_f64()
    }
}
