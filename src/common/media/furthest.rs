//! How the grammar fails: [`Furthest`] records the furthest rejected token,
//! the bracket nesting and the earliest departure from a valid query; the
//! token helpers every production reads with.

use core::cell::Cell;

use cssparser::{ParseError, Parser, Token};

use super::{AuthorProblem, MAX_NESTING};
// Named in the doc links only.
#[cfg(doc)]
use super::check_author_requirements;
use crate::base::error::ErrorKind;
use crate::base::step::Earliest;

/// The grammar's failure: where it happened is kept in [`Furthest`].
pub(crate) type Fail = ParseError<()>;

/// Whether the block whose source is `source` (from its opening token to
/// where its reading stopped) ends with its closing token, as CSS Syntax
/// tokenizes it: a `)` inside a string, a URL, a comment or an escape
/// (`("x)`, `(url(a)`, `(a /* ) */`, `(a \)`) closes nothing.
fn is_closed(source: &str) -> bool {
    let mut p = Parser::new(source);
    let opened = matches!(
        p.next_including_whitespace_and_comments(),
        Ok(Token::Function(_)
            | Token::ParenthesisBlock
            | Token::SquareBracketBlock
            | Token::CurlyBracketBlock)
    );
    if !opened {
        return false;
    }
    // The contents stop before the closing token, which the block then
    // consumes; at the end of the input there is none to consume.
    let contents_end = p.parse_nested_block(|p| {
        while p.next_including_whitespace_and_comments().is_ok() {}
        Ok::<_, Fail>(p.position())
    });
    contents_end.is_ok_and(|end| p.position() > end)
}

/// The furthest byte offset at which the grammar rejected a token, and the
/// bracket nesting of the query being read.
pub(crate) struct Furthest {
    pub(super) at: Cell<usize>,
    /// Blocks open around the current token.
    pub(super) depth: Cell<usize>,
    /// Set when a block opened past [`MAX_NESTING`]: the query has failed,
    /// and no alternative is tried any more (each would read the block
    /// again), so the parser only moves forward to the query's end.
    pub(super) too_deep: Cell<bool>,
    /// The earliest departure from a valid query in what the grammar
    /// accepted: an unknown media feature, a value the feature does not
    /// take, a block the end of the input closes. Alternatives the parser
    /// abandons take theirs back.
    pub(super) violation: Cell<Option<(usize, ErrorKind)>>,
    /// How far the last `<media-feature>` attempt read as a feature: the
    /// name-first forms, and the value-first forms when the first token is
    /// no identifier (an identifier first is a name, as in `(min-width)`).
    pub(super) feature_reached: Cell<usize>,
    /// The earliest broken author requirement in what the grammar accepted
    /// ([`check_author_requirements`]), kept apart from the grammar's
    /// departures so that one reading answers both; abandoned alternatives
    /// take theirs back too.
    pub(super) author_violation: Cell<Option<(usize, ErrorKind)>>,
    /// Whether the author requirements beyond the grammar are recorded as
    /// departures too.
    authoring: bool,
}

/// The departures recorded so far (the grammar's and the author
/// requirements'), to be taken back when an alternative is abandoned.
#[derive(Clone, Copy)]
pub(super) struct Recorded {
    violation: Option<(usize, ErrorKind)>,
    author_violation: Option<(usize, ErrorKind)>,
}

impl Furthest {
    pub(crate) fn new() -> Furthest {
        Furthest {
            at: Cell::new(0),
            depth: Cell::new(0),
            too_deep: Cell::new(false),
            violation: Cell::new(None),
            feature_reached: Cell::new(0),
            author_violation: Cell::new(None),
            authoring: false,
        }
    }

    /// A recorder that also records what authors must not use.
    pub(crate) fn for_authoring() -> Furthest {
        Furthest {
            authoring: true,
            ..Furthest::new()
        }
    }

    /// Records an author requirement broken at `at`: apart, and as a
    /// departure too when asked to.
    pub(super) fn author(&self, at: usize, problem: AuthorProblem) {
        let mut earliest = Earliest(self.author_violation.get());
        earliest.keep(at, problem.into());
        self.author_violation.set(earliest.0);
        if self.authoring {
            self.violate(at, problem.into());
        }
    }

    /// The departures recorded so far.
    pub(super) fn recorded(&self) -> Recorded {
        Recorded {
            violation: self.violation.get(),
            author_violation: self.author_violation.get(),
        }
    }

    /// Takes back what was recorded since `recorded`.
    pub(super) fn restore(&self, recorded: Recorded) {
        self.violation.set(recorded.violation);
        self.author_violation.set(recorded.author_violation);
    }

    /// The earliest broken author requirement recorded (see the field).
    pub(crate) fn author_violation(&self) -> Option<(usize, ErrorKind)> {
        self.author_violation.get()
    }

    /// The earliest departure recorded (see the field).
    pub(crate) fn violation(&self) -> Option<(usize, ErrorKind)> {
        self.violation.get()
    }

    /// Records a departure at `at`, keeping the earliest.
    pub(super) fn violate(&self, at: usize, kind: ErrorKind) {
        let mut earliest = Earliest(self.violation.get());
        earliest.keep(at, kind);
        self.violation.set(earliest.0);
    }

    /// Records an unclosed block: the block opened at `at` (whose source,
    /// up to where the parser is now, started at `start`) did not end with
    /// its `close` token.
    pub(super) fn check_closed(
        &self,
        p: &Parser<'_>,
        start: cssparser::SourcePosition,
        at: usize,
        close: char,
    ) {
        if !is_closed(p.slice_from(start)) {
            self.violate(at, ErrorKind::Unclosed { close });
        }
    }

    /// The furthest offset at which the grammar rejected a token.
    pub(crate) fn at(&self) -> usize {
        self.at.get()
    }

    /// Records a rejection at `at` and returns the failure (for callers
    /// outside this module).
    pub(crate) fn fail_at(&self, at: usize) -> Fail {
        self.fail(at)
    }

    /// Records a rejection at `at` and returns the failure.
    pub(super) fn fail(&self, at: usize) -> Fail {
        self.at.set(self.at.get().max(at));
        ParseError::custom(())
    }

    /// Fails when the query has failed for good (too deep): no other
    /// alternative is tried.
    pub(super) fn give_up(&self) -> Result<(), Fail> {
        if self.too_deep.get() {
            Err(ParseError::custom(()))
        } else {
            Ok(())
        }
    }

    /// Runs `inside` one block deeper (the block's opener is at `at`), or
    /// fails for good past [`MAX_NESTING`].
    pub(super) fn nested<T>(
        &self,
        at: usize,
        inside: impl FnOnce() -> Result<T, Fail>,
    ) -> Result<T, Fail> {
        self.give_up()?;
        let depth = self.depth.get();
        if depth >= MAX_NESTING {
            self.too_deep.set(true);
            return Err(self.fail(at));
        }
        self.depth.set(depth + 1);
        let result = inside();
        self.depth.set(depth);
        result
    }
}

/// The byte offset of the next token (after whitespace and comments).
pub(crate) fn next_at(p: &mut Parser<'_>) -> usize {
    p.skip_whitespace();
    p.position().byte_index()
}

/// An identifier that is an ASCII case-insensitive match for `keyword`.
pub(super) fn keyword<'i>(
    p: &mut Parser<'i>,
    furthest: &Furthest,
    keyword: &str,
) -> Result<(), Fail> {
    let at = next_at(p);
    match p.next() {
        Ok(Token::Ident(s)) if s.eq_ignore_ascii_case(keyword) => Ok(()),
        _ => Err(furthest.fail(at)),
    }
}
