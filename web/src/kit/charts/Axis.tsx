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

export function Axis<D extends AxisDomain>({ scale, orient, ticks, tickValues, format, transform }: Props<D>) {
  const ref = useRef<SVGGElement>(null);
  useLayoutEffect(() => {
    if (!ref.current) return;
    const axis = (orient === 'bottom' ? axisBottom(scale) : axisLeft(scale)).tickSizeOuter(0);
    if (ticks !== undefined) axis.ticks(ticks);
    if (tickValues) axis.tickValues(tickValues);
    if (format) axis.tickFormat(format);
    select(ref.current).call(axis);
  }, [scale, orient, ticks, tickValues, format]);
  return <g ref={ref} className="axis" transform={transform} aria-hidden="true" />;
}
