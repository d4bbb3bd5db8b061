//! What a storage engine keeps on disk and how it changes it: pages in
//! bytes, a clustered B+tree whose leaves are the data pages, a heap, the
//! split policies, and the transaction log.
//!
//! Nothing here knows about lessons, articles or JavaScript. Everything a
//! structure does is reported through one [`Observer`]: the events of a step
//! (switched off for full-scale runs, at no cost) and every page read or
//! written (never switched off: a buffer pool needs the same reads whether
//! anyone watches or not).
//!
//! ```text
//!   Op (insert, update, delete, get, range)
//!      │
//!      ▼
//!   ClusteredTree / HeapTable ──▶ Observer ──▶ events  (PageEvent<Key>)
//!      │   └─ SplitPolicy (plan)          └─▶ access  (page, read | write)
//!      ▼
//!   PageLayout (bytes of a page)      LogModel (ULC, log writes)
//! ```

pub mod buffer;
pub mod device;
pub mod grouped_index;
pub mod heap;
pub mod key;
pub mod log;
pub mod observe;
pub mod op;
pub mod page;
pub mod split;
pub mod tree;

pub use key::Key;
pub use observe::{Access, Observer, PageEvent};
pub use op::Op;
pub use page::PageLayout;
