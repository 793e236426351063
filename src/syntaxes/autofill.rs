//! [Autofill](https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#autofill):
//! the `autocomplete` attribute of `input`, `select` and `textarea`.
//!
//! ```text
//! value                              on                valid?  IDL-exposed value
//! "off"                              textarea          yes     "off"
//! "section-A shipping street-address" textarea         yes     "section-a shipping street-address"
//! " HOME\ntel"                       input type=tel    yes     "home tel"
//! "username webauthn"                input type=email  yes     "username webauthn"
//! "bday-day"                         input type=email  no: 'bday-day' is not allowed on input type=email
//! "home name"                        select            no: 'home' needs a contact field name
//! "emial"                            input             no: unknown autofill field name 'emial', did you mean 'email'?
//! "on"                               input type=hidden no (the anchor mantle takes no 'on')  ""
//! ```
//!
//! The value is a set of space-separated tokens, ASCII case-insensitive:
//! either the single token `on` or `off` (not on `input type=hidden`, whose
//! attribute wears the *autofill anchor mantle*), or *autofill detail
//! tokens*:
//!
//! ```text
//! [section-*] [shipping | billing] ( field-name | [home | work | mobile | fax | pager] contact-field-name ) [webauthn]
//! ```
//!
//! where the field name must be one whose *control group* the control
//! allows ([`AutofillControl::allows`]). [`validate_autocomplete`] checks
//! that author-facing syntax and points at the offending token;
//! [`autofill_processing_model`] is what a browser computes from any value
//! (the `autocomplete` IDL attribute returns its
//! [`idl_value`](Autofill::idl_value)).

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use crate::base::error::{detail_kinds, packed_by_index, FieldValue, Packed, ShortName, ToField};
use crate::base::step::{Sink, Steps};
use crate::base::valid::report_to_end;
use crate::common::idioms::{offset_in, split_on_ascii_whitespace};
use crate::common::keywords::enumerated::{InputType, ALL_INPUT_TYPES};
use crate::common::row::{html, ok, reports_all, row, Checked, Context, SyntaxDef};
use crate::{base::entry, base::error::Error, base::error::ErrorKind};

/// A [control group](https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#control-group)
/// of the autofill field names: which controls a field name is appropriate for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ControlGroup {
    /// Text (`name`, `postal-code`, …).
    Text,
    /// Multiline text (`street-address`).
    Multiline,
    /// Passwords (`new-password`, `current-password`, `one-time-code`).
    Password,
    /// URLs (`url`, `photo`, `impp`).
    Url,
    /// User names (`username`, `email`).
    Username,
    /// Telephone numbers (`tel`).
    Tel,
    /// Numbers (`cc-exp-month`, `bday-day`, `transaction-amount`, …).
    Numeric,
    /// Months (`cc-exp`).
    Month,
    /// Dates (`bday`).
    Date,
}

impl ControlGroup {
    /// The group's name as the spec writes it.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::autofill::ControlGroup;
    /// assert_eq!(ControlGroup::Username.name(), "Username");
    /// ```
    pub fn name(self) -> &'static str {
        match self {
            ControlGroup::Text => "Text",
            ControlGroup::Multiline => "Multiline",
            ControlGroup::Password => "Password",
            ControlGroup::Url => "URL",
            ControlGroup::Username => "Username",
            ControlGroup::Tel => "Tel",
            ControlGroup::Numeric => "Numeric",
            ControlGroup::Month => "Month",
            ControlGroup::Date => "Date",
        }
    }
}

/// The autofill field names, in the spec's order: (name, control group,
/// whether it is a contact field name that `home`, `work`, … may precede).
static FIELD_NAMES: [(&str, ControlGroup, bool); 54] = {
    use ControlGroup::*;
    [
        ("name", Text, false),
        ("honorific-prefix", Text, false),
        ("given-name", Text, false),
        ("additional-name", Text, false),
        ("family-name", Text, false),
        ("honorific-suffix", Text, false),
        ("nickname", Text, false),
        ("username", Username, false),
        ("new-password", Password, false),
        ("current-password", Password, false),
        ("one-time-code", Password, false),
        ("organization-title", Text, false),
        ("organization", Text, false),
        ("street-address", Multiline, false),
        ("address-line1", Text, false),
        ("address-line2", Text, false),
        ("address-line3", Text, false),
        ("address-level4", Text, false),
        ("address-level3", Text, false),
        ("address-level2", Text, false),
        ("address-level1", Text, false),
        ("country", Text, false),
        ("country-name", Text, false),
        ("postal-code", Text, false),
        ("cc-name", Text, false),
        ("cc-given-name", Text, false),
        ("cc-additional-name", Text, false),
        ("cc-family-name", Text, false),
        ("cc-number", Text, false),
        ("cc-exp", Month, false),
        ("cc-exp-month", Numeric, false),
        ("cc-exp-year", Numeric, false),
        ("cc-csc", Text, false),
        ("cc-type", Text, false),
        ("transaction-currency", Text, false),
        ("transaction-amount", Numeric, false),
        ("language", Text, false),
        ("bday", Date, false),
        ("bday-day", Numeric, false),
        ("bday-month", Numeric, false),
        ("bday-year", Numeric, false),
        ("sex", Text, false),
        ("url", Url, false),
        ("photo", Url, false),
        ("tel", Tel, true),
        ("tel-country-code", Text, true),
        ("tel-national", Text, true),
        ("tel-area-code", Text, true),
        ("tel-local", Text, true),
        ("tel-local-prefix", Text, true),
        ("tel-local-suffix", Text, true),
        ("tel-extension", Text, true),
        ("email", Username, true),
        ("impp", Url, true),
    ]
};

/// How many field names there are.
const FIELD_NAME_COUNT: usize = FIELD_NAMES.len();

/// The attribute's other keywords, for suggestions.
static OTHER_KEYWORDS: [&str; 11] = [
    "on", "off", "shipping", "billing", "home", "work", "mobile", "fax", "pager", "webauthn",
    "section-",
];

/// An [autofill field name](https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#autofill-field-name)
/// (`name`, `email`, `cc-exp`, …): an index into the spec's table.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct FieldName(u8);

impl FieldName {
    /// The field name an ASCII case-insensitive `token` is, if any.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::autofill::FieldName;
    /// assert_eq!(FieldName::from_token("E-MAIL"), None);
    /// assert_eq!(FieldName::from_token("EMAIL").unwrap().name(), "email");
    /// ```
    pub fn from_token(token: &str) -> Option<FieldName> {
        FIELD_NAMES
            .iter()
            .take(FIELD_NAME_COUNT)
            .position(|(name, _, _)| name.eq_ignore_ascii_case(token))
            .and_then(|i| u8::try_from(i).ok())
            .map(FieldName)
    }

