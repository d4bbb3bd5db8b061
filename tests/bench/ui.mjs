// UI benchmark: the built site (dist/) in headless Debian Chromium, the step
// view playing a table of 10,000+ leaf pages, and how long its frames take.
// A benchmark, never a test: it prints figures and always exits 0 unless the
// page cannot be driven at all.
//
//   npm run bench:ui                      (scripts/bench-ui.sh: builds, then this)
//   node tests/bench/ui.mjs [--out bench-ui-results.json] [--seconds 8]
//        [--scenario two_views|one_view|all] [--speed 32] [--dpr 1]
//
// Per scenario it records, while the step view plays (each step brings new
// snapshot arrays from the worker, the page views re-lay out and redraw, and
// the step's events animate over the next frames):
// - frames: requestAnimationFrame deltas (ms) in the page, and the same for
//   2 s of idle before playing (the harness's own floor);
// - draw: the page view's canvas draw function (`pagelab:draw` user-timing
//   measures, see web/src/shell/perf/timing.ts), per call and summed per frame;
// - layout: the page view's layout memo (`pagelab:layout`);
// - transfer: engine -> UI data of a step: copy out of the WASM
//   (`pagelab:engine-copy`, worker), postMessage (`pagelab:engine-post`,
//   worker) and deserialisation (`pagelab:engine-receive`, main thread);
// - long tasks (> 50 ms) on the main thread.
// And on cold loads: each lesson's first picture, when all it computes is
// done, and a stage's clip made for a slide (`clipTiming`).
//
// Headless Chromium runs with --disable-gpu: the canvas is rasterised in
// software, so draw figures are a pessimistic bound for a desktop with a GPU.
//
// Env: CHROMIUM (default /usr/bin/chromium), BENCH_UI_URL to measure an
// already running server instead of serving dist/, BENCH_UI_DIST to serve
// another build's folder (an A/B of two builds), BENCH_UI_HIDE=<selector>
// to hide parts of the page (display: none) and see what they cost.
/* global window, document, self, requestAnimationFrame, addEventListener */
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { serveStatic } from '../e2e/static-server.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const { values: opts } = parseArgs({
  options: {
    out: { type: 'string', default: join(root, 'bench-ui-results.json') },
    seconds: { type: 'string', default: '8' },
    scenario: { type: 'string', default: 'all' },
    speed: { type: 'string', default: '32' },
    dpr: { type: 'string', default: '1' },
    // Only the cold-load measures (first picture, work done, a clip), no frame times.
    'loads-only': { type: 'boolean', default: false },
    // Only the frame times of the chosen scenarios, no cold loads.
    'frames-only': { type: 'boolean', default: false },
  },
});
const seconds = Math.max(1, Number(opts.seconds) || 8);
const dpr = Math.max(1, Number(opts.dpr) || 1);
const executablePath = process.env.CHROMIUM ?? '/usr/bin/chromium';
const externalUrl = process.env.BENCH_UI_URL;
const UI_TIMEOUT = 120_000;

/**
 * ~15 rows a leaf at the lessons' defaults (2 KB pages, 132-byte rows), so
 * 150,000 rows give ~10,000 leaf pages in each step view. The URL's
 * parameters override the lesson's small step preset.
 */
