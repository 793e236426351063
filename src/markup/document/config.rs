//! The checker's configuration: a level per rule ([`Rules`]) and the
//! inline configuration of a document ([`Suppressions`]), as the
//! [module docs](super#configuration) describe them.

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::ops::Range;

use super::finding::Diagnosis;
use crate::base::error::detail_kinds;

detail_kinds! {
    /// What the `inline_configuration` pass finds.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::{check_str, kinds::InlineConfigurationProblem};
    ///
    /// let report = check_str("<!-- html-microsyntax-disabel --><p>");
    /// let kind = report.findings()[0].error_kind;
    /// assert_eq!(
    ///     InlineConfigurationProblem::from_kind(&kind),
    ///     Some(InlineConfigurationProblem::UnknownInlineDirective)
    /// );
    /// ```
    pub enum InlineConfigurationProblem;
    pub static INLINE_CONFIGURATION_DETAILS = (syntax "inline_configuration", otherwise "unknown_inline_directive", "unknown html-microsyntax directive");
    {
        /// A comment that starts like a directive but is none.
        UnknownInlineDirective => ("unknown_inline_directive", Warning, "unknown html-microsyntax directive")
            help("use html-microsyntax-disable-next-line, html-microsyntax-disable or html-microsyntax-enable"),
    }
}

/// The kinds of `inline_configuration`.
pub(super) const RULE_KINDS: super::rules::KindList = InlineConfigurationProblem::KINDS;
use super::tokens::DIRECTIVE_PREFIX;
use super::Finding;

/// What to do with a rule's findings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Level {
    /// Drop them.
    Off,
    /// Report them as warnings.
    Warning,
    /// Report them as errors.
    Error,
}

impl Level {
    /// `"off"`, `"warning"` or `"error"` (also `"warn"`), as a config file
    /// writes it; `None` for anything else.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::Level;
    /// assert_eq!(Level::from_name("warn"), Some(Level::Warning));
    /// assert_eq!(Level::from_name("fatal"), None);
    /// ```
    pub fn from_name(name: &str) -> Option<Level> {
        match name {
            "off" => Some(Level::Off),
            "warning" | "warn" => Some(Level::Warning),
            "error" => Some(Level::Error),
            _ => None,
        }
    }
}

/// A level per rule: see [configuration](super#configuration).
///
/// # Examples
///
/// ```
/// use html_microsyntax::document::{Level, Rules};
/// let rules = Rules::new()
///     .kind("unknown_link_type", Level::Off)
///     .kind("valid_serialized_policy expected_port", Level::Warning)
///     .syntax("valid_media_query_list", Level::Warning)
///     .attribute("img srcset", Level::Error)
///     .attribute("svg *", Level::Off);
/// assert!(!rules.is_empty());
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Rules {
    /// (syntax or rule, if one is named; kind; level).
    kinds: Vec<(Option<String>, String, Level)>,
    syntaxes: Vec<(String, Level)>,
    /// (element, if one is named; attribute; level).
    attributes: Vec<(Option<String>, String, Level)>,
}

impl Rules {
    /// No settings: every finding at its own severity.
    pub fn new() -> Self {
        Rules::default()
    }

    /// Sets the level of the findings of one kind (a code:
    /// [`Finding::kind`]): `"expected_port"` from any syntax or rule,
    /// `"valid_serialized_policy expected_port"` from one ([`Finding::syntax`] or
    /// [`Finding::rule`]; separated by whitespace).
    pub fn kind(mut self, selector: &str, level: Level) -> Self {
        let (scope, code) = two_words(selector);
        self.kinds
            .push((scope.map(str::to_string), code.to_string(), level));
        self
    }

    /// Sets the level of the findings of one syntax or rule
    /// ([`Finding::syntax`], [`Finding::rule`]).
    pub fn syntax(mut self, name: &str, level: Level) -> Self {
        self.syntaxes.push((name.to_string(), level));
        self
    }

    /// Sets the level of the findings in one attribute: `"srcset"` on any
    /// element, `"img srcset"` on one, `"svg *"` in any attribute of one
    /// element and on the element itself (names ASCII case-insensitive,
    /// separated by whitespace).
    pub fn attribute(mut self, selector: &str, level: Level) -> Self {
        let (element, attribute) = two_words(selector);
        self.attributes.push((
            element.map(str::to_ascii_lowercase),
            attribute.to_ascii_lowercase(),
            level,
        ));
        self
    }

