/** The fragmentation checkpoints' questions, choices and answers (`checkpoints.ts`). Times come formatted. */
import type { Catalogue } from '../../../../kit/i18n/words';

const en = {
  pagesQuestion:
    'On both sides a session finishes a select all: every payment of one customer, about a hundred rows. Which reads fewer table pages?',
  pagesChoices: ['About the same on both sides', 'The defragmented side, by several times', 'The fragmented side'],
  pagesWhy: (fRows: number, fPages: number, fMs: string, dRows: number, dPages: number, dMs: string) =>
    `Fragmented: ${fRows} rows on ${fPages} table pages, ${fMs}. Defragmented: ${dRows} rows on ${dPages} pages, ${dMs}. In arrival order a customer’s rows lie about one a page among everyone else’s; the archive keeps each customer’s older rows together, a batch a page.`,
  timeQuestion: 'A select all on the fragmented table finds most of its pages in memory. Where does most of its time go?',
  timeChoices: ['The pages found in the pool', 'The pages copied from the OS file cache', 'The pages read from disk'],
  timeWhy: (
    session: string,
    pages: number,
    pool: number,
    poolMs: string,
    cache: number,
    cacheMs: string,
    disk: number,
    diskMs: string,
  ) =>
    `${session} read ${pages} pages: ${pool} in the pool (${poolMs}), ${cache} from the file cache (${cacheMs}), ${disk} from disk (${diskMs}). Each page from disk waits for a seek, behind the other sessions’ reads: scattered rows make a statement touch more pages, and the ones memory does not hold cost more than all the rest.`,
  bgQuestion: 'Between two requests the background writer’s round comes due (every 200 ms). What does it write?',
  bgChoices: [
    'A few dirty pages the clock hand will reach soon, so a session finds a clean frame',
    'Every dirty page in the pool',
    'Nothing while the pool has free frames',
  ],
  bgCheckpoint: (pages: number) => `A checkpoint came due too: ${pages} pages written, every dirty page in the pool.`,
  bgWrote: (pages: number) =>
    `It wrote ${pages} page${pages === 1 ? '' : 's'}: PostgreSQL 8.2’s background writer writes at most a few dirty pages a round (bgwriter_lru_maxpages), ahead of the clock sweep. A checkpoint, every 15 minutes, writes them all.`,
};

export type CheckpointWords = typeof en;

const fr: CheckpointWords = {
  pagesQuestion:
    'Des deux côtés, une session termine un select all\u00a0: tous les paiements d’un client, une centaine de lignes. Lequel lit le moins de pages de table\u00a0?',
  pagesChoices: ['À peu près autant des deux côtés', 'Le côté défragmenté, de plusieurs fois', 'Le côté fragmenté'],
  pagesWhy: (fRows, fPages, fMs, dRows, dPages, dMs) =>
    `Fragmenté\u00a0: ${fRows} lignes sur ${fPages} pages de table, ${fMs}. Défragmenté\u00a0: ${dRows} lignes sur ${dPages} pages, ${dMs}. Dans l’ordre d’arrivée, les lignes d’un client sont à peu près une par page parmi celles de tous les autres\u00a0; l’archive garde ensemble les lignes plus anciennes de chaque client, un lot par page.`,
  timeQuestion:
    'Un select all sur la table fragmentée trouve la plupart de ses pages en mémoire. Où passe l’essentiel de son temps\u00a0?',
  timeChoices: [
    'Les pages trouvées dans le pool',
    'Les pages copiées depuis le cache de fichiers du système',
    'Les pages lues sur disque',
  ],
  timeWhy: (session, pages, pool, poolMs, cache, cacheMs, disk, diskMs) =>
    `${session} a lu ${pages} pages\u00a0: ${pool} dans le pool (${poolMs}), ${cache} du cache de fichiers (${cacheMs}), ${disk} du disque (${diskMs}). Chaque page venue du disque attend un déplacement de la tête, derrière les lectures des autres sessions\u00a0: des lignes dispersées font toucher plus de pages à une requête, et celles que la mémoire ne contient pas coûtent plus que tout le reste.`,
  bgQuestion:
    'Entre deux requêtes, le tour du processus d’écriture en arrière-plan arrive (toutes les 200\u00a0ms). Qu’écrit-il\u00a0?',
  bgChoices: [
    'Quelques pages sales que l’aiguille de l’horloge atteindra bientôt, pour qu’une session trouve un emplacement propre',
    'Toutes les pages sales du pool',
    'Rien tant que le pool a des emplacements libres',
  ],
  bgCheckpoint: (pages) =>
    `Un point de contrôle est arrivé aussi\u00a0: ${pages} pages écrites, toutes les pages sales du pool.`,
  bgWrote: (pages) =>
    `Il a écrit ${pages} page${pages >= 2 ? 's' : ''}\u00a0: le processus d’écriture en arrière-plan de PostgreSQL 8.2 écrit au plus quelques pages sales par tour (bgwriter_lru_maxpages), en avance sur le balayage de l’horloge (clock sweep). Un point de contrôle, toutes les 15\u00a0minutes, les écrit toutes.`,
};

const ru: CheckpointWords = {
  pagesQuestion:
    'С обеих сторон сессия завершает select all: все платежи одного клиента, около сотни строк. Какая сторона читает меньше страниц таблицы?',
  pagesChoices: ['Примерно одинаково с обеих сторон', 'Дефрагментированная, в несколько раз', 'Фрагментированная'],
  pagesWhy: (fRows, fPages, fMs, dRows, dPages, dMs) =>
    `Фрагментированная: строк ${fRows} на страницах таблицы: ${fPages}, ${fMs}. Дефрагментированная: строк ${dRows} на страницах: ${dPages}, ${dMs}. В порядке поступления строки клиента лежат примерно по одной на страницу среди строк всех остальных; архив держит старые строки каждого клиента вместе, по странице на порцию.`,
  timeQuestion:
    'Select all по фрагментированной таблице находит большую часть страниц в памяти. На что уходит большая часть его времени?',
  timeChoices: [
    'На страницы, найденные в пуле',
    'На страницы, скопированные из файлового кэша ОС',
    'На страницы, прочитанные с диска',
  ],
  timeWhy: (session, pages, pool, poolMs, cache, cacheMs, disk, diskMs) =>
    `${session} прочитала страниц: ${pages} — в пуле ${pool} (${poolMs}), из файлового кэша ${cache} (${cacheMs}), с диска ${disk} (${diskMs}). Каждая страница с диска ждёт позиционирования головки в очереди за чтениями других сессий: из-за разбросанных строк запрос затрагивает больше страниц, и те, которых нет в памяти, стоят дороже всех остальных вместе.`,
  bgQuestion: 'Между двумя запросами подходит очередь фонового процесса записи (каждые 200 мс). Что он записывает?',
  bgChoices: [
    'Несколько грязных страниц, до которых скоро дойдёт стрелка часов, чтобы сессия нашла чистый буфер',
    'Все грязные страницы пула',
    'Ничего, пока в пуле есть свободные буферы',
  ],
  bgCheckpoint: (pages) => `Заодно подошла и контрольная точка: записано страниц: ${pages} — все грязные страницы пула.`,
  bgWrote: (pages) =>
    `Записано страниц: ${pages}. Фоновый процесс записи PostgreSQL 8.2 за один проход пишет не больше нескольких грязных страниц (bgwriter_lru_maxpages), опережая стрелку часов (clock sweep). Контрольная точка, каждые 15 минут, записывает их все.`,
};

export const CHECKPOINT_WORDS: Catalogue<CheckpointWords> = { en, fr, ru };
