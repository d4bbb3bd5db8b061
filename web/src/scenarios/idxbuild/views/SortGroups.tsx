/**
 * The sort groups of the area being rebuilt (`sort_groups`): a box a
 * group, in the column of its phase (scan, merge, build), so groups flow
 * left to right as the rebuild goes. A box's state is told by its fill
 * (solid while a worker is on it, hollow while it waits or is done), its
 * letter and its words, never by colour alone; a merging box names its
 * thread. The latest event's group is outlined. The words: the label,
 * and the table of the detail slot (`SortGroupsTable`).
 */
import { memo, useId, useMemo, useRef } from 'react';
import type { IdxEvent, ScenarioEvent, ViewOf } from '../../../shell/engine/types';
import { useWidth } from '../../../kit/hooks/useMedia';
import { BOX_FONT, boxText, groupsLayout, HEAD_H } from '../layout/rebuildGroups';
import { deviceText, GROUP_STATE_WORDS, groupStateWords, mbText, NO_THREAD, PHASES, workerText } from '../words';
import { fmtInt } from '../../../kit/text/format';
import { useWords, words } from '../../../kit/i18n/words';
import { IDX_VIEW_WORDS } from './views.i18n';

interface Props {
  view: ViewOf<'sort_groups'>;
  revealed: readonly ScenarioEvent[];
  testId: string;
  name?: string;
  height: number;
  step?: boolean;
}

/** The group an event is about, if any. */
function groupOfEvent(e: IdxEvent | undefined): number | null {
  if (!e) return null;
  return 'group' in e ? e.group : null;
}

/** The groups in a sentence: how many in each state. */
export function groupsSentence(view: ViewOf<'sort_groups'>): string {
  const w = words(IDX_VIEW_WORDS);
  const counts = new Array(GROUP_STATE_WORDS.length).fill(0);
  for (const s of view.state) counts[s] = (counts[s] ?? 0) + 1;
  const parts = counts.flatMap((n, code) => (n > 0 ? [w.stateCount(fmtInt(n), GROUP_STATE_WORDS[code]?.phrase ?? view.states[code])] : []));
  return w.groupsSentence(view.area_name, fmtInt(view.state.length), parts.join(', '));
}

function threadShort(t: number): string {
  const w = words(IDX_VIEW_WORDS);
  return t === NO_THREAD ? '' : t === 0 ? w.shortMain : w.shortThread(String(t));
}

export const SortGroups = memo(function SortGroups({ view, revealed, testId, name, height, step = true }: Props) {
  const vw = useWords(IDX_VIEW_WORDS);
  const wrap = useRef<HTMLDivElement>(null);
  const width = useWidth(wrap, 360);
  const captionId = useId();
  const layout = useMemo(() => groupsLayout(view.state, width, height), [view.state, width, height]);
  const events = revealed as readonly IdxEvent[];
  const latest = step ? groupOfEvent(events[events.length - 1]) : null;
  const label = `${name ? `${name}: ` : ''}${groupsSentence(view)}`;
  const s = layout.size;
  return (
    <figure className="session-lanes sort-groups" data-testid={testId} aria-labelledby={captionId}>
      <figcaption id={captionId} className="sr-only">
        {label}.
      </figcaption>
      <div ref={wrap} className="lanes-wrap" style={{ height: layout.height }}>
        <svg width={width} height={layout.height} role="img" aria-label={`${label}.`}>
          {layout.columns.map((c, i) => (
            <g key={i}>
              <rect x={c.x} y={HEAD_H - 2} width={c.w} height={layout.height - HEAD_H + 2} fill="var(--wash)" />
              <text className="lane-label" x={c.x + 2} y={12} fontSize={12} fontWeight={600}>
                {`${PHASES[i].letter} ${PHASES[i].word}${i < 2 ? ' →' : ''} (${fmtInt(c.count)})`}
              </text>
            </g>
          ))}
          {layout.boxes.map((b) => {
            const w = groupStateWords(b.state);
            const colour = PHASES[w.phase - 1].colour;
            const inner = s - 3;
            const thread = view.thread[b.group];
            const word = w.code === 'merging' ? threadShort(thread) : w.short;
            const fit = boxText(inner, b.group, word);
            return (
              <g key={b.group} transform={`translate(${b.x + 1.5},${b.y + 1.5})`} data-state={w.code} data-testid={`${testId}-group-${b.group}`}>
                <rect
                  width={inner}
                  height={inner}
                  rx={2}
                  fill={w.active ? colour : 'var(--paper)'}
                  stroke={colour}
                  strokeWidth={w.active ? 1 : 1.5}
                  strokeDasharray={w.code === 'built' || w.active ? undefined : '3 2'}
                >
                  <title>{vw.boxTitle(String(b.group), w.phrase, deviceText(view.device[b.group]), mbText(view.mb[b.group]), view.runs[b.group], fmtInt(view.runs[b.group]), fmtInt(view.passes[b.group]), thread !== NO_THREAD ? workerText(thread) : '')}</title>
                </rect>
                {fit.number && (
                  <text className="glyph-letter" x={inner / 2} y={fit.word ? inner * 0.3 : inner / 2} dy="0.35em" textAnchor="middle" fontSize={BOX_FONT} fill={w.active ? '#fff' : 'var(--ink)'}>
                    {String(b.group)}
                  </text>
                )}
                {fit.word && (
                  <text className="glyph-letter" x={inner / 2} y={inner * 0.72} dy="0.35em" textAnchor="middle" fontSize={BOX_FONT} fill={w.active ? '#fff' : 'var(--ink)'}>
                    {word}
                  </text>
                )}
                {latest === b.group && <rect className="lane-latest" x={-1.5} y={-1.5} width={inner + 3} height={inner + 3} fill="none" stroke="var(--ink)" strokeWidth={2} />}
              </g>
            );
          })}
        </svg>
      </div>
    </figure>
  );
});

/** The sort groups as a table: state, device, thread, size, runs, passes, indexes. */
export function SortGroupsTable({ view, heading: Heading, testId, name }: { view: ViewOf<'sort_groups'>; heading: 'h4' | 'h5'; testId: string; name: string }) {
  const w = useWords(IDX_VIEW_WORDS);
  return (
    <>
      <Heading>{w.groupsTitle(view.area_name)}</Heading>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={w.groupsRegion(name)}>
        <table className="data-table" data-testid={testId}>
          <caption className="sr-only">{w.groupsCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{w.group}</th>
              <th scope="col">{w.state}</th>
              <th scope="col">{w.device}</th>
              <th scope="col">{w.thread}</th>
              <th scope="col">{w.sortFile}</th>
              <th scope="col">{w.runs}</th>
              <th scope="col">{w.passes}</th>
              <th scope="col">{w.indexes}</th>
            </tr>
          </thead>
          <tbody>
            {Array.from(view.state, (state, g) => (
              <tr key={g} data-state={groupStateWords(state).code}>
                <th scope="row">{g}</th>
                <td>{groupStateWords(state).phrase}</td>
                <td>{deviceText(view.device[g])}</td>
                <td>{view.thread[g] === NO_THREAD ? '—' : workerText(view.thread[g])}</td>
                <td>{mbText(view.mb[g])}</td>
                <td>{fmtInt(view.runs[g])}</td>
                <td>{fmtInt(view.passes[g])}</td>
                <td>{fmtInt(view.indexes[g])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
