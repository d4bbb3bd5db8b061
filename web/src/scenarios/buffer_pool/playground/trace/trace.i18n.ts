/**
 * The trace tool's words (`TraceTool.tsx`, `TraceCurves.tsx`,
 * `traceSettings.ts`). Policy names stay as the literature writes them
 * (LRU, CLOCK, 2Q, ARC, OPT); figures come formatted.
 */
import type { Catalogue } from '../../../../kit/i18n/words';
import { ruPlural } from '../../../../kit/i18n/words';

const en = {
  title: 'Your own trace',
  summary:
    'Which replacement policy, and how many frames? Paste or load a page-reference trace from your own server: pagelab runs it through every policy at a range of pool sizes and draws the miss-ratio curves, with OPT (Belady’s optimum) as the floor. Nothing you give it leaves this page.',
  inputLegend: 'The trace',
  textLabel: 'Paste a trace',
  textHelp:
    'A page id a line, “w” after it for a write (“17 w”); or CSV with a page (or page_id, block, blkno) column and an op column. # starts a comment. Any whole numbers (block numbers): the policies only compare them. Up to 10,000,000 references.',
  loadFile: 'Load a file',
  fileChosen: (name: string, size: string) => `${name}, ${size}: read in this page, never uploaded.`,
  usePasted: 'Use the pasted text instead',
  examples: 'Or an example:',
  exBelady: 'Belady’s string',
  exScans: 'A hot set and scans',
  exLoop: 'A loop past the pool',
  policiesLegend: 'Policies',
  framesLabel: 'Pool sizes (frames)',
  framesHelp: 'Comma-separated (100, 1000, 10000); empty: from 1 frame to every page, log-spaced.',
  run: 'Draw the curves',
  reading: 'Reading the trace',
  simulating: 'Simulating',
  emptyInput: 'Paste a trace, load a file or pick an example first.',
  noPolicy: 'Pick at least one policy.',
  refusedAt: (line: string, why: string) => `Line ${line}: ${why}.`,
  refusedAll: (why: string) => `${why}.`,
  showLine: (line: string) => `Show line ${line}`,
  refusal: {
    too_many: (limit: string) => `more than ${limit} references: cut the trace`,
    not_page: (v: string) => `${v} is not a page id (a whole number)`,
    not_op: (v: string) => `${v} is neither a read (r) nor a write (w)`,
    extra: (v: string) => `${v} after the page and its r or w`,
    no_column: (n: string, name: string) => `no column ${n} (${name})`,
    no_page_column: (header: string) => `the header ${header} names no page column (page, page_id, block or blkno)`,
    empty: () => 'the trace names no page: one page id a line, or CSV with a page column',
    not_text: () => 'the file is not text (a binary file?): a trace is one page id a line, or CSV with a page column',
    several: (v: string) => `${v} holds several page ids: one a line, or commas between them`,
  } as Record<string, (...v: string[]) => string>,
  notInLink: 'This trace is too long for the link: a reload or a shared link will not bring it back (save it as a file to draw it again).',
  needsFile: (name: string) =>
    `This link’s curves were drawn from ${name}. Load that file (it stays on this computer) and draw the curves again.`,
  traceSummary: (refs: string, pages: string, writes: string) =>
    `${refs} references to ${pages} distinct pages, ${writes} of them writes.`,
  chartTitle: 'Miss ratio by pool size',
  chartIntro:
    'Each point is the whole trace through one policy with that many frames. LRU’s whole curve comes from one pass (Mattson’s stack distances); the others are simulated on the lessons’ own pool, in parallel workers. OPT knows the future: no policy misses less.',
  legend: 'Policies',
  optFloor: 'OPT, the floor',
  framesAxis: 'frames (log scale)',
  ratioAxis: 'miss ratio',
  chartLabel: (summary: string) => `Miss-ratio curves. ${summary}`,
  noPoints: 'No curve drawn yet.',
  bestAt: (frames: string, best: string, ratio: string, opt: string, n: number) =>
    `With ${frames} frames ${best} ${n === 1 ? 'misses' : 'miss'} least, ${ratio} of references; OPT ${opt}.`,
  allTie: (frames: string, ratio: string, opt: string) =>
    `With ${frames} frames every policy misses ${ratio} of references, none fewer than another; OPT ${opt}.`,
  and: 'and',
  partial: (done: string, total: string) => `${done} of ${total} points drawn.`,
  tableLabel: 'The curves as a table',
  framesCol: 'frames',
  cell: (ratio: string, misses: string) => `${ratio} (${misses} misses)`,
  cliLabel: 'The same from the command line:',
  saveTrace: 'Save the trace as trace.txt',
  badPolicy: (v: string, known: string) => `The link’s policy ${v} is none of ${known}; drawing the known ones (all if none).`,
  badFrames: (v: string, max: number) =>
    `The pool sizes ${v} are not whole numbers from 1 to 10,000,000, at most ${max} of them; using the automatic sizes.`,
  badFile: (v: string) => `The link’s file ${v} is not a file name; ignored.`,
  badRefs: (v: string, max: number) =>
    `The link’s refs ${v} is not a short trace (page ids with w for a write, comma-separated, at most ${max} characters); ignored.`,
  unknownSetting: (key: string) => `The trace tool has no setting ${key}; ignored.`,
};

