/**
 * What a link that cannot be followed as written is told (`urlState.ts`,
 * `embed/options.ts`): each message names the value and says what the page
 * does instead. Values are quoted by the caller («…» or “…”).
 */
import { lazyCatalogue, type Catalogue } from '../../kit/i18n/words';

const en = {
  /** A value of the link, as a message quotes it. */
  quoted: (v: string) => `“${v}”`,
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
  /** What `badOption` says a value should have been. */
  aStep: 'a step (a whole number of 0 or more)',
  aChart: 'a chart number (1, 2, …)',
  oneOrZero: '1 or 0',
  aSpeed: (speeds: string) => `one of the speeds ${speeds}`,
  oneOf: (values: string) => `one of ${values}`,
  rangeReversed: (from: number, to: number) =>
    `The link’s range from=${from} to=${to} ends before it starts; playing the whole lesson.`,
  noSuchChart: (n: number, count: number) =>
    `The link’s chart=${n} asks for a chart this lesson does not have (it has ${count}); showing ${count === 1 ? 'it' : 'all of them'}.`,
  badTool: (raw: string) => `The link asks for the playground's ${raw}, which is not a tool's name; showing every lesson.`,
  notInPlayground: (key: string) => `The link’s ${key} applies to a lesson, not to the playground; ignored.`,
  badToolSetting: (key: string) => `The link’s ${key} is not a setting name or its value is too long; ignored.`,
  badFork: (raw: string, why: string) =>
    `The link’s fork ${raw} is not a parameter of this lesson and a value for it (fork=name:value)${why ? `: ${why}` : ''}; showing your run alone.`,
};

export type UrlWords = typeof en;

export const URL_WORDS: Catalogue<UrlWords> = lazyCatalogue<UrlWords>(en, {
  fr: () => import('./url.i18n.fr').then((m) => m.fr),
  ru: () => import('./url.i18n.ru').then((m) => m.ru),
});
