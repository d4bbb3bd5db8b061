// The lesson catalogue the app renders from its first frame is read at
// build time (vite.config.ts, virtual:pagelab/catalog): it must be the
// engine's own `lessons()`, as the worker's WASM would answer it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { lessons as built } from 'virtual:pagelab/catalog';
import { initSync, lessons } from '../../web/src/wasm-pkg/pagelab.js';

test('the build-time catalogue is the engine’s lessons(), every field', () => {
  const wasm = fileURLToPath(new URL('../../web/src/wasm-pkg/pagelab_bg.wasm', import.meta.url));
  initSync({ module: readFileSync(wasm) });
  const live = lessons();
  expect(built.map((l) => l.id)).toEqual(live.map((l) => l.id));
  expect(built).toEqual(JSON.parse(JSON.stringify(live)));
  expect(built.length).toBeGreaterThan(0);
});
