// The index rebuild's pictures: the timeline's lanes (main, threads,
// devices) with spans on a time scale to now and the devices' busy and
// queue by bucket; the sort groups' boxes by phase column, in group order.
import { describe, expect, test } from 'vitest';
import type { ViewOf } from '../../../shell/engine/types';
import { deviceSummary, FOLD_W, LABEL_W, laneNow, laneTotals, timelineHeight, timelineLayout } from './rebuildTimeline';
import { boxSize, groupsLayout, HEAD_H } from './rebuildGroups';

const NO_GROUP = 4_294_967_295;

function timeline(): ViewOf<'rebuild_timeline'> {
  const buckets = 4;
  return {
    kind: 'rebuild_timeline',
    threads: 2,
    devices: 2,
    span_lane: Uint32Array.from([0, 1, 2, 0]),
    span_phase: Uint8Array.from([1, 2, 2, 3]),
    span_group: Uint32Array.from([NO_GROUP, 0, 1, 0]),
    span_start: Float64Array.from([0, 50, 50, 80]),
    span_end: Float64Array.from([50, 80, 100, 100]),
    now_s: 100,
    buckets,
    device_busy: Float32Array.from([0, 0.5, 1, 1, 0, 0, 0.25, 0.5]),
    device_queue: Float32Array.from([0, 0, 2, 1, 0, 0, 0, 0]),
  };
}

describe('rebuild timeline', () => {
  test('a lane per worker, then per device; height fixed by the counts', () => {
    const l = timelineLayout(timeline(), 464);
    expect(l.lanes.map((x) => x.key)).toEqual(['w0', 'w1', 'w2', 'd0', 'd1']);
    expect(l.height).toBe(timelineHeight(2, 2));
    expect(timelineHeight(8, 5)).toBeLessThan(timelineHeight(2, 2) * 3);
    expect(l.lanes[3].y).toBeGreaterThan(l.lanes[2].y + l.lanes[2].h);
  });

  test('spans on a time scale from 0 to now', () => {
    const l = timelineLayout(timeline(), 464);
    expect(l.innerW).toBe(464 - LABEL_W - 8);
    expect(l.spans[0].x).toBe(LABEL_W);
    expect(l.spans[0].w).toBeCloseTo(l.innerW / 2);
    expect(l.spans[3].x).toBeCloseTo(LABEL_W + l.innerW * 0.8);
    expect(l.nowX).toBeCloseTo(LABEL_W + l.innerW);
    expect(l.spans.map((s) => s.lane)).toEqual([0, 1, 2, 0]);
  });

  test('a scan longer than half the run is folded into the first 15% of the width', () => {
    const v = timeline();
    v.span_start = Float64Array.from([0, 80, 80, 90]);
    v.span_end = Float64Array.from([80, 90, 100, 100]);
    const l = timelineLayout(v, 464);
    expect(l.fold).toBe(80);
    expect(l.spans[0].w).toBeCloseTo(l.innerW * FOLD_W);
    expect(l.spans[1].x).toBeCloseTo(LABEL_W + l.innerW * FOLD_W);
    expect(l.spans[3].x).toBeCloseTo(LABEL_W + l.innerW * (FOLD_W + (1 - FOLD_W) / 2));
    expect(l.ticks[0]).toBe(0);
    expect(l.ticks.slice(1).every((t) => t >= 80)).toBe(true);
    const cells = l.cells.filter((c) => c.device === 0);
    expect(cells[cells.length - 1].x + cells[cells.length - 1].w).toBeCloseTo(LABEL_W + l.innerW);
    // Half the run or less: not folded.
    expect(timelineLayout(timeline(), 464).fold).toBe(0);
  });

  test('device cells: busy share as a bar from the lane’s bottom, the queue as a path', () => {
    const l = timelineLayout(timeline(), 464);
    const lane = l.lanes[3];
    const full = l.cells.find((c) => c.device === 0 && c.bucket === 2);
    expect(full?.h).toBe(lane.h);
    expect(full?.y).toBe(lane.y);
    expect(l.cells.find((c) => c.device === 0 && c.bucket === 1)?.h).toBe(lane.h / 2);
    expect(l.maxQueue).toBe(2);
    expect(l.queuePaths[0]).toMatch(/^M/);
    expect(l.cells).toHaveLength(8);
  });

  test('step 0: nothing drawn, a scale still', () => {
    const v = { ...timeline(), span_lane: new Uint32Array(0), span_phase: new Uint8Array(0), span_group: new Uint32Array(0), span_start: new Float64Array(0), span_end: new Float64Array(0), now_s: 0 };
    const l = timelineLayout(v, 300);
    expect(l.spans).toEqual([]);
    expect(l.cells).toEqual([]);
    expect(Number.isFinite(l.nowX)).toBe(true);
  });

  test('what each lane does now, its totals, a device’s summary', () => {
    const v = timeline();
    expect(laneNow(v, 0)).toEqual({ phase: 3, group: 0, start: 80 });
    expect(laneNow(v, 1)).toBeNull();
    expect(laneTotals(v)[0]).toEqual([0, 50, 0, 20]);
    expect(deviceSummary(v, 0)).toEqual({ busy: 0.625, queue: 0.75, deepest: 2 });
    expect(deviceSummary(v, 1, 2).busy).toBeCloseTo(0.375);
  });
});

describe('sort groups', () => {
  test('the largest box that fits every group in one column', () => {
    expect(boxSize(8, 200, 100)).toEqual({ size: 44, perRow: 4 });
    const b = boxSize(48, 120, 120);
    expect(Math.ceil(48 / b.perRow) * b.size).toBeLessThanOrEqual(120);
    expect(b.size).toBeGreaterThan(10);
  });

  test('a column a phase, boxes in group order', () => {
    // scanning, sorted, merging, merged, building, built, merging
    const l = groupsLayout([0, 1, 2, 3, 4, 5, 2], 600, 120);
    expect(l.boxes.map((b) => b.column)).toEqual([0, 0, 1, 1, 2, 2, 1]);
    expect(l.columns.map((c) => c.count)).toEqual([2, 3, 2]);
    const merge = l.boxes.filter((b) => b.column === 1);
    expect(merge.map((b) => b.group)).toEqual([2, 3, 6]);
    expect(merge[1].x - merge[0].x).toBe(l.size);
    expect(merge[0].y).toBe(HEAD_H);
    expect(l.boxes[2].x).toBe(l.columns[1].x);
  });
});
