//! The registry: one list of scenarios (`scenarios!` in `scenario/mod.rs`)
//! from which everything that must know every scenario follows: the module
//! declarations, `ScenarioKind`, `AnyScenario` and its step and figure
//! enums, the lessons the catalogue lists, and the benchmark kernels. No
//! other file names a scenario one by one.
//!
//! Each line carries its Cargo feature (the scenario's name): a build
//! with some of them has only those scenarios, their lessons and their
//! code, which is how each lesson gets an engine of its own in the page
//! (`scripts/build-wasm.sh`, `engine` plus one scenario). The CLI and the
//! tests build them all (`lessons`, the default).
//!
//! ```text
//!   scenarios! { latch => Latch(LatchSim, LatchEvent, LatchFigures), ... }
//!        │
//!        ├─▶ pub mod latch;            (scenario/latch/: the folder)
//!        ├─▶ ScenarioKind::Latch        ("latch", its specs, validate, open)
//!        ├─▶ AnyScenario::Latch(Box<LatchSim>), AnyEvents, AnyFigures
//!        ├─▶ lessons()                  (LatchSim::lessons(), in list order)
//!        └─▶ kernels()                  (LatchSim::kernels(), bench only)
//! ```
//!
//! What the registry needs of a scenario is `ScenarioDef`: its parameters'
//! specs and parser, its budget, its constructor, its lessons and kernels.
//! Every way to a built scenario (`ScenarioKind::validate`, `open`,
//! `open_def`) goes through `read`: the parameters parsed, then their
//! budget held against pagelab's limits (`budget::check`), so no scenario
//! can be built, or a set accepted, past them.

use super::budget::{self, Budget};
use super::lesson::Lesson;
use super::params::{Declared, ParamError, ParamSpec};
use super::Scenario;

/// What the registry needs of a scenario, beside the `Scenario` contract.
pub trait ScenarioDef: Scenario + Sized {
    /// The parameters, typed, declared once (`declare_params!`).
    type Params: Declared;
    /// What it simulates, in one line (`pagelab lessons`).
    const ABOUT: &'static str;
    /// Its parameters, with its own defaults.
    fn specs() -> Vec<ParamSpec> {
        Self::Params::specs()
    }
    /// Reads `values` over `specs` (the scenario's, with a lesson's
    /// defaults): every value and every rule across values, checked
    /// before anything is built. (The budget is the registry's: `read`.)
    fn parse(
        specs: &[ParamSpec],
        values: &[(String, String)],
    ) -> Result<Self::Params, Vec<ParamError>> {
        Self::Params::parse(specs, values)
    }
    /// What parameters `parse` accepted will hold at most and how long
    /// they will run, estimated without building anything (cheap: the
    /// catalogue validates on every keystroke), and what drives each.
    fn budget(params: &Self::Params) -> Budget;
    /// Builds the simulation for parameters `read` accepted.
    fn build(params: Self::Params) -> Self;
    /// The article its lessons tell, all its cases (the catalogue keeps
    /// each lesson's). Built when asked for, and only the catalogue asks:
    /// running or checking a lesson never needs it, so an engine without
    /// the catalogue (a scenario's own, the playground's) carries none of
    /// its tables or quotes. (A field of `Lesson` would keep it: a function
    /// pointer stays in the WASM's table whether or not it is called.)
    fn article() -> crate::scenario::article::Article;
    /// The lessons that run it, in the order the site lists them.
    fn lessons() -> Vec<Lesson>;
    /// Judges the points of its lessons' sweep `sweep` (a `Sweep`'s id):
    /// `Some(true)` when the runs keep the article's shape, `Some(false)`
    /// when one breaks it, `None` while a point it needs is missing, or
    /// for a sweep with no claim.
    fn verdict(_sweep: &str, _points: &[crate::scenario::lesson::SweepPoint]) -> Option<bool> {
        None
    }
    /// Its benchmark kernels (`pagelab bench`, `npm run bench`).
    #[cfg(any(not(target_arch = "wasm32"), feature = "bench"))]
    fn kernels() -> Vec<Kernel> {
        Vec::new()
    }
}

/// A benchmark kernel: a named piece of full-scale work that returns the
/// units of work it did (rows, references, requests).
#[derive(Clone, Copy)]
pub struct Kernel {
    pub name: &'static str,
    /// Takes seconds: timed once after a warm-up, not five times.
    pub heavy: bool,
    pub run: fn() -> u64,
}

/// Parameters of scenario `S` that may be built: `values` parsed over
/// `specs`, then their budget within pagelab's limits.
pub fn read<S: ScenarioDef>(
    specs: &[ParamSpec],
    values: &[(String, String)],
) -> Result<S::Params, Vec<ParamError>> {
    let params = S::parse(specs, values)?;
    let over = budget::check(&S::budget(&params));
    if over.is_empty() {
        Ok(params)
    } else {
        Err(over)
    }
}

