//! The only module that knows about JavaScript: it adapts the engine to
//! wasm-bindgen. One handle (`Scenario`, over any lesson's simulation),
//! camelCase names, typed arrays for bulk data (`views()`), and every other
//! type generated for TypeScript by tsify from the Rust definitions.

use js_sys::{Array, Float32Array, Float64Array, Object, Reflect, Uint32Array, Uint8Array};
use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::catalog::{self, LessonInfo};
use crate::scenario::params::ParamError;
use crate::scenario::{AnyFigures, AnyScenario, Progress, View};

#[derive(Serialize, tsify_next::Tsify)]
#[tsify(into_wasm_abi, hashmap_as_object)]
pub struct LessonList(Vec<LessonInfo>);

#[derive(Serialize, tsify_next::Tsify)]
#[tsify(into_wasm_abi)]
pub struct ParamErrors(Vec<ParamError>);

#[wasm_bindgen(typescript_custom_section)]
const VIEW_TYPES: &'static str = r#"
/** The bulk data one picture draws (engine/src/scenario/view.rs). */
export type View =
  | { kind: "page_strip"; keyed: boolean; fill: Float32Array; physical: Uint32Array; group: Uint32Array; rows: Uint32Array; row_groups: Uint32Array; capacity: number }
  | { kind: "tree_levels"; pages: Uint32Array; heap: boolean }
  | { kind: "buffer_frames"; policy: string; pages: Uint32Array; pins: Uint32Array; dirty: Uint8Array; state: Uint32Array; state_name: "rank" | "reference_bit" | "usage_count" | "next_use"; hand: number }
  | { kind: "reference_string"; policies: string[]; pages: Uint32Array; writes: Uint8Array; start: number; at: number; total: number; outcomes: Uint8Array }
  | { kind: "pool_pages"; relations: string[]; rel: Uint8Array; pages: Uint32Array; dirty: Uint8Array; useful: Uint32Array }
  | { kind: "relation_pages"; relation: string; place: Uint8Array }
  | { kind: "bpe_tiers"; frames: Uint32Array; dirty: Uint8Array; slots: Uint32Array; place: Uint8Array; data_pages: number }
  | { kind: "session_lanes"; states: string[]; state: Uint8Array; page: Uint32Array; core: Uint32Array; rows: Uint32Array; waited_us: Float32Array }
  | { kind: "latch_queues"; pages: Uint32Array; holders: Uint32Array; holder_running: Uint8Array; offsets: Uint32Array; waiters: Uint32Array; waits: Uint32Array; last_page: number }
  | { kind: "rebuild_timeline"; threads: number; devices: number; span_lane: Uint32Array; span_phase: Uint8Array; span_group: Uint32Array; span_start: Float64Array; span_end: Float64Array; now_s: number; buckets: number; device_busy: Float32Array; device_queue: Float32Array }
  | { kind: "sort_groups"; area: number; area_name: string; states: string[]; state: Uint8Array; mb: Float32Array; runs: Uint32Array; passes: Uint8Array; device: Uint8Array; thread: Uint8Array; indexes: Uint32Array };
"#;

/// `ScenarioKind`'s type, written by the scenario registry.
#[wasm_bindgen(typescript_custom_section)]
const SCENARIO_KIND_TYPE: &'static str = crate::scenario::SCENARIO_KIND_TS;

fn to_js<T: Serialize>(value: &T) -> JsValue {
    let ser = serde_wasm_bindgen::Serializer::json_compatible();
    value.serialize(&ser).unwrap_or(JsValue::NULL)
}

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

/// Every lesson with its parameters, presets and article cases.
#[wasm_bindgen]
pub fn lessons() -> LessonList {
    LessonList(catalog::lessons())
}

