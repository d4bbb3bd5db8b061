// Lesson fragmentation: the shared per-lesson test runs from run.mjs;
// this file adds what only this lesson has: the growth charts run both layouts at
// full scale and show the article's effect (past 11 M rows a fragmented
// customer's statement takes seconds and ten times the defragmented one's,
// the pool holding about N useful rows against far more), with the
// article's marks and the regions on the chart and in its text; and the
// stage shows both layouts' pools with the request's pages marked.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { RUN_TIMEOUT } from './helpers/config.mjs';
import { openPage } from './helpers/session.mjs';
import { waitCounter, waitUntil } from './helpers/wait.mjs';

/** The [rows, value] marks of one line of the growth charts. */
async function marks(page, testId) {
  return page
    .getByTestId(testId)
    .locator('path[data-rows]')
    .evaluateAll((ps) => ps.map((p) => [Number(p.getAttribute('data-rows')), Number(p.getAttribute('data-value'))]));
}

test('fragmentation: the growth charts show the fragmented statement ten times slower past 11 M rows', { timeout: 2 * RUN_TIMEOUT + 60_000 }, async () => {
  const { page, errors } = await openPage('?lesson=fragmentation');
  try {
    await page.getByTestId('growth-chart').waitFor();
    // Both runs report as they go, and end where the article's week did:
    // fragmented at 11 M rows, defragmented at 17 M.
    await waitUntil(
      async () => !(await page.getByTestId('growth-chart').getByText('running').count()) && /defragmented: .* at 1[67]M/.test(await page.getByTestId('growth-summary').innerText()),
      'both layouts’ runs reach the end',
      2 * RUN_TIMEOUT,
    );
    const frag = await marks(page, 'growth-time-select_all-fragmented');
    const defrag = await marks(page, 'growth-time-select_all-defragmented');
    assert.ok(frag.length > 20 && defrag.length > 20, `a mark a window: ${frag.length}, ${defrag.length}`);
    const at = (pts, rows) => pts.reduce((best, p) => (Math.abs(p[0] - rows) < Math.abs(best[0] - rows) ? p : best));
    const [fRows, fMs] = at(frag, 11_000_000);
    const [, dMs] = at(defrag, 11_000_000);
    // The article: 11 s against < 500 ms at 11 M rows; ours within its tolerances (docs/fidelity.md).
    assert.ok(Math.abs(fRows - 11_000_000) < 600_000, `a fragmented window near 11 M rows: ${fRows}`);
    assert.ok(fMs > 3_000 && fMs < 33_000, `fragmented select all at 11 M: ${fMs} ms (article 11 s)`);
    assert.ok(fMs > 10 * dMs, `fragmented ${fMs} ms against defragmented ${dMs} ms: ten times or more`);
    // In region A (the database fits the pool) a statement reads no page from disk: well under a second.
    assert.ok(frag[0][1] < 100, `the first window's select all: ${frag[0][1]} ms`);
    // The pool of N pages holds about N useful rows fragmented, many times that defragmented.
    const usefulF = await marks(page, 'growth-useful-useful-fragmented');
    const usefulD = await marks(page, 'growth-useful-useful-defragmented');
    const lastF = usefulF[usefulF.length - 1][1];
    const lastD = usefulD[usefulD.length - 1][1];
    assert.ok(lastF > 20_000 && lastF < 2 * 32_768, `fragmented useful rows ${lastF} against 32,768 pages`);
    assert.ok(lastD > 5 * lastF, `defragmented useful rows ${lastD} against ${lastF}`);
    // The article's two figures and the regions are on the chart, and said in its text.
    await page.getByTestId('article-fragmented').waitFor();
    await page.getByTestId('article-defragmented').waitFor();
    const summary = await page.getByTestId('growth-summary').innerText();
    assert.match(summary, /Region B from about [\d.]+M rows, region C from about [\d.]+M rows/);
    assert.match(summary, /The pool’s 32,768 pages held [\d,]+ fragmented, [\d,]+ defragmented useful rows/);
    assert.deepEqual(errors, [], 'console or page errors');
  } finally {
    await page.close();
  }
});

