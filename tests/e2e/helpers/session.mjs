// The one browser and the one static server every test file shares: started
// once per run (run.mjs registers startSession/stopSession as the root
// before/after hooks), so each file only opens pages.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { serveStatic } from '../static-server.mjs';
import { dist, executablePath, externalUrl, headed, shots, UI_TIMEOUT } from './config.mjs';

let server;
let context;
let profile;

export async function startSession() {
  mkdirSync(shots, { recursive: true });
  server = externalUrl ? { url: externalUrl, close: async () => {} } : await serveStatic(dist);
  profile = mkdtempSync(join(tmpdir(), 'pagelab-e2e-'));
  context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: !headed,
    timeout: 60_000,
    viewport: { width: 1280, height: 800 },
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ].filter((a) => a !== '--headless' || !headed),
  });
  context.setDefaultTimeout(UI_TIMEOUT);
}

export async function stopSession() {
  await context?.close().catch(() => {});
  await server?.close();
  if (profile) rmSync(profile, { recursive: true, force: true });
}

/** The shared browser context (one profile for the whole run). */
export function browserContext() {
  return context;
}

/** The URL the app is served at (dist/ on a free port, or E2E_URL). */
export function serverUrl() {
  return server.url;
}

/**
 * A fresh page that records console errors and uncaught exceptions. `query`
 * is resolved against `base` (the server's URL unless told otherwise);
 * `reducedMotion` ('reduce' | 'no-preference') is emulated before it loads.
 */
export async function openPage(query, base = serverUrl(), { reducedMotion, before } = {}) {
  const page = await context.newPage();
  if (reducedMotion) await page.emulateMedia({ reducedMotion });
  // Listeners that must see the load from its start (its workers, say).
  before?.(page);
  const errors = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console.error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`page error: ${err.message}`));
  page.on('crash', () => errors.push('page crashed'));
  await page.goto(new URL(query, base).href, { waitUntil: 'load' });
  return { page, errors };
}

/** Saves a full-page screenshot as tests/e2e/screenshots/<name>.png; returns its path. */
export async function screenshot(page, name, options = {}) {
  const path = join(shots, `${name}.png`);
  await page.screenshot({ path, fullPage: true, ...options });
  return path;
}

/** Like screenshot(), for evidence before a failure: never throws itself. */
export async function failureScreenshot(page, name) {
  const path = join(shots, `failure-${name.replace(/\W+/g, '-')}.png`);
  await page.screenshot({ path, fullPage: true }).catch(() => {});
  return path;
}
