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
    /// The files do not fit; why.
    Full(Full),
}

/// Why the sort files do not fit the directories.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Full {
    /// Group `group`'s file alone is larger than one directory's limit
    /// (a group's file stays on one device).
    Group { group: usize, bytes: u64, limit: u64 },
    /// The files need more than all the directories hold.
    Total { need: u64, room: u64 },
    /// They would fit in all, but group `group` finds no directory with
    /// room left for its file (the largest room left: `left`).
    Packing { group: usize, bytes: u64, left: u64 },
}

pub fn place(groups: &[Group], devices: u32, device_gb: u32) -> Placement {
    let limit = device_gb as u64 * 1_000_000_000;
    let d = devices.max(1) as usize;
    let need: u64 = groups.iter().map(|g| g.bytes).sum();
    let room = limit * d as u64;
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
                // More room is needed whatever else; then a file too large
                // for any one device; else the files do not pack.
                let why = if need > room {
                    Full::Total { need, room }
                } else if group.bytes > limit {
                    Full::Group {
                        group: g,
                        bytes: group.bytes,
                        limit,
                    }
                } else {
                    Full::Packing {
                        group: g,
                        bytes: group.bytes,
                        left: used.iter().map(|u| limit - u).max().unwrap_or(0),
                    }
                };
                return Placement::Full(why);
            }
        }
    }
    Placement::Fits { device, used }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn groups(bytes: &[u64]) -> Vec<Group> {
        bytes
            .iter()
            .map(|&b| Group {
                bytes: b,
                ..Group::default()
            })
            .collect()
    }

    #[test]
    fn a_refusal_names_its_real_cause() {
        const GB: u64 = 1_000_000_000;
        // One group larger than a device, though all devices hold it all.
        assert_eq!(
            place(&groups(&[3 * GB, GB]), 5, 2),
            Placement::Full(Full::Group {
                group: 0,
                bytes: 3 * GB,
                limit: 2 * GB
            })
        );
        assert_eq!(
            place(&groups(&[GB, GB, GB]), 1, 2),
            Placement::Full(Full::Total {
                need: 3 * GB,
                room: 2 * GB
            })
        );
        // 3 x 1.2 GB on two devices of 2 GB: 3.6 of 4 GB, but the third
        // file finds 0.8 GB left on either.
        let file = 1_200_000_000;
        assert_eq!(
            place(&groups(&[file, file, file]), 2, 2),
            Placement::Full(Full::Packing {
                group: 2,
                bytes: file,
                left: 800_000_000
            })
        );
        assert!(matches!(
            place(&groups(&[GB, GB]), 2, 2),
            Placement::Fits { .. }
        ));
    }
}
