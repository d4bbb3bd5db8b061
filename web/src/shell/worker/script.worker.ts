/// <reference lib="webworker" />
/**
 * The script tool's worker: the engine's script package
 * (`web/src/wasm-pkg/script/`, built with the `script` feature: every
 * lesson's parameters, no simulation) compiles a script and lists the
 * words to complete. The runs go to the lessons' own engines.
 */
import init, { compileScript, scriptCompletions } from '../../wasm-pkg/script/pagelab.js';
import type { PlaygroundRequest } from './playgroundProtocol';
import { scriptWasm } from './scriptWasm';
import { post, serveTool } from './serveTool';

function answer(req: PlaygroundRequest): void {
  switch (req.type) {
    case 'compile':
      post({ type: 'compiled', id: req.id, result: compileScript(req.text) });
      return;
    case 'complete':
      post({ type: 'completions', id: req.id, words: scriptCompletions(req.text, req.line, req.column) });
      return;
    default:
      throw new Error(`the script worker does not answer '${req.type}'`);
  }
}

serveTool(init(scriptWasm()), answer);
