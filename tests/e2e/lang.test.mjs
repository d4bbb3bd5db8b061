// The languages: English, French, Russian. The link's lang= wins, else the
// browser's first language we have; the header's switch changes it, keeps
// it in the link, and leaves the lesson at its step; <html lang> follows;
// numbers are written the language's way; a bad lang= is a notice. The
// catalogues' completeness is web/src/i18n.test.ts's (Vitest).
/* global document */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertAccessible } from './helpers/axe.mjs';
import { browserContext, openPage, serverUrl } from './helpers/session.mjs';
import { waitJobsIdle, waitStepPlayed, waitUntil } from './helpers/wait.mjs';

test('lang=fr: the page in French, <html lang="fr">, French numbers, axe', async () => {
  const { page, errors } = await openPage('?lesson=page_splits&lang=fr&step=2&checkpoints=0');
  try {
    await page.getByTestId('play').waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'fr');
    assert.match(await page.getByTestId('play').innerText(), /Lire/);
    assert.equal(await page.locator('#lesson-title').innerText(), 'Coupures de pages');
    // The engine's texts in French (the lesson's texts.i18n.ts, a chunk of its own the page waits for).
    assert.match(await page.locator('.lede').innerText(), /^Une table parfaitement organisée/);
    assert.equal(await page.getByTestId('lesson-link-fillfactor').innerText(), 'Taux de remplissage (fillfactor)');
    // "Step 2 of 48" in French (once the step view knows its total), and a
    // percentage with French spacing.
    await waitUntil(async () => /^Étape 2 sur 48/.test(await page.locator('.timeline label').innerText()), 'the French step label');
    await waitUntil(async () => /\d\u202f%/.test(await page.getByTestId('stage').innerText()), 'a French percentage');
    await waitStepPlayed(page);
    await waitJobsIdle(page);
    await assertAccessible(page, 'page_splits in French', { include: ['header', '.stage', '.param-panel'] });
    assert.deepEqual(errors, []);
  } finally {
    await page.close();
  }
});

test('the browser’s language decides without a link’s; the switch keeps the step and goes into the link', async () => {
  const page = await browserContext().newPage();
  try {
    await page.addInitScript(() => Object.defineProperty(navigator, 'languages', { get: () => ['ru-RU', 'en'] }));
    await page.goto(new URL('?lesson=buffer_pool&step=3&checkpoints=0', serverUrl()).href);
    await page.getByTestId('play').waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'ru');
    assert.match(await page.getByTestId('play').innerText(), /Пуск/);
    assert.match(await page.locator('.lede').innerText(), /^Пул из нескольких фреймов/);
    assert.doesNotMatch(page.url(), /lang=/);

    await page.getByTestId('lang-switch').selectOption('en');
    await waitUntil(async () => /Play/.test(await page.getByTestId('play').innerText()), 'the page did not turn English');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    assert.equal(await page.getByTestId('timeline').inputValue(), '3');
    await waitUntil(async () => /[?&]lang=en\b/.test(page.url()), 'the link did not keep lang=en');
    assert.match(await page.locator('.lede').innerText(), /^A pool of a few frames/);
    // And on to French: its texts were loaded for Russian, the switch finds them.
    await page.getByTestId('lang-switch').selectOption('fr');
    await waitUntil(async () => /^Un pool de quelques cadres/.test(await page.locator('.lede').innerText()), 'the French summary');
    assert.equal(await page.getByTestId('timeline').inputValue(), '3');
  } finally {
    await page.close();
  }
});

test('a bad lang in the link: a notice, and the browser’s language', async () => {
  const { page, errors } = await openPage('?lesson=latch&lang=xx');
  try {
    await page.getByTestId('play').waitFor();
    await page.locator('.notice').waitFor();
    assert.match(await page.locator('.notice').innerText(), /lang “xx” is not one of en, fr, ru/);
    assert.deepEqual(errors, []);
  } finally {
    await page.close();
  }
});

test('a lesson’s stage buttons in the page’s language (their words load after the lesson’s code)', async () => {
  // Until 2026-12-07 latch and bpe read their buttons' words once, when
  // their module loaded, before the French and Russian catalogues had come.
  for (const [url, testId, label] of [
    ['?lesson=latch&lang=fr', 'action-queue', '64 sessions sur 4 cœurs'],
    ['?lesson=bpe&lang=ru', 'action-read', 'Случайные чтения'],
  ]) {
    const { page, errors } = await openPage(url);
    try {
      await page.getByTestId(testId).waitFor();
      assert.equal((await page.getByTestId(testId).innerText()).trim(), label, url);
      assert.deepEqual(errors, []);
    } finally {
      await page.close();
    }
  }
});
