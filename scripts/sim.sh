#!/usr/bin/env bash
# The engine's native command-line simulator:
#   npm run sim -- lessons --json
#   npm run sim -- run fillfactor --set fillfactor=80 --json
#   npm run sim -- bench --json
# The build's progress goes to stderr (a fresh clone compiles for ~35 s),
# so stdout holds the simulator's output alone, ready for a pipe or `jq`.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
cargo build --release --manifest-path engine/Cargo.toml --bin pagelab >&2
exec "${CARGO_TARGET_DIR:-engine/target}/release/pagelab" "$@"
