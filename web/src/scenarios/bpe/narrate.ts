/**
 * Plain-words narration of a bpe step (one update or random read of a
 * row, or one checkpoint), for the stage's headline, the aria-live region
 * and the event list. Pure: events in, text out. The step is first counted
 * (`summarize`: what its events say, nothing else); every number the
 * narration states comes from that count, and a test
 * (tests/wasm/bpe-narration.test.ts) checks it against the change in the
 * engine's figures, so the story cannot contradict the counters.
 *
 * A step's events, in order: request, page, [evict], [ext_evict],
 * [dirtied, wash], done, [run_end]; or checkpoint, done.
 */
import type { BpeEvent, BpeFound, Params } from '../../shell/engine/types';
import { fmtInt, msText } from '../../kit/text/format';
import { FOUND_PHRASE, pageText, rowText, secondsText, setupShort, TO_PHRASE } from './words';

type Ev<K extends BpeEvent['kind']> = Extract<BpeEvent, { kind: K }>;

const plural = (n: number, one: string, many = `${one}s`) => `${fmtInt(n)} ${n === 1 ? one : many}`;

/** What one step did, counted from its events alone. */
export interface StepSummary {
  request: Ev<'request'> | null;
  page: Ev<'page'> | null;
  done: Ev<'done'> | null;
  runEnd: Ev<'run_end'> | null;
  /** Requests made (0 or 1), by where their page was found. */
  requests: number;
  found: Record<BpeFound, number>;
  /** Pages that left the pool: all, written to disk first (dirty), copied to the extension, dropped. */
  evicted: Ev<'evict'>[];
  toDisk: number;
  toExtension: number;
  dropped: number;
  /** Milliseconds the request waited for its frame (the lazy writer still writing dirty pages). */
  waitMs: number;
  /** Pages pushed out of a full extension. */
  extEvicted: Ev<'ext_evict'>[];
  /** Updates' changes, and the extension copies they discarded. */
  dirtied: number;
  washed: Ev<'wash'>[];
  /** Checkpoints, and the dirty pages they wrote. */
  checkpoints: number;
  checkpointPages: number;
  checkpointMs: number;
  /** Pages written to the data file: dirty evictions and checkpoints. */
  diskWrites: number;
  /** Runs ended in this step. */
  runs: number;
}

export function summarize(events: readonly BpeEvent[]): StepSummary {
  const s: StepSummary = {
    request: null,
    page: null,
    done: null,
    runEnd: null,
    requests: 0,
    found: { pool: 0, extension: 0, disk: 0 },
    evicted: [],
    toDisk: 0,
    toExtension: 0,
    dropped: 0,
    waitMs: 0,
    extEvicted: [],
    dirtied: 0,
    washed: [],
    checkpoints: 0,
    checkpointPages: 0,
    checkpointMs: 0,
    diskWrites: 0,
    runs: 0,
  };
  for (const e of events) {
    switch (e.kind) {
      case 'request':
        s.request = e;
        s.requests++;
        break;
      case 'page':
        s.page = e;
        s.found[e.found]++;
        break;
      case 'evict':
        s.evicted.push(e);
        s.waitMs += e.wait_ms;
        if (e.to === 'disk') s.toDisk++;
        else if (e.to === 'extension') s.toExtension++;
        else s.dropped++;
        break;
      case 'ext_evict':
        s.extEvicted.push(e);
        break;
      case 'dirtied':
        s.dirtied++;
        break;
      case 'wash':
        s.washed.push(e);
        break;
      case 'checkpoint':
        s.checkpoints++;
        s.checkpointPages += e.pages;
        s.checkpointMs += e.ms;
        break;
      case 'done':
        s.done = e;
        break;
      case 'run_end':
        s.runEnd = e;
        s.runs++;
        break;
    }
  }
  s.diskWrites = s.toDisk + s.checkpointPages;
  return s;
}

