/**
 * The engine's rules across this scenario's parameters (`engine/src/scenario/buffer_pool/params.rs`,
 * `fail_rule`) in French and Russian; English is the engine's own message.
 */
import type { Catalogue } from '../../kit/i18n/words';
import { fmtInt } from '../../kit/text/format';
import type { RuleWords } from '../../shell/lesson/ruleText';

const n = (v: string | undefined): string => fmtInt(Number(v ?? 0));

export const RULES: Catalogue<RuleWords> = {
  en: {},
  fr: {
    hot_below_pages: (v) =>
      `${n(v.hot)} pages chaudes ne laissent aucune des ${n(v.pages)} pages ${v.workload === 'loop' ? 'à la table externe' : 'au parcours'}\u00a0: hot doit être inférieur à pages`,
  },
  ru: {
    hot_below_pages: (v) =>
      `${n(v.hot)} горячих страниц не оставляют из ${n(v.pages)} ни одной ${v.workload === 'loop' ? 'внешней таблице' : 'для просмотра'}: hot должно быть меньше pages`,
  },
};
