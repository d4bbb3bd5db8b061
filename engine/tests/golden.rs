//! Golden scripts: small split sequences, buffer-pool textbook cases and
//! fragmentation requests as readable text.
//!
//! Each file in `tests/golden/` (split sequences, lesson `page_splits`),
//! `tests/golden/buffer/` (lesson `buffer_pool`) and
//! `tests/golden/fragmentation/` (the first requests of both layouts, each
//! a line: who asked what, the pages touched as `rel:page` with where each
//! was found, what left the pool) and `tests/golden/bpe/` (every event of
//! a small buffer pool extension run), `tests/golden/latch/` (every
//! event of a small latch run, then its figures) and `tests/golden/idxbuild/`
//! (every milestone of a small index rebuild, then its phases) holds `#` narration, one
//! line of parameters (`name=value ...`, plus `steps=N` for splits), a
//! `---` line, and the expected trace: one line per event, then the leaf
//! chain as `physical:rows` in logical order, or each pool's frames and
//! misses. Run with `UPDATE_GOLDEN=1` to rewrite the expected part after an
//! intended change, and read the diff.

use std::fmt::Write as _;

use pagelab::catalog;
use pagelab::choice::Choice;
use pagelab::scenario::buffer_pool::BufferPoolSim;
use pagelab::scenario::fragmentation::events::FragEvent;
use pagelab::scenario::insert_load::events::{InsertLoadEvent, LoadEvent};
use pagelab::scenario::insert_load::InsertLoad;
use pagelab::scenario::AnyEvents;
use pagelab::scenario::Scenario;
use pagelab::storage::PageEvent;

/// One event as a line; `None` for the log records and index entries of
/// every insert, which would drown the splits.
fn line(e: InsertLoadEvent) -> Option<String> {
    Some(match e {
        InsertLoadEvent::Load(LoadEvent::Log { .. } | LoadEvent::NcInsert { .. }) => return None,
        InsertLoadEvent::Page(PageEvent::InsertRow { page, slot, key }) => format!(
            "insert ({},{},{}) -> page {page} slot {slot}",
            key.instrument, key.date, key.source
        ),
        InsertLoadEvent::Page(PageEvent::LeafSplit {
            page,
            policy,
            extends_group,
        }) => format!(
            "LeafSplit {{ page: {page}, policy: {:?}, extends_group: {extends_group} }}",
            policy.name()
        ),
        InsertLoadEvent::Page(other) => format!("{other:?}"),
        InsertLoadEvent::Load(other) => format!("{other:?}"),
    })
}

fn render(params_line: &str) -> String {
    let mut steps = 0;
    let mut values = Vec::new();
    for pair in params_line.split_whitespace() {
        let (k, v) = pair.split_once('=').expect("name=value");
        if k == "steps" {
            steps = v.parse().expect("steps is a number");
        } else {
            values.push((k.to_string(), v.to_string()));
        }
    }
    let mut any = catalog::open("page_splits", &values).expect("valid golden parameters");
    let sim = any.get_mut::<InsertLoad>().expect("an insert load");
    let mut out = String::new();
    for _ in 0..steps {
        let step = sim.step();
        for e in step.events {
            if let Some(l) = line(e) {
                let _ = writeln!(out, "{}: {l}", step.index);
            }
        }
    }
    let chain: Vec<String> = sim
        .leaves()
        .iter()
        .map(|(p, r, _)| format!("{p}:{r}"))
        .collect();
    let _ = writeln!(out, "leaves {}", chain.join(" "));
    out
}

/// A `name=value ...` line as pairs.
fn pairs(line: &str) -> Vec<(String, String)> {
    line.split_whitespace()
        .map(|pair| {
            let (k, v) = pair.split_once('=').expect("name=value");
            (k.to_string(), v.to_string())
        })
        .collect()
}

