/**
 * The script tool's words (`ScriptTool.tsx`). The grammar's keywords
 * (lesson, set, run, compare, preset, reset), parameter and figure names
 * are identifiers and stay as they are; the engine's errors are said here
 * by their kind (`scriptErrors.ts`).
 */
import type { Catalogue } from '../../../kit/i18n/words';
import { ruPlural } from '../../../kit/i18n/words';

const en = {
  title: 'Your own experiment',
  summary:
    'Start from a lesson’s setup, change what your question is about, and run it, once or several times to compare: the lessons’ own engine, on your question. The same script runs from the command line (pagelab script).',
  editorLabel: 'The experiment',
  grammar:
    'One statement a line: lesson <id> first; then set <name> <value> (or name = value), run [label], compare <name> <value> <value> …, preset <id>, reset. In the page-split lessons, a workload too: insert N [order], update N, delete N, select one|range N, select all, checkpoint, rebuild, repeat K … end. # starts a comment.',
  caret: (line: string, column: string) => `Line ${line}, column ${column}`,
  suggestions: 'Complete with:',
  noSuggestion: 'No word to complete here.',
  examples: 'Start from an example:',
  pickExample: 'Pick one',
  /** An example of no lesson's (examples/<id>.txt). */
  ownExample: (id: string) => (id === 'workload' ? 'A workload of your own (page splits, through a buffer pool)' : id),
  load: 'Load',
  checking: 'Checking…',
  ready: (runs: string, lesson: string, seconds: string) =>
    `${runs} of lesson ${lesson}, about ${seconds} of computing (natively; a little more here).`,
  runCount: (n: number) => (n === 1 ? '1 run' : `${n} runs`),
  /** Seconds of computing, already formatted. */
  seconds: (s: string) => `${s} s`,
  errorsTitle: (n: number) => (n === 1 ? 'The script cannot run: 1 error' : `The script cannot run: ${n} errors`),
  errorAt: (line: string, column: string) => `Line ${line}, column ${column}:`,
  errorAll: 'The script:',
  show: 'Show',
  /** The engine's errors by kind (`engine/src/script/`), with its values. */
  errors: {
    unknownLesson: (id: string, near: string, known: string) =>
      `no lesson ${id}; ${near ? `did you mean ${near}?` : `known: ${known}`}`,
    unknownParam: (name: string, lesson: string, near: string) =>
      `lesson ${lesson} has no parameter ${name}${near ? `; did you mean ${near}?` : ''}`,
    unknownPreset: (id: string, near: string) => `the lesson has no preset ${id}${near ? `; did you mean ${near}?` : ''}`,
    unknownWord: (word: string, near: string) =>
      `${word} is not a statement; ${near ? `did you mean ${near}?` : 'a line starts with lesson, set, run, compare, preset, reset, a statement of the workload (insert, update, delete, select, checkpoint, rebuild, repeat … end) or is name = value'}`,
    missing: (what: string, form: string) =>
      `${({ lesson: 'the lesson', preset: 'the preset', parameter: 'the parameter', value: 'the value', values: 'the values', count: 'the count' } as Record<string, string>)[what] ?? what} ${what === 'values' ? 'are' : 'is'} missing: ${form}`,
    extra: (text: string) => `${text} is one word too many: one statement a line`,
    tooManyRuns: (max: string) => `more than ${max} runs in one script: split it`,
    budgetTime: (seconds: string, limit: string) =>
      `the runs would take about ${seconds} s together; at most ${limit} s in one script: fewer runs or smaller ones`,
    tooLong: (max: string) => `the script is longer than ${max} bytes`,
    noLesson: 'the script must start with lesson <id>: the lesson whose setup it changes',
    secondLesson: 'a script has one lesson; write another script for another',
    empty: 'the script is empty: start it with lesson <id>',
    noWorkload: (lesson: string, withIt: string) => `lesson ${lesson} runs its own workload; statements run in lesson ${withIt}`,
    repeatOpen: 'this repeat has no end',
    endWithoutRepeat: 'end closes a repeat, and none is open',
    emptyRepeat: 'this repeat has no statements before its end',
    workAfterRun: 'these statements come after the last run: end them with run',
  },
  run: 'Run the experiment',
  resultsTitle: 'The runs side by side',
  resultsIntro: 'Each figure of the lesson for each run, with its change from the first run.',
  figure: 'figure',
  change: (pct: string) => `(${pct})`,
  tableLabel: 'Figures of each run',
  onStage: 'watch it on the stage',
  linkTooLong: 'This script is too long for a link: save it as a file to share it.',
  badLink: 'The link’s script could not be read; here is the starting example instead.',
  save: 'Save as experiment.txt',
  cliLabel: 'The same from the command line:',
};

export type ScriptWords = typeof en;