export type TraceWords = typeof en;

const fr: TraceWords = {
  title: 'Votre propre trace',
  summary:
    'Quelle politique de remplacement, et combien de cadres\u00a0? Collez ou chargez une trace de références de pages de votre serveur\u00a0: pagelab la passe dans chaque politique pour une gamme de tailles de pool et trace les courbes de taux d’échecs, avec OPT (l’optimum de Belady) pour plancher. Rien de ce que vous lui donnez ne quitte cette page.',
  inputLegend: 'La trace',
  textLabel: 'Collez une trace',
  textHelp:
    'Un numéro de page par ligne, suivi de «\u00a0w\u00a0» pour une écriture («\u00a017 w\u00a0»)\u00a0; ou un CSV avec une colonne page (ou page_id, block, blkno) et une colonne op. # commence un commentaire. N’importe quels entiers (numéros de blocs)\u00a0: les politiques ne font que les comparer. Jusqu’à 10\u00a0000\u00a0000 références.',
  loadFile: 'Charger un fichier',
  fileChosen: (name, size) => `${name}, ${size}\u00a0: lu dans cette page, jamais envoyé.`,
  usePasted: 'Utiliser plutôt le texte collé',
  examples: 'Ou un exemple\u00a0:',
  exBelady: 'La chaîne de Belady',
  exScans: 'Un ensemble chaud et des parcours',
  exLoop: 'Une boucle plus grande que le pool',
  policiesLegend: 'Politiques',
  framesLabel: 'Tailles du pool (cadres)',
  framesHelp: 'Séparées par des virgules (100, 1000, 10000)\u00a0; vide\u00a0: de 1 cadre à toutes les pages, en échelle logarithmique.',
  run: 'Tracer les courbes',
  reading: 'Lecture de la trace',
  simulating: 'Simulation',
  emptyInput: 'Collez d’abord une trace, chargez un fichier ou choisissez un exemple.',
  noPolicy: 'Choisissez au moins une politique.',
  refusedAt: (line, why) => `Ligne ${line}\u00a0: ${why}.`,
  refusedAll: (why) => `${why.charAt(0).toUpperCase()}${why.slice(1)}.`,
  showLine: (line) => `Montrer la ligne ${line}`,
  refusal: {
    too_many: (limit) => `plus de ${limit} références\u00a0: coupez la trace`,
    not_page: (v) => `${v} n’est pas un numéro de page (un entier)`,
    not_op: (v) => `${v} n’est ni une lecture (r) ni une écriture (w)`,
    extra: (v) => `${v} après la page et son r ou w`,
    no_column: (n, name) => `pas de colonne ${n} (${name})`,
    no_page_column: (header) => `l’en-tête ${header} ne nomme aucune colonne de page (page, page_id, block ou blkno)`,
    empty: () => 'la trace ne nomme aucune page\u00a0: un numéro de page par ligne, ou un CSV avec une colonne page',
    not_text: () => 'le fichier n’est pas du texte (un fichier binaire\u00a0?)\u00a0: une trace est un numéro de page par ligne, ou un CSV avec une colonne page',
    several: (v) => `${v} contient plusieurs numéros de page\u00a0: un par ligne, ou des virgules entre eux`,
  },
  notInLink: 'Cette trace est trop longue pour le lien\u00a0: recharger la page ou partager le lien ne la ramènera pas (enregistrez-la dans un fichier pour la retracer).',
  needsFile: (name) =>
    `Les courbes de ce lien ont été tracées à partir de ${name}. Chargez ce fichier (il reste sur cet ordinateur) et tracez à nouveau les courbes.`,
  traceSummary: (refs, pages, writes) =>
    `${refs} références à ${pages} pages distinctes, dont ${writes} écritures.`,
  chartTitle: 'Taux d’échecs selon la taille du pool',
  chartIntro:
    'Chaque point est la trace entière passée dans une politique avec autant de cadres. La courbe entière de LRU vient d’un seul passage (les distances de pile de Mattson)\u00a0; les autres sont simulées sur le pool même des leçons, dans des workers parallèles. OPT connaît l’avenir\u00a0: aucune politique ne fait moins d’échecs.',
  legend: 'Politiques',
  optFloor: 'OPT, le plancher',
  framesAxis: 'cadres (échelle logarithmique)',
  ratioAxis: 'taux d’échecs',
  chartLabel: (summary) => `Courbes de taux d’échecs. ${summary}`,
  noPoints: 'Aucune courbe tracée pour l’instant.',
  bestAt: (frames, best, ratio, opt, n) =>
    `Avec ${frames} cadres, ${best} ${n === 1 ? 'fait' : 'font'} le moins d’échecs, ${ratio} des références\u00a0; OPT ${opt}.`,
  allTie: (frames, ratio, opt) =>
    `Avec ${frames} cadres, toutes les politiques font ${ratio} d’échecs, aucune moins qu’une autre\u00a0; OPT ${opt}.`,
  and: 'et',
  partial: (done, total) => `${done} points tracés sur ${total}.`,
  tableLabel: 'Les courbes en tableau',
  framesCol: 'cadres',
  cell: (ratio, misses) => `${ratio} (${misses} échecs)`,
  cliLabel: 'La même chose en ligne de commande\u00a0:',
  saveTrace: 'Enregistrer la trace dans trace.txt',
  badPolicy: (v, known) =>
    `La politique ${v} du lien n’est aucune de ${known}\u00a0; tracé des politiques connues (toutes s’il n’y en a aucune).`,
  badFrames: (v, max) =>
    `Les tailles de pool ${v} ne sont pas des entiers de 1 à 10\u00a0000\u00a0000, au plus ${max}\u00a0; tailles automatiques.`,
  badFile: (v) => `Le fichier ${v} du lien n’est pas un nom de fichier\u00a0; ignoré.`,
  badRefs: (v, max) =>
    `Le paramètre refs ${v} du lien n’est pas une courte trace (des numéros de page, w pour une écriture, séparés par des virgules, au plus ${max} caractères)\u00a0; ignoré.`,
  unknownSetting: (key) => `L’outil de trace n’a pas de réglage ${key}\u00a0; ignoré.`,
};

