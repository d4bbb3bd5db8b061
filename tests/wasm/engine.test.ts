// Tests of the REAL engine as the browser gets it: the wasm-bindgen package
// in web/src/wasm-pkg (built by scripts/build-wasm.sh), loaded in Node from
// its bytes. They check the contract of docs/engine-api.md, determinism, and
// that the WASM build computes the same figures as the native CLI.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, test } from 'vitest';
import * as pkg from '../../web/src/wasm-pkg/pagelab.js';
import {
  initSync,
  lessons,
  Scenario,
  validate,
  type InsertLoadEvent,
  type InsertLoadFigures,
  type LessonInfo,
  type ParamError,
  type View,
} from '../../web/src/wasm-pkg/pagelab.js';

type Sim = Scenario;
type Figures = InsertLoadFigures;
type SimEvent = InsertLoadEvent;

const root = fileURLToPath(new URL('../../', import.meta.url));
type Params = Record<string, string>;

const LESSONS = ['page_splits', 'fillfactor', 'ascending_inserts'];
const PARAMS = [
  'fillfactor',
  'split_policy',
  'source_order',
  'page_size',
  'rows',
  'inserted_rows',
  'nc_indexes',
  'seed',
];

let catalog: LessonInfo[];
/** The lessons on the insert load (the Sybase article's), which the checks below are about. */
let insertLessons: LessonInfo[];

beforeAll(() => {
  initSync({ module: readFileSync(`${root}web/src/wasm-pkg/pagelab_bg.wasm`) });
  catalog = lessons();
  insertLessons = catalog.filter((l) => l.scenario === 'insert_load');
});

function lesson(id: string): LessonInfo {
  const info = catalog.find((l) => l.id === id);
  if (!info) throw new Error(`no lesson ${id}`);
  return info;
}

function defaults(info: LessonInfo): Params {
  return Object.fromEntries(info.params.map((p) => [p.name, p.default]));
}

/** The lesson's small step-view table, with overrides. */
function preset(id: string, overrides: Params = {}): Params {
  return { ...lesson(id).step_preset, ...overrides };
}

/** The insert load's figures of a scenario. */
function figures(sim: Sim): Figures {
  return sim.figures() as Figures;
}

/** The view of a kind. */
function view<K extends View['kind']>(sim: Sim, kind: K): Extract<View, { kind: K }> {
  const v = sim.views().find((x): x is Extract<View, { kind: K }> => x.kind === kind);
  if (!v) throw new Error(`no ${kind} view`);
  return v;
}

/** Steps a simulation to the end; returns every step's events. */
function stepAll(sim: Sim, limit = 1_000_000): SimEvent[][] {
  const out: SimEvent[][] = [];
  for (let i = 0; i < limit; i++) {
    const r = sim.step();
    out.push(r.events as SimEvent[]);
    if (r.done) return out;
  }
  throw new Error(`not done after ${limit} steps`);
}

function withSim<T>(id: string, params: Params, f: (sim: Sim) => T): T {
  const sim = new Scenario(id, params);
  try {
    return f(sim);
  } finally {
    sim.free();
  }
}

function thrown(f: () => unknown): unknown {
  try {
    f();
  } catch (e) {
    return e;
  }
  throw new Error('expected an exception');
}

