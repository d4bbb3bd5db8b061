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
import { words } from '../../kit/i18n/words';
import { foundPhrase, secondsText, setupShort, toPhrase } from './words';
import { NARRATE_WORDS } from './narrate.i18n';

type Ev<K extends BpeEvent['kind']> = Extract<BpeEvent, { kind: K }>;

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
  const w = words(NARRATE_WORDS);
  const runs = Number(params?.runs);
  const updates = Number(params?.updates);
  const setup = params?.setup ? ` (${lowerFirst(setupShort(params.setup))})` : '';
  const plan = (params?.plan ?? '').trim();
  const then = plan ? w.then(plan.split(',').map((p) => p.trim()).filter(Boolean).join(', ')) : '';
  if (!(runs > 0) || !(updates > 0)) return w.zeroBare(setup, then);
  const warm = params?.setup === 'bpe' ? w.warm : '';
  return `${w.zero(setup, runs, updates, then)}${warm}`;
}

/** Where a page that left went, short: "page 9,001 left the pool dirty: written to disk". */
function leftPhrase(e: Ev<'evict'>): string {
  return words(NARRATE_WORDS).left(fmtInt(e.page), toPhrase(e.to));
}

/** The step in one sentence: the stage's headline. */
export function headline(step: number, events: readonly BpeEvent[], params?: Params): string {
  if (step === 0) return stepZero(params);
  const w = words(NARRATE_WORDS);
  const s = summarize(events);
  if (s.checkpoints > 0) return w.checkpointHead(s.checkpointPages, msText(s.checkpointMs));
  const r = s.request;
  const p = s.page;
  if (!r || !p) return w.quiet;
  const parts = [
    w.head(fmtInt(r.run), r.op, fmtInt(r.row + 1), fmtInt(p.page), foundPhrase(p.found), p.found === 'pool' ? '' : msText(p.ms)),
  ];
  for (const e of s.evicted) parts.push(leftPhrase(e));
  if (s.waitMs > 0) parts.push(w.frameLater(msText(s.waitMs)));
  for (const e of s.extEvicted) parts.push(w.pushedOut(fmtInt(e.page)));
  for (const e of s.washed) parts.push(w.washedOut(fmtInt(e.page)));
  const end = s.runEnd ? w.runDone(fmtInt(s.runEnd.run), secondsText(s.runEnd.ms / 1000)) : '';
  return `${parts.join(w.sep)}.${end}`;
}

/** The whole step in a few plain sentences (the live region, the details). */
export function narrateStep(step: number, events: readonly BpeEvent[], params?: Params): string {
  if (step === 0) return stepZero(params);
  const w = words(NARRATE_WORDS);
  const s = summarize(events);
  const parts: string[] = [];
  if (s.checkpoints > 0) parts.push(w.checkpointWrote(s.checkpointPages, msText(s.checkpointMs)), w.checkpointWhy);
  const r = s.request;
  const p = s.page;
  if (r && p) {
    parts.push(w.request(fmtInt(r.run), r.op, fmtInt(r.row + 1), fmtInt(p.page)));
    if (p.found === 'pool') parts.push(w.inPool(fmtInt(p.frame)));
    else if (p.found === 'extension') parts.push(w.fromExt(msText(p.ms), fmtInt(p.frame)));
    else parts.push(w.fromDisk(msText(p.ms), fmtInt(p.frame)));
  }
  for (const e of s.evicted) {
    const why = e.to === 'disk' ? w.whyDisk : e.to === 'extension' ? w.whyExt : w.whyDrop;
    parts.push(w.madeRoom(fmtInt(e.page), fmtInt(e.frame), why));
    if (e.wait_ms > 0) parts.push(w.waited(msText(e.wait_ms)));
  }
  for (const e of s.extEvicted) parts.push(w.extFull(fmtInt(e.page), fmtInt(e.slot)));
  if (s.dirtied > 0 && p) parts.push(w.dirtied);
  for (const e of s.washed) parts.push(w.washedSlot(fmtInt(e.page), fmtInt(e.slot)));
  if (s.done && (r || s.checkpoints === 0)) parts.push(w.took(s.done.op, msText(s.done.ms)));
  if (s.runEnd) parts.push(w.lastRequest(fmtInt(s.runEnd.run), secondsText(s.runEnd.ms / 1000)));
  if (parts.length === 0) return w.quiet;
  parts.push(countSentence(s));
  return parts.join(' ');
}

/** The step's counts, as the counters will move: "This step: 1 request, …". */
export function countSentence(s: StepSummary): string {
  return words(NARRATE_WORDS).count(s.requests, s.found.extension, s.found.disk, s.diskWrites, s.toExtension, s.washed.length);
}

/** One sentence per event, for the step's event list. */
export function describeEvent(e: BpeEvent): string {
  const w = words(NARRATE_WORDS);
  switch (e.kind) {
    case 'request':
      return w.request(fmtInt(e.run), e.op, fmtInt(e.row + 1), fmtInt(e.page));
    case 'page':
      return e.found === 'pool'
        ? w.evInPool(fmtInt(e.page), fmtInt(e.frame))
        : w.evFound(fmtInt(e.page), foundPhrase(e.found), fmtInt(e.frame), msText(e.ms));
    case 'evict':
      return w.evLeft(fmtInt(e.page), fmtInt(e.frame), toPhrase(e.to), e.wait_ms > 0 ? msText(e.wait_ms) : '');
    case 'ext_evict':
      return w.evExtOut(fmtInt(e.page), fmtInt(e.slot));
    case 'dirtied':
      return w.evDirtied(fmtInt(e.page), fmtInt(e.frame));
    case 'wash':
      return w.evWash(fmtInt(e.page), fmtInt(e.slot));
    case 'checkpoint':
      return w.evCheckpoint(e.pages, msText(e.ms));
    case 'done':
      return w.evDone(e.op, msText(e.ms));
    case 'run_end':
      return w.evRunEnd(fmtInt(e.run), e.op, secondsText(e.ms / 1000));
  }
}

function lowerFirst(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}
