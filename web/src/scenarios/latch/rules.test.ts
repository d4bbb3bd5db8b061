import { afterEach, describe, expect, it } from 'vitest';
import type { ParamError } from '../../shell/engine/types';
import { setLang } from '../../kit/i18n/lang';
import { RULES } from './rules.i18n';
import { refusalText } from '../../shell/lesson/ruleText';

const refusal = {
  param: 'text_min',
  message: 'text_min (120) must not exceed text_max (100)',
  related: ['text_max'],
  rule: { id: 'text_range', values: { text_min: '120', text_max: '100' } },
} as unknown as ParamError;

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
  it('keeps the English where the rule has no words (a budget, a trace)', () => {
    setLang('fr');
    expect(refusalText({ ...refusal, rule: undefined } as ParamError, RULES)).toBe(refusal.message);
    expect(refusalText({ ...refusal, rule: { id: 'unknown_rule', values: {} } } as unknown as ParamError, RULES)).toBe(
      refusal.message,
    );
  });
});
