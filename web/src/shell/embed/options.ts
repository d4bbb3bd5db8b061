/**
 * What a course author chooses for an embedded lesson beyond its view, in
 * the link (the Embed builder writes them, README "Embedding a lesson"):
 *
 *   from=40&to=60   play only steps 40..60 (the link's `step` starts inside)
 *   autoplay=1      start playing once the first picture is drawn (not
 *                   when the reader asked for reduced motion: Play waits)
 *   loop=1          at the range's end, start again from its beginning
 *   speed=4         steps per second, one of the player's speeds
 *   controls=shown  the parameters under the stage, to change (`hidden`,
 *                   the default: none; `locked`: shown, read-only, and the
 *                   stage's own buttons that change them are off)
 *   chart=2         with view=chart, only the lesson's second chart
 *
 * Like the rest of the link, reading never throws: a bad value is reported
 * and left out. They mean nothing outside an embed, where they are reported
 * and dropped.
 */
import { SPEEDS } from '../state/playback';
import { words } from '../../kit/i18n/words';
import { URL_WORDS } from '../state/url.i18n';

export const CONTROLS = ['hidden', 'shown', 'locked'] as const;
export type Controls = (typeof CONTROLS)[number];

export interface EmbedOptions {
  from?: number;
  to?: number;
  autoplay?: boolean;
  loop?: boolean;
  speed?: number;
  /** Absent: `hidden`. */
  controls?: Controls;
  /** 1-based: which of the lesson's charts `view=chart` shows (absent: all). */
  chart?: number;
}

/** The link keys these options take (reserved: no lesson parameter may use one). */
export const OPTION_KEYS = ['from', 'to', 'autoplay', 'loop', 'speed', 'controls', 'chart'] as const;

export interface OptionProblem {
  field: string;
  message: string;
}

const WHOLE = /^\d{1,9}$/;

/**
 * The options in `got` (the link's first value per key); `embed` says
 * whether the link is an embed's. `quote` shows a value in a message.
 */
export function parseEmbedOptions(
  got: ReadonlyMap<string, string>,
  embed: boolean,
  quote: (v: string) => string,
): { options: EmbedOptions; problems: OptionProblem[] } {
  const options: EmbedOptions = {};
  const problems: OptionProblem[] = [];
  const present = OPTION_KEYS.filter((k) => got.has(k));
  if (!embed) {
    if (present.length > 0) {
      problems.push({
        field: present[0],
        message: words(URL_WORDS).embedOnly(present.join(', '), present.length),
      });
    }
    return { options, problems };
  }
  const w = words(URL_WORDS);
  const bad = (field: string, raw: string, what: string) =>
    problems.push({ field, message: w.badOption(field, quote(raw), what) });
  for (const key of ['from', 'to', 'chart'] as const) {
    const raw = got.get(key);
    if (raw === undefined) continue;
    const v = raw.trim();
    if (!WHOLE.test(v) || (key === 'chart' && Number(v) < 1)) bad(key, raw, key === 'chart' ? w.aChart : w.aStep);
    else options[key] = Number(v);
  }
  // A range that ends before it starts would leave the reader on one
  // step with every button off: said, and the whole lesson played.
  if (options.from !== undefined && options.to !== undefined && options.from > options.to) {
    problems.push({ field: 'from', message: w.rangeReversed(options.from, options.to) });
    delete options.from;
    delete options.to;
  }
  for (const key of ['autoplay', 'loop'] as const) {
    const raw = got.get(key);
    if (raw === undefined) continue;
    const v = raw.trim();
    if (v === '1') options[key] = true;
    else if (v !== '0') bad(key, raw, w.oneOrZero);
  }
  const rawSpeed = got.get('speed');
  if (rawSpeed !== undefined) {
    const v = Number(rawSpeed.trim());
    if (rawSpeed.trim() !== '' && (SPEEDS as readonly number[]).includes(v)) options.speed = v;
    else bad('speed', rawSpeed, w.aSpeed(SPEEDS.join(', ')));
  }
  const rawControls = got.get('controls');
  if (rawControls !== undefined) {
    const v = CONTROLS.find((c) => c === rawControls.trim());
    if (v) options.controls = v;
    else bad('controls', rawControls, w.oneOf(CONTROLS.join(', ')));
  }
  return { options, problems };
}

/** Writes `options` into a link's query, defaults left out. */
export function writeEmbedOptions(q: URLSearchParams, options: EmbedOptions): void {
  if (options.from !== undefined && options.from > 0) q.set('from', String(options.from));
  if (options.to !== undefined) q.set('to', String(options.to));
  if (options.autoplay) q.set('autoplay', '1');
  if (options.loop) q.set('loop', '1');
  if (options.speed !== undefined) q.set('speed', String(options.speed));
  if (options.controls && options.controls !== 'hidden') q.set('controls', options.controls);
  if (options.chart !== undefined) q.set('chart', String(options.chart));
}
