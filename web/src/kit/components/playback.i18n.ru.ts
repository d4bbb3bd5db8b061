// The Russian words of `playback.i18n.ts` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import { ruPlural } from '../i18n/words';
import type { PlaybackWords } from './playback.i18n';

export const ru: PlaybackWords = {
  rangeTo: 'по',
  playback: 'Воспроизведение',
  reset: 'В начало',
  resetTitle: (step) => `Вернуться к шагу ${step} (Home)`,
  back: 'Назад',
  backTitle: 'Шаг назад (←)',
  play: 'Пуск',
  pause: 'Пауза',
  playTitle: 'Пуск (пробел)',
  pauseTitle: 'Пауза (пробел)',
  step: 'Шаг',
  forwardTitle: 'Шаг вперёд (→)',
  speed: 'Скорость',
  speedLabel: 'Скорость, шагов в секунду',
  perSecond: (n) => `${n}/с`,
  stepOf: 'Шаг',
  of: 'из',
  replaying: 'повтор…',
  where: (step, total) => `Шаг ${step} из ${total}`,
  passed: (k, n) => `; пройдено ${k} ${ruPlural(n, 'отмеченного момента', 'отмеченных моментов', 'отмеченных моментов')} из ${n}`,
  keys: 'Клавиши:',
  playPause: 'пуск/пауза',
  keyStep: 'шаг',
  keyBack: 'назад',
  keyReset: 'в начало',
  space: 'Пробел',
  home: 'Home',
};
