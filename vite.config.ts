// Vite (app build, dev server, preview) and Vitest (unit + WASM tests) for
// pagelab. The app lives in web/; the WASM package is a plain ES module in
// web/src/wasm-pkg/ (built by scripts/build-wasm.sh), so no WASM plugin.
//
// Two builds, chosen by Vite's --mode at build time (`npm run build` does both):
//   vite build                 -> dist/index.html + dist/assets/ (hosted: relative
//                                 URLs, a module worker, the .wasm fetched)
//   vite build --mode offline  -> one self-contained HTML file that works from
//                                 file:// (scripts/build-offline.mjs puts it in
//                                 dist/pagelab-offline.html)
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { normalizePath, type Plugin } from 'vite';
import { viteSingleFile } from 'vite-plugin-singlefile';
import { defineConfig } from 'vitest/config';
import { renderDoc } from './web/src/shell/docs/renderDoc.ts';
import { swSource } from './web/src/shell/offline/swSource.ts';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));
const srcDir = normalizePath(fileURLToPath(new URL('./web/src/', import.meta.url)));

/** Where `vite build --mode offline` alone writes (scripts/build-offline.mjs writes only dist/pagelab-offline.html). */
const OFFLINE_OUT_DIR = fileURLToPath(new URL('./node_modules/.cache/pagelab-offline/', import.meta.url));
const OFFLINE_FILE = 'pagelab-offline.html';

/**
 * The offline build's only difference in code: a module of web/src with an
 * `.offline.ts` twin beside it is replaced by the twin. The twins decide
 * how the engines (the lessons' and the playground tools') are loaded: the
 * worker is inlined and started from a Blob URL, the .wasm bytes are
 * inlined and handed to init(). The worker and the engine are the same.
 * (A tool that belongs to one scenario keeps its twins in its scenario's
 * folder: the buffer pool's trace tool, `spawnTrace` and `traceWasm`.)
 */
const OFFLINE_SWAPS = new Map(
  (readdirSync(srcDir, { recursive: true }) as string[])
    .map((f) => normalizePath(f))
    .filter((f) => f.endsWith('.offline.ts') && !f.startsWith('wasm-pkg/'))
    .map((f): [string, string] => [`${srcDir}${f.replace(/\.offline\.ts$/, '.ts')}`, `${srcDir}${f}`]),
);
/** The twins' base names: an import naming none of them is left alone without resolving it. */
const OFFLINE_NAMES = new RegExp(
  `(?:^|/)(?:${[...OFFLINE_SWAPS.keys()].map((k) => k.slice(k.lastIndexOf('/') + 1, -'.ts'.length)).join('|')})(?:\\.ts)?$`,
);

function offlineLoading(): Plugin {
  return {
    name: 'pagelab:offline-loading',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!OFFLINE_NAMES.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const swap = resolved && OFFLINE_SWAPS.get(resolved.id);
      return swap ? { id: swap } : resolved;
    },
  };
}

/**
 * Hosted build: `sw.js`, the service worker that keeps the site working
 * offline after a first visit (web/src/shell/offline/swSource.ts), with the
 * build's every file and a version that changes with any of them.
 */
function serviceWorker(): Plugin {
  const publicDir = fileURLToPath(new URL('./public/', import.meta.url));
  return {
    name: 'pagelab:service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const built = Object.keys(bundle).filter((f) => f !== 'index.html' && !f.endsWith('.map'));
      const files = ['./', ...built, ...readdirSync(publicDir)].sort();
      const hash = createHash('sha256');
      for (const f of files) hash.update(f);
      const index = bundle['index.html'];
      if (index && index.type === 'asset') hash.update(String(index.source));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: swSource(hash.digest('hex').slice(0, 16), files) });
    },
  };
}

