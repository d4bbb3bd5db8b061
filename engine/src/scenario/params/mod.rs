//! Parameters: what a user may set, and one reader that every scenario
//! parses its parameters with. Nothing a user types can make the engine
//! panic: every value is checked here against its specification, and each
//! scenario then checks the values against each other (and against the
//! memory budget) before anything is built.
//!
//! The reader is strict, the same for the UI, links and the CLI:
//! * a whole number is plain digits (`80`, not `+80`, `8,0`, `_8_0_` or
//!   `0080`; surrounding spaces are ignored);
//! * a choice is one of its names, exactly (`Choice::parse`);
//! * a name given twice, an unknown name or a value longer than
//!   `MAX_VALUE_CHARS` is an error, never a silent pick;
//! * messages quote what the user typed, cut short (`quote`).

mod declare;
mod specs;

use serde::Serialize;

pub(crate) use declare::declare_params;
pub use declare::Declared;
pub use specs::{choice, int, one_of, set, text};

use crate::choice::Choice;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify))]
#[serde(rename_all = "snake_case")]
pub enum ParamKind {
    Int,
    Choice,
    /// Free text of at most `max` characters (a typed reference string).
    Text,
    /// Some of `choices`, comma-separated, each once, between `min` and
    /// `max` of them.
    Set,
}

/// One parameter as the UI and the CLI present it.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify))]
pub struct ParamSpec {
    pub name: &'static str,
    pub kind: ParamKind,
    pub default: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub min: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub choices: Option<Vec<&'static str>>,
    pub unit: &'static str,
    pub description: &'static str,
}

/// A parameter that failed validation, named so the UI can show the
/// message next to the offending control. `related` names the other
/// parameters of a rule across several (the UI marks them too).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify))]
pub struct ParamError {
    pub param: String,
    /// In English (the CLI's, and the page's when it has no words for the rule).
    pub message: String,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub related: Vec<String>,
    /// The same message as a rule and its figures, for a page that says
    /// it in another language (`web/src/scenarios/<name>/rules.i18n.ts`).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub rule: Option<RuleText>,
}

/// A rule across parameters by its id and the figures its message names
/// (numbers as plain digits: the page writes them its language's way).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify))]
pub struct RuleText {
    pub id: &'static str,
    /// Serialised as an object (the wasm side's serializer is JSON-compatible).
    #[cfg_attr(target_arch = "wasm32", tsify(type = "Record<string, string>"))]
    pub values: std::collections::BTreeMap<&'static str, String>,
}

impl RuleText {
    /// The rule `id` with its figures. They are inserted one by one:
    /// `collect()` into a map sorts the pairs first, and each place that
    /// did so was its own copy of the sort in the WASM.
    pub fn new(id: &'static str, values: impl IntoIterator<Item = (&'static str, String)>) -> Self {
        let mut map = std::collections::BTreeMap::new();
        for (name, value) in values {
            map.insert(name, value);
        }
        RuleText { id, values: map }
    }
}

impl ParamError {
    pub fn new(param: &str, message: impl Into<String>) -> Self {
        ParamError {
            param: param.to_string(),
            message: message.into(),
            related: Vec::new(),
            rule: None,
        }
    }
}

/// `param: message`, with one prefix: a message that already opens with
/// its parameter's name ("fillfactor must be ...") is shown as it is.
impl std::fmt::Display for ParamError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let named = self
            .message
            .strip_prefix(self.param.as_str())
            .is_some_and(|rest| rest.starts_with([' ', ':', '(']));
        if named || self.param.is_empty() {
            f.write_str(&self.message)
        } else {
            write!(f, "{}: {}", self.param, self.message)
        }
    }
}

/// Longest value the reader looks at.
pub const MAX_VALUE_CHARS: usize = 64;
/// Most characters of a value echoed in a message.
const QUOTE_CHARS: usize = 24;

/// `'text'` for a message: at most 24 characters (then `…`), control
/// characters shown as `?`.
pub fn quote(text: &str) -> String {
    let mut out: String = text
        .chars()
        .take(QUOTE_CHARS)
        .map(|c| if c.is_control() { '?' } else { c })
        .collect();
    if text.chars().count() > QUOTE_CHARS {
        out.push('…');
    }
    format!("'{out}'")
}

/// A value the user typed, as a message shows it.
fn shown(text: &str) -> String {
    if text.chars().count() > MAX_VALUE_CHARS {
        "a value far too long".to_string()
    } else {
        quote(text)
    }
}

/// `4500000` as `4,500,000`.
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// Reads parameter values against their specs, collecting every error so
/// the UI can mark them all at once.
pub struct Reader<'a> {
    specs: &'a [ParamSpec],
    values: &'a [(String, String)],
    errors: Vec<ParamError>,
}

