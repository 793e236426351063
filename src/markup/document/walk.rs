//! The passes of the document checker over one decoded document: each
//! start tag's attribute values against the attribute table, the bounds of
//! `progress` and `meter`, `min` against `max`, the rules over the whole
//! tag, the ids and the references to them, the inline configuration; then
//! every finding located, in one forward pass.

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::ops::Range;

use super::config::Suppressions;
use super::figure::{self, Figures};
use super::finding::{Diagnosis, Finding};
use super::fixes;
use super::foreign_content::ForeignContent;
use super::host;
use super::ids::Ids;
use super::locate::{place_span, value_span, LineCursor, SourceCursor};
use super::open_elements::{self, OpenElements};
use super::rules::bounds::{self, bounds, compared, min_le_max, valid_reading, Read};
use super::rules::{self, Among, OncePerDocument, Pending, Place, RULES};
use super::templates::{self, Dynamic};

/// The checks that are not rows of [`RULES`] (they see more than one
/// tag, or the values the table read): their names and kinds.
pub(super) const PASSES: &[(&str, super::rules::KindList)] = &[
    ("min_le_max", bounds::MIN_LE_MAX_KINDS),
    ("progress_bounds", bounds::PROGRESS_KINDS),
    ("meter_bounds", bounds::METER_KINDS),
    ("unique_ids", super::ids::UNIQUE_KINDS),
    ("id_references", super::ids::REFERENCE_KINDS),
    ("inline_configuration", super::config::RULE_KINDS),
    ("custom_elements", super::custom_elements::RULE_KINDS),
    ("foreign_attributes", super::rules::foreign::RULE_KINDS),
];
use super::tokens::{self, StartTag, TagEmitter};
use super::{Level, Options, Severity};
use crate::base::error::{ErrorKind, Violation};
use crate::base::text::{str_from, str_range};
use crate::markup::attributes::{check_attribute, not_allowed, Reading};
use crate::markup::forms::NOT_ALLOWED_DETAILS;

/// What a browser reads from a value, written as a valid value of its
/// syntax, and whether that is the syntax's normalized form of the same
/// moment (`valid_normalized_local_datetime`).
fn browsers_read(syntax: &str, reading: &Reading) -> Option<(String, bool)> {
    match reading {
        Reading::LocalDateTime(_) => Some((
            reading.to_string(),
            syntax == "valid_normalized_local_datetime",
        )),
        Reading::Date(_)
        | Reading::Month(_)
        | Reading::Week(_)
        | Reading::Time(_)
        | Reading::Integer(_)
        | Reading::Float(_) => Some((reading.to_string(), false)),
        _ => None,
    }
}

/// A fix to suggest in words, from the kind or from what a browser reads.
fn help_for(value: &str, kind: &ErrorKind, read: Option<&(String, bool)>) -> Option<String> {
    if let Some(suggestion) = kind.suggestion() {
        return Some(format!("did you mean '{suggestion}'?"));
    }
    match read? {
        (v, true) => Some(format!("use the normalized form \"{v}\"")),
        // Only when it differs from what was written.
        (v, false) => (v != value).then(|| format!("browsers read this value as \"{v}\"")),
    }
}

/// The configuration applied to `findings[from..]`: the rules' levels, then
/// warnings dropped unless reported, then the inline configuration.
fn configure(findings: &mut Vec<Finding>, from: usize, options: &Options, off: &Suppressions) {
    if options.rules.is_empty() && options.warnings && off.is_empty() {
        return;
    }
    // Only the tail: each finding goes through once (linear time).
    let tail = findings.split_off(from.min(findings.len()));
    findings.extend(tail.into_iter().filter_map(|mut f| {
        match options.rules.level(&f) {
            Some(Level::Off) => return None,
            Some(Level::Warning) => f.severity = Severity::Warning,
            Some(Level::Error) => f.severity = Severity::Error,
            None => {}
        }
        let reported = options.warnings || f.severity == Severity::Error;
        (reported && !off.covers(&f)).then_some(f)
    }));
}

