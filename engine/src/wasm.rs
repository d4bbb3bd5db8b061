//! The only module that knows about JavaScript: it adapts the engine to
//! wasm-bindgen. One handle (`Sim`), camelCase names, typed arrays for bulk
//! data, and every other type generated for TypeScript by tsify from the
//! Rust definitions.

use std::cell::RefCell;
use std::rc::Rc;

use js_sys::{Float32Array, Uint32Array};
use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::figures::Figures;
use crate::keys::{instrument_of, Key};
use crate::lessons::{self, LessonInfo};
use crate::params::ParamError;
use crate::sim::{Sim as CoreSim, StepResult};

/// Rows above which per-row views are not sent (full-scale tables).
const ROW_VIEW_LIMIT: u64 = 20_000;

#[derive(Serialize, tsify_next::Tsify)]
#[tsify(into_wasm_abi, hashmap_as_object)]
pub struct LessonList(Vec<LessonInfo>);

#[derive(Serialize, tsify_next::Tsify)]
#[tsify(into_wasm_abi)]
pub struct ParamErrors(Vec<ParamError>);

fn to_js<T: Serialize>(value: &T) -> JsValue {
    let ser = serde_wasm_bindgen::Serializer::json_compatible();
    value.serialize(&ser).unwrap_or(JsValue::NULL)
}

/// Reads a `Record<string, string | number>` into name/value pairs. Values
/// of other types become their string form, and validation names them.
fn read_params(params: &JsValue) -> Vec<(String, String)> {
    let mut out = Vec::new();
    if let Ok(entries) = js_sys::Reflect::own_keys(params) {
        for key in entries.iter() {
            let Some(name) = key.as_string() else {
                continue;
            };
            let value = js_sys::Reflect::get(params, &key).unwrap_or(JsValue::UNDEFINED);
            let text = value
                .as_string()
                .or_else(|| {
                    value.as_f64().map(|n| {
                        if n.fract() == 0.0 {
                            format!("{n:.0}")
                        } else {
                            n.to_string()
                        }
                    })
                })
                .unwrap_or_else(|| String::from("<not a value>"));
            out.push((name, text));
        }
    }
    out
}

#[derive(Serialize, tsify_next::Tsify)]
#[tsify(into_wasm_abi)]
pub struct ArticleCaseList(Vec<crate::article::ArticleCase>);

/// The article's measured cases, with the parameters that reproduce them.
#[wasm_bindgen(js_name = articleCases)]
pub fn article_cases() -> ArticleCaseList {
    ArticleCaseList(crate::article::cases())
}

/// Every lesson with its parameters.
#[wasm_bindgen]
pub fn lessons() -> LessonList {
    LessonList(lessons::lessons())
}

/// Validation errors for `params` in `lesson` (empty when valid).
#[wasm_bindgen]
pub fn validate(lesson: &str, params: JsValue) -> ParamErrors {
    ParamErrors(
        lessons::validate(lesson, &read_params(&params))
            .err()
            .unwrap_or_default(),
    )
}

#[wasm_bindgen(js_name = benchKernelNames)]
pub fn bench_kernel_names() -> Vec<String> {
    crate::bench::KERNELS
        .iter()
        .map(|s| s.to_string())
        .collect()
}

#[wasm_bindgen(js_name = runBenchKernel)]
pub fn run_bench_kernel(name: &str) -> f64 {
    crate::bench::run_kernel(name) as f64
}

/// One simulation, held in WASM memory behind this handle.
#[wasm_bindgen]
pub struct Sim {
    inner: CoreSim,
    /// The leaf chain as of `inserted_so_far`: the UI reads four views of
    /// it in a row, and a full-scale chain is 300,000 pages long.
    leaves: RefCell<Option<(u64, Rc<LeafChain>)>>,
}

/// (physical page, rows, first key) of each data page in logical order.
type LeafChain = Vec<(u32, u32, Key)>;

