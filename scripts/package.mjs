// Course packages (`npm run package`): one SCORM 1.2 package per lesson, for
// an LMS to import, built around the offline file (dist/pagelab-offline.html,
// from `npm run build`) into dist/scorm/pagelab-<lesson>.zip. Each holds:
//
//   imsmanifest.xml          the package's one SCO
//   index.html               the SCO: the lesson in a sandboxed frame of the
//                            offline file, and a small adapter that finds the
//                            LMS's SCORM API (the parents' and the opener's
//                            windows, as SCORM 1.2 says), starts the session,
//                            and reports the lesson completed when the frame
//                            says its last step is reached (pagelab:finished)
//   pagelab-offline.html     the offline file with the lesson's engine only:
//                            the other scenarios' engines (inlined .wasm data
//                            URLs) are emptied, and their lessons say so
//                            (web/src/shell/worker/engineWasm.offline.ts)
//
// The lesson's link state is its query: `node scripts/package.mjs fillfactor
// "fillfactor=80&step=3"` packages that state (several lessons: run it
// once each). No score yet: the students' checkpoints will report one.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { strToU8, zipSync } from 'fflate';

const root = fileURLToPath(new URL('..', import.meta.url));
const offline = join(root, 'dist/pagelab-offline.html');
const out = join(root, 'dist/scorm');

/** Text safe in XML and HTML attributes and text. */
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function manifest(lesson) {
  const id = `pagelab-${lesson.id}`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="${esc(id)}" version="1.0"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsproject.org/xsd/imscp_rootv1p1p2 imscp_rootv1p1p2.xsd http://www.imsglobal.org/xsd/imsmd_rootv1p2p1 imsmd_rootv1p2p1.xsd http://www.adlnet.org/xsd/adlcp_rootv1p2 adlcp_rootv1p2.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>1.2</schemaversion>
  </metadata>
  <organizations default="pagelab">
    <organization identifier="pagelab">
      <title>pagelab: ${esc(lesson.title)}</title>
      <item identifier="item-${esc(lesson.id)}" identifierref="res-${esc(lesson.id)}" isvisible="true">
        <title>${esc(lesson.title)}</title>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="res-${esc(lesson.id)}" type="webcontent" adlcp:scormtype="sco" href="index.html">
      <file href="index.html"/>
      <file href="pagelab-offline.html"/>
    </resource>
  </resources>
</manifest>
`;
}

export function scoPage(lesson, query) {
  const src = `pagelab-offline.html?lesson=${encodeURIComponent(lesson.id)}${query ? `&${query}` : ''}&embed=1`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>pagelab: ${esc(lesson.title)}</title>
<style>
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; }
  iframe { display: block; width: 100%; height: 100vh; border: 0; }
  #lms-status { position: absolute; left: -9999px; }
</style>
</head>
<body>
<iframe id="lesson" sandbox="allow-scripts" src="${esc(src)}" title="pagelab: ${esc(lesson.title)}"></iframe>
<p id="lms-status" aria-live="polite"></p>
<script>
  // SCORM 1.2: the LMS's API object lives in a parent window (or the opener's).
  function findApi(win) {
    for (let i = 0; win && i < 12; i++) {
      try {
        if (win.API) return win.API;
      } catch (e) {
        // A parent of another origin: look no further up.
        return null;
      }
      if (win.parent === win) break;
      win = win.parent;
    }
    return null;
  }
  const api = findApi(window.parent !== window ? window.parent : null) || (window.opener && findApi(window.opener));
  const status = document.getElementById('lms-status');
  let done = false;
  if (api) {
    api.LMSInitialize('');
    if (api.LMSGetValue('cmi.core.lesson_status') !== 'completed') api.LMSSetValue('cmi.core.lesson_status', 'incomplete');
    api.LMSCommit('');
    status.textContent = 'Connected to the course.';
  } else {
    status.textContent = 'No course platform found: progress is not recorded.';
  }
  const frame = document.getElementById('lesson');
  window.addEventListener('message', (event) => {
    // Only the lesson's own frame (a sandboxed frame's origin is "null").
    if (event.source !== frame.contentWindow) return;
    const m = event.data || {};
    if (m.type === 'pagelab:height') frame.style.height = Math.max(m.height, 300) + 'px';
    if (m.type === 'pagelab:finished' && api && !done) {
      done = true;
      api.LMSSetValue('cmi.core.lesson_status', 'completed');
      api.LMSCommit('');
      status.textContent = 'Lesson completed.';
    }
  });
  let finished = false;
  const finish = () => {
    if (api && !finished) {
      finished = true;
      api.LMSFinish('');
    }
  };
  window.addEventListener('pagehide', finish);
  window.addEventListener('beforeunload', finish);
</script>
</body>
</html>
`;
}

