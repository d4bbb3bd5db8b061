// The playground's trace tool (?playground=trace): a reader's own
// page-reference trace through every policy, in workers, in the page.
// Belady's string gives the textbook's figures; a link carries a short
// trace whole (and draws it on opening) or names the file it needs; a bad
// trace is refused at its line, which the page shows; a loaded file stays
// in the page; a long job shows its progress and can be cancelled; a phone
// and axe are content; the offline file runs the same tool.
/* global document */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { assertAccessible, unfoldAll } from './helpers/axe.mjs';
import { externalUrl, offlineFile } from './helpers/config.mjs';
import { browserContext, failureScreenshot, openPage, screenshot } from './helpers/session.mjs';
import { num, waitUntil } from './helpers/wait.mjs';

const status = (page) => page.locator('.run-status [role=status]').innerText();
const misses = async (page, policy, frames) =>
  num(await page.getByTestId(`trace-${policy}-${frames}`).getAttribute('data-misses'));

async function waitDone(page) {
  await waitUntil(async () => /Done|Terminé|Готово/.test(await status(page)), 'the curves were not drawn', 60_000);
}

/** Belady's string with 3 and 4 frames, FIFO, LRU and OPT: the textbook's figures. */
async function assertBelady(page) {
  assert.equal(await misses(page, 'fifo', 3), 9);
  assert.equal(await misses(page, 'fifo', 4), 10);
  assert.equal(await misses(page, 'lru', 3), 10);
  assert.equal(await misses(page, 'lru', 4), 8);
  assert.equal(await misses(page, 'opt', 3), 7);
  assert.equal(await misses(page, 'opt', 4), 6);
}

test('the playground from the header: Belady’s string, its link, axe', async () => {
  const { page, errors } = await openPage('?lesson=buffer_pool&checkpoints=0');
  try {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByTestId('playground-link').click();
    await page.getByTestId('script-text').waitFor();
    assert.match(page.url(), /[?&]playground=script\b/);
    await page.getByTestId('tool-link-trace').click();
    await page.getByTestId('trace-text').waitFor();
    assert.match(page.url(), /[?&]playground=trace\b/);
    await page.getByTestId('example-belady').click();
    for (const p of ['clock', 'clock_sweep', 'lru2', '2q', 'arc']) await page.getByTestId(`trace-policy-${p}`).uncheck();
    await page.getByTestId('trace-frames').fill('3, 4');
    await page.getByTestId('trace-run').click();
    await waitDone(page);
    await assertBelady(page);
    assert.match(await page.getByTestId('trace-counts').innerText(), /12 references to 5 distinct pages/);
    // The link holds the experiment whole: a short trace travels in it.
    // (The link is written a moment after each change.)
    await waitUntil(
      async () => /policy=fifo,lru,opt&frames=3,4&refs=1,2,3,4,1,2,5,1,2,3,4,5$/.test(page.url()),
      `the link did not take the experiment: ${page.url()}`,
    );
    assert.equal(await page.getByTestId('trace-cli').innerText(), 'pagelab trace trace.txt --policy fifo,lru,opt --frames 3,4 --json');
    await unfoldAll(page);
    await assertAccessible(page, 'playground trace 1440x900');
    await screenshot(page, 'playground-trace-1440x900');

    // The link, opened afresh, draws the same curves by itself.
    const again = await openPage(new URL(page.url()).search);
    try {
      await waitDone(again.page);
      await assertBelady(again.page);
      assert.deepEqual(again.errors, []);
    } finally {
      await again.page.close();
    }
    assert.deepEqual(errors, []);
  } finally {
    await page.close();
  }
});

test('a bad trace is refused at its line, and the page shows the line', async () => {
  const { page, errors } = await openPage('?playground=trace');
  try {
    await page.getByTestId('trace-text').fill('17\n940 w\nx7\n5');
    await page.getByTestId('trace-run').click();
    const alert = page.getByTestId('trace-refusal');
    await alert.waitFor();
    assert.match(await alert.innerText(), /Line 3: 'x7' is not a page id/);
    await alert.getByRole('button', { name: 'Show line 3' }).click();
    const selected = await page.getByTestId('trace-text').evaluate((t) => t.value.slice(t.selectionStart, t.selectionEnd));
    assert.equal(selected, 'x7');
    assert.equal(await page.getByTestId('trace-text').getAttribute('aria-invalid'), 'true');
    // Bad sizes are said next to their field, and nothing runs.
    await page.getByTestId('trace-frames').fill('10, zero');
    await page.getByTestId('trace-frames-error').waitFor();
    assert.deepEqual(errors, []);
  } finally {
    await page.close();
  }
});

