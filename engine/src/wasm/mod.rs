//! The only module that knows about JavaScript: it adapts the engine to
//! wasm-bindgen. Its packages each hold only what their page or tool
//! needs (the linker drops the rest):
//! * `lessons` (the default feature: `engine` and every scenario's
//!   feature): every lesson's simulation, for the lesson pages
//!   (`web/src/wasm-pkg/`); `engine` with one scenario's feature is that
//!   scenario's engine alone (`scripts/build-wasm.sh` PER_SCENARIO);
//! * the playground's two tools, so the lessons' engine carries neither,
//!   and neither carries the other: `trace` (`--no-default-features
//!   --features trace`), a user's page-reference trace through the pool's
//!   policies (`web/src/wasm-pkg/trace/`, loaded by each of the trace
//!   tool's workers); `script` (`--features script`), the experiment
//!   scripts' compiler, which reads every lesson's parameters and so
//!   takes every scenario (`web/src/wasm-pkg/script/`). One package with
//!   both was 131 KB gzipped, over the 100 KB a module may take.

#[cfg(feature = "engine")]
mod lessons;
#[cfg(feature = "script")]
mod script;
#[cfg(feature = "trace")]
mod trace;

#[cfg(any(feature = "engine", feature = "trace"))]
fn to_js<T: serde::Serialize>(value: &T) -> wasm_bindgen::JsValue {
    let ser = serde_wasm_bindgen::Serializer::json_compatible();
    value.serialize(&ser).unwrap_or(wasm_bindgen::JsValue::NULL)
}
