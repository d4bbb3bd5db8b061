// Lesson buffer_pool: the shared per-lesson test runs from run.mjs;
// this file adds what only this lesson has: Belady's anomaly on the chart (FIFO's
// misses go up from 3 frames to 4 on the default string), the engine's
// message next to the trace when a typed string is bad, and the policies as
// a group of checkboxes that the keyboard ticks, each ticked policy a
// column of the stage, the set in the link with plain commas.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertAccessible } from './helpers/axe.mjs';
import { RUN_TIMEOUT } from './helpers/config.mjs';
import { openPage } from './helpers/session.mjs';
import { waitCounter, waitJobsIdle, waitUntil } from './helpers/wait.mjs';

test('buffer_pool: the chart shows Belady’s anomaly, FIFO missing more with 4 frames than with 3', { timeout: RUN_TIMEOUT + 60_000 }, async () => {
  const { page, errors } = await openPage('?lesson=buffer_pool');
  try {
    const chart = page.getByTestId('misses-chart');
    await chart.waitFor();
    const misses = async (policy, frames) => {
      const point = chart.getByTestId(`point-${policy}-${frames}`);
      await point.waitFor({ timeout: RUN_TIMEOUT });
      return Number(await point.getAttribute('data-misses'));
    };
    // The textbook's figures, exactly.
    assert.equal(await misses('fifo', 3), 9);
    assert.equal(await misses('fifo', 4), 10);
    assert.ok((await misses('fifo', 4)) > (await misses('fifo', 3)), 'FIFO’s line goes up from 3 frames to 4');
    assert.ok((await misses('lru', 4)) <= (await misses('lru', 3)), 'LRU never misses more with more frames');
    assert.ok((await misses('opt', 4)) <= (await misses('opt', 3)), 'OPT never misses more with more frames');
    // Called out on the chart and in its text alternative (the table says the same).
    await chart.getByTestId('anomaly-fifo').waitFor();
    await waitUntil(
      async () => /Belady’s anomaly: FIFO misses more with 4 frames \(10\) than with 3 \(9\)/.test(await page.getByTestId('misses-summary').innerText()),
      'the chart’s summary names the anomaly',
    );
    assert.equal(await chart.getByTestId('misses-fifo-4').textContent(), '10');
    assert.deepEqual(errors, [], 'console or page errors');
  } finally {
    await page.close();
  }
});

test('buffer_pool: a bad typed string shows the engine’s message next to the trace; a good one clears it', async () => {
  const { page, errors } = await openPage('?lesson=buffer_pool');
  try {
    const trace = page.getByTestId('param-trace');
    await trace.fill('1,2,banana');
    const error = page.getByTestId('param-error-trace');
    await error.waitFor();
    assert.match(await error.innerText(), /entry 3 \('banana'\) is not a page number/);
    // Next to its control: in the same parameter block, tied to it for screen readers.
    const block = trace.locator('xpath=..');
    assert.equal(await block.getByTestId('param-error-trace').count(), 1, 'the message sits beside the trace');
    assert.match((await trace.getAttribute('aria-describedby')) ?? '', new RegExp(await error.getAttribute('id')));
    assert.equal(await trace.getAttribute('aria-invalid'), 'true');
    // The step view keeps the last good string meanwhile.
    await page.getByTestId('stage').getByText('Step 0: the pool is empty.').first().waitFor();
    await trace.fill('1,2,3w,1,4');
    await error.waitFor({ state: 'hidden' });
    await page.waitForURL((url) => url.search.includes('trace=1,2,3w,1,4'));
    await page.getByTestId('step-forward').click();
    await waitCounter(page, 'requests', 1);
    assert.deepEqual(errors, [], 'console or page errors');
  } finally {
    await page.close();
  }
});

test('buffer_pool: policies are checkboxes the keyboard ticks; each is a column, the set is in the link', async () => {
  const { page, errors } = await openPage('?lesson=buffer_pool&policy=fifo,lru,clock,opt');
  try {
    // A link with plain commas: four pools, four pictures.
    await page.getByTestId('page-view-3').waitFor();
    const box = (p) => page.getByTestId(`param-policy-${p}`);
    for (const [p, on] of [['fifo', true], ['lru', true], ['clock', true], ['clock_sweep', false], ['opt', true]]) {
      assert.equal(await box(p).isChecked(), on, `${p} ${on ? 'ticked' : 'not ticked'}`);
    }
    assert.equal(await page.getByTestId('param-policy').locator('legend').innerText(), 'policy');
    // Untick CLOCK and LRU with the keyboard: two pools remain.
    await box('clock').focus();
    await page.keyboard.press('Space');
    await box('lru').focus();
    await page.keyboard.press('Space');
    await page.waitForURL((url) => url.search.includes('policy=fifo,opt'));
    await page.getByTestId('page-view-right').waitFor();
    await page.getByTestId('page-view-2').waitFor({ state: 'detached' });
    await page.getByTestId('narration').getByText('OPT:').waitFor();
    // An eighth policy is one too many: said next to the group, nothing runs it.
    for (const p of ['lru', 'clock', 'clock_sweep', 'lru2', '2q', 'arc']) {
      await box(p).focus();
      await page.keyboard.press('Space');
    }
    const error = page.getByTestId('param-error-policy');
    await error.waitFor();
    assert.match(await error.innerText(), /Choose 1 to 7 of them; 8 chosen/);
    // The link keeps the last good set: the seven before arc.
    await page.waitForURL((url) => /policy=fifo,lru,clock,clock_sweep,lru2,opt,2q(&|$)/.test(url.search));
    assert.ok(!/arc/.test(new URL(page.url()).search), 'the link keeps the last good set');
    await box('clock').focus();
    await page.keyboard.press('Space');
    await error.waitFor({ state: 'hidden' });
    await page.waitForURL((url) => url.search.includes('policy=fifo,lru,clock_sweep,lru2,opt,2q,arc'));
    await page.getByTestId('page-view-6').waitFor();
    await waitJobsIdle(page);
    await assertAccessible(page, 'buffer_pool, seven policies', { include: ['.stage', '.param-panel'] });
    assert.deepEqual(errors, [], 'console or page errors');
  } finally {
    await page.close();
  }
});
