// The way in: the site's root shows every lesson in the suggested path's
// order, each with its question, its article and a live picture of its
// stage; a card opens its lesson and Back returns; axe on the overview, on
// a laptop and a phone.
/* global document */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertAccessible } from './helpers/axe.mjs';
import { lessons } from './helpers/engine.mjs';
import { openPage, screenshot } from './helpers/session.mjs';
import { waitUntil } from './helpers/wait.mjs';

test('the root is the overview: every lesson in order, its question and picture; a card opens it and Back returns', async () => {
  const { page, errors } = await openPage('./');
  try {
    const cards = page.locator('.overview-card');
    await cards.first().waitFor();
    assert.deepEqual(
      await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid'))),
      lessons.map((l) => `overview-${l.id}`),
      'one card a lesson, in the catalogue’s order',
    );
    for (const l of lessons) {
      const card = page.getByTestId(`overview-${l.id}`);
      assert.equal((await card.locator('.overview-question').innerText()).trim(), l.question);
      assert.ok(l.question.endsWith('?'), `${l.id}: a question`);
    }
    // The pictures in view are drawn by the stage's own views.
    await waitUntil(
      async () => (await page.getByTestId(`thumb-box-${lessons[0].id}`).locator('canvas, svg').count()) > 0,
      'the first card has no picture',
      60_000,
    );
    assert.equal(await page.getByTestId('lesson-link-overview').getAttribute('aria-current'), 'page');
    assert.match(await page.title(), /^pagelab/);
    await screenshot(page, 'overview', { fullPage: false });
    await assertAccessible(page, 'the overview');

    await page.getByTestId(`open-${lessons[3].id}`).click();
    await page.waitForURL(new RegExp(`[?&]lesson=${lessons[3].id}\\b`));
    await page.getByTestId('stage').waitFor();
    await page.goBack();
    await page.locator('.overview-card').first().waitFor();
    assert.equal(new URL(page.url()).search, '', 'the overview’s link has no query');
    assert.deepEqual(errors, [], 'console or page errors');
  } finally {
    await page.close();
  }
});

test('the overview on a phone: one column, axe', async () => {
  const { page, errors } = await openPage('./');
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('.overview-card').first().waitFor();
    const widths = await page.locator('.overview-card').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().width));
    assert.ok(widths.every((w) => w <= 390), `cards wider than the phone: ${widths}`);
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390, 'no sideways scroll');
    await screenshot(page, 'overview-phone', { fullPage: false });
    await assertAccessible(page, 'the overview on a phone');
    assert.deepEqual(errors, [], 'console or page errors');
  } finally {
    await page.close();
  }
});
