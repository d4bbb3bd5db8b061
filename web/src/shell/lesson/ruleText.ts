/**
 * An engine's refusal in the page's language. The engine says each rule
 * across parameters in English (`message`) and, beside it, as a rule id
 * and the figures it names (`rule`); a scenario's `rules.i18n.ts` says
 * those rules in French and Russian. A refusal without words yet (a
 * budget, a trace's own error) stays English.
 */
import type { ParamError } from '../engine/types';
import { currentLang } from '../../kit/i18n/lang';
import type { Catalogue } from '../../kit/i18n/words';

/** A rule's sentence from its figures (numbers as plain digits, to format). */
export type RuleWords = Record<string, (v: Record<string, string>) => string>;

export function refusalText(e: ParamError, rules: Catalogue<RuleWords> | undefined): string {
  const lang = currentLang();
  const say = e.rule && lang !== 'en' ? rules?.[lang]?.[e.rule.id] : undefined;
  return say && e.rule ? say(e.rule.values) : e.message;
}
