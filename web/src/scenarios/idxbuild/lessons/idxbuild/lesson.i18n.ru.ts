// The Russian words of `lesson.i18n.ts` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import type { LessonWords } from './lesson.i18n';

export const ru: LessonWords = {
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
