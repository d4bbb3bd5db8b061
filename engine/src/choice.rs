//! Closed sets of named values (a split policy, a source order, a locking
//! scheme): listed, named and parsed one way everywhere, so the parameter a
//! user types, the event the UI reads and the CLI's output use the same
//! words, and an unknown word is an error, never a silent default.
//!
//! `choice_enum!` declares such an enum with its `ALL` and `NAMES` in one
//! place; serde writes each value as its name, and tsify makes the
//! TypeScript type the union of the names.

/// A closed set of named values. `NAMES[i]` names `ALL[i]`.
pub trait Choice: Copy + Eq + 'static {
    const ALL: &'static [Self];
    const NAMES: &'static [&'static str];

    fn name(self) -> &'static str;

    /// The value named `text`, if it is one of `NAMES`.
    fn parse(text: &str) -> Option<Self> {
        let at = Self::NAMES.iter().position(|&n| n == text)?;
        Self::ALL.get(at).copied()
    }
}

/// Declares an enum whose variants each carry their name:
///
/// ```
/// pagelab::choice_enum! {
///     /// Where a full page is cut.
///     pub enum Cut { Middle => "middle", End => "end" }
/// }
/// use pagelab::choice::Choice;
/// assert_eq!(Cut::parse("end"), Some(Cut::End));
/// assert_eq!(Cut::NAMES, ["middle", "end"]);
/// ```
#[macro_export]
macro_rules! choice_enum {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident {
            $($(#[$vmeta:meta])* $variant:ident => $text:literal),+ $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
        #[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify))]
        $vis enum $name {
            $($(#[$vmeta])* #[serde(rename = $text)] $variant),+
        }

        impl $crate::choice::Choice for $name {
            const ALL: &'static [Self] = &[$($name::$variant),+];
            const NAMES: &'static [&'static str] = &[$($text),+];
            fn name(self) -> &'static str {
                match self {
                    $($name::$variant => $text),+
                }
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str($crate::choice::Choice::name(*self))
            }
        }
    };
}

/// The closest of `known` to `word`, when close enough to be a typo
/// (an error's "did you mean …?").
pub fn closest<'a>(word: &str, known: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    fn distance(a: &str, b: &str) -> usize {
        let b: Vec<char> = b.chars().collect();
        let mut prev: Vec<usize> = (0..=b.len()).collect();
        for (i, ca) in a.chars().enumerate() {
            let mut cur = vec![i + 1; b.len() + 1];
            for (j, cb) in b.iter().enumerate() {
                cur[j + 1] = (prev[j] + usize::from(ca != *cb))
                    .min(prev[j + 1] + 1)
                    .min(cur[j] + 1);
            }
            prev = cur;
        }
        prev[b.len()]
    }
    known
        .into_iter()
        .map(|k| (distance(&word.to_ascii_lowercase(), k), k))
        .filter(|(d, k)| *d <= 2.max(k.len() / 3))
        .min()
        .map(|(_, k)| k)
}
