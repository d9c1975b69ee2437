//! Labelled positions for the tuner: games Stockfish plays against itself at
//! a low depth, from openings of a few random plies, each quiet position
//! written with the result of its game.
//!
//! ```text
//! cargo run --release -p ch09-chess-player --example selfplay -- \
//!     --games 3000 --depth 8 --seed 1 --out target/eval/selfplay.epd
//! ```
//!
//! Each line of the output is a position in FEN and, in brackets, the
//! game's result for White: `[1.0]` White won, `[0.5]` a draw, `[0.0]` Black
//! won. A position is written when it is *quiet*: the side to move is not
//! in check and the move Stockfish chose there neither captures nor promotes
//! (so the evaluation of the position is not about to change by a piece).
//! Positions of the random opening and of the first eight plies after it are
//! left out, and so are positions where Stockfish has seen a mate.
//!
//! The games end by the rules (mate, stalemate, a threefold repetition,
//! fifty moves, too little material) or are adjudicated as match runners do:
//! a win when the score of Stockfish's searches has been 1000 centipawns or
//! more for the same side for four plies in a row, a draw when after the
//! 80th ply it has stayed within 10 centipawns of zero for eight plies in a
//! row, and a draw at the 400th ply. Stockfish runs with one thread and
//! 16 MB of hash, cleared before each game, so the games depend only on the
//! seed, the depth and Stockfish's version (`/usr/games/stockfish` unless
//! `STOCKFISH` names another).

use ch08_chess::movegen::legal_moves;
use ch08_chess::position::Position;
use ch08_chess::types::Move;
use ch09_chess_player::board::is_capture;
use ch09_chess_player::draw::is_insufficient_material;
use clap::Parser;
use std::fs::File;
use std::io::{BufRead, BufReader, BufWriter, Write};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

/// Games Stockfish plays against itself, written as labelled quiet positions.
#[derive(Parser)]
struct Args {
    /// The number of games.
    #[arg(long, default_value_t = 100)]
    games: usize,
    /// Stockfish's depth for each move, in plies.
    #[arg(long, default_value_t = 8)]
    depth: u32,
    /// The seed of the random openings.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// The number of random plies that open each game.
    #[arg(long, default_value_t = 8)]
    random_plies: usize,
    /// Where the positions go.
    #[arg(long)]
    out: PathBuf,
}

/// A seeded xorshift generator (Marsaglia's 13, 7, 17).
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// Stockfish as a child process, spoken to in UCI.
struct Engine {
    _child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

/// What one search of Stockfish said: its move, and its last score for the
/// side to move (centipawns, or `None` for a mate).
struct Answer {
    best: String,
    centipawns: Option<i32>,
}

impl Engine {
    fn start(path: &str) -> Engine {
        let mut child = Command::new(path)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start {path}: {e}"));
        let input = child.stdin.take().unwrap();
        let output = BufReader::new(child.stdout.take().unwrap());
        let mut engine = Engine {
            _child: child,
            input,
            output,
        };
        engine.send("uci");
        engine.wait_for("uciok");
        engine.send("setoption name Threads value 1");
        engine.send("setoption name Hash value 16");
        engine
    }

    fn send(&mut self, line: &str) {
        writeln!(self.input, "{line}").unwrap();
        self.input.flush().unwrap();
    }

    /// Reads lines up to the first that starts with `prefix`, returned with
    /// the lines before it.
    fn wait_for(&mut self, prefix: &str) -> Vec<String> {
        let mut lines = Vec::new();
        loop {
            let mut line = String::new();
            if self.output.read_line(&mut line).unwrap() == 0 {
                panic!("stockfish ended while we waited for {prefix}");
            }
            let line = line.trim_end().to_string();
            let done = line.starts_with(prefix);
            lines.push(line);
            if done {
                return lines;
            }
        }
    }

    fn new_game(&mut self) {
        self.send("ucinewgame");
        self.send("isready");
        self.wait_for("readyok");
    }

