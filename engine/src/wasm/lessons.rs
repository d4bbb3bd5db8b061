//! The lessons' engine in JavaScript: one handle (`Scenario`, over any
//! lesson's simulation), camelCase names, typed arrays for bulk data
//! (`views()`), and every other type generated for TypeScript by tsify
//! from the Rust definitions.

use js_sys::{Array, Float32Array, Float64Array, Object, Reflect, Uint32Array, Uint8Array};
use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::to_js;

use crate::catalog::{self, LessonInfo};
use crate::scenario::params::ParamError;
use crate::scenario::{AnyFigures, AnyScenario, Field, Progress, View};

#[derive(Serialize, tsify_next::Tsify)]
#[tsify(into_wasm_abi, hashmap_as_object)]
pub struct LessonList(Vec<LessonInfo>);

#[derive(Serialize, tsify_next::Tsify)]
#[tsify(into_wasm_abi)]
pub struct ParamErrors(Vec<ParamError>);

/// `View`'s type, written from its declaration (`scenario/view.rs`).
#[wasm_bindgen(typescript_custom_section)]
const VIEW_TYPES: &'static str = crate::scenario::VIEW_TS;

/// `ScenarioKind`'s type, written by the scenario registry.
#[wasm_bindgen(typescript_custom_section)]
const SCENARIO_KIND_TYPE: &'static str = crate::scenario::SCENARIO_KIND_TS;

/// A JavaScript number as the text a user would type: whole numbers
/// exactly, others to six decimals. Written by hand: Rust's float printing
/// would cost the WASM about 10 KB gzipped.
fn number_text(n: f64) -> String {
    if !n.is_finite() {
        return String::from("<not a number>");
    }
    let a = n.abs();
    if a >= 1e18 {
        return String::from("<too large a number>");
    }
    let mut whole = a.trunc() as u64;
    let mut millionths = ((a - a.trunc()) * 1e6).round() as u64;
    if millionths >= 1_000_000 {
        whole += 1;
        millionths = 0;
    }
    let mut out = String::new();
    if n < 0.0 && (whole > 0 || millionths > 0) {
        out.push('-');
    }
    out.push_str(&whole.to_string());
    if millionths > 0 {
        let digits = format!("{millionths:06}");
        out.push('.');
        out.push_str(digits.trim_end_matches('0'));
    }
    out
}

/// Reads a `Record<string, string | number>` into name/value pairs. Values
/// of other types become their string form, and validation names them.
fn read_params(params: &JsValue) -> Vec<(String, String)> {
    let mut out = Vec::new();
    if let Ok(entries) = Reflect::own_keys(params) {
        for key in entries.iter() {
            let Some(name) = key.as_string() else {
                continue;
            };
            let value = Reflect::get(params, &key).unwrap_or(JsValue::UNDEFINED);
            let text = value
                .as_string()
                .or_else(|| value.as_f64().map(number_text))
                .unwrap_or_else(|| String::from("<not a value>"));
            out.push((name, text));
        }
    }
    out
}

/// Every lesson with its parameters, presets and article cases. Only in
/// the every-scenario package (`lessons`): the site reads the catalogue
/// from it at build time, and a scenario's own engine, which the site
/// loads, leaves it out (its serialisers are ~3 KB of a 100 KB budget).
#[cfg(feature = "lessons")]
#[wasm_bindgen]
pub fn lessons() -> LessonList {
    LessonList(catalog::lessons())
}

/// Validation errors for `params` in `lesson` (empty when valid).
#[wasm_bindgen]
pub fn validate(lesson: &str, params: JsValue) -> ParamErrors {
    ParamErrors(catalog::validate(lesson, &read_params(&params)))
}

/// The engine's verdict on a chart's points (`catalog::verdict`): the
/// points' line values, x values and figures, in parallel arrays (a
/// missing figure as NaN); `undefined` while the verdict cannot be told.
#[wasm_bindgen(js_name = sweepVerdict)]
pub fn sweep_verdict(
    lesson: &str,
    sweep: &str,
    lines: Vec<String>,
    xs: Vec<String>,
    ys: &[f64],
) -> Option<bool> {
    let points: Vec<catalog::SweepPoint> = lines
        .into_iter()
        .zip(xs)
        .zip(ys)
        .map(|((line, x), &y)| catalog::SweepPoint { line, x, y })
        .collect();
    catalog::verdict(lesson, sweep, &points)
}

