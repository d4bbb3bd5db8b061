/**
 * The latch narration's sentences (`narrate.ts`): step 0, the headline,
 * the step's story, its counts, one sentence per event. Counts come as
 * numbers (each language makes its plurals), times, pages and sessions
 * already formatted (`p` a page's number, `s` a session's, `t` a time).
 * Russian inflects "страница" and "сеанс" by case in each sentence.
 */
import type { Catalogue } from '../../kit/i18n/words';
import { ruPlural } from '../../kit/i18n/words';
import { fmtInt } from '../../kit/text/format';

const plural = (n: number, one: string, many = `${one}s`) => `${fmtInt(n)} ${n === 1 ? one : many}`;
/** French: the singular for 0 and 1. */
const frN = (n: number, one: string, many = `${one}s`) => `${fmtInt(n)} ${n >= 2 ? many : one}`;
const ruN = (n: number, one: string, few: string, many: string) => `${fmtInt(n)} ${ruPlural(n, one, few, many)}`;
const ruSessions = (n: number) => ruN(n, 'сеанс', 'сеанса', 'сеансов');
/** The sessions that were waiting on a page that split: each takes it once more. */
const ruWaiters = (n: number, which: string) =>
  n === 0
    ? ''
    : n === 1
      ? `; ожидающий сеанс ещё раз возьмёт ${which} страницу, увидит, что она расщеплена, и пойдёт дальше`
      : `; каждый из ${ruN(n, 'ожидающего сеанса', 'ожидающих сеансов', 'ожидающих сеансов')} ещё раз возьмёт ${which} страницу, увидит, что она расщеплена, и пойдёт дальше`;

