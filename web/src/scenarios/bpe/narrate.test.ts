// The bpe narration from events alone: the headline the issue asks for,
// the counts summarize() makes (which the WASM test checks against the
// engine's figures), a checkpoint, step 0 and every event's sentence.
import { describe, expect, test } from 'vitest';
import type { BpeEvent } from '../../shell/engine/types';
import { describeEvent, headline, narrateStep, stepZero, summarize } from './narrate';
import { secondsText } from './words';

const update: BpeEvent[] = [
  { kind: 'request', run: 3, op: 'update', row: 52_116, page: 7_446 },
  { kind: 'page', page: 7_446, found: 'extension', frame: 12, ms: 0.448 },
  { kind: 'evict', page: 9_001, frame: 12, dirty: true, to: 'disk', wait_ms: 0 },
  { kind: 'dirtied', page: 7_446, frame: 12 },
  { kind: 'wash', page: 7_446, slot: 7_446 },
  { kind: 'done', op: 'update', ms: 0.72 },
];

describe('bpe narration', () => {
  test('the headline tells the run, the row, where the page came from, what left and what washed out', () => {
    expect(headline(5, update)).toBe(
      'Run 3, update of row 52,117: page 7,446 read from the extension (0.45 ms); page 9,001 left the pool dirty: written to disk; the extension’s copy of page 7,446 is washed out.',
    );
  });

  test('summarize counts what the figures count', () => {
    const s = summarize(update);
    expect(s.requests).toBe(1);
    expect(s.found).toEqual({ pool: 0, extension: 1, disk: 0 });
    expect(s.diskWrites).toBe(1);
    expect(s.washed.length).toBe(1);
    expect(s.toExtension).toBe(0);
    expect(narrateStep(5, update)).toContain(
      'This step: 1 request, 1 read from the extension, 0 from disk, 1 page written to disk, 0 pages copied to the extension, 1 copy washed out.',
    );
  });

  test('a request that waited for the lazy writer says so, and the wait is counted', () => {
    const waited = update.map((e) => (e.kind === 'evict' ? { ...e, wait_ms: 7.5 } : e));
    expect(headline(5, waited)).toContain('the frame came 7.5 ms later, once the lazy writer had written it');
    expect(summarize(waited).waitMs).toBe(7.5);
    expect(narrateStep(5, waited)).toContain('The request waited 7.5 ms for that frame');
    expect(summarize(update).waitMs).toBe(0);
  });

  test('a run’s last request tells the run’s time; a checkpoint its pages', () => {
    const last: BpeEvent[] = [...update, { kind: 'run_end', run: 3, op: 'update', ms: 55_200 }];
    expect(headline(300, last)).toMatch(/ Run 3 done: 55 s\.$/);
    expect(summarize(last).runs).toBe(1);
    const cp: BpeEvent[] = [
      { kind: 'checkpoint', pages: 32, ms: 120 },
      { kind: 'done', op: 'checkpoint', ms: 120 },
    ];
    expect(headline(501, cp)).toMatch(/^Checkpoint: 32 dirty pages written to disk/);
    expect(summarize(cp).diskWrites).toBe(32);
    expect(summarize(cp).requests).toBe(0);
    expect(narrateStep(501, cp)).toContain('This step: 0 requests');
  });

  test('step 0 names the setup and the plan', () => {
    expect(stepZero({ setup: 'bpe', runs: '5', updates: '100', plan: 'checkpoint,read' })).toBe(
      'Step 0 (with the extension): 5 runs of 100 random updates are about to start, then checkpoint, read. The extension was warmed by full scans: it holds the table.',
    );
    expect(stepZero({})).not.toMatch(/NaN|undefined/);
  });

  test('every event has a sentence without gaps', () => {
    const more: BpeEvent[] = [
      { kind: 'ext_evict', page: 4, slot: 9 },
      { kind: 'evict', page: 8, frame: 1, dirty: false, to: 'extension', wait_ms: 0 },
      { kind: 'evict', page: 8, frame: 1, dirty: false, to: 'dropped', wait_ms: 0 },
      { kind: 'page', page: 1, found: 'pool', frame: 0, ms: 0 },
      { kind: 'run_end', run: 2, op: 'read', ms: 900 },
    ];
    for (const e of [...update, ...more]) expect(describeEvent(e)).not.toMatch(/NaN|undefined|null/);
  });

  test('seconds as the article writes them', () => {
    expect([0.58, 7, 22.4, 75, 149, 152].map(secondsText)).toEqual(['0.58 s', '7.0 s', '22 s', '1 min 15 s', '2 min 29 s', '2 min 32 s']);
  });
});
