import { describe, expect, test } from 'vitest';
import {
  DEFAULT_SETTINGS,
  MAX_REFS_CHARS,
  TRACE_POLICIES,
  cliLine,
  parseFrames,
  readSettings,
  refsToText,
  textToRefs,
  writeSettings,
} from './traceSettings';
import { bestReal, mergePoints, tellingRow, traceRows } from './traceRows';

describe('the trace tool’s link', () => {
  test('defaults write nothing, and read back as defaults', () => {
    expect(writeSettings(DEFAULT_SETTINGS)).toEqual({});
    expect(readSettings({})).toEqual({ settings: DEFAULT_SETTINGS, problems: [] });
  });

  test('policies, sizes and a short trace go round trip', () => {
    const raw = { policy: 'opt,lru,arc', frames: '100,3,10', refs: '1,2,3w,1' };
    const { settings, problems } = readSettings(raw);
    expect(problems).toEqual([]);
    // The engine's order, sizes sorted.
    expect(settings.policies).toEqual(['lru', 'opt', 'arc']);
    expect(settings.frames).toEqual([3, 10, 100]);
    expect(writeSettings(settings)).toEqual({ policy: 'lru,opt,arc', frames: '3,10,100', refs: '1,2,3w,1' });
  });

  test('each bad value is reported and replaced by its default; the rest applies', () => {
    const { settings, problems } = readSettings({
      policy: 'lru,mru',
      frames: '0,10',
      file: 'a/b.csv',
      refs: 'x,1',
      colour: 'red',
    });
    expect(problems.map((p) => p.field)).toEqual(['policy', 'frames', 'file', 'refs', '']);
    expect(settings.policies).toEqual(['lru']);
    expect(settings.frames).toBeNull();
    expect(settings.file).toBeNull();
    expect(settings.refs).toBeNull();
    expect(problems[1].message).toMatch(/“0”/);
  });

  test('sizes: whole numbers from 1 to 10 M, each once, at most 32', () => {
    expect(parseFrames(' ')).toEqual({ frames: null, bad: null });
    expect(parseFrames('4, 3,4')).toEqual({ frames: [3, 4], bad: null });
    expect(parseFrames('1.5').bad).toBe('1.5');
    expect(parseFrames('10000001').bad).toBe('10000001');
    expect(parseFrames(Array.from({ length: 33 }, (_, i) => i + 1).join(',')).bad).toBe('33');
  });

  test('a pasted trace travels whole only in its text form and when short', () => {
    expect(textToRefs('1\n2 w\n3W\n 4 r\n')).toBe('1,2w,3w,4');
    expect(refsToText('1,2w,3w,4')).toBe('1\n2 w\n3 w\n4');
    expect(textToRefs('page,op\n1,r')).toBeNull();
    expect(textToRefs('# a comment\n1')).toBeNull();
    expect(textToRefs('1\n'.repeat(MAX_REFS_CHARS))).toBeNull();
    // At the limit exactly: 200 one-digit refs and their 199 commas.
    expect(textToRefs('1\n'.repeat(200))?.length).toBe(399);
    // Ids spaced by any blank: refs keep every digit, so their count alone
    // never refuses a trace the link can carry.
    expect(textToRefs(`${'12345678901234567890   \n\n'.repeat(19)}1`)).toBe(`${'12345678901234567890,'.repeat(19)}1`);
    expect(textToRefs('1\n'.repeat(100_000))).toBeNull();
    // A file's name is kept instead, unless the link carries the trace itself.
    expect(readSettings({ file: 'pg.csv', refs: '1,2' }).settings.file).toBeNull();
    expect(writeSettings({ ...DEFAULT_SETTINGS, file: 'pg trace.csv' })).toEqual({ file: 'pg trace.csv' });
  });

  test('the command line names the file, quoted when it must be', () => {
    expect(cliLine(DEFAULT_SETTINGS, 'trace.txt')).toBe('pagelab trace trace.txt --json');
    expect(cliLine({ ...DEFAULT_SETTINGS, policies: ['lru', 'opt'], frames: [10, 100] }, "my trace's.csv")).toBe(
      `pagelab trace 'my trace'\\''s.csv' --policy lru,opt --frames 10,100 --json`,
    );
    expect(TRACE_POLICIES).toHaveLength(8);
  });
});

describe('the curves as rows', () => {
  const pt = (frames: number, misses: number, n = 100) => ({ frames, misses, hit_ratio: (n - misses) / n });

  test('rows by size, points merged as they come, the best real policy', () => {
    let points = mergePoints({}, 'lru', [pt(1, 90), pt(10, 50)]);
    points = mergePoints(points, 'fifo', [pt(10, 60)]);
    points = mergePoints(points, 'opt', [pt(10, 30)]);
    points = mergePoints(points, 'fifo', [pt(1, 95), pt(10, 55)]);
    const rows = traceRows(points, ['fifo', 'lru', 'opt']);
    expect(rows.map((r) => r.frames)).toEqual([1, 10]);
    expect(rows[1].misses).toEqual({ fifo: 55, lru: 50, opt: 30 });
    expect(rows[0].misses.opt).toBeUndefined();
    expect(rows[1].ratio.lru).toBeCloseTo(0.5);
    // OPT is never "the best policy": it needs the future.
    expect(bestReal(rows[1], ['fifo', 'lru', 'opt'])).toEqual(['lru']);
    expect(bestReal({ frames: 1, misses: {}, ratio: {} }, ['lru'])).toEqual([]);
    // A tie names every policy in it.
    expect(bestReal({ frames: 4, misses: { fifo: 7, lru: 7, arc: 9, opt: 5 }, ratio: {} }, ['fifo', 'lru', 'arc', 'opt'])).toEqual(['fifo', 'lru']);
  });

  test('the telling row is where the real policies differ most', () => {
    const rows = traceRows(
      {
        lru: [pt(1, 99), pt(10, 80), pt(100, 10)],
        arc: [pt(1, 99), pt(10, 40), pt(100, 9)],
        opt: [pt(1, 90), pt(10, 20), pt(100, 5)],
      },
      ['lru', 'arc', 'opt'],
    );
    expect(tellingRow(rows, ['lru', 'arc', 'opt'])?.frames).toBe(10);
    const flat = traceRows({ lru: [pt(1, 5), pt(2, 5), pt(3, 5)] }, ['lru']);
    expect(tellingRow(flat, ['lru'])?.frames).toBe(2);
  });
});