impl<'a> Reader<'a> {
    /// Checks the names first: unknown, repeated.
    pub fn new(specs: &'a [ParamSpec], values: &'a [(String, String)]) -> Self {
        let mut r = Reader {
            specs,
            values,
            errors: Vec::new(),
        };
        for (i, (name, _)) in values.iter().enumerate() {
            if !specs.iter().any(|s| s.name == name) {
                let known: Vec<&str> = specs.iter().map(|s| s.name).collect();
                // Not a control's name: keep only a readable prefix of it.
                let short: String = name.chars().take(QUOTE_CHARS).collect();
                r.errors.push(ParamError::new(
                    &short,
                    format!(
                        "unknown parameter {}; known: {}",
                        quote(name),
                        known.join(", ")
                    ),
                ));
            } else if values[..i].iter().any(|(n, _)| n == name) {
                r.errors.push(ParamError::new(
                    name,
                    format!("{name} is given more than once; give it once"),
                ));
            }
        }
        r
    }

    fn spec(&self, name: &str) -> Option<&'a ParamSpec> {
        self.specs.iter().find(|s| s.name == name)
    }

    /// The text for `name`: the user's (trimmed), else the default.
    fn raw(&self, spec: &'a ParamSpec) -> &'a str {
        self.values
            .iter()
            .find(|(n, _)| n == spec.name)
            .map_or(spec.default.as_str(), |(_, v)| v.trim())
    }

    /// A whole number within the spec's range, as the field's type. On
    /// error, the default (so rules across parameters can still be
    /// checked). A range past the type is a declaration's mistake, caught
    /// by every test that reads the parameter.
    pub fn int<T: TryFrom<u64> + Default>(&mut self, name: &str) -> T {
        let v = self.whole(name);
        T::try_from(v).unwrap_or_else(|_| {
            debug_assert!(false, "{name}: {v} is past its field's type");
            self.errors.push(ParamError::new(
                name,
                format!("{name} is too large; got {v}"),
            ));
            T::default()
        })
    }

    fn whole(&mut self, name: &str) -> u64 {
        let Some(spec) = self.spec(name) else {
            return 0;
        };
        let (min, max) = (
            spec.min.unwrap_or(0.0) as u64,
            spec.max.unwrap_or(u64::MAX as f64) as u64,
        );
        let text = self.raw(spec);
        let plain = !text.is_empty()
            && text.len() <= 20
            && text.bytes().all(|b| b.is_ascii_digit())
            && (text == "0" || !text.starts_with('0'));
        match text.parse::<u64>() {
            Ok(v) if plain && (min..=max).contains(&v) => v,
            _ => {
                let unit = match spec.unit {
                    "" => String::new(),
                    "%" => "%".to_string(),
                    u => format!(" {u}"),
                };
                self.errors.push(ParamError::new(
                    name,
                    format!(
                        "{name} must be a whole number from {} to {}{unit}; got {}",
                        thousands(min),
                        thousands(max),
                        shown(text)
                    ),
                ));
                spec.default.parse().unwrap_or(min)
            }
        }
    }

    /// The text of a choice, checked against the spec's values.
    fn checked(&mut self, name: &str) -> Option<&'a str> {
        let spec = self.spec(name)?;
        let text = self.raw(spec);
        let values = spec.choices.as_deref().unwrap_or(&[]);
        if values.contains(&text) {
            return Some(text);
        }
        self.errors.push(ParamError::new(
            name,
            format!(
                "{name} must be one of {}; got {}",
                values.join(", "),
                shown(text)
            ),
        ));
        None
    }

    /// One of a `Choice`'s values. On error, the spec's default.
    pub fn choice<C: Choice>(&mut self, name: &str) -> C {
        let text = self.checked(name);
        let default = self.spec(name).map_or("", |s| s.default.as_str());
        text.and_then(C::parse)
            .or_else(|| C::parse(default))
            .unwrap_or(C::ALL[0])
    }

    /// A text value (trimmed), at most the spec's `max` characters. On
    /// error, the default.
    pub fn text(&mut self, name: &str) -> String {
        let Some(spec) = self.spec(name) else {
            return String::new();
        };
        let text = self.raw(spec);
        let max = spec.max.unwrap_or(MAX_VALUE_CHARS as f64) as usize;
        let chars = text.chars().count();
        if chars > max {
            self.errors.push(ParamError::new(
                name,
                format!(
                    "{name} is at most {} characters; got {}",
                    thousands(max as u64),
                    thousands(chars as u64)
                ),
            ));
            return spec.default.clone();
        }
        text.to_string()
    }

    /// Distinct values of a `Choice`, comma-separated, as many as the spec
    /// allows, in the order given. On error, the default's.
    pub fn set<C: Choice>(&mut self, name: &str) -> Vec<C> {
        let Some(spec) = self.spec(name) else {
            return Vec::new();
        };
        let parse_all = |text: &str| -> Result<Vec<C>, String> {
            let mut out: Vec<C> = Vec::new();
            let items: Vec<&str> = text.split(',').map(str::trim).collect();
            // One empty text is an empty list (refused below by its count);
            // an empty item in a list ("lru,,opt", ",lru") is a slip.
            if items.len() > 1 && items.iter().any(|i| i.is_empty()) {
                return Err(format!(
                    "{name} has an empty item in {}: name each once, separated by single commas",
                    shown(text)
                ));
            }
            for item in items.into_iter().filter(|i| !i.is_empty()) {
                let c = C::parse(item).ok_or_else(|| {
                    format!("{name} takes {}; got {}", C::NAMES.join(", "), shown(item))
                })?;
                if out.contains(&c) {
                    return Err(format!("{name} names {item} twice; name each once"));
                }
                out.push(c);
            }
            Ok(out)
        };
        let (min, max) = (
            spec.min.unwrap_or(1.0) as usize,
            spec.max.unwrap_or(C::ALL.len() as f64) as usize,
        );
        let text = self.raw(spec);
        let checked = if text.chars().count() > MAX_VALUE_CHARS * 4 {
            Err(format!(
                "{name} must be {} separated by commas; got {}",
                C::NAMES.join(", "),
                shown(text)
            ))
        } else {
            parse_all(text).and_then(|v| {
                if (min..=max).contains(&v.len()) {
                    Ok(v)
                } else {
                    Err(format!(
                        "{name} takes {min} to {max} of {}; got {}",
                        C::NAMES.join(", "),
                        v.len()
                    ))
                }
            })
        };
        match checked {
            Ok(v) => v,
            Err(message) => {
                self.errors.push(ParamError::new(name, message));
                parse_all(&spec.default).unwrap_or_default()
            }
        }
    }

    /// One of a numeric spec's fixed values (page sizes).
    pub fn one_of<T: std::str::FromStr + Default>(&mut self, name: &str) -> T {
        let text = self.checked(name);
        let default = self.spec(name).map_or("0", |s| s.default.as_str());
        text.unwrap_or(default).parse().unwrap_or_default()
    }

    /// A text value made into `T` by `convert`, whose error message is
    /// shown on the parameter. On error, `T`'s default (the rules are not
    /// run then: `read_all`).
    pub fn text_as<T: Default>(
        &mut self,
        name: &str,
        convert: impl FnOnce(&str) -> Result<T, String>,
    ) -> T {
        let text = self.text(name);
        convert(&text).unwrap_or_else(|message| {
            self.errors.push(ParamError::new(name, message));
            T::default()
        })
    }

    /// A rule across parameters failed: `param` is the control to mark
    /// first, `related` the others the rule involves.
    pub fn fail(&mut self, param: &str, related: &[&str], message: impl Into<String>) {
        self.errors.push(ParamError {
            param: param.to_string(),
            message: message.into(),
            related: related.iter().map(|s| s.to_string()).collect(),
            rule: None,
        });
    }

    /// The same, with the rule's id and the figures its message names, so
    /// a page can say it in its own language (the message stays English).
    pub fn fail_rule(
        &mut self,
        param: &str,
        related: &[&str],
        id: &'static str,
        values: &[(&'static str, String)],
        message: impl Into<String>,
    ) {
        self.fail(param, related, message);
        if let Some(e) = self.errors.last_mut() {
            e.rule = Some(RuleText::new(id, values.iter().cloned()));
        }
    }

    /// Reads every parameter with `fields`, then, when each value is
    /// valid on its own, checks the rules across them (they only make
    /// sense then): every error, or the parameters.
    pub fn read_all<P>(
        specs: &'a [ParamSpec],
        values: &'a [(String, String)],
        fields: impl FnOnce(&mut Self) -> P,
        rules: fn(&P, &mut Self),
    ) -> Result<P, Vec<ParamError>> {
        let mut r = Reader::new(specs, values);
        let p = fields(&mut r);
        if r.errors.is_empty() {
            rules(&p, &mut r);
        }
        r.finish(p)
    }

    /// `value` if nothing failed, else every error.
    pub fn finish<T>(self, value: T) -> Result<T, Vec<ParamError>> {
        if self.errors.is_empty() {
            Ok(value)
        } else {
            Err(self.errors)
        }
    }
}

#[cfg(test)]
mod tests;