/**
 * Hosted build: the link's lesson fetched, and its engine started, while
 * the page's own script is still on its way. `index.html` gets a small
 * inline script with each lesson's chunk and the chunks and styles it
 * imports (those the page's entry does not already load) and its
 * scenario, read from the bundle. It reads `?lesson=`, adds a
 * `modulepreload` link for each file (a `preload` for a style), and starts
 * the step worker named after the scenario (its engine starts loading at
 * once: engine.worker.ts), which `spawnEngine.ts` adopts instead of
 * starting another.
 *
 * Why: the entry asked for the lesson's files once evaluated, ~100 ms into
 * the load, and each link it added then cost 15–25 ms of the main thread;
 * added while the HTML is parsed they cost 1–6 ms of a thread with
 * nothing else to do. A worker asked for by the entry started only once
 * the main thread was free of the first render (~290 ms), and the first
 * picture waited for its engine. A link to no lesson (the overview, the
 * playground, an unknown id) adds nothing; a frame that may not start
 * workers (a sandbox) leaves the app to start its own, and to say why not.
 */
function lessonPreload(): Plugin {
  return {
    name: 'pagelab:lesson-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') return;
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      /** A chunk and every chunk it imports statically, with their styles. */
      const closure = (file: string, out = new Set<string>()): Set<string> => {
        const c = byFile.get(file);
        if (!c || out.has(file)) return out;
        out.add(file);
        for (const css of c.viteMetadata?.importedCss ?? []) out.add(css);
        for (const dep of c.imports) closure(dep, out);
        return out;
      };
      const entry = chunks.find((c) => c.isEntry);
      const loaded = entry ? closure(entry.fileName) : new Set<string>();
      // Each lesson: its scenario, then its files.
      const map: Record<string, string[]> = {};
      for (const c of chunks) {
        const path = c.facadeModuleId && /\/scenarios\/([^/]+)\/lessons\/([^/]+)\/index\.tsx$/.exec(normalizePath(c.facadeModuleId));
        if (!path || !c.isDynamicEntry) continue;
        map[path[2]] = [path[1], ...[...closure(c.fileName)].filter((f) => !loaded.has(f))];
      }
      const worker = Object.keys(bundle).find((f) => /(^|\/)engine\.worker-[\w-]+\.js$/.test(f));
      if (!worker) this.error('lesson-preload: no engine worker in the bundle');
      // The global's shape is spawnEngine.ts's `EarlyEngine`.
      const script =
        `<script>(function(){var m=${JSON.stringify(map)};try{var id=new URLSearchParams(location.search).get('lesson');` +
        `var fs=id&&Object.prototype.hasOwnProperty.call(m,id)?m[id]:null;if(!fs)return;for(var i=1;i<fs.length;i++){var l=document.createElement('link'),css=/\\.css$/.test(fs[i]);` +
        `l.rel=css?'preload':'modulepreload';if(css)l.as='style';l.crossOrigin='';l.href='./'+fs[i];document.head.appendChild(l);}` +
        `var e={scenario:fs[0],failed:false,worker:new Worker('./${worker}',{type:'module',name:'pagelab-engine:'+fs[0]})};` +
        `e.worker.addEventListener('error',function(){e.failed=true;});window.__pagelabEngine=e;}catch(e){}})();</script>`;
      const html = String(index.source);
      const at = html.indexOf('<script type="module"');
      if (at < 0) return;
      index.source = html.slice(0, at) + script + '\n    ' + html.slice(at);
    },
  };
}

/** Offline: no manifest (a single file has nothing to install or cache). */
function dropManifest(): Plugin {
  return {
    name: 'pagelab:drop-manifest',
    transformIndexHtml(html) {
      return html.replace(/\s*<link rel="manifest"[^>]*>/, '');
    },
  };
}

/** Offline: the favicon goes into the page as a data URL, like everything else. */
function inlineFavicon(): Plugin {
  return {
    name: 'pagelab:inline-favicon',
    transformIndexHtml(html) {
      const png = readFileSync(new URL('./public/icon-192.png', import.meta.url));
      const data = `data:image/png;base64,${png.toString('base64')}`;
      if (!html.includes('href="icon-192.png"')) throw new Error('inline-favicon: index.html links no icon-192.png');
      return html.replace('href="icon-192.png"', `href="${data}"`);
    },
  };
}