const SCENARIOS = {
  // The split lesson shows two views side by side (mid-page vs insertion point).
  two_views: { url: '?lesson=page_splits&rows=150000&inserted_rows=5000&days=3', views: 2 },
  // One view across the whole column.
  one_view: { url: '?lesson=fillfactor&rows=150000&inserted_rows=5000&days=3', views: 1 },
  // Stress: one box per page. The app bins pages to at most one box per CSS
  // pixel column (the column is at most ~1,000 px wide), so this widens the
  // window and lifts the page's max-width until ~9,900 pages fit unbinned.
  dense: {
    url: '?lesson=fillfactor&rows=147000&inserted_rows=5000&days=3',
    views: 1,
    width: 10_600,
    css: 'main { max-width: none !important; }',
  },
  // Views that are not page views (`ready`: the picture to wait for); no
  // checkpoint may stop Play, and the page view's own measures are absent.
  // A pool of 4,096 frames, drawn dense (canvas), under a Zipf workload.
  pool_pages: {
    url: '?lesson=buffer_pool&frames=4096&pages=20000&workload=zipf&requests=20000&checkpoints=0',
    views: 1,
    ready: 'figure.buffer-frames',
  },
  // 128 sessions on 8 cores: the lanes and the last page's queue.
  latch_lanes_128: { url: '?lesson=latch&threads=128&cores=8&checkpoints=0', views: 1, ready: 'figure.session-lanes' },
  // The rebuild's timeline: workers, devices and their queues.
  rebuild_timeline: { url: '?lesson=idxbuild&checkpoints=0', views: 1, ready: 'figure.rebuild-timeline' },
};
const chosen = opts.scenario === 'all' ? Object.keys(SCENARIOS) : opts.scenario.split(',');
for (const s of chosen) assert.ok(s in SCENARIOS, `unknown scenario ${s}: one of ${Object.keys(SCENARIOS).join(', ')}, all`);

const distDir = process.env.BENCH_UI_DIST ?? join(root, 'dist');
if (!externalUrl) assert.ok(existsSync(join(distDir, 'index.html')), `${distDir}/index.html missing: run \`npm run build\` first`);
assert.ok(existsSync(executablePath), `${executablePath} missing: apt-get install chromium`);

/** Runs in the page before the app: observers and the rAF recorder. */
function pageProbe() {
  const b = { entries: [], raf: [], longtasks: [], recording: false };
  window.__bench = b;
  const abs = (t) => performance.timeOrigin + t;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.name.startsWith('pagelab:')) b.entries.push({ name: e.name, start: abs(e.startTime), ms: e.duration, detail: e.detail });
    }
  }).observe({ type: 'measure' });
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) b.longtasks.push({ start: abs(e.startTime), ms: e.duration });
    }).observe({ type: 'longtask' });
  } catch {
    // no long-task timing in this browser
  }
  b.record = () => {
    b.raf = [];
    b.recording = true;
    const tick = (t) => {
      if (!b.recording) return;
      b.raf.push(abs(t));
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  };
  b.stop = () => {
    b.recording = false;
    return b.raf;
  };
}

/** Runs in each engine worker (installed when it appears). */
function workerProbe() {
  if (self.__bench) return;
  const b = { entries: [] };
  self.__bench = b;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.name.startsWith('pagelab:')) {
        b.entries.push({ name: e.name, start: performance.timeOrigin + e.startTime, ms: e.duration, detail: e.detail });
      }
    }
  }).observe({ type: 'measure' });
}

function stats(xs) {
  if (xs.length === 0) return { n: 0 };
  const s = [...xs].sort((a, b) => a - b);
  const q = (p) => s[Math.min(s.length - 1, Math.max(0, Math.ceil(p * s.length) - 1))];
  const mean = s.reduce((a, b) => a + b, 0) / s.length;
  return { n: s.length, mean: r2(mean), p50: r2(q(0.5)), p95: r2(q(0.95)), p99: r2(q(0.99)), max: r2(s[s.length - 1]) };
}

function r2(x) {
  return Math.round(x * 100) / 100;
}

/** The longest frame still on time at 60 frames a second (the goal of frame p95). */
const FRAME_ON_TIME_MS = r2(1000 / 60 + 1);

/** rAF timestamps -> frame deltas and their summary. */
function frameStats(raf, windowMs) {
  const deltas = raf.slice(1).map((t, i) => t - raf[i]);
  return {
    ...stats(deltas),
    fps: r2((deltas.length / windowMs) * 1000),
    over_16_7ms: deltas.filter((d) => d > FRAME_ON_TIME_MS).length,
    over_33ms: deltas.filter((d) => d > 1000 / 30 + 1).length,
  };
}

