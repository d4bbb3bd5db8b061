//! Reference strings: the pages a buffer pool is asked for, one after the
//! other, whether each reference writes its page, and whether it belongs
//! to a sequential scan. Typed by a person (`1,2,3w,4,10s,11s`: `w` marks
//! a write, `s` a scan's read) or generated from a seed (the scans of
//! `scan` and `mixed` are marked):
//!
//! | pattern | references |
//! |---|---|
//! | uniform | any of `pages`, equally likely |
//! | zipf | page k (from 0) with weight 1/(k+1)^skew: page 0 hottest |
//! | scan | the whole table in page order, pass after pass |
//! | loop | a nested loop: each page of the table in order, then the `hot` pages of the inner table again |
//! | mixed | a hot set (`hot` pages, at random) and scans of the rest, `RUN` pages in a row, in turn (`scan_pct` of references) |

use crate::workload::rng::Rng;

crate::choice_enum! {
    /// Where a reference string comes from.
    pub enum Pattern {
        /// The string the user typed (`trace`).
        Typed => "typed",
        Uniform => "uniform",
        Zipf => "zipf",
        Scan => "scan",
        Loop => "loop",
        Mixed => "mixed",
    }
}

/// A reference string.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Trace {
    pub pages: Vec<u32>,
    /// Whether each reference writes its page.
    pub writes: Vec<bool>,
    /// Whether each reference is a sequential scan's.
    pub scans: Vec<bool>,
}

impl Trace {
    pub fn len(&self) -> usize {
        self.pages.len()
    }
    pub fn is_empty(&self) -> bool {
        self.pages.is_empty()
    }
    /// One more than the largest page number (the page table's size).
    pub fn page_span(&self) -> u32 {
        self.pages.iter().max().map_or(0, |&m| m + 1)
    }
}

/// Largest page number a typed string may name.
pub const MAX_TYPED_PAGE: u32 = 99_999;

/// Parses a typed string: page numbers separated by commas or spaces, each
/// optionally followed by `w` (the reference writes) and `s` (it is a
/// sequential scan's), in either order. The error says which entry is
/// wrong.
pub fn parse(text: &str) -> Result<Trace, String> {
    parse_detailed(text).map_err(|e| e.message)
}

/// Why a typed string is not a trace: the message, and the same as a rule
/// id and its figures (for a page in another language).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TraceError {
    pub message: String,
    pub id: &'static str,
    pub values: Vec<(&'static str, String)>,
}

/// `parse`, with the reason as a rule.
pub fn parse_detailed(text: &str) -> Result<Trace, TraceError> {
    // "1,,2" and "1,2," are slips, not a shorter string.
    let between_commas: Vec<&str> = text.split(',').collect();
    if let Some(at) = between_commas.iter().position(|e| e.trim().is_empty()) {
        if between_commas.len() > 1 {
            return Err(TraceError {
                message: format!(
                    "trace entry {} is empty: separate page numbers by single commas",
                    at + 1
                ),
                id: "trace_empty_entry",
                values: vec![("entry", (at + 1).to_string())],
            });
        }
    }
    let mut t = Trace::default();
    for (i, entry) in text
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|e| !e.is_empty())
        .enumerate()
    {
        let (mut digits, mut write, mut scan) = (entry, false, false);
        for _ in 0..2 {
            if let Some(d) = digits.strip_suffix(['w', 'W']).filter(|_| !write) {
                (digits, write) = (d, true);
            } else if let Some(d) = digits.strip_suffix(['s', 'S']).filter(|_| !scan) {
                (digits, scan) = (d, true);
            }
        }
        let plain =
            !digits.is_empty() && digits.len() <= 5 && digits.bytes().all(|b| b.is_ascii_digit());
        match digits.parse::<u32>() {
            Ok(p) if plain && p <= MAX_TYPED_PAGE => {
                t.pages.push(p);
                t.writes.push(write);
                t.scans.push(scan);
            }
            _ => {
                let shown: String = entry.chars().take(12).collect();
                return Err(TraceError {
                    message: format!(
                        "trace entry {} ('{shown}') is not a page number from 0 to {MAX_TYPED_PAGE} (add w for a write, s for a scan's read)",
                        i + 1
                    ),
                    id: "trace_bad_entry",
                    values: vec![
                        ("entry", (i + 1).to_string()),
                        ("text", shown),
                        ("max", MAX_TYPED_PAGE.to_string()),
                    ],
                });
            }
        }
    }
    if t.is_empty() {
        return Err(TraceError {
            message: "name at least one page, e.g. 1,2,3,4,1,2,5".to_string(),
            id: "trace_no_page",
            values: Vec::new(),
        });
    }
    Ok(t)
}

