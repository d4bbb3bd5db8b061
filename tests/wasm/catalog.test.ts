// The lesson catalogue the app renders from its first frame is read at
// build time (vite.config.ts, virtual:pagelab/catalog): it must be the
// engine's own `lessons()`, as the worker's WASM would answer it; and each
// lesson's web folder sits in its scenario's (web/src/scenarios/<scenario>/
// lessons/<id>/, where the shell's registry finds it).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { lessons as built } from 'virtual:pagelab/catalog';
import type { LessonInfo, ParamSpec } from '../../web/src/shell/engine/types';
import { initSync, lessons } from '../../web/src/wasm-pkg/pagelab.js';

test('the build-time catalogue is the engine’s lessons(), every field', () => {
  const wasm = fileURLToPath(new URL('../../web/src/wasm-pkg/pagelab_bg.wasm', import.meta.url));
  initSync({ module: readFileSync(wasm) });
  const live = lessons();
  expect(built.map((l) => l.id)).toEqual(live.map((l) => l.id));
  expect(built).toEqual(JSON.parse(JSON.stringify(live)));
  expect(built.length).toBeGreaterThan(0);
});

test('no lesson parameter takes a key the link reserves (lesson, step, embed, an embed’s options…)', async () => {
  const { RESERVED } = await import('../../web/src/shell/state/urlState');
  const clashes = built.flatMap((l: LessonInfo) =>
    l.params.filter((p: ParamSpec) => RESERVED.has(p.name)).map((p: ParamSpec) => `${l.id}.${p.name}`),
  );
  expect(clashes).toEqual([]);
});

test('every lesson in the catalogue has its folder in its scenario’s, and every folder a lesson', () => {
  const scenarios = fileURLToPath(new URL('../../web/src/scenarios/', import.meta.url));
  const folders = readdirSync(scenarios).flatMap((scenario) =>
    existsSync(`${scenarios}${scenario}/lessons`)
      ? readdirSync(`${scenarios}${scenario}/lessons`).map((id) => `${scenario}/lessons/${id}`)
      : [],
  );
  expect(folders.sort()).toEqual(built.map((l) => `${l.scenario}/lessons/${l.id}`).sort());
  for (const f of folders) expect(existsSync(`${scenarios}${f}/index.tsx`), `${f}/index.tsx`).toBe(true);
});

test('a chart’s verdict is the engine’s, across the boundary (sweepVerdict)', async () => {
  const { sweepVerdict } = await import('../../web/src/wasm-pkg/pagelab.js');
  const strategies = ['identity', 'sequential_key', 'guid', 'sequence_ranges'];
  const at128 = (ys: number[]) => sweepVerdict('latch', 'threads', strategies, strategies.map(() => '128'), Float64Array.from(ys));
  expect(at128([20_000, 26_000, 80_000, 90_000])).toBe(true);
  expect(at128([30_000, 26_000, 80_000, 90_000])).toBe(false);
  expect(at128([20_000, 26_000, 80_000, Number.NaN])).toBeUndefined();
  // The sweeps the page runs are the engine's (the bench runs the same thread counts).
  const latch = built.find((l) => l.id === 'latch');
  expect(latch?.sweeps.find((s: { id: string }) => s.id === 'threads')?.xs).toEqual(['1', '2', '4', '8', '16', '32', '64', '128']);
});
