/**
 * The engine's rules across this scenario's parameters (`engine/src/scenario/insert_load/params.rs`,
 * `fail_rule`) in French and Russian; English is the engine's own message.
 */
import type { Catalogue } from '../../kit/i18n/words';
import { figure, type RuleWords } from '../../shell/lesson/ruleText';

const n = figure;

export const RULES: Catalogue<RuleWords> = {
  en: {},
  fr: {
    too_many_pages: (v) =>
      `${n(v.rows)} lignes de ${n(v.row_bytes)} octets à fillfactor ${v.fillfactor} sur des pages de ${n(v.page_size)} octets font ${n(v.data_pages)} pages de données et ${n(v.index_pages)} pages d’index, plus que les ${n(v.max)} pages que pagelab construit\u00a0: moins de lignes, un fillfactor plus élevé ou de plus grandes pages`,
    'advice:fewer rows, a higher fillfactor, smaller pages for small rows, or fewer rows inserted': () => 'moins de lignes, un fillfactor plus élevé, des pages plus petites pour de petites lignes, ou moins de lignes insérées',
    'advice:fewer rows inserted, or a smaller table': () => 'moins de lignes insérées, ou une table plus petite',
    row_fits_page: (v) =>
      `une ligne de ${n(v.row_bytes)} octets ne tient pas dans une page de ${n(v.page_size)} octets (au plus ${n(v.room)} octets)`,
    whole_days: (v) =>
      `une table de ${n(v.rows)} lignes tient moins d’un jour de ${n(v.inserted_rows)} lignes\u00a0: mettez 0 (une table vide) ou au moins ${n(v.inserted_rows)} lignes`,
    days_of_history: (v) =>
      `une table de ${n(v.rows)} lignes demande au moins ${n(v.per_day)} lignes par jour (au plus 1\u202f000\u202f000 jours d’historique)`,
    inserts: (v) =>
      `${n(v.days)} jours de ${n(v.inserted_rows)} lignes insèrent ${n(v.inserts)} lignes\u00a0; au plus ${n(v.max)} (moins de jours ou de lignes par jour)`,
  },
  ru: {
    too_many_pages: (v) =>
      `${n(v.rows)} строк по ${n(v.row_bytes)} байт при fillfactor ${v.fillfactor} на страницах по ${n(v.page_size)} байт дают ${n(v.data_pages)} страниц данных и ${n(v.index_pages)} страниц индекса — больше, чем ${n(v.max)} страниц, которые строит pagelab: меньше строк, больший fillfactor или страницы крупнее`,
    'advice:fewer rows, a higher fillfactor, smaller pages for small rows, or fewer rows inserted': () => 'меньше строк, больший fillfactor, страницы поменьше для маленьких строк или меньше вставляемых строк',
    'advice:fewer rows inserted, or a smaller table': () => 'меньше вставляемых строк или таблица поменьше',
    row_fits_page: (v) =>
      `строка в ${n(v.row_bytes)} байт не помещается в страницу в ${n(v.page_size)} байт (не больше ${n(v.room)} байт)`,
    whole_days: (v) =>
      `таблица в ${n(v.rows)} строк меньше одного дня из ${n(v.inserted_rows)} строк: укажите 0 (пустая таблица) или не меньше ${n(v.inserted_rows)} строк`,
    days_of_history: (v) =>
      `таблице в ${n(v.rows)} строк нужно не меньше ${n(v.per_day)} строк в день (не больше 1 000 000 дней истории)`,
    inserts: (v) =>
      `${n(v.days)} дн. по ${n(v.inserted_rows)} строк — это ${n(v.inserts)} вставок; не больше ${n(v.max)} (меньше дней или строк в день)`,
  },
};
