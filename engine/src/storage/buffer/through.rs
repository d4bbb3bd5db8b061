//! Tables through the pool: an [`Observer`] that hands every page a table
//! reads or writes to a [`BufferPool`], and its events to the observer
//! behind it. A table never knows: the heap and the B+tree report page
//! accesses on the channel they always have (`storage::observe`), watched
//! or not, so the step view and a full run put the same references to the
//! pool.
//!
//! The pool numbers pages densely across every relation it caches: each
//! relation has a `base`, and its page p is the pool's page `base + p`.

use crate::storage::buffer::{BufferPool, Fetched};
use crate::storage::{Access, Key, Observer, PageEvent};

pub struct Through<'a, O: Observer> {
    pub inner: &'a mut O,
    pub pool: &'a mut BufferPool,
    /// The relation's first page number in the pool.
    pub base: u32,
    /// What each reference did, in order, when someone keeps it (the step
    /// view; `None` in a full run).
    pub log: Option<&'a mut Vec<(u32, Fetched)>>,
}

impl<'a, O: Observer> Through<'a, O> {
    pub fn new(inner: &'a mut O, pool: &'a mut BufferPool, base: u32) -> Self {
        Through {
            inner,
            pool,
            base,
            log: None,
        }
    }
}

impl<O: Observer> Observer for Through<'_, O> {
    const EVENTS: bool = O::EVENTS;

    fn event(&mut self, event: PageEvent<Key>) {
        self.inner.event(event);
    }

    fn access(&mut self, page: u32, access: Access) {
        self.inner.access(page, access);
        let id = self.base.saturating_add(page);
        // A reference holds no pin across calls: the pool always has a
        // frame to give, and `reference` cannot fail here.
        if let Ok(f) = self.pool.reference(id, access == Access::Write, None) {
            if let Some(log) = self.log.as_deref_mut() {
                log.push((id, f));
            }
        }
    }
}
