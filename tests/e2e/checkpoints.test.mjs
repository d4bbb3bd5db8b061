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
  const { page, errors } = await openPage('?lesson=page_splits');
  try {
    await page.getByTestId('page-view').waitFor();
    await page.getByTestId('step-forward').click();
    await waitUntil(async () => (await stepShown(page)) === '1', 'step 1 never showed');
    // Step 2 holds a checkpoint: Step asks instead of moving on.
    await page.getByTestId('step-forward').click();
    const panel = page.getByTestId('checkpoint');
    await panel.getByTestId('checkpoint-choice-0').waitFor();
    assert.equal(await stepShown(page), '1', 'the stage moved past the question');
    await assertAccessible(page, 'a checkpoint', { include: ['.checkpoint'] });
    // Keyboard: pick with the arrows, check with Enter.
    await panel.getByTestId('checkpoint-choice-0').focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');
    const verdict = page.getByTestId('checkpoint-verdict');
    await waitUntil(async () => /Right\.|Not this time\./.test(await verdict.innerText()), 'no verdict');
    assert.match(await verdict.innerText(), /page \d+/i, 'the reason names the page');
    await page.getByTestId('checkpoint-continue').click();
    await waitUntil(async () => (await stepShown(page)) === '2', 'the step was not shown after the answer');
    assert.equal(await panel.count(), 0, 'the question stays after it was answered');
    // Answered: going back and forward again does not ask twice.
    await page.getByTestId('step-back').click();
    await waitUntil(async () => (await stepShown(page)) === '1', 'back');
    await page.getByTestId('step-forward').click();
    await waitUntil(async () => (await stepShown(page)) === '2', 'forward after answering');
    assert.deepEqual(errors, [], 'console or page errors');
  } finally {
    await page.close();
  }
});

test('checkpoints=0: the stage never stops to ask', async () => {
  const { page, errors } = await openPage('?lesson=page_splits&step=1&checkpoints=0');
  try {
    await page.getByTestId('page-view').waitFor();
    await waitUntil(async () => (await stepShown(page)) === '1', 'step 1 never showed');
    await page.getByTestId('step-forward').click();
    await waitUntil(async () => (await stepShown(page)) === '2', 'the stage did not move on');
    assert.equal(await page.getByTestId('checkpoint').count(), 0);
    assert.match(page.url(), /checkpoints=0/, 'the link keeps checkpoints=0');
    assert.deepEqual(errors, [], 'console or page errors');
  } finally {
    await page.close();
  }
});
