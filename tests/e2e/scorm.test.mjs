// A course package (scripts/package.mjs, `npm run package`) in a stand-in
// LMS: the package unzipped and served, an LMS page that provides the
// SCORM 1.2 API and records every call, the package's SCO in its frame.
// The lesson played to its end reports "completed"; the session is opened
// and committed as SCORM says.
/* global window -- in the functions handed to page.evaluate, which run in the page */
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { test } from 'node:test';
import { unzipSync } from 'fflate';
import { offlineFile } from './helpers/config.mjs';
import { lessons } from './helpers/engine.mjs';
import { browserContext } from './helpers/session.mjs';
import { waitUntil } from './helpers/wait.mjs';
import { serveStatic } from './static-server.mjs';
import { packageOf } from '../../scripts/package.mjs';

const LMS = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A stand-in LMS</title></head>
<body>
<h1>Course: buffer pools</h1>
<script>
  window.calls = [];
  const data = { 'cmi.core.lesson_status': 'not attempted' };
  window.API = {
    LMSInitialize: (a) => (window.calls.push(['LMSInitialize', a]), 'true'),
    LMSFinish: (a) => (window.calls.push(['LMSFinish', a]), 'true'),
    LMSGetValue: (k) => (window.calls.push(['LMSGetValue', k]), data[k] ?? ''),
    LMSSetValue: (k, v) => (window.calls.push(['LMSSetValue', k, v]), (data[k] = v), 'true'),
    LMSCommit: (a) => (window.calls.push(['LMSCommit', a]), 'true'),
    LMSGetLastError: () => '0',
    LMSGetErrorString: () => '',
    LMSGetDiagnostic: () => '',
  };
</script>
<iframe src="sco/index.html" title="the lesson" style="width: 100%; height: 700px; border: 0"></iframe>
</body></html>`;

test('a SCORM package in a stand-in LMS reports the lesson completed at its last step', { skip: !existsSync(offlineFile) && 'no offline file' }, async () => {
  const lesson = lessons.find((l) => l.id === 'buffer_pool');
  const zip = packageOf(lesson, '', readFileSync(offlineFile));
  const dir = mkdtempSync(join(tmpdir(), 'pagelab-lms-'));
  const files = unzipSync(zip);
  assert.deepEqual(Object.keys(files).sort(), ['imsmanifest.xml', 'index.html', 'pagelab-offline.html']);
  const manifest = new TextDecoder().decode(files['imsmanifest.xml']);
  assert.match(manifest, /<schemaversion>1\.2<\/schemaversion>/);
  assert.match(manifest, /adlcp:scormtype="sco" href="index\.html"/);
  for (const [name, bytes] of Object.entries(files)) {
    const path = join(dir, 'sco', name);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, bytes);
  }
  writeFileSync(join(dir, 'lms.html'), LMS);
  const server = await serveStatic(dir);
  const page = await browserContext().newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    await page.goto(new URL('lms.html', server.url).href, { waitUntil: 'load' });
    const calls = () => page.evaluate(() => window.calls);
    await waitUntil(async () => (await calls()).some((c) => c[0] === 'LMSInitialize'), 'the SCO never initialised');
    const lessonFrame = () => page.frames().find((f) => f.url().includes('pagelab-offline.html'));
    await waitUntil(async () => lessonFrame() !== undefined, 'no lesson frame');
    const frame = lessonFrame();
    await frame.getByTestId('play').waitFor({ timeout: 60_000 });
    await frame.locator('.speed select').selectOption('32');
    await frame.getByTestId('play').click();
    await waitUntil(
      async () => (await calls()).some((c) => c[0] === 'LMSSetValue' && c[1] === 'cmi.core.lesson_status' && c[2] === 'completed'),
      'the lesson was never reported completed',
    );
    const all = await calls();
    assert.deepEqual(all[0], ['LMSInitialize', ''], 'the session opens first');
    assert.ok(all.some((c) => c[0] === 'LMSCommit'), 'committed');
    assert.deepEqual(errors, [], 'page errors');
  } finally {
    await page.close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a lesson's package carries its own engine only, and another lesson in it says so", { skip: !existsSync(offlineFile) && 'no offline file' }, async () => {
  const lesson = lessons.find((l) => l.id === 'buffer_pool');
  const whole = readFileSync(offlineFile);
  const html = unzipSync(packageOf(lesson, '', whole))['pagelab-offline.html'];
  const engines = (bytes) => Buffer.from(bytes).toString('latin1').match(/data:application\/wasm;base64,[A-Za-z0-9+/=]{100}/g)?.length ?? 0;
  // Every scenario's engine and the playground tools' two (trace, script) in the whole file; the lesson's and the tools' in its package.
  assert.equal(engines(whole), new Set(lessons.map((l) => l.scenario)).size + 2);
  assert.equal(engines(html), 3);
  assert.ok(html.length < whole.length * 0.8, `${html.length} of ${whole.length} bytes`);
  const dir = mkdtempSync(join(tmpdir(), 'pagelab-package-'));
  const file = join(dir, 'pagelab-offline.html');
  writeFileSync(file, html);
  const page = await browserContext().newPage();
  try {
    await page.goto(`${pathToFileURL(file).href}?lesson=latch`);
    await page.getByRole('alert').getByText(/does not carry this lesson's engine/).waitFor({ timeout: 30_000 });
    // The parameters still show (they come with the first picture, or with the step view's failure).
    await page.locator('.param-panel select, .param-panel input').first().waitFor({ timeout: 10_000 });
    // ... in the page's language.
    await page.goto(`${pathToFileURL(file).href}?lesson=latch&lang=fr`);
    await page.getByRole('alert').getByText(/ne contient pas le moteur de cette leçon/).waitFor({ timeout: 30_000 });
    await page.goto(`${pathToFileURL(file).href}?lesson=buffer_pool&step=2`);
    await page.getByTestId('step-forward').click();
    await page.waitForURL(/[?&]step=3\b/);
    assert.equal(await page.getByRole('alert').count(), 0, 'no error on its own lesson');
  } finally {
    await page.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