/// A buffer-pool run, every reference: one line per event, then each
/// pool's frames (`-` empty, `*` dirty) and misses.
fn render_buffer(params_line: &str) -> String {
    let mut any =
        catalog::open("buffer_pool", &pairs(params_line)).expect("valid golden parameters");
    let mut out = String::new();
    loop {
        let step = any.step();
        if let AnyEvents::BufferPool(events) = step.events {
            for e in events {
                let _ = writeln!(out, "{}: {e:?}", step.index);
            }
        }
        if step.done {
            break;
        }
    }
    let sim = any.get::<BufferPoolSim>().expect("a buffer pool");
    for pool in sim.pools() {
        let frames: Vec<String> = (0..pool.frames())
            .map(|f| match pool.page_in(f) {
                Some(p) if pool.is_dirty(f) => format!("{p}*"),
                Some(p) => p.to_string(),
                None => "-".to_string(),
            })
            .collect();
        let _ = writeln!(
            out,
            "{} frames [{}] misses {}",
            pool.policy().kind().name(),
            frames.join(" "),
            pool.counts().misses
        );
    }
    out
}

/// A fragmentation run's first `steps=N` requests, one line each: the
/// request, its pages (`rel:page` then `p` pool, `c` file cache, `d` disk,
/// `w` a write, `-rel:page` a page that left for it, `*` dirty: written
/// first), an archive move or background writes, its time.
fn render_fragmentation(params_line: &str) -> String {
    let mut params = pairs(params_line);
    let steps: u64 = params
        .iter()
        .position(|(k, _)| k == "steps")
        .map(|i| params.remove(i).1.parse().expect("steps=N"))
        .expect("a steps=N parameter");
    let mut any = catalog::open("fragmentation", &params).expect("valid golden parameters");
    let mut out = String::new();
    for _ in 0..steps {
        let step = any.step();
        let AnyEvents::Fragmentation(events) = step.events else {
            panic!("not a fragmentation step");
        };
        let mut line = format!("{}:", step.index);
        for e in events {
            match e {
                FragEvent::Request {
                    session,
                    request,
                    customer,
                    row,
                    ..
                } => {
                    let who = match (customer, row) {
                        (Some(c), _) => format!(" customer={c}"),
                        (None, Some(r)) => format!(" row={r}"),
                        _ => String::new(),
                    };
                    let _ = write!(line, " s{session} {}{who} |", request.name());
                }
                FragEvent::Page {
                    rel,
                    page,
                    write,
                    found,
                    left,
                    ..
                } => {
                    let at = &found.name()[..1];
                    let w = if write { "w" } else { "" };
                    let _ = write!(line, " {}:{page}{at}{w}", rel.name());
                    if let Some(l) = left {
                        let star = if l.written { "*" } else { "" };
                        let _ = write!(line, "(-{}:{}{star})", l.rel.name(), l.page);
                    }
                }
                FragEvent::Archive { rows } => {
                    let _ = write!(line, " | archive {rows}");
                }
                FragEvent::Background {
                    bgwriter,
                    checkpoint,
                } => {
                    let _ = write!(line, " | bgwriter {bgwriter} checkpoint {checkpoint}");
                }
                FragEvent::Done {
                    ms,
                    pages,
                    disk_reads,
                    rows,
                    commit_ms,
                    ..
                } => {
                    let _ = write!(
                        line,
                        " | {pages} pages {disk_reads} from disk {rows} rows {ms:.3} ms"
                    );
                    if commit_ms > 0.0 {
                        let _ = write!(line, " (commit {commit_ms:.3})");
                    }
                }
            }
        }
        let _ = writeln!(out, "{line}");
        if step.done {
            break;
        }
    }
    out
}

/// A bpe run, every event of every step, then where the table's pages are.
fn render_bpe(params_line: &str) -> String {
    let mut any = catalog::open("bpe", &pairs(params_line)).expect("valid golden parameters");
    let mut out = String::new();
    loop {
        let step = any.step();
        if let AnyEvents::Bpe(events) = step.events {
            for e in events {
                let _ = writeln!(out, "{}: {e:?}", step.index);
            }
        }
        if step.done {
            break;
        }
    }
    let views = any.views();
    for v in views {
        if let pagelab::scenario::View::BpeTiers { place, .. } = v {
            let places: String = place
                .iter()
                .map(|p| ['.', 'e', 'p', 'D'][usize::from(*p).min(3)])
                .collect();
            let _ = writeln!(
                out,
                "pages (. disk, e extension, p pool, D dirty): {places}"
            );
        }
    }
    out
}

