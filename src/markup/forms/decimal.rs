//! Exact decimal arithmetic for the step algorithms.
//!
//! The spec's step rules ("`value` subtracted from the step base is an
//! integral multiple of the allowed value step") are statements about exact
//! numbers; on binary doubles `0.3 - 0.2` is not a multiple of `0.1`. Every
//! number the rules see is a double the float rules (or a date conversion)
//! produced, so this module reads each double as the decimal it prints as:
//! its shortest round-trip digits (ECMAScript `Number::toString`, at most 17
//! significant digits), `significand × 10^exponent` with an `i128`
//! significand. On those decimals:
//!
//! * [`is_integral_multiple`] is exact for every finite input: it never
//!   aligns huge exponents, it reduces modulo the step's significand with
//!   modular powers of ten instead;
//! * [`Decimal::cmp_exact`] is exact for every finite input;
//! * the grid roundings ([`floor_to_grid`], [`ceil_to_grid`]) and the sums
//!   are exact while the aligned significands fit in an `i128` (38 digits,
//!   e.g. `1e-300` and `1e-290` together, or `1e20` with `0.1`); beyond that
//!   the result cannot be a double exactly anyway, and they fall back to
//!   double arithmetic.

use crate::common::datetime::floor;
use crate::common::numbers::decimal_to_f64;
use core::cmp::Ordering;

/// A finite decimal `significand × 10^exponent`, normalized: the
/// significand has no trailing zero digit, and zero is `0 × 10^0`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Decimal {
    significand: i128,
    exponent: i32,
}

/// `10^k` for `0 <= k <= 38`, the powers an `i128` holds.
fn pow10(k: u32) -> Option<i128> {
    10i128.checked_pow(k)
}

/// `10^k mod m` by repeated squaring (`m < 10^18`, so products fit).
fn pow10_mod(mut k: u64, m: u128) -> u128 {
    let mut result = 1 % m;
    let mut base = 10 % m;
    while k > 0 {
        if k & 1 == 1 {
            result = result * base % m;
        }
        base = base * base % m;
        k >>= 1;
    }
    result
}

impl Decimal {
    pub(crate) const ZERO: Decimal = Decimal {
        significand: 0,
        exponent: 0,
    };

    /// `significand × 10^exponent`, normalized.
    pub(crate) fn new(mut significand: i128, mut exponent: i32) -> Decimal {
        if significand == 0 {
            return Decimal::ZERO;
        }
        while significand % 10 == 0 {
            significand /= 10;
            exponent = exponent.saturating_add(1);
        }
        Decimal {
            significand,
            exponent,
        }
    }

    /// An integer.
    pub(crate) fn from_int(n: i128) -> Decimal {
        Decimal::new(n, 0)
    }

    /// The decimal a finite double prints as (its shortest round-trip
    /// digits); `None` for NaN and the infinities.
    pub(crate) fn from_f64(x: f64) -> Option<Decimal> {
        if !x.is_finite() {
            return None;
        }
        let mut buffer = ryu_js::Buffer::new();
        Decimal::from_shortest(buffer.format_finite(x))
    }

    /// Reads ECMAScript's `Number::toString` output: `-`? digits with an
    /// optional `.` and an optional `e±digits`.
    fn from_shortest(text: &str) -> Option<Decimal> {
        let mut significand: i128 = 0;
        let mut exponent: i32 = 0;
        let mut negative = false;
        let mut after_point = false;
        let mut bytes = text.bytes().peekable();
        if bytes.peek() == Some(&b'-') {
            negative = true;
            bytes.next();
        }
        while let Some(&b) = bytes.peek() {
            match b {
                b'0'..=b'9' => {
                    significand = significand
                        .checked_mul(10)?
                        .checked_add(i128::from(b - b'0'))?;
                    if after_point {
                        exponent -= 1;
                    }
                }
                b'.' => after_point = true,
                _ => break,
            }
            bytes.next();
        }
        if matches!(bytes.peek(), Some(b'e' | b'E')) {
            bytes.next();
            let mut sign = 1;
            match bytes.peek() {
                Some(b'-') => {
                    sign = -1;
                    bytes.next();
                }
                Some(b'+') => {
                    bytes.next();
                }
                _ => {}
            }
            let mut e: i32 = 0;
            for b in bytes {
                if !b.is_ascii_digit() {
                    return None;
                }
                e = e.checked_mul(10)?.checked_add(i32::from(b - b'0'))?;
            }
            exponent = exponent.checked_add(sign * e)?;
        }
        if negative {
            significand = -significand;
        }
        Some(Decimal::new(significand, exponent))
    }

