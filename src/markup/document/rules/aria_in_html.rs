//! [ARIA in HTML](https://www.w3.org/TR/html-aria/#docconformance): the
//! roles an element may take, which HTML's conformance requirements defer
//! to ("Authors may use the ARIA role and aria-* attributes on HTML
//! elements, in accordance with the requirements described in ARIA in
//! HTML", HTML 3.2.8).
//!
//! The rows are those of the table "Document conformance requirements for
//! use of ARIA attributes in HTML", as of the editor's draft at
//! `w3c/html-aria` commit `dc4db11144a8c49c9b751f1f1c349c0546c099b8`
//! (16 February 2024); [`row`] has one arm per row, named by the row's id
//! (`el-a`, `el-input-text-list`, …). For each start tag with a `role`,
//! its role (the first token that names a role, the one a browser uses) is
//! checked against the element's row:
//!
//! - a role the row does not allow is an error, `role_not_allowed`, at the
//!   token;
//! - the element's implicit role, which the row allows but calls "NOT
//!   RECOMMENDED" (or, for `generic`, "SHOULD NOT be used"), is a warning,
//!   `redundant_role` (the roles a row deprecates, `directory` on lists,
//!   `doc-biblioentry` and `doc-endnote` on `li`, are deprecated anywhere:
//!   the `role` syntax warns about them).
//!
//! The conditions of the rows are read from the element's own attributes
//! (`a` and `area` with or without `href`, `img` by its accessible name,
//! `input` by `type` and `list`, `select` by `multiple` and `size`) and,
//! through the [stack of open elements](super::super::open_elements), from
//! its ancestors: `td`, `th` and `tr` by the role their nearest `table`
//! ancestor is exposed as, `li` by its parent list's role, `div` in a `dl`,
//! `summary` in a `details`, `option` in a `select`, `optgroup` or
//! `datalist`, `header` and `footer` inside sectioning content.
//!
//! [`naming`] checks the rows' "Naming Prohibited": no `aria-label` or
//! `aria-labelledby` on those elements unless an explicit role allows
//! naming (`naming_prohibited`, an error at the attribute's name).
//!
//! Not checked: the `figure` row's condition on a `figcaption` descendant
//! (a later tag; `figure` takes any role here), custom elements (their
//! roles may come from `ElementInternals`), SVG and MathML (foreign
//! content). The third column's `aria-*` allowances are [`Row::aria`]'s,
//! which [`aria_states`](super::aria_states) checks with WAI-ARIA's
//! characteristics of the roles; [`aria_restricted`] has the rows that
//! allow none, or only `aria-hidden`. `img` keeps
//! its own reading of an accessible name (a non-empty `alt`, `aria-label`
//! or `title`, or an `aria-labelledby`); `none` and `presentation` on an
//! `img` with `alt=""`, which the row calls "NOT RECOMMENDED", are not
//! warned about (they say what `alt=""` says).

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

use crate::base::error::{detail_kinds, packed_by_index, FieldValue, ToField};
use crate::common::idioms::offset_in;
use crate::common::numbers::parse_non_negative_integer;
use crate::markup::forms::InputType;
use crate::syntaxes::aria_role::ROLES;

use super::super::open_elements::{role_of, Ancestors};
use super::wai_aria::ARIA_ATTRIBUTES;
use super::{OncePerDocument, Place, Problem, RuleFix, Tag};

/// The rule's name in findings (their `syntax`), shared with
/// [`aria_parity`](super::aria_parity).
const RULE: &str = "aria_in_html";

/// The spec URL of a row, from its id.
macro_rules! el {
    ($id:literal) => {
        concat!("https://www.w3.org/TR/html-aria/#", $id)
    };
}

/// What a row allows besides its implicit role.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Allowed {
    /// Any role.
    Any,
    /// These roles only (none at all for an empty list).
    Only(&'static [&'static str]),
}

/// Which `aria-*` attributes a row allows on an element without an
/// explicit role, besides the global ones.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum RowAria {
    /// "Any `aria-*` attributes applicable to the allowed roles": those of
    /// the implicit roles (none when the element has no corresponding role).
    Implicit,
    /// "Any `aria-*` attributes applicable to the `X` role", a role the
    /// element does not have (`input type=date` takes `textbox`'s).
    Role(&'static [&'static str]),
    /// "Global `aria-*` attributes" and these.
    Globals(&'static [&'static str]),
}

/// One row of the table, as it applies to one element.
#[derive(Debug, Clone, Copy)]
pub(super) struct Row {
    /// The element as the row names it ("an `a` element with `href`");
    /// empty for the element by its name alone.
    which: &'static str,
    /// The roles allowed besides the `implicit` ones.
    allowed: Allowed,
    /// The implicit roles, allowed but not recommended: a warning.
    pub(super) implicit: &'static [&'static str],
    /// The `aria-*` attributes allowed without an explicit role.
    pub(super) aria: RowAria,
    /// The row's URL.
    pub(super) spec: &'static str,
}

impl Row {
    /// The same row, whose `aria-*` column says `aria`.
    const fn aria(mut self, aria: RowAria) -> Row {
        self.aria = aria;
        self
    }

    /// Whether the row allows `role` (its implicit roles included, and the
    /// deprecated ones [`allowed_roles`] leaves to the `role` syntax).
    pub(super) fn allows(&self, tag: &Tag<'_>, role: &str) -> bool {
        self.implicit.contains(&role)
            || deprecated_here(tag, role)
            || match self.allowed {
                Allowed::Any => true,
                Allowed::Only(list) => list.contains(&role),
            }
    }

    /// How a message names `tag` under this row ("an a element", "an
    /// input type=date").
    pub(super) fn which(&self, tag: &Tag<'_>) -> String {
        if self.which.is_empty() {
            format!("{} element", article(tag.name))
        } else {
            self.which.to_string()
        }
    }
}

const fn any(which: &'static str, implicit: &'static [&'static str], spec: &'static str) -> Row {
    Row {
        which,
        allowed: Allowed::Any,
        implicit,
        aria: RowAria::Implicit,
        spec,
    }
}

const fn only(
    which: &'static str,
    allowed: &'static [&'static str],
    implicit: &'static [&'static str],
    spec: &'static str,
) -> Row {
    Row {
        which,
        allowed: Allowed::Only(allowed),
        implicit,
        aria: RowAria::Implicit,
        spec,
    }
}

/// The spec URL of the row of element `name`, whose id is `el-name`
/// unless given.
macro_rules! row_spec {
    ($name:ident) => {
        concat!("https://www.w3.org/TR/html-aria/#el-", stringify!($name))
    };
    ($name:ident $id:literal) => {
        el!($id)
    };
}

/// The `aria-*` column of a row: [`RowAria::Implicit`] unless given.
macro_rules! row_aria {
    () => {
        RowAria::Implicit
    };
    ($aria:expr) => {
        $aria
    };
}

/// Rows of elements that need no condition: `element (id)?: allowed,
/// [implicit roles] (, aria column)?;`, the row's id being `el-element`
/// unless given.
macro_rules! simple_rows {
    ($($name:ident $(($id:literal))?: $allowed:expr, [$($implicit:literal),*] $(, $aria:expr)?;)*) => {
        &[$((stringify!($name), Row {
            which: THE_ELEMENT,
            allowed: $allowed,
            implicit: &[$($implicit),*],
            aria: row_aria!($($aria)?),
            spec: row_spec!($name $($id)?),
        })),*]
    };
}

