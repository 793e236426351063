//! Serialize → parse: values built from raw bytes, written by `Display` (or
//! the serializer functions), read back by the rules and the conformance
//! checks to the same value.
#![no_main]

use html_microsyntax::color::*;
use html_microsyntax::datetime::*;
use html_microsyntax::numbers::*;
use libfuzzer_sys::fuzz_target;

struct Bytes<'a>(&'a [u8]);
impl Bytes<'_> {
    fn take<const N: usize>(&mut self) -> [u8; N] {
        let mut out = [0; N];
        for (o, b) in out.iter_mut().zip(self.0.iter()) {
            *o = *b;
        }
        self.0 = self.0.get(N..).unwrap_or(&[]);
        out
    }
    fn u8(&mut self) -> u8 {
        self.take::<1>()[0]
    }
    fn u32(&mut self) -> u32 {
        u32::from_le_bytes(self.take())
    }
    fn u64(&mut self) -> u64 {
        u64::from_le_bytes(self.take())
    }
    fn f64(&mut self) -> f64 {
        f64::from_bits(self.u64())
    }
}

fn date(b: &mut Bytes) -> Option<Date> {
    let year = b.u32() % (MAX_YEAR + 1);
    Date::new(year, b.u8() % 13, b.u8() % 32)
}

fn time(b: &mut Bytes) -> Option<Time> {
    Time::new(
        b.u8() % 24,
        b.u8() % 60,
        b.u8() % 60,
        b.u32() % 1_000_000_000 * (b.u8() as u32 % 2),
    )
}

macro_rules! back {
    ($v:expr, $parse:path, $validate:path) => {{
        let v = $v;
        let shown = v.to_string();
        assert_eq!($parse(&shown), Ok(v), "{v:?} -> {shown:?}");
        match $validate(&shown) {
            Ok(w) => assert_eq!(w, v, "{shown:?}"),
            // Sub-millisecond fractions have no valid string.
            Err(e) => assert_eq!(
                e.kind().code(),
                "too_many_fraction_digits",
                "{v:?} -> {shown:?}"
            ),
        }
    }};
}

fuzz_target!(|data: &[u8]| {
    let mut b = Bytes(data);
    match b.u8() % 12 {
        0 => {
            let v = b.f64();
            if v.is_finite() {
                let shown = best_representation(v).to_string();
                let want = if v == 0.0 { 0.0 } else { v };
                assert_eq!(parse_float(&shown), Ok(want), "{v:?} -> {shown:?}");
                assert_eq!(validate_float(&shown), Ok(want), "{v:?} -> {shown:?}");
            }
        }
        1 => {
            let n = (b.u8() % 8) as usize;
            let v: Vec<f64> = (0..n).map(|_| b.f64()).filter(|v| v.is_finite()).collect();
            let shown = write_list_of_floats(&v);
            let want: Vec<f64> = v.iter().map(|&x| if x == 0.0 { 0.0 } else { x }).collect();
            assert_eq!(parse_list_of_floats(&shown), want, "{shown:?}");
            assert_eq!(validate_list_of_floats(&shown), Ok(want), "{shown:?}");
        }
        2 => {
            let value = b.f64().abs();
            let kind = if b.u8() % 2 == 0 {
                DimensionKind::Length
            } else {
                DimensionKind::Percentage
            };
            if value.is_finite() {
                let d = Dimension { value, kind };
                let shown = d.to_string();
                assert_eq!(parse_dimension(&shown), Ok(d), "{d:?} -> {shown:?}");
            }
        }
        3 => {
            let value = b.f64().abs();
            let unit = match b.u8() % 3 {
                0 => ListUnit::Absolute,
                1 => ListUnit::Relative,
                _ => ListUnit::Percentage,
            };
            if value.is_finite() {
                let d = ListDimension { value, unit };
                let shown = d.to_string();
                assert_eq!(
                    parse_list_of_dimensions(&shown),
                    Ok(vec![d]),
                    "{d:?} -> {shown:?}"
                );
            }
        }
        4 => {
            let c = SimpleColor {
                r: b.u8(),
                g: b.u8(),
                b: b.u8(),
            };
            back!(c, parse_simple_color, validate_lowercase_simple_color);
            assert_eq!(parse_legacy_color(&c.to_string()), Ok(c));
        }
        5 => {
            if let Some(m) = Month::new(b.u32() % (MAX_YEAR + 1), b.u8() % 13) {
                back!(m, parse_month, validate_month);
            }
        }
        6 => {
            if let Some(d) = date(&mut b) {
                back!(d, parse_date, validate_date);
                back!(
                    DateOrTime::Date(d),
                    parse_date_or_time,
                    validate_date_with_optional_time
                );
            }
        }
        7 => {
            if let Some(y) = YearlessDate::new(b.u8() % 13, b.u8() % 32) {
                back!(y, parse_yearless_date, validate_yearless_date);
            }
        }
        8 => {
            if let Some(t) = time(&mut b) {
                back!(t, parse_time, validate_time);
                // A time alone is no valid date with optional time.
                let shown = DateOrTime::Time(t).to_string();
                assert_eq!(parse_date_or_time(&shown), Ok(DateOrTime::Time(t)));
            }
        }
        9 => {
            if let (Some(d), Some(t)) = (date(&mut b), time(&mut b)) {
                let l = LocalDateTime::new(d, t);
                back!(
                    l,
                    parse_local_date_time,
                    validate_normalized_local_date_time
                );
                let minutes = i16::from_le_bytes(b.take()) % (24 * 60);
                if let Some(z) = TimeZoneOffset::from_minutes(minutes) {
                    back!(z, parse_time_zone_offset, validate_time_zone_offset);
                    if let Some(g) = GlobalDateTime::new(l, z) {
                        back!(g, parse_global_date_time, validate_global_date_time);
                        back!(
                            DateOrTime::Global(g),
                            parse_date_or_time,
                            validate_date_with_optional_time
                        );
                    }
                }
            }
        }
        10 => {
            if let Some(w) = Week::new(b.u32() % (MAX_YEAR + 1), b.u8() % 54) {
                back!(w, parse_week, validate_week);
            }
        }
        _ => {
            if let Some(d) = Duration::new(b.u64(), b.u32() % 1_000_000_000 * (b.u8() as u32 % 2)) {
                back!(d, parse_duration, validate_duration);
            }
        }
    }
});
