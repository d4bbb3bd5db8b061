//! pagelab's engine: what a storage engine does to pages.
//!
//! Map of the crate (read `docs/architecture.md` for the whole project):
//! * `layout`   — bytes of a page: header, slots, rows, free space.
//! * `keys`     — the article's clustered key and the table's shape.
//! * `workload` — the rows a test inserts, in the source's sort order.
//! * `split`    — split policies (plan, then apply).
//! * `tree`     — the clustered B+tree whose leaves are the data pages.
//! * `heap`     — the no-index baseline.
//! * `log`      — user log cache and log writes.
//! * `cost`     — prices that turn counters into estimated time.
//! * `sim`      — one simulation: step with events, or advance silently.
//! * `params`, `lessons` — what a user may set, validated.
//! * `wasm`     — the only module that knows about JavaScript.

pub mod article;
pub mod bench;
pub mod cost;
pub mod events;
pub mod figures;
pub mod heap;
pub mod keys;
pub mod layout;
pub mod lessons;
pub mod log;
pub mod params;
pub mod rng;
pub mod sim;
pub mod sink;
pub mod split;
pub mod tree;
pub mod workload;

#[cfg(target_arch = "wasm32")]
pub mod wasm;