    /// Every field name, in the spec's order.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::autofill::FieldName;
    /// assert_eq!(FieldName::all().count(), 54);
    /// assert_eq!(FieldName::all().next().unwrap().name(), "name");
    /// ```
    pub fn all() -> impl Iterator<Item = FieldName> {
        (0..FIELD_NAME_COUNT)
            .filter_map(|i| u8::try_from(i).ok())
            .map(FieldName)
    }

    fn row(self) -> (&'static str, ControlGroup, bool) {
        FIELD_NAMES
            .get(usize::from(self.0))
            .copied()
            .unwrap_or(("name", ControlGroup::Text, false))
    }

    /// The name, lowercase.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::autofill::FieldName;
    /// assert_eq!(FieldName::from_token("Cc-Exp").unwrap().name(), "cc-exp");
    /// ```
    pub fn name(self) -> &'static str {
        self.row().0
    }

    /// The name's control group.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::autofill::{ControlGroup, FieldName};
    /// assert_eq!(FieldName::from_token("cc-exp").unwrap().group(), ControlGroup::Month);
    /// ```
    pub fn group(self) -> ControlGroup {
        self.row().1
    }

    /// Whether `home`, `work`, `mobile`, `fax` or `pager` may precede it
    /// (`tel…`, `email`, `impp`).
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::autofill::FieldName;
    /// assert!(FieldName::from_token("impp").unwrap().is_contact());
    /// assert!(!FieldName::from_token("name").unwrap().is_contact());
    /// ```
    pub fn is_contact(self) -> bool {
        self.row().2
    }
}

impl fmt::Debug for FieldName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl fmt::Display for FieldName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// `shipping` or `billing`: which address or contact information a field
/// is part of.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AddressMode {
    /// `shipping`
    Shipping,
    /// `billing`
    Billing,
}

impl AddressMode {
    /// The keyword, lowercase.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::autofill::AddressMode;
    /// assert_eq!(AddressMode::Billing.keyword(), "billing");
    /// ```
    pub fn keyword(self) -> &'static str {
        match self {
            AddressMode::Shipping => "shipping",
            AddressMode::Billing => "billing",
        }
    }

    fn from_token(token: &str) -> Option<AddressMode> {
        [AddressMode::Shipping, AddressMode::Billing]
            .into_iter()
            .find(|m| m.keyword().eq_ignore_ascii_case(token))
    }
}

/// `home`, `work`, `mobile`, `fax` or `pager`: which contact a contact
/// field name is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ContactKind {
    /// `home`
    Home,
    /// `work`
    Work,
    /// `mobile`
    Mobile,
    /// `fax`
    Fax,
    /// `pager`
    Pager,
}

impl ContactKind {
    /// The keyword, lowercase.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::autofill::ContactKind;
    /// assert_eq!(ContactKind::Mobile.keyword(), "mobile");
    /// ```
    pub fn keyword(self) -> &'static str {
        match self {
            ContactKind::Home => "home",
            ContactKind::Work => "work",
            ContactKind::Mobile => "mobile",
            ContactKind::Fax => "fax",
            ContactKind::Pager => "pager",
        }
    }

    fn from_token(token: &str) -> Option<ContactKind> {
        CONTACT_KINDS
            .into_iter()
            .find(|c| c.keyword().eq_ignore_ascii_case(token))
    }
}

/// A control whose `autocomplete` attribute is checked: the element and,
/// for `input`, its type's state.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AutofillControl {
    /// An `input` element in this type state.
    Input(InputType),
    /// A `textarea` element.
    Textarea,
    /// A `select` element.
    Select,
}

/// Which of its two
/// [mantles](https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#autofill-anchor-mantle)
/// the attribute wears.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AutofillMantle {
    /// The attribute says what input is expected from users (every control
    /// but `input type=hidden`).
    Expectation,
    /// The attribute says what the given value means (`input type=hidden`).
    Anchor,
}

/// The `input` types the `autocomplete` attribute applies to (the input
/// element's table of which attributes apply): every type but checkbox,
/// radio, file and the buttons.
///
/// # Examples
///
/// ```
/// use html_microsyntax::autofill::AUTOCOMPLETE_INPUT_TYPES;
/// use html_microsyntax::forms::InputType;
/// assert!(AUTOCOMPLETE_INPUT_TYPES.contains(&InputType::Hidden));
/// assert!(!AUTOCOMPLETE_INPUT_TYPES.contains(&InputType::Checkbox));
/// ```
// Evaluated at compile time: an index out of range fails the build.
#[allow(clippy::indexing_slicing)]
pub const AUTOCOMPLETE_INPUT_TYPES: [InputType; 15] = {
    // Every state in the table's order, but those seven (the forms module
    // tests this against the bookkeeping table's lists).
    let mut types = [InputType::Hidden; 15];
    let (mut i, mut n) = (0, 0);
    while i < ALL_INPUT_TYPES.len() {
        let ty = ALL_INPUT_TYPES[i];
        if !matches!(
            ty,
            InputType::Checkbox
                | InputType::Radio
                | InputType::File
                | InputType::Submit
                | InputType::Image
                | InputType::Reset
                | InputType::Button
        ) {
            types[n] = ty;
            n += 1;
        }
        i += 1;
    }
    types
};

impl AutofillControl {
    /// The control for `element` (a local name, ASCII case-insensitive) and,
    /// for `input`, its `type` attribute's value (`None` when absent; an
    /// invalid value is the Text state). `None` where the `autocomplete`
    /// attribute does not apply: other elements, and `input` of type
    /// `checkbox`, `radio`, `file`, `submit`, `image`, `reset` or `button`.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::autofill::AutofillControl;
    /// use html_microsyntax::forms::InputType;
    /// assert_eq!(
    ///     AutofillControl::for_element("input", Some("EMAIL")),
    ///     Some(AutofillControl::Input(InputType::Email))
    /// );
    /// assert_eq!(AutofillControl::for_element("TEXTAREA", None), Some(AutofillControl::Textarea));
    /// assert_eq!(AutofillControl::for_element("input", Some("checkbox")), None);
    /// assert_eq!(AutofillControl::for_element("form", None), None);
    /// ```
    pub fn for_element(element: &str, input_type: Option<&str>) -> Option<AutofillControl> {
        if element.eq_ignore_ascii_case("textarea") {
            return Some(AutofillControl::Textarea);
        }
        if element.eq_ignore_ascii_case("select") {
            return Some(AutofillControl::Select);
        }
        if !element.eq_ignore_ascii_case("input") {
            return None;
        }
        let ty = InputType::from_attribute(input_type);
        AUTOCOMPLETE_INPUT_TYPES
            .contains(&ty)
            .then_some(AutofillControl::Input(ty))
    }

    /// The mantle the control's attribute wears: the anchor mantle on
    /// `input type=hidden`, the expectation mantle elsewhere.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::autofill::{AutofillControl, AutofillMantle};
    /// use html_microsyntax::forms::InputType;
    /// assert_eq!(AutofillControl::Input(InputType::Hidden).mantle(), AutofillMantle::Anchor);
    /// assert_eq!(AutofillControl::Select.mantle(), AutofillMantle::Expectation);
    /// ```
    pub fn mantle(self) -> AutofillMantle {
        match self {
            AutofillControl::Input(InputType::Hidden) => AutofillMantle::Anchor,
            _ => AutofillMantle::Expectation,
        }
    }

