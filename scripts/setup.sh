#!/usr/bin/env bash
# Make this machine ready to build pagelab. Idempotent; does nothing slow
# when everything is already in place.
#
#   1. the Rust target wasm32-unknown-unknown
#   2. wasm-bindgen-cli at exactly the version engine/Cargo.lock pins
#   3. node_modules, from package-lock.json
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

say() { printf '[setup] %s\n' "$*"; }
die() { printf '[setup] ERROR: %s\n' "$*" >&2; exit 1; }

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
  npm install --no-audit --no-fund
elif [[ ! -f $marker ]]; then
  say "node_modules missing: npm ci"
  npm ci --no-audit --no-fund
elif [[ package-lock.json -nt $marker ]]; then
  say "package-lock.json changed since the last install: npm ci"
  npm ci --no-audit --no-fund
elif [[ package.json -nt $marker ]]; then
  say "package.json changed since the last install: npm install"
  npm install --no-audit --no-fund
  touch "$marker"
else
  say "node_modules: up to date"
fi
