// What a link can carry that the app must survive: a bad URL parameter
// shows a message instead of a blank page.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openPage, screenshot } from './helpers/session.mjs';

test('a bad URL parameter shows a message, not a blank page', async () => {
  const { page, errors } = await openPage('?lesson=fillfactor&fillfactor=abc');
  try {
    await page
      .locator('[role="alert"], [data-testid="param-error-fillfactor"]')
      .filter({ visible: true })
      .first()
      .waitFor({ state: 'visible' });
    const text = await page.locator('body').innerText();
    assert.ok(text.trim().length > 0, 'blank page');
    await screenshot(page, 'bad-param', { fullPage: false });
    assert.deepEqual(errors, [], 'console or page errors');
  } finally {
    await page.close();
  }
});
