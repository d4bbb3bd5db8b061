/** A long job's words (`RunPanel.tsx`): its buttons, its outcome, the worker's progress labels. */
import type { Catalogue } from '../i18n/words';

const en = {
  running: 'Running…',
  cancel: 'Cancel',
  progress: (what: string) => `${what}: progress`,
  done: 'Done.',
  cancelled: 'Cancelled.',
  failed: (why: string) => `Failed: ${why}`,
  unknown: 'unknown error',
  /** The worker's progress labels (English in the protocol), as shown. */
  labels: {} as Record<string, string>,
};

export type RunWords = typeof en;

const fr: RunWords = {
  running: 'En cours…',
  cancel: 'Annuler',
  progress: (what) => `${what}\u00a0: progression`,
  done: 'Terminé.',
  cancelled: 'Annulé.',
  failed: (why) => `Échec\u00a0: ${why}`,
  unknown: 'erreur inconnue',
  labels: {
    Running: 'En cours',
    'Building the table': 'Construction de la table',
    'Finding the moments': 'Recherche des moments',
    Done: 'Terminé',
  },
};

const ru: RunWords = {
  running: 'Выполняется…',
  cancel: 'Отмена',
  progress: (what) => `${what}: ход выполнения`,
  done: 'Готово.',
  cancelled: 'Отменено.',
  failed: (why) => `Ошибка: ${why}`,
  unknown: 'неизвестная ошибка',
  labels: {
    Running: 'Выполняется',
    'Building the table': 'Построение таблицы',
    'Finding the moments': 'Поиск моментов',
    Done: 'Готово',
  },
};

export const RUN_WORDS: Catalogue<RunWords> = { en, fr, ru };
