/**
 * The engine's texts in French and Russian (each lesson's texts.i18n.ts)
 * against the engine's English as the catalogue holds it: every text a
 * page shows in English has its translation, and each translation carries
 * the same figures. The English moves with the engine (a case's rows, a
 * figure recalibrated); a translation left behind keeps the old figure,
 * which no other test sees (the French and Russian article notes said
 * 500,000 rows a case for ten days after the cases went to 200,000).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { lessons } from 'virtual:pagelab/catalog';
import { details } from 'virtual:pagelab/catalog-details';
import type { LessonInfo } from '../engine/types';
import type { Catalogue } from '../../kit/i18n/words';
import { localInfo, type EngineTexts } from './localInfo';
import { withDetails } from './details';
import { loadLessonTexts } from './registry';
import { figuresIn, sameFigures } from '../../kit/i18n/figures';

/** Every engine text a lesson's page shows, by where it is shown. */
function textsOf(info: LessonInfo): Record<string, string> {
  const out: Record<string, string> = { summary: info.summary, question: info.question };
  for (const p of info.params) out[`parameter ${p.name}`] = p.description;
  for (const p of info.presets) out[`preset ${p.id}`] = `${p.label}. ${p.description}`;
  // (A sweep's claim is the engine's and the CLI's; the charts say their own words.)
  if (info.article.cases.length > 0) {
    out['article setup'] = info.article.setup;
    out['article note'] = info.article.note;
  }
  for (const c of info.article.cases) for (const f of c.figures) if (f.note) out[`note ${c.id}/${f.figure}`] = f.note;
  return out;
}

const infos = lessons.map((l) => withDetails(l, details[l.id]));
/** Each lesson's texts, as the page loads them (the registry finds them). */
const loaded = new Map<string, Catalogue<EngineTexts> | undefined>();

describe('the engine’s texts in French and Russian', () => {
  beforeAll(async () => {
    for (const info of infos) loaded.set(info.id, await loadLessonTexts(info.id));
  });
  it('covers every lesson', () => {
    expect(infos.length).toBeGreaterThanOrEqual(8);
    expect(infos.filter((i) => loaded.get(i.id) === undefined).map((i) => i.id)).toEqual([]);
  });
  for (const info of infos) {
    for (const lang of ['fr', 'ru'] as const) {
      it(`${info.id}, ${lang}: every text translated, with the English figures`, () => {
        const texts = loaded.get(info.id);
        const en = textsOf(info);
        const tr = textsOf(localInfo(info, texts?.[lang]));
        const problems: string[] = [];
        for (const [where, english] of Object.entries(en)) {
          const theirs = tr[where];
          if (theirs === english && english.length > 12) problems.push(`${where}: not translated`);
          if (!sameFigures(english, theirs, lang)) {
            problems.push(`${where}: English gives ${figuresIn(english, 'en').join(' ') || 'no figure'}, ${lang} ${figuresIn(theirs, lang).join(' ') || 'none'}`);
          }
        }
        expect(problems).toEqual([]);
      });
    }
  }
});
