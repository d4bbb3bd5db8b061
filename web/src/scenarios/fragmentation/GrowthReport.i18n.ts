/** A full run's last window, as the article reported it (`GrowthReport.tsx`). */
import type { Catalogue } from '../../kit/i18n/words';

const en = {
  region: {
    A: 'region A: the database fits the pool',
    B: 'region B: it outgrew the pool, the file cache still holds it',
    C: 'region C: it outgrew memory, reads go to disk',
  } as Record<string, string>,
  otherRegion: (region: string) => `region ${region}`,
  title: (rows: string, layout: string) => `The last window, at ${rows} rows (${layout})`,
  sizes: (region: string, database: string, pool: string, fileCache: string) =>
    `${region}: ${database} pages of tables and indexes, a pool of ${pool} and a file cache of ${fileCache}.`,
  tableLabel: 'Mean time of each request',
  caption: 'Mean time of each request type in the last measurement window',
  request: 'Request',
  meanTime: 'Mean time',
  disks: (reads: string, readMb: string, writes: string, writeMb: string, dirty: string, perPage: string, useful: string, pages: string) =>
    `The disks read ${reads} pages a second (${readMb} MB/s) and wrote ${writes} (${writeMb} MB/s); ${dirty} of the pool was dirty. A page of rows in the pool held ${perPage} useful rows (${useful} in ${pages} pages).`,
  week: (rows: string, reached: boolean) =>
    `After a week of simulated time the table held ${rows} rows${
      reached ? '' : ' (extrapolated: the run ended first, at its last window’s rate)'
    }. The article: 11 million fragmented, about 17 million defragmented.`,
  layout: { fragmented: 'fragmented', defragmented: 'defragmented' } as Record<string, string>,
};

export type ReportWords = typeof en;

const fr: ReportWords = {
  region: {
    A: 'région A\u00a0: la base tient dans le pool',
    B: 'région B\u00a0: elle a dépassé le pool, le cache de fichiers la contient encore',
    C: 'région C\u00a0: elle a dépassé la mémoire, les lectures vont au disque',
  },
  otherRegion: (region) => `région ${region}`,
  title: (rows, layout) => `La dernière fenêtre, à ${rows} lignes (${layout})`,
  sizes: (region, database, pool, fileCache) =>
    `${region}\u00a0: ${database} pages de tables et d’index, un pool de ${pool} et un cache de fichiers de ${fileCache}.`,
  tableLabel: 'Temps moyen de chaque requête',
  caption: 'Temps moyen de chaque type de requête dans la dernière fenêtre de mesure',
  request: 'Requête',
  meanTime: 'Temps moyen',
  disks: (reads, readMb, writes, writeMb, dirty, perPage, useful, pages) =>
    `Les disques ont lu ${reads} pages par seconde (${readMb}\u00a0Mo/s) et en ont écrit ${writes} (${writeMb}\u00a0Mo/s)\u00a0; ${dirty} du pool était sale. Une page de lignes du pool contenait ${perPage} lignes utiles (${useful} dans ${pages} pages).`,
  week: (rows, reached) =>
    `Après une semaine de temps simulé, la table contenait ${rows} lignes${
      reached ? '' : ' (extrapolé\u00a0: le déroulement s’est arrêté avant, au rythme de sa dernière fenêtre)'
    }. L’article\u00a0: 11\u00a0millions en fragmenté, environ 17\u00a0millions en défragmenté.`,
  layout: { fragmented: 'fragmentée', defragmented: 'défragmentée' },
};

const ru: ReportWords = {
  region: {
    A: 'область A: база помещается в пул',
    B: 'область B: база переросла пул, но файловый кэш её ещё держит',
    C: 'область C: база переросла память, чтения идут на диск',
  },
  otherRegion: (region) => `область ${region}`,
  title: (rows, layout) => `Последнее окно: строк в таблице — ${rows} (${layout})`,
  sizes: (region, database, pool, fileCache) =>
    `${region}: страниц таблиц и индексов — ${database}, пул — ${pool}, файловый кэш — ${fileCache}.`,
  tableLabel: 'Среднее время каждого запроса',
  caption: 'Среднее время каждого типа запроса в последнем окне измерения',
  request: 'Запрос',
  meanTime: 'Среднее время',
  disks: (reads, readMb, writes, writeMb, dirty, perPage, useful, pages) =>
    `Диски читали в секунду страниц: ${reads} (${readMb} МБ/с), записывали: ${writes} (${writeMb} МБ/с); грязной была доля пула ${dirty}. Страница строк в пуле держала в среднем полезных строк: ${perPage} (всего ${useful} на страницах: ${pages}).`,
  week: (rows, reached) =>
    `За неделю смоделированного времени в таблице набралось строк: ${rows}${
      reached ? '' : ' (экстраполяция: прогон закончился раньше, по темпу его последнего окна)'
    }. В статье: 11 миллионов во фрагментированной, около 17 миллионов в дефрагментированной.`,
  layout: { fragmented: 'фрагментированная', defragmented: 'дефрагментированная' },
};

export const REPORT_WORDS: Catalogue<ReportWords> = { en, fr, ru };
