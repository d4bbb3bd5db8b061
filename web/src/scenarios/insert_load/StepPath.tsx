/**
 * The step's route and side effects as chips: the descent root → leaf,
 * then the nonclustered index work. Chips light up as their events play.
 */
import { memo } from 'react';
import type { ScenarioEvent as SimEvent } from '../../shell/engine/types';
import { countText } from '../../kit/text/format';

interface Props {
  events: SimEvent[];
  /** Events played so far. */
  played: number;
}

export const StepPath = memo(function StepPath({ events, played }: Props) {
  const chips: Array<{ key: string; text: string; at: number; kind: string }> = [];
  events.forEach((e, i) => {
    if (e.kind === 'descend') {
      chips.push({
        key: `d${i}`,
        text: e.level === 0 ? `leaf page ${e.page}` : `level ${e.level} · page ${e.page}`,
        at: i,
        kind: 'descend',
      });
    } else if (e.kind === 'append') {
      chips.push({ key: `a${i}`, text: `last page ${e.page}`, at: i, kind: 'descend' });
    } else if (e.kind === 'nc_rid_update' && e.rows > 0) {
      chips.push({
        key: `r${i}`,
        text: `${countText(e.rows, 'RID update')} × ${countText(e.indexes, 'NC index', 'NC indexes')}`,
        at: i,
        kind: 'nc',
      });
    } else if (e.kind === 'nc_insert' && e.indexes > 0) {
      chips.push({ key: `n${i}`, text: `+1 entry × ${countText(e.indexes, 'NC index', 'NC indexes')}`, at: i, kind: 'nc' });
    }
  });
  if (chips.length === 0) return null;
  return (
    <ol className="step-path" aria-label="Path of this insert">
      {chips.map((c) => (
        <li key={c.key} className={`chip chip-${c.kind}${c.at < played ? ' is-on' : ''}`}>
          {c.text}
        </li>
      ))}
    </ol>
  );
});
