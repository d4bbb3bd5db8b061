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
// parameter shows a message instead of a blank page, the full run's
// day-by-day chart (fillfactor 80, 3 days: day 1 fits, day 2 splits) and the
// hint under a one-day run that sets days=5, the offline file
// (dist/pagelab-offline.html, `npm run build`) opened as a file:// URL steps
// and keeps its state in the URL, and no test may see a console error or an
// uncaught page error.
//
// Accessibility: every lesson, with its step view and full-scale run on
// screen (tables and details opened), is checked by axe-core against the
// WCAG 2.0/2.1/2.2 A and AA rules plus a few structural best practices
// (headings, landmarks); any violation fails with its rule, impact and
// targets. Keyboard: Tab reaches the playback controls and the parameters,
// each with a visible focus indicator; Space, →, ← and Home drive the step
// view (and leave fields and buttons alone); the step is narrated in an
// aria-live region. Reduced motion: under `prefers-reduced-motion: reduce`
// a step's events are shown played at once and CSS motion is off.
//
// Env: CHROMIUM (default /usr/bin/chromium), E2E_RUN_TIMEOUT_MS (full run,
// default 180000), E2E_URL to test an already running server (e.g. the dev
// server, http://127.0.0.1:5173/) instead of serving dist/, E2E_HEADED=1.
/* global window, document, getComputedStyle -- in the functions handed to page.evaluate, which run in the page */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
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

/** axe-core, injected into the page under test (from node_modules: nothing is fetched). */
const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
/**
 * Best-practice rules (not WCAG success criteria) the app also keeps: one
 * main, one h1, headings in order, all content in landmarks, landmarks
 * named apart.
 */
const AXE_EXTRA_RULES = [
  'heading-order',
  'empty-heading',
  'page-has-heading-one',
  'landmark-one-main',
  'landmark-no-duplicate-main',
  'landmark-unique',
  'landmark-complementary-is-top-level',
  'region',
];
/**
 * Rules switched off, each with the reason. None: add one only with a
 * documented reason it cannot be met (e.g. `'rule-id': 'why'`).
 */
const AXE_DISABLED = {};

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
 * is resolved against `base` (the server's URL unless told otherwise);
 * `reducedMotion` ('reduce' | 'no-preference') is emulated before it loads.
 */
async function openPage(query, base = server.url, { reducedMotion } = {}) {
  const page = await context.newPage();
  if (reducedMotion) await page.emulateMedia({ reducedMotion });
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

/** Waits until no long job (full run, sweep, article cases) has been running for half a second. */
async function waitJobsIdle(page, timeout = RUN_TIMEOUT) {
  const cancels = page.locator('[data-testid^="cancel-"]');
  let quietSince = Date.now();
  await waitUntil(
    async () => {
      if ((await cancels.count()) > 0) quietSince = Date.now();
      return Date.now() - quietSince >= 500;
    },
    'background jobs still running',
    timeout,
  );
}

/** Opens what is folded away (every <details>, the page views' tables) so axe sees it too. */
async function unfoldAll(page) {
  await page.evaluate(() => {
    for (const d of document.querySelectorAll('details')) d.open = true;
  });
  const show = page.getByRole('button', { name: /^Show the pages as a table/ });
  for (let n = await show.count(); n > 0; n = await show.count()) {
    await show.first().click();
    await waitUntil(async () => (await show.count()) < n, 'a page table did not open');
  }
}

/**
 * Runs axe-core on the page (WCAG 2.x A/AA + AXE_EXTRA_RULES, minus
 * AXE_DISABLED) and fails with a readable list of what it found. `include`
 * (CSS selectors) narrows it to part of the page, `rules` to those rule ids.
 */
async function assertAccessible(page, what, { include = null, rules: only = null } = {}) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.addScriptTag({ path: AXE_SCRIPT });
  const violations = await page.evaluate(
    async ({ tags, extra, disabled, include, only }) => {
      const rules = Object.fromEntries([
        ...(only ? [] : extra.map((id) => [id, { enabled: true }])),
        ...disabled.map((id) => [id, { enabled: false }]),
      ]);
      const result = await window.axe.run(include ? { include: include.map((sel) => [sel]) } : document, {
        runOnly: only ? { type: 'rule', values: only.filter((id) => !disabled.includes(id)) } : { type: 'tag', values: tags },
        rules,
        resultTypes: ['violations'],
      });
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({
          target: n.target.map((t) => (Array.isArray(t) ? t.join(' >>> ') : t)).join(' '),
          why: (n.failureSummary ?? '').split('\n').slice(1).join(' ').trim(),
        })),
      }));
    },
    { tags: AXE_TAGS, extra: AXE_EXTRA_RULES, disabled: Object.keys(AXE_DISABLED), include, only },
  );
  if (violations.length === 0) return;
  const shot = join(shots, `failure-axe-${what.replace(/\W+/g, '-')}.png`);
  await page.screenshot({ path: shot, fullPage: true }).catch(() => {});
  const lines = violations.flatMap((v) => [
    `  ${v.id} (${v.impact}): ${v.help} — ${v.nodes.length} node${v.nodes.length === 1 ? '' : 's'}`,
    ...v.nodes.slice(0, 10).map((n) => `    ${n.target}${n.why ? `\n      ${n.why.slice(0, 300)}` : ''}`),
    ...(v.nodes.length > 10 ? [`    … and ${v.nodes.length - 10} more`] : []),
  ]);
  assert.fail(`${what}: ${violations.length} accessibility rule(s) violated (axe-core); screenshot ${shot}\n${lines.join('\n')}`);
}

