// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useThrottledValue } from './useThrottledValue';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let renders: string[] = [];
function Shown({ value, throttle }: { value: string; throttle: boolean }) {
  const shown = useThrottledValue(value, 250, throttle);
  renders.push(shown);
  return <p>{shown}</p>;
}

let host: HTMLDivElement;
let root: Root;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  renders = [];
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
  vi.useRealTimers();
});

const show = (value: string, throttle: boolean) => act(() => root.render(<Shown value={value} throttle={throttle} />));
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('useThrottledValue', () => {
  it('follows at once when not throttled', () => {
    show('a', false);
    show('b', false);
    expect(host.textContent).toBe('b');
    // (The render that adjusts its state runs twice, never with 'a'.)
    expect(renders.slice(1).every((v) => v === 'b')).toBe(true);
  });

  it('changes at most once a wait while throttled, the latest value landing at its end', () => {
    show('s0', false);
    wait(300);
    show('s1', true);
    // The last change was over 250 ms ago: s1 lands at once (a 0 ms timer).
    wait(0);
    expect(host.textContent).toBe('s1');
    for (const v of ['s2', 's3', 's4']) {
      wait(50);
      show(v, true);
      expect(host.textContent, `${v} waits`).toBe('s1');
    }
    wait(99);
    expect(host.textContent).toBe('s1');
    wait(1);
    expect(host.textContent).toBe('s4');
    // Nothing new: nothing changes after.
    wait(1000);
    expect(host.textContent).toBe('s4');
  });

  it('shows the value at once when the throttle is turned off', () => {
    show('s0', true);
    wait(300);
    show('s1', true);
    wait(10);
    show('s2', true);
    expect(host.textContent).toBe('s1');
    show('s2', false);
    expect(host.textContent).toBe('s2');
    // And a throttle turned on again starts from the value shown.
    show('s2', true);
    expect(host.textContent).toBe('s2');
  });
});
