/**
 * A chart's legend: one entry per kind of mark, each a small swatch and
 * its words. Two forms, as the charts need them:
 *
 *   with `label`   ul.chart-legend, a list named for assistive technology
 *                  (`small`: the compact one above a panel)
 *                    ─●─ LRU   ─■─ CLOCK   ◇ the textbook’s figure
 *   without        div.legend of span.mark-key, hidden from assistive
 *                  technology (aria-hidden): the chart's data table or the
 *                  picture's summary says the same; `children` come first
 *                  (the page strip's colour ramp and its words)
 *
 * The swatches: `Swatch` (a small SVG), `LineSwatch` (a line chart's line
 * with its mark), and the article's entry, `articleItem` (in ArticleMark.tsx,
 * so that a legend without it, the page strip's, loads no chart code).
 */
import type { ReactNode, Ref } from 'react';
import type { LineStyle } from './charts/MarkedLines';

export interface LegendItem {
  key: string;
  /** The mark before the words; none for words alone ("- - - heap baseline"). */
  swatch?: ReactNode;
  label: ReactNode;
  /** No space between the swatch and the words (the small legends). */
  tight?: boolean;
}

interface Props {
  /** The list's accessible name; without one the legend is hidden from assistive technology. */
  label?: string;
  items: LegendItem[];
  small?: boolean;
  /** Shown before the items (the hidden form only). */
  children?: ReactNode;
  /** The hidden form's element (a chart measures its width there). */
  ref?: Ref<HTMLDivElement>;
}

export function Legend({ label, items, small = false, children, ref }: Props) {
  if (label !== undefined) {
    return (
      <ul className={small ? 'chart-legend small' : 'chart-legend'} aria-label={label}>
        {items.map((i) => (
          <li key={i.key}>
            {i.swatch}
            {i.swatch !== undefined && !i.tight ? ' ' : null}
            {i.label}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div ref={ref} className="legend" aria-hidden="true">
      {children}
      {items.map((i) => (
        <span key={i.key} className="mark-key">
          {i.swatch}
          {i.swatch !== undefined && !i.tight ? ' ' : null}
          {i.label}
        </span>
      ))}
    </div>
  );
}

/** A legend's small SVG, `width` × `height` px over `viewBox`. */
export function Swatch({ width, height = width, viewBox, children }: { width: number; height?: number; viewBox: string; children: ReactNode }) {
  return (
    <svg className="swatch" width={width} height={height} viewBox={viewBox} aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/** A line of a line chart (`MarkedLines`): its colour, dash and mark. */
export function LineSwatch({ style }: { style: LineStyle }) {
  return (
    <Swatch width={34} height={16} viewBox="0 0 34 16">
      <line x1="1" x2="33" y1="8" y2="8" stroke={style.colour} strokeWidth="2" strokeDasharray={style.dash || undefined} />
      <path d={style.mark} transform="translate(17,8)" fill={style.colour} />
    </Swatch>
  );
}
