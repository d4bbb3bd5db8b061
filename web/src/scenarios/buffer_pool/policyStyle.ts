/**
 * Each policy's line on a chart: colour, dash and marker, so no line is
 * told by colour alone. One table for the lesson's misses chart and the
 * playground's trace curves, so a policy looks the same in both.
 */
import {
  symbol,
  symbolCircle,
  symbolCross,
  symbolDiamond,
  symbolSquare,
  symbolStar,
  symbolTimes,
  symbolTriangle,
  symbolTriangle2,
  symbolWye,
} from 'd3';
import type { PolicyKind } from '../../shell/engine/types';
import type { LineStyle } from '../../kit/charts/MarkedLines';

export const POLICY_STYLE: Record<PolicyKind, LineStyle> = {
  fifo: { colour: 'var(--s-red)', dash: '', mark: symbol(symbolCircle, 46)() ?? '' },
  lru: { colour: 'var(--s-blue)', dash: '7 4', mark: symbol(symbolSquare, 46)() ?? '' },
  clock: { colour: 'var(--s-purple)', dash: '2 3', mark: symbol(symbolTriangle, 50)() ?? '' },
  clock_sweep: { colour: 'var(--s-green)', dash: '9 3 2 3', mark: symbol(symbolDiamond, 50)() ?? '' },
  lru2: { colour: 'var(--s-orange)', dash: '4 2', mark: symbol(symbolCross, 50)() ?? '' },
  opt: { colour: 'var(--s-ink)', dash: '1 2', mark: symbol(symbolStar, 50)() ?? '' },
  '2q': { colour: 'var(--s-teal)', dash: '6 2 1 2', mark: symbol(symbolWye, 50)() ?? '' },
  arc: { colour: 'var(--s-magenta)', dash: '3 3', mark: symbol(symbolTriangle2, 50)() ?? '' },
  clock_sweep_ring: { colour: 'var(--s-olive)', dash: '10 2', mark: symbol(symbolTimes, 50)() ?? '' },
};

/** A policy's style (OPT's for a name the table does not know). */
export function policyStyle(policy: string): LineStyle {
  return POLICY_STYLE[policy as PolicyKind] ?? POLICY_STYLE.opt;
}
