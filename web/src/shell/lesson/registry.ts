/**
 * Where the shell finds a lesson's code: the folder
 * `scenarios/<scenario>/lessons/<id>/`, whose `index.tsx` exports
 * `lesson: LessonModule`. The shell names no scenario and no lesson: the
 * pattern below finds every scenario's folder and every lesson in it.
 * Vite turns each lesson into its own chunk (with its scenario's kit,
 * views and styles), loaded when the lesson is opened, so the first load
 * does not grow with the number of lessons or scenarios. Adding a lesson's
 * folder is all it takes; the id is the engine's lesson id and the folder
 * it sits in the engine's scenario (`engine/src/scenario/<name>/entry.rs`).
 */
import type { LessonModule } from './module';
import type { EngineTexts } from './localInfo';
import { loadWords, type Catalogue } from '../../kit/i18n/words';
import { currentLang } from '../../kit/i18n/lang';
import type { PlaygroundTool } from '../playground/tool';
import type { RuleWords } from './ruleText';

const folders = import.meta.glob<{ lesson: LessonModule }>('../../scenarios/*/lessons/*/index.tsx');

/** The loader of each lesson, by id (its folder's name). */
const byId = new Map(Object.entries(folders).map(([path, load]) => [path.split('/').at(-2) ?? path, load]));

/** Whether this build has a folder for lesson `id`. */
export function hasLesson(id: string): boolean {
  return byId.has(id);
}

const loaded = new Map<string, LessonModule>();

/** The lesson's module if it has already loaded (boot starts the link's). */
export function loadedLesson(id: string): LessonModule | undefined {
  return loaded.get(id);
}

/** The lesson's module, or null if this build has no folder for it. */
export function loadLesson(id: string): Promise<LessonModule> | null {
  const load = byId.get(id);
  // Its words in the page's language (its lazy catalogues) before it shows.
  return load
    ? load().then((m) =>
        loadWords(currentLang()).then(() => {
          loaded.set(id, m.lesson);
          return m.lesson;
        }),
      )
    : null;
}

/**
 * The engine's texts in French and Russian of each lesson that has them
 * (`lessons/<id>/texts.i18n.ts`): a lesson page in French or Russian
 * waits for its lesson's, an English one loads them after its first
 * picture (for a switch of language), the overview reads them without
 * loading every lesson. Each is its own small chunk, loaded once.
 */
const textFiles = import.meta.glob<{ TEXTS: Catalogue<EngineTexts> }>('../../scenarios/*/lessons/*/texts.i18n.ts');
const textsById = new Map(Object.entries(textFiles).map(([path, load]) => [path.split('/').at(-2) ?? path, load]));
const texts = new Map<string, Promise<Catalogue<EngineTexts> | undefined>>();
const textsLoaded = new Map<string, Catalogue<EngineTexts> | undefined>();

export function loadLessonTexts(id: string): Promise<Catalogue<EngineTexts> | undefined> {
  let p = texts.get(id);
  if (!p) {
    const load = textsById.get(id);
    p = (load ? load().then((m) => m.TEXTS) : Promise.resolve(undefined)).then(
      (t) => {
        textsLoaded.set(id, t);
        return t;
      },
      (e: unknown) => {
        texts.delete(id); // tried again next time
        throw e;
      },
    );
    texts.set(id, p);
  }
  return p;
}

/** The lesson's texts if loaded (`undefined` inside: it has none), else null. */
export function loadedLessonTexts(id: string): { texts: Catalogue<EngineTexts> | undefined } | null {
  return textsLoaded.has(id) ? { texts: textsLoaded.get(id) } : null;
}

/**
 * The playground's tools: each scenario may offer some in
 * `scenarios/<scenario>/playground/<id>/index.tsx` (exporting `tool`),
 * each its own chunk, loaded when the playground shows it.
 */
const toolFolders = import.meta.glob<{ tool: PlaygroundTool }>('../../scenarios/*/playground/*/index.tsx');
const toolsById = new Map(Object.entries(toolFolders).map(([path, load]) => [path.split('/').at(-2) ?? path, load]));

/** The ids of the playground's tools, sorted. */
export function toolIds(): string[] {
  return [...toolsById.keys()].sort();
}

/** A tool's module, or null if this build has none by that id. */
export function loadTool(id: string): Promise<PlaygroundTool> | null {
  const load = toolsById.get(id);
  return load ? load().then((m) => loadWords(currentLang()).then(() => m.tool)) : null;
}

/**
 * The example scripts (`examples/<lesson>.txt` at the project's root: one
 * a lesson, reproducing its full-scale run; and a few of no lesson's, such
 * as `workload.txt`), as text, by file name; each
 * its own small chunk, loaded when the script tool offers it.
 */
const exampleFiles = import.meta.glob<string>('../../../../examples/*.txt', { query: '?raw', import: 'default' });
const examplesById = new Map(
  Object.entries(exampleFiles).map(([path, load]) => [path.split('/').at(-1)?.replace(/\.txt$/, '') ?? path, load]),
);

/** The lessons that have an example script, in the catalogue's order of `ids`. */
export function exampleIds(ids: readonly string[]): string[] {
  return ids.filter((id) => examplesById.has(id));
}

/** The example scripts that are no lesson's (`examples/workload.txt`: a workload of one's own), by name. */
export function ownExampleIds(ids: readonly string[]): string[] {
  return [...examplesById.keys()].filter((id) => !ids.includes(id)).sort();
}

/** An example script's text, or null if there is none for `id`. */
export function loadExample(id: string): Promise<string> | null {
  return examplesById.get(id)?.() ?? null;
}

/**
 * Each scenario's words for its rules across parameters
 * (`scenarios/<scenario>/rules.i18n.ts`), by scenario name: the script
 * tool says a rule a script breaks as the lesson page would.
 */
const ruleFiles = import.meta.glob<{ RULES: Catalogue<RuleWords> }>('../../scenarios/*/rules.i18n.ts');
const rulesByScenario = new Map(Object.entries(ruleFiles).map(([path, load]) => [path.split('/').at(-2) ?? path, load]));

export function loadRules(scenario: string): Promise<Catalogue<RuleWords> | undefined> {
  const load = rulesByScenario.get(scenario);
  return load ? load().then((m) => m.RULES) : Promise.resolve(undefined);
}
