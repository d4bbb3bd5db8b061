// Share and Embed on a lesson's page: Share copies the link (or shows it
// where the clipboard is refused); Embed builds the course page's snippet
// from the lesson as it stands, with a live preview, keyboard-operable,
// and gives focus back when it closes.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { shots } from './helpers/config.mjs';
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
    // The stage's playback and parameters options go into the link.
    await dialog.getByTestId('embed-ranged').check();
    await dialog.getByTestId('embed-from').fill('2');
    await dialog.getByTestId('embed-to').fill('9');
    await dialog.getByTestId('embed-autoplay').check();
    await dialog.getByTestId('embed-loop').check();
    await dialog.getByTestId('embed-speed').selectOption('4');
    await dialog.getByTestId('embed-controls-locked').check();
    await waitUntil(
      async () => /embed=1&amp;from=2&amp;to=9&amp;autoplay=1&amp;loop=1&amp;speed=4&amp;controls=locked"/.test(await snippet()),
      `the snippet lacks the options: ${await snippet()}`,
    );
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
    assert.ok(lines.includes('parameter,value'), 'the run’s parameters are not in its figures’ file');
    assert.ok(lines.some((l) => /^page_splits,\d+$/.test(l)), `no page_splits figure in ${lines.slice(0, 5)}`);
    const json = JSON.parse((await fetched('export-figures-json')).text);
    assert.equal(json.lesson, 'page_splits');
    assert.equal(typeof json.figures.page_splits, 'number');
    // The run's end pictures, as SVG (shapes and text; the page canvas as an image).
    const svg = await fetched('export-full-svg');
    assert.equal(svg.name, 'pagelab-page_splits-full-run.svg');
    assert.match(svg.text, /^<\?xml[^>]*>\n<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    assert.match(svg.text, /<image[^>]*data:image\/png;base64,/);
    const table = await fetched('export-article-csv');
    const rows = table.text.trim().split('\r\n');
    assert.ok(table.text.startsWith('\ufeff'), 'no byte order mark (Excel would garble French and Russian)');
    assert.match(rows[0], /^Group,Case,.*: article,.*: ours/);
    assert.ok(rows.length > 3, 'the article table has its cases');
    assert.deepEqual(errors, [], 'console or page errors');
  } finally {
    await page.close();
  }
});

// A chart saves as an SVG a slide tool opens (standalone: its own size,
// the page's colours written in) and as a PNG.
test('a chart saves as SVG and PNG', async () => {
  const { page, errors } = await openPage('?lesson=fillfactor');
  try {
    const chart = page.locator('.lesson-chart').first();
    await waitUntil(async () => (await chart.locator('.sweep-dot').count()) > 10, 'the chart has no points', 180_000);
    const fetched = async (testId) => {
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
      const chunks = [];
      for await (const c of await download.createReadStream()) chunks.push(c);
      return { name: download.suggestedFilename(), bytes: Buffer.concat(chunks) };
    };
    const svg = await fetched('export-ff-chart-title-svg');
    assert.equal(svg.name, 'pagelab-ff-chart.svg');
    const text = svg.bytes.toString('utf8');
    assert.match(text, /^<\?xml[^>]*>\n<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    assert.match(text, /fill="rgb\(|style="[^"]*fill:/, 'colours written into the SVG');
    // One file for the chart: its title above, its legend (the article's
    // marks explained), its panels; no empty table rows from the data
    // table folded under it.
    assert.match(text, />Page splits and space, fillfactor 50–100</, 'the chart’s title');
    assert.match(text, />the article \(page splits\)</, 'the legend');
    assert.ok(!/role="tablerow"/.test(text), 'the folded data table went into the picture');
    assert.ok(!/var\(--/.test(text), 'a CSS variable left in the SVG');
    // It parses as XML in the browser.
    const parsed = await page.evaluate((t) => {
      const doc = new globalThis.DOMParser().parseFromString(t, 'image/svg+xml');
      return doc.getElementsByTagName('parsererror').length === 0 && doc.documentElement.nodeName;
    }, text);
    assert.equal(parsed, 'svg');
    const png = await fetched('export-ff-chart-title-png');
    assert.deepEqual([...png.bytes.subarray(0, 8)], [137, 80, 78, 71, 13, 10, 26, 10], 'a PNG signature');
    assert.ok(png.bytes.length > 2_000, `a PNG of ${png.bytes.length} bytes`);
    writeFileSync(join(shots, 'chart-export.png'), png.bytes);
    writeFileSync(join(shots, 'chart-export.svg'), svg.bytes);
    assert.deepEqual(errors, [], 'console or page errors');
  } finally {
    await page.close();
  }
});
