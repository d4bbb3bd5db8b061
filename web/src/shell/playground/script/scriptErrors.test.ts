import { afterEach, describe, expect, test } from 'vitest';
import { scriptErrorText } from './scriptErrors';
import { setLang } from '../../../kit/i18n/lang';

const err = (kind: string, values: string[], message = 'the engine’s English') => ({
  line: 2,
  column: 1,
  kind,
  values,
  message,
});

afterEach(() => setLang('en'));

describe('a script’s errors in the page’s language', () => {
  test('each kind the engine gives is said, with its suggestion', () => {
    expect(scriptErrorText(err('unknown_word', ['sett', 'set']), '')).toBe('sett is not a statement; did you mean set?');
    expect(scriptErrorText(err('unknown_param', ['thread', 'latch', 'threads']), '')).toBe(
      'lesson latch has no parameter thread; did you mean threads?',
    );
    expect(scriptErrorText(err('unknown_lesson', ['nope', '']), '')).toMatch(/^no lesson nope; known: .*latch/);
    expect(scriptErrorText(err('budget_time', ['75', '60']), '')).toMatch(/about 75 s together; at most 60 s/);
    setLang('fr');
    expect(scriptErrorText(err('unknown_word', ['sett', 'set']), '')).toBe(
      'sett n’est pas une instruction\u00a0; vouliez-vous dire set\u00a0?',
    );
    setLang('ru');
    expect(scriptErrorText(err('missing', ['values', 'compare <name> <value> …']), '')).toMatch(/^не хватает: значений/);
  });

  test('a parameter’s value is checked again by the page’s own check; a rule keeps the engine’s words', () => {
    setLang('fr');
    const text = 'lesson latch\nthreads = 0\n';
    const said = scriptErrorText(err('param', ['threads', '0']), text);
    expect(said.startsWith('threads: ')).toBe(true);
    expect(said).not.toBe('threads: the engine’s English');
    // A value the page finds good on its own: the rule across parameters is the engine's.
    expect(scriptErrorText(err('param', ['threads', '64'], 'a rule'), text)).toBe('a rule');
    expect(scriptErrorText(err('something_new', []), text)).toBe('the engine’s English');
  });

  test('a rule across parameters in the scenario’s own words, when it has them', () => {
    const rule = { id: 'text_range', values: { text_min: '90', text_max: '30' } };
    const e = { ...err('param', ['text_min', '90'], 'text_min (90) must not exceed text_max (30)'), rule };
    const rules = { en: {}, fr: { text_range: (v: Record<string, string>) => `text_min (${v.text_min}) > text_max (${v.text_max})` }, ru: {} };
    expect(scriptErrorText(e, 'lesson latch\n', rules)).toBe('text_min (90) must not exceed text_max (30)');
    setLang('fr');
    expect(scriptErrorText(e, 'lesson latch\n', rules)).toBe('text_min (90) > text_max (30)');
    // No words for it yet: the engine's.
    setLang('ru');
    expect(scriptErrorText(e, 'lesson latch\n', rules)).toBe('text_min (90) must not exceed text_max (30)');
  });
});
