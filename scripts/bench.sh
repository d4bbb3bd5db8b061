#!/usr/bin/env bash
# Native vs WASM kernel timings:  npm run bench [-- --out file.json]
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
# Set-up and builds talk on stderr: stdout is the one JSON object.
{
  bash scripts/setup.sh
  bash scripts/build-wasm.sh
  # The kernels run in their own package: the site's leaves them out.
  FEATURES=bench OUT=node_modules/.cache/pagelab-bench-pkg bash scripts/build-wasm.sh
  echo "[bench] cargo build --release --bin pagelab"
  cargo build --quiet --release --manifest-path engine/Cargo.toml --bin pagelab
  # dist/ gives the first-load sizes the goals are checked against.
  echo "[bench] vite build"
  npx vite build --logLevel warn
  node scripts/build-offline.mjs  # vite build empties dist/: keep it whole
} >&2
exec node tests/bench/bench.mjs "$@"