/// The per-attribute pass over one start tag: each attribute the element
/// may have checked against the attribute table, its findings pushed; the
/// valid readings the cross-attribute rules compare returned.
fn check_values<'t>(
    text: &str,
    tag: &'t StartTag,
    others: &[(&str, &str)],
    dynamic: Option<&Dynamic>,
    options: &Options,
    findings: &mut Vec<Finding>,
) -> Vec<Read<'t>> {
    let mut readings = Vec::new();
    for attr in &tag.attributes {
        let value = attr.value.as_str();
        if let Some(host) = host::find(&options.host_attributes, &tag.name, &attr.name) {
            // The host's check replaces the table's.
            if let Err(error) = host.run(value) {
                let kind = error.kind();
                if kind.severity() == Severity::Error || options.warnings {
                    let mut said = Diagnosis::of_kind(host.name(), &kind, host.spec());
                    // A host's own message (`StepError::host_owned`).
                    said.message = error.message().to_string();
                    let span = place_span(text, attr, Place::Value(error.offset()));
                    findings.push(Finding::new(span, &tag.name, &attr.name, value, said));
                }
            }
            continue;
        }
        if dynamic.is_some_and(|d| d.row_unknown(&tag.name, &attr.name)) {
            // Its syntax depends on a `type` or `http-equiv` not known here.
            continue;
        }
        let type_known = dynamic.is_none_or(Dynamic::type_known);
        if let Some(problem) = not_allowed(&tag.name, &attr.name, others).filter(|_| type_known) {
            // At the attribute's name: the value is not wrong, the
            // attribute is.
            let kind = ErrorKind::from(problem);
            let severity = kind.severity();
            if severity == Severity::Error || options.warnings {
                let mut said =
                    Diagnosis::of_kind(NOT_ALLOWED_DETAILS.syntax, &kind, problem.spec());
                said.help = Some(problem.help());
                findings.push(Finding::new(
                    attr.name_span.clone(),
                    &tag.name,
                    &attr.name,
                    value,
                    said,
                ));
            }
            // An attribute that may be there despite the rule (a
            // warning) still has a value to check.
            if severity == Severity::Error {
                continue;
            }
        }
        let check = check_attribute(&tag.name, &attr.name, value, others);
        let Some(def) = check.definition else {
            continue;
        };
        let syntax = def.syntax.name();
        // What browsers read, written out: only for a value with findings.
        let read = match check.violations.is_empty() {
            true => None,
            false => check
                .reading
                .as_ref()
                .and_then(|r| browsers_read(syntax, r)),
        };
        for error in &check.violations {
            let kind = error.kind();
            if kind == ErrorKind::Invalid(Violation::ObsoleteAttribute) {
                // `content_attributes` says it, at the name, with what to
                // use instead: one way for every obsolete attribute.
                continue;
            }
            let severity = kind.severity();
            if severity == Severity::Warning && !options.warnings {
                continue;
            }
            let mut said = Diagnosis::of_kind(syntax, &kind, def.spec);
            said.help = help_for(value, &kind, read.as_ref());
            let span = match fixes::removes_attribute(&kind) {
                // What the fix removes: the whole value.
                true => value_span(attr),
                false => place_span(text, attr, Place::Value(error.offset())),
            };
            let mut finding = Finding::new(span, &tag.name, &attr.name, value, said);
            finding.fixes = fixes::for_value(
                text,
                tag,
                attr,
                others,
                &kind,
                error.offset(),
                read.as_ref(),
            );
            findings.push(finding);
        }
        if compared(&tag.name, &attr.name) {
            if let Some(read) = valid_reading(&check) {
                readings.push(Read {
                    name: attr.name.as_str(),
                    reading: read,
                    span: place_span(text, attr, Place::Value(0)),
                    value,
                });
            }
        }
    }
    readings
}

