//! Turns a match played by `measurements/match.sh` (or `selfplay.sh`) into
//! the table the chapter includes: games, wins, draws and losses of the
//! player, its score, the Elo difference with its 95 % interval, and a
//! caption with the time control, the runner, the openings, the machine and
//! its load. It prints the table; with `--record` it writes it as
//! `measurements/match.md` (or the file `--out` names).
//!
//! ```text
//! cargo run --release -p ch09-chess-player --example match_report -- target/match-2000-… --record
//! cargo run --release -p ch09-chess-player --example match_report -- target/selfplay-… \
//!     --player new --opponent "…" --out eval-match.md --record
//! ```

use ch09_chess_player::exercises_uci::{
    elo_interval, likelihood_of_superiority,
};
use listing_support::record::Recording;
use std::path::Path;

/// The value of a PGN tag line `[Name "value"]`.
fn tag<'a>(line: &'a str, name: &str) -> Option<&'a str> {
    line.strip_prefix('[')?
        .strip_prefix(name)?
        .trim()
        .strip_prefix('"')?
        .strip_suffix("\"]")
}

fn main() {
    let (mut recording, args) = Recording::from_env(env!("CARGO_MANIFEST_DIR"));
    let option = |name: &str| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
            .cloned()
    };
    let dir = args.first().expect("the match's folder");
    let dir = Path::new(dir);
    let player = option("--player").unwrap_or("chess-player".to_string());
    let out = option("--out").unwrap_or("match.md".to_string());
    let pgn =
        std::fs::read_to_string(dir.join("games.pgn")).expect("games.pgn");
    let setup =
        std::fs::read_to_string(dir.join("setup.txt")).expect("setup.txt");
    let field = |name: &str| {
        setup
            .lines()
            .find_map(|l| l.strip_prefix(&format!("{name}: ")))
            .unwrap_or("?")
            .to_string()
    };
    let (mut white, mut black) = (String::new(), String::new());
    let (mut wins, mut draws, mut losses, mut on_time) = (0, 0, 0, 0);
    for line in pgn.lines() {
        if let Some(name) = tag(line, "White") {
            white = name.to_string();
        } else if let Some(name) = tag(line, "Black") {
            black = name.to_string();
        } else if let Some(termination) = tag(line, "Termination") {
            on_time += u32::from(termination == "time forfeit");
        } else if let Some(result) = tag(line, "Result") {
            let player_white = white == player;
            assert!(player_white || black == player, "a game without {player}");
            match (result, player_white) {
                ("1/2-1/2", _) => draws += 1,
                ("1-0", true) | ("0-1", false) => wins += 1,
                ("1-0", false) | ("0-1", true) => losses += 1,
                _ => panic!("unfinished game: {result}"),
            }
        }
    }
    let games = wins + draws + losses;
    let score = (wins as f64 + draws as f64 / 2.0) / games as f64;
    let (elo, error) = elo_interval(wins, draws, losses);
    let los = likelihood_of_superiority(wins, draws, losses);
    // "Stockfish 15.1 by the Stockfish developers (…), UCI_Elo 2000" is
    // shortened to "Stockfish 15.1, UCI_Elo 2000"; a name given is kept
    let opponent = option("--opponent").unwrap_or_else(|| {
        let full = field("opponent");
        let name = full.split(" by ").next().unwrap_or(&full).to_string();
        let options: String =
            full.split(", ").skip(1).map(|s| format!(", {s}")).collect();
        name + &options
    });
    let mut table = String::from(
        "| opponent | games | wins | draws | losses | score | Elo difference, 95 % interval |\n|---|---:|---:|---:|---:|---:|---:|\n",
    );
    table += &format!(
        "| {} | {games} | {wins} | {draws} | {losses} | {:.1} % | {elo:+.0} ± {error:.0} |\n",
        opponent,
        100.0 * score
    );
    let games_field = field("games");
    let control = games_field
        .split(", ")
        .find_map(|f| f.strip_prefix("time control "))
        .unwrap_or("?")
        .to_string();
    let load =
        |name: &str| field(name).split(' ').next().unwrap_or("?").to_string();
    let lost_on_time = match on_time {
        0 => "no game lost on time".to_string(),
        1 => "1 game lost on time".to_string(),
        n => format!("{n} games lost on time"),
    };
    table += &format!(
        "\n*{games} games at {control} (seconds + seconds a move), one at a time, each opening played twice with colours reversed; {}; openings {}, in a random order; {}, {}, load average {} before and {} after; {lost_on_time}; likelihood of superiority {:.1} %.*\n",
        field("runner"),
        field("book").split('/').next_back().unwrap_or("?").split(',').next().unwrap_or("?"),
        field("machine"),
        field("date").split('T').next().unwrap_or("?"),
        load("load before"),
        load("load after"),
        100.0 * los
    );
    recording.keep(&out, &table).expect("a measurement file");
    print!("{table}");
    eprintln!("{}", recording.summary());
}
