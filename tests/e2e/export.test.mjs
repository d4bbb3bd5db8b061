// "Save for slides" under the stage: the picture as SVG (shapes and text,
// no foreignObject; the canvases as images) and PNG, the events of the
// steps so far as CSV and JSON, and a clip of a range of steps as GIF and
// WebM, each downloaded and read back (the GIF and the WebM decoded by the
// browser itself).
/* global document, Image -- in the functions handed to page.evaluate, which run in the page */
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { shots } from './helpers/config.mjs';
import { openPage } from './helpers/session.mjs';
import { waitUntil } from './helpers/wait.mjs';

async function fetched(page, testId) {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 120_000 }),
    page.getByTestId(testId).click(),
  ]);
  const chunks = [];
  for await (const c of await download.createReadStream()) chunks.push(c);
  return { name: download.suggestedFilename(), bytes: Buffer.concat(chunks) };
}

/** The browser's own decoding of `bytes` as an image: its natural size. */
async function decodedSize(page, bytes, type) {
  return page.evaluate(
    async ([b64, mime]) => {
      const blob = await (await globalThis.fetch(`data:${mime};base64,${b64}`)).blob();
      const img = new Image();
      img.src = URL.createObjectURL(blob);
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    },
    [bytes.toString('base64'), type],
  );
}

