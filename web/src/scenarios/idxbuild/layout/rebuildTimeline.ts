/**
 * The index rebuild's timeline (`rebuild_timeline`), as pure layout: a
 * lane per worker (the main process, then each merge thread) and a lane
 * per sort device, time across. Sizes depend only on the counts of
 * threads and devices and the width, so the picture never moves while a
 * run plays; the time scale grows with the clock (0 to now).
 *
 * ```text
 *   main      [S scan ·········][B g3][B g1]…     worker lanes: spans
 *   thread 1                    [M g0 ░░░░]…
 *   …
 *   disk 1    ▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▇███▇██          device lanes: busy share
 *             ‾‾‾‾‾‾‾‾‾‾‾‾‾‾‾‾‾‾‾╱‾‾╲‾‾          and the queue's depth
 *   0 s                 500 s            now
 * ```
 *
 * The scan often takes most of a rebuild (the article's: three quarters),
 * which would squeeze the merges and builds, the part the lesson is
 * about, into a corner. So once phase 2 has begun, if the time before the
 * first merge is more than half the run, it is folded into the first
 * `FOLD_W` of the width (a piecewise scale; the axis marks the fold).
 */
import { scaleLinear, type ScaleLinear } from 'd3';
import type { ViewOf } from '../../../shell/engine/types';

export const LABEL_W = 64;
export const AXIS_H = 22;
const RIGHT = 8;
const LANE = { worker: 18, device: 24, gap: 6 };
/** The share of the width a folded scan keeps, and when to fold. */
export const FOLD_W = 0.15;
const FOLD_AT = 0.5;
/** Smaller lanes for many threads or devices. */
const SMALL_LANE = { worker: 12, device: 18, gap: 4 };

export interface Lane {
  key: string;
  kind: 'worker' | 'device';
  /** Worker lane (0 main, 1.. threads) or device index. */
  index: number;
  y: number;
  h: number;
}

export interface SpanRect {
  i: number;
  lane: number;
  phase: number;
  group: number;
  x: number;
  w: number;
  y: number;
  h: number;
  start: number;
  end: number;
}

export interface DeviceCell {
  device: number;
  bucket: number;
  x: number;
  w: number;
  /** The busy share's bar, from the lane's bottom. */
  y: number;
  h: number;
  busy: number;
  queue: number;
}

export interface TimelineLayout {
  width: number;
  height: number;
  innerW: number;
  lanes: Lane[];
  x: ScaleLinear<number, number>;
  /** Where the time before the first merge is folded (seconds; 0: not folded). */
  fold: number;
  /** The axis's ticks (0, then ticks of the part after the fold) and their text. */
  ticks: number[];
  tickText: (t: number) => string;
  spans: SpanRect[];
  cells: DeviceCell[];
  /** Each device's queue depth as a path over its lane (scaled to the deepest queue of any device). */
  queuePaths: string[];
  maxQueue: number;
  nowX: number;
  axisY: number;
}

/** The lanes' sizes for a run: fixed by its threads and devices. */
export function laneSizes(threads: number, devices: number) {
  return threads + devices > 12 ? SMALL_LANE : LANE;
}

/** The picture's height for a run's threads and devices (never changes while it plays). */
export function timelineHeight(threads: number, devices: number): number {
  const s = laneSizes(threads, devices);
  return (threads + 1) * s.worker + s.gap + devices * (s.device + 2) + AXIS_H;
}

