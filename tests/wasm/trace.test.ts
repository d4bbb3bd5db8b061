// The playground's trace engine as the browser gets it: the package built
// with the engine's `trace` feature (web/src/wasm-pkg/trace/), loaded in
// Node. It must give the CLI's figures (`pagelab trace --json`), agree with
// the page on its policies and refusals, and keep the laws: LRU from one
// pass equals LRU simulated; OPT is the floor.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  TraceData,
  defaultFrames,
  initSync,
  parseTrace,
  tracePolicies,
} from '../../web/src/wasm-pkg/trace/pagelab.js';
import { TRACE_POLICIES } from '../../web/src/scenarios/buffer_pool/playground/trace/traceSettings';
import { TRACE_WORDS } from '../../web/src/scenarios/buffer_pool/playground/trace/trace.i18n';

const root = fileURLToPath(new URL('../../', import.meta.url));
const bytes = (s: string) => new TextEncoder().encode(s);
interface Point {
  frames: number;
  misses: number;
  hit_ratio: number;
}

beforeAll(() => {
  initSync({ module: readFileSync(`${root}web/src/wasm-pkg/trace/pagelab_bg.wasm`) });
});

/** A skewed trace with a write in five, the same every time. */
function skewed(n: number, pages: number): string {
  let s = 12345;
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    s = (s * 48271) % 2147483647;
    const u = s / 2147483647;
    out.push(`${Math.floor(pages * u * u * u) * 8 + 1000}${i % 5 === 0 ? ' w' : ''}`);
  }
  return out.join('\n');
}

describe('the trace engine', () => {
  test('the page lists the engine’s policies, in its order', () => {
    expect(tracePolicies()).toEqual([...TRACE_POLICIES]);
  });

  test('a trace is read with its writes; ids are renumbered', () => {
    const t = parseTrace(bytes('# pg\n17\n940 w\n17\n5 r\n'));
    expect([t.references(), t.distinct(), t.writes()]).toEqual([4, 3, 1]);
    expect(Array.from(t.pages())).toEqual([0, 1, 0, 2]);
    expect(Array.from(t.writeFlags())).toEqual([0, 1, 0, 0]);
    t.free();
  });

  test('a bad trace is refused at its line, with a kind the page says in every language', () => {
    const cases: Array<[string, number, string]> = [
      ['1\n2\nx7\n', 3, 'not_page'],
      ['1 q\n', 1, 'not_op'],
      ['1 w extra\n', 1, 'extra'],
      ['page,op\n1,r\n2,maybe\n', 3, 'not_op'],
      ['# nothing\n', 0, 'empty'],
    ];
    for (const [text, line, kind] of cases) {
      type Refusal = { line: number; kind: string; values: string[]; message: string };
      const refusal = (): Refusal | null => {
        try {
          parseTrace(bytes(text));
          return null;
        } catch (e) {
          return e as Refusal;
        }
      };
      const got = refusal();
      expect(got, text).not.toBeNull();
      expect(got?.line).toBe(line);
      expect(got?.kind).toBe(kind);
      for (const lang of ['en', 'fr', 'ru'] as const) expect(TRACE_WORDS[lang].refusal[kind], `${lang} ${kind}`).toBeTypeOf('function');
    }
    // Every kind the engine can give has words.
    for (const kind of ['too_many', 'not_page', 'not_op', 'extra', 'no_column', 'empty']) {
      expect(TRACE_WORDS.en.refusal[kind]).toBeTypeOf('function');
    }
  });

  test('LRU from one pass equals LRU simulated; OPT is below every policy at every size', () => {
    const t = parseTrace(bytes(skewed(20_000, 600)));
    const frames = Array.from(defaultFrames(t.distinct(), t.references()));
    expect(frames[0]).toBe(1);
    expect(frames.at(-1)).toBe(t.distinct());
    const lru = t.lruCurve(Uint32Array.from(frames)) as Point[];
    for (const [i, f] of frames.entries()) {
      expect((t.simulate('lru', f) as Point).misses, `lru at ${f}`).toBe(lru[i].misses);
      const opt = (t.simulate('opt', f) as Point).misses;
      for (const p of TRACE_POLICIES) expect((t.simulate(p, f) as Point).misses, `${p} at ${f}`).toBeGreaterThanOrEqual(opt);
    }
    // Every page fits: only first references miss.
    expect(lru.at(-1)?.misses).toBe(t.distinct());
    t.free();
  });

  test('a trace handed to another worker gives the same curve; bad arrays are refused', () => {
    const t = parseTrace(bytes(skewed(5_000, 300)));
    const copy = TraceData.fromArrays(t.pages(), t.writeFlags(), t.distinct());
    expect(copy.simulate('arc', 40)).toEqual(t.simulate('arc', 40));
    expect(() => TraceData.fromArrays(Uint32Array.of(0, 5), Uint8Array.of(0, 0), 2)).toThrow();
    expect(() => TraceData.fromArrays(Uint32Array.of(0), Uint8Array.of(0, 0), 2)).toThrow();
    expect(() => t.simulate('clock_sweep_ring', 4)).toThrow();
    t.free();
    copy.free();
  });

  test('the same figures as the CLI (`pagelab trace --json`)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pagelab-trace-'));
    const file = join(dir, 'trace.txt');
    const text = skewed(8_000, 400);
    writeFileSync(file, text);
    const bin = `${root}engine/target/release/pagelab`;
    const out = JSON.parse(
      execFileSync(bin, ['trace', file, '--frames', '1,10,100', '--policy', 'fifo,lru,clock_sweep,2q,opt', '--json'], {
        encoding: 'utf8',
      }),
    ) as { references: number; distinct_pages: number; policies: Array<{ policy: string; points: Point[] }> };
    const t = parseTrace(bytes(text));
    expect(out.references).toBe(t.references());
    expect(out.distinct_pages).toBe(t.distinct());
    for (const { policy, points } of out.policies) {
      const ours =
        policy === 'lru'
          ? (t.lruCurve(Uint32Array.of(1, 10, 100)) as Point[])
          : [1, 10, 100].map((f) => t.simulate(policy, f) as Point);
      expect(ours, policy).toEqual(points);
    }
    t.free();
  });
});
