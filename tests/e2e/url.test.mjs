/* global document, self, window -- in the functions handed to page.waitForFunction, page.evaluate and worker.evaluate, which run in the page or its workers */
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

// Values valid one by one but not together: every control involved is
// marked, the message quotes the user's values with their limits, and the
// step view and the full run both wait for a fix (no knock-on error, no
// "replaying" left on screen).
for (const [query, marked] of [
  ['?lesson=fillfactor&row_bytes=8000', ['row_bytes', 'page_size']],
  ['?lesson=page_splits&rows=20000000&fillfactor=1', ['rows', 'fillfactor']],
  ['?lesson=fillfactor&days=60&inserted_rows=1000000', ['days', 'inserted_rows']],
]) {
  test(`conflicting parameters in a link mark their controls: ${query}`, async () => {
    const { page, errors } = await openPage(query);
    try {
      for (const name of marked) {
        await page.getByTestId(`param-error-${name}`).first().waitFor({ state: 'visible' });
      }
      const stage = page.getByTestId('stage');
      await stage.getByText('cannot run together').first().waitFor();
      // The stage names the parameters; their messages are beside the controls, not repeated.
      assert.match(await stage.locator('[role="alert"]').innerText(), new RegExp(marked.join('|')));
      assert.equal(await stage.getByText('replaying').count(), 0, 'nothing is left replaying');
      await page.getByTestId('full-blocked').waitFor();
      assert.equal(await page.getByTestId('run-full').count(), 0, 'no full run is offered');
      const message = await page.getByTestId(`param-error-${marked[0]}`).innerText();
      assert.match(message, /\d{1,3}(,\d{3})+|\d+/, 'the message gives numbers');
      assert.ok(!/480\b/.test(message), `the message quotes a value the user did not set: ${message}`);
      assert.deepEqual(errors, [], 'console or page errors');
    } finally {
      await page.close();
    }
  });
}

// A parameter the engine refuses by itself (a workload it cannot parse)
// may sit out of sight: in "More parameters", low in a panel that scrolls.
// The stage's message offers a way there, and the full run's the same.
test('a parameter that needs a fix is one click from the stage’s message', async () => {
  const { page, errors } = await openPage('?lesson=fillfactor&statements=1000');
  try {
    const stage = page.getByTestId('stage');
    await stage.getByText('The parameter statements needs a fix').waitFor();
    await page.getByTestId('full-blocked').getByTestId('fix-statements').waitFor();
    await stage.getByTestId('fix-statements').click();
    await page.waitForFunction(() => document.activeElement?.closest('[data-param]')?.getAttribute('data-param') === 'statements');
    assert.equal(await page.evaluate(() => document.activeElement?.tagName), 'TEXTAREA');
    // The page scrolls there smoothly (at once under reduced motion).
    await page.waitForFunction(() => {
      const r = document.querySelector('[data-testid="param-error-statements"]')?.getBoundingClientRect();
      return r !== undefined && r.top >= 0 && r.bottom <= window.innerHeight;
    });
    // The charts wait for the fix too: none ran the value to fail in the
    // engine's words (they did while the link's check was under way).
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(1500);
    assert.equal(await page.getByText(/^Failed/).count(), 0, 'a chart ran the refused value');
    // Each chart says why it has not run, and its Run is off until the fix.
    const sweeps = page.locator('.lesson-chart .run-panel');
    assert.ok((await sweeps.count()) > 0, 'no chart on the page');
    for (const panel of await sweeps.all()) {
      await panel.getByText('Not run. The parameter statements needs a fix').waitFor();
      assert.equal(await panel.locator('button.primary').isDisabled(), true, 'a chart’s Run is on');
    }
    assert.deepEqual(errors, [], 'console or page errors');
  } finally {
    await page.close();
  }
});

test('a step past the lesson’s end is clamped, and the stage says so', async () => {
  const { page, errors } = await openPage('?lesson=buffer_pool&step=99999');
  try {
    const notice = page.getByTestId('step-past-end');
    await notice.waitFor();
    const last = await page.getByTestId('timeline').getAttribute('max');
    assert.equal(await page.getByTestId('timeline').inputValue(), last);
    assert.match(await notice.innerText(), new RegExp(`step 99,999 is past the last step, ${last}: showing step ${last}`));
    assert.deepEqual(errors, [], 'console or page errors');
  } finally {
    await page.close();
  }
});

