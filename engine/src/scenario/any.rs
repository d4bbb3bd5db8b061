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
use crate::scenario::idxbuild::events::IdxEvent;
use crate::scenario::idxbuild::figures::IdxFigures;
use crate::scenario::idxbuild::{self, IdxBuild};
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
        /// An offline index rebuild in three phases: threads merging sort
        /// groups on shared devices (Progress idxbuild).
        IdxBuild => "idxbuild",
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
            ScenarioKind::IdxBuild => idxbuild::params::specs(),
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
            ScenarioKind::IdxBuild => idxbuild::params::parse(specs, values).err(),
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
            ScenarioKind::IdxBuild => idxbuild::params::parse(specs, values)
                .map(|p| AnyScenario::IdxBuild(Box::new(IdxBuild::new(p)))),
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
    IdxBuild(Box<IdxBuild>),
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
    IdxBuild(Vec<IdxEvent>),
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
    IdxBuild(IdxFigures),
}

/// `each!(scenario, s => expr)`: `expr` with `s` bound to the concrete
/// scenario, whichever it is; `each!(scenario, s => expr, Wrap)` wraps the
/// result in the variant of the same name (`AnyEvents::Wrap`, …).
macro_rules! each {
    ($any:expr, $s:ident => $body:expr) => {
        match $any {
            AnyScenario::InsertLoad($s) => $body,
            AnyScenario::BufferPool($s) => $body,
            AnyScenario::Fragmentation($s) => $body,
            AnyScenario::Bpe($s) => $body,
            AnyScenario::Latch($s) => $body,
            AnyScenario::IdxBuild($s) => $body,
        }
    };
    ($any:expr, $s:ident => $body:expr, $wrap:ident) => {
        match $any {
            AnyScenario::InsertLoad($s) => $wrap::InsertLoad($body),
            AnyScenario::BufferPool($s) => $wrap::BufferPool($body),
            AnyScenario::Fragmentation($s) => $wrap::Fragmentation($body),
            AnyScenario::Bpe($s) => $wrap::Bpe($body),
            AnyScenario::Latch($s) => $wrap::Latch($body),
            AnyScenario::IdxBuild($s) => $wrap::IdxBuild($body),
        }
    };
}

impl AnyScenario {
    pub fn kind(&self) -> ScenarioKind {
        match self {
            AnyScenario::InsertLoad(_) => ScenarioKind::InsertLoad,
            AnyScenario::BufferPool(_) => ScenarioKind::BufferPool,
            AnyScenario::Fragmentation(_) => ScenarioKind::Fragmentation,
            AnyScenario::Bpe(_) => ScenarioKind::Bpe,
            AnyScenario::Latch(_) => ScenarioKind::Latch,
            AnyScenario::IdxBuild(_) => ScenarioKind::IdxBuild,
        }
    }

    pub fn step(&mut self) -> AnyStep {
        macro_rules! wrap {
            ($s:expr, $v:ident) => {{
                let step = $s.step();
                AnyStep {
                    index: step.index,
                    done: step.done,
                    events: AnyEvents::$v(step.events),
                }
            }};
        }
        match self {
            AnyScenario::InsertLoad(s) => wrap!(s, InsertLoad),
            AnyScenario::BufferPool(s) => wrap!(s, BufferPool),
            AnyScenario::Fragmentation(s) => wrap!(s, Fragmentation),
            AnyScenario::Bpe(s) => wrap!(s, Bpe),
            AnyScenario::Latch(s) => wrap!(s, Latch),
            AnyScenario::IdxBuild(s) => wrap!(s, IdxBuild),
        }
    }

    pub fn advance(&mut self, n: u64) -> u64 {
        each!(self, s => s.advance(n))
    }

    pub fn progress(&self) -> Progress {
        each!(self, s => s.progress())
    }

    pub fn done(&self) -> bool {
        each!(self, s => s.done())
    }

    /// Runs to the end.
    pub fn run_to_end(&mut self) {
        while !self.done() {
            self.advance(1 << 20);
        }
    }

    pub fn figures(&self) -> AnyFigures {
        each!(self, s => s.figures(), AnyFigures)
    }

    pub fn views(&self) -> Vec<View> {
        each!(self, s => s.views())
    }

    pub fn check(&self) -> Result<(), String> {
        each!(self, s => s.check())
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

    /// The index rebuild, if this is one (tests, benchmarks).
    pub fn as_idxbuild(&self) -> Option<&IdxBuild> {
        match self {
            AnyScenario::IdxBuild(s) => Some(s),
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