use Allowed::{Any, Only};

detail_kinds! {
    /// What the `aria_in_html` rules find: a role the element's row of ARIA
    /// in HTML does not allow, or allows but advises against, a name where
    /// naming is prohibited, an `aria-*` attribute the row (or the
    /// checkbox and `body` rows, which the rule on `aria-*` attributes
    /// beside the element's HTML reads) does not allow.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::{check_str, kinds::AriaInHtmlProblem};
    /// use html_microsyntax::error::Severity;
    ///
    /// // A role the element has anyway: a warning, with its fields by name.
    /// let report = check_str("<p role=paragraph>");
    /// let finding = &report.findings()[0];
    /// assert_eq!(finding.severity, Severity::Warning);
    /// let mut fields = Vec::new();
    /// AriaInHtmlProblem::from_kind(&finding.error_kind)
    ///     .unwrap()
    ///     .for_each_field(&mut |name, value| fields.push(format!("{name}={value:?}")));
    /// assert_eq!(fields, [r#"role=Str("paragraph")"#, r#"which=Str("a p element")"#]);
    /// ```
    pub enum AriaInHtmlProblem (owned);
    pub static ARIA_IN_HTML_DETAILS = (syntax "aria_in_html", otherwise "role_not_allowed", "a role or aria-* attribute ARIA in HTML does not allow");
    {
        /// A role the element has anyway.
        RedundantRole { role: &'static str = ROLES, which: String } => ("redundant_role", Warning, "the role '{role}' is unnecessary on {which}")
            help("{}", if *role == "generic" {
                "remove the role: generic is the element's implicit role, and should not be set"
            } else {
                "remove the role: it is the element's implicit role"
            }),
        /// A role ARIA in HTML does not allow on the element.
        RoleNotAllowed {
            role: &'static str = ROLES,
            instead: RoleInstead,
            which: String,
            /// The roles the help lists (the allowed ones, or the implicit
            /// ones), comma-separated; empty when it lists none.
            roles: String,
        } => ("role_not_allowed", Error, "the role '{role}' is not allowed on {which}")
            help("{}", instead.help(roles)),
        /// A name on an element whose role cannot be named.
        NamingProhibited {
            /// The naming attribute (`aria-label`, `aria-labelledby`,
            /// `aria-braillelabel`).
            name: &'static str = ARIA_ATTRIBUTES,
            /// The element's explicit role, if it has one.
            role: Option<&'static str> = ROLES,
            element: String,
        } => ("naming_prohibited", Error, "'{name}' is not allowed on {}, whose role cannot be named", unnamed(*role, element))
            help("remove it, or give the element a role that can be named"),
        /// An `aria-*` attribute ARIA in HTML does not allow on the element.
        AriaAttributeNotAllowed {
            /// Why: what the row allows, or which element row says no.
            because: AriaNotAllowed,
            /// The attribute's name, as written (lowercase).
            name: String,
            which: String,
        } => ("aria_attribute_not_allowed", Error, "`{name}{}` is not allowed on {which}{}", because.value(), because.reason())
            help("{}", because.help(name)),
    }
}

/// The kinds of this rule.
pub(super) const RULE_KINDS: super::KindList = AriaInHtmlProblem::KINDS;

/// The row of [`ROLES`] that is `role`, if one is.
pub(super) fn known_role(role: &str) -> Option<&'static str> {
    ROLES
        .binary_search(&role)
        .ok()
        .and_then(|i| ROLES.get(i))
        .copied()
}

/// How a `naming_prohibited` message names the element: by its explicit
/// role, or by its name.
fn unnamed(role: Option<&str>, element: &str) -> String {
    match role {
        Some(role) => format!("an element with the role '{role}'"),
        None => format!("{} element", article(element)),
    }
}

/// What an element takes instead of a role its row does not allow (the
/// help of `role_not_allowed`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RoleInstead {
    /// `none` or `presentation` on an image with a text alternative, which
    /// is not presentational: `not_presentational`.
    NotPresentational,
    /// No role at all: `nothing`.
    Nothing,
    /// No role but its implicit ones: `implicit`.
    Implicit,
    /// The roles its row allows: `allowed`.
    Allowed,
}

impl RoleInstead {
    /// Every one, in declaration order.
    const ALL: [RoleInstead; 4] = [
        RoleInstead::NotPresentational,
        RoleInstead::Nothing,
        RoleInstead::Implicit,
        RoleInstead::Allowed,
    ];

    /// The keyword, snake_case (what serde and the lint JSON write).
    pub fn keyword(self) -> &'static str {
        match self {
            RoleInstead::NotPresentational => "not_presentational",
            RoleInstead::Nothing => "nothing",
            RoleInstead::Implicit => "implicit",
            RoleInstead::Allowed => "allowed",
        }
    }

    /// The help, listing `roles`.
    fn help(self, roles: &str) -> String {
        match self {
            RoleInstead::NotPresentational => "an image with a text alternative is not presentational: remove the role, or the text alternative".to_string(),
            RoleInstead::Nothing => "remove the role: this element takes none".to_string(),
            RoleInstead::Implicit => format!(
                "remove the role: this element takes none but its implicit role ({roles})"
            ),
            RoleInstead::Allowed => format!("allowed: {roles}"),
        }
    }
}

packed_by_index!(RoleInstead, RoleInstead::ALL);

impl ToField for RoleInstead {
    fn to_field(&self) -> FieldValue<'_> {
        FieldValue::Str(self.keyword())
    }
}

/// Why an `aria-*` attribute is not allowed on an element (the words and
/// help of `aria_attribute_not_allowed`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AriaNotAllowed {
    /// The element's row allows no `aria-*` attribute: `no_aria`.
    NoAria,
    /// The row allows `aria-hidden="true"` only: `only_hidden_true`.
    OnlyHiddenTrue,
    /// The row allows `aria-hidden` only: `only_hidden`.
    OnlyHidden,
    /// `aria-checked` on a checkbox or radio button, whose checkedness it
    /// could contradict: `checkedness`.
    Checkedness,
    /// `aria-hidden="true"` on `body`: `hidden_body`.
    HiddenBody,
}

impl AriaNotAllowed {
    /// Every one, in declaration order.
    const ALL: [AriaNotAllowed; 5] = [
        AriaNotAllowed::NoAria,
        AriaNotAllowed::OnlyHiddenTrue,
        AriaNotAllowed::OnlyHidden,
        AriaNotAllowed::Checkedness,
        AriaNotAllowed::HiddenBody,
    ];