describe('lessons()', () => {
  test('lists the three insert-load lessons, each with the workload parameters', () => {
    expect(insertLessons.map((l) => l.id)).toEqual(LESSONS);
    for (const info of insertLessons) {
      expect(info.title.length, info.id).toBeGreaterThan(0);
      expect(info.summary.length, info.id).toBeGreaterThan(0);
      expect(info.params.map((p) => p.name), info.id).toEqual(expect.arrayContaining(PARAMS));
    }
  });

  test("carries the article's cases and its server's sp_sysmon figures", () => {
    for (const info of insertLessons) {
      expect(info.scenario, info.id).toBe('insert_load');
      expect(info.article.sysmon?.rid_upd_from_clust_split, info.id).toBe(61_524);
      expect(info.article.sysmon?.nc_maint_for_rid_updates, info.id).toBe(1_778_016);
      expect(info.article.cases.length, info.id).toBeGreaterThan(0);
      for (const c of info.article.cases) {
        expect(c.lessons, c.id).toContain(info.id);
        for (const f of c.figures) expect(info.article.columns.map((col) => col.figure), c.id).toContain(f.figure);
        expect(validate(info.id, Object.fromEntries(c.params)), c.id).toEqual([]);
      }
      for (const p of info.presets) expect(validate(info.id, Object.fromEntries(p.params)), p.id).toEqual([]);
    }
  });

  test('the site package ships no benchmark kernels', () => {
    expect(Object.keys(pkg)).not.toContain('runBenchKernel');
    expect(Object.keys(pkg)).not.toContain('benchKernelNames');
  });

  test('every default is valid and within its own bounds', () => {
    for (const info of catalog) {
      for (const p of info.params) {
        const where = `${info.id}.${p.name}`;
        if (p.kind === 'int') {
          const v = Number(p.default);
          expect(Number.isInteger(v), where).toBe(true);
          if (p.min != null) expect(v, where).toBeGreaterThanOrEqual(p.min);
          if (p.max != null) expect(v, where).toBeLessThanOrEqual(p.max);
        } else if (p.kind === 'choice') {
          expect(p.choices, where).toContain(p.default);
        } else if (p.kind === 'set') {
          // Some of the choices, between min and max of them.
          const items = p.default.split(',');
          for (const item of items) expect(p.choices, where).toContain(item);
          expect(items.length, where).toBeGreaterThanOrEqual(p.min ?? 1);
          expect(items.length, where).toBeLessThanOrEqual(p.max ?? Infinity);
        } else {
          expect(p.default.length, where).toBeLessThanOrEqual(p.max ?? Infinity);
        }
      }
      expect(validate(info.id, defaults(info)), info.id).toEqual([]);
      expect(validate(info.id, preset(info.id)), `${info.id} step_preset`).toEqual([]);
      for (const name of Object.keys(info.step_preset)) {
        expect(info.params.map((p) => p.name), `${info.id} step_preset`).toContain(name);
      }
    }
  });
});

describe('validate()', () => {
  test('fillfactor=130 is an error naming fillfactor', () => {
    const errors = validate('fillfactor', { fillfactor: '130' });
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.map((e) => e.param)).toContain('fillfactor');
    expect(errors.find((e) => e.param === 'fillfactor')?.message.length).toBeGreaterThan(0);
  });

  test('non-numbers, unknown choices and bounds are errors; good values are not', () => {
    expect(validate('fillfactor', { fillfactor: 'abc' }).map((e) => e.param)).toContain('fillfactor');
    expect(validate('fillfactor', { fillfactor: '0' }).map((e) => e.param)).toContain('fillfactor');
    expect(validate('fillfactor', { split_policy: 'no_such_policy' }).map((e) => e.param)).toContain(
      'split_policy',
    );
    expect(validate('fillfactor', { fillfactor: '80' })).toEqual([]);
    expect(validate('fillfactor', { fillfactor: '100' })).toEqual([]);
  });
});

describe('new Scenario()', () => {
  test('throws the ParamError[] for bad parameters', () => {
    const e = thrown(() => new Scenario('fillfactor', { fillfactor: '130' }));
    expect(Array.isArray(e)).toBe(true);
    expect((e as ParamError[]).map((x) => x.param)).toContain('fillfactor');
  });

  test('throws for an unknown lesson', () => {
    thrown(() => new Scenario('no_such_lesson', {}));
  });
});

describe('determinism', () => {
  test.each(LESSONS)('%s: two sims with the same params and seed agree step for step', (id) => {
    const params = preset(id);
    const a = new Scenario(id, params);
    const b = new Scenario(id, params);
    try {
      expect(a.progress()).toEqual(b.progress());
      expect(stepAll(a)).toEqual(stepAll(b));
      expect(a.figures()).toEqual(b.figures());
      expect(a.views()).toEqual(b.views());
    } finally {
      a.free();
      b.free();
    }
  });

  test.each(LESSONS)('%s: advance(n) ends where n steps end', (id) => {
    const params = preset(id);
    const stepped = withSim(id, params, (sim) => {
      stepAll(sim);
      return figures(sim);
    });
    const advanced = withSim(id, params, (sim) => {
      const total = sim.progress().total ?? 0;
      expect(total).toBeGreaterThan(0);
      expect(sim.advance(total)).toBe(total);
      expect(sim.progress()).toEqual({ done: total, total });
      expect(sim.done()).toBe(true);
      return figures(sim);
    });
    expect(advanced).toEqual(stepped);
  });
});