test('a file stays in the page; its link names it; a long job is cancelled', async () => {
  const { page, errors } = await openPage('?playground=trace&policy=lru,clock_sweep,arc,opt');
  try {
    // CSV with a block column and an op column, as a server's trace might be.
    const rows = ['ts,relfilenode,block,op'];
    for (let i = 0; i < 3000; i++) rows.push(`${i},16384,${(i * 7919) % 450},${i % 4 === 0 ? 'w' : 'r'}`);
    await page.getByTestId('trace-file').setInputFiles({ name: 'pg-trace.csv', mimeType: 'text/csv', buffer: Buffer.from(rows.join('\n')) });
    assert.match(await page.getByTestId('trace-file-name').innerText(), /pg-trace\.csv/);
    await page.getByTestId('trace-run').click();
    await waitDone(page);
    assert.match(await page.getByTestId('trace-counts').innerText(), /3,000 references to 450 distinct pages, 750 of them writes/);
    await waitUntil(async () => /file=pg-trace\.csv/.test(page.url()), 'the link did not name the file');
    assert.match(await page.getByTestId('trace-cli').innerText(), /^pagelab trace pg-trace\.csv --policy lru,clock_sweep,opt,arc --json$/);

    // That link, opened elsewhere, asks for the file.
    const link = new URL(page.url()).search;
    const other = await openPage(link);
    try {
      await other.page.getByTestId('trace-needs-file').waitFor();
      assert.match(await other.page.getByTestId('trace-needs-file').innerText(), /pg-trace\.csv/);
      assert.deepEqual(other.errors, []);
    } finally {
      await other.page.close();
    }

    // A long job: 2 M references, every policy; progress shows, cancel stops it.
    const big = [];
    for (let i = 0; i < 2_000_000; i++) big.push(String((i * 2654435761) % 150_000));
    await page.getByTestId('trace-file').setInputFiles({ name: 'big.txt', mimeType: 'text/plain', buffer: Buffer.from(big.join('\n')) });
    for (const p of ['fifo', 'clock', 'lru2', '2q']) await page.getByTestId(`trace-policy-${p}`).check();
    await page.getByTestId('trace-run').click();
    await page.getByTestId('trace-cancel').waitFor();
    await page.getByTestId('trace-progress').waitFor();
    await page.getByTestId('trace-cancel').click();
    await waitUntil(async () => /Cancelled/.test(await status(page)), 'the job was not cancelled');
    // The page is still there and answers.
    await page.getByTestId('trace-policy-fifo').uncheck();
    assert.deepEqual(errors, []);
  } finally {
    await page.close();
  }
});

test('on a phone, in French: the tool fits and passes axe', async () => {
  const { page, errors } = await openPage('?playground=trace&lang=fr&refs=1,2,3,4,1,2,5,1,2,3,4,5&frames=1,2,3,4,5');
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await waitDone(page);
    assert.match(await page.getByTestId('trace-summary').innerText(), /cadres/);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow} px`);
    await unfoldAll(page);
    await assertAccessible(page, 'playground trace phone fr');
    await screenshot(page, 'playground-trace-390x844-fr');
    assert.deepEqual(errors, []);
  } finally {
    await page.close();
  }
});

test('the offline file runs the trace tool from file://, fetching nothing', async (t) => {
  if (!existsSync(offlineFile)) {
    if (externalUrl) return t.skip(`${offlineFile} not built`);
    assert.fail(`${offlineFile} missing: run \`npm run build\``);
  }
  const context = browserContext();
  const base = pathToFileURL(offlineFile).href;
  const fetched = [];
  const onRequest = (req) => {
    if (!/^(data|blob):/.test(req.url()) && !req.url().startsWith(`${base}?`)) fetched.push(req.url());
  };
  context.on('request', onRequest);
  const { page, errors } = await openPage('?playground=trace&policy=fifo,lru,opt&frames=3,4&refs=1,2,3,4,1,2,5,1,2,3,4,5', base);
  try {
    await waitDone(page);
    await assertBelady(page);
    assert.deepEqual(fetched, []);
    assert.deepEqual(errors, []);
  } finally {
    context.off('request', onRequest);
    await page.close();
  }
});

