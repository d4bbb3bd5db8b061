//! A user's page-reference trace in JavaScript (the playground's
//! package): read a file's bytes once (`parseTrace`), then ask for LRU's
//! whole curve from one pass or any policy's misses at one pool size, one
//! call a point, so a worker can report progress between points and be
//! cancelled. Several workers share one trace by handing each other its
//! arrays (`TraceData.fromArrays`): the trace never leaves the page.

use js_sys::{Object, Reflect, Uint32Array, Uint8Array};
use wasm_bindgen::prelude::*;

use super::to_js;
use crate::choice::Choice;
use crate::storage::buffer::mrc;
use crate::storage::buffer::PolicyKind;
use crate::workload::trace_file::{self, FileTrace, TraceFileError, MAX_REFERENCES};

/// A trace in the engine's memory: dense page ids and a write flag each.
#[wasm_bindgen]
pub struct TraceData(FileTrace);

fn set(obj: &Object, key: &str, value: JsValue) {
    let _ = Reflect::set(obj, &JsValue::from_str(key), &value);
}

/// A refusal as `{line, kind, values, message}` (see `TraceFileError`).
fn refusal(e: &TraceFileError) -> JsValue {
    let obj = Object::new();
    set(&obj, "line", JsValue::from(e.line as u32));
    set(&obj, "kind", JsValue::from_str(e.kind));
    set(&obj, "values", to_js(&e.values));
    set(&obj, "message", JsValue::from_str(&e.to_string()));
    obj.into()
}

fn refuse(kind: &'static str, message: &str) -> JsValue {
    refusal(&TraceFileError {
        line: 0,
        kind,
        values: Vec::new(),
        message: message.to_string(),
    })
}

/// Reads a trace from a file's bytes (UTF-8; anything else is replaced
/// and then refused at its line). Throws `{line, kind, values, message}`.
#[wasm_bindgen(js_name = parseTrace)]
pub fn parse_trace(bytes: &[u8]) -> Result<TraceData, JsValue> {
    let text = String::from_utf8_lossy(bytes);
    trace_file::parse_trace_file(&text)
        .map(TraceData)
        .map_err(|e| refusal(&e))
}

/// The policies a trace can be run through, in the engine's order.
#[wasm_bindgen(js_name = tracePolicies)]
pub fn trace_policies() -> Vec<String> {
    mrc::trace_policies()
        .iter()
        .map(|k| k.name().to_string())
        .collect()
}

/// Pool sizes to draw a trace's curves at: log-spaced from 1 frame to
/// every page, fewer for longer traces.
#[wasm_bindgen(js_name = defaultFrames)]
pub fn default_frames(distinct: u32, references: u32) -> Vec<u32> {
    mrc::default_frames(distinct, mrc::default_points(references as usize))
}

/// The most references a trace may hold.
#[wasm_bindgen(js_name = maxReferences)]
pub fn max_references() -> u32 {
    MAX_REFERENCES as u32
}

#[wasm_bindgen]
impl TraceData {
    /// A trace another worker parsed: its `pages()` and `writeFlags()`.
    #[wasm_bindgen(js_name = fromArrays)]
    pub fn from_arrays(
        pages: Vec<u32>,
        writes: Vec<u8>,
        distinct: u32,
    ) -> Result<TraceData, JsValue> {
        if pages.len() != writes.len() || pages.len() > MAX_REFERENCES {
            return Err(refuse("arrays", "the trace's arrays do not match"));
        }
        if pages.iter().any(|&p| p >= distinct) {
            return Err(refuse("arrays", "a page id is past the trace's pages"));
        }
        Ok(TraceData(FileTrace {
            pages,
            writes: writes.iter().map(|&w| w != 0).collect(),
            distinct,
        }))
    }

    pub fn references(&self) -> u32 {
        self.0.pages.len() as u32
    }

    pub fn distinct(&self) -> u32 {
        self.0.distinct
    }

    /// References that write their page.
    pub fn writes(&self) -> u32 {
        self.0.writes.iter().filter(|w| **w).count() as u32
    }

    /// The dense page ids (a copy, to hand to another worker).
    pub fn pages(&self) -> Uint32Array {
        Uint32Array::from(&self.0.pages[..])
    }

    /// 1 where a reference writes (a copy).
    #[wasm_bindgen(js_name = writeFlags)]
    pub fn write_flags(&self) -> Uint8Array {
        let flags: Vec<u8> = self.0.writes.iter().map(|&w| u8::from(w)).collect();
        Uint8Array::from(&flags[..])
    }

    /// LRU's misses at each of `frames`, from one pass (Mattson's stack
    /// distances): `{frames, misses, hit_ratio}[]`.
    #[wasm_bindgen(js_name = lruCurve)]
    pub fn lru_curve(&self, frames: Vec<u32>) -> JsValue {
        to_js(&mrc::lru_curve(&self.0.pages, self.0.distinct, &frames))
    }

    /// One policy's misses with `frames` frames, simulated on the lessons'
    /// own pool: `{frames, misses, hit_ratio}`.
    pub fn simulate(&self, policy: &str, frames: u32) -> Result<JsValue, JsValue> {
        let kind = PolicyKind::parse(policy)
            .filter(|k| mrc::trace_policies().contains(k))
            .ok_or_else(|| refuse("policy", "no such policy for a trace"))?;
        let frames = frames.clamp(1, MAX_REFERENCES as u32);
        Ok(to_js(&mrc::simulate(
            kind,
            &self.0.pages,
            &self.0.writes,
            frames,
        )))
    }
}
