// Vite (app build, dev server, preview) and Vitest (unit + WASM tests) for
// pagelab. The app lives in web/; the WASM package is a plain ES module in
// web/src/wasm-pkg/ (built by scripts/build-wasm.sh), so no WASM plugin.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: 'web',
  // Relative asset URLs: dist/ works when served from any sub-path.
  base: './',
  plugins: [react()],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    // The engine's .wasm is ~hundreds of KiB; never inline it as base64.
    assetsInlineLimit: (file) => (file.endsWith('.wasm') ? false : undefined),
  },
  worker: { format: 'es' },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  test: {
    // Test paths are relative to the repo root, not to web/.
    root: repoRoot,
    include: ['web/**/*.test.{ts,tsx}', 'tests/wasm/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'dist/**', 'web/src/wasm-pkg/**'],
    // Node by default; a test that needs a DOM says so with a
    // `// @vitest-environment jsdom` comment at its top.
    environment: 'node',
    testTimeout: 60_000,
  },
});
