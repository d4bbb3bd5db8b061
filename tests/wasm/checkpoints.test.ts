/// <reference types="vite/client" />
// Every checkpoint's answer is the engine's: for each lesson that asks,
// its step view's simulations (the lesson's step preset under each
// variant's parameters, as the worker opens them) are brought to the
// step before the checkpoint and stepped once (each simulation of the
// step view); the checkpoint's question, built from that step's events, has distinct choices, an answer among
// them, and a reason. Page splits' answers are also checked against the
// events themselves.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, expect, test } from 'vitest';
import { initSync, lessons, Scenario } from '../../web/src/wasm-pkg/pagelab.js';
import type { AnyStep, LessonInfo, ScenarioEvent } from '../../web/src/shell/engine/types';
import type { Checkpoints } from '../../web/src/shell/lesson/checkpoint';

const root = fileURLToPath(new URL('../../', import.meta.url));
let catalog: LessonInfo[] = [];

beforeAll(() => {
  initSync({ module: readFileSync(`${root}web/src/wasm-pkg/pagelab_bg.wasm`) });
  catalog = lessons();
});

// Each lesson's checkpoints file (its index.test holds `sim` to its first variant).
const modules = import.meta.glob<{ CHECKPOINTS: Checkpoints }>('../../web/src/scenarios/*/lessons/*/checkpoints.ts', {
  eager: true,
});

/** The step's events in each of the step view's simulations. */
function eventsAt(info: LessonInfo, cps: Checkpoints, step: number): ScenarioEvent[][] {
  return cps.sims.map((params) => {
    const sim = new Scenario(info.id, { ...info.step_preset, ...params });
    try {
      if (step > 1) sim.advance(step - 1);
      return (sim.step() as AnyStep).events as ScenarioEvent[];
    } finally {
      sim.free();
    }
  });
}

test('each checkpoint asks a question whose answer comes from its step’s events', () => {
  let asked = 0;
  for (const [path, { CHECKPOINTS: cps }] of Object.entries(modules)) {
    const id = path.split('/').at(-2) ?? '';
    const info = catalog.find((l) => l.id === id);
    expect(info, `${path}: no such lesson`).toBeDefined();
    if (!info) continue;
    const ids = new Set<string>();
    for (const c of cps.list) {
      expect(ids.has(c.id), `${id}: checkpoint ${c.id} twice`).toBe(false);
      ids.add(c.id);
      const q = c.ask(eventsAt(info, cps, c.step));
      expect(q, `${id}/${c.id}: the step holds no such moment`).not.toBeNull();
      if (!q) continue;
      expect(new Set(q.choices).size, `${id}/${c.id}: choices repeat`).toBe(q.choices.length);
      expect(q.choices.length).toBeGreaterThanOrEqual(2);
      expect(q.correct).toBeGreaterThanOrEqual(0);
      expect(q.correct).toBeLessThan(q.choices.length);
      expect(q.why).not.toMatch(/NaN|undefined|null/);
      asked += 1;
    }
  }
  expect(asked).toBeGreaterThanOrEqual(3);
});

test('page splits: the answers are what the events say', () => {
  const info = catalog.find((l) => l.id === 'page_splits');
  const entry = Object.entries(modules).find(([path]) => path.includes('/lessons/page_splits/'));
  if (!info || !entry) throw new Error('no page splits lesson');
  const cps = entry[1].CHECKPOINTS;
  const byId = Object.fromEntries(cps.list.map((c) => [c.id, c]));
  const at = (id: string) => {
    const c = byId[id];
    if (!c) throw new Error(`no checkpoint ${id}`);
    const steps = eventsAt(info, cps, c.step);
    return { events: steps[0] ?? [], q: c.ask(steps) };
  };
  const room = at('room-or-split');
  expect(room.q?.correct).toBe(room.events.some((e) => e.kind === 'leaf_split') ? 1 : 0);
  const where = at('where-the-new-page-goes');
  const split = where.events.find((e) => e.kind === 'leaf_split') as { page: number };
  const page = where.events.find((e) => e.kind === 'allocate') as { page: number };
  expect(where.q?.correct).toBe(page.page === split.page + 1 ? 0 : 1);
  const moved = at('how-many-rows-move');
  expect(moved.q?.correct).toBe(1);
  expect(moved.q?.why).toMatch(/^\d+ rows moved from page \d+ to page \d+/);
});

test('buffer pool: the page chosen is the one each policy’s own eviction names', () => {
  const info = catalog.find((l) => l.id === 'buffer_pool');
  const entry = Object.entries(modules).find(([path]) => path.includes('/lessons/buffer_pool/'));
  if (!info || !entry) throw new Error('no buffer pool lesson');
  const cps = entry[1].CHECKPOINTS;
  // The checkpoints open the lesson's own policies (its default set).
  const policies = info.params.find((p) => p.name === 'policy')?.default.split(',');
  expect(cps.sims.map((s) => s.policy)).toEqual(policies);
  for (const [id, policy] of [
    ['opt-evicts', 'opt'],
    ['lru-evicts', 'lru'],
  ] as const) {
    const c = cps.list.find((x) => x.id === id);
    if (!c) throw new Error(`no checkpoint ${id}`);
    const steps = eventsAt(info, cps, c.step);
    const q = c.ask(steps);
    const evict = steps.flat().find((e) => e.kind === 'evict' && 'policy' in e && e.policy === policy) as { page: number };
    expect(q?.choices[q.correct]).toBe(`Page ${evict.page}`);
  }
});

test('bpe: the update waits for its frame only once the page leaving is dirty', () => {
  const info = catalog.find((l) => l.id === 'bpe');
  const entry = Object.entries(modules).find(([path]) => path.includes('/lessons/bpe/'));
  if (!info || !entry) throw new Error('no bpe lesson');
  const cps = entry[1].CHECKPOINTS;
  const answer = (id: string) => {
    const c = cps.list.find((x) => x.id === id);
    if (!c) throw new Error(`no checkpoint ${id}`);
    const steps = eventsAt(info, cps, c.step);
    const evict = steps[0]?.find((e) => e.kind === 'evict') as { dirty: boolean; wait_ms: number };
    return { q: c.ask(steps), waited: evict.dirty && evict.wait_ms > 0 };
  };
  const early = answer('wait-early');
  const later = answer('wait-later');
  expect(early.q?.correct).toBe(early.waited ? 1 : 0);
  expect(later.q?.correct).toBe(later.waited ? 1 : 0);
  // The pair teaches the wash-out: no wait at first, a wait once the pool is dirty.
  expect([early.waited, later.waited]).toEqual([false, true]);
});
