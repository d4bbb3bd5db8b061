/**
 * An engine's refusal in the page's language. The engine says each rule
 * across parameters in English (`message`) and, beside it, as a rule id
 * and the figures it names (`rule`); a scenario's `rules.i18n.ts` says
 * those rules in French and Russian. A refusal without words yet (a
 * budget, a trace's own error) stays English.
 */
import type { ParamError } from '../engine/types';
import { currentLang } from '../../kit/i18n/lang';
import { words, type Catalogue } from '../../kit/i18n/words';
import { fmtInt } from '../../kit/text/format';
import { LESSON_WORDS } from './lesson.i18n';
import { RUN_WORDS } from '../../kit/components/run.i18n';
import { CancelledError, EngineError } from '../worker/engineClient';
import { errorText } from '../worker/stepEngine';

/** A rule's figure (plain digits from the engine) as the page's language writes it. */
export const figure = (v: string | undefined): string => fmtInt(Number(v ?? 0));

/** A rule's sentence from its figures (numbers as plain digits, to format). */
export type RuleWords = Record<string, (v: Record<string, string>) => string>;

export function refusalText(e: ParamError, rules: Catalogue<RuleWords> | undefined): string {
  const lang = currentLang();
  if (!e.rule || lang === 'en') return e.message;
  const v = e.rule.values;
  const mine = rules?.[lang];
  if (e.rule.id === 'budget_memory' || e.rule.id === 'budget_time') {
    // Past pagelab's limits: the limit in the page's words, the advice in the
    // scenario's (keyed by the engine's English advice), else as the engine says it.
    const w = words(LESSON_WORDS);
    const advice = mine?.[`advice:${v.advice}`]?.(v) ?? v.advice ?? '';
    const say = e.rule.id === 'budget_memory' ? w.budgetMemory : w.budgetTime;
    return say(figure(v.needs), figure(v.limit), advice);
  }
  const say = mine?.[e.rule.id];
  return say ? say(v) : e.message;
}

/**
 * Why a lesson's engine call failed, in the page's language where it has
 * the words: each refusal by the lesson's `rules` (a chart's point past a
 * budget, say), anything else as the engine says it. (A cancel too, in the
 * page's words, though today's callers drop it first: a cancelled run says
 * so by its status.) Not in `errorText`: the entry would carry the lessons'
 * words.
 */
export function failureText(e: unknown, rules: Catalogue<RuleWords> | undefined): string {
  if (e instanceof CancelledError) return words(RUN_WORDS).cancelled;
  if (e instanceof EngineError && e.errors.length) return e.errors.map((x) => `${x.param}: ${refusalText(x, rules)}`).join('; ');
  return errorText(e);
}
