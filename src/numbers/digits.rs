//! Reading runs of ASCII digits, shared by the integer and float rules.

/// The value of the eight bytes at `pos` if they are all ASCII digits (the
/// first the most significant), read as one little-endian word: a lane
/// below `'0'` sets its top bit when `'0'` is subtracted, a lane above `'9'`
/// when 0x46 is added (the lowest such lane is exact, as no borrow or carry
/// reaches it); then pairs, quads and the whole are combined by
/// multiply-shift.
#[inline(always)]
pub(super) fn eight_digits(s: &[u8], pos: usize) -> Option<u64> {
    let bytes: [u8; 8] = s.get(pos..pos.checked_add(8)?)?.try_into().ok()?;
    let word = u64::from_le_bytes(bytes);
    let digits = word.wrapping_sub(0x3030_3030_3030_3030);
    let above_nine = word.wrapping_add(0x4646_4646_4646_4646);
    if (digits | above_nine) & 0x8080_8080_8080_8080 != 0 {
        return None;
    }
    // Each even lane: ten times its digit plus the next (two-digit values).
    let pairs = digits.wrapping_mul(10).wrapping_add(digits >> 8);
    // Lanes 0 and 4 times 10^6 and 10^2, lanes 2 and 6 times 10^4 and 1,
    // summed in the high half.
    let high = (pairs & 0x0000_00FF_0000_00FF).wrapping_mul(100 + (1_000_000 << 32));
    let low = ((pairs >> 16) & 0x0000_00FF_0000_00FF).wrapping_mul(1 + (10_000 << 32));
    Some(high.wrapping_add(low) >> 32)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// Eight bytes are eight digits exactly when each is, and then
        /// their value is the digits' value.
        #[test]
        fn eight_digits_reads_eight_digits(bytes in proptest::array::uniform8(prop_oneof![
            4 => b'0'..=b'9',
            1 => any::<u8>(),
            1 => Just(b'/'),
            1 => Just(b':'),
        ])) {
            let all = bytes.iter().all(u8::is_ascii_digit);
            let expected = all.then(|| bytes.iter().fold(0u64, |v, b| v * 10 + u64::from(b - b'0')));
            prop_assert_eq!(eight_digits(&bytes, 0), expected);
            let mut longer = bytes.to_vec();
            longer.insert(0, b'x');
            prop_assert_eq!(eight_digits(&longer, 1), expected);
            prop_assert_eq!(eight_digits(&longer, 2), None);
        }
    }
}
