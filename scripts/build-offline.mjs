// The offline build: one self-contained HTML file, dist/pagelab-offline.html,
// that works when opened from file:// (e-mail, USB stick, LMS package).
// Run after `vite build` (the hosted site in dist/); `npm run build` does both.
//
//   vite build --mode offline  (vite.config.ts: JS + CSS inlined into the HTML
//   by vite-plugin-singlefile, the engine worker inlined and started from a Blob
//   URL, the .wasm inlined as base64 and handed to init(); the same worker code
//   and the same .wasm as the hosted build), built in memory -> checked ->
//   dist/pagelab-offline.html
//
// Only the HTML file is written: the offline build also emits the .wasm file
// that wasm-bindgen's glue would fetch by default, which the offline page
// never uses (it already has the bytes).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = fileURLToPath(new URL('../', import.meta.url));
const dist = join(root, 'dist');
const say = (msg) => console.log(`[build-offline] ${msg}`);
const die = (msg) => {
  console.error(`[build-offline] ERROR: ${msg}`);
  process.exit(1);
};

process.chdir(root);
say('vite build --mode offline');
// Nothing is written but the one HTML file, below.
const result = await build({ mode: 'offline', logLevel: 'warn', build: { write: false } });
const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output ?? []);
const page = outputs.filter((o) => o.type === 'asset' && o.fileName.endsWith('.html'));
if (page.length !== 1) die(`expected one HTML file from the offline build, got ${page.length}`);
const file = page[0].fileName;
const html = typeof page[0].source === 'string' ? page[0].source : Buffer.from(page[0].source).toString('utf8');
const others = outputs.filter((o) => o !== page[0]).map((o) => o.fileName);
if (others.some((f) => !f.endsWith('.wasm'))) die(`the offline build left files outside the HTML: ${others.join(', ')}`);

// Self-contained: no script, stylesheet or module file left to load.
const external = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]*)"/g)]
  .map((m) => m[1])
  .filter((url) => !url.startsWith('data:'));
if (external.length) die(`${file} still loads files: ${external.join(', ')}`);
for (const needle of ['data:application/wasm;base64,', 'pagelab-engine']) {
  if (!html.includes(needle)) die(`${file} lacks ${JSON.stringify(needle)}: is the engine inlined?`);
}

mkdirSync(dist, { recursive: true });
writeFileSync(join(dist, file), html);
const bytes = Buffer.byteLength(html);
const gzip = gzipSync(html, { level: 9 }).length;
say(`done -> dist/${file}: ${bytes} bytes, ${gzip} bytes gzipped`);
