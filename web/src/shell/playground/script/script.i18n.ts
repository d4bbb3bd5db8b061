/**
 * The script tool's words (`ScriptTool.tsx`). The grammar's keywords
 * (lesson, set, run, compare, preset, reset), parameter and figure names
 * are identifiers and stay as they are; the engine's messages about a
 * script are in English (said so on the page), framed here by line and
 * column.
 */
import type { Catalogue } from '../../../kit/i18n/words';

const en = {
  title: 'Your own experiment',
  summary:
    'Start from a lesson’s setup, change what your question is about, and run it, once or several times to compare: the lessons’ own engine, on your question. The same script runs from the command line (pagelab script).',
  editorLabel: 'The experiment',
  grammar:
    'One statement a line: lesson <id> first; then set <name> <value> (or name = value), run [label], compare <name> <value> <value> …, preset <id>, reset. # starts a comment.',
  caret: (line: string, column: string) => `Line ${line}, column ${column}`,
  suggestions: 'Complete with:',
  noSuggestion: 'No word to complete here.',
  examples: 'Start from a lesson’s example:',
  pickExample: 'Pick a lesson',
  load: 'Load',
  checking: 'Checking…',
  ready: (runs: string, lesson: string, seconds: string) =>
    `${runs} of lesson ${lesson}, about ${seconds} of computing (natively; a little more here).`,
  runCount: (n: number) => (n === 1 ? '1 run' : `${n} runs`),
  errorsTitle: (n: number) => (n === 1 ? 'The script cannot run: 1 error' : `The script cannot run: ${n} errors`),
  errorAt: (line: string, column: string) => `Line ${line}, column ${column}:`,
  errorAll: 'The script:',
  show: 'Show',
  englishNote: 'The engine’s messages are in English.',
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
    'Une instruction par ligne\u00a0: d’abord lesson <id>\u00a0; puis set <nom> <valeur> (ou nom = valeur), run [étiquette], compare <nom> <valeur> <valeur> …, preset <id>, reset. # commence un commentaire.',
  caret: (line, column) => `Ligne ${line}, colonne ${column}`,
  suggestions: 'Compléter par\u00a0:',
  noSuggestion: 'Aucun mot à compléter ici.',
  examples: 'Partir de l’exemple d’une leçon\u00a0:',
  pickExample: 'Choisir une leçon',
  load: 'Charger',
  checking: 'Vérification…',
  ready: (runs, lesson, seconds) =>
    `${runs} de la leçon ${lesson}, environ ${seconds} de calcul (en natif\u00a0; un peu plus ici).`,
  runCount: (n) => (n === 1 ? '1 exécution' : `${n} exécutions`),
  errorsTitle: (n) =>
    n === 1 ? 'Le script ne peut pas tourner\u00a0: 1 erreur' : `Le script ne peut pas tourner\u00a0: ${n} erreurs`,
  errorAt: (line, column) => `Ligne ${line}, colonne ${column}\u00a0:`,
  errorAll: 'Le script\u00a0:',
  show: 'Montrer',
  englishNote: 'Les messages du moteur sont en anglais.',
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
    'Одна инструкция в строке: сначала lesson <id>; затем set <имя> <значение> (или имя = значение), run [метка], compare <имя> <значение> <значение> …, preset <id>, reset. # начинает комментарий.',
  caret: (line, column) => `Строка ${line}, столбец ${column}`,
  suggestions: 'Дополнить:',
  noSuggestion: 'Здесь нечего дополнять.',
  examples: 'Начать с примера урока:',
  pickExample: 'Выберите урок',
  load: 'Загрузить',
  checking: 'Проверка…',
  ready: (runs, lesson, seconds) => `${runs} урока ${lesson}, около ${seconds} вычислений (нативно; здесь чуть дольше).`,
  runCount: (n) => `Запусков: ${n}`,
  errorsTitle: (n) => `Сценарий не может быть запущен; ошибок: ${n}`,
  errorAt: (line, column) => `Строка ${line}, столбец ${column}:`,
  errorAll: 'Сценарий:',
  show: 'Показать',
  englishNote: 'Сообщения движка — на английском.',
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
