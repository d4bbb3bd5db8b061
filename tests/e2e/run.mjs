// End-to-end tests of the built app (dist/) in headless Debian Chromium,
// driven by playwright-core and node:test. Run after `npm run build`:
//
//   node tests/e2e/run.mjs               every test file (npm run e2e, scripts/test-all.sh)
//   node tests/e2e/run.mjs embed url     only embed.test.mjs and url.test.mjs
//
// This file is only the entry point: it checks what the run needs, starts
// the one static server and the one browser every test shares (root
// before/after hooks), then imports the *.test.mjs files beside it, so the
// whole run is one node:test report with one set of totals. The tests:
//
//   (every lesson)         lessonSmokeTest (helpers/lesson-smoke.mjs), run
//                          from here for each lesson the engine lists: step,
//                          reset, play, full run compared with the native
//                          CLI, screenshot, axe-core
//   <lesson id>.test.mjs   what only that lesson has, where it has some
//                          (fillfactor: parameter form, day-by-day chart;
//                          buffer_pool: Belady's anomaly on the chart, a bad
//                          trace's message, the policies' checkboxes)
//   accessibility.test.mjs keyboard operation and visible focus, reduced motion
//   offline.test.mjs       dist/pagelab-offline.html from file://
//   embed.test.mjs         ?embed=1
//   url.test.mjs           a bad URL parameter, conflicting parameters
//   stage.test.mjs         the stage of every lesson at 1440x900 and on a phone
//   fidelity.test.mjs      the article table's footnotes and the fidelity dialog
//   theme.test.mjs         dark and light: the system, the header's pick, a link's theme=
//   lang.test.mjs          English, French, Russian: the browser's, the switch, a link's lang=
//   playground.test.mjs    the playground: your own trace (workers, cancel, refusals,
//                          links, a phone, the offline file) and your own script
//   fork.test.mjs          a lesson's run forked with one change, beside it on the stage
//
// Every lesson the engine lists runs the shared lesson test
// (`lessonSmokeTest`) from this file; a lesson's own <id>.test.mjs, if it
// has one, adds what only that lesson has.
// No test may see a console error or an uncaught page error. Screenshots go
// to tests/e2e/screenshots/ (ignored by git); with E2E_DOC_SHOTS=1 the
// stage test also writes docs/screenshots/, the README's.
//
// Env (helpers/config.mjs): CHROMIUM (default /usr/bin/chromium),
// E2E_RUN_TIMEOUT_MS (full run, default 180000), E2E_URL to test an already
// running server (e.g. the dev server, http://127.0.0.1:5173/) instead of
// serving dist/, E2E_HEADED=1.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dist, executablePath, externalUrl, INSTALL_CHROMIUM } from './helpers/config.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));

// What the run needs, checked before anything slow so a missing piece fails
// in the first second with what to do about it.
function fail(message) {
  process.stderr.write(`[e2e] ${message}\n`);
  process.exit(1);
}
if (!externalUrl && !existsSync(join(dist, 'index.html'))) {
  fail('dist/index.html missing: run `npm run build` first (or set E2E_URL=http://... to test a running server)');
}
if (!existsSync(executablePath)) {
  fail(
    `${executablePath} missing: the end-to-end tests need Debian's chromium. Install it with\n` +
      `  ${INSTALL_CHROMIUM}\n` +
      '(`bash scripts/setup.sh --e2e` does this itself when run as root or with passwordless sudo),\n' +
      'or point CHROMIUM=/path/to/chromium at another build.',
  );
}

// Imported only now: the engine's WASM package and playwright-core.
const { lessons } = await import('./helpers/engine.mjs');
const { startSession, stopSession } = await import('./helpers/session.mjs');

// Lesson files first, in the engine's order, then the rest by name.
const lessonIds = lessons.map((l) => l.id);
const rank = (file) => {
  const i = lessonIds.indexOf(file.replace(/\.test\.mjs$/, ''));
  return i < 0 ? lessonIds.length : i;
};
const allFiles = readdirSync(here)
  .filter((f) => f.endsWith('.test.mjs'))
  .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));

const wanted = process.argv.slice(2).map((a) => a.replace(/(\.test)?\.mjs$/, ''));
const files = wanted.length ? allFiles.filter((f) => wanted.includes(f.replace(/\.test\.mjs$/, ''))) : allFiles;
const unknown = wanted.filter((w) => !allFiles.includes(`${w}.test.mjs`) && !lessonIds.includes(w));
if (unknown.length) fail(`no such test file: ${unknown.join(', ')} (there are: ${allFiles.join(', ')})`);

before(startSession);
after(stopSession);

// Every lesson the engine lists gets the shared test (helpers/
// lesson-smoke.mjs) from here, so a new lesson is tested end to end with
// no file of its own; its <id>.test.mjs, if any, adds what only it has.
const { lessonSmokeTest } = await import('./helpers/lesson-smoke.mjs');
for (const id of lessonIds.filter((id) => !wanted.length || wanted.includes(id))) lessonSmokeTest(id);

for (const file of files) await import(pathToFileURL(join(here, file)).href);