/**
 * `virtual:pagelab/fidelity-doc`: docs/fidelity.md as HTML, rendered here at
 * build time (marked, in Node; headings with GitHub's anchors, see
 * web/src/shell/docs/renderDoc.ts), for the app's fidelity-notes dialog. The app
 * imports it dynamically (web/src/shell/docs/fidelityDoc.ts): hosted, it is a
 * chunk of its own, loaded when a note is opened; offline, it is inlined
 * like everything else. Both builds, the dev server and Vitest use it.
 */
function fidelityDoc(): Plugin {
  const id = 'virtual:pagelab/fidelity-doc';
  const resolved = `\0${id}`;
  const file = fileURLToPath(new URL('./docs/fidelity.md', import.meta.url));
  return {
    name: 'pagelab:fidelity-doc',
    resolveId(source) {
      return source === id ? resolved : null;
    },
    load(source) {
      if (source !== resolved) return null;
      this.addWatchFile(file);
      const { title, html, anchors } = renderDoc(readFileSync(file, 'utf8'));
      // `<` escaped: the offline file inlines this into a <script> element.
      const js = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');
      return [
        `export const title = ${js(title)};`,
        `export const html = ${js(html)};`,
        `export const anchors = ${js(anchors)};`,
      ].join('\n');
    },
  };
}

/**
 * `virtual:pagelab/catalog`: the engine's lesson catalogue (`lessons()`),
 * read at build time from the every-scenario WASM package, run here in
 * Node. The app renders a lesson on its first frame instead of waiting
 * for a worker to start and answer (about 110-170 ms of a cold load, see
 * docs/benchmarks.md); the catalogue is 3.7 KB gzipped. The engine stays
 * the only source: the dev server rebuilds this when the .wasm changes.
 *
 * `virtual:pagelab/lesson-scenarios`: from the same catalogue, each
 * lesson's scenario and step preset only (about a kilobyte), for the
 * engine worker: which engine a lesson loads (web/src/shell/worker/
 * engines.ts), and the step view's small table (a scenario's engine has
 * no catalogue of its own).
 */
function lessonCatalog(): Plugin {
  // `catalog`: every lesson whole (tests, the playground). The lesson pages
  // split it: `catalog-shell` (the entry: all but the four lists below,
  // left empty) and `catalog-details` (each lesson's presets, sweeps and
  // article cases and columns, loaded after the stage's first picture:
  // shell/lesson/details.ts).
  const ids = {
    'virtual:pagelab/catalog': 'catalog',
    'virtual:pagelab/catalog-shell': 'shell',
    'virtual:pagelab/catalog-details': 'details',
    'virtual:pagelab/lesson-scenarios': 'scenarios',
  } as const;
  const pkg = fileURLToPath(new URL('./web/src/wasm-pkg/', import.meta.url));
  return {
    name: 'pagelab:catalog',
    resolveId(source) {
      return source in ids ? `\0${source}` : null;
    },
    async load(source) {
      const which = ids[source.slice(1) as keyof typeof ids];
      if (!source.startsWith('\0') || !which) return null;
      const wasmFile = `${pkg}pagelab_bg.wasm`;
      this.addWatchFile(wasmFile);
      let bytes: Buffer;
      try {
        bytes = readFileSync(wasmFile);
      } catch {
        this.error(`${wasmFile} missing: run \`npm run build:wasm\` (npm start and npm run build do it themselves)`);
      }
      // A fresh module instance per build (the glue keeps one instance per module).
      const glue = await import(`${pathToFileURL(`${pkg}pagelab.js`).href}?v=${statSync(wasmFile).mtimeMs}`);
      glue.initSync({ module: bytes });
      type Lesson = {
        id: string;
        scenario: string;
        step_preset: Record<string, string>;
        presets: unknown[];
        sweeps: unknown[];
        article: { cases: unknown[]; columns: unknown[] };
      };
      const lessons: Lesson[] = glue.lessons();
      // `<` escaped: the offline file inlines this into a <script> element.
      const json = (x: unknown) => `JSON.parse(${JSON.stringify(JSON.stringify(x).replace(/</g, '\\u003c'))})`;
      if (which === 'shell') {
        const shell = lessons.map((l) => ({ ...l, presets: [], sweeps: [], article: { ...l.article, cases: [], columns: [] } }));
        return `export const lessons = ${json(shell)};`;
      }
      if (which === 'details') {
        const details = Object.fromEntries(
          lessons.map((l) => [l.id, { presets: l.presets, sweeps: l.sweeps, cases: l.article.cases, columns: l.article.columns }]),
        );
        return `export const details = ${json(details)};`;
      }
      if (which === 'scenarios') {
        const of = (f: (l: Lesson) => unknown) => JSON.stringify(Object.fromEntries(lessons.map((l) => [l.id, f(l)])));
        return `export const scenarioOf = ${of((l) => l.scenario)};\nexport const stepPresetOf = ${of((l) => l.step_preset)};`;
      }
      return `export const lessons = ${json(lessons)};`;
    },
  };
}

