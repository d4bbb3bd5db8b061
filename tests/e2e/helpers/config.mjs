// Paths, environment switches and timeouts shared by every end-to-end test
// file. Env: CHROMIUM (default /usr/bin/chromium), E2E_RUN_TIMEOUT_MS (full
// run, default 180000), E2E_URL (test an already running server instead of
// serving dist/), E2E_HEADED=1.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../../../', import.meta.url));
export const dist = join(root, 'dist');
export const offlineFile = join(dist, 'pagelab-offline.html');
export const shots = join(root, 'tests/e2e/screenshots');

export const executablePath = process.env.CHROMIUM ?? '/usr/bin/chromium';
/** A running server to test (e.g. the dev server, http://127.0.0.1:5173/) instead of dist/. */
export const externalUrl = process.env.E2E_URL;
export const headed = process.env.E2E_HEADED === '1';

/** A full-scale run (or a sweep) in the browser, start to end. */
export const RUN_TIMEOUT = Number(process.env.E2E_RUN_TIMEOUT_MS ?? 180_000);
// Generous: on a loaded 2-core machine the first open also compiles the
// WASM in several workers at once (a CI run once needed more than 20 s).
export const UI_TIMEOUT = 60_000;

/** What to run when Chromium is missing (scripts/setup.sh --e2e does it as root or with sudo). */
export const INSTALL_CHROMIUM =
  'sudo apt-get update && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium fonts-liberation fonts-dejavu-core';
