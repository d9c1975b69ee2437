//! Hyperbola quintessence, magic bitboards and PEXT against walking, on every
//! square and every subset of its relevant squares, with the subsets and the
//! masks computed from coordinates alone (`common`).

mod common;

use ch07_rays::hyperbola::{
    anti_diagonal_mask, bishop_attacks_hyperbola, diagonal_mask, line_attacks,
    positive_ray, rank_attacks, rank_attacks_reversed, rook_attacks_hyperbola,
    FIRST_RANK,
};
use ch07_rays::magic::{
    bishop_attacks_magic, find_magic, magic_tables, relevant_mask,
    rook_attacks_magic, subsets, MagicTables, Slider, XorShift, SEED,
};
use ch07_rays::pext::{
    bishop_attacks_pext, pext, pext_bmi2, pext_portable, pext_tables,
    rook_attacks_pext, PextTables,
};
use ch07_rays::squares::{bit, file_mask, file_of, rank_mask, rank_of};
use ch07_rays::walk::{
    bishop_attacks_walk, rook_attacks_walk, walk_ray, Direction,
};
use common::{
    agrees_on_every_case, every_relevant_occupancy, subset, BISHOP_STEPS,
    BISHOP_SUBSETS, ROOK_STEPS, ROOK_SUBSETS,
};

#[test]
fn every_rook_method_agrees_with_walking_on_every_case() {
    agrees_on_every_case(
        &ROOK_STEPS,
        rook_attacks_walk,
        &[
            ("hyperbola", rook_attacks_hyperbola),
            ("magic", rook_attacks_magic),
            ("pext", rook_attacks_pext),
            ("pext, portable", |s, o| {
                pext_tables().rook_attacks_portable(s, o)
            }),
        ],
    );
}

#[test]
fn every_bishop_method_agrees_with_walking_on_every_case() {
    agrees_on_every_case(
        &BISHOP_STEPS,
        bishop_attacks_walk,
        &[
            ("hyperbola", bishop_attacks_hyperbola),
            ("magic", bishop_attacks_magic),
            ("pext", bishop_attacks_pext),
            ("pext, portable", |s, o| {
                pext_tables().bishop_attacks_portable(s, o)
            }),
        ],
    );
}

#[test]
fn a_queen_is_a_rook_and_a_bishop() {
    let tables = magic_tables();
    let cases = every_relevant_occupancy(&ROOK_STEPS)
        .chain(every_relevant_occupancy(&BISHOP_STEPS));
    for (square, occupied) in cases {
        let expected = rook_attacks_walk(square, occupied)
            | bishop_attacks_walk(square, occupied);
        assert_eq!(tables.queen_attacks(square, occupied), expected);
    }
}

#[test]
fn the_lines_are_the_walked_rays_and_the_slider() {
    for square in 0..64 {
        let ray = |a, b| {
            walk_ray(square, a, 0) | walk_ray(square, b, 0) | bit(square)
        };
        assert_eq!(
            diagonal_mask(square),
            ray(Direction::NorthEast, Direction::SouthWest)
        );
        assert_eq!(
            anti_diagonal_mask(square),
            ray(Direction::NorthWest, Direction::SouthEast)
        );
        assert_eq!(
            file_mask(file_of(square)),
            ray(Direction::North, Direction::South)
        );
        assert_eq!(
            rank_mask(rank_of(square)),
            ray(Direction::East, Direction::West)
        );
    }
}

#[test]
fn each_line_and_each_half_agree_with_walking() {
    for (square, occupied) in every_relevant_occupancy(&ROOK_STEPS) {
        let file = file_mask(file_of(square));
        let north = walk_ray(square, Direction::North, occupied);
        let south = walk_ray(square, Direction::South, occupied);
        let east = walk_ray(square, Direction::East, occupied);
        let west = walk_ray(square, Direction::West, occupied);
        assert_eq!(positive_ray(square, occupied, file), north);
        assert_eq!(line_attacks(square, occupied, file), north | south);
        assert_eq!(
            positive_ray(square, occupied, rank_mask(rank_of(square))),
            east
        );
        assert_eq!(rank_attacks_reversed(square, occupied), east | west);
        assert_eq!(rank_attacks(square, occupied), east | west);
    }
}

