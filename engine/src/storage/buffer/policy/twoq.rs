//! 2Q (Johnson and Shasha, "2Q: a low overhead high performance buffer
//! management replacement algorithm", VLDB 1994), the "full version" with
//! the paper's recommended sizes. PostgreSQL 8.0.2 replaced ARC with it
//! (a patent on ARC), until 8.1 brought clock-sweep.
//!
//! ```text
//!   new page ──▶ A1in (FIFO, resident, Kin = 25% of the frames)
//!                  │ its oldest leaves when A1in holds more than Kin
//!                  ▼
//!                A1out (ghosts: page numbers only, Kout = 50% of the frames)
//!                  │ a page found here comes back ...
//!                  ▼
//!                Am (LRU, resident) ──▶ its least recent leaves, forgotten
//! ```
//!
//! A page used once (a scan's) passes through A1in and is gone; only a
//! page asked for again after it left A1in, while A1out still remembers
//! it, reaches Am. A hit in A1in does nothing (the paper: a second use
//! soon after the first is correlated, not a sign of heat).
//!
//! The victim: A1in's oldest if A1in holds more than Kin pages (its
//! number goes to A1out, whose oldest is forgotten when it is full), else
//! Am's least recent (forgotten). Pinned frames are passed over; when a
//! whole queue is pinned, the other gives the victim.

use crate::storage::buffer::policy::{Ghosts, OrderList, Why};

#[derive(Debug, Clone)]
pub struct TwoQ {
    a1in: OrderList,
    am: OrderList,
    a1out: Ghosts,
    /// The page in each frame (`u32::MAX`: empty).
    page: Vec<u32>,
    kin: u32,
    /// The miss being served was on a page A1out remembered (taken out of
    /// A1out before room is made, as the paper asks "is X in A1out?"
    /// before `reclaimfor`).
    promote: bool,
}

impl TwoQ {
    pub fn new(frames: u32) -> Self {
        TwoQ {
            a1in: OrderList::new(frames),
            am: OrderList::new(frames),
            a1out: Ghosts::new((frames / 2).max(1)),
            page: vec![u32::MAX; frames as usize],
            kin: (frames / 4).max(1),
            promote: false,
        }
    }

    /// A miss on `page`, before room is made: does A1out remember it?
    pub fn missing(&mut self, page: u32) {
        self.promote = self.a1out.remove(page);
    }

    /// A hit: to the back of Am if it is there; in A1in, nothing.
    pub fn touch(&mut self, frame: u32, now: u64) {
        if self.am.contains(frame) {
            self.am.to_back(frame, now);
        }
    }

    /// A page comes in: to Am if A1out remembers it, else to A1in.
    pub fn load(&mut self, frame: u32, page: u32, now: u64) {
        self.page[frame as usize] = page;
        if std::mem::take(&mut self.promote) {
            self.am.push_back(frame, now);
        } else {
            self.a1in.push_back(frame, now);
        }
    }

    pub fn take_victim(&mut self, pins: &[u32], now: u64) -> Option<(u32, Why)> {
        let a1in = self.a1in.len();
        let kin = self.kin;
        let from_a1 = a1in > kin;
        let first = if from_a1 {
            self.a1in.take_front(pins).map(|v| (v, true))
        } else {
            self.am.take_front(pins).map(|v| (v, false))
        };
        let ((frame, at), was_a1) = match first {
            Some(v) => v,
            None if from_a1 => (self.am.take_front(pins)?, false),
            None => (self.a1in.take_front(pins)?, true),
        };
        let page = std::mem::replace(&mut self.page[frame as usize], u32::MAX);
        if was_a1 {
            self.a1out.push(page, now);
            Some((
                frame,
                Why::A1inOldest {
                    loaded_at: at,
                    a1in,
                    kin,
                },
            ))
        } else {
            Some((
                frame,
                Why::AmLeastRecent {
                    last_used: at,
                    a1in,
                    kin,
                },
            ))
        }
    }

    /// Each occupied frame's queue: 1 A1in, 2 Am (0 empty).
    pub fn queues(&self) -> Vec<u32> {
        let mut out = vec![0; self.page.len()];
        for f in self.a1in.iter() {
            out[f as usize] = 1;
        }
        for f in self.am.iter() {
            out[f as usize] = 2;
        }
        out
    }

    pub fn check(&self, occupied: &[bool]) -> Result<(), String> {
        let listed: Vec<bool> = (0..occupied.len() as u32)
            .map(|f| self.a1in.contains(f) || self.am.contains(f))
            .collect();
        if let Some(f) = (0..occupied.len()).find(|&f| listed[f] != occupied[f]) {
            return Err(format!(
                "2Q: frame {f} is listed {} but occupied {}",
                listed[f], occupied[f]
            ));
        }
        if let Some(f) =
            (0..occupied.len() as u32).find(|&f| self.a1in.contains(f) && self.am.contains(f))
        {
            return Err(format!("2Q: frame {f} is in A1in and Am"));
        }
        let ins: Vec<bool> = (0..occupied.len() as u32)
            .map(|f| self.a1in.contains(f))
            .collect();
        let ms: Vec<bool> = (0..occupied.len() as u32)
            .map(|f| self.am.contains(f))
            .collect();
        self.a1in.check(&ins).map_err(|e| format!("2Q A1in: {e}"))?;
        self.am.check(&ms).map_err(|e| format!("2Q Am: {e}"))?;
        self.a1out.check("2Q A1out")?;
        if self.a1out.len() > self.a1out.capacity() {
            return Err("2Q: A1out past Kout".to_string());
        }
        Ok(())
    }

    pub fn memory_bytes(&self) -> usize {
        self.a1in.memory_bytes()
            + self.am.memory_bytes()
            + self.a1out.memory_bytes()
            + self.page.capacity() * 4
    }
}
