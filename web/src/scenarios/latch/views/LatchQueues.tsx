/**
 * The hot pages of the latch scenario (`latch_queues`): one row a page
 * with latch traffic now (the longest queues first), its holder (a
 * diamond; hollow when granted but waiting for its core) and its queue of sessions head first (squares: parked, or
 * spinning on their cores), the table's last page marked "last". Rows of a
 * fixed height, as many as `maxRows` whatever the step has, so the
 * picture never moves; pages and waiters that do not fit are counted in
 * words. The table of the detail slot lists every one.
 */
import { memo, useId, useMemo, useRef } from 'react';
import type { ViewOf } from '../../../shell/engine/types';
import { useWidth } from '../../../kit/hooks/useMedia';
import { MIN_TEXT, numberFits, queueRows, queuesLayout, type QueueRow } from '../layout/latchLanes';
import { fmtInt } from '../../../kit/text/format';
import { pageNo } from '../words';
import { Glyph } from './LatchGlyph';
import { useWords, words } from '../../../kit/i18n/words';
import { LATCH_VIEW_WORDS } from './views.i18n';

interface Props {
  view: ViewOf<'latch_queues'>;
  testId: string;
  name?: string;
  maxRows: number;
  height: number;
}

function rowSentence(q: QueueRow): string {
  const w = words(LATCH_VIEW_WORDS);
  const who = q.holder === null ? w.noHolder : w.heldBy(fmtInt(q.holder), q.holderRunning);
  const queue = q.waiters.length === 0 ? w.noQueue : w.queued(q.waiters.length, `${q.waiters.slice(0, 8).join(', ')}${q.waiters.length > 8 ? ', …' : ''}`);
  return w.pageRow(pageNo(q.page), q.last, who, queue);
}

/** The hot pages in a sentence (the label, the caption). */
export function queuesSentence(rows: readonly QueueRow[], lastPage: number): string {
  if (rows.length === 0) return words(LATCH_VIEW_WORDS).noLatchNow(pageNo(lastPage));
  return rows.map(rowSentence).join(words(LATCH_VIEW_WORDS).rowsJoin);
}

export const LatchQueues = memo(function LatchQueues({ view, testId, name, maxRows, height }: Props) {
  const w = useWords(LATCH_VIEW_WORDS);
  const wrap = useRef<HTMLDivElement>(null);
  const width = useWidth(wrap, 320);
  const captionId = useId();
  const rows = useMemo(() => queueRows(view), [view]);
  const layout = useMemo(() => queuesLayout(width, height, maxRows), [width, height, maxRows]);
  const sentence = queuesSentence(rows, view.last_page);
  const label = name ? w.named(name, sentence) : sentence;
  const shown = rows.slice(0, layout.shown);
  const r = layout.cell / 2;
  const more = rows.length - shown.length;
  return (
    <figure className="latch-queues" data-testid={testId} aria-labelledby={captionId}>
      <figcaption id={captionId} className="sr-only">
        {label}.
      </figcaption>
      <p className="tier-title-inline" aria-hidden="true">
        {w.queuesTitle}
        {more > 0 ? w.morePages(more) : ''}
      </p>
      <div ref={wrap} className="lanes-wrap" style={{ height: layout.height }}>
        <svg width={layout.width} height={layout.height} role="img" aria-label={`${label}.`}>
          {shown.length === 0 && (
            <text className="lane-label" x={4} y={layout.row / 2} dy="0.35em">
              {w.noLatchShown(pageNo(view.last_page))}
            </text>
          )}
          {shown.map((q, k) => {
            const cy = k * layout.row + layout.row / 2;
            const drawn = q.waiters.slice(0, layout.fits);
            return (
              <g key={q.page} className="queue-row" data-testid={`${testId}-page-${q.page}`} data-queue={q.waiters.length}>
                <text className="lane-label" x={4} y={cy} dy="0.35em">
                  {w.pageLabel(pageNo(q.page))}
                  {q.last ? w.lastShort : ''}
                </text>
                {q.holder !== null && (
                  <g transform={`translate(${layout.holderX},${cy})`} data-running={q.holderRunning ? 1 : 0}>
                    {/* Off its core: the hollow diamond of "holding, waiting for its core". */}
                    <Glyph code={q.holderRunning ? 4 : 5} r={r} letter={false} />
                    {numberFits(q.holder, r * 1.3) && (
                      <text className="glyph-letter" dy="0.35em" textAnchor="middle" fontSize={MIN_TEXT} fill={q.holderRunning ? 'var(--paper)' : 'var(--ink)'}>
                        {q.holder}
                      </text>
                    )}
                  </g>
                )}
                {drawn.length > 0 && (
                  <line className="queue-rule" x1={layout.holderX + r + 2} x2={layout.queueX + (drawn.length - 1) * (layout.cell + 3) + r} y1={cy} y2={cy} />
                )}
                {drawn.map((s, j) => (
                  <g key={s} transform={`translate(${layout.queueX + j * (layout.cell + 3) + r},${cy})`}>
                    <Glyph code={3} r={r * 0.85} letter={false} />
                    {numberFits(s, 2 * r * 0.85 - 3) && (
                      <text className="glyph-letter" dy="0.35em" textAnchor="middle" fontSize={MIN_TEXT} fill="var(--paper)">
                        {s}
                      </text>
                    )}
                  </g>
                ))}
                {q.waiters.length > drawn.length && (
                  <text className="lane-label" x={layout.queueX + drawn.length * (layout.cell + 3) + 2} y={cy} dy="0.35em">
                    +{fmtInt(q.waiters.length - drawn.length)}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      </div>
    </figure>
  );
});
