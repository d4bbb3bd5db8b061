// Embed mode (?embed=1, a lesson in a course page's <iframe>): one view of
// the lesson (view=stage, the default, chart or article) under a compact
// title, with an "Open in pagelab" link to the whole page in the same state;
// stepping keeps embed=1 in the URL; axe on every view. Then the README's
// snippets (helpers/host-page.mjs), each in a course page of its own origin:
// the stage fits a 600 px frame at 1440 px wide and steps, the chart view
// draws its chart, the article view its table, the height listener fits the
// frame to the view both ways, a sandboxed frame with allow-scripts
// allow-same-origin works, and with allow-scripts alone index.html says what
// it needs (and points to the offline file, which works there).
/* global window, document, requestAnimationFrame -- in the functions handed to page.evaluate, which run in the page */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { assertAccessible, unfoldAll } from './helpers/axe.mjs';
import { externalUrl, offlineFile, shots } from './helpers/config.mjs';
import { lessons } from './helpers/engine.mjs';
import { readmeSnippets, startHostServer } from './helpers/host-page.mjs';
import { browserContext, failureScreenshot, openPage, screenshot, serverUrl } from './helpers/session.mjs';
import { waitJobsIdle, waitUntil } from './helpers/wait.mjs';

const titleOf = (id) => lessons.find((l) => l.id === id).title;

/** Waits until the stage (in a page or a frame) shows step `n`: the timeline and the headline agree. */
async function waitStep(scope, n) {
  await waitUntil(async () => {
    const value = await scope.getByTestId('timeline').inputValue().catch(() => '');
    const headline = await scope.getByTestId('narration').innerText().catch(() => '');
    return value === String(n) && (n === 0 ? /Step 0/.test(headline) : headline.includes(`Insert ${n}:`));
  }, `the stage never showed step ${n}`);
}

/** Steps forward twice from step 0 and checks each step lands. */
async function stepTwice(scope) {
  await waitStep(scope, 0);
  await scope.getByTestId('step-forward').click();
  await waitStep(scope, 1);
  await scope.getByTestId('step-forward').click();
  await waitStep(scope, 2);
}

test('embed=1: the stage alone, no lesson navigation, a link to the full site without embed, stepping, axe', async () => {
  const { page, errors } = await openPage('?lesson=page_splits&embed=1');
  try {
    await page.getByTestId('step-forward').waitFor();
    await page.getByTestId('timeline').waitFor();
    // The site header and its lesson navigation give way to a compact title line.
    assert.equal(await page.locator('[data-testid^="lesson-link-"]').count(), 0, 'lesson links in embed mode');
    assert.equal(await page.getByRole('navigation', { name: 'Lessons' }).count(), 0, 'lesson navigation in embed mode');
    assert.equal((await page.locator('h1').allInnerTexts()).map((t) => t.trim()).join('|'), titleOf('page_splits'));
    // One view, the stage: no parameter form, story, charts, full run or footer.
    assert.equal(await page.getByTestId('stage').count(), 1, 'the stage');
    for (const sel of ['.param-panel', '.story', '.lesson-chart', '.full-run', '.stage-note', 'footer']) {
      assert.equal(await page.locator(sel).count(), 0, `${sel} in the embedded stage`);
    }
    // The app started: index.html's "cannot start" messages are gone with #root's first content.
    assert.equal(await page.locator('#start-hint, #file-hint').count(), 0, 'start messages left in the page');

    // Stepping works and the URL keeps its state, embed=1 included.
    await stepTwice(page);
    await page.waitForURL(/[?&]step=2\b/);
    assert.match(page.url(), /[?&]embed=1\b/, 'embed=1 dropped from the URL');
    assert.doesNotMatch(page.url(), /[?&]view=/, 'the default view written into the URL');

    // "Open in pagelab" opens the same state, without embed, in a new tab.
    const open = page.getByTestId('open-in-pagelab');
    assert.match(await open.innerText(), /^Open in pagelab/);
    assert.equal(await open.getAttribute('target'), '_blank');
    assert.equal(await open.getAttribute('rel'), 'noopener');
    const expected = new URL(page.url());
    expected.searchParams.delete('embed');
    await waitUntil(
      async () => (await open.evaluate((a) => a.href)) === expected.href,
      `"Open in pagelab" does not point to ${expected.href}`,
    );
    // Keyboard reachable: the next stop after the skip link at the top.
    await page.locator('.skip-link').focus();
    await page.keyboard.press('Tab');
    assert.equal(
      await page.evaluate(() => document.activeElement?.getAttribute('data-testid')),
      'open-in-pagelab',
      '"Open in pagelab" is not the next Tab stop after the skip link',
    );

    await waitJobsIdle(page);
    await unfoldAll(page);
    await assertAccessible(page, 'lesson page_splits, embedded');
    await screenshot(page, 'embed');
    assert.deepEqual(errors, [], 'console or page errors');
  } finally {
    await page.close();
  }
});

