// The French words of `charts.i18n.ts` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import type { ChartWords } from './charts.i18n';

export const fr: ChartWords = {
  sep: '\u00a0; ',
  ours: 'les nôtres',
  theArticles: 'l’article',
  marks: 'Marques',
  colOurs: 'Les nôtres',
  colArticle: 'L’article',
  colRun: 'Série',
  setupsTitle: 'Les cinq configurations\u00a0: 10\u202f000 mises à jour aléatoires',
  setupsIntro:
    'Chaque ligne est une exécution à pleine échelle d’une des configurations de l’article avec vos autres paramètres\u00a0: les secondes d’une série de mises à jour (le régime établi, comme le tableau de l’article\u00a0: la moyenne des séries 5 à 8, ou la dernière s’il y en a quatre ou moins\u00a0; celle de la configuration 4 est tracée dans le graphique suivant), la nôtre à côté de celle de l’article, en échelle logarithmique.',
  setupsRun: 'Lancer les cinq configurations',
  xTitle: 'Secondes par série de 10\u202f000 mises à jour (échelle log)',
  xTitleLines: ['Secondes par série de 10\u202f000 mises à jour', '(échelle log)'],
  notRun: 'pas encore lancée',
  theirs: (t) => `, l’article ${t}`,
  setupRow: (setup, ours, theirs) => `${setup}\u00a0: nous ${ours}${theirs}`,
  rankWait: 'Le classement attend l’exécution de chaque configuration.',
  rankYes: 'Le nôtre se classe comme celui de l’article\u00a0: mémoire < SSD < extension < mémoire limitée ≤ cache froid.',
  rankNo: 'Le nôtre ne se classe pas comme celui de l’article (mémoire < SSD < extension < mémoire limitée ≤ cache froid).',
  setupsAria: (summary) => `Secondes par série de mises à jour, cinq configurations. ${summary}`,
  setupsTable: 'Secondes par série selon la configuration',
  setupsCaption: 'Secondes par série de 10\u202f000 mises à jour selon la configuration, les nôtres et celles de l’article',
  colSetup: 'Configuration',
  colRatio: 'Nôtres ÷ article',
  washTitle: 'Série après série\u00a0: les mises à jour effacent l’extension',
  washIntro:
    'La configuration 4 (mémoire limitée plus l’extension, chauffée par des parcours) à pleine échelle avec vos autres paramètres\u00a0: chaque série de mises à jour laisse des pages modifiées dans le pool et supprime leurs copies de l’extension. Dès que le pool ne contient plus que des pages modifiées, chaque mise à jour attend que le lazy writer en écrive une avant d’avoir un cadre, et les séries se stabilisent au rythme du lazy writer, même si la série suivante trouve moins de pages sur le SSD\u00a0; une barre marque les séries dont la moyenne est le régime établi du tableau.',
  washRun: 'Lancer l’effacement',
  oneRun: (n) => `série ${n}`,
  someRuns: (from, to) => `séries ${from} à ${to}`,
  timeTitle: 'Secondes par série',
  shareTitle: 'Part de la table dans l’extension, après la série',
  runAxis: 'Série de 10\u202f000 mises à jour',
  articleShare: 'l’article\u00a0: ~75\u00a0% une fois ses durées stabilisées',
  steady: (runs, t) => `régime établi\u00a0: moyenne des ${runs}, ${t}`,
  noRuns: 'Aucune série pour l’instant.',
  runItem: (n, t) => `série ${n} ${t}`,
  oursRuns: (list) => `Nous\u00a0: ${list}\u00a0; l’article\u00a0: 22 s, 40 s, 55 s, ~1 min, ~1 min 15 s. `,
  riseYes: 'Les nôtres montent, puis se stabilisent, comme celles de l’article. ',
  riseNo: 'Les nôtres ne montent pas puis ne se stabilisent pas comme celles de l’article. ',
  steadySentence: (runs, t) =>
    `Notre régime établi, le chiffre du tableau de l’article, est la moyenne des ${runs}\u00a0: ${t} (l’article\u00a0: ~1 min 15 s). `,
  leftAfter: (run, pct) =>
    `Après la série ${run}, il reste ${pct} de la table dans l’extension (l’article\u00a0: ~75\u00a0% une fois ses durées stabilisées).`,
  legendTime: 'les nôtres\u00a0: secondes par série',
  legendShare: 'les nôtres\u00a0: part dans l’extension',
  washAria: (summary) => `La configuration 4 série après série. ${summary}`,
  washTable: 'Chaque série de la configuration 4',
  washCaption: 'Secondes de chaque série de mises à jour et part de la table dans l’extension après elle',
  colAfter: 'Dans l’extension après elle',
  beyondRuns: (list, many, spread) =>
    `${many ? 'Les séries' : 'La série'} ${list} ${many ? 's’écartent' : 's’écarte'} de l’article plus que sa propre dispersion d’un passage à l’autre (×${spread}). `,
  runsClimb:
    'Les nôtres montent d’un coup là où celles de l’article ont monté sur quatre ou cinq séries. Après les parcours de préchauffage, notre pool ne contient que des pages propres, que LRU-2 libère avant les pages qu’apportent les mises à jour\u00a0: les échecs de la première série n’attendent jamais le lazy writer, la deuxième rencontre vite les pages modifiées de la première, et dès la troisième chaque page qui quitte le pool est modifiée. L’article ne dit pas ce que contenait son pool après ses parcours\u00a0; sa première série plus lente laisse penser que des pages modifiées en sortaient dès la première.',
  runsLater:
    'Vers la série 12, les nôtres remontent\u00a0: il reste moins de la moitié de la table dans l’extension, et les lectures d’une série sur le disque durent plus longtemps que les écritures du lazy writer. L’article ne dit pas combien de séries il a faites une fois ses durées stabilisées\u00a0; c’est notre prédiction.',
  reportTitle: (setup) => `Chaque série de mises à jour (${setup})`,
  reportRegion: 'Durée de chaque série de mises à jour',
  reportCaption: (article) => `Secondes de chaque série de mises à jour, les nôtres${article ? ' et celles de l’article' : ''}`,
  reportEnd: (ext, pages, pct, pool, washed, copied) =>
    `À la fin, ${ext} des ${pages} pages de la table étaient dans l’extension (${pct}) et ${pool} dans le pool\u00a0; les mises à jour ont effacé ${washed} copies et le pool y a copié ${copied} pages propres.`,
  reportArticle:
    ' L’article\u00a0: ~75\u00a0% dans l’extension et ~8\u00a0% en mémoire une fois les durées stabilisées, environ 1 min 15 s par série.',
};