/// Validation errors for `params` in `lesson` (empty when valid).
#[wasm_bindgen]
pub fn validate(lesson: &str, params: JsValue) -> ParamErrors {
    ParamErrors(catalog::validate(lesson, &read_params(&params)))
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

fn u32s(v: &[u32]) -> JsValue {
    Uint32Array::from(v).into()
}

fn view_to_js(view: &View) -> JsValue {
    let obj = Object::new();
    set(&obj, "kind", &JsValue::from_str(view.kind()));
    match view {
        View::PageStrip {
            keyed,
            fill,
            physical,
            group,
            rows,
            row_groups,
            capacity,
        } => {
            set(&obj, "keyed", &JsValue::from(*keyed));
            set(&obj, "fill", &Float32Array::from(fill.as_slice()).into());
            set(&obj, "physical", &u32s(physical));
            set(&obj, "group", &u32s(group));
            set(&obj, "rows", &u32s(rows));
            set(&obj, "row_groups", &u32s(row_groups));
            set(&obj, "capacity", &JsValue::from(*capacity));
        }
        View::TreeLevels { pages, heap } => {
            set(&obj, "pages", &u32s(pages));
            set(&obj, "heap", &JsValue::from(*heap));
        }
        View::BufferFrames {
            policy,
            pages,
            pins,
            dirty,
            state,
            state_name,
            hand,
        } => {
            set(&obj, "policy", &JsValue::from_str(policy));
            set(&obj, "pages", &u32s(pages));
            set(&obj, "pins", &u32s(pins));
            set(&obj, "dirty", &Uint8Array::from(dirty.as_slice()).into());
            set(&obj, "state", &u32s(state));
            set(&obj, "state_name", &JsValue::from_str(state_name));
            set(&obj, "hand", &JsValue::from(*hand as f64));
        }
        View::PoolPages {
            relations,
            rel,
            pages,
            dirty,
            useful,
        } => {
            let names: Array = relations.iter().map(|r| JsValue::from_str(r)).collect();
            set(&obj, "relations", &names.into());
            set(&obj, "rel", &Uint8Array::from(rel.as_slice()).into());
            set(&obj, "pages", &u32s(pages));
            set(&obj, "dirty", &Uint8Array::from(dirty.as_slice()).into());
            set(&obj, "useful", &u32s(useful));
        }
        View::RelationPages { relation, place } => {
            set(&obj, "relation", &JsValue::from_str(relation));
            set(&obj, "place", &Uint8Array::from(place.as_slice()).into());
        }
        View::BpeTiers {
            frames,
            dirty,
            slots,
            place,
            data_pages,
        } => {
            set(&obj, "frames", &u32s(frames));
            set(&obj, "dirty", &Uint8Array::from(dirty.as_slice()).into());
            set(&obj, "slots", &u32s(slots));
            set(&obj, "place", &Uint8Array::from(place.as_slice()).into());
            set(&obj, "data_pages", &JsValue::from(*data_pages));
        }
        View::SessionLanes {
            states,
            state,
            page,
            core,
            rows,
            waited_us,
        } => {
            let names: Array = states.iter().map(|s| JsValue::from_str(s)).collect();
            set(&obj, "states", &names.into());
            set(&obj, "state", &Uint8Array::from(state.as_slice()).into());
            set(&obj, "page", &u32s(page));
            set(&obj, "core", &u32s(core));
            set(&obj, "rows", &u32s(rows));
            set(
                &obj,
                "waited_us",
                &Float32Array::from(waited_us.as_slice()).into(),
            );
        }
        View::LatchQueues {
            pages,
            holders,
            holder_running,
            offsets,
            waiters,
            waits,
            last_page,
        } => {
            set(&obj, "pages", &u32s(pages));
            set(&obj, "holders", &u32s(holders));
            set(
                &obj,
                "holder_running",
                &Uint8Array::from(holder_running.as_slice()).into(),
            );
            set(&obj, "offsets", &u32s(offsets));
            set(&obj, "waiters", &u32s(waiters));
            set(&obj, "waits", &u32s(waits));
            set(&obj, "last_page", &JsValue::from(*last_page));
        }
        View::RebuildTimeline {
            threads,
            devices,
            span_lane,
            span_phase,
            span_group,
            span_start,
            span_end,
            now_s,
            buckets,
            device_busy,
            device_queue,
        } => {
            set(&obj, "threads", &JsValue::from(*threads));
            set(&obj, "devices", &JsValue::from(*devices));
            set(&obj, "span_lane", &u32s(span_lane));
            set(
                &obj,
                "span_phase",
                &Uint8Array::from(span_phase.as_slice()).into(),
            );
            set(&obj, "span_group", &u32s(span_group));
            set(
                &obj,
                "span_start",
                &Float64Array::from(span_start.as_slice()).into(),
            );
            set(
                &obj,
                "span_end",
                &Float64Array::from(span_end.as_slice()).into(),
            );
            set(&obj, "now_s", &JsValue::from(*now_s));
            set(&obj, "buckets", &JsValue::from(*buckets));
            set(
                &obj,
                "device_busy",
                &Float32Array::from(device_busy.as_slice()).into(),
            );
            set(
                &obj,
                "device_queue",
                &Float32Array::from(device_queue.as_slice()).into(),
            );
        }
        View::SortGroups {
            area,
            area_name,
            states,
            state,
            mb,
            runs,
            passes,
            device,
            thread,
            indexes,
        } => {
            set(&obj, "area", &JsValue::from(*area));
            set(&obj, "area_name", &JsValue::from_str(area_name));
            let names: Array = states.iter().map(|s| JsValue::from_str(s)).collect();
            set(&obj, "states", &names.into());
            set(&obj, "state", &Uint8Array::from(state.as_slice()).into());
            set(&obj, "mb", &Float32Array::from(mb.as_slice()).into());
            set(&obj, "runs", &u32s(runs));
            set(&obj, "passes", &Uint8Array::from(passes.as_slice()).into());
            set(&obj, "device", &Uint8Array::from(device.as_slice()).into());
            set(&obj, "thread", &Uint8Array::from(thread.as_slice()).into());
            set(&obj, "indexes", &u32s(indexes));
        }
        View::ReferenceString {
            policies,
            pages,
            writes,
            start,
            at,
            total,
            outcomes,
        } => {
            let names: Array = policies.iter().map(|p| JsValue::from_str(p)).collect();
            set(&obj, "policies", &names.into());
            set(&obj, "pages", &u32s(pages));
            set(&obj, "writes", &Uint8Array::from(writes.as_slice()).into());
            set(&obj, "start", &JsValue::from(*start as f64));
            set(&obj, "at", &JsValue::from(*at as f64));
            set(&obj, "total", &JsValue::from(*total as f64));
            set(
                &obj,
                "outcomes",
                &Uint8Array::from(outcomes.as_slice()).into(),
            );
        }
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