test('the stage’s picture saves as SVG and PNG; the events so far as CSV and JSON', async () => {
  const { page, errors } = await openPage('?lesson=page_splits&step=6');
  try {
    await page.getByTestId('page-view').waitFor();
    await waitUntil(async () => (await page.getByTestId('timeline').inputValue()) === '6', 'step 6 never showed');
    await page.getByTestId('stage-export').locator('summary').click();

    const svg = await fetched(page, 'export-stage-svg');
    assert.equal(svg.name, 'pagelab-page_splits-step-6.svg');
    const text = svg.bytes.toString('utf8');
    assert.match(text, /^<\?xml[^>]*>\n<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    assert.ok(!text.includes('foreignObject'), 'a foreignObject in the SVG (slide tools do not draw it)');
    assert.match(text, /<text[\s>]/, 'no text as text');
    assert.match(text, /<image[^>]*data:image\/png;base64,/, 'the page canvas is not in the SVG');
    // A slide says what it shows: the lesson and the step above the
    // picture, then each side's sentence.
    assert.match(text, />Page splits · Step 6</, 'the caption names the lesson and the step');
    assert.match(text, />[^<]*Insert 6: page \d+ is full/, 'the step’s sentence in the caption');
    // Sized by the drawing itself: the viewBox and the size agree (a
    // blank band came from sizing by the box with its buttons).
    const [, vh] = text.match(/viewBox="[-\d.]+ [-\d.]+ [\d.]+ ([\d.]+)"/) ?? [];
    const [, sh] = text.match(/<svg[^>]* height="([\d.]+)"/) ?? [];
    assert.ok(Math.abs(Number(vh) - Number(sh)) < 1, `viewBox height ${vh} against height ${sh}`);
    const parsed = await page.evaluate((t) => {
      const doc = new globalThis.DOMParser().parseFromString(t, 'image/svg+xml');
      return doc.getElementsByTagName('parsererror').length === 0 && doc.documentElement.nodeName;
    }, text);
    assert.equal(parsed, 'svg');
    writeFileSync(join(shots, 'stage-export.svg'), svg.bytes);

    const png = await fetched(page, 'export-stage-png');
    assert.deepEqual([...png.bytes.subarray(0, 8)], [137, 80, 78, 71, 13, 10, 26, 10], 'a PNG signature');
    const [w, h] = await decodedSize(page, png.bytes, 'image/png');
    assert.ok(w > 600 && h > 200, `a PNG of ${w}x${h}`);
    writeFileSync(join(shots, 'stage-export.png'), png.bytes);

    const csv = await fetched(page, 'export-trace-csv');
    assert.equal(csv.name, 'pagelab-page_splits-events-1-6.csv');
    const lines = csv.bytes.toString('utf8').trim().split('\r\n');
    const head = lines[0].split(',');
    // Page splits shows two tables side by side: a variant column first.
    const at = head.indexOf('step');
    assert.deepEqual(head.slice(0, at + 3), [...(at === 1 ? ['variant'] : []), 'step', 'event', 'kind']);
    assert.equal(head.at(-1), 'description');
    const steps = new Set(lines.slice(1).map((l) => Number(l.split(',')[at])));
    assert.deepEqual([...steps].sort((a, b) => a - b), [1, 2, 3, 4, 5, 6]);
    const json = JSON.parse((await fetched(page, 'export-trace-json')).bytes.toString('utf8'));
    assert.equal(json.lesson, 'page_splits');
    assert.equal(json.last_step, 6);
    assert.equal(json.simulations[0].steps.length, 6);
    const events = json.simulations.flatMap((sim) => sim.steps).reduce((n, s) => n + s.events.length, 0);
    assert.equal(events, lines.length - 1, 'the CSV has one row per event of the JSON');
    assert.deepEqual(errors, [], 'console or page errors');
  } finally {
    await page.close();
  }
});

test('a clip of steps 2 to 6: an animated GIF and a WebM video, with progress, and the player back where it was', async () => {
  const { page, errors } = await openPage('?lesson=page_splits&step=9');
  try {
    await page.getByTestId('page-view').waitFor();
    await waitUntil(async () => (await page.getByTestId('timeline').inputValue()) === '9', 'step 9 never showed');
    await page.getByTestId('stage-export').locator('summary').click();
    await page.getByTestId('clip-from').fill('2');
    await page.getByTestId('clip-to').fill('6');
    const gif = await fetched(page, 'clip-make');
    assert.equal(gif.name, 'pagelab-page_splits-steps-2-6.gif');
    assert.equal(gif.bytes.subarray(0, 6).toString('latin1'), 'GIF89a');
    // Five frames: one graphic control extension (0x21 0xF9) per frame.
    let frames = 0;
    for (let i = 0; i + 1 < gif.bytes.length; i++) if (gif.bytes[i] === 0x21 && gif.bytes[i + 1] === 0xf9) frames++;
    assert.ok(frames >= 5, `${frames} frames in the GIF`);
    const [w, h] = await decodedSize(page, gif.bytes, 'image/gif');
    assert.ok(w > 300 && h > 100, `a GIF of ${w}x${h}`);
    writeFileSync(join(shots, 'stage-clip.gif'), gif.bytes);
    assert.match(await page.getByTestId('clip-said').innerText(), /Saved/);
    await waitUntil(async () => (await page.getByTestId('timeline').inputValue()) === '9', 'the player is not back at step 9');

    // Chromium has WebCodecs: the video is offered and made.
    assert.ok(await page.getByTestId('clip-webm').isEnabled(), 'WebM is not offered in Chromium');
    {
      await page.getByTestId('clip-webm').check();
      const webm = await fetched(page, 'clip-make');
      assert.equal(webm.name, 'pagelab-page_splits-steps-2-6.webm');
      assert.deepEqual([...webm.bytes.subarray(0, 4)], [0x1a, 0x45, 0xdf, 0xa3], 'an EBML (WebM) header');
      const video = await page.evaluate(async (b64) => {
        const blob = await (await globalThis.fetch(`data:video/webm;base64,${b64}`)).blob();
        const v = document.createElement('video');
        v.muted = true;
        v.src = URL.createObjectURL(blob);
        await new Promise((resolve, reject) => {
          v.onloadedmetadata = resolve;
          v.onerror = () => reject(new Error(`video error ${v.error?.code}`));
        });
        return [v.videoWidth, v.videoHeight];
      }, webm.bytes.toString('base64'));
      assert.ok(video[0] > 300 && video[1] > 100, `a video of ${video}`);
    }
    // Cancel: a long clip stops, says so, and saves nothing.
    await page.getByTestId('clip-gif').check();
    await page.getByTestId('clip-from').fill('0');
    await page.getByTestId('clip-to').fill('200');
    await page.getByTestId('clip-make').click();
    await page.getByTestId('clip-progress').waitFor();
    await page.getByTestId('clip-cancel').click();
    await waitUntil(async () => /Cancelled/.test(await page.getByTestId('clip-said').innerText()), 'no cancel');
    assert.deepEqual(errors, [], 'console or page errors');
  } finally {
    await page.close();
  }
});