async function runScenario(context, server, name) {
  const sc = SCENARIOS[name];
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  const workers = new Set();
  page.on('worker', (w) => {
    workers.add(w);
    w.on('close', () => workers.delete(w));
    w.evaluate(workerProbe).catch(() => {});
  });
  await page.addInitScript(pageProbe);
  const css = [sc.css, process.env.BENCH_UI_HIDE && `${process.env.BENCH_UI_HIDE} { display: none !important; }`]
    .filter(Boolean)
    .join('\n');
  if (css) {
    await page.addInitScript((text) => {
      addEventListener('DOMContentLoaded', () => {
        const style = document.createElement('style');
        style.textContent = text;
        document.head.append(style);
      });
    }, css);
  }
  await page.setViewportSize({ width: sc.width ?? 1280, height: 800 });
  process.stderr.write(`[bench:ui] ${name}: ${sc.url}\n`);
  await page.goto(new URL(sc.url, server.url).href, { waitUntil: 'load' });

  // The step views are on screen, and no background job (full run, sweep,
  // article cases) competes for the CPU.
  await page.getByTestId('play').waitFor();
  if (sc.ready) {
    await page.locator(sc.ready).first().waitFor({ timeout: UI_TIMEOUT });
  } else {
    await page.getByTestId('page-view').waitFor();
    if (sc.views > 1) await page.getByTestId('page-view-right').waitFor();
    await page.getByTestId('page-view-full').waitFor({ timeout: UI_TIMEOUT });
  }
  const deadline = Date.now() + UI_TIMEOUT;
  while ((await page.locator('[data-testid^="cancel-"]').count()) > 0) {
    assert.ok(Date.now() < deadline, `${name}: background jobs still running after ${UI_TIMEOUT} ms`);
    await page.waitForTimeout(200);
  }
  const summary = sc.ready ? '' : await page.getByTestId('page-view-summary').innerText();
  await page.waitForTimeout(500);

  // Idle floor: nothing changes on screen.
  await page.evaluate(() => window.__bench.record());
  await page.waitForTimeout(2000);
  const idleRaf = await page.evaluate(() => window.__bench.stop());

  // Play at the chosen speed and record.
  await page.locator('.speed select').selectOption(String(opts.speed));
  await page.getByTestId('play').click();
  await page.waitForTimeout(1000); // warm-up: JIT, first replays
  const t0 = await page.evaluate(() => {
    window.__bench.record();
    return performance.timeOrigin + performance.now();
  });
  const stepBefore = await page.getByTestId('timeline').inputValue();
  await page.waitForTimeout(seconds * 1000);
  const raf = await page.evaluate(() => window.__bench.stop());
  const t1 = raf[raf.length - 1] ?? t0;
  const stepAfter = await page.getByTestId('timeline').inputValue();
  await page.getByTestId('play').click();

  const inWindow = (e) => e.start >= t0 && e.start <= t1;
  const pageSide = await page.evaluate(() => ({ entries: window.__bench.entries, longtasks: window.__bench.longtasks }));
  const workerSide = [];
  for (const w of workers) workerSide.push(...(await w.evaluate(() => self.__bench?.entries ?? []).catch(() => [])));
  const entries = [...pageSide.entries, ...workerSide].filter(inWindow);
  const of = (n) => entries.filter((e) => e.name === n);

  const draws = of('pagelab:draw');
  // Draw time summed per animation frame (both views draw in the same frame).
  const perFrame = [];
  for (let i = 1, k = 0; i < raf.length; i++) {
    let sum = 0;
    while (k < draws.length && draws[k].start < raf[i]) {
      if (draws[k].start >= raf[i - 1]) sum += draws[k].ms;
      k++;
    }
    if (sum > 0) perFrame.push(sum);
  }
  const copy = of('pagelab:engine-copy');
  const post = of('pagelab:engine-post');
  const receive = of('pagelab:engine-receive');
  const mean = (xs) => (xs.length ? xs.reduce((a, e) => a + e.ms, 0) / xs.length : 0);
  const pages = Math.max(0, ...draws.map((d) => d.detail?.pages ?? 0));
  const boxes = Math.max(0, ...draws.filter((d) => d.detail?.pages === pages).map((d) => d.detail?.boxes ?? 0));
  const windowMs = t1 - t0;
  await page.close();
  return {
    scenario: name,
    url: sc.url,
    views: sc.views,
    viewport_width: sc.width ?? 1280,
    pages_per_view: pages,
    boxes_drawn_per_view: boxes,
    summary,
    played_steps: Number(stepAfter) - Number(stepBefore),
    speed_steps_per_s: Number(opts.speed),
    window_ms: Math.round(windowMs),
    idle_frames_ms: frameStats(idleRaf, idleRaf.length > 1 ? idleRaf[idleRaf.length - 1] - idleRaf[0] : 1),
    frames_ms: frameStats(raf, windowMs),
    draw_ms: {
      per_call: stats(draws.map((d) => d.ms)),
      per_frame_with_draws: stats(perFrame),
      calls_per_s: r2((draws.length / windowMs) * 1000),
      ms_per_s: r2((draws.reduce((a, e) => a + e.ms, 0) / windowMs) * 1000),
      links: stats(draws.map((d) => d.detail?.links ?? 0)),
    },
    layout_ms: { ...stats(of('pagelab:layout').map((e) => e.ms)), ms_per_s: r2((of('pagelab:layout').reduce((a, e) => a + e.ms, 0) / windowMs) * 1000) },
    transfer_ms: {
      copy_out_of_wasm: stats(copy.map((e) => e.ms)),
      post_message: stats(post.map((e) => e.ms)),
      receive_deserialise: stats(receive.map((e) => e.ms)),
      per_step_mean: r2(mean(copy) + mean(post) + mean(receive)),
      bytes_per_step: Math.max(0, ...copy.map((e) => e.detail?.bytes ?? 0)),
    },
    engine_step_ms: stats(of('pagelab:engine-step').map((e) => e.ms)),
    long_tasks: stats(pageSide.longtasks.filter(inWindow).map((e) => e.ms)),
    errors,
  };
}