export function timelineLayout(view: ViewOf<'rebuild_timeline'>, width: number): TimelineLayout {
  const { threads, devices } = view;
  const s = laneSizes(threads, devices);
  const lanes: Lane[] = [];
  for (let t = 0; t <= threads; t++) lanes.push({ key: `w${t}`, kind: 'worker', index: t, y: t * s.worker, h: s.worker });
  const top = (threads + 1) * s.worker + s.gap;
  for (let d = 0; d < devices; d++) lanes.push({ key: `d${d}`, kind: 'device', index: d, y: top + d * (s.device + 2), h: s.device });
  const axisY = top + devices * (s.device + 2);
  const innerW = Math.max(20, width - LABEL_W - RIGHT);
  const end = view.now_s > 0 ? view.now_s : 1;
  let firstMerge = Infinity;
  for (let i = 0; i < view.span_phase.length; i++) {
    if (view.span_phase[i] >= 2) firstMerge = Math.min(firstMerge, view.span_start[i]);
  }
  const fold = Number.isFinite(firstMerge) && firstMerge > FOLD_AT * end && firstMerge < end ? firstMerge : 0;
  const x = fold
    ? scaleLinear()
        .domain([0, fold, end])
        .range([LABEL_W, LABEL_W + FOLD_W * innerW, LABEL_W + innerW])
    : scaleLinear().domain([0, end]).range([LABEL_W, LABEL_W + innerW]);
  const tickCount = Math.max(2, Math.floor(innerW / 90));
  const after = scaleLinear().domain([fold, end]);
  // d3 picks the precision the ticks need (0.1 s apart near the start).
  const tickText = after.tickFormat(tickCount, ',~f');
  const ticks = fold
    ? [0, ...after.ticks(Math.max(2, tickCount - 1)).filter((t) => x(t) - x(fold) > 30 || t === fold)]
    : x.ticks(tickCount);

  const spans: SpanRect[] = [];
  for (let i = 0; i < view.span_lane.length; i++) {
    const lane = view.span_lane[i];
    if (lane > threads) continue;
    const x0 = x(view.span_start[i]);
    const x1 = x(Math.max(view.span_start[i], view.span_end[i]));
    spans.push({
      i,
      lane,
      phase: view.span_phase[i],
      group: view.span_group[i],
      x: x0,
      w: Math.max(1, x1 - x0),
      y: lane * s.worker + 2,
      h: s.worker - 4,
      start: view.span_start[i],
      end: view.span_end[i],
    });
  }

  const n = view.buckets;
  const cells: DeviceCell[] = [];
  let maxQueue = 0;
  for (let k = 0; k < view.device_queue.length; k++) maxQueue = Math.max(maxQueue, view.device_queue[k]);
  const queuePaths: string[] = [];
  const bw = view.now_s > 0 ? innerW / n : 0;
  // Bucket b covers [b, b + 1) × now / n, wherever the scale puts it.
  const bx = (b: number) => x((b * view.now_s) / n);
  for (let d = 0; d < devices; d++) {
    const lane = lanes[threads + 1 + d];
    const bottom = lane.y + lane.h;
    let path = '';
    for (let b = 0; b < n && bw > 0; b++) {
      const busy = view.device_busy[d * n + b] ?? 0;
      const queue = view.device_queue[d * n + b] ?? 0;
      const h = Math.max(0, Math.min(1, busy)) * lane.h;
      cells.push({ device: d, bucket: b, x: bx(b), w: bx(b + 1) - bx(b), y: bottom - h, h, busy, queue });
      if (maxQueue > 0) {
        const qy = bottom - (queue / maxQueue) * lane.h;
        path += `${b === 0 ? 'M' : 'L'}${r1(bx(b))},${r1(qy)}H${r1(bx(b + 1))}`;
      }
    }
    queuePaths.push(path);
  }
  return {
    width,
    height: timelineHeight(threads, devices),
    innerW,
    lanes,
    x,
    fold,
    ticks,
    tickText,
    spans,
    cells,
    queuePaths,
    maxQueue,
    nowX: x(view.now_s),
    axisY,
  };
}

const r1 = (v: number) => Math.round(v * 10) / 10;

/** What a worker lane is doing at the end of the view (its span that reaches now), if anything. */
export function laneNow(view: ViewOf<'rebuild_timeline'>, lane: number): { phase: number; group: number; start: number } | null {
  let found: { phase: number; group: number; start: number } | null = null;
  for (let i = 0; i < view.span_lane.length; i++) {
    if (view.span_lane[i] !== lane) continue;
    if (view.span_end[i] >= view.now_s && view.span_start[i] <= view.now_s && view.now_s > 0) {
      found = { phase: view.span_phase[i], group: view.span_group[i], start: view.span_start[i] };
    }
  }
  return found;
}

/** Each worker lane's time in each phase so far (seconds), by phase code 1..3. */
export function laneTotals(view: ViewOf<'rebuild_timeline'>): number[][] {
  const totals = Array.from({ length: view.threads + 1 }, () => [0, 0, 0, 0]);
  for (let i = 0; i < view.span_lane.length; i++) {
    const t = totals[view.span_lane[i]];
    if (t) t[view.span_phase[i]] += Math.max(0, view.span_end[i] - view.span_start[i]);
  }
  return totals;
}

/** A device's mean busy share and mean and deepest queue over the buckets shown (last `last` buckets, or all). */
export function deviceSummary(view: ViewOf<'rebuild_timeline'>, device: number, last = view.buckets) {
  const n = view.buckets;
  const from = Math.max(0, n - last);
  let busy = 0;
  let queue = 0;
  let deepest = 0;
  for (let b = from; b < n; b++) {
    busy += view.device_busy[device * n + b] ?? 0;
    const q = view.device_queue[device * n + b] ?? 0;
    queue += q;
    deepest = Math.max(deepest, q);
  }
  const k = Math.max(1, n - from);
  return { busy: busy / k, queue: queue / k, deepest };
}
