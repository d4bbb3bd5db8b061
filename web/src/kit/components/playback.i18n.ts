/** The playback bar's words (`PlaybackBar.tsx`). Figures come formatted. */
import { lazyCatalogue, type Catalogue } from '../i18n/words';

const en = {
  playback: 'Playback',
  // Between two step fields: "Steps [3] to [9]" (StepRangeFields).
  rangeTo: 'to',
  reset: 'Reset',
  resetTitle: (step: string) => `Reset to step ${step} (Home)`,
  back: 'Back',
  backTitle: 'Step back (←)',
  play: 'Play',
  pause: 'Pause',
  playTitle: 'Play (Space)',
  pauseTitle: 'Pause (Space)',
  step: 'Step',
  forwardTitle: 'Step forward (→)',
  speed: 'Speed',
  speedLabel: 'Speed, in steps per second',
  perSecond: (n: string) => `${n}/s`,
  stepOf: 'Step',
  of: 'of',
  replaying: 'replaying…',
  where: (step: string, total: string) => `Step ${step} of ${total}`,
  passed: (k: number, n: number) => `; ${k} of ${n} marked moments passed`,
  keys: 'Keys:',
  playPause: 'play/pause',
  keyStep: 'step',
  keyBack: 'back',
  keyReset: 'reset',
  space: 'Space',
  home: 'Home',
};

export type PlaybackWords = typeof en;

export const PLAYBACK_WORDS: Catalogue<PlaybackWords> = lazyCatalogue<PlaybackWords>(en, {
  fr: () => import('./playback.i18n.fr').then((m) => m.fr),
  ru: () => import('./playback.i18n.ru').then((m) => m.ru),
});
