#!/usr/bin/env bash
# The engine's native command-line simulator:
#   npm run sim -- lessons --json
#   npm run sim -- run fillfactor --set fillfactor=80 --json
#   npm run sim -- bench --json
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
exec cargo run --quiet --release --manifest-path engine/Cargo.toml --bin pagelab -- "$@"