/// The rules over the whole tag ([`RULES`]), their problems as findings.
fn run_rules(
    text: &str,
    tag: &StartTag,
    view: &rules::Tag<'_>,
    seen: &mut OncePerDocument,
    dynamic: Option<&Dynamic>,
    options: &Options,
    findings: &mut Vec<Finding>,
) -> Vec<(usize, Pending)> {
    // The findings made that elements after the tag decide: (index in
    // `findings`, what settles it).
    let mut pending = Vec::new();
    let mut problems = Vec::new();
    // (where its problems end, the rule's name), for the rules that found
    // any: most tags have none, and allocate nothing here.
    let mut made_by: Vec<(usize, &'static str)> = Vec::new();
    for rule in RULES {
        let before = problems.len();
        (rule.run)(view, seen, &mut problems);
        if problems.len() > before {
            made_by.push((problems.len(), rule.name));
        }
    }
    let mut by = made_by.iter().peekable();
    for (i, problem) in problems.into_iter().enumerate() {
        while by.peek().is_some_and(|(end, _)| *end <= i) {
            by.next();
        }
        let rule = by.peek().map_or("", |(_, name)| *name);
        if problem.said.severity == Severity::Warning && !options.warnings {
            continue;
        }
        if let Some(dynamic) =
            dynamic.filter(|_| !holds_whatever_the_values(rule, problem.said.kind))
        {
            // Whether an attribute is there is known without a construct
            // among the attributes (a bound one is there).
            let presence = problem.said.kind == rules::MISSING_REQUIRED_ATTRIBUTE;
            if dynamic.open || !presence {
                continue;
            }
        }
        if problem.place == Place::TagName {
            // At the element's name (after its `<`): the element, or an
            // attribute it lacks, is the problem.
            let start = tag.span.start + 1;
            let span = start..start + tag.name.len();
            let settled_by = problem.pending;
            let mut finding = Finding::new(span, &tag.name, "", "", problem.said);
            finding.rule = rule;
            pending.extend(settled_by.map(|p| (findings.len(), p)));
            findings.push(finding);
            continue;
        }
        if let Place::Duplicate(n) = problem.place {
            // At the name of an attribute the tokenizer dropped (its value
            // is not kept).
            if let Some(dup) = tag.duplicates.get(n) {
                let span = dup.name_span.clone();
                let mut finding =
                    Finding::new(span, &tag.name, &dup.name, &dup.value, problem.said);
                finding.rule = rule;
                // Browsers drop it: removing it changes nothing they do.
                let fix = problem.fix.as_ref();
                finding
                    .fixes
                    .extend(fix.and_then(|fix| fixes::for_rule(text, tag, dup, fix)));
                findings.push(finding);
            }
            continue;
        }
        let written = || {
            // An attribute with a construct in its value, after the others
            // (`with_bound`): its name is known (a rule that holds whatever
            // the values says so).
            let i = problem.attribute.checked_sub(tag.attributes.len())?;
            let d = dynamic?;
            d.written.iter().find(|(j, _)| *j == i).map(|(_, a)| a)
        };
        let Some(attr) = tag.attributes.get(problem.attribute).or_else(written) else {
            continue;
        };
        let hosted = host::find(&options.host_attributes, &tag.name, &attr.name).is_some();
        if hosted && problem.said.kind == rules::UNKNOWN_ATTRIBUTE {
            // The host knows it.
            continue;
        }
        let span = place_span(text, attr, problem.place);
        let fix = problem
            .fix
            .as_ref()
            .and_then(|fix| fixes::for_rule(text, tag, attr, fix));
        let settled_by = problem.pending;
        let mut finding = Finding::new(span, &tag.name, &attr.name, &attr.value, problem.said);
        finding.rule = rule;
        finding.fixes.extend(fix);
        pending.extend(settled_by.map(|p| (findings.len(), p)));
        findings.push(finding);
    }
    pending
}

/// A finding that an element after its start tag decides
/// ([`rules::Pending`]), held until it is settled.
struct Held {
    /// Where it was put in the findings (it may since have moved down, as
    /// the configuration dropped findings before it).
    index: usize,
    /// Its offset and kind, which find it there.
    offset: usize,
    kind: &'static str,
    /// The offset of its start tag (every finding before it in the list
    /// is before this).
    tag_start: usize,
    /// The index in the stack of open elements of the element whose
    /// children settle it.
    depth: usize,
    /// What settles it.
    pending: Pending,
    /// Whether that element has a child not known here (a template
    /// construct, a framework's component), which may be the one that
    /// settles it.
    maybe: bool,
}

/// The held findings of one document: each settled by the first start tag
/// of its `child` among the children of its element, or standing when the
/// element closes (or the document ends) first. A child not known here
/// (a template construct or a component among the element's children, not
/// deeper down) may be the one that withdraws it: then it is withdrawn.
#[derive(Default)]
struct HeldFindings {
    held: Vec<Held>,
}

impl HeldFindings {
    /// Holds the finding `findings[index]` that `pending` settles, made at
    /// the start tag `tag`; `pushed` says whether the tag's element was
    /// pushed on `open` (so that its children are counted). A finding
    /// that nothing after the tag can settle (a child of an element that
    /// is not pushed, a sibling of an element without a parent) stands.
    fn hold(
        &mut self,
        findings: &[Finding],
        index: usize,
        pending: Pending,
        tag: &StartTag,
        open: &OpenElements,
        pushed: bool,
    ) {
        let Some(finding) = findings.get(index) else {
            return;
        };
        let depth = match pending.among {
            Among::Children if pushed => open.len().checked_sub(1),
            Among::Children => None,
            Among::Siblings | Among::Figure => open.len().checked_sub(1 + usize::from(pushed)),
        };
        let Some(depth) = depth else {
            return;
        };
        self.held.push(Held {
            index,
            offset: finding.offset,
            kind: finding.kind,
            tag_start: tag.span.start,
            depth,
            pending,
            maybe: false,
        });
    }

    /// Whether nothing is held.
    fn is_empty(&self) -> bool {
        self.held.is_empty()
    }

    /// The current node (the element at `open_len - 1`) has a child not
    /// known here.
    fn unknown_child(&mut self, open_len: usize) {
        for h in &mut self.held {
            if h.depth + 1 == open_len {
                h.maybe = true;
            }
        }
    }

    /// `open_len` elements are left open: the findings held for the
    /// children of an element that has closed stand, unless it had a
    /// child not known here, or it is a `figure` that excuses them
    /// (`figures`: the closed ones' indexes, and whether they excuse).
    fn closed(&mut self, open_len: usize, figures: &[(usize, bool)], findings: &mut Vec<Finding>) {
        if self.held.iter().all(|h| h.depth < open_len) {
            return;
        }
        let (closed, open): (Vec<Held>, Vec<Held>) = core::mem::take(&mut self.held)
            .into_iter()
            .partition(|h| h.depth >= open_len);
        self.held = open;
        let excused =
            |h: &Held| h.pending.among == Among::Figure && figures.contains(&(h.depth, true));
        for h in closed.iter().filter(|h| h.maybe || excused(h)) {
            withdraw(findings, h);
        }
    }

    /// The start tag `tag`, a child of the current node (the element at
    /// `open_len - 1`), after [`HeldFindings::closed`]: it settles the
    /// findings held for a child of its name there, withdrawn if it says
    /// so, if its attributes are not all known here (`unknown`), or if a
    /// child not known here came before it.
    fn child(
        &mut self,
        tag: &rules::Tag<'_>,
        unknown: bool,
        open_len: usize,
        findings: &mut Vec<Finding>,
    ) {
        let Some(parent) = open_len.checked_sub(1) else {
            return;
        };
        let settles = |h: &Held| h.depth == parent && h.pending.child == tag.name;
        if !self.held.iter().any(settles) {
            return;
        }
        let (settled, rest): (Vec<Held>, Vec<Held>) = core::mem::take(&mut self.held)
            .into_iter()
            .partition(settles);
        self.held = rest;
        for h in &settled {
            if unknown || h.maybe || (h.pending.withdraws)(tag) {
                withdraw(findings, h);
            }
        }
    }
}

/// Whether the source in `from..to`, between two tags, has content other
/// than inter-element whitespace.
fn text_between(text: &str, from: usize, to: usize) -> bool {
    figure::has_text(str_range(text, from, to))
}

/// Whether a template construct starts in `from..to`.
fn construct_in(constructs: &[Range<usize>], from: usize, to: usize) -> bool {
    let i = constructs.partition_point(|c| c.start < from);
    constructs.get(i).is_some_and(|c| c.start < to)
}

/// Takes the held finding `h` back from `findings`, if the configuration
/// has not dropped it already: it is at or below where it was put, and
/// above every finding before its tag.
fn withdraw(findings: &mut Vec<Finding>, h: &Held) {
    let top = h.index.min(findings.len().saturating_sub(1));
    let mut i = top + 1;
    while i > 0 {
        i -= 1;
        let Some(f) = findings.get(i) else {
            break;
        };
        if f.offset == h.offset && f.kind == h.kind {
            findings.remove(i);
            return;
        }
        if f.offset < h.tag_start {
            return;
        }
    }
}

/// Whether a rule's finding on a tag with values not known here (bound
/// attributes, template constructs) still holds: it is about one
/// attribute's name, a duplicate or the element, not about what the
/// other attributes say.
fn holds_whatever_the_values(rule: &str, kind: &str) -> bool {
    matches!(rule, "duplicate_attributes" | "obsolete_elements")
        || matches!(
            kind,
            "unknown_attribute" | "obsolete_attribute" | "invalid_custom_data_attribute"
        )
}

/// Everything wrong with the attribute values of one decoded document,
/// sorted by position and located; whether it stopped at the maximum.
pub(super) fn check_text(
    text: &str,
    source: SourceCursor<'_>,
    options: &Options,
) -> (Vec<Finding>, bool) {
    let mut findings = Vec::new();
    let mut truncated = false;
    let mut suppressions = Suppressions::default();
    let mut ids = Ids::default();
    // `findings[..kept]` have been through the configuration.
    let mut kept = 0;
    let mut seen = OncePerDocument::default();
    let mut open = OpenElements::default();
    let mut foreign = ForeignContent::default();
    let mut held = HeldFindings::default();
    let mut figures = Figures::default();
    // Where the last tag ended (for an end tag, where it started).
    let mut after_tag = 0;
    // Where the text after the last tag starts (read while a `figure` is
    // open).
    let mut text_from = 0;
    // The tokenizer reads the text with the template constructs (and what
    // is not markup) blanked; everything else reads the text itself.
    let prepared = templates::prepare(text, options);
    let plain = prepared.constructs.is_empty() && options.frameworks.is_empty();
    for token in tokens::tags(&prepared.text, TagEmitter::new(true)) {
        let mut tag = match token {
            tokens::Tag::Start(tag) => tag,
            tokens::Tag::End(name, in_foreign, at) => {
                if !figures.is_empty() {
                    figures.text(&open, || text_between(&prepared.text, text_from, at));
                    text_from = str_from(&prepared.text, at)
                        .find('>')
                        .map_or(at, |end| at + end + 1);
                }
                if foreign.end(&name, in_foreign) {
                    if construct_in(&prepared.constructs, after_tag, at) {
                        held.unknown_child(open.len());
                    }
                    open.end(&name);
                    held.closed(open.len(), figures.closed(open.len()), &mut findings);
                }
                after_tag = at;
                continue;
            }
            tokens::Tag::Text(_) => continue,
            tokens::Tag::Directives(directives) => {
                // After the last start tag.
                if options.inline_config {
                    suppressions.read(text, &directives);
                    findings.append(&mut suppressions.findings);
                }
                continue;
            }
        };
        figures.text(&open, || {
            text_between(&prepared.text, text_from, tag.span.start)
        });
        text_from = tag.span.end;
        if options.inline_config && !tag.directives.is_empty() {
            suppressions.read(text, &tag.directives);
            findings.append(&mut suppressions.findings);
        }
        configure(&mut findings, kept, options, &suppressions);
        kept = findings.len();
        suppressions.forget_before(tag.span.start);
        // Findings lie inside their tag, and tags come in order: once the
        // count reaches the maximum, the first findings by position are
        // known.
        // (Not while a finding is held: a later tag may withdraw it.)
        if held.is_empty()
            && options
                .max_findings
                .is_some_and(|max| findings.len() >= max)
        {
            truncated = true;
            break;
        }
        let dynamic = match plain {
            true => None,
            false => templates::classify(text, &mut tag, &prepared.constructs, &options.frameworks),
        };
        let component = dynamic.as_ref().is_some_and(|d| d.component);
        if component || construct_in(&prepared.constructs, after_tag, tag.span.start) {
            held.unknown_child(open.len());
        }
        after_tag = tag.span.end;
        if component {
            // A framework's component, not an HTML element.
            continue;
        }
        // Ids in a template may repeat or alternate (a loop, an `if`):
        // checked in plain HTML only.
        if plain {
            ids.note(text, &tag);
            findings.append(&mut ids.findings);
        }
        // SVG and MathML elements (`foreign_attributes`); the HTML in their
        // integration points goes on as HTML.
        if foreign.start(text, &tag, options, &mut findings) {
            figures.start(&tag.name, &open);
            continue;
        }
        let others: Vec<(&str, &str)> = tag
            .attributes
            .iter()
            .map(|a| (a.name.as_str(), a.value.as_str()))
            .collect();
        // An obsolete element is one finding (`obsolete_elements`), its
        // attributes none.
        let readings = if rules::is_obsolete_element(&tag.name) {
            Vec::new()
        } else {
            check_values(
                text,
                &tag,
                &others,
                dynamic.as_ref(),
                options,
                &mut findings,
            )
        };
        let open_list = dynamic.as_ref().is_some_and(|d| d.open);
        if (tag.name == "progress" || tag.name == "meter") && !open_list {
            bounds(&tag.name, &readings, &mut findings);
        }
        open.before_start(&tag.name);
        let duplicates: Vec<&str> = tag.duplicates.iter().map(|a| a.name.as_str()).collect();
        // The bound attributes are there, their values unknown (after the
        // others: no problem at their index is reported).
        let mut with_bound = Vec::new();
        if let Some(d) = dynamic.as_ref().filter(|d| !d.bound.is_empty()) {
            with_bound.extend_from_slice(&others);
            with_bound.extend(
                d.bound
                    .iter()
                    .map(|n| (n.as_str(), templates::UNKNOWN_VALUE)),
            );
        }
        let view = rules::Tag {
            name: &tag.name,
            attributes: if with_bound.is_empty() {
                &others
            } else {
                &with_bound
            },
            duplicates: &duplicates,
            ancestors: open.ancestors(),
        };
        // The implied end tags have closed elements; the tag may settle a
        // finding held for a child of its parent.
        held.closed(open.len(), figures.closed(open.len()), &mut findings);
        figures.start(&tag.name, &open);
        let unknown = dynamic
            .as_ref()
            .is_some_and(|d| d.open || !d.bound.is_empty());
        held.child(&view, unknown, open.len(), &mut findings);
        let pending = run_rules(
            text,
            &tag,
            &view,
            &mut seen,
            dynamic.as_ref(),
            options,
            &mut findings,
        );
        if !options.host_elements.is_empty() {
            super::custom_elements::undeclared_attributes(&tag, options, &mut findings);
        }
        let role = others
            .iter()
            .find(|(n, _)| *n == "role")
            .and_then(|(_, v)| open_elements::role_of(v));
        let pushed = open.push(&tag.name, role);
        figures.opened(&tag.name, pushed, &open);
        for (index, settled_by) in pending {
            held.hold(&findings, index, settled_by, &tag, &open, pushed);
        }
        if options.warnings && tag.name == "input" && !open_list {
            min_le_max(&tag, &readings, &mut findings);
        }
    }
    // What is still held stands (the elements close at the end).
    if construct_in(&prepared.constructs, after_tag, text.len()) {
        held.unknown_child(open.len());
    }
    figures.text(&open, || {
        text_between(&prepared.text, text_from, prepared.text.len())
    });
    held.closed(0, figures.closed(0), &mut findings);
    // The references, once every id is known (not after a stop at the
    // maximum: the ids after it are unknown).
    if !truncated && plain {
        findings.extend(ids.finish());
    }
    configure(&mut findings, kept, options, &suppressions);
    // Sorted once (the tags come in order, so this is a merge of short
    // runs), then located.
    findings
        .sort_by(|a, b| (a.offset, &a.attribute, a.kind).cmp(&(b.offset, &b.attribute, b.kind)));
    if let Some(max) = options.max_findings {
        truncated |= findings.len() > max;
        findings.truncate(max);
    }
    locate(text, source, &mut findings);
    (findings, truncated)
}

/// Lines, columns and source offsets of every finding's span and every
/// fix's edits: the offsets sorted once, then located by cursors that only
/// move forwards (so linear in the text, the source and the findings).
fn locate(text: &str, mut source: SourceCursor<'_>, findings: &mut [Finding]) {
    /// Which position of which finding: its start, its end, or an edit's
    /// start or end.
    #[derive(Clone, Copy)]
    enum Slot {
        Start,
        End,
        EditStart(usize, usize),
        EditEnd(usize, usize),
    }
    let mut wanted: Vec<(usize, usize, Slot)> = Vec::with_capacity(2 * findings.len());
    for (i, f) in findings.iter().enumerate() {
        wanted.push((f.offset, i, Slot::Start));
        wanted.push((f.end_offset, i, Slot::End));
        for (j, fix) in f.fixes.iter().enumerate() {
            for (k, edit) in fix.edits.iter().enumerate() {
                let _ = k;
                wanted.push((edit.offset, i, Slot::EditStart(j, k)));
                wanted.push((edit.end_offset, i, Slot::EditEnd(j, k)));
            }
        }
    }
    wanted.sort_by_key(|w| w.0);
    let mut lines = LineCursor::new(text);
    for (offset, i, slot) in wanted {
        let Some(f) = findings.get_mut(i) else {
            continue;
        };
        match slot {
            Slot::Start => {
                (f.line, f.column) = lines.locate(offset);
                f.source_offset = source.locate(offset);
            }
            Slot::End => {
                (f.end_line, f.end_column) = lines.locate(offset);
                f.source_end_offset = source.locate(offset);
            }
            Slot::EditStart(j, k) | Slot::EditEnd(j, k) => {
                let at = source.locate(offset);
                if let Some(edit) = f.fixes.get_mut(j).and_then(|fix| fix.edits.get_mut(k)) {
                    if matches!(slot, Slot::EditStart(..)) {
                        edit.source_offset = at;
                    } else {
                        edit.source_end_offset = at;
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::{check_bytes, check_bytes_with, check_str, check_str_with};
    use super::*;

    proptest::proptest! {
        /// Documents assembled from markup pieces: no panic, and each
        /// finding inside the text, on a character boundary, in order.
        #[test]
        fn findings_stay_inside_the_text(pieces in proptest::collection::vec(
            proptest::prop_oneof![
                proptest::string::string_regex("<(td|th|input|ol|time|svg|math|/svg|/math|script|/script|textarea|/textarea|template)").unwrap(),
                proptest::string::string_regex(" (colspan|type|min|max|value|datetime|step|rowspan|COLSPAN)").unwrap(),
                proptest::string::string_regex("=(\"|')?[-0-9a-zA-Z:&#;x. \r\n\u{e9}]{0,12}(\"|')?").unwrap(),
                proptest::string::string_regex("(>|/>|<!--|-->|\r\n|&amp;|&#45;|&not)").unwrap(),
            ],
            0..40,
        )) {
            let text = pieces.concat();
            let mut previous = 0;
            for f in check_str(&text).findings() {
                proptest::prop_assert!(f.offset <= text.len() && text.is_char_boundary(f.offset));
                proptest::prop_assert!(f.offset >= previous);
                proptest::prop_assert_eq!(f.offset, f.source_offset);
                // The span: inside the text, on boundaries, its end located.
                proptest::prop_assert!(f.end_offset >= f.offset && f.end_offset <= text.len());
                proptest::prop_assert!(text.is_char_boundary(f.end_offset));
                proptest::prop_assert_eq!(f.end_offset, f.source_end_offset);
                let to_end = &text[..f.end_offset];
                proptest::prop_assert_eq!(f.end_line, to_end.matches('\n').count() + 1);
                for fix in &f.fixes {
                    for e in &fix.edits {
                        proptest::prop_assert!(e.offset <= e.end_offset && e.end_offset <= text.len());
                        proptest::prop_assert_eq!((e.offset, e.end_offset), (e.source_offset, e.source_end_offset));
                    }
                }
                previous = f.offset;
                let before = &text[..f.offset];
                proptest::prop_assert_eq!(f.line, before.matches('\n').count() + 1);
                let start = before.rfind('\n').map_or(0, |i| i + 1);
                let line = &before[start..];
                let line = line.strip_prefix('\u{feff}').unwrap_or(line);
                proptest::prop_assert_eq!(f.column, line.chars().count() + 1);
            }
        }

        /// The same document in windows-1252 and UTF-16LE: the same
        /// findings at the same decoded offsets, and each source offset at
        /// the bytes of the same character.
        #[test]
        fn source_offsets_point_at_the_same_character(pieces in proptest::collection::vec(
            proptest::prop_oneof![
                proptest::string::string_regex("<(td|input|ol) ").unwrap(),
                proptest::string::string_regex("(colspan|type|min|max|value|start)=\"?[-0-9a-z:&#;\u{e9}\u{fc}]{0,8}\"? ").unwrap(),
                proptest::string::string_regex("(>|\r\n|\u{e9}|&amp;)").unwrap(),
            ],
            0..30,
        )) {
            let text = pieces.concat();
            let utf8 = check_str(&text).into_findings();
            let (latin1, _, _) = encoding_rs::WINDOWS_1252.encode(&text);
            let options = Options::new().transport_charset(Some("windows-1252"));
            let report = check_bytes_with(&latin1, &options);
            proptest::prop_assert_eq!(report.text(), text.as_str());
            let utf16: Vec<u8> = "\u{feff}".chars().chain(text.chars()).collect::<String>()
                .encode_utf16().flat_map(u16::to_le_bytes).collect();
            let report16 = check_bytes(&utf16);
            proptest::prop_assert_eq!(report16.findings().len(), utf8.len());
            for ((a, b), c) in utf8.iter().zip(report.findings()).zip(report16.findings()) {
                proptest::prop_assert_eq!(a.offset, b.offset);
                proptest::prop_assert_eq!(a.offset + 3, c.offset);
                let chars = text[..a.offset].chars().count();
                proptest::prop_assert_eq!(b.source_offset, chars);
                proptest::prop_assert_eq!(a.end_offset, b.end_offset);
                proptest::prop_assert_eq!(b.source_end_offset, text[..a.end_offset].chars().count());
                let end_units: usize = text[..a.end_offset].chars().map(char::len_utf16).sum();
                proptest::prop_assert_eq!(c.source_end_offset, 2 * (end_units + 1));
                let units: usize = text[..a.offset].chars().map(char::len_utf16).sum();
                proptest::prop_assert_eq!(c.source_offset, 2 * (units + 1));
            }
        }
    }

    #[test]
    fn the_first_findings_by_position_under_a_maximum() {
        let doc = "<input type=number min=5 max=2 value=x><td colspan=0>";
        let all = check_str(doc).into_findings();
        let kinds: Vec<_> = all.iter().map(|f| f.kind).collect();
        assert_eq!(kinds, ["max_below_min", "expected_number", "not_positive"]);
        for max in 0..4 {
            let report = check_str_with(doc, &Options::new().max_findings(Some(max)));
            assert_eq!(report.findings(), &all[..max.min(3)]);
            assert_eq!(report.is_truncated(), max < 3, "{max}");
        }
    }

    #[test]
    fn held_findings_under_a_maximum_and_the_inline_configuration() {
        // The first optgroup's finding is withdrawn by its legend, after the
        // count reached the maximum: the walk goes on until it is settled.
        let doc =
            "<select><optgroup><br clear=x><legend>L</legend><option>a</select><td colspan=0>";
        let all: Vec<_> = check_str(doc).findings().iter().map(|f| f.offset).collect();
        assert_eq!(all, [22, 78]);
        let one = check_str_with(doc, &Options::new().max_findings(Some(1)));
        assert_eq!(one.findings().len(), 1);
        assert_eq!(one.findings()[0].offset, 22);
        assert!(one.is_truncated());
        // Turned off where it is written, it stays off; turned off after,
        // it stands.
        let off =
            "<!-- html-microsyntax-disable-next-line -->\n<select><optgroup><option>a</select>";
        assert!(check_str(off).findings().is_empty());
        let after = "<select><optgroup><option>a\n<!-- html-microsyntax-disable -->\n</select>";
        let kinds: Vec<_> = check_str(after).findings().iter().map(|f| f.kind).collect();
        assert_eq!(kinds, ["missing_required_attribute"]);
        // Withdrawn after the configuration dropped it: nothing else goes.
        let dropped = "<!-- html-microsyntax-disable-next-line -->\n<select><optgroup><legend>L</legend></select>\n<td colspan=0>";
        let kinds: Vec<_> = check_str(dropped)
            .findings()
            .iter()
            .map(|f| f.kind)
            .collect();
        assert_eq!(kinds, ["not_positive"]);
    }

    #[test]
    fn rule_names_are_the_rows_and_passes() {
        // Every name a rule or pass reports under, and nothing else, besides
        // `input_type_applies` (the attribute table's applicability check).
        let mut made: Vec<&str> = RULES.iter().map(|r| r.name).collect();
        made.extend(PASSES.iter().map(|(name, _)| *name));
        made.push(NOT_ALLOWED_DETAILS.syntax);
        made.sort_unstable();
        made.dedup();
        let mut names = super::super::RULE_NAMES.to_vec();
        names.sort_unstable();
        assert_eq!(made, names);
    }
}
