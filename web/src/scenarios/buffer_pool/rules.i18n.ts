/**
 * The engine's rules across this scenario's parameters (`engine/src/scenario/buffer_pool/params.rs`,
 * `fail_rule`) in French and Russian; English is the engine's own message.
 */
import type { Catalogue } from '../../kit/i18n/words';
import { figure, type RuleWords } from '../../shell/lesson/ruleText';

const n = figure;

/** A trace the workload does not read is still refused when bad: say so. */
const unusedFr = (v: Record<string, string>): string =>
  v.unused_by ? `\u00a0; le workload ${v.unused_by} ne lit pas la trace, mais une mauvaise est refusée quand même` : '';
const unusedRu = (v: Record<string, string>): string =>
  v.unused_by ? `; нагрузка ${v.unused_by} не читает трассу, но неверная всё равно отклоняется` : '';

export const RULES: Catalogue<RuleWords> = {
  en: {},
  fr: {
    trace_empty_entry: (v) =>
      `l’entrée ${v.entry} de la trace est vide\u00a0: séparez les numéros de page par une seule virgule${unusedFr(v)}`,
    trace_bad_entry: (v) =>
      `l’entrée ${v.entry} de la trace («\u00a0${v.text}\u00a0») n’est pas un numéro de page de 0 à ${n(v.max)} (ajoutez w pour une écriture, s pour une lecture de parcours)${unusedFr(v)}`,
    trace_no_page: (v) => `nommez au moins une page, par exemple 1,2,3,4,1,2,5${unusedFr(v)}`,
    'advice:fewer references or frames, or fewer policies side by side (lru2 and opt cost the most)': () => 'moins de références ou de cadres, ou moins de politiques côte à côte (lru2 et opt coûtent le plus)',
    'advice:fewer references, frames or pages': () => 'moins de références, de cadres ou de pages',
    'advice:rarer checkpoints (a larger checkpoint_every, or 0), fewer frames or fewer references': () => 'des points de contrôle plus rares (un checkpoint_every plus grand, ou 0), moins de cadres ou de références',
    hot_below_pages: (v) =>
      `${n(v.hot)} pages chaudes ne laissent aucune des ${n(v.pages)} pages ${v.workload === 'loop' ? 'à la table externe' : 'au parcours'}\u00a0: hot doit être inférieur à pages`,
  },
  ru: {
    trace_empty_entry: (v) =>
      `элемент ${v.entry} трассы пуст: разделяйте номера страниц одной запятой${unusedRu(v)}`,
    trace_bad_entry: (v) =>
      `элемент ${v.entry} трассы («${v.text}») — не номер страницы от 0 до ${n(v.max)} (добавьте w для записи, s для чтения последовательным сканированием)${unusedRu(v)}`,
    trace_no_page: (v) => `укажите хотя бы одну страницу, например 1,2,3,4,1,2,5${unusedRu(v)}`,
    'advice:fewer references or frames, or fewer policies side by side (lru2 and opt cost the most)': () => 'меньше обращений или фреймов, или меньше политик рядом (дороже всего lru2 и opt)',
    'advice:fewer references, frames or pages': () => 'меньше обращений, фреймов или страниц',
    'advice:rarer checkpoints (a larger checkpoint_every, or 0), fewer frames or fewer references': () => 'реже контрольные точки (больше checkpoint_every или 0), меньше фреймов или обращений',
    hot_below_pages: (v) =>
      `горячих страниц (${n(v.hot)}) не меньше, чем страниц всего (${n(v.pages)}): ни одной не остаётся ${v.workload === 'loop' ? 'для внешней таблицы' : 'для сканирования'}; hot должно быть меньше pages`,
  },
};