/**
 * The first picture on a cold load: a fresh browser context (no HTTP cache,
 * no compiled WASM) opens each lesson at 1440x900, and the time from the
 * navigation's start to the stage's first picture on screen
 * (`pagelab:first-picture`, a frame after its commit) is taken. Five loads
 * a lesson; the goal is 300 ms on loopback, for every lesson.
 */
const LESSONS = ['page_splits', 'fillfactor', 'ascending_inserts', 'buffer_pool', 'fragmentation', 'bpe', 'latch', 'idxbuild'];

async function firstPicture(browser, server, loads = 5) {
  const out = {};
  for (const lesson of LESSONS) {
    const times = [];
    for (let i = 0; i < loads; i++) {
      const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await ctx.newPage();
      await page.addInitScript(() => {
        window.__firstDraw = new Promise((resolve) => {
          new PerformanceObserver((list) => {
            for (const e of list.getEntries()) if (e.name === 'pagelab:first-picture') resolve(e.startTime + e.duration);
          }).observe({ type: 'measure' });
        });
      });
      await page.goto(new URL(`?lesson=${lesson}`, server.url).href);
      times.push(await page.evaluate(() => window.__firstDraw));
      await ctx.close();
    }
    out[lesson] = stats(times);
  }
  const all = Object.values(out).map((s) => s.p50).sort((a, b) => a - b);
  return { goal_ms: 300, lessons: out, median_of_lessons: r2(all[Math.floor(all.length / 2)]), slowest_lesson: r2(all[all.length - 1]) };
}

/**
 * Everything a lesson computes on opening (its stage, article cases,
 * charts' sweeps: each a long job of useJob), cold, at 1440x900: from the
 * navigation's start to the last `pagelab:work-idle` measure, once no job
 * has been running for QUIET_MS (a chart starts its sweep once the stage
 * has shown). One load a lesson (each takes seconds); the goal is 3 s.
 */
const QUIET_MS = 2000;

