//! pagelab's engine: what a storage engine does to pages.
//!
//! Map of the crate (read `docs/architecture.md` for the whole project),
//! each layer using only the ones above it:
//! * `choice`   — closed sets of named values, parsed one way everywhere.
//! * `storage`  — pages in bytes, the clustered B+tree, the heap, split
//!   policies, the log; every page access through one `Observer`.
//! * `workload` — the article's keys and table shape, the day statements,
//!   mixed operation streams, the seeded generator.
//! * `des`      — a discrete-event core: virtual clock, seeded event queue,
//!   CPU cores with run queues, latches with FIFO waiters.
//! * `scenario` — the `Scenario` contract, the shared parameter reader, and
//!   one module per simulation (`insert_load`).
//! * `catalog`  — the lessons (scenario, defaults, presets) and the
//!   articles' measured cases; the fidelity runner.
//! * `script`   — experiments as scripts: a lesson's setup changed and run,
//!   once or to compare (`pagelab script`).
//! * `bench`    — benchmark kernels (natively; in WebAssembly only with the
//!   `bench` feature, so the site does not ship them).
//! * `wasm`     — the only module that knows about JavaScript (two packages:
//!   the lessons' and the playground's).

pub mod catalog;
pub mod choice;
pub mod des;
pub mod scenario;
pub mod script;
pub mod storage;
pub mod workload;

#[cfg(any(not(target_arch = "wasm32"), feature = "bench"))]
pub mod bench;

#[cfg(target_arch = "wasm32")]
pub mod wasm;