/** Where scripts/build-wasm.sh puts one engine a scenario (the offline file inlines each). */
const ENGINES = join(root, 'web/src/wasm-pkg/scenario');

/**
 * The offline file with one scenario's engine: every other scenario's
 * inlined .wasm (`data:application/wasm;base64,…`, exactly as the build
 * wrote it) becomes an empty data URL. Throws when an engine is not found
 * in the file exactly once (a build of other engines, or another encoding):
 * a package must never ship with engines it did not mean to keep.
 */
export function keepEngine(offlineHtml, scenario, engines = ENGINES) {
  let html = Buffer.from(offlineHtml).toString('latin1');
  const scenarios = readdirSync(engines).filter((d) => existsSync(join(engines, d, 'pagelab_bg.wasm')));
  if (!scenarios.includes(scenario)) throw new Error(`no engine for ${scenario} in ${engines}`);
  for (const sc of scenarios) {
    const url = `data:application/wasm;base64,${readFileSync(join(engines, sc, 'pagelab_bg.wasm')).toString('base64')}`;
    const at = html.indexOf(url);
    if (at < 0 || html.indexOf(url, at + 1) >= 0) throw new Error(`the ${sc} engine is not in the offline file exactly once: rebuild it (npm run build)`);
    if (sc !== scenario) html = html.slice(0, at) + 'data:application/wasm;base64,' + html.slice(at + url.length);
  }
  return Buffer.from(html, 'latin1');
}

/** The zip of one lesson's package: its lesson's engine only. */
export function packageOf(lesson, query, offlineHtml) {
  return zipSync(
    {
      'imsmanifest.xml': strToU8(manifest(lesson)),
      'index.html': strToU8(scoPage(lesson, query)),
      'pagelab-offline.html': new Uint8Array(keepEngine(offlineHtml, lesson.scenario)),
    },
    { level: 9 },
  );
}

async function main() {
  if (!existsSync(offline)) {
    console.error('[package] dist/pagelab-offline.html missing: run `npm run build` first');
    process.exit(2);
  }
  const pkg = join(root, 'web/src/wasm-pkg');
  const wasm = await import(pathToFileURL(join(pkg, 'pagelab.js')).href);
  wasm.initSync({ module: readFileSync(join(pkg, 'pagelab_bg.wasm')) });
  const lessons = wasm.lessons();
  const [only, query = ''] = process.argv.slice(2);
  const chosen = only ? lessons.filter((l) => l.id === only) : lessons;
  if (chosen.length === 0) {
    console.error(`[package] no lesson ${only}; known: ${lessons.map((l) => l.id).join(', ')}`);
    process.exit(2);
  }
  if (query && !/^[\w=&,.:%-]*$/.test(query)) {
    console.error('[package] the state is a query such as "fillfactor=80&step=3"');
    process.exit(2);
  }
  mkdirSync(out, { recursive: true });
  const html = readFileSync(offline);
  for (const lesson of chosen) {
    const file = join(out, `pagelab-${lesson.id}.zip`);
    writeFileSync(file, packageOf(lesson, query, html));
    console.log(`[package] ${file.slice(root.length)}`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
