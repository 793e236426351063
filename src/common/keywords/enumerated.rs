//! Every [enumerated attribute](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#enumerated-attribute)
//! of the HTML Standard, as [`EnumeratedAttribute`] tables whose states are
//! named with the spec's words (`"sentences"`, `"no-cors"`, `"submit"`).
//!
//! The six attributes [`keywords`](crate::keywords) declares with typed
//! states (`dir`, `crossorigin`, `contenteditable`, `loading`, `hidden`,
//! `shape`) are used from there; [`Enumerated`] lets the attribute table hold
//! both kinds.
//!
//! | attribute | elements | keywords → state | missing value default | invalid value default |
//! |---|---|---|---|---|
//! | `autocapitalize` | all | `off`, `none` → none; `on`, `sentences` → sentences; `words`; `characters` | default | sentences |
//! | `autocorrect` | all | `on`, `""` → on; `off` | on | on |
//! | `contenteditable` | all | `true`, `""` → true; `false`; `plaintext-only` | inherit | inherit |
//! | `dir` | all | `ltr`, `rtl`, `auto` | undefined | undefined |
//! | `draggable` | all | `true`, `false` | auto | auto |
//! | `enterkeyhint` | all | `enter`, `done`, `go`, `next`, `previous`, `search`, `send` | none | none |
//! | `hidden` | all | `""`, `hidden` → hidden; `until-found` | not hidden | hidden |
//! | `inputmode` | all | `none`, `text`, `tel`, `url`, `email`, `numeric`, `decimal`, `search` | none | none |
//! | `popover` | all | `auto`, `""` → auto; `manual`; `hint` | no popover | manual |
//! | `spellcheck` | all | `true`, `""` → true; `false` | default | default |
//! | `translate` | all | `yes`, `""` → yes; `no` | inherit | inherit |
//! | `writingsuggestions` | all | `true`, `""` → true; `false` | default | true |
//! | `crossorigin` | `audio`, `img`, `link`, `script`, `video` | `anonymous`, `""` → anonymous; `use-credentials` | no CORS | anonymous |
//! | `referrerpolicy` | `a`, `area`, `iframe`, `img`, `link`, `script` | `""`, `no-referrer`, `no-referrer-when-downgrade`, `same-origin`, `origin`, `strict-origin`, `origin-when-cross-origin`, `strict-origin-when-cross-origin`, `unsafe-url` | `""` | `""` |
//! | `loading` | `iframe`, `img` | `lazy`, `eager` | eager | eager |
//! | `decoding` | `img` | `sync`, `async`, `auto` | auto | auto |
//! | `fetchpriority` | `img`, `link`, `script` | `high`, `low`, `auto` | auto | auto |
//! | `as` | `link` | `fetch` and the Fetch Standard's 23 destinations (`audio`, `font`, `image`, `json`, `script`, `style`, `track`, …) | none | none |
//! | `preload` | `audio`, `video` | `none`, `metadata`, `auto`, `""` → auto | (user agent's choice) | (user agent's choice) |
//! | `shape` | `area` | `circle`, `circ`*, `default`, `poly`, `polygon`*, `rect`, `rectangle`* | rect | rect |
//! | `type` | `button` | `submit`, `reset`, `button` | auto | auto |
//! | `type` | `input` | the 22 input types | text | text |
//! | `type` | `ol` | `1`, `a`, `A`, `i`, `I` (case-sensitive) | decimal | decimal |
//! | `method`, `formmethod` | `form`; `button`, `input` | `get`, `post`, `dialog` | GET (`form`) | GET |
//! | `enctype`, `formenctype` | `form`; `button`, `input` | `application/x-www-form-urlencoded`, `multipart/form-data`, `text/plain` | urlencoded (`form`) | urlencoded |
//! | `autocomplete` | `form` | `on`, `off` | on | on |
//! | `popovertargetaction` | `button`, `input` | `toggle`, `show`, `hide` | toggle | toggle |
//! | `http-equiv` | `meta` | `content-language`*, `content-type`, `default-style`, `refresh`, `set-cookie`*, `x-ua-compatible`, `content-security-policy` | none | none |
//! | `scope` | `th` | `row`, `col`, `rowgroup`, `colgroup` | auto | auto |
//! | `wrap` | `textarea` | `soft`, `hard` | soft | soft |
//! | `colorspace` | `input` | `limited-srgb` → limited sRGB; `display-p3` → display P3 | limited sRGB | limited sRGB |
//! | `kind` | `track` | `subtitles`, `captions`, `descriptions`, `chapters`, `metadata` | subtitles | metadata |
//! | `shadowrootmode` | `template` | `open`, `closed` | none | none |
//! | `closedby` | `dialog` | `any`, `closerequest`, `none` | auto | auto |
//! | `shadowrootslotassignment` | `template` | `named`, `manual` | named | named |
//! | `command` | `button` | `toggle-popover`, `show-popover`, `hide-popover`, `close`, `request-close`, `show-modal`; any custom command keyword (a string that starts with `--`) → custom | unknown | unknown |
//!
//! (* not conforming.) Keywords match ASCII case-insensitively except where
//! the attribute says otherwise (`<ol type>`, whose keywords differ only in
//! case: [`OL_TYPE`] is matched by [`ol_type_state`]).

