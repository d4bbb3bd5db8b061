// The Russian words of `fork.i18n.ts` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import type { ForkWords } from './fork.i18n';

export const ru: ForkWords = {
  title: 'Ответвить этот запуск',
  intro:
    'Измените один параметр и смотрите оба запуска на сцене с того шага, где вы находитесь, со всеми счётчиками рядом (урок, который сам сравнивает несколько запусков, показывает первый).',
  param: 'Параметр',
  value: 'Его значение в ответвлении',
  fork: 'Ответвить',
  same: 'Это значение вашего запуска: выберите другое.',
  forked: (change) => `Ответвление: ${change}, рядом с вашим запуском.`,
  unfork: 'Убрать ответвление',
  yours: 'ваш',
  asScript: 'Открыть этот запуск как сценарий в песочнице',
};
