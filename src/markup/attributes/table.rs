//! The attribute table: every (element, attribute) whose value is one of the
//! crate's microsyntaxes, from the HTML Standard's element definitions.

use super::{AttributeDef, Condition, Syntax};
use crate::markup::registry::{self as reg, SyntaxDef};
use crate::syntaxes::autofill::AUTOCOMPLETE_INPUT_TYPES;
use crate::syntaxes::its;

/// A row's syntax from the registry.
const fn r(def: &'static SyntaxDef) -> Syntax {
    Syntax::Registered(def)
}
use crate::common::keywords::enumerated::{
    self as e,
    InputType::{self, *},
};

/// A row that always applies.
const fn row(
    element: &'static str,
    attribute: &'static str,
    syntax: Syntax,
    spec: &'static str,
) -> AttributeDef {
    AttributeDef {
        element,
        attribute,
        condition: Condition::Always,
        syntax,
        empty_ok: false,
        obsolete: false,
        spec,
    }
}

/// A row of an `input` attribute for some types; `empty_ok` as the type's
/// definition says ("if specified and not empty").
const fn input(
    attribute: &'static str,
    types: &'static [InputType],
    syntax: Syntax,
    empty_ok: bool,
    spec: &'static str,
) -> AttributeDef {
    AttributeDef {
        condition: Condition::InputType(types),
        empty_ok,
        ..row("input", attribute, syntax, spec)
    }
}

/// A row of an attribute the list of obsolete attributes names (the list
/// says it is obsolete; a pair it does not name fails to compile), read by
/// `syntax`.
const fn obsolete(element: &'static str, attribute: &'static str, syntax: Syntax) -> AttributeDef {
    assert!(
        super::obsolete::is_obsolete(element, attribute),
        "not in the list of obsolete attributes"
    );
    AttributeDef {
        obsolete: true,
        ..row(
            element,
            attribute,
            syntax,
            "https://html.spec.whatwg.org/multipage/obsolete.html#non-conforming-features",
        )
    }
}

/// An enumerated attribute.
const fn en(
    element: &'static str,
    attribute: &'static str,
    table: &'static dyn super::Enumerated,
    spec: &'static str,
) -> AttributeDef {
    row(element, attribute, Syntax::Enumerated(table), spec)
}

/// A boolean attribute.
const fn b(element: &'static str, attribute: &'static str, spec: &'static str) -> AttributeDef {
    row(element, attribute, r(&reg::BOOLEAN_ATTRIBUTE), spec)
}

/// A row of ITS 2.0's `its-*` attributes, on every element.
const fn its_row(attribute: &'static str, syntax: Syntax) -> AttributeDef {
    row(
        "*",
        attribute,
        syntax,
        "https://www.w3.org/TR/its20/#html5-local-attributes",
    )
}

/// A row of a WAI-ARIA state or property (`aria-*`), on every element, as
/// HTML 3.2.8 allows it.
const fn aria(attribute: &'static str, syntax: Syntax) -> AttributeDef {
    row(
        "*",
        attribute,
        syntax,
        "https://html.spec.whatwg.org/multipage/infrastructure.html#attr-aria-*",
    )
}

// The spec's URLs, one constant per page so that rows stay short.
macro_rules! spec {
    ($page:literal # $anchor:literal) => {
        concat!(
            "https://html.spec.whatwg.org/multipage/",
            $page,
            "#",
            $anchor
        )
    };
}

/// The input types whose `min`, `max` and `value` are dates and times, with
/// their syntax.
const DATE: &[InputType] = &[Date];
const MONTH: &[InputType] = &[Month];
const WEEK: &[InputType] = &[Week];
const TIME: &[InputType] = &[Time];
const LOCAL: &[InputType] = &[DateTimeLocal];
const NUMERIC: &[InputType] = &[Number, Range];
/// Where `min`, `max` and `step` apply ([`InputType::is_numeric`]).
const STEPPED: &[InputType] = &[Date, Month, Week, Time, DateTimeLocal, Number, Range];
const TEXT_LIKE: &[InputType] = &[Text, Search, Telephone, Password];
const COLOR: &[InputType] = &[Color];
/// Where `size`, `maxlength` and `minlength` apply.
const TEXT_FIELDS: &[InputType] = &[Text, Search, Url, Telephone, Email, Password];
const IMAGE: &[InputType] = &[Image];
const PLACEHOLDER: &[InputType] = &[Text, Search, Url, Telephone, Email, Password, Number];

/// Every (element, attribute) whose value is one of this crate's
/// microsyntaxes, with the condition under which it applies. Rows for `"*"`
/// are global attributes; element rows come first and win.
///
/// Browse it in the source or iterate it: each row's `spec` links the
/// attribute's definition.
///
/// # Examples
///
/// ```
/// use html_microsyntax::attributes::ATTRIBUTES;
/// let colspan = ATTRIBUTES.iter().find(|r| r.element == "td" && r.attribute == "colspan").unwrap();
/// assert_eq!(colspan.syntax.name(), "valid_column_span");
/// assert!(colspan.spec.ends_with("#attr-tdth-colspan"));
/// ```
///
/// # The table
///
#[doc = include_str!("../../../docs/attributes.md")]
pub static ATTRIBUTES: &[AttributeDef] = ROWS;

