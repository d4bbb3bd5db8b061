/**
 * What a link that cannot be followed as written is told (`urlState.ts`,
 * `embed/options.ts`): each message names the value and says what the page
 * does instead. Values are quoted by the caller («…» or “…”).
 */
import type { Catalogue } from '../../kit/i18n/words';

const en = {
  noLesson: (raw: string, shown: string) => `The link asks for lesson ${raw}, which does not exist; showing “${shown}”.`,
  badStep: (raw: string) => `The link's step ${raw} is not a whole number of 0 or more; starting at step 0.`,
  badEmbed: (raw: string) => `The link's embed ${raw} is neither 1 nor 0; showing the full site.`,
  badView: (raw: string) => `The link's view ${raw} is none of stage, chart or article; showing the stage.`,
  viewNotEmbed: (raw: string) =>
    `The link's view ${raw} applies only to an embedded lesson (embed=1); showing the whole page.`,
  allowNotEmbed: 'The link’s allow applies only to an embedded lesson (embed=1); ignored.',
  badAllow: (values: string, n: number) =>
    `The link’s allow ${values} ${n === 1 ? 'is not an origin' : 'are not origins'} (such as https://lms.example.org); ${n === 1 ? 'it is' : 'they are'} ignored.`,
  badCheckpoints: (raw: string, embed: boolean) =>
    `The link's checkpoints ${raw} is neither 1 nor 0; ${embed ? 'the stage does not stop to ask' : 'the stage asks its questions'}.`,
  badTheme: (raw: string) => `The link's theme ${raw} is neither light nor dark; the page follows your own.`,
  badLang: (raw: string, langs: string) =>
    `The link's lang ${raw} is not one of ${langs}; the page follows your browser's language.`,
  badParam: (key: string, raw: string, why: string, def: string | null) =>
    `The link set ${key} to ${raw}: ${why} ${def === null ? 'Using the default (empty).' : `Using the default, ${def}.`}`,
  tooLong: 'value too long.',
  unknown: (n: number, names: string) => `Ignored ${n === 1 ? 'a setting' : 'settings'} this lesson does not have: ${names}.`,
  embedOnly: (names: string, n: number) =>
    `The link’s ${names} ${n === 1 ? 'applies' : 'apply'} only to an embedded lesson (embed=1); ignored.`,
  badOption: (field: string, raw: string, what: string) => `The link’s ${field} ${raw} is not ${what}; ignored.`,
  badTool: (raw: string) => `The link asks for the playground's ${raw}, which is not a tool's name; showing every lesson.`,
  notInPlayground: (key: string) => `The link’s ${key} applies to a lesson, not to the playground; ignored.`,
  badToolSetting: (key: string) => `The link’s ${key} is not a setting name or its value is too long; ignored.`,
  badFork: (raw: string, why: string) =>
    `The link’s fork ${raw} is not a parameter of this lesson and a value for it (fork=name:value)${why ? `: ${why}` : ''}; showing your run alone.`,
};

export type UrlWords = typeof en;

const fr: UrlWords = {
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
  badTool: (raw) =>
    `Le lien demande l’outil ${raw} du bac à sable, qui n’existe pas\u00a0; affichage de toutes les leçons.`,
  notInPlayground: (key) => `Le paramètre ${key} du lien concerne une leçon, pas le bac à sable\u00a0; ignoré.`,
  badToolSetting: (key) =>
    `Le paramètre ${key} du lien n’est pas un nom de réglage, ou sa valeur est trop longue\u00a0; ignoré.`,
  badFork: (raw, why) =>
    `La bifurcation ${raw} du lien n’est pas un paramètre de cette leçon avec une valeur (fork=nom:valeur)${why ? `\u00a0: ${why}` : ''}\u00a0; votre exécution seule est affichée.`,
};

const ru: UrlWords = {
  noLesson: (raw, shown) => `Ссылка просит урок ${raw}, которого нет; показан «${shown}».`,
  badStep: (raw) => `Шаг ${raw} в ссылке — не целое число от 0; начинаем с шага 0.`,
  badEmbed: (raw) => `Параметр embed ${raw} в ссылке — ни 1, ни 0; показан весь сайт.`,
  badView: (raw) => `Вид ${raw} в ссылке — не stage, не chart и не article; показана сцена.`,
  viewNotEmbed: (raw) => `Вид ${raw} в ссылке действует только для встроенного урока (embed=1); показана вся страница.`,
  allowNotEmbed: 'Параметр allow в ссылке действует только для встроенного урока (embed=1); пропущен.',
  badAllow: (values, n) =>
    `Параметр allow в ссылке: ${values} — ${n === 1 ? 'не источник (origin)' : 'не источники (origin)'}, как https://lms.example.org; ${n === 1 ? 'пропущен' : 'пропущены'}.`,
  badCheckpoints: (raw, embed) =>
    `Параметр checkpoints ${raw} в ссылке — ни 1, ни 0; ${embed ? 'сцена не останавливается с вопросами' : 'сцена задаёт свои вопросы'}.`,
  badTheme: (raw) => `Тема ${raw} в ссылке — ни light, ни dark; страница следует вашей.`,
  badLang: (raw, langs) => `Язык ${raw} в ссылке — не из ${langs}; страница следует языку браузера.`,
  badParam: (key, raw, why, def) =>
    `Ссылка задаёт ${key} = ${raw}: ${why} ${def === null ? 'Взято значение по умолчанию (пусто).' : `Взято значение по умолчанию: ${def}.`}`,
  tooLong: 'слишком длинное значение.',
  unknown: (n, names) => `${n === 1 ? 'Пропущен параметр' : 'Пропущены параметры'}, которых нет в этом уроке: ${names}.`,
  embedOnly: (names, n) =>
    `${n === 1 ? 'Параметр' : 'Параметры'} ${names} в ссылке ${n === 1 ? 'действует' : 'действуют'} только для встроенного урока (embed=1); ${n === 1 ? 'пропущен' : 'пропущены'}.`,
  badOption: (field, raw, what) => `Параметр ${field} ${raw} в ссылке — не ${what}; пропущен.`,
  badTool: (raw) => `Ссылка просит инструмент песочницы ${raw}, которого нет; показаны все уроки.`,
  notInPlayground: (key) => `Параметр ${key} в ссылке относится к уроку, а не к песочнице; пропущен.`,
  badToolSetting: (key) => `Параметр ${key} в ссылке — не имя настройки, или его значение слишком длинное; пропущен.`,
  badFork: (raw, why) =>
    `Ответвление ${raw} в ссылке — не параметр этого урока со значением (fork=имя:значение)${why ? `: ${why}` : ''}; показан только ваш запуск.`,
};

export const URL_WORDS: Catalogue<UrlWords> = { en, fr, ru };
