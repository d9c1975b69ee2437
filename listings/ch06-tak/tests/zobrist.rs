//! The eight hashes: each is the plain hash of one image of the position.

mod common;

use ch06_tak::position::Position;
use ch06_tak::symmetry::Symmetry;
use ch06_tak::zobrist::canonical;
use common::random_position;
use proptest::prelude::*;

proptest! {
    #[test]
    fn hash_t_is_the_hash_of_image_t(size in 3usize..=8, seed: u64, moves in 0u32..80) {
        let position = random_position(size, seed, moves);
        let hashes = position.hashes();
        for (t, symmetry) in Symmetry::ALL.into_iter().enumerate() {
            let image = position.transformed(symmetry);
            prop_assert_eq!(image.hashes()[0], hashes[t], "{:?}", symmetry);
            // All images share the canonical hash.
            prop_assert_eq!(canonical(&image.hashes()).1, canonical(&hashes).1);
        }
    }

    #[test]
    fn incremental_hashes_equal_hashes_from_scratch(size in 3usize..=8, seed: u64, moves in 0u32..80) {
        let position = random_position(size, seed, moves);
        let rebuilt = Position::from_tps(&position.to_tps()).unwrap();
        prop_assert_eq!(rebuilt.hashes(), position.hashes());
    }
}
