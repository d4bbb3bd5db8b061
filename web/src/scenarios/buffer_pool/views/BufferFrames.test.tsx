// @vitest-environment jsdom
// The buffer pool's pictures as a screen reader and a test see them: a
// named figure, a list of frames whose words say what the boxes show
// (dirty, the hand, the policy's state, what the step did), and the
// reference string with H and M as letters, not colour alone.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { ScenarioEvent, ViewOf } from '../../../shell/engine/types';
import { BufferFrames } from './BufferFrames';
import { ReferenceString } from './ReferenceString';
import { FigureCompare } from '../../../kit/components/FigureList';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLDivElement | null = null;
afterEach(() => {
  host?.remove();
  host = null;
});
function mount(node: React.ReactNode): HTMLDivElement {
  host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  act(() => root.render(node));
  return host;
}
const ev = (e: object) => e as ScenarioEvent;

const pool: ViewOf<'buffer_frames'> = {
  kind: 'buffer_frames',
  policy: 'clock_sweep',
  pages: Uint32Array.from([4, 2, 0xffff_ffff]),
  pins: Uint32Array.from([0, 1, 0]),
  dirty: Uint8Array.from([1, 0, 0]),
  state: Uint32Array.from([1, 3, 0]),
  state_name: 'usage_count',
  hand: 1,
};
const step = [
  ev({ kind: 'reference', at: 3, page: 4, write: true }),
  ev({ kind: 'miss', policy: 'clock_sweep', page: 4, free: false }),
  ev({ kind: 'evict', policy: 'clock_sweep', frame: 0, page: 1, why: { rule: 'usage_zero', lowered: 0 } }),
  ev({ kind: 'load', policy: 'clock_sweep', frame: 0, page: 4 }),
  ev({ kind: 'dirtied', policy: 'clock_sweep', frame: 0, page: 4 }),
];

describe('BufferFrames', () => {
  it('is a named figure whose frames say in words what their boxes show', () => {
    const h = mount(<BufferFrames view={pool} events={step} played={step.length} testId="page-view" maxHeight={280} />);
    const fig = h.querySelector('[data-testid="page-view"]');
    const name = document.getElementById(fig?.getAttribute('aria-labelledby') ?? '')?.textContent;
    expect(name).toBe('clock-sweep pool of 3 frames, 2 holding a page, 1 dirty.');
    const items = [...h.querySelectorAll('li .sr-only')].map((e) => e.textContent);
    expect(items).toEqual([
      'Frame 0: page 4, usage count 1, dirty, its page was just read in, in place of page 1.',
      'Frame 1: page 2, usage count 3, pinned 1 time, the clock hand points here.',
      'Frame 2: empty.',
    ]);
    expect(h.querySelector('[data-testid="page-view-status"]')?.textContent).toBe('page 4 changed: frame 0 is dirty');
  });

  it('halfway through, the leaving page and the reason it leaves', () => {
    const h = mount(<BufferFrames view={pool} events={step} played={3} testId="v" maxHeight={280} />);
    const first = h.querySelector('li');
    expect(first?.className).toContain('is-victim');
    expect(first?.querySelector('.frame-tag')?.textContent).toBe('out');
    expect(first?.querySelector('.sr-only')?.textContent).toContain('Frame 0: page 1');
    expect(first?.querySelector('.sr-only')?.textContent).toContain('the clock hand found its usage count at 0');
  });

  it('once the new page is in, the page it replaced stays marked “out” beside its “in”', () => {
    const h = mount(<BufferFrames view={pool} events={step} played={4} testId="v" maxHeight={280} />);
    const first = h.querySelector('li');
    expect(first?.className).toContain('is-loaded');
    expect(first?.querySelector('.frame-tag .tag-out')?.textContent).toBe('1 out');
    expect(first?.querySelector('.frame-tag')?.textContent).toBe('1 outin');
  });

  it('stepping on, the labels are the step before’s until the new page is in: the victim is still 1st out', () => {
    // FIFO, Belady's string: after reference 6 the line is 4, 1, 2; reference 7 (page 5) evicts page 4.
    const fifo = (pages: number[], state: number[]): ViewOf<'buffer_frames'> => ({
      kind: 'buffer_frames',
      policy: 'fifo',
      pages: Uint32Array.from(pages),
      pins: new Uint32Array(3),
      dirty: new Uint8Array(3),
      state: Uint32Array.from(state),
      state_name: 'rank',
      hand: -1,
    });
    const before = fifo([4, 1, 2], [1, 2, 3]);
    const after = fifo([5, 1, 2], [3, 1, 2]);
    const prevStep = [ev({ kind: 'reference', at: 5, page: 2, write: false }), ev({ kind: 'hit', policy: 'fifo', frame: 2, page: 2 })];
    const next = [
      ev({ kind: 'reference', at: 6, page: 5, write: false }),
      ev({ kind: 'miss', policy: 'fifo', page: 5, free: false }),
      ev({ kind: 'evict', policy: 'fifo', frame: 0, page: 4, why: { rule: 'first_in', loaded_at: 3 } }),
      ev({ kind: 'load', policy: 'fifo', frame: 0, page: 5 }),
    ];
    host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    const draw = (view: ViewOf<'buffer_frames'>, events: ScenarioEvent[], played: number) =>
      act(() => root.render(<BufferFrames view={view} events={events} played={played} testId="v" maxHeight={280} />));
    const labels = () => [...(host?.querySelectorAll('li .frame-state') ?? [])].map((e) => e.textContent);
    const tags = () => [...(host?.querySelectorAll('li') ?? [])].map((e) => e.querySelector('.frame-tag')?.textContent ?? '');
    draw(before, prevStep, prevStep.length);
    expect(labels()).toEqual(['1st out', '2nd out', '3rd out']);
    draw(after, next, 2); // the miss has played
    expect(labels()).toEqual(['1st out', '2nd out', '3rd out']);
    draw(after, next, 3); // the eviction: page 4, 1st out, leaves
    expect(labels()).toEqual(['1st out', '2nd out', '3rd out']);
    expect(tags()).toEqual(['out', '', '']);
    draw(after, next, 4); // page 5 is in: the engine's line after the step
    expect(labels()).toEqual(['3rd out', '1st out', '2nd out']);
    expect(tags()).toEqual(['4 outin', '', '']);
  });

  it('says which frames are the scan’s ring, 2Q’s queues and ARC’s lists', () => {
    const words = (view: ViewOf<'buffer_frames'>) => {
      const h = mount(<BufferFrames view={view} events={[]} played={0} testId="v" maxHeight={280} />);
      const out = {
        items: [...h.querySelectorAll('li .sr-only')].map((e) => e.textContent),
        ring: [...h.querySelectorAll('li')].map((li) => li.classList.contains('in-ring')),
        key: h.querySelector('.frames-key')?.textContent,
      };
      host?.remove();
      return out;
    };
    const ring = words({ ...pool, policy: 'clock_sweep_ring', state: Uint32Array.from([8 + 1, 2, 0]), state_name: 'usage_ring' });
    expect(ring.items.slice(0, 2)).toEqual([
      'Frame 0: page 4, in the scan’s ring, usage count 1, dirty.',
      'Frame 1: page 2, usage count 2, pinned 1 time, the clock hand points here.',
    ]);
    expect(ring.ring).toEqual([true, false, false]);
    expect(ring.key).toContain('bar on top: in the scan’s ring');
    const twoQ = words({ ...pool, policy: '2q', state: Uint32Array.from([1, 2, 0]), state_name: 'queue', hand: -1 });
    expect(twoQ.items[0]).toContain('in A1in (first in, first out)');
    expect(twoQ.items[1]).toContain('in Am (used again after A1in: kept by recency)');
    const arc = words({ ...pool, policy: 'arc', state: Uint32Array.from([2, 1, 0]), state_name: 'arc_list', hand: -1 });
    expect(arc.items[0]).toContain('in T2 (used at least twice lately)');
    expect(arc.key).toContain('T1 (recent) or T2 (frequent)');
  });
});