#[test]
fn the_first_rank_table_is_walking_on_the_first_rank() {
    for (file, row) in FIRST_RANK.iter().enumerate() {
        for (inner, &attacks) in row.iter().enumerate() {
            let occupied = (inner as u64) << 1;
            let walked = rook_attacks_walk(file, occupied) & rank_mask(0);
            assert_eq!(attacks as u64, walked);
        }
    }
    assert_eq!(std::mem::size_of_val(&FIRST_RANK), 512);
}

#[test]
fn the_relevant_masks_are_those_computed_from_coordinates() {
    let (mut rook_total, mut bishop_total) = (0, 0);
    for square in 0..64 {
        let rook = relevant_mask(Slider::Rook, square);
        let bishop = relevant_mask(Slider::Bishop, square);
        assert_eq!(rook, common::relevant_mask(square, &ROOK_STEPS));
        assert_eq!(bishop, common::relevant_mask(square, &BISHOP_STEPS));
        assert!((10..=12).contains(&rook.count_ones()), "rook {square}");
        assert!((5..=9).contains(&bishop.count_ones()), "bishop {square}");
        assert_eq!(rook & bit(square), 0);
        rook_total += 1 << rook.count_ones();
        bishop_total += 1 << bishop.count_ones();
    }
    assert_eq!((rook_total, bishop_total), (ROOK_SUBSETS, BISHOP_SUBSETS));
    // 12 squares in the corners, 11 on the other edge squares, 10 inside.
    let count = |n| {
        (0..64)
            .filter(|&s| relevant_mask(Slider::Rook, s).count_ones() == n)
            .count()
    };
    assert_eq!((count(12), count(11), count(10)), (4, 24, 36));
}

#[test]
fn the_carry_rippler_gives_every_subset_once_in_increasing_order() {
    for square in 0..64 {
        for slider in [Slider::Rook, Slider::Bishop] {
            let mask = relevant_mask(slider, square);
            let rippled: Vec<u64> = subsets(mask).collect();
            let by_index: Vec<u64> = (0..1u64 << mask.count_ones())
                .map(|i| subset(mask, i))
                .collect();
            // Counting in the mask's bits is counting in the index's bits.
            assert_eq!(rippled, by_index);
        }
    }
    assert_eq!(subsets(0).collect::<Vec<_>>(), vec![0]);
    assert_eq!(subsets(u64::MAX).take(3).collect::<Vec<_>>(), vec![0, 1, 2]);
}

#[test]
fn every_magic_sends_every_subset_to_an_entry_with_its_attacks() {
    let tables = magic_tables();
    let mut shared = 0;
    for square in 0..64 {
        for (slider, m) in [
            (Slider::Rook, tables.rook(square)),
            (Slider::Bishop, tables.bishop(square)),
        ] {
            let mask = relevant_mask(slider, square);
            assert_eq!(m.mask, mask);
            assert_eq!(m.shift, 64 - mask.count_ones());
            let mut first_at = vec![None; 1 << mask.count_ones()];
            for i in 0..1u64 << mask.count_ones() {
                let blockers = subset(mask, i);
                let index = m.index(blockers);
                let attacks = slider.walk(square, blockers);
                // Two subsets may share an entry only if their attacks agree.
                match first_at[index] {
                    None => first_at[index] = Some(attacks),
                    Some(seen) => {
                        shared += 1;
                        assert_eq!(seen, attacks, "{slider:?} {square}")
                    }
                }
            }
        }
    }
    // The seeded search happens to find magics that need no sharing: every
    // subset of every square has an entry of its own.
    assert_eq!(shared, 0);
}

#[test]
fn the_tables_hold_102_400_rook_and_5_248_bishop_entries() {
    let tables = magic_tables();
    assert_eq!(tables.len(), ROOK_SUBSETS + BISHOP_SUBSETS);
    assert_eq!(tables.bytes(), 8 * (ROOK_SUBSETS + BISHOP_SUBSETS));
    assert_eq!(tables.bytes(), 861_184);
    // Each square's part starts where the one before it ends, rooks first.
    let mut next = 0;
    for m in (0..64)
        .map(|s| tables.rook(s))
        .chain((0..64).map(|s| tables.bishop(s)))
    {
        assert_eq!(m.offset, next);
        next += 1 << (64 - m.shift);
    }
    assert_eq!(next, tables.len());
    assert_eq!(pext_tables().len(), tables.len());
}

