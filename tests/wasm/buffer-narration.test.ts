// The buffer pool's story cannot contradict its picture: every step of the
// buffer_pool lesson, with its defaults under each policy alone (as the
// step view runs them, one pool a column) and with each preset (its
// policies one by one too), is counted from its events alone (summarize,
// which the narration states), and the count must equal what the step
// changed in the engine's figures. The headline states the page that left
// and the frame; the narration the counts.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  initSync,
  lessons,
  Scenario,
  type BufferEvent,
  type BufferPoolFigures,
  type LessonInfo,
} from '../../web/src/wasm-pkg/pagelab.js';
import {
  describeEvent,
  headline,
  narrateStep,
  summarize,
  type StepSummary,
} from '../../web/src/scenarios/buffer_pool/narrate';
import { eventShort } from '../../web/src/scenarios/buffer_pool/words';

const root = fileURLToPath(new URL('../../', import.meta.url));
let info: LessonInfo;

beforeAll(() => {
  initSync({ module: readFileSync(`${root}web/src/wasm-pkg/pagelab_bg.wasm`) });
  const found = lessons().find((l) => l.id === 'buffer_pool');
  if (!found) throw new Error('the engine lists no buffer_pool lesson');
  info = found;
});

/** Which figure each count of a step's summary is. */
const COUNTS: [keyof StepSummary, keyof BufferPoolFigures][] = [
  ['requests', 'requests'],
  ['hits', 'hits'],
  ['misses', 'misses'],
  ['evictions', 'evictions'],
  ['writes', 'writes'],
];

/** Every run to walk: the defaults and each preset, each policy of its set alone. */
function runs(): { name: string; params: Record<string, string> }[] {
  const policyOf = (p: Record<string, string>) => p.policy ?? info.params.find((s) => s.name === 'policy')?.default ?? '';
  const sets: { name: string; params: Record<string, string> }[] = [
    { name: 'defaults', params: {} },
    // Writes and checkpoints, so every event kind is walked.
    { name: 'typed writes', params: { trace: '1w,2,3w,4,1,2w,5,1,2,3w,4,5w', checkpoint_every: '5' } },
    { name: 'mixed writes', params: { workload: 'mixed', frames: '20', pages: '500', hot: '6', write_pct: '30', checkpoint_every: '97', requests: '1500' } },
    ...info.presets.map((p) => ({ name: p.id, params: Object.fromEntries(p.params) as Record<string, string> })),
  ];
  return sets.flatMap((s) =>
    policyOf(s.params)
      .split(',')
      .map((policy) => ({ name: `${s.name}, ${policy}`, params: { ...s.params, policy } })),
  );
}

describe('the buffer pool’s narration counts what the engine counted', () => {
  test('every step of the defaults, each preset and writes with checkpoints, each policy alone', () => {
    let steps = 0;
    const kinds = new Set<string>();
    for (const run of runs()) {
      const sim = new Scenario('buffer_pool', run.params);
      try {
        let before = sim.figures() as BufferPoolFigures;
        for (let i = 1; !sim.done(); i++) {
          const events = sim.step().events as BufferEvent[];
          const after = sim.figures() as BufferPoolFigures;
          const s = summarize(events);
          const where = `${run.name} step ${i}`;
          for (const e of events) kinds.add(e.kind);
          for (const [count, figure] of COUNTS) {
            expect(s[count], `${where}: ${count}`).toBe((after[figure] as number) - (before[figure] as number));
          }
          // What the sentences say is what was counted.
          const line = headline(i, events);
          const text = narrateStep(i, events);
          expect(`${line} ${text}`, where).not.toMatch(/NaN|undefined|null/);
          for (const e of events) {
            expect(`${describeEvent(e)} ${eventShort(e)}`, `${where} ${e.kind}`).not.toMatch(/NaN|undefined|null/);
          }
          expect(line, where).toMatch(new RegExp(`^Reference ${(i).toLocaleString('en-US')}, page ${s.page}\\b`));
          if (s.hit) expect(line, where).toContain(`hit in frame ${s.hit.frame}`);
          if (s.evicted) expect(line, where).toContain(`page ${s.evicted.page} leaves frame ${s.evicted.frame}`);
          if (s.evictedDirty) expect(line, where).toContain('it was dirty: written to disk first');
          if (s.miss && !s.evicted) expect(line, where).toContain(`empty frame ${s.loaded?.frame}`);
          expect(text, where).toContain(
            `This step: ${s.hits} hit${s.hits === 1 ? '' : 's'}, ${s.misses} miss${s.misses === 1 ? '' : 'es'}, ` +
              `${s.evictions} eviction${s.evictions === 1 ? '' : 's'}, ${s.writes} page write${s.writes === 1 ? '' : 's'}.`,
          );
          before = after;
          steps++;
        }
      } finally {
        sim.free();
      }
    }
    expect([...kinds].sort()).toEqual(['checkpoint', 'dirtied', 'evict', 'hit', 'load', 'miss', 'pass', 'reference', 'write']);
    expect(steps).toBeGreaterThan(50_000);
  });
});
