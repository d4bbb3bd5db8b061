// Embed mode (?embed=1, for an <iframe> in a course page): no site header or
// lesson navigation, a compact title, an "Open in pagelab" link to the same
// state without embed, stepping that keeps embed=1 in the URL, and axe.
/* global document -- in the functions handed to page.evaluate, which run in the page */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertAccessible, unfoldAll } from './helpers/axe.mjs';
import { lessons } from './helpers/engine.mjs';
import { openPage, screenshot } from './helpers/session.mjs';
import { waitCounter, waitJobsIdle, waitStepPlayed, waitUntil } from './helpers/wait.mjs';

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

    await waitStepPlayed(page);
    await waitJobsIdle(page);
    await unfoldAll(page);
    await assertAccessible(page, 'lesson page_splits, embedded');
    await screenshot(page, 'embed');
    assert.deepEqual(errors, [], 'console or page errors');
  } finally {
    await page.close();
  }
});
