/**
 * The engine's rules across this scenario's parameters (`engine/src/scenario/insert_load/params.rs`,
 * `fail_rule`) in French and Russian; English is the engine's own message.
 */
import type { Catalogue } from '../../kit/i18n/words';
import { figure, type RuleWords } from '../../shell/lesson/ruleText';

const n = figure;

/** Where in the statements a word at fault stands (the parameter's; a script gives its own column). */
const at = (v: Record<string, string>, lang: 'fr' | 'ru') =>
  v.at ? (lang === 'fr' ? ` (caractère ${v.at})` : ` (символ ${v.at})`) : '';

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
    statement_unknown: (v) =>
      `«\u00a0${v.word}\u00a0» n’est pas une instruction${v.suggestion ? `\u00a0; vouliez-vous dire ${v.suggestion}\u00a0?` : '\u00a0: insert, update, delete, select, checkpoint, rebuild, repeat'}${at(v, 'fr')}`,
    statement_count: (v) => `${v.statement} attend un nombre de 1 à ${n(v.max)}${v.word ? `, pas «\u00a0${v.word}\u00a0»` : ''}${at(v, 'fr')}`,
    statement_order: (v) => `«\u00a0${v.word}\u00a0» n’est pas un ordre des lignes\u00a0: ${v.orders}${at(v, 'fr')}`,
    statement_select: (v) => `select one N, select range N ou select all${at(v, 'fr')}`,
    statement_extra: (v) => `«\u00a0${v.word}\u00a0» est un mot de trop\u00a0: terminez l’instruction par ; ou un retour à la ligne${at(v, 'fr')}`,
    statement_paren: (v) => `une parenthèse de repeat K (…) manque ou est de trop${at(v, 'fr')}`,
    statements_too_many: (v) => `${n(v.count)} instructions une fois les repeat déroulés, plus que les ${n(v.max)} que pagelab exécute`,
    statements_scans: (v) => `${n(v.count)} instructions lisent toute la table (select all, rebuild), plus de ${n(v.max)}`,
    statements_heap: (v) =>
      `un tas n’a pas de clé pour retrouver une ligne\u00a0: «\u00a0${v.statement}\u00a0» demande table=clustered (un tas accepte insert et checkpoint)`,
    statements_rows: (v) => `les instructions modifient, suppriment ou lisent ${n(v.rows)} lignes une à une\u00a0; au plus ${n(v.max)}`,
    statements_inserts: (v) => `les instructions insèrent ${n(v.inserts)} lignes\u00a0; au plus ${n(v.max)}`,
    policy_needs_future: () =>
      'opt doit connaître toutes les références à venir\u00a0; une suite d’instructions les produit en s’exécutant\u00a0: choisissez une autre politique',
  },
  ru: {
    too_many_pages: (v) =>
      `${n(v.rows)} строк по ${n(v.row_bytes)} байт при fillfactor ${v.fillfactor} на страницах по ${n(v.page_size)} байт дают ${n(v.data_pages)} страниц данных и ${n(v.index_pages)} страниц индекса — больше, чем ${n(v.max)} страниц, которые строит pagelab: меньше строк, больший fillfactor или страницы крупнее`,
    'advice:fewer rows, a higher fillfactor, smaller pages for small rows, or fewer rows inserted': () => 'меньше строк, больший fillfactor, страницы поменьше для маленьких строк или меньше вставляемых строк',
    'advice:fewer rows inserted, or a smaller table': () => 'меньше вставляемых строк или таблица поменьше',
    row_fits_page: (v) =>
      `строка в ${n(v.row_bytes)} байт не помещается в страницу в ${n(v.page_size)} байт (не больше ${n(v.room)} байт)`,
    whole_days: (v) =>
      `таблица (строк: ${n(v.rows)}) меньше одного дня (строк: ${n(v.inserted_rows)}): укажите 0 (пустая таблица) или число строк не меньше ${n(v.inserted_rows)}`,
    days_of_history: (v) =>
      `таблице в ${n(v.rows)} строк нужно не меньше ${n(v.per_day)} строк в день (не больше 1\u00a0000\u00a0000 дней истории)`,
    inserts: (v) =>
      `${n(v.days)} дн. по ${n(v.inserted_rows)} строк — это ${n(v.inserts)} вставок; не больше ${n(v.max)} (меньше дней или строк в день)`,
    statement_unknown: (v) =>
      `«${v.word}» — не оператор${v.suggestion ? `; может быть, ${v.suggestion}?` : ': insert, update, delete, select, checkpoint, rebuild, repeat'}${at(v, 'ru')}`,
    statement_count: (v) => `${v.statement} ждёт число от 1 до ${n(v.max)}${v.word ? `, а не «${v.word}»` : ''}${at(v, 'ru')}`,
    statement_order: (v) => `«${v.word}» — не порядок строк: ${v.orders}${at(v, 'ru')}`,
    statement_select: (v) => `select one N, select range N или select all${at(v, 'ru')}`,
    statement_extra: (v) => `«${v.word}» — лишнее слово: закончите оператор точкой с запятой или переводом строки${at(v, 'ru')}`,
    statement_paren: (v) => `у repeat K (…) не хватает скобки или она лишняя${at(v, 'ru')}`,
    statements_too_many: (v) => `операторов после развёртки repeat: ${n(v.count)} — больше, чем pagelab выполняет (${n(v.max)})`,
    statements_scans: (v) => `операторов, читающих всю таблицу (select all, rebuild): ${n(v.count)} — больше ${n(v.max)}`,
    statements_heap: (v) =>
      `у кучи нет ключа, чтобы найти строку: «${v.statement}» требует table=clustered (куча принимает insert и checkpoint)`,
    statements_rows: (v) => `операторы изменяют, удаляют или читают ${n(v.rows)} строк по одной; не больше ${n(v.max)}`,
    statements_inserts: (v) => `операторы вставляют ${n(v.inserts)} строк; не больше ${n(v.max)}`,
    policy_needs_future: () =>
      'opt должен знать все будущие обращения, а операторы порождают их по ходу выполнения: выберите другую политику',
  },
};