    /// Whether field names of `group` are appropriate for the control:
    /// `input type=hidden`, `textarea` and `select` take every group; `text`
    /// and `search` every group but Multiline; `password` takes Password,
    /// `url` URL, `email` Username, `tel` Tel, `number` Numeric, `month`
    /// Month, `date` Date; the other types none.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::autofill::{AutofillControl, ControlGroup};
    /// use html_microsyntax::forms::InputType;
    /// assert!(AutofillControl::Input(InputType::Email).allows(ControlGroup::Username));
    /// assert!(!AutofillControl::Input(InputType::Email).allows(ControlGroup::Numeric));
    /// assert!(!AutofillControl::Input(InputType::Text).allows(ControlGroup::Multiline));
    /// assert!(AutofillControl::Textarea.allows(ControlGroup::Multiline));
    /// ```
    pub fn allows(self, group: ControlGroup) -> bool {
        let ty = match self {
            AutofillControl::Textarea | AutofillControl::Select => return true,
            AutofillControl::Input(ty) => ty,
        };
        match ty {
            InputType::Hidden => true,
            InputType::Text | InputType::Search => group != ControlGroup::Multiline,
            InputType::Password => group == ControlGroup::Password,
            InputType::Url => group == ControlGroup::Url,
            InputType::Email => group == ControlGroup::Username,
            InputType::Telephone => group == ControlGroup::Tel,
            InputType::Number => group == ControlGroup::Numeric,
            InputType::Month => group == ControlGroup::Month,
            InputType::Date => group == ControlGroup::Date,
            _ => false,
        }
    }
}

impl fmt::Display for AutofillControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AutofillControl::Input(ty) => write!(f, "input type={}", ty.keyword()),
            AutofillControl::Textarea => f.write_str("textarea"),
            AutofillControl::Select => f.write_str("select"),
        }
    }
}

detail_kinds! {
/// What is wrong with an `autocomplete` value: this module's own failure
/// details, carried by an [`ErrorKind::Detail`] (`ErrorKind::from(problem)`)
/// and read back with [`AutofillProblem::from_kind`]. A token name is kept
/// to its first 21 bytes (written with `…` when cut).
///
/// # Examples
///
/// ```
/// use html_microsyntax::autofill::{validate_autocomplete, AutofillControl, AutofillProblem};
/// use html_microsyntax::forms::InputType;
///
/// let err = validate_autocomplete("webauthn", AutofillControl::Input(InputType::Text)).unwrap_err();
/// assert_eq!(AutofillProblem::from_kind(&err.kind()), Some(AutofillProblem::WebauthnWithoutField));
/// assert_eq!(AutofillProblem::WebauthnNotLast.code(), "webauthn_not_last");
/// ```
///
/// Its fields (what serde writes) are named as the variant's:
///
/// ```
/// use html_microsyntax::autofill::AutofillProblem;
/// use html_microsyntax::error::FieldValue;
/// let mut fields = Vec::new();
/// AutofillProblem::OnOffNotAlone { on: true }.for_each_field(&mut |name, value| {
///     fields.push((name, value == FieldValue::Bool(true)));
/// });
/// assert_eq!(fields, [("on", true)]);
/// ```
pub enum AutofillProblem;
/// The codes and words of [`AutofillProblem`]: what an [`ErrorKind::Detail`]
/// of this module points at.
pub static AUTOFILL_DETAILS = (syntax "autocomplete", otherwise "autofill", "invalid autocomplete value");
{
    /// A token that is no keyword of the attribute.
    UnknownFieldName {
        /// The token, lowercase (shortened if long).
        name: ShortName,
    } => ("unknown_autofill_field_name", Error, "unknown autofill field name '{name}'{}", MeantOrExpected(nearest(name))),
    /// A field name whose control group the control does not allow.
    FieldNotAllowed {
        /// The field name.
        field: FieldName,
        /// The control.
        control: AutofillControl,
    } => ("autofill_field_not_allowed", Error, "'{field}' is not allowed on {control}"),
    /// `home`, `work`, `mobile`, `fax` or `pager` not followed by a contact
    /// field name.
    ContactNeedsContactField {
        /// The contact token.
        contact: ContactKind,
    } => ("contact_needs_contact_field", Error, "'{}' needs a contact field name such as 'tel' or 'email' after it", contact.keyword()),
    /// A token out of the order section, mode, contact, field name,
    /// `webauthn`.
    OutOfOrder {
        /// The token, lowercase (shortened if long).
        token: ShortName,
    } => ("autofill_token_out_of_order", Error, "'{token}' is out of order, expected the order 'section-*', 'shipping' or 'billing', 'home'/'work'/'mobile'/'fax'/'pager', the field name, 'webauthn'"),
    /// A second field name.
    SecondFieldName {
        /// The second field name.
        field: FieldName,
    } => ("second_autofill_field_name", Error, "'{field}' is a second field name, expected only one"),
    /// A token after `webauthn`.
    WebauthnNotLast => ("webauthn_not_last", Error, "'webauthn' must be last"),
    /// `webauthn` without a field name before it.
    WebauthnWithoutField => ("webauthn_without_field", Error, "'webauthn' needs a field name before it, such as 'username'"),
    /// `on` or `off` with other tokens.
    OnOffNotAlone {
        /// `true` for `on`.
        on: bool,
    } => ("on_off_not_alone", Error, "'{}' must be the only token", on_off(*on)),
    /// `on` or `off` on `input type=hidden` (the anchor mantle).
    OnOffOnAnchor {
        /// `true` for `on`.
        on: bool,
    } => ("on_off_on_hidden", Error, "'{}' is not allowed on input type=hidden, expected a field name", on_off(*on)),
    /// A section or mode without a field name after it.
    MissingFieldName => ("missing_autofill_field_name", Error, "expected an autofill field name, found the end of the input"),
}
suggestion: |p: &AutofillProblem| p.suggestion();
}

impl AutofillProblem {
    /// The keyword the author likely meant: for an unknown field name, the
    /// nearest keyword of the attribute, when one is close enough.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::autofill::AutofillProblem;
    /// use html_microsyntax::error::ShortName;
    /// let p = AutofillProblem::UnknownFieldName { name: ShortName::new("emial") };
    /// assert_eq!(p.suggestion(), Some("email"));
    /// ```
    pub fn suggestion(&self) -> Option<&'static str> {
        match self {
            AutofillProblem::UnknownFieldName { name } => nearest(name),
            _ => None,
        }
    }
}

/// The keyword of the attribute nearest to `name`, when one is close enough.
fn nearest(name: &ShortName) -> Option<&'static str> {
    let keywords = FIELD_NAMES
        .iter()
        .map(|row| &row.0)
        .chain(OTHER_KEYWORDS.iter());
    crate::common::keywords::nearest_keyword(name.as_str(), keywords).copied()
}

