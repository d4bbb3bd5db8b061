/**
 * The engine's rules across this scenario's parameters (`engine/src/scenario/latch/params.rs`,
 * `fail_rule`) in French and Russian; English is the engine's own message.
 */
import type { Catalogue } from '../../kit/i18n/words';
import { fmtInt } from '../../kit/text/format';
import type { RuleWords } from '../../shell/lesson/ruleText';

const n = (v: string | undefined): string => fmtInt(Number(v ?? 0));

export const RULES: Catalogue<RuleWords> = {
  en: {},
  fr: {
    text_range: (v) => `text_min (${n(v.text_min)}) ne doit pas dépasser text_max (${n(v.text_max)})`,
  },
  ru: {
    text_range: (v) => `text_min (${n(v.text_min)}) не должно быть больше text_max (${n(v.text_max)})`,
  },
};
