// The test every lesson gets (run.mjs calls lessonSmokeTest for each
// lesson the engine lists): open ?lesson=<id>, step forward and back, reset,
// play and pause, run the full-scale simulation to the end and compare its
// figures with the native CLI's, save a full-page screenshot to
// tests/e2e/screenshots/<id>.png, and check with axe-core everything on
// screen (step view, charts, full run, tables and details unfolded). What
// differs between scenarios (the counter one step adds one to, the figures
// compared, the full run's report) is in CHECKS, by the lesson's scenario;
// a scenario with no entry there gets the generic checks (GENERIC: the step
// read from the timeline, every whole-number figure its full run shows
// compared with the native CLI's), so a new scenario is tested from its
// first day with nothing added here.
/* global document, getComputedStyle -- in the functions handed to page.evaluate, which run in the page */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertAccessible, unfoldAll } from './axe.mjs';
import { RUN_TIMEOUT } from './config.mjs';
import { COMPARED_BY_SCENARIO, lessons, nativeFigures } from './engine.mjs';
import { openPage, screenshot } from './session.mjs';
import { counter, num, waitCounter, waitJobsIdle, waitRunDone, waitStepPlayed, waitUntil } from './wait.mjs';

/**
 * Per scenario: `step`, the counter each step adds one to (of the first
 * variant); `also`, another counter that must read as a number; `positive`,
 * a full-run figure that must be above 0; `report`, the test id of the full
 * run's report beside its figures; `compared`, the figures that must equal
 * the native CLI's.
 */
const CHECKS = {
  insert_load: { step: 'inserted_rows', also: 'page_splits', positive: 'inserted_rows', report: 'sysmon-report' },
  buffer_pool: { step: 'requests', also: 'misses', positive: 'references', report: 'policy-report' },
  fragmentation: { step: 'requests_done', also: 'physical_reads', positive: 'physical_reads', report: 'growth-report' },
  bpe: { step: 'requests_done', also: 'bpe_hits', positive: 'requests_done', report: 'runs-report' },
  latch: { step: 'rows_done', also: 'latch_waits', positive: 'rows_done', report: 'waits-report' },
  // A rebuild's step is one milestone, which no figure counts: the step is read from the timeline.
  idxbuild: { step: null, also: 'files_open', positive: 'keys', report: 'phases-report' },
};

/** A scenario CHECKS does not know: what every lesson has. */
const GENERIC = { step: null, also: null, positive: null, report: null };

/** The step on screen: the step counter's value, or (step: null) the playback timeline's. */
async function stepsAt(page, checks) {
  return checks.step ? counter(page, checks.step) : Number(await page.getByTestId('timeline').inputValue());
}

/** Waits until the step on screen is `value` (and, with a counter, the counter shows it). */
async function waitSteps(page, checks, value) {
  if (checks.step) return waitCounter(page, checks.step, value);
  // The timeline moves at once; the step is on screen once the bar no longer says "replaying".
  const landed = async () =>
    (await stepsAt(page, checks)) === value && !(await page.locator('.timeline label').innerText()).includes('replaying');
  await waitUntil(async () => (await landed()) && (await page.waitForTimeout(150), await landed()), `the step view at step ${value}`);
}

/**
 * Registers the lesson's smoke test. (The README's pictures come from
 * stage.test.mjs, with E2E_DOC_SHOTS=1: a test run changes no tracked file.)
 */
