/** A step the step detail's tests share: a mid split of page 2 (4 rows + 1 insert). */
import type { ScenarioEvent as SimEvent } from '../../shell/engine/types';

/** After the split: page 2 keeps 2 rows plus the new row at slot 1; page 9 (new, end of file) got 2 rows. */
export const SPLIT_PAGES = {
  fill: Float32Array.from([1, 0.75, 0.5, 1]),
  physical: Uint32Array.from([1, 2, 9, 3]),
  rows: Uint32Array.from([4, 3, 2, 4]),
  row_groups: Uint32Array.from([1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3]),
};

export const SPLIT_EVENTS = [
  { kind: 'descend', level: 0, page: 2 },
  { kind: 'page_full', page: 2, free_bytes: 0, need_bytes: 10 },
  { kind: 'allocate', page: 9, level: 0 },
  { kind: 'move_rows', from: 2, to: 9, count: 2, level: 0 },
  { kind: 'insert_row', page: 2, slot: 1, key: { instrument: 2, date: 5, source: 1 } },
] as SimEvent[];
