/**
 * The lines of a line chart with a mark at each point (`chartLayouts`'
 * `lines`), each line styled by its key: colour, dash and mark shape, so
 * colour is never the only signal. Each point carries its value as
 * `data-<valueName>` for tests and tools.
 */
import type { LinesPanel } from './chartLayouts';

export interface LineStyle {
  colour: string;
  dash: string;
  mark: string;
}

export function MarkedLines({
  lines,
  styleOf,
  valueName,
}: {
  lines: LinesPanel['lines'];
  styleOf: (key: string) => LineStyle;
  valueName: string;
}) {
  return (
    <>
      {lines.map((l) => {
        const s = styleOf(l.key);
        return (
          <g key={l.key} className="policy-line" data-testid={`line-${l.key}`}>
            <path d={l.path} fill="none" stroke={s.colour} strokeWidth={2} strokeDasharray={s.dash || undefined} />
            {l.dots.map((d) => (
              <path
                key={d.x}
                d={s.mark}
                transform={`translate(${d.cx},${d.cy})`}
                fill={s.colour}
                data-testid={`point-${l.key}-${d.x}`}
                {...{ [`data-${valueName}`]: d.y }}
              />
            ))}
          </g>
        );
      })}
    </>
  );
}