const en = {
  clusteredOn: (long: string) => `, clustered on ${long}`,
  zeroBare: (key: string) => `Step 0: the sessions are about to insert into an empty table${key}.`,
  zero: (threads: number, cores: number, rows: number, key: string) =>
    `Step 0: ${plural(threads, 'session')} on ${plural(cores, 'core')} are about to insert ${plural(rows, 'row')} into an empty table${key}.`,
  quiet: 'Nothing happened in this step.',
  queuedOnly: (n: number) => `${plural(n, 'session')} queued for a latch, not granted yet`,
  noWait: 'no session waited for a latch',
  onePage: (p: string) => `page ${p}’s latch`,
  manyPages: (n: number) => `the latches of ${plural(n, 'page')}`,
  waited: (n: number, where: string, mean: string) => `${plural(n, 'session')} waited for ${where} (PAGELATCH_EX, ${mean} on average)`,
  convoyTail: (who: string, n: number) => `${who}, ${fmtInt(n)} granted it off its core (the convoy)`,
  noCommit: (wait: string) => `No insert committed; ${wait}.`,
  splitTail: (n: number) => `; ${plural(n, 'page split', 'page splits')}`,
  headline: (s: string, key: string, p: string, latency: string, wait: string, split: string) =>
    `Session ${s} committed key ${key} on page ${p} (${latency}); ${wait}${split}.`,
  requests: (n: number, queued: number) =>
    `${plural(n, 'latch request')} for a leaf page, exclusive: ${fmtInt(n - queued)} granted at once, ${fmtInt(queued)} queued behind the holder.`,
  parks: (n: number) => `${plural(n, 'session')} spun on its core, then parked in the page’s queue: a PAGELATCH_EX wait.`,
  throttles: (n: number) =>
    `OPTIMIZE_FOR_SEQUENTIAL_KEY held ${plural(n, 'session')} back: another of its core’s sessions was already in line.`,
  waits: (n: number, all: string, longest: string) => `${plural(n, 'wait')} ended in a grant, ${all} in all, the longest ${longest}.`,
  convoy: (n: number) =>
    ` ${plural(n, 'session was', 'sessions were')} handed the latch while off its core: it holds the page and waits for its core (the convoy).`,
  splitMid: (p: string, moved: number, np: string) =>
    `Page ${p} was full: a mid-page split moved ${plural(moved, 'row')} to page ${np}, latched too.`,
  splitEnd: (p: string, np: string) => `Page ${p} was full: the row past the last key started page ${np}, latched too.`,
  committed: (s: string, key: string, p: string, latency: string) =>
    `Session ${s} committed key ${key} on page ${p}, ${latency} after it started.`,
  noLatch: 'Sessions ran on their cores; none reached a latch.',
  count: (rows: number, waits: number, splits: number, mid: number, switches: number) =>
    `This step: ${plural(rows, 'row')} committed, ${plural(waits, 'latch wait')}, ` +
    `${plural(splits, 'page split')} (${fmtInt(mid)} mid-page), ${plural(switches, 'context switch', 'context switches')}.`,
  // One sentence per event; `t` the time.
  evRun: (t: string, s: string, core: string, switched: boolean) =>
    `At ${t}, session ${s} runs on core ${core}${switched ? ' (a context switch)' : ''}.`,
  evTake: (t: string, s: string, p: string) => `At ${t}, session ${s} takes page ${p}’s latch (EX) at once.`,
  evAsk: (t: string, s: string, p: string, queue: number) =>
    `At ${t}, session ${s} asks for page ${p}’s latch (EX): held, ${plural(queue, 'session')} already queued; it spins.`,
  evPark: (t: string, s: string, p: string) => `At ${t}, session ${s} stops spinning and parks in page ${p}’s queue: PAGELATCH_EX.`,
  evThrottle: (t: string, s: string, core: string) =>
    `At ${t}, OPTIMIZE_FOR_SEQUENTIAL_KEY holds session ${s} back: core ${core} already has a session in line.`,
  evGrant: (t: string, s: string, p: string, waited: string, onCpu: boolean, queue: number) =>
    `At ${t}, session ${s} is granted page ${p}’s latch after ${waited}${onCpu ? '' : ', but it must wait for its core (the convoy)'}; ${plural(queue, 'session')} still queued.`,
  evRelease: (t: string, s: string, p: string, held: string, queue: number) =>
    `At ${t}, session ${s} releases page ${p}’s latch after holding it ${held}; ${plural(queue, 'session')} queued.`,
  evSplitMid: (t: string, p: string, moved: number, np: string, waiters: number) =>
    `At ${t}, page ${p} splits mid-page: ${plural(moved, 'row')} move to page ${np}${waiters > 0 ? `; ${plural(waiters, 'waiting session')} will each take the old page once more, find it split and move on` : ''}.`,
  evSplitEnd: (t: string, p: string, np: string, waiters: number) =>
    `At ${t}, page ${p} is full: the row past the last key starts page ${np}${waiters > 0 ? `; ${plural(waiters, 'waiting session')} will each take the full page once more, find it split and move on` : ''}.`,
  evDone: (t: string, s: string, key: string, p: string, latency: string) =>
    `At ${t}, session ${s} commits key ${key} on page ${p}, ${latency} after it started.`,
};

export type NarrateWords = typeof en;

