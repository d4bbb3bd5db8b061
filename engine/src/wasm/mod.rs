//! The only module that knows about JavaScript: it adapts the engine to
//! wasm-bindgen. Two packages come from it, each with only what its page
//! needs (the linker drops the rest):
//! * `lessons` (the default feature: `engine` and every scenario's
//!   feature): every lesson's simulation, for the lesson pages
//!   (`web/src/wasm-pkg/`); `engine` with one scenario's feature is that
//!   scenario's engine alone (`scripts/build-wasm.sh` PER_SCENARIO);
//! * `playground` (`--no-default-features --features playground`): a
//!   user's page-reference trace through the pool's policies, and the
//!   experiment scripts' compiler, for the playground
//!   (`web/src/wasm-pkg/playground/`), so the lessons' engine does not
//!   carry them.

use serde::Serialize;
use wasm_bindgen::JsValue;

#[cfg(feature = "engine")]
mod lessons;
#[cfg(feature = "playground")]
mod script;
#[cfg(feature = "playground")]
mod trace;

fn to_js<T: Serialize>(value: &T) -> JsValue {
    let ser = serde_wasm_bindgen::Serializer::json_compatible();
    value.serialize(&ser).unwrap_or(JsValue::NULL)
}
