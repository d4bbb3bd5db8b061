// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * A stand-in for the script worker: with `hangFirst`, the first one
 * started never answers (a worker that hangs); the others answer every
 * compile with two runs and every completion with `threads`.
 */
const started: FakeWorker[] = [];
let hangFirst = false;
class FakeWorker {
  onmessage: ((ev: MessageEvent) => void) | null = null;
  onerror: ((ev: ErrorEvent) => void) | null = null;
  terminated = false;
  readonly hangs = hangFirst && started.length === 0;
  constructor() {
    started.push(this);
  }
  postMessage(msg: { type: string; id: number }) {
    if (this.hangs || this.terminated) return;
    const answer =
      msg.type === 'compile'
        ? {
            type: 'compiled',
            id: msg.id,
            result: {
              ok: 'true',
              experiment: {
                lesson: 'latch',
                budget_ms: 1200,
                runs: [
                  { line: 3, label: 'identity', params: { strategy: 'identity' } },
                  { line: 3, label: 'guid', params: { strategy: 'guid' } },
                ],
              },
            },
          }
        : { type: 'completions', id: msg.id, words: ['threads'] };
    queueMicrotask(() => this.onmessage?.({ data: answer } as MessageEvent));
  }
  terminate() {
    this.terminated = true;
  }
}
vi.mock('../../worker/spawnScript', () => ({ spawnScriptWorker: () => new FakeWorker() }));
// jsdom's streams cannot compress: the link's packing is not what is tested here.
vi.mock('./scriptLink', async (original) => ({ ...(await original<typeof import('./scriptLink')>()), packScript: () => Promise.resolve('packed') }));

const { ScriptTool } = await import('./ScriptTool');

let root: Root | null = null;
let host: HTMLDivElement | null = null;
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  root = null;
  host = null;
  started.length = 0;
  hangFirst = false;
  vi.useRealTimers();
});

describe('ScriptTool', () => {
  it('asks a fresh worker when a check has no answer, and then says the script is ready', async () => {
    vi.useFakeTimers();
    hangFirst = true;
    host = document.createElement('div');
    document.body.append(host);
    const r = createRoot(host);
    root = r;
    act(() => r.render(<ScriptTool settings={{}} onSettings={() => {}} />));
    const ready = () => host?.querySelector('[data-testid="script-ready"]')?.textContent ?? '';
    // The check leaves after a pause in typing, to the first worker, which hangs.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(started).toHaveLength(1);
    expect(ready()).not.toMatch(/2 runs/);
    // No answer for 8 s: that worker is stopped and a fresh one asked.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(8_000);
    });
    expect(started[0].terminated).toBe(true);
    expect(started.length).toBeGreaterThanOrEqual(2);
    expect(ready()).toMatch(/2 runs of lesson latch/);
  });

  it('puts the caret after a completed word in the commit that writes it', async () => {
    host = document.createElement('div');
    document.body.append(host);
    const r = createRoot(host);
    root = r;
    act(() => r.render(<ScriptTool settings={{}} onSettings={() => {}} />));
    const box = host.querySelector<HTMLTextAreaElement>('[data-testid="script-text"]')!;
    // A word being typed in the middle of the script, the caret after it.
    const text = 'lesson latch\nset thr\nset rows 1000\n';
    const at = text.indexOf('thr') + 3;
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(box, text);
      box.dispatchEvent(new Event('input', { bubbles: true }));
      box.setSelectionRange(at, at);
      box.dispatchEvent(new Event('select', { bubbles: true }));
    });
    // The suggestions are asked after a 100 ms pause.
    await act(async () => {
      await new Promise((done) => setTimeout(done, 250));
    });
    const suggestion = host.querySelector<HTMLButtonElement>('[data-testid="suggest-threads"]');
    expect(suggestion).not.toBeNull();
    act(() => suggestion!.click());
    // No frame has passed: a later select-all and typing must find the
    // caret where the completion left it (set in an animation frame, it
    // collapsed that selection and the typing went after the word).
    expect(box.value).toBe('lesson latch\nset threads \nset rows 1000\n');
    expect(box.selectionStart).toBe('lesson latch\nset threads '.length);
    expect(box.selectionEnd).toBe(box.selectionStart);
  });
});
