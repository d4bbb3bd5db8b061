/** Helpers the lesson folders share. */
import type { Params } from '../../shell/engine/types';

/** `p` without the parameters `names` (a chart sweeps them itself). */
export function without(p: Params, names: string[]): Params {
  return Object.fromEntries(Object.entries(p).filter(([k]) => !names.includes(k)));
}
