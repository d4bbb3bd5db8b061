// The bpe story cannot contradict its counters: every step of the bpe
// lesson's step view (its step preset) under each of the five setups, and
// with a checkpoint and runs of random reads planned after the updates, is
// counted from its events alone (summarize, which the narration states),
// and each count must equal the change in the engine's figures: requests,
// reads from the extension, the pool and the disk, pages written to disk,
// copies to the extension, copies washed out, runs, the waits for a free
// frame. No text has a gap.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, test } from 'vitest';
import { initSync, lessons, Scenario, type LessonInfo } from '../../web/src/wasm-pkg/pagelab.js';
import type { BpeEvent, BpeFigures } from '../../web/src/shell/engine/types';
import { describeEvent, headline, narrateStep, summarize } from '../../web/src/scenarios/bpe/narrate';

const root = fileURLToPath(new URL('../../', import.meta.url));
let info: LessonInfo;

beforeAll(() => {
  initSync({ module: readFileSync(`${root}web/src/wasm-pkg/pagelab_bg.wasm`) });
  const found = lessons().find((l) => l.id === 'bpe');
  if (!found) throw new Error('the engine lists no bpe lesson');
  info = found;
});

const GAPS = /NaN|undefined|null|Infinity/;

function walk(params: Record<string, string>) {
  const sim = new Scenario('bpe', params);
  const kinds = new Set<string>();
  let steps = 0;
  try {
    let before = sim.figures() as BpeFigures;
    const zero = headline(0, [], params);
    expect(zero).not.toMatch(GAPS);
    for (let i = 1; !sim.done(); i++) {
      const events = sim.step().events as BpeEvent[];
      const after = sim.figures() as BpeFigures;
      const s = summarize(events);
      const where = `${params.setup} ${params.plan ?? ''} step ${i}`;
      for (const e of events) kinds.add(e.kind === 'evict' ? `evict:${e.to}` : e.kind);
      const d = (k: keyof BpeFigures) => (after[k] as number) - (before[k] as number);
      expect(s.requests, `${where}: requests`).toBe(d('requests_done'));
      expect(s.found.extension, `${where}: extension reads`).toBe(d('bpe_hits'));
      expect(s.found.pool, `${where}: pool hits`).toBe(d('pool_hits'));
      expect(s.found.disk, `${where}: disk reads`).toBe(d('physical_reads'));
      expect(s.diskWrites, `${where}: disk writes`).toBe(d('physical_writes'));
      expect(s.toExtension, `${where}: copies to the extension`).toBe(d('bpe_writes'));
      expect(s.washed.length, `${where}: washed out`).toBe(d('washed'));
      expect(s.runs, `${where}: runs`).toBe(d('runs_done'));
      expect(s.waitMs / 1000, `${where}: waits for a free frame`).toBeCloseTo(d('frame_wait_s'), 9);
      const line = headline(i, events, params);
      const text = narrateStep(i, events, params);
      expect(`${line} ${text}`, where).not.toMatch(GAPS);
      for (const e of events) expect(describeEvent(e), `${where} ${e.kind}`).not.toMatch(GAPS);
      before = after;
      steps++;
    }
  } finally {
    sim.free();
  }
  return { kinds, steps };
}

describe('the bpe narration counts what the engine counted', () => {
  test.each(['in_memory', 'cold_hdd', 'limited_memory', 'bpe', 'ssd_cold'])('every step of the step view, setup %s', (setup) => {
    const { kinds, steps } = walk({ ...(info.step_preset as Record<string, string>), setup });
    expect(steps).toBeGreaterThanOrEqual(100);
    expect(kinds.has('request')).toBe(true);
    if (setup === 'bpe') expect([...kinds]).toEqual(expect.arrayContaining(['wash', 'evict:disk', 'run_end']));
  });

  test('a checkpoint and runs of random reads after the updates refill the extension', () => {
    const { kinds } = walk({ ...(info.step_preset as Record<string, string>), setup: 'bpe', plan: 'checkpoint,read,read' });
    expect([...kinds]).toEqual(expect.arrayContaining(['checkpoint', 'evict:extension', 'wash', 'run_end']));
  });
});
