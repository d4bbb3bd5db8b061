/** Pages per level of the clustered index, root first; levels this step touched are marked. */
import { memo } from 'react';
import type { ScenarioEvent as SimEvent } from '../../shell/engine/types';
import { fmtInt } from '../text/format';
import { useWords } from '../i18n/words';
import { VIEW_WORDS } from './views.i18n';

interface Props {
  levelPages: Uint32Array;
  /** Events revealed so far in this step. */
  events: SimEvent[];
  heap?: boolean;
  /** Level of the view's heading (under a variant's own heading: 5). */
  headingLevel?: 4 | 5;
}

export const TreeLevels = memo(function TreeLevels({ levelPages, events, heap = false, headingLevel = 4 }: Props) {
  const Heading = headingLevel === 5 ? 'h5' : 'h4';
  const levels = [...levelPages];
  const top = levels.length - 1;
  const max = Math.max(1, ...levels);
  const touched = new Set<number>();
  const notes = new Map<number, string[]>();
  const note = (level: number, text: string) => notes.set(level, [...(notes.get(level) ?? []), text]);
  const vw = useWords(VIEW_WORDS);
  for (const e of events) {
    if (e.kind === 'descend') touched.add(e.level);
    if (e.kind === 'separator') note(e.level, vw.separatorIn(`${e.page}`));
    if (e.kind === 'allocate') note(e.level, vw.newPage(`${e.page}`));
    if (e.kind === 'new_root') note(e.level, vw.newRoot);
  }
  return (
    <div className="tree-levels">
      <Heading>{heap ? vw.heapPages : vw.indexLevels}</Heading>
      <ul>
        {levels.map((pages, i) => {
          const level = top - i;
          const kind = vw.levelKind;
          const name = heap ? kind.heap : level === 0 ? kind.leaf : i === 0 ? kind.root : kind.index;
          const w = Math.max(2, (Math.log1p(pages) / Math.log1p(max)) * 100);
          return (
            <li key={level} className={touched.has(level) ? 'is-touched' : undefined}>
              <span className="level-name">
                {vw.levelName(fmtInt(level))} <span className="muted">({name})</span>
                {touched.has(level) && <span className="sr-only">{vw.passedThrough}</span>}
              </span>
              <span className="level-bar" style={{ width: `${w}%` }} aria-hidden="true" />
              <span className="level-count">
                {vw.pagesCount(pages, fmtInt(pages))}
                {notes.get(level)?.map((t) => (
                  <span key={t} className="badge">
                    {t}
                  </span>
                ))}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
});