    /// The keyword, snake_case (what serde and the lint JSON write).
    pub fn keyword(self) -> &'static str {
        match self {
            AriaNotAllowed::NoAria => "no_aria",
            AriaNotAllowed::OnlyHiddenTrue => "only_hidden_true",
            AriaNotAllowed::OnlyHidden => "only_hidden",
            AriaNotAllowed::Checkedness => "checkedness",
            AriaNotAllowed::HiddenBody => "hidden_body",
        }
    }

    /// The value the message gives the attribute, if it names one.
    fn value(self) -> &'static str {
        match self {
            AriaNotAllowed::HiddenBody => "=\"true\"",
            _ => "",
        }
    }

    /// The end of the message: why, if the element does not say it.
    fn reason(self) -> &'static str {
        match self {
            AriaNotAllowed::Checkedness => ", whose checkedness it could contradict",
            _ => "",
        }
    }

    /// What to do with `name`.
    fn help(self, name: &str) -> String {
        match self {
            AriaNotAllowed::NoAria => "no aria-* attribute is allowed here".to_string(),
            AriaNotAllowed::OnlyHiddenTrue => {
                "only aria-hidden=\"true\" is allowed here".to_string()
            }
            AriaNotAllowed::OnlyHidden => "only aria-hidden is allowed here".to_string(),
            AriaNotAllowed::Checkedness | AriaNotAllowed::HiddenBody => format!("remove `{name}`"),
        }
    }
}

packed_by_index!(AriaNotAllowed, AriaNotAllowed::ALL);

impl ToField for AriaNotAllowed {
    fn to_field(&self) -> FieldValue<'_> {
        FieldValue::Str(self.keyword())
    }
}

/// No role: the rows "No `role`" and "No `role` or `aria-*` attributes".
const NONE: Allowed = Allowed::Only(&[]);

/// The rows whose element needs no condition: the element, the roles it
/// allows besides its implicit ones, those implicit roles (allowed but
/// advised against), and the `aria-*` column where it names another role.
#[rustfmt::skip]
const SIMPLE_ROWS: &[(&str, Row)] = simple_rows! {
    abbr: Any, [];
    address: Any, ["group"];
    article: Only(&["application", "document", "feed", "main", "none", "presentation", "region"]), ["article"];
    aside: Only(&["feed", "none", "note", "presentation", "region", "search",
                  "doc-dedication", "doc-example", "doc-footnote", "doc-glossary",
                  "doc-pullquote", "doc-tip"]), ["complementary"];
    audio: Only(&["application"]), [], RowAria::Role(&["application"]);
    b: Any, ["generic"];
    base: NONE, [];
    bdi: Any, ["generic"];
    bdo: Any, ["generic"];
    blockquote: Any, ["blockquote"];
    body: NONE, ["generic"];
    br: Only(&["none", "presentation"]), [];
    button: Only(BUTTON_ROLES), ["button"];
    canvas: Any, [];
    caption: NONE, ["caption"];
    cite: Any, [];
    code: Any, ["code"];
    col: NONE, [];
    colgroup: NONE, [];
    data: Any, ["generic"];
    datalist: NONE, ["listbox"];
    dd: NONE, [], RowAria::Role(&["definition"]);
    del: Any, ["deletion"];
    details: NONE, ["group"];
    dfn: Any, ["term"];
    dialog: Only(&["alertdialog"]), ["dialog"];
    dl: Only(&["group", "list", "none", "presentation"]), [];
    dt: Only(&["listitem"]), [];
    em: Any, ["emphasis"];
    embed: Only(EMBEDDED_ROLES), [];
    fieldset: Only(&["none", "presentation", "radiogroup"]), ["group"];
    figcaption: Only(&["group", "none", "presentation"]), [];
    // Left out: the condition on a `figcaption` descendant.
    figure: Any, ["figure"];
    form: Only(&["none", "presentation", "search"]), ["form"];
    h1 ("el-h1-h6"): Only(HEADING_ROLES), ["heading"];
    h2 ("el-h1-h6"): Only(HEADING_ROLES), ["heading"];
    h3 ("el-h1-h6"): Only(HEADING_ROLES), ["heading"];
    h4 ("el-h1-h6"): Only(HEADING_ROLES), ["heading"];
    h5 ("el-h1-h6"): Only(HEADING_ROLES), ["heading"];
    h6 ("el-h1-h6"): Only(HEADING_ROLES), ["heading"];
    head: NONE, [];
    hgroup: Any, ["group"];
    hr: Only(&["none", "presentation", "doc-pagebreak"]), ["separator"];
    html: NONE, ["document"];
    i: Any, ["generic"];
    iframe: Only(EMBEDDED_ROLES), [];
    ins: Any, ["insertion"];
    kbd: Any, [];
    label: NONE, [];
    legend: NONE, [];
    link: NONE, [];
    main: NONE, ["main"];
    map: NONE, [];
    mark: Any, [];
    meta: NONE, [];
    meter: NONE, ["meter"];
    nav: Only(&["menu", "menubar", "none", "presentation", "tablist", "doc-index", "doc-pagelist", "doc-toc"]), ["navigation"];
    noscript: NONE, [];
    object: Only(&["application", "document", "img"]), [];
    optgroup: NONE, ["group"];
    output: Any, ["status"];
    p: Any, ["paragraph"];
    param: NONE, [];
    picture: NONE, [];
    pre: Any, ["generic"];
    progress: NONE, ["progressbar"];
    q: Any, ["generic"];
    rp: Any, [];
    rt: Any, [];
    ruby: Any, [];
    s: Any, ["deletion"];
    samp: Any, ["generic"];
    script: NONE, [];
    search: Only(&["form", "group", "none", "presentation", "region"]), ["search"];
    slot: NONE, [];
    small: Any, ["generic"];
    source: NONE, [];
    span: Any, ["generic"];
    strong: Any, ["strong"];
    style: NONE, [];
    sub: Any, ["subscript"];
    sup: Any, ["superscript"];
    table: Any, ["table"];
    tbody: Any, ["rowgroup"];
    template: NONE, [];
    textarea: NONE, ["textbox"];
    tfoot: Any, ["rowgroup"];
    thead: Any, ["rowgroup"];
    time: Any, ["time"];
    title: NONE, [];
    track: NONE, [];
    u: Any, ["generic"];
    var: Any, [];
    video: Only(&["application"]), [], RowAria::Role(&["application"]);
    wbr: Only(&["none", "presentation"]), [];
};

/// `button` and `input type=button`; `combobox` last, so that
/// [`IMAGE_BUTTON_ROLES`] is the rest.
const BUTTON_ROLES: &[&str] = &[
    "checkbox",
    "gridcell",
    "link",
    "menuitem",
    "menuitemcheckbox",
    "menuitemradio",
    "option",
    "radio",
    "separator",
    "slider",
    "switch",
    "tab",
    "treeitem",
    "combobox",
];

/// `input type=image`: the button's roles without `combobox`.
const IMAGE_BUTTON_ROLES: &[&str] = match BUTTON_ROLES {
    [rest @ .., _combobox] => rest,
    [] => &[],
};

/// `embed` and `iframe`.
const EMBEDDED_ROLES: &[&str] = &["application", "document", "img", "none", "presentation"];

/// `h1` to `h6`.
const HEADING_ROLES: &[&str] = &["none", "presentation", "tab", "doc-subtitle"];

/// `menu`, `ol` and `ul`.
const LIST_ROLES: &[&str] = &[
    "group",
    "listbox",
    "menu",
    "menubar",
    "none",
    "presentation",
    "radiogroup",
    "tablist",
    "toolbar",
    "tree",
];

