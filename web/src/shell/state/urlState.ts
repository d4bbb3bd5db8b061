/**
 * The app's state in the query string, so a link reproduces exactly what
 * its sender saw:
 *
 *   ?lesson=fillfactor&fillfactor=90&days=2&step=37
 *   ?lesson=buffer_pool&policy=fifo,lru,opt&trace=1,2,3w,4
 *
 * `lesson`, `step`, `embed`, `view`, `allow` and an embed's options
 * (`embed/options.ts`: range, autoplay, loop, speed, controls, chart) are
 * reserved; every other key is a
 * parameter of the lesson (the seed is one of them). `embed=1` shows the
 * lesson alone, for an iframe in a course page (no site header or lesson
 * navigation), and then only one view of it: `view=stage` (the default),
 * `chart` or `article`. Without embed the whole page shows, so a `view`
 * there is reported and dropped (a teacher trying an embed link in a tab
 * learns why it shows the page). `allow` lists the origins whose commands
 * an embed obeys (`embed/control.ts`), comma-separated or repeated. Reading never throws: a bad value is
 * reported as a problem attached to its control and replaced by the
 * default, and the rest of the link still applies. Commas stay commas in
 * the links we write (a set of policies, a reference string): they are
 * legal in a query and keep a link readable.
 */
import type { LessonInfo, Params } from '../engine/types';
import { canonicalParams, checkParam, maxValueLength } from './params';
import { parseAllow } from '../embed/control';
import { OPTION_KEYS, parseEmbedOptions, writeEmbedOptions, type EmbedOptions } from '../embed/options';
import { isTheme, type Theme } from '../theme/names';
import { LANGS, isLang, type Lang } from '../../kit/i18n/names';
import { words } from '../../kit/i18n/words';
import { URL_WORDS } from './url.i18n';

export interface UrlState {
  lesson: string;
  params: Params;
  step: number;
  /** Embed mode (`embed=1`); absent or false means the full site. */
  embed?: boolean;
  /** The one view an embed shows; set exactly when `embed` is (`stage` unless the link says otherwise). */
  view?: EmbedView;
  /** Origins an embed obeys (`allow=`); only with `embed`. */
  allow?: string[];
  /** An embed's playback and controls (`embed/options.ts`); only with `embed`, and only when the link sets one. */
  options?: EmbedOptions;
  /**
   * The overview of every lesson: a link that names no lesson (the site's
   * root). `lesson` then holds the catalogue's first, for what needs one.
   */
  overview?: boolean;
  /**
   * Whether the stage stops to ask its checkpoints: on for the site,
   * off for an embed (a frame of fixed height); a link's `checkpoints=0`
   * or `=1` says otherwise. Absent: the default for where it opens.
   */
  checkpoints?: boolean;
  /** The theme the link asks for (`theme=light|dark`); absent: the reader's own. */
  theme?: Theme;
  /** The page's language (`lang=en|fr|ru`); absent: the browser's. */
  lang?: Lang;
  /**
   * A playground tool instead of a lesson (`playground=trace`): the
   * tool's id, and its own settings (every other key of the link, which
   * the tool reads and checks itself).
   */
  playground?: string;
  tool?: Record<string, string>;
  /**
   * A fork of the lesson's run (`fork=name:value`): the same run with one
   * parameter changed, beside it on the stage from the same step.
   */
  fork?: Fork;
}

export interface Fork {
  name: string;
  value: string;
}

/** The views an embed can show (LessonPage's `LessonView`), the first the default. */
export const EMBED_VIEWS = ['stage', 'chart', 'article'] as const;
export type EmbedView = (typeof EMBED_VIEWS)[number];
const DEFAULT_VIEW: EmbedView = 'stage';

/** `field` is a parameter name, 'lesson', 'step', 'embed', 'view', or '' for the link as a whole. */
export interface UrlProblem {
  field: string;
  message: string;
}

