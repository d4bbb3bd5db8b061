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
import { fmtInt } from '../../kit/text/format';
import { cap, DATABASE_WORDS, deviceText, groupText, mbText, plural, secText, workerText } from './words';

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

export const TOLL = '“an 8-lane highway with a one lane toll station”';
export const NO_OTHER_GROUP = '“there is no other group to be worked with concurrently”';

/** Step 0: the database, the threads, the devices and the sort groups. */
export function stepZero(params?: Params): string {
  const db = DATABASE_WORDS[params?.database ?? 'many_indexes'] ?? 'the database';
  const threads = Number(params?.threads);
  const devices = Number(params?.devices);
  const groups = Number(params?.sort_groups);
  const what = params?.rebuild === 'largest' ? 'its largest index' : 'every index';
  const who =
    threads > 1 ? `${plural(threads, 'merge thread')} beside the main process` : threads === 1 ? 'the main process alone (no threads)' : 'its threads';
  const where = devices > 0 ? ` on ${plural(devices, 'sort device')}` : '';
  const sg = groups > 0 ? `, -SG ${fmtInt(groups)}` : '';
  return `Step 0: proutil idxbuild is about to rebuild ${what} of ${db}: ${who}${where}${sg}.`;
}

function sharingPhrase(e: Ev<'merge_start'>): string {
  const others = e.sharing - 1;
  if (others <= 0) return `it has ${deviceText(e.device)} to itself`;
  return `it joins ${plural(others, 'other')} on ${deviceText(e.device)}: every block now a longer seek`;
}

/** The step in one sentence: the stage's headline. */
export function headline(step: number, events: readonly IdxEvent[], params?: Params): string {
  if (step === 0) return stepZero(params);
  const e = events[events.length - 1];
  if (!e) return 'Nothing happened in this step.';
  switch (e.kind) {
    case 'area_start':
      return e.threads === 0
        ? `Area ${e.name}: ${plural(e.indexes, 'index', 'indexes')} in ${plural(e.groups, 'sort group')}, no merge threads: the main process will scan, merge and build in turn.`
        : `Area ${e.name}: ${plural(e.indexes, 'index', 'indexes')} of ${mbText(e.data_mb)} dealt to ${plural(e.groups, 'sort group')}; the main process scans alone, then ${plural(e.threads, 'thread')} will merge.`;
    case 'scan_progress':
      return `Phase 1 at ${secText(e.t_s)}: ${scanProgress(e)}`;
    case 'scan_done':
      return `Phase 1 over after ${secText(e.took_s)}: ${fmtInt(e.keys)} keys in ${plural(e.runs, 'run')}, ${mbText(e.sort_mb)} of sort files.`;
    case 'merge_start':
      return e.thread === 0
        ? `The main process merges ${groupText(e.group)} itself (${plural(e.runs, 'run')}, ${mbText(e.mb)} on ${deviceText(e.device)}): no thread to hand it to.`
        : `${cap(workerText(e.thread))} takes ${groupText(e.group)} (${plural(e.runs, 'run')}, ${mbText(e.mb)}): ${sharingPhrase(e)}.`;
    case 'merge_end':
      return `${cap(workerText(e.thread))} merged ${groupText(e.group)} in ${secText(e.took_s)}, ${secText(e.queued_s)} of it queued at ${deviceText(e.device)}.`;
    case 'build_start':
      return `Phase 3: the main process builds ${groupText(e.group)}’s ${plural(e.indexes, 'index', 'indexes')}${e.merging > 0 ? ` while ${plural(e.merging, 'thread')} still merge` : ''}.`;
    case 'build_end':
      return `The main process built ${groupText(e.group)}’s B-trees in ${secText(e.took_s)} (${mbText(e.index_mb)}).`;
    case 'area_done':
      return `Area ${fmtInt(e.area)} is rebuilt, ${secText(e.took_s)} after it began.`;
    case 'rebuild_done':
      return `The rebuild is over: ${secText(e.elapsed_s)}.`;
  }
}

