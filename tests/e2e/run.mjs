// End-to-end tests of the built app (dist/) in headless Debian Chromium,
// driven by playwright-core. Run after `vite build`:
//
//   node tests/e2e/run.mjs          (scripts/test-all.sh does this)
//
// For every lesson the engine lists: open ?lesson=<id>, step forward and
// back, reset, play and pause, run the full-scale simulation to the end and
// compare its figures with the native CLI's, save a full-page screenshot to
// tests/e2e/screenshots/ (and refresh docs/screenshot.png, the README's, from
// the fillfactor lesson). Also: parameter validation in the form, a bad URL
// parameter shows a message instead of a blank page, the offline file
// (dist/pagelab-offline.html, `npm run build`) opened as a file:// URL steps
// and keeps its state in the URL, and no test may see a console error or an
// uncaught page error.
//
// Env: CHROMIUM (default /usr/bin/chromium), E2E_RUN_TIMEOUT_MS (full run,
// default 180000), E2E_URL to test an already running server (e.g. the dev
// server, http://127.0.0.1:5173/) instead of serving dist/, E2E_HEADED=1.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { serveStatic } from './static-server.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const dist = join(root, 'dist');
const offlineFile = join(dist, 'pagelab-offline.html');
const shots = join(root, 'tests/e2e/screenshots');
const executablePath = process.env.CHROMIUM ?? '/usr/bin/chromium';
const RUN_TIMEOUT = Number(process.env.E2E_RUN_TIMEOUT_MS ?? 180_000);
// Generous: on a loaded 2-core machine the first open also compiles the
// WASM in several workers at once (a CI run once needed more than 20 s).
const UI_TIMEOUT = 60_000;

const externalUrl = process.env.E2E_URL; // test a running server instead of dist/
if (!externalUrl) assert.ok(existsSync(join(dist, 'index.html')), 'dist/index.html missing: run `npx vite build` first');
assert.ok(existsSync(executablePath), `${executablePath} missing: apt-get install chromium`);

// The lesson list comes from the engine itself (the same WASM the app uses).
const pkg = join(root, 'web/src/wasm-pkg');
const wasm = await import(pathToFileURL(join(pkg, 'pagelab.js')).href);
wasm.initSync({ module: readFileSync(join(pkg, 'pagelab_bg.wasm')) });
const lessons = wasm.lessons();
assert.ok(lessons.length > 0, 'the engine lists no lessons');

/** Figures of the full-scale run with default parameters, from the native CLI (null if not built). */
function nativeFigures(id) {
  const bin = join(root, 'engine/target/release/pagelab');
  if (!existsSync(bin)) {
    console.log(`# ${bin} not built: full-run figures not compared with the native CLI`);
    return null;
  }
  const out = JSON.parse(execFileSync(bin, ['run', id, '--json'], { encoding: 'utf8', timeout: RUN_TIMEOUT }));
  return out.figures ?? out;
}

/** "12,345" / "12 345" / "0.83" -> number. */
function num(text) {
  const n = parseNumber(text);
  assert.ok(Number.isFinite(n), `not a number: ${JSON.stringify(text)}`);
  return n;
}

let server;
let context;
let profile;

before(async () => {
  mkdirSync(shots, { recursive: true });
  server = externalUrl ? { url: externalUrl, close: async () => {} } : await serveStatic(dist);
  profile = mkdtempSync(join(tmpdir(), 'pagelab-e2e-'));
  context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: process.env.E2E_HEADED !== '1',
    timeout: 60_000,
    viewport: { width: 1280, height: 800 },
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ].filter((a) => a !== '--headless' || process.env.E2E_HEADED !== '1'),
  });
  context.setDefaultTimeout(UI_TIMEOUT);
});

after(async () => {
  await context?.close().catch(() => {});
  await server?.close();
  if (profile) rmSync(profile, { recursive: true, force: true });
});

/**
 * A fresh page that records console errors and uncaught exceptions. `query`
 * is resolved against `base` (the server's URL unless told otherwise).
 */
async function openPage(query, base = server.url) {
  const page = await context.newPage();
  const errors = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console.error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`page error: ${err.message}`));
  page.on('crash', () => errors.push('page crashed'));
  await page.goto(new URL(query, base).href, { waitUntil: 'load' });
  return { page, errors };
}

async function counter(page, figure) {
  return num(await page.getByTestId(`counter-${figure}`).innerText());
}