    /// The nearest double (one correctly rounded conversion).
    pub(crate) fn to_f64(self) -> f64 {
        let magnitude = decimal_to_f64(self.significand.unsigned_abs(), i64::from(self.exponent));
        if self.significand < 0 {
            -magnitude
        } else {
            magnitude
        }
    }

    /// `true` for zero.
    pub(crate) fn is_zero(self) -> bool {
        self.significand == 0
    }

    /// The number of decimal digits of the significand (1 for zero).
    fn digits(self) -> i32 {
        let mut n = self.significand.unsigned_abs();
        let mut count = 1;
        while n >= 10 {
            n /= 10;
            count += 1;
        }
        count
    }

    /// Exact comparison.
    pub(crate) fn cmp_exact(self, other: Decimal) -> Ordering {
        let sign = |d: Decimal| d.significand.signum();
        match sign(self).cmp(&sign(other)) {
            Ordering::Equal => {}
            unequal => return unequal,
        }
        if self.significand == 0 {
            return Ordering::Equal;
        }
        // Same sign, both nonzero: compare magnitudes by their leading
        // digit's place first, then digit by digit (aligned).
        let magnitude = {
            let place = |d: Decimal| i64::from(d.digits()) + i64::from(d.exponent);
            match place(self).cmp(&place(other)) {
                Ordering::Equal => match align(self, other) {
                    Some((a, b, _)) => a.unsigned_abs().cmp(&b.unsigned_abs()),
                    // Equal places and at most 38 digits each: alignment
                    // shifts by under 38 places; this cannot fail for the
                    // at most 17-digit doubles, but stay total.
                    None => self
                        .to_f64()
                        .abs()
                        .partial_cmp(&other.to_f64().abs())
                        .unwrap_or(Ordering::Equal),
                },
                unequal => unequal,
            }
        };
        if self.significand < 0 {
            magnitude.reverse()
        } else {
            magnitude
        }
    }

    /// `self + other`, exactly when the aligned significands fit.
    pub(crate) fn checked_add(self, other: Decimal) -> Option<Decimal> {
        let (a, b, e) = align(self, other)?;
        Some(Decimal::new(a.checked_add(b)?, e))
    }

    /// `self - other`, exactly when the aligned significands fit.
    pub(crate) fn checked_sub(self, other: Decimal) -> Option<Decimal> {
        let (a, b, e) = align(self, other)?;
        Some(Decimal::new(a.checked_sub(b)?, e))
    }

    /// `self × n`, exactly when it fits.
    pub(crate) fn checked_mul_int(self, n: i128) -> Option<Decimal> {
        Some(Decimal::new(
            self.significand.checked_mul(n)?,
            self.exponent,
        ))
    }

    /// `self × other`, exactly when it fits.
    pub(crate) fn checked_mul(self, other: Decimal) -> Option<Decimal> {
        Some(Decimal::new(
            self.significand.checked_mul(other.significand)?,
            self.exponent.checked_add(other.exponent)?,
        ))
    }
}

/// The two significands at their common (smaller) exponent, when they fit.
fn align(a: Decimal, b: Decimal) -> Option<(i128, i128, i32)> {
    // Zero takes the other's exponent.
    let ea = if a.is_zero() { b.exponent } else { a.exponent };
    let eb = if b.is_zero() { a.exponent } else { b.exponent };
    let e = ea.min(eb);
    let scale = |m: i128, from: i32| -> Option<i128> {
        let shift = u32::try_from(i64::from(from) - i64::from(e)).ok()?;
        m.checked_mul(pow10(shift)?)
    };
    Some((scale(a.significand, ea)?, scale(b.significand, eb)?, e))
}