/// The end of an unknown field name's words: the keyword meant, or what
/// a field name looks like.
struct MeantOrExpected(Option<&'static str>);

impl fmt::Display for MeantOrExpected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(k) => write!(f, ", did you mean '{k}'?"),
            None => f.write_str(", expected a field name such as 'name', 'email' or 'tel'"),
        }
    }
}

/// A field name packs as its row of the spec's table (one byte).
impl Packed for FieldName {
    fn pack_into(&self, out: &mut [u8]) -> usize {
        self.0.pack_into(out)
    }
    fn unpack_from(bytes: &[u8]) -> Option<(Self, usize)> {
        let (row, used) = u8::unpack_from(bytes)?;
        (usize::from(row) < FIELD_NAME_COUNT).then_some((FieldName(row), used))
    }
}

impl ToField for FieldName {
    fn to_field(&self) -> FieldValue<'_> {
        FieldValue::Str(self.name())
    }
}

/// A control packs as its index (one byte, [`AutofillControl::index`]).
impl Packed for AutofillControl {
    fn pack_into(&self, out: &mut [u8]) -> usize {
        self.index().pack_into(out)
    }
    fn unpack_from(bytes: &[u8]) -> Option<(Self, usize)> {
        let (index, used) = u8::unpack_from(bytes)?;
        Some((AutofillControl::from_index(index)?, used))
    }
}

/// A control's field is its words (`input type=email`, `textarea`).
impl ToField for AutofillControl {
    fn to_field(&self) -> FieldValue<'_> {
        let name = CONTROL_NAMES.get(usize::from(self.index()));
        FieldValue::Str(name.copied().unwrap_or_default())
    }
}

/// The words of each control, in [`AutofillControl::index`] order: as
/// its `Display` writes them, for its field.
static CONTROL_NAMES: [&str; 24] = [
    "input type=hidden",
    "input type=text",
    "input type=search",
    "input type=tel",
    "input type=url",
    "input type=email",
    "input type=password",
    "input type=date",
    "input type=month",
    "input type=week",
    "input type=time",
    "input type=datetime-local",
    "input type=number",
    "input type=range",
    "input type=color",
    "input type=checkbox",
    "input type=radio",
    "input type=file",
    "input type=submit",
    "input type=image",
    "input type=reset",
    "input type=button",
    "textarea",
    "select",
];

/// The contact kinds, in declaration order.
const CONTACT_KINDS: [ContactKind; 5] = [
    ContactKind::Home,
    ContactKind::Work,
    ContactKind::Mobile,
    ContactKind::Fax,
    ContactKind::Pager,
];

packed_by_index!(ContactKind, CONTACT_KINDS);

impl ToField for ContactKind {
    fn to_field(&self) -> FieldValue<'_> {
        FieldValue::Str(self.keyword())
    }
}

impl AutofillControl {
    /// `0..22` the input types in [`ALL_INPUT_TYPES`] order, then `textarea`, `select`.
    fn index(self) -> u8 {
        let count = ALL_INPUT_TYPES.len();
        let i = match self {
            AutofillControl::Input(ty) => {
                ALL_INPUT_TYPES.iter().position(|&t| t == ty).unwrap_or(0)
            }
            AutofillControl::Textarea => count,
            AutofillControl::Select => count + 1,
        };
        u8::try_from(i).unwrap_or(0)
    }

    fn from_index(i: u8) -> Option<AutofillControl> {
        let i = usize::from(i);
        let count = ALL_INPUT_TYPES.len();
        match i {
            _ if i < count => ALL_INPUT_TYPES.get(i).copied().map(AutofillControl::Input),
            _ if i == count => Some(AutofillControl::Textarea),
            _ if i == count + 1 => Some(AutofillControl::Select),
            _ => None,
        }
    }
}

fn on_off(on: bool) -> &'static str {
    if on {
        "on"
    } else {
        "off"
    }
}

/// The field of a valid value: `on`, `off`, or a field name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AutofillField {
    /// `off`: the user agent is not to autofill.
    Off,
    /// `on`: the user agent may autofill, with no further hint.
    On,
    /// A field name.
    Name(FieldName),
}

/// A valid `autocomplete` value: its parts, as written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct AutofillDetails<'a> {
    /// The `section-*` token, as written.
    pub section: Option<&'a str>,
    /// `shipping` or `billing`.
    pub mode: Option<AddressMode>,
    /// `home`, `work`, `mobile`, `fax` or `pager`.
    pub contact: Option<ContactKind>,
    /// `on`, `off` or the field name.
    pub field: AutofillField,
    /// The `webauthn` token.
    pub webauthn: bool,
}

impl AutofillDetails<'_> {
    /// The tokens in their canonical form, lowercase and separated by one
    /// space: what the processing model's IDL-exposed value is for this
    /// value on a control that allows it.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::autofill::{validate_autocomplete, AutofillControl};
    /// let details = validate_autocomplete(" Section-A\tHOME  tel ", AutofillControl::Textarea).unwrap();
    /// assert_eq!(details.serialize(), "section-a home tel");
    /// ```
    pub fn serialize(&self) -> String {
        let mut out = String::new();
        let mut push = |s: &str| {
            if !out.is_empty() {
                out.push(' ');
            }
            out.push_str(s);
        };
        if let Some(section) = self.section {
            push(&section.to_ascii_lowercase());
        }
        if let Some(mode) = self.mode {
            push(mode.keyword());
        }
        if let Some(contact) = self.contact {
            push(contact.keyword());
        }
        push(match self.field {
            AutofillField::Off => "off",
            AutofillField::On => "on",
            AutofillField::Name(name) => name.name(),
        });
        if self.webauthn {
            push("webauthn");
        }
        out
    }
}

/// What one token is.
#[derive(Clone, Copy)]
enum Token {
    OnOff(bool),
    Section,
    Mode(AddressMode),
    Contact(ContactKind),
    Field(FieldName),
    Webauthn,
}

fn classify(token: &str) -> Option<Token> {
    if token.eq_ignore_ascii_case("on") || token.eq_ignore_ascii_case("off") {
        return Some(Token::OnOff(token.eq_ignore_ascii_case("on")));
    }
    if token
        .as_bytes()
        .get(..8)
        .is_some_and(|head| head.eq_ignore_ascii_case(b"section-"))
    {
        return Some(Token::Section);
    }
    if token.eq_ignore_ascii_case("webauthn") {
        return Some(Token::Webauthn);
    }
    AddressMode::from_token(token)
        .map(Token::Mode)
        .or_else(|| ContactKind::from_token(token).map(Token::Contact))
        .or_else(|| FieldName::from_token(token).map(Token::Field))
}

fn short(token: &str) -> ShortName {
    ShortName::new(&token.to_ascii_lowercase())
}