/// `a` with `href`.
const LINK_ROLES: &[&str] = &[
    "button",
    "checkbox",
    "menuitem",
    "menuitemcheckbox",
    "menuitemradio",
    "option",
    "radio",
    "switch",
    "tab",
    "treeitem",
    "doc-backlink",
    "doc-biblioref",
    "doc-glossref",
    "doc-noteref",
];

/// `section`.
const SECTION_ROLES: &[&str] = &[
    "alert",
    "alertdialog",
    "application",
    "banner",
    "complementary",
    "contentinfo",
    "dialog",
    "document",
    "feed",
    "group",
    "log",
    "main",
    "marquee",
    "navigation",
    "none",
    "note",
    "presentation",
    "search",
    "status",
    "tabpanel",
    "doc-abstract",
    "doc-acknowledgments",
    "doc-afterword",
    "doc-appendix",
    "doc-bibliography",
    "doc-chapter",
    "doc-colophon",
    "doc-conclusion",
    "doc-credit",
    "doc-credits",
    "doc-dedication",
    "doc-endnotes",
    "doc-epigraph",
    "doc-epilogue",
    "doc-errata",
    "doc-example",
    "doc-foreword",
    "doc-glossary",
    "doc-index",
    "doc-introduction",
    "doc-notice",
    "doc-pagelist",
    "doc-part",
    "doc-preface",
    "doc-prologue",
    "doc-pullquote",
    "doc-qna",
    "doc-toc",
];

/// The roles an `img` with an accessible name may take.
const NAMED_IMG_ROLES: &[&str] = &[
    "button",
    "checkbox",
    "image",
    "link",
    "math",
    "menuitem",
    "menuitemcheckbox",
    "menuitemradio",
    "meter",
    "option",
    "progressbar",
    "radio",
    "scrollbar",
    "separator",
    "slider",
    "switch",
    "tab",
    "treeitem",
    "doc-cover",
];

/// The `input` rows, by the element's `type` (its state: a missing or
/// unknown value is the Text state) and whether it has `list`.
fn input_row(tag: &Tag<'_>) -> Row {
    let kind = tag.input_type().unwrap_or(InputType::Text);
    let list = tag.get("list").is_some();
    match kind {
        InputType::Button => only(
            "an input type=button",
            BUTTON_ROLES,
            &["button"],
            el!("el-input-button"),
        ),
        InputType::Checkbox if tag.get("aria-pressed").is_some() => only(
            "an input type=checkbox with aria-pressed",
            &["button", "menuitemcheckbox", "option", "switch"],
            &["checkbox"],
            el!("el-input-checkbox"),
        ),
        InputType::Checkbox => only(
            "an input type=checkbox",
            &["menuitemcheckbox", "option", "switch"],
            &["checkbox"],
            el!("el-input-checkbox"),
        ),
        InputType::Color => only("an input type=color", &[], &[], el!("el-input-color"))
            .aria(RowAria::Globals(&["aria-disabled"])),
        InputType::Date => only("an input type=date", &[], &[], el!("el-input-date"))
            .aria(RowAria::Role(&["textbox"])),
        InputType::DateTimeLocal => only(
            "an input type=datetime-local",
            &[],
            &[],
            el!("el-input-datetime-local"),
        )
        .aria(RowAria::Role(&["textbox"])),
        InputType::File => {
            only("an input type=file", &[], &[], el!("el-input-file")).aria(RowAria::Globals(&[
                "aria-disabled",
                "aria-invalid",
                "aria-required",
            ]))
        }
        InputType::Hidden => only("an input type=hidden", &[], &[], el!("el-input-hidden")),
        InputType::Image => only(
            "an input type=image",
            IMAGE_BUTTON_ROLES,
            &["button"],
            el!("el-input-image"),
        ),
        InputType::Month => only("an input type=month", &[], &[], el!("el-input-month"))
            .aria(RowAria::Role(&["textbox"])),
        InputType::Number => only(
            "an input type=number",
            &[],
            &["spinbutton"],
            el!("el-input-number"),
        ),
        InputType::Password => only("an input type=password", &[], &[], el!("el-input-password"))
            .aria(RowAria::Role(&["textbox"])),
        InputType::Radio => only(
            "an input type=radio",
            &["menuitemradio"],
            &["radio"],
            el!("el-input-radio"),
        ),
        InputType::Range => only(
            "an input type=range",
            &[],
            &["slider"],
            el!("el-input-range"),
        ),
        InputType::Reset => only(
            "an input type=reset",
            BUTTON_ROLES,
            &["button"],
            el!("el-input-reset"),
        ),
        InputType::Submit => only(
            "an input type=submit",
            BUTTON_ROLES,
            &["button"],
            el!("el-input-submit"),
        ),
        InputType::Time => only("an input type=time", &[], &[], el!("el-input-time"))
            .aria(RowAria::Role(&["textbox"])),
        InputType::Week => only("an input type=week", &[], &[], el!("el-input-week"))
            .aria(RowAria::Role(&["textbox"])),
        InputType::Search | InputType::Telephone | InputType::Url | InputType::Email if list => {
            only(
                "an input with a list attribute",
                &[],
                &["combobox"],
                el!("el-input-text-list"),
            )
        }
        InputType::Search => only(
            "an input type=search without a list attribute",
            &[],
            &["searchbox"],
            el!("el-input-search"),
        ),
        InputType::Telephone => only(
            "an input type=tel without a list attribute",
            &[],
            &["textbox"],
            el!("el-input-tel"),
        ),
        InputType::Url => only(
            "an input type=url without a list attribute",
            &[],
            &["textbox"],
            el!("el-input-url"),
        ),
        InputType::Email => only(
            "an input type=email without a list attribute",
            &[],
            &["textbox"],
            el!("el-input-email"),
        ),
        // The Text state: `text`, missing or invalid.
        InputType::Text if list => only(
            "an input with a list attribute",
            &[],
            &["combobox"],
            el!("el-input-text-list"),
        ),
        InputType::Text => only(
            "an input type=text without a list attribute",
            &["combobox", "searchbox", "spinbutton"],
            &["textbox"],
            el!("el-input-text"),
        ),
    }
}

/// Whether `img` has an accessible name as the `img` rows read it.
fn img_is_named(tag: &Tag<'_>) -> bool {
    let filled = |name: &str| tag.get(name).is_some_and(|(_, v)| !v.trim().is_empty());
    filled("alt") || filled("aria-label") || filled("title") || tag.get("aria-labelledby").is_some()
}

/// The `select` rows: whether it has `multiple` or a `size` greater than 1
/// (read by the rules for parsing non-negative integers, as the `size`
/// attribute's reflection reads it).
fn select_is_listbox(tag: &Tag<'_>) -> bool {
    if tag.get("multiple").is_some() {
        return true;
    }
    tag.get("size")
        .and_then(|(_, size)| parse_non_negative_integer(size).ok())
        .is_some_and(|size| size > 1)
}

