/**
 * The article's figure on a chart: the same mark on every chart and in
 * every legend, so "◆ = the article" reads the same everywhere.
 *
 *    ◇  a diamond (a square turned 45°, half-side `r`): `.article-mark`
 *       draws it paper inside and ink at the edge; `hollow` leaves the
 *       inside empty, `colour` draws the edge in a line's colour
 *    ☆  a star, where the chart's own marks are already shapes (the
 *       growth charts' circles, squares and triangles)
 *
 * At (`x`, `y`) in the chart's inner coordinates, or at the origin of a
 * legend's swatch. `inline` is the HTML form for a legend of HTML keys
 * (`Legend` without a label): a CSS diamond (`.diamond`).
 */
import type { ReactNode } from 'react';
import { symbol, symbolStar } from 'd3';
import { Swatch, type LegendItem } from './Legend';

/** d3's star of area 60, the size of the growth charts' own marks. */
const STAR = symbol(symbolStar, 60)() ?? '';

interface Props {
  x?: number;
  y?: number;
  /** The diamond's half-side in px (default 4: a legend's). */
  r?: number;
  shape?: 'diamond' | 'star';
  hollow?: boolean;
  colour?: string;
  testId?: string;
  /** An HTML key (a CSS diamond) instead of an SVG path. */
  inline?: boolean;
}

export function ArticleMark({ x, y, r = 4, shape = 'diamond', hollow = false, colour, testId, inline = false }: Props) {
  if (inline) return <span className="diamond" />;
  const at = x === undefined || y === undefined ? undefined : `translate(${x},${y})`;
  const star = shape === 'star';
  return (
    <path
      className="article-mark"
      d={star ? STAR : `M-${r},-${r}H${r}V${r}H-${r}Z`}
      transform={star ? at : at ? `${at} rotate(45)` : 'rotate(45)'}
      fill={hollow ? 'none' : undefined}
      style={colour ? { stroke: colour } : undefined}
      data-testid={testId}
    />
  );
}

/** The legend's entry for the article's figures (`ArticleMark`). */
export function articleItem(label: ReactNode, shape: 'diamond' | 'star' = 'diamond'): LegendItem {
  return {
    key: 'article',
    swatch: (
      <Swatch width={16} viewBox="-8 -8 16 16">
        <ArticleMark shape={shape} />
      </Swatch>
    ),
    label,
  };
}