/** The focus indicator of the focused element, as computed style. */
function focusStyle(el) {
  const cs = getComputedStyle(el);
  return {
    outline: `${cs.outlineStyle} ${cs.outlineWidth} ${cs.outlineColor} ${cs.outlineOffset}`,
    visibleOutline: cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) >= 2,
    boxShadow: cs.boxShadow,
  };
}

/** What the keyboard is on: its test id, else its tag and accessible-ish name. */
function describeFocus(el) {
  if (!el || el === document.body) return 'body';
  const id = el.getAttribute('data-testid');
  if (id) return id;
  const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
  return `${el.tagName.toLowerCase()}${name ? ` "${name}"` : ''}`;
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
          if (i === 1) {
            // The step has just landed and its events are starting to play: the contrast
            // of what is still to come (greyed events and chips). Once they have played
            // this checks the settled step instead, so it never fails by timing alone.
            await assertAccessible(page, `lesson ${lesson.id}, a step playing`, {
              include: ['.step-section'],
              rules: ['color-contrast'],
            });
          }
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

        // Accessibility of everything on screen: the step view a few inserts in (its
        // events played), the charts and the full run, tables and details unfolded.
        for (let i = 1; i <= 3; i++) {
          await page.getByTestId('step-forward').click();
          await waitCounter(page, 'inserted_rows', i);
        }
        await waitUntil(
          async () => (await page.locator('.event.is-todo, .step-path .chip:not(.is-on)').count()) === 0,
          'the step’s events never finished playing',
        );
        await waitJobsIdle(page);
        await unfoldAll(page);
        await assertAccessible(page, `lesson ${lesson.id}`);

        assert.deepEqual(errors, [], 'console or page errors');
      } finally {
        await page.close();
      }
    });
  }

  test('keyboard: Tab reaches playback and parameters with a visible focus; Space, →, ←, Home step the view', async () => {
    const { page, errors } = await openPage('?lesson=fillfactor&step=1');
    try {
      await page.getByTestId('timeline').waitFor();
      await waitCounter(page, 'inserted_rows', 1);
      // Background runs (the sweep, the full scale) end by removing their
      // Cancel button; one removed while focused would read as focus lost.
      await waitJobsIdle(page);

      // Tab from the top of the page until every control below has had the focus.
      const wanted = ['reset', 'step-back', 'play', 'step-forward', 'timeline', 'param-fillfactor', 'param-days', 'param-seed'];
      const seen = [];
      const noIndicator = [];
      let previous = null;
      await page.evaluate(() => document.activeElement?.blur());
      for (let i = 0; i < 120 && !wanted.every((w) => seen.includes(w)); i++) {
        await page.keyboard.press('Tab');
        const el = await page.evaluateHandle(() => document.activeElement);
        const name = await el.evaluate(describeFocus);
        const focused = await el.evaluate(focusStyle);
        if (previous) {
          // The element just left: its indicator must be gone, i.e. the focused style differed.
          const after = await previous.el.evaluate(focusStyle);
          const differs = after.outline !== previous.focused.outline || after.boxShadow !== previous.focused.boxShadow;
          const visible = previous.focused.visibleOutline || previous.focused.boxShadow !== 'none';
          if (!differs || !visible) noIndicator.push(`${previous.name}: focused ${JSON.stringify(previous.focused)}, not ${JSON.stringify(after)}`);
          await previous.el.dispose();
        }
        seen.push(name);
        previous = name === 'body' ? null : { el, name, focused };
      }
      for (const w of wanted) assert.ok(seen.includes(w), `Tab never reached ${w}; order: ${seen.join(', ')}`);
      assert.deepEqual(noIndicator, [], 'focused elements without a visible focus indicator');
      // The playback controls come in their visual order.
      const order = ['reset', 'step-back', 'play', 'step-forward', 'timeline'].map((w) => seen.indexOf(w));
      assert.deepEqual([...order].sort((a, b) => a - b), order, `playback controls out of order: ${seen.join(', ')}`);

      // Shortcuts, with the focus on nothing in particular.
      const live = page.getByTestId('narration-live');
      assert.equal(await live.getAttribute('aria-live'), 'polite');
      await page.evaluate(() => document.activeElement?.blur());
      await page.keyboard.press('ArrowRight');
      await waitCounter(page, 'inserted_rows', 2);
      await waitUntil(async () => /^Insert 2\b/.test(await live.innerText()), 'the live region did not narrate step 2');
      await page.keyboard.press('ArrowRight');
      await waitCounter(page, 'inserted_rows', 3);
      await page.keyboard.press('ArrowLeft');
      await waitCounter(page, 'inserted_rows', 2);
      await page.keyboard.press('Home');
      await waitCounter(page, 'inserted_rows', 0);
      await waitUntil(async () => (await live.innerText()).startsWith('Step 0'), 'the live region did not narrate step 0');
      await page.keyboard.press('Space');
      await waitUntil(async () => (await counter(page, 'inserted_rows')) >= 2, 'Space: playback did not start');
      await page.keyboard.press('Space');
      await page.waitForTimeout(300); // a step already asked of the worker may still land
      const paused = await counter(page, 'inserted_rows');
      await page.waitForTimeout(1000);
      assert.equal(await counter(page, 'inserted_rows'), paused, 'Space: still stepping after the second press');
      await page.keyboard.press('Home');
      await waitCounter(page, 'inserted_rows', 0);

      // Keys that belong to what has the focus are left to it: the caret in a field...
      await page.getByTestId('param-days').focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Home');
      await page.keyboard.press('ArrowRight');
      await page.waitForTimeout(500);
      assert.equal(await counter(page, 'inserted_rows'), 0, '→ in a text field stepped the view');
      // ...and Space on a button presses that button, once.
      await page.getByTestId('step-forward').focus();
      await page.keyboard.press('Space');
      await waitCounter(page, 'inserted_rows', 1);
      await page.waitForTimeout(800);
      assert.equal(await counter(page, 'inserted_rows'), 1, 'Space on the step button also started playback');
      assert.match(await page.getByTestId('play').innerText(), /Play/);
      // ...and the timeline's own arrows move it.
      await page.getByTestId('timeline').focus();
      await page.keyboard.press('ArrowRight');
      await waitCounter(page, 'inserted_rows', 2);

      assert.deepEqual(errors, [], 'console or page errors');
    } finally {
      await page.close();
    }
  });

  test('prefers-reduced-motion: a step is shown played at once, CSS motion is off', async () => {
    const { page, errors } = await openPage('?lesson=fillfactor', server.url, { reducedMotion: 'reduce' });
    try {
      await page.getByTestId('step-forward').waitFor();
      await waitCounter(page, 'inserted_rows', 0);
      const motion = () =>
        page.evaluate(() =>
          ['.chip', '.event', '.page-g', '.row-g'].map((sel) => {
            const el = document.querySelector(sel);
            if (!el) return `${sel}: missing`;
            const cs = getComputedStyle(el);
            return `${sel}: transition ${cs.transitionDuration}, animation ${cs.animationName}`;
          }),
        );
      for (let i = 1; i <= 3; i++) {
        await page.getByTestId('step-forward').click();
        await waitCounter(page, 'inserted_rows', i);
        // The same render that shows the counter shows every event played: nothing left to animate.
        const state = await page.evaluate(() => ({
          todo: document.querySelectorAll('.event.is-todo').length,
          current: document.querySelectorAll('.event.is-current').length,
          events: document.querySelectorAll('.event').length,
          chipsOff: document.querySelectorAll('.step-path .chip:not(.is-on)').length,
          hidden: document.querySelectorAll('.step-detail .is-hidden').length,
        }));
        assert.ok(state.events > 0, 'no events listed');
        assert.deepEqual(
          { todo: state.todo, current: state.current, chipsOff: state.chipsOff, hidden: state.hidden },
          { todo: 0, current: 1, chipsOff: 0, hidden: 0 },
          `step ${i} still animating under reduced motion`,
        );
      }
      for (const line of await motion()) {
        assert.match(line, /transition 0s(, 0s)*, animation none$/, `reduced motion: ${line}`);
      }
      // The same page without the preference animates again (so the check above means something).
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      const moving = (await motion()).filter((l) => !/transition 0s(, 0s)*,/.test(l));
      assert.ok(moving.length > 0, `no transitions without reduced motion: ${JSON.stringify(await motion())}`);
      assert.deepEqual(errors, [], 'console or page errors');
    } finally {
      await page.close();
    }
  });

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

  test('fillfactor: the full run’s day-by-day chart shows when the splits come back', { timeout: RUN_TIMEOUT + 60_000 }, async () => {
    const { page, errors } = await openPage('?lesson=fillfactor&fillfactor=80&days=3');
    try {
      await waitRunDone(page, 'run-full', 'run-progress');
      const chart = page.getByTestId('day-chart');
      await chart.waitFor();
      const bars = chart.locator('[data-testid^="day-bar-"]');
      assert.equal(await bars.count(), 3, 'the chart should have one bar per day');
      const splits = async (d) => Number(await chart.getByTestId(`day-bar-${d}`).getAttribute('data-splits'));
      assert.equal(await splits(1), 0, 'day 1 fits in the room fillfactor 80 left');
      assert.ok((await splits(2)) > 0, 'day 2 splits pages again');
      // Day 1 has no bar but a ring (not colour alone); the reading names day 2.
      assert.equal(await chart.getByTestId('day-bar-1').locator('circle.zero-day').count(), 1);
      assert.match(await page.getByTestId('day-reading').innerText(), /splits come back on day 2/);
      assert.equal(await page.getByTestId('day-hint').count(), 0, 'no hint to insert more days when there are 3');
      // The page with its table (behind <details>) unfolded passes axe.
      await waitJobsIdle(page);
      await unfoldAll(page);
      assert.equal(await chart.locator('tbody tr').count(), 3);
      await assertAccessible(page, 'fillfactor, 3 days, day-by-day chart');
      assert.deepEqual(errors, [], 'console or page errors');
    } finally {
      await page.close();
    }
  });

  test('fillfactor: a one-day run offers more days; the button sets days=5 in the URL', { timeout: RUN_TIMEOUT + 60_000 }, async () => {
    const { page, errors } = await openPage('?lesson=fillfactor&fillfactor=80');
    try {
      await waitRunDone(page, 'run-full', 'run-progress');
      const more = page.getByTestId('day-hint-more');
      await more.waitFor();
      await more.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(/[?&]days=5\b/);
      assert.equal(await page.getByTestId('param-days').inputValue(), '5');
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

  test('embed=1: no lesson navigation, a link to the full site without embed, stepping, axe', async () => {
    const { page, errors } = await openPage('?lesson=page_splits&embed=1');
    try {
      await page.getByTestId('step-forward').waitFor();
      await page.getByTestId('timeline').waitFor();
      await waitCounter(page, 'inserted_rows', 0);
      // The site header and its lesson navigation give way to a compact title line.
      assert.equal(await page.locator('[data-testid^="lesson-link-"]').count(), 0, 'lesson links in embed mode');
      assert.equal(await page.getByRole('navigation', { name: 'Lessons' }).count(), 0, 'lesson navigation in embed mode');
      const title = lessons.find((l) => l.id === 'page_splits').title;
      assert.equal((await page.locator('h1').allInnerTexts()).map((t) => t.trim()).join('|'), title);

      // Stepping works and the URL keeps its state, embed=1 included.
      await page.getByTestId('step-forward').click();
      await waitCounter(page, 'inserted_rows', 1);
      await page.getByTestId('step-forward').click();
      await waitCounter(page, 'inserted_rows', 2);
      await page.waitForURL(/[?&]step=2\b/);
      assert.match(page.url(), /[?&]embed=1\b/, 'embed=1 dropped from the URL');

      // "Open in pagelab" opens the same state, without embed, in a new tab.
      const open = page.getByTestId('open-in-pagelab');
      assert.match(await open.innerText(), /^Open in pagelab/);
      assert.equal(await open.getAttribute('target'), '_blank');
      assert.equal(await open.getAttribute('rel'), 'noopener');
      const expected = new URL(page.url());
      expected.searchParams.delete('embed');
      await waitUntil(
        async () => (await open.evaluate((a) => a.href)) === expected.href,
        `"Open in pagelab" does not point to ${expected.href}`,
      );
      // Keyboard reachable: the next stop after the skip link at the top.
      await page.locator('.skip-link').focus();
      await page.keyboard.press('Tab');
      assert.equal(
        await page.evaluate(() => document.activeElement?.getAttribute('data-testid')),
        'open-in-pagelab',
        '"Open in pagelab" is not the next Tab stop after the skip link',
      );

      await waitUntil(
        async () => (await page.locator('.event.is-todo, .step-path .chip:not(.is-on)').count()) === 0,
        'the step’s events never finished playing',
      );
      await waitJobsIdle(page);
      await unfoldAll(page);
      await assertAccessible(page, 'lesson page_splits, embedded');
      await page.screenshot({ path: join(shots, 'embed.png'), fullPage: true });
      assert.deepEqual(errors, [], 'console or page errors');
    } finally {
      await page.close();
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