/// The row of ARIA in HTML's table that applies to `tag` with these
/// ancestors, if the table has one for it.
pub(super) fn row(tag: &Tag<'_>, ancestors: &Ancestors<'_>) -> Option<Row> {
    let name = tag.name;
    if let Some(&(_, row)) = SIMPLE_ROWS.iter().find(|(n, _)| *n == name) {
        return Some(row);
    }
    let exposed_table = |role: Option<&str>| match role {
        None | Some("table") => Some(false),
        Some("grid" | "treegrid") => Some(true),
        _ => None,
    };
    Some(match name {
        "a" if tag.get("href").is_some() => {
            only("an a element with href", LINK_ROLES, &["link"], el!("el-a"))
        }
        "a" => any(
            "an a element without href",
            &["generic"],
            el!("el-a-no-href"),
        ),
        "area" if tag.get("href").is_some() => {
            only("an area element with href", &[], &["link"], el!("el-area"))
        }
        "area" => only(
            "an area element without href",
            &["button", "link"],
            &["generic"],
            el!("el-area-no-href"),
        ),
        "div" if ancestors.parent.is_some_and(|(n, _)| n == "dl") => only(
            "a div that is a child of a dl",
            &["none", "presentation"],
            &[],
            el!("el-div"),
        ),
        "div" => any(THE_ELEMENT, &["generic"], el!("el-div")),
        "footer" if ancestors.sectioned => only(
            "a footer inside sectioning content",
            &["group", "none", "presentation", "doc-footnote"],
            &["generic"],
            el!("el-footer"),
        ),
        "footer" => only(
            "a footer outside sectioning content",
            &["group", "none", "presentation", "doc-footnote"],
            &["contentinfo"],
            el!("el-footer"),
        ),
        "header" if ancestors.sectioned => only(
            "a header inside sectioning content",
            &["group", "none", "presentation"],
            &["generic"],
            el!("el-header"),
        ),
        "header" => only(
            "a header outside sectioning content",
            &["group", "none", "presentation"],
            &["banner"],
            el!("el-header"),
        ),
        "img" if img_is_named(tag) => only(
            "an img with an accessible name",
            NAMED_IMG_ROLES,
            &["img"],
            el!("el-img"),
        ),
        // `none` and `presentation` are "NOT RECOMMENDED" here, but they are
        // what `alt=""` means: no warning, as before. (Nu 26.x reports an
        // error for any role with `alt=""`; the row allows these two.)
        "img" if tag.get("alt").is_some() => only(
            "an img with alt=\"\"",
            &["none", "presentation"],
            &[],
            el!("el-img-no-name"),
        ),
        "img" => only(
            "an img without alt or an accessible name",
            &["none", "presentation"],
            &["img"],
            el!("el-img-no-name"),
        ),
        "input" => input_row(tag),
        "li" if ancestors.parent.is_some_and(|(n, role)| {
            matches!(n, "ul" | "ol" | "menu") && matches!(role, None | Some("list"))
        }) =>
        {
            only(
                "an li element whose parent is a list",
                &[],
                &["listitem"],
                el!("el-li"),
            )
        }
        // (The deprecated `doc-biblioentry` and `doc-endnote` are the
        // `role` syntax's warnings.)
        "li" => any(
            "an li element whose parent is not a list",
            &[],
            el!("el-li"),
        ),
        // (The deprecated `directory` is the `role` syntax's warning.)
        "menu" | "ol" | "ul" => only(THE_ELEMENT, LIST_ROLES, &["list"], spec_of_list(name)),
        "option"
            if ancestors
                .parent
                .is_some_and(|(n, _)| matches!(n, "select" | "optgroup" | "datalist")) =>
        {
            only(
                "an option in a list of options",
                &[],
                &["option"],
                el!("el-option"),
            )
        }
        "section" => only(
            THE_ELEMENT,
            SECTION_ROLES,
            &["region", "generic"],
            el!("el-section"),
        ),
        "select" if select_is_listbox(tag) => only(
            "a select with multiple or a size greater than 1",
            &[],
            &["listbox"],
            el!("el-select-multiple-or-size-greater-1"),
        ),
        "select" => only(
            "a select without multiple and a size greater than 1",
            &["menu"],
            &["combobox"],
            el!("el-select"),
        ),
        "summary" if ancestors.parent.is_some_and(|(n, _)| n == "details") => only(
            "the summary of a details element",
            &[],
            &[],
            el!("el-summary"),
        )
        .aria(RowAria::Globals(&["aria-disabled", "aria-haspopup"])),
        "td" => match ancestors.table.and_then(exposed_table) {
            Some(false) => only("a td in a table", &[], &["cell"], el!("el-td")),
            Some(true) => only(
                "a td in a grid or treegrid",
                &[],
                &["gridcell"],
                el!("el-td"),
            ),
            None => return None,
        },
        "th" => match ancestors.table.and_then(exposed_table) {
            Some(false) => only(
                "a th in a table",
                &[],
                &["columnheader", "rowheader", "cell"],
                el!("el-th"),
            ),
            Some(true) => only(
                "a th in a grid or treegrid",
                &[],
                &["columnheader", "rowheader", "gridcell"],
                el!("el-th"),
            ),
            None => return None,
        },
        "tr" => match ancestors.table.and_then(exposed_table) {
            Some(_) => only(
                "a tr in a table, grid or treegrid",
                &[],
                &["row"],
                el!("el-tr"),
            ),
            None => any(THE_ELEMENT, &["row"], el!("el-tr")),
        },
        _ => return None,
    })
}

/// The roles [ARIA in HTML](https://www.w3.org/TR/html-aria/#docconformance)
/// allows on an element with these attributes (lowercase names), as if it
/// stood alone (no ancestors, as [`check_element`](super::super::check_element)
/// reads it), in the table's order, without the implicit roles the row
/// advises against; `None` when the row allows any role, or the table has
/// no row for the element (a custom element, `td` outside a table).
///
/// # Examples
///
/// ```
/// use html_microsyntax::document::roles_allowed;
///
/// assert_eq!(roles_allowed("fieldset", &[]), Some(vec!["none", "presentation", "radiogroup"]));
/// assert_eq!(roles_allowed("img", &[("alt", "")]), Some(vec!["none", "presentation"]));
/// assert_eq!(roles_allowed("base", &[]), Some(vec![]));
/// assert_eq!(roles_allowed("div", &[]), None);
/// ```
pub fn roles_allowed(element: &str, attributes: &[(&str, &str)]) -> Option<Vec<&'static str>> {
    let name = element.to_ascii_lowercase();
    let tag = Tag {
        name: &name,
        attributes,
        duplicates: &[],
        ancestors: Ancestors::default(),
    };
    match row(&tag, &tag.ancestors)?.allowed {
        Allowed::Any => None,
        Allowed::Only(list) => Some(list.to_vec()),
    }
}

/// A row that names the element only: messages say "a `name` element".
const THE_ELEMENT: &str = "";

fn spec_of_list(name: &str) -> &'static str {
    match name {
        "menu" => el!("el-menu"),
        "ol" => el!("el-ol"),
        _ => el!("el-ul"),
    }
}

/// The rows say "SHOULD NOT use" of these deprecated roles, not "MUST
/// NOT": the `role` syntax's `deprecated_role` warning is the finding.
fn deprecated_here(tag: &Tag<'_>, role: &str) -> bool {
    matches!(
        (tag.name, role),
        ("menu" | "ol" | "ul", "directory") | ("li", "doc-biblioentry" | "doc-endnote")
    )
}

