/** The fork's words (`ForkPanel.tsx`, the stage's labels of a forked run). */
import type { Catalogue } from '../../kit/i18n/words';

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

const fr: ForkWords = {
  title: 'Bifurquer cette exécution',
  intro:
    'Changez un paramètre et regardez les deux exécutions sur la scène, depuis l’étape où vous êtes, chaque compteur côte à côte (une leçon qui compare elle-même plusieurs exécutions montre la première).',
  param: 'Paramètre',
  value: 'Sa valeur dans la bifurcation',
  fork: 'Bifurquer',
  same: 'C’est la valeur de votre exécution\u00a0: choisissez-en une autre.',
  forked: (change) => `Bifurcation\u00a0: ${change}, à côté de votre exécution.`,
  unfork: 'Retirer la bifurcation',
  yours: 'la vôtre',
  asScript: 'Ouvrir cette exécution comme un script dans le bac à sable',
};

const ru: ForkWords = {
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

export const FORK_WORDS: Catalogue<ForkWords> = { en, fr, ru };
