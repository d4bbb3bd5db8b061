// Experiment scripts as the page gets them: the script package's
// compileScript (web/src/wasm-pkg/script/) must read a script as the
// CLI does (`pagelab script --json`: the same runs, labels and
// parameters), accept every example in examples/, and refuse what the
// CLI refuses, at the same line and column.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, test } from 'vitest';
import { compileScript, initSync, scriptCompletions } from '../../web/src/wasm-pkg/script/pagelab.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const bin = `${root}engine/target/release/pagelab`;

beforeAll(() => {
  initSync({ module: readFileSync(`${root}web/src/wasm-pkg/script/pagelab_bg.wasm`) });
});

describe('experiment scripts in the page’s engine', () => {
  test('every example compiles: a lesson’s to its one run, the others (workload.txt) to several', () => {
    const files = readdirSync(`${root}examples`).filter((f) => f.endsWith('.txt'));
    expect(files.length).toBeGreaterThanOrEqual(9);
    const own = new Set(['workload.txt']);
    for (const f of files) {
      const r = compileScript(readFileSync(`${root}examples/${f}`, 'utf8'));
      expect(r.ok, f).toBe('true');
      if (r.ok === 'true' && !own.has(f)) {
        expect(r.experiment.lesson).toBe(f.replace(/\.txt$/, ''));
        expect(r.experiment.runs).toHaveLength(1);
      } else if (r.ok === 'true') {
        expect(r.experiment.runs.length, f).toBeGreaterThan(1);
        expect(r.experiment.runs.every((run) => (run.params.statements ?? '') !== ''), f).toBe(true);
      }
    }
  });

  test('the same runs as the CLI', () => {
    const text = 'lesson latch\nset rows 50000\nrun base\nstrategy = guid\ncompare threads 16 64\n';
    const r = compileScript(text);
    expect(r.ok).toBe('true');
    const dir = mkdtempSync(join(tmpdir(), 'pagelab-script-'));
    writeFileSync(join(dir, 'x.txt'), text);
    const cli = JSON.parse(execFileSync(bin, ['script', join(dir, 'x.txt'), '--json'], { encoding: 'utf8' })) as {
      runs: Array<{ label: string; params: Record<string, string> }>;
    };
    if (r.ok === 'true') {
      expect(r.experiment.runs.map((x) => [x.label, x.params])).toEqual(cli.runs.map((x) => [x.label, x.params]));
      // Parameters are a plain object (the lessons' engine reads them so).
      expect(Object.getPrototypeOf(r.experiment.runs[0].params)).toBe(Object.prototype);
    }
  });

  test('the same refusals as the CLI, at the same places', () => {
    const text = 'lesson latch\nthreads = 0\nsett cores 4\n';
    const r = compileScript(text);
    expect(r.ok).toBe('false');
    const dir = mkdtempSync(join(tmpdir(), 'pagelab-script-'));
    writeFileSync(join(dir, 'bad.txt'), text);
    let stderr = '';
    try {
      execFileSync(bin, ['script', join(dir, 'bad.txt')], { encoding: 'utf8', stdio: 'pipe' });
    } catch (e) {
      stderr = String((e as { stderr: string }).stderr);
    }
    if (r.ok === 'false') {
      for (const e of r.errors) expect(stderr).toContain(`bad.txt:${e.line}:${e.column}: ${e.message}`);
      expect(r.errors.map((e) => e.kind)).toEqual(['param', 'unknown_word']);
    }
  });

  test('completions at the cursor', () => {
    expect(scriptCompletions('lesson l', 1, 9)).toEqual(['latch']);
    expect(scriptCompletions('lesson latch\nstrategy = g', 2, 13)).toEqual(['guid']);
  });
});

describe('a lesson’s run as a script', () => {
  test('compiles to the run as set, and its fork as a second run', async () => {
    const { scriptOf } = await import('../../web/src/shell/playground/script/fromLesson');
    const r = compileScript(scriptOf('latch', { threads: '64', rows: '100000' }, { name: 'strategy', value: 'guid' }));
    expect(r.ok).toBe('true');
    if (r.ok === 'true') {
      expect(r.experiment.runs.map((x) => x.params)).toEqual([
        { threads: '64', rows: '100000' },
        { threads: '64', rows: '100000', strategy: 'guid' },
      ]);
      expect(r.experiment.runs.map((x) => x.label)).toEqual(['yours', 'strategy = guid']);
    }
    const plain = compileScript(scriptOf('fillfactor', {}));
    expect(plain.ok === 'true' && plain.experiment.runs.length).toBe(1);
  });
});