test('embed=1&view=chart|article: that view alone, a one-line footer, "Open in pagelab" without embed and view, axe', async () => {
  for (const [lesson, view, shows] of [
    ['fillfactor', 'chart', '.lesson-chart svg'],
    ['page_splits', 'chart', '.full-run'],
    ['ascending_inserts', 'article', '.story table'],
  ]) {
    const { page, errors } = await openPage(`?lesson=${lesson}&embed=1&view=${view}&step=3`);
    try {
      await page.locator(shows).first().waitFor();
      assert.equal(await page.getByTestId('stage').count(), 0, `${lesson}, ${view}: the stage too`);
      assert.equal(await page.locator('.param-panel').count(), 0, `${lesson}, ${view}: the parameter form`);
      const other = view === 'chart' ? '.story' : '.lesson-chart, .full-run';
      assert.equal(await page.locator(other).count(), 0, `${lesson}, ${view}: ${other} too`);
      const foot = await page.locator('footer').allInnerTexts();
      assert.equal(foot.length, 1, `${lesson}, ${view}: one footer`);
      assert.ok(foot[0].length < 100, `${lesson}, ${view}: the footer is more than a short line: ${foot[0]}`);
      // The whole page, in the same state: without embed and without view.
      const open = page.getByTestId('open-in-pagelab');
      await waitUntil(async () => {
        const href = new URL(await open.evaluate((a) => a.href));
        return href.searchParams.get('lesson') === lesson && href.searchParams.get('step') === '3' &&
          !href.searchParams.has('embed') && !href.searchParams.has('view');
      }, `${lesson}, ${view}: "Open in pagelab" does not open the same state without embed and view`);
      assert.match(page.url(), /[?&]embed=1&view=/, `${lesson}, ${view}: the view dropped from the frame's URL`);
      await waitJobsIdle(page);
      await unfoldAll(page);
      await assertAccessible(page, `lesson ${lesson}, embedded ${view}`);
      assert.deepEqual(errors, [], `${lesson}, ${view}: console or page errors`);
    } finally {
      await page.close();
    }
  }
});

test('an embed’s options: a looping range at its speed, locked parameters, one chart', async () => {
  const { page, errors } = await openPage(
    '?lesson=page_splits&embed=1&from=3&to=5&autoplay=1&loop=1&speed=8&controls=locked',
  );
  try {
    const timeline = page.getByTestId('timeline');
    await timeline.waitFor();
    // It starts at the range's first step and plays by itself; after the
    // range's end it comes back to its start, never leaving 3..5.
    const seen = new Set();
    await waitUntil(async () => {
      seen.add(Number(await timeline.inputValue()));
      return seen.has(5) && [...seen].length >= 3 && (await timeline.inputValue()) === '3' && seen.has(4);
    }, `the range did not loop (saw ${[...seen]})`, 30_000);
    assert.deepEqual([...seen].filter((n) => n < 3 || n > 5), [], 'a step outside the range');
    assert.equal(await timeline.getAttribute('min'), '3');
    assert.equal(await timeline.getAttribute('max'), '5');
    assert.equal(await page.getByLabel('Speed, in steps per second').inputValue(), '8');
    // The parameters show, read-only.
    const panel = page.locator('.embed-params');
    await panel.waitFor();
    const fields = panel.locator('input, select, textarea');
    assert.ok((await fields.count()) > 0, 'no parameter shows');
    for (const f of await fields.all()) assert.ok(await f.isDisabled(), 'a parameter can be changed');
    await page.getByTestId('play').click();
    await assertAccessible(page, 'an embed with locked parameters');
    assert.deepEqual(errors, [], 'console or page errors');
  } finally {
    await page.close();
  }
  // chart=2: the second of the lesson's charts alone.
  const charted = await openPage('?lesson=idxbuild&embed=1&view=chart&chart=2');
  try {
    await charted.page.locator('.lesson-chart').first().waitFor({ timeout: 60_000 });
    assert.equal(await charted.page.locator('.lesson-chart').count(), 1, 'one chart');
    assert.deepEqual(charted.errors, [], 'console or page errors');
  } finally {
    await charted.page.close();
  }
});

