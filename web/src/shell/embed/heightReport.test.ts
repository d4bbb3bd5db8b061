import { describe, expect, it } from 'vitest';
import { heightReports, HEIGHT_MESSAGE, type HeightMessage } from './heightReport';

/** A window in a frame: a parent that records messages, frames and a ResizeObserver run by hand. */
function framed(height: () => number) {
  const sent: HeightMessage[] = [];
  const frames: Array<() => void> = [];
  const observers: Array<() => void> = [];
  const observed: Element[] = [];
  const doc = {
    documentElement: { getBoundingClientRect: () => ({ height: height() }) },
    body: { scrollHeight: 0 },
  };
  const host = {
    document: doc,
    parent: { postMessage: (m: HeightMessage, origin: string) => origin === '*' && sent.push(m) },
    requestAnimationFrame: (cb: () => void) => frames.push(cb),
    cancelAnimationFrame: (h: number) => {
      frames[h - 1] = () => {};
    },
    ResizeObserver: class {
      constructor(cb: () => void) {
        observers.push(cb);
      }
      observe(el: Element) {
        observed.push(el);
      }
      disconnect() {
        observers.length = 0;
      }
    },
  };
  const resize = () => observers.forEach((cb) => cb());
  const frame = () => frames.splice(0).forEach((cb) => cb());
  return { host: host as unknown as Window, sent, resize, frame, observed, frames };
}

describe('heightReports', () => {
  it('reports at once, then once a frame and only changes', () => {
    let h = 480.2;
    const f = framed(() => h);
    const stop = heightReports(f.host, 'page_splits', 'stage');
    expect(f.sent).toEqual([{ type: HEIGHT_MESSAGE, height: 481, lesson: 'page_splits', view: 'stage' }]);
    expect(f.observed).toHaveLength(2);
    h = 600;
    f.resize();
    f.resize();
    expect(f.frames).toHaveLength(1);
    f.frame();
    f.resize();
    f.frame();
    expect(f.sent.map((m) => m.height)).toEqual([481, 600]);
    h = 320;
    f.resize();
    f.frame();
    expect(f.sent.map((m) => m.height)).toEqual([481, 600, 320]);
    stop();
    h = 900;
    f.resize();
    f.frame();
    expect(f.sent).toHaveLength(3);
  });

  it('cancels a pending frame when stopped', () => {
    let h = 100;
    const f = framed(() => h);
    const stop = heightReports(f.host, 'fillfactor', 'chart');
    h = 200;
    f.resize();
    stop();
    f.frame();
    expect(f.sent.map((m) => m.height)).toEqual([100]);
  });

  it('is silent in a top-level window', () => {
    const f = framed(() => 100);
    const top = f.host as unknown as { parent: unknown };
    top.parent = top;
    heightReports(f.host, 'page_splits', 'stage');
    expect(f.sent).toEqual([]);
  });
});