/// The steps of the author-facing syntax of the
/// [`autocomplete` attribute](https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#attr-fe-autocomplete)
/// on `control`: each token in turn, in the order the grammar gives.
///
/// Each error is a [`Sink::error`], met in that order (so a sink that stops
/// at the first error stops where the grammar first fails); a sink that
/// reads on has the steps go on as if the token at fault were set right,
/// so that no error is only the echo of an earlier one:
///
/// - an unknown token takes the place of the field name, when none came
///   before it (it is most often a misspelt one);
/// - `on` or `off` among other tokens is left out, and stands for the
///   field name at the end (they are the other form of the value);
/// - a contact token without a contact field name after it is dropped,
///   and the token after it read as if the contact token were not there;
/// - `webauthn` not last is dropped (reported once, at it, when a token
///   that is no unknown one follows it);
/// - a field name the control does not allow is the field name still;
/// - a second field name and a token out of order are left out;
/// - `webauthn` without a field name is the field name's own error (no
///   missing field name is reported after it).
fn autocomplete_steps<'a, S: Sink>(
    text: &'a str,
    control: AutofillControl,
    sink: &mut S,
) -> Steps<AutofillDetails<'a>> {
    let tokens = || split_on_ascii_whitespace(text).map(|t| (offset_in(text, t), t));
    let count = tokens().count();
    if count == 0 {
        // An empty set of tokens is no valid value.
        return Err((text.len(), ErrorKind::Empty));
    }
    let mut details = AutofillDetails {
        section: None,
        mode: None,
        contact: None,
        field: AutofillField::On,
        webauthn: false,
    };
    // Where the grammar is: 0 start, 1 after the section, 2 after the mode,
    // 3 after a contact token, 4 after the field name, 5 after `webauthn`.
    let mut stage = 0u8;
    let mut contact_at = 0;
    // Where the grammar was before the contact token.
    let mut before_contact = 0u8;
    let mut webauthn_at = 0;
    // Whether an error already stands for the missing field name (read
    // past only by a sink that reads on).
    let mut field_reported = false;
    for (i, (at, token)) in tokens().enumerate() {
        let last = i + 1 == count;
        let Some(kind) = classify(token) else {
            sink.error(
                at,
                ErrorKind::from(AutofillProblem::UnknownFieldName { name: short(token) }),
            )?;
            // Read on: in the field name's place, if it is still open.
            if stage <= 3 {
                stage = 4;
            }
            continue;
        };
        if stage == 5 {
            // Anything after `webauthn`. Read on: without it.
            sink.error(
                webauthn_at,
                ErrorKind::from(AutofillProblem::WebauthnNotLast),
            )?;
            details.webauthn = false;
            stage = 4;
        }
        if stage == 3 && !matches!(kind, Token::Field(f) if f.is_contact()) {
            let contact = details.contact.take().unwrap_or(ContactKind::Home);
            sink.error(
                contact_at,
                ErrorKind::from(AutofillProblem::ContactNeedsContactField { contact }),
            )?;
            // Read on: the token as if the contact token were not there.
            stage = before_contact;
        }
        match kind {
            // `on` and `off` are alone, and only on the expectation mantle.
            Token::OnOff(on) if count > 1 => {
                sink.error(at, ErrorKind::from(AutofillProblem::OnOffNotAlone { on }))?;
                field_reported = true;
            }
            Token::OnOff(on) if control.mantle() == AutofillMantle::Anchor => {
                sink.error(at, ErrorKind::from(AutofillProblem::OnOffOnAnchor { on }))?;
                return Ok((text.len(), details));
            }
            Token::OnOff(on) => {
                details.field = if on {
                    AutofillField::On
                } else {
                    AutofillField::Off
                };
                return Ok((text.len(), details));
            }
            // Optionally, first, a `section-*` token.
            Token::Section if stage == 0 => {
                details.section = Some(token);
                stage = 1;
            }
            // Optionally, then, `shipping` or `billing`.
            Token::Mode(mode) if stage <= 1 => {
                details.mode = Some(mode);
                stage = 2;
            }
            // Optionally, then, a contact token before a contact field name.
            Token::Contact(contact) if stage <= 2 => {
                details.contact = Some(contact);
                contact_at = at;
                before_contact = stage;
                stage = 3;
            }
            // Then the field name, appropriate for the control.
            Token::Field(field) if stage <= 3 => {
                if control.allows(field.group()) {
                    details.field = AutofillField::Name(field);
                } else {
                    sink.error(
                        at,
                        ErrorKind::from(AutofillProblem::FieldNotAllowed { field, control }),
                    )?;
                }
                stage = 4;
            }
            Token::Field(field) => {
                sink.error(
                    at,
                    ErrorKind::from(AutofillProblem::SecondFieldName { field }),
                )?;
            }
            // Optionally, last, `webauthn`.
            Token::Webauthn if stage == 4 => {
                details.webauthn = true;
                webauthn_at = at;
                stage = 5;
            }
            Token::Webauthn if last => {
                sink.error(at, ErrorKind::from(AutofillProblem::WebauthnWithoutField))?;
                field_reported = true;
            }
            Token::Webauthn => {
                sink.error(at, ErrorKind::from(AutofillProblem::WebauthnNotLast))?;
            }
            Token::Section | Token::Mode(_) | Token::Contact(_) => {
                let token = short(token);
                sink.error(at, ErrorKind::from(AutofillProblem::OutOfOrder { token }))?;
            }
        }
    }
    match stage {
        3 => {
            let contact = details.contact.unwrap_or(ContactKind::Home);
            sink.error(
                contact_at,
                ErrorKind::from(AutofillProblem::ContactNeedsContactField { contact }),
            )?;
        }
        4 | 5 => {}
        _ if field_reported => {}
        _ => sink.error(
            text.len(),
            ErrorKind::from(AutofillProblem::MissingFieldName),
        )?,
    }
    Ok((text.len(), details))
}

/// Checks an [`autocomplete`](https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#attr-fe-autocomplete)
/// value on `control` against the author-facing syntax, and returns its
/// parts.
///
/// # Examples
///
/// ```
/// use html_microsyntax::autofill::{validate_autocomplete, AutofillControl, AutofillField};
///
/// let email = AutofillControl::for_element("input", Some("email")).unwrap();
/// let details = validate_autocomplete("billing work email", email).unwrap();
/// assert_eq!(details.field, AutofillField::Name("email".parse().unwrap()));
/// let err = validate_autocomplete("bday-day", email).unwrap_err();
/// assert_eq!(err.kind().to_string(), "'bday-day' is not allowed on input type=email");
/// let err = validate_autocomplete("shipping emial", email).unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("unknown_autofill_field_name", 9));
/// assert!(err.kind().to_string().ends_with("did you mean 'email'?"));
/// ```
///
/// # Errors
///
/// [`ErrorKind::Empty`] for no token; otherwise an [`AutofillProblem`] ([`ErrorKind::Detail`]) at
/// the offending token (or at the end for a missing field name): an unknown
/// token, a field name the control does not allow, a contact token without
/// a contact field name, a token out of order, a second field name,
/// `webauthn` not last or without a field name, `on`/`off` with other
/// tokens or on `input type=hidden`.
pub fn validate_autocomplete(
    value: &str,
    control: AutofillControl,
) -> Result<AutofillDetails<'_>, Error> {
    entry::validate_to_end(value, |text, sink| autocomplete_steps(text, control, sink))
}