use crate::base::error::Error;
use crate::common::keywords::{
    keyword_table, ContentEditable, CorsSettings, Dir, EnumeratedAttribute, Hidden, Keyword,
    Loading, Shape, CONTENTEDITABLE, CROSSORIGIN, DIR, HIDDEN, LOADING, SHAPE,
};

/// An enumerated attribute whose states are named by the spec's words.
pub type Named = EnumeratedAttribute<&'static str>;

/// A state with a name in the spec's words, so that typed and named
/// enumerated attributes answer alike.
pub trait StateName: Copy + PartialEq + 'static {
    /// The state's name.
    fn state_name(self) -> &'static str;
}

impl StateName for &'static str {
    fn state_name(self) -> &'static str {
        self
    }
}

macro_rules! state_names {
    ($($ty:ident { $($variant:ident => $name:literal),* $(,)? })*) => {$(
        impl StateName for $ty {
            fn state_name(self) -> &'static str {
                match self { $($ty::$variant => $name),* }
            }
        }
    )*};
}

state_names! {
    Dir { Ltr => "ltr", Rtl => "rtl", Auto => "auto", Undefined => "undefined" }
    CorsSettings { NoCors => "no-cors", Anonymous => "anonymous", UseCredentials => "use-credentials" }
    ContentEditable { True => "true", False => "false", PlaintextOnly => "plaintext-only", Inherit => "inherit" }
    Loading { Lazy => "lazy", Eager => "eager" }
    Hidden { Hidden => "hidden", UntilFound => "until-found", NotHidden => "not-hidden" }
    Shape { Circle => "circle", Default => "default", Polygon => "polygon", Rectangle => "rectangle" }
}

/// Any enumerated attribute table, its states by name: what the attribute
/// table holds.
pub trait Enumerated: Sync {
    /// The attribute's name.
    fn name(&self) -> &'static str;
    /// The state of a specified (`Some`) or missing (`None`) attribute, by
    /// name; `None` for "no state".
    fn state_name(&self, value: Option<&str>) -> Option<&'static str>;
    /// The authoring conformance check; the state's name when conforming.
    fn validate_name(&self, value: &str) -> Result<&'static str, Error>;
    /// Calls `f` with each keyword and whether it is conforming.
    fn for_each_keyword(&self, f: &mut dyn FnMut(&'static str, bool));
    /// The conformance check and the state of a specified attribute, by
    /// name: what [`validate_name`](Self::validate_name) and
    /// [`state_name`](Self::state_name)`(Some(value))` return, from one
    /// look-up of the value where the table allows it (the default calls
    /// both).
    fn check_name(&self, value: &str) -> (Result<&'static str, Error>, Option<&'static str>) {
        (self.validate_name(value), self.state_name(Some(value)))
    }
}

impl<S: StateName> Enumerated for EnumeratedAttribute<S>
where
    EnumeratedAttribute<S>: Sync,
{
    fn name(&self) -> &'static str {
        self.name
    }

    fn state_name(&self, value: Option<&str>) -> Option<&'static str> {
        self.state(value).map(StateName::state_name)
    }

    fn validate_name(&self, value: &str) -> Result<&'static str, Error> {
        self.validate(value).map(StateName::state_name)
    }

    fn for_each_keyword(&self, f: &mut dyn FnMut(&'static str, bool)) {
        for k in self.keywords {
            f(k.keyword, k.conforming);
        }
    }

    fn check_name(&self, value: &str) -> (Result<&'static str, Error>, Option<&'static str>) {
        let (verdict, state) = self.check(value);
        (
            verdict.map(StateName::state_name),
            state.map(StateName::state_name),
        )
    }
}

/// A named enumerated attribute with both defaults.
const fn named(
    name: &'static str,
    (keywords, choices): (&'static [Keyword<&'static str>], &'static [&'static str]),
    missing_value_default: Option<&'static str>,
    invalid_value_default: Option<&'static str>,
) -> Named {
    EnumeratedAttribute {
        name,
        keywords,
        choices,
        invalid_value_default,
        missing_value_default,
        canonical_keywords: &[],
    }
}

/// `k!("keyword")` maps to the state of the same name; `k!("kw" => "state")`.
macro_rules! k {
    ($kw:literal) => {
        Keyword::new($kw, $kw)
    };
    ($kw:literal => $state:literal) => {
        Keyword::new($kw, $state)
    };
}

