/**
 * The few pages around this step's insert, row by row (SVG: well under a
 * thousand marks). Rows start where the events say they were and move to
 * where the engine's snapshot has them; CSS transitions do the motion and
 * are switched off under prefers-reduced-motion.
 */
import { memo, useRef, type CSSProperties } from 'react';
import type { ScenarioEvent as SimEvent } from '../../shell/engine/types';
import type { ViewOf } from '../../shell/engine/types';

type PageStrip = ViewOf<'page_strip'>;
import { detailPages, layoutDetail } from '../layout/stepDetail';
import { useWidth } from '../hooks/useMedia';
import { HIGHLIGHT, textOn, type ColourOf } from '../charts/colours';
import { fmtInt } from '../text/format';
import { useWords } from '../i18n/words';
import { VIEW_WORDS } from './views.i18n';

interface Props {
  pages: PageStrip;
  events: SimEvent[];
  /** Events revealed so far. */
  phase: number;
  colour: ColourOf;
  size?: number;
}

const BOX_W = 74;
const GAP = 22;
const TOP = 30;
const H = 214;

/** A row's label in px (CSS `.row-label`): drawn only where a row is that tall. */
const ROW_TEXT = 11;

export const StepDetail = memo(function StepDetail({ pages, events, phase, colour, size = 7 }: Props) {
  const wrap = useRef<HTMLDivElement>(null);
  const vw = useWords(VIEW_WORDS);
  const room = useWidth(wrap, 800);
  const d = layoutDetail(pages, events, detailPages(room, size, BOX_W, GAP));
  if (!d) return <p className="muted">{vw.noDataPages}</p>;
  const rowH = H / d.capacity;
  const width = d.pages.length * (BOX_W + GAP) - GAP;
  const x = (pos: number) => pos * (BOX_W + GAP);
  const y = (slot: number) => TOP + H - (slot + 1) * rowH;
  const total = pages.fill.length;
  const label =
    d.pages.length === 1
      ? vw.detailOne(`${d.pages[0].page}`, fmtInt(total))
      : // The pages' own numbers, as their labels say: until 2026-12-07 it gave
        // their places in key order ("27 to 30") under boxes labelled 24, 25, 35, 26.
        vw.detailMany(d.pages.map((p) => `${p.page}`).join(', '), fmtInt(d.pages.length), fmtInt(total));

  return (
    <figure className="step-detail">
      <div ref={wrap}>
      <svg
        viewBox={`-4 0 ${width + 8} ${TOP + H + 40}`}
        width="100%"
        style={{ maxWidth: width + 8 }}
        role="img"
        aria-label={label}
      >
        {d.pages.map((p) => {
          const hidden = p.appearsAt > 0 && phase < p.appearsAt;
          const full = p.fullFrom > 0 && phase >= p.fullFrom && phase < p.fullUntil;
          const fresh = p.appearsAt > 0 && !hidden;
          const cls = ['page-box', full && 'is-full', fresh && 'is-fresh'].filter(Boolean).join(' ');
          return (
            <g key={p.page} className={`page-g${hidden ? ' is-hidden' : ''}`}>
              <rect className={cls} x={x(p.pos)} y={TOP} width={BOX_W} height={H} rx={3} />
              {!d.hasRows && (
                <rect
                  x={x(p.pos) + 3}
                  y={TOP + H - p.fill * H}
                  width={BOX_W - 6}
                  height={p.fill * H}
                  fill={colour(pages.group[d.start + p.pos])}
                />
              )}
              <text className="page-label" x={x(p.pos) + BOX_W / 2} y={TOP + H + 16}>
                {vw.pageLabel(`${p.page}`)}
              </text>
              {fresh && (
                <text className="page-note fresh" x={x(p.pos) + BOX_W / 2} y={TOP + H + 32}>
                  {vw.newEndOfFile}
                </text>
              )}
              {full && (
                <text className="page-note full" x={x(p.pos) + BOX_W / 2} y={TOP - 10}>
                  {vw.full}
                </text>
              )}
            </g>
          );
        })}
        {d.rows.map((r) => {
          const settled = phase >= r.movesAt;
          const appears = r.before === null;
          let style: CSSProperties | undefined;
          if (!settled && r.before) {
            const dx = x(r.before.pos) - x(r.after.pos);
            const dy = y(r.before.slot) - y(r.after.slot);
            style = { transform: `translate(${dx}px, ${dy}px)` };
          }
          const ry = y(r.after.slot);
          // The picture is drawn at full size where it fits (fewer pages on a
          // phone), so a row's label is ROW_TEXT px on screen, or left out.
          const showText = rowH >= ROW_TEXT + 1 && width + 8 <= room;
          return (
            <g
              key={r.key}
              className={`row-g${appears ? ' is-new-row' : ''}${appears && !settled ? ' is-hidden' : ''}`}
              style={style}
            >
              <rect
                x={x(r.after.pos) + 3}
                y={ry + 0.5}
                width={BOX_W - 6}
                height={Math.max(rowH - 1, 1)}
                fill={colour(r.instrument)}
                stroke={appears ? HIGHLIGHT.target : 'none'}
                strokeWidth={appears ? 2 : 0}
              />
              {showText && (
                <text
                  className="row-label"
                  x={x(r.after.pos) + BOX_W / 2}
                  y={ry + rowH / 2 + 0.5}
                  fill={textOn(colour(r.instrument))}
                >
                  i{r.instrument}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      </div>
      <figcaption className="muted small">
        {label} {vw.rowsLabelled}
      </figcaption>
    </figure>
  );
});
