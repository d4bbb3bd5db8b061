//! FIFO and LRU: the frames in one line, oldest at the front. FIFO puts a
//! frame at the back when a page comes in; LRU also on every hit. Both take
//! their victim from the front, passing over pinned frames.
//!
//! An intrusive doubly linked list over frame numbers: O(1) for every
//! change. A frame's two links and its stamp sit together in 16 bytes, so
//! a move touches one cache line per frame involved (measured: separate
//! arrays cost LRU a fifth of its speed in WebAssembly).

const NIL: u32 = u32::MAX;

/// One frame's place in the line.
#[derive(Debug, Clone, Copy)]
struct Node {
    prev: u32,
    next: u32,
    /// When the frame went to the back (the reference's number).
    stamp: u64,
}

const UNLINKED: Node = Node {
    prev: NIL,
    next: NIL,
    stamp: 0,
};

#[derive(Debug, Clone)]
pub struct OrderList {
    nodes: Vec<Node>,
    front: u32,
    back: u32,
    len: u32,
}

impl OrderList {
    pub fn new(frames: u32) -> Self {
        OrderList {
            nodes: vec![UNLINKED; frames as usize],
            front: NIL,
            back: NIL,
            len: 0,
        }
    }

    pub fn push_back(&mut self, frame: u32, now: u64) {
        self.nodes[frame as usize] = Node {
            prev: self.back,
            next: NIL,
            stamp: now,
        };
        match self.back {
            NIL => self.front = frame,
            b => self.nodes[b as usize].next = frame,
        }
        self.back = frame;
        self.len += 1;
    }

    fn unlink(&mut self, frame: u32) {
        let Node { prev, next, .. } = self.nodes[frame as usize];
        match prev {
            NIL => self.front = next,
            p => self.nodes[p as usize].next = next,
        }
        match next {
            NIL => self.back = prev,
            n => self.nodes[n as usize].prev = prev,
        }
        self.nodes[frame as usize] = UNLINKED;
        self.len -= 1;
    }

    /// A hit under LRU: the frame goes to the back of the line (detached
    /// and appended in one pass: no length to change, no links to clear).
    #[inline]
    pub fn to_back(&mut self, frame: u32, now: u64) {
        let f = frame as usize;
        if self.back == frame {
            self.nodes[f].stamp = now;
            return;
        }
        let Node { prev, next, .. } = self.nodes[f];
        match prev {
            NIL => self.front = next,
            p => self.nodes[p as usize].next = next,
        }
        // Not the back: it has a next.
        if let Some(n) = self.nodes.get_mut(next as usize) {
            n.prev = prev;
        }
        let back = self.back;
        self.nodes[f] = Node {
            prev: back,
            next: NIL,
            stamp: now,
        };
        if let Some(b) = self.nodes.get_mut(back as usize) {
            b.next = frame;
        }
        self.back = frame;
    }

    /// Takes `frame` out of the line wherever it is (nothing if it is not
    /// in it).
    pub fn remove(&mut self, frame: u32) {
        if self.contains(frame) {
            self.unlink(frame);
        }
    }

    /// The first unpinned frame from the front, taken out of the line,
    /// with its stamp.
    pub fn take_front(&mut self, pins: &[u32]) -> Option<(u32, u64)> {
        let mut at = self.front;
        while at != NIL {
            if pins.get(at as usize).copied().unwrap_or(0) == 0 {
                let stamp = self.nodes[at as usize].stamp;
                self.unlink(at);
                return Some((at, stamp));
            }
            at = self.nodes[at as usize].next;
        }
        None
    }

    /// Each frame's place in line (1 = next to go), 0 for frames not in it.
    pub fn ranks(&self, frames: usize) -> Vec<u32> {
        let mut out = vec![0; frames];
        let (mut at, mut rank) = (self.front, 1);
        while at != NIL && (rank as usize) <= frames {
            out[at as usize] = rank;
            rank += 1;
            at = self.nodes[at as usize].next;
        }
        out
    }

    /// The line holds exactly the occupied frames, linked both ways.
    pub fn check(&self, occupied: &[bool]) -> Result<(), String> {
        let mut seen = vec![false; occupied.len()];
        let (mut at, mut prev, mut n) = (self.front, NIL, 0u32);
        while at != NIL {
            let f = at as usize;
            if f >= seen.len() || seen[f] {
                return Err(format!("the line loops or leaves the pool at frame {at}"));
            }
            if self.nodes[f].prev != prev {
                return Err(format!("frame {at}'s back link is wrong"));
            }
            seen[f] = true;
            n += 1;
            prev = at;
            at = self.nodes[f].next;
        }
        if prev != self.back || n != self.len {
            return Err("the line's back or length is wrong".to_string());
        }
        match seen.iter().zip(occupied).position(|(s, o)| s != o) {
            Some(f) => Err(format!(
                "frame {f} is {} the line but {}",
                if seen[f] { "in" } else { "not in" },
                if occupied[f] {
                    "holds a page"
                } else {
                    "is empty"
                }
            )),
            None => Ok(()),
        }
    }

    pub fn memory_bytes(&self) -> usize {
        self.nodes.capacity() * std::mem::size_of::<Node>()
    }

    /// Frames in the line.
    pub fn len(&self) -> u32 {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Whether `frame` is in the line.
    pub fn contains(&self, frame: u32) -> bool {
        self.nodes
            .get(frame as usize)
            .is_some_and(|n| n.prev != NIL || n.next != NIL || self.front == frame)
    }

    /// The frames in line, front first.
    pub fn iter(&self) -> impl Iterator<Item = u32> + '_ {
        let mut at = self.front;
        std::iter::from_fn(move || {
            let f = at;
            if f == NIL {
                return None;
            }
            at = self.nodes[f as usize].next;
            Some(f)
        })
    }
}