/// Whether `value` is a valid
/// [`autocomplete`](https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#attr-fe-autocomplete)
/// value on `control`.
///
/// # Examples
///
/// ```
/// use html_microsyntax::autofill::{is_valid_autocomplete, AutofillControl};
/// use html_microsyntax::forms::InputType;
/// assert!(is_valid_autocomplete("section-login username webauthn", AutofillControl::Input(InputType::Text)));
/// assert!(!is_valid_autocomplete("on", AutofillControl::Input(InputType::Hidden)));
/// ```
pub fn is_valid_autocomplete(value: &str, control: AutofillControl) -> bool {
    entry::is_valid(value, |text, sink| autocomplete_steps(text, control, sink))
}

impl core::str::FromStr for FieldName {
    type Err = Error;

    /// A field name, ASCII case-insensitive.
    fn from_str(s: &str) -> Result<FieldName, Error> {
        FieldName::from_token(s).ok_or_else(|| {
            Error::new(
                ErrorKind::from(AutofillProblem::UnknownFieldName { name: short(s) }),
                s,
                0,
            )
        })
    }
}

/// A field's [category](https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#determine-a-field's-category).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FieldCategory {
    /// `off`
    Off,
    /// `on`
    Automatic,
    /// A field name that takes no contact token.
    Normal,
    /// A contact field name.
    Contact,
    /// `webauthn`
    Credential,
}

/// [Determine a field's category](https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#determine-a-field's-category):
/// the category and the most tokens a value ending in `field` may have, or
/// `None` for a token that is no field.
///
/// # Examples
///
/// ```
/// use html_microsyntax::autofill::{determine_a_field_category, FieldCategory};
/// assert_eq!(determine_a_field_category("TEL"), Some((FieldCategory::Contact, 4)));
/// assert_eq!(determine_a_field_category("webauthn"), Some((FieldCategory::Credential, 5)));
/// assert_eq!(determine_a_field_category("home"), None);
/// ```
pub fn determine_a_field_category(field: &str) -> Option<(FieldCategory, usize)> {
    if field.eq_ignore_ascii_case("off") {
        return Some((FieldCategory::Off, 1));
    }
    if field.eq_ignore_ascii_case("on") {
        return Some((FieldCategory::Automatic, 1));
    }
    if field.eq_ignore_ascii_case("webauthn") {
        return Some((FieldCategory::Credential, 5));
    }
    FieldName::from_token(field).map(|f| match f.is_contact() {
        true => (FieldCategory::Contact, 4),
        false => (FieldCategory::Normal, 3),
    })
}

/// What the
/// [autofill processing model](https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#autofill-processing-model)
/// computes for a control.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Autofill {
    /// The autofill field name: `on`, `off`, a field name, `webauthn`, or
    /// the empty string (the anchor mantle's default), lowercase.
    pub field_name: &'static str,
    /// The autofill hint set: the contact token and the mode, if any (in the
    /// order the steps add them).
    pub hint_set: Vec<&'static str>,
    /// The autofill scope: the section (lowercase), the mode and the contact
    /// token, in that order, as present.
    pub scope: Vec<String>,
    /// The non-autofill credential type: `Some("webauthn")` or `None`.
    pub credential_type: Option<&'static str>,
    /// The IDL-exposed autofill value: what the `autocomplete` IDL
    /// attribute returns.
    pub idl_value: String,
}

/// Runs the
/// [autofill processing model](https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#autofill-processing-model)
/// for `control` whose `autocomplete` attribute is `value` (`None` when
/// absent); `form_autocomplete_off` says whether the control's form owner's
/// `autocomplete` attribute is in the off state.
///
/// It checks no control group: a browser reads `bday-day` on `input
/// type=email` all the same. Deviation: the IDL-exposed value holds the
/// field name lowercase (the spec copies the token as written;
/// web-platform-tests and browsers lowercase it).
///
/// # Examples
///
/// ```
/// use html_microsyntax::autofill::{autofill_processing_model, AutofillControl};
/// use html_microsyntax::forms::InputType;
///
/// let textarea = AutofillControl::Textarea;
/// let a = autofill_processing_model(Some("  section-LOGIN  shipping work tel webauthn "), textarea, false);
/// assert_eq!(a.idl_value, "section-login shipping work tel webauthn");
/// assert_eq!(a.field_name, "tel");
/// assert_eq!(a.scope, ["section-login", "shipping", "work"]);
/// assert_eq!(a.credential_type, Some("webauthn"));
/// // The default: the empty IDL value, field name "on" (or "off" with the form's).
/// let a = autofill_processing_model(Some("foo off"), textarea, true);
/// assert_eq!((a.idl_value.as_str(), a.field_name), ("", "off"));
/// let hidden = AutofillControl::Input(InputType::Hidden);
/// assert_eq!(autofill_processing_model(Some("on"), hidden, false).idl_value, "");
/// ```
///
/// # Errors
///
/// None: every value has an answer (the default step's, for values that do
/// not fit).
pub fn autofill_processing_model(
    value: Option<&str>,
    control: AutofillControl,
    form_autocomplete_off: bool,
) -> Autofill {
    let anchor = control.mantle() == AutofillMantle::Anchor;
    // Steps 32–35, the step labeled default.
    let default = || Autofill {
        field_name: match (anchor, form_autocomplete_off) {
            (true, _) => "",
            (false, true) => "off",
            (false, false) => "on",
        },
        hint_set: Vec::new(),
        scope: Vec::new(),
        credential_type: None,
        idl_value: String::new(),
    };
    // Step 1: no attribute.
    let Some(value) = value else {
        return default();
    };
    // Step 2: the tokens.
    let tokens: Vec<&str> = split_on_ascii_whitespace(value).collect();
    // Steps 3–5: the last token is the field.
    let Some(mut index) = tokens.len().checked_sub(1) else {
        return default();
    };
    let at = |i: usize| tokens.get(i).copied().unwrap_or_default();
    let field = at(index);
    // Steps 6–8: its category, and at most that many tokens.
    let Some((mut category, mut maximum)) = determine_a_field_category(field) else {
        return default();
    };
    if tokens.len() > maximum {
        return default();
    }
    // Steps 9–11: `off` and `on`, alone, on the expectation mantle.
    match category {
        FieldCategory::Off | FieldCategory::Automatic if anchor => return default(),
        FieldCategory::Off | FieldCategory::Automatic => {
            let word = if category == FieldCategory::Off {
                "off"
            } else {
                "on"
            };
            return Autofill {
                field_name: word,
                hint_set: Vec::new(),
                scope: Vec::new(),
                credential_type: None,
                idl_value: String::from(word),
            };
        }
        _ => {}
    }
    // Steps 12–15.
    let mut scope: Vec<String> = Vec::new();
    let mut hint_set: Vec<&'static str> = Vec::new();
    let mut credential_type = None;
    let mut field_name = canonical_field(field);
    let mut idl_value = String::from(field_name);
    let prepend = |idl: &mut String, token: &str| {
        let mut s = String::from(token);
        s.push(' ');
        s.push_str(idl);
        *idl = s;
    };
    // Step 16: a `webauthn` last: the field before it.
    if category == FieldCategory::Credential {
        credential_type = Some("webauthn");
        if index > 0 {
            index -= 1;
            let Some((c, m)) = determine_a_field_category(at(index)) else {
                return default();
            };
            (category, maximum) = (c, m);
            if !matches!(category, FieldCategory::Normal | FieldCategory::Contact)
                || index > maximum - 1
            {
                return default();
            }
            field_name = canonical_field(at(index));
            prepend(&mut idl_value, field_name);
        } else {
            return done(field_name, hint_set, scope, credential_type, idl_value);
        }
    }
    // Steps 17–18.
    if index == 0 {
        return done(field_name, hint_set, scope, credential_type, idl_value);
    }
    index -= 1;
    // Step 19: a contact token before a contact field.
    if category == FieldCategory::Contact {
        if let Some(contact) = ContactKind::from_token(at(index)) {
            scope.insert(0, String::from(contact.keyword()));
            hint_set.push(contact.keyword());
            prepend(&mut idl_value, contact.keyword());
            if index == 0 {
                return done(field_name, hint_set, scope, credential_type, idl_value);
            }
            index -= 1;
        }
    }
    // Step 20: `shipping` or `billing`.
    if let Some(mode) = AddressMode::from_token(at(index)) {
        scope.insert(0, String::from(mode.keyword()));
        hint_set.push(mode.keyword());
        prepend(&mut idl_value, mode.keyword());
        if index == 0 {
            return done(field_name, hint_set, scope, credential_type, idl_value);
        }
        index -= 1;
    }
    // Steps 21–22: what is left must be the first token, a section.
    let section = at(index);
    let is_section = section
        .as_bytes()
        .get(..8)
        .is_some_and(|head| head.eq_ignore_ascii_case(b"section-"));
    if index != 0 || !is_section {
        return default();
    }
    // Steps 23–25.
    let section = section.to_ascii_lowercase();
    prepend(&mut idl_value, &section);
    scope.insert(0, section);
    // Steps 26–31, the step labeled done.
    done(field_name, hint_set, scope, credential_type, idl_value)
}

