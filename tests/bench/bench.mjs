// Times the engine's benchmark kernels natively (`pagelab bench --json`) and
// as WebAssembly in Node (same kernels through `benchKernelNames()` /
// `runBenchKernel(name)`), then prints and saves the comparison:
//
//   { native: {name: {ms, units}}, wasm: {name: {ms, units}},
//     ratio: {name: wasm_ms / native_ms}, geomean_ratio, sizes? }
//
// Usage: node tests/bench/bench.mjs [--out bench-results.json] [--runs 5] [--sizes]
// (--sizes: the packages' and first load's sizes only, no kernel timed)
// Each goal missed (see goals()) is also named on stderr; the exit status
// never depends on speed.
// (scripts/bench.sh builds the native binary and the WASM package first.)
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('../../', import.meta.url));
const { values: opts } = parseArgs({
  options: {
    out: { type: 'string', default: join(root, 'bench-results.json') },
    runs: { type: 'string', default: '5' },
    sizes: { type: 'boolean', default: false },
  },
});
const runs = Math.max(1, Number(opts.runs) || 5);

/** Native: the CLI prints {"kernels":[{"name","ms","units"}]}. */
function benchNative() {
  const r = spawnSync(
    'cargo',
    ['run', '--quiet', '--release', '--manifest-path', join(root, 'engine/Cargo.toml'),
      '--bin', 'pagelab', '--', 'bench', '--json'],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 << 20 },
  );
  if (r.status !== 0) throw new Error(`pagelab bench --json exited with ${r.status}`);
  const json = JSON.parse(r.stdout.slice(r.stdout.indexOf('{')));
  const out = {};
  for (const k of json.kernels) out[k.name] = { ms: k.ms, units: k.units };
  return out;
}

/** WASM in Node: warm up once, then best wall time of `runs` runs. */
async function benchWasm() {
  // Built with the `bench` feature by scripts/bench.sh; the site's package
  // (web/src/wasm-pkg) ships no kernels.
  const pkg = join(root, 'node_modules/.cache/pagelab-bench-pkg');
  const href = pathToFileURL(join(pkg, 'pagelab.js')).href;
  const module = new WebAssembly.Module(readFileSync(join(pkg, 'pagelab_bg.wasm')));
  const first = await import(href);
  first.initSync({ module });
  const out = {};
  const heavy = new Set(first.heavyBenchKernels());
  for (const name of first.benchKernelNames()) {
    // Each kernel in a fresh instance (a fresh import of the glue, a new
    // memory), as each full run in the app gets its own worker: its memory
    // figure is its own peak, not the largest of the kernels before it.
    const wasm = await import(`${href}?kernel=${name}`);
    const exports = wasm.initSync({ module });
    let units = wasm.runBenchKernel(name); // warm-up
    // One run in a fresh instance: what a worker running it once holds.
    const once = exports.memory.buffer.byteLength / 1048576;
    let best = Infinity;
    for (let i = 0; i < (heavy.has(name) ? 1 : runs); i++) {
      const t0 = performance.now();
      units = wasm.runBenchKernel(name);
      best = Math.min(best, performance.now() - t0);
    }
    // WASM memory never shrinks: after a kernel it holds the most it needed.
    // After more runs in the same instance the allocator's free lists can
    // hold more (a worker reused for several runs): reported, not a goal.
    out[name] = { ms: round(best), units, memory_mb: round(once), memory_mb_repeated: round(exports.memory.buffer.byteLength / 1048576) };
    process.stderr.write(`[bench] wasm ${name}: ${round(best)} ms (${units} units)\n`);
  }
  return out;
}

/** Where scripts/build-wasm.sh builds one engine a scenario (what a lesson loads). */
const SCENARIO_PKGS = 'web/src/wasm-pkg/scenario';

