// The hosted site is installable and works offline after a first visit:
// a web manifest with its icons, and a service worker that caches the
// build (web/src/shell/offline/swSource.ts). A context of its own, taken
// offline after the first visit; the lesson still opens and its engine
// still steps.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserContext, serverUrl } from './helpers/session.mjs';
import { externalUrl } from './helpers/config.mjs';

test('installable, and offline after the first visit', { skip: Boolean(externalUrl) && 'the dev server has no service worker' }, async () => {
  const context = await browserContext().browser().newContext();
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    await page.goto(new URL('?lesson=page_splits', serverUrl()).href, { waitUntil: 'load' });
    await page.getByTestId('page-view').waitFor();
    const manifest = await page.evaluate(async () => {
      const link = globalThis.document.querySelector('link[rel="manifest"]');
      return link ? (await fetch(link.href)).json() : null;
    });
    assert.ok(manifest, 'no manifest');
    assert.equal(manifest.start_url, './');
    assert.deepEqual(
      manifest.icons.filter((i) => i.type === 'image/png').map((i) => i.sizes),
      ['192x192', '512x512'],
    );
    // Installed and in charge of the page (it claims the page on its first activation).
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);
    // Step 5 to 6: no checkpoint on the way (they stop before steps 4, 5 and 10).
    await page.goto(new URL('?lesson=buffer_pool&step=5', serverUrl()).href, { waitUntil: 'load' });
    await page.getByTestId('page-view').waitFor();
    await page.getByTestId('step-forward').click();
    await page.waitForFunction(() => globalThis.document.querySelector('[data-testid="timeline"]')?.value === '6');
    // The step drawn comes from the engine in the worker, offline too.
    await page.getByTestId('narration').filter({ hasNotText: /^\s*$/ }).waitFor();
    assert.deepEqual(errors, [], 'page errors');
  } finally {
    await context.setOffline(false);
    await context.close();
  }
});