/** Polls `cond` until it holds. */
async function waitUntil(cond, message, timeout = UI_TIMEOUT) {
  const deadline = Date.now() + timeout;
  while (!(await cond())) {
    assert.ok(Date.now() < deadline, `${message} (after ${timeout} ms)`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Waits until counter-<figure> shows `value`. */
async function waitCounter(page, figure, value, timeout = UI_TIMEOUT) {
  const el = page.getByTestId(`counter-${figure}`);
  const deadline = Date.now() + timeout;
  let seen;
  for (;;) {
    seen = await el.innerText({ timeout: Math.max(1, deadline - Date.now()) }).catch(() => '(not on the page)');
    if (parseNumber(seen) === value) return;
    if (Date.now() > deadline) break;
    await page.waitForTimeout(50);
  }
  // Leave evidence for whoever reads the CI log.
  const shot = join(root, `tests/e2e/screenshots/failure-counter-${figure}.png`);
  await page.screenshot({ path: shot, fullPage: true }).catch(() => {});
  const alerts = await page.getByRole('alert').allInnerTexts().catch(() => []);
  assert.fail(
    `counter-${figure}: expected ${value}, still ${JSON.stringify(seen)} after ${timeout} ms; alerts: ${JSON.stringify(alerts)}; screenshot ${shot}`,
  );
}

function parseNumber(text) {
  return Number(String(text).replace(/[,\s\u00a0\u202f_]/g, ''));
}

/** Integer figures of the full run that must equal the native CLI's. */
const COMPARED = ['inserted_rows', 'page_splits', 'rows_moved', 'log_records', 'leaf_pages', 'tree_levels'];

/**
 * Waits for a RunPanel's job to finish: its progress bar full (value = max)
 * and no cancel button; fails at once if its status says "Failed".
 */
async function waitRunDone(page, runId, progressId, timeout = RUN_TIMEOUT) {
  const panel = page.getByTestId(runId).locator('..');
  const progress = page.getByTestId(progressId);
  const deadline = Date.now() + timeout;
  for (;;) {
    const status = (await panel.getByRole('status').first().innerText().catch(() => '')).trim();
    assert.ok(!status.startsWith('Failed'), `${runId}: ${status}`);
    if ((await progress.count()) === 1) {
      const max = Number(await progress.getAttribute('max'));
      const value = Number(await progress.getAttribute('value'));
      const cancelling = await page.getByTestId('cancel-run').count();
      if (max > 0 && value === max && cancelling === 0) return;
    }
    assert.ok(Date.now() < deadline, `${runId}: not done after ${timeout} ms (status: ${JSON.stringify(status)})`);
    await page.waitForTimeout(100);
  }
}

describe('pagelab in Chromium', () => {
  for (const lesson of lessons) {
    test(`lesson ${lesson.id}: step, reset, full run, screenshot`, { timeout: RUN_TIMEOUT + 120_000 }, async () => {
      const { page, errors } = await openPage(`?lesson=${lesson.id}`);
      try {
        // Navigation lists every lesson.
        for (const l of lessons) await page.getByTestId(`lesson-link-${l.id}`).waitFor();

        // Step-by-step view starts empty; each step inserts one row.
        await page.getByTestId('step-forward').waitFor();
        await page.getByTestId('timeline').waitFor();
        await waitCounter(page, 'inserted_rows', 0);
        for (let i = 1; i <= 3; i++) {
          await page.getByTestId('step-forward').click();
          await waitCounter(page, 'inserted_rows', i);
        }
        await page.getByTestId('step-back').click();
        await waitCounter(page, 'inserted_rows', 2);
        if (lesson.id === 'fillfactor') {
          // The README's picture: the top of the lesson, two rows into the step view.
          await page.screenshot({
            path: join(root, 'docs/screenshot.png'),
            fullPage: true,
            clip: { x: 0, y: 0, width: 1280, height: 1300 },
          });
        }
        assert.ok((await counter(page, 'page_splits')) >= 0);

        const canvas = page.getByTestId('page-view');
        await canvas.waitFor();
        const box = await canvas.boundingBox();
        assert.ok(box && box.width > 50 && box.height > 50, `page-view too small: ${JSON.stringify(box)}`);

        await page.getByTestId('reset').click();
        await waitCounter(page, 'inserted_rows', 0);

        // Play runs on by itself; pressing it again pauses.
        await page.getByTestId('play').click();
        await waitUntil(async () => (await counter(page, 'inserted_rows')) >= 2, 'play: no progress');
        await page.getByTestId('play').click();
        await page.waitForTimeout(300); // a step already asked of the worker may still land
        const paused = await counter(page, 'inserted_rows');
        await page.waitForTimeout(1200);
        assert.equal(await counter(page, 'inserted_rows'), paused, 'play: still stepping after pause');
        await page.getByTestId('reset').click();
        await waitCounter(page, 'inserted_rows', 0);

        // Full-scale run with the default parameters, to the end.
        await page.getByTestId('run-full').click();
        await waitRunDone(page, 'run-full', 'run-progress');
        const shown = {};
        for (const name of COMPARED) shown[name] = num(await page.getByTestId(`full-figure-${name}`).innerText());
        assert.ok(shown.inserted_rows > 0, 'the full run inserted no rows');
        await page.getByTestId('sysmon-report').waitFor();
        const native = nativeFigures(lesson.id);
        if (native) {
          const expected = Object.fromEntries(COMPARED.map((n) => [n, native[n]]));
          assert.deepEqual(shown, expected, 'full-scale figures: browser (WASM) run differs from the native CLI');
        }

        const shot = join(shots, `${lesson.id}.png`);
        await page.screenshot({ path: shot, fullPage: true });

        assert.deepEqual(errors, [], 'console or page errors');
      } finally {
        await page.close();
      }
    });
  }

  test('fillfactor: an out-of-range parameter shows its error, a valid one clears it', async () => {
    const { page, errors } = await openPage('?lesson=fillfactor');
    try {
      const input = page.getByTestId('param-fillfactor');
      await input.fill('130');
      await input.press('Tab');
      await page.getByTestId('param-error-fillfactor').waitFor();
      await input.fill('80');
      await input.press('Tab');
      await page.getByTestId('param-error-fillfactor').waitFor({ state: 'hidden' });
      await page.waitForURL(/[?&]fillfactor=80\b/);
      assert.deepEqual(errors, [], 'console or page errors');
    } finally {
      await page.close();
    }
  });

  test('the offline file works from file://: state from the URL, a step, no network', async (t) => {
    if (!existsSync(offlineFile)) {
      // A running server (E2E_URL) may come without a build; otherwise `npm run build` makes the file.
      if (externalUrl) return t.skip(`${offlineFile} not built`);
      assert.fail(`${offlineFile} missing: run \`npm run build\` (or node scripts/build-offline.mjs)`);
    }
    const base = pathToFileURL(offlineFile).href;
    // Everything is inside the file: the only request is for the file itself.
    const fetched = [];
    const onRequest = (req) => {
      if (!/^(data|blob):/.test(req.url()) && !req.url().startsWith(`${base}?`)) fetched.push(req.url());
    };
    context.on('request', onRequest);
    const { page, errors } = await openPage('?lesson=fillfactor&fillfactor=90&step=2', base);
    try {
      assert.equal(new URL(page.url()).protocol, 'file:');
      for (const l of lessons) await page.getByTestId(`lesson-link-${l.id}`).waitFor();
      await page.getByTestId('step-forward').waitFor();
      await page.getByTestId('timeline').waitFor();
      // The state came from the query string: step 2, fillfactor 90.
      await waitCounter(page, 'inserted_rows', 2);
      assert.equal(await page.getByTestId('param-fillfactor').inputValue(), '90');
      await page.getByTestId('step-forward').click();
      await waitCounter(page, 'inserted_rows', 3);
      // ...and goes back into it (replaceState works on file:// for the query).
      await page.waitForURL(/[?&]step=3\b/);
      assert.ok(page.url().startsWith(`${base}?`), `left the file: ${page.url()}`);
      assert.deepEqual(fetched, [], 'the offline page fetched files');
      assert.deepEqual(errors, [], 'console or page errors');
    } finally {
      context.off('request', onRequest);
      await page.close();
    }
    // The hosted index.html cannot start from disk in Chromium: it says so and links the offline file.
    const hosted = await context.newPage();
    try {
      await hosted.goto(pathToFileURL(join(dist, 'index.html')).href);
      await hosted.locator('#file-hint a[href="pagelab-offline.html"]').waitFor({ state: 'visible', timeout: 10_000 });
    } finally {
      await hosted.close();
    }
  });

  test('a bad URL parameter shows a message, not a blank page', async () => {
    const { page, errors } = await openPage('?lesson=fillfactor&fillfactor=abc');
    try {
      await page
        .locator('[role="alert"], [data-testid="param-error-fillfactor"]')
        .filter({ visible: true })
        .first()
        .waitFor({ state: 'visible' });
      const text = await page.locator('body').innerText();
      assert.ok(text.trim().length > 0, 'blank page');
      await page.screenshot({ path: join(shots, 'bad-param.png') });
      assert.deepEqual(errors, [], 'console or page errors');
    } finally {
      await page.close();
    }
  });
});
