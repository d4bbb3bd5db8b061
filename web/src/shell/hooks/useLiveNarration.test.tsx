// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLiveNarration } from './useLiveNarration';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Live({ text, gap }: { text: string | null; gap: number }) {
  return <p>{useLiveNarration(text, gap)}</p>;
}

let host: HTMLDivElement;
let root: Root;
beforeEach(() => {
  vi.useFakeTimers();
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
  vi.useRealTimers();
});

const show = (text: string | null, gap: number) => act(() => root.render(<Live text={text} gap={gap} />));
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('useLiveNarration', () => {
  it('follows the text at once without a gap', () => {
    show('step 1', 0);
    expect(host.textContent).toBe('step 1');
    wait(0);
    show('step 2', 0);
    wait(0);
    expect(host.textContent).toBe('step 2');
  });

  it('speaks at most once per gap, the newest text winning', () => {
    show('a', 2000);
    wait(0);
    show('b', 2000);
    wait(0);
    expect(host.textContent).toBe('a'); // 'a' was just said
    wait(2000);
    expect(host.textContent).toBe('b');
    wait(5000);
    show('c', 2000);
    wait(0);
    expect(host.textContent).toBe('c'); // after a quiet spell, at once
    show('d', 2000);
    show('e', 2000);
    wait(1000);
    expect(host.textContent).toBe('c');
    wait(1000);
    expect(host.textContent).toBe('e');
  });

  it('holds the announcement while the text is null', () => {
    show('a', 0);
    wait(0);
    show(null, 0);
    wait(500);
    expect(host.textContent).toBe('a');
  });
});
