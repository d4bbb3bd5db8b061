// The French words of `words.i18n.ts` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import type { LatchBaseWords } from './words.i18n';

export const fr: LatchBaseWords = {
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
  session: (n) => `session ${n}`,
  rate: (r) => `${r} lignes/s`,
  noRate: '— lignes/s',
  units: { us: 'µs', ms: 'ms', s: 's' },
};
