/// <reference lib="webworker" />
/**
 * The script tool's worker: the engine's script package
 * (`web/src/wasm-pkg/script/`, built with the `script` feature: every
 * lesson's parameters, no simulation) compiles a script and lists the
 * words to complete. The runs go to the lessons' own engines.
 */
import init, { compileScript, scriptCompletions } from '../../wasm-pkg/script/pagelab.js';
import type { ScriptRequest, ScriptResponse } from './scriptProtocol';
import { scriptWasm } from './scriptWasm';
import { post, serveTool } from './serveTool';

function answer(req: ScriptRequest): void {
  let out: ScriptResponse;
  switch (req.type) {
    case 'compile':
      out = { type: 'compiled', id: req.id, result: compileScript(req.text) };
      break;
    case 'complete':
      out = { type: 'completions', id: req.id, words: scriptCompletions(req.text, req.line, req.column) };
      break;
    default:
      throw new Error(`the script worker does not answer '${(req as { type: string }).type}'`);
  }
  post(out);
}

serveTool(init(scriptWasm()), answer);
