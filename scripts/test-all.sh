#!/usr/bin/env bash
# Everything CI checks, in order, failing fast (`npm test`):
#
#   setup (Chromium first) -> cargo fmt -> clippy (host + wasm32, and each
#   scenario alone) -> cargo doc
#   -> cargo test --release
#   -> build wasm -> tsc -> eslint -> vitest -> vite build -> offline build
#   -> end-to-end
#
# Ends with one plain line "N passed, N failed" summing the tests of every
# runner (cargo test, vitest, the end-to-end tests); a failed stage that is
# not a test runner counts as one failure.
#
#   npm test                   fail fast
#   npm test -- --keep-going   run every stage, report all failures at the end
set -uo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
export CARGO_TERM_COLOR=${CARGO_TERM_COLOR:-always}

logdir=$(mktemp -d "${TMPDIR:-/tmp}/pagelab-test.XXXXXX")
trap 'rm -rf "$logdir"' EXIT
passed=0
failed=0
timings=()
keep_going=${KEEP_GOING:-0}
for arg in "$@"; do
  case $arg in
    -k | --keep-going) keep_going=1 ;;
    *) echo "usage: scripts/test-all.sh [--keep-going]" >&2; exit 2 ;;
  esac
done
failed_stages=()

strip_ansi() { sed -e 's/\x1b\[[0-9;]*[A-Za-z]//g'; }

# Add the pass/fail counts a runner printed to the totals.
count_tests() { # kind logfile
  local p f
  read -r p f < <(strip_ansi <"$2" | awk -v kind="$1" '
    kind == "cargo" && /^test result: / {
      for (i = 1; i <= NF; i++) {
        if ($(i+1) ~ /^passed;?$/) p += $i
        if ($(i+1) ~ /^failed;?$/) f += $i
      }
    }
    kind == "vitest" && $1 == "Tests" {
      for (i = 2; i <= NF; i++) {
        if ($(i+1) ~ /^passed/) p += $i
        if ($(i+1) ~ /^failed/) f += $i
      }
    }
    kind == "node" && ($0 ~ /^(# |ℹ )pass [0-9]+$/) { p += $NF }
    kind == "node" && ($0 ~ /^(# |ℹ )fail [0-9]+$/) { f += $NF }
    END { print p + 0, f + 0 }')
  passed=$((passed + p))
  failed=$((failed + f))
  stage_failed=$f
}

summary() {
  printf '\n=== summary\n'
  printf '  %s\n' "${timings[@]}"
  printf '%d passed, %d failed\n' "$passed" "$failed"
}

# stage NAME KIND CMD...   KIND is cargo|vitest|node for test runners, - otherwise
stage() {
  local name=$1 kind=$2
  shift 2
  printf '\n=== %s\n' "$name"
  local log=$logdir/stage.log start=$SECONDS rc
  "$@" 2>&1 | tee "$log"
  rc=${PIPESTATUS[0]}
  local took=$((SECONDS - start))
  stage_failed=0
  if [[ $kind != - ]]; then count_tests "$kind" "$log"; fi
  if [[ $rc -ne 0 ]]; then
    timings+=("FAIL  ${took}s  $name")
    [[ $stage_failed -eq 0 ]] && failed=$((failed + 1))
    failed_stages+=("$name")
    if [[ $keep_going == 1 ]]; then
      printf '\n[test-all] stage "%s" FAILED (exit %d); going on (--keep-going).\n' "$name" "$rc" >&2
      return 0
    fi
    printf '\n[test-all] FAILED at stage "%s" (exit %d); later stages were not run.\n' "$name" "$rc" >&2
    summary
    exit 1
  fi
  timings+=("ok    ${took}s  $name")
}

# --e2e: Chromium is checked (and installed as root or with passwordless sudo)
# first, so a machine without it fails here in seconds, not at the last stage.
stage "setup (+ chromium)"             - bash scripts/setup.sh --e2e
stage "cargo fmt --check"              - cargo fmt --manifest-path engine/Cargo.toml --all -- --check
stage "cargo clippy -D warnings"       - cargo clippy --manifest-path engine/Cargo.toml --all-targets -- -D warnings
stage "cargo clippy -D warnings (wasm32)" - cargo clippy --manifest-path engine/Cargo.toml --lib --all-features \
                                           --target wasm32-unknown-unknown -- -D warnings
stage "each scenario alone (wasm32)"   - bash scripts/check-scenarios.sh
stage "cargo doc -D warnings"          - env RUSTDOCFLAGS="-D warnings" cargo doc --manifest-path engine/Cargo.toml --no-deps
stage "cargo test --release"           cargo cargo test --manifest-path engine/Cargo.toml --release
stage "build native CLI"               - cargo build --manifest-path engine/Cargo.toml --release --bin pagelab
stage "build wasm"                     - bash scripts/build-wasm.sh
stage "tsc -b (strict)"                - node_modules/.bin/tsc -b
stage "eslint"                         - node_modules/.bin/eslint --max-warnings 0 .
stage "vitest run"                     vitest node_modules/.bin/vitest run
stage "vite build"                     - node_modules/.bin/vite build
stage "offline build (file://)"        - node scripts/build-offline.mjs
stage "end-to-end (chromium)"          node node tests/e2e/run.mjs
summary
if [[ ${#failed_stages[@]} -gt 0 ]]; then
  printf '[test-all] failed stages: %s\n' "$(IFS=,; echo "${failed_stages[*]}")" >&2
  exit 1
fi
