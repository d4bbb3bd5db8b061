/**
 * The latch scenario's shared words (`words.ts`): the key strategies (the
 * identifiers identity, OPTIMIZE_FOR_SEQUENTIAL_KEY, GUID stay as they
 * are), a session's state in a phrase, the lanes' key, a page, a session,
 * a rate. Russian follows the article: «страница», «вставка», «поток»,
 * «ядро», «кратковременная блокировка (латч)».
 */
import { lazyCatalogue, type Catalogue } from '../../kit/i18n/words';

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
  session: (n: string) => `session ${n}`,
  /** Rows a second. */
  rate: (r: string) => `${r} rows/s`,
  noRate: '— rows/s',
  /** Time units. */
  units: { us: 'µs', ms: 'ms', s: 's' },
};

export type LatchBaseWords = typeof en;

export const LATCH_BASE_WORDS: Catalogue<LatchBaseWords> = lazyCatalogue<LatchBaseWords>(en, {
  fr: () => import('./words.i18n.fr').then((m) => m.fr),
  ru: () => import('./words.i18n.ru').then((m) => m.ru),
});
