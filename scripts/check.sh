#!/usr/bin/env bash
# Static checks only (no tests): rustfmt, clippy -D warnings, rustdoc -D
# warnings, tsc strict, eslint.
# The TypeScript checks need the generated WASM bindings, so this builds them
# first (a no-op when engine/ is unchanged).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

stage() { printf '\n=== %s\n' "$*"; }
fail() { printf '\n[check] FAILED: %s\n' "$*" >&2; exit 1; }

stage "setup";            bash scripts/setup.sh                     || fail "setup"
stage "cargo fmt --check"; cargo fmt --manifest-path engine/Cargo.toml --all -- --check \
                                                                     || fail "cargo fmt (run: cargo fmt --manifest-path engine/Cargo.toml)"
stage "cargo clippy";     cargo clippy --manifest-path engine/Cargo.toml --all-targets -- -D warnings \
                                                                     || fail "cargo clippy"
stage "cargo clippy (wasm32)"; cargo clippy --manifest-path engine/Cargo.toml --lib --all-features \
                            --target wasm32-unknown-unknown -- -D warnings || fail "cargo clippy (wasm32)"
stage "cargo doc";        RUSTDOCFLAGS="-D warnings" cargo doc --manifest-path engine/Cargo.toml --no-deps \
                                                                     || fail "cargo doc (broken links or docs)"
stage "build wasm";       bash scripts/build-wasm.sh                || fail "build-wasm"
stage "tsc -b (strict)";  node_modules/.bin/tsc -b                                || fail "tsc"
stage "eslint";           node_modules/.bin/eslint --max-warnings 0 .             || fail "eslint"
printf '\n[check] all static checks passed\n'
