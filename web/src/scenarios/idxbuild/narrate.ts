/**
 * Plain-words narration of an index rebuild's step, for the stage's
 * headline, the aria-live region and the event list. Pure: events in,
 * text out. A step is exactly one milestone (an area begun, a tenth of
 * its scan, a group's merge or build begun or ended, the end); `summarize`
 * reads what it says, and every number the narration states comes from
 * it. A test (tests/wasm/idxbuild-narration.test.ts) walks every step of
 * the step preset and checks the times, keys and runs it tells against
 * the engine's figures, so the story cannot contradict the counters.
 *
 * The article's findings are told where the events show them: threads
 * sharing a device (merge_start.sharing > 1: "an 8-lane highway with a
 * one lane toll station"), an area with one group or no threads (no
 * other group "to be worked with concurrently"), the scan alone (phase 1
 * has no threads), builds overlapping merges (phase 3 beside phase 2).
 */
import type { IdxEvent, Params } from '../../shell/engine/types';
import { words } from '../../kit/i18n/words';
import { fmtInt } from '../../kit/text/format';
import { cap, databaseText, deviceNo, deviceText, mbText, secText, workerText } from './words';
import { NARRATE_WORDS } from './narrate.i18n';

type Ev<K extends IdxEvent['kind']> = Extract<IdxEvent, { kind: K }>;

/** What one step did: its milestone, and what it says for the counters. */
export interface StepSummary {
  event: IdxEvent | undefined;
  /** The virtual time it happened at (the clock the counters read). */
  t_s: number;
  /** Keys and runs the step adds to the run's totals (an area's scan ends: its keys and runs count). */
  keys: number;
  runs: number;
  /** A merge that shares its device with other threads' merges. */
  contended: boolean;
}

export function summarize(events: readonly IdxEvent[]): StepSummary {
  const e = events[events.length - 1];
  const s: StepSummary = { event: e, t_s: e?.t_s ?? 0, keys: 0, runs: 0, contended: false };
  if (e?.kind === 'scan_done') {
    s.keys = e.keys;
    s.runs = e.runs;
  }
  if (e?.kind === 'merge_start') s.contended = e.sharing > 1;
  return s;
}

/** The article's words (English; the narration quotes them in the page's language). */
export const TOLL = '“an 8-lane highway with a one lane toll station”';
export const NO_OTHER_GROUP = '“there is no other group to be worked with concurrently”';

/** Step 0: the database, the threads, the devices and the sort groups. */
export function stepZero(params?: Params): string {
  const w = words(NARRATE_WORDS);
  const db = databaseText(params?.database ?? 'many_indexes') ?? w.theDatabase;
  const threads = Number(params?.threads);
  const devices = Number(params?.devices);
  const groups = Number(params?.sort_groups);
  const what = params?.rebuild === 'largest' ? w.largest : w.every;
  const who = threads > 1 ? w.whoThreads(threads) : threads === 1 ? w.whoAlone : w.whoIts;
  const where = devices > 0 ? w.onDevices(devices) : '';
  const sg = groups > 0 ? `, -SG ${fmtInt(groups)}` : '';
  return w.stepZero(what, db, who, where, sg);
}

function sharingPhrase(e: Ev<'merge_start'>): string {
  const w = words(NARRATE_WORDS);
  const others = e.sharing - 1;
  if (others <= 0) return w.toItself(deviceNo(e.device));
  return w.joins(others, deviceNo(e.device));
}

