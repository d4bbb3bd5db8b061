// Lesson bpe: the shared per-lesson test (helpers/lesson-smoke.mjs), then
// what only this lesson has: the five setups at full scale rank as the
// article's (memory < SSD < extension < limited memory ≤ cold cache), the
// wash-out chart's runs rise and level off (its steady state drawn), and the stage's two buttons append their
// phase to the plan in the link while the step view goes on from its step.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { RUN_TIMEOUT } from './helpers/config.mjs';
import { openPage } from './helpers/session.mjs';
import { counter, waitCounter, waitUntil } from './helpers/wait.mjs';

/** Our seconds a run for each setup the chart has drawn. */
async function setupTimes(page) {
  return page
    .getByTestId('setups-chart')
    .locator('circle[data-seconds]')
    .evaluateAll((cs) => Object.fromEntries(cs.map((c) => [c.getAttribute('data-testid').replace('setup-ours-', ''), Number(c.getAttribute('data-seconds'))])));
}

test('bpe: the five setups rank as the article’s; the runs of setup 4 rise', { timeout: RUN_TIMEOUT + 60_000 }, async () => {
  const { page, errors } = await openPage('?lesson=bpe');
  try {
    await page.getByTestId('setups-chart').waitFor();
    await waitUntil(async () => Object.keys(await setupTimes(page)).length === 5, 'all five setups drawn', RUN_TIMEOUT);
    const t = await setupTimes(page);
    assert.ok(t.in_memory < t.ssd_cold, `memory ${t.in_memory} s < SSD ${t.ssd_cold} s`);
    assert.ok(t.ssd_cold < t.bpe, `SSD ${t.ssd_cold} s < extension ${t.bpe} s`);
    assert.ok(t.bpe < t.limited_memory, `extension ${t.bpe} s < limited memory ${t.limited_memory} s`);
    assert.ok(t.limited_memory <= t.cold_hdd, `limited memory ${t.limited_memory} s ≤ cold cache ${t.cold_hdd} s`);
    // The rows are in the article's order, and the text says the ranking holds.
    const order = await page
      .getByTestId('setups-chart')
      .locator('circle[data-seconds]')
      .evaluateAll((cs) => cs.map((c) => c.getAttribute('data-testid').replace('setup-ours-', '')));
    assert.deepEqual(order, ['in_memory', 'cold_hdd', 'limited_memory', 'bpe', 'ssd_cold']);
    assert.match(await page.getByTestId('setups-summary').innerText(), /ranks as the article’s/);
    for (const s of ['in_memory', 'cold_hdd', 'limited_memory', 'bpe', 'ssd_cold']) await page.getByTestId(`setup-article-${s}`).waitFor();
    // Setup 4 run after run: the times rise as the updates wash the extension out, then level off;
    // the steady state is drawn over the runs it is the mean of.
    await waitUntil(async () => /rises, then levels off/.test(await page.getByTestId('wash-summary').innerText()), 'the wash-out runs rise and level off', RUN_TIMEOUT);
    assert.match(await page.getByTestId('wash-summary').innerText(), /the mean of runs 5–8/);
    // Where ours climbs faster than the article's, the caption says why (and the full run's table too).
    assert.match(await page.getByTestId('wash-summary').innerText(), /Runs 1–\d lie beyond the article’s run-to-run spread \(×1\.25\)\. Ours climbs in one step/);
    await page.getByTestId('runs-note-ref-1').waitFor();
    assert.match(await page.getByTestId('runs-note-1').innerText(), /LRU-2 lets them go before the pages the updates bring in/);
    await page.getByTestId('wash-steady').waitFor();
    assert.deepEqual(errors, [], 'console or page errors');
  } finally {
    await page.close();
  }
});

test('bpe: Checkpoint and Read randomly append to the plan in the link; the step view goes on', async () => {
  const { page, errors } = await openPage('?lesson=bpe');
  try {
    await page.getByTestId('page-view').waitFor();
    await page.getByTestId('step-forward').click();
    await waitCounter(page, 'requests_done', 1);
    await page.getByTestId('step-forward').click();
    await waitCounter(page, 'requests_done', 2);
    const total = Number(await page.getByTestId('timeline').getAttribute('max'));

    await page.getByTestId('action-checkpoint').click();
    await waitUntil(async () => new URL(page.url()).searchParams.get('plan') === 'checkpoint', 'plan=checkpoint in the link');
    await waitUntil(async () => Number(await page.getByTestId('timeline').getAttribute('max')) === total + 1, 'one more step: the checkpoint');
    await page.getByTestId('action-read').click();
    await waitUntil(async () => new URL(page.url()).searchParams.get('plan') === 'checkpoint,read', 'plan=checkpoint,read in the link');
    await waitUntil(async () => Number(await page.getByTestId('timeline').getAttribute('max')) > total + 1, 'a run of reads after it');
    assert.match(await page.getByTestId('actions-note').innerText(), /a checkpoint, then a run of random reads/);
    // The step view stayed at its step, and goes on from it.
    assert.equal(await counter(page, 'requests_done'), 2);
    await page.getByTestId('step-forward').click();
    await waitCounter(page, 'requests_done', 3);

    // The link replays the same run: the checkpoint comes right after the updates.
    await page.goto(page.url().replace(/([?&])step=\d+/, '$1').replace(/\?/, `?step=${total + 1}&`));
    await waitUntil(async () => /^Checkpoint: [\d,]+ dirty pages? written to disk/.test(await page.getByTestId('narration').innerText()), 'the checkpoint step is told');
    assert.deepEqual(errors, [], 'console or page errors');
  } finally {
    await page.close();
  }
});