impl Sim {
    fn leaves(&self) -> Rc<LeafChain> {
        let at = self.inner.inserted_so_far();
        let mut cache = self.leaves.borrow_mut();
        match cache.as_ref() {
            Some((version, leaves)) if *version == at => leaves.clone(),
            _ => {
                let leaves = Rc::new(self.inner.leaves());
                *cache = Some((at, leaves.clone()));
                leaves
            }
        }
    }
}

#[wasm_bindgen]
impl Sim {
    /// Throws `ParamError[]` when a parameter is invalid.
    #[wasm_bindgen(constructor)]
    pub fn new(lesson: &str, params: JsValue) -> Result<Sim, JsValue> {
        lessons::open(lesson, &read_params(&params))
            .map(|inner| Sim {
                inner,
                leaves: RefCell::new(None),
            })
            .map_err(|errors| to_js(&errors))
    }

    /// Inserts one row; returns what happened.
    pub fn step(&mut self) -> StepResult {
        self.inner.step()
    }

    /// Inserts `n` more rows without events; returns rows inserted so far.
    pub fn advance(&mut self, n: f64) -> f64 {
        self.inner.advance(n.max(0.0) as u64) as f64
    }

    #[wasm_bindgen(js_name = totalInserts)]
    pub fn total_inserts(&self) -> f64 {
        self.inner.total_inserts() as f64
    }

    #[wasm_bindgen(js_name = insertedSoFar)]
    pub fn inserted_so_far(&self) -> f64 {
        self.inner.inserted_so_far() as f64
    }

    pub fn done(&self) -> bool {
        self.inner.done()
    }

    pub fn figures(&self) -> Figures {
        self.inner.figures()
    }

    pub fn counters(&self) -> Figures {
        self.inner.figures()
    }

    /// Used bytes / page bytes of each data page, in logical order.
    #[wasm_bindgen(js_name = leafFill)]
    pub fn leaf_fill(&self) -> Float32Array {
        let layout = self.inner.data_layout();
        let v: Vec<f32> = self
            .leaves()
            .iter()
            .map(|&(_, rows, _)| layout.used_bytes(rows) as f32 / layout.page_size as f32)
            .collect();
        Float32Array::from(v.as_slice())
    }

    /// Physical page number of each data page, in logical order.
    #[wasm_bindgen(js_name = leafPhysical)]
    pub fn leaf_physical(&self) -> Uint32Array {
        let v: Vec<u32> = self.leaves().iter().map(|&(p, _, _)| p).collect();
        Uint32Array::from(v.as_slice())
    }

    /// Instrument of each data page's first row, in logical order.
    #[wasm_bindgen(js_name = leafFirstInstrument)]
    pub fn leaf_first_instrument(&self) -> Uint32Array {
        let v: Vec<u32> = self
            .leaves()
            .iter()
            .map(|&(_, _, k)| instrument_of(k))
            .collect();
        Uint32Array::from(v.as_slice())
    }

    /// Rows on each data page, in logical order.
    #[wasm_bindgen(js_name = leafRows)]
    pub fn leaf_rows(&self) -> Uint32Array {
        let v: Vec<u32> = self.leaves().iter().map(|&(_, r, _)| r).collect();
        Uint32Array::from(v.as_slice())
    }

    /// Instruments of every row, page after page in logical order (small
    /// tables only: empty above 20,000 rows).
    #[wasm_bindgen(js_name = leafRowInstruments)]
    pub fn leaf_row_instruments(&self) -> Uint32Array {
        if self.inner.figures_rows() > ROW_VIEW_LIMIT {
            return Uint32Array::new_with_length(0);
        }
        let mut v = Vec::new();
        for &(page, _, _) in self.leaves().iter() {
            v.extend(self.inner.leaf_keys(page).iter().map(|&k| instrument_of(k)));
        }
        Uint32Array::from(v.as_slice())
    }

    /// Pages per tree level, root first.
    #[wasm_bindgen(js_name = levelPages)]
    pub fn level_pages(&self) -> Uint32Array {
        Uint32Array::from(self.inner.pages_per_level().as_slice())
    }
}