/** The whole step in a few plain sentences (the live region, the details). */
export function narrateStep(step: number, events: readonly IdxEvent[], params?: Params): string {
  if (step === 0) {
    return `${stepZero(params)} Phase 1 scans the records and writes each index’s keys, sorted in memory, as runs to its sort group’s file; phase 2 merges each group’s runs; phase 3 builds the B-trees.`;
  }
  const e = events[events.length - 1];
  if (!e) return 'Nothing happened in this step.';
  const line = headline(step, events, params);
  return `${line} ${explain(e)}`.trim();
}

/** What the step means, in the article's terms. */
export function explain(e: IdxEvent): string {
  switch (e.kind) {
    case 'area_start':
      return e.groups <= 1 || e.threads === 0
        ? `With one sort group there is nothing to merge at the same time: ${NO_OTHER_GROUP}, so idxbuild runs without threads.`
        : `Threads only work in phase 2, one sort group each; ${fmtInt(e.threads)} of the ${fmtInt(e.groups)} groups can merge at once.`;
    case 'scan_progress':
      return 'The scan is the main process’s alone: reading the records and building keys does not go faster with more threads.';
    case 'scan_done':
      return `Its sort files: ${e.device_mb.map((mb, d) => `${deviceText(d)} ${mbText(mb)}`).join(', ')}. The .srt file’s directories are given to the groups in order.`;
    case 'merge_start':
      if (e.thread === 0) return 'Merging is I/O bound: the disk works while the CPUs wait.';
      return e.sharing > 1
        ? `${fmtInt(e.sharing)} threads now read and write files on ${deviceText(e.device)}, which serves one request at a time: they queue, and its head moves between their files. The article calls it ${TOLL}.`
        : `${cap(deviceText(e.device))} serves this merge alone: ${plural(e.passes, 'merge pass', 'merge passes')} over ${plural(e.indexes, 'index', 'indexes')}’ keys with no one in the way.`;
    case 'merge_end': {
      const share = e.took_s > 0 ? Math.round((100 * e.queued_s) / e.took_s) : 0;
      return `${fmtInt(share)}% of the merge was waiting behind other requests at its device; ${groupText(e.group)} now waits for the main process to build it.`;
    }
    case 'build_start':
      return e.merging > 0
        ? `Phase 3 overlaps phase 2: the main process builds groups as their merges end, while threads merge the rest. ${cap(groupText(e.group))} had waited ${secText(e.waited_s)} for it.`
        : `No thread is merging any more: what is left is the main process building, one group at a time (${groupText(e.group)} had waited ${secText(e.waited_s)}).`;
    case 'build_end':
      return `${fmtInt(e.index_mb > 0 ? Math.round(e.index_mb) : 0)} MB of index blocks written to the database.`;
    case 'area_done':
      return 'Its sort files are removed before the next area’s scan.';
    case 'rebuild_done':
      return 'Compare it with no threads (threads 1) and with one sort device: the article measured 20% for 8 threads on 5 devices.';
  }
}

function scanProgress(e: Ev<'scan_progress'>): string {
  return `${fmtInt(e.pct)}% scanned, ${fmtInt(e.keys)} keys sorted into ${plural(e.runs, 'run')}; the scan has no threads.`;
}

/**
 * One sentence per event, for the step's event list and the timeline's
 * status line: its time first, then what happened, without telling the
 * time twice (the headlines of a scan's progress and of the end say it).
 */
export function describeEvent(e: IdxEvent): string {
  const at = `At ${secText(e.t_s)}`;
  switch (e.kind) {
    case 'scan_progress':
      return `${at}, phase 1: ${scanProgress(e)}`;
    case 'rebuild_done':
      return secText(e.elapsed_s) === secText(e.t_s)
        ? `${at}: the rebuild is over.`
        : `${at}: the rebuild is over, ${secText(e.elapsed_s)} in all.`;
    default:
      return `${at}: ${headline(1, [e])}`;
  }
}
