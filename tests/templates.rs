//! Template and framework markup (`document::Templates`, `Framework`,
//! `FileKind`): nothing reported on a template construct or a framework's
//! binding, the static errors beside them found at their exact places in
//! the original file. The excerpts in `tests/data/templates/` are real
//! files (their README gives each one's repository, commit and lines).
// A test may unwrap, index and panic: Cargo.toml's [lints] keep that out of src/ only.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::unreachable,
    clippy::indexing_slicing,
    clippy::string_slice
)]
#![cfg(feature = "document")]

use html_microsyntax::document::{
    check_str_with, markup_regions, not_markup, FileKind, Framework, Options, Templates,
};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// The findings on one excerpt, linted as the CLI lints a file of that
/// name: (line, column, end column, kind, attribute).
fn findings(name: &str) -> Vec<(usize, usize, usize, &'static str, String)> {
    let path = format!("{ROOT}/tests/data/templates/{name}");
    let text = std::fs::read_to_string(&path).unwrap();
    let report = check_str_with(&text, &Options::new().for_path(name));
    report
        .findings()
        .iter()
        .map(|f| {
            // Each finding's span is the original file's.
            assert_eq!(f.source_offset, f.offset);
            (f.line, f.column, f.end_column, f.kind, f.attribute.clone())
        })
        .collect()
}

fn f(
    line: usize,
    column: usize,
    end: usize,
    kind: &'static str,
    attribute: &str,
) -> (usize, usize, usize, &'static str, String) {
    (line, column, end, kind, attribute.to_string())
}

#[test]
fn jekyll_front_matter_is_skipped_with_its_lines() {
    // `type` on `style` (HTML 4.2.6: obsolete but conforming), on line 5
    // of the file, after three lines of front matter.
    assert_eq!(
        findings("minima-404.html"),
        [f(5, 8, 12, "obsolete_but_conforming", "type")]
    );
}

#[test]
fn hugo_constructs_between_attributes() {
    // `{{ if … }} open=true {{ end }}`: the constructs report nothing,
    // `open=true` is a boolean attribute's wrong value (2.3.2), and
    // `markdown` no attribute of `summary`.
    assert_eq!(
        findings("papermod-collapse.html"),
        [
            f(5, 60, 64, "expected_empty_or_attribute_name", "open"),
            f(6, 12, 20, "unknown_attribute", "markdown"),
        ]
    );
}

#[test]
fn django_constructs_in_values_and_attribute_lists() {
    // `class="… {% if %}disabled{% endif %}"` and `href="{{ … }}"` are not
    // checked; `{% if %}disabled{% endif %}` between the attributes leaves
    // `disabled`, which `a` does not have.
    assert_eq!(
        findings("oscar-product-images.html"),
        [f(4, 147, 155, "unknown_attribute", "disabled")]
    );
    assert_eq!(findings("oscar-basket-quick.html"), []);
}

#[test]
fn erb_constructs_and_static_errors() {
    assert_eq!(findings("rubygems-application.html.erb"), []);
    // A mail's table: obsolete presentational attributes, and a stray
    // comma after `bgcolor="#ffffff"` read as an attribute named `,`.
    assert_eq!(
        findings("rubygems-honeycomb-reset-api-key.erb"),
        [
            f(5, 8, 13, "obsolete_attribute", "width"),
            f(5, 21, 27, "obsolete_attribute", "border"),
            f(5, 32, 43, "obsolete_attribute", "cellspacing"),
            f(5, 48, 59, "obsolete_attribute", "cellpadding"),
            f(5, 64, 71, "obsolete_attribute", "bgcolor"),
            f(5, 81, 82, "unknown_attribute", ","),
            f(7, 89, 94, "obsolete_attribute", "width"),
        ]
    );
}

#[test]
fn vue_single_file_component() {
    // Components (`hamburger`, `el-tooltip`, …), `:is-active`,
    // `@toggleClick`, `v-if` and the `<script>` report nothing; the `img`
    // has a bound `:src` but no `alt` (4.8.4.4).
    assert_eq!(
        findings("vue-element-admin-navbar.vue"),
        [f(23, 12, 15, "missing_required_attribute", "")]
    );
}

#[test]
fn angular_bindings() {
    assert_eq!(
        findings("ngx-admin-traffic-cards-header.component.html"),
        []
    );
}

#[test]
fn svelte_component_and_sveltekit_placeholders() {
    assert_eq!(findings("shadcn-svelte-app.html"), []);
    // `href="##"`: `#` is no URL code point in a fragment (URL Standard);
    // the components, `{#snippet}`, `{...props}` and `onclick={…}` report
    // nothing.
    assert_eq!(
        findings("shadcn-svelte-demo-sidebar-group-action.svelte"),
        [
            f(33, 20, 21, "url_non_url_code_point", "href"),
            f(43, 20, 21, "url_non_url_code_point", "href"),
        ]
    );
}

