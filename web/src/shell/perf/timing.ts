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
 * - `pagelab:work-idle`      from the navigation's start to the moment no
 *                            long job (full run, article cases, a chart's
 *                            sweep) is left running; `detail.jobs` counts
 *                            the jobs started so far (the bench takes the
 *                            last one, once no job has started for a while)
 * - `pagelab:work-busy`      a long job started (zero length); `detail.jobs`
 *                            the jobs started so far, this one included
 */
export function timed(name: string, start: number, detail?: Record<string, number>): void {
  try {
    performance.measure(name, { start, end: performance.now(), detail });
    performance.clearMeasures(name);
  } catch {
    // No user timing here (an old browser, a test environment): nothing to record.
  }
}

let jobsRunning = 0;
let jobsStarted = 0;

/** A long job started (useJob). */
export function jobStarted(): void {
  jobsRunning += 1;
  jobsStarted += 1;
  timed('pagelab:work-busy', performance.now(), { jobs: jobsStarted });
}

/** A long job ended (finished, failed, cancelled or left): when none is left, measured. */
export function jobEnded(): void {
  jobsRunning = Math.max(0, jobsRunning - 1);
  if (jobsRunning === 0) timed('pagelab:work-idle', 0, { jobs: jobsStarted });
}

let firstPictureTold = false;

/**
 * Whether the page is quiet: no long job running and, on a lesson's page
 * (`lessonPage`), its first picture already shown. (offline/register.ts
 * waits for it before the service worker's install fetches the site.)
 */
export function pageQuiet(lessonPage: boolean): boolean {
  return jobsRunning === 0 && (firstPictureTold || !lessonPage);
}

/** The stage's first picture is on screen: measured from the navigation's start, once. */
export function firstPictureShown(): void {
  if (firstPictureTold) return;
  firstPictureTold = true;
  timed('pagelab:first-picture', 0);
}