test('a link whose day does not fit the step view’s small table still steps', async () => {
  const { page, errors } = await openPage('?lesson=fillfactor&inserted_rows=1000');
  try {
    await page.getByTestId('step-forward').click();
    await page.getByTestId('narration').getByText('Insert 1').waitFor();
    assert.equal(await page.getByTestId('stage').locator('[role="alert"]').count(), 0);
    assert.deepEqual(errors, [], 'console or page errors');
  } finally {
    await page.close();
  }
});

// Lessons are pages: picking one adds a history entry and names the tab,
// and the browser's Back returns to the lesson before, at its step.
test('Back returns to the lesson before, and the tab names the lesson', async () => {
  const { page, errors } = await openPage('?lesson=page_splits&step=3');
  try {
    await page.getByTestId('page-view').waitFor();
    await page.waitForFunction(() => /page splits/i.test(document.title));
    await page.getByTestId('lesson-link-buffer_pool').click();
    await page.waitForURL((url) => url.search.includes('lesson=buffer_pool'));
    await page.waitForFunction(() => /buffer/i.test(document.title) && /pagelab/.test(document.title));
    await page.goBack();
    await page.waitForURL((url) => url.search.includes('lesson=page_splits'));
    await page.getByTestId('lesson-link-page_splits').and(page.locator('[aria-current="page"]')).waitFor();
    await page.waitForFunction(() => /page splits/i.test(document.title));
    assert.match(new URL(page.url()).search, /step=3/, 'the step of the lesson left');
    await page.goForward();
    await page.waitForURL((url) => url.search.includes('lesson=buffer_pool'));
    assert.deepEqual(errors, [], 'console or page errors');
  } finally {
    await page.close();
  }
});

// The link's lesson is fetched, and its step worker started, while the
// HTML is parsed (vite.config.ts, lessonPreload): index.html links its
// chunk and the chunks it imports, once each (Vite's own loader finds them
// and adds none), and the app adopts the worker; a link to no lesson, or to
// one that does not exist, links none.
test('the link’s lesson is preloaded by index.html, each file once, and its step worker started', async () => {
  const names = [];
  // index.html's inline script adds its links before the app's script is
  // parsed, so they come first in the head; the page's own modulepreloads
  // come after it, the app's (the overview's pictures load lessons' code)
  // later still.
  const inlineLinks = (page) =>
    page.evaluate(() => {
      const head = [...document.head.children];
      const entry = head.findIndex((e) => e.tagName === 'SCRIPT' && e.type === 'module');
      return head.slice(0, entry).filter((e) => e.tagName === 'LINK' && /preload/.test(e.rel)).map((e) => e.getAttribute('href'));
    });
  const { page, errors } = await openPage('?lesson=page_splits', undefined, {
    // Each worker's name as it starts: index.html's step worker, adopted by
    // the app, is the only one named after the lesson's scenario (an app
    // that did not adopt it would start a second).
    before: (p) => {
      p.on('worker', (w) => void w.evaluate(() => self.name).then((n) => names.push(n), () => names.push('(closed)')));
    },
  });
  try {
    await page.getByTestId('play').waitFor();
    assert.deepEqual(
      names.filter((n) => n === 'pagelab-engine:insert_load'),
      ['pagelab-engine:insert_load'],
      `the step worker was started twice: ${names.join(', ')}`,
    );
    assert.equal(await page.evaluate(() => typeof window.__pagelabEngine), 'undefined', 'the early worker was not taken');
    const hrefs = await inlineLinks(page);
    assert.ok(hrefs.some((h) => /\/page_splits-[\w-]+\.js$/.test(h)), `index.html does not link the lesson's chunk: ${hrefs}`);
    assert.ok(hrefs.some((h) => /\/insert_load-[\w-]+\.js$/.test(h)), `index.html does not link its scenario's chunk: ${hrefs}`);
    const all = await page.evaluate(() => [...document.querySelectorAll('link[href]')].map((l) => new URL(l.href).pathname + ' ' + l.rel));
    assert.equal(new Set(all).size, all.length, `a file linked twice: ${all.join(', ')}`);
    assert.deepEqual(errors, [], 'console or page errors');
  } finally {
    await page.close();
  }
  for (const query of ['', '?lesson=no_such_lesson']) {
    const { page } = await openPage(query);
    try {
      await page.locator('h1, h2').first().waitFor();
      const hrefs = await inlineLinks(page);
      assert.deepEqual(hrefs, [], `a link to no lesson preloads ${hrefs}`);
    } finally {
      await page.close();
    }
  }
});
