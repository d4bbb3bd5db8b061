//! The specs a scenario declares its parameters with: a whole number in a
//! range, one of a `Choice`'s names or of a few fixed values, a text of
//! at most N characters, some of a `Choice`'s names.

use super::*;

/// A whole-number parameter.
pub fn int(
    name: &'static str,
    default: u64,
    (min, max): (u64, u64),
    unit: &'static str,
    description: &'static str,
) -> ParamSpec {
    ParamSpec {
        name,
        kind: ParamKind::Int,
        default: default.to_string(),
        min: Some(min as f64),
        max: Some(max as f64),
        choices: None,
        unit,
        description,
    }
}

/// A parameter that takes one of a `Choice`'s names.
pub fn choice<C: Choice>(name: &'static str, default: C, description: &'static str) -> ParamSpec {
    one_of(name, default.name(), C::NAMES, "", description)
}

/// A parameter that takes one of a few fixed values (page sizes).
pub fn one_of(
    name: &'static str,
    default: &str,
    values: &[&'static str],
    unit: &'static str,
    description: &'static str,
) -> ParamSpec {
    ParamSpec {
        name,
        kind: ParamKind::Choice,
        default: default.to_string(),
        min: None,
        max: None,
        choices: Some(values.to_vec()),
        unit,
        description,
    }
}

/// A text parameter of at most `max_chars` characters.
pub fn text(
    name: &'static str,
    default: &str,
    max_chars: u32,
    description: &'static str,
) -> ParamSpec {
    ParamSpec {
        name,
        kind: ParamKind::Text,
        default: default.to_string(),
        min: None,
        max: Some(max_chars as f64),
        choices: None,
        unit: "",
        description,
    }
}

/// A parameter that takes `min..=max` distinct values of a `Choice`.
pub fn set<C: Choice>(
    name: &'static str,
    default: &[C],
    (min, max): (u32, u32),
    description: &'static str,
) -> ParamSpec {
    let names: Vec<&str> = default.iter().map(|c| c.name()).collect();
    ParamSpec {
        name,
        kind: ParamKind::Set,
        default: names.join(","),
        min: Some(min as f64),
        max: Some(max as f64),
        choices: Some(C::NAMES.to_vec()),
        unit: "",
        description,
    }
}