#[test]
fn the_seeded_search_finds_the_same_magics_every_time() {
    let (once, again) = (MagicTables::new(), MagicTables::new());
    for square in 0..64 {
        assert_eq!(once.rook(square), again.rook(square));
        assert_eq!(once.bishop(square), again.bishop(square));
        assert_eq!(once.rook(square), magic_tables().rook(square));
        let (alone, _) = find_magic(
            Slider::Bishop,
            square,
            SEED.wrapping_add(square as u64),
        );
        assert_eq!(alone.magic, once.bishop(square).magic);
    }
    // Another seed finds other magics, which work as well.
    let (other, table) = find_magic(Slider::Rook, 28, 1);
    assert_ne!(other.magic, once.rook(28).magic);
    for blockers in subsets(other.mask) {
        assert_eq!(
            table[other.index(blockers)],
            rook_attacks_walk(28, blockers)
        );
    }
}

#[test]
fn xorshift_is_marsaglias_and_sparse_candidates_have_few_bits() {
    // Marsaglia's xorshift64 (13, 7, 17), "Xorshift RNGs" (2003), from the
    // seed of his paper, written out once more from the definition.
    let seed: u64 = 88_172_645_463_325_252;
    let mut x = seed;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    assert_eq!(XorShift::new(seed).next_u64(), x);
    let mut rng = XorShift::new(SEED);
    let bits: u32 = (0..1000).map(|_| rng.sparse().count_ones()).sum();
    // Each bit is set with chance 1/8: about 8 of 64.
    assert!((7_000..9_000).contains(&bits), "{bits}");
}

#[test]
fn pext_portable_gathers_the_masked_bits_in_order() {
    for (square, occupied) in every_relevant_occupancy(&BISHOP_STEPS) {
        let mask = common::relevant_mask(square, &BISHOP_STEPS);
        // Each subset is picked by the bits of its index: pext gives them back.
        let index = (0..1u64 << mask.count_ones())
            .find(|&i| subset(mask, i) == occupied);
        assert_eq!(Some(pext_portable(occupied, mask)), index);
    }
}

#[test]
fn the_instruction_and_the_loop_agree_on_random_numbers() {
    let mut rng = XorShift::new(12_345);
    let has_bmi2 = pext_bmi2(0, 0).is_some();
    for _ in 0..100_000 {
        let (value, mask) = (rng.next_u64(), rng.next_u64() & rng.next_u64());
        let portable = pext_portable(value, mask);
        assert_eq!(pext(value, mask), portable);
        if has_bmi2 {
            assert_eq!(pext_bmi2(value, mask), Some(portable));
        }
    }
    #[cfg(target_arch = "x86_64")]
    assert_eq!(has_bmi2, std::is_x86_feature_detected!("bmi2"));
}

#[test]
fn the_pext_tables_are_dense() {
    // Every entry is reached by exactly one subset: no entry is left empty.
    let tables = PextTables::new();
    for square in 0..64 {
        for slider in [Slider::Rook, Slider::Bishop] {
            let mask = relevant_mask(slider, square);
            let mut indices: Vec<u64> =
                subsets(mask).map(|b| pext(b, mask)).collect();
            indices.sort_unstable();
            assert_eq!(
                indices,
                (0..1u64 << mask.count_ones()).collect::<Vec<_>>()
            );
        }
    }
    assert_eq!(tables.len(), ROOK_SUBSETS + BISHOP_SUBSETS);
}

#[test]
fn the_magics_found_happen_to_need_no_collision() {
    // The search allows two blocker sets with the same attacks to share an
    // entry; with a table of exactly 2^bits entries, the magics it finds
    // give every one of the 2^bits subsets an entry of its own.
    let tables = magic_tables();
    for square in 0..64 {
        for m in [tables.rook(square), tables.bishop(square)] {
            let mut indices: Vec<usize> =
                subsets(m.mask).map(|b| m.index(b)).collect();
            indices.sort_unstable();
            indices.dedup();
            assert_eq!(indices.len(), 1 << m.mask.count_ones());
        }
    }
}