/** Step 0: the setup, and what the plan will run. */
export function stepZero(params?: Params): string {
  const runs = Number(params?.runs);
  const updates = Number(params?.updates);
  const setup = params?.setup ? ` (${lowerFirst(setupShort(params.setup))})` : '';
  const plan = (params?.plan ?? '').trim();
  const then = plan ? `, then ${plan.split(',').map((p) => p.trim()).filter(Boolean).join(', ')}` : '';
  if (!(runs > 0) || !(updates > 0)) return `Step 0${setup}: the runs of random updates are about to start${then}.`;
  const warm = params?.setup === 'bpe' ? ' The extension was warmed by full scans: it holds the table.' : '';
  return `Step 0${setup}: ${plural(runs, 'run')} of ${plural(updates, 'random update')} are about to start${then}.${warm}`;
}

const QUIET = 'Nothing happened in this step.';

/** Where a page that left went, short: "page 9,001 left the pool dirty: written to disk". */
function leftPhrase(e: Ev<'evict'>): string {
  return `${pageText(e.page)} left the pool ${TO_PHRASE[e.to]}`;
}

/** The step in one sentence: the stage's headline. */
export function headline(step: number, events: readonly BpeEvent[], params?: Params): string {
  if (step === 0) return stepZero(params);
  const s = summarize(events);
  if (s.checkpoints > 0) {
    return `Checkpoint: ${plural(s.checkpointPages, 'dirty page')} written to disk (${msText(s.checkpointMs)}); they stay in the pool, clean, and the extension gains none.`;
  }
  const r = s.request;
  const p = s.page;
  if (!r || !p) return QUIET;
  const parts = [`Run ${fmtInt(r.run)}, ${r.op} of ${rowText(r.row)}: ${pageText(p.page)} ${FOUND_PHRASE[p.found]}${p.found === 'pool' ? '' : ` (${msText(p.ms)})`}`];
  for (const e of s.evicted) parts.push(leftPhrase(e));
  if (s.waitMs > 0) parts.push(`the frame came ${msText(s.waitMs)} later, once the lazy writer had written it`);
  for (const e of s.extEvicted) parts.push(`${pageText(e.page)} pushed out of the full extension`);
  for (const e of s.washed) parts.push(`the extension’s copy of ${pageText(e.page)} is washed out`);
  const end = s.runEnd ? ` Run ${fmtInt(s.runEnd.run)} done: ${secondsText(s.runEnd.ms / 1000)}.` : '';
  return `${parts.join('; ')}.${end}`;
}