/** The chunk of a lazy catalogue's language file: `words-fr`, `words-fr-latch`; null for any other module. */
function wordsChunk(id: string): string | null {
  const lang = /\.(fr|ru)\.tsx?$/.exec(id)?.[1];
  if (!lang) return null;
  const scenario = /\/scenarios\/([^/]+)\//.exec(id)?.[1];
  return scenario ? `words-${lang}-${scenario}` : `words-${lang}`;
}

export default defineConfig(({ mode }) => {
  const offline = mode === 'offline';
  return {
    root: 'web',
    // Static files copied as they are into dist/ (the favicon): the
    // repository's top-level public/, not web/public.
    publicDir: offline ? false : '../public',
    // Relative asset URLs: dist/ works when served from any sub-path.
    base: './',
    plugins: offline
      ? [
          react(),
          offlineLoading(),
          inlineFavicon(),
          dropManifest(),
          // Inlines the app's JS and CSS into the HTML (its own build settings
          // are set below instead: they would inline the glue's .wasm URL too).
          viteSingleFile({ useRecommendedBuildConfig: false, outputFileName: OFFLINE_FILE }),
          fidelityDoc(),
          lessonCatalog(),
        ]
      : [react(), fidelityDoc(), lessonCatalog(), lessonPreload(), serviceWorker()],
    build: offline
      ? {
          outDir: OFFLINE_OUT_DIR,
          emptyOutDir: true,
          cssCodeSplit: false,
          modulePreload: false,
          chunkSizeWarningLimit: 4096,
          // The .wasm reaches the worker through engineWasm.offline.ts (?url&inline);
          // the glue's own URL for it is never used, so never inline it twice.
          assetsInlineLimit: (file: string) => !file.endsWith('.wasm'),
          rolldownOptions: { output: { codeSplitting: false } },
        }
      : {
          outDir: '../dist',
          emptyOutDir: true,
          // dist/.vite/manifest.json: which chunks a page loads first (the
          // bench's first-load size) and which load with a lesson.
          manifest: true,
          // The engine's .wasm is ~hundreds of KiB; never inline it as base64.
          assetsInlineLimit: (file: string) => (file.endsWith('.wasm') ? false : undefined),
          // The French and Russian of the lazy catalogues (kit/i18n/words.ts),
          // one chunk a language for the shell and one a language and
          // scenario: a French page of a lesson fetches two small files.
          rolldownOptions: { output: { codeSplitting: { groups: [{ name: wordsChunk, debugName: 'words', includeDependenciesRecursively: false }] } } },
        },
    // Offline: a classic worker, because Chromium refuses module workers from
    // Blob URLs on file:// pages. Hosted: a module worker.
    // The worker's own plugins: the offline loaders, and each lesson's
    // scenario (which engine to load).
    worker: offline
      ? { format: 'iife', plugins: () => [offlineLoading(), lessonCatalog()] }
      : { format: 'es', plugins: () => [lessonCatalog()] },
    server: { host: '127.0.0.1' },
    preview: { host: '127.0.0.1' },
    test: {
      // Test paths are relative to the repo root, not to web/.
      root: repoRoot,
      include: ['web/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'],
      exclude: ['**/node_modules/**', 'dist/**', 'web/src/wasm-pkg/**'],
      // Node by default; a test that needs a DOM says so with a
      // `// @vitest-environment jsdom` comment at its top.
      environment: 'node',
      testTimeout: 60_000,
    },
  };
});
