// The themes: dark and light from one set of tokens (shell/styles/base.css,
// light-dark() pairs). The page follows the system's preference until the
// reader picks one in the header (kept on this browser) or a link names
// one (`theme=dark`, for a course page that matches its own colours); a bad
// value is a notice, not a blank page. Canvases redraw in the new colours.
// Every lesson's smoke test runs axe in both themes at 1280x800; here a
// phone in the dark theme is audited too.
/* global document, getComputedStyle -- in the functions handed to page.evaluate, which run in the page */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertAccessible, unfoldAll } from './helpers/axe.mjs';
import { openPage } from './helpers/session.mjs';
import { waitJobsIdle, waitStepPlayed, waitUntil } from './helpers/wait.mjs';

const LIGHT_GROUND = 'rgb(245, 246, 249)';
const DARK_GROUND = 'rgb(18, 21, 28)';

const ground = (page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
const forget = (page) => page.evaluate(() => localStorage.removeItem('pagelab:theme')).catch(() => {});

test('a link names the dark theme: a phone passes axe in it', async () => {
  const { page, errors } = await openPage('?lesson=latch&theme=dark&checkpoints=0');
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('play').waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
    assert.equal(await ground(page), DARK_GROUND);
    assert.equal(await page.getByTestId('theme-switch').inputValue(), 'dark');
    await page.getByTestId('step-forward').click();
    await waitStepPlayed(page);
    await waitJobsIdle(page);
    await unfoldAll(page);
    await assertAccessible(page, 'latch on a phone, dark theme');
    // The link keeps its theme.
    assert.match(page.url(), /[?&]theme=dark\b/);
    assert.deepEqual(errors, []);
  } finally {
    await page.close();
  }
});

test('the system decides until the reader picks; the pick is kept on this browser', async () => {
  const { page, errors } = await openPage('?lesson=page_splits&checkpoints=0');
  try {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.getByTestId('play').waitFor();
    assert.equal(await page.getByTestId('theme-switch').inputValue(), 'system');
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme ?? null), null);
    await waitUntil(async () => (await ground(page)) === DARK_GROUND, 'the system’s dark preference did not show');

    // The page view's canvas is drawn again in the other theme's colours.
    const canvas = page.getByTestId('page-view').locator('canvas').first();
    await page.waitForTimeout(300);
    const before = await canvas.evaluate((c) => c.toDataURL());
    await page.getByTestId('theme-switch').selectOption('light');
    await waitUntil(async () => (await ground(page)) === LIGHT_GROUND, 'the light theme did not show');
    await waitUntil(async () => (await canvas.evaluate((c) => c.toDataURL())) !== before, 'the canvas kept the dark colours');

    // Kept: a reload (still under a dark system) opens light; the link names no theme.
    assert.doesNotMatch(page.url(), /theme=/);
    await page.reload();
    await page.getByTestId('play').waitFor();
    assert.equal(await ground(page), LIGHT_GROUND);
    assert.equal(await page.getByTestId('theme-switch').inputValue(), 'light');
    // Back to the system's: nothing kept.
    await page.getByTestId('theme-switch').selectOption('system');
    await waitUntil(async () => (await ground(page)) === DARK_GROUND, 'back to the system’s theme');
    assert.equal(await page.evaluate(() => localStorage.getItem('pagelab:theme')), null);
    assert.deepEqual(errors, []);
  } finally {
    await forget(page);
    await page.close();
  }
});

test('a bad theme in the link: a notice, and the reader’s own theme', async () => {
  const { page, errors } = await openPage('?lesson=buffer_pool&theme=purple');
  try {
    await page.getByTestId('play').waitFor();
    const notice = page.locator('.notice');
    await notice.waitFor();
    assert.match(await notice.innerText(), /theme “purple” is neither light nor dark/);
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme ?? null), null);
    assert.deepEqual(errors, []);
  } finally {
    await page.close();
  }
});
