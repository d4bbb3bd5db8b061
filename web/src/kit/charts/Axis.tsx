/** A D3 axis drawn into an SVG group (d3-axis owns the group's children). */
import { useLayoutEffect, useRef } from 'react';
import { axisBottom, axisLeft, select, type AxisDomain, type AxisScale } from 'd3';

interface Props<D extends AxisDomain> {
  scale: AxisScale<D>;
  orient: 'bottom' | 'left';
  ticks?: number;
  tickValues?: D[];
  format?: (d: D) => string;
  transform?: string;
}

/**
 * The ticks of a continuous scale whose labels all differ under `format`:
 * D3 asked for `count` ticks, then fewer until no two read the same. An
 * axis of whole numbers over a small domain (a chart with nothing yet:
 * 0 to 1) read "0 0 0 1 1 1", a tick at 0.2 labelled 0; now "0 1". Null:
 * the scale has no ticks of its own (a band scale), or none read apart.
 */
export function distinctTicks<D>(scale: unknown, count: number, format: (d: D) => string): D[] | null {
  const ticks = (scale as { ticks?: (n: number) => D[] }).ticks;
  if (typeof ticks !== 'function') return null;
  for (let n = Math.max(1, Math.round(count)); n >= 1; n -= 1) {
    const values = ticks.call(scale, n);
    const labels = values.map(format);
    if (new Set(labels).size === labels.length) return values;
  }
  return [];
}

export function Axis<D extends AxisDomain>({ scale, orient, ticks, tickValues, format, transform }: Props<D>) {
  const ref = useRef<SVGGElement>(null);
  useLayoutEffect(() => {
    if (!ref.current) return;
    const axis = (orient === 'bottom' ? axisBottom(scale) : axisLeft(scale)).tickSizeOuter(0);
    if (ticks !== undefined) axis.ticks(ticks);
    if (tickValues) axis.tickValues(tickValues);
    else if (format) {
      const distinct = distinctTicks<D>(scale, ticks ?? 10, format);
      if (distinct) axis.tickValues(distinct);
    }
    if (format) axis.tickFormat(format);
    select(ref.current).call(axis);
  }, [scale, orient, ticks, tickValues, format]);
  return <g ref={ref} className="axis" transform={transform} aria-hidden="true" />;
}
