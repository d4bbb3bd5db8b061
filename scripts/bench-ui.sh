#!/usr/bin/env bash
# Frame times of the page view in headless Chromium:  npm run bench:ui [-- --out file.json]
# Builds the WASM package and dist/, then runs tests/bench/ui.mjs (see its header).
# With --trace first (npm run bench:trace [-- --lesson latch]), tests/bench/trace.mjs
# instead: where one traced cold load's time goes.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
tool=ui
if [[ "${1:-}" == "--trace" ]]; then
  tool=trace
  shift
fi
# Set-up and builds talk on stderr: stdout is the one JSON object.
{
  bash scripts/setup.sh
  bash scripts/build-wasm.sh
  echo "[bench:$tool] vite build"
  npx vite build --logLevel warn
  node scripts/build-offline.mjs  # vite build empties dist/: keep it whole
} >&2
exec node "tests/bench/$tool.mjs" "$@"
