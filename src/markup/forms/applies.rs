//! Which content attributes must not be specified on an `input` element in
//! each state of its `type` attribute: the normative "bookkeeping"
//! sentences of
//! [4.10.5.1 States of the type attribute](https://html.spec.whatwg.org/multipage/input.html#states-of-the-type-attribute)
//! ("The following content attributes must not be specified and do not apply
//! to the element: …"), as data.
//!
//! | markup | [`must_not_be_specified`] |
//! |---|---|
//! | `<input min=1>` | yes: `min` does not apply in the Text state (the default) |
//! | `<input type=number min=1>` | no |
//! | `<input type=checkbox placeholder=x>` | yes |
//! | `<input type=file value=x>` | yes: "the element's value attribute must be omitted" |
//! | `<input type=text class=x>` | no: `class` is not one of the bookkept attributes |
//!
//! Checked against the HTML Standard of 16 September 2026 (commit-snapshot
//! `d78d7dd8`, the single page): every state's list is the one its section
//! gives (first read from the text of 16 March 2026, unchanged since). The
//! last changes before: `dirname` came to Hidden, Telephone, URL, Email, Password and Submit
//! Button (2023), `alpha` and `colorspace` to Color (late 2024),
//! `popovertarget` and `popovertargetaction` to the buttons.
//!
//! Only the attributes the bookkeeping names are in the table (the 29 of
//! the sentences, and `value` for File Upload and Image Button); any other
//! attribute is not this module's business.
//!
//! # Examples
//!
//! ```
//! use html_microsyntax::forms::{must_not_be_specified, InputType, NotAllowed};
//!
//! let problem = must_not_be_specified(InputType::Text, "min").unwrap();
//! assert_eq!(problem.to_string(), "attribute `min` does not apply to `input type=text`");
//! assert_eq!(problem.help(), "`min` applies to type=date, month, week, time, datetime-local, number, range");
//! assert!(must_not_be_specified(InputType::Number, "MIN").is_none());
//! ```

use alloc::string::String;
use core::fmt;

use crate::base::error::{DetailData, DetailTable, ErrorKind, FieldValue, Severity};
use crate::common::keywords::enumerated::{InputType, ALL_INPUT_TYPES};

/// The content attributes whose applicability the states of the `type`
/// attribute define ("Which of the accept, alpha, alt, autocomplete, …
/// content attributes … apply to an input element depends on the state of
/// its type attribute"), with `popovertarget`, `popovertargetaction` and
/// `value`, which the states' sentences also name.
pub const BOOKKEPT_ATTRIBUTES: [&str; 30] = [
    "accept",
    "alpha",
    "alt",
    "autocomplete",
    "checked",
    "colorspace",
    "dirname",
    "formaction",
    "formenctype",
    "formmethod",
    "formnovalidate",
    "formtarget",
    "height",
    "list",
    "max",
    "maxlength",
    "min",
    "minlength",
    "multiple",
    "pattern",
    "placeholder",
    "popovertarget",
    "popovertargetaction",
    "readonly",
    "required",
    "size",
    "src",
    "step",
    "width",
    "value",
];

// The lists as the text gives them, one per sentence and one sentence a
// line (states that share a section or the same words share a list).

/// [Hidden](https://html.spec.whatwg.org/multipage/input.html#hidden-state-(type=hidden)).
#[rustfmt::skip]
const HIDDEN: &[&str] = &["accept", "alpha", "alt", "checked", "colorspace", "formaction", "formenctype", "formmethod", "formnovalidate", "formtarget", "height", "list", "max", "maxlength", "min", "minlength", "multiple", "pattern", "placeholder", "popovertarget", "popovertargetaction", "readonly", "required", "size", "src", "step", "width"];

