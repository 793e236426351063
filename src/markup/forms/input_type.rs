//! What each state of the `input` element's `type` attribute defines (the
//! states themselves are an enumerated attribute's: [`InputType`]).

use crate::common::keywords::enumerated::InputType;

/// The mode of the `value` IDL attribute
/// ([value mode](https://html.spec.whatwg.org/multipage/input.html#dom-input-value)).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ValueMode {
    /// "value": the element's value, sanitized.
    Value,
    /// "default": the `value` content attribute, or the empty string.
    Default,
    /// "default/on": the `value` content attribute, or `"on"`.
    DefaultOn,
    /// "filename": `C:\fakepath\` and the first file's name, or the empty
    /// string.
    Filename,
}

impl InputType {
    /// The mode of the `value` IDL attribute in this state
    /// ([value mode](https://html.spec.whatwg.org/multipage/input.html#dom-input-value)).
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::forms::{InputType, ValueMode};
    /// assert_eq!(InputType::Hidden.value_mode(), ValueMode::Default);
    /// assert_eq!(InputType::File.value_mode(), ValueMode::Filename);
    /// ```
    pub fn value_mode(self) -> ValueMode {
        match self {
            InputType::Hidden
            | InputType::Submit
            | InputType::Image
            | InputType::Reset
            | InputType::Button => ValueMode::Default,
            InputType::Checkbox | InputType::Radio => ValueMode::DefaultOn,
            InputType::File => ValueMode::Filename,
            _ => ValueMode::Value,
        }
    }

    /// Whether `valueAsNumber`, `stepUp()`/`stepDown()`, `min`, `max` and
    /// `step` apply: date, month, week, time, datetime-local, number, range
    /// ([common input element attributes](https://html.spec.whatwg.org/multipage/input.html#common-input-element-attributes)).
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::forms::InputType;
    /// assert!(InputType::Week.is_numeric());
    /// assert!(!InputType::Color.is_numeric());
    /// ```
    pub fn is_numeric(self) -> bool {
        matches!(
            self,
            InputType::Date
                | InputType::Month
                | InputType::Week
                | InputType::Time
                | InputType::DateTimeLocal
                | InputType::Number
                | InputType::Range
        )
    }

    /// Whether `valueAsDate` applies: date, month, week, time
    /// ([`valueAsDate`](https://html.spec.whatwg.org/multipage/input.html#dom-input-valueasdate)).
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::forms::InputType;
    /// assert!(InputType::Time.value_as_date_applies());
    /// assert!(!InputType::DateTimeLocal.value_as_date_applies());
    /// ```
    pub fn value_as_date_applies(self) -> bool {
        matches!(
            self,
            InputType::Date | InputType::Month | InputType::Week | InputType::Time
        )
    }

    /// The state's default step, in the `step` attribute's units
    /// ([default step](https://html.spec.whatwg.org/multipage/input.html#concept-input-step-default)):
    /// 1 day, 1 month, 1 week, 60 seconds, 60 seconds, 1, 1; `None` where
    /// `step` does not apply.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::forms::InputType;
    /// assert_eq!(InputType::Time.default_step(), Some(60));
    /// ```
    pub fn default_step(self) -> Option<i64> {
        match self {
            InputType::Time | InputType::DateTimeLocal => Some(60),
            t if t.is_numeric() => Some(1),
            _ => None,
        }
    }

    /// The state's step scale factor, from `step` units to `valueAsNumber`
    /// units ([step scale factor](https://html.spec.whatwg.org/multipage/input.html#concept-input-step-scale)):
    /// 86,400,000 (date), 1 (month), 604,800,000 (week), 1,000 (time,
    /// datetime-local), 1 (number, range).
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::forms::InputType;
    /// assert_eq!(InputType::Week.step_scale_factor(), Some(604_800_000));
    /// ```
    pub fn step_scale_factor(self) -> Option<i64> {
        match self {
            InputType::Date => Some(86_400_000),
            InputType::Week => Some(604_800_000),
            InputType::Time | InputType::DateTimeLocal => Some(1_000),
            InputType::Month | InputType::Number | InputType::Range => Some(1),
            _ => None,
        }
    }

    /// The state's default step base: −259,200,000 for week (the start of
    /// week 1970-W01), none elsewhere
    /// ([default step base](https://html.spec.whatwg.org/multipage/input.html#concept-input-step-default-base)).
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::forms::InputType;
    /// assert_eq!(InputType::Week.default_step_base(), Some(-259_200_000));
    /// assert_eq!(InputType::Date.default_step_base(), None);
    /// ```
    pub fn default_step_base(self) -> Option<i64> {
        match self {
            InputType::Week => Some(-259_200_000),
            _ => None,
        }
    }

    /// The state's default minimum and maximum: 0 and 100 for range
    /// ([range state](https://html.spec.whatwg.org/multipage/input.html#range-state-(type=range))).
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::forms::InputType;
    /// assert_eq!(InputType::Range.default_range(), Some((0, 100)));
    /// ```
    pub fn default_range(self) -> Option<(i64, i64)> {
        match self {
            InputType::Range => Some((0, 100)),
            _ => None,
        }
    }

    /// Whether the state has a periodic domain, so `min > max` is a
    /// reversed range rather than an empty one: time
    /// ([have a reversed range](https://html.spec.whatwg.org/multipage/input.html#have-a-reversed-range)).
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::forms::InputType;
    /// assert!(InputType::Time.has_periodic_domain());
    /// ```
    pub fn has_periodic_domain(self) -> bool {
        self == InputType::Time
    }
}
