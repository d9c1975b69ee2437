//! The symmetries: involutions, a group, and the same answers as coordinates.

use ch06_tak::geometry::{board_mask, MAX_SIZE, MIN_SIZE};
use ch06_tak::symmetry::{
    mirror_h, mirror_h_index, mirror_indices_power_of_two, mirror_v,
    mirror_v_index, transpose, Symmetry,
};
use proptest::prelude::*;

const SIZES: std::ops::RangeInclusive<usize> = MIN_SIZE..=MAX_SIZE;

#[test]
fn each_symmetry_moves_each_square_where_the_coordinates_say() {
    for size in SIZES {
        for symmetry in Symmetry::ALL {
            for sq in 0..size * size {
                let image = symmetry.apply(1 << sq, size);
                assert_eq!(
                    image,
                    1 << symmetry.map_square(sq, size),
                    "{symmetry:?} {size}"
                );
            }
        }
    }
}

#[test]
fn the_eight_form_the_symmetry_group_of_the_square() {
    for size in SIZES {
        // Closed under composition, and each has its inverse among them.
        for a in Symmetry::ALL {
            for b in Symmetry::ALL {
                let both = |sq| b.map_square(a.map_square(sq, size), size);
                let found = Symmetry::ALL.into_iter().filter(|c| {
                    (0..size * size)
                        .all(|sq| c.map_square(sq, size) == both(sq))
                });
                assert_eq!(found.count(), 1, "{a:?} then {b:?} on {size}");
            }
            let back = a.inverse();
            assert!((0..size * size)
                .all(|sq| back.map_square(a.map_square(sq, size), size) == sq));
        }
        // And they are eight different maps.
        let images: std::collections::HashSet<Vec<usize>> = Symmetry::ALL
            .into_iter()
            .map(|s| {
                (0..size * size).map(|sq| s.map_square(sq, size)).collect()
            })
            .collect();
        assert_eq!(images.len(), 8);
    }
}

#[test]
fn the_index_formulas_agree_with_the_bitboards_on_every_square() {
    for size in SIZES {
        for n in 0..size * size {
            let h = mirror_h(1 << n, size).trailing_zeros() as usize;
            let v = mirror_v(1 << n, size).trailing_zeros() as usize;
            assert_eq!(
                mirror_h_index(n, size),
                h,
                "h, size {size}, square {n}"
            );
            assert_eq!(
                mirror_v_index(n, size),
                v,
                "v, size {size}, square {n}"
            );
            if size.is_power_of_two() {
                assert_eq!(mirror_indices_power_of_two(n, size), (h, v));
            }
        }
    }
}

proptest! {
    #[test]
    fn reflections_are_involutions(size in 3usize..=8, board: u64) {
        let board = board & board_mask(size);
        prop_assert_eq!(mirror_h(mirror_h(board, size), size), board);
        prop_assert_eq!(mirror_v(mirror_v(board, size), size), board);
        prop_assert_eq!(transpose(transpose(board, size), size), board);
        for symmetry in Symmetry::ALL {
            let image = symmetry.apply(board, size);
            prop_assert_eq!(image.count_ones(), board.count_ones());
            prop_assert_eq!(symmetry.inverse().apply(image, size), board);
        }
    }
}