describe('the step view', () => {
  test.each(LESSONS)('%s: events and views are consistent with the figures', (id) => {
    withSim(id, preset(id), (sim) => {
      const total = sim.progress().total ?? 0;
      const steps = stepAll(sim);
      expect(steps.length).toBe(total);
      expect(sim.progress().done).toBe(total);

      const events = steps.flat();
      const f = figures(sim);
      expect(f.inserted_rows).toBe(total);
      // Every step inserts exactly one row.
      for (const s of steps) expect(s.filter((e) => e.kind === 'insert_row')).toHaveLength(1);
      expect(events.filter((e) => e.kind === 'allocate').length).toBe(f.pages_allocated);

      const strip = view(sim, 'page_strip');
      const leafRows = Array.from(strip.rows);
      expect(strip.fill).toHaveLength(f.leaf_pages);
      expect(strip.physical).toHaveLength(f.leaf_pages);
      expect(strip.group).toHaveLength(f.leaf_pages);
      expect(leafRows.reduce((a, b) => a + b, 0)).toBe(f.table_rows);
      expect(strip.row_groups).toHaveLength(f.table_rows);
      expect(strip.capacity).toBe(15);
      for (const fill of strip.fill) {
        expect(fill).toBeGreaterThan(0);
        expect(fill).toBeLessThanOrEqual(1);
      }
      // Physical page numbers are distinct.
      expect(new Set(strip.physical).size).toBe(f.leaf_pages);

      const levels = Array.from(view(sim, 'tree_levels').pages);
      expect(levels).toHaveLength(f.tree_levels);
      expect(levels[0]).toBe(1);
      expect(levels[levels.length - 1]).toBe(f.leaf_pages);
    });
  });

  /** Figures after stepping page_splits' small table to the end. */
  function stepped(overrides: Params): Figures {
    return withSim('page_splits', preset('page_splits', overrides), (sim) => {
      stepAll(sim);
      return figures(sim);
    });
  }

  test('page_splits, first day: splits at fillfactor 100, none at fillfactor 80', () => {
    const full = stepped({ fillfactor: '100', days: '1' });
    const roomy = stepped({ fillfactor: '80', days: '1' });
    expect(full.page_splits).toBeGreaterThan(0);
    expect(full.rows_moved).toBeGreaterThan(0);
    expect(full.rid_updates_from_split).toBeGreaterThan(0);
    expect(roomy.page_splits).toBe(0);
    expect(roomy.rows_moved).toBe(0);
    expect(roomy.rid_updates_from_split).toBe(0);
    expect(full.log_records).toBeGreaterThan(roomy.log_records);
    expect(roomy.leaf_pages).toBeGreaterThan(full.leaf_pages - full.page_splits);
  });

  test('page_splits, whole preset: free space delays splits but is used up', () => {
    const full = stepped({ fillfactor: '100' });
    const roomy = stepped({ fillfactor: '80' });
    expect(roomy.page_splits).toBeGreaterThan(0);
    expect(roomy.page_splits).toBeLessThan(full.page_splits);
    expect(roomy.avg_leaf_density).toBeLessThan(full.avg_leaf_density);
  });
});

describe('WASM and native agree', () => {
  test.each(LESSONS)('%s step_preset: same figures as `pagelab run --json`', (id) => {
    const params = preset(id);
    const args = ['run', id, ...Object.entries(params).flatMap(([k, v]) => ['--set', `${k}=${v}`]), '--json'];
    const out = execFileSync(
      'cargo',
      ['run', '--quiet', '--release', '--manifest-path', `${root}engine/Cargo.toml`, '--bin', 'pagelab', '--', ...args],
      { encoding: 'utf8', timeout: 600_000 },
    );
    const parsed = JSON.parse(out) as { figures?: Figures } & Figures;
    const native = parsed.figures ?? parsed;
    const wasm = withSim(id, params, (sim) => {
      sim.advance(sim.progress().total ?? 0);
      return sim.figures();
    });
    expect(wasm).toEqual(native);
  }, 600_000);
});
