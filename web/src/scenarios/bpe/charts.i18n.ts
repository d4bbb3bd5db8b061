/**
 * The words of the bpe charts (`lessons/bpe/SetupsChart.tsx`,
 * `lessons/bpe/WashChart.tsx`) and of a full run's report beside its
 * figures (`RunsReport.tsx`). Times, counts and shares come formatted.
 */
import type { Catalogue } from '../../kit/i18n/words';

const en = {
  sep: '; ',
  ours: 'ours',
  theArticles: 'the article’s',
  marks: 'Marks',
  colOurs: 'Ours',
  colArticle: 'The article’s',
  colRun: 'Run',
  // The five setups.
  setupsTitle: 'The five setups: 10,000 random updates',
  setupsIntro:
    'Each row is a full-scale run of one of the article’s setups with your other parameters: seconds a run of updates (the steady state, as the article’s table: the mean of runs 5 to 8, or the last run’s with four or fewer; setup 4’s is drawn in the next chart), ours beside the article’s, on a log scale.',
  setupsRun: 'Run the five setups',
  xTitle: 'Seconds a run of 10,000 updates (log scale)',
  xTitleLines: ['Seconds a run of 10,000 updates', '(log scale)'],
  notRun: 'not run yet',
  theirs: (t: string) => `, the article ${t}`,
  setupRow: (setup: string, ours: string, theirs: string) => `${setup}: ours ${ours}${theirs}`,
  rankWait: 'The ranking waits for every setup’s run.',
  rankYes: 'Ours ranks as the article’s: memory < SSD < extension < limited memory ≤ cold cache.',
  rankNo: 'Ours does not rank as the article’s (memory < SSD < extension < limited memory ≤ cold cache).',
  setupsAria: (summary: string) => `Seconds a run of updates, five setups. ${summary}`,
  setupsTable: 'Seconds a run by setup',
  setupsCaption: 'Seconds a run of 10,000 updates by setup, ours and the article’s',
  colSetup: 'Setup',
  colRatio: 'Ours ÷ theirs',
  // Run after run.
  washTitle: 'Run after run: updates wash the extension out',
  washIntro:
    'Setup 4 (limited memory plus the extension, warmed by scans) at full scale with your other parameters: each run of updates leaves dirty pages in the pool and discards their copies in the extension. Once the pool holds only dirty pages, every update waits for the lazy writer to write one before it has a frame, and the runs level off at the writer’s pace, though the next run finds fewer pages on the SSD; a bar marks the runs whose mean is the steady state in the table.',
  washRun: 'Run the wash-out',
  oneRun: (n: string) => `run ${n}`,
  someRuns: (from: string, to: string) => `runs ${from}–${to}`,
  timeTitle: 'Seconds a run',
  shareTitle: 'Share of the table in the extension, after the run',
  runAxis: 'Run of 10,000 updates',
  articleShare: 'the article: ~75% once its times settled',
  steady: (runs: string, t: string) => `steady state: mean of ${runs}, ${t}`,
  noRuns: 'No runs yet.',
  runItem: (n: string, t: string) => `run ${n} ${t}`,
  oursRuns: (list: string) => `Ours: ${list}; the article’s: 22 s, 40 s, 55 s, ~1 min, ~1 min 15 s. `,
  riseYes: 'Ours rises, then levels off, as the article’s did. ',
  riseNo: 'Ours does not rise and level off as the article’s did. ',
  steadySentence: (runs: string, t: string) =>
    `Our steady state, the figure in the article’s table, is the mean of ${runs}: ${t} (the article: ~1 min 15 s). `,
  leftAfter: (run: string, pct: string) =>
    `After run ${run} ${pct} of the table is left in the extension (the article: ~75% once its times settled).`,
  legendTime: 'ours: seconds a run',
  legendShare: 'ours: share in the extension',
  washAria: (summary: string) => `Setup 4 run after run. ${summary}`,
  washTable: 'Each run of setup 4',
  washCaption: 'Seconds each run of updates took and the share of the table in the extension after it',
  colAfter: 'In the extension after it',
  // A full run's report.
  reportTitle: (setup: string) => `Each run of updates (${setup})`,
  reportRegion: 'Time of each run of updates',
  reportCaption: (article: boolean) => `Seconds each run of updates took, ours${article ? ' and the article’s' : ''}`,
  reportEnd: (ext: string, pages: string, pct: string, pool: string, washed: string, copied: string) =>
    `At the end ${ext} of the table’s ${pages} pages were in the extension (${pct}) and ${pool} in the pool; updates washed ${washed} copies out and the pool copied ${copied} clean pages in.`,
  reportArticle: ' The article: ~75% in the extension and ~8% in memory once the times settled, about 1 min 15 s a run.',
};

export type ChartWords = typeof en;

