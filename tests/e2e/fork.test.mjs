// Forking a lesson's run (?fork=name:value, or the parameters' "Fork this
// run"): the same run with one parameter changed beside it on the stage,
// from the step shown, every counter side by side with its change; the
// link keeps the fork; a bad fork in a link is a notice.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertAccessible } from './helpers/axe.mjs';
import { openPage, screenshot } from './helpers/session.mjs';
import { num, waitStepPlayed, waitUntil } from './helpers/wait.mjs';

/** The stage's runs, by their titles (a picture and its details each carry one). */
const titles = async (page) => [...new Set(await page.locator('.variant-title').allInnerTexts())];

test('a fork from the parameters: both runs on the stage at the same step, the link keeps it', async () => {
  const { page, errors } = await openPage('?lesson=fillfactor&step=40&checkpoints=0');
  try {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByTestId('play').waitFor();
    await page.getByTestId('fork-panel').locator('summary').click();
    await page.getByTestId('fork-param').selectOption('fillfactor');
    await page.getByTestId('fork-value').fill('100');
    await page.getByTestId('fork').click();
    // Your run's own value: said beside the field, nothing forked.
    assert.match(await page.getByTestId('fork-error').innerText(), /your run has/);
    await page.getByTestId('fork-value').fill('80');
    await page.getByTestId('fork').click();
    await page.getByTestId('fork-status').waitFor();
    // Two columns on the stage, the fork's labelled by its change, at the same step.
    await waitUntil(async () => (await titles(page)).length === 2, 'the stage did not show both runs');
    assert.deepEqual(await titles(page), ['yours', 'fillfactor = 80']);
    await waitStepPlayed(page);
    // The counters below the picture follow it a render later (StepDetails).
    const counted = async (i) => num(await page.getByTestId(`counter-${i}-inserted_rows`).innerText());
    await waitUntil(async () => (await counted(0)) === 40 && (await counted(1)) === 40, 'both runs count 40 rows');
    // The fork's table was built at 80% full: its counters differ, each with its change.
    const changes = await page.locator('[data-testid^="change-1-"]').allInnerTexts();
    assert.ok(changes.length > 0, 'no counter of the fork differs from yours');
    for (const c of changes) assert.match(c, /^[+−-]\d/);
    await waitUntil(async () => /[?&]fork=fillfactor:80\b/.test(page.url()), `the link did not keep the fork: ${page.url()}`);
    await assertAccessible(page, 'fork fillfactor 1440x900');
    await screenshot(page, 'fork-fillfactor-1440x900');
    // Removed: one run again, and out of the link.
    await page.getByTestId('unfork').click();
    await waitUntil(async () => (await page.locator('.variant-title').count()) === 0, 'the fork stayed on the stage');
    await waitUntil(async () => !/fork=/.test(page.url()), 'the link kept the fork');
    assert.deepEqual(errors, []);
  } finally {
    await page.close();
  }
});

test('a fork from a link opens at its step; a bad fork is a notice', async () => {
  const { page, errors } = await openPage('?lesson=latch&fork=strategy:guid&step=30&checkpoints=0');
  try {
    await page.getByTestId('play').waitFor();
    await waitUntil(async () => (await titles(page)).length === 2, 'the link’s fork did not show');
    // The fork panel comes with the stage's first picture (LessonPage's belowStage chunk).
    await page.getByTestId('fork-status').waitFor({ timeout: 5_000 });
    // The run and its fork, as a script in the playground.
    const href = await page.getByTestId('open-as-script').getAttribute('href');
    const script = await openPage(href);
    try {
      await waitUntil(
        async () => /lesson latch\nrun yours\nset strategy guid\nrun strategy = guid/.test(await script.page.getByTestId('script-text').inputValue()),
        'the script did not hold the run and its fork',
      );
      await waitUntil(async () => /2 runs of lesson latch/.test(await script.page.getByTestId('script-ready').innerText().catch(() => '')), 'not checked');
      assert.deepEqual(script.errors, []);
    } finally {
      await script.page.close();
    }
    assert.deepEqual(errors, []);
  } finally {
    await page.close();
  }
  const bad = await openPage('?lesson=latch&fork=strategy:nosuch');
  try {
    await bad.page.getByTestId('play').waitFor();
    await bad.page.locator('.notice').getByText(/fork “strategy:nosuch”/).waitFor();
    assert.equal(await bad.page.locator('.variant-title').count(), 0);
    assert.deepEqual(bad.errors, []);
  } finally {
    await bad.page.close();
  }
});
