//! Where each sort group's temporary file goes: the .srt file's
//! directories are given to groups in order (group g to directory g mod
//! D, the OpenEdge 10 rule the article describes), each up to its size
//! limit; a group that does not fit its directory goes to the next one
//! with room. A group's file stays on one device (the real utility
//! continues a full file in the next directory; one device a group keeps
//! the contention easy to see and changes little: the limits are rarely
//! reached). Space is counted per area, as each area's files are removed
//! before the next area's scan.

use super::database::Group;

#[derive(Debug, Clone, PartialEq)]
pub enum Placement {
    /// Each group's device, and the bytes on each device.
    Fits { device: Vec<u8>, used: Vec<u64> },
    /// The files do not fit: bytes needed and the directories' room.
    Full { need: u64, room: u64 },
}

pub fn place(groups: &[Group], devices: u32, device_gb: u32) -> Placement {
    let limit = device_gb as u64 * 1_000_000_000;
    let d = devices.max(1) as usize;
    let mut used = vec![0u64; d];
    let mut device = Vec::with_capacity(groups.len());
    for (g, group) in groups.iter().enumerate() {
        let fit = (0..d)
            .map(|k| (g + k) % d)
            .find(|&k| used[k] + group.bytes <= limit);
        match fit {
            Some(k) => {
                used[k] += group.bytes;
                device.push(k as u8);
            }
            None => {
                return Placement::Full {
                    need: groups.iter().map(|g| g.bytes).sum(),
                    room: limit * d as u64,
                }
            }
        }
    }
    Placement::Fits { device, used }
}