/// ARIA in HTML's allowed roles, for every element the table has a row
/// for.
pub(super) fn allowed_roles(tag: &Tag<'_>, _: &mut OncePerDocument, problems: &mut Vec<Problem>) {
    let Some((index, value)) = tag.get("role") else {
        return;
    };
    let Some(role) = role_of(value) else {
        return;
    };
    let Some(row) = row(tag, &tag.ancestors) else {
        return;
    };
    // (`role_of` finds a row of `ROLES`: its name, for the kinds.)
    let Some(known) = known_role(role) else {
        return;
    };
    let which = row.which(tag);
    let at = offset_in(value, role);
    if row.implicit.contains(&role) {
        let redundant = Problem::new(
            index,
            Place::Value(at),
            RULE,
            AriaInHtmlProblem::RedundantRole { role: known, which },
            row.spec,
        );
        // One role token: removing the attribute leaves the same role.
        let one = value.split_ascii_whitespace().nth(1).is_none();
        problems.push(if one {
            redundant.fixed_by(RuleFix::RemoveAttribute)
        } else {
            redundant
        });
        return;
    }
    if deprecated_here(tag, role) {
        return;
    }
    let allowed = match row.allowed {
        Allowed::Any => return,
        Allowed::Only(list) if list.contains(&role) => return,
        Allowed::Only(list) => list,
    };
    let named_img = tag.name == "img" && row.implicit == ["img"];
    let (instead, roles) = if named_img && matches!(role, "none" | "presentation") {
        (RoleInstead::NotPresentational, String::new())
    } else if allowed.is_empty() && row.implicit.is_empty() {
        (RoleInstead::Nothing, String::new())
    } else if allowed.is_empty() {
        (RoleInstead::Implicit, row.implicit.join(", "))
    } else {
        (RoleInstead::Allowed, allowed.join(", "))
    };
    problems.push(Problem::new(
        index,
        Place::Value(at),
        RULE,
        AriaInHtmlProblem::RoleNotAllowed {
            role: known,
            instead,
            which,
            roles,
        },
        row.spec,
    ));
}

/// The elements the table marks "Naming Prohibited" whatever their
/// attributes (`a` and `area` without `href`, and `header` and `footer`
/// exposed as `generic`, are [`naming_is_prohibited`]'s).
const NAMING_PROHIBITED_ROLES: &[&str] = &[
    "abbr",
    "b",
    "bdi",
    "bdo",
    "body",
    "caption",
    "cite",
    "code",
    "data",
    "del",
    "div",
    "em",
    "figcaption",
    "i",
    "ins",
    "kbd",
    "label",
    "legend",
    "mark",
    "p",
    "pre",
    "q",
    "rp",
    "rt",
    "s",
    "samp",
    "small",
    "span",
    "strong",
    "sub",
    "sup",
    "time",
    "u",
    "var",
];

/// The roles whose names authors may not give: WAI-ARIA 1.2's roles with
/// "Name From: prohibited" (`w3c/aria` branch `1.2`, `index.html` at
/// `a728508dadfd29d3f4af6bcf6d665eafcdc4c472`), the 1.3 draft's `mark` and
/// `suggestion` (`index.html` at `37b9d2b8b9c7ba3ff24060d3367377d64dabef64`),
/// and `none`, the synonym of `presentation`.
const UNNAMED_ROLES: &[&str] = &[
    "caption",
    "code",
    "deletion",
    "emphasis",
    "generic",
    "insertion",
    "mark",
    "none",
    "paragraph",
    "presentation",
    "strong",
    "subscript",
    "suggestion",
    "superscript",
];

/// Whether the row of `tag` says "Naming Prohibited" for it as it is
/// exposed: by its explicit role when it has one, else by its implicit one
/// (`header` and `footer` are `generic` inside sectioning content only).
/// `None` for an element the table does not mark.
fn naming_is_prohibited(tag: &Tag<'_>) -> Option<bool> {
    let marked = match tag.name {
        "a" | "area" => tag.get("href").is_none(),
        "header" | "footer" => true,
        name => NAMING_PROHIBITED_ROLES.contains(&name),
    };
    if !marked {
        return None;
    }
    Some(match tag.get("role").and_then(|(_, v)| role_of(v)) {
        Some(role) => UNNAMED_ROLES.contains(&role),
        None if matches!(tag.name, "header" | "footer") => tag.ancestors.sectioned,
        None => true,
    })
}

/// [Requirements for use of ARIA attributes to name
/// elements](https://www.w3.org/TR/html-aria/#docconformance-naming):
/// "Authors MUST NOT specify `aria-label` or `aria-labelledby` on elements
/// with implicit WAI-ARIA roles which cannot be named", unless an explicit
/// role that allows naming overrides the implicit one. Only on the elements
/// the table marks "Naming Prohibited" (an explicit role on another
/// element is the `role` rows' business). WAI-ARIA 1.3 (editor's draft,
/// `w3c/aria` `37b9d2b8`) prohibits `aria-braillelabel` wherever it
/// prohibits `aria-label`: "Authors MUST NOT specify aria-braillelabel on
/// an element which has an explicit or implicit WAI-ARIA role where
/// aria-braillelabel is prohibited".
pub(super) fn naming(tag: &Tag<'_>, _: &mut OncePerDocument, problems: &mut Vec<Problem>) {
    if naming_is_prohibited(tag) != Some(true) {
        return;
    }
    let role = tag.get("role").and_then(|(_, v)| role_of(v));
    for (index, &(name, _)) in tag.attributes.iter().enumerate() {
        // (The name as a row of `ARIA_ATTRIBUTES`, for the kind.)
        let (name, spec) = match name {
            "aria-label" => ("aria-label", el!("docconformance-naming")),
            "aria-labelledby" => ("aria-labelledby", el!("docconformance-naming")),
            "aria-braillelabel" => (
                "aria-braillelabel",
                "https://w3c.github.io/aria/#aria-braillelabel",
            ),
            _ => continue,
        };
        problems.push(Problem::new(
            index,
            Place::Name,
            RULE,
            AriaInHtmlProblem::NamingProhibited {
                name,
                role: role.and_then(known_role),
                element: tag.name.to_string(),
            },
            spec,
        ));
    }
}

/// "a" or "an" and the element's name.
fn article(name: &str) -> String {
    let an = name.starts_with(['a', 'e', 'i', 'o', 'u'])
        || matches!(name, "h1" | "h2" | "h3" | "h4" | "h5" | "h6" | "hr");
    format!("{} {name}", if an { "an" } else { "a" })
}

/// The rows whose third column says "No `aria-*` attributes" (with "No
/// `role`" or not): `img` with `alt=""` and no accessible name excepts
/// `aria-hidden="true"`.
const NO_ARIA: &[(&str, &str)] = &[
    ("base", el!("el-base")),
    ("col", el!("el-col")),
    ("colgroup", el!("el-colgroup")),
    ("datalist", el!("el-datalist")),
    ("head", el!("el-head")),
    ("html", el!("el-html")),
    ("link", el!("el-link")),
    ("map", el!("el-map")),
    ("meta", el!("el-meta")),
    ("noscript", el!("el-noscript")),
    ("param", el!("el-param")),
    ("script", el!("el-script")),
    ("slot", el!("el-slot")),
    ("source", el!("el-source")),
    ("style", el!("el-style")),
    ("template", el!("el-template")),
    ("title", el!("el-title")),
    ("track", el!("el-track")),
];

