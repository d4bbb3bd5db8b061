// Lesson fillfactor: the shared per-lesson test, then what only this lesson
// has: parameter validation in the form, the full run's day-by-day chart
// (fillfactor 80, 3 days: day 1 fits, day 2 splits) and the hint under a
// one-day run that sets days=5.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertAccessible, unfoldAll } from './helpers/axe.mjs';
import { RUN_TIMEOUT } from './helpers/config.mjs';
import { openPage } from './helpers/session.mjs';
import { waitJobsIdle, waitRunDone } from './helpers/wait.mjs';

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