/** Before the app: records each end of the page's work (`pagelab:work-idle`) and the most jobs started. */
async function watchWork(page) {
  await page.addInitScript(() => {
    window.__idle = [];
    window.__started = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (e.name === 'pagelab:work-idle') window.__idle.push({ at: e.startTime + e.duration, jobs: e.detail?.jobs ?? 0, seen: performance.now() });
        if (e.name === 'pagelab:work-busy') window.__started = Math.max(window.__started, e.detail?.jobs ?? 0);
      }
    }).observe({ type: 'measure' });
  });
}

/**
 * Waits until the page's last job ended QUIET_MS ago and none has started
 * since (a start after it counts past its jobs): its last work-idle, or
 * null after UI_TIMEOUT. Needs `watchWork` before the navigation.
 */
async function untilQuiet(page) {
  const started = Date.now();
  for (;;) {
    await page.waitForTimeout(250);
    const { idle, started: jobs, now } = await page.evaluate(() => ({ idle: window.__idle, started: window.__started, now: performance.now() }));
    const last = idle.at(-1) ?? null;
    if (last && now - last.seen > QUIET_MS && jobs <= last.jobs) return last;
    if (Date.now() - started > UI_TIMEOUT) return null;
  }
}

async function workDone(browser, server) {
  const out = {};
  for (const lesson of LESSONS) {
    const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await ctx.newPage();
    await watchWork(page);
    await page.goto(new URL(`?lesson=${lesson}`, server.url).href);
    const last = await untilQuiet(page);
    out[lesson] = last ? { ms: r2(last.at), jobs: last.jobs } : { ms: null, jobs: null };
    await ctx.close();
  }
  return { goal_ms: 3000, lessons: out };
}

/**
 * A stage's clip, as a trainer makes one for a slide (the export panel's
 * "Make", steps 0-10 as a GIF: GIF is offered everywhere): the wall time
 * a frame, and the page's thread while it is made (long tasks, > 50 ms,
 * by a PerformanceObserver). The pictures are taken from the DOM on the
 * page's thread (shell/export/picture.ts), so the longest task is what a
 * reader feels. The latch stage is the heaviest picture (a few thousand
 * nodes); buffer_pool a canvas-drawn one. Figures only: no goal yet.
 */
const CLIP_LESSONS = ['latch', 'buffer_pool'];
const CLIP_LAST_STEP = 10;

async function clipTiming(browser, server) {
  const out = {};
  for (const lesson of CLIP_LESSONS) {
    const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
    const page = await ctx.newPage();
    await watchWork(page);
    await page.goto(new URL(`?lesson=${lesson}&step=0&checkpoints=0`, server.url).href);
    const panel = page.getByTestId('stage-export');
    await panel.locator('summary').waitFor();
    // Let the lesson's own work (its charts' runs) end first: it shares the cores.
    await untilQuiet(page);
    await panel.locator('summary').click();
    await page.getByTestId('clip-from').fill('0');
    await page.getByTestId('clip-to').fill(String(CLIP_LAST_STEP));
    await page.getByTestId('clip-gif').check();
    await page.evaluate(() => {
      window.__clipLong = [];
      new PerformanceObserver((l) => {
        for (const e of l.getEntries()) window.__clipLong.push(e.duration);
      }).observe({ type: 'longtask' });
    });
    const t0 = Date.now();
    await Promise.all([page.waitForEvent('download', { timeout: UI_TIMEOUT }), page.getByTestId('clip-make').click()]);
    const wall = Date.now() - t0;
    const long = await page.evaluate(() => window.__clipLong);
    const frames = CLIP_LAST_STEP + 1;
    out[lesson] = {
      frames,
      ms_a_frame: r2(wall / frames),
      long_tasks_ms: r2(long.reduce((a, b) => a + b, 0)),
      longest_task_ms: r2(Math.max(0, ...long)),
    };
    await ctx.close();
  }
  return { format: 'gif', viewport: '1440x900', lessons: out };
}