/// The budget of parameters `S` would accept by their values alone (a
/// test's and a calibration's view: `read` refuses what is over).
pub fn estimate<S: ScenarioDef>(
    specs: &[ParamSpec],
    values: &[(String, String)],
) -> Result<Budget, Vec<ParamError>> {
    S::parse(specs, values).map(|p| S::budget(&p))
}

/// Builds scenario `S` from its own specs (a kernel's way in: no lesson).
pub fn open_def<S: ScenarioDef>(values: &[(&str, &str)]) -> Option<S> {
    let values: Vec<(String, String)> = values
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    read::<S>(&S::specs(), &values).ok().map(S::build)
}

/// `scenarios! { #[cfg(feature = "module")] module => Variant(Type, Event, Figures), ... }`: declares
/// each scenario's module and everything that dispatches over them (see
/// the module doc). `Event` and `Figures` are named (from the folder's
/// `events` and `figures` modules) because the generated TypeScript names
/// them; `AnyScenario::step` and `figures` fail to compile unless they are
/// the scenario's own `Scenario::Event` and `Figures`.
macro_rules! scenarios {
    ($(#[$cfg:meta] $module:ident => $variant:ident($ty:ident, $event:ident, $figures:ident)),+ $(,)?) => {
        $(#[$cfg] pub mod $module;)+
        $(#[$cfg] use $module::{$ty, events::$event, figures::$figures};)+

        /// Which simulation a lesson runs (one per registered scenario).
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum ScenarioKind {
            $(#[$cfg] $variant),+
        }

        impl ScenarioKind {
            /// The scenario's name (its folder's).
            pub fn name(self) -> &'static str {
                match self {
                    $(#[$cfg] ScenarioKind::$variant => stringify!($module)),+
                }
            }
        }

        impl serde::Serialize for ScenarioKind {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_str(self.name())
            }
        }

        /// `ScenarioKind`'s TypeScript type: the union of the names
        /// (`wasm/lessons.rs` adds it to the generated declarations).
        pub const SCENARIO_KIND_TS: &str = concat!(
            "export type ScenarioKind = ",
            $("\"", stringify!($module), "\" | ",)+
            "never;"
        );

        impl ScenarioKind {
            /// What the scenario simulates, in one line.
            pub fn about(self) -> &'static str {
                match self {
                    $(#[$cfg] ScenarioKind::$variant => <$ty as $crate::scenario::ScenarioDef>::ABOUT),+
                }
            }

            /// The verdict on sweep `sweep`'s points (`ScenarioDef::verdict`).
            pub fn verdict(self, sweep: &str, points: &[$crate::scenario::lesson::SweepPoint]) -> Option<bool> {
                match self {
                    $(#[$cfg] ScenarioKind::$variant => <$ty as $crate::scenario::ScenarioDef>::verdict(sweep, points)),+
                }
            }

            /// The article the scenario's lessons tell (`ScenarioDef::article`).
            pub fn article(self) -> $crate::scenario::article::Article {
                match self {
                    $(#[$cfg] ScenarioKind::$variant => <$ty as $crate::scenario::ScenarioDef>::article()),+
                }
            }

            /// The scenario's parameters, with its own defaults.
            pub fn specs(self) -> Vec<$crate::scenario::params::ParamSpec> {
                match self {
                    $(#[$cfg] ScenarioKind::$variant => <$ty as $crate::scenario::ScenarioDef>::specs()),+
                }
            }

            /// Validates `values` over `specs` (the scenario's, with a
            /// lesson's defaults), budget included, without building
            /// anything.
            pub fn validate(self, specs: &[$crate::scenario::params::ParamSpec], values: &[(String, String)]) -> Vec<$crate::scenario::params::ParamError> {
                match self {
                    $(#[$cfg] ScenarioKind::$variant => $crate::scenario::registry::read::<$ty>(specs, values).err()),+
                }
                .unwrap_or_default()
            }

            /// The budget of `values` over `specs`, whether within the
            /// limits or not (errors: the values themselves are wrong).
            pub fn estimate(
                self,
                specs: &[$crate::scenario::params::ParamSpec],
                values: &[(String, String)],
            ) -> Result<$crate::scenario::budget::Budget, Vec<$crate::scenario::params::ParamError>> {
                match self {
                    $(#[$cfg] ScenarioKind::$variant => $crate::scenario::registry::estimate::<$ty>(specs, values)),+
                }
            }

            /// Builds the scenario for `values` over `specs`.
            pub fn open(
                self,
                specs: &[$crate::scenario::params::ParamSpec],
                values: &[(String, String)],
            ) -> Result<AnyScenario, Vec<$crate::scenario::params::ParamError>> {
                match self {
                    $(#[$cfg] ScenarioKind::$variant => $crate::scenario::registry::read::<$ty>(specs, values)
                        .map(|p| AnyScenario::$variant(Box::new(<$ty as $crate::scenario::ScenarioDef>::build(p))))),+
                }
            }
        }

        /// A simulation of any kind.
        pub enum AnyScenario {
            $(#[$cfg] $variant(Box<$ty>)),+
        }

        /// The events of one step, as the scenario reports them.
        #[derive(Debug, Clone, PartialEq, serde::Serialize)]
        #[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify))]
        #[serde(untagged)]
        pub enum AnyEvents {
            $(#[$cfg] $variant(Vec<$event>)),+
        }

        /// The figures of any scenario, as the scenario reports them.
        #[derive(Debug, Clone, PartialEq, serde::Serialize)]
        #[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify))]
        #[cfg_attr(target_arch = "wasm32", tsify(into_wasm_abi, hashmap_as_object))]
        #[serde(untagged)]
        // Figures are made once a run (or once a chart point): their size
        // difference costs nothing worth a box.
        #[allow(clippy::large_enum_variant)]
        pub enum AnyFigures {
            $(#[$cfg] $variant($figures)),+
        }

        impl AnyScenario {
            pub fn kind(&self) -> ScenarioKind {
                match self {
                    $(#[$cfg] AnyScenario::$variant(_) => ScenarioKind::$variant),+
                }
            }

            pub fn step(&mut self) -> $crate::scenario::AnyStep {
                match self {
                    $(#[$cfg] AnyScenario::$variant(s) => {
                        let step = s.step();
                        $crate::scenario::AnyStep {
                            index: step.index,
                            done: step.done,
                            events: AnyEvents::$variant(step.events),
                        }
                    }),+
                }
            }

            pub fn advance(&mut self, n: u64) -> u64 {
                match self {
                    $(#[$cfg] AnyScenario::$variant(s) => s.advance(n)),+
                }
            }

            pub fn progress(&self) -> $crate::scenario::Progress {
                match self {
                    $(#[$cfg] AnyScenario::$variant(s) => s.progress()),+
                }
            }

            pub fn done(&self) -> bool {
                match self {
                    $(#[$cfg] AnyScenario::$variant(s) => s.done()),+
                }
            }

            pub fn figures(&self) -> AnyFigures {
                match self {
                    $(#[$cfg] AnyScenario::$variant(s) => AnyFigures::$variant(s.figures())),+
                }
            }

            pub fn views(&self) -> Vec<$crate::scenario::View> {
                match self {
                    $(#[$cfg] AnyScenario::$variant(s) => s.views()),+
                }
            }

            pub fn check(&self) -> Result<(), String> {
                match self {
                    $(#[$cfg] AnyScenario::$variant(s) => s.check()),+
                }
            }

            /// The moments of the next `n` steps (watched), each kind once
            /// a step, in order (`Scenario::moment`).
            pub fn scan_moments(&mut self, n: u64) -> Vec<$crate::scenario::Moment> {
                match self {
                    $(#[$cfg] AnyScenario::$variant(s) => $crate::scenario::scan_moments(s.as_mut(), n)),+
                }
            }

            /// Why the run stopped before its end, if it did.
            pub fn halted(&self) -> Option<String> {
                match self {
                    $(#[$cfg] AnyScenario::$variant(s) => s.halted()),+
                }
            }
        }

        $(
            #[$cfg]
            impl $crate::scenario::Member for $ty {
                fn of(any: &AnyScenario) -> Option<&Self> {
                    match any {
                        AnyScenario::$variant(s) => Some(s),
                        #[allow(unreachable_patterns)]
                        _ => None,
                    }
                }
                fn of_mut(any: &mut AnyScenario) -> Option<&mut Self> {
                    match any {
                        AnyScenario::$variant(s) => Some(s),
                        #[allow(unreachable_patterns)]
                        _ => None,
                    }
                }
            }
        )+

        /// Every scenario's lessons, with the scenario that runs them, in
        /// registry order.
        pub fn registered_lessons() -> Vec<(ScenarioKind, $crate::scenario::lesson::Lesson)> {
            let mut out = Vec::new();
            $(
                #[$cfg]
                out.extend(
                    <$ty as $crate::scenario::ScenarioDef>::lessons()
                        .into_iter()
                        .map(|l| (ScenarioKind::$variant, l)),
                );
            )+
            out
        }

        /// Every scenario's benchmark kernels, in registry order.
        #[cfg(any(not(target_arch = "wasm32"), feature = "bench"))]
        pub fn registered_kernels() -> Vec<$crate::scenario::Kernel> {
            let mut out = Vec::new();
            $(#[$cfg] out.extend(<$ty as $crate::scenario::ScenarioDef>::kernels());)+
            out
        }
    };
}
pub(crate) use scenarios;

/// A concrete scenario inside an `AnyScenario` (tests, benchmarks, the
/// CLI's report of a run that stopped early).
pub trait Member: Sized {
    fn of(any: &super::AnyScenario) -> Option<&Self>;
    fn of_mut(any: &mut super::AnyScenario) -> Option<&mut Self>;
}
