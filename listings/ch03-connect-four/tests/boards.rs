//! Snapshots of the boards the chapter prints.

use ch03_connect_four::game::Game;
use ch03_connect_four::print::{ascii, emoji};

#[test]
fn the_source_example_printed_both_ways() {
    // The source's example list of moves, columns from 0.
    let game = Game::play(&[0, 0, 1, 2, 3, 2, 4]).unwrap();
    insta::assert_snapshot!("source_example_emoji", emoji(&game));
    insta::assert_snapshot!("source_example_ascii", ascii(&game));
}
