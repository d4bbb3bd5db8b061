// The idxbuild story cannot contradict its counters: every step of the
// lesson's step view (its step preset), with no threads, with 8 threads on
// one device, and rebuilding one index, is one milestone told from its
// event alone (summarize, which the narration states); the time it tells
// must be the engine's clock (elapsed_s), the keys and runs an area's scan
// ends with the change in its figures, and the threads it names as starting merges the threads
// the engine started. No text has a gap, and the pictures' layout of each
// step's views has no NaN.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, test } from 'vitest';
import { initSync, lessons, Scenario, type LessonInfo } from '../../web/src/wasm-pkg/pagelab.js';
import type { IdxEvent, IdxFigures } from '../../web/src/shell/engine/types';
import { describeEvent, headline, narrateStep, summarize } from '../../web/src/scenarios/idxbuild/narrate';
import { timelineLayout } from '../../web/src/scenarios/idxbuild/layout/rebuildTimeline';
import { groupsLayout } from '../../web/src/scenarios/idxbuild/layout/rebuildGroups';

const root = fileURLToPath(new URL('../../', import.meta.url));
/** The step preset (engine/src/scenario/idxbuild/entry.rs, IDXBUILD_STEP), while the entry is a draft. */
const DRAFT_PRESET: Record<string, string> = { sort_groups: '8', threads: '4', devices: '2' };
let preset: Record<string, string>;

beforeAll(() => {
  initSync({ module: readFileSync(`${root}web/src/wasm-pkg/pagelab_bg.wasm`) });
  const found: LessonInfo | undefined = lessons().find((l) => l.id === 'idxbuild');
  preset = (found?.step_preset as Record<string, string> | undefined) ?? DRAFT_PRESET;
});

const GAPS = /NaN|undefined|null|Infinity/;

function walk(params: Record<string, string>) {
  const sim = new Scenario('idxbuild', params);
  const kinds: string[] = [];
  const threads = new Set<number>();
  let contended = 0;
  try {
    expect(headline(0, [], params)).not.toMatch(GAPS);
    let before = sim.figures() as IdxFigures;
    for (let i = 1; !sim.done(); i++) {
      const events = sim.step().events as IdxEvent[];
      const f = sim.figures() as IdxFigures;
      const where = `${JSON.stringify(params)} step ${i}`;
      expect(events, `${where}: one milestone a step`).toHaveLength(1);
      const s = summarize(events);
      kinds.push(events[0].kind);
      expect(s.t_s, `${where}: the clock`).toBeCloseTo(f.elapsed_s, 6);
      expect(s.keys, `${where}: keys`).toBe(f.keys - before.keys);
      expect(s.runs, `${where}: runs`).toBe(f.runs - before.runs);
      before = f;
      const e = events[0];
      if (e.kind === 'merge_start' && e.thread > 0) threads.add(e.thread);
      if (s.contended) contended++;
      if (e.kind === 'rebuild_done') expect(e.elapsed_s).toBeCloseTo(f.elapsed_s, 6);
      expect(`${headline(i, events, params)} ${narrateStep(i, events, params)} ${describeEvent(e)}`, where).not.toMatch(GAPS);
      for (const v of sim.views()) {
        if (v.kind === 'rebuild_timeline') expect(JSON.stringify(timelineLayout(v, 600).spans), where).not.toMatch(/NaN|null/);
        if (v.kind === 'sort_groups') expect(JSON.stringify(groupsLayout(v.state, 600, 110).boxes), where).not.toMatch(/NaN|null/);
      }
    }
    const f = sim.figures() as IdxFigures;
    expect(threads.size, 'threads the narration saw start').toBe(f.threads > 1 ? f.threads_started : 0);
  } finally {
    sim.free();
  }
  return { kinds, contended };
}

describe('the idxbuild narration tells what the engine counted', () => {
  test('every step of the step view', () => {
    const { kinds, contended } = walk(preset);
    expect(kinds.length).toBeGreaterThan(30);
    expect(kinds[0]).toBe('area_start');
    expect(kinds[kinds.length - 1]).toBe('rebuild_done');
    expect(new Set(kinds)).toEqual(new Set(['area_start', 'scan_progress', 'scan_done', 'merge_start', 'merge_end', 'build_start', 'build_end', 'area_done', 'rebuild_done']));
    expect(contended).toBeGreaterThan(0);
  });

  test('no threads: the main process merges and builds in turn', () => {
    const { kinds } = walk({ ...preset, threads: '1' });
    expect(kinds).toContain('merge_start');
  });

  test('8 threads on one device: every merge after the first shares it', () => {
    const { contended } = walk({ ...preset, threads: '8', devices: '1' });
    expect(contended).toBeGreaterThanOrEqual(7);
  });

  test('one index, and the other databases', () => {
    walk({ ...preset, rebuild: 'largest' });
    walk({ ...preset, database: 'one_dominant' });
    walk({ ...preset, database: 'few_large', devices: '5' });
  });
});
