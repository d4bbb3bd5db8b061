/**
 * Plain-words narration of a buffer-pool step (one page reference), for
 * the stage's headline, the aria-live region and the event list. Pure:
 * events in, text out. The step is first counted (`summarize`: what the
 * events say, nothing else); every number the narration states comes from
 * that count, and a test (tests/wasm/buffer-narration.test.ts) checks that
 * the count equals the change in the step's figures, so the story cannot
 * contradict the picture or the counters.
 *
 * References are numbered from 1 here (the engine counts from 0): the
 * step that makes reference 7 is step 7 (`words.ts`).
 */
import { isPoolEvent, type BufferEvent, type PolicyKind, type PoolEvent, type ScenarioEvent, type Why } from '../../shell/engine/types';
import { fmtInt } from '../../kit/text/format';
import { policyName, refText, whyText } from './words';

// Its own events: other scenarios have events of the same kinds ('evict', 'checkpoint').
type Ev<K extends BufferEvent['kind']> = Extract<BufferEvent, { kind: K }>;

const plural = (n: number, one: string, many = `${one}s`) => `${fmtInt(n)} ${n === 1 ? one : many}`;

/** One sentence per event, for the step's event list. */
export function describeEvent(e: BufferEvent): string {
  switch (e.kind) {
    case 'reference':
      return `${capitalize(refText(e.at))} asks for page ${e.page}${e.write ? ', to change it (a write)' : ''}${
        e.scan ? ', read by a sequential scan' : ''
      }.`;
    case 'hit':
      return `${policyName(e.policy)}: page ${e.page} is in frame ${e.frame}: a hit, no disk read.`;
    case 'miss':
      return `${policyName(e.policy)}: page ${e.page} is not in the pool: a miss${
        e.free ? '; an empty frame takes it' : '; every frame is full, so one page must leave'
      }.`;
    case 'pass':
      return passSentence(e);
    case 'write':
      return e.by === 'eviction'
        ? `Page ${e.page} in frame ${e.frame} is dirty: it is written to disk before it leaves.`
        : e.by === 'checkpoint'
          ? `The checkpoint writes dirty page ${e.page} (frame ${e.frame}) to disk; it stays in the pool, clean.`
          : `The background writer writes dirty page ${e.page} (frame ${e.frame}) to disk.`;
    case 'evict':
      return `Page ${e.page} is the victim and leaves frame ${e.frame}: ${whyText(e.why)}.`;
    case 'load':
      return `Page ${e.page} is read from disk into frame ${e.frame}.`;
    case 'dirtied':
      return `The reference changes page ${e.page}: frame ${e.frame} is dirty until the page is written.`;
    case 'checkpoint':
      return e.written === 0
        ? 'A checkpoint: no page is dirty, nothing to write.'
        : `A checkpoint wrote ${plural(e.written, 'dirty page')} to disk.`;
    default:
      return 'An engine event this page does not know how to describe.';
  }
}

function passSentence(e: Ev<'pass'>): string {
  const where = `frame ${e.frame}${e.page === 0xffff_ffff ? '' : ` (page ${e.page})`}`;
  if (e.before === e.after) return `The clock hand passes ${where}: it is pinned, so it is skipped.`;
  return e.policy === 'clock'
    ? `The clock hand passes ${where} and clears its reference bit: a second chance.`
    : `The clock hand passes ${where} and lowers its usage count from ${e.before} to ${e.after}.`;
}

/** What one step did to one pool, counted from its events alone. */
export interface StepSummary {
  /** The reference: its number from 0 (the engine's), page, whether it writes. */
  at: number | null;
  page: number | null;
  write: boolean;
  /** The reference is a sequential scan's (the ring policy's cue). */
  scan: boolean;
  policy: PolicyKind | null;
  hit: Ev<'hit'> | null;
  miss: Ev<'miss'> | null;
  /** The clock hand's passes, and how many counts or bits they lowered. */
  passes: number;
  lowered: number;
  evicted: Ev<'evict'> | null;
  /** The victim was dirty and written before it left. */
  evictedDirty: boolean;
  loaded: Ev<'load'> | null;
  dirtied: Ev<'dirtied'> | null;
  /** A checkpoint ran after the reference (and wrote `checkpointWrites` pages). */
  checkpoint: boolean;
  checkpointWrites: number;
  /** Counts of the figures: the step's change in them. */
  requests: number;
  hits: number;
  misses: number;
  evictions: number;
  writes: number;
}

/**
 * The step of the pool under `policy` (default: the first pool the events
 * name, the variant's own when each variant runs one pool).
 */