function gzipSizes() {
  const sizes = {};
  const assets = join(root, 'dist/assets');
  if (existsSync(assets)) {
    for (const f of readdirSync(assets).filter((f) => /\.(js|wasm)$/.test(f)).sort()) {
      const bytes = readFileSync(join(assets, f));
      sizes[`dist/assets/${f}`] = { bytes: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    }
  }
  // The every-scenario package (the CLI's and the tests', not the site's),
  // the playground tools' (trace, script), and one engine a scenario (the site's).
  const perScenario = join(root, SCENARIO_PKGS);
  const scenarioPkgs = existsSync(perScenario)
    ? readdirSync(perScenario).sort().map((sc) => `${SCENARIO_PKGS}/${sc}/pagelab_bg.wasm`)
    : [];
  for (const rel of ['web/src/wasm-pkg/pagelab_bg.wasm', 'web/src/wasm-pkg/trace/pagelab_bg.wasm', 'web/src/wasm-pkg/script/pagelab_bg.wasm', ...scenarioPkgs]) {
    const bg = join(root, rel);
    if (!existsSync(bg)) continue;
    const bytes = readFileSync(bg);
    sizes[rel] = { bytes: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  }
  return sizes;
}

/**
 * What a first visit loads, gzip bytes: the entry chunk and what it
 * imports, the engine worker, the chunks of one lesson (each lesson loads
 * when opened; a link may open any, so the heaviest counts) and, with its
 * engine, that lesson's scenario's engine (its glue chunk and .wasm). Read
 * from Vite's manifest (dist/.vite/manifest.json); null without dist/.
 */
function firstLoad() {
  const path = join(root, 'dist/.vite/manifest.json');
  if (!existsSync(path)) return null;
  const manifest = JSON.parse(readFileSync(path, 'utf8'));
  const gzipOf = (file) => sizes[`dist/${file}`]?.gzip ?? 0;
  const closure = (key, seen = new Set()) => {
    const m = manifest[key];
    if (!m || seen.has(key)) return seen;
    seen.add(key);
    for (const i of m.imports ?? []) closure(i, seen);
    return seen;
  };
  const bytesOf = (keys) => [...keys].reduce((a, k) => a + gzipOf(manifest[k].file), 0);
  const entry = closure('index.html');
  const worker = Object.entries(sizes)
    .filter(([f]) => /^dist\/assets\/engine\.worker-.*\.js$/.test(f))
    .reduce((a, [, v]) => a + v.gzip, 0);
  const lessons = {};
  // Lessons only (other lazy chunks, such as the fidelity notes, load on demand).
  // A lesson's chunk: src/scenarios/<scenario>/lessons/<id>/index.tsx.
  const lessonKey = /^src\/scenarios\/[^/]+\/lessons\/([^/]+)\/index\.tsx$/;
  for (const key of (manifest['index.html']?.dynamicImports ?? []).filter((k) => lessonKey.test(k))) {
    const own = [...closure(key)].filter((k) => !entry.has(k));
    lessons[key.replace(lessonKey, '$1')] = { kb: bytesOf(own) / 1024, scenario: key.split('/')[2] };
  }
  // A scenario's engine: its .wasm (the file the build copied) and its glue
  // chunk (the same code for every engine but the .wasm's URL: the largest
  // `pagelab-*.js` stands for each).
  const glue = Math.max(0, ...Object.entries(sizes).filter(([f]) => /^dist\/assets\/pagelab-[\w-]+\.js$/.test(f)).map(([, v]) => v.gzip));
  const engine = (sc) => (sizes[`${SCENARIO_PKGS}/${sc}/pagelab_bg.wasm`]?.gzip ?? NaN) + glue;
  const base = bytesOf(entry) + worker;
  const withEngine = Object.fromEntries(Object.entries(lessons).map(([id, l]) => [id, round((base + engine(l.scenario)) / 1024 + l.kb)]));
  return {
    entry_kb: round(bytesOf(entry) / 1024),
    worker_kb: round(worker / 1024),
    lesson_kb: Object.fromEntries(Object.entries(lessons).map(([id, l]) => [id, round(l.kb)])),
    first_load_kb: round(base / 1024 + Math.max(0, ...Object.values(lessons).map((l) => l.kb))),
    with_engine_kb: withEngine,
    first_load_with_engine_kb: Math.max(0, ...Object.values(withEngine)),
  };
}

/** The speed goals, each with the figure measured here. */
function goals() {
  const rate = (k) => (wasm[k] ? round(wasm[k].units / wasm[k].ms / 1000) : null); // M rows/s
  const pkgKb = (rel) => (sizes[rel] ? round(sizes[rel].gzip / 1024) : null);
  const rows = [
    ['wasm fillfactor_full_scale ms', wasm.fillfactor_full_scale?.ms, '<=', 50],
    ['wasm fillfactor_sweep_51 ms', wasm.fillfactor_sweep_51?.ms, '<=', 1000],
    ['wasm insert_ascending_1m M rows/s', rate('insert_ascending_1m'), '>=', 10],
    ['wasm insert_random_1m M rows/s', rate('insert_random_1m'), '>=', 3],
    ['wasm buffer_pool_lru_32k M references/s', rate('buffer_pool_lru_32k'), '>=', 50],
    ['wasm buffer_pool_clock_sweep_32k M references/s', rate('buffer_pool_clock_sweep_32k'), '>=', 50],
    ['buffer pool wasm/native (LRU)', ratio.buffer_pool_lru_32k, '<=', 1.25],
    ['buffer pool wasm/native (clock-sweep)', ratio.buffer_pool_clock_sweep_32k, '<=', 1.25],
    ['wasm fragmentation growth to 17 M rows, fragmented, s', wasm.fragmentation_fragmented_17m && round(wasm.fragmentation_fragmented_17m.ms / 1000), '<=', 5],
    ['wasm fragmentation growth to 17 M rows, defragmented, s', wasm.fragmentation_defragmented_17m && round(wasm.fragmentation_defragmented_17m.ms / 1000), '<=', 5],
    ['wasm bpe five setups at full scale, ms', wasm.bpe_five_setups?.ms, '<=', 1000],
    ['wasm latch_inserts M inserts/s', rate('latch_inserts'), '>=', 5],
    // The threads chart's 32 points in one worker (the page shares them among its workers).
    ['wasm latch_sweep_chart (4 strategies x 8 thread counts, 200 K rows each), s', wasm.latch_sweep_chart && round(wasm.latch_sweep_chart.ms / 1000), '<=', 3],
    ['wasm idxbuild_sweep_128 (threads 1-16 x devices 1-8, the 4.2 GB database), s', wasm.idxbuild_sweep_128 && round(wasm.idxbuild_sweep_128.ms / 1000), '<=', 1],
    ['wasm memory of any one kernel run in a fresh instance, MB', Object.keys(wasm).length ? Math.max(0, ...Object.values(wasm).map((k) => k.memory_mb ?? 0)) : null, '<=', 256],
    ['geomean wasm/native', geomean_ratio, '<=', 1.25],
    ['first-load JS KB gzip', load?.first_load_kb ?? null, '<=', 150],
    // #21: a lesson's first load with its engine (entry, worker, lesson chunk, engine), the heaviest lesson's.
    ['first load of any lesson with its engine KB gzip', load?.first_load_with_engine_kb ?? null, '<=', 250],
    // The playground's tools load their own engines beside the lessons'.
    ['playground trace engine KB gzip', pkgKb('web/src/wasm-pkg/trace/pagelab_bg.wasm'), '<=', 100],
    ['playground script engine KB gzip', pkgKb('web/src/wasm-pkg/script/pagelab_bg.wasm'), '<=', 100],
    // One engine a scenario (#21): what a lesson loads.
    ...Object.keys(sizes)
      .filter((rel) => rel.startsWith(`${SCENARIO_PKGS}/`))
      .map((rel) => [`${rel.split('/').at(-2)} engine KB gzip`, pkgKb(rel), '<=', 100]),
    ['wasm trace_clock_sweep_10m (one point of a 10 M-reference trace) M references/s', rate('trace_clock_sweep_10m'), '>=', 50],
    ['wasm trace_lru_curve_10m (LRU at every size, one pass) s', wasm.trace_lru_curve_10m && round(wasm.trace_lru_curve_10m.ms / 1000), '<=', 2],
  ];
  return rows.map(([goal, value, op, target]) => ({
    goal, value, target: `${op} ${target}`,
    met: value == null ? null : op === '<=' ? value <= target : value >= target,
  }));
}

function round(x) {
  return Math.round(x * 1000) / 1000;
}

const native = opts.sizes ? {} : benchNative();
const wasm = opts.sizes ? {} : await benchWasm();
const ratio = {};
const logs = [];
for (const name of Object.keys(native)) {
  if (!(name in wasm)) {
    process.stderr.write(`[bench] kernel ${name} has no WASM counterpart\n`);
    continue;
  }
  if (native[name].units !== wasm[name].units) {
    process.stderr.write(`[bench] WARNING ${name}: native did ${native[name].units} units, wasm ${wasm[name].units}\n`);
  }
  ratio[name] = round(wasm[name].ms / native[name].ms);
  // Baselines time someone else's code (std's BTreeSet) for comparison.
  if (!name.startsWith('baseline_')) logs.push(Math.log(ratio[name]));
}
const geomean_ratio = logs.length ? round(Math.exp(logs.reduce((a, b) => a + b, 0) / logs.length)) : null;
const sizes = gzipSizes();
const load = firstLoad();
const result = { date: new Date().toISOString(), native, wasm, ratio, geomean_ratio, sizes, first_load: load, goals: goals() };
const text = JSON.stringify(result, null, 2);
console.log(text);
writeFileSync(opts.out, text + '\n');
process.stderr.write(`[bench] wrote ${opts.out}\n`);
// Every goal, met or missed, one line each where a reader sees them (the
// JSON above is long). Information only: speed never makes the exit
// status non-zero.
for (const g of result.goals) {
  const verdict = g.met === null ? 'not measured' : g.met ? 'met' : 'MISSED';
  process.stderr.write(`[bench] goal ${verdict}: ${g.goal} = ${g.value ?? '—'} (target ${g.target})\n`);
}
