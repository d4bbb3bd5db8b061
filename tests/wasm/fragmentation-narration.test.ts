// The fragmentation story cannot contradict its picture: every step of the
// fragmentation lesson's step view (its step preset, each layout, as the
// stage runs them side by side) is counted from its events alone
// (summarize, which the narration states), and the count must equal what
// the engine counted: one request done a step (the requests_done figure),
// and the request's own totals on its Done event (pages, reads from disk).
// The headline names the session, the request and those totals.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, test } from 'vitest';
import { initSync, lessons, Scenario, type LessonInfo } from '../../web/src/wasm-pkg/pagelab.js';
import type { FragEvent } from '../../web/src/shell/engine/types';
import { describeEvent, describeEvents, headline, narrateStep, summarize } from '../../web/src/scenarios/fragmentation/narrate';

const root = fileURLToPath(new URL('../../', import.meta.url));
let info: LessonInfo;

beforeAll(() => {
  initSync({ module: readFileSync(`${root}web/src/wasm-pkg/pagelab_bg.wasm`) });
  const found = lessons().find((l) => l.id === 'fragmentation');
  if (!found) throw new Error('the engine lists no fragmentation lesson');
  info = found;
});

const fmt = (n: number) => n.toLocaleString('en-US');

describe('the fragmentation narration counts what the engine counted', () => {
  test.each(['fragmented', 'defragmented'])('every step of the step view, %s', (layout) => {
    const params: Record<string, string> = { ...(info.step_preset as Record<string, string>), layout };
    const sim = new Scenario('fragmentation', params);
    const kinds = new Set<string>();
    const found = { pool: 0, file_cache: 0, disk: 0 };
    let selectAll = 0;
    let steps = 0;
    try {
      let before = sim.figures() as { requests_done: number };
      for (let i = 1; !sim.done(); i++) {
        const events = sim.step().events as FragEvent[];
        const after = sim.figures() as { requests_done: number };
        const s = summarize(events);
        const where = `${layout} step ${i}`;
        for (const e of events) kinds.add(e.kind);
        expect(s.requests, `${where}: requests done`).toBe(after.requests_done - before.requests_done);
        const line = headline(i, events, params);
        const text = narrateStep(i, events, params);
        expect(`${line} ${text}`, where).not.toMatch(/NaN|undefined|null/);
        if (s.done) {
          // The pages told are the request's: its Done event's totals.
          expect(s.pages, `${where}: pages`).toBe(s.done.pages);
          expect(s.found.disk, `${where}: disk reads`).toBe(s.done.disk_reads);
          expect(line, where).toMatch(new RegExp(`^Session ${s.done.session + 1}, `));
          expect(line, where).toContain(`${fmt(s.pages)} page${s.pages === 1 ? '' : 's'}, ${fmt(s.found.disk)} from disk`);
          expect(text, where).toContain(`This step: 1 request done, ${fmt(s.pages)} page${s.pages === 1 ? '' : 's'}`);
          if (s.done.request === 'select_all') selectAll++;
        }
        for (const k of ['pool', 'file_cache', 'disk'] as const) found[k] += s.found[k];
        for (const e of events) expect(describeEvent(e), `${where} ${e.kind}`).not.toMatch(/NaN|undefined|null/);
        if (events.length > 1) expect(describeEvents(events), where).not.toMatch(/NaN|undefined|null/);
        before = after;
        steps++;
      }
    } finally {
      sim.free();
    }
    // The step view shows every kind of event and every place a page is found.
    expect([...kinds].sort()).toEqual(
      layout === 'defragmented'
        ? ['archive', 'background', 'done', 'page', 'request']
        : expect.arrayContaining(['background', 'done', 'page', 'request']),
    );
    expect(found.pool).toBeGreaterThan(0);
    expect(found.file_cache).toBeGreaterThan(0);
    expect(found.disk).toBeGreaterThan(0);
    expect(selectAll).toBeGreaterThan(100);
    expect(steps).toBeGreaterThan(10_000);
  });
});