const fr: NarrateWords = {
  clusteredOn: (long) => `, avec un index clustered sur ${long}`,
  zeroBare: (key) => `Étape 0\u00a0: les sessions vont insérer dans une table vide${key}.`,
  zero: (threads, cores, rows, key) =>
    `Étape 0\u00a0: ${frN(threads, 'session')} sur ${frN(cores, 'cœur')} ${threads >= 2 ? 'vont' : 'va'} insérer ${frN(rows, 'ligne')} dans une table vide${key}.`,
  quiet: 'Rien ne s’est passé à cette étape.',
  queuedOnly: (n) => `${frN(n, 'session')} en file pour un latch, pas encore obtenu`,
  noWait: 'aucune session n’a attendu de latch',
  onePage: (p) => `le latch de la page ${p}`,
  manyPages: (n) => `les latches de ${frN(n, 'page')}`,
  waited: (n, where, mean) =>
    `${frN(n, 'session')} ${n >= 2 ? 'ont' : 'a'} attendu ${where} (PAGELATCH_EX, ${mean} en moyenne)`,
  convoyTail: (who, n) => `${who}, ${fmtInt(n)} l’${n >= 2 ? 'ont' : 'a'} obtenu hors de ${n >= 2 ? 'leur' : 'son'} cœur (le convoi)`,
  noCommit: (wait) => `Aucune insertion validée\u202f; ${wait}.`,
  splitTail: (n) => `\u202f; ${frN(n, 'coupure de page', 'coupures de page')}`,
  headline: (s, key, p, latency, wait, split) =>
    `La session ${s} a validé la clé ${key} sur la page ${p} (${latency})\u202f; ${wait}${split}.`,
  requests: (n, queued) =>
    `${frN(n, 'demande', 'demandes')} de latch exclusif sur une page feuille\u00a0: ${fmtInt(n - queued)} ${n - queued >= 2 ? 'obtenues' : 'obtenue'} aussitôt, ${fmtInt(queued)} en file derrière le détenteur.`,
  parks: (n) =>
    `${frN(n, 'session')} ${n >= 2 ? 'ont attendu activement sur leur cœur, puis se sont endormies' : 'a attendu activement sur son cœur, puis s’est endormie'} dans la file de la page\u00a0: une attente PAGELATCH_EX.`,
  throttles: (n) =>
    `OPTIMIZE_FOR_SEQUENTIAL_KEY a retenu ${frN(n, 'session')}\u00a0: une autre session de son cœur était déjà en file.`,
  waits: (n, all, longest) =>
    `${frN(n, 'attente')} ${n >= 2 ? 'se sont terminées' : 's’est terminée'} par l’obtention du latch, ${all} au total, la plus longue ${longest}.`,
  convoy: (n) =>
    n >= 2
      ? ` ${fmtInt(n)} sessions ont reçu le latch hors de leur cœur\u00a0: chacune détient la page et attend son cœur (le convoi).`
      : ` ${fmtInt(n)} session a reçu le latch hors de son cœur\u00a0: elle détient la page et attend son cœur (le convoi).`,
  splitMid: (p, moved, np) =>
    `La page ${p} était pleine\u00a0: une coupure en milieu de page a déplacé ${frN(moved, 'ligne')} vers la page ${np}, dont le latch est pris lui aussi.`,
  splitEnd: (p, np) =>
    `La page ${p} était pleine\u00a0: la ligne après la dernière clé a commencé la page ${np}, dont le latch est pris lui aussi.`,
  committed: (s, key, p, latency) => `La session ${s} a validé la clé ${key} sur la page ${p}, ${latency} après son début.`,
  noLatch: 'Les sessions ont tourné sur leurs cœurs\u202f; aucune n’a atteint de latch.',
  count: (rows, waits, splits, mid, switches) =>
    `Cette étape\u00a0: ${frN(rows, 'ligne validée', 'lignes validées')}, ${frN(waits, 'attente', 'attentes')} de latch, ` +
    `${frN(splits, 'coupure', 'coupures')} de page (${fmtInt(mid)} en milieu de page), ${frN(switches, 'changement', 'changements')} de contexte.`,
  evRun: (t, s, core, switched) =>
    `À ${t}, la session ${s} s’exécute sur le cœur ${core}${switched ? ' (un changement de contexte)' : ''}.`,
  evTake: (t, s, p) => `À ${t}, la session ${s} prend aussitôt le latch de la page ${p} (EX).`,
  evAsk: (t, s, p, queue) =>
    `À ${t}, la session ${s} demande le latch de la page ${p} (EX)\u00a0: il est détenu, ${frN(queue, 'session')} déjà en file\u202f; elle attend activement (spin).`,
  evPark: (t, s, p) =>
    `À ${t}, la session ${s} cesse son attente active et s’endort dans la file de la page ${p}\u00a0: PAGELATCH_EX.`,
  evThrottle: (t, s, core) =>
    `À ${t}, OPTIMIZE_FOR_SEQUENTIAL_KEY retient la session ${s}\u00a0: le cœur ${core} a déjà une session en file.`,
  evGrant: (t, s, p, waited, onCpu, queue) =>
    `À ${t}, la session ${s} obtient le latch de la page ${p} après ${waited}${onCpu ? '' : ', mais doit attendre son cœur (le convoi)'}\u202f; ${frN(queue, 'session')} encore en file.`,
  evRelease: (t, s, p, held, queue) =>
    `À ${t}, la session ${s} libère le latch de la page ${p} après l’avoir détenu ${held}\u202f; ${frN(queue, 'session')} en file.`,
  evSplitMid: (t, p, moved, np, waiters) =>
    `À ${t}, la page ${p} se coupe en son milieu\u00a0: ${frN(moved, 'ligne passe', 'lignes passent')} sur la page ${np}${waiters > 0 ? `\u202f; ${frN(waiters, 'session en attente', 'sessions en attente')} ${waiters >= 2 ? 'reprendront chacune l’ancienne page une fois de plus, la trouveront coupée et passeront à la suite' : 'reprendra l’ancienne page une fois de plus, la trouvera coupée et passera à la suite'}` : ''}.`,
  evSplitEnd: (t, p, np, waiters) =>
    `À ${t}, la page ${p} est pleine\u00a0: la ligne après la dernière clé commence la page ${np}${waiters > 0 ? `\u202f; ${frN(waiters, 'session en attente', 'sessions en attente')} ${waiters >= 2 ? 'reprendront chacune la page pleine une fois de plus, la trouveront coupée et passeront à la suite' : 'reprendra la page pleine une fois de plus, la trouvera coupée et passera à la suite'}` : ''}.`,
  evDone: (t, s, key, p, latency) => `À ${t}, la session ${s} valide la clé ${key} sur la page ${p}, ${latency} après son début.`,
};

