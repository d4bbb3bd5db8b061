//! ARC, the adaptive replacement cache (Megiddo and Modha, "ARC: a
//! self-tuning, low overhead replacement cache", FAST 2003), as in the
//! paper's Figure 4 with c = the frames. PostgreSQL 8.0 shipped it; 8.0.2
//! replaced it with 2Q over IBM's patent on it.
//!
//! ```text
//!        recency (pages seen once lately)   frequency (seen twice or more)
//!   B1 (ghosts) ◀── T1 (resident) ‖ T2 (resident) ──▶ B2 (ghosts)
//!                    ◀──── p ────▶ ◀──── c − p ────▶
//! ```
//!
//! A new page enters T1; a hit moves a page to the back of T2. A page that
//! leaves T1 is remembered in B1, one that leaves T2 in B2 (numbers only).
//! The target p is T1's share of the c frames, and it learns: a miss on a
//! page B1 remembers says T1 was too small (p grows by max(1, |B2|/|B1|));
//! one B2 remembers says T2 was (p shrinks by max(1, |B1|/|B2|)). Such a
//! page comes back into T2. To make room (REPLACE): T1's least recent page
//! if T1 holds more than p pages (or exactly p and the page asked for was
//! in B2), else T2's. The lists stay bounded: |T1| + |B1| ≤ c and all four
//! together ≤ 2c, so each ghost list holds at most c pages.
//!
//! Pinned frames are passed over; when a whole list is pinned the other
//! gives the victim. The divisions are whole numbers (p counts frames).

use crate::storage::buffer::policy::{Ghosts, OrderList, Why};

/// The ghost list that remembered the page asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify))]
#[serde(rename_all = "lowercase")]
pub enum Ghost {
    B1,
    B2,
}

#[derive(Debug, Clone)]
pub struct Arc {
    t1: OrderList,
    t2: OrderList,
    b1: Ghosts,
    b2: Ghosts,
    page: Vec<u32>,
    c: u32,
    /// The target size of T1.
    p: u32,
    /// The miss being served: the ghost list that remembered its page,
    /// and whether T1's least recent page must go unremembered (T1 fills
    /// the cache and B1 is empty: the paper's case IV.A).
    found_in: Option<Ghost>,
    discard: bool,
}

impl Arc {
    pub fn new(frames: u32) -> Self {
        Arc {
            t1: OrderList::new(frames),
            t2: OrderList::new(frames),
            b1: Ghosts::new(frames),
            b2: Ghosts::new(frames),
            page: vec![u32::MAX; frames as usize],
            c: frames,
            p: 0,
            found_in: None,
            discard: false,
        }
    }

    pub fn target(&self) -> u32 {
        self.p
    }

    /// A hit: to the back of T2.
    pub fn touch(&mut self, frame: u32, now: u64) {
        self.t1.remove(frame);
        self.t2.remove(frame);
        self.t2.push_back(frame, now);
    }

    /// A miss on `page`, before room is made: learn from the ghosts, and
    /// trim them so the lists stay within c and 2c.
    pub fn missing(&mut self, page: u32) {
        self.discard = false;
        let (t1, t2, b1, b2) = (self.t1.len(), self.t2.len(), self.b1.len(), self.b2.len());
        // The page leaves its ghost list now (the paper moves it to T2),
        // so that making room cannot forget it first.
        self.found_in = if self.b1.remove(page) {
            self.p = (self.p + (b2 / b1).max(1)).min(self.c);
            Some(Ghost::B1)
        } else if self.b2.remove(page) {
            self.p = self.p.saturating_sub((b1 / b2).max(1));
            Some(Ghost::B2)
        } else {
            if t1 + b1 >= self.c {
                if t1 < self.c {
                    self.b1.pop_oldest();
                } else {
                    self.discard = true;
                }
            } else if t1 + t2 + b1 + b2 >= 2 * self.c {
                self.b2.pop_oldest();
            }
            None
        };
    }

    /// A page comes in: to T2 if a ghost list remembered it, else to T1.
    pub fn load(&mut self, frame: u32, page: u32, now: u64) {
        self.page[frame as usize] = page;
        if self.found_in.is_some() {
            self.t2.push_back(frame, now);
        } else {
            self.t1.push_back(frame, now);
        }
        self.found_in = None;
        self.discard = false;
    }

    pub fn take_victim(&mut self, pins: &[u32], now: u64) -> Option<(u32, Why)> {
        let (t1, target, found_in) = (self.t1.len(), self.p, self.found_in);
        let prefer_t1 = self.discard
            || (t1 >= 1 && (t1 > target || (found_in == Some(Ghost::B2) && t1 == target)));
        let first = if prefer_t1 {
            self.t1.take_front(pins).map(|v| (v, true))
        } else {
            self.t2.take_front(pins).map(|v| (v, false))
        };
        let ((frame, at), from_t1) = match first {
            Some(v) => v,
            None if prefer_t1 => (self.t2.take_front(pins)?, false),
            None => (self.t1.take_front(pins)?, true),
        };
        let page = std::mem::replace(&mut self.page[frame as usize], u32::MAX);
        if from_t1 {
            let remembered = !self.discard;
            if remembered {
                self.b1.push(page, now);
            }
            Some((
                frame,
                Why::T1LeastRecent {
                    last_used: at,
                    t1,
                    target,
                    found_in,
                    remembered,
                },
            ))
        } else {
            self.b2.push(page, now);
            Some((
                frame,
                Why::T2LeastRecent {
                    last_used: at,
                    t1,
                    target,
                    found_in,
                },
            ))
        }
    }

    /// Each occupied frame's list: 1 T1, 2 T2 (0 empty).
    pub fn lists(&self) -> Vec<u32> {
        let mut out = vec![0; self.page.len()];
        for f in self.t1.iter() {
            out[f as usize] = 1;
        }
        for f in self.t2.iter() {
            out[f as usize] = 2;
        }
        out
    }

    pub fn check(&self, occupied: &[bool]) -> Result<(), String> {
        let n = occupied.len() as u32;
        let ones: Vec<bool> = (0..n).map(|f| self.t1.contains(f)).collect();
        let twos: Vec<bool> = (0..n).map(|f| self.t2.contains(f)).collect();
        for f in 0..n as usize {
            if (ones[f] || twos[f]) != occupied[f] || (ones[f] && twos[f]) {
                return Err(format!(
                    "ARC: frame {f} is in T1 {}, T2 {}, occupied {}",
                    ones[f], twos[f], occupied[f]
                ));
            }
        }
        self.t1.check(&ones).map_err(|e| format!("ARC T1: {e}"))?;
        self.t2.check(&twos).map_err(|e| format!("ARC T2: {e}"))?;
        self.b1.check("ARC B1")?;
        self.b2.check("ARC B2")?;
        let (t1, t2, b1, b2) = (self.t1.len(), self.t2.len(), self.b1.len(), self.b2.len());
        if t1 + b1 > self.c || t1 + t2 + b1 + b2 > 2 * self.c || self.p > self.c {
            return Err(format!(
                "ARC's lists out of bounds: T1 {t1}, T2 {t2}, B1 {b1}, B2 {b2}, p {} with c {}",
                self.p, self.c
            ));
        }
        Ok(())
    }

    pub fn memory_bytes(&self) -> usize {
        self.t1.memory_bytes()
            + self.t2.memory_bytes()
            + self.b1.memory_bytes()
            + self.b2.memory_bytes()
            + self.page.capacity() * 4
    }
}
