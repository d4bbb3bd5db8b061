// The demo course page in the repository (docs/course-demo/index.html),
// served from its own origin around pagelab's: the first lesson jumps to
// step 12 at the button and the page follows its steps; the second stays
// at step 0 until the reader scrolls to it, then plays.
/* global window */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { root } from './helpers/config.mjs';
import { browserContext, serverUrl } from './helpers/session.mjs';
import { waitUntil } from './helpers/wait.mjs';
import { serveStatic } from './static-server.mjs';

test('the demo course page drives two lessons from another origin', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'pagelab-course-'));
  const server = await serveStatic(dir);
  const course = new URL(server.url).origin;
  const html = readFileSync(join(root, 'docs/course-demo/index.html'), 'utf8')
    .replaceAll('https://example.org/pagelab/', serverUrl())
    .replaceAll('https://course.example.org', course);
  writeFileSync(join(dir, 'index.html'), html);
  const page = await browserContext().newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    await page.goto(server.url, { waitUntil: 'load' });
    const frames = () => page.frames().filter((f) => f.url().startsWith(serverUrl()));
    await waitUntil(async () => frames().length === 2, 'two lesson frames');
    const [splits, pool] = [frames().find((f) => /page_splits/.test(f.url())), frames().find((f) => /buffer_pool/.test(f.url()))];
    await waitUntil(async () => /^Insert 0 of \d+$/.test(await page.locator('#splits-status').innerText()), 'the first lesson never said ready');
    await page.locator('#show-12').click();
    await waitUntil(async () => (await splits.getByTestId('timeline').inputValue()) === '12', 'step 12 not shown');
    await waitUntil(async () => /^Insert 12 of/.test(await page.locator('#splits-status').innerText()), 'the page did not follow');
    // The second lesson waits below the fold.
    await pool.getByTestId('timeline').waitFor();
    await page.waitForTimeout(1000);
    assert.equal(await pool.getByTestId('timeline').inputValue(), '0', 'the second lesson played before it was seen');
    await page.locator('#pool').scrollIntoViewIfNeeded();
    await waitUntil(async () => Number(await pool.getByTestId('timeline').inputValue()) > 0, 'the second lesson did not start when seen');
    await waitUntil(async () => /^(Reference \d+ of \d+|All \d+ references)/.test(await page.locator('#pool-status').innerText()), 'no steps heard');
    assert.ok(await page.evaluate(() => window.scrollY > 0));
    assert.deepEqual(errors, [], 'page errors');
  } finally {
    await page.close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
