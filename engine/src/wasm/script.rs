//! Experiment scripts in JavaScript (the playground's package): compile a
//! script (`script::compile`: every error at its line and column, the
//! runs within budget; nothing runs) and the words to complete at the
//! cursor. The runs themselves go to the lessons' engine, as any lesson's
//! full-scale run does. Here and not in the lessons' package: the
//! compiler would add ~16 KB gzipped to every lesson's first load.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::script;

/// A script compiled: the experiment, or every error at its line and column.
#[derive(Serialize, tsify_next::Tsify)]
// Maps as plain objects (a run's parameters), as the lessons' catalogue.
#[tsify(into_wasm_abi, hashmap_as_object)]
#[serde(tag = "ok")]
pub enum CompiledScript {
    #[serde(rename = "true")]
    Ready { experiment: script::Experiment },
    #[serde(rename = "false")]
    Refused { errors: Vec<script::ScriptError> },
}

/// Compiles an experiment script (`script::compile`): nothing runs.
#[wasm_bindgen(js_name = compileScript)]
pub fn compile_script(text: &str) -> CompiledScript {
    match script::compile(text) {
        Ok(experiment) => CompiledScript::Ready { experiment },
        Err(errors) => CompiledScript::Refused { errors },
    }
}

/// Words to complete at `line`, `column` (1-based) of a script.
#[wasm_bindgen(js_name = scriptCompletions)]
pub fn script_completions(text: &str, line: u32, column: u32) -> Vec<String> {
    script::completions(text, line as usize, column as usize)
}