/// [Text and Search](https://html.spec.whatwg.org/multipage/input.html#text-(type=text)-state-and-search-state-(type=search)),
/// [Telephone](https://html.spec.whatwg.org/multipage/input.html#telephone-state-(type=tel)),
/// [URL](https://html.spec.whatwg.org/multipage/input.html#url-state-(type=url)).
#[rustfmt::skip]
const TEXT: &[&str] = &["accept", "alpha", "alt", "checked", "colorspace", "formaction", "formenctype", "formmethod", "formnovalidate", "formtarget", "height", "max", "min", "multiple", "popovertarget", "popovertargetaction", "src", "step", "width"];

/// [Email](https://html.spec.whatwg.org/multipage/input.html#email-state-(type=email)).
#[rustfmt::skip]
const EMAIL: &[&str] = &["accept", "alpha", "alt", "checked", "colorspace", "formaction", "formenctype", "formmethod", "formnovalidate", "formtarget", "height", "max", "min", "popovertarget", "popovertargetaction", "src", "step", "width"];

/// [Password](https://html.spec.whatwg.org/multipage/input.html#password-state-(type=password)).
#[rustfmt::skip]
const PASSWORD: &[&str] = &["accept", "alpha", "alt", "checked", "colorspace", "formaction", "formenctype", "formmethod", "formnovalidate", "formtarget", "height", "list", "max", "min", "multiple", "popovertarget", "popovertargetaction", "src", "step", "width"];

/// [Date](https://html.spec.whatwg.org/multipage/input.html#date-state-(type=date)),
/// Month, Week, Time, Local Date and Time.
#[rustfmt::skip]
const DATE: &[&str] = &["accept", "alpha", "alt", "checked", "colorspace", "dirname", "formaction", "formenctype", "formmethod", "formnovalidate", "formtarget", "height", "maxlength", "minlength", "multiple", "pattern", "placeholder", "popovertarget", "popovertargetaction", "size", "src", "width"];

/// [Number](https://html.spec.whatwg.org/multipage/input.html#number-state-(type=number)).
#[rustfmt::skip]
const NUMBER: &[&str] = &["accept", "alpha", "alt", "checked", "colorspace", "dirname", "formaction", "formenctype", "formmethod", "formnovalidate", "formtarget", "height", "maxlength", "minlength", "multiple", "pattern", "popovertarget", "popovertargetaction", "size", "src", "width"];

/// [Range](https://html.spec.whatwg.org/multipage/input.html#range-state-(type=range)).
#[rustfmt::skip]
const RANGE: &[&str] = &["accept", "alpha", "alt", "checked", "colorspace", "dirname", "formaction", "formenctype", "formmethod", "formnovalidate", "formtarget", "height", "maxlength", "minlength", "multiple", "pattern", "placeholder", "popovertarget", "popovertargetaction", "readonly", "required", "size", "src", "width"];

/// [Color](https://html.spec.whatwg.org/multipage/input.html#color-state-(type=color)).
#[rustfmt::skip]
const COLOR: &[&str] = &["accept", "alt", "checked", "dirname", "formaction", "formenctype", "formmethod", "formnovalidate", "formtarget", "height", "max", "maxlength", "min", "minlength", "multiple", "pattern", "placeholder", "popovertarget", "popovertargetaction", "readonly", "required", "size", "src", "step", "width"];

/// [Checkbox](https://html.spec.whatwg.org/multipage/input.html#checkbox-state-(type=checkbox)),
/// Radio Button.
#[rustfmt::skip]
const CHECKBOX: &[&str] = &["accept", "alpha", "alt", "autocomplete", "colorspace", "dirname", "formaction", "formenctype", "formmethod", "formnovalidate", "formtarget", "height", "list", "max", "maxlength", "min", "minlength", "multiple", "pattern", "placeholder", "popovertarget", "popovertargetaction", "readonly", "size", "src", "step", "width"];

