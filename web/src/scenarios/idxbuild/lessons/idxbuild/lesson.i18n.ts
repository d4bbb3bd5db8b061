/**
 * The idxbuild lesson's own words (`index.tsx`): the stage's buttons and
 * the line under them. The story and "In other engines" are JSX:
 * `story.tsx`.
 */
import type { Catalogue } from '../../../../kit/i18n/words';

const en = {
  actions: {
    twoDisks: { label: '4 threads on 2 disks', hint: 'The step view’s setup: two merge threads share each disk.' },
    toll: {
      label: '8 threads, one disk',
      hint: 'Every sort file on one disk: eight threads queue at it, an 8-lane highway into a one lane toll station.',
    },
    noThreads: { label: 'No threads', hint: 'threads 1: the main process merges and builds each group in turn.' },
  },
  actionsNote: 'Each button sets the threads and the sort devices (of the step view and the full run); it goes into the link.',
};

export type LessonWords = typeof en;

const fr: LessonWords = {
  actions: {
    twoDisks: { label: '4 threads sur 2 disques', hint: 'La configuration de la vue pas à pas : deux threads de fusion partagent chaque disque.' },
    toll: {
      label: '8 threads, un seul disque',
      hint: 'Tous les fichiers de tri sur un disque : huit threads y font la queue, une autoroute à 8 voies vers un péage à une seule voie.',
    },
    noThreads: { label: 'Sans threads', hint: 'threads 1 : le processus principal fusionne et construit chaque groupe à tour de rôle.' },
  },
  actionsNote:
    'Chaque bouton règle les threads et les périphériques de tri (de la vue pas à pas et du déroulement complet) ; le réglage va dans le lien.',
};

const ru: LessonWords = {
  actions: {
    twoDisks: { label: '4 потока на 2 дисках', hint: 'Настройка пошагового вида: каждый диск делят два потока слияния.' },
    toll: {
      label: '8 потоков, один диск',
      hint: 'Все файлы сортировки на одном диске: восемь потоков стоят к нему в очереди — 8-полосное шоссе перед однополосным пунктом оплаты.',
    },
    noThreads: { label: 'Без потоков', hint: 'threads 1: главный процесс по очереди сливает и строит каждую группу.' },
  },
  actionsNote:
    'Каждая кнопка задаёт потоки и устройства сортировки (пошагового вида и полного прогона); значение попадает в ссылку.',
};

export const LESSON_WORDS: Catalogue<LessonWords> = { en, fr, ru };