const MAX_KEYS = 64;
/** Keys that are not lesson parameters (a Vitest keeps every lesson's parameters out of them). */
export const RESERVED: ReadonlySet<string> = new Set([
  'lesson',
  'step',
  'embed',
  'view',
  'allow',
  'checkpoints',
  'theme',
  'lang',
  'playground',
  'fork',
  ...OPTION_KEYS,
]);
/** A playground tool's id, and the longest value of its settings a link may carry. */
const TOOL = /^[a-z][a-z0-9_]{0,31}$/;
// A compressed script (the script tool's `s`) takes most of a link's 8,192 characters.
const MAX_TOOL_VALUE = 7000;
const NAME = /^[a-z][a-z0-9_]{0,47}$/;
const STEP = /^\d{1,9}$/;
/**
 * Shown in a message, in the page's quotation marks; never echo an
 * unbounded or unprintable value. Letters of any script stay (a Russian
 * reader's own word is shown as typed); control, format (a bidi override
 * would reorder the message) and line-separator characters become `?`.
 */
export function quote(value: string): string {
  const clean = [...value].map((c) => (/[\p{C}\p{Zl}\p{Zp}]/u.test(c) ? '?' : c)).join('');
  const chars = [...clean];
  return words(URL_WORDS).quoted(chars.length > 24 ? `${chars.slice(0, 24).join('')}…` : clean);
}

/** Every `allow` value of the link (it may be repeated, unlike the others). */
function allowValues(search: string): string[] {
  try {
    return new URLSearchParams(search.length > 8192 ? search.slice(0, 8192) : search).getAll('allow').slice(0, 16);
  } catch {
    return [];
  }
}

/** Decoded key/value pairs, first occurrence wins, bounded in number. */
function pairs(search: string): Array<[string, string]> {
  let q: URLSearchParams;
  try {
    q = new URLSearchParams(search.length > 8192 ? search.slice(0, 8192) : search);
  } catch {
    return [];
  }
  const seen = new Set<string>();
  const out: Array<[string, string]> = [];
  for (const [k, v] of q) {
    if (seen.has(k)) continue;
    seen.add(k);
    out.push([k, v]);
    if (out.length >= MAX_KEYS) break;
  }
  return out;
}

