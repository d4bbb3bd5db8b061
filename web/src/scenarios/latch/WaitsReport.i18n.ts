/** The latch waits by page (`WaitsReport.tsx`). Figures come formatted. */
import type { Catalogue } from '../../kit/i18n/words';
import { ruPlural } from '../../kit/i18n/words';
import { fmtInt } from '../../kit/text/format';

const en = {
  title: (key: string) => `PAGELATCH_EX waits by page (${key})`,
  noWait: (rate: string) => `No insert waited for a page latch: ${rate}.`,
  region: 'Latch waits by page',
  caption: 'The pages waited on most: waits, their share of all waits, and the mean wait',
  waits: 'Waits',
  share: 'Share',
  meanWait: 'Mean wait',
  summary: (threads: number, cores: number, rate: string, waits: number, rows: number, mean: string, p99: string, busy: number) =>
    `${fmtInt(threads)} sessions on ${fmtInt(cores)} cores: ${rate}, ${fmtInt(waits)} of ${fmtInt(rows)} inserts waited for a latch (mean ${mean}, p99 ${p99}), the CPU ${busy}% busy.`,
  growing: (leaves: string, each: string, perPage: string) =>
    ` The key always grows, so every page was the last page in its turn: each of the ${leaves} leaves took its waits (about ${each}) while it was the one page every insert wanted; a DBA watching sys.dm_exec_requests sees one wait_resource at a time, moving on a page every ${perPage} rows.`,
  numbering: 'Pages are numbered as the engine counts them (database 5, file 1).',
  pct: (x: string) => `${x}%`,
  tiny: '< 0.1%',
};

export type WaitsWords = typeof en;

const fr: WaitsWords = {
  title: (key) => `Attentes PAGELATCH_EX par page (${key})`,
  noWait: (rate) => `Aucune insertion n’a attendu de latch de page\u00a0: ${rate}.`,
  region: 'Attentes de latch par page',
  caption: 'Les pages les plus attendues\u00a0: attentes, leur part de toutes les attentes, et l’attente moyenne',
  waits: 'Attentes',
  share: 'Part',
  meanWait: 'Attente moyenne',
  summary: (threads, cores, rate, waits, rows, mean, p99, busy) =>
    `${fmtInt(threads)} ${threads >= 2 ? 'sessions' : 'session'} sur ${fmtInt(cores)} ${cores >= 2 ? 'cœurs' : 'cœur'}\u00a0: ${rate}, ${fmtInt(waits)} ${waits >= 2 ? 'insertions' : 'insertion'} sur ${fmtInt(rows)} ${waits >= 2 ? 'ont' : 'a'} attendu un latch (moyenne ${mean}, p99 ${p99}), le CPU occupé à ${busy}\u202f%.`,
  growing: (leaves, each, perPage) =>
    ` La clé croît toujours, donc chaque page a été la dernière page à son tour\u00a0: chacune des ${leaves} feuilles a pris ses attentes (environ ${each}) tant qu’elle était la seule page que voulait chaque insertion\u202f; un DBA qui regarde sys.dm_exec_requests voit un seul wait_resource à la fois, qui avance d’une page toutes les ${perPage} lignes.`,
  numbering: 'Les pages sont numérotées comme le moteur les compte (base 5, fichier 1).',
  pct: (x) => `${x}\u202f%`,
  tiny: '< 0,1\u202f%',
};

const ru: WaitsWords = {
  title: (key) => `Ожидания PAGELATCH_EX по страницам (${key})`,
  noWait: (rate) => `Ни одна вставка не ждала латч страницы: ${rate}.`,
  region: 'Ожидания латчей по страницам',
  caption: 'Страницы, которых ждали чаще всего: ожидания, их доля среди всех ожиданий и среднее ожидание',
  waits: 'Ожидания',
  share: 'Доля',
  meanWait: 'Среднее ожидание',
  summary: (threads, cores, rate, waits, rows, mean, p99, busy) =>
    `${fmtInt(threads)} ${ruPlural(threads, 'сеанс', 'сеанса', 'сеансов')} на ${fmtInt(cores)} ${ruPlural(cores, 'ядре', 'ядрах', 'ядрах')}: ${rate}; из ${fmtInt(rows)} ${ruPlural(rows, 'вставки', 'вставок', 'вставок')} ${fmtInt(waits)} ${ruPlural(waits, 'ждала', 'ждали', 'ждали')} латч (в среднем ${mean}, p99 ${p99}), CPU загружен на ${busy}\u00a0%.`,
  growing: (leaves, each, perPage) =>
    ` Ключ всё время растёт, поэтому каждая страница в свой черёд была последней: каждая из ${leaves} листовых страниц набрала свои ожидания (около ${each}), пока была той единственной страницей, которую хотела каждая вставка; DBA, глядящий в sys.dm_exec_requests, видит один wait_resource за раз, и он сдвигается на страницу каждые ${perPage} строк.`,
  numbering: 'Страницы пронумерованы так, как их считает движок (база 5, файл 1).',
  pct: (x) => `${x}\u00a0%`,
  tiny: '< 0,1\u00a0%',
};

export const WAITS_WORDS: Catalogue<WaitsWords> = { en, fr, ru };
