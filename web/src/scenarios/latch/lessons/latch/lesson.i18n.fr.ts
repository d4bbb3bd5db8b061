// The French words of `lesson.i18n.ts` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import type { LatchLessonWords } from './lesson.i18n';

export const fr: LatchLessonWords = {
  queueLabel: '64 sessions sur 4 cœurs',
  queueHint:
    'Seize sessions par cœur\u00a0: chaque insertion fait la queue pour la dernière page, des sessions s’endorment, et le latch est remis à des sessions hors de leur cœur.',
  smallLabel: '6 sessions sur 2 cœurs',
  smallHint:
    'Moins de sessions qu’il n’en faut pour occuper les cœurs\u00a0: les cœurs sont le goulet d’étranglement, et le latch est rarement attendu.',
  sessionsNote:
    'Chaque bouton fixe les sessions et les cœurs (de la vue pas à pas et du déroulement complet)\u202f; ils vont dans le lien.',
  besideIdentity: 'Une autre clé tourne à côté d’identity, sur les mêmes sessions et cœurs.',
  runsBeside: 'Tourne à côté d’identity, sur les mêmes sessions et cœurs.',
  rangesOnly: 'Utilisé par sequence_ranges seulement.',
  partitionsOnly: 'Utilisé par hash_partitions seulement.',
  noRuns: 'Aucun déroulement pour l’instant.',
  runsIn: (done, all) => `${done} déroulements sur ${all} terminés. `,
  at128: (list) => `À 128 threads\u00a0: ${list}. `,
  strategyRate: (key, rate) => `${key} ${rate}`,
  asArticle: 'Comme l’article\u00a0: plages de séquence et GUID au-dessus d’OPTIMIZE_FOR_SEQUENTIAL_KEY, au-dessus d’identity.',
  notArticle:
    'Pas l’ordre de l’article (plages de séquence et GUID > OPTIMIZE_FOR_SEQUENTIAL_KEY > identity).',
  chartTitle: 'Lignes par seconde selon les threads, une courbe par clé',
  chartIntro: (rows) =>
    `Chaque point est un déroulement à part\u00a0: ${rows} lignes (l’article en a inséré 2\u202f000\u202f000\u202f; le débit d’un déroulement se stabilise en quelques milliers de lignes, et le déroulement complet ci-dessous les insère toutes les 2\u202f000\u202f000) par autant de sessions sur vos cœurs, pour les quatre clés de l’article et celle que vous avez choisie. Les losanges creux sont les chiffres de l’article à 16, 64 et 128 threads.`,
  runChart: 'Lancer le graphique',
  keys: 'Clés',
  theArticles: 'ceux de l’article',
  chartLabel: (summary) => `Lignes par seconde selon les threads. ${summary}`,
  xTitle: 'Threads (sessions qui insèrent en même temps, échelle log)',
  yTitle: 'Lignes par seconde',
  tableLabel: 'Lignes par seconde par clé et par threads',
  tableCaption: 'Lignes par seconde par clé et nombre de threads, les nôtres et celles de l’article',
  key: 'Clé',
  articleValue: (n) => ` (article\u00a0: ${n})`,
};