export function parseUrlState(
  search: string,
  lessons: readonly LessonInfo[],
): { state: UrlState; problems: UrlProblem[] } {
  const problems: UrlProblem[] = [];
  const w = words(URL_WORDS);
  const got = new Map(pairs(search));
  const fallback = lessons[0]?.id ?? '';

  const rawTool = got.get('playground');
  if (rawTool !== undefined) return parsePlayground(rawTool, got, fallback);

  const rawLesson = got.get('lesson');
  let info = lessons.find((l) => l.id === rawLesson);
  if (rawLesson !== undefined && !info) {
    problems.push({
      field: 'lesson',
      message: w.noLesson(quote(rawLesson), lessons[0]?.title ?? fallback),
    });
  }
  info ??= lessons[0];
  const lesson = info?.id ?? fallback;

  let step = 0;
  const rawStep = got.get('step');
  if (rawStep !== undefined) {
    if (STEP.test(rawStep.trim())) step = Number(rawStep.trim());
    else {
      problems.push({
        field: 'step',
        message: w.badStep(quote(rawStep)),
      });
    }
  }

  let embed = false;
  const rawEmbed = got.get('embed');
  if (rawEmbed !== undefined) {
    const v = rawEmbed.trim();
    if (v === '1') embed = true;
    else if (v !== '0') {
      problems.push({
        field: 'embed',
        message: w.badEmbed(quote(rawEmbed)),
      });
    }
  }

  let view: EmbedView | undefined;
  const rawView = got.get('view');
  if (embed) {
    view = DEFAULT_VIEW;
    if (rawView !== undefined) {
      const v = EMBED_VIEWS.find((name) => name === rawView.trim());
      if (v) view = v;
      else {
        problems.push({
          field: 'view',
          message: w.badView(quote(rawView)),
        });
      }
    }
  } else if (rawView !== undefined) {
    problems.push({
      field: 'view',
      message: w.viewNotEmbed(quote(rawView)),
    });
  }

  let allow: string[] = [];
  const rawAllow = allowValues(search);
  if (rawAllow.length > 0) {
    const read = parseAllow(rawAllow);
    if (!embed) {
      problems.push({
        field: 'allow',
        message: w.allowNotEmbed,
      });
    } else {
      allow = read.origins;
      if (read.bad.length > 0) {
        problems.push({
          field: 'allow',
          message: w.badAllow(read.bad.slice(0, 3).map(quote).join(', '), read.bad.length),
        });
      }
    }
  }

  let checkpoints: boolean | undefined;
  const rawCheckpoints = got.get('checkpoints');
  if (rawCheckpoints !== undefined) {
    const v = rawCheckpoints.trim();
    if (v === '0' || v === '1') checkpoints = v === '1';
    else {
      problems.push({
        field: 'checkpoints',
        message: w.badCheckpoints(quote(rawCheckpoints), embed),
      });
    }
  }

  const { theme, lang } = looks(got, problems);

  const read = parseEmbedOptions(got, embed, quote);
  problems.push(...read.problems);

  const specs = info?.params ?? [];
  const params: Params = {};
  const unknown: string[] = [];
  for (const [key, raw] of got) {
    if (RESERVED.has(key)) continue;
    const spec = NAME.test(key) ? specs.find((s) => s.name === key) : undefined;
    if (!spec) {
      unknown.push(key);
      continue;
    }
    const c = raw.length > maxValueLength(spec) ? null : checkParam(spec, raw);
    if (c?.ok) params[key] = c.value;
    else {
      problems.push({
        field: key,
        message: w.badParam(key, quote(raw), c ? c.message : w.tooLong, spec.default === '' ? null : spec.default),
      });
    }
  }
  if (unknown.length > 0) {
    const names = unknown.slice(0, 5).map(quote).join(', ');
    problems.push({
      field: '',
      message: w.unknown(unknown.length, `${names}${unknown.length > 5 ? ', …' : ''}`),
    });
  }
  let fork: Fork | undefined;
  const rawFork = got.get('fork');
  if (rawFork !== undefined) {
    const at = rawFork.indexOf(':');
    const name = at > 0 ? rawFork.slice(0, at).trim() : '';
    const value = at > 0 ? rawFork.slice(at + 1).trim() : '';
    const spec = specs.find((sp) => sp.name === name);
    const c = spec && value.length <= maxValueLength(spec) ? checkParam(spec, value) : null;
    if (c?.ok) fork = { name, value: c.value };
    else problems.push({ field: 'fork', message: w.badFork(quote(rawFork), c && !c.ok ? c.message : '') });
  }
  const state: UrlState = { lesson, params: canonicalParams(specs, params, info?.step_preset), step };
  if (fork) state.fork = fork;
  if (rawLesson === undefined && !embed) state.overview = true;
  // Kept only where it differs from the default (site: on; embed: off).
  if (checkpoints !== undefined && checkpoints !== !embed) state.checkpoints = checkpoints;
  if (theme) state.theme = theme;
  if (lang) state.lang = lang;
  if (embed) {
    state.embed = true;
    state.view = view;
    if (allow.length > 0) state.allow = allow;
    if (Object.keys(read.options).length > 0) state.options = read.options;
  }
  return { state, problems };
}

