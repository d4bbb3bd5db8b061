// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { ScenarioEvent as SimEvent, ViewOf } from '../../shell/engine/types';
import { StepDetail } from './StepDetail';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLDivElement | null = null;
afterEach(() => {
  host?.remove();
  host = null;
});

describe('StepDetail', () => {
  // After a mid split of page 2: the new page 9 sits third in key order.
  const pages = {
    fill: Float32Array.from([1, 0.75, 0.5, 1]),
    physical: Uint32Array.from([1, 2, 9, 3]),
    rows: Uint32Array.from([4, 3, 2, 4]),
    row_groups: Uint32Array.from([1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3]),
  } as unknown as ViewOf<'page_strip'>;
  const events = [
    { kind: 'descend', level: 0, page: 2 },
    { kind: 'page_full', page: 2, free_bytes: 0, need_bytes: 10 },
    { kind: 'allocate', page: 9, level: 0 },
    { kind: 'move_rows', from: 2, to: 9, count: 2, level: 0 },
    { kind: 'insert_row', page: 2, slot: 1, key: { instrument: 2, date: 5, source: 1 } },
  ] as SimEvent[];

  it('names the pages it draws by their numbers, as their labels do', () => {
    host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    act(() => root.render(<StepDetail pages={pages} events={events} phase={5} colour={() => '#888'} />));
    const labels = [...host.querySelectorAll('.page-label')].map((t) => t.textContent);
    expect(labels).toEqual(['page 1', 'page 2', 'page 9', 'page 3']);
    // Until 2026-12-07: "Data pages 1 to 4 of 4 in key order", their places, not their numbers.
    expect(host.querySelector('svg')?.getAttribute('aria-label')).toBe(
      'Data pages 1, 2, 9, 3, in key order (4 of 4, around the insert), with their rows.',
    );
    act(() => root.unmount());
  });
});
