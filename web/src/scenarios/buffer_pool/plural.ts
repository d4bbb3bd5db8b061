/**
 * A count and its noun, in each language: English and French by hand
 * (French: 0 and 1 take the singular), Russian by its three forms
 * (`ruPlural`). The figure is formatted as the language writes it.
 */
import { fmtInt } from '../../kit/text/format';
import { ruPlural } from '../../kit/i18n/words';

export const enN = (n: number, one: string, many = `${one}s`): string => `${fmtInt(n)} ${n === 1 ? one : many}`;

export const frN = (n: number, one: string, many = `${one}s`): string => `${fmtInt(n)} ${n <= 1 ? one : many}`;

export const ruN = (n: number, one: string, few: string, many: string): string => `${fmtInt(n)} ${ruPlural(n, one, few, many)}`;