// ---------------------------------------------------------------- script ----

import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './helpers/config.mjs';

const scriptReady = (page) => page.getByTestId('script-ready').innerText();

/** Replaces the editor's text, as a person pasting it would. */
async function typeScript(page, text) {
  const box = page.getByTestId('script-text');
  await box.fill(text);
  await box.press('End');
}

test('the script tool: errors at line and column, completion, a run equal to the CLI’s, the link', async () => {
  const { page, errors } = await openPage('?playground=script');
  try {
    await page.setViewportSize({ width: 1440, height: 900 });
    await waitUntil(async () => /4 runs of lesson latch/.test(await scriptReady(page).catch(() => '')), 'the starter was not checked');

    // Errors: each at its line and column; Show puts the cursor there.
    await typeScript(page, 'lesson latch\nthreads = 0\nsett cores 4\n');
    await page.getByTestId('script-errors').waitFor();
    const listed = await page.getByTestId('script-error').allInnerTexts();
    assert.equal(listed.length, 2, listed.join('\n'));
    assert.match(listed[0], /^Line 2, column 11: threads/);
    assert.match(listed[1], /^Line 3, column 1: sett is not a statement; did you mean set\?/);
    assert.equal(await page.getByTestId('script-text').getAttribute('aria-invalid'), 'true');
    assert.ok(await page.getByTestId('script-run').isDisabled(), 'a script with errors must not run');
    await page.getByTestId('script-error').first().getByRole('button', { name: 'Show' }).click();
    assert.equal(await page.getByTestId('script-caret').innerText(), 'Line 2, column 11');

    // Completion: the lesson's parameters after `set`.
    await typeScript(page, 'lesson latch\nset thr');
    await page.getByTestId('suggest-threads').click();
    await waitUntil(async () => (await page.getByTestId('script-text').inputValue()) === 'lesson latch\nset threads ', 'the word was not completed');

    // A run: the same figures as `pagelab script` on the same file.
    const text = 'lesson latch\nset rows 100000\ncompare strategy identity guid\n';
    await typeScript(page, text);
    await waitUntil(async () => /2 runs of lesson latch/.test(await scriptReady(page).catch(() => '')), 'the script was not checked').catch(
      async (e) => {
        // Should it fail again, say what the page held (the editor's text
        // showed the last cause: a completion's caret set a frame late).
        const held = await page
          .evaluate(() => ({
            text: document.querySelector('[data-testid="script-text"]')?.value,
            ready: document.querySelector('[data-testid="script-ready"]')?.textContent,
            errors: [...document.querySelectorAll('[data-testid="script-error"]')].map((x) => x.textContent),
            controlled: Boolean(navigator.serviceWorker?.controller),
          }))
          .catch(() => null);
        await failureScreenshot(page, 'script tool not checked');
        throw new Error(`${e.message}; the page held ${JSON.stringify(held)}`);
      },
    );
    await page.getByTestId('script-run').click();
    await waitDone(page);
    const dir = mkdtempSync(join(tmpdir(), 'pagelab-e2e-'));
    writeFileSync(join(dir, 'experiment.txt'), text);
    const cli = JSON.parse(execFileSync(join(root, 'engine/target/release/pagelab'), ['script', join(dir, 'experiment.txt'), '--json'], { encoding: 'utf8' }));
    for (const i of [0, 1]) {
      const shown = Number(await page.getByTestId(`script-rows_per_sec-${i}`).getAttribute('data-value'));
      assert.equal(shown, cli.runs[i].figures.rows_per_sec, `run ${i + 1}`);
    }
    // Each run opens on its lesson's stage with its parameters.
    assert.match(await page.getByTestId('script-stage-1').getAttribute('href'), /^\?lesson=latch&rows=100000&strategy=guid$/);
    await unfoldAll(page);
    await assertAccessible(page, 'playground script 1440x900');
    await screenshot(page, 'playground-script-1440x900');

    // The link carries the script: opened afresh, the same text.
    await waitUntil(async () => /[?&]s=[A-Za-z0-9_-]+/.test(page.url()), 'the link did not take the script');
    const again = await openPage(new URL(page.url()).search);
    try {
      await waitUntil(async () => (await again.page.getByTestId('script-text').inputValue()) === text, 'the link’s script did not come back');
      assert.deepEqual(again.errors, []);
    } finally {
      await again.page.close();
    }
    assert.deepEqual(errors, []);
  } finally {
    await page.close();
  }
});