    /// Whether nothing is set.
    pub fn is_empty(&self) -> bool {
        self.kinds.is_empty() && self.syntaxes.is_empty() && self.attributes.is_empty()
    }

    /// The level set for `finding`, the most specific setting winning.
    pub(super) fn level(&self, finding: &Finding) -> Option<Level> {
        let last = |found: Option<Level>, (matches, level): (bool, Level)| {
            if matches {
                Some(level)
            } else {
                found
            }
        };
        let of_element = self
            .attributes
            .iter()
            .map(|(e, a, l)| {
                let on = e.as_deref() == Some(finding.element.as_str());
                (on && *a == finding.attribute, *l)
            })
            .fold(None, last);
        let of_element_any = self
            .attributes
            .iter()
            .map(|(e, a, l)| {
                let on = e.as_deref() == Some(finding.element.as_str());
                (on && a == ANY_ATTRIBUTE, *l)
            })
            .fold(None, last);
        let of_attribute = self
            .attributes
            .iter()
            .map(|(e, a, l)| (e.is_none() && *a == finding.attribute, *l))
            .fold(None, last);
        let of_syntax = self
            .syntaxes
            .iter()
            .map(|(s, l)| (s == finding.syntax || s == finding.rule, *l))
            .fold(None, last);
        let of_kind_in = |scoped: bool| {
            self.kinds
                .iter()
                .map(|(s, k, l)| {
                    let within = match s {
                        Some(s) => scoped && (s == finding.syntax || s == finding.rule),
                        None => !scoped,
                    };
                    (within && k == finding.kind, *l)
                })
                .fold(None, last)
        };
        of_element
            .or(of_element_any)
            .or(of_attribute)
            .or(of_kind_in(true))
            .or(of_syntax)
            .or(of_kind_in(false))
    }
}

/// The attribute of a selector that stands for every attribute of an
/// element, and the element itself: `"svg *"`.
const ANY_ATTRIBUTE: &str = "*";

/// A selector's one or two words: (`Some(first)`, second), or (`None`,
/// the only one).
fn two_words(selector: &str) -> (Option<&str>, &str) {
    let mut words = selector.split_ascii_whitespace();
    match (words.next(), words.next()) {
        (Some(first), Some(second)) => (Some(first), second),
        (Some(only), None) => (None, only),
        _ => (None, ""),
    }
}

/// The inline configuration of one document: where rules are off.
#[derive(Debug, Default)]
pub(super) struct Suppressions {
    /// (where, kinds; `None` for every kind), in the order they open.
    ranges: Vec<(Range<usize>, Option<Vec<String>>)>,
    /// The open `disable` regions: (start, kinds).
    open: Vec<(usize, Option<Vec<String>>)>,
    /// Findings about the comments themselves.
    pub(super) findings: Vec<Finding>,
}

impl Suppressions {
    /// Reads the directive comments (each as the offset after its `-->`
    /// and its trimmed text) that came before a tag.
    pub(super) fn read(&mut self, text: &str, directives: &[(usize, String)]) {
        for (end, comment) in directives {
            let rest = comment.get(DIRECTIVE_PREFIX.len()..).unwrap_or_default();
            let (name, list) = rest
                .split_once(|c: char| c.is_ascii_whitespace())
                .unwrap_or((rest, ""));
            let kinds: Vec<String> = list
                .split(|c: char| c.is_ascii_whitespace() || c == ',')
                .filter(|k| !k.is_empty())
                .map(str::to_string)
                .collect();
            let kinds = (!kinds.is_empty()).then_some(kinds);
            match name {
                "disable-next-line" => self.ranges.push((next_line(text, *end), kinds)),
                "disable" => self.open.push((*end, kinds)),
                "enable" => self.close(*end, kinds.as_deref()),
                _ => self.findings.push(unknown_directive(text, *end, comment)),
            }
        }
    }

