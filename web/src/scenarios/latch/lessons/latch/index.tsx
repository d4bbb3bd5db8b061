/**
 * Last-page insert contention (the SQL Server PAGELATCH_EX article,
 * translated from Russian): sessions insert into a table clustered on an
 * identity, every insert wants the last page's latch, and with more
 * sessions than cores the latch is handed to a session that must first
 * wait for its core. The stage draws the sessions by core and state and
 * the hot page's queue; a key other than identity runs beside identity;
 * the chart runs rows a second against threads for each key.
 */
import type { Params } from '../../../../shell/engine/types';
import type { LessonModule, StageAction, Variant } from '../../../../shell/lesson/module';
import { latchUi } from '../..';
import { strategyShort, strategyWords } from '../../words';
import type { Strategy } from '../../../../shell/engine/types';
import { chartBase, threadPoints } from './rows';
import { CHECKPOINTS } from './checkpoints';
import { story } from './story';
import { words } from '../../../../kit/i18n/words';
import { LATCH_LESSON_WORDS } from './lesson.i18n';
import { lazyComponent } from '../../../../shell/lesson/lazyChart';

// Loaded when first drawn (lazyChart.ts): not part of the lesson's first load.
const ThreadsChart = lazyComponent(async () => (await import('./ThreadsChart')).ThreadsChart);

/** Identity alone, or identity beside the key you chose (the same sessions, cores and rows). */
export function strategyVariants(params: Params, all?: Params): Variant[] {
  const chosen = all?.strategy ?? params.strategy ?? 'identity';
  if (chosen === 'identity') return [{ label: '', params }];
  return ['identity', chosen].map((s) => ({
    label: `${strategyShort(s)}: ${strategyWords()[s as Strategy]?.long ?? s}`,
    short: strategyShort(s),
    params: { ...params, strategy: s },
  }));
}

/** What the strategy-specific parameters do as the key stands. */
export function strategyNotes(params: Params, all?: Params): Record<string, string> {
  const s = (all ?? params).strategy ?? 'identity';
  const w = words(LATCH_LESSON_WORDS);
  const notes: Record<string, string> = {
    strategy: s === 'identity' ? w.besideIdentity : w.runsBeside,
  };
  if (s !== 'sequence_ranges') {
    notes.servers = w.rangesOnly;
    notes.range = w.rangesOnly;
  }
  if (s !== 'hash_partitions') notes.partitions = w.partitionsOnly;
  return notes;
}

/**
 * The step view's preset (64 sessions on 4 cores) queues every insert on
 * the last page; 6 sessions on 2 cores keep the cores the bottleneck: few
 * inserts wait, none parks. These set the sessions and cores (into the
 * link) to go from one to the other.
 */
export const ACTIONS: StageAction[] = [
  {
    // Getters: the words are read when the button renders, so a French or
    // Russian catalogue that loads after this module still names it.
    get label() {
      return words(LATCH_LESSON_WORDS).queueLabel;
    },
    testId: 'action-queue',
    get hint() {
      return words(LATCH_LESSON_WORDS).queueHint;
    },
    patch: () => ({ threads: '64', cores: '4' }),
  },
  {
    get label() {
      return words(LATCH_LESSON_WORDS).smallLabel;
    },
    testId: 'action-small',
    get hint() {
      return words(LATCH_LESSON_WORDS).smallHint;
    },
    patch: () => ({ threads: '6', cores: '2' }),
  },
];

/** What the buttons do, in a sentence. */
export function sessionsNote(): string {
  return words(LATCH_LESSON_WORDS).sessionsNote;
}

export const lesson: LessonModule = {
  scenario: latchUi,
  checkpoints: CHECKPOINTS.list,
  primaryParams: ['strategy', 'threads', 'cores', 'rows', 'servers', 'partitions', 'seed'],
  stepVariants: strategyVariants,
  stepNotes: strategyNotes,
  actions: ACTIONS,
  actionsNote: sessionsNote,
  charts: [{ points: threadPoints, base: chartBase, Chart: ThreadsChart }],
  // Read at call time: the page's language.
  get otherEngines() {
    return story().otherEngines;
  },
  get story() {
    return story();
  },
};
