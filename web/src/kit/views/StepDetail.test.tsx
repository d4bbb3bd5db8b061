// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { ViewOf } from '../../shell/engine/types';
import { SPLIT_EVENTS, SPLIT_PAGES } from '../layout/stepDetail.test-helpers';
import { StepDetail } from './StepDetail';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLDivElement | null = null;
afterEach(() => {
  host?.remove();
  host = null;
});

describe('StepDetail', () => {
  // After a mid split of page 2: the new page 9 sits third in key order.
  const pages = SPLIT_PAGES as unknown as ViewOf<'page_strip'>;
  const events = SPLIT_EVENTS;

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
