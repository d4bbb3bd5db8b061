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
import { words } from '../../kit/i18n/words';
import { policyName, refNo, whyText } from './words';
import { NARRATE_WORDS } from './narrate.i18n';

// Its own events: other scenarios have events of the same kinds ('evict', 'checkpoint').
type Ev<K extends BufferEvent['kind']> = Extract<BufferEvent, { kind: K }>;

/** A reference's number from 1 (the engine's `at` from 0), formatted. */
const refN = (at: number) => fmtInt(refNo(at));

/** One sentence per event, for the step's event list. */
export function describeEvent(e: BufferEvent): string {
  const w = words(NARRATE_WORDS);
  switch (e.kind) {
    case 'reference':
      return `${w.asks(refN(e.at), String(e.page))}${e.write ? w.toChange : ''}${e.scan ? w.byScan : ''}.`;
    case 'hit':
      return w.hit(policyName(e.policy), String(e.page), String(e.frame));
    case 'miss':
      return `${w.miss(policyName(e.policy), String(e.page))}${e.free ? w.missFree : w.missFull}.`;
    case 'pass':
      return passSentence(e);
    case 'write':
      return e.by === 'eviction'
        ? w.writeEvict(String(e.page), String(e.frame))
        : e.by === 'checkpoint'
          ? w.writeCheckpoint(String(e.page), String(e.frame))
          : w.writeBackground(String(e.page), String(e.frame));
    case 'evict':
      return w.evict(String(e.page), String(e.frame), whyText(e.why));
    case 'load':
      return w.load(String(e.page), String(e.frame));
    case 'dirtied':
      return w.dirtied(String(e.page), String(e.frame));
    case 'checkpoint':
      return e.written === 0 ? w.checkpointNone : w.checkpointWrote(e.written);
    default:
      return w.unknown;
  }
}

function passSentence(e: Ev<'pass'>): string {
  const w = words(NARRATE_WORDS);
  const where = e.page === 0xffff_ffff ? w.frame(String(e.frame)) : w.framePage(String(e.frame), String(e.page));
  if (e.before === e.after) return w.passPinned(where);
  return e.policy === 'clock' ? w.passBit(where) : w.passUse(where, String(e.before), String(e.after));
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

/** Where the page went, in a clause: "miss; page 1 leaves frame 0 (it came in first, at reference 1)". */
function outcomeClause(s: StepSummary): string {
  const w = words(NARRATE_WORDS);
  if (s.hit) return w.outHit(String(s.hit.frame));
  if (!s.miss) return w.outNothing;
  if (!s.evicted) return w.outEmpty(String(s.loaded?.frame ?? 0));
  const dirty = s.evictedDirty ? w.outDirty : '';
  return `${w.outEvict(String(s.evicted.page), String(s.evicted.frame), whyText(s.evicted.why))}${dirty}`;
}

/** "Reference 7, page 5" (or "…, page 5 (a write)"). */
function referenceText(s: StepSummary): string {
  const w = words(NARRATE_WORDS);
  return `${w.referencePage(refN(s.at ?? 0), String(s.page ?? 0))}${s.write ? w.aWrite : ''}`;
}

function checkpointClause(s: StepSummary): string {
  if (!s.checkpoint) return '';
  const w = words(NARRATE_WORDS);
  return s.checkpointWrites === 0 ? w.checkpointClean : w.checkpointWrites(s.checkpointWrites);
}

/** The step in one sentence: the stage's headline (one pool's). */
export function headline(step: number, events: readonly ScenarioEvent[], policy?: string): string {
  const w = words(NARRATE_WORDS);
  if (step === 0 || events.length === 0) return w.stepZero;
  const s = summarize(events, policy);
  if (s.at === null) return w.stepZero;
  return w.headline(referenceText(s), outcomeClause(s), checkpointClause(s));
}

/** The clock hand's sweep, in a sentence. */
function sweepText(s: StepSummary, why: Why | undefined): string {
  if (s.passes === 0) return '';
  const w = words(NARRATE_WORDS);
  const lowering = why?.rule === 'bit_clear' ? w.loweringBits : w.loweringCounts;
  const skipped = s.passes - s.lowered;
  return w.sweep(s.passes) + (s.lowered > 0 ? lowering(s.lowered) : '') + (skipped > 0 ? w.skipping(skipped) : '') + '.';
}

/** The whole step in a few plain sentences (the live region, the details). */
export function narrateStep(step: number, events: readonly ScenarioEvent[], policy?: string): string {
  const w = words(NARRATE_WORDS);
  if (step === 0 || events.length === 0) return w.stepZero;
  const s = summarize(events, policy);
  if (s.at === null) return w.stepZero;
  const who = s.policy ? w.who(policyName(s.policy)) : '';
  const parts = [`${w.asks(refN(s.at), String(s.page ?? 0))}${s.write ? w.andChanges : ''}${s.scan ? w.byScan : ''}.`];
  if (s.hit) {
    parts.push(`${who}${w.stepHit(String(s.hit.frame))}`);
  } else if (s.miss) {
    parts.push(`${who}${w.stepMiss}`);
    if (!s.evicted) parts.push(w.stepEmpty(String(s.loaded?.frame ?? 0)));
    else {
      parts.push(sweepText(s, s.evicted.why));
      parts.push(w.evict(String(s.evicted.page), String(s.evicted.frame), whyText(s.evicted.why)));
      if (s.evictedDirty) parts.push(w.stepDirty);
      parts.push(w.stepRead(String(s.page ?? 0), String(s.loaded?.frame ?? s.evicted.frame)));
    }
  }
  if (s.dirtied) parts.push(w.stepDirtied(String(s.dirtied.frame)));
  if (s.checkpoint) {
    parts.push(s.checkpointWrites === 0 ? w.stepCheckpointNone : w.stepCheckpoint(s.checkpointWrites));
  }
  parts.push(w.stepCount(s.hits, s.misses, s.evictions, s.writes));
  return parts.filter((x) => x.length > 0).join(' ');
}