describe('ReferenceString', () => {
  const string: ViewOf<'reference_string'> = {
    kind: 'reference_string',
    policies: ['fifo'],
    pages: Uint32Array.from([1, 2, 3, 4]),
    writes: Uint8Array.from([0, 0, 1, 0]),
    start: 0,
    at: 3,
    total: 4,
    outcomes: Uint8Array.from([0, 1, 0, 2]),
  };
  it('marks hits and misses with letters, the write with w, the step’s reference boxed', () => {
    const step3 = [
      ev({ kind: 'reference', at: 2, page: 3, write: true }),
      ev({ kind: 'miss', policy: 'fifo', page: 3, free: true }),
    ];
    const h = mount(<ReferenceString view={string} events={step3} played={2} testId="s" />);
    const cells = [...h.querySelectorAll('.ref-cell')];
    expect(cells.map((c) => c.querySelector('.ref-outcome')?.textContent)).toEqual(['M', 'H', 'M', '\u00a0']);
    expect(cells[2].className).toContain('is-now');
    expect(cells[2].querySelector('.ref-write')?.textContent).toBe('w');
    expect(cells[2].querySelector('.sr-only')?.textContent).toBe('reference 3: page 3, a write, miss, this step.');
    expect(cells[3].querySelector('.sr-only')?.textContent).toBe('reference 4: page 4, to come.');
    expect(h.querySelector('figcaption')?.textContent).toContain('reference 3 of 4');
  });
  it('keeps the step’s outcome to come until the pool’s hit or miss has played', () => {
    const step3 = [ev({ kind: 'reference', at: 2, page: 3, write: true }), ev({ kind: 'miss', policy: 'fifo', page: 3, free: true })];
    const h = mount(<ReferenceString view={string} events={step3} played={1} testId="s" />);
    expect(h.querySelectorAll('.ref-cell')[2].querySelector('.ref-outcome')?.textContent).toBe('\u00a0');
  });
});

describe('FigureCompare', () => {
  it('keeps the two-variant test ids and adds one per column', () => {
    const figures = (hits: number) => ({ hits, misses: 3 }) as never;
    const h = mount(
      <FigureCompare
        runs={[
          { figures: figures(1), title: 'FIFO' },
          { figures: figures(2), title: 'LRU' },
          { figures: figures(1), title: 'OPT' },
        ]}
        names={['hits', 'misses']}
        labels={{}}
      />,
    );
    expect(h.querySelector('[data-testid="counter-hits"]')?.textContent).toBe('1');
    // A differing value says so, and its change from the first run's.
    expect(h.querySelector('[data-testid="counter-right-hits"]')?.textContent).toBe('2 (differs) +100.0%');
    expect(h.querySelector('[data-testid="change-1-hits"]')?.textContent).toBe('+100.0%');
    expect(h.querySelector('[data-testid="counter-2-hits"]')?.textContent).toBe('1');
    expect([...h.querySelectorAll('thead th')].map((t) => t.textContent)).toEqual(['Counter', 'FIFO', 'LRU', 'OPT']);
    expect(h.querySelector('[role="region"]')?.getAttribute('tabindex')).toBe('0');
  });
});
