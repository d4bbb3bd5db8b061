/**
 * The web side's boundaries, checked on the real import graph:
 *
 *   shell/       runs the page (app, lesson page, step player, worker,
 *                state, embed, docs); names no scenario
 *   kit/         marks, legend, axes, charts, page views, tables, text,
 *                generic components; names no scenario
 *   scenarios/A/ everything only scenario A uses (kit, views, layout,
 *                charts, styles, lessons, tests)
 *
 * The rules:
 *
 * 1. A file in shell/ or kit/ never imports from scenarios/.
 * 2. A file in scenarios/A/ never imports from scenarios/B/.
 * 3. `import.meta.glob` appears only in the shell's registry files
 *    (REGISTRY_FILES), and a pattern that reaches into scenarios/ has a
 *    wildcard where the scenario's name would be (the registry's pattern
 *    is scenarios, any name, then lessons, any id, then index.tsx): that
 *    is how the shell finds the scenarios without naming one. (This test
 *    reads the sources with a glob too, as does i18n.test.ts: they are
 *    checkers, not the app.)
 * 4. Every relative import resolves to a file of web/src (or to the
 *    generated wasm-pkg/, or outside web/src for a test's fixtures), so
 *    the graph checked is the graph Vite builds.
 *
 * An edge is any way one module names another: `import … from`, `export …
 * from`, `import 'x'`, `import('x')`, `import.meta.glob('…')` and `new
 * URL('x', import.meta.url)` (the worker's entry).
 */
import ts from 'typescript';
import { describe, expect, test } from 'vitest';

/** The files allowed to find modules by pattern (rule 3). */
const REGISTRY_FILES = ['shell/lesson/registry.ts', 'shell/worker/engines.ts', 'shell/worker/engineWasm.offline.ts'];
/** Tests that read the sources by pattern: checkers, not the app (this one; the catalogues' test). */
const CHECKERS = ['architecture.test.ts', 'i18n.test.ts'];

type EdgeKind = 'static' | 'dynamic' | 'glob' | 'url';
interface Edge {
  from: string;
  spec: string;
  kind: EdgeKind;
  /** The file it names, relative to web/src ('…' outside web/src, a glob's pattern for a glob). */
  to: string | null;
}