/// A latch run: every event of every step, then the run's figures.
fn render_latch(params_line: &str) -> String {
    let mut any = catalog::open("latch", &pairs(params_line)).expect("valid golden parameters");
    let mut out = String::new();
    loop {
        let step = any.step();
        if let AnyEvents::Latch(events) = step.events {
            for e in events {
                let _ = writeln!(out, "{}: {e:?}", step.index);
            }
        }
        if step.done {
            break;
        }
    }
    let figures = any.figures();
    for name in [
        "rows_done",
        "elapsed_s",
        "rows_per_sec",
        "latch_waits",
        "latch_wait_mean_us",
        "page_splits",
        "leaf_pages",
        "context_switches",
        "cpu_busy",
        "flow_control_waits",
        "insert_latency_mean_us",
    ] {
        let v = figures.number(name).unwrap_or(f64::NAN);
        let _ = writeln!(out, "{name} = {v:.3}");
    }
    out
}

/// Checks (or, with `UPDATE_GOLDEN`, rewrites) every script in `dir`.
fn check_dir(dir: &str, render: fn(&str) -> String) -> usize {
    let mut checked = 0;
    for entry in std::fs::read_dir(dir).expect("golden dir") {
        let path = entry.expect("entry").path();
        if path.extension().and_then(|e| e.to_str()) != Some("txt") {
            continue;
        }
        let text = std::fs::read_to_string(&path).expect("readable");
        let (head, expected) = text.split_once("---\n").expect("a --- line");
        let params_line = head
            .lines()
            .find(|l| !l.starts_with('#') && !l.trim().is_empty())
            .expect("params line");
        let actual = render(params_line);
        if std::env::var_os("UPDATE_GOLDEN").is_some() {
            std::fs::write(&path, format!("{head}---\n{actual}")).expect("writable");
        } else {
            assert_eq!(actual, expected, "golden script {} differs", path.display());
        }
        checked += 1;
    }
    checked
}

#[test]
fn golden_scripts() {
    let splits = check_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden"), render);
    assert!(splits >= 2, "split scripts found: {splits}");
    let buffer = check_dir(
        concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden/buffer"),
        render_buffer,
    );
    assert!(buffer >= 2, "buffer scripts found: {buffer}");
    let fragmentation = check_dir(
        concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden/fragmentation"),
        render_fragmentation,
    );
    assert!(
        fragmentation >= 2,
        "fragmentation scripts found: {fragmentation}"
    );
    let bpe = check_dir(
        concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden/bpe"),
        render_bpe,
    );
    assert!(bpe >= 1, "bpe scripts found: {bpe}");
    let latch = check_dir(
        concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden/latch"),
        render_latch,
    );
    assert!(latch >= 2, "latch scripts found: {latch}");
    let idxbuild = check_dir(
        concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden/idxbuild"),
        render_idxbuild,
    );
    assert!(idxbuild >= 1, "idxbuild scripts found: {idxbuild}");
}

/// An index rebuild: every milestone (a step each), then its phases.
fn render_idxbuild(params_line: &str) -> String {
    let mut any = catalog::open("idxbuild", &pairs(params_line)).expect("valid golden parameters");
    let mut out = String::new();
    while !any.done() {
        if let AnyEvents::IdxBuild(events) = any.step().events {
            for e in events {
                let _ = writeln!(out, "{e:?}");
            }
        }
    }
    let f = any.figures();
    for k in [
        "elapsed_s",
        "phase1_s",
        "phase2_s",
        "phase3_s",
        "overlap_s",
        "single_thread_s",
        "device_wait_s",
    ] {
        let _ = writeln!(out, "{k} = {:.3}", f.number(k).expect("a figure"));
    }
    out
}