/// The rows whose third column allows `aria-hidden` and no other
/// `aria-*` attribute: "Authors MAY specify the `aria-hidden` attribute on
/// the `br` element. Otherwise, no other allowed `aria-*` attributes."
const HIDDEN_ONLY: &[(&str, &str)] = &[
    ("br", el!("el-br")),
    ("picture", el!("el-picture")),
    ("wbr", el!("el-wbr")),
];

/// Which `aria-*` attribute a row that restricts them still allows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Except {
    /// None.
    Nothing,
    /// `aria-hidden="true"` (`img` with `alt=""` and no accessible name).
    HiddenTrue,
    /// `aria-hidden` ([`HIDDEN_ONLY`]).
    Hidden,
}

/// The row of `tag` if its third column allows no `aria-*` attribute, or
/// only `aria-hidden`: how a message names the element, the row's URL and
/// what it still allows.
pub(super) fn aria_restricted(tag: &Tag<'_>) -> Option<(String, &'static str, Except)> {
    let value_of = |name: &str| tag.get(name).map(|(_, v)| v);
    let the_element = || format!("{} element", article(tag.name));
    if let Some(&(_, spec)) = NO_ARIA.iter().find(|(name, _)| *name == tag.name) {
        Some((the_element(), spec, Except::Nothing))
    } else if let Some(&(_, spec)) = HIDDEN_ONLY.iter().find(|(name, _)| *name == tag.name) {
        Some((the_element(), spec, Except::Hidden))
    } else if tag.name == "input"
        && value_of("type").is_some_and(|t| t.eq_ignore_ascii_case("hidden"))
    {
        Some((
            "an input type=hidden".to_string(),
            el!("el-input-hidden"),
            Except::Nothing,
        ))
    } else if tag.name == "img"
        && value_of("alt") == Some("")
        && !["aria-label", "aria-labelledby", "title"]
            .iter()
            .any(|n| value_of(n).is_some_and(|v| !v.trim().is_empty()))
    {
        Some((
            "an img with alt=\"\"".to_string(),
            el!("el-img-no-alt"),
            Except::HiddenTrue,
        ))
    } else {
        None
    }
}

