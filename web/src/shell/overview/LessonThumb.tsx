/**
 * A lesson's small live picture on the overview: its step view at the
 * step the engine's catalogue names (`overview_step`), drawn by the same
 * view components as the stage and scaled down. Made once the card comes
 * into view, one lesson at a time, by a worker of the overview's own (the
 * open simulations of a lesson page are never disturbed). Decoration: the
 * card's text says what it shows, so the picture is hidden from assistive
 * technology and out of the tab order.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { LessonInfo } from '../engine/types';
import type { Frame } from '../worker/protocol';
import { EngineConnection } from '../worker/engineClient';
import { useLessonModule } from '../lesson/useLessonModule';
import { effectiveParams } from '../state/params';
import { viewOf, viewsIn, type ViewContext } from '../views/registry';
import { instrumentColours, maxOf } from '../../kit/charts/colours';

/** One worker for every thumbnail, asked one lesson at a time, closed with the overview. */
let connection: EngineConnection | null = null;
let queue: Promise<unknown> = Promise.resolve();
let users = 0;

function frameOf(lesson: string, params: Record<string, string>, step: number): Promise<Frame | null> {
  const next = queue.then(async () => {
    connection ??= new EngineConnection();
    const res = await connection.call({ type: 'open', sims: [{ lesson, params }], step });
    return res.frames[0] ?? null;
  });
  queue = next.catch(() => undefined);
  return next;
}

function useOverviewWorker(): void {
  useEffect(() => {
    users += 1;
    return () => {
      users -= 1;
      if (users === 0) {
        connection?.terminate();
        connection = null;
        queue = Promise.resolve();
      }
    };
  }, []);
}

/** True once the element has come near the viewport. */
function useSeen<T extends Element>(): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  // Without IntersectionObserver (an old browser): drawn at once.
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (!el || seen) return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setSeen(true);
    }, { rootMargin: '200px' });
    io.observe(el);
    return () => io.disconnect();
  }, [seen]);
  return [ref, seen];
}

export function LessonThumb({ info }: { info: LessonInfo }) {
  useOverviewWorker();
  const [box, seen] = useSeen<HTMLDivElement>();
  const loaded = useLessonModule(seen ? info.id : '');
  const module = loaded.status === 'ready' ? loaded.module : null;
  const [frame, setFrame] = useState<Frame | null>(null);
  const [failed, setFailed] = useState(false);
  // The step view's first simulation (a lesson that compares two shows the first).
  const params = useMemo(() => {
    if (!module) return null;
    const all = effectiveParams(info.params, {});
    return module.stepVariants?.({}, all)[0]?.params ?? {};
  }, [module, info]);
  useEffect(() => {
    if (!seen || !params) return;
    let alive = true;
    frameOf(info.id, params, info.overview_step).then(
      (f) => alive && setFrame(f),
      () => alive && setFailed(true),
    );
    return () => {
      alive = false;
    };
  }, [seen, params, info]);

  let picture = null;
  if (frame && module) {
    const strip = viewOf(frame.views, 'page_strip');
    const ctx: ViewContext = {
      mode: 'step',
      events: frame.events,
      played: frame.events.length,
      revealed: frame.events,
      marks: module.scenario.marks(frame.events),
      colour: instrumentColours(strip ? maxOf(strip.group) : 1),
      compact: true,
      headingLevel: 5,
      testId: `thumb-${info.id}`,
      kinds: module.scenario.views,
    };
    picture = <div className="thumb-scale">{viewsIn('main', frame.views, ctx)}</div>;
  }
  return (
    <div className="lesson-thumb" ref={box} aria-hidden="true" inert data-testid={`thumb-box-${info.id}`}>
      {picture ?? <span className="thumb-wait muted small">{failed ? 'No picture' : seen ? 'Drawing…' : ''}</span>}
    </div>
  );
}
