// The French words of `url.i18n.ts` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import type { UrlWords } from './url.i18n';

export const fr: UrlWords = {
  quoted: (v) => `«\u00a0${v}\u00a0»`,
  noLesson: (raw, shown) => `Le lien demande la leçon ${raw}, qui n’existe pas\u00a0; affichage de «\u00a0${shown}\u00a0».`,
  badStep: (raw) => `L’étape ${raw} du lien n’est pas un nombre entier positif ou nul\u00a0; départ à l’étape 0.`,
  badEmbed: (raw) => `Le paramètre embed ${raw} du lien n’est ni 1 ni 0\u00a0; affichage du site complet.`,
  badView: (raw) => `La vue ${raw} du lien n’est ni stage, ni chart, ni article\u00a0; affichage de la scène.`,
  viewNotEmbed: (raw) =>
    `La vue ${raw} du lien ne s’applique qu’à une leçon intégrée (embed=1)\u00a0; affichage de la page entière.`,
  allowNotEmbed: 'Le paramètre allow du lien ne s’applique qu’à une leçon intégrée (embed=1)\u00a0; ignoré.',
  badAllow: (values, n) =>
    `Le paramètre allow du lien\u00a0: ${values} ${n === 1 ? 'n’est pas une origine' : 'ne sont pas des origines'} (comme https://lms.example.org)\u00a0; ${n === 1 ? 'ignorée' : 'ignorées'}.`,
  badCheckpoints: (raw, embed) =>
    `Le paramètre checkpoints ${raw} du lien n’est ni 1 ni 0\u00a0; ${embed ? 'la scène ne s’arrête pas pour poser ses questions' : 'la scène pose ses questions'}.`,
  badTheme: (raw) => `Le thème ${raw} du lien n’est ni light ni dark\u00a0; la page suit le vôtre.`,
  badLang: (raw, langs) => `La langue ${raw} du lien n’est pas l’une de ${langs}\u00a0; la page suit la langue de votre navigateur.`,
  badParam: (key, raw, why, def) =>
    `Le lien fixe ${key} à ${raw}\u00a0: ${why} ${def === null ? 'Valeur par défaut (vide) utilisée.' : `Valeur par défaut utilisée\u00a0: ${def}.`}`,
  tooLong: 'valeur trop longue.',
  unknown: (n, names) => `${n === 1 ? 'Paramètre ignoré' : 'Paramètres ignorés'}, absent${n === 1 ? '' : 's'} de cette leçon\u00a0: ${names}.`,
  embedOnly: (names, n) =>
    `Le${n === 1 ? '' : 's'} paramètre${n === 1 ? '' : 's'} ${names} du lien ne s’appliqu${n === 1 ? 'e' : 'ent'} qu’à une leçon intégrée (embed=1)\u00a0; ignoré${n === 1 ? '' : 's'}.`,
  badOption: (field, raw, what) => `Le paramètre ${field} ${raw} du lien n’est pas ${what}\u00a0; ignoré.`,
  aStep: 'un numéro d’étape (un entier, 0 ou plus)',
  aChart: 'un numéro de graphique (1, 2…)',
  oneOrZero: '1 ou 0',
  aSpeed: (speeds) => `l’une des vitesses ${speeds}`,
  oneOf: (values) => `l’une des valeurs ${values}`,
  rangeReversed: (from, to) =>
    `La plage du lien, from=${from} to=${to}, finit avant de commencer\u00a0; toute la leçon est jouée.`,
  noSuchChart: (n, count) =>
    `Le paramètre chart=${n} du lien demande un graphique que cette leçon n’a pas (elle en a ${count})\u00a0; ${count === 1 ? 'il est affiché' : 'tous sont affichés'}.`,
  badTool: (raw) =>
    `Le lien demande l’outil ${raw} du bac à sable, qui n’existe pas\u00a0; affichage de toutes les leçons.`,
  notInPlayground: (key) => `Le paramètre ${key} du lien concerne une leçon, pas le bac à sable\u00a0; ignoré.`,
  badToolSetting: (key) =>
    `Le paramètre ${key} du lien n’est pas un nom de réglage, ou sa valeur est trop longue\u00a0; ignoré.`,
  badFork: (raw, why) =>
    `La bifurcation ${raw} du lien n’est pas un paramètre de cette leçon avec une valeur (fork=nom:valeur)${why ? `\u00a0: ${why}` : ''}\u00a0; votre exécution seule est affichée.`,
};