export function summarize(events: readonly ScenarioEvent[], policy?: string): StepSummary {
  const ref = events.find((e): e is Ev<'reference'> => e.kind === 'reference');
  const first = events.find((e) => isPoolEvent(e, (e as { policy?: string }).policy ?? ''));
  const p = policy ?? (first && 'policy' in first ? first.policy : undefined);
  const mine: PoolEvent[] = p ? events.filter((e) => isPoolEvent(e, p)) : [];
  const one = <K extends PoolEvent['kind']>(kind: K) => mine.find((e): e is Ev<K> => e.kind === kind) ?? null;
  const all = <K extends PoolEvent['kind']>(kind: K) => mine.filter((e): e is Ev<K> => e.kind === kind);
  const passes = all('pass');
  const writes = all('write');
  const checkpoint = one('checkpoint');
  const hit = one('hit');
  const miss = one('miss');
  const evicted = one('evict');
  return {
    at: ref?.at ?? null,
    page: ref?.page ?? null,
    write: ref?.write ?? false,
    scan: ref?.scan ?? false,
    policy: (p as PolicyKind | undefined) ?? null,
    hit,
    miss,
    passes: passes.length,
    lowered: passes.filter((x) => x.after < x.before).length,
    evicted,
    evictedDirty: writes.some((w) => w.by === 'eviction'),
    loaded: one('load'),
    dirtied: one('dirtied'),
    checkpoint: checkpoint !== null,
    checkpointWrites: writes.filter((w) => w.by === 'checkpoint').length,
    requests: hit || miss ? 1 : 0,
    hits: hit ? 1 : 0,
    misses: miss ? 1 : 0,
    evictions: evicted ? 1 : 0,
    writes: writes.length,
  };
}

const STEP_ZERO = 'Step 0: the pool is empty.';

/** Where the page went, in a clause: "miss; page 1 leaves frame 0 (it came in first, at reference 1)". */
function outcomeClause(s: StepSummary): string {
  if (s.hit) return `hit in frame ${s.hit.frame}`;
  if (!s.miss) return 'nothing happens';
  if (!s.evicted) return `miss; it goes into empty frame ${s.loaded?.frame ?? 0}`;
  const dirty = s.evictedDirty ? '; it was dirty: written to disk first' : '';
  return `miss; page ${s.evicted.page} leaves frame ${s.evicted.frame} (${whyText(s.evicted.why)})${dirty}`;
}

/** "Reference 7, page 5" (or "…, page 5 (a write)"). */
function referenceText(s: StepSummary): string {
  return `${capitalize(refText(s.at ?? 0))}, page ${s.page ?? 0}${s.write ? ' (a write)' : ''}`;
}

function checkpointClause(s: StepSummary): string {
  if (!s.checkpoint) return '';
  return s.checkpointWrites === 0
    ? '; a checkpoint finds nothing dirty'
    : `; a checkpoint writes ${plural(s.checkpointWrites, 'dirty page')}`;
}

/** The step in one sentence: the stage's headline (one pool's). */
export function headline(step: number, events: readonly ScenarioEvent[], policy?: string): string {
  if (step === 0 || events.length === 0) return STEP_ZERO;
  const s = summarize(events, policy);
  if (s.at === null) return STEP_ZERO;
  return `${referenceText(s)}: ${outcomeClause(s)}${checkpointClause(s)}.`;
}

/** The clock hand's sweep, in a sentence. */
function sweepText(s: StepSummary, why: Why | undefined): string {
  if (s.passes === 0) return '';
  const what = why?.rule === 'bit_clear' ? 'reference bit' : 'usage count';
  const skipped = s.passes - s.lowered;
  return (
    `The clock hand passes ${plural(s.passes, 'frame')}` +
    (s.lowered > 0 ? `, lowering ${plural(s.lowered, what)}` : '') +
    (skipped > 0 ? `, skipping ${plural(skipped, 'pinned frame')}` : '') +
    '.'
  );
}

/** The whole step in a few plain sentences (the live region, the details). */
export function narrateStep(step: number, events: readonly ScenarioEvent[], policy?: string): string {
  if (step === 0 || events.length === 0) return STEP_ZERO;
  const s = summarize(events, policy);
  if (s.at === null) return STEP_ZERO;
  const who = s.policy ? `${policyName(s.policy)}: ` : '';
  const parts = [
    `${capitalize(refText(s.at))} asks for page ${s.page ?? 0}${s.write ? ' and changes it' : ''}${
      s.scan ? ', read by a sequential scan' : ''
    }.`,
  ];
  if (s.hit) {
    parts.push(`${who}a hit: the page is in frame ${s.hit.frame}, no disk read.`);
  } else if (s.miss) {
    parts.push(`${who}a miss: the page must be read from disk.`);
    if (!s.evicted) parts.push(`Empty frame ${s.loaded?.frame ?? 0} takes it.`);
    else {
      parts.push(sweepText(s, s.evicted.why));
      parts.push(
        `Page ${s.evicted.page} is the victim and leaves frame ${s.evicted.frame}: ${whyText(s.evicted.why)}.`,
      );
      if (s.evictedDirty) parts.push('It was dirty: written to disk first, and the reference waits for that write.');
      parts.push(`Page ${s.page ?? 0} is read into frame ${s.loaded?.frame ?? s.evicted.frame}.`);
    }
  }
  if (s.dirtied) parts.push(`The change makes frame ${s.dirtied.frame} dirty.`);
  if (s.checkpoint) {
    parts.push(
      s.checkpointWrites === 0
        ? 'Then a checkpoint: nothing is dirty.'
        : `Then a checkpoint writes ${plural(s.checkpointWrites, 'dirty page')} to disk.`,
    );
  }
  const count = `This step: ${plural(s.hits, 'hit')}, ${plural(s.misses, 'miss', 'misses')}, ${plural(
    s.evictions,
    'eviction',
  )}, ${plural(s.writes, 'page write')}.`;
  parts.push(count);
  return parts.filter((x) => x.length > 0).join(' ');
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