/** The step in one sentence: the stage's headline. */
export function headline(step: number, events: readonly IdxEvent[], params?: Params): string {
  if (step === 0) return stepZero(params);
  const w = words(NARRATE_WORDS);
  const e = events[events.length - 1];
  if (!e) return w.nothing;
  switch (e.kind) {
    case 'area_start':
      return e.threads === 0
        ? w.areaNoThreads(e.name, e.indexes, e.groups)
        : w.areaThreads(e.name, e.indexes, mbText(e.data_mb), e.groups, e.threads);
    case 'scan_progress':
      return w.scanAt(secText(e.t_s), scanProgress(e));
    case 'scan_done':
      return w.scanDone(secText(e.took_s), e.keys, e.runs, mbText(e.sort_mb));
    case 'merge_start':
      return e.thread === 0
        ? w.mainMerges(fmtInt(e.group), e.runs, mbText(e.mb), deviceNo(e.device))
        : w.threadTakes(cap(workerText(e.thread)), fmtInt(e.group), e.runs, mbText(e.mb), sharingPhrase(e));
    case 'merge_end':
      return w.merged(cap(workerText(e.thread)), fmtInt(e.group), secText(e.took_s), secText(e.queued_s), deviceNo(e.device));
    case 'build_start':
      return w.buildStart(fmtInt(e.group), e.indexes, e.merging);
    case 'build_end':
      return w.built(fmtInt(e.group), secText(e.took_s), mbText(e.index_mb));
    case 'area_done':
      return w.areaDone(fmtInt(e.area), secText(e.took_s));
    case 'rebuild_done':
      return w.over(secText(e.elapsed_s));
  }
}

/** The whole step in a few plain sentences (the live region, the details). */
export function narrateStep(step: number, events: readonly IdxEvent[], params?: Params): string {
  const w = words(NARRATE_WORDS);
  if (step === 0) {
    return `${stepZero(params)} ${w.stepZeroMore}`;
  }
  const e = events[events.length - 1];
  if (!e) return w.nothing;
  const line = headline(step, events, params);
  return `${line} ${explain(e)}`.trim();
}

/** What the step means, in the article's terms. */
export function explain(e: IdxEvent): string {
  const w = words(NARRATE_WORDS);
  switch (e.kind) {
    case 'area_start':
      return e.groups <= 1 || e.threads === 0 ? w.oneGroup(w.noOtherGroup) : w.phase2Only(fmtInt(e.threads), fmtInt(e.groups));
    case 'scan_progress':
      return w.scanAlone;
    case 'scan_done':
      return w.sortFiles(e.device_mb.map((mb, d) => w.fileOn(deviceText(d), mbText(mb))).join(', '));
    case 'merge_start':
      if (e.thread === 0) return w.ioBound;
      return e.sharing > 1 ? w.sharing(e.sharing, deviceNo(e.device), w.toll) : w.alone(deviceNo(e.device), e.passes, e.indexes);
    case 'merge_end': {
      const share = e.took_s > 0 ? Math.round((100 * e.queued_s) / e.took_s) : 0;
      return w.mergeWaited(fmtInt(share), fmtInt(e.group));
    }
    case 'build_start':
      return e.merging > 0 ? w.overlap(fmtInt(e.group), secText(e.waited_s)) : w.noMerging(fmtInt(e.group), secText(e.waited_s));
    case 'build_end':
      return w.indexBlocks(fmtInt(e.index_mb > 0 ? Math.round(e.index_mb) : 0));
    case 'area_done':
      return w.areaRemoved;
    case 'rebuild_done':
      return w.compare;
  }
}

function scanProgress(e: Ev<'scan_progress'>): string {
  return words(NARRATE_WORDS).scanProgress(fmtInt(e.pct), e.keys, e.runs);
}

/**
 * One sentence per event, for the step's event list and the timeline's
 * status line: its time first, then what happened, without telling the
 * time twice (the headlines of a scan's progress and of the end say it).
 */
export function describeEvent(e: IdxEvent): string {
  const w = words(NARRATE_WORDS);
  const at = secText(e.t_s);
  switch (e.kind) {
    case 'scan_progress':
      return w.atScan(at, scanProgress(e));
    case 'rebuild_done':
      return secText(e.elapsed_s) === secText(e.t_s) ? w.atOver(at) : w.atOverAll(at, secText(e.elapsed_s));
    default:
      return w.at(at, headline(1, [e]));
  }
}