/// [File Upload](https://html.spec.whatwg.org/multipage/input.html#file-upload-state-(type=file)),
/// with `value` ("The element's value attribute must be omitted").
#[rustfmt::skip]
const FILE: &[&str] = &["alpha", "alt", "autocomplete", "checked", "colorspace", "dirname", "formaction", "formenctype", "formmethod", "formnovalidate", "formtarget", "height", "list", "max", "maxlength", "min", "minlength", "pattern", "popovertarget", "popovertargetaction", "placeholder", "readonly", "size", "src", "step", "width", "value"];

/// [Submit Button](https://html.spec.whatwg.org/multipage/input.html#submit-button-state-(type=submit)).
#[rustfmt::skip]
const SUBMIT: &[&str] = &["accept", "alpha", "alt", "autocomplete", "checked", "colorspace", "height", "list", "max", "maxlength", "min", "minlength", "multiple", "pattern", "placeholder", "readonly", "required", "size", "src", "step", "width"];

/// [Image Button](https://html.spec.whatwg.org/multipage/input.html#image-button-state-(type=image)),
/// with `value` ("The element's value attribute must be omitted").
#[rustfmt::skip]
const IMAGE: &[&str] = &["accept", "alpha", "autocomplete", "checked", "colorspace", "dirname", "list", "max", "maxlength", "min", "minlength", "multiple", "pattern", "placeholder", "readonly", "required", "size", "step", "value"];

/// [Reset Button](https://html.spec.whatwg.org/multipage/input.html#reset-button-state-(type=reset)),
/// [Button](https://html.spec.whatwg.org/multipage/input.html#button-state-(type=button)).
#[rustfmt::skip]
const BUTTON: &[&str] = &["accept", "alpha", "alt", "autocomplete", "checked", "colorspace", "dirname", "formaction", "formenctype", "formmethod", "formnovalidate", "formtarget", "height", "list", "max", "maxlength", "min", "minlength", "multiple", "pattern", "placeholder", "readonly", "required", "size", "src", "step", "width"];

/// For each state of the `type` attribute (in [`ALL_INPUT_TYPES`] order),
/// the content attributes that must not be specified, as the state's
/// section lists them ("The following content attributes must not be
/// specified and do not apply to the element: …"), with `value` for File
/// Upload and Image Button ("The element's value attribute must be
/// omitted").
///
/// Checked against the HTML Standard of 16 September 2026 (commit-snapshot
/// `d78d7dd8`).
///
/// # Examples
///
/// ```
/// use html_microsyntax::forms::{InputType, MUST_NOT_BE_SPECIFIED};
///
/// let (state, list) = MUST_NOT_BE_SPECIFIED[14];
/// assert_eq!(state, InputType::Color);
/// assert!(list.contains(&"step") && !list.contains(&"alpha"));
/// ```
pub const MUST_NOT_BE_SPECIFIED: [(InputType, &[&str]); 22] = [
    (InputType::Hidden, HIDDEN),
    (InputType::Text, TEXT),
    (InputType::Search, TEXT),
    (InputType::Telephone, TEXT),
    (InputType::Url, TEXT),
    (InputType::Email, EMAIL),
    (InputType::Password, PASSWORD),
    (InputType::Date, DATE),
    (InputType::Month, DATE),
    (InputType::Week, DATE),
    (InputType::Time, DATE),
    (InputType::DateTimeLocal, DATE),
    (InputType::Number, NUMBER),
    (InputType::Range, RANGE),
    (InputType::Color, COLOR),
    (InputType::Checkbox, CHECKBOX),
    (InputType::Radio, CHECKBOX),
    (InputType::File, FILE),
    (InputType::Submit, SUBMIT),
    (InputType::Image, IMAGE),
    (InputType::Reset, BUTTON),
    (InputType::Button, BUTTON),
];

/// The list of [`MUST_NOT_BE_SPECIFIED`] for `state`.
fn list_for(state: InputType) -> &'static [&'static str] {
    MUST_NOT_BE_SPECIFIED
        .iter()
        .find(|(s, _)| *s == state)
        .map_or(&[], |(_, list)| list)
}

