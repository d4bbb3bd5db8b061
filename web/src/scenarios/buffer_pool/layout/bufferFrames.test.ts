import { describe, expect, it } from 'vitest';
import type { ScenarioEvent, ViewOf } from '../../../shell/engine/types';
import { frameGrid, MAX_BOXES, NO_PAGE, poolRevealed, poolShow } from './bufferFrames';
import { densityCells } from './frameDensity';
import { cellWidth, stringWindow } from './referenceString';

type Frames = ViewOf<'buffer_frames'>;

function frames(policy: string, pages: number[], state: number[], opts: Partial<Frames> = {}): Frames {
  return {
    kind: 'buffer_frames',
    policy,
    pages: Uint32Array.from(pages),
    pins: new Uint32Array(pages.length),
    dirty: new Uint8Array(pages.length),
    state: Uint32Array.from(state),
    state_name: 'rank',
    hand: -1,
    ...opts,
  };
}
const ev = (e: object) => e as ScenarioEvent;

describe('frameGrid', () => {
  it('a small pool is one row of big boxes', () => {
    const g = frameGrid(300, 3, 280);
    expect([g.mode, g.cols, g.rows, g.level]).toEqual(['boxes', 3, 1, 'full']);
    expect(g.boxW * 3 + 2 * g.gapX).toBeLessThanOrEqual(300);
  });

  it('fits the height it is given by shrinking the boxes, never below the floor', () => {
    for (const [w, n, h] of [
      [221, 20, 230],
      [345, 32, 230],
      [1000, 64, 280],
    ]) {
      const g = frameGrid(w, n, h);
      expect(g.cols * g.rows).toBeGreaterThanOrEqual(n);
      expect(g.cols * g.boxW + (g.cols - 1) * g.gapX).toBeLessThanOrEqual(w);
      expect(g.height, `${w}px, ${n} frames`).toBeLessThanOrEqual(h + 0);
    }
  });

  it('when nothing fits, as many columns as the smallest boxes allow', () => {
    const g = frameGrid(221, 32, 230);
    expect(g.cols).toBe(6);
    expect(g.boxW).toBeGreaterThanOrEqual(30);
    expect(g.level).toBe('compact');
  });

  it('depends only on width and frame count (the picture never changes size as it plays)', () => {
    expect(frameGrid(300, 20, 230)).toEqual(frameGrid(300, 20, 230));
  });

  it('draws a pool of more than 64 frames dense', () => {
    expect(frameGrid(800, MAX_BOXES, 280).mode).toBe('boxes');
    expect(frameGrid(800, 32_768, 280).mode).toBe('dense');
  });
});

