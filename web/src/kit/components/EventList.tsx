/** The step's events in order, grouped into beats, the current one marked. */
import { memo } from 'react';
import type { ScenarioEvent } from '../../shell/engine/types';
import type { Beat } from '../layout/eventBeats';
import { logSummary } from '../layout/eventBeats';
import { fmtInt } from '../text/format';
import type { GlossaryTerm } from '../text/glossary';
import { Linked } from './Glossary';
import { words } from '../i18n/words';
import { VIEW_WORDS } from '../views/views.i18n';

type Describe = (e: ScenarioEvent) => string;
type DescribeMany = (events: readonly ScenarioEvent[]) => string;

function beatText(b: Beat, describe: Describe, describeMany?: DescribeMany): string {
  if (b.kind !== 'log') {
    if (b.events.length === 1) return describe(b.events[0]);
    return describeMany ? describeMany(b.events) : b.events.map(describe).join(' ');
  }
  const rows = logSummary(b.events);
  const bytes = rows.reduce((s, r) => s + r.bytes, 0);
  const parts = rows.map((r) => (r.count > 1 ? `${r.record} ×${fmtInt(r.count)}` : r.record));
  return words(VIEW_WORDS).logBeat(parts.join(', '), fmtInt(bytes));
}

interface Props {
  beats: Beat[];
  played: number;
  /** One sentence per event (the scenario's). */
  describe: Describe;
  /** One sentence for a beat of several events that are not log records (the scenario's). */
  describeMany?: DescribeMany;
  /** Terms to link to the glossary (none: plain text). */
  glossary?: readonly GlossaryTerm[];
}

const NONE: readonly GlossaryTerm[] = [];

export const EventList = memo(function EventList({ beats, played, describe, describeMany, glossary = NONE }: Props) {
  if (beats.length === 0) return <p className="muted">{words(VIEW_WORDS).noEvents}</p>;
  return (
    <ol className="event-list">
      {beats.map((b, i) => {
        const state = i < played - 1 ? 'done' : i === played - 1 ? 'current' : 'todo';
        return (
          <li key={i} className={`event event-${b.kind} is-${state}`} aria-current={state === 'current' ? 'step' : undefined}>
            <Linked text={beatText(b, describe, describeMany)} glossary={glossary} />
          </li>
        );
      })}
    </ol>
  );
});
