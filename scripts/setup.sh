#!/usr/bin/env bash
# Make this machine ready to build pagelab. Idempotent; does nothing slow
# when everything is already in place.
#
#   0. with --e2e only (npm test): Debian's chromium for the end-to-end tests
#   1. the Rust target wasm32-unknown-unknown
#   2. wasm-bindgen-cli at exactly the version engine/Cargo.lock pins
#   3. node_modules, from package-lock.json
#
#   bash scripts/setup.sh          what building and `npm start` need
#   bash scripts/setup.sh --e2e    also Chromium (scripts/test-all.sh passes it)
#
# Chromium is checked first, so a machine that lacks it and cannot install
# it fails in the first seconds, not after the rest of a long test run.
# CHROMIUM=/path/to/chromium names another build (tests/e2e/ uses it too).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

say() { printf '[setup] %s\n' "$*"; }
die() { printf '[setup] ERROR: %s\n' "$*" >&2; exit 1; }

e2e=0
for arg in "$@"; do
  case $arg in
    --e2e) e2e=1 ;;
    *) die "unknown argument '$arg' (usage: scripts/setup.sh [--e2e])" ;;
  esac
done

# 0. chromium, for the end-to-end tests only ---------------------------------
chromium=${CHROMIUM:-/usr/bin/chromium}
chromium_pkgs=(chromium fonts-liberation fonts-dejavu-core)
install_cmd="sudo apt-get update && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ${chromium_pkgs[*]}"
if [[ $e2e == 1 && -x $chromium ]]; then
  say "chromium: $chromium"
elif [[ $e2e == 1 ]]; then
  # Who may install it: root, or a user with passwordless sudo (never prompt).
  sudo=""
  if [[ $(id -u) -eq 0 ]]; then
    can_install=1
  elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
    can_install=1
    sudo=sudo
  else
    can_install=0
  fi
  if [[ $can_install == 0 ]]; then
    die "$chromium missing: the end-to-end tests (npm test) need Debian's chromium.
Install it, then run this again:
  $install_cmd
(or point CHROMIUM=/path/to/chromium at another build)"
  fi
  command -v apt-get >/dev/null \
    || die "$chromium missing and no apt-get here: install Chromium by hand and set CHROMIUM=/path/to/chromium"
  say "chromium: $chromium missing: installing Debian's ${chromium_pkgs[*]}"
  $sudo apt-get update -q
  $sudo env DEBIAN_FRONTEND=noninteractive \
    apt-get install -y -q --no-install-recommends "${chromium_pkgs[@]}"
  [[ -x $chromium ]] \
    || die "installed chromium, but $chromium is still missing (CHROMIUM=${CHROMIUM:-unset}; Debian's is /usr/bin/chromium)"
  say "chromium: $("$chromium" --version 2>/dev/null || echo "$chromium")"
fi

command -v cargo >/dev/null || die "cargo not found: install Rust with rustup (https://rustup.rs)"
command -v node >/dev/null || die "node not found: install Node.js 20 or newer"
command -v npm >/dev/null || die "npm not found"

# 1. wasm target -------------------------------------------------------------
if rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
  say "rust target wasm32-unknown-unknown: present"
else
  say "rust target wasm32-unknown-unknown: installing"
  rustup target add wasm32-unknown-unknown
fi

for comp in rustfmt clippy; do
  if ! rustup component list --installed 2>/dev/null | grep -q "^$comp"; then
    say "rust component $comp: installing"
    rustup component add "$comp"
  fi
done

# 2. wasm-bindgen-cli, same version as the wasm-bindgen crate ---------------
lock=engine/Cargo.lock
if [[ -f engine/Cargo.toml && ! -f $lock ]]; then
  say "engine/Cargo.lock missing: generating it"
  cargo generate-lockfile --manifest-path engine/Cargo.toml \
    || say "WARNING: cannot resolve engine/ dependencies yet (see above)"
fi
want=""
if [[ -f $lock ]]; then
  # The version line that follows `name = "wasm-bindgen"` in the lock file.
  want=$(awk '/^name = "wasm-bindgen"$/ {hit=1; next}
              hit && /^version = / {gsub(/"/, "", $3); print $3; exit}' "$lock")
fi
if [[ -z $want ]]; then
  say "wasm-bindgen: not (yet) a dependency of engine/, skipping the CLI"
else
  have=$(wasm-bindgen --version 2>/dev/null | awk '{print $2}' || true)
  if [[ $have == "$want" ]]; then
    say "wasm-bindgen-cli $want: present"
  else
    say "wasm-bindgen-cli: have '${have:-none}', need $want: cargo install (takes a few minutes)"
    # No --locked: the CLI's own lock file does not build with this toolchain.
    cargo install wasm-bindgen-cli --version "$want"
  fi
fi

# 3. node_modules -------------------------------------------------------------
marker=node_modules/.package-lock.json   # written by npm on every install
if [[ ! -f package-lock.json ]]; then
  say "no package-lock.json: npm install"
  npm install --loglevel=warn --no-audit --no-fund
elif [[ ! -f $marker ]]; then
  say "node_modules missing: npm ci"
  npm ci --loglevel=warn --no-audit --no-fund
elif [[ package-lock.json -nt $marker ]]; then
  say "package-lock.json changed since the last install: npm ci"
  npm ci --loglevel=warn --no-audit --no-fund
elif [[ package.json -nt $marker ]]; then
  say "package.json changed since the last install: npm install"
  npm install --loglevel=warn --no-audit --no-fund
  touch "$marker"
else
  say "node_modules: up to date"
fi