test('README frame heights: each lesson’s stage fits the height documented for each frame width', async () => {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const block = readme.split('<!-- frame-heights -->')[1]?.split('<!-- /frame-heights -->')[0] ?? '';
  const lines = block.trim().split('\n');
  const widths = lines[0].split('|').slice(2, -1).map((c) => Number.parseInt(c, 10));
  const table = lines.slice(2).map((l) => {
    const cells = l.split('|').slice(1, -1).map((c) => c.trim());
    return { lesson: cells[0].replaceAll('`', ''), heights: cells.slice(1).map(Number) };
  });
  assert.deepEqual(
    table.map((r) => r.lesson).sort(),
    lessons.map((l) => l.id).sort(),
    'the README’s table has a row per lesson',
  );
  assert.ok(widths.length >= 3 && widths.every(Number.isFinite), `widths ${widths}`);
  const over = [];
  for (const { lesson, heights } of table) {
    // A short viewport: the document is as tall as the content, not the window.
    const { page, errors } = await openPage(`?lesson=${lesson}&embed=1`);
    try {
      await page.getByTestId('page-view').waitFor();
      for (const [i, width] of widths.entries()) {
        await page.setViewportSize({ width, height: 300 });
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        const h = await page.evaluate(() => document.documentElement.scrollHeight);
        if (h > heights[i]) over.push(`${lesson} at ${width} px: ${h} px > ${heights[i]}`);
      }
      assert.deepEqual(errors, [], `${lesson}: console or page errors`);
    } finally {
      await page.close();
    }
  }
  assert.deepEqual(over, [], 'stages taller than the README says');
});

test('a bad view is reported, and the stage shows', async () => {
  const { page, errors } = await openPage('?lesson=page_splits&embed=1&view=charts');
  try {
    await page.getByRole('status').filter({ hasText: /view “charts” is none of stage, chart or article/ }).waitFor();
    await page.getByTestId('stage').waitFor();
    await waitStep(page, 0);
    // The link is cleaned up: the bad view is gone from it, embed is kept.
    await page.waitForURL((url) => !url.searchParams.has('view') && url.searchParams.get('embed') === '1');
    assert.deepEqual(errors, [], 'console or page errors');
  } finally {
    await page.close();
  }
});

// ---------- the README's snippets, in course pages ----------

let hosts;
let snippets;

/**
 * Opens a course page around `html` (a README snippet) at the given
 * viewport; records the messages the page receives (window.pagelabMessages)
 * and console errors. Returns the page, the iframe's Frame and the errors.
 */
async function openHost(name, html, { width = 1280, height = 800 } = {}) {
  const page = await browserContext().newPage();
  await page.setViewportSize({ width, height });
  const errors = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console.error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`page error: ${err.message}`));
  await page.addInitScript(() => {
    if (window !== window.top) return;
    window.pagelabMessages = [];
    window.addEventListener('message', (e) => window.pagelabMessages.push(e.data));
  });
  await page.goto(hosts.page(name, html, serverUrl()), { waitUntil: 'load' });
  const frame = await (await page.locator('iframe').elementHandle()).contentFrame();
  return { page, frame, errors };
}

/** The frame's document: how tall it is, and how tall its viewport is. */
const frameSize = (frame) =>
  frame.evaluate(() => ({
    scroll: document.documentElement.scrollHeight,
    view: window.innerHeight,
    width: window.innerWidth,
    origin: window.origin,
  }));

