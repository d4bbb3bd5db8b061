//! The crate's layers, checked: each top-level module uses only the layers
//! above it (`choice` < `storage` < `workload` < `des` < `scenario` < `catalog` <
//! `script` < `bench`, `wasm` < the CLI), and no two modules of one layer use
//! each other. `docs/architecture.md` draws the same map.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

const LAYERS: [&str; 9] = [
    "choice", "storage", "workload", "des", "scenario", "catalog", "script", "bench", "wasm",
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

/// The scenario layer's shared modules: the contract's parts every
/// scenario may use. Every other module of `scenario` is one scenario's
/// folder, registered in `scenarios!`.
const SHARED: [&str; 7] = [
    "any", "article", "budget", "lesson", "params", "registry", "view",
];

/// A scenario is one place: its folder uses the shared modules and the
/// layers above, never another scenario's folder; and no module outside
/// the scenario layer names a scenario's folder except through the
/// registry (the crate's bench module may borrow the insert load's keys
/// for its baseline; tests may reach any scenario).
#[test]
fn scenario_folders_stand_alone() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src.join("scenario"), &mut files);
    let folders: BTreeSet<String> = files
        .iter()
        .map(|f| module_of(&src, f))
        .filter(|m| m.len() >= 2 && !SHARED.contains(&m[1].as_str()))
        .map(|m| m[1].clone())
        .collect();
    assert!(folders.len() >= 6, "{folders:?}");
    for file in &files {
        let module = module_of(&src, file);
        let Some(own) = module.get(1) else { continue };
        let text = fs::read_to_string(file).expect("readable");
        for used in uses(&text) {
            if used[0] != "scenario" || used.len() < 2 {
                continue;
            }
            let other = &used[1];
            assert!(
                !folders.contains(other) || other == own || !folders.contains(own),
                "{} uses scenario::{other}: a scenario's folder uses no other scenario",
                file.display()
            );
            assert!(
                !SHARED.contains(&own.as_str()) || !folders.contains(other),
                "{} (shared) uses scenario::{other}: the shared modules name no scenario",
                file.display()
            );
        }
    }
    // Outside the scenario layer, only the registry's output is named.
    let mut others = Vec::new();
    rust_files(&src, &mut others);
    for file in others
        .iter()
        .filter(|f| !f.starts_with(src.join("scenario")))
    {
        let text = fs::read_to_string(file).expect("readable");
        for used in uses(&text) {
            let allowed =
                file.ends_with("bench.rs") && used.get(1).is_some_and(|m| m == "insert_load");
            assert!(
                used[0] != "scenario"
                    || !used.get(1).is_some_and(|m| folders.contains(m))
                    || allowed,
                "{} names scenario::{}: go through the registry (AnyScenario, catalog)",
                file.display(),
                used[1]
            );
        }
    }
}
