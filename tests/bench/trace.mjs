// Where a cold load's time goes: one load of a lesson from the built site
// (dist/) in headless Debian Chromium with a Chrome trace, summarised. A
// benchmark's companion, never a test: it prints one JSON object and exits 0
// unless the page cannot be driven at all.
//
//   node tests/bench/trace.mjs [--lesson fragmentation] [--seconds 4]
//        [--width 1440] [--height 900] [--top 12] [--out trace.json]
//
// It reports, from navigation start:
// - `first_picture_ms` and `work_idle_ms` (the page's own `pagelab:*`
//   measures, as `npm run bench:ui` takes them);
// - `threads`: each renderer thread's busy time (the sum of its top-level
//   tasks), its first and last task, and for the engine's workers their CPU
//   time beside the wall time (a task whose wall time is much longer than
//   its CPU time was waiting for a core: two cores, several busy threads);
// - `main_tasks`: the main thread's longest tasks until the first picture,
//   each with what took most of it (script evaluation, a function call,
//   style, layout, paint).
// The trace itself slows the load by about a quarter: read the figures as
// shares, and time with `npm run bench:ui`. `--out` also writes the raw
// trace, for chrome://tracing or Perfetto.
//
// Env: CHROMIUM (default /usr/bin/chromium), BENCH_UI_DIST to trace another
// build's folder.
/* global window */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { serveStatic } from '../e2e/static-server.mjs';

const { values: opts } = parseArgs({
  options: {
    lesson: { type: 'string', default: 'fragmentation' },
    seconds: { type: 'string', default: '4' },
    width: { type: 'string', default: '1440' },
    height: { type: 'string', default: '900' },
    top: { type: 'string', default: '12' },
    out: { type: 'string' },
  },
});
const distDir = process.env.BENCH_UI_DIST ?? fileURLToPath(new URL('../../dist/', import.meta.url));
const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'navigation',
  'loading',
  'v8',
];
// Tasks below this many ms are left out of `main_tasks`.
const LONG_TASK_MS = 8;
// What a main-thread task did, named by the trace events that say it (the
// scheduler's and mojo's wrappers around them say nothing).
const WORK = new Set([
  'ParseHTML',
  'EvaluateScript',
  'v8.evaluateModule',
  'v8.compile',
  'v8.compileModule',
  'FunctionCall',
  'EventDispatch',
  'TimerFire',
  'FireAnimationFrame',
  'HandlePostMessage',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'Commit',
  'MinorGC',
  'MajorGC',
  'RunMicrotasks',
]);
const r1 = (x) => Math.round(x * 10) / 10;

const server = await serveStatic(distDir);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ viewport: { width: Number(opts.width), height: Number(opts.height) } });
  await page.addInitScript(() => {
    window.__measures = {};
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (e.name === 'pagelab:first-picture' || e.name === 'pagelab:work-idle') window.__measures[e.name] = e.startTime + e.duration;
      }
    }).observe({ type: 'measure' });
  });
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(new URL(`?lesson=${encodeURIComponent(opts.lesson)}`, server.url).href);
  await page.waitForTimeout(Math.max(1, Number(opts.seconds) || 4) * 1000);
  const measures = await page.evaluate(() => window.__measures);
  const raw = await browser.stopTracing();
  if (opts.out) writeFileSync(opts.out, raw);
  const events = JSON.parse(raw.toString()).traceEvents;
  process.stdout.write(`${JSON.stringify(summarise(events, measures), null, 2)}\n`);
} finally {
  await browser.close();
  await server.close();
}

function summarise(events, measures) {
  const names = new Map();
  for (const e of events) if (e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args.name);
  const threadOf = (e) => `${e.pid}:${e.tid}`;
  // The navigation of the lesson's page: the last one started, on the
  // renderer's main thread (the page's; another renderer may run too).
  const nav = events
    .filter((e) => e.name === 'navigationStart' && names.get(threadOf(e)) === 'CrRendererMain')
    .sort((a, b) => b.ts - a.ts)[0];
  if (!nav) throw new Error('the trace holds no navigation of the page: nothing to measure from');
  const t0 = nav.ts;
  const main = threadOf(nav);
  const ms = (ts) => r1((ts - t0) / 1000);
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.ts >= t0);
  const threads = new Map();
  for (const t of tasks) {
    const key = threadOf(t);
    const th = threads.get(key) ?? { thread: names.get(key) ?? key, busy_ms: 0, cpu_ms: 0, first_ms: Infinity, last_ms: 0 };
    th.busy_ms += t.dur / 1000;
    th.cpu_ms += (t.tdur ?? t.dur) / 1000;
    th.first_ms = Math.min(th.first_ms, ms(t.ts));
    th.last_ms = Math.max(th.last_ms, ms(t.ts + t.dur));
    threads.set(key, th);
  }
  const busy = [...threads.values()]
    .filter((t) => t.busy_ms >= 1)
    .sort((a, b) => b.busy_ms - a.busy_ms)
    .map((t) => ({ ...t, busy_ms: r1(t.busy_ms), cpu_ms: r1(t.cpu_ms) }));
  const picture = measures['pagelab:first-picture'] ?? Infinity;
  const children = (task) =>
    events.filter(
      (e) =>
        threadOf(e) === main &&
        e.ph === 'X' &&
        WORK.has(e.name) &&
        e.ts >= task.ts &&
        e.ts + e.dur <= task.ts + task.dur &&
        e.dur >= 2000,
    );
  const mainTasks = tasks
    .filter((t) => threadOf(t) === main && t.dur >= LONG_TASK_MS * 1000 && ms(t.ts) <= picture)
    .sort((a, b) => b.dur - a.dur)
    .slice(0, Math.max(1, Number(opts.top) || 12))
    .sort((a, b) => a.ts - b.ts)
    .map((t) => ({
      at_ms: ms(t.ts),
      ms: r1(t.dur / 1000),
      what: [...new Map(children(t).map((c) => [c.name, c])).values()]
        .sort((a, b) => b.dur - a.dur)
        .slice(0, 4)
        .map((c) => `${c.name} ${r1(c.dur / 1000)}`),
    }));
  return {
    lesson: opts.lesson,
    note: 'one traced cold load; the trace slows it by about a quarter: shares, not timings',
    first_picture_ms: measures['pagelab:first-picture'] === undefined ? null : r1(measures['pagelab:first-picture']),
    work_idle_ms: measures['pagelab:work-idle'] === undefined ? null : r1(measures['pagelab:work-idle']),
    threads: busy,
    main_tasks: mainTasks,
  };
}