    fn search(&mut self, moves: &[String], depth: u32) -> Answer {
        self.send(&format!("position startpos moves {}", moves.join(" ")));
        self.send(&format!("go depth {depth}"));
        let lines = self.wait_for("bestmove");
        let best = lines
            .last()
            .unwrap()
            .split_whitespace()
            .nth(1)
            .unwrap()
            .to_string();
        let mut centipawns = Some(0);
        for line in &lines {
            let words: Vec<&str> = line.split_whitespace().collect();
            if let Some(i) = words.iter().position(|w| *w == "score") {
                centipawns = match words.get(i + 1) {
                    Some(&"cp") => {
                        words.get(i + 2).and_then(|v| v.parse().ok())
                    }
                    _ => None,
                };
            }
        }
        Answer { best, centipawns }
    }
}

/// One game: the quiet positions recorded, and White's result.
fn play_game(
    engine: &mut Engine,
    rng: &mut Rng,
    args: &Args,
) -> Option<(Vec<String>, &'static str)> {
    let mut pos = Position::start();
    let mut moves: Vec<String> = Vec::new();
    let mut keys = vec![pos.key()];
    for _ in 0..args.random_plies {
        let legal = legal_moves(&pos);
        if legal.is_empty() {
            return None;
        }
        let m = legal[rng.below(legal.len())];
        moves.push(m.to_string());
        pos = pos.play(m);
        keys.push(pos.key());
    }
    if legal_moves(&pos).is_empty() {
        return None;
    }
    engine.new_game();
    let mut recorded = Vec::new();
    // plies in a row with a winning score for White (+) or Black (−), and
    // plies in a row near zero
    let mut winning = 0i32;
    let mut level = 0;
    let result = loop {
        let ply = moves.len();
        let legal = legal_moves(&pos);
        let white = pos.side_to_move() == ch08_chess::types::Color::White;
        if legal.is_empty() {
            break match (pos.in_check(), white) {
                (false, _) => "0.5",
                (true, true) => "0.0",
                (true, false) => "1.0",
            };
        }
        let repeated = keys.iter().filter(|&&k| k == pos.key()).count() >= 3;
        if repeated
            || pos.halfmove_clock() >= 100
            || is_insufficient_material(&pos)
            || ply >= 400
        {
            break "0.5";
        }
        let answer = engine.search(&moves, args.depth);
        let m = Move::from_uci(&pos, &answer.best)
            .unwrap_or_else(|e| panic!("{}: {e}", answer.best));
        let for_white =
            answer.centipawns.map(|cp| if white { cp } else { -cp });
        match for_white {
            Some(cp) if cp >= 1000 => winning = winning.max(0) + 1,
            Some(cp) if cp <= -1000 => winning = winning.min(0) - 1,
            Some(_) => winning = 0,
            None => {}
        }
        if winning >= 4 {
            break "1.0";
        }
        if winning <= -4 {
            break "0.0";
        }
        level = match for_white {
            Some(cp) if ply >= 80 && cp.abs() <= 10 => level + 1,
            _ => 0,
        };
        if level >= 8 {
            break "0.5";
        }
        let quiet = !pos.in_check()
            && !is_capture(&pos, m)
            && m.promotion().is_none()
            && answer.centipawns.is_some();
        if quiet && ply >= args.random_plies + 8 {
            recorded.push(pos.to_fen());
        }
        moves.push(answer.best);
        pos = pos.play(m);
        keys.push(pos.key());
    };
    Some((recorded, result))
}

fn main() {
    let args = Args::parse();
    let path =
        std::env::var("STOCKFISH").unwrap_or("/usr/games/stockfish".into());
    let mut engine = Engine::start(&path);
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15
        ^ args.seed.wrapping_mul(0xD1B5_4A32_D192_ED03)
        | 1);
    if let Some(dir) = args.out.parent() {
        std::fs::create_dir_all(dir).unwrap();
    }
    let mut out = BufWriter::new(File::create(&args.out).unwrap());
    let (mut games, mut positions) = (0, 0);
    let mut results = [0usize; 3];
    while games < args.games {
        let Some((recorded, result)) = play_game(&mut engine, &mut rng, &args)
        else {
            continue;
        };
        games += 1;
        results[match result {
            "1.0" => 0,
            "0.5" => 1,
            _ => 2,
        }] += 1;
        for fen in &recorded {
            writeln!(out, "{fen} [{result}]").unwrap();
        }
        positions += recorded.len();
        out.flush().unwrap();
        if games % 50 == 0 {
            eprintln!(
                "{games} games, {positions} positions (White won {}, drawn {}, Black won {})",
                results[0], results[1], results[2]
            );
        }
    }
    engine.send("quit");
    println!(
        "games: {games}, positions: {positions}, White won {}, drawn {}, Black won {}",
        results[0], results[1], results[2]
    );
}