describe('poolShow: what each frame shows while the step plays', () => {
  // FIFO after reference 7 of Belady's string: page 5 replaced page 4 in frame 0.
  const after = frames('fifo', [5, 1, 2], [3, 1, 2]);
  const step = [
    ev({ kind: 'reference', at: 6, page: 5, write: false }),
    ev({ kind: 'miss', policy: 'fifo', page: 5, free: false }),
    ev({ kind: 'write', policy: 'fifo', frame: 0, page: 4, by: 'eviction' }),
    ev({ kind: 'evict', policy: 'fifo', frame: 0, page: 4, why: { rule: 'first_in', loaded_at: 3 } }),
    ev({ kind: 'load', policy: 'fifo', frame: 0, page: 5 }),
  ];

  it('before the new page arrives, its frame holds the leaving page, dirty until written', () => {
    const at0 = poolShow(after, step, 0).frames[0];
    expect([at0.page, at0.dirty, at0.role, at0.state]).toEqual([4, true, null, null]);
    const written = poolShow(after, step, 3).frames[0];
    expect([written.page, written.dirty, written.written, written.role]).toEqual([4, false, true, null]);
    const out = poolShow(after, step, 4).frames[0];
    expect([out.page, out.role, out.leaving]).toEqual([4, 'victim', true]);
  });

  it('once played, the engine’s state: the new page, its place in line', () => {
    const s = poolShow(after, step, step.length);
    expect(s.frames.map((f) => [f.page, f.state, f.role])).toEqual([
      [5, 3, 'loaded'],
      [1, 1, null],
      [2, 2, null],
    ]);
    expect(s.revealed.map((e) => e.kind)).toEqual(['miss', 'write', 'evict', 'load']);
  });

  it('with the step before’s view: its states until the new page is in, the victim “1st out”', () => {
    const before = frames('fifo', [4, 1, 2], [1, 2, 3]);
    expect(poolShow(after, step, 1, before).frames.map((f) => [f.page, f.state])).toEqual([
      [4, 1],
      [1, 2],
      [2, 3],
    ]);
    const out = poolShow(after, step, 4, before).frames;
    expect(out.map((f) => [f.page, f.state, f.role])).toEqual([
      [4, 1, 'victim'],
      [1, 2, null],
      [2, 3, null],
    ]);
    const done = poolShow(after, step, step.length, before).frames;
    expect(done.map((f) => [f.page, f.state, f.role, f.replaced])).toEqual([
      [5, 3, 'loaded', 4],
      [1, 1, null, null],
      [2, 2, null, null],
    ]);
    // A view that is not this pool's step before (other pages) is not used;
    // without one, no frame claims a place in line until the new page is in.
    const other = frames('fifo', [7, 1, 3], [1, 2, 3]);
    expect(poolShow(after, step, 1, other).frames.map((f) => f.state)).toEqual([null, null, null]);
    expect(poolShow(after, step, 4).frames.map((f) => f.state)).toEqual([null, null, null]);
    expect(poolShow(after, step, step.length, other).frames.map((f) => f.state)).toEqual([3, 1, 2]);
  });

  it('a clock hand: counts before and after its passes, and where it points', () => {
    const view = frames('clock_sweep', [4, 2, 3], [1, 0, 0], { state_name: 'usage_count', hand: 1 });
    const sweep = [
      ev({ kind: 'reference', at: 3, page: 4, write: false }),
      ev({ kind: 'miss', policy: 'clock_sweep', page: 4, free: false }),
      ev({ kind: 'pass', policy: 'clock_sweep', frame: 0, page: 1, before: 1, after: 0 }),
      ev({ kind: 'pass', policy: 'clock_sweep', frame: 1, page: 2, before: 1, after: 0 }),
      ev({ kind: 'pass', policy: 'clock_sweep', frame: 2, page: 3, before: 1, after: 0 }),
      ev({ kind: 'evict', policy: 'clock_sweep', frame: 0, page: 1, why: { rule: 'usage_zero', lowered: 3 } }),
      ev({ kind: 'load', policy: 'clock_sweep', frame: 0, page: 4 }),
    ];
    const start = poolShow(view, sweep, 2);
    expect(start.frames.map((f) => f.state)).toEqual([1, 1, 1]);
    expect(start.hand).toBe(0);
    const mid = poolShow(view, sweep, 4);
    expect(mid.frames.map((f) => [f.state, f.role])).toEqual([
      [0, 'passed'],
      [0, 'passed'],
      [1, null],
    ]);
    expect(mid.hand).toBe(1);
    const found = poolShow(view, sweep, 6);
    expect([found.hand, found.frames[0].role, found.frames[0].page, found.frames[0].state]).toEqual([0, 'victim', 1, 0]);
    const end = poolShow(view, sweep, sweep.length);
    expect([end.hand, end.frames[0].page, end.frames[0].state]).toEqual([1, 4, 1]);
  });

  it('a hit, a write that dirties, a checkpoint that cleans; other pools’ events are ignored', () => {
    const view = frames('lru', [1, 2, 3], [3, 1, 2], { dirty: Uint8Array.from([0, 0, 1]) });
    const events = [
      ev({ kind: 'reference', at: 9, page: 1, write: true }),
      ev({ kind: 'hit', policy: 'fifo', frame: 2, page: 1 }),
      ev({ kind: 'hit', policy: 'lru', frame: 0, page: 1 }),
      ev({ kind: 'dirtied', policy: 'lru', frame: 0, page: 1 }),
      ev({ kind: 'write', policy: 'lru', frame: 1, page: 2, by: 'checkpoint' }),
      ev({ kind: 'checkpoint', policy: 'lru', written: 1 }),
    ];
    // The engine's after-state: frame 0 dirty (just written to), frame 1 clean (checkpointed).
    const v = { ...view, dirty: Uint8Array.from([1, 0, 1]) };
    const hit = poolShow(v, events, 3);
    expect(hit.frames.map((f) => [f.role, f.dirty])).toEqual([
      ['hit', false],
      [null, true],
      [null, true],
    ]);
    const end = poolShow(v, events, events.length);
    expect(end.frames.map((f) => [f.role, f.dirty, f.written])).toEqual([
      ['hit', true, false],
      ['written', false, true],
      [null, true, false],
    ]);
  });

  it('a dense drawing needs only the events played and the frame the step used', () => {
    expect(poolRevealed('fifo', step, 2)).toEqual({ revealed: [step[1]], used: null });
    expect(poolRevealed('fifo', step, step.length).used).toBe(0);
    expect(poolRevealed('lru', step, step.length)).toEqual({ revealed: [], used: null });
  });

  it('an empty frame shows as empty', () => {
    const s = poolShow(frames('opt', [1, NO_PAGE], [5, 0], { state_name: 'next_use' }), [], 0);
    expect(s.frames[1].page).toBeNull();
    expect(s.hand).toBeNull();
  });
});

describe('referenceString window', () => {
  it('shows the whole window when it fits, the step’s reference marked', () => {
    expect(stringWindow(0, 7, 12, 600, 24)).toEqual({ from: 0, count: 12, now: 6, cellW: 24 });
    expect(stringWindow(0, 0, 12, 600, 24).now).toBe(-1);
  });
  it('in a narrow column, the step’s reference about two thirds along', () => {
    // A generated string: the engine's window starts 32 before `at`.
    const w = stringWindow(468, 500, 48, 221, 30);
    expect(w.count).toBe(6);
    expect(w.now - w.from).toBe(3);
    expect(468 + w.now).toBe(499);
  });
  it('sizes cells for the longest page number and a write mark', () => {
    expect(cellWidth([1, 2, 3], false)).toBe(22);
    expect(cellWidth([1, 99_999], true)).toBe(50);
  });
});

describe('densityCells', () => {
  it('bounds the drawing: a 32,768-frame pool in a few thousand cells', () => {
    const n = 32_768;
    const pages = new Uint32Array(n).fill(7);
    pages[0] = NO_PAGE;
    const dirty = new Uint8Array(n);
    dirty[1] = 1;
    const d = densityCells(pages, dirty, 600, 96);
    expect(d.cells.length).toBeLessThanOrEqual(Math.floor(600 / d.size) * Math.floor(96 / d.size));
    expect(d.perCell).toBeGreaterThan(1);
    expect(d.cells[0].held).toBeLessThan(1);
    expect(d.cells[0].dirty).toBeGreaterThan(0);
  });
});