/// [`autocapitalize`](https://html.spec.whatwg.org/multipage/interaction.html#attr-autocapitalize).
///
/// # Examples
///
/// ```
/// use html_microsyntax::keywords::enumerated::AUTOCAPITALIZE;
/// assert_eq!(AUTOCAPITALIZE.state(Some("On")), Some("sentences"));
/// assert_eq!(AUTOCAPITALIZE.state(None), Some("default"));
/// assert_eq!(AUTOCAPITALIZE.state(Some("shout")), Some("sentences"));
/// ```
pub const AUTOCAPITALIZE: Named = named(
    "autocapitalize",
    keyword_table!(
        &'static str,
        [
            k!("off" => "none"),
            k!("none"),
            k!("on" => "sentences"),
            k!("sentences"),
            k!("words"),
            k!("characters"),
        ]
    ),
    Some("default"),
    Some("sentences"),
);

/// [`autocorrect`](https://html.spec.whatwg.org/multipage/interaction.html#attr-autocorrect).
pub const AUTOCORRECT: Named = named(
    "autocorrect",
    keyword_table!(&'static str, [k!("on"), k!("" => "on"), k!("off")]),
    Some("on"),
    Some("on"),
);

/// [`draggable`](https://html.spec.whatwg.org/multipage/dnd.html#the-draggable-attribute).
pub const DRAGGABLE: Named = named(
    "draggable",
    keyword_table!(&'static str, [k!("true"), k!("false")]),
    Some("auto"),
    Some("auto"),
);

/// [`enterkeyhint`](https://html.spec.whatwg.org/multipage/interaction.html#attr-enterkeyhint).
pub const ENTERKEYHINT: Named = named(
    "enterkeyhint",
    keyword_table!(
        &'static str,
        [
            k!("enter"),
            k!("done"),
            k!("go"),
            k!("next"),
            k!("previous"),
            k!("search"),
            k!("send"),
        ]
    ),
    None,
    None,
);

/// [`inputmode`](https://html.spec.whatwg.org/multipage/interaction.html#attr-inputmode).
pub const INPUTMODE: Named = named(
    "inputmode",
    keyword_table!(
        &'static str,
        [
            k!("none"),
            k!("text"),
            k!("tel"),
            k!("url"),
            k!("email"),
            k!("numeric"),
            k!("decimal"),
            k!("search"),
        ]
    ),
    None,
    None,
);

/// [`popover`](https://html.spec.whatwg.org/multipage/popover.html#attr-popover).
pub const POPOVER: Named = named(
    "popover",
    keyword_table!(
        &'static str,
        [k!("auto"), k!("" => "auto"), k!("manual"), k!("hint")]
    ),
    Some("no-popover"),
    Some("manual"),
);

/// [`spellcheck`](https://html.spec.whatwg.org/multipage/interaction.html#attr-spellcheck).
pub const SPELLCHECK: Named = named(
    "spellcheck",
    keyword_table!(&'static str, [k!("true"), k!("" => "true"), k!("false")]),
    Some("default"),
    Some("default"),
);

/// [`translate`](https://html.spec.whatwg.org/multipage/dom.html#attr-translate).
pub const TRANSLATE: Named = named(
    "translate",
    keyword_table!(&'static str, [k!("yes"), k!("" => "yes"), k!("no")]),
    Some("inherit"),
    Some("inherit"),
);

/// [`writingsuggestions`](https://html.spec.whatwg.org/multipage/interaction.html#attr-writingsuggestions).
///
/// The missing value default is the default state; the invalid value
/// default, like the empty string, is the true state.
///
/// # Examples
///
/// ```
/// use html_microsyntax::keywords::enumerated::WRITINGSUGGESTIONS;
/// assert_eq!(WRITINGSUGGESTIONS.state(None), Some("default"));
/// assert_eq!(WRITINGSUGGESTIONS.state(Some("maybe")), Some("true"));
/// ```
pub const WRITINGSUGGESTIONS: Named = named(
    "writingsuggestions",
    keyword_table!(&'static str, [k!("true"), k!("" => "true"), k!("false")]),
    Some("default"),
    Some("true"),
);

/// A [referrer policy attribute](https://html.spec.whatwg.org/multipage/urls-and-fetching.html#referrer-policy-attribute)
/// (`referrerpolicy`): the Referrer Policy tokens and the empty string.
pub const REFERRERPOLICY: Named = named(
    "referrerpolicy",
    keyword_table!(
        &'static str,
        [
            k!(""),
            k!("no-referrer"),
            k!("no-referrer-when-downgrade"),
            k!("same-origin"),
            k!("origin"),
            k!("strict-origin"),
            k!("origin-when-cross-origin"),
            k!("strict-origin-when-cross-origin"),
            k!("unsafe-url"),
        ]
    ),
    Some(""),
    Some(""),
);

/// [`decoding`](https://html.spec.whatwg.org/multipage/images.html#dom-img-decoding) of `img`.
pub const DECODING: Named = named(
    "decoding",
    keyword_table!(&'static str, [k!("sync"), k!("async"), k!("auto")]),
    Some("auto"),
    Some("auto"),
);

/// [`fetchpriority`](https://html.spec.whatwg.org/multipage/urls-and-fetching.html#fetch-priority-attribute).
pub const FETCHPRIORITY: Named = named(
    "fetchpriority",
    keyword_table!(&'static str, [k!("high"), k!("low"), k!("auto")]),
    Some("auto"),
    Some("auto"),
);

/// [`as`](https://html.spec.whatwg.org/multipage/semantics.html#attr-link-as) of
/// `link`: "Each of the union of preload destinations and module preload
/// destinations is a keyword for this attribute, mapping to a state of the
/// same name"; no missing or invalid value default. A
/// [preload destination](https://html.spec.whatwg.org/multipage/links.html#preload-destination)
/// is `fetch`, `font`, `image`, `script`, `style` or `track` ([`PRELOAD_DESTINATIONS`]);
/// a [module preload destination](https://html.spec.whatwg.org/multipage/links.html#module-preload-destination)
/// is `json`, `style`, `text` or a
/// [script-like](https://fetch.spec.whatwg.org/#request-destination-script-like)
/// destination ([`MODULE_PRELOAD_DESTINATIONS`]). Which of the two a
/// `link` may use follows from its `rel`, a rule over the whole tag.
/// Checked against the HTML Standard of 16 September 2026 (commit-snapshot
/// `d78d7dd8`) and the Fetch Standard's `fetch.bs` at commit `586cd2a`
/// (2026-07-02); the older text's "potential destination" (every
/// destination) allowed `audio`, `document`, `video` and others, which no
/// `link` may now name.
///
/// # Examples
///
/// ```
/// use html_microsyntax::keywords::enumerated::LINK_AS;
/// assert_eq!(LINK_AS.state(Some("Font")), Some("font"));
/// assert_eq!(LINK_AS.state(Some("worker")), Some("worker"));
/// assert_eq!(LINK_AS.state(Some("video")), None); // a destination, but not one a link preloads
/// assert_eq!(LINK_AS.validate("fonts").unwrap_err().kind().suggestion(), Some("font"));
/// ```
pub const LINK_AS: Named = named(
    "as",
    keyword_table!(
        &'static str,
        [
            k!("fetch"),
            k!("font"),
            k!("image"),
            k!("script"),
            k!("style"),
            k!("track"),
            k!("json"),
            k!("text"),
            k!("audioworklet"),
            k!("paintworklet"),
            k!("serviceworker"),
            k!("sharedworker"),
            k!("worker"),
        ]
    ),
    None,
    None,
);

/// The [preload destinations](https://html.spec.whatwg.org/multipage/links.html#preload-destination):
/// the `as` values of a `link` whose `rel` has `preload`.
///
/// # Examples
///
/// ```
/// use html_microsyntax::keywords::enumerated::PRELOAD_DESTINATIONS;
/// assert!(PRELOAD_DESTINATIONS.contains(&"font"));
/// assert!(!PRELOAD_DESTINATIONS.contains(&"json")); // a module preload destination
/// ```
pub const PRELOAD_DESTINATIONS: &[&str] = &["fetch", "font", "image", "script", "style", "track"];

/// The [module preload destinations](https://html.spec.whatwg.org/multipage/links.html#module-preload-destination):
/// the `as` values of a `link` whose `rel` has `modulepreload`: `json`,
/// `style`, `text` and the script-like destinations.
///
/// # Examples
///
/// ```
/// use html_microsyntax::keywords::enumerated::MODULE_PRELOAD_DESTINATIONS;
/// assert!(MODULE_PRELOAD_DESTINATIONS.contains(&"worker"));
/// assert!(!MODULE_PRELOAD_DESTINATIONS.contains(&"font"));
/// ```
pub const MODULE_PRELOAD_DESTINATIONS: &[&str] = &[
    "json",
    "style",
    "text",
    "audioworklet",
    "paintworklet",
    "script",
    "serviceworker",
    "sharedworker",
    "worker",
];

/// [`preload`](https://html.spec.whatwg.org/multipage/media.html#attr-media-preload)
/// of `audio` and `video`; both defaults are the user agent's choice (the
/// spec suggests metadata), so neither is given here.
pub const PRELOAD: Named = named(
    "preload",
    keyword_table!(
        &'static str,
        [k!("none"), k!("metadata"), k!("auto"), k!("" => "auto")]
    ),
    None,
    None,
);

/// [`type`](https://html.spec.whatwg.org/multipage/form-elements.html#attr-button-type)
/// of `button`: the Auto state (missing or invalid) acts as the Submit
/// Button state unless the button has a `commandfor` attribute.
pub const BUTTON_TYPE: Named = named(
    "type",
    keyword_table!(&'static str, [k!("submit"), k!("reset"), k!("button")]),
    Some("auto"),
    Some("auto"),
);

/// The states of the `input` element's
/// [`type` attribute](https://html.spec.whatwg.org/multipage/input.html#attr-input-type).
///
/// # Examples
///
/// ```
/// use html_microsyntax::forms::{InputType, ValueMode};
/// assert_eq!(InputType::from_attribute(Some("DATETIME-local")), InputType::DateTimeLocal);
/// assert_eq!(InputType::from_attribute(Some("datetime")), InputType::Text); // invalid value default
/// assert_eq!(InputType::from_attribute(None), InputType::Text); // missing value default
/// assert_eq!(InputType::Checkbox.value_mode(), ValueMode::DefaultOn);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum InputType {
    /// `hidden`
    Hidden,
    /// `text` (also the missing and invalid value default)
    Text,
    /// `search`
    Search,
    /// `tel`
    Telephone,
    /// `url`
    Url,
    /// `email`
    Email,
    /// `password`
    Password,
    /// `date`
    Date,
    /// `month`
    Month,
    /// `week`
    Week,
    /// `time`
    Time,
    /// `datetime-local`
    DateTimeLocal,
    /// `number`
    Number,
    /// `range`
    Range,
    /// `color`
    Color,
    /// `checkbox`
    Checkbox,
    /// `radio`
    Radio,
    /// `file`
    File,
    /// `submit`
    Submit,
    /// `image`
    Image,
    /// `reset`
    Reset,
    /// `button`
    Button,
}

/// Every state, in the spec's table order.
pub const ALL_INPUT_TYPES: [InputType; 22] = [
    InputType::Hidden,
    InputType::Text,
    InputType::Search,
    InputType::Telephone,
    InputType::Url,
    InputType::Email,
    InputType::Password,
    InputType::Date,
    InputType::Month,
    InputType::Week,
    InputType::Time,
    InputType::DateTimeLocal,
    InputType::Number,
    InputType::Range,
    InputType::Color,
    InputType::Checkbox,
    InputType::Radio,
    InputType::File,
    InputType::Submit,
    InputType::Image,
    InputType::Reset,
    InputType::Button,
];

/// [`type`](https://html.spec.whatwg.org/multipage/input.html#attr-input-type) of `input`:
/// the 22 states, Text the missing and invalid value default.
///
/// # Examples
///
/// ```
/// use html_microsyntax::keywords::enumerated::{InputType, INPUT_TYPE};
/// assert_eq!(INPUT_TYPE.state(Some("Datetime-Local")), Some(InputType::DateTimeLocal));
/// assert_eq!(INPUT_TYPE.state(Some("datetime")), Some(InputType::Text)); // no longer a type
/// ```
pub const INPUT_TYPE: EnumeratedAttribute<InputType> = {
    let (keywords, choices) = keyword_table!(
        InputType,
        [
            Keyword::new("hidden", InputType::Hidden),
            Keyword::new("text", InputType::Text),
            Keyword::new("search", InputType::Search),
            Keyword::new("tel", InputType::Telephone),
            Keyword::new("url", InputType::Url),
            Keyword::new("email", InputType::Email),
            Keyword::new("password", InputType::Password),
            Keyword::new("date", InputType::Date),
            Keyword::new("month", InputType::Month),
            Keyword::new("week", InputType::Week),
            Keyword::new("time", InputType::Time),
            Keyword::new("datetime-local", InputType::DateTimeLocal),
            Keyword::new("number", InputType::Number),
            Keyword::new("range", InputType::Range),
            Keyword::new("color", InputType::Color),
            Keyword::new("checkbox", InputType::Checkbox),
            Keyword::new("radio", InputType::Radio),
            Keyword::new("file", InputType::File),
            Keyword::new("submit", InputType::Submit),
            Keyword::new("image", InputType::Image),
            Keyword::new("reset", InputType::Reset),
            Keyword::new("button", InputType::Button),
        ]
    );
    EnumeratedAttribute {
        name: "type",
        keywords,
        choices,
        invalid_value_default: Some(InputType::Text),
        missing_value_default: Some(InputType::Text),
        canonical_keywords: &[],
    }
};

impl InputType {
    /// The state of a `type` attribute value: its keyword matched ASCII
    /// case-insensitively; the missing value default and the invalid value
    /// default are both the Text state
    /// ([the `type` attribute](https://html.spec.whatwg.org/multipage/input.html#attr-input-type)).
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::forms::InputType;
    /// assert_eq!(InputType::from_attribute(Some("Number")), InputType::Number);
    /// assert_eq!(InputType::from_attribute(Some(" number")), InputType::Text);
    /// ```
    pub fn from_attribute(value: Option<&str>) -> InputType {
        // The missing and invalid value defaults are both Text.
        INPUT_TYPE.state(value).unwrap_or(InputType::Text)
    }

    /// The state's keyword, lowercase
    /// ([the `type` attribute](https://html.spec.whatwg.org/multipage/input.html#attr-input-type)).
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::forms::InputType;
    /// assert_eq!(InputType::Telephone.keyword(), "tel");
    /// ```
    pub fn keyword(self) -> &'static str {
        // Every state has a conforming keyword in the table.
        INPUT_TYPE.canonical_keyword(self).unwrap_or("text")
    }
}

impl StateName for InputType {
    fn state_name(self) -> &'static str {
        self.keyword()
    }
}

impl core::fmt::Display for InputType {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.keyword())
    }
}

/// [`type`](https://html.spec.whatwg.org/multipage/grouping-content.html#attr-ol-type)
/// of `ol`. Its keywords differ only in case, so they match
/// case-sensitively: use [`ol_type_state`], not `state`.
pub const OL_TYPE: Named = named(
    "type",
    keyword_table!(
        &'static str,
        [
            k!("1" => "decimal"),
            k!("a" => "lower-alpha"),
            k!("A" => "upper-alpha"),
            k!("i" => "lower-roman"),
            k!("I" => "upper-roman"),
        ]
    ),
    Some("decimal"),
    Some("decimal"),
);

/// The state of `<ol type>`, matched case-sensitively as its definition
/// says.
///
/// # Examples
///
/// ```
/// use html_microsyntax::keywords::enumerated::ol_type_state;
/// assert_eq!(ol_type_state(Some("A")), "upper-alpha");
/// assert_eq!(ol_type_state(Some("a")), "lower-alpha");
/// assert_eq!(ol_type_state(Some("x")), "decimal");
/// ```
pub fn ol_type_state(value: Option<&str>) -> &'static str {
    value
        .and_then(|v| OL_TYPE.keywords.iter().find(|k| k.keyword == v))
        .map_or("decimal", |k| k.state)
}

/// [`method`](https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#attr-fs-method) of `form`.
pub const METHOD: Named = named(
    "method",
    keyword_table!(&'static str, [k!("get"), k!("post"), k!("dialog")]),
    Some("get"),
    Some("get"),
);

/// [`formmethod`](https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#attr-fs-formmethod)
/// of `button` and `input`: no missing value default (the form's method applies).
pub const FORMMETHOD: Named = named(
    "formmethod",
    keyword_table!(&'static str, [k!("get"), k!("post"), k!("dialog")]),
    None,
    Some("get"),
);

/// [`enctype`](https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#attr-fs-enctype) of `form`.
pub const ENCTYPE: Named = named(
    "enctype",
    keyword_table!(
        &'static str,
        [
            k!("application/x-www-form-urlencoded"),
            k!("multipart/form-data"),
            k!("text/plain"),
        ]
    ),
    Some("application/x-www-form-urlencoded"),
    Some("application/x-www-form-urlencoded"),
);

/// [`formenctype`](https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#attr-fs-formenctype)
/// of `button` and `input`: no missing value default.
pub const FORMENCTYPE: Named = named(
    "formenctype",
    keyword_table!(
        &'static str,
        [
            k!("application/x-www-form-urlencoded"),
            k!("multipart/form-data"),
            k!("text/plain"),
        ]
    ),
    None,
    Some("application/x-www-form-urlencoded"),
);

/// [`autocomplete`](https://html.spec.whatwg.org/multipage/forms.html#attr-form-autocomplete) of `form`.
pub const FORM_AUTOCOMPLETE: Named = named(
    "autocomplete",
    keyword_table!(&'static str, [k!("on"), k!("off")]),
    Some("on"),
    Some("on"),
);

/// [`popovertargetaction`](https://html.spec.whatwg.org/multipage/popover.html#attr-popovertargetaction).
pub const POPOVERTARGETACTION: Named = named(
    "popovertargetaction",
    keyword_table!(&'static str, [k!("toggle"), k!("show"), k!("hide")]),
    Some("toggle"),
    Some("toggle"),
);

/// [`http-equiv`](https://html.spec.whatwg.org/multipage/semantics.html#attr-meta-http-equiv) of `meta`.
/// `content-language` and `set-cookie` are non-conforming pragmas.
pub const HTTP_EQUIV: Named = named(
    "http-equiv",
    keyword_table!(
        &'static str,
        [
            Keyword::non_conforming("content-language", "content-language"),
            k!("content-type"),
            k!("default-style"),
            k!("refresh"),
            Keyword::non_conforming("set-cookie", "set-cookie"),
            k!("x-ua-compatible"),
            k!("content-security-policy"),
        ]
    ),
    None,
    None,
);

/// [`scope`](https://html.spec.whatwg.org/multipage/tables.html#attr-th-scope) of `th`.
pub const SCOPE: Named = named(
    "scope",
    keyword_table!(
        &'static str,
        [k!("row"), k!("col"), k!("rowgroup"), k!("colgroup")]
    ),
    Some("auto"),
    Some("auto"),
);

/// [`wrap`](https://html.spec.whatwg.org/multipage/form-elements.html#attr-textarea-wrap) of `textarea`.
pub const WRAP: Named = named(
    "wrap",
    keyword_table!(&'static str, [k!("soft"), k!("hard")]),
    Some("soft"),
    Some("soft"),
);

/// [`colorspace`](https://html.spec.whatwg.org/multipage/input.html#attr-input-colorspace)
/// of `input` (the Color state): the color space of the serialized color.
/// Both defaults are the Limited sRGB state.
///
/// # Examples
///
/// ```
/// use html_microsyntax::keywords::enumerated::COLORSPACE;
/// assert_eq!(COLORSPACE.state(Some("DISPLAY-P3")), Some("display P3"));
/// assert_eq!(COLORSPACE.state(None), Some("limited sRGB"));
/// assert_eq!(COLORSPACE.state(Some("srgb")), Some("limited sRGB"));
/// assert!(!COLORSPACE.is_valid("srgb"));
/// ```
pub const COLORSPACE: Named = named(
    "colorspace",
    keyword_table!(
        &'static str,
        [
            k!("limited-srgb" => "limited sRGB"),
            k!("display-p3" => "display P3")
        ]
    ),
    Some("limited sRGB"),
    Some("limited sRGB"),
);

/// A WAI-ARIA state or property's keyword values, as a table: the value types
/// of [WAI-ARIA 1.2 §6.3](https://www.w3.org/TR/wai-aria-1.2/#propcharacteristic_value)
/// (true/false, true/false/undefined, tristate, token), matched ASCII
/// case-insensitively, as HTML reads `aria-*` keywords; no state for other
/// values (the empty string included).
const fn aria(
    name: &'static str,
    table: (&'static [Keyword<&'static str>], &'static [&'static str]),
) -> Named {
    named(name, table, None, None)
}

/// WAI-ARIA 1.2's true/false value type (`aria-atomic`, `aria-busy`,
/// `aria-disabled`, `aria-modal`, `aria-multiline`, `aria-multiselectable`,
/// `aria-readonly`, `aria-required`).
///
/// # Examples
///
/// ```
/// use html_microsyntax::keywords::enumerated::ARIA_TRUE_FALSE;
/// assert!(ARIA_TRUE_FALSE.is_valid("true"));
/// assert!(!ARIA_TRUE_FALSE.is_valid("yes"));
/// assert!(!ARIA_TRUE_FALSE.is_valid(""));
/// ```
pub const ARIA_TRUE_FALSE: Named = aria(
    "true/false",
    keyword_table!(&'static str, [k!("true"), k!("false")]),
);

/// WAI-ARIA 1.2's true/false/undefined value type (`aria-expanded`,
/// `aria-hidden`, `aria-selected`).
pub const ARIA_TRUE_FALSE_UNDEFINED: Named = aria(
    "true/false/undefined",
    keyword_table!(&'static str, [k!("true"), k!("false"), k!("undefined")]),
);

/// WAI-ARIA 1.2's tristate value type (`aria-checked`, `aria-pressed`).
pub const ARIA_TRISTATE: Named = aria(
    "tristate",
    keyword_table!(
        &'static str,
        [k!("true"), k!("false"), k!("mixed"), k!("undefined")]
    ),
);

/// [`aria-autocomplete`](https://www.w3.org/TR/wai-aria-1.2/#aria-autocomplete).
pub const ARIA_AUTOCOMPLETE: Named = aria(
    "aria-autocomplete",
    keyword_table!(
        &'static str,
        [k!("inline"), k!("list"), k!("both"), k!("none")]
    ),
);

/// [`aria-current`](https://www.w3.org/TR/wai-aria-1.2/#aria-current).
pub const ARIA_CURRENT: Named = aria(
    "aria-current",
    keyword_table!(
        &'static str,
        [
            k!("page"),
            k!("step"),
            k!("location"),
            k!("date"),
            k!("time"),
            k!("true"),
            k!("false")
        ]
    ),
);

/// [`aria-haspopup`](https://www.w3.org/TR/wai-aria-1.2/#aria-haspopup).
pub const ARIA_HASPOPUP: Named = aria(
    "aria-haspopup",
    keyword_table!(
        &'static str,
        [
            k!("false"),
            k!("true"),
            k!("menu"),
            k!("listbox"),
            k!("tree"),
            k!("grid"),
            k!("dialog")
        ]
    ),
);

/// [`aria-invalid`](https://www.w3.org/TR/wai-aria-1.2/#aria-invalid).
pub const ARIA_INVALID: Named = aria(
    "aria-invalid",
    keyword_table!(
        &'static str,
        [k!("grammar"), k!("false"), k!("spelling"), k!("true")]
    ),
);

/// [`aria-live`](https://www.w3.org/TR/wai-aria-1.2/#aria-live).
pub const ARIA_LIVE: Named = aria(
    "aria-live",
    keyword_table!(&'static str, [k!("assertive"), k!("off"), k!("polite")]),
);

/// [`aria-orientation`](https://www.w3.org/TR/wai-aria-1.2/#aria-orientation).
pub const ARIA_ORIENTATION: Named = aria(
    "aria-orientation",
    keyword_table!(
        &'static str,
        [k!("horizontal"), k!("undefined"), k!("vertical")]
    ),
);

/// [`aria-sort`](https://www.w3.org/TR/wai-aria-1.2/#aria-sort).
pub const ARIA_SORT: Named = aria(
    "aria-sort",
    keyword_table!(
        &'static str,
        [k!("ascending"), k!("descending"), k!("none"), k!("other")]
    ),
);

/// [`accept-charset`](https://html.spec.whatwg.org/multipage/forms.html#attr-form-accept-charset)
/// of `form`: "If specified, the value must be an ASCII case-insensitive match
/// for "UTF-8"" — not an enumerated attribute, but a set of one keyword, with
/// no state for other values.
///
/// # Examples
///
/// ```
/// use html_microsyntax::keywords::enumerated::ACCEPT_CHARSET;
/// assert!(ACCEPT_CHARSET.is_valid("utf-8"));
/// assert!(!ACCEPT_CHARSET.is_valid("ISO-8859-1"));
/// assert!(!ACCEPT_CHARSET.is_valid("utf-8 iso-8859-1"));
/// ```
pub const ACCEPT_CHARSET: Named = named(
    "accept-charset",
    keyword_table!(&'static str, [k!("utf-8" => "UTF-8")]),
    None,
    None,
);

/// [`kind`](https://html.spec.whatwg.org/multipage/media.html#attr-track-kind) of `track`.
pub const KIND: Named = named(
    "kind",
    keyword_table!(
        &'static str,
        [
            k!("subtitles"),
            k!("captions"),
            k!("descriptions"),
            k!("chapters"),
            k!("metadata"),
        ]
    ),
    Some("subtitles"),
    Some("metadata"),
);

/// [`shadowrootmode`](https://html.spec.whatwg.org/multipage/scripting.html#attr-template-shadowrootmode) of `template`.
pub const SHADOWROOTMODE: Named = named(
    "shadowrootmode",
    keyword_table!(&'static str, [k!("open"), k!("closed")]),
    None,
    None,
);

/// [`closedby`](https://html.spec.whatwg.org/multipage/interactive-elements.html#attr-dialog-closedby) of `dialog`.
pub const CLOSEDBY: Named = named(
    "closedby",
    keyword_table!(&'static str, [k!("any"), k!("closerequest"), k!("none")]),
    Some("auto"),
    Some("auto"),
);

/// [`shadowrootslotassignment`](https://html.spec.whatwg.org/multipage/scripting.html#attr-template-shadowrootslotassignment) of `template`.
///
/// # Examples
///
/// ```
/// use html_microsyntax::keywords::enumerated::SHADOWROOTSLOTASSIGNMENT;
/// assert_eq!(SHADOWROOTSLOTASSIGNMENT.state(Some("Manual")), Some("manual"));
/// assert_eq!(SHADOWROOTSLOTASSIGNMENT.state(Some("auto")), Some("named"));
/// ```
pub const SHADOWROOTSLOTASSIGNMENT: Named = named(
    "shadowrootslotassignment",
    keyword_table!(&'static str, [k!("named"), k!("manual")]),
    Some("named"),
    Some("named"),
);

/// The keywords of [`command`](https://html.spec.whatwg.org/multipage/form-elements.html#attr-button-command)
/// on `button`. The attribute also takes any custom command keyword (a
/// string that starts with `--`), which no table can list: the registry's
/// `valid_command` checks both.
///
/// # Examples
///
/// ```
/// use html_microsyntax::keywords::enumerated::COMMAND;
/// assert_eq!(COMMAND.state(Some("Show-Modal")), Some("show-modal"));
/// assert_eq!(COMMAND.state(Some("open")), Some("unknown"));
/// ```
pub const COMMAND: Named = named(
    "command",
    keyword_table!(
        &'static str,
        [
            k!("toggle-popover"),
            k!("show-popover"),
            k!("hide-popover"),
            k!("close"),
            k!("request-close"),
            k!("show-modal"),
        ]
    ),
    Some("unknown"),
    Some("unknown"),
);

/// The typed tables of [`keywords`](crate::keywords), for the attribute table.
pub(crate) const DIR_TABLE: &EnumeratedAttribute<Dir> = &DIR;
pub(crate) const CROSSORIGIN_TABLE: &EnumeratedAttribute<CorsSettings> = &CROSSORIGIN;
pub(crate) const CONTENTEDITABLE_TABLE: &EnumeratedAttribute<ContentEditable> = &CONTENTEDITABLE;
pub(crate) const LOADING_TABLE: &EnumeratedAttribute<Loading> = &LOADING;
pub(crate) const HIDDEN_TABLE: &EnumeratedAttribute<Hidden> = &HIDDEN;
pub(crate) const SHAPE_TABLE: &EnumeratedAttribute<Shape> = &SHAPE;
