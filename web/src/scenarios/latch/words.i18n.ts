/**
 * The latch scenario's shared words (`words.ts`): the key strategies (the
 * identifiers identity, OPTIMIZE_FOR_SEQUENTIAL_KEY, GUID stay as they
 * are), a session's state in a phrase, the lanes' key, a page, a session,
 * a rate. Russian follows the article: «страница», «вставка», «поток»,
 * «ядро», «кратковременная блокировка (латч)».
 */
import type { Catalogue } from '../../kit/i18n/words';

const en = {
  /** Short names that are words, not identifiers. */
  short: {
    sequential_guid: 'sequential GUID',
    sequence_ranges: 'sequence ranges',
    hash_partitions: 'hash partitions',
  },
  long: {
    identity: 'an identity key: every insert goes to the last page',
    sequential_key: 'an identity key with OPTIMIZE_FOR_SEQUENTIAL_KEY: admission to the last page is throttled',
    sequential_guid: 'NEWSEQUENTIALID(): ordered, so every insert goes to the last page, with a 16-byte key',
    guid: 'NEWID(): random keys, inserts spread over every leaf',
    sequence_ranges: 'sequence ranges cached by application servers: one insert point each',
    hash_partitions: 'hash partitions on id: one last page each',
  },
  /** A session's state in a phrase, by the view's code. */
  phrase: {
    running: 'running on its core',
    runnable: 'runnable: waiting for its core',
    spinning: 'spinning for the latch on its core',
    waiting_latch: 'parked, waiting for the latch',
    holding: 'holding the latch, running',
    holding_runnable: 'holding the latch, waiting for its core',
    flow_control: 'held back by OPTIMIZE_FOR_SEQUENTIAL_KEY',
    commit_wait: 'committing: waiting for the log flush',
    done: 'idle: no insert under way',
    round_trip: 'committed: the result on its way to the client, the next statement on its way back',
  },
  /** The lanes' key, by state code (0 to 8). */
  key: {
    running: 'running',
    runnable: 'runnable',
    spinning: 'spinning',
    parked: 'parked: PAGELATCH_EX',
    holds: 'holds latch',
    holdsNoCore: 'holds, no core',
    flowControl: 'flow control',
    commit: 'commit',
    idle: 'idle',
  },
  page: (n: string) => `page ${n}`,
  session: (n: string) => `session ${n}`,
  /** Rows a second. */
  rate: (r: string) => `${r} rows/s`,
  noRate: '— rows/s',
  /** Time units. */
  units: { us: 'µs', ms: 'ms', s: 's' },
};

export type LatchBaseWords = typeof en;

const fr: LatchBaseWords = {
  short: {
    sequential_guid: 'GUID séquentiel',
    sequence_ranges: 'plages de séquence',
    hash_partitions: 'partitions par hachage',
  },
  long: {
    identity: 'une clé identity\u00a0: chaque insertion va sur la dernière page',
    sequential_key:
      'une clé identity avec OPTIMIZE_FOR_SEQUENTIAL_KEY\u00a0: l’accès à la dernière page est régulé',
    sequential_guid:
      'NEWSEQUENTIALID()\u00a0: ordonnée, donc chaque insertion va sur la dernière page, avec une clé de 16 octets',
    guid: 'NEWID()\u00a0: clés aléatoires, les insertions se répartissent sur toutes les feuilles',
    sequence_ranges: 'plages de séquence mises en cache par les serveurs d’application\u00a0: un point d’insertion chacun',
    hash_partitions: 'partitions par hachage sur id\u00a0: une dernière page chacune',
  },
  phrase: {
    running: 'en exécution sur son cœur',
    runnable: 'exécutable\u00a0: attend son cœur',
    spinning: 'attente active (spin) du latch sur son cœur',
    waiting_latch: 'endormie, attend le latch',
    holding: 'détient le latch, en exécution',
    holding_runnable: 'détient le latch, attend son cœur',
    flow_control: 'retenue par OPTIMIZE_FOR_SEQUENTIAL_KEY',
    commit_wait: 'en validation\u00a0: attend l’écriture du journal',
    done: 'inactive\u00a0: aucune insertion en cours',
    round_trip: 'validée\u00a0: le résultat part vers le client, l’instruction suivante revient',
  },
  key: {
    running: 'en exécution',
    runnable: 'exécutable',
    spinning: 'attente active',
    parked: 'endormie\u00a0: PAGELATCH_EX',
    holds: 'détient le latch',
    holdsNoCore: 'détient, sans cœur',
    flowControl: 'régulation',
    commit: 'validation',
    idle: 'inactive',
  },
  page: (n) => `page ${n}`,
  session: (n) => `session ${n}`,
  rate: (r) => `${r} lignes/s`,
  noRate: '— lignes/s',
  units: { us: 'µs', ms: 'ms', s: 's' },
};

const ru: LatchBaseWords = {
  short: {
    sequential_guid: 'последовательный GUID',
    sequence_ranges: 'диапазоны последовательности',
    hash_partitions: 'хеш-секции',
  },
  long: {
    identity: 'ключ identity: каждая вставка идёт на последнюю страницу',
    sequential_key: 'ключ identity с OPTIMIZE_FOR_SEQUENTIAL_KEY: доступ к последней странице регулируется',
    sequential_guid:
      'NEWSEQUENTIALID(): ключи упорядочены, поэтому каждая вставка идёт на последнюю страницу, а ключ занимает 16 байт',
    guid: 'NEWID(): случайные ключи, вставки расходятся по всем листовым страницам',
    sequence_ranges: 'диапазоны последовательности, закешированные серверами приложений: у каждого своя точка вставки',
    hash_partitions: 'хеш-секции по id: у каждой своя последняя страница',
  },
  phrase: {
    running: 'выполняется на своём ядре',
    runnable: 'готов к выполнению: ждёт своё ядро',
    spinning: 'крутится в ожидании латча (спин) на своём ядре',
    waiting_latch: 'уснул в ожидании латча',
    holding: 'держит латч, выполняется',
    holding_runnable: 'держит латч, ждёт своё ядро',
    flow_control: 'придержан OPTIMIZE_FOR_SEQUENTIAL_KEY',
    commit_wait: 'фиксирует транзакцию: ждёт сброса журнала',
    done: 'простаивает: вставки нет',
    round_trip: 'зафиксировал: результат идёт клиенту, следующая инструкция — обратно',
  },
  key: {
    running: 'выполняется',
    runnable: 'ждёт ядро',
    spinning: 'спин',
    parked: 'уснул: PAGELATCH_EX',
    holds: 'держит латч',
    holdsNoCore: 'держит, без ядра',
    flowControl: 'управление потоком',
    commit: 'фиксация',
    idle: 'простой',
  },
  page: (n) => `страница ${n}`,
  session: (n) => `сеанс ${n}`,
  rate: (r) => `${r} строк/с`,
  noRate: '— строк/с',
  units: { us: 'мкс', ms: 'мс', s: 'с' },
};

export const LATCH_BASE_WORDS: Catalogue<LatchBaseWords> = { en, fr, ru };
