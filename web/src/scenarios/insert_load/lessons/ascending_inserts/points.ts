/** The ascending-inserts chart's runs (apart from the chart's code, which loads when drawn). */
import type { Params } from '../../../../shell/engine/types';

/** The source orders, by id; their names are the page's language's (`CHART_WORDS.ascChart.orders`). */
export const ORDERS = ['key1', 'key2', 'key3', 'full_key'] as const;
export const SERIES_IDS = [
  { id: 'mid', className: 'series-a' },
  { id: 'insertion_point', className: 'series-b' },
] as const;
export const HEAP_POINT: Params = { table: 'heap' };
export const BAR_POINTS: Params[] = [
  ...ORDERS.flatMap((o) => SERIES_IDS.map((s) => ({ table: 'clustered', source_order: o, split_policy: s.id }))),
  HEAP_POINT,
];