    /// Ends the open regions of `kinds` (all, for `None`) at `at`: each is
    /// off up to `at`, and from there only for the kinds it still holds.
    fn close(&mut self, at: usize, kinds: Option<&[String]>) {
        for (start, open) in core::mem::take(&mut self.open) {
            self.ranges.push((start..at, open.clone()));
            let Some(enabled) = kinds else {
                continue;
            };
            let still = match open {
                None => except(enabled),
                Some(list) => match list.split_first() {
                    // Every kind but some: but these too now.
                    Some((first, but)) if first == EXCEPT => {
                        let mut list = except(but);
                        list.extend(enabled.iter().cloned());
                        list
                    }
                    _ => list.into_iter().filter(|k| !enabled.contains(k)).collect(),
                },
            };
            if !still.is_empty() {
                self.open.push((at, Some(still)));
            }
        }
    }

    /// Whether `finding` is turned off, by a range or by a region still
    /// open (every directive before the finding has been read).
    pub(super) fn covers(&self, finding: &Finding) -> bool {
        let off = |kinds: &Option<Vec<String>>| match kinds {
            None => true,
            Some(kinds) => matches_list(kinds, finding.kind),
        };
        self.ranges
            .iter()
            .any(|(range, kinds)| range.contains(&finding.offset) && off(kinds))
            || self
                .open
                .iter()
                .any(|(start, kinds)| finding.offset >= *start && off(kinds))
    }

    /// Forgets the ranges that end at or before `offset`, where every
    /// finding still to come lies after (so that time stays linear).
    pub(super) fn forget_before(&mut self, offset: usize) {
        self.ranges.retain(|(range, _)| range.end > offset);
    }

    /// Whether nothing is turned off (yet).
    pub(super) fn is_empty(&self) -> bool {
        self.ranges.is_empty() && self.open.is_empty()
    }
}

/// The marker of a list that means "every kind but these".
const EXCEPT: &str = "!";

/// A kind list meaning every kind but `kinds`.
fn except(kinds: &[String]) -> Vec<String> {
    let mut list = Vec::with_capacity(kinds.len() + 1);
    list.push(EXCEPT.to_string());
    list.extend(kinds.iter().cloned());
    list
}

/// Whether `kind` is in `list` (or, for an [`except`] list, not in it).
fn matches_list(list: &[String], kind: &str) -> bool {
    match list.split_first() {
        Some((first, rest)) if first == EXCEPT => !rest.iter().any(|k| k == kind),
        _ => list.iter().any(|k| k == kind),
    }
}

/// The line after the one that holds offset `end`: from after its LF to
/// its own LF (or the end of the text).
fn next_line(text: &str, end: usize) -> Range<usize> {
    let rest = text.get(end..).unwrap_or_default();
    let Some(lf) = rest.find('\n') else {
        return text.len()..text.len();
    };
    let start = end + lf + 1;
    let after = text.get(start..).unwrap_or_default();
    let stop = after.find('\n').map_or(text.len(), |n| start + n);
    start..stop
}

/// A comment that looks like a directive but is none, as a warning at the
/// comment's text.
fn unknown_directive(text: &str, end: usize, comment: &str) -> Finding {
    // The comment's text ends before `-->` (and any whitespace): find it
    // backwards from the end.
    let before = text.get(..end).unwrap_or_default();
    let offset = before.rfind(comment).unwrap_or(end);
    Finding::new(
        offset..offset + comment.len(),
        "#comment",
        "",
        comment,
        Diagnosis::declared(
            "inline_configuration",
            InlineConfigurationProblem::UnknownInlineDirective,
            "https://docs.rs/html-microsyntax/latest/html_microsyntax/document/index.html#configuration",
        ),
    )
}

#[cfg(test)]
mod tests {
    use super::super::{check_str_with, Options, Severity};
    use super::*;

    fn kinds(html: &str, options: &Options) -> Vec<(usize, &'static str, Severity)> {
        check_str_with(html, options)
            .findings()
            .iter()
            .map(|f| (f.line, f.kind, f.severity))
            .collect()
    }

    const TWO: &str = "<td colspan=0><input type=date value=2023-02-30>";

    /// One `expected_port` from CSP (`<meta>`, rule `meta`) and one from a
    /// permissions policy; an unknown attribute on SVG's `rect`.
    const PORTS: &str = "<meta http-equiv=content-security-policy content=\"default-src a.b:x\">\n<iframe allow=\"camera a.example:x\"></iframe>\n<svg><rect foo=1></rect></svg>";

