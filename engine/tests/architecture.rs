//! The crate's layers, checked: each top-level module uses only the layers
//! above it (`choice` < `storage` < `workload` < `des` < `scenario` < `catalog` <
//! `bench`, `wasm` < the CLI), and no two modules of one layer use each
//! other. `docs/architecture.md` draws the same map.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

const LAYERS: [&str; 8] = [
    "choice", "storage", "workload", "des", "scenario", "catalog", "bench", "wasm",
];

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).expect("readable src") {
        let path = entry.expect("entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The module path of a file under src: `storage/tree/insert.rs` is
/// `["storage", "tree", "insert"]`; `mod.rs` names its directory.
fn module_of(src: &Path, file: &Path) -> Vec<String> {
    let rel = file.strip_prefix(src).expect("under src");
    let mut parts: Vec<String> = rel
        .iter()
        .map(|p| p.to_string_lossy().trim_end_matches(".rs").to_string())
        .collect();
    if parts.last().is_some_and(|p| p == "mod") {
        parts.pop();
    }
    parts
}

/// The crate paths a file names: `crate::a::b` (or `pagelab::a::b` in the
/// CLI), as their first two segments.
fn uses(text: &str) -> BTreeSet<Vec<String>> {
    let mut out = BTreeSet::new();
    for prefix in ["crate::", "pagelab::"] {
        for (at, _) in text.match_indices(prefix) {
            let rest = &text[at + prefix.len()..];
            let path: Vec<String> = rest
                .split(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':'))
                .next()
                .unwrap_or("")
                .split("::")
                .filter(|s| !s.is_empty())
                .take(2)
                .map(str::to_string)
                .collect();
            if !path.is_empty() {
                out.insert(path);
            }
        }
    }
    out
}

#[test]
fn layers_only_use_the_layers_above() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let rank = |m: &str| LAYERS.iter().position(|l| *l == m);
    let mut checked = 0;
    // (layer, sub-module) -> the sub-modules of the same layer it uses.
    let mut within: BTreeMap<(String, String), BTreeSet<String>> = BTreeMap::new();
    for file in &files {
        let module = module_of(&src, file);
        let Some(top) = module.first() else { continue };
        // The CLI sits below every layer.
        let own = if top == "bin" {
            Some(LAYERS.len())
        } else {
            rank(top)
        };
        let text = fs::read_to_string(file).expect("readable");
        for used in uses(&text) {
            let Some(r) = rank(&used[0]) else { continue };
            let Some(own) = own else { continue };
            checked += 1;
            assert!(
                r <= own,
                "{} uses {}: {} sits above {}",
                file.display(),
                used.join("::"),
                top,
                used[0]
            );
            if r == own && module.len() > 1 && used.len() > 1 && used[1] != module[1] {
                within
                    .entry((top.clone(), module[1].clone()))
                    .or_default()
                    .insert(used[1].clone());
            }
        }
    }
    assert!(checked > 50, "{checked} uses checked");
    // No loop between two modules of one layer (params <-> sim, article <->
    // lessons were two).
    for ((layer, a), used) in &within {
        for b in used {
            let back = within
                .get(&(layer.clone(), b.clone()))
                .is_some_and(|u| u.contains(a));
            assert!(!back, "{layer}::{a} and {layer}::{b} use each other");
        }
    }
}
