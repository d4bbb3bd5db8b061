/**
 * The full run's report of where the time went (`PhasesReport.tsx`): the
 * phases' table and the paragraph under it. Figures come formatted.
 */
import { ruPlural, type Catalogue } from '../../kit/i18n/words';
import { fmtInt } from '../../kit/text/format';

const en = {
  rows: {
    scan: 'Phase 1: scan (the main process alone)',
    merge: 'Phase 2: merge (threads)',
    build: 'Phase 3: build (the main process)',
    overlap: 'Phases 2 and 3 at once',
  },
  title: 'Where the time went',
  region: 'The rebuild\'s phases',
  caption: 'Each phase’s wall time and its share of the elapsed time',
  phase: 'Phase',
  time: 'Time',
  share: 'Share',
  /** "8 threads on 5 sort devices, -SG 48: 1,173 s; with no threads …". */
  setup: (threads: number, devices: number, sg: string, elapsed: string, single: string, pct: string) =>
    `${threads > 1 ? `${fmtInt(threads)} threads` : 'No threads'} on ${fmtInt(devices)} sort ${devices === 1 ? 'device' : 'devices'}, -SG ${sg}: ${elapsed}; with no threads ${single}, so ${pct}% faster (the article: 20% for 8 threads on 5 devices). `,
  onlyStarted: (started: string, threads: string) =>
    `Only ${started} of the ${threads} threads started: there were no more sort groups with keys. `,
  scanShare: (share: string) => `The scan took ${share} of the time, and threads do not touch it. `,
  deviceBusy: (disk: string, pct: string) => `${disk} ${pct}`,
  devices: (list: string, wait: string) => `Sort devices busy: ${list}; requests queued ${wait} in all.`,
};

export type PhasesReportWords = typeof en;

const fr: PhasesReportWords = {
  rows: {
    scan: 'Phase 1\u00a0: parcours (le processus principal seul)',
    merge: 'Phase 2\u00a0: fusion (threads)',
    build: 'Phase 3\u00a0: construction (le processus principal)',
    overlap: 'Phases 2 et 3 en même temps',
  },
  title: 'Où le temps est passé',
  region: 'Les phases de la reconstruction',
  caption: 'Le temps réel de chaque phase et sa part du temps écoulé',
  phase: 'Phase',
  time: 'Temps',
  share: 'Part',
  setup: (threads, devices, sg, elapsed, single, pct) =>
    `${threads > 1 ? `${fmtInt(threads)} threads` : 'Sans threads'} sur ${fmtInt(devices)} ${devices >= 2 ? 'périphériques' : 'périphérique'} de tri, -SG ${sg}\u00a0: ${elapsed}\u00a0; sans threads ${single}, donc ${pct}\u00a0% plus rapide (l’article\u00a0: 20\u00a0% pour 8 threads sur 5 périphériques). `,
  onlyStarted: (started, threads) =>
    `Seuls ${started} des ${threads} threads ont démarré\u00a0: il n’y avait plus de groupes de tri avec des clés. `,
  scanShare: (share) => `Le parcours a pris ${share} du temps, et les threads n’y touchent pas. `,
  deviceBusy: (disk, pct) => `${disk}\u00a0: ${pct}`,
  devices: (list, wait) => `Occupation des périphériques de tri\u00a0: ${list}\u00a0; requêtes en file ${wait} au total.`,
};

const ru: PhasesReportWords = {
  rows: {
    scan: 'Фаза 1: чтение (только главный процесс)',
    merge: 'Фаза 2: слияние (потоки)',
    build: 'Фаза 3: построение (главный процесс)',
    overlap: 'Фазы 2 и 3 одновременно',
  },
  title: 'Куда ушло время',
  region: 'Фазы перестроения',
  caption: 'Время каждой фазы по часам модели и её доля в общем времени',
  phase: 'Фаза',
  time: 'Время',
  share: 'Доля',
  setup: (threads, devices, sg, elapsed, single, pct) =>
    `${threads > 1 ? `${fmtInt(threads)} ${ruPlural(threads, 'поток', 'потока', 'потоков')}` : 'Без потоков'} на ${fmtInt(devices)} ${ruPlural(devices, 'устройстве', 'устройствах', 'устройствах')} сортировки, -SG ${sg}: ${elapsed}; без потоков ${single}, то есть на ${pct} % быстрее (в статье: 20 % для 8 потоков на 5 устройствах). `,
  onlyStarted: (started, threads) =>
    `Запущено потоков: только ${started} из ${threads}: групп сортировки с ключами больше не было. `,
  scanShare: (share) => `Чтение заняло ${share} времени, и потоки его не касаются. `,
  deviceBusy: (disk, pct) => `${disk}: ${pct}`,
  devices: (list, wait) => `Занятость устройств сортировки: ${list}; всего запросы простояли в очереди ${wait}.`,
};

export const PHASES_REPORT_WORDS: Catalogue<PhasesReportWords> = { en, fr, ru };
