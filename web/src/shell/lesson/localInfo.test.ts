import { describe, expect, it } from 'vitest';
import type { LessonInfo } from '../engine/types';
import { localInfo } from './localInfo';

const info = {
  id: 'x',
  title: 'X',
  summary: 'A summary.',
  question: 'Why?',
  part: 'pages',
  params: [{ name: 'rows', description: 'Rows to insert.' }, { name: 'seed', description: 'The seed.' }],
  presets: [{ id: 'p', label: 'A preset', description: 'It does this.', params: [] }],
  sweeps: [{ id: 's', claim: 'It rises.' }, { id: 'q', claim: null }],
  article: {
    setup: 'A laptop.',
    note: 'A note.',
    columns: [{ figure: 'rows', label: 'Rows', relative_to_first: false, percent: false }],
    cases: [{ id: 'c', label: 'Case', group: 'G', figures: [{ figure: 'rows', value: 1, tolerance: 0.1, note: 'Why ours differs.' }] }],
  },
} as unknown as LessonInfo;

describe('localInfo', () => {
  it('lays the translated texts over the engine’s, keeping what has none', () => {
    const out = localInfo(info, {
      summary: 'Un résumé.',
      params: { rows: 'Lignes à insérer.' },
      presets: { p: { label: 'Un préréglage', description: 'Il fait ceci.' } },
      claims: { s: 'Elle monte.', q: 'Rien.' },
      article: {
        columns: { rows: 'Lignes' },
        cases: { c: 'Cas' },
        groups: { G: 'Groupe' },
        notes: { 'c/rows': 'Pourquoi le nôtre diffère.' },
      },
    });
    expect(out.sweeps.map((w) => w.claim)).toEqual(['Elle monte.', null]);
    expect(out.article.cases[0].group).toBe('Groupe');
    expect(out.summary).toBe('Un résumé.');
    expect(out.question).toBe('Why?');
    expect(out.params.map((p) => p.description)).toEqual(['Lignes à insérer.', 'The seed.']);
    expect(out.presets[0]).toMatchObject({ id: 'p', label: 'Un préréglage', description: 'Il fait ceci.' });
    expect(out.article.setup).toBe('A laptop.');
    expect(out.article.columns[0].label).toBe('Lignes');
    expect(out.article.cases[0].label).toBe('Cas');
    expect(out.article.cases[0].figures[0].note).toBe('Pourquoi le nôtre diffère.');
  });
  it('is the engine’s info when there are no texts (English)', () => {
    expect(localInfo(info, undefined)).toBe(info);
  });
});
