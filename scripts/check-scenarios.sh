#!/usr/bin/env bash
# Each scenario builds alone (#21: one engine a scenario): the lessons'
# engine (`engine`) with one scenario's feature, for wasm32, clippy's
# warnings as errors, so no scenario comes to need another's code and each
# lesson's engine stays buildable. The scenarios are the `lessons`
# feature's list in engine/Cargo.toml (the registry's).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
for sc in $(sed -n 's/^lessons = \[\(.*\)\]/\1/p' engine/Cargo.toml | tr -d '",'); do
  [[ $sc == engine ]] && continue
  printf '[check-scenarios] engine,%s\n' "$sc"
  cargo clippy --quiet --manifest-path engine/Cargo.toml --lib --target wasm32-unknown-unknown \
    --no-default-features --features "engine,$sc" -- -D warnings
done
# The playground tools' packages, each alone (build-wasm.sh builds them so).
for tool in trace script; do
  printf '[check-scenarios] %s\n' "$tool"
  cargo clippy --quiet --manifest-path engine/Cargo.toml --lib --target wasm32-unknown-unknown \
    --no-default-features --features "$tool" -- -D warnings
done