test('the script tool refuses a script over budget before it runs; a phone in Russian', async () => {
  const { page, errors } = await openPage('?playground=script&lang=ru');
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await typeScript(page, 'lesson fragmentation\ncompare seed 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16\n');
    await page.getByTestId('script-errors').waitFor();
    assert.match(await page.getByTestId('script-error').first().innerText(), /^Строка 2, столбец 1: запуски вместе заняли бы около \d+ с/);
    assert.ok(await page.getByTestId('script-run').isDisabled());
    // A rule across parameters, in the scenario's own Russian words.
    await typeScript(page, 'lesson latch\nset text_min 90\nset text_max 30\n');
    await waitUntil(
      async () => /^Строка 2, столбец 14: text_min \(90\) не должно быть больше text_max \(30\)/.test(await page.getByTestId('script-error').first().innerText().catch(() => '')),
      'the rule was not said in Russian',
    );
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow} px`);
    await assertAccessible(page, 'playground script phone ru');
    // A bad link: said, and the starter instead.
    const bad = await openPage('?playground=script&s=@@@');
    try {
      await bad.page.getByText('could not be read').waitFor();
      assert.deepEqual(bad.errors, []);
    } finally {
      await bad.page.close();
    }
    assert.deepEqual(errors, []);
  } finally {
    await page.close();
  }
});

test('a workload of statements: its error in French, a run equal to the CLI’s, its stage told statement by statement', async () => {
  const { page, errors } = await openPage('?playground=script&lang=fr');
  try {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByTestId('script-text').waitFor();
    // A statement's error at its word, in the page's language.
    await typeScript(page, 'lesson page_splits\ninsert 100 sideways\n');
    await page.getByTestId('script-errors').waitFor();
    assert.match(await page.getByTestId('script-error').first().innerText(), /^Ligne 2, colonne 12\u00a0: «\u00a0sideways\u00a0» n’est pas un ordre des lignes/);

    // The example of a workload of one's own, offered beside the lessons'.
    await page.getByTestId('script-example').selectOption('workload');
    await page.getByTestId('script-load-example').click();
    await waitUntil(async () => /^3 exécutions de la leçon page_splits/.test(await scriptReady(page).catch(() => '')), 'the workload example was not loaded and checked');

    const text = 'lesson page_splits\nrows = 20000\nframes = 64\ninsert 300 random\nrepeat 2\n  update 50\n  delete 20\nend\nselect range 3\ncheckpoint\ncompare policy lru clock_sweep\n';
    await typeScript(page, text);
    await waitUntil(async () => /2 /.test(await scriptReady(page).catch(() => '')) && !(await page.getByTestId('script-errors').count()), 'the workload was not checked');
    await page.getByTestId('script-run').click();
    await waitDone(page);
    const dir = mkdtempSync(join(tmpdir(), 'pagelab-e2e-'));
    writeFileSync(join(dir, 'workload.txt'), text);
    const cli = JSON.parse(execFileSync(join(root, 'engine/target/release/pagelab'), ['script', join(dir, 'workload.txt'), '--json'], { encoding: 'utf8' }));
    for (const i of [0, 1]) {
      for (const name of ['pool_reads', 'rows_deleted', 'statements']) {
        const shown = Number(await page.getByTestId(`script-${name}-${i}`).getAttribute('data-value'));
        assert.equal(shown, cli.runs[i].figures[name], `run ${i + 1}: ${name}`);
      }
    }
    assert.equal(cli.runs[0].figures.statements, 7);

    // The run's stage: its statements in the link, each step told.
    const href = await page.getByTestId('script-stage-0').getAttribute('href');
    assert.match(href, /statements=/);
    const stage = await openPage(`${href}&lang=en`);
    try {
      await stage.page.getByTestId('step-forward').click();
      await waitUntil(async () => /Statement 1 \(insert 300 random\)\. Insert 1/.test(await stage.page.getByTestId('narration').innerText()), 'the first statement was not told');
      assert.deepEqual(stage.errors, []);
    } finally {
      await stage.page.close();
    }
    assert.deepEqual(errors, []);
  } finally {
    await page.close();
  }
});
