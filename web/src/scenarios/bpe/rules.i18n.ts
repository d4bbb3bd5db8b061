/**
 * The engine's rules across this scenario's parameters (`engine/src/scenario/bpe/params.rs`,
 * `fail_rule`) in French and Russian; English is the engine's own message.
 */
import type { Catalogue } from '../../kit/i18n/words';
import { figure, type RuleWords } from '../../shell/lesson/ruleText';

const n = figure;

export const RULES: Catalogue<RuleWords> = {
  en: {},
  fr: {
    'advice:fewer rows or longer ones (fewer pages), or a smaller cache or extension': () => 'moins de lignes ou des lignes plus longues (moins de pages), ou un cache ou une extension plus petits',
    'advice:fewer updates a run or fewer runs, or a smaller table or cache': () => 'moins de mises à jour par série ou moins de séries, ou une table ou un cache plus petits',
    data_pages: (v) =>
      `${n(v.rows)} lignes de ${n(v.row_bytes)} octets remplissent ${n(v.pages)} pages\u00a0; au plus ${n(v.max)} pages\u00a0: moins de lignes, ou plus courtes`,
  },
  ru: {
    'advice:fewer rows or longer ones (fewer pages), or a smaller cache or extension': () => 'меньше строк или строки длиннее (меньше страниц), или меньше кэш или расширение',
    'advice:fewer updates a run or fewer runs, or a smaller table or cache': () => 'меньше обновлений за запуск или меньше запусков, или таблица или кэш поменьше',
    data_pages: (v) =>
      `${n(v.rows)} строк по ${n(v.row_bytes)} байт занимают ${n(v.pages)} страниц; не больше ${n(v.max)} страниц: меньше строк или короче`,
  },
};
