/** The fillfactor chart's runs: every fillfactor from 50 to 100 (apart from the chart's code, which loads when drawn). */
import type { Params } from '../../../../shell/engine/types';

export const FF_DOMAIN: [number, number] = [50, 100];
export const FF_POINTS: Params[] = Array.from({ length: FF_DOMAIN[1] - FF_DOMAIN[0] + 1 }, (_, i) => ({
  fillfactor: String(FF_DOMAIN[0] + i),
}));
