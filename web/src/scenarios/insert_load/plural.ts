/**
 * A count and its noun in each language, the count formatted as the
 * language writes numbers: English and French singular for 1 (French for
 * 0 and 1 too), Russian by its three forms.
 */
import { ruPlural } from '../../kit/i18n/words';
import { fmtInt } from '../../kit/text/format';

export const enN = (n: number, one: string, many = `${one}s`): string => `${fmtInt(n)} ${n === 1 ? one : many}`;
export const frN = (n: number, one: string, many = `${one}s`): string => `${fmtInt(n)} ${Math.abs(n) < 2 ? one : many}`;
export const ruN = (n: number, one: string, few: string, many: string): string =>
  `${fmtInt(n)} ${ruPlural(n, one, few, many)}`;
