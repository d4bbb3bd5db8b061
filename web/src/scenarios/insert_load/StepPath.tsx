/**
 * The step's route and side effects as chips: the descent root → leaf,
 * then the nonclustered index work. Chips light up as their events play.
 */
import { memo } from 'react';
import type { ScenarioEvent as SimEvent } from '../../shell/engine/types';
import { useWords } from '../../kit/i18n/words';
import { STAGE_WORDS } from './stage.i18n';

interface Props {
  events: SimEvent[];
  /** Events played so far. */
  played: number;
}

export const StepPath = memo(function StepPath({ events, played }: Props) {
  const w = useWords(STAGE_WORDS);
  const chips: Array<{ key: string; text: string; at: number; kind: string }> = [];
  events.forEach((e, i) => {
    if (e.kind === 'descend') {
      chips.push({
        key: `d${i}`,
        text: e.level === 0 ? w.chipLeaf(`${e.page}`) : w.chipLevel(`${e.level}`, `${e.page}`),
        at: i,
        kind: 'descend',
      });
    } else if (e.kind === 'append') {
      chips.push({ key: `a${i}`, text: w.chipLast(`${e.page}`), at: i, kind: 'descend' });
    } else if (e.kind === 'nc_rid_update' && e.rows > 0) {
      chips.push({
        key: `r${i}`,
        text: w.chipRid(e.rows, e.indexes),
        at: i,
        kind: 'nc',
      });
    } else if (e.kind === 'nc_insert' && e.indexes > 0) {
      chips.push({ key: `n${i}`, text: w.chipEntry(e.indexes), at: i, kind: 'nc' });
    }
  });
  if (chips.length === 0) return null;
  return (
    <ol className="step-path" aria-label={w.pathLabel}>
      {chips.map((c) => (
        <li key={c.key} className={`chip chip-${c.kind}${c.at < played ? ' is-on' : ''}`}>
          {c.text}
        </li>
      ))}
    </ol>
  );
});
