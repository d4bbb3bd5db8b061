/* global window, document -- in the functions handed to page.evaluate, which run in the page */
// Predict, then see: the page splits stage stops before a checkpoint's
// step (Step and Play alike), asks with radio buttons, says whether the
// answer was the engine's and why, then shows the step; a link's
// checkpoints=0 never asks; axe on the question.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertAccessible } from './helpers/axe.mjs';
import { openPage } from './helpers/session.mjs';
import { waitUntil } from './helpers/wait.mjs';

const stepShown = (page) => page.getByTestId('timeline').inputValue();

test('the stage stops before a checkpoint, asks, tells, then shows the step', async () => {
  const { page, errors } = await openPage('?lesson=page_splits&step=3');
  try {
    await page.getByTestId('page-view').waitFor();
    await page.getByTestId('step-forward').click();
    await waitUntil(async () => (await stepShown(page)) === '4', 'step 4 never showed');
    // Step 5 holds a checkpoint: Step asks instead of moving on.
    await page.getByTestId('step-forward').click();
    const panel = page.getByTestId('checkpoint');
    await panel.getByTestId('checkpoint-choice-0').waitFor();
    assert.equal(await stepShown(page), '4', 'the stage moved past the question');
    // Scrolled away and Play pressed: the question comes back into view, focused.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByTestId('play').click();
    await waitUntil(
      async () =>
        page.evaluate(() => {
          const r = document.querySelector('.checkpoint')?.getBoundingClientRect();
          return !!r && r.top < window.innerHeight && document.activeElement?.closest('.checkpoint') !== null;
        }),
      'Play at a waiting question did not show it again',
    );
    assert.equal(await stepShown(page), '4', 'Play passed the question');
    await assertAccessible(page, 'a checkpoint', { include: ['.checkpoint'] });
    // Keyboard: pick with the arrows, check with Enter.
    await panel.getByTestId('checkpoint-choice-0').focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');
    const verdict = page.getByTestId('checkpoint-verdict');
    await waitUntil(async () => /Right\.|Not this time\./.test(await verdict.innerText()), 'no verdict');
    assert.match(await verdict.innerText(), /page \d+/i, 'the reason names the page');
    // The keyboard is never dropped to the page's top: Check hands it to
    // "See step", and that (pressed with Enter) to Step.
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName);
    assert.equal(await focused(), 'checkpoint-continue', 'focus after Check');
    await page.keyboard.press('Enter');
    await waitUntil(async () => (await stepShown(page)) === '5', 'the step was not shown after the answer');
    assert.equal(await panel.count(), 0, 'the question stays after it was answered');
    assert.equal(await focused(), 'step-forward', 'focus after See step');
    // Answered: going back and forward again does not ask twice.
    await page.getByTestId('step-back').click();
    await waitUntil(async () => (await stepShown(page)) === '4', 'back');
    await page.getByTestId('step-forward').click();
    await waitUntil(async () => (await stepShown(page)) === '5', 'forward after answering');
    // Nor after a change of language (the stage remounts; answers stay in the page).
    await page.getByTestId('step-back').click();
    await waitUntil(async () => (await stepShown(page)) === '4', 'back again');
    await page.getByTestId('lang-switch').selectOption('fr');
    await page.getByTestId('page-view').waitFor();
    await page.getByTestId('step-forward').click();
    await waitUntil(async () => (await stepShown(page)) === '5', 'forward after a change of language');
    assert.equal(await panel.count(), 0, 'an answered question asked again in another language');
    assert.deepEqual(errors, [], 'console or page errors');
  } finally {
    await page.close();
  }
});

test('checkpoints=0: the stage never stops to ask; an embed asks only with checkpoints=1', async () => {
  const { page, errors } = await openPage('?lesson=page_splits&step=4&checkpoints=0');
  try {
    await page.getByTestId('page-view').waitFor();
    await waitUntil(async () => (await stepShown(page)) === '4', 'step 4 never showed');
    await page.getByTestId('step-forward').click();
    await waitUntil(async () => (await stepShown(page)) === '5', 'the stage did not move on');
    assert.equal(await page.getByTestId('checkpoint').count(), 0);
    assert.match(page.url(), /checkpoints=0/, 'the link keeps checkpoints=0');
    assert.deepEqual(errors, [], 'console or page errors');
  } finally {
    await page.close();
  }
  for (const [query, asks] of [
    ['?lesson=page_splits&embed=1&step=4', false],
    ['?lesson=page_splits&embed=1&step=4&checkpoints=1', true],
  ]) {
    const embedded = await openPage(query);
    try {
      await embedded.page.getByTestId('page-view').waitFor();
      await waitUntil(async () => (await stepShown(embedded.page)) === '4', `${query}: step 4 never showed`);
      await embedded.page.getByTestId('step-forward').click();
      if (asks) await embedded.page.getByTestId('checkpoint').waitFor();
      else await waitUntil(async () => (await stepShown(embedded.page)) === '5', `${query}: the stage did not move on`);
      assert.deepEqual(embedded.errors, [], `${query}: console or page errors`);
    } finally {
      await embedded.page.close();
    }
  }
});