/// An attribute specified on an `input` element whose `type` state says it
/// must not be: the `attribute_not_allowed` detail.
///
/// # Examples
///
/// ```
/// use html_microsyntax::forms::{must_not_be_specified, InputType, NotAllowed};
/// use html_microsyntax::ErrorKind;
///
/// let problem = must_not_be_specified(InputType::File, "value").unwrap();
/// let kind = ErrorKind::from(problem);
/// assert_eq!(kind.code(), "attribute_not_allowed");
/// assert_eq!(kind.to_string(), "attribute `value` must be omitted on `input type=file`");
/// assert_eq!(NotAllowed::from_kind(&kind), Some(problem));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct NotAllowed {
    /// The attribute's name, lowercase (one of [`BOOKKEPT_ATTRIBUTES`]).
    pub attribute: &'static str,
    /// The state of the element's `type` attribute.
    pub state: InputType,
}

/// Whether `attribute` must not be specified on an `input` element whose
/// `type` attribute is in `state` (the name is matched ASCII
/// case-insensitively, as the HTML parser lowercases it). `None` when it
/// may be, or when the attribute is not one the states' bookkeeping names.
///
/// # Examples
///
/// ```
/// use html_microsyntax::forms::{must_not_be_specified, InputType};
///
/// assert!(must_not_be_specified(InputType::Hidden, "required").is_some());
/// assert!(must_not_be_specified(InputType::Hidden, "autocomplete").is_none());
/// assert!(must_not_be_specified(InputType::Color, "alpha").is_none());
/// assert!(must_not_be_specified(InputType::Text, "data-x").is_none());
/// ```
pub fn must_not_be_specified(state: InputType, attribute: &str) -> Option<NotAllowed> {
    list_for(state)
        .iter()
        .find(|name| name.eq_ignore_ascii_case(attribute))
        .map(|&attribute| NotAllowed { attribute, state })
}

/// The states in which `attribute` may be specified: those whose list
/// does not name it (every state for an attribute the bookkeeping does not
/// name).
///
/// # Examples
///
/// ```
/// use html_microsyntax::forms::{states_where_allowed, InputType};
///
/// let states: Vec<_> = states_where_allowed("checked").collect();
/// assert_eq!(states, [InputType::Checkbox, InputType::Radio]);
/// ```
pub fn states_where_allowed(attribute: &str) -> impl Iterator<Item = InputType> + '_ {
    ALL_INPUT_TYPES
        .into_iter()
        .filter(move |&state| must_not_be_specified(state, attribute).is_none())
}

impl NotAllowed {
    /// The code, `attribute_not_allowed`: also the document checker's for
    /// an attribute the element has only in other contexts.
    pub const CODE: &'static str = "attribute_not_allowed";

    /// A fix: the types in which the attribute may be specified, as
    /// `type` keywords.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::forms::{must_not_be_specified, InputType};
    ///
    /// let problem = must_not_be_specified(InputType::Date, "placeholder").unwrap();
    /// assert_eq!(problem.help(), "`placeholder` applies to type=text, search, tel, url, email, password, number");
    /// ```
    pub fn help(&self) -> String {
        let mut help = String::new();
        help.push('`');
        help.push_str(self.attribute);
        help.push_str("` applies to type=");
        for (i, state) in states_where_allowed(self.attribute).enumerate() {
            if i > 0 {
                help.push_str(", ");
            }
            help.push_str(state.keyword());
        }
        help
    }

