// The offline file (dist/pagelab-offline.html, `npm run build`) opened as a
// file:// URL: its state comes from the URL, it steps and writes the step
// back into the URL, and it fetches nothing. Also: the hosted index.html,
// which cannot start from file://, says so and links the offline file.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { dist, externalUrl, offlineFile } from './helpers/config.mjs';
import { lessons } from './helpers/engine.mjs';
import { browserContext, openPage } from './helpers/session.mjs';
import { waitCounter } from './helpers/wait.mjs';

test('the offline file works from file://: state from the URL, a step, no network', async (t) => {
  if (!existsSync(offlineFile)) {
    // A running server (E2E_URL) may come without a build; otherwise `npm run build` makes the file.
    if (externalUrl) return t.skip(`${offlineFile} not built`);
    assert.fail(`${offlineFile} missing: run \`npm run build\` (or node scripts/build-offline.mjs)`);
  }
  const context = browserContext();
  const base = pathToFileURL(offlineFile).href;
  // Everything is inside the file: the only request is for the file itself.
  const fetched = [];
  const onRequest = (req) => {
    if (!/^(data|blob):/.test(req.url()) && !req.url().startsWith(`${base}?`)) fetched.push(req.url());
  };
  context.on('request', onRequest);
  const { page, errors } = await openPage('?lesson=fillfactor&fillfactor=90&step=2', base);
  try {
    assert.equal(new URL(page.url()).protocol, 'file:');
    for (const l of lessons) await page.getByTestId(`lesson-link-${l.id}`).waitFor();
    await page.getByTestId('step-forward').waitFor();
    await page.getByTestId('timeline').waitFor();
    // The state came from the query string: step 2, fillfactor 90.
    await waitCounter(page, 'inserted_rows', 2);
    assert.equal(await page.getByTestId('param-fillfactor').inputValue(), '90');
    await page.getByTestId('step-forward').click();
    await waitCounter(page, 'inserted_rows', 3);
    // ...and goes back into it (replaceState works on file:// for the query).
    await page.waitForURL(/[?&]step=3\b/);
    assert.ok(page.url().startsWith(`${base}?`), `left the file: ${page.url()}`);
    assert.deepEqual(fetched, [], 'the offline page fetched files');
    assert.deepEqual(errors, [], 'console or page errors');
  } finally {
    context.off('request', onRequest);
    await page.close();
  }
  // The hosted index.html cannot start from disk in Chromium: it says so and links the offline file.
  const hosted = await context.newPage();
  try {
    await hosted.goto(pathToFileURL(join(dist, 'index.html')).href);
    await hosted.locator('#file-hint a[href="pagelab-offline.html"]').waitFor({ state: 'visible', timeout: 10_000 });
  } finally {
    await hosted.close();
  }
});
