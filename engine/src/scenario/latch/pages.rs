//! What the simulation keeps per page, in one 16-byte record a page: its
//! latch's holder, its waiters' queue (if any) and the insert that last
//! wrote it. Random keys reach any of tens of thousands of leaves, so each
//! look at a page is a cache miss: one record, one miss, for the latch
//! request and the cold-leaf check together. The latches are exclusive
//! only (an insert's PAGELATCH_EX), FIFO, as `des::Latch` with exclusive
//! requests; the few queues in use at once (a waiter waits for one page)
//! live in a pool, not in every page's record.

use std::collections::VecDeque;

use crate::des::TaskId;

/// No holder, no queue.
const NONE: u32 = u32::MAX;

#[derive(Debug, Clone, Copy)]
struct Page {
    holder: TaskId,
    /// Its waiters' queue in `Pages::queues` (`NONE`: nobody waits).
    queue: u32,
    /// The inserts started when it was last written (0: never).
    touched: u64,
}

const FRESH: Page = Page {
    holder: NONE,
    queue: NONE,
    touched: 0,
};

#[derive(Debug, Default)]
pub(super) struct Pages {
    pages: Vec<Page>,
    queues: Vec<VecDeque<TaskId>>,
    /// Queues not in use (emptied), for the next page waited on.
    free: Vec<u32>,
}

impl Pages {
    fn page_mut(&mut self, page: u32) -> &mut Page {
        let at = page as usize;
        if at >= self.pages.len() {
            self.pages.resize(at + 1, FRESH);
        }
        &mut self.pages[at]
    }

    fn queue(&self, page: u32) -> Option<&VecDeque<TaskId>> {
        let q = self.pages.get(page as usize)?.queue;
        self.queues.get(q as usize)
    }

    /// `task` asks for `page`'s latch: true if granted now (free, nobody
    /// waiting), else it waits at the back of the queue.
    pub fn request(&mut self, page: u32, task: TaskId) -> bool {
        let p = *self.page_mut(page);
        if p.holder == NONE && p.queue == NONE {
            self.page_mut(page).holder = task;
            return true;
        }
        let q = match p.queue {
            NONE => {
                let q = self.free.pop().unwrap_or_else(|| {
                    self.queues.push(VecDeque::new());
                    self.queues.len() as u32 - 1
                });
                self.page_mut(page).queue = q;
                q
            }
            q => q,
        };
        if let Some(q) = self.queues.get_mut(q as usize) {
            q.push_back(task);
        }
        false
    }

    /// `task` lets go of `page`'s latch (nothing if it does not hold it);
    /// returns the waiter granted now, if any: the head, or with `prefer`
    /// the first waiter it picks (the head if none).
    pub fn release(
        &mut self,
        page: u32,
        task: TaskId,
        prefer: Option<impl Fn(TaskId) -> bool>,
    ) -> Option<TaskId> {
        let p = self.pages.get_mut(page as usize)?;
        if p.holder != task || task == NONE {
            return None;
        }
        p.holder = NONE;
        let q = self.queues.get_mut(p.queue as usize)?;
        let at = prefer.map_or(0, |prefer| q.iter().position(|&t| prefer(t)).unwrap_or(0));
        let next = if at == 0 { q.pop_front() } else { q.remove(at) };
        if let Some(t) = next {
            p.holder = t;
        }
        if q.is_empty() {
            self.free.push(p.queue);
            p.queue = NONE;
        }
        next
    }

    pub fn holder(&self, page: u32) -> Option<TaskId> {
        self.pages
            .get(page as usize)
            .map(|p| p.holder)
            .filter(|&h| h != NONE)
    }
    pub fn queue_len(&self, page: u32) -> usize {
        self.queue(page).map_or(0, |q| q.len())
    }
    /// The waiters, head first.
    pub fn waiters(&self, page: u32) -> impl Iterator<Item = TaskId> + '_ {
        self.queue(page).into_iter().flatten().copied()
    }
    /// Every page whose latch is held or waited for, in page order.
    pub fn busy(&self) -> impl Iterator<Item = u32> + '_ {
        self.pages
            .iter()
            .enumerate()
            .filter(|(_, p)| p.holder != NONE || p.queue != NONE)
            .map(|(i, _)| i as u32)
    }

    /// When `page` was last written (in inserts started; 0: never).
    pub fn touched(&self, page: u32) -> u64 {
        self.pages.get(page as usize).map_or(0, |p| p.touched)
    }
    pub fn touch(&mut self, page: u32, at: u64) {
        self.page_mut(page).touched = at;
    }

    pub fn memory_bytes(&self) -> usize {
        self.pages.capacity() * std::mem::size_of::<Page>()
            + self.queues.capacity() * std::mem::size_of::<VecDeque<TaskId>>()
            + self.queues.iter().map(|q| q.capacity() * 4).sum::<usize>()
            + self.free.capacity() * 4
    }
}
