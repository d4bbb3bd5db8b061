/**
 * A count and its noun in each language, the count written as the
 * language writes numbers: English singular for 1 (the kit's `countText`),
 * French singular for 0 and 1, Russian by its three forms (`ruPlural`).
 */
import { ruPlural } from './words';
import { countText, fmtInt } from '../text/format';

export const enN = countText;
export const frN = (n: number, one: string, many = `${one}s`): string => `${fmtInt(n)} ${Math.abs(n) < 2 ? one : many}`;
export const ruN = (n: number, one: string, few: string, many: string): string =>
  `${fmtInt(n)} ${ruPlural(n, one, few, many)}`;
