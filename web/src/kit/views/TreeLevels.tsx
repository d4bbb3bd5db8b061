/** Pages per level of the clustered index, root first; levels this step touched are marked. */
import { memo } from 'react';
import type { ScenarioEvent as SimEvent } from '../../shell/engine/types';
import { fmtInt } from '../text/format';
import { words } from '../i18n/words';
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
  for (const e of events) {
    if (e.kind === 'descend') touched.add(e.level);
    if (e.kind === 'separator') note(e.level, `+ separator in page ${e.page}`);
    if (e.kind === 'allocate') note(e.level, `+ page ${e.page}`);
    if (e.kind === 'new_root') note(e.level, 'new root');
  }
  return (
    <div className="tree-levels">
      <Heading>{heap ? 'Heap pages' : 'Index levels'}</Heading>
      <ul>
        {levels.map((pages, i) => {
          const level = top - i;
          const name = heap ? 'data pages' : level === 0 ? 'leaf = data pages' : i === 0 ? 'root' : 'index';
          const w = Math.max(2, (Math.log1p(pages) / Math.log1p(max)) * 100);
          return (
            <li key={level} className={touched.has(level) ? 'is-touched' : undefined}>
              <span className="level-name">
                Level {level} <span className="muted">({name})</span>
                {touched.has(level) && <span className="sr-only">{words(VIEW_WORDS).passedThrough}</span>}
              </span>
              <span className="level-bar" style={{ width: `${w}%` }} aria-hidden="true" />
              <span className="level-count">
                {fmtInt(pages)} {pages === 1 ? 'page' : 'pages'}
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