describe('the README’s embedding snippets, each in a course page', () => {
  before(async () => {
    snippets = readmeSnippets();
    hosts = await startHostServer();
  });
  after(() => hosts?.close());

  test('README: every case has its tested snippet, with the links it documents', () => {
    assert.deepEqual([...snippets.keys()], ['stage', 'chart', 'article', 'height', 'lms', 'lms-offline', 'control']);
    const src = (name) => snippets.get(name).match(/\bsrc="([^"]+)"/)[1];
    assert.equal(src('stage'), 'https://example.org/pagelab/?lesson=page_splits&embed=1');
    assert.match(src('chart'), /[?&]embed=1&view=chart$/);
    assert.match(src('article'), /[?&]embed=1&view=article$/);
    assert.match(snippets.get('height'), /addEventListener\('message'/);
    assert.match(snippets.get('lms'), /sandbox="allow-scripts allow-same-origin"/);
    assert.match(snippets.get('lms-offline'), /sandbox="allow-scripts"/);
    assert.match(src('lms-offline'), /^pagelab-offline\.html\?/);
  });

  test('README stage: a 600 px frame 1440 px wide shows the stage without a scrollbar, and steps', async () => {
    // A 1456 px window: the 100%-wide frame is 1440 px inside the body's 8 px margins.
    const { page, frame, errors } = await openHost('stage', snippets.get('stage'), { width: 1456, height: 760 });
    try {
      await frame.getByTestId('step-forward').waitFor();
      const fits = async (when) => {
        const s = await frameSize(frame);
        assert.equal(s.width, 1440, 'the frame is not 1440 px wide');
        assert.equal(s.view, 600, 'the frame is not 600 px tall');
        assert.ok(s.scroll <= 600, `${when}: the frame's document is ${s.scroll} px tall, it scrolls in a 600 px frame`);
      };
      await waitStep(frame, 0);
      await fits('step 0');
      await frame.getByTestId('step-forward').click();
      await waitStep(frame, 1);
      await page.waitForTimeout(2500); // the step's events have played (a split's marks and their keys)
      await fits('step 1');
      await page.mouse.move(0, 0);
      await page.locator('iframe').screenshot({ path: join(shots, 'embed-stage-600.png') });
      await frame.getByTestId('step-forward').click();
      await waitStep(frame, 2);
      // Playing: every step on the way fits too.
      await frame.getByTestId('play').click();
      for (let i = 0; i < 12; i++) {
        await page.waitForTimeout(250);
        await fits(`playing, step ${await frame.getByTestId('timeline').inputValue()}`);
      }
      await frame.getByTestId('play').click();
      assert.deepEqual(errors, [], 'console or page errors');
    } catch (e) {
      await failureScreenshot(page, 'embed-readme-stage');
      throw e;
    } finally {
      await page.close();
    }
  });

  // The control API from a course page of another origin: it obeys the
  // origin its link allows (play when in view, "show me step 12"), tells
  // the page its steps, refuses a bad command with a message, and a frame
  // that allows another origin obeys none of it.
  const COURSE = 'https://course.example.org';
  const statusOf = (page) => page.locator('#splits-status').innerText();
  test('README control: the course page drives the lesson and hears its steps', async () => {
    const origin = new URL(hosts.url).origin;
    const html = snippets.get('control').replaceAll(COURSE, origin);
    const { page, frame, errors } = await openHost('control', html);
    try {
      await waitUntil(async () => /^Step \d+ of \d+$/.test(await statusOf(page)), 'no pagelab:ready');
      // In view and ready: it plays.
      await waitUntil(async () => Number(await frame.getByTestId('timeline').inputValue()) > 1, 'play was not obeyed');
      await page.locator('#show-12').click();
      await waitUntil(async () => (await frame.getByTestId('timeline').inputValue()) === '12', 'goto 12 was not obeyed');
      await waitUntil(async () => /^Step 12 of \d+$/.test(await statusOf(page)), 'no pagelab:step for step 12');
      const types = await page.evaluate(() => window.pagelabMessages.map((m) => m?.type));
      assert.ok(types.includes('pagelab:ready') && types.includes('pagelab:step'), `messages: ${types}`);
      // A bad command: refused, said.
      await page.evaluate((o) => {
        document.querySelector('iframe').contentWindow.postMessage({ type: 'pagelab:command', command: 'jump' }, o);
      }, new URL(serverUrl()).origin);
      await waitUntil(async () => /pagelab: unknown command "jump"/.test(await statusOf(page)), 'no pagelab:error');
      // A goto past the end: the frame goes to the last step and says so.
      await page.evaluate((o) => {
        document.querySelector('iframe').contentWindow.postMessage({ type: 'pagelab:command', command: 'goto', step: 99999 }, o);
      }, new URL(serverUrl()).origin);
      await waitUntil(
        async () =>
          page.evaluate(() =>
            window.pagelabMessages.some((m) => m?.type === 'pagelab:error' && /^goto 99999: past the last step played, \d+; went to \d+$/.test(m.message)),
          ),
        'a goto past the end was not said',
      );
      // set: a valid value applies, an invalid one is refused.
      await page.evaluate((o) => {
        const w = document.querySelector('iframe').contentWindow;
        w.postMessage({ type: 'pagelab:command', command: 'set', params: { fillfactor: '101' } }, o);
      }, new URL(serverUrl()).origin);
      await waitUntil(async () => /pagelab: set: fillfactor/.test(await statusOf(page)), 'a bad set was not refused');
      // Values each valid that cannot run together: refused as a whole, said.
      await page.evaluate((o) => {
        const w = document.querySelector('iframe').contentWindow;
        w.postMessage({ type: 'pagelab:command', command: 'set', params: { rows: '100', split_policy: 'insertion_point' } }, o);
      }, new URL(serverUrl()).origin);
      await waitUntil(async () => /pagelab: set: /.test(await statusOf(page)) && !/fillfactor/.test(await statusOf(page)), 'a set that cannot run was not refused');
      assert.doesNotMatch(frame.url(), /split_policy/, 'a refused set changed the frame’s state');
      assert.deepEqual(errors, [], 'console or page errors');
    } catch (e) {
      await failureScreenshot(page, 'embed-readme-control');
      throw e;
    } finally {
      await page.close();
    }
  });

  test('README control: a frame that allows another origin obeys none of its commands', async () => {
    const html = snippets.get('control').replaceAll(COURSE, 'https://other.example.org');
    const { page, frame, errors } = await openHost('control-refused', html);
    try {
      // It still tells the page its state (nothing secret)...
      await waitUntil(async () => /^Step 0 of \d+$/.test(await statusOf(page)), 'no pagelab:ready');
      // ...but neither the play nor the goto from this origin moves it.
      await page.locator('#show-12').click();
      await page.waitForTimeout(1500);
      assert.equal(await frame.getByTestId('timeline').inputValue(), '0', 'a command from an origin not allowed was obeyed');
      assert.deepEqual(errors, [], 'console or page errors');
    } finally {
      await page.close();
    }
  });

  // What a course page hears from a looping range, and from a view with
  // no stage: each step once, in order, within the range, `finished` at
  // the range's end; a chart view ready at once, the player's commands
  // refused with a word.
  const messagesOf = (page) => page.evaluate(() => window.pagelabMessages.filter((m) => m?.type !== 'pagelab:height'));
  const framed = (query) =>
    `<iframe src="https://example.org/pagelab/?${query}&allow=${encodeURIComponent(new URL(hosts.url).origin)}" title="pagelab" width="100%" height="700" style="border: 0"></iframe>`;
  test('a looping range tells each step once, in order, and finished at its end; a chart view is ready and refuses play', async () => {
    const { page, errors } = await openHost('loop', framed('lesson=buffer_pool&embed=1&from=2&to=5&autoplay=1&loop=1&speed=8'));
    try {
      await waitUntil(async () => (await messagesOf(page)).filter((m) => m.type === 'pagelab:finished').length >= 3, 'three passes never finished', 30_000);
      const msgs = await messagesOf(page);
      const steps = msgs.filter((m) => m.type === 'pagelab:step').map((m) => m.step);
      assert.ok(steps.every((n) => n >= 2 && n <= 5), `a step outside 2..5: ${steps}`);
      // Each step after the last (the clock may pass one when drawing falls
      // behind, on a loaded machine), or the range's start after its end:
      // never back inside the range (the runaway leapt between its ends).
      for (let i = 1; i < steps.length; i++) {
        const ok = steps[i] > steps[i - 1] || (steps[i - 1] === 5 && steps[i] === 2);
        assert.ok(ok, `step ${steps[i]} after ${steps[i - 1]}: ${steps.join(',')}`);
      }
      const passes = msgs.filter((m) => m.type === 'pagelab:finished').length;
      assert.ok(steps.length <= 4 * (passes + 1), `${steps.length} steps told in ${passes} passes: ${steps.join(',')}`);
      assert.ok(msgs.filter((m) => m.type === 'pagelab:finished').every((m) => m.step === 5), 'finished away from the range’s end');
      assert.deepEqual(errors, [], 'console or page errors');
    } finally {
      await page.close();
    }
    const chart = await openHost('chart-control', framed('lesson=fillfactor&embed=1&view=chart&chart=9'));
    try {
      await waitUntil(async () => (await messagesOf(chart.page)).some((m) => m.type === 'pagelab:ready'), 'the chart view was never ready');
      const ready = (await messagesOf(chart.page)).find((m) => m.type === 'pagelab:ready');
      assert.equal(ready.view, 'chart');
      assert.equal(ready.step, null);
      await chart.page.evaluate((o) => {
        document.querySelector('iframe').contentWindow.postMessage({ type: 'pagelab:command', command: 'play' }, o);
      }, new URL(serverUrl()).origin);
      await waitUntil(
        async () => (await messagesOf(chart.page)).some((m) => m.type === 'pagelab:error' && /view=chart/.test(m.message)),
        'play in a chart view was not refused',
      );
      // chart=9 past fillfactor's charts: said in the frame, all shown.
      await chart.frame.getByText(/chart=9/).waitFor();
      assert.deepEqual(chart.errors, [], 'console or page errors');
    } finally {
      await chart.page.close();
    }
    // Values each valid that cannot run together: the stage shows nothing,
    // and the course page hears why.
    const blocked = await openHost('blocked', framed('lesson=page_splits&embed=1&rows=100'));
    try {
      await waitUntil(
        async () => (await messagesOf(blocked.page)).some((m) => m.type === 'pagelab:error' && m.lesson === 'page_splits' && m.message.length > 10),
        'a stage that cannot run said nothing to its course page',
      );
    } finally {
      await blocked.page.close();
    }
  });

  test('README chart and article: the frame shows that view', async () => {
    for (const [name, shows] of [
      ['chart', '.lesson-chart svg'],
      ['article', '.story table'],
    ]) {
      const { page, frame, errors } = await openHost(name, snippets.get(name));
      try {
        await frame.locator(shows).first().waitFor();
        assert.equal(await frame.getByTestId('stage').count(), 0, `${name}: the stage too`);
        if (name === 'chart') {
          // The sweep behind the chart runs in the frame: its points arrive.
          await waitUntil(
            async () => (await frame.locator('.lesson-chart .sweep-dot').count()) > 40,
            'the chart has no points',
          );
        }
        assert.deepEqual(errors, [], `${name}: console or page errors`);
      } finally {
        await page.close();
      }
    }
  });

  // A frame below the fold is rendered by nobody (Chromium throttles an
  // offscreen frame): its view must still report its height, so the course
  // page fits it before the reader gets there and does not jump then.
  test('README height listener: a frame below the fold is fitted before it is scrolled to', async () => {
    const html = `<div style="height: 3000px">Course text before the lesson.</div>\n${snippets.get('height')}`;
    const { page, errors } = await openHost('height-below', html);
    try {
      const iframe = page.locator('iframe');
      await waitUntil(async () => {
        const heights = await page.evaluate(() =>
          window.pagelabMessages.filter((m) => m?.type === 'pagelab:height').map((m) => m.height),
        );
        const box = await iframe.boundingBox();
        // Past the 400 px of the snippet and of a loading page: the view's own height.
        return heights.some((h) => h > 450) && box && Math.round(box.height) === heights.at(-1);
      }, 'the frame below the fold kept its first height');
      assert.equal(await page.evaluate(() => window.scrollY), 0, 'the test scrolled');
      assert.deepEqual(errors, [], 'console or page errors');
    } finally {
      await page.close();
    }
  });

  test('README height listener: the view announces its height, the frame follows it both ways, no inner scroll', async () => {
    const { page, frame, errors } = await openHost('height', snippets.get('height'));
    const iframe = page.locator('iframe');
    const messages = () => page.evaluate(() => window.pagelabMessages.filter((m) => m?.type === 'pagelab:height'));
    // The frame is as tall as the last message says, and its document fits in it.
    const fitted = async (what) => {
      let last;
      await waitUntil(async () => {
        const all = await messages();
        last = all.at(-1);
        const box = await iframe.boundingBox();
        const s = await frameSize(frame);
        return last && Math.round(box.height) === last.height && s.scroll <= s.view;
      }, `${what}: the frame does not fit its view (last message ${JSON.stringify(last)})`);
      return last.height;
    };
    try {
      await frame.locator('.lesson-chart svg').first().waitFor();
      await waitUntil(async () => (await frame.locator('.lesson-chart .sweep-dot').count()) > 40, 'the chart has no points');
      const all = await messages();
      assert.ok(all.length > 0, 'no pagelab:height message');
      for (const m of all) {
        assert.deepEqual(Object.keys(m).sort(), ['height', 'lesson', 'type', 'view']);
        assert.equal(m.lesson, 'fillfactor');
        assert.equal(m.view, 'chart');
        assert.ok(Number.isInteger(m.height) && m.height > 0, `height ${m.height}`);
      }
      const chart = await fitted('the chart');
      assert.ok(chart > 400, `the frame did not grow past its 400 px (${chart} px)`);
      // A table opens: the frame grows; it closes: the frame shrinks back.
      const details = frame.locator('.lesson-chart details').first();
      await details.locator('summary').click();
      await waitUntil(async () => (await fitted('table open')) > chart + 100, 'the frame did not grow with the table');
      await details.locator('summary').click();
      await waitUntil(async () => (await fitted('table closed')) === chart, 'the frame did not shrink back');
      assert.deepEqual(errors, [], 'console or page errors');
    } catch (e) {
      await failureScreenshot(page, 'embed-readme-height');
      throw e;
    } finally {
      await page.close();
    }
  });

  test('README sandboxed frame: allow-scripts allow-same-origin runs the hosted site', async () => {
    const { page, frame, errors } = await openHost('lms', snippets.get('lms'));
    try {
      await frame.getByTestId('step-forward').waitFor();
      await stepTwice(frame);
      assert.equal((await frameSize(frame)).origin, new URL(serverUrl()).origin);
      assert.deepEqual(errors, [], 'console or page errors');
    } finally {
      await page.close();
    }
  });

  test('a sandbox without allow-same-origin: index.html names the flags it needs and the offline file, not a blank frame', async () => {
    // The README's LMS frame without allow-same-origin (allow-scripts only), and without scripts at all.
    for (const sandbox of ['allow-scripts', '']) {
      const html = snippets.get('lms').replace('sandbox="allow-scripts allow-same-origin"', `sandbox="${sandbox}"`);
      assert.notEqual(html, snippets.get('lms'));
      const { page, frame } = await openHost(`lms-${sandbox || 'no-scripts'}`, html);
      try {
        const hint = frame.getByTestId('start-hint');
        await hint.waitFor({ state: 'visible', timeout: 10_000 });
        const text = await hint.innerText();
        assert.match(text, /pagelab cannot start here/);
        assert.match(text, /sandbox="allow-scripts allow-same-origin"/);
        assert.match(text, /pagelab-offline\.html/);
        assert.equal(await frame.getByTestId('stage').count(), 0);
        assert.equal((await frameSize(frame)).origin, 'null', 'the frame is not sandboxed');
        if (sandbox === 'allow-scripts' && existsSync(offlineFile) && !externalUrl) {
          // Its link opens the same lesson in the offline file, which runs in this very frame.
          await hint.getByRole('link', { name: 'pagelab-offline.html' }).click();
          await frame.getByTestId('step-forward').waitFor();
          assert.match(frame.url(), /\/pagelab-offline\.html\?lesson=page_splits&embed=1$/);
          await stepTwice(frame);
        }
      } catch (e) {
        await failureScreenshot(page, `embed-sandbox-${sandbox || 'no-scripts'}`);
        throw e;
      } finally {
        await page.close();
      }
    }
  });

  test('README offline frame: pagelab-offline.html works with allow-scripts alone', async (t) => {
    if (!existsSync(offlineFile)) {
      if (externalUrl) return t.skip(`${offlineFile} not built`);
      assert.fail(`${offlineFile} missing: run \`npm run build\``);
    }
    const { page, frame, errors } = await openHost('lms-offline', snippets.get('lms-offline'));
    try {
      await frame.getByTestId('step-forward').waitFor();
      assert.equal((await frameSize(frame)).origin, 'null', 'the frame is not sandboxed');
      await stepTwice(frame);
      // Its height messages reach the course page from the sandbox too.
      await waitUntil(
        async () =>
          (await page.evaluate(() => window.pagelabMessages)).some(
            (m) => m?.type === 'pagelab:height' && m.lesson === 'page_splits' && m.view === 'stage',
          ),
        'no pagelab:height message from the sandboxed offline file',
      );
      assert.deepEqual(errors, [], 'console or page errors');
    } finally {
      await page.close();
    }
  });
});