    #[test]
    fn a_kind_of_one_syntax_or_rule_and_every_finding_on_an_element() {
        let all = kinds(PORTS, &Options::new());
        assert_eq!(
            all,
            [
                (1, "expected_port", Severity::Error),
                (2, "expected_port", Severity::Error),
                (3, "unknown_foreign_attribute", Severity::Error),
            ]
        );
        // The kind within CSP's syntax, by its syntax's name or its rule's.
        for scope in ["valid_serialized_policy", "meta"] {
            let rules = Rules::new().kind(&format!("{scope} expected_port"), Level::Off);
            let found = kinds(PORTS, &Options::new().rules(rules));
            assert_eq!(found, all[1..], "{scope}");
        }
        // A syntax's kind is more specific than the syntax, less than an
        // attribute.
        let rules = Rules::new()
            .syntax("valid_permissions_policy", Level::Off)
            .kind("valid_permissions_policy expected_port", Level::Warning)
            .kind("expected_port", Level::Off);
        let found = kinds(PORTS, &Options::new().rules(rules.clone()));
        assert_eq!(
            found,
            [
                (2, "expected_port", Severity::Warning),
                (3, "unknown_foreign_attribute", Severity::Error),
            ]
        );
        let rules = rules.attribute("allow", Level::Error);
        let found = kinds(PORTS, &Options::new().rules(rules));
        assert_eq!(found[0], (2, "expected_port", Severity::Error));
        // Every finding on one element: more specific than an attribute
        // alone, less than the element's attribute.
        let rules = Rules::new()
            .attribute("foo", Level::Error)
            .attribute("RECT *", Level::Off);
        assert_eq!(kinds(PORTS, &Options::new().rules(rules.clone())), all[..2]);
        let rules = rules.attribute("rect foo", Level::Warning);
        let found = kinds(PORTS, &Options::new().rules(rules));
        assert_eq!(
            found[2],
            (3, "unknown_foreign_attribute", Severity::Warning)
        );
    }

    #[test]
    fn the_most_specific_setting_wins() {
        let rules = Rules::new()
            .kind("not_positive", Level::Off)
            .attribute("colspan", Level::Error)
            .attribute("TD   COLSPAN", Level::Warning);
        let found = kinds(TWO, &Options::new().rules(rules));
        assert_eq!(
            found,
            [
                (1, "not_positive", Severity::Warning),
                (1, "day_out_of_range", Severity::Error)
            ]
        );
        let rules = Rules::new()
            .syntax("valid_date", Level::Off)
            .kind("day_out_of_range", Level::Error);
        assert_eq!(kinds(TWO, &Options::new().rules(rules)).len(), 1);
        // The last of two equal settings.
        let rules = Rules::new()
            .kind("not_positive", Level::Off)
            .kind("not_positive", Level::Warning);
        assert_eq!(
            kinds("<td colspan=0>", &Options::new().rules(rules)),
            [(1, "not_positive", Severity::Warning)]
        );
    }

    #[test]
    fn warnings_off_drops_what_a_rule_made_a_warning() {
        let rules = Rules::new().kind("not_positive", Level::Warning);
        let options = Options::new().rules(rules).warnings(false);
        assert_eq!(
            kinds(TWO, &options),
            [(1, "day_out_of_range", Severity::Error)]
        );
    }

    #[test]
    fn disable_next_line_turns_off_one_line() {
        let html = "<td colspan=0> <!-- html-microsyntax-disable-next-line -->\n<td colspan=0><td colspan=0>\n<td colspan=0>";
        let found = kinds(html, &Options::new());
        assert_eq!(
            found,
            [
                (1, "not_positive", Severity::Error),
                (3, "not_positive", Severity::Error)
            ]
        );
        // With a list, only those kinds; commas or spaces.
        let html = "<!-- html-microsyntax-disable-next-line day_out_of_range,  other -->\n"
            .to_string()
            + TWO;
        assert_eq!(
            kinds(&html, &Options::new()),
            [(2, "not_positive", Severity::Error)]
        );
        // At the end of the text there is no next line.
        assert!(
            kinds(
                "<td colspan=0><!-- html-microsyntax-disable-next-line -->",
                &Options::new()
            )
            .len()
                == 1
        );
    }

