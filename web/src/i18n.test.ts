/**
 * Every message has its three versions: each `*.i18n.ts` catalogue holds
 * English, French and Russian with the same keys, each message of the same
 * kind (a string, a function of as many figures, a table of the same
 * names), none empty, and French and Russian not English left untranslated
 * (a word the three share, "Pause", "moment", is allowed where it is short).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createElement, Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { LANGS } from './kit/i18n/names';
import { loadWords } from './kit/i18n/words';
import { figuresIn, givesFigures } from './kit/i18n/figures';
import type { LessonProse } from './shell/lesson/module';

const modules = import.meta.glob(['./**/*.i18n.ts', './**/*.i18n.tsx'], { eager: true }) as Record<string, Record<string, unknown>>;

type Tree = Record<string, unknown>;

function isCatalogue(v: unknown): v is Record<(typeof LANGS)[number], Tree> {
  return typeof v === 'object' && v !== null && LANGS.every((l) => l in v);
}

/** A sample figure for a message's arguments: a number reads as one, a string as a word. */
const SAMPLE = [3, 7, 11, 2, 5];

function call(f: (...a: unknown[]) => unknown): string {
  for (const args of [SAMPLE.slice(0, f.length), SAMPLE.slice(0, f.length).map(String), ['previous', 'x', '4']]) {
    try {
      const r = f(...args);
      if (typeof r === 'string') return r;
    } catch {
      // Try the next kind of argument.
    }
  }
  return '';
}

/** Where `other` differs in shape from `en`, and its empty or untranslated messages. */
function compare(en: unknown, other: unknown, path: string, lang: string, out: string[]): void {
  if (typeof en === 'function') {
    if (typeof other !== 'function') return void out.push(`${path}: ${lang} is not a function`);
    if (other.length !== en.length) out.push(`${path}: ${lang} takes ${other.length} figures, English ${en.length}`);
    const [e, o] = [call(en as never), call(other as never)];
    if (o.trim() === '') out.push(`${path}: ${lang} says nothing`);
    else if (o === e && e.length > 12) out.push(`${path}: ${lang} is the English “${e.slice(0, 40)}”`);
    return;
  }
  if (typeof en === 'string') {
    if (typeof other !== 'string') return void out.push(`${path}: ${lang} is not a string`);
    if (other.trim() === '' && en.trim() !== '') out.push(`${path}: ${lang} is empty`);
    else if (other === en && en.length > 12) out.push(`${path}: ${lang} is the English “${en.slice(0, 40)}”`);
    return;
  }
  if (typeof en === 'object' && en !== null) {
    if (typeof other !== 'object' || other === null) return void out.push(`${path}: ${lang} is not a table`);
    const [a, b] = [Object.keys(en), Object.keys(other)];
    // An empty English table stands for "the engine's words" (lesson titles, labels): the others fill it.
    if (a.length === 0) return;
    for (const k of a) if (!(k in other)) out.push(`${path}.${k}: missing in ${lang}`);
    for (const k of b) if (!(k in en)) out.push(`${path}.${k}: in ${lang} only`);
    for (const k of a) if (k in other) compare((en as Tree)[k], (other as Tree)[k], `${path}.${k}`, lang, out);
  }
}

const catalogues = Object.entries(modules).flatMap(([file, m]) =>
  Object.entries(m)
    .filter(([, v]) => isCatalogue(v))
    .map(([name, v]) => ({ where: `${file} ${name}`, c: v as Record<(typeof LANGS)[number], Tree> })),
);

describe('message catalogues', () => {
  // Lazy catalogues (kit/i18n/words.ts) give their English until a language loads.
  beforeAll(async () => {
    await loadWords('fr');
    await loadWords('ru');
  });
  it('the check catches a missing, an empty, an untranslated message and a function of other figures', () => {
    const out: string[] = [];
    const en = { a: 'Reset to the first step', b: 'x', c: (n: number) => `${n} rows`, d: { e: 'Start' } };
    compare(en, { a: 'Reset to the first step', b: '', c: () => 'lignes', d: {} }, 'cat', 'fr', out);
    expect(out).toEqual([
      'cat.a: fr is the English “Reset to the first step”',
      'cat.b: fr is empty',
      'cat.c: fr takes 0 figures, English 1',
      'cat.d.e: missing in fr',
    ]);
  });
  it('are found (each *.i18n.ts exports at least one)', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(3);
    for (const [file, m] of Object.entries(modules)) {
      expect(Object.values(m).some(isCatalogue), `${file} exports no catalogue`).toBe(true);
    }
  });
  for (const { where, c } of catalogues) {
    it(`${where}: French and Russian say every English message`, () => {
      const out: string[] = [];
      if (Object.keys(c.en).length === 0) {
        // English empty: the engine's own texts (a lesson's `texts`). French and Russian say the same ones.
        compare(c.fr, c.ru, where, 'ru', out);
        compare(c.ru, c.fr, where, 'fr', out);
      } else {
        for (const lang of LANGS.filter((l) => l !== 'en')) compare(c.en, c[lang], where, lang, out);
      }
      expect(out).toEqual([]);
    });
  }
});

