import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ParamError } from '../../shell/engine/types';
import { setLang } from '../../kit/i18n/lang';
import { loadWords } from '../../kit/i18n/words';
import { RULES } from './rules.i18n';
import { failureText, refusalText } from '../../shell/lesson/ruleText';
import { CancelledError, EngineError } from '../../shell/worker/engineClient';

const refusal = {
  param: 'text_min',
  message: 'text_min (120) must not exceed text_max (100)',
  related: ['text_max'],
  rule: { id: 'text_range', values: { text_min: '120', text_max: '100' } },
} as unknown as ParamError;

// The page's words in French and Russian load with the language (kit/i18n/words.ts).
beforeAll(() => Promise.all([loadWords('fr'), loadWords('ru')]));
afterEach(() => setLang('en'));

describe('refusalText', () => {
  it('is the engine’s English in English', () => {
    expect(refusalText(refusal, RULES)).toBe('text_min (120) must not exceed text_max (100)');
  });
  it('says the rule in the page’s language from its figures', () => {
    setLang('fr');
    expect(refusalText(refusal, RULES)).toBe('text_min (120) ne doit pas dépasser text_max (100)');
    setLang('ru');
    expect(refusalText(refusal, RULES)).toBe('text_min (120) не должно быть больше text_max (100)');
  });
  it('says a run past pagelab’s limits: the limit in the page’s words, the advice in the scenario’s', () => {
    const budget = {
      param: 'rows',
      message: '2,000,000 rows by 128 sessions would take about 31 s; at most 12 s in pagelab: fewer rows or shorter texts',
      related: [],
      rule: { id: 'budget_time', values: { needs: '31', limit: '12', advice: 'fewer rows or shorter texts' } },
    } as unknown as ParamError;
    setLang('fr');
    expect(refusalText(budget, RULES)).toBe(
      'Ce déroulement prendrait environ 31\u00a0s\u00a0; au plus 12\u00a0s dans pagelab\u00a0: moins de lignes ou des textes plus courts',
    );
    setLang('ru');
    expect(refusalText(budget, RULES)).toBe(
      'Этот прогон займёт около 31 с; в pagelab не больше 12 с: меньше строк или короче тексты',
    );
  });
  it('keeps the English where the rule has no words (a budget, a trace)', () => {
    setLang('fr');
    expect(refusalText({ ...refusal, rule: undefined } as ParamError, RULES)).toBe(refusal.message);
    expect(refusalText({ ...refusal, rule: { id: 'unknown_rule', values: {} } } as unknown as ParamError, RULES)).toBe(
      refusal.message,
    );
  });
});

describe('failureText', () => {
  // A chart's point or the full run refused by the engine (a point past a
  // budget): the run's status line says it in the page's language, as the
  // controls do, not in the engine's English.
  it('says an engine refusal with the lesson’s words, and a cancel in the page’s', () => {
    const e = new EngineError('refused', [refusal]);
    expect(failureText(e, RULES)).toBe('text_min: text_min (120) must not exceed text_max (100)');
    setLang('fr');
    expect(failureText(e, RULES)).toBe('text_min: text_min (120) ne doit pas dépasser text_max (100)');
    expect(failureText(new CancelledError(), RULES)).toBe('Annulé.');
    setLang('ru');
    expect(failureText(e, RULES)).toBe('text_min: text_min (120) не должно быть больше text_max (100)');
  });
});