/** Every source of web/src by its path relative to web/src (the generated package left out). */
function sources(): Record<string, string> {
  const raw = import.meta.glob<string>(['./**/*.{ts,tsx,css}', '!./wasm-pkg/**'], {
    query: '?raw',
    import: 'default',
    eager: true,
  });
  return Object.fromEntries(Object.entries(raw).map(([k, v]) => [k.replace(/^\.\//, ''), v]));
}

/** `a/b/../c` → `a/c`; null when it climbs out of web/src. */
function normalise(path: string): string | null {
  const out: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (out.length === 0) return null;
      out.pop();
    } else out.push(part);
  }
  return out.join('/');
}

function dirOf(path: string): string {
  return path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
}

/** The specifiers a file names, found by TypeScript's parser (comments and strings are not imports). */
function specifiersOf(file: string, text: string): Array<{ spec: string; kind: EdgeKind }> {
  if (file.endsWith('.css')) return [];
  const src = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out: Array<{ spec: string; kind: EdgeKind }> = [];
  const literal = (n: ts.Node | undefined) => (n && ts.isStringLiteralLike(n) ? n.text : undefined);
  const isImportMeta = (n: ts.Node, prop: string) =>
    ts.isPropertyAccessExpression(n) && n.name.text === prop && ts.isMetaProperty(n.expression) && n.expression.keywordToken === ts.SyntaxKind.ImportKeyword;
  const visit = (n: ts.Node) => {
    if ((ts.isImportDeclaration(n) || ts.isExportDeclaration(n)) && n.moduleSpecifier) {
      const s = literal(n.moduleSpecifier);
      if (s !== undefined) out.push({ spec: s, kind: 'static' });
    } else if (ts.isCallExpression(n) && n.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const s = literal(n.arguments[0]);
      out.push({ spec: s ?? '<computed>', kind: 'dynamic' });
    } else if (ts.isCallExpression(n) && isImportMeta(n.expression, 'glob')) {
      const arg = n.arguments[0];
      const patterns = arg && ts.isArrayLiteralExpression(arg) ? [...arg.elements] : [arg];
      for (const p of patterns) out.push({ spec: literal(p) ?? '<computed>', kind: 'glob' });
    } else if (ts.isNewExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === 'URL') {
      const [first, second] = n.arguments ?? [];
      const s = literal(first);
      if (s !== undefined && second && isImportMeta(second, 'url')) out.push({ spec: s, kind: 'url' });
    }
    ts.forEachChild(n, visit);
  };
  visit(src);
  return out;
}

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The import graph of `files` (paths relative to web/src). */
function importGraph(files: Record<string, string>): Edge[] {
  const known = new Set(Object.keys(files));
  return Object.entries(files).flatMap(([from, text]) =>
    specifiersOf(from, text).map(({ spec, kind }): Edge => {
      if (!spec.startsWith('.')) return { from, spec, kind, to: null };
      const path = normalise(`${dirOf(from)}/${spec.replace(/[?#].*$/, '')}`);
      if (path === null) return { from, spec, kind, to: '…' };
      if (kind === 'glob') return { from, spec, kind, to: path.replace(/^!/, '') };
      const hit = EXTENSIONS.map((e) => path + e).find((p) => known.has(p));
      return { from, spec, kind, to: hit ?? (path.startsWith('wasm-pkg/') ? path : `unresolved:${path}`) };
    }),
  );
}

/** Where a file sits: 'shell', 'kit', 'scenarios/<name>', or its top-level folder. */
function layerOf(path: string): string {
  const [top, name] = path.split('/');
  return top === 'scenarios' ? `scenarios/${name}` : top;
}

/** Every broken rule, as sentences. */
function violations(files: Record<string, string>): string[] {
  const out: string[] = [];
  for (const e of importGraph(files)) {
    const at = `${e.from}: ${e.kind} import of '${e.spec}'`;
    if (e.to?.startsWith('unresolved:')) out.push(`${at} names no file of web/src (rule 4)`);
    if (e.spec === '<computed>') out.push(`${at}: the pattern must be a string literal, so it can be checked (rules 1-3)`);
    if (e.kind === 'glob') {
      if (!REGISTRY_FILES.includes(e.from) && !CHECKERS.includes(e.from)) out.push(`${at}: only the shell's registry files may find modules by pattern (rule 3)`);
      if (e.to?.startsWith('scenarios/') && !e.to.startsWith('scenarios/*/')) out.push(`${at} names a scenario; the registry finds them with scenarios/*/ (rule 3)`);
      continue;
    }
    if (e.to === null || e.to === '…' || e.to.startsWith('unresolved:')) continue;
    const from = layerOf(e.from);
    const to = layerOf(e.to);
    if ((from === 'shell' || from === 'kit') && to.startsWith('scenarios/')) out.push(`${at}: ${from}/ must not import from ${to}/ (rule 1)`);
    if (from.startsWith('scenarios/') && to.startsWith('scenarios/') && from !== to) out.push(`${at}: ${from}/ must not import from ${to}/ (rule 2)`);
  }
  return out;
}

describe('the web side’s boundaries', () => {
  const files = sources();
  const graph = importGraph(files);

  test('the graph is the real one: every kind of edge is seen', () => {
    expect(Object.keys(files).length).toBeGreaterThan(150);
    expect(Object.keys(files).some((f) => f.startsWith('shell/'))).toBe(true);
    expect(Object.keys(files).some((f) => f.startsWith('kit/'))).toBe(true);
    const kinds = new Set(graph.map((e) => e.kind));
    expect([...kinds].sort()).toEqual(['dynamic', 'glob', 'static', 'url']);
    // The shell finds the lessons, in every scenario, by pattern.
    expect(graph.filter((e) => e.kind === 'glob' && !CHECKERS.includes(e.from)).map((e) => `${e.from} -> ${e.to}`)).toEqual([
      'shell/lesson/registry.ts -> scenarios/*/lessons/*/index.tsx',
      'shell/lesson/registry.ts -> scenarios/*/lessons/*/texts.i18n.ts',
      'shell/lesson/registry.ts -> scenarios/*/playground/*/index.tsx',
      'shell/lesson/registry.ts -> …',
      'shell/lesson/registry.ts -> scenarios/*/rules.i18n.ts',
      // ... and the worker each scenario's engine (hosted: its glue; offline: its inlined bytes).
      'shell/worker/engineWasm.offline.ts -> wasm-pkg/scenario/*/pagelab_bg.wasm',
      'shell/worker/engines.ts -> wasm-pkg/scenario/*/pagelab.js',
    ]);
  });

  test('shell and kit name no scenario; no scenario names another; globs only in the registry', () => {
    expect(violations(files)).toEqual([]);
  });

  test('each rule catches what it forbids', () => {
    const broken = violations({
      'kit/Chart.tsx': "import { stateWords } from '../scenarios/latch/words';",
      'shell/lesson/Page.tsx': "const m = () => import('../../scenarios/bpe/index');",
      'scenarios/bpe/index.ts': "export { x } from '../latch/words';\nimport '../latch/latch.css';",
      'scenarios/latch/words.ts': 'export const stateWords = 1;',
      'scenarios/latch/latch.css': '',
      'shell/views/registry.tsx': "const v = import.meta.glob('../../scenarios/latch/views/*.tsx');",
      'shell/lesson/registry.ts': "const v = import.meta.glob('../../scenarios/latch/lessons/*/index.tsx');",
      'kit/x.ts': "import { y } from './nowhere';",
    });
    expect(broken).toEqual([
      "kit/Chart.tsx: static import of '../scenarios/latch/words': kit/ must not import from scenarios/latch/ (rule 1)",
      "shell/lesson/Page.tsx: dynamic import of '../../scenarios/bpe/index': shell/ must not import from scenarios/bpe/ (rule 1)",
      "scenarios/bpe/index.ts: static import of '../latch/words': scenarios/bpe/ must not import from scenarios/latch/ (rule 2)",
      "scenarios/bpe/index.ts: static import of '../latch/latch.css': scenarios/bpe/ must not import from scenarios/latch/ (rule 2)",
      "shell/views/registry.tsx: glob import of '../../scenarios/latch/views/*.tsx': only the shell's registry files may find modules by pattern (rule 3)",
      "shell/views/registry.tsx: glob import of '../../scenarios/latch/views/*.tsx' names a scenario; the registry finds them with scenarios/*/ (rule 3)",
      "shell/lesson/registry.ts: glob import of '../../scenarios/latch/lessons/*/index.tsx' names a scenario; the registry finds them with scenarios/*/ (rule 3)",
      "kit/x.ts: static import of './nowhere' names no file of web/src (rule 4)",
    ]);
  });
});
