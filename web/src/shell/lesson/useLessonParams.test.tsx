// @vitest-environment jsdom
// The link and the runs keep the last good set of parameters even when the
// engine's answers come late: a check sent with the committed set of its
// moment must not take back a newer set committed while it waited.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LessonInfo, Params } from '../engine/types';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The engine's checks, answered when the test says (in order, as the worker does). */
const pending: { params: Params; answer: () => void }[] = [];
vi.mock('../worker/stepEngine', () => ({
  catalogEngine: () => ({
    call: (req: { params: Params }) =>
      new Promise((resolve) => pending.push({ params: req.params, answer: () => resolve({ errors: [] }) })),
  }),
}));

const { useLessonParams } = await import('./useLessonParams');
type LessonParams = ReturnType<typeof useLessonParams>;

const info = {
  id: 'lesson',
  params: [{ name: 'n', kind: 'int', default: '1', min: 1, max: 100 }],
} as unknown as LessonInfo;

let host: HTMLDivElement;
let root: Root;
let lp: LessonParams | null = null;
function Page({ seen }: { seen: (p: LessonParams) => void }) {
  seen(useLessonParams(info, {}, []));
  return null;
}
beforeEach(() => {
  pending.length = 0;
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() =>
    root.render(
      <Page
        seen={(p) => {
          lp = p;
        }}
      />,
    ),
  );
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

async function answerNext(): Promise<Params> {
  const next = pending.shift();
  if (!next) throw new Error('no check pending');
  await act(async () => next.answer());
  return next.params;
}

describe('useLessonParams, answers that come late', () => {
  it('keeps a good value committed while an older set was being checked', async () => {
    act(() => lp?.change('n', '5'));
    // Refused by the quick check before the first answer came: the check it
    // sends carries the committed set of the moment (the defaults).
    act(() => lp?.change('n', '500'));
    expect(pending.map((p) => p.params)).toEqual([{ n: '5' }, {}]);
    await answerNext();
    expect(lp?.params).toEqual({ n: '5' });
    // The older set's answer: not committed over the newer one; the check
    // is made again on it.
    await answerNext();
    expect(lp?.params).toEqual({ n: '5' });
    expect(pending.map((p) => p.params)).toEqual([{ n: '5' }]);
    await answerNext();
    expect(lp?.params).toEqual({ n: '5' });
    expect(lp?.errors.n).toBeDefined();
  });

  it('a newer value checked on an older set is checked again, then committed', async () => {
    act(() => lp?.change('n', '5'));
    act(() => lp?.change('n', '7'));
    await answerNext();
    expect(lp?.params).toEqual({ n: '5' });
    await answerNext();
    expect(pending.map((p) => p.params)).toEqual([{ n: '7' }]);
    await answerNext();
    expect(lp?.params).toEqual({ n: '7' });
    expect(pending).toHaveLength(0);
  });

  it('commits an answer built on the set still committed, at once', async () => {
    act(() => lp?.change('n', '5'));
    await answerNext();
    act(() => lp?.change('n', '7'));
    await answerNext();
    expect(lp?.params).toEqual({ n: '7' });
    expect(pending).toHaveLength(0);
  });
});