/// (line, column, kind) of `text` under `options`.
fn found(text: &str, options: &Options) -> Vec<(usize, usize, &'static str)> {
    check_str_with(text, options)
        .findings()
        .iter()
        .map(|f| (f.line, f.column, f.kind))
        .collect()
}

#[test]
fn constructs_in_text_do_not_open_tags() {
    let o = Options::new();
    let doc = "{% if x > 1 %}<td colspan=0>{% endif %}{{ \"<td colspan=0>\" }}<?php $a = 1 > 0 ? \"<td colspan=0>\" : \"\"; ?><td rowspan=-1>";
    assert_eq!(
        found(doc, &o),
        [(1, 27, "not_positive"), (1, 118, "negative")]
    );
    // PHP without its closing `?>`: to the end.
    assert_eq!(
        found("<td colspan=0><?php echo '<td colspan=0>';", &o),
        [(1, 13, "not_positive")]
    );
    // Without the presets, the same text is read as HTML: the `{{ }}`
    // writes a tag, and the `>` in the PHP ends a bogus comment.
    let plain = Options::new().templates(Templates::none());
    assert_eq!(found(doc, &plain).len(), 4);
}

#[test]
fn values_with_constructs_are_not_checked() {
    let o = Options::new();
    for doc in [
        "<a href=\"{{ site.url }}/about\">",
        "<a href={{ url }}>",
        "<a href=/x/{{ id }}.html>",
        "<td colspan=\"<%= n %>\">",
        "<td colspan=\"${n}\">",
        "<input type=date min=\"{{ today }}\">",
        "<div id=\"{{ a }}\"></div><div id=\"{{ a }}\"></div><label for=x>",
    ] {
        assert_eq!(found(doc, &o), [], "{doc}");
    }
    // The static values beside them are.
    assert_eq!(
        found("<input type=date min=\"{{ a }}\" max=2024-02-30>", &o),
        [(1, 44, "day_out_of_range")]
    );
}

#[test]
fn constructs_between_attributes() {
    let o = Options::new();
    assert_eq!(found("<input {% if done %}checked{% endif %}>", &o), []);
    assert_eq!(
        found("<div {{ attrs }} dir=rlt>", &o),
        [(1, 22, "unknown_keyword")]
    );
    // An `if` and an `else` may each write the attribute: no duplicate.
    assert_eq!(
        found("<p {% if a %}class=x{% else %}class=y{% endif %}>", &o),
        []
    );
    // `{% if %}type=number{% endif %}` may choose `min`'s syntax: not judged.
    assert_eq!(
        found("<input {% if n %}type=number{% endif %} min=x>", &o),
        []
    );
    // `data-{{ key }}`: a name a construct continues.
    assert_eq!(found("<p data-{{ key }}=\"v\">", &o), []);
}

#[test]
fn front_matter_keeps_positions() {
    let body = "<td colspan=0>";
    let doc = format!("---\ntitle: \"<td colspan=0>\"\n---\n{body}");
    let report = check_str_with(&doc, &Options::new());
    let f = &report.findings()[0];
    assert_eq!(report.findings().len(), 1);
    assert_eq!((f.line, f.column), (4, 13));
    assert_eq!(f.offset, doc.rfind(body).unwrap() + 12);
    // Not at the start: no front matter.
    let later = format!("\n{doc}");
    assert!(check_str_with(&later, &Options::new()).findings().len() > 1);
}

#[test]
fn frameworks_bindings_and_directives() {
    let cases: &[(Framework, &str)] = &[
        (Framework::Vue, "<a :href=\"url\" v-bind:title=\"t\" @click=\"go\" v-on:focus=\"f\" v-if=\"ok\" #default target=_blank dir=rlt>"),
        (Framework::Alpine, "<a x-data=\"{}\" :href=\"u\" @click=\"go\" x-bind:class=\"c\" target=_blank dir=rlt>"),
        (Framework::Htmx, "<a hx-get=\"/x\" data-hx-target=\"#y\" hx-swap=\"outerHTML\" dir=rlt>"),
        (Framework::Angular, "<a [href]=\"u\" (click)=\"go()\" *ngIf=\"ok\" #ref [attr.aria-label]=\"l\" [class.on]=\"x\" routerLink=\"/x\" target=_blank dir=rlt>"),
        (Framework::Svelte, "<a href={url} on:click={go} bind:this={el} class:active={on} use:tip {...rest} target=_blank dir=rlt>"),
        (Framework::Lit, "<a .href=${u} ?hidden=${h} @click=${go} target=_blank dir=rlt>"),
        (Framework::Astro, "<a href={url} client:load set:html={h} class:list={c} target=_blank dir=rlt>"),
    ];
    for (framework, doc) in cases {
        let options = Options::new().framework(*framework);
        let kinds: Vec<_> = found(doc, &options)
            .into_iter()
            .map(|(_, _, k)| k)
            .collect();
        // Only the static `dir=rlt`; `target` needs an `href`, which the
        // binding gives.
        assert_eq!(kinds, ["unknown_keyword"], "{framework:?}: {doc}");
        // Without the framework, its syntax is read as HTML attributes
        // (Lit's values are `${ }` constructs, which drop their attributes
        // whatever the framework).
        if *framework != Framework::Lit {
            assert!(found(doc, &Options::new()).len() > 1, "{framework:?}");
        }
    }
}

