/**
 * The idxbuild charts' data, as pure functions: the runs they need
 * (elapsed time against threads 1 to 16, and against sort groups 8 to
 * 64, each for 1, 2 and 5 sort devices), each device count's line, our
 * gain of 8 threads on 5 devices (the engine's), and where the article's 20% puts its
 * mark (our no-thread time on 5 devices, 20% shorter).
 */
import type { IdxFigures, Params } from '../../../../shell/engine/types';
import { sweepOf } from '../../../../shell/lesson/sweeps';
import { without } from '../../../../kit/charts/without';

const THREADS_SWEEP = sweepOf('idxbuild', 'threads');
/** The charts' thread counts, -SG values and device lines: the engine's sweeps (the bench runs the same threads). */
export const THREADS = THREADS_SWEEP.xs.map(Number);
export const GROUPS = sweepOf('idxbuild', 'groups').xs.map(Number);
export const DEVICES = THREADS_SWEEP.lines.map(Number);
/**
 * Each directory's limit in the charts' runs: lifted (the engine's
 * largest), so one device holds every sort file; below the limit the
 * placement is the same (group g on directory g mod D).
 */
export const CHART_DEVICE_GB = '1000';

export function threadPoints(): Params[] {
  return DEVICES.flatMap((d) => THREADS.map((t) => ({ devices: String(d), threads: String(t) })));
}

export function groupPoints(): Params[] {
  return DEVICES.flatMap((d) => GROUPS.map((g) => ({ devices: String(d), sort_groups: String(g) })));
}

/** What every point of the threads chart shares: your parameters but the swept ones. */
export function threadsBase(p: Params): Params {
  return { ...without(p, ['threads', 'devices', 'device_gb']), device_gb: CHART_DEVICE_GB };
}

/** The same for the sort groups chart (at your threads). */
export function groupsBase(p: Params): Params {
  return { ...without(p, ['sort_groups', 'devices', 'device_gb']), device_gb: CHART_DEVICE_GB };
}

export interface DeviceLine {
  devices: number;
  /** Elapsed minutes at each x run so far, and the engine's time saved against no threads (%). */
  points: { x: number; y: number; gain: number }[];
}

/** One line per device count: elapsed minutes against the swept parameter. */
export function deviceLines(points: readonly Params[], figures: readonly (IdxFigures | undefined)[], xKey: string): DeviceLine[] {
  const lines = new Map<number, DeviceLine>();
  points.forEach((p, i) => {
    const d = Number(p.devices);
    if (!lines.has(d)) lines.set(d, { devices: d, points: [] });
    const f = figures[i];
    if (f) lines.get(d)?.points.push({ x: Number(p[xKey]), y: f.elapsed_s / 60, gain: f.improvement_pct });
  });
  return [...lines.values()];
}

export function valueAt(lines: readonly DeviceLine[], devices: number, x: number): number | undefined {
  return lines.find((l) => l.devices === devices)?.points.find((p) => p.x === x)?.y;
}

/**
 * Time saved against no threads (%), at `threads` on `devices`: the
 * engine's `improvement_pct` of that run (it rebuilds without threads
 * beside it), not recomputed from the chart's points.
 */
export function gainAt(lines: readonly DeviceLine[], devices: number, threads: number): number | undefined {
  return lines.find((l) => l.devices === devices)?.points.find((p) => p.x === threads)?.gain;
}

/**
 * The article's mark: "20% improvement" for 8 threads on 5 devices, put
 * on our 5-device line as our no-thread time made 20% shorter.
 */
export function articleMark(lines: readonly DeviceLine[], gainPct: number, threads = 8, devices = 5): { x: number; y: number } | undefined {
  const one = valueAt(lines, devices, 1);
  return one === undefined ? undefined : { x: threads, y: one * (1 - gainPct / 100) };
}

const CPUS_SWEEP = sweepOf('idxbuild', 'cpus');
const DATABASES_SWEEP = sweepOf('idxbuild', 'databases');

/** A sweep of the engine's as the page runs it: its points, one line per value of its line parameter. */
export interface ShapeSweep {
  id: string;
  x: string;
  xs: number[];
  line: string;
  lines: string[];
}

export const CPUS_CHART: ShapeSweep = { id: 'cpus', x: CPUS_SWEEP.x, xs: CPUS_SWEEP.xs.map(Number), line: CPUS_SWEEP.line, lines: CPUS_SWEEP.lines };
export const DATABASES_CHART: ShapeSweep = {
  id: 'databases',
  x: DATABASES_SWEEP.x,
  xs: DATABASES_SWEEP.xs.map(Number),
  line: DATABASES_SWEEP.line,
  lines: DATABASES_SWEEP.lines,
};

export function shapePoints(s: ShapeSweep): Params[] {
  return s.lines.flatMap((l) => s.xs.map((x) => ({ [s.line]: l, [s.x]: String(x) })));
}

/** What every point shares: your parameters but the swept ones, each directory's limit lifted. */
export function shapeBase(s: ShapeSweep): (p: Params) => Params {
  return (p) => ({ ...without(p, [s.x, s.line, 'device_gb']), device_gb: CHART_DEVICE_GB });
}

export interface ShapeLine {
  line: string;
  /** Elapsed minutes at each x run so far. */
  points: { x: number; y: number }[];
}

/** One line per value of the sweep's line parameter: elapsed minutes against x. */
export function shapeLines(s: ShapeSweep, points: readonly Params[], figures: readonly (IdxFigures | undefined)[]): ShapeLine[] {
  const lines = new Map<string, ShapeLine>(s.lines.map((l) => [l, { line: l, points: [] }]));
  points.forEach((p, i) => {
    const f = figures[i];
    if (f) lines.get(p[s.line])?.points.push({ x: Number(p[s.x]), y: f.elapsed_s / 60 });
  });
  return [...lines.values()];
}

/** The x of a line's fastest run, once it has a point. */
export function fastestAt(line: ShapeLine): number | undefined {
  return line.points.reduce<{ x: number; y: number } | undefined>((b, p) => (b === undefined || p.y < b.y ? p : b), undefined)?.x;
}
