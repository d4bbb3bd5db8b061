// The site loads one engine a scenario (web/src/wasm-pkg/scenario/<s>/,
// scripts/build-wasm.sh; web/src/shell/worker/engines.ts). Each must run
// its own lessons exactly as the every-scenario package does (the CLI's,
// the other tests'), refuse every other lesson, and leave the catalogue
// out (the site reads it at build time).
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, test } from 'vitest';
import { lessons as built } from 'virtual:pagelab/catalog';
import { scenarioOf, stepPresetOf } from 'virtual:pagelab/lesson-scenarios';
import * as whole from '../../web/src/wasm-pkg/pagelab.js';

const dir = fileURLToPath(new URL('../../web/src/wasm-pkg/scenario/', import.meta.url));
const scenarios = readdirSync(dir).sort();
type Glue = typeof whole;

async function engine(scenario: string): Promise<Glue> {
  const glue = (await import(/* @vite-ignore */ pathToFileURL(`${dir}${scenario}/pagelab.js`).href)) as Glue;
  glue.initSync({ module: readFileSync(`${dir}${scenario}/pagelab_bg.wasm`) });
  return glue;
}

/** A lesson's first steps in a package: each step's events and the figures after them. */
function firstSteps(glue: Glue, lesson: string, steps = 6): unknown[] {
  const sim = new glue.Scenario(lesson, stepPresetOf[lesson]);
  try {
    const out: unknown[] = [];
    for (let i = 0; i < steps && !sim.done(); i++) out.push(sim.step().events, sim.figures());
    return out;
  } finally {
    sim.free();
  }
}

beforeAll(() => {
  whole.initSync({ module: readFileSync(fileURLToPath(new URL('../../web/src/wasm-pkg/pagelab_bg.wasm', import.meta.url))) });
});

test('one engine for each scenario of the catalogue, and the build-time map names them', () => {
  expect(scenarios).toEqual([...new Set(built.map((l) => l.scenario))].sort());
  expect(scenarioOf).toEqual(Object.fromEntries(built.map((l) => [l.id, l.scenario])));
  expect(stepPresetOf).toEqual(Object.fromEntries(built.map((l) => [l.id, l.step_preset])));
});

describe.each(scenarios)('the %s engine', (scenario) => {
  test('runs its lessons as the every-scenario package does, refuses the others, carries no catalogue', async () => {
    const glue = await engine(scenario);
    expect('lessons' in glue).toBe(false);
    for (const l of built) {
      if (l.scenario === scenario) {
        expect(firstSteps(glue, l.id), l.id).toEqual(firstSteps(whole, l.id));
        expect(glue.validate(l.id, { seed: 'x' }), l.id).toEqual(whole.validate(l.id, { seed: 'x' }));
      } else {
        expect(() => new glue.Scenario(l.id, {}), l.id).toThrow();
        expect(glue.validate(l.id, {})[0]?.param, l.id).toBe('lesson');
      }
    }
  });
});