/// The rows of [`ATTRIBUTES`], as a constant that [`BY_ATTRIBUTE`] is
/// computed from.
#[rustfmt::skip]
const ROWS: &[AttributeDef] = &[
    // 4.10.5 The input element: value, min, max and step by type.
    input("value", DATE, r(&reg::VALID_DATE), true, spec!("input.html" # "date-state-(type=date)")),
    input("min", DATE, r(&reg::VALID_DATE), false, spec!("input.html" # "attr-input-min")),
    input("max", DATE, r(&reg::VALID_DATE), false, spec!("input.html" # "attr-input-max")),
    input("value", MONTH, r(&reg::VALID_MONTH), true, spec!("input.html" # "month-state-(type=month)")),
    input("min", MONTH, r(&reg::VALID_MONTH), false, spec!("input.html" # "attr-input-min")),
    input("max", MONTH, r(&reg::VALID_MONTH), false, spec!("input.html" # "attr-input-max")),
    input("value", WEEK, r(&reg::VALID_WEEK), true, spec!("input.html" # "week-state-(type=week)")),
    input("min", WEEK, r(&reg::VALID_WEEK), false, spec!("input.html" # "attr-input-min")),
    input("max", WEEK, r(&reg::VALID_WEEK), false, spec!("input.html" # "attr-input-max")),
    input("value", TIME, r(&reg::VALID_TIME), true, spec!("input.html" # "time-state-(type=time)")),
    input("min", TIME, r(&reg::VALID_TIME), false, spec!("input.html" # "attr-input-min")),
    input("max", TIME, r(&reg::VALID_TIME), false, spec!("input.html" # "attr-input-max")),
    // "a valid local date and time string": normalized or not (the text
    // has not asked for the normalized form since 2024).
    input("value", LOCAL, r(&reg::VALID_LOCAL_DATETIME), true, spec!("input.html" # "local-date-and-time-state-(type=datetime-local)")),
    input("min", LOCAL, r(&reg::VALID_LOCAL_DATETIME), false, spec!("input.html" # "attr-input-min")),
    input("max", LOCAL, r(&reg::VALID_LOCAL_DATETIME), false, spec!("input.html" # "attr-input-max")),
    // Number: "if specified and not empty"; Range: "if specified", so the
    // empty string is no value there.
    input("value", &[Number], r(&reg::VALID_FLOAT), true, spec!("input.html" # "number-state-(type=number)")),
    input("value", &[Range], r(&reg::VALID_FLOAT), false, spec!("input.html" # "range-state-(type=range)")),
    input("min", NUMERIC, r(&reg::VALID_FLOAT), false, spec!("input.html" # "attr-input-min")),
    input("max", NUMERIC, r(&reg::VALID_FLOAT), false, spec!("input.html" # "attr-input-max")),
    input("step", STEPPED, r(&reg::VALID_STEP), false, spec!("input.html" # "attr-input-step")),
    input("value", COLOR, r(&reg::VALID_CSS_COLOR), true, spec!("input.html" # "color-state-(type=color)")),
    b("input", "alpha", spec!("input.html" # "attr-input-alpha")),
    en("input", "colorspace", &e::COLORSPACE, spec!("input.html" # "attr-input-colorspace")),
    input("value", TEXT_LIKE, r(&reg::TEXT_WITHOUT_LINE_BREAKS), false, spec!("input.html" # "text-(type=text)-state-and-search-state-(type=search)")),
    input("placeholder", PLACEHOLDER, r(&reg::TEXT_WITHOUT_LINE_BREAKS), false, spec!("input.html" # "attr-input-placeholder")),
    input("size", TEXT_FIELDS, r(&reg::VALID_NON_NEGATIVE_INTEGER_GREATER_THAN_ZERO), false, spec!("input.html" # "attr-input-size")),
    input("maxlength", TEXT_FIELDS, r(&reg::VALID_NON_NEGATIVE_INTEGER), false, spec!("input.html" # "attr-input-maxlength")),
    input("minlength", TEXT_FIELDS, r(&reg::VALID_NON_NEGATIVE_INTEGER), false, spec!("input.html" # "attr-input-minlength")),
    input("width", IMAGE, r(&reg::VALID_NON_NEGATIVE_INTEGER), false, spec!("embedded-content-other.html" # "attr-dim-width")),
    input("height", IMAGE, r(&reg::VALID_NON_NEGATIVE_INTEGER), false, spec!("embedded-content-other.html" # "attr-dim-height")),
    en("input", "type", &e::INPUT_TYPE, spec!("input.html" # "attr-input-type")),
    en("input", "formmethod", &e::FORMMETHOD, spec!("form-control-infrastructure.html" # "attr-fs-formmethod")),
    en("input", "formenctype", &e::FORMENCTYPE, spec!("form-control-infrastructure.html" # "attr-fs-formenctype")),
    en("input", "popovertargetaction", &e::POPOVERTARGETACTION, spec!("popover.html" # "attr-popovertargetaction")),
    b("input", "checked", spec!("input.html" # "attr-input-checked")),
    b("input", "disabled", spec!("form-control-infrastructure.html" # "attr-fe-disabled")),
    b("input", "formnovalidate", spec!("form-control-infrastructure.html" # "attr-fs-formnovalidate")),
    b("input", "multiple", spec!("input.html" # "attr-input-multiple")),
    b("input", "readonly", spec!("input.html" # "attr-input-readonly")),
    b("input", "required", spec!("input.html" # "attr-input-required")),
    // Other form controls.
    en("button", "type", &e::BUTTON_TYPE, spec!("form-elements.html" # "attr-button-type")),
    en("button", "formmethod", &e::FORMMETHOD, spec!("form-control-infrastructure.html" # "attr-fs-formmethod")),
    en("button", "formenctype", &e::FORMENCTYPE, spec!("form-control-infrastructure.html" # "attr-fs-formenctype")),
    en("button", "popovertargetaction", &e::POPOVERTARGETACTION, spec!("popover.html" # "attr-popovertargetaction")),
    b("button", "disabled", spec!("form-control-infrastructure.html" # "attr-fe-disabled")),
    b("button", "formnovalidate", spec!("form-control-infrastructure.html" # "attr-fs-formnovalidate")),
    en("form", "method", &e::METHOD, spec!("form-control-infrastructure.html" # "attr-fs-method")),
    en("form", "enctype", &e::ENCTYPE, spec!("form-control-infrastructure.html" # "attr-fs-enctype")),
    en("form", "autocomplete", &e::FORM_AUTOCOMPLETE, spec!("forms.html" # "attr-form-autocomplete")),
    b("form", "novalidate", spec!("form-control-infrastructure.html" # "attr-fs-novalidate")),
    b("fieldset", "disabled", spec!("form-elements.html" # "attr-fieldset-disabled")),
    row("select", "size", r(&reg::VALID_NON_NEGATIVE_INTEGER_GREATER_THAN_ZERO), spec!("form-elements.html" # "attr-select-size")),
    b("select", "disabled", spec!("form-control-infrastructure.html" # "attr-fe-disabled")),
    b("select", "multiple", spec!("form-elements.html" # "attr-select-multiple")),
    b("select", "required", spec!("form-elements.html" # "attr-select-required")),
    b("optgroup", "disabled", spec!("form-elements.html" # "attr-optgroup-disabled")),
    b("option", "disabled", spec!("form-elements.html" # "attr-option-disabled")),
    b("option", "selected", spec!("form-elements.html" # "attr-option-selected")),
    row("textarea", "cols", r(&reg::VALID_NON_NEGATIVE_INTEGER_GREATER_THAN_ZERO), spec!("form-elements.html" # "attr-textarea-cols")),
    row("textarea", "rows", r(&reg::VALID_NON_NEGATIVE_INTEGER_GREATER_THAN_ZERO), spec!("form-elements.html" # "attr-textarea-rows")),
    row("textarea", "maxlength", r(&reg::VALID_NON_NEGATIVE_INTEGER), spec!("form-elements.html" # "attr-textarea-maxlength")),
    row("textarea", "minlength", r(&reg::VALID_NON_NEGATIVE_INTEGER), spec!("form-elements.html" # "attr-textarea-minlength")),
    // No row for `<textarea placeholder>`: unlike `<input placeholder>`, its
    // hint may hold line breaks ("must be treated as line breaks when
    // rendering the hint").
    en("textarea", "wrap", &e::WRAP, spec!("form-elements.html" # "attr-textarea-wrap")),
    b("textarea", "disabled", spec!("form-control-infrastructure.html" # "attr-fe-disabled")),
    b("textarea", "readonly", spec!("form-elements.html" # "attr-textarea-readonly")),
    b("textarea", "required", spec!("form-elements.html" # "attr-textarea-required")),
    row("meter", "value", r(&reg::VALID_FLOAT), spec!("form-elements.html" # "attr-meter-value")),
    row("meter", "min", r(&reg::VALID_FLOAT), spec!("form-elements.html" # "attr-meter-min")),
    row("meter", "max", r(&reg::VALID_FLOAT), spec!("form-elements.html" # "attr-meter-max")),
    row("meter", "low", r(&reg::VALID_FLOAT), spec!("form-elements.html" # "attr-meter-low")),
    row("meter", "high", r(&reg::VALID_FLOAT), spec!("form-elements.html" # "attr-meter-high")),
    row("meter", "optimum", r(&reg::VALID_FLOAT), spec!("form-elements.html" # "attr-meter-optimum")),
    row("progress", "value", r(&reg::VALID_FLOAT), spec!("form-elements.html" # "attr-progress-value")),
    row("progress", "max", r(&reg::VALID_FLOAT), spec!("form-elements.html" # "attr-progress-max")),
    // Text-level semantics and edits.
    row("time", "datetime", r(&reg::DATETIME_VALUE), spec!("text-level-semantics.html" # "attr-time-datetime")),
    row("ins", "datetime", r(&reg::VALID_DATE_WITH_OPTIONAL_TIME), spec!("edits.html" # "attr-mod-datetime")),
    row("del", "datetime", r(&reg::VALID_DATE_WITH_OPTIONAL_TIME), spec!("edits.html" # "attr-mod-datetime")),
    // Lists.
    row("ol", "start", r(&reg::VALID_INTEGER), spec!("grouping-content.html" # "attr-ol-start")),
    row("ol", "type", Syntax::Enumerated(&super::OL_TYPE), spec!("grouping-content.html" # "attr-ol-type")),
    b("ol", "reversed", spec!("grouping-content.html" # "attr-ol-reversed")),
    row("li", "value", r(&reg::VALID_INTEGER), spec!("grouping-content.html" # "attr-li-value")),
    // Tables.
    row("td", "colspan", r(&reg::VALID_COLUMN_SPAN), spec!("tables.html" # "attr-tdth-colspan")),
    row("th", "colspan", r(&reg::VALID_COLUMN_SPAN), spec!("tables.html" # "attr-tdth-colspan")),
    row("td", "rowspan", r(&reg::VALID_ROW_SPAN), spec!("tables.html" # "attr-tdth-rowspan")),
    row("th", "rowspan", r(&reg::VALID_ROW_SPAN), spec!("tables.html" # "attr-tdth-rowspan")),
    en("th", "scope", &e::SCOPE, spec!("tables.html" # "attr-th-scope")),
    row("col", "span", r(&reg::VALID_COLUMN_SPAN), spec!("tables.html" # "attr-col-span")),
    row("colgroup", "span", r(&reg::VALID_COLUMN_SPAN), spec!("tables.html" # "attr-colgroup-span")),
    // Embedded content: dimensions, image maps, loading.
    row("img", "width", r(&reg::VALID_NON_NEGATIVE_INTEGER), spec!("embedded-content-other.html" # "attr-dim-width")),
    row("img", "height", r(&reg::VALID_NON_NEGATIVE_INTEGER), spec!("embedded-content-other.html" # "attr-dim-height")),
    row("iframe", "width", r(&reg::VALID_NON_NEGATIVE_INTEGER), spec!("embedded-content-other.html" # "attr-dim-width")),
    row("iframe", "height", r(&reg::VALID_NON_NEGATIVE_INTEGER), spec!("embedded-content-other.html" # "attr-dim-height")),
    row("embed", "width", r(&reg::VALID_NON_NEGATIVE_INTEGER), spec!("embedded-content-other.html" # "attr-dim-width")),
    row("embed", "height", r(&reg::VALID_NON_NEGATIVE_INTEGER), spec!("embedded-content-other.html" # "attr-dim-height")),
    row("object", "width", r(&reg::VALID_NON_NEGATIVE_INTEGER), spec!("embedded-content-other.html" # "attr-dim-width")),
    row("object", "height", r(&reg::VALID_NON_NEGATIVE_INTEGER), spec!("embedded-content-other.html" # "attr-dim-height")),
    row("video", "width", r(&reg::VALID_NON_NEGATIVE_INTEGER), spec!("embedded-content-other.html" # "attr-dim-width")),
    row("video", "height", r(&reg::VALID_NON_NEGATIVE_INTEGER), spec!("embedded-content-other.html" # "attr-dim-height")),
    row("source", "width", r(&reg::VALID_NON_NEGATIVE_INTEGER), spec!("embedded-content-other.html" # "attr-dim-width")),
    row("source", "height", r(&reg::VALID_NON_NEGATIVE_INTEGER), spec!("embedded-content-other.html" # "attr-dim-height")),
    row("canvas", "width", r(&reg::VALID_NON_NEGATIVE_INTEGER), spec!("canvas.html" # "attr-canvas-width")),
    row("canvas", "height", r(&reg::VALID_NON_NEGATIVE_INTEGER), spec!("canvas.html" # "attr-canvas-height")),
    row("img", "usemap", r(&reg::HASH_NAME_REFERENCE), spec!("image-maps.html" # "attr-hyperlink-usemap")),
    b("img", "ismap", spec!("embedded-content.html" # "attr-img-ismap")),
    en("img", "loading", e::LOADING_TABLE, spec!("urls-and-fetching.html" # "lazy-loading-attributes")),
    en("iframe", "loading", e::LOADING_TABLE, spec!("urls-and-fetching.html" # "lazy-loading-attributes")),
    en("img", "decoding", &e::DECODING, spec!("images.html" # "dom-img-decoding")),
    en("img", "fetchpriority", &e::FETCHPRIORITY, spec!("urls-and-fetching.html" # "fetch-priority-attribute")),
    en("link", "fetchpriority", &e::FETCHPRIORITY, spec!("urls-and-fetching.html" # "fetch-priority-attribute")),
    en("link", "as", &e::LINK_AS, spec!("semantics.html" # "attr-link-as")),
    en("form", "accept-charset", &e::ACCEPT_CHARSET, spec!("forms.html" # "attr-form-accept-charset")),
    row("script", "type", r(&reg::VALID_SCRIPT_TYPE), spec!("scripting.html" # "attr-script-type")),
    // "The value must be a string that matches the CSS <color> production"
    // (only with rel=mask-icon, which is not checked here).
    row("link", "color", r(&reg::VALID_CSS_COLOR), spec!("semantics.html" # "attr-link-color")),
    en("script", "fetchpriority", &e::FETCHPRIORITY, spec!("urls-and-fetching.html" # "fetch-priority-attribute")),
    en("img", "crossorigin", e::CROSSORIGIN_TABLE, spec!("urls-and-fetching.html" # "cors-settings-attribute")),
    en("link", "crossorigin", e::CROSSORIGIN_TABLE, spec!("urls-and-fetching.html" # "cors-settings-attribute")),
    en("script", "crossorigin", e::CROSSORIGIN_TABLE, spec!("urls-and-fetching.html" # "cors-settings-attribute")),
    en("audio", "crossorigin", e::CROSSORIGIN_TABLE, spec!("urls-and-fetching.html" # "cors-settings-attribute")),
    en("video", "crossorigin", e::CROSSORIGIN_TABLE, spec!("urls-and-fetching.html" # "cors-settings-attribute")),
    en("a", "referrerpolicy", &e::REFERRERPOLICY, spec!("urls-and-fetching.html" # "referrer-policy-attribute")),
    en("area", "referrerpolicy", &e::REFERRERPOLICY, spec!("urls-and-fetching.html" # "referrer-policy-attribute")),
    en("iframe", "referrerpolicy", &e::REFERRERPOLICY, spec!("urls-and-fetching.html" # "referrer-policy-attribute")),
    en("img", "referrerpolicy", &e::REFERRERPOLICY, spec!("urls-and-fetching.html" # "referrer-policy-attribute")),
    en("link", "referrerpolicy", &e::REFERRERPOLICY, spec!("urls-and-fetching.html" # "referrer-policy-attribute")),
    en("script", "referrerpolicy", &e::REFERRERPOLICY, spec!("urls-and-fetching.html" # "referrer-policy-attribute")),
    en("area", "shape", e::SHAPE_TABLE, spec!("image-maps.html" # "attr-area-shape")),
    b("iframe", "allowfullscreen", spec!("iframe-embed-object.html" # "attr-iframe-allowfullscreen")),
    // Media.
    en("audio", "preload", &e::PRELOAD, spec!("media.html" # "attr-media-preload")),
    en("video", "preload", &e::PRELOAD, spec!("media.html" # "attr-media-preload")),
    b("audio", "autoplay", spec!("media.html" # "attr-media-autoplay")),
    b("video", "autoplay", spec!("media.html" # "attr-media-autoplay")),
    b("audio", "controls", spec!("media.html" # "attr-media-controls")),
    b("video", "controls", spec!("media.html" # "attr-media-controls")),
    b("audio", "loop", spec!("media.html" # "attr-media-loop")),
    b("video", "loop", spec!("media.html" # "attr-media-loop")),
    b("audio", "muted", spec!("media.html" # "attr-media-muted")),
    b("video", "muted", spec!("media.html" # "attr-media-muted")),
    b("video", "playsinline", spec!("media.html" # "attr-video-playsinline")),
    en("track", "kind", &e::KIND, spec!("media.html" # "attr-track-kind")),
    b("track", "default", spec!("media.html" # "attr-track-default")),
    // media: link, meta, source, style.
    row("link", "media", r(&reg::VALID_MEDIA_QUERY_LIST), spec!("semantics.html" # "attr-link-media")),
    row("meta", "media", r(&reg::VALID_MEDIA_QUERY_LIST), spec!("semantics.html" # "attr-meta-media")),
    row("source", "media", r(&reg::VALID_MEDIA_QUERY_LIST), spec!("embedded-content.html" # "attr-source-media")),
    row("style", "media", r(&reg::VALID_MEDIA_QUERY_LIST), spec!("semantics.html" # "attr-style-media")),
    // Metadata, scripting, interactive elements.
    en("meta", "http-equiv", &e::HTTP_EQUIV, spec!("semantics.html" # "attr-meta-http-equiv")),
    b("link", "disabled", spec!("semantics.html" # "attr-link-disabled")),
    b("script", "async", spec!("scripting.html" # "attr-script-async")),
    b("script", "defer", spec!("scripting.html" # "attr-script-defer")),
    b("script", "nomodule", spec!("scripting.html" # "attr-script-nomodule")),
    en("template", "shadowrootmode", &e::SHADOWROOTMODE, spec!("scripting.html" # "attr-template-shadowrootmode")),
    b("template", "shadowrootdelegatesfocus", spec!("scripting.html" # "attr-template-shadowrootdelegatesfocus")),
    b("template", "shadowrootclonable", spec!("scripting.html" # "attr-template-shadowrootclonable")),
    b("template", "shadowrootserializable", spec!("scripting.html" # "attr-template-shadowrootserializable")),
    b("details", "open", spec!("interactive-elements.html" # "attr-details-open")),
    b("dialog", "open", spec!("interactive-elements.html" # "attr-dialog-open")),
    en("dialog", "closedby", &e::CLOSEDBY, spec!("interactive-elements.html" # "attr-dialog-closedby")),
    // Obsolete presentational attributes: read by the legacy rules, not
    // conforming.
    obsolete("body", "bgcolor", r(&reg::LEGACY_COLOR)),
    obsolete("body", "text", r(&reg::LEGACY_COLOR)),
    obsolete("body", "link", r(&reg::LEGACY_COLOR)),
    obsolete("body", "vlink", r(&reg::LEGACY_COLOR)),
    obsolete("body", "alink", r(&reg::LEGACY_COLOR)),
    obsolete("table", "bgcolor", r(&reg::LEGACY_COLOR)),
    obsolete("thead", "bgcolor", r(&reg::LEGACY_COLOR)),
    obsolete("tbody", "bgcolor", r(&reg::LEGACY_COLOR)),
    obsolete("tfoot", "bgcolor", r(&reg::LEGACY_COLOR)),
    obsolete("tr", "bgcolor", r(&reg::LEGACY_COLOR)),
    obsolete("td", "bgcolor", r(&reg::LEGACY_COLOR)),
    obsolete("th", "bgcolor", r(&reg::LEGACY_COLOR)),
    obsolete("font", "color", r(&reg::LEGACY_COLOR)),
    obsolete("marquee", "bgcolor", r(&reg::LEGACY_COLOR)),
    obsolete("hr", "color", r(&reg::LEGACY_COLOR)),
    obsolete("table", "width", r(&reg::DIMENSION)),
    obsolete("col", "width", r(&reg::DIMENSION)),
    obsolete("colgroup", "width", r(&reg::DIMENSION)),
    obsolete("td", "width", r(&reg::DIMENSION)),
    obsolete("th", "width", r(&reg::DIMENSION)),
    obsolete("td", "height", r(&reg::DIMENSION)),
    obsolete("th", "height", r(&reg::DIMENSION)),
    obsolete("hr", "width", r(&reg::DIMENSION)),
    // Images (4.8.4.3): srcset and sizes; the element's sizes decides
    // whether srcset needs width descriptors.
    row("img", "srcset", r(&reg::VALID_SRCSET), spec!("embedded-content.html" # "attr-img-srcset")),
    row("source", "srcset", r(&reg::VALID_SRCSET), spec!("embedded-content.html" # "attr-source-srcset")),
    row("img", "sizes", r(&reg::VALID_SIZES), spec!("embedded-content.html" # "attr-img-sizes")),
    row("source", "sizes", r(&reg::VALID_SIZES), spec!("embedded-content.html" # "attr-source-sizes")),
    // Refresh, types, targets, link sizes.
    AttributeDef { element: "meta", attribute: "content", condition: Condition::HttpEquiv("refresh"), syntax: r(&reg::VALID_META_REFRESH), empty_ok: false, obsolete: false, spec: spec!("semantics.html" # "attr-meta-http-equiv-refresh") },
    row("a", "type", r(&reg::VALID_MIME_TYPE), spec!("links.html" # "attr-hyperlink-type")),
    row("link", "type", r(&reg::VALID_MIME_TYPE), spec!("semantics.html" # "attr-link-type")),
    row("embed", "type", r(&reg::VALID_MIME_TYPE), spec!("iframe-embed-object.html" # "attr-embed-type")),
    row("object", "type", r(&reg::VALID_MIME_TYPE), spec!("iframe-embed-object.html" # "attr-object-type")),
    row("source", "type", r(&reg::VALID_MIME_TYPE), spec!("embedded-content.html" # "attr-source-type")),
    input("accept", &[File], r(&reg::VALID_ACCEPT), false, spec!("input.html" # "attr-input-accept")),
    input("value", &[Email], r(&reg::VALID_EMAIL), true, spec!("input.html" # "email-state-(type=email)")),
    input("value", &[Url], r(&reg::VALID_ABSOLUTE_URL_POTENTIALLY_SURROUNDED_BY_SPACES), true, spec!("input.html" # "url-state-(type=url)")),
    row("a", "target", r(&reg::VALID_NAVIGABLE_TARGET_NAME_OR_KEYWORD), spec!("links.html" # "attr-hyperlink-target")),
    row("area", "target", r(&reg::VALID_NAVIGABLE_TARGET_NAME_OR_KEYWORD), spec!("links.html" # "attr-hyperlink-target")),
    row("base", "target", r(&reg::VALID_NAVIGABLE_TARGET_NAME_OR_KEYWORD), spec!("semantics.html" # "attr-base-target")),
    row("form", "target", r(&reg::VALID_NAVIGABLE_TARGET_NAME_OR_KEYWORD), spec!("form-control-infrastructure.html" # "attr-fs-target")),
    row("button", "formtarget", r(&reg::VALID_NAVIGABLE_TARGET_NAME_OR_KEYWORD), spec!("form-control-infrastructure.html" # "attr-fs-formtarget")),
    input("formtarget", &[Submit, Image], r(&reg::VALID_NAVIGABLE_TARGET_NAME_OR_KEYWORD), false, spec!("form-control-infrastructure.html" # "attr-fs-formtarget")),
    row("link", "sizes", r(&reg::VALID_LINK_SIZES), spec!("semantics.html" # "attr-link-sizes")),
    // URLs.
    row("a", "href", r(&reg::VALID_URL_POTENTIALLY_SURROUNDED_BY_SPACES), spec!("links.html" # "attr-hyperlink-href")),
    row("area", "href", r(&reg::VALID_URL_POTENTIALLY_SURROUNDED_BY_SPACES), spec!("links.html" # "attr-hyperlink-href")),
    row("link", "href", r(&reg::VALID_NON_EMPTY_URL_POTENTIALLY_SURROUNDED_BY_SPACES), spec!("semantics.html" # "attr-link-href")),
    row("base", "href", r(&reg::VALID_URL_POTENTIALLY_SURROUNDED_BY_SPACES), spec!("semantics.html" # "attr-base-href")),
    row("a", "ping", r(&reg::VALID_PING), spec!("links.html" # "ping")),
    row("area", "ping", r(&reg::VALID_PING), spec!("links.html" # "ping")),
    row("img", "src", r(&reg::VALID_NON_EMPTY_URL_POTENTIALLY_SURROUNDED_BY_SPACES), spec!("embedded-content.html" # "attr-img-src")),
    row("iframe", "src", r(&reg::VALID_NON_EMPTY_URL_POTENTIALLY_SURROUNDED_BY_SPACES), spec!("iframe-embed-object.html" # "attr-iframe-src")),
    row("embed", "src", r(&reg::VALID_NON_EMPTY_URL_POTENTIALLY_SURROUNDED_BY_SPACES), spec!("iframe-embed-object.html" # "attr-embed-src")),
    row("script", "src", r(&reg::VALID_NON_EMPTY_URL_POTENTIALLY_SURROUNDED_BY_SPACES), spec!("scripting.html" # "attr-script-src")),
    row("source", "src", r(&reg::VALID_NON_EMPTY_URL_POTENTIALLY_SURROUNDED_BY_SPACES), spec!("embedded-content.html" # "attr-source-src")),
    row("track", "src", r(&reg::VALID_NON_EMPTY_URL_POTENTIALLY_SURROUNDED_BY_SPACES), spec!("media.html" # "attr-track-src")),
    row("audio", "src", r(&reg::VALID_NON_EMPTY_URL_POTENTIALLY_SURROUNDED_BY_SPACES), spec!("media.html" # "attr-media-src")),
    row("video", "src", r(&reg::VALID_NON_EMPTY_URL_POTENTIALLY_SURROUNDED_BY_SPACES), spec!("media.html" # "attr-media-src")),
    row("video", "poster", r(&reg::VALID_NON_EMPTY_URL_POTENTIALLY_SURROUNDED_BY_SPACES), spec!("media.html" # "attr-video-poster")),
    row("object", "data", r(&reg::VALID_NON_EMPTY_URL_POTENTIALLY_SURROUNDED_BY_SPACES), spec!("iframe-embed-object.html" # "attr-object-data")),
    row("form", "action", r(&reg::VALID_NON_EMPTY_URL_POTENTIALLY_SURROUNDED_BY_SPACES), spec!("form-control-infrastructure.html" # "attr-fs-action")),
    row("button", "formaction", r(&reg::VALID_NON_EMPTY_URL_POTENTIALLY_SURROUNDED_BY_SPACES), spec!("form-control-infrastructure.html" # "attr-fs-formaction")),
    input("formaction", &[Submit, Image], r(&reg::VALID_NON_EMPTY_URL_POTENTIALLY_SURROUNDED_BY_SPACES), false, spec!("form-control-infrastructure.html" # "attr-fs-formaction")),
    input("src", IMAGE, r(&reg::VALID_NON_EMPTY_URL_POTENTIALLY_SURROUNDED_BY_SPACES), false, spec!("input.html" # "attr-input-src")),
    row("blockquote", "cite", r(&reg::VALID_URL_POTENTIALLY_SURROUNDED_BY_SPACES), spec!("grouping-content.html" # "attr-blockquote-cite")),
    row("q", "cite", r(&reg::VALID_URL_POTENTIALLY_SURROUNDED_BY_SPACES), spec!("text-level-semantics.html" # "attr-q-cite")),
    row("ins", "cite", r(&reg::VALID_URL_POTENTIALLY_SURROUNDED_BY_SPACES), spec!("edits.html" # "attr-mod-cite")),
    row("del", "cite", r(&reg::VALID_URL_POTENTIALLY_SURROUNDED_BY_SPACES), spec!("edits.html" # "attr-mod-cite")),
    // Global attributes.
    row("*", "tabindex", r(&reg::VALID_INTEGER), spec!("interaction.html" # "attr-tabindex")),
    en("*", "autocapitalize", &e::AUTOCAPITALIZE, spec!("interaction.html" # "attr-autocapitalize")),
    en("*", "autocorrect", &e::AUTOCORRECT, spec!("interaction.html" # "attr-autocorrect")),
    en("*", "contenteditable", e::CONTENTEDITABLE_TABLE, spec!("interaction.html" # "attr-contenteditable")),
    en("*", "dir", e::DIR_TABLE, spec!("dom.html" # "the-dir-attribute")),
    en("*", "draggable", &e::DRAGGABLE, spec!("dnd.html" # "the-draggable-attribute")),
    en("*", "enterkeyhint", &e::ENTERKEYHINT, spec!("interaction.html" # "attr-enterkeyhint")),
    en("*", "hidden", e::HIDDEN_TABLE, spec!("interaction.html" # "attr-hidden")),
    en("*", "inputmode", &e::INPUTMODE, spec!("interaction.html" # "attr-inputmode")),
    en("*", "popover", &e::POPOVER, spec!("popover.html" # "attr-popover")),
    en("*", "spellcheck", &e::SPELLCHECK, spec!("interaction.html" # "attr-spellcheck")),
    en("*", "translate", &e::TRANSLATE, spec!("dom.html" # "attr-translate")),
    en("*", "writingsuggestions", &e::WRITINGSUGGESTIONS, spec!("interaction.html" # "attr-writingsuggestions")),
    b("*", "autofocus", spec!("interaction.html" # "attr-fe-autofocus")),
    b("*", "inert", spec!("interaction.html" # "the-inert-attribute")),
    b("*", "itemscope", spec!("microdata.html" # "attr-itemscope")),
    input("autocomplete", &AUTOCOMPLETE_INPUT_TYPES, r(&reg::VALID_AUTOCOMPLETE), false, spec!("form-control-infrastructure.html" # "attr-fe-autocomplete")),
    row("select", "autocomplete", r(&reg::VALID_AUTOCOMPLETE), spec!("form-control-infrastructure.html" # "attr-fe-autocomplete")),
    row("textarea", "autocomplete", r(&reg::VALID_AUTOCOMPLETE), spec!("form-control-infrastructure.html" # "attr-fe-autocomplete")),
    // A valid BCP 47 language tag; `lang` "or the empty string".
    AttributeDef { empty_ok: true, ..row("*", "lang", r(&reg::VALID_LANGUAGE_TAG), spec!("dom.html" # "attr-lang")) },
    row("a", "hreflang", r(&reg::VALID_LANGUAGE_TAG), spec!("links.html" # "attr-hyperlink-hreflang")),
    row("area", "hreflang", r(&reg::VALID_LANGUAGE_TAG), spec!("links.html" # "attr-hyperlink-hreflang")),
    row("link", "hreflang", r(&reg::VALID_LANGUAGE_TAG), spec!("semantics.html" # "attr-link-hreflang")),
    row("track", "srclang", r(&reg::VALID_LANGUAGE_TAG), spec!("media.html" # "attr-track-srclang")),
    row("area", "coords", r(&reg::VALID_COORDS), spec!("image-maps.html" # "attr-area-coords")),
    row("link", "rel", r(&reg::VALID_REL), spec!("semantics.html" # "attr-link-rel")),
    row("a", "rel", r(&reg::VALID_REL), spec!("links.html" # "attr-hyperlink-rel")),
    row("area", "rel", r(&reg::VALID_REL), spec!("links.html" # "attr-hyperlink-rel")),
    row("form", "rel", r(&reg::VALID_REL), spec!("forms.html" # "attr-form-rel")),
    row("iframe", "sandbox", r(&reg::VALID_SANDBOX), spec!("iframe-embed-object.html" # "attr-iframe-sandbox")),
    row("*", "accesskey", r(&reg::VALID_ACCESSKEY), spec!("interaction.html" # "the-accesskey-attribute")),
    // WAI-ARIA's role attribute, which HTML allows on every element
    // (3.2.9); which roles an element may take (ARIA in HTML) is not
    // checked.
    // WAI-ARIA 1.2's states and properties whose value type is not a string
    // or an ID reference (those are checked by the document's id pass).
    aria("aria-atomic", Syntax::Enumerated(&e::ARIA_TRUE_FALSE)),
    aria("aria-busy", Syntax::Enumerated(&e::ARIA_TRUE_FALSE)),
    aria("aria-disabled", Syntax::Enumerated(&e::ARIA_TRUE_FALSE)),
    aria("aria-modal", Syntax::Enumerated(&e::ARIA_TRUE_FALSE)),
    aria("aria-multiline", Syntax::Enumerated(&e::ARIA_TRUE_FALSE)),
    aria("aria-multiselectable", Syntax::Enumerated(&e::ARIA_TRUE_FALSE)),
    aria("aria-readonly", Syntax::Enumerated(&e::ARIA_TRUE_FALSE)),
    aria("aria-required", Syntax::Enumerated(&e::ARIA_TRUE_FALSE)),
    aria("aria-expanded", Syntax::Enumerated(&e::ARIA_TRUE_FALSE_UNDEFINED)),
    aria("aria-hidden", Syntax::Enumerated(&e::ARIA_TRUE_FALSE_UNDEFINED)),
    aria("aria-selected", Syntax::Enumerated(&e::ARIA_TRUE_FALSE_UNDEFINED)),
    aria("aria-checked", Syntax::Enumerated(&e::ARIA_TRISTATE)),
    aria("aria-pressed", Syntax::Enumerated(&e::ARIA_TRISTATE)),
    aria("aria-autocomplete", Syntax::Enumerated(&e::ARIA_AUTOCOMPLETE)),
    aria("aria-current", Syntax::Enumerated(&e::ARIA_CURRENT)),
    aria("aria-haspopup", Syntax::Enumerated(&e::ARIA_HASPOPUP)),
    aria("aria-invalid", Syntax::Enumerated(&e::ARIA_INVALID)),
    aria("aria-live", Syntax::Enumerated(&e::ARIA_LIVE)),
    aria("aria-orientation", Syntax::Enumerated(&e::ARIA_ORIENTATION)),
    aria("aria-sort", Syntax::Enumerated(&e::ARIA_SORT)),
    aria("aria-colcount", r(&reg::VALID_INTEGER)),
    aria("aria-colindex", r(&reg::VALID_INTEGER)),
    aria("aria-colspan", r(&reg::VALID_INTEGER)),
    aria("aria-level", r(&reg::VALID_INTEGER)),
    aria("aria-posinset", r(&reg::VALID_INTEGER)),
    aria("aria-rowcount", r(&reg::VALID_INTEGER)),
    aria("aria-rowindex", r(&reg::VALID_INTEGER)),
    aria("aria-rowspan", r(&reg::VALID_INTEGER)),
    aria("aria-setsize", r(&reg::VALID_INTEGER)),
    aria("aria-valuemax", r(&reg::VALID_FLOAT)),
    aria("aria-valuemin", r(&reg::VALID_FLOAT)),
    aria("aria-valuenow", r(&reg::VALID_FLOAT)),
    row("*", "role", r(&reg::VALID_ROLE), spec!("infrastructure.html" # "attr-aria-role")),
    row("link", "blocking", r(&reg::VALID_BLOCKING), spec!("semantics.html" # "attr-link-blocking")),
    row("script", "blocking", r(&reg::VALID_BLOCKING), spec!("scripting.html" # "attr-script-blocking")),
    row("style", "blocking", r(&reg::VALID_BLOCKING), spec!("semantics.html" # "attr-style-blocking")),
    // Rows the audit against the text of 2026-09-16 added (docs/attributes.md).
    row("*", "headingoffset", r(&reg::VALID_HEADING_OFFSET), spec!("sections.html" # "attr-headingoffset")),
    b("*", "headingreset", spec!("sections.html" # "attr-headingreset")),
    row("*", "itemid", r(&reg::VALID_URL_POTENTIALLY_SURROUNDED_BY_SPACES), spec!("microdata.html" # "attr-itemid")),
    b("img", "controls", spec!("embedded-content.html" # "attr-img-controls")),
    row("area", "type", r(&reg::VALID_MIME_TYPE), spec!("links.html" # "attr-hyperlink-type")),
    en("audio", "loading", e::LOADING_TABLE, spec!("media.html" # "attr-media-loading")),
    en("video", "loading", e::LOADING_TABLE, spec!("media.html" # "attr-media-loading")),
    row("iframe", "name", r(&reg::VALID_NAVIGABLE_TARGET_NAME), spec!("iframe-embed-object.html" # "attr-iframe-name")),
    row("object", "name", r(&reg::VALID_NAVIGABLE_TARGET_NAME), spec!("iframe-embed-object.html" # "attr-object-name")),
    row("link", "imagesrcset", r(&reg::VALID_SRCSET), spec!("semantics.html" # "attr-link-imagesrcset")),
    row("link", "imagesizes", r(&reg::VALID_SIZES), spec!("semantics.html" # "attr-link-imagesizes")),
    row("button", "command", r(&reg::VALID_COMMAND), spec!("form-elements.html" # "attr-button-command")),
    en("template", "shadowrootslotassignment", &e::SHADOWROOTSLOTASSIGNMENT, spec!("scripting.html" # "attr-template-shadowrootslotassignment")),
    b("template", "shadowrootcustomelementregistry", spec!("scripting.html" # "attr-template-shadowrootcustomelementregistry")),
    // The attribute datatypes Nu checks that had no row: IDs, names, custom
    // element names, item types, integrity metadata, non-empty strings.
    row("*", "id", r(&reg::VALID_ID), spec!("dom.html" # "the-id-attribute")),
    row("map", "name", r(&reg::VALID_ID), spec!("image-maps.html" # "attr-map-name")),
    row("*", "is", r(&reg::VALID_CUSTOM_ELEMENT_NAME), spec!("custom-elements.html" # "attr-is")),
    row("*", "itemtype", r(&reg::VALID_ITEMTYPE), spec!("microdata.html" # "attr-itemtype")),
    row("*", "itemprop", r(&reg::VALID_ITEMPROP), spec!("microdata.html" # "names:-the-itemprop-attribute")),
    row("iframe", "allow", r(&reg::VALID_PERMISSIONS_POLICY), spec!("iframe-embed-object.html" # "attr-iframe-allow")),
    row("script", "integrity", r(&reg::VALID_INTEGRITY_METADATA), spec!("scripting.html" # "attr-script-integrity")),
    row("link", "integrity", r(&reg::VALID_INTEGRITY_METADATA), spec!("semantics.html" # "attr-link-integrity")),
    row("button", "name", r(&reg::VALID_FORM_CONTROL_NAME), spec!("form-control-infrastructure.html" # "attr-fe-name")),
    row("fieldset", "name", r(&reg::VALID_FORM_CONTROL_NAME), spec!("form-control-infrastructure.html" # "attr-fe-name")),
    row("input", "name", r(&reg::VALID_FORM_CONTROL_NAME), spec!("form-control-infrastructure.html" # "attr-fe-name")),
    row("output", "name", r(&reg::VALID_FORM_CONTROL_NAME), spec!("form-control-infrastructure.html" # "attr-fe-name")),
    row("select", "name", r(&reg::VALID_FORM_CONTROL_NAME), spec!("form-control-infrastructure.html" # "attr-fe-name")),
    row("textarea", "name", r(&reg::VALID_FORM_CONTROL_NAME), spec!("form-control-infrastructure.html" # "attr-fe-name")),
    row("form", "name", r(&reg::NON_EMPTY_STRING), spec!("forms.html" # "attr-form-name")),
    row("details", "name", r(&reg::NON_EMPTY_STRING), spec!("interactive-elements.html" # "attr-details-name")),
    row("input", "dirname", r(&reg::NON_EMPTY_STRING), spec!("form-control-infrastructure.html" # "attr-fe-dirname")),
    row("textarea", "dirname", r(&reg::NON_EMPTY_STRING), spec!("form-control-infrastructure.html" # "attr-fe-dirname")),
    row("option", "label", r(&reg::NON_EMPTY_STRING), spec!("form-elements.html" # "attr-option-label")),
    row("track", "label", r(&reg::NON_EMPTY_STRING), spec!("media.html" # "attr-track-label")), // ITS 2.0's local attributes in HTML (W3C Recommendation, 29 October
    // 2013), an other applicable specification, on every element: the ones
    // whose value is not free text (`its::HTML_ATTRIBUTES` has every name).
    its_row("its-loc-note-type", Syntax::Enumerated(&its::LOC_NOTE_TYPE)),
    its_row("its-loc-note-ref", r(&reg::VALID_URL)),
    its_row("its-term", Syntax::Enumerated(&its::YES_NO)),
    its_row("its-term-info-ref", r(&reg::VALID_URL)),
    its_row("its-term-confidence", r(&reg::VALID_ITS_CONFIDENCE)),
    its_row("its-within-text", Syntax::Enumerated(&its::WITHIN_TEXT)),
    its_row("its-ta-confidence", r(&reg::VALID_ITS_CONFIDENCE)),
    its_row("its-ta-class-ref", r(&reg::VALID_URL)),
    its_row("its-ta-ident-ref", r(&reg::VALID_URL)),
    its_row("its-locale-filter-list", r(&reg::VALID_ITS_LOCALE_FILTER_LIST)),
    its_row("its-locale-filter-type", Syntax::Enumerated(&its::LOCALE_FILTER_TYPE)),
    its_row("its-person-ref", r(&reg::VALID_URL)),
    its_row("its-org-ref", r(&reg::VALID_URL)),
    its_row("its-tool-ref", r(&reg::VALID_URL)),
    its_row("its-rev-person-ref", r(&reg::VALID_URL)),
    its_row("its-rev-org-ref", r(&reg::VALID_URL)),
    its_row("its-rev-tool-ref", r(&reg::VALID_URL)),
    its_row("its-provenance-records-ref", r(&reg::VALID_URL)),
    its_row("its-loc-quality-issues-ref", r(&reg::VALID_URL)),
    its_row("its-loc-quality-issue-type", Syntax::Enumerated(&its::LOC_QUALITY_ISSUE_TYPE)),
    its_row("its-loc-quality-issue-severity", r(&reg::VALID_ITS_SCORE)),
    its_row("its-loc-quality-issue-profile-ref", r(&reg::VALID_URL)),
    its_row("its-loc-quality-issue-enabled", Syntax::Enumerated(&its::YES_NO)),
    its_row("its-loc-quality-rating-score", r(&reg::VALID_ITS_SCORE)),
    its_row("its-loc-quality-rating-score-threshold", r(&reg::VALID_ITS_SCORE)),
    its_row("its-loc-quality-rating-vote", r(&reg::VALID_INTEGER)),
    its_row("its-loc-quality-rating-vote-threshold", r(&reg::VALID_INTEGER)),
    its_row("its-loc-quality-rating-profile-ref", r(&reg::VALID_URL)),
    its_row("its-mt-confidence", r(&reg::VALID_ITS_CONFIDENCE)),
    its_row("its-storage-size", r(&reg::VALID_NON_NEGATIVE_INTEGER)),
    its_row("its-line-break-type", Syntax::Enumerated(&its::LINE_BREAK_TYPE)),
];

/// The indices of the rows of [`ATTRIBUTES`] sorted by attribute name, the
/// rows of one name in the table's order: [`lookup`](super::lookup)
/// searches the name and reads only its rows.
pub(super) static BY_ATTRIBUTE: [u16; ROWS.len()] = by_attribute(ROWS);

/// [`BY_ATTRIBUTE`]'s sort, at compile time: a stable insertion sort (the
/// names are lowercase, a test says so, and compare as bytes). It runs only
/// in constant evaluation, where an index out of bounds fails the build.
#[allow(clippy::indexing_slicing)]
const fn by_attribute<const N: usize>(rows: &[AttributeDef]) -> [u16; N] {
    let mut index = [0u16; N];
    let mut i = 0;
    while i < N {
        // Fewer than 65,536 rows: a test says so.
        index[i] = i as u16;
        i += 1;
    }
    let mut i = 1;
    while i < N {
        let mut j = i;
        while j > 0
            && bytes_less(
                rows[index[j] as usize].attribute,
                rows[index[j - 1] as usize].attribute,
            )
        {
            let t = index[j];
            index[j] = index[j - 1];
            index[j - 1] = t;
            j -= 1;
        }
        i += 1;
    }
    index
}

/// Whether `a` sorts before `b`, byte by byte (`i` stays below both
/// lengths; `slice::get` is not a `const fn`).
#[allow(clippy::indexing_slicing)]
const fn bytes_less(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    let mut i = 0;
    while i < a.len() && i < b.len() {
        if a[i] != b[i] {
            return a[i] < b[i];
        }
        i += 1;
    }
    a.len() < b.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    const MP: &str = "https://html.spec.whatwg.org/multipage/";

    /// `min`, `max` and `step` apply exactly where `valueAsNumber` does.
    #[test]
    fn stepped_types_are_the_numeric_ones() {
        for t in crate::common::keywords::enumerated::ALL_INPUT_TYPES {
            assert_eq!(STEPPED.contains(&t), t.is_numeric(), "{t}");
        }
    }

    /// The index is a permutation of the rows, sorted by name, stable; and
    /// `lookup` answers what a scan of the whole table answers.
    #[test]
    fn the_index_sorts_the_rows_by_attribute() {
        assert!(ATTRIBUTES.len() < 1 << 16);
        let mut seen = alloc::vec![false; ATTRIBUTES.len()];
        for pair in BY_ATTRIBUTE.windows(2) {
            let (a, b) = (
                &ATTRIBUTES[usize::from(pair[0])],
                &ATTRIBUTES[usize::from(pair[1])],
            );
            assert!(a.attribute < b.attribute || (a.attribute == b.attribute && pair[0] < pair[1]));
        }
        for &i in &BY_ATTRIBUTE {
            seen[usize::from(i)] = true;
        }
        assert!(seen.iter().all(|&s| s));
        // The scan `lookup` replaced, as the reference.
        let scan = |element: &str, attribute: &str, others: &[(&str, &str)]| {
            let other = |name: &str| {
                others
                    .iter()
                    .find(|(n, _)| n.eq_ignore_ascii_case(name))
                    .map(|&(_, v)| v)
            };
            let applies = |row: &AttributeDef| match row.condition {
                Condition::Always => true,
                Condition::InputType(types) => {
                    types.contains(&InputType::from_attribute(other("type")))
                }
                Condition::HttpEquiv(k) => {
                    other("http-equiv").is_some_and(|v| v.eq_ignore_ascii_case(k))
                }
            };
            let hit = |e: &str| {
                ATTRIBUTES.iter().position(|r| {
                    r.element.eq_ignore_ascii_case(e)
                        && r.attribute.eq_ignore_ascii_case(attribute)
                        && applies(r)
                })
            };
            hit(element).or_else(|| hit("*"))
        };
        let types = ["", "date", "NUMBER", "text", "checkbox", "image", "file"];
        for r in ATTRIBUTES {
            for element in [r.element, "div", "INPUT", "my-element"] {
                for t in types {
                    let others = [("type", t), ("http-equiv", "Refresh")];
                    let found =
                        super::super::lookup(element, &r.attribute.to_ascii_uppercase(), &others)
                            .map(|f| ATTRIBUTES.iter().position(|x| core::ptr::eq(x, f)).unwrap());
                    let expected = scan(element, r.attribute, &others);
                    assert_eq!(found, expected, "{element} {} {t}", r.attribute);
                }
            }
        }
        assert!(super::super::lookup("td", "no-such-attribute", &[]).is_none());
        assert!(super::super::lookup("td", "", &[]).is_none());
        assert!(super::super::lookup("td", "zzzz", &[]).is_none());
    }

    #[test]
    fn rows_are_lowercase_and_unique() {
        for (i, r) in ATTRIBUTES.iter().enumerate() {
            assert_eq!(r.element, r.element.to_ascii_lowercase());
            assert_eq!(r.attribute, r.attribute.to_ascii_lowercase());
            // ITS 2.0's rows link ITS 2.0.
            let its = r.attribute.starts_with("its-")
                && r.spec.starts_with("https://www.w3.org/TR/its20/");
            assert!(r.spec.starts_with(MP) || its, "{}", r.spec);
            for other in &ATTRIBUTES[..i] {
                let same = other.element == r.element && other.attribute == r.attribute;
                let disjoint = match (other.condition, r.condition) {
                    (Condition::InputType(a), Condition::InputType(b)) => {
                        a.iter().all(|t| !b.contains(t))
                    }
                    _ => false,
                };
                assert!(
                    !same || disjoint,
                    "{} {} appears twice with overlapping conditions",
                    r.element,
                    r.attribute
                );
            }
        }
    }
}