#[test]
fn a_bound_attribute_is_present_for_missing_attributes() {
    let vue = Options::new().framework(Framework::Vue);
    assert_eq!(found("<img :src=\"s\" :alt=\"a\">", &vue), []);
    assert_eq!(
        found("<img :src=\"s\">", &vue),
        [(1, 2, "missing_required_attribute")]
    );
    // `:type` unknown: `min` may be a date or a number, not judged.
    assert_eq!(found("<input :type=\"t\" min=\"x\">", &vue), []);
    // A component is not an HTML element.
    assert_eq!(
        found(
            "<Button variant=ghost href=/x></Button><Select.Item value=1/>",
            &vue
        ),
        []
    );
}

#[test]
fn regions_of_components() {
    let svelte = "<script>let a = '<td colspan=0>';</script>\n<td colspan=0>\n<style>td{}</style>";
    assert_eq!(not_markup(FileKind::Svelte, svelte), [0..42, 58..77]);
    let report = check_str_with(svelte, &Options::new().for_path("A.svelte"));
    let at: Vec<_> = report
        .findings()
        .iter()
        .map(|f| (f.line, f.column))
        .collect();
    assert_eq!(at, [(2, 13)]);
    let astro = "---\nconst x = '<td colspan=0>';\n---\n<td colspan={n} rowspan=-1>";
    let markup = 36..astro.len();
    assert_eq!(markup_regions(FileKind::Astro, astro), [markup]);
    let report = check_str_with(astro, &Options::new().for_path("page.astro"));
    let at: Vec<_> = report
        .findings()
        .iter()
        .map(|f| (f.line, f.column, f.kind))
        .collect();
    assert_eq!(at, [(4, 25, "negative")]);
}

/// The rules that elements after the tag decide (`optgroup`'s `label`, by a
/// `legend` child; a `source`'s `sizes`, by the `img` after it): a
/// construct in between may write that element, so the finding is taken
/// back; a bound or constructed `label` counts as present.
#[test]
fn constructs_may_write_the_element_that_decides() {
    let o = Options::new();
    let missing = "missing_required_attribute";
    // Plain: the label is missing.
    assert_eq!(
        found("<select><optgroup><option>a</select>", &o),
        [(1, 10, missing)]
    );
    for doc in [
        "<select><optgroup>{{ legend }}<option>a</select>",
        "<select><optgroup>{% include 'legend.html' %}<option>a</optgroup></select>",
        "<select><optgroup label=\"{{ group.name }}\"><option>a</select>",
        "<select><optgroup {{ attrs }}><option>a</select>",
        "<picture><source srcset=\"a 100w\">{{ img }}</picture>",
        "<picture><source srcset=\"a 100w\"><img src=x alt=\"\" {{ lazy }}></picture>",
    ] {
        assert_eq!(found(doc, &o), [], "{doc}");
    }
    // A construct elsewhere, or deeper down (in an `option`), changes
    // nothing.
    assert_eq!(
        found(
            "<p>{{ x }}</p><select><optgroup><option>{{ y }}</optgroup></select>{{ z }}",
            &o
        ),
        [(1, 24, missing)]
    );
    // A bound attribute of a framework.
    let vue = Options::new().framework(Framework::Vue);
    assert_eq!(
        found(
            "<select><optgroup :label=\"g.name\"><option>a</select>",
            &vue
        ),
        []
    );
}

/// An attribute whose value holds a construct still has a name: an unknown
/// one is reported (the value is not read).
#[test]
fn names_of_attributes_with_constructs_are_checked() {
    let o = Options::new();
    let report = check_str_with("<a hreff=\"{{ u }}\">x</a><a href=\"{{ u }}\">y</a>", &o);
    let found: Vec<_> = report
        .findings()
        .iter()
        .map(|f| {
            (
                f.column,
                f.end_column,
                f.kind,
                f.attribute.as_str(),
                f.value.as_str(),
            )
        })
        .collect();
    assert_eq!(found, [(4, 9, "unknown_attribute", "hreff", "{{ u }}")]);
    // Nor is a rule that reads the value run on it.
    assert_eq!(
        found_kinds(
            "<td colspan=\"{{ n }}\" rowspan=\"{% if a %}1{% endif %}\">",
            &o
        ),
        Vec::<&str>::new()
    );
}

fn found_kinds(text: &str, options: &Options) -> Vec<&'static str> {
    check_str_with(text, options)
        .findings()
        .iter()
        .map(|f| f.kind)
        .collect()
}
