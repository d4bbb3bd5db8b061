#!/usr/bin/env bash
# Build the engine crate to WebAssembly and generate its JS bindings:
#
#   engine/ --cargo--> pagelab.wasm --wasm-bindgen--> web/src/wasm-pkg/
#           --wasm-opt -O3--> web/src/wasm-pkg/pagelab_bg.wasm
#
# Skipped when nothing in engine/ (nor this script, nor the tool versions)
# changed since the last successful build; FORCE=1 rebuilds anyway.
# Keep -O3: the size-oriented levels (-Oz/-Os) slow the engine's hot loops.
#
# With no OUT it builds the site's packages (engine/src/wasm/mod.rs):
#   web/src/wasm-pkg/scenario/<scenario>/  one engine a scenario, what the
#                            site loads: a lesson's worker loads its own only
#   web/src/wasm-pkg/        every scenario in one (default features): the
#                            types the app is checked against, the lesson
#                            catalogue read at build time, the WASM tests
#   web/src/wasm-pkg/trace/  the playground's trace tool: the pool's policies
#                            (--no-default-features --features trace)
#   web/src/wasm-pkg/script/ the playground's script compiler (--features
#                            script): the lessons carry neither tool
# FEATURES=bench OUT=dir builds another package (the benchmark kernels in
# WASM, for `npm run bench`); NO_DEFAULT=1 leaves the default features out.
# PER_SCENARIO=dir builds one engine a scenario (below) into dir.
set -euo pipefail
self=$(realpath "$0")
cd "$(dirname "$self")/.."
export PATH="$HOME/.cargo/bin:$PATH"

# PER_SCENARIO=dir: one engine a scenario (`engine` plus that scenario's
# feature: its lessons only), each in dir/<scenario>/. The scenarios are
# the `lessons` feature's list in engine/Cargo.toml (the registry's).
if [[ -n ${PER_SCENARIO:-} ]]; then
  for sc in $(sed -n 's/^lessons = \[\(.*\)\]/\1/p' engine/Cargo.toml | tr -d '",'); do
    [[ $sc == engine ]] && continue
    OUT=$PER_SCENARIO/$sc FEATURES=engine,$sc NO_DEFAULT=1 PER_SCENARIO= bash "$self"
  done
  exit 0
fi

if [[ -z ${OUT:-} ]]; then
  OUT=web/src/wasm-pkg bash "$self"
  OUT=web/src/wasm-pkg/trace FEATURES=trace NO_DEFAULT=1 bash "$self"
  OUT=web/src/wasm-pkg/script FEATURES=script NO_DEFAULT=1 bash "$self"
  rm -rf web/src/wasm-pkg/playground # the one package both tools shared before
  PER_SCENARIO=web/src/wasm-pkg/scenario bash "$self"
  exit 0
fi

say() { printf '[build-wasm] %s\n' "$*"; }
die() { printf '[build-wasm] ERROR: %s\n' "$*" >&2; exit 1; }

[[ -f engine/Cargo.toml ]] || die "engine/Cargo.toml not found"
command -v wasm-bindgen >/dev/null || die "wasm-bindgen not found: run scripts/setup.sh"
wasm_opt=node_modules/.bin/wasm-opt
[[ -x $wasm_opt ]] || die "$wasm_opt not found: run scripts/setup.sh (npm package binaryen)"

out=$OUT
features=${FEATURES:-}
no_default=${NO_DEFAULT:-}
cargo_features=()
[[ -n $no_default ]] && cargo_features+=(--no-default-features)
[[ -n $features ]] && cargo_features+=(--features "$features")
stamp=$out/.build-stamp

# One build at a time per checkout (the dev server, a test run and a person
# may all call this); the output is swapped in file by file with rename(2),
# so a reader never sees a half-written .wasm.
lock=${TMPDIR:-/tmp}/pagelab-build-wasm-$(pwd | sha256sum | cut -c1-12).lock
exec 9>"$lock"
if ! flock -n 9; then
  say "another build is running: waiting for it"
  flock 9
fi

# Fingerprint of everything the output depends on.
fingerprint() {
  {
    git ls-files -co --exclude-standard -- engine 2>/dev/null \
      || find engine -path engine/target -prune -o -type f -print
  } | LC_ALL=C sort | while IFS= read -r f; do
    [[ -f $f ]] && sha256sum "$f"
  done
  sha256sum "$self"
  echo "features=$features no_default=$no_default"
  rustc --version
  wasm-bindgen --version
  node -p "require('./node_modules/binaryen/package.json').version"
}
want=$(fingerprint | sha256sum | cut -d' ' -f1)

if [[ ${FORCE:-} != 1 && -f $stamp && $(cat "$stamp") == "$want" \
      && -f $out/pagelab.js && -f $out/pagelab_bg.wasm ]]; then
  say "engine unchanged since the last build: skipping ($out)"
  exit 0
fi

say "cargo build --release --target wasm32-unknown-unknown --lib ${cargo_features[*]}"
cargo build --release --target wasm32-unknown-unknown --lib --manifest-path engine/Cargo.toml \
  "${cargo_features[@]}"

# The artifact lives in the target dir cargo reports (engine/target unless a
# workspace or CARGO_TARGET_DIR moves it).
target_dir=$(cargo metadata --format-version 1 --no-deps --manifest-path engine/Cargo.toml \
  | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).target_directory))')
wasm=$target_dir/wasm32-unknown-unknown/release/pagelab.wasm
[[ -f $wasm ]] || die "$wasm not found: is the crate's [lib] name 'pagelab' with crate-type cdylib?"

mkdir -p node_modules/.cache
tmp=$(mktemp -d node_modules/.cache/pagelab-wasm-pkg.XXXXXX) # same file system: mv renames
trap 'rm -rf "$tmp"' EXIT
say "wasm-bindgen --target web"
wasm-bindgen --target web --out-dir "$tmp" --out-name pagelab "$wasm"

# Rust's wasm32 target enables these proposals by default; wasm-opt must
# accept them (and may use no others).
say "wasm-opt -O3"
"$wasm_opt" -O3 \
  --enable-bulk-memory --enable-mutable-globals --enable-nontrapping-float-to-int \
  --enable-sign-ext --enable-reference-types --enable-multivalue \
  "$tmp/pagelab_bg.wasm" -o "$tmp/pagelab_bg.wasm"

mkdir -p "$out"
rm -f "$stamp"
for f in pagelab_bg.wasm pagelab_bg.wasm.d.ts pagelab.d.ts pagelab.js; do
  mv -f "$tmp/$f" "$out/$f"
done
echo "$want" >"$stamp"
say "done -> $out: $(du -k "$out/pagelab_bg.wasm" | cut -f1) KiB pagelab_bg.wasm, $(gzip -9c "$out/pagelab_bg.wasm" | wc -c) bytes gzipped"