/** The theme and language of a link, with their problems (shared by lessons and the playground). */
function looks(got: Map<string, string>, problems: UrlProblem[]): { theme?: Theme; lang?: Lang } {
  const w = words(URL_WORDS);
  const out: { theme?: Theme; lang?: Lang } = {};
  const rawTheme = got.get('theme');
  if (rawTheme !== undefined) {
    const v = rawTheme.trim().toLowerCase();
    if (isTheme(v)) out.theme = v;
    else problems.push({ field: 'theme', message: w.badTheme(quote(rawTheme)) });
  }
  const rawLang = got.get('lang');
  if (rawLang !== undefined) {
    const v = rawLang.trim().toLowerCase();
    if (isLang(v)) out.lang = v;
    else problems.push({ field: 'lang', message: w.badLang(quote(rawLang), LANGS.join(', ')) });
  }
  return out;
}

/**
 * A playground link: the tool, its settings as given (the tool checks
 * them), the theme and the language. Lesson keys mean nothing here; an
 * embed of the playground is not offered yet, so `embed` is reported.
 */
function parsePlayground(
  rawTool: string,
  got: Map<string, string>,
  fallback: string,
): { state: UrlState; problems: UrlProblem[] } {
  const w = words(URL_WORDS);
  const problems: UrlProblem[] = [];
  const tool = rawTool.trim().toLowerCase();
  const state: UrlState = { lesson: fallback, params: {}, step: 0, ...looks(got, problems) };
  if (!TOOL.test(tool)) {
    problems.push({ field: 'playground', message: w.badTool(quote(rawTool)) });
    state.overview = true;
    return { state, problems };
  }
  state.playground = tool;
  const settings: Record<string, string> = {};
  for (const [key, raw] of got) {
    if (key === 'playground' || key === 'theme' || key === 'lang') continue;
    if (RESERVED.has(key)) {
      problems.push({ field: '', message: w.notInPlayground(quote(key)) });
      continue;
    }
    if (!NAME.test(key) || raw.length > MAX_TOOL_VALUE) {
      problems.push({ field: '', message: w.badToolSetting(quote(key)) });
      continue;
    }
    settings[key] = raw;
  }
  state.tool = settings;
  return { state, problems };
}

/**
 * `?` and the query, with the commas, colons and slashes a query may hold
 * as they are: a set of policies, a reference string and an origin stay
 * readable in a link.
 */
export function readableQuery(q: URLSearchParams): string {
  return `?${q.toString().replace(/%2C/gi, ',').replace(/%3A/gi, ':').replace(/%2F/gi, '/')}`;
}

/**
 * The query string for a state. Defaults are left out (the stage is an
 * embed's default view), and so is `view` without `embed`, where it means
 * nothing.
 */
export function serializeUrlState(state: UrlState, lessons: readonly LessonInfo[]): string {
  if (state.playground) {
    const q = new URLSearchParams();
    q.set('playground', state.playground);
    for (const [k, v] of Object.entries(state.tool ?? {})) if (v !== '') q.set(k, v);
    if (state.theme) q.set('theme', state.theme);
    if (state.lang) q.set('lang', state.lang);
    return readableQuery(q);
  }
  // The overview is the site's root: no query at all.
  if (state.overview && !state.embed) return '';
  const info = lessons.find((l) => l.id === state.lesson);
  const q = new URLSearchParams();
  q.set('lesson', state.lesson);
  if (info) {
    for (const [k, v] of Object.entries(canonicalParams(info.params, state.params, info.step_preset))) q.set(k, v);
  }
  if (state.fork) q.set('fork', `${state.fork.name}:${state.fork.value}`);
  if (Number.isFinite(state.step) && state.step > 0) q.set('step', String(Math.floor(state.step)));
  const asks = state.checkpoints ?? state.embed !== true;
  if (asks !== (state.embed !== true)) q.set('checkpoints', asks ? '1' : '0');
  if (state.theme) q.set('theme', state.theme);
  if (state.lang) q.set('lang', state.lang);
  if (state.embed === true) {
    q.set('embed', '1');
    if (state.view && state.view !== DEFAULT_VIEW) q.set('view', state.view);
    if (state.allow && state.allow.length > 0) q.set('allow', state.allow.join(','));
    if (state.options) writeEmbedOptions(q, state.options);
  }
  return readableQuery(q);
}
