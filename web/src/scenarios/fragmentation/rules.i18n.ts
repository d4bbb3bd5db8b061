/**
 * The engine's rules across this scenario's parameters (`engine/src/scenario/fragmentation/params.rs`,
 * `fail_rule`) in French and Russian; English is the engine's own message.
 */
import type { Catalogue } from '../../kit/i18n/words';
import { figure, type RuleWords } from '../../shell/lesson/ruleText';

const n = figure;

export const RULES: Catalogue<RuleWords> = {
  en: {},
  fr: {
    'advice:fewer rows, more customers (smaller statements), larger archive batches, a smaller pool or fewer sessions': () => 'moins de lignes, plus de clients (des relevés plus petits), des lots d’archive plus gros, un pool plus petit ou moins de sessions',
    'advice:fewer rows, more rows between windows (every), shorter windows, more customers (shorter statements) or fewer sessions': () => 'moins de lignes, plus de lignes entre les fenêtres (every), des fenêtres plus courtes, plus de clients (des relevés plus courts) ou moins de sessions',
    no_opt: () =>
      'opt demande tout l’avenir des références, et dix sessions n’en notent aucun\u00a0: choisissez une autre politique',
    no_ring: () =>
      'clock_sweep_ring donne un anneau à un parcours séquentiel, et aucune requête ici ne parcourt une table dans l’ordre (les lignes d’un client se trouvent par un index)\u00a0: choisissez clock_sweep, auquel il serait égal',
    rows_at_least: (v) =>
      `une table de ${n(v.rows)} lignes est trop petite pour être échantillonnée\u00a0: au moins 1\u00a0000 lignes, ou 0 pour la semaine de l’article`,
    start_below_rows: (v) =>
      `la table part de ${n(v.start_rows)} lignes mais ne doit grandir que jusqu’à ${n(v.rows)}\u00a0: start_rows ne doit pas dépasser rows`,
    row_fits_page: (v) => `une ligne de ${n(v.row_bytes)} octets ne tient pas dans une page de 8\u00a0Ko`,
    window_of_20: (v) =>
      `window doit être un multiple de 20 (chaque vingtaine de requêtes reproduit exactement le mélange)\u00a0; reçu ${n(v.window)}`,
  },
  ru: {
    'advice:fewer rows, more customers (smaller statements), larger archive batches, a smaller pool or fewer sessions': () => 'меньше строк, больше клиентов (выписки меньше), более крупные партии архива, меньший пул или меньше сеансов',
    'advice:fewer rows, more rows between windows (every), shorter windows, more customers (shorter statements) or fewer sessions': () => 'меньше строк, больше строк между окнами (every), короче окна, больше клиентов (выписки короче) или меньше сеансов',
    no_opt: () => 'opt нужно всё будущее обращений, а десять сеансов его не записывают: выберите другую политику',
    no_ring: () =>
      'clock_sweep_ring даёт кольцо последовательному сканированию, а здесь ни один запрос не читает таблицу по порядку (строки клиента находят по индексу): выберите clock_sweep, которому он был бы равен',
    rows_at_least: (v) =>
      `в таблице слишком мало строк для замеров (${n(v.rows)}): нужно не меньше 1\u00a0000 строк или 0 — неделя из статьи`,
    start_below_rows: (v) =>
      `в таблице изначально строк: ${n(v.start_rows)}, а вырасти она должна только до ${n(v.rows)}: start_rows не должно быть больше rows`,
    row_fits_page: (v) => `строка в ${n(v.row_bytes)} байт не помещается в страницу 8 КБ`,
    window_of_20: (v) =>
      `window должно быть кратно 20 (каждые 20 запросов точно воспроизводят смесь); получено ${n(v.window)}`,
  },
};