const ru: NarrateWords = {
  clusteredOn: (long) => `; кластерный ключ — ${long}`,
  zeroBare: (key) => `Шаг 0: сеансы готовятся вставлять строки в пустую таблицу${key}.`,
  zero: (threads, cores, rows, key) =>
    `Шаг 0: ${ruSessions(threads)} на ${ruN(cores, 'ядре', 'ядрах', 'ядрах')} ${ruPlural(threads, 'готовится', 'готовятся', 'готовятся')} вставить ${ruN(rows, 'строку', 'строки', 'строк')} в пустую таблицу${key}.`,
  quiet: 'На этом шаге ничего не произошло.',
  queuedOnly: (n) =>
    `${ruSessions(n)} ${ruPlural(n, 'встал', 'встали', 'встали')} в очередь за латчем, но ещё не ${ruPlural(n, 'получил', 'получили', 'получили')} его`,
  noWait: 'ни один сеанс не ждал латч',
  onePage: (p) => `латч страницы ${p}`,
  manyPages: (n) => `латчи ${ruN(n, 'страницы', 'страниц', 'страниц')}`,
  waited: (n, where, mean) => `${ruSessions(n)} ${ruPlural(n, 'ждал', 'ждали', 'ждали')} ${where} (PAGELATCH_EX, в среднем ${mean})`,
  convoyTail: (who, n) => `${who}, ${fmtInt(n)} ${ruPlural(n, 'получил', 'получили', 'получили')} его вне своего ядра (конвой)`,
  noCommit: (wait) => `Ни одна вставка не зафиксирована; ${wait}.`,
  splitTail: (n) => `; ${ruN(n, 'расщепление страницы', 'расщепления страниц', 'расщеплений страниц')}`,
  headline: (s, key, p, latency, wait, split) =>
    `Сеанс ${s} зафиксировал ключ ${key} на странице ${p} (${latency}); ${wait}${split}.`,
  requests: (n, queued) =>
    `${ruN(n, 'запрос', 'запроса', 'запросов')} монопольного латча листовой страницы: ${fmtInt(n - queued)} ${ruPlural(n - queued, 'удовлетворён', 'удовлетворены', 'удовлетворены')} сразу, ${fmtInt(queued)} в очереди за владельцем.`,
  parks: (n) =>
    `${ruSessions(n)} ${ruPlural(n, 'покрутился', 'покрутились', 'покрутились')} в ожидании на своём ядре, затем ${ruPlural(n, 'уснул', 'уснули', 'уснули')} в очереди страницы: ожидание PAGELATCH_EX.`,
  throttles: (n) =>
    `OPTIMIZE_FOR_SEQUENTIAL_KEY придержал ${ruSessions(n)}: другой сеанс того же ядра уже стоял в очереди.`,
  waits: (n, all, longest) =>
    `${ruN(n, 'ожидание', 'ожидания', 'ожиданий')} ${ruPlural(n, 'закончилось', 'закончились', 'закончились')} получением латча, всего ${all}, самое долгое — ${longest}.`,
  convoy: (n) =>
    ` ${ruSessions(n)} ${ruPlural(n, 'получил', 'получили', 'получили')} латч вне своего ядра: сеанс держит страницу и ждёт своё ядро (конвой).`,
  splitMid: (p, moved, np) =>
    `Страница ${p} заполнилась: расщепление посередине перенесло ${ruN(moved, 'строку', 'строки', 'строк')} на страницу ${np}, её латч тоже взят.`,
  splitEnd: (p, np) =>
    `Страница ${p} заполнилась: строка за последним ключом начала страницу ${np}, её латч тоже взят.`,
  committed: (s, key, p, latency) => `Сеанс ${s} зафиксировал ключ ${key} на странице ${p} через ${latency} после начала.`,
  noLatch: 'Сеансы выполнялись на своих ядрах; ни один не дошёл до латча.',
  count: (rows, waits, splits, mid, switches) =>
    `На этом шаге: ${ruN(rows, 'строка зафиксирована', 'строки зафиксированы', 'строк зафиксировано')}, ${ruN(waits, 'ожидание', 'ожидания', 'ожиданий')} латча, ` +
    `${ruN(splits, 'расщепление страницы', 'расщепления страниц', 'расщеплений страниц')} (${fmtInt(mid)} посередине), ${ruN(switches, 'переключение', 'переключения', 'переключений')} контекста.`,
  evRun: (t, s, core, switched) =>
    `В момент ${t} сеанс ${s} выполняется на ядре ${core}${switched ? ' (переключение контекста)' : ''}.`,
  evTake: (t, s, p) => `В момент ${t} сеанс ${s} сразу берёт латч страницы ${p} (EX).`,
  evAsk: (t, s, p, queue) =>
    `В момент ${t} сеанс ${s} запрашивает латч страницы ${p} (EX): он занят, в очереди уже ${ruSessions(queue)}; сеанс крутится в ожидании (спин).`,
  evPark: (t, s, p) => `В момент ${t} сеанс ${s} прекращает спин и засыпает в очереди страницы ${p}: PAGELATCH_EX.`,
  evThrottle: (t, s, core) =>
    `В момент ${t} OPTIMIZE_FOR_SEQUENTIAL_KEY придерживает сеанс ${s}: у ядра ${core} уже есть сеанс в очереди.`,
  evGrant: (t, s, p, waited, onCpu, queue) =>
    `В момент ${t} сеанс ${s} получает латч страницы ${p} после ожидания ${waited}${onCpu ? '' : ', но должен ждать своё ядро (конвой)'}; в очереди ещё ${ruSessions(queue)}.`,
  evRelease: (t, s, p, held, queue) =>
    `В момент ${t} сеанс ${s} освобождает латч страницы ${p}, продержав его ${held}; в очереди ${ruSessions(queue)}.`,
  evSplitMid: (t, p, moved, np, waiters) =>
    `В момент ${t} страница ${p} расщепляется посередине: ${ruN(moved, 'строка переходит', 'строки переходят', 'строк переходят')} на страницу ${np}${ruWaiters(waiters, 'старую')}.`,
  evSplitEnd: (t, p, np, waiters) =>
    `В момент ${t} страница ${p} заполнена: строка за последним ключом начинает страницу ${np}${ruWaiters(waiters, 'заполненную')}.`,
  evDone: (t, s, key, p, latency) => `В момент ${t} сеанс ${s} фиксирует ключ ${key} на странице ${p} через ${latency} после начала.`,
};

export const NARRATE_WORDS: Catalogue<NarrateWords> = { en, fr, ru };