/**
 * A lesson's story is JSX, a table by language (`lessons/<id>/story.tsx`,
 * `story.fr.tsx`, `story.ru.tsx`), out of the catalogues' reach above:
 * each paragraph in French and Russian gives every figure its English
 * gives (the article's and ours; a translation quoting the article where
 * the English paraphrases may give more), so a figure changed in English
 * and left behind in a translation shows here.
 */
const stories = {
  en: import.meta.glob<Record<string, unknown>>('./scenarios/*/lessons/*/story.tsx', { eager: true }),
  fr: import.meta.glob<Record<string, unknown>>('./scenarios/*/lessons/*/story.fr.tsx', { eager: true }),
  ru: import.meta.glob<Record<string, unknown>>('./scenarios/*/lessons/*/story.ru.tsx', { eager: true }),
};

/** The English story a story.tsx gives (the page's language is English here). */
function englishStory(m: Record<string, unknown>): LessonProse {
  return (m.story as () => LessonProse)();
}

/** A story's parts as plain text, by where they are shown. */
function storyTexts(p: LessonProse): Record<string, string> {
  const text = (n: ReactNode) =>
    renderToStaticMarkup(createElement(Fragment, null, n))
      .replace(/<[^>]+>/g, ' ')
      .replace(/&[a-z]+;|&#\d+;/g, ' ');
  const out: Record<string, string> = { watch: text(p.watch), 'in other engines': text(p.otherEngines) };
  p.intro.forEach((paragraph, i) => (out[`paragraph ${i + 1}`] = text(paragraph)));
  return out;
}

/**
 * "10 000" with a plain space: a French or Russian line may end after
 * "10" ("её 10" / "000 строк" on a phone until 2026-12-07). Those languages
 * group thousands with a no-break space (a narrow one in French, as Intl).
 */
function breakableThousands(text: string): string[] {
  return text.match(/\d+(?: \d{3})+(?!\d)/g) ?? [];
}

/** Every string a catalogue's tree gives (a function called with sample figures). */
function textsOf(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  if (typeof tree === 'function') return [call(tree as (...a: unknown[]) => unknown)];
  if (typeof tree === 'object' && tree !== null) return Object.values(tree).flatMap(textsOf);
  return [];
}

describe('numbers in French and Russian', () => {
  beforeAll(async () => {
    await loadWords('fr');
    await loadWords('ru');
  });
  it('the check finds a plain space between thousands, and only there', () => {
    expect(breakableThousands('une table de 1 000 000 lignes, 2 064 coupures, page 3 et 40')).toEqual(['1 000 000', '2 064']);
    expect(breakableThousands('10\u00a0000 строк, 11\u202f213 lignes')).toEqual([]);
  });
  it('every catalogue keeps a number’s digits together', () => {
    const out: string[] = [];
    for (const { where, c } of catalogues) {
      for (const lang of ['fr', 'ru'] as const) {
        for (const t of textsOf(c[lang])) for (const n of breakableThousands(t)) out.push(`${where} ${lang}: “${n}”`);
      }
    }
    expect(out).toEqual([]);
  });
});

describe('the lessons’ stories', () => {
  it('are found, in the three languages', () => {
    expect(Object.keys(stories.en).length).toBeGreaterThanOrEqual(8);
    expect(Object.keys(stories.fr).length).toBe(Object.keys(stories.en).length);
    expect(Object.keys(stories.ru).length).toBe(Object.keys(stories.en).length);
  });
  for (const [file, m] of Object.entries(stories.en)) {
    it(`${file}: French and Russian give the English figures`, () => {
      const en = storyTexts(englishStory(m));
      const out: string[] = [];
      for (const lang of ['fr', 'ru'] as const) {
        const other = stories[lang][file.replace('story.tsx', `story.${lang}.tsx`)]?.[lang] as LessonProse | undefined;
        if (!other) {
          out.push(`${lang}: no story`);
          continue;
        }
        const theirs = storyTexts(other);
        for (const [where, t] of Object.entries(theirs)) {
          for (const n of breakableThousands(t)) out.push(`${lang} ${where}: “${n}” breaks across lines (a no-break space between its digits)`);
        }
        for (const [where, english] of Object.entries(en)) {
          if (!givesFigures(english, theirs[where] ?? '', lang)) {
            out.push(`${lang} ${where}: English gives ${figuresIn(english, 'en').join(' ')}, ${lang} ${figuresIn(theirs[where] ?? '', lang).join(' ')}`);
          }
        }
      }
      expect(out).toEqual([]);
    });
  }
});