const fr: ScriptWords = {
  title: 'Votre propre expérience',
  summary:
    'Partez de la configuration d’une leçon, changez ce sur quoi porte votre question, et lancez-la, une fois ou plusieurs pour comparer\u00a0: le moteur même des leçons, sur votre question. Le même script tourne en ligne de commande (pagelab script).',
  editorLabel: 'L’expérience',
  grammar:
    'Une instruction par ligne\u00a0: d’abord lesson <id>\u00a0; puis set <nom> <valeur> (ou nom = valeur), run [étiquette], compare <nom> <valeur> <valeur> …, preset <id>, reset. Dans les leçons sur les coupures de pages, une charge aussi\u00a0: insert N [ordre], update N, delete N, select one|range N, select all, checkpoint, rebuild, repeat K … end. # commence un commentaire.',
  caret: (line, column) => `Ligne ${line}, colonne ${column}`,
  suggestions: 'Compléter par\u00a0:',
  noSuggestion: 'Aucun mot à compléter ici.',
  examples: 'Partir d’un exemple\u00a0:',
  pickExample: 'Choisir',
  ownExample: (id) => (id === 'workload' ? 'Une charge à vous (coupures de pages, à travers un cache)' : id),
  load: 'Charger',
  checking: 'Vérification…',
  ready: (runs, lesson, seconds) =>
    `${runs} de la leçon ${lesson}, environ ${seconds} de calcul (en natif\u00a0; un peu plus ici).`,
  runCount: (n) => (n === 1 ? '1 exécution' : `${n} exécutions`),
  seconds: (s) => `${s}\u00a0s`,
  errorsTitle: (n) =>
    n === 1 ? 'Le script ne peut pas tourner\u00a0: 1 erreur' : `Le script ne peut pas tourner\u00a0: ${n} erreurs`,
  errorAt: (line, column) => `Ligne ${line}, colonne ${column}\u00a0:`,
  errorAll: 'Le script\u00a0:',
  show: 'Montrer',
  errors: {
    unknownLesson: (id, near, known) =>
      `pas de leçon ${id}\u00a0; ${near ? `vouliez-vous dire ${near}\u00a0?` : `connues\u00a0: ${known}`}`,
    unknownParam: (name, lesson, near) =>
      `la leçon ${lesson} n’a pas de paramètre ${name}${near ? `\u00a0; vouliez-vous dire ${near}\u00a0?` : ''}`,
    unknownPreset: (id, near) => `la leçon n’a pas de préréglage ${id}${near ? `\u00a0; vouliez-vous dire ${near}\u00a0?` : ''}`,
    unknownWord: (word, near) =>
      `${word} n’est pas une instruction\u00a0; ${near ? `vouliez-vous dire ${near}\u00a0?` : 'une ligne commence par lesson, set, run, compare, preset, reset, une instruction de la charge (insert, update, delete, select, checkpoint, rebuild, repeat … end) ou est nom = valeur'}`,
    missing: (what, form) =>
      `${({ lesson: 'la leçon', preset: 'le préréglage', parameter: 'le paramètre', value: 'la valeur', values: 'les valeurs', count: 'le nombre' } as Record<string, string>)[what] ?? what} ${what === 'values' ? 'manquent' : 'manque'}\u00a0: ${form}`,
    extra: (text) => `${text} est un mot de trop\u00a0: une instruction par ligne`,
    tooManyRuns: (max) => `plus de ${max} exécutions dans un script\u00a0: coupez-le`,
    budgetTime: (seconds, limit) =>
      `les exécutions prendraient environ ${seconds}\u00a0s ensemble\u00a0; au plus ${limit}\u00a0s par script\u00a0: moins d’exécutions, ou de plus petites`,
    tooLong: (max) => `le script dépasse ${max} octets`,
    noLesson: 'le script doit commencer par lesson <id>\u00a0: la leçon dont il change la configuration',
    secondLesson: 'un script a une seule leçon\u00a0; écrivez un autre script pour une autre',
    empty: 'le script est vide\u00a0: commencez-le par lesson <id>',
    noWorkload: (lesson, withIt) =>
      `la leçon ${lesson} exécute sa propre charge\u00a0; les instructions s’exécutent dans la leçon ${withIt}`,
    repeatOpen: 'ce repeat n’a pas de end',
    endWithoutRepeat: 'end ferme un repeat, et aucun n’est ouvert',
    emptyRepeat: 'ce repeat n’a aucune instruction avant son end',
    workAfterRun: 'ces instructions viennent après la dernière exécution\u00a0: terminez-les par run',
  },
  run: 'Lancer l’expérience',
  resultsTitle: 'Les exécutions côte à côte',
  resultsIntro: 'Chaque chiffre de la leçon pour chaque exécution, avec son écart à la première.',
  figure: 'chiffre',
  change: (pct) => `(${pct})`,
  tableLabel: 'Les chiffres de chaque exécution',
  onStage: 'la voir sur la scène',
  linkTooLong: 'Ce script est trop long pour un lien\u00a0: enregistrez-le dans un fichier pour le partager.',
  badLink: 'Le script du lien n’a pas pu être lu\u00a0; voici l’exemple de départ à la place.',
  save: 'Enregistrer dans experiment.txt',
  cliLabel: 'La même chose en ligne de commande\u00a0:',
};

