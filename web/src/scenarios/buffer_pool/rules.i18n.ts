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
    'advice:fewer references or frames, or fewer policies side by side (lru2 and opt cost the most)': () => 'moins de références ou de cadres, ou moins de politiques côte à côte (lru2 et opt coûtent le plus)',
    'advice:fewer references, frames or pages': () => 'moins de références, de cadres ou de pages',
    'advice:rarer checkpoints (a larger checkpoint_every, or 0), fewer frames or fewer references': () => 'des points de contrôle plus rares (un checkpoint_every plus grand, ou 0), moins de cadres ou de références',
    hot_below_pages: (v) =>
      `${n(v.hot)} pages chaudes ne laissent aucune des ${n(v.pages)} pages ${v.workload === 'loop' ? 'à la table externe' : 'au parcours'}\u00a0: hot doit être inférieur à pages`,
  },
  ru: {
    'advice:fewer references or frames, or fewer policies side by side (lru2 and opt cost the most)': () => 'меньше обращений или фреймов, или меньше политик рядом (дороже всего lru2 и opt)',
    'advice:fewer references, frames or pages': () => 'меньше обращений, фреймов или страниц',
    'advice:rarer checkpoints (a larger checkpoint_every, or 0), fewer frames or fewer references': () => 'реже контрольные точки (больше checkpoint_every или 0), меньше фреймов или обращений',
    hot_below_pages: (v) =>
      `${n(v.hot)} горячих страниц не оставляют из ${n(v.pages)} ни одной ${v.workload === 'loop' ? 'внешней таблице' : 'для просмотра'}: hot должно быть меньше pages`,
  },
};