    /// An error, but a warning for `maxlength` and `size` in the Number
    /// state: "Authors should not, but may despite requirements to the
    /// contrary elsewhere in this specification, specify the maxlength and
    /// size attributes on input elements whose type attributes are in the
    /// Number state" ([obsolete but conforming](https://html.spec.whatwg.org/multipage/obsolete.html#obsolete-but-conforming-features),
    /// which "will trigger warnings in conformance checkers").
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::error::Severity;
    /// use html_microsyntax::forms::{must_not_be_specified, InputType};
    ///
    /// let size = must_not_be_specified(InputType::Number, "size").unwrap();
    /// assert_eq!(size.severity(), Severity::Warning);
    /// assert_eq!(html_microsyntax::ErrorKind::from(size).severity(), Severity::Warning);
    /// let size = must_not_be_specified(InputType::Date, "size").unwrap();
    /// assert_eq!(size.severity(), Severity::Error);
    /// ```
    pub fn severity(&self) -> Severity {
        if self.state == InputType::Number && matches!(self.attribute, "maxlength" | "size") {
            Severity::Warning
        } else {
            Severity::Error
        }
    }

    /// The URL of the state's section, where its list is.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::forms::{must_not_be_specified, InputType};
    ///
    /// let problem = must_not_be_specified(InputType::Search, "min").unwrap();
    /// assert!(problem.spec().ends_with("#text-(type=text)-state-and-search-state-(type=search)"));
    /// ```
    pub fn spec(&self) -> &'static str {
        macro_rules! at {
            ($anchor:literal) => {
                concat!(
                    "https://html.spec.whatwg.org/multipage/input.html#",
                    $anchor
                )
            };
        }
        match self.state {
            InputType::Hidden => at!("hidden-state-(type=hidden)"),
            InputType::Text | InputType::Search => {
                at!("text-(type=text)-state-and-search-state-(type=search)")
            }
            InputType::Telephone => at!("telephone-state-(type=tel)"),
            InputType::Url => at!("url-state-(type=url)"),
            InputType::Email => at!("email-state-(type=email)"),
            InputType::Password => at!("password-state-(type=password)"),
            InputType::Date => at!("date-state-(type=date)"),
            InputType::Month => at!("month-state-(type=month)"),
            InputType::Week => at!("week-state-(type=week)"),
            InputType::Time => at!("time-state-(type=time)"),
            InputType::DateTimeLocal => at!("local-date-and-time-state-(type=datetime-local)"),
            InputType::Number => at!("number-state-(type=number)"),
            InputType::Range => at!("range-state-(type=range)"),
            InputType::Color => at!("color-state-(type=color)"),
            InputType::Checkbox => at!("checkbox-state-(type=checkbox)"),
            InputType::Radio => at!("radio-button-state-(type=radio)"),
            InputType::File => at!("file-upload-state-(type=file)"),
            InputType::Submit => at!("submit-button-state-(type=submit)"),
            InputType::Image => at!("image-button-state-(type=image)"),
            InputType::Reset => at!("reset-button-state-(type=reset)"),
            InputType::Button => at!("button-state-(type=button)"),
        }
    }

    /// The problem an [`ErrorKind`] carries, if it is one of this module's.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::forms::NotAllowed;
    /// use html_microsyntax::numbers::parse_integer;
    ///
    /// let other = parse_integer("x").unwrap_err().kind();
    /// assert_eq!(NotAllowed::from_kind(&other), None);
    /// ```
    pub fn from_kind(kind: &ErrorKind) -> Option<NotAllowed> {
        match kind {
            ErrorKind::Detail { table, data } if *table == &NOT_ALLOWED_DETAILS => {
                NotAllowed::unpack(data)
            }
            _ => None,
        }
    }

    /// Byte 0: the attribute's index in [`BOOKKEPT_ATTRIBUTES`]; byte 1:
    /// the state's in [`ALL_INPUT_TYPES`].
    fn pack(self) -> DetailData {
        let mut bytes = [0; DetailData::CAPACITY];
        let attribute = BOOKKEPT_ATTRIBUTES
            .iter()
            .position(|&a| a == self.attribute)
            .unwrap_or(0);
        let state = ALL_INPUT_TYPES
            .iter()
            .position(|&s| s == self.state)
            .unwrap_or(0);
        // Both indexes are below 30.
        bytes[0] = u8::try_from(attribute).unwrap_or(0);
        bytes[1] = u8::try_from(state).unwrap_or(0);
        DetailData::new(bytes)
    }

    /// The problem [`NotAllowed::pack`] packed.
    fn unpack(data: &DetailData) -> Option<NotAllowed> {
        let [attribute, state, ..] = *data.bytes();
        Some(NotAllowed {
            attribute: BOOKKEPT_ATTRIBUTES.get(usize::from(attribute)).copied()?,
            state: ALL_INPUT_TYPES.get(usize::from(state)).copied()?,
        })
    }
}