const fr: ChartWords = {
  sep: ' ; ',
  ours: 'les nôtres',
  theArticles: 'l’article',
  marks: 'Marques',
  colOurs: 'Les nôtres',
  colArticle: 'L’article',
  colRun: 'Série',
  setupsTitle: 'Les cinq configurations : 10 000 mises à jour aléatoires',
  setupsIntro:
    'Chaque ligne est une exécution à pleine échelle d’une des configurations de l’article avec vos autres paramètres : les secondes d’une série de mises à jour (le régime établi, comme le tableau de l’article : la moyenne des séries 5 à 8, ou la dernière s’il y en a quatre ou moins ; celle de la configuration 4 est tracée dans le graphique suivant), la nôtre à côté de celle de l’article, en échelle logarithmique.',
  setupsRun: 'Lancer les cinq configurations',
  xTitle: 'Secondes par série de 10 000 mises à jour (échelle log)',
  xTitleLines: ['Secondes par série de 10 000 mises à jour', '(échelle log)'],
  notRun: 'pas encore lancée',
  theirs: (t) => `, l’article ${t}`,
  setupRow: (setup, ours, theirs) => `${setup} : nous ${ours}${theirs}`,
  rankWait: 'Le classement attend l’exécution de chaque configuration.',
  rankYes: 'Le nôtre se classe comme celui de l’article : mémoire < SSD < extension < mémoire limitée ≤ cache froid.',
  rankNo: 'Le nôtre ne se classe pas comme celui de l’article (mémoire < SSD < extension < mémoire limitée ≤ cache froid).',
  setupsAria: (summary) => `Secondes par série de mises à jour, cinq configurations. ${summary}`,
  setupsTable: 'Secondes par série selon la configuration',
  setupsCaption: 'Secondes par série de 10 000 mises à jour selon la configuration, les nôtres et celles de l’article',
  colSetup: 'Configuration',
  colRatio: 'Nôtres ÷ article',
  washTitle: 'Série après série : les mises à jour effacent l’extension',
  washIntro:
    'La configuration 4 (mémoire limitée plus l’extension, chauffée par des parcours) à pleine échelle avec vos autres paramètres : chaque série de mises à jour laisse des pages modifiées dans le pool et jette leurs copies dans l’extension. Dès que le pool ne contient plus que des pages modifiées, chaque mise à jour attend que le lazy writer en écrive une avant d’avoir un cadre, et les séries se stabilisent au rythme du lazy writer, même si la série suivante trouve moins de pages sur le SSD ; une barre marque les séries dont la moyenne est le régime établi du tableau.',
  washRun: 'Lancer l’effacement',
  oneRun: (n) => `série ${n}`,
  someRuns: (from, to) => `séries ${from} à ${to}`,
  timeTitle: 'Secondes par série',
  shareTitle: 'Part de la table dans l’extension, après la série',
  runAxis: 'Série de 10 000 mises à jour',
  articleShare: 'l’article : ~75 % une fois ses durées stabilisées',
  steady: (runs, t) => `régime établi : moyenne des ${runs}, ${t}`,
  noRuns: 'Aucune série pour l’instant.',
  runItem: (n, t) => `série ${n} ${t}`,
  oursRuns: (list) => `Nous : ${list} ; l’article : 22 s, 40 s, 55 s, ~1 min, ~1 min 15 s. `,
  riseYes: 'Les nôtres montent, puis se stabilisent, comme celles de l’article. ',
  riseNo: 'Les nôtres ne montent pas puis ne se stabilisent pas comme celles de l’article. ',
  steadySentence: (runs, t) =>
    `Notre régime établi, le chiffre du tableau de l’article, est la moyenne des ${runs} : ${t} (l’article : ~1 min 15 s). `,
  leftAfter: (run, pct) =>
    `Après la série ${run}, il reste ${pct} de la table dans l’extension (l’article : ~75 % une fois ses durées stabilisées).`,
  legendTime: 'les nôtres : secondes par série',
  legendShare: 'les nôtres : part dans l’extension',
  washAria: (summary) => `La configuration 4 série après série. ${summary}`,
  washTable: 'Chaque série de la configuration 4',
  washCaption: 'Secondes de chaque série de mises à jour et part de la table dans l’extension après elle',
  colAfter: 'Dans l’extension après elle',
  reportTitle: (setup) => `Chaque série de mises à jour (${setup})`,
  reportRegion: 'Durée de chaque série de mises à jour',
  reportCaption: (article) => `Secondes de chaque série de mises à jour, les nôtres${article ? ' et celles de l’article' : ''}`,
  reportEnd: (ext, pages, pct, pool, washed, copied) =>
    `À la fin, ${ext} des ${pages} pages de la table étaient dans l’extension (${pct}) et ${pool} dans le pool ; les mises à jour ont effacé ${washed} copies et le pool y a copié ${copied} pages propres.`,
  reportArticle:
    ' L’article : ~75 % dans l’extension et ~8 % en mémoire une fois les durées stabilisées, environ 1 min 15 s par série.',
};

