/**
 * Cheap user-timing measures for the UI benchmark (`npm run bench:ui`,
 * tests/bench/ui.mjs). Each measure reaches any PerformanceObserver that
 * listens and is then dropped from the timeline, so nothing accumulates
 * in a long session. Names:
 *
 * - `pagelab:first-picture`  from the navigation's start to the stage's
 *                            first picture on screen (once a page load)
 * - `pagelab:draw`           the page view's canvas draw (main thread)
 * - `pagelab:layout`         the page view's layout (binning, links)
 * - `pagelab:engine-step`    worker: one insert in every step-view simulation
 * - `pagelab:engine-copy`    worker: snapshot arrays copied out of the WASM
 * - `pagelab:engine-post`    worker: postMessage of a frame (serialisation)
 * - `pagelab:engine-receive` main thread: the message's deserialisation
 */
export function timed(name: string, start: number, detail?: Record<string, number>): void {
  try {
    performance.measure(name, { start, end: performance.now(), detail });
    performance.clearMeasures(name);
  } catch {
    // No user timing here (an old browser, a test environment): nothing to record.
  }
}

let firstPictureTold = false;

/** The stage's first picture is on screen: measured from the navigation's start, once. */
export function firstPictureShown(): void {
  if (firstPictureTold) return;
  firstPictureTold = true;
  timed('pagelab:first-picture', 0);
}
