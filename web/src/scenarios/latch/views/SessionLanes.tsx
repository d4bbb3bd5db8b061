/**
 * The sessions of the latch scenario (`session_lanes`): one row a core,
 * its sessions in order, each a cell with its state's shape, tone and
 * letter (`LatchGlyph`), its number under it when the cell has room. As
 * the step's events play, the session of the latest one is ringed and the
 * status line says what it did. SVG: a few hundred cells at most (1,024
 * sessions, 16 a core), fixed in size for the counts and the width, so
 * the picture never moves while playing. The words: the label (sessions
 * by state), the status line, and the tables of the detail slot.
 */
import { memo, useId, useMemo, useRef } from 'react';
import type { LatchEvent, ScenarioEvent, ViewOf } from '../../../shell/engine/types';
import { useWidth } from '../../../kit/hooks/useMedia';
import { lanesLayout, MIN_TEXT, NUMBER_CELL, numberedCell, stateCounts, TEXT_CELL } from '../layout/latchLanes';
import { describeEvent } from '../narrate';
import { STATE_WORDS, stateWordsAll } from '../words';
import { useWords, words } from '../../../kit/i18n/words';
import { LATCH_VIEW_WORDS } from './views.i18n';
import { fmtInt } from '../../../kit/text/format';
import { Glyph, LanesKey } from './LatchGlyph';

interface Props {
  view: ViewOf<'session_lanes'>;
  revealed: readonly ScenarioEvent[];
  testId: string;
  name?: string;
  height: number;
  step?: boolean;
}

/** The sessions in a sentence: how many in each state. */
export function lanesSentence(view: ViewOf<'session_lanes'>): string {
  const w = words(LATCH_VIEW_WORDS);
  const states = stateWordsAll();
  const counts = stateCounts(view);
  const parts = counts.flatMap((n, code) => (n > 0 ? [w.statePart(fmtInt(n), states[code]?.phrase ?? view.states[code])] : []));
  return w.sessionsBy(view.state.length, parts.join(', '));
}

const KEY_CODES = [0, 1, 2, 3, 4, 5, 6, 7, 8];

export const SessionLanes = memo(function SessionLanes({ view, revealed, testId, name, height, step = true }: Props) {
  const w = useWords(LATCH_VIEW_WORDS);
  const wrap = useRef<HTMLDivElement>(null);
  const width = useWidth(wrap, 320);
  const captionId = useId();
  const cores = useMemo(() => Math.max(1, ...Array.from(view.core, (c) => c + 1)), [view.core]);
  const layout = useMemo(() => lanesLayout(view.core, cores, width, height), [view.core, cores, width, height]);
  const events = revealed as readonly LatchEvent[];
  const latest = step ? events[events.length - 1] : undefined;
  const sentence = lanesSentence(view);
  const label = name ? w.named(name, sentence) : sentence;
  const r = layout.cell / 2 - 1;
  const showText = layout.cell >= TEXT_CELL;
  const numbers = layout.cell >= NUMBER_CELL;
  const numbered = numberedCell(layout.cell);
  const status = latest ? describeEvent(latest) : sentence;
  return (
    <figure className="session-lanes" data-testid={testId} aria-labelledby={captionId}>
      <figcaption id={captionId} className="sr-only">
        {label}.
      </figcaption>
      <LanesKey codes={KEY_CODES} />
      <div ref={wrap} className="lanes-wrap" style={{ height: layout.height }}>
        <svg width={layout.width} height={layout.height} role="img" aria-label={`${label}.`}>
          {Array.from({ length: layout.rows }, (_, c) => (
            <g key={c} className="lane">
              <line className="row-rule" x1={4} x2={layout.width} y1={(c + 1) * layout.cell} y2={(c + 1) * layout.cell} />
              {layout.cell >= MIN_TEXT + 1 && (
                <text className="lane-label" x={4} y={c * layout.cell + layout.cell / 2} dy="0.35em" fontSize={Math.max(MIN_TEXT, Math.min(12, layout.cell * 0.6))}>
                  {w.core(String(c))}
                </text>
              )}
            </g>
          ))}
          {Array.from(view.state, (code, i) => (
            <g key={i} transform={`translate(${layout.x[i]},${layout.y[i]})`} data-state={STATE_WORDS[code]?.code}>
              {/* With its number: the shape above, the number under it, each in its own band. */}
              <g transform={numbers ? `translate(0,${numbered.shapeY})` : undefined}>
                <Glyph code={code} r={numbers ? numbered.shapeR : r} letter={showText} />
                {latest?.session === i && (
                  <circle className="lane-latest" r={(numbers ? numbered.shapeR : r) + 1} fill="none" stroke="#1b1f2a" strokeWidth={2} />
                )}
              </g>
              {numbers && (
                <text className="lane-session" y={numbered.numberY} textAnchor="middle" fontSize={MIN_TEXT}>
                  {i}
                </text>
              )}
            </g>
          ))}
        </svg>
      </div>
      <p className="frames-status" data-testid={`${testId}-status`} title={status}>
        {status}
      </p>
    </figure>
  );
});