#[cfg(feature = "bench")]
#[wasm_bindgen(js_name = benchKernelNames)]
pub fn bench_kernel_names() -> Vec<String> {
    crate::bench::names()
        .into_iter()
        .map(str::to_string)
        .collect()
}

#[cfg(feature = "bench")]
#[wasm_bindgen(js_name = heavyBenchKernels)]
pub fn heavy_bench_kernels() -> Vec<String> {
    crate::bench::heavy()
        .into_iter()
        .map(str::to_string)
        .collect()
}

#[cfg(feature = "bench")]
#[wasm_bindgen(js_name = runBenchKernel)]
pub fn run_bench_kernel(name: &str) -> f64 {
    crate::bench::run_kernel(name) as f64
}

/// One lesson's simulation, held in WASM memory behind this handle.
#[wasm_bindgen]
pub struct Scenario {
    inner: AnyScenario,
}

fn set(obj: &Object, key: &str, value: &JsValue) {
    // Setting a property of a plain new object cannot fail.
    let _ = Reflect::set(obj, &JsValue::from_str(key), value);
}

/// A view's field as JavaScript: arrays as typed arrays (copied out of
/// WASM memory, so the worker can transfer them).
fn field_to_js(field: Field) -> JsValue {
    match field {
        Field::Bool(b) => JsValue::from(b),
        Field::Number(n) => JsValue::from(n),
        Field::Text(t) => JsValue::from_str(t),
        Field::Texts(ts) => ts
            .into_iter()
            .map(JsValue::from_str)
            .collect::<Array>()
            .into(),
        Field::U8s(v) => Uint8Array::from(v).into(),
        Field::U32s(v) => Uint32Array::from(v).into(),
        Field::F32s(v) => Float32Array::from(v).into(),
        Field::F64s(v) => Float64Array::from(v).into(),
    }
}

fn view_to_js(view: &View) -> JsValue {
    let obj = Object::new();
    set(&obj, "kind", &JsValue::from_str(view.kind()));
    for (name, field) in view.fields() {
        set(&obj, name, &field_to_js(field));
    }
    obj.into()
}

#[wasm_bindgen]
impl Scenario {
    /// Throws `ParamError[]` when a parameter is invalid.
    #[wasm_bindgen(constructor)]
    pub fn new(lesson: &str, params: JsValue) -> Result<Scenario, JsValue> {
        catalog::open(lesson, &read_params(&params))
            .map(|inner| Scenario { inner })
            .map_err(|errors| to_js(&errors))
    }

    /// One step, watched; returns what happened. Through the JSON-compatible
    /// serializer: an absent value (`Option::None`) arrives as `null`, as the
    /// generated types say, not as a missing field.
    #[wasm_bindgen(unchecked_return_type = "AnyStep")]
    pub fn step(&mut self) -> JsValue {
        to_js(&self.inner.step())
    }

    /// `n` more steps without events; returns the steps done so far.
    pub fn advance(&mut self, n: f64) -> f64 {
        self.inner.advance(n.max(0.0) as u64) as f64
    }

    /// The moments worth finding in the next `n` steps (watched), as
    /// `Moment[]`: the step view's jumps and its timeline's marks.
    #[wasm_bindgen(js_name = scanMoments, unchecked_return_type = "Moment[]")]
    pub fn scan_moments(&mut self, n: f64) -> JsValue {
        to_js(&self.inner.scan_moments(n.max(0.0) as u64))
    }

    /// Steps done, and in all when known.
    pub fn progress(&self) -> Progress {
        self.inner.progress()
    }

    pub fn done(&self) -> bool {
        self.inner.done()
    }

    pub fn figures(&self) -> AnyFigures {
        self.inner.figures()
    }

    /// The bulk data of each picture, as typed arrays.
    #[wasm_bindgen(unchecked_return_type = "View[]")]
    pub fn views(&self) -> Array {
        self.inner.views().iter().map(view_to_js).collect()
    }
}