/// Whether `value − base` is an integral multiple of `step` (`step` not
/// zero), exactly, for all finite decimals.
///
/// With `e` the smallest exponent of the three and every significand
/// normalized: if the step's exponent is above `e`, the difference must be
/// divisible by a power of ten, which a difference of two numbers at
/// different exponents never is (its last digit is the lower one's, not
/// zero), so the difference is computed exactly when both share the
/// exponent; otherwise the step is its significand at `e`, and the
/// difference is reduced modulo it with modular powers of ten.
pub(crate) fn is_integral_multiple(value: Decimal, base: Decimal, step: Decimal) -> bool {
    if step.is_zero() {
        return false;
    }
    if value == base {
        return true;
    }
    let ev = if value.is_zero() {
        i32::MAX
    } else {
        value.exponent
    };
    let eb = if base.is_zero() {
        i32::MAX
    } else {
        base.exponent
    };
    let e = ev.min(eb).min(step.exponent);
    if step.exponent > e {
        // The difference has exponent `e`; exact only when both terms
        // share it (or one is zero).
        let difference = if ev == eb {
            // Significands of at most 38 digits; a difference that does not
            // fit is treated as no multiple (the doubles have 17 digits).
            match value.significand.checked_sub(base.significand) {
                Some(m) => Decimal::new(m, ev),
                None => return false,
            }
        } else if value.is_zero() {
            Decimal::new(-base.significand, eb)
        } else if base.is_zero() {
            value
        } else {
            // Last digit of the difference is nonzero: not divisible by 10.
            return false;
        };
        if difference.exponent < step.exponent {
            return false;
        }
        // Both at or above the step's exponent: reduce modulo the step's
        // significand.
        let m = step.significand.unsigned_abs();
        let shift = (i64::from(difference.exponent) - i64::from(step.exponent)).unsigned_abs();
        let r = difference.significand.unsigned_abs() % m * pow10_mod(shift, m) % m;
        return r == 0;
    }
    // The step sits at the smallest exponent: (V − B) mod |step significand|.
    let m = step.significand.unsigned_abs();
    let term = |d: Decimal, ed: i32| -> u128 {
        if d.is_zero() {
            return 0;
        }
        let shift = (i64::from(ed) - i64::from(e)).unsigned_abs();
        let r = d.significand.unsigned_abs() % m * pow10_mod(shift, m) % m;
        if d.significand < 0 {
            (m - r) % m
        } else {
            r
        }
    };
    (term(value, ev) + m - term(base, eb)).is_multiple_of(m)
}

/// `base + k × step` for the integer `k` that rounds `(x − base) / step`
/// with `round` (floor or ceiling), exactly when the aligned significands
/// fit an `i128`; otherwise the same in double arithmetic.
fn to_grid(x: Decimal, base: Decimal, step: Decimal, up: bool) -> Decimal {
    let exact = (|| {
        let d = x.checked_sub(base)?;
        let (dn, sn, _) = align(d, step)?;
        if sn == 0 {
            return None;
        }
        let mut k = dn.div_euclid(sn);
        if up && dn.rem_euclid(sn) != 0 {
            k = k.checked_add(1)?;
        }
        base.checked_add(step.checked_mul_int(k)?)
    })();
    exact.unwrap_or_else(|| {
        let (x, b, s) = (x.to_f64(), base.to_f64(), step.to_f64());
        let q = (x - b) / s;
        let k = if up { -floor(-q) } else { floor(q) };
        Decimal::from_f64(b + k * s).unwrap_or(x_or_zero(x))
    })
}

fn x_or_zero(x: f64) -> Decimal {
    Decimal::from_f64(x).unwrap_or(Decimal::ZERO)
}

/// The largest `base + k × step <= x` (`step > 0`).
pub(crate) fn floor_to_grid(x: Decimal, base: Decimal, step: Decimal) -> Decimal {
    to_grid(x, base, step, false)
}

/// The smallest `base + k × step >= x` (`step > 0`).
pub(crate) fn ceil_to_grid(x: Decimal, base: Decimal, step: Decimal) -> Decimal {
    to_grid(x, base, step, true)
}

