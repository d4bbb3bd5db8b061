/** The fork's words (`ForkPanel.tsx`, the stage's labels of a forked run). */
import { lazyCatalogue, type Catalogue } from '../../kit/i18n/words';

const en = {
  title: 'Fork this run',
  intro:
    'Change one parameter and watch both runs on the stage, from the step you are at, with every counter side by side (a lesson that compares several runs by itself shows its first).',
  param: 'Parameter',
  value: 'Its value in the fork',
  fork: 'Fork',
  same: 'That is the value your run has: pick another.',
  forked: (change: string) => `Forked: ${change}, beside your run.`,
  unfork: 'Remove the fork',
  yours: 'yours',
  asScript: 'Open this run as a script in the playground',
};

export type ForkWords = typeof en;

export const FORK_WORDS: Catalogue<ForkWords> = lazyCatalogue<ForkWords>(en, {
  fr: () => import('./fork.i18n.fr').then((m) => m.fr),
  ru: () => import('./fork.i18n.ru').then((m) => m.ru),
});
