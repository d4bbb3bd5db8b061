/**
 * The parameters' words: ranges, units, the checks' messages, the panel's
 * own (`params.ts`, `kit/components/ParamControls.tsx`). Units are the
 * engine's English words; `units` gives the others'.
 */
import { lazyCatalogue, type Catalogue } from '../../kit/i18n/words';

const en = {
  fromTo: (lo: string, hi: string, unit: string) => `${lo} to ${hi}${unit}`,
  atLeast: (lo: string, unit: string) => `at least ${lo}${unit}`,
  atMost: (hi: string, unit: string) => `at most ${hi}${unit}`,
  anyWhole: 'any whole number',
  exactly: (n: string) => `exactly ${n}`,
  countFromTo: (lo: string, hi: string) => `${lo} to ${hi}`,
  enterValue: 'Enter a value.',
  tooLong: 'That value is far too long.',
  chooseOne: (choices: string) => `Choose one of: ${choices}.`,
  enterWhole: (range: string) => `Enter a whole number (${range}).`,
  outOfRange: (range: string) => `Out of range: use ${range}.`,
  textTooLong: (max: string, has: string) => `At most ${max} characters; this has ${has}.`,
  chooseFrom: (choices: string, item: string) => `Choose from: ${choices} (${item} is none of them).`,
  twice: (item: string) => `${item} is named twice; name each once.`,
  chooseCount: (count: string, chosen: string) => `Choose ${count} of them; ${chosen} chosen.`,
  inUnit: (unit: string) => `In ${unit}. `,
  maxChars: (n: string) => `At most ${n} characters. `,
  tick: (count: string) => `Tick ${count}. `,
  panel: 'Parameters',
  more: (n: string) => `More parameters (${n})`,
  resetAll: 'Reset all parameters to the lesson’s defaults',
  /** The engine's units (English) in this language; absent: as the engine says. */
  units: {} as Record<string, string>,
};

export type ParamsWords = typeof en;

export const PARAMS_WORDS: Catalogue<ParamsWords> = lazyCatalogue<ParamsWords>(en, {
  fr: () => import('./params.i18n.fr').then((m) => m.fr),
  ru: () => import('./params.i18n.ru').then((m) => m.ru),
});