/// `a + b`, exactly when it fits, else in double arithmetic.
pub(crate) fn add(a: Decimal, b: Decimal) -> Decimal {
    a.checked_add(b)
        .unwrap_or_else(|| x_or_zero(a.to_f64() + b.to_f64()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::format;

    fn d(x: f64) -> Decimal {
        Decimal::from_f64(x).unwrap()
    }

    /// `to_f64` answers what it answered when it wrote the decimal as text
    /// for std's parser: on every shortest-digits double below, on long
    /// `i128` significands (the fallback), and at the ends of the range.
    #[test]
    fn to_f64_is_std_parse_of_the_digits() {
        let by_std = |x: Decimal| -> f64 {
            if x.is_zero() {
                0.0
            } else {
                format!("{}e{}", x.significand, x.exponent).parse().unwrap()
            }
        };
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = || {
            seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
            seed
        };
        for _ in 0..20_000 {
            let bits = next();
            let x = f64::from_bits(bits);
            if let Some(dec) = Decimal::from_f64(x) {
                assert_eq!(dec.to_f64().to_bits(), by_std(dec).to_bits(), "{x:e}");
            }
            let significand = i128::from(next() >> (next() % 64)) * i128::from(next() >> 1);
            let significand = if bits & 1 == 1 {
                -significand
            } else {
                significand
            };
            for exponent in [-400, -330, -300, -30, -22, -1, 0, 1, 22, 30, 300, 310] {
                let dec = Decimal::new(significand, exponent);
                assert_eq!(dec.to_f64().to_bits(), by_std(dec).to_bits(), "{dec:?}");
            }
        }
        for (significand, exponent) in [
            (i128::MAX, 0),
            (i128::MIN + 1, -50),
            (17_976_931_348_623_157, 292),
            (17_976_931_348_623_159, 292),
            (49, -325),
            (5, -324),
            (24_703_282_292_062_328, -340),
            (9_007_199_254_740_993, 0),
            (1, 23),
        ] {
            let dec = Decimal::new(significand, exponent);
            assert_eq!(dec.to_f64().to_bits(), by_std(dec).to_bits(), "{dec:?}");
        }
    }

    #[test]
    fn shortest_digits() {
        assert_eq!(d(0.1), Decimal::new(1, -1));
        assert_eq!(d(1e21), Decimal::new(1, 21));
        assert_eq!(d(-1.5e-7), Decimal::new(-15, -8));
        assert_eq!(d(1e-300), Decimal::new(1, -300));
        assert_eq!(d(0.1 + 0.2), Decimal::new(30000000000000004, -17));
        assert_eq!(d(-0.0), Decimal::ZERO);
        assert_eq!(d(5e-324).to_f64(), 5e-324);
        assert_eq!(d(f64::MAX).to_f64(), f64::MAX);
    }

    #[test]
    fn multiples() {
        assert!(is_integral_multiple(d(0.3), d(0.2), d(0.1)));
        assert!(!is_integral_multiple(d(0.1 + 0.2), d(0.0), d(0.1)));
        assert!(is_integral_multiple(d(1e300), d(0.0), d(1e-300)));
        assert!(!is_integral_multiple(d(1e300), d(1e-301), d(1e-300)));
        assert!(is_integral_multiple(d(1e300), d(2e-300), d(1e-300)));
        assert!(is_integral_multiple(d(-3.5), d(0.5), d(2.0)));
        assert!(!is_integral_multiple(d(-3.5), d(0.5), d(3.0)));
        assert!(is_integral_multiple(d(7.0), d(1.0), d(3.0)));
        assert!(!is_integral_multiple(d(1e20), d(0.0), d(3e19)));
        assert!(is_integral_multiple(d(9e19), d(0.0), d(3e19)));
        assert!(!is_integral_multiple(d(10.0), d(0.0), d(100.0)));
    }

    #[test]
    fn grid() {
        assert_eq!(floor_to_grid(d(0.35), d(0.2), d(0.1)), d(0.3));
        assert_eq!(ceil_to_grid(d(0.35), d(0.2), d(0.1)), d(0.4));
        assert_eq!(ceil_to_grid(d(0.3), d(0.2), d(0.1)), d(0.3));
        assert_eq!(floor_to_grid(d(-0.05), d(0.0), d(0.1)), d(-0.1));
        assert_eq!(d(0.1).checked_add(d(0.2)), Some(d(0.3)));
    }

    #[test]
    fn floors() {
        assert_eq!(floor(-0.5), -1.0);
        assert_eq!(floor(2.0), 2.0);
        assert_eq!(floor(2.9), 2.0);
        assert_eq!(floor(-1e300), -1e300);
    }

    #[test]
    fn comparisons() {
        assert_eq!(d(1e300).cmp_exact(d(1e-300)), Ordering::Greater);
        assert_eq!(d(-1e300).cmp_exact(d(-1e-300)), Ordering::Less);
        assert_eq!(d(0.3).cmp_exact(d(0.30000000000000004)), Ordering::Less);
        assert_eq!(d(0.0).cmp_exact(d(-1.0)), Ordering::Greater);
    }
}