impl fmt::Display for NotAllowed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.attribute == "value" {
            // File Upload and Image Button: "The element's value attribute
            // must be omitted."
            write!(
                f,
                "attribute `value` must be omitted on `input type={}`",
                self.state
            )
        } else {
            write!(
                f,
                "attribute `{}` does not apply to `input type={}`",
                self.attribute, self.state
            )
        }
    }
}

/// The details of [`NotAllowed`]: code `attribute_not_allowed`, an error,
/// with the fields `attribute` and `type`.
///
/// # Examples
///
/// ```
/// use html_microsyntax::forms::{must_not_be_specified, InputType, NOT_ALLOWED_DETAILS};
/// use html_microsyntax::ErrorKind;
///
/// let kind = ErrorKind::from(must_not_be_specified(InputType::Radio, "list").unwrap());
/// assert!(matches!(kind, ErrorKind::Detail { table, .. } if *table == NOT_ALLOWED_DETAILS));
/// ```
pub static NOT_ALLOWED_DETAILS: DetailTable = DetailTable::new(
    "input_type_applies",
    |_| NotAllowed::CODE,
    |data, f| match NotAllowed::unpack(data) {
        Some(p) => fmt::Display::fmt(&p, f),
        None => f.write_str("attribute does not apply"),
    },
)
.with_severity(|data| NotAllowed::unpack(data).map_or(Severity::Error, |p| p.severity()))
.with_fields(|data, f| {
    if let Some(p) = NotAllowed::unpack(data) {
        f("attribute", FieldValue::Str(p.attribute));
        f("type", FieldValue::Str(p.state.keyword()));
    }
})
.with_codes(&[NotAllowed::CODE]);

impl From<NotAllowed> for ErrorKind {
    fn from(problem: NotAllowed) -> ErrorKind {
        ErrorKind::Detail {
            table: &NOT_ALLOWED_DETAILS,
            data: problem.pack(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_listed_name_is_bookkept_and_round_trips() {
        for (state, list) in MUST_NOT_BE_SPECIFIED {
            for &name in list {
                assert!(BOOKKEPT_ATTRIBUTES.contains(&name), "{name}");
                let problem = must_not_be_specified(state, name).unwrap();
                let kind = ErrorKind::from(problem);
                assert_eq!(NotAllowed::from_kind(&kind), Some(problem));
            }
        }
    }

    #[test]
    fn the_table_follows_the_state_order() {
        for ((state, _), expected) in MUST_NOT_BE_SPECIFIED.iter().zip(ALL_INPUT_TYPES) {
            assert_eq!(*state, expected);
        }
    }

    /// Every bookkept attribute applies somewhere, and no state forbids
    /// all of them.
    /// The autofill module's list of the types `autocomplete` applies to
    /// (a lower floor, which cannot read this table) is this table's.
    #[test]
    fn autocomplete_applies_where_the_autofill_module_says() {
        let here: alloc::vec::Vec<_> = states_where_allowed("autocomplete").collect();
        assert_eq!(here, crate::syntaxes::autofill::AUTOCOMPLETE_INPUT_TYPES);
    }

    #[test]
    fn each_attribute_applies_to_some_state() {
        for name in BOOKKEPT_ATTRIBUTES {
            assert!(states_where_allowed(name).next().is_some(), "{name}");
        }
    }
}