/// The typed form of a trace (the inverse of `parse`).
pub fn format(t: &Trace) -> String {
    let parts: Vec<String> = (0..t.len())
        .map(|i| {
            let w = if t.writes[i] { "w" } else { "" };
            let s = if t.scans.get(i).copied().unwrap_or(false) {
                "s"
            } else {
                ""
            };
            format!("{}{w}{s}", t.pages[i])
        })
        .collect();
    parts.join(",")
}

/// What a generated string is made of.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Shape {
    pub pattern: Pattern,
    /// Pages in the table.
    pub pages: u32,
    pub requests: u64,
    /// Zipf's exponent.
    pub skew: f64,
    /// The hot set (mixed) or the inner table (loop).
    pub hot: u32,
    /// Mixed: share of references that go to the scans, in percent.
    pub scan_pct: u32,
    /// Share of references that write, in percent.
    pub write_pct: u32,
}

/// Pages one scan of the mixed pattern reads in a row.
pub const RUN: u32 = 32;

/// Generates a string (`Typed` gives an empty one: parse the text instead).
pub fn generate(s: &Shape, seed: u64) -> Trace {
    let mut rng = Rng::new(seed);
    let pages = s.pages.max(1);
    let hot = s.hot.clamp(1, pages);
    let n = s.requests as usize;
    let mut out = Vec::with_capacity(n);
    // Whether each reference is a scan's (`scan`, and `mixed`'s runs).
    let mut scans: Vec<bool> = Vec::new();
    match s.pattern {
        Pattern::Typed => {}
        Pattern::Uniform => out.extend((0..n).map(|_| rng.below(pages as u64) as u32)),
        Pattern::Zipf => {
            let zipf = Zipf::new(pages, s.skew);
            out.extend((0..n).map(|_| zipf.sample(&mut rng)));
        }
        Pattern::Scan => {
            out.extend((0..n).map(|i| (i as u64 % pages as u64) as u32));
            scans = vec![true; n];
        }
        Pattern::Loop => {
            // The inner table is pages 0..hot; the outer one follows it.
            let outer = (pages - hot).max(1);
            let (mut o, mut i) = (0u32, 0u32);
            while out.len() < n {
                if i == 0 {
                    out.push(hot + o % outer);
                    o += 1;
                }
                out.push(i);
                i = (i + 1) % hot;
            }
            out.truncate(n);
        }
        Pattern::Mixed => {
            // Hot stretches and scan runs, in turn: each run reads `run`
            // pages of the rest in order, the stretch before it makes the
            // hot references that keep the scan at `scan_pct`.
            let rest = (pages - hot).max(1);
            let run = RUN as u64;
            let pct = s.scan_pct.min(100) as u64;
            let stretch = (run * (100 - pct)).checked_div(pct).unwrap_or(n as u64);
            let mut scan = 0u32;
            while out.len() < n {
                for _ in 0..stretch {
                    out.push(rng.below(hot as u64) as u32);
                    scans.push(false);
                }
                if pct > 0 {
                    for _ in 0..run {
                        out.push(hot + scan % rest);
                        scans.push(true);
                        scan = scan.wrapping_add(1);
                    }
                }
            }
            out.truncate(n);
        }
    }
    scans.resize(out.len(), false);
    let writes = (0..out.len())
        .map(|_| rng.below(100) < s.write_pct as u64)
        .collect();
    Trace {
        pages: out,
        writes,
        scans,
    }
}

/// Zipf's law over `n` pages, sampled by inverting its cumulative weights
/// (a binary search in a table of `n` numbers, built once). The weights
/// use `det_powf`, not `f64::powf`: the platform's `pow` may differ in the
/// last bit between native code and WebAssembly, and one bit at a table
/// boundary would change a sample.
struct Zipf {
    cumulative: Vec<f64>,
}

impl Zipf {
    fn new(n: u32, skew: f64) -> Self {
        let mut total = 0.0;
        let cumulative = (1..=n)
            .map(|k| {
                total += 1.0 / det_powf(k as f64, skew);
                total
            })
            .collect();
        Zipf { cumulative }
    }