const ru: TraceWords = {
  title: 'Ваша трасса',
  summary:
    'Какая политика вытеснения и сколько фреймов? Вставьте или загрузите трассу обращений к страницам со своего сервера: pagelab прогонит её через каждую политику при разных размерах пула и нарисует кривые доли промахов, с OPT (оптимумом Белади) как нижней границей. Ничто из того, что вы ему даёте, не покидает эту страницу.',
  inputLegend: 'Трасса',
  textLabel: 'Вставьте трассу',
  textHelp:
    'Номер страницы в строке, после него «w» для записи («17 w»); или CSV со столбцом page (или page_id, block, blkno) и столбцом op. # начинает комментарий. Любые целые числа (номера блоков): политики их только сравнивают. До 10\u00a0000\u00a0000 обращений.',
  loadFile: 'Загрузить файл',
  fileChosen: (name, size) => `${name}, ${size}: читается на этой странице и никуда не отправляется.`,
  usePasted: 'Взять вставленный текст',
  examples: 'Или пример:',
  exBelady: 'Строка Белади',
  exScans: 'Горячий набор и сканирования',
  exLoop: 'Цикл больше пула',
  policiesLegend: 'Политики',
  framesLabel: 'Размеры пула (фреймы)',
  framesHelp: 'Через запятую (100, 1000, 10000); пусто: от 1 фрейма до всех страниц, в логарифмическом масштабе.',
  run: 'Построить кривые',
  reading: 'Чтение трассы',
  simulating: 'Моделирование',
  emptyInput: 'Сначала вставьте трассу, загрузите файл или выберите пример.',
  noPolicy: 'Выберите хотя бы одну политику.',
  refusedAt: (line, why) => `Строка ${line}: ${why}.`,
  refusedAll: (why) => `${why.charAt(0).toUpperCase()}${why.slice(1)}.`,
  showLine: (line) => `Показать строку ${line}`,
  refusal: {
    too_many: (limit) => `больше ${limit} обращений: сократите трассу`,
    not_page: (v) => `${v} — не номер страницы (целое число)`,
    not_op: (v) => `${v} — ни чтение (r), ни запись (w)`,
    extra: (v) => `${v} после страницы и её r или w`,
    no_column: (n, name) => `нет столбца ${n} (${name})`,
    no_page_column: (header) => `в заголовке ${header} нет столбца страниц (page, page_id, block или blkno)`,
    empty: () => 'в трассе нет ни одной страницы: номер страницы в строке или CSV со столбцом page',
    not_text: () => 'файл не текстовый (двоичный?): трасса — это номер страницы в строке или CSV со столбцом page',
    several: (v) => `в ${v} несколько номеров страниц: по одному в строке или через запятую`,
  },
  notInLink: 'Эта трасса слишком длинна для ссылки: после перезагрузки или по ссылке её не будет (сохраните её в файл, чтобы построить снова).',
  needsFile: (name) =>
    `Кривые по этой ссылке построены по файлу ${name}. Загрузите этот файл (он останется на этом компьютере) и постройте кривые снова.`,
  traceSummary: (refs, pages, writes) =>
    `Обращений: ${refs}, различных страниц: ${pages}, из обращений записей: ${writes}.`,
  chartTitle: 'Доля промахов в зависимости от размера пула',
  chartIntro:
    'Каждая точка — вся трасса через одну политику при таком числе фреймов. Вся кривая LRU получается за один проход (стековые расстояния Маттсона); остальные моделируются на том же пуле, что и в уроках, в параллельных воркерах. OPT знает будущее: ни одна политика не промахивается реже.',
  legend: 'Политики',
  optFloor: 'OPT, нижняя граница',
  framesAxis: 'фреймы (логарифмический масштаб)',
  ratioAxis: 'доля промахов',
  chartLabel: (summary) => `Кривые доли промахов. ${summary}`,
  noPoints: 'Кривые ещё не построены.',
  bestAt: (frames, best, ratio, opt, n) =>
    `При ${frames} ${ruPlural(Number(frames.replace(/\D/g, '')), 'фрейме', 'фреймах', 'фреймах')} меньше всех ${n === 1 ? 'промахивается' : 'промахиваются'} ${best}: ${ratio} обращений; OPT — ${opt}.`,
  allTie: (frames, ratio, opt) =>
    `При ${frames} ${ruPlural(Number(frames.replace(/\D/g, '')), 'фрейме', 'фреймах', 'фреймах')} все политики промахиваются одинаково: ${ratio} обращений; OPT — ${opt}.`,
  and: 'и',
  partial: (done, total) => `Построено точек: ${done} из ${total}.`,
  tableLabel: 'Кривые в виде таблицы',
  framesCol: 'фреймы',
  cell: (ratio, misses) => `${ratio} (промахов: ${misses})`,
  cliLabel: 'То же из командной строки:',
  saveTrace: 'Сохранить трассу в trace.txt',
  badPolicy: (v, known) =>
    `Политика ${v} из ссылки — ни одна из ${known}; строятся известные (все, если известных нет).`,
  badFrames: (v, max) =>
    `Размеры пула ${v} — не целые числа от 1 до 10\u00a0000\u00a0000 (не больше ${max}); взяты автоматические размеры.`,
  badFile: (v) => `Файл ${v} из ссылки — не имя файла; пропущен.`,
  badRefs: (v, max) =>
    `Параметр refs ${v} из ссылки — не короткая трасса (номера страниц, w для записи, через запятую, не больше ${max} символов); пропущен.`,
  unknownSetting: (key) => `У инструмента трасс нет настройки ${key}; пропущена.`,
};

export const TRACE_WORDS: Catalogue<TraceWords> = { en, fr, ru };
