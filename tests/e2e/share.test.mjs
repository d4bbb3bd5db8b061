// Share and Embed on a lesson's page: Share copies the link (or shows it
// where the clipboard is refused); Embed builds the course page's snippet
// from the lesson as it stands, with a live preview, keyboard-operable,
// and gives focus back when it closes.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertAccessible } from './helpers/axe.mjs';
import { openPage, screenshot } from './helpers/session.mjs';
import { waitUntil } from './helpers/wait.mjs';

test('Share copies the link; Embed builds the snippet of the lesson as it stands', async () => {
  const { page, errors } = await openPage('?lesson=fillfactor&fillfactor=80&step=3');
  try {
    await page.getByTestId('page-view').waitFor();
    // One pair beside the title (a wide screen), one after the stage (a phone).
    const mine = page.locator('.share-embed').filter({ visible: true });
    assert.equal(await mine.count(), 1, 'one Share and Embed pair shows');
    await mine.getByTestId('share').click();
    await waitUntil(async () => (await mine.getByTestId('share-said').innerText()).length > 0, 'Share said nothing');
    const said = await mine.getByTestId('share-said').innerText();
    assert.ok(said === 'Link copied.' || said.includes('lesson=fillfactor'), said);

    await mine.getByTestId('embed').click();
    const dialog = page.getByTestId('embed-dialog');
    await dialog.waitFor();
    const snippet = () => dialog.getByTestId('embed-snippet').inputValue();
    assert.match(await snippet(), /\?lesson=fillfactor&amp;fillfactor=80&amp;step=3&amp;embed=1"/);
    await dialog.getByLabel('the charts (full scale)').check();
    await dialog.getByTestId('embed-allow').fill('https://lms.example.org');
    await waitUntil(async () => /view=chart&amp;allow=https:\/\/lms\.example\.org"/.test(await snippet()), 'the snippet did not follow');
    assert.match(await snippet(), /height="700"/);
    await page.frameLocator('.embed-preview').getByTestId('embed-head').waitFor();
    await screenshot(page, 'embed-dialog', { fullPage: false });
    await assertAccessible(page, 'the embed dialog', { include: ['.embed-dialog'] });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await page.evaluate(() => globalThis.document.activeElement?.getAttribute('data-testid')), 'embed');
    assert.ok(await mine.getByTestId('embed').evaluate((b) => b === globalThis.document.activeElement), 'focus back on Embed');
    assert.deepEqual(errors, [], 'console or page errors');
  } finally {
    await page.close();
  }
});

// Export: the full run's figures (CSV, JSON) and the article table (CSV),
// downloaded from the page and read back.
test('the figures and the article table download as CSV and JSON', async () => {
  const { page, errors } = await openPage('?lesson=page_splits');
  try {
    const fetched = async (testId) => {
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
      const stream = await download.createReadStream();
      let text = '';
      for await (const chunk of stream) text += chunk;
      return { name: download.suggestedFilename(), text };
    };
    await page.getByTestId('export-figures-csv').waitFor({ timeout: 180_000 });
    const csv = await fetched('export-figures-csv');
    assert.equal(csv.name, 'pagelab-page_splits-figures.csv');
    const lines = csv.text.trim().split('\r\n');
    assert.equal(lines[0], 'figure,value');
    assert.ok(lines.some((l) => /^page_splits,\d+$/.test(l)), `no page_splits figure in ${lines.slice(0, 5)}`);
    const json = JSON.parse((await fetched('export-figures-json')).text);
    assert.equal(json.lesson, 'page_splits');
    assert.equal(typeof json.figures.page_splits, 'number');
    const table = await fetched('export-article-csv');
    const rows = table.text.trim().split('\r\n');
    assert.match(rows[0], /^group,case,.*: article,.*: ours/);
    assert.ok(rows.length > 3, 'the article table has its cases');
    assert.deepEqual(errors, [], 'console or page errors');
  } finally {
    await page.close();
  }
});