    fn sample(&self, rng: &mut Rng) -> u32 {
        let total = self.cumulative.last().copied().unwrap_or(0.0);
        // 53 random bits: a uniform float in [0, 1).
        let u = (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64 * total;
        self.cumulative
            .partition_point(|&c| c <= u)
            .min(self.cumulative.len().saturating_sub(1)) as u32
    }
}

/// `x^y` for `x > 0` from IEEE basic operations only (correctly rounded
/// on every target), so natively and in WebAssembly it gives the same
/// bits: `exp(y ln x)`, each by its series after range reduction.
/// Relative error below 1e-14 over the range used here.
fn det_powf(x: f64, y: f64) -> f64 {
    det_exp(y * det_ln(x))
}

const LN_2: f64 = std::f64::consts::LN_2;

fn det_ln(x: f64) -> f64 {
    if x <= 0.0 {
        return f64::NEG_INFINITY;
    }
    // x = m * 2^e with m in [1, 2), by halving and doubling (exact).
    let (mut m, mut e) = (x, 0i32);
    while m >= 2.0 {
        m /= 2.0;
        e += 1;
    }
    while m < 1.0 {
        m *= 2.0;
        e -= 1;
    }
    // ln m = 2 atanh(t), t = (m - 1) / (m + 1) in [0, 1/3).
    let t = (m - 1.0) / (m + 1.0);
    let t2 = t * t;
    let (mut term, mut sum) = (t, 0.0);
    for k in 0..40 {
        sum += term / (2 * k + 1) as f64;
        term *= t2;
    }
    2.0 * sum + e as f64 * LN_2
}

fn det_exp(y: f64) -> f64 {
    if y < -700.0 {
        return 0.0;
    }
    // y = n ln 2 + r, |r| <= ln2 / 2; e^r by its Taylor series.
    let n = (y / LN_2).round();
    let r = y - n * LN_2;
    let (mut term, mut sum) = (1.0, 1.0);
    for k in 1..30 {
        term *= r / k as f64;
        sum += term;
    }
    let mut out = sum;
    let (step, mut left) = if n >= 0.0 { (2.0, n) } else { (0.5, -n) };
    while left > 0.0 {
        out *= step;
        left -= 1.0;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::choice::Choice;

    fn shape(pattern: Pattern) -> Shape {
        Shape {
            pattern,
            pages: 100,
            requests: 10_000,
            skew: 1.0,
            hot: 10,
            scan_pct: 50,
            write_pct: 20,
        }
    }

    #[test]
    fn typed_strings_parse_both_ways_and_name_the_bad_entry() {
        let t = parse("1,2, 3w 4 5s 6sw 7ws").expect("valid");
        assert_eq!(t.pages, [1, 2, 3, 4, 5, 6, 7]);
        assert_eq!(t.writes, [false, false, true, false, false, true, true]);
        assert_eq!(t.scans, [false, false, false, false, true, true, true]);
        assert_eq!(format(&t), "1,2,3w,4,5s,6ws,7ws");
        for (bad, entry) in [
            ("1,x,3", "entry 2 ('x')"),
            ("1,-2", "entry 2"),
            ("100000", "entry 1"),
            ("1,2ww", "entry 2"),
            ("1,2ss", "entry 2"),
            ("s", "entry 1"),
        ] {
            let e = parse(bad).expect_err(bad);
            assert!(e.contains(entry), "{bad}: {e}");
        }
        assert!(parse(" , ").is_err());
    }

    #[test]
    fn generated_strings_stay_in_the_table_and_repeat_with_the_seed() {
        for &p in Pattern::ALL {
            if p == Pattern::Typed {
                continue;
            }
            let s = shape(p);
            let t = generate(&s, 7);
            assert_eq!(t.len(), 10_000, "{p}");
            assert!(t.pages.iter().all(|&x| x < 100), "{p}");
            assert_eq!(t, generate(&s, 7), "{p}");
            let w = t.writes.iter().filter(|&&w| w).count();
            assert!((1_500..2_500).contains(&w), "{p}: {w} writes");
        }
    }

    #[test]
    fn deterministic_pow_matches_the_platforms() {
        for x in [1.0, 2.0, 3.0, 10.0, 99.0, 12_345.0, 1_000_000.0] {
            for y in [0.0, 0.5, 0.8, 1.0, 1.2, 2.0, 3.0] {
                let (a, b) = (det_powf(x, y), f64::powf(x, y));
                assert!((a - b).abs() <= 1e-13 * b, "{x}^{y}: {a} vs {b}");
            }
        }
    }

    #[test]
    fn the_patterns_look_like_their_names() {
        let zipf = generate(&shape(Pattern::Zipf), 1);
        let zeros = zipf.pages.iter().filter(|&&p| p == 0).count();
        // Page 0's share under Zipf(1) over 100 pages: 1 / H(100) ≈ 19%.
        assert!((1_700..2_200).contains(&zeros), "{zeros}");
        let scan = generate(&shape(Pattern::Scan), 1);
        assert_eq!(&scan.pages[98..102], &[98, 99, 0, 1]);
        let lp = generate(
            &Shape {
                requests: 12,
                hot: 3,
                ..shape(Pattern::Loop)
            },
            1,
        );
        assert_eq!(lp.pages, [3, 0, 1, 2, 4, 0, 1, 2, 5, 0, 1, 2]);
        let mixed = generate(&shape(Pattern::Mixed), 1);
        let hot = mixed.pages.iter().filter(|&&p| p < 10).count();
        assert!((4_500..5_500).contains(&hot), "{hot}");
        // The scans' references are marked, and only they.
        assert!(mixed
            .pages
            .iter()
            .zip(&mixed.scans)
            .all(|(&p, &s)| s == (p >= 10)));
        assert!(scan.scans.iter().all(|&s| s));
        assert!(lp.scans.iter().all(|&s| !s));
    }
}
