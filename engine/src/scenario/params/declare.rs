//! A scenario's parameters declared once: `declare_params!` takes each
//! parameter's name, type, kind, default, range, unit and description
//! (its doc comment) and makes from that one declaration
//!
//! * the `Params` struct, a typed field a parameter;
//! * `specs()`, what the UI and the CLI present (the description is the
//!   field's doc, so the two cannot drift);
//! * `parse()`, which reads each field with the reader method its kind
//!   names, typed (`threads: u32` is read as a `u32`: no casts), then
//!   checks the rules across fields (`rules = fn;`) once every value is
//!   valid on its own (`Reader::read_all` owns that ending);
//! * `Declared` for `Params`, which is what `ScenarioDef` reads.
//!
//! ```text
//! declare_params! {
//!     pub struct Params {
//!         /// Sessions inserting at once, one row per statement.
//!         threads: u32 = int(16, (1, MAX_THREADS), "sessions"),
//!         /// How the clustered key is made.
//!         strategy: Strategy = choice(Strategy::Identity),
//!         /// MB the cache holds, as a decimal (0.25).
//!         cache_mb: f64 = text("90", 12) => cache_mb_of,
//!     }
//!     rules = check_rules;
//! }
//! ```
//!
//! A kind is one of the spec constructors (`int`, `choice`, `one_of`,
//! `text`, `set`: `specs.rs`) with the name and description left out; the
//! reader method of the same name reads it. `=> convert` turns a text
//! into its field's type (`fn(&str) -> Result<T, String>`, the error shown
//! on the parameter).

use super::{ParamError, ParamSpec};

/// Parameters declared with `declare_params!`.
pub trait Declared: Sized {
    /// Every parameter with its default, in the order the UI shows them.
    fn specs() -> Vec<ParamSpec>;
    /// Reads `values` over `specs` (these, or a lesson's with its own
    /// defaults): every value, then the rules across them.
    fn parse(specs: &[ParamSpec], values: &[(String, String)]) -> Result<Self, Vec<ParamError>>;
}

macro_rules! declare_params {
    (
        $(#[$meta:meta])*
        pub struct $name:ident {
            $(
                $(#[doc = $doc:literal])+
                $field:ident : $ty:ty = $kind:ident ( $($arg:expr),* $(,)? ) $(=> $convert:expr)?
            ),+ $(,)?
        }
        $(rules = $rules:path;)?
    ) => {
        $(#[$meta])*
        #[derive(Debug, Clone, PartialEq)]
        pub struct $name {
            $($(#[doc = $doc])+ pub $field: $ty,)+
        }

        /// Every parameter with its default, as declared on `Params`.
        pub fn specs() -> Vec<$crate::scenario::params::ParamSpec> {
            vec![$(
                $crate::scenario::params::$kind(
                    stringify!($field),
                    $($arg,)*
                    concat!($($doc),+).trim(),
                ),
            )+]
        }

        /// Reads `values` over `specs`: every error at once, so the UI can
        /// mark every control that is wrong.
        pub fn parse(
            specs: &[$crate::scenario::params::ParamSpec],
            values: &[(String, String)],
        ) -> Result<$name, Vec<$crate::scenario::params::ParamError>> {
            $crate::scenario::params::Reader::read_all(
                specs,
                values,
                |r| $name {
                    $($field: $crate::scenario::params::declare_params!(@read r, $field, $kind $(, $convert)?),)+
                },
                $crate::scenario::params::declare_params!(@rules $($rules)?),
            )
        }

        impl $crate::scenario::params::Declared for $name {
            fn specs() -> Vec<$crate::scenario::params::ParamSpec> {
                specs()
            }
            fn parse(
                specs: &[$crate::scenario::params::ParamSpec],
                values: &[(String, String)],
            ) -> Result<Self, Vec<$crate::scenario::params::ParamError>> {
                parse(specs, values)
            }
        }
    };
    (@read $r:ident, $field:ident, $kind:ident) => {
        $r.$kind(stringify!($field))
    };
    (@read $r:ident, $field:ident, text, $convert:expr) => {
        $r.text_as(stringify!($field), $convert)
    };
    (@rules $rules:path) => {
        $rules
    };
    (@rules) => {
        |_, _| {}
    };
}

pub(crate) use declare_params;
