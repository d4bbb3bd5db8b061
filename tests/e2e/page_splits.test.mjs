// Lesson page_splits: the shared per-lesson test runs from run.mjs;
// this file adds its preset: an empty table filled in random order, whose pages end
// about ln 2 full. Its embedded form is tested in embed.test.mjs.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { RUN_TIMEOUT } from './helpers/config.mjs';
import { openPage } from './helpers/session.mjs';
import { waitRunDone, waitUntil } from './helpers/wait.mjs';

test('page_splits: the empty-table preset sets its parameters and fills pages about ln 2 full', { timeout: RUN_TIMEOUT + 60_000 }, async () => {
  const { page, errors } = await openPage('?lesson=page_splits');
  try {
    await page.getByTestId('preset-empty_random').click();
    await page.waitForURL((url) => /[?&]rows=0\b/.test(url.search) && /[?&]source_order=random\b/.test(url.search));
    assert.equal(await page.getByTestId('param-rows').inputValue(), '0');
    // The step view starts from the empty table: one empty leaf.
    await page.getByTestId('counter-leaf_pages').filter({ hasText: /^1$/ }).first().waitFor();
    // The full run restarts with the preset (the default table's run may
    // finish first): wait for the empty table's 20,000 rows.
    const figure = (name) => page.getByTestId(`full-figure-${name}`).innerText().catch(() => '');
    await waitUntil(async () => (await figure('table_rows')) === '20,000', 'the full run of the preset', RUN_TIMEOUT);
    await waitRunDone(page, 'run-full', 'run-progress');
    const density = await figure('avg_leaf_density');
    const pct = Number(density.replace('%', ''));
    assert.ok(pct > 66 && pct < 74, `leaf density ${density}, expected about ln 2 (69%)`);
    assert.deepEqual(errors, [], 'console or page errors');
  } finally {
    await page.close();
  }
});
