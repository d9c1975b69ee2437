//! Sorting boards by their bits, a digit at a time (a radix sort).

use crate::board::{Board, CELLS};

/// Bits per digit: a board's 49 bits are four digits of 13 bits.
const DIGIT: u32 = 13;

/// Sorts `keys` (each below $2^{49}$) with four stable passes, one per
/// 13-bit digit from the lowest: each pass counts the digits, turns the
/// counts into starting places, and moves every key to its place.
///
/// ```
/// use ch04_peg_solitaire::radix::radix_sort;
/// let mut keys = vec![1 << 40, 3, 1 << 20, 2];
/// radix_sort(&mut keys);
/// assert_eq!(keys, [2, 3, 1 << 20, 1 << 40]);
/// ```
pub fn radix_sort(keys: &mut Vec<Board>) {
    let mut other = vec![0; keys.len()];
    let mut shift = 0;
    while shift < CELLS {
        let digit = |key: Board| (key >> shift) as usize & ((1 << DIGIT) - 1);
        let mut start = vec![0; 1 << DIGIT];
        for &key in keys.iter() {
            start[digit(key)] += 1;
        }
        let mut sum = 0;
        for place in start.iter_mut() {
            (*place, sum) = (sum, sum + *place);
        }
        for &key in keys.iter() {
            other[start[digit(key)]] = key;
            start[digit(key)] += 1;
        }
        std::mem::swap(keys, &mut other);
        shift += DIGIT;
    }
}