/** The whole step in a few plain sentences (the live region, the details). */
export function narrateStep(step: number, events: readonly BpeEvent[], params?: Params): string {
  if (step === 0) return stepZero(params);
  const s = summarize(events);
  const parts: string[] = [];
  if (s.checkpoints > 0) {
    parts.push(
      `A checkpoint wrote ${plural(s.checkpointPages, 'dirty page')} to disk in ${msText(s.checkpointMs)}.`,
      'They stay in the pool, now clean; the extension gets a page only when a clean page leaves the pool, so it gains none now: it refills as sluggishly as the article saw.',
    );
  }
  const r = s.request;
  const p = s.page;
  if (r && p) {
    parts.push(`Run ${fmtInt(r.run)} ${r.op === 'update' ? 'updates' : 'reads'} ${rowText(r.row)}, on ${pageText(p.page)}.`);
    if (p.found === 'pool') parts.push(`The page was in the pool (frame ${fmtInt(p.frame)}): no read.`);
    else if (p.found === 'extension') {
      parts.push(`The page was not in the pool but in the extension: read from the SSD in ${msText(p.ms)} into frame ${fmtInt(p.frame)}.`);
    } else parts.push(`The page was in neither tier: read from disk in ${msText(p.ms)} into frame ${fmtInt(p.frame)}.`);
  }
  for (const e of s.evicted) {
    const why =
      e.to === 'disk'
        ? 'it was dirty, so it was written to disk first (the extension takes only clean pages)'
        : e.to === 'extension'
          ? 'it was clean, so it was copied to the extension'
          : 'it was clean and needed no write: nothing was copied (its copy, if the extension has one, stays)';
    parts.push(`To make room, ${pageText(e.page)} left frame ${fmtInt(e.frame)}: ${why}.`);
    if (e.wait_ms > 0) {
      parts.push(
        `The request waited ${msText(e.wait_ms)} for that frame: the lazy writer writes one dirty page at a time, and it was still writing the ones before it.`,
      );
    }
  }
  for (const e of s.extEvicted) parts.push(`The extension was full: ${pageText(e.page)} left its slot ${fmtInt(e.slot)}.`);
  if (s.dirtied > 0 && p) parts.push(`The update changed the page in the pool: it is dirty until written.`);
  for (const e of s.washed) {
    parts.push(`The extension holds only clean pages, so its copy of ${pageText(e.page)} (slot ${fmtInt(e.slot)}) is washed out.`);
  }
  if (s.done && (r || s.checkpoints === 0)) parts.push(`The ${s.done.op} took ${msText(s.done.ms)}.`);
  if (s.runEnd) parts.push(`That was run ${fmtInt(s.runEnd.run)}’s last request: the run took ${secondsText(s.runEnd.ms / 1000)}.`);
  if (parts.length === 0) return QUIET;
  parts.push(countSentence(s));
  return parts.join(' ');
}

/** The step's counts, as the counters will move: "This step: 1 request, …". */
export function countSentence(s: StepSummary): string {
  return (
    `This step: ${plural(s.requests, 'request')}, ${fmtInt(s.found.extension)} read from the extension, ` +
    `${fmtInt(s.found.disk)} from disk, ${plural(s.diskWrites, 'page')} written to disk, ` +
    `${plural(s.toExtension, 'page')} copied to the extension, ${plural(s.washed.length, 'copy', 'copies')} washed out.`
  );
}

/** One sentence per event, for the step's event list. */
export function describeEvent(e: BpeEvent): string {
  switch (e.kind) {
    case 'request':
      return `Run ${fmtInt(e.run)} ${e.op === 'update' ? 'updates' : 'reads'} ${rowText(e.row)}, on ${pageText(e.page)}.`;
    case 'page':
      return e.found === 'pool'
        ? `${cap(pageText(e.page))} is in the pool, frame ${fmtInt(e.frame)}.`
        : `${cap(pageText(e.page))} ${FOUND_PHRASE[e.found]} into frame ${fmtInt(e.frame)} (${msText(e.ms)}).`;
    case 'evict':
      return `${cap(pageText(e.page))} left frame ${fmtInt(e.frame)} ${TO_PHRASE[e.to]}${e.wait_ms > 0 ? `; the request waited ${msText(e.wait_ms)} for the lazy writer` : ''}.`;
    case 'ext_evict':
      return `${cap(pageText(e.page))} left the full extension’s slot ${fmtInt(e.slot)}.`;
    case 'dirtied':
      return `The update changes ${pageText(e.page)} in frame ${fmtInt(e.frame)}: dirty.`;
    case 'wash':
      return `The extension’s copy of ${pageText(e.page)} in slot ${fmtInt(e.slot)} is washed out (the extension holds only clean pages).`;
    case 'checkpoint':
      return `A checkpoint writes ${plural(e.pages, 'dirty page')} to disk (${msText(e.ms)}); they stay in the pool, clean.`;
    case 'done':
      return `The ${e.op} is done: ${msText(e.ms)}.`;
    case 'run_end':
      return `Run ${fmtInt(e.run)} (${e.op === 'update' ? 'updates' : 'random reads'}) is over: ${secondsText(e.ms / 1000)}.`;
  }
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function lowerFirst(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}
