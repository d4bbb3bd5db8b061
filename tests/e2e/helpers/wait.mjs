// Reading the app's figures and waiting for it: counters, long jobs, any
// condition. Every wait has a deadline and fails with what it last saw.
import assert from 'node:assert/strict';
import { RUN_TIMEOUT, UI_TIMEOUT } from './config.mjs';
import { failureScreenshot } from './session.mjs';

/** "12,345" / "12 345" / "0.83" -> number (NaN if it is none). */
export function parseNumber(text) {
  return Number(String(text).replace(/[,\s\u00a0\u202f_]/g, ''));
}

/** Like parseNumber, but fails on anything that is not a number. */
export function num(text) {
  const n = parseNumber(text);
  assert.ok(Number.isFinite(n), `not a number: ${JSON.stringify(text)}`);
  return n;
}

/** The number counter-<figure> shows now. */
export async function counter(page, figure) {
  return num(await page.getByTestId(`counter-${figure}`).innerText());
}

/** Polls `cond` until it holds. */
export async function waitUntil(cond, message, timeout = UI_TIMEOUT) {
  const deadline = Date.now() + timeout;
  while (!(await cond())) {
    assert.ok(Date.now() < deadline, `${message} (after ${timeout} ms)`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Waits until counter-<figure> shows `value`. */
export async function waitCounter(page, figure, value, timeout = UI_TIMEOUT) {
  const el = page.getByTestId(`counter-${figure}`);
  const deadline = Date.now() + timeout;
  let seen;
  for (;;) {
    seen = await el.innerText({ timeout: Math.max(1, deadline - Date.now()) }).catch(() => '(not on the page)');
    if (parseNumber(seen) === value) return;
    if (Date.now() > deadline) break;
    await page.waitForTimeout(50);
  }
  // Leave evidence for whoever reads the CI log.
  const shot = await failureScreenshot(page, `counter-${figure}`);
  const alerts = await page.getByRole('alert').allInnerTexts().catch(() => []);
  assert.fail(
    `counter-${figure}: expected ${value}, still ${JSON.stringify(seen)} after ${timeout} ms; alerts: ${JSON.stringify(alerts)}; screenshot ${shot}`,
  );
}

/**
 * Waits for a RunPanel's job to finish: its progress bar full (value = max)
 * and no cancel button; fails at once if its status says "Failed".
 */
export async function waitRunDone(page, runId, progressId, timeout = RUN_TIMEOUT) {
  const panel = page.getByTestId(runId).locator('..');
  const progress = page.getByTestId(progressId);
  const deadline = Date.now() + timeout;
  for (;;) {
    const status = (await panel.getByRole('status').first().innerText().catch(() => '')).trim();
    assert.ok(!status.startsWith('Failed'), `${runId}: ${status}`);
    if ((await progress.count()) === 1) {
      const max = Number(await progress.getAttribute('max'));
      const value = Number(await progress.getAttribute('value'));
      const cancelling = await page.getByTestId('cancel-run').count();
      if (max > 0 && value === max && cancelling === 0) return;
    }
    assert.ok(Date.now() < deadline, `${runId}: not done after ${timeout} ms (status: ${JSON.stringify(status)})`);
    await page.waitForTimeout(100);
  }
}

/** Waits until no long job (full run, sweep, article cases) has been running for half a second. */
export async function waitJobsIdle(page, timeout = RUN_TIMEOUT) {
  const cancels = page.locator('[data-testid^="cancel-"]');
  let quietSince = Date.now();
  await waitUntil(
    async () => {
      if ((await cancels.count()) > 0) quietSince = Date.now();
      return Date.now() - quietSince >= 500;
    },
    'background jobs still running',
    timeout,
  );
}

/** Waits until the current step's events and path chips have all played. */
export async function waitStepPlayed(page) {
  await waitUntil(
    async () => (await page.locator('.event.is-todo, .step-path .chip:not(.is-on)').count()) === 0,
    'the step’s events never finished playing',
  );
}