/// The lowercase form of a field (a field name or `webauthn`).
fn canonical_field(field: &str) -> &'static str {
    if field.eq_ignore_ascii_case("webauthn") {
        return "webauthn";
    }
    FieldName::from_token(field).map_or("", FieldName::name)
}

/// Steps 26–31 of the processing model, the step labeled done.
fn done(
    field_name: &'static str,
    hint_set: Vec<&'static str>,
    scope: Vec<String>,
    credential_type: Option<&'static str>,
    idl_value: String,
) -> Autofill {
    Autofill {
        field_name,
        hint_set,
        scope,
        credential_type,
        idl_value,
    }
}

// The registry row of this syntax, listed in `registry::SYNTAXES`.

/// `autocomplete` on its control; no control (no element, or one that takes
/// no autocomplete) is not checked.
fn validate_on_control(value: &str, c: &Context<'_>) -> Result<(), Error> {
    match AutofillControl::for_element(c.element, c.other("type")) {
        Some(control) => ok(validate_autocomplete(value, control)),
        None => Ok(()),
    }
}

/// `autocomplete` on `input`, `select` and `textarea`: `on`, `off`, or
/// autofill detail tokens whose field name the control allows (the control
/// is [`Context::element`] and its `type`; without one it is not checked).
/// Its report is every error of the tokens, in the order the grammar meets
/// them (an unknown token, a misplaced one, a field name the control does
/// not allow, …), each once, with none that only echoes an earlier one.
pub static VALID_AUTOCOMPLETE: SyntaxDef = reports_all(
    row!(
        "valid_autocomplete",
        html!("form-control-infrastructure.html#autofill"),
        "a valid autocomplete value on its control (the element and its type)",
        |v, c| Checked::verdict(validate_on_control(v, c)),
    ),
    |v, c, report| {
        if let Some(control) = AutofillControl::for_element(c.element, c.other("type")) {
            report_to_end(v, |t, s| autocomplete_steps(t, control, s), report);
        }
    },
);

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;
    use alloc::vec;

    #[test]
    fn the_table_has_the_spec_field_names() {
        assert_eq!(FieldName::all().count(), FIELD_NAME_COUNT);
        assert_eq!(
            FIELD_NAMES.get(FIELD_NAME_COUNT - 1).map(|r| r.0),
            Some("impp")
        );
        assert_eq!(FieldName::all().filter(|f| f.is_contact()).count(), 10);
        for f in FieldName::all() {
            assert_eq!(f.name(), f.name().to_ascii_lowercase());
        }
    }

    /// (code, offset) of each finding the row reports on `element`, of
    /// `type` when given.
    fn reported(element: &str, ty: Option<&str>, value: &str) -> Vec<(&'static str, usize)> {
        let others: Vec<(&str, &str)> = ty.map(|t| ("type", t)).into_iter().collect();
        let context = Context::new(element, "autocomplete", &others);
        VALID_AUTOCOMPLETE.reported_in(value, &context)
    }

    /// validate's (code, offset) on `element`, of `type` when given.
    fn first(element: &str, ty: Option<&str>, value: &str) -> Option<(&'static str, usize)> {
        let control = AutofillControl::for_element(element, ty).unwrap();
        validate_autocomplete(value, control)
            .err()
            .map(|e| (e.kind().code(), e.offset()))
    }

    #[test]
    fn each_error_of_the_tokens_is_reported() {
        // An unknown token (in the field name's place), then a misplaced
        // mode and a second field name.
        let value = "section-a emial shipping tel";
        assert_eq!(
            reported("input", None, value),
            [
                ("unknown_autofill_field_name", 10),
                ("autofill_token_out_of_order", 16),
                ("second_autofill_field_name", 25),
            ]
        );
        assert_eq!(
            first("input", None, value),
            Some(("unknown_autofill_field_name", 10))
        );
        // A field the control does not allow, `webauthn` not last (once,
        // at it), `on` among other tokens.
        let value = "bday-day webauthn on webauthn";
        assert_eq!(
            reported("input", Some("email"), value),
            [
                ("autofill_field_not_allowed", 0),
                ("webauthn_not_last", 9),
                ("on_off_not_alone", 18),
            ]
        );
        assert_eq!(
            first("input", Some("email"), value),
            Some(("autofill_field_not_allowed", 0))
        );
        // A contact token's error comes when the token after it is read,
        // which is then read as if the contact token were not there.
        let value = "section-a work section-b name emial";
        assert_eq!(
            reported("textarea", None, value),
            [
                ("contact_needs_contact_field", 10),
                ("autofill_token_out_of_order", 15),
                ("unknown_autofill_field_name", 30),
            ]
        );
        assert_eq!(
            first("textarea", None, value),
            Some(("contact_needs_contact_field", 10))
        );
        assert_eq!(
            reported("textarea", None, "home billing name"),
            [("contact_needs_contact_field", 0)]
        );
        // The grammar's order, not the text's: `webauthn` is found not
        // last at the first known token after it, after the unknown one
        // between; validate gives the same first.
        let value = "username webauthn emial shipping";
        assert_eq!(
            reported("input", None, value),
            [
                ("unknown_autofill_field_name", 18),
                ("webauthn_not_last", 9),
                ("autofill_token_out_of_order", 24),
            ]
        );
        assert_eq!(
            first("input", None, value),
            Some(("unknown_autofill_field_name", 18))
        );
        // No echo: `on` with other tokens or `webauthn` without a field
        // name is not also a missing field name; an unknown token is not
        // also a contact token without its field.
        assert_eq!(
            reported("input", None, "section-a on off"),
            [("on_off_not_alone", 10), ("on_off_not_alone", 13)]
        );
        assert_eq!(
            reported("input", None, "shipping webauthn"),
            [("webauthn_without_field", 9)]
        );
        assert_eq!(
            reported("input", None, "work emial"),
            [("unknown_autofill_field_name", 5)]
        );
        // One error alone, as before; nothing without a control.
        assert_eq!(
            reported("input", None, "shipping"),
            [("missing_autofill_field_name", 8)]
        );
        assert_eq!(
            reported("input", Some("hidden"), "on"),
            [("on_off_on_hidden", 0)]
        );
        assert_eq!(reported("div", None, "emial"), []);
        assert_eq!(reported("input", None, "home tel webauthn"), []);
        // A contact token without its field is read past as if it were
        // not there: `shipping` after it is in its place.
        assert_eq!(
            reported("input", None, "fax shipping"),
            [
                ("contact_needs_contact_field", 0),
                ("missing_autofill_field_name", 12)
            ]
        );
    }

    #[test]
    fn the_problem_fits_in_the_kind() {
        assert!(core::mem::size_of::<ErrorKind>() <= 32);
    }

    /// Every variant comes back from the kind as it went in (names of up to
    /// 21 bytes whole, longer ones cut), with the same code and words.
    #[test]
    fn every_problem_round_trips_through_the_kind() {
        let email = FieldName::from_token("email").unwrap();
        let mut problems = vec![
            AutofillProblem::UnknownFieldName {
                name: ShortName::new("emial"),
            },
            AutofillProblem::OutOfOrder {
                token: ShortName::new("section-a"),
            },
            AutofillProblem::SecondFieldName { field: email },
            AutofillProblem::WebauthnNotLast,
            AutofillProblem::WebauthnWithoutField,
            AutofillProblem::OnOffNotAlone { on: true },
            AutofillProblem::OnOffNotAlone { on: false },
            AutofillProblem::OnOffOnAnchor { on: true },
            AutofillProblem::MissingFieldName,
        ];
        for contact in CONTACT_KINDS {
            problems.push(AutofillProblem::ContactNeedsContactField { contact });
        }
        for field in FieldName::all() {
            for control in ALL_INPUT_TYPES
                .iter()
                .map(|&t| AutofillControl::Input(t))
                .chain([AutofillControl::Textarea, AutofillControl::Select])
            {
                problems.push(AutofillProblem::FieldNotAllowed { field, control });
            }
        }
        for p in problems {
            let kind = ErrorKind::from(p);
            assert_eq!(AutofillProblem::from_kind(&kind), Some(p));
            assert_eq!(kind.code(), p.code());
            assert_eq!(kind.to_string(), p.to_string());
        }
        // A long name is cut to 21 bytes, at a character boundary.
        let long = AutofillProblem::UnknownFieldName {
            name: ShortName::new("ééééééééééé-address"),
        };
        let Some(AutofillProblem::UnknownFieldName { name }) =
            AutofillProblem::from_kind(&ErrorKind::from(long))
        else {
            panic!("not an unknown field name");
        };
        assert_eq!(
            (name.as_str(), name.to_string()),
            ("éééééééééé", "éééééééééé…".to_string())
        );
        // Another table's detail is not this module's.
        assert_eq!(AutofillProblem::from_kind(&ErrorKind::Empty), None);
    }

    #[test]
    fn a_control_field_is_its_words() {
        let controls = ALL_INPUT_TYPES
            .iter()
            .map(|&t| AutofillControl::Input(t))
            .chain([AutofillControl::Textarea, AutofillControl::Select]);
        for control in controls {
            let field = control.to_field();
            assert_eq!(field, FieldValue::Str(&control.to_string()));
        }
        assert_eq!(CONTROL_NAMES.len(), ALL_INPUT_TYPES.len() + 2);
    }

    #[test]
    fn the_words_are_the_spec_facing_ones() {
        let email = FieldName::from_token("email").unwrap();
        let cases = [
            (
                AutofillProblem::UnknownFieldName { name: ShortName::new("emial") },
                "unknown autofill field name 'emial', did you mean 'email'?",
            ),
            (
                AutofillProblem::UnknownFieldName { name: ShortName::new("zzzzzzzzzz") },
                "unknown autofill field name 'zzzzzzzzzz', expected a field name such as 'name', 'email' or 'tel'",
            ),
            (
                AutofillProblem::FieldNotAllowed {
                    field: email,
                    control: AutofillControl::Input(InputType::Number),
                },
                "'email' is not allowed on input type=number",
            ),
            (
                AutofillProblem::ContactNeedsContactField { contact: ContactKind::Fax },
                "'fax' needs a contact field name such as 'tel' or 'email' after it",
            ),
            (
                AutofillProblem::SecondFieldName { field: email },
                "'email' is a second field name, expected only one",
            ),
            (AutofillProblem::OnOffNotAlone { on: false }, "'off' must be the only token"),
            (
                AutofillProblem::OnOffOnAnchor { on: true },
                "'on' is not allowed on input type=hidden, expected a field name",
            ),
        ];
        for (p, words) in cases {
            assert_eq!(ErrorKind::from(p).to_string(), words);
        }
        let mut fields = vec![];
        ErrorKind::from(AutofillProblem::FieldNotAllowed {
            field: email,
            control: AutofillControl::Select,
        })
        .for_each_field(&mut |name, value| fields.push(alloc::format!("{name}={value:?}")));
        assert_eq!(
            fields,
            [
                "syntax=Str(\"autocomplete\")",
                "field=Str(\"email\")",
                "control=Str(\"select\")"
            ]
        );
    }
}
