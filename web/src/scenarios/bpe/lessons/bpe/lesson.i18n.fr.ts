// The French words of `lesson.i18n.ts` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import type { LessonWords } from './lesson.i18n';

export const fr: LessonWords = {
  phases: {
    update: 'une série de mises à jour',
    read: 'une série de lectures aléatoires',
    checkpoint: 'un point de contrôle',
  },
  planEmpty: 'Chaque bouton ajoute une phase après les séries déjà prévues\u00a0; elle va dans le lien.',
  planned: (list) => `Après les séries de mises à jour\u00a0: ${list}. Un bouton ajoute une autre phase après celles-ci.`,
  then: ', puis ',
  checkpointLabel: 'Point de contrôle',
  checkpointHint:
    'Ajoute un point de contrôle après les séries déjà prévues\u00a0: il écrit toutes les pages modifiées sur disque et les laisse dans le pool, propres.',
  readLabel: 'Lire au hasard',
  readHint:
    'Ajoute une série de lectures aléatoires après les séries déjà prévues\u00a0: les pages arrivent propres dans le pool, et en le quittant elles remplissent à nouveau l’extension.',
  whereQuestion: 'La page de la mise à jour n’est pas dans le pool. Où SQL Server la trouve-t-il\u00a0?',
  whereChoices: ['Dans l’extension, sur le SSD', 'Sur le disque de données', 'Dans le pool, finalement'],
  whereWhy: (p, from, t) => `La page ${p} est venue ${from} en ${t}.`,
  fromExtension: 'de l’extension',
  fromDisk: 'du disque de données',
  fromPool: 'du pool',
  whereWashed:
    ' La mise à jour la modifie, donc sa copie dans l’extension est jetée\u00a0: effacée (l’extension ne garde que des pages propres).',
  waitEarlyQuestion: 'Le pool est plein\u00a0: une page doit partir pour faire place à celle de cette mise à jour. La mise à jour attend-elle\u00a0?',
  waitLaterQuestion: 'Trente mises à jour plus tard, même question\u00a0: cette mise à jour attend-elle son cadre\u00a0?',
  waitChoices: [
    'Non\u00a0: la page qui quitte le pool est propre, son cadre est libre tout de suite',
    'Oui\u00a0: la page qui part est modifiée, et le lazy writer doit d’abord l’écrire',
  ],
  waited: (p, t, f) =>
    `La page ${p} était modifiée\u00a0: la mise à jour a attendu ${t} que le lazy writer l’écrive sur disque avant que le cadre ${f} soit libre. Une page modifiée ne va jamais dans l’extension.`,
  notWaited: (p, f) =>
    `La page ${p} était propre\u00a0: elle a été abandonnée (elle était déjà dans l’extension) et le cadre ${f} a été libre tout de suite.`,
};