const ru: ChartWords = {
  sep: '; ',
  ours: 'у нас',
  theArticles: 'в статье',
  marks: 'Метки',
  colOurs: 'У нас',
  colArticle: 'В статье',
  colRun: 'Запуск',
  setupsTitle: 'Пять тестов: 10 000 случайных обновлений',
  setupsIntro:
    'Каждая строка — полномасштабный прогон одного из тестов статьи с остальными вашими параметрами: секунды на запуск обновлений (установившееся время, как в таблице статьи: среднее запусков 5–8 или последний запуск, если их четыре или меньше; тест 4 показан на следующем графике), наше рядом со значением из статьи, в логарифмической шкале.',
  setupsRun: 'Запустить пять тестов',
  xTitle: 'Секунды на запуск из 10 000 обновлений (лог. шкала)',
  xTitleLines: ['Секунды на запуск из 10 000 обновлений', '(лог. шкала)'],
  notRun: 'ещё не запускался',
  theirs: (t) => `, в статье ${t}`,
  setupRow: (setup, ours, theirs) => `${setup}: у нас ${ours}${theirs}`,
  rankWait: 'Порядок будет ясен, когда пройдут все тесты.',
  rankYes: 'Наш порядок совпадает со статьёй: память < SSD < расширение < ограниченная память ≤ холодный кэш.',
  rankNo: 'Наш порядок не совпадает со статьёй (память < SSD < расширение < ограниченная память ≤ холодный кэш).',
  setupsAria: (summary) => `Секунды на запуск обновлений, пять тестов. ${summary}`,
  setupsTable: 'Секунды на запуск по тестам',
  setupsCaption: 'Секунды на запуск из 10 000 обновлений по тестам, наши и из статьи',
  colSetup: 'Тест',
  colRatio: 'У нас ÷ в статье',
  washTitle: 'Запуск за запуском: обновления «вымывают» расширение',
  washIntro:
    'Тест 4 (ограниченная память плюс расширение, прогретое сканированием) в полном масштабе с остальными вашими параметрами: каждый запуск обновлений оставляет в буферном пуле грязные страницы и отбрасывает их копии в расширении. Как только в буферном пуле остаются одни грязные страницы, каждое обновление ждёт, пока Lazy Writer запишет одну из них, чтобы получить кадр, и запуски выходят на темп Lazy Writer, хотя следующий запуск находит на SSD ещё меньше страниц; полоса отмечает запуски, среднее которых — установившееся время в таблице.',
  washRun: 'Запустить «вымывание»',
  oneRun: (n) => `запуск ${n}`,
  someRuns: (from, to) => `запуски ${from}–${to}`,
  timeTitle: 'Секунды на запуск',
  shareTitle: 'Доля таблицы в расширении после запуска',
  runAxis: 'Запуск из 10 000 обновлений',
  articleShare: 'в статье: ~75%, когда время «замерло»',
  steady: (runs, t) => `установившееся: среднее (${runs}), ${t}`,
  noRuns: 'Запусков пока нет.',
  runItem: (n, t) => `запуск ${n} — ${t}`,
  oursRuns: (list) => `У нас: ${list}; в статье: 22 с, 40 с, 55 с, ~1 мин, ~1 мин 15 с. `,
  riseYes: 'Наше время растёт, затем выходит на плато, как в статье. ',
  riseNo: 'Наше время не растёт и не выходит на плато, как в статье. ',
  steadySentence: (runs, t) =>
    `Наше установившееся время, число из таблицы статьи, — среднее (${runs}): ${t} (в статье ~1 мин 15 с). `,
  leftAfter: (run, pct) =>
    `После запуска ${run} в расширении остаётся ${pct} таблицы (в статье ~75%, когда время «замерло»).`,
  legendTime: 'у нас: секунды на запуск',
  legendShare: 'у нас: доля в расширении',
  washAria: (summary) => `Тест 4 запуск за запуском. ${summary}`,
  washTable: 'Каждый запуск теста 4',
  washCaption: 'Секунды каждого запуска обновлений и доля таблицы в расширении после него',
  colAfter: 'В расширении после него',
  reportTitle: (setup) => `Каждый запуск обновлений (${setup})`,
  reportRegion: 'Время каждого запуска обновлений',
  reportCaption: (article) => `Секунды каждого запуска обновлений, наши${article ? ' и из статьи' : ''}`,
  reportEnd: (ext, pages, pct, pool, washed, copied) =>
    `В конце в расширении было страниц таблицы: ${ext} из ${pages} (${pct}), в буферном пуле: ${pool}; обновления «вымыли» копий: ${washed}, а буферный пул скопировал в расширение чистых страниц: ${copied}.`,
  reportArticle:
    ' В статье: «в BPE находилось ~75% данных, а в памяти еще около 8%», когда время «замерло», в среднем 1 минута 15 секунд на запуск.',
};

export const CHART_WORDS: Catalogue<ChartWords> = { en, fr, ru };
