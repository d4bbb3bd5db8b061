//! Data-only locking's splits waiting for the housekeeper: pages, each
//! with the insert at which its split will be done. Inserts ask, one after
//! another, whether the page they reach is waiting: a queue in insert order
//! (the housekeeper's lag is the same for every split, so the earliest due
//! is at the front) and a count a page, so that each question costs the
//! same however many splits wait (a list searched at every insert made a
//! run of many splits quadratic: 82,000 inserts of large rows took 4 s).

use std::collections::{HashMap, VecDeque};

#[derive(Debug, Default)]
pub struct Pending {
    queue: VecDeque<(u32, u64)>,
    waiting: HashMap<u32, u32>,
}

impl Pending {
    /// Page `page`'s split is done at insert `until` (never earlier than
    /// the splits queued before it).
    pub fn push(&mut self, page: u32, until: u64) {
        self.queue.push_back((page, until));
        *self.waiting.entry(page).or_insert(0) += 1;
    }

    /// The splits done by insert `i` leave the queue.
    pub fn expire(&mut self, i: u64) {
        while let Some(&(page, until)) = self.queue.front() {
            if until > i {
                break;
            }
            self.queue.pop_front();
            if let Some(n) = self.waiting.get_mut(&page) {
                *n -= 1;
                if *n == 0 {
                    self.waiting.remove(&page);
                }
            }
        }
    }

    /// Whether a split of `page` still waits.
    pub fn contains(&self, page: u32) -> bool {
        self.waiting.contains_key(&page)
    }

    pub fn memory_bytes(&self) -> usize {
        self.queue.capacity() * 16 + self.waiting.capacity() * 16
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_page_waits_until_its_last_split_is_done() {
        let mut p = Pending::default();
        p.push(7, 10);
        p.push(3, 10);
        p.push(7, 12);
        p.expire(9);
        assert!(p.contains(7) && p.contains(3));
        p.expire(10);
        assert!(p.contains(7) && !p.contains(3));
        p.expire(12);
        assert!(!p.contains(7));
    }
}
