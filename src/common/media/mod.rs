//! [2.3.10 Media queries](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#mq):
//! valid media query lists, and whether a list matches the environment.
//!
//! | input | [`is_valid_media_query_list`] | matches a 1024×768 screen |
//! |---|---|---|
//! | `""`, `"  "` | true (no queries) | true |
//! | `"screen and (min-width: 600px)"` | true | true |
//! | `"print, (400px <= width <= 700px)"` | true | false |
//! | `"screen and"` | false | false |
//! | `"print, screen and"` | false | false (the second query is "not all") |
//!
//! The `<media-query-list>` production of
//! [Media Queries Level 4](https://drafts.csswg.org/mediaqueries-4/#mq-syntax)
//! is matched over the component values of
//! [CSS Syntax](https://drafts.csswg.org/css-syntax/), as tokenized by the
//! [`cssparser`] crate; the grammar on top of it is this module:
//!
//! ```text
//! <media-query-list>  = <media-query>#              (here: zero or more)
//! <media-query>       = <media-condition>
//!                     | [ not | only ]? <media-type> [ and <media-condition-without-or> ]?
//! <media-type>        = <ident>, except only, not, and, or, layer
//! <media-condition>   = <media-not> | <media-in-parens> [ <media-and>* | <media-or>* ]
//! <media-condition-without-or> = <media-not> | <media-in-parens> <media-and>*
//! <media-not>         = not <media-in-parens>
//! <media-and>         = and <media-in-parens>
//! <media-or>          = or <media-in-parens>
//! <media-in-parens>   = ( <media-condition> ) | <media-feature> | <general-enclosed>
//! <media-feature>     = ( [ <mf-plain> | <mf-boolean> | <mf-range> ] )
//! <mf-plain>          = <mf-name> : <mf-value>
//! <mf-boolean>        = <mf-name>
//! <mf-range>          = <mf-name> <mf-comparison> <mf-value>
//!                     | <mf-value> <mf-comparison> <mf-name>
//!                     | <mf-value> <mf-lt> <mf-name> <mf-lt> <mf-value>
//!                     | <mf-value> <mf-gt> <mf-name> <mf-gt> <mf-value>
//! <mf-value>          = <number> | <dimension> | <ident> | <ratio>
//! <ratio>             = <number [0,∞]> [ / <number [0,∞]> ]?
//! <mf-lt> = '<' '='?    <mf-gt> = '>' '='?    <mf-eq> = '='   (no space inside "<=", ">=")
//! <general-enclosed>  = [ <function-token> <any-value>? ) ] | [ ( <any-value>? ) ]
//! ```
//!
//! Keywords (`not`, `only`, `and`, `or`) and media types match ASCII
//! case-insensitively; `min-`/`max-` prefixed names are not allowed in a
//! boolean or range context (MQ4 §2.4.3: a syntax error).

mod author;
mod condition;
mod environment;
mod feature;
mod feature_table;
mod furthest;
mod list;
mod query;
mod value;

pub use author::{check_author_requirements, AuthorProblem};
pub(crate) use condition::media_condition;
pub use condition::{MediaCondition, MediaInParens};
pub use environment::{MediaEnvironment, Viewport};
pub use feature::{Comparison, MediaFeature};
pub(crate) use furthest::{next_at, Fail, Furthest};
pub(crate) use list::{check_media_query_list, report_media_query_list};
pub use list::{
    is_valid_media_query_list, matches_environment, parse_media_query_list,
    validate_media_query_list, MediaQueryList, MAX_NESTING,
};
pub use query::{MediaQuery, Qualifier};
pub(crate) use value::number_source;
pub use value::MediaFeatureValue;
