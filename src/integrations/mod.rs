//! Optional integrations with other crates, each behind its own feature.
//!
//! | feature | module | what it gives |
//! |---|---|---|
//! | `serde` | `serde` | `Serialize` as the valid string, `Deserialize` with the parse rules |
//! | `chrono` | `chrono` | `From` / `TryFrom` with chrono's dates, times, offsets, weeks and durations |
//! | `time` | `time` | `From` / `TryFrom` with time's dates, times, offsets and durations |
//! | `jiff` | `jiff` | `From` / `TryFrom` with jiff's dates, times, timestamps, offsets, weeks and durations |
//! | `miette` | `miette` | [`Error`](crate::Error) as a `miette::Diagnostic` with the source span |

#[cfg(feature = "chrono")]
pub mod chrono;
#[cfg(feature = "jiff")]
pub mod jiff;
#[cfg(feature = "miette")]
pub mod miette;
#[cfg(feature = "serde")]
pub mod serde;
#[cfg(feature = "time")]
pub mod time;

#[cfg(any(feature = "chrono", feature = "time", feature = "jiff"))]
use conversion::offset_from_seconds;
#[cfg(any(feature = "chrono", feature = "time", feature = "jiff"))]
pub use conversion::{ConversionError, ConversionErrorKind};

#[cfg(any(feature = "chrono", feature = "time", feature = "jiff"))]
mod conversion {
    use core::fmt;

    use crate::common::datetime::TimeZoneOffset;

    /// A value that the other type cannot hold: the error of every
    /// `TryFrom` conversion in [`integrations`](super).
    ///
    /// # Examples
    ///
    /// ```
    /// # #[cfg(feature = "chrono")] {
    /// use html_microsyntax::datetime::Date;
    /// use html_microsyntax::integrations::ConversionErrorKind;
    ///
    /// let far: Date = "300000-01-01".parse().unwrap();
    /// let err = chrono::NaiveDate::try_from(far).unwrap_err();
    /// assert_eq!(err.kind(), ConversionErrorKind::Year { year: 300000 });
    /// assert_eq!(err.to_string(), "year 300000 does not fit chrono::NaiveDate");
    /// # }
    /// ```
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    pub struct ConversionError {
        kind: ConversionErrorKind,
        target: &'static str,
    }

    /// What did not fit in a [`ConversionError`].
    ///
    /// # Examples
    ///
    /// ```
    /// # #[cfg(feature = "jiff")] {
    /// use html_microsyntax::datetime::Duration;
    /// use html_microsyntax::integrations::ConversionErrorKind;
    ///
    /// let err = Duration::try_from(jiff::SignedDuration::from_secs(-1)).unwrap_err();
    /// assert_eq!(err.kind(), ConversionErrorKind::NegativeDuration);
    /// assert_eq!(err.target(), "html_microsyntax::datetime::Duration");
    /// # }
    /// ```
    #[non_exhaustive]
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    pub enum ConversionErrorKind {
        /// The year is outside the target's range: the other crate's range,
        /// or this crate's `1..=MAX_YEAR` (a UTC moment may fall in year 0,
        /// which no valid string has).
        Year {
            /// The year that did not fit.
            year: i64,
        },
        /// A leap second (chrono's second 60), which HTML times cannot hold.
        LeapSecond,
        /// An offset that is not a whole number of minutes, or is beyond
        /// ±23:59.
        Offset {
            /// The offset, in seconds east of UTC.
            seconds: i32,
        },
        /// A negative duration (HTML durations are not negative).
        NegativeDuration,
        /// A duration beyond the target's range.
        DurationRange,
    }

    impl ConversionError {
        pub(crate) fn new(kind: ConversionErrorKind, target: &'static str) -> ConversionError {
            ConversionError { kind, target }
        }

        /// What did not fit.
        pub fn kind(&self) -> ConversionErrorKind {
            self.kind
        }

        /// The type that could not hold it (`"chrono::NaiveDate"`).
        pub fn target(&self) -> &'static str {
            self.target
        }
    }

    impl fmt::Display for ConversionError {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            let target = self.target;
            match self.kind {
                ConversionErrorKind::Year { year } => {
                    write!(f, "year {year} does not fit {target}")
                }
                ConversionErrorKind::LeapSecond => {
                    write!(f, "a leap second does not fit {target}")
                }
                ConversionErrorKind::Offset { seconds } => write!(
                    f,
                    "an offset of {seconds} seconds does not fit {target} (whole minutes up to ±23:59)"
                ),
                ConversionErrorKind::NegativeDuration => {
                    write!(f, "a negative duration does not fit {target}")
                }
                ConversionErrorKind::DurationRange => {
                    write!(f, "the duration is beyond the range of {target}")
                }
            }
        }
    }

    impl core::error::Error for ConversionError {}

    /// An offset in seconds as ours: whole minutes within ±23:59.
    pub(super) fn offset_from_seconds(
        seconds: i32,
        target: &'static str,
    ) -> Result<TimeZoneOffset, ConversionError> {
        let error = ConversionError::new(ConversionErrorKind::Offset { seconds }, target);
        if seconds % 60 != 0 {
            return Err(error);
        }
        i16::try_from(seconds / 60)
            .ok()
            .and_then(TimeZoneOffset::from_minutes)
            .ok_or(error)
    }
}