export function lessonSmokeTest(id) {
  test(`lesson ${id}: step, reset, full run, screenshot`, { timeout: RUN_TIMEOUT + 120_000 }, async () => {
    const info = lessons.find((l) => l.id === id);
    assert.ok(info, `the engine lists no lesson "${id}" (it has: ${lessons.map((l) => l.id).join(', ')})`);
    const checks = CHECKS[info.scenario] ?? GENERIC;
    const known = COMPARED_BY_SCENARIO[info.scenario];
    // Without checkpoints (they stop Step before their steps to ask;
    // checkpoints.test.mjs covers them): the smoke steps straight on.
    const { page, errors } = await openPage(`?lesson=${id}&checkpoints=0`);
    try {
      // Navigation lists every lesson.
      for (const l of lessons) await page.getByTestId(`lesson-link-${l.id}`).waitFor();

      // Step-by-step view starts at step 0; each step adds one (a row, a reference).
      await page.getByTestId('step-forward').waitFor();
      await page.getByTestId('timeline').waitFor();
      await waitSteps(page, checks, 0);
      for (let i = 1; i <= 3; i++) {
        await page.getByTestId('step-forward').click();
        await waitSteps(page, checks, i);
        if (i === 1) {
          // The step has just landed and its events are starting to play: the contrast
          // of what is still to come (greyed events and chips). Once they have played
          // this checks the settled step instead, so it never fails by timing alone.
          await assertAccessible(page, `lesson ${id}, a step playing`, {
            include: ['.stage'],
            rules: ['color-contrast'],
          });
        }
      }
      await page.getByTestId('step-back').click();
      await waitSteps(page, checks, 2);
      if (checks.also) assert.ok((await counter(page, checks.also)) >= 0);

      if (checks !== GENERIC) {
        const canvas = page.getByTestId('page-view');
        await canvas.waitFor();
        const box = await canvas.boundingBox();
        assert.ok(box && box.width > 50 && box.height > 50, `page-view too small: ${JSON.stringify(box)}`);
      }

      await page.getByTestId('reset').click();
      await waitSteps(page, checks, 0);

      // Play runs on by itself; pressing it again pauses.
      await page.getByTestId('play').click();
      await waitUntil(async () => (await stepsAt(page, checks)) >= 2, 'play: no progress');
      await page.getByTestId('play').click();
      await page.waitForTimeout(300); // a step already asked of the worker may still land
      const paused = await stepsAt(page, checks);
      await page.waitForTimeout(1200);
      assert.equal(await stepsAt(page, checks), paused, 'play: still stepping after pause');
      await page.getByTestId('reset').click();
      await waitSteps(page, checks, 0);

      // Full-scale run with the default parameters, to the end.
      await page.getByTestId('run-full').click();
      await waitRunDone(page, 'run-full', 'run-progress');
      const native = nativeFigures(id);
      // A scenario CHECKS does not know: every whole number its full run shows.
      const onPage = async () =>
        (await page.locator('[data-testid^="full-figure-"]').evaluateAll((els) => els.map((e) => e.dataset.testid)))
          .map((t) => t.replace('full-figure-', ''))
          .filter((n) => native && Number.isInteger(native[n]));
      const COMPARED = known ?? (await onPage());
      assert.ok(known || !native || COMPARED.length > 0, 'the full run shows no figure to compare with the native CLI');
      const shown = {};
      for (const name of COMPARED) shown[name] = num(await page.getByTestId(`full-figure-${name}`).innerText());
      if (checks.positive) assert.ok(shown[checks.positive] > 0, `the full run's ${checks.positive} is 0`);
      if (checks.report) await page.getByTestId(checks.report).waitFor();
      if (native) {
        const expected = Object.fromEntries(COMPARED.map((n) => [n, native[n]]));
        assert.deepEqual(shown, expected, 'full-scale figures: browser (WASM) run differs from the native CLI');
      }

      await screenshot(page, id);

      // Accessibility of everything on screen: the step view a few inserts in (its
      // events played), the charts and the full run, tables and details unfolded.
      for (let i = 1; i <= 3; i++) {
        await page.getByTestId('step-forward').click();
        await waitSteps(page, checks, i);
      }
      await waitStepPlayed(page);
      await waitJobsIdle(page);
      await unfoldAll(page);
      await assertAccessible(page, `lesson ${id}`);

      // The same page in the dark theme, picked in the header: every colour
      // the other side of its token pair (charts and canvases redrawn).
      await page.getByTestId('theme-switch').selectOption('dark');
      await waitUntil(
        async () => (await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)) === 'rgb(18, 21, 28)',
        'the dark theme did not show',
      );
      // Colours ease over 200 ms (CSS transitions): audit the settled ones.
      await waitUntil(
        async () => (await page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length)) === 0,
        'the colours still changing',
      );
      await assertAccessible(page, `lesson ${id}, dark theme`);

      assert.deepEqual(errors, [], 'console or page errors');
    } finally {
      // The pick is kept on the browser, which the next tests share.
      await page.evaluate(() => localStorage.removeItem('pagelab:theme')).catch(() => {});
      await page.close();
    }
  });
}
