// Jump to what matters: the stage finds the moments its scenario names (a
// split, an eviction, a wash, a phase change), marks them on the
// timeline, and "◀ / ▶" land on them: the step shown is one whose own
// events hold that moment (its sentence says so).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertAccessible } from './helpers/axe.mjs';
import { openPage } from './helpers/session.mjs';
import { waitUntil } from './helpers/wait.mjs';

test('page splits: "next split" lands on a split, "previous" goes back, the timeline marks them', async () => {
  const { page, errors } = await openPage('?lesson=page_splits');
  try {
    const next = page.getByTestId('moment-next');
    await waitUntil(async () => (await next.count()) > 0 && (await next.isEnabled()), 'no next split', 60_000);
    assert.ok((await page.getByTestId('timeline-marks').locator('span').count()) > 0, 'no marks on the timeline');
    const timeline = page.getByTestId('timeline');
    // Where you are: the moments behind you are the full-height marks, and the slider says how many.
    const passed = () => page.getByTestId('timeline-marks').locator('span.passed').count();
    assert.equal(await passed(), 0, 'a moment passed at step 0');
    await next.click();
    await waitUntil(async () => (await timeline.inputValue()) !== '0', 'the jump did not move the stage');
    const first = Number(await timeline.inputValue());
    await waitUntil(async () => (await passed()) === 1, 'the first split is not marked passed');
    assert.match((await timeline.getAttribute('aria-valuetext')) ?? '', new RegExp(`^Step ${first} of \\d+; 1 of \\d+ marked moments passed$`));
    await waitUntil(
      async () => /split/i.test(await page.getByTestId('narration').innerText()),
      `step ${first}'s sentence says nothing of a split`,
    );
    await next.click();
    await waitUntil(async () => Number(await timeline.inputValue()) > first, 'the second jump did not move on');
    await page.getByTestId('moment-previous').click();
    await waitUntil(async () => Number(await timeline.inputValue()) === first, 'previous did not return to the first split');
    await assertAccessible(page, 'the stage with its jumps', { include: ['.stage'] });
    assert.deepEqual(errors, [], 'console or page errors');
  } finally {
    await page.close();
  }
});

test('a lesson with several kinds of moment offers the choice, and the jumps follow it', async () => {
  const { page, errors } = await openPage('?lesson=bpe');
  try {
    const kind = page.getByTestId('moment-kind');
    await kind.waitFor({ timeout: 60_000 });
    const options = await kind.locator('option').allInnerTexts();
    assert.ok(options.length >= 3, `kinds: ${options}`);
    await page.getByTestId('moment-next').click();
    const timeline = page.getByTestId('timeline');
    await waitUntil(async () => (await timeline.inputValue()) !== '0', 'the jump did not move the stage');
    assert.deepEqual(errors, [], 'console or page errors');
  } finally {
    await page.close();
  }
});