test('fragmentation: both layouts side by side; a step tells the request; the layout is in the link', async () => {
  const { page, errors } = await openPage('?lesson=fragmentation');
  try {
    await page.getByTestId('page-view').waitFor();
    await page.getByTestId('page-view-right').waitFor();
    const narration = page.getByTestId('narration');
    await narration.getByText('Fragmented:', { exact: true }).waitFor();
    await narration.getByText('Defragmented:', { exact: true }).waitFor();
    await page.getByTestId('step-forward').click();
    await waitCounter(page, 'requests_done', 1);
    // The headline names a session, its request, the pages and the disk reads.
    await waitUntil(
      async () => /Session \d+, .*: .*ms, [\d,]+ pages?, [\d,]+ from disk/.test(await narration.innerText()),
      'the step is told: session, request, time, pages, reads',
    );
    // The URL keeps the layout the full run uses; the step view runs both.
    await page.goto(page.url().replace(/\?.*/, '?lesson=fragmentation&layout=defragmented'));
    await page.getByTestId('page-view-right').waitFor();
    assert.equal(await page.getByTestId('param-layout').inputValue(), 'defragmented');
    // A link's table too large to step through: the step view keeps its
    // small table and says so; the full run takes the link's rows.
    await page.goto(page.url().replace(/\?.*/, '?lesson=fragmentation&rows=12000000'));
    await page.getByTestId('page-view-right').waitFor();
    assert.match(await page.getByTestId('step-kept-setup').innerText(), /keeps its own rows 24,000 \(yours: 12,000,000\)/);
    assert.equal(await page.getByTestId('param-rows').inputValue(), '12000000');
    await page.getByTestId('run-progress').first().waitFor({ timeout: RUN_TIMEOUT });
    // A course page's stage alone says it too.
    await page.goto(page.url().replace(/\?.*/, '?lesson=fragmentation&rows=12000000&embed=1'));
    await page.getByTestId('page-view-right').waitFor();
    await page.getByTestId('step-kept-setup').waitFor();
    assert.deepEqual(errors, [], 'console or page errors');
  } finally {
    await page.close();
  }
});

test('fragmentation: the chart leaves the full run its layout, says it waits, and its Cancel stops that run', { timeout: 4 * RUN_TIMEOUT }, async (t) => {
  // The full run takes the defragmented layout, the longer (to 17 M rows,
  // the fragmented one to the article's 11 M; archive batches ten times
  // as often make it longer still, and do not touch the fragmented run):
  // the chart, its own run done, waits for it. The two runs are in two
  // workers, so a loaded host can still finish the full run first (CI did
  // once, 2026-12-06): then there is nothing to wait for, and the test
  // loads the page again, up to three times.
  for (let attempt = 1; ; attempt++) {
    const { page, errors } = await openPage('?lesson=fragmentation&layout=defragmented&archive_rows=55000');
    const status = (id) => page.getByTestId(id).locator('xpath=..').innerText();
    try {
      let seen = '';
      await waitUntil(
        async () => {
          const [growth, full] = [await status('run-growth'), await status('run-full')];
          // The chart may not say it is done while the full run still computes one of its points.
          assert.ok(!(/Done/.test(growth) && !/Done/.test(full)), `the chart said done before the full run: ${growth} / ${full}`);
          seen = /Waiting for the full-scale run/.test(growth) ? 'waiting' : /Done/.test(full) ? 'full first' : '';
          return seen !== '';
        },
        'the chart waits for the full run, or the full run ends first',
        RUN_TIMEOUT,
      );
      if (seen === 'full first') {
        t.diagnostic(`attempt ${attempt}: the full run ended before the chart's own run`);
        if (attempt < 3) continue;
        // Never once in the order the test needs: the page stays right
        // (both runs done, the chart drawn from both) but the Cancel is not seen.
        await waitUntil(async () => /Done/.test(await status('run-growth')), 'the chart ends once both runs are in');
        assert.deepEqual(errors, [], 'console or page errors');
        return;
      }
      await page.getByTestId('cancel-growth').click();
      await waitUntil(async () => /Cancelled/.test(await status('run-full')), 'the full run is cancelled');
      assert.match(await status('run-growth'), /Cancelled/);
      // Nothing starts the chart's run again by itself; Run does.
      await page.waitForTimeout(1_000);
      assert.match(await status('run-growth'), /Cancelled/);
      await page.getByTestId('run-growth').click();
      await waitUntil(async () => /1 runs/.test(await status('run-growth')), 'Run runs the missing layout');
      assert.deepEqual(errors, [], 'console or page errors');
      return;
    } finally {
      await page.close();
    }
  }
});
