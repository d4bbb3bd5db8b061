// The bpe tiers' layout: fixed boxes for the counts and the width (side by
// side, stacked on a phone, the pool alone without an extension), full
// scale drawn dense, the counts by place, and the moves a step's events
// made between the tiers.
import { describe, expect, test } from 'vitest';
import type { BpeEvent, ViewOf } from '../../../shell/engine/types';
import { centreOf, EMPTY, itemAt, movedPages, movesOf, tierCounts, tiersLayout } from './bpeTiers';

type Tiers = ViewOf<'bpe_tiers'>;
const SIZE = { gridHeight: 230, stackedHeight: 170, stripHeight: 40 };

function view(frames: number[], dirty: number[], slots: number[], place: number[]): Tiers {
  return {
    kind: 'bpe_tiers',
    frames: Uint32Array.from(frames),
    dirty: Uint8Array.from(dirty),
    slots: Uint32Array.from(slots),
    place: Uint8Array.from(place),
    data_pages: place.length,
  };
}

describe('tiersLayout', () => {
  test('the step preset side by side: the pool beside the extension, the strip under both, all inside the width', () => {
    const l = tiersLayout(32, 512, 400, 930, SIZE);
    expect(l.stacked).toBe(false);
    expect(l.ext).not.toBeNull();
    expect(l.pool.grid.mode).toBe('cells');
    expect(l.ext?.grid.mode).toBe('cells');
    expect(l.pool.grid.size).toBeGreaterThanOrEqual(20); // page numbers fit
    expect(l.pool.x + l.pool.grid.width).toBeLessThanOrEqual(l.ext?.x ?? 0);
    expect((l.ext?.x ?? 0) + (l.ext?.grid.width ?? 0)).toBeLessThanOrEqual(930);
    expect(l.strip.y).toBeGreaterThan(l.pool.y + l.pool.grid.height);
    expect(l.strip.grid.perCell).toBe(1);
    expect(l.height).toBe(l.strip.y + SIZE.stripHeight);
  });

  test('a phone stacks the extension under the pool, within the stacked height', () => {
    const l = tiersLayout(32, 512, 400, 345, SIZE);
    expect(l.stacked).toBe(true);
    expect(l.ext?.x).toBe(0);
    expect(l.ext?.y ?? 0).toBeGreaterThan(l.pool.y + l.pool.grid.height);
    expect((l.ext?.y ?? 0) + (l.ext?.grid.height ?? 0) - l.pool.y).toBeLessThanOrEqual(SIZE.stackedHeight + 14);
  });

  test('full scale is dense and bounded; without an extension the pool takes the width', () => {
    const l = tiersLayout(11_520, 524_288, 65_536, 930, SIZE);
    expect(l.pool.grid.mode).toBe('dense');
    expect(l.ext?.grid.mode).toBe('dense');
    expect(l.ext?.grid.height ?? Infinity).toBeLessThanOrEqual(SIZE.gridHeight);
    expect(Math.ceil(524_288 / (l.ext?.grid.perCell ?? 1))).toBeLessThanOrEqual((l.ext?.grid.cols ?? 0) * (l.ext?.grid.rows ?? 0));
    const alone = tiersLayout(142_858, 0, 65_536, 930, SIZE);
    expect(alone.ext).toBeNull();
    expect(alone.pool.grid.width).toBeGreaterThan(900);
  });

  test('the same counts and width give the same boxes (the picture never moves)', () => {
    expect(tiersLayout(32, 512, 400, 930, SIZE)).toEqual(tiersLayout(32, 512, 400, 930, SIZE));
  });

  test('a point finds its frame; centres lie in their cells', () => {
    const l = tiersLayout(32, 512, 400, 930, SIZE);
    const c = centreOf(l.pool, 7);
    expect(itemAt(l.pool, 32, c.x, c.y)).toBe(7);
    expect(itemAt(l.pool, 32, -5, c.y)).toBeNull();
  });
});

describe('tierCounts', () => {
  test('frames, dirty, slots and places counted', () => {
    const v = view([5, 6, EMPTY], [1, 0, 0], [1, EMPTY, 2, 3], [0, 1, 1, 1, 0, 3, 2]);
    expect(tierCounts(v)).toEqual({
      frames: 3,
      poolPages: 2,
      dirty: 1,
      slots: 4,
      extPages: 3,
      places: [2, 3, 1, 1],
      shown: 7,
      dataPages: 7,
    });
  });
});

describe('movesOf', () => {
  // After an update of page 3: read from slot 2, page 5 left frame 0 dirty, the copy washed out.
  const v = view([3, 6], [1, 0], [1, EMPTY, EMPTY, 9], [0, 1, 0, 3, 0, 0, 2]);
  const events: BpeEvent[] = [
    { kind: 'request', run: 1, op: 'update', row: 20, page: 3 },
    { kind: 'page', page: 3, found: 'extension', frame: 0, ms: 0.45 },
    { kind: 'evict', page: 5, frame: 0, dirty: true, to: 'disk', wait_ms: 0 },
    { kind: 'dirtied', page: 3, frame: 0 },
    { kind: 'wash', page: 3, slot: 2 },
    { kind: 'done', op: 'update', ms: 0.7 },
  ];

  test('a read from the extension names the slot the wash event gives; the write and the wash follow', () => {
    expect(movesOf(v, events)).toEqual([
      { kind: 'ext_read', page: 3, frame: 0, slot: 2 },
      { kind: 'write', page: 5, frame: 0 },
      { kind: 'dirty', page: 3, frame: 0 },
      { kind: 'wash', page: 3, slot: 2 },
    ]);
    expect([...movedPages(movesOf(v, events))].sort()).toEqual([3, 5]);
  });

  test('only the revealed events move anything; a clean page copied in is found in its slot', () => {
    expect(movesOf(v, events.slice(0, 1))).toEqual([]);
    const copy: BpeEvent[] = [{ kind: 'evict', page: 9, frame: 1, dirty: false, to: 'extension', wait_ms: 0 }];
    expect(movesOf(v, copy)).toEqual([{ kind: 'copy', page: 9, frame: 1, slot: 3 }]);
  });
});