const ru: ScriptWords = {
  title: 'Ваш собственный опыт',
  summary:
    'Возьмите настройку урока, измените то, о чём ваш вопрос, и запустите — один раз или несколько, чтобы сравнить: тот же движок, что и в уроках, на вашем вопросе. Тот же сценарий запускается из командной строки (pagelab script).',
  editorLabel: 'Опыт',
  grammar:
    'Одна инструкция в строке: сначала lesson <id>; затем set <имя> <значение> (или имя = значение), run [метка], compare <имя> <значение> <значение> …, preset <id>, reset. В уроках о расщеплении страниц — и нагрузка: insert N [порядок], update N, delete N, select one|range N, select all, checkpoint, rebuild, repeat K … end. # начинает комментарий.',
  caret: (line, column) => `Строка ${line}, столбец ${column}`,
  suggestions: 'Дополнить:',
  noSuggestion: 'Здесь нечего дополнять.',
  examples: 'Начать с примера:',
  pickExample: 'Выберите',
  ownExample: (id) => (id === 'workload' ? 'Своя нагрузка (расщепления страниц, через буферный пул)' : id),
  load: 'Загрузить',
  checking: 'Проверка…',
  ready: (runs, lesson, seconds) => `${runs} урока ${lesson}, около ${seconds} вычислений (нативно; здесь чуть дольше).`,
  runCount: (n) => `${n} ${ruPlural(n, 'запуск', 'запуска', 'запусков')}`,
  seconds: (s) => `${s} с`,
  errorsTitle: (n) => `Сценарий не может быть запущен; ошибок: ${n}`,
  errorAt: (line, column) => `Строка ${line}, столбец ${column}:`,
  errorAll: 'Сценарий:',
  show: 'Показать',
  errors: {
    unknownLesson: (id, near, known) => `нет урока ${id}; ${near ? `может быть, ${near}?` : `есть: ${known}`}`,
    unknownParam: (name, lesson, near) =>
      `у урока ${lesson} нет параметра ${name}${near ? `; может быть, ${near}?` : ''}`,
    unknownPreset: (id, near) => `у урока нет предустановки ${id}${near ? `; может быть, ${near}?` : ''}`,
    unknownWord: (word, near) =>
      `${word} — не инструкция; ${near ? `может быть, ${near}?` : 'строка начинается с lesson, set, run, compare, preset, reset, оператора нагрузки (insert, update, delete, select, checkpoint, rebuild, repeat … end) или имеет вид имя = значение'}`,
    missing: (what, form) =>
      `не хватает: ${({ lesson: 'урока', preset: 'предустановки', parameter: 'параметра', value: 'значения', values: 'значений', count: 'числа' } as Record<string, string>)[what] ?? what}; форма: ${form}`,
    extra: (text) => `${text} — лишнее слово: одна инструкция в строке`,
    tooManyRuns: (max) => `больше ${max} запусков в одном сценарии: разделите его`,
    budgetTime: (seconds, limit) =>
      `запуски вместе заняли бы около ${seconds} с; в одном сценарии не больше ${limit} с: меньше запусков или запуски поменьше`,
    tooLong: (max) => `сценарий длиннее ${max} байт`,
    noLesson: 'сценарий должен начинаться с lesson <id>: урока, настройку которого он меняет',
    secondLesson: 'в сценарии один урок; для другого напишите другой сценарий',
    empty: 'сценарий пуст: начните его с lesson <id>',
    noWorkload: (lesson, withIt) => `урок ${lesson} выполняет свою нагрузку; операторы выполняются в уроке ${withIt}`,
    repeatOpen: 'у этого repeat нет end',
    endWithoutRepeat: 'end закрывает repeat, а открытого нет',
    emptyRepeat: 'в этом repeat нет операторов до end',
    workAfterRun: 'эти операторы идут после последнего run: завершите их строкой run',
  },
  run: 'Запустить опыт',
  resultsTitle: 'Запуски рядом',
  resultsIntro: 'Каждый показатель урока для каждого запуска и его отличие от первого запуска.',
  figure: 'показатель',
  change: (pct) => `(${pct})`,
  tableLabel: 'Показатели каждого запуска',
  onStage: 'смотреть на сцене',
  linkTooLong: 'Сценарий слишком длинный для ссылки: сохраните его в файл, чтобы поделиться.',
  badLink: 'Сценарий из ссылки не удалось прочитать; вместо него — начальный пример.',
  save: 'Сохранить в experiment.txt',
  cliLabel: 'То же из командной строки:',
};

export const SCRIPT_WORDS: Catalogue<ScriptWords> = { en, fr, ru };