    #[test]
    fn regions_open_and_close() {
        let html = "<td colspan=0>\n<!-- html-microsyntax-disable -->\n<td colspan=0>\n<!--html-microsyntax-enable-->\n<td colspan=0>";
        assert_eq!(
            kinds(html, &Options::new()),
            [
                (1, "not_positive", Severity::Error),
                (5, "not_positive", Severity::Error)
            ]
        );
        // Unclosed: to the end.
        let html =
            "<!-- html-microsyntax-disable not_positive -->\n".to_string() + TWO + "\n" + TWO;
        assert_eq!(
            kinds(&html, &Options::new()),
            [
                (2, "day_out_of_range", Severity::Error),
                (3, "day_out_of_range", Severity::Error)
            ]
        );
        // Enabling one kind inside a region of every kind.
        let html = "<!-- html-microsyntax-disable -->\n".to_string()
            + TWO
            + "\n<!-- html-microsyntax-enable day_out_of_range -->\n"
            + TWO;
        assert_eq!(
            kinds(&html, &Options::new()),
            [(4, "day_out_of_range", Severity::Error)]
        );
        // Enabling one of two listed kinds.
        let html = "<!-- html-microsyntax-disable not_positive day_out_of_range -->\n".to_string()
            + TWO
            + "\n<!-- html-microsyntax-enable not_positive -->\n"
            + TWO;
        assert_eq!(
            kinds(&html, &Options::new()),
            [(4, "not_positive", Severity::Error)]
        );
    }

    #[test]
    fn many_directives_each_turn_off_their_own_line() {
        let mut html = String::new();
        for i in 0..2000 {
            if i % 2 == 0 {
                html.push_str("<!-- html-microsyntax-disable-next-line -->\n");
            }
            html.push_str("<td colspan=0>\n");
        }
        let found = kinds(&html, &Options::new());
        assert_eq!(found.len(), 1000);
        // The kept ones are the odd rows: lines 3, 6, 9, …
        assert!(found.iter().enumerate().all(|(i, f)| f.0 == 3 * (i + 1)));
    }

    #[test]
    fn inline_configuration_can_be_ignored() {
        let html = "<!-- html-microsyntax-disable -->\n<td colspan=0>";
        let options = Options::new().inline_config(false);
        assert_eq!(
            kinds(html, &options),
            [(2, "not_positive", Severity::Error)]
        );
    }

    #[test]
    fn a_typo_in_a_directive_is_a_warning_at_the_comment() {
        let html = "<!-- html-microsyntax-disabel -->\n<td colspan=0>";
        let report = check_str_with(html, &Options::new());
        let f = &report.findings()[0];
        assert_eq!(
            (f.kind, f.severity, f.offset, f.line),
            ("unknown_inline_directive", Severity::Warning, 5, 1)
        );
        assert_eq!(f.value, "html-microsyntax-disabel");
        assert_eq!(report.findings()[1].kind, "not_positive");
    }

    #[test]
    fn comments_that_are_not_comments_configure_nothing() {
        // In script data and in attribute values, `<!--` is text.
        let html = "<script><!-- html-microsyntax-disable --></script>\n<td colspan=0><p title='<!-- html-microsyntax-disable -->'>\n<td colspan=0>";
        assert_eq!(kinds(html, &Options::new()).len(), 2);
    }

    #[test]
    fn levels_read_from_names() {
        assert_eq!(Level::from_name("off"), Some(Level::Off));
        assert_eq!(Level::from_name("error"), Some(Level::Error));
        assert_eq!(Level::from_name("warning"), Some(Level::Warning));
        assert_eq!(Level::from_name("Error"), None);
    }

    #[test]
    fn a_directive_after_the_last_start_tag_is_read() {
        // A typo after the last tag is reported as one before a tag is.
        let html = "<td colspan=0>\n<!-- html-microsyntax-disabel -->\n";
        assert_eq!(
            kinds(html, &Options::new()),
            [
                (1, "not_positive", Severity::Error),
                (2, "unknown_inline_directive", Severity::Warning)
            ]
        );
        let f = &check_str_with(html, &Options::new()).into_findings()[1];
        assert_eq!((f.offset, f.end_offset), (20, 44));
        assert_eq!(&html[f.offset..f.end_offset], "html-microsyntax-disabel");
    }
}