/// `aria-*` attributes on the elements whose row allows none (or only
/// `aria-hidden`), each an error at its name.
pub(super) fn no_aria_attributes(
    tag: &Tag<'_>,
    _: &mut OncePerDocument,
    problems: &mut Vec<Problem>,
) {
    let Some((which, spec, except)) = aria_restricted(tag) else {
        return;
    };
    for (index, &(name, value)) in tag.attributes.iter().enumerate() {
        if !name.starts_with("aria-") {
            continue;
        }
        let excepted = name == "aria-hidden"
            && match except {
                Except::Nothing => false,
                Except::HiddenTrue => value.eq_ignore_ascii_case("true"),
                Except::Hidden => true,
            };
        if excepted {
            continue;
        }
        let because = match except {
            Except::Nothing => AriaNotAllowed::NoAria,
            Except::HiddenTrue => AriaNotAllowed::OnlyHiddenTrue,
            Except::Hidden => AriaNotAllowed::OnlyHidden,
        };
        problems.push(Problem::new(
            index,
            Place::Name,
            RULE,
            AriaInHtmlProblem::AriaAttributeNotAllowed {
                because,
                name: name.to_string(),
                which: which.clone(),
            },
            spec,
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::check_str;
    use super::{AriaInHtmlProblem, AriaNotAllowed, RoleInstead};
    use alloc::format;
    use alloc::string::String;

    /// The first finding of `code` in `html`: its kind read back, message
    /// and help.
    fn said(html: &str, code: &str) -> super::super::Said<AriaInHtmlProblem> {
        super::super::first_said(html, code, AriaInHtmlProblem::from_kind)
    }

    #[test]
    fn each_kind_reads_back_with_its_fields() {
        // `which` over 30 bytes: whole in the message, cut in the kind
        // (the role's row, a length byte and 19 bytes).
        assert_eq!(
            said("<input type=search role=searchbox>", "redundant_role"),
            (
                Some(AriaInHtmlProblem::RedundantRole {
                    role: "searchbox",
                    which: "an input type=searc…".into(),
                }),
                "the role 'searchbox' is unnecessary on an input type=search without a list attribute".into(),
                Some("remove the role: it is the element's implicit role".into())
            )
        );
        assert_eq!(
            said("<span role=generic>", "redundant_role"),
            (
                Some(AriaInHtmlProblem::RedundantRole {
                    role: "generic",
                    which: "a span element".into(),
                }),
                "the role 'generic' is unnecessary on a span element".into(),
                Some("remove the role: generic is the element's implicit role, and should not be set".into())
            )
        );
        // The allowed roles, over 30 bytes: whole in the help, and no room
        // left for them in the kind, after the element's name.
        assert_eq!(
            said("<article role=tabpanel>", "role_not_allowed"),
            (
                Some(AriaInHtmlProblem::RoleNotAllowed {
                    role: "tabpanel",
                    instead: RoleInstead::Allowed,
                    which: "an article element".into(),
                    roles: "…".into(),
                }),
                "the role 'tabpanel' is not allowed on an article element".into(),
                Some(
                    "allowed: application, document, feed, main, none, presentation, region".into()
                )
            )
        );
        assert_eq!(
            said("<img src=a alt=x role=none>", "role_not_allowed"),
            (
                Some(AriaInHtmlProblem::RoleNotAllowed {
                    role: "none",
                    instead: RoleInstead::NotPresentational,
                    which: "an img with an acc…".into(),
                    // (No room left: an empty name reads back as `…`.)
                    roles: "…".into(),
                }),
                "the role 'none' is not allowed on an img with an accessible name".into(),
                Some("an image with a text alternative is not presentational: remove the role, or the text alternative".into())
            )
        );
        assert_eq!(
            said("<base role=button>", "role_not_allowed"),
            (
                Some(AriaInHtmlProblem::RoleNotAllowed {
                    role: "button",
                    instead: RoleInstead::Nothing,
                    which: "a base element".into(),
                    roles: String::new(),
                }),
                "the role 'button' is not allowed on a base element".into(),
                Some("remove the role: this element takes none".into())
            )
        );
        assert_eq!(
            said("<table><tr><td role=gridcell>", "role_not_allowed"),
            (
                Some(AriaInHtmlProblem::RoleNotAllowed {
                    role: "gridcell",
                    instead: RoleInstead::Implicit,
                    which: "a td in a table".into(),
                    roles: "ce…".into(),
                }),
                "the role 'gridcell' is not allowed on a td in a table".into(),
                Some(
                    "remove the role: this element takes none but its implicit role (cell)".into()
                )
            )
        );
        let naming = Some(String::from(
            "remove it, or give the element a role that can be named",
        ));
        assert_eq!(
            said("<span aria-label=x>", "naming_prohibited"),
            (
                Some(AriaInHtmlProblem::NamingProhibited {
                    name: "aria-label",
                    role: None,
                    element: "span".into(),
                }),
                "'aria-label' is not allowed on a span element, whose role cannot be named".into(),
                naming.clone()
            )
        );
        assert_eq!(
            said("<div role=none aria-braillelabel=x>", "naming_prohibited"),
            (
                Some(AriaInHtmlProblem::NamingProhibited {
                    name: "aria-braillelabel",
                    role: Some("none"),
                    element: "div".into(),
                }),
                "'aria-braillelabel' is not allowed on an element with the role 'none', whose role cannot be named".into(),
                naming
            )
        );
        // A name over 30 bytes: whole in the message, cut in the kind
        // (after the reason, a length byte and 20 bytes; none left for
        // the element).
        let long = format!("aria-{}", "x".repeat(30));
        assert_eq!(
            said(&format!("<meta {long}=x>"), "aria_attribute_not_allowed"),
            (
                Some(AriaInHtmlProblem::AriaAttributeNotAllowed {
                    because: AriaNotAllowed::NoAria,
                    name: format!("aria-{}…", "x".repeat(15)),
                    which: "…".into(),
                }),
                format!("`{long}` is not allowed on a meta element"),
                Some("no aria-* attribute is allowed here".into())
            )
        );
        assert_eq!(
            said(
                "<img src=a alt=\"\" aria-hidden=false>",
                "aria_attribute_not_allowed"
            ),
            (
                Some(AriaInHtmlProblem::AriaAttributeNotAllowed {
                    because: AriaNotAllowed::OnlyHiddenTrue,
                    name: "aria-hidden".into(),
                    which: "an img w…".into(),
                }),
                "`aria-hidden` is not allowed on an img with alt=\"\"".into(),
                Some("only aria-hidden=\"true\" is allowed here".into())
            )
        );
        assert_eq!(
            said("<br aria-label=x>", "aria_attribute_not_allowed"),
            (
                Some(AriaInHtmlProblem::AriaAttributeNotAllowed {
                    because: AriaNotAllowed::OnlyHidden,
                    name: "aria-label".into(),
                    which: "a br elem…".into(),
                }),
                "`aria-label` is not allowed on a br element".into(),
                Some("only aria-hidden is allowed here".into())
            )
        );
    }

    fn roles(html: &str) -> Vec<(usize, &'static str)> {
        super::super::found_where(html, |f| f.syntax == "aria_in_html")
    }

    #[test]
    fn named_images_are_not_presentational() {
        // Nu's tests/html/elements/img/alt-with-role-none-novalid.html,
        // alt-with-role-presentation-novalid.html, role-with-aria-label-novalid.html.
        assert_eq!(
            roles("<img src=a alt=\"Has alt\" role=\"none\">"),
            [(32, "role_not_allowed")]
        );
        assert_eq!(
            roles("<img src=a alt=x role=presentation>"),
            [(23, "role_not_allowed")]
        );
        assert_eq!(
            roles("<img src=a role=none aria-label=\"Description\">"),
            [(17, "role_not_allowed")]
        );
        assert_eq!(
            roles("<img src=a title=t role=none>"),
            [(25, "role_not_allowed")]
        );
        assert_eq!(
            roles("<img src=a aria-labelledby=l role=none>"),
            [(35, "role_not_allowed")]
        );
        assert!(roles("<img src=a alt=x role=button>").is_empty());
        assert!(roles("<img src=a alt=x role=\"link extra\">").is_empty());
        assert_eq!(
            roles("<img src=a alt=x role=tabpanel>"),
            [(23, "role_not_allowed")]
        );
        // The implicit role, set again: a warning.
        assert_eq!(
            roles("<img src=a alt=x role=img>"),
            [(23, "redundant_role")]
        );
    }

    #[test]
    fn unnamed_images_are_presentational_or_images() {
        assert!(roles("<img src=a alt=\"\" role=none>").is_empty());
        assert!(roles("<img src=a alt role=presentation>").is_empty());
        assert_eq!(
            roles("<img src=a alt=\"\" role=img>"),
            [(24, "role_not_allowed")]
        );
        // "role=img is also allowed, but NOT RECOMMENDED"; Nu warns too
        // (tests/html/warnings/unnecessary-role-img-haswarn.html).
        assert_eq!(roles("<img src=a role=img>"), [(17, "redundant_role")]);
        assert_eq!(roles("<img src=a role=button>"), [(17, "role_not_allowed")]);
        // A blank alt is no name; no role, nothing to check.
        assert!(roles("<img src=a alt=\"  \" role=none>").is_empty());
        assert!(roles("<img src=a alt=x>").is_empty());
        assert!(roles("<img src=a alt=x role=\"\">").is_empty());
    }

    #[test]
    fn the_help_says_what_to_do() {
        let report = check_str("<img src=a alt=x role=none>");
        let f = report
            .findings()
            .iter()
            .find(|f| f.syntax == "aria_in_html")
            .unwrap();
        assert_eq!(
            f.message,
            "the role 'none' is not allowed on an img with an accessible name"
        );
        assert!(f
            .help
            .as_deref()
            .unwrap()
            .starts_with("an image with a text alternative"));
        assert_eq!(f.spec, "https://www.w3.org/TR/html-aria/#el-img");
        let report = check_str("<article role=tabpanel>");
        let f = &report.findings()[0];
        assert_eq!(
            f.message,
            "the role 'tabpanel' is not allowed on an article element"
        );
        assert_eq!(
            f.help.as_deref(),
            Some("allowed: application, document, feed, main, none, presentation, region")
        );
        let report = check_str("<table><tr><td role=gridcell>");
        let f = &report.findings()[0];
        assert_eq!(
            f.message,
            "the role 'gridcell' is not allowed on a td in a table"
        );
        assert_eq!(
            f.help.as_deref(),
            Some("remove the role: this element takes none but its implicit role (cell)")
        );
    }

    #[test]
    fn a_rows_url_is_its_id() {
        let spec = |name: &str| {
            super::SIMPLE_ROWS
                .iter()
                .find(|r| r.0 == name)
                .map(|r| r.1.spec)
        };
        assert_eq!(
            spec("abbr"),
            Some("https://www.w3.org/TR/html-aria/#el-abbr")
        );
        assert_eq!(
            spec("h3"),
            Some("https://www.w3.org/TR/html-aria/#el-h1-h6")
        );
        assert_eq!(spec("x-abbr"), None);
    }

    #[test]
    fn an_image_button_takes_the_buttons_roles_but_combobox() {
        use super::{BUTTON_ROLES, IMAGE_BUTTON_ROLES};
        assert_eq!(BUTTON_ROLES.len(), 14);
        assert_eq!(IMAGE_BUTTON_ROLES.len(), 13);
        assert!(BUTTON_ROLES.contains(&"combobox"));
        assert!(!IMAGE_BUTTON_ROLES.contains(&"combobox"));
        assert!(IMAGE_BUTTON_ROLES.iter().all(|r| BUTTON_ROLES.contains(r)));
    }

    #[test]
    fn every_row_is_found_once() {
        let mut names: Vec<&str> = super::SIMPLE_ROWS.iter().map(|r| r.0).collect();
        let count = names.len();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), count);
        for special in [
            "a", "area", "div", "footer", "header", "img", "input", "li", "menu",
        ] {
            assert!(!names.contains(&special), "{special}");
        }
    }
}
