/** A long job's words (`RunPanel.tsx`): its buttons, its outcome, the worker's progress labels. */
import { ruPlural, type Catalogue } from '../i18n/words';
import { fmtInt } from '../text/format';

const en = {
  running: 'Running…',
  cancel: 'Cancel',
  progress: (what: string) => `${what}: progress`,
  /** The cancel button's name: two jobs on one page (the charts' and the full run's) each name their own. */
  cancelOf: (what: string) => `Cancel (${what})`,
  done: 'Done.',
  cancelled: 'Cancelled.',
  failed: (why: string) => `Failed: ${why}`,
  unknown: 'unknown error',
  /** The worker's progress labels (English in the protocol), as shown. */
  labels: {} as Record<string, string>,
  /** A sweep's progress (the protocol's "3 of 32 runs on 2 workers"). */
  runs: (done: number, total: number, workers: number) =>
    `${fmtInt(done)} of ${fmtInt(total)} runs${workers > 1 ? ` on ${fmtInt(workers)} workers` : ''}`,
  /** A trace's progress (the protocol's "Step 40 of 120"). */
  step: (k: number, n: number) => `Step ${fmtInt(k)} of ${fmtInt(n)}`,
};

export type RunWords = typeof en;

const fr: RunWords = {
  running: 'En cours…',
  cancel: 'Annuler',
  progress: (what) => `${what}\u00a0: progression`,
  cancelOf: (what) => `Annuler (${what})`,
  done: 'Terminé.',
  cancelled: 'Annulé.',
  failed: (why) => `Échec\u00a0: ${why}`,
  unknown: 'erreur inconnue',
  labels: {
    Starting: 'Démarrage',
    Running: 'En cours',
    'Building the table': 'Construction de la table',
    'Finding the moments': 'Recherche des moments',
    Done: 'Terminé',
  },
  runs: (done, total, workers) =>
    `${fmtInt(done)} ${done < 2 ? 'déroulement' : 'déroulements'} sur ${fmtInt(total)}${workers > 1 ? ` (${fmtInt(workers)} workers)` : ''}`,
  step: (k, n) => `Étape ${fmtInt(k)} sur ${fmtInt(n)}`,
};

const ru: RunWords = {
  running: 'Выполняется…',
  cancel: 'Отмена',
  progress: (what) => `${what}: ход выполнения`,
  cancelOf: (what) => `Отмена (${what})`,
  done: 'Готово.',
  cancelled: 'Отменено.',
  failed: (why) => `Ошибка: ${why}`,
  unknown: 'неизвестная ошибка',
  labels: {
    Starting: 'Запуск',
    Running: 'Выполняется',
    'Building the table': 'Построение таблицы',
    'Finding the moments': 'Поиск моментов',
    Done: 'Готово',
  },
  runs: (done, total, workers) =>
    `${fmtInt(done)} из ${fmtInt(total)} ${ruPlural(total, 'прогона', 'прогонов', 'прогонов')}${workers > 1 ? ` (${fmtInt(workers)} ${ruPlural(workers, 'воркер', 'воркера', 'воркеров')})` : ''}`,
  step: (k, n) => `Шаг ${fmtInt(k)} из ${fmtInt(n)}`,
};

export const RUN_WORDS: Catalogue<RunWords> = { en, fr, ru };