const server = externalUrl ? { url: externalUrl, close: async () => {} } : await serveStatic(distDir);
const profile = mkdtempSync(join(tmpdir(), 'pagelab-bench-ui-'));
let context;
let firstPictureResult = null;
let workDoneResult = null;
let clipResult = null;
const results = [];
try {
  context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    timeout: 60_000,
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: dpr,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  context.setDefaultTimeout(UI_TIMEOUT);
  if (!opts['frames-only']) {
    const cold = await chromium.launch({
      executablePath,
      headless: true,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    try {
      firstPictureResult = await firstPicture(cold, server);
      process.stderr.write(`[bench:ui] first picture (cold load, 1440x900): ${JSON.stringify(firstPictureResult)}\n`);
      workDoneResult = await workDone(cold, server);
      process.stderr.write(`[bench:ui] work done (cold load, 1440x900): ${JSON.stringify(workDoneResult)}\n`);
      clipResult = await clipTiming(cold, server);
      process.stderr.write(`[bench:ui] a stage's clip (steps 0-${CLIP_LAST_STEP}, GIF): ${JSON.stringify(clipResult)}\n`);
    } finally {
      await cold.close();
    }
  }
  for (const name of opts['loads-only'] ? [] : chosen) {
    const r = await runScenario(context, server, name);
    results.push(r);
    process.stderr.write(
      `[bench:ui] ${name}: ${r.views} x ${r.pages_per_view} pages (${r.boxes_drawn_per_view} boxes), ` +
        `frame mean ${r.frames_ms.mean} p95 ${r.frames_ms.p95} ms, draw mean ${r.draw_ms.per_call.mean} p95 ${r.draw_ms.per_call.p95} ms, ` +
        `transfer ${r.transfer_ms.per_step_mean} ms/step\n`,
    );
  }
} finally {
  await context?.close().catch(() => {});
  await server.close();
  rmSync(profile, { recursive: true, force: true });
}

const browser = (() => {
  try {
    return context?.browser()?.version() ?? null;
  } catch {
    return null;
  }
})();
/** Each goal with its figure and whether it is met (null: not measured in this run). */
function goals() {
  const rows = [];
  const goal = (name, value, op, target) =>
    rows.push({ goal: name, value: value ?? null, target: `${op} ${target}`, met: value == null ? null : op === '<=' ? value <= target : value >= target });
  for (const [lesson, s] of Object.entries(firstPictureResult?.lessons ?? {})) goal(`first picture ${lesson}, cold, p50 ms`, s.p50, '<=', 300);
  for (const [lesson, s] of Object.entries(workDoneResult?.lessons ?? {})) goal(`everything ${lesson} computes, cold, ms`, s.ms, '<=', 3000);
  for (const r of results) {
    // 60 frames a second: a frame is on time within 1 ms of 16.7 ms, as
    // `over_16_7ms` counts them (animation-frame timestamps jitter by a
    // tenth of a millisecond: a p95 of 16.8 ms with no frame over is 60 fps).
    goal(`${r.scenario} frame p95 ms`, r.frames_ms?.p95, '<=', FRAME_ON_TIME_MS);
    goal(`${r.scenario} transfer ms a step`, r.transfer_ms?.per_step_mean, '<=', 1);
  }
  return rows;
}

const result = {
  date: new Date().toISOString(),
  chromium: executablePath,
  browser_version: browser,
  viewport: { width: 1280, height: 800, device_pixel_ratio: dpr },
  note: 'headless Chromium with --disable-gpu: canvas is rasterised in software',
  goal: { frame_ms: 16.7, frame_on_time_ms: FRAME_ON_TIME_MS, transfer_ms_per_frame: 1, first_picture_ms: 300, work_done_ms: 3000 },
  first_picture: firstPictureResult,
  work_done: workDoneResult,
  clip: clipResult,
  scenarios: results,
  goals: goals(),
};
const text = JSON.stringify(result, null, 2);
console.log(text);
writeFileSync(opts.out, text + '\n');
process.stderr.write(`[bench:ui] wrote ${opts.out}\n`);
// Every goal, met or missed, where a reader sees it; speed never fails the run.
for (const g of result.goals) {
  const verdict = g.met === null ? 'not measured' : g.met ? 'met' : 'MISSED';
  process.stderr.write(`[bench:ui] goal ${verdict}: ${g.goal} = ${g.value ?? '—'} (target ${g.target})\n`);
}
