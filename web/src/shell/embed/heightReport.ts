/**
 * An embedded view tells the page around it how tall it is, so the host can
 * fit the iframe to it and readers never scroll inside a scrolling frame.
 * The message, posted to `window.parent` (any origin: it carries nothing
 * but the lesson id and the view):
 *
 *   { type: 'pagelab:height', height: 512, lesson: 'page_splits', view: 'stage' }
 *
 * sent once at the start and again whenever the document's height changes:
 * a ResizeObserver on the root element and the body, read at most once an
 * animation frame (a playing step resizes things many times a frame), and
 * posted only when the rounded height differs from the last one sent.
 * A frame below the fold gets neither animation frames nor resize
 * notifications (Chromium stops rendering an offscreen frame), so a
 * MutationObserver and a timer also report: the course page fits the frame
 * before the reader scrolls to it, and does not jump then.
 * README "Embedding a lesson" has the host's side, tested by the e2e test.
 */

export const HEIGHT_MESSAGE = 'pagelab:height';

export interface HeightMessage {
  type: typeof HEIGHT_MESSAGE;
  /** CSS pixels the document needs to show without a scrollbar. */
  height: number;
  lesson: string;
  view: string;
}

/**
 * The height the content needs, not the viewport's: the root element's box
 * (which holds its children's margins) or the body's scroll height (which
 * holds what overflows it), whichever is taller. `scrollHeight` of the root
 * element would never report less than the frame is tall, so a frame made
 * too tall could never shrink back.
 */
export function contentHeight(doc: Document): number {
  const root = doc.documentElement.getBoundingClientRect().height;
  return Math.ceil(Math.max(root, doc.body?.scrollHeight ?? 0));
}

/**
 * Starts the reports for one lesson and view; returns the function that
 * stops them. Does nothing in a top-level window (no parent to tell).
 */
export function heightReports(
  host: Window & { ResizeObserver?: typeof ResizeObserver; MutationObserver?: typeof MutationObserver },
  lesson: string,
  view: string,
): () => void {
  if (host.parent === host) return () => {};
  let last = -1;
  let pending: number | null = null;
  const send = () => {
    pending = null;
    const height = contentHeight(host.document);
    if (height === last) return;
    last = height;
    const message: HeightMessage = { type: HEIGHT_MESSAGE, height, lesson, view };
    host.parent.postMessage(message, '*');
  };
  let timer: ReturnType<typeof setTimeout> | null = null;
  const timers = typeof host.setTimeout === 'function';
  const schedule = () => {
    pending ??= host.requestAnimationFrame(send);
    if (timers) {
      timer ??= host.setTimeout(() => {
        timer = null;
        send();
      }, 100);
    }
  };
  send();
  // Old browsers without it still get the first report.
  const ro = typeof host.ResizeObserver === 'function' ? new host.ResizeObserver(schedule) : null;
  ro?.observe(host.document.documentElement);
  if (host.document.body) ro?.observe(host.document.body);
  const mo = typeof host.MutationObserver === 'function' ? new host.MutationObserver(schedule) : null;
  mo?.observe(host.document.documentElement, { childList: true, subtree: true, attributes: true, characterData: true });
  return () => {
    ro?.disconnect();
    mo?.disconnect();
    if (pending !== null) host.cancelAnimationFrame(pending);
    if (timer !== null) host.clearTimeout(timer);
    pending = null;
    timer = null;
  };
}
