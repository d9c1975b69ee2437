//! The Universal Chess Interface: the commands a GUI or a match runner
//! sends, one a line, and what the player answers. The search runs on a
//! thread of its own, so that `stop`, `isready` and `quit` are answered
//! while it thinks.

use crate::score::{uci_score, MAX_PLY};
use crate::search::{Report, Searcher, Step};
use crate::time::Limits;
use ch08_chess::history::KeyHistory;
use ch08_chess::position::Position;
use ch08_chess::types::{Color, Move};
use std::io::{BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver};
use std::sync::{Arc, Mutex};
use std::thread::{self, JoinHandle};
use std::time::Duration;

/// The player's name, as `uci` gives it.
pub const NAME: &str = "Bitboard Book chess player";

/// The player's version, the crate's.
pub const VERSION: &str = "0.1.0";

/// The table's size when no `setoption` says otherwise, in MiB.
pub const DEFAULT_HASH: usize = 16;

/// The largest table `setoption name Hash` accepts, in MiB.
pub const MAX_HASH: usize = 4096;

/// The milliseconds kept back for sending a move when no `setoption` says
/// otherwise.
pub const DEFAULT_OVERHEAD: u64 = 50;

// ANCHOR: output
/// Where the player's lines go, shared by the thread that reads commands
/// and the thread that searches: each line is written whole and flushed.
#[derive(Clone)]
pub struct Output(Arc<Mutex<dyn Write + Send>>);

impl Output {
    /// Lines written to `sink`.
    ///
    /// ```
    /// use ch09_chess_player::uci::Output;
    /// let out = Output::new(std::io::sink());
    /// out.line("readyok");
    /// ```
    pub fn new(sink: impl Write + Send + 'static) -> Output {
        Output(Arc::new(Mutex::new(sink)))
    }

    /// Lines kept in memory, and the buffer to read them back from.
    ///
    /// ```
    /// use ch09_chess_player::uci::Output;
    /// let (out, buffer) = Output::captured();
    /// out.line("readyok");
    /// assert_eq!(*buffer.lock().unwrap(), b"readyok\n");
    /// ```
    pub fn captured() -> (Output, Arc<Mutex<Vec<u8>>>) {
        let buffer = Arc::new(Mutex::new(Vec::new()));
        (Output::new(Shared(Arc::clone(&buffer))), buffer)
    }

    /// Writes one line. A closed output is not an error worth stopping for:
    /// the GUI has gone, and `quit` or the end of input follows.
    ///
    /// ```
    /// use ch09_chess_player::uci::Output;
    /// let (out, buffer) = Output::captured();
    /// out.line("uciok");
    /// assert_eq!(*buffer.lock().unwrap(), b"uciok\n");
    /// ```
    pub fn line(&self, text: &str) {
        let mut sink = match self.0.lock() {
            Ok(sink) => sink,
            Err(poisoned) => poisoned.into_inner(),
        };
        let _ = writeln!(sink, "{text}");
        let _ = sink.flush();
    }
}

/// A buffer shared between an `Output` and whoever reads it back.
struct Shared(Arc<Mutex<Vec<u8>>>);

impl Write for Shared {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        match self.0.lock() {
            Ok(mut buffer) => buffer.extend_from_slice(bytes),
            Err(poisoned) => poisoned.into_inner().extend_from_slice(bytes),
        }
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}
// ANCHOR_END: output

// ANCHOR: parse_position
/// The position of a `position` command's arguments, `startpos` or `fen`
/// and its fields, then optionally `moves` and moves in UCI notation; with
/// the keys of the positions on the way to it, itself last, for
/// repetitions.
///
/// ```
/// use ch09_chess_player::uci::parse_position;
/// let words = ["startpos", "moves", "e2e4", "e7e5"];
/// let (pos, history) = parse_position(&words).unwrap();
/// assert_eq!(history.len(), 3);
/// assert_eq!(pos.fullmove_number(), 2);
/// assert_eq!(parse_position(&["startpos", "moves", "e2e5"]).unwrap_err(),
///            "position: move 1: `e2e5` is not a legal move in this position");
/// ```
pub fn parse_position(args: &[&str]) -> Result<(Position, KeyHistory), String> {
    let moves_at = args
        .iter()
        .position(|&a| a == "moves")
        .unwrap_or(args.len());
    let (setup, moves) = args.split_at(moves_at);
    let mut pos = match setup {
        ["startpos"] => Position::start(),
        ["fen", fields @ ..] if !fields.is_empty() => {
            Position::from_fen(&fields.join(" "))
                .map_err(|e| format!("position: {e}"))?
        }
        ["fen"] => return Err("position: fen needs a position".to_string()),
        [] => return Err("position: startpos or fen expected".to_string()),
        ["startpos", extra, ..] => {
            return Err(format!("position: unexpected {extra} after startpos"))
        }
        [first, ..] => {
            return Err(format!(
                "position: startpos or fen expected, not {first}"
            ))
        }
    };
    let mut history = KeyHistory::new(&pos);
    for (i, text) in moves.iter().skip(1).enumerate() {
        let m = Move::from_uci(&pos, text)
            .map_err(|e| format!("position: move {}: {e}", i + 1))?;
        pos = pos.play(m);
        history.push(&pos);
    }
    Ok((pos, history))
}
// ANCHOR_END: parse_position

// ANCHOR: parse_go
/// The limits of a `go` command's arguments, and the words it skipped:
/// `wtime btime winc binc movestogo movetime depth nodes` each with a whole
/// number, `mate n` as a depth of 2n − 1 plies, and `infinite`. A word it
/// does not know is skipped with every word after it up to the next one it
/// knows, as the protocol asks (`searchmoves e2e4 d2d4`, `ponder`).
///
/// ```
/// use ch09_chess_player::uci::parse_go;
/// let words = ["wtime", "5000", "btime", "4000", "winc", "50"];
/// let (limits, skipped) = parse_go(&words).unwrap();
/// assert_eq!((limits.time, skipped.len()), ([Some(5000), Some(4000)], 0));
/// let words = ["searchmoves", "e2e4", "d2d4", "mate", "2"];
/// let (limits, skipped) = parse_go(&words).unwrap();
/// assert_eq!(limits.depth, Some(3));
/// assert_eq!(skipped, ["searchmoves e2e4 d2d4"]);
/// let error = parse_go(&["depth", "deep"]).unwrap_err();
/// assert!(error.starts_with("go: depth needs a whole number of plies"));
/// assert!(error.ends_with("from 1 to 120, not deep"));
/// ```
pub fn parse_go(args: &[&str]) -> Result<(Limits, Vec<String>), String> {
    const WORDS: [&str; 10] = [
        "wtime",
        "btime",
        "winc",
        "binc",
        "movestogo",
        "movetime",
        "depth",
        "nodes",
        "mate",
        "infinite",
    ];
    let mut limits = Limits::default();
    let mut skipped = Vec::new();
    let mut rest = args.iter().peekable();
    while let Some(&word) = rest.next() {
        if !WORDS.contains(&word) {
            let mut unknown = vec![word];
            while let Some(&&next) = rest.peek() {
                if WORDS.contains(&next) {
                    break;
                }
                unknown.push(next);
                rest.next();
            }
            skipped.push(unknown.join(" "));
            continue;
        }
        if word == "infinite" {
            limits.infinite = true;
            continue;
        }
        let value = rest.next().copied();
        let number = |low: i64, high: i64, what: &str| -> Result<i64, String> {
            value
                .and_then(|v| v.parse::<i64>().ok())
                .filter(|n| (low..=high).contains(n))
                .ok_or_else(|| match value {
                    Some(v) => format!("go: {word} needs {what}, not {v}"),
                    None => format!("go: {word} needs {what}"),
                })
        };
        let ms = "a whole number of milliseconds";
        let most = MAX_PLY as i64 - 8;
        let depth = format!("a whole number of plies from 1 to {most}");
        let mate = format!("a whole number of moves from 1 to {}", most / 2);
        match word {
            "wtime" => limits.time[0] = Some(number(i64::MIN, i64::MAX, ms)?),
            "btime" => limits.time[1] = Some(number(i64::MIN, i64::MAX, ms)?),
            "winc" => limits.increment[0] = Some(number(0, i64::MAX, ms)?),
            "binc" => limits.increment[1] = Some(number(0, i64::MAX, ms)?),
            "movestogo" => {
                limits.movestogo = Some(number(
                    1,
                    u32::MAX as i64,
                    "a whole number of moves from 1",
                )? as u32)
            }
            "movetime" => {
                limits.movetime = Some(number(0, i64::MAX, ms)? as u64)
            }
            "depth" => limits.depth = Some(number(1, most, &depth)? as i32),
            // a mate in n moves is 2n − 1 plies deep
            "mate" => {
                limits.depth = Some(number(1, most / 2, &mate)? as i32 * 2 - 1)
            }
            "nodes" => {
                limits.nodes =
                    Some(number(1, i64::MAX, "a whole number of nodes from 1")?
                        as u64)
            }
            _ => unreachable!("each word of WORDS has its arm"),
        }
    }
    Ok((limits, skipped))
}
// ANCHOR_END: parse_go

// ANCHOR: info_line
/// The `info` line of a completed depth: depth, seldepth, score, nodes,
/// nodes per second, time in milliseconds, and the principal variation.
///
/// ```
/// use ch09_chess_player::search::Report;
/// use ch09_chess_player::uci::info_line;
/// use std::time::Duration;
/// let time = Duration::from_millis(4);
/// let pv = vec![];
/// let r = Report { depth: 3, seldepth: 5, score: 20, nodes: 1000, time, pv };
/// let line = info_line(&r);
/// assert!(line.starts_with("info depth 3 seldepth 5 score cp 20 nodes 1000"));
/// assert!(line.ends_with("nps 250000 time 4 pv"));
/// ```
pub fn info_line(r: &Report) -> String {
    let ms = r.time.as_millis() as u64;
    let nps = r.nodes * 1000 / ms.max(1);
    let pv: Vec<String> = r.pv.iter().map(|m| m.to_string()).collect();
    let pv = pv.join(" ");
    let score = uci_score(r.score);
    let (depth, seldepth, nodes) = (r.depth, r.seldepth, r.nodes);
    let line = format!(
        "info depth {depth} seldepth {seldepth} score {score} nodes {nodes} \
         nps {nps} time {ms} pv {pv}"
    );
    line.trim_end().to_string()
}
// ANCHOR_END: info_line

/// What the loop does after a line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    /// Read the next line.
    Continue,
    /// Stop reading: `quit`.
    Quit,
}

/// A search under way: its thread, and where the searcher comes back
/// before the thread prints `bestmove`.
struct Running {
    thread: JoinHandle<()>,
    searcher: Receiver<Searcher>,
    /// True when only `stop` ends it: `go infinite`, or `go` with no limit.
    endless: bool,
}

/// The engine's state between commands: the position, the keys before it,
/// the options, and the searcher, or the search that holds it.
pub struct Uci {
    out: Output,
    position: Position,
    history: KeyHistory,
    searcher: Option<Searcher>,
    running: Option<Running>,
    stop: Arc<AtomicBool>,
    overhead: u64,
}

impl Uci {
    /// A new engine at the starting position, writing to `out`.
    ///
    /// ```
    /// use ch09_chess_player::uci::{Output, Uci};
    /// let (out, buffer) = Output::captured();
    /// let mut uci = Uci::new(out);
    /// uci.handle(b"isready");
    /// assert_eq!(*buffer.lock().unwrap(), b"readyok\n");
    /// ```
    pub fn new(out: Output) -> Uci {
        Uci::with_step(out, Step::LAST)
    }

    /// A new engine whose search uses the steps up to `step` only.
    ///
    /// ```
    /// use ch09_chess_player::search::Step;
    /// use ch09_chess_player::uci::{Output, Uci};
    /// let uci = Uci::with_step(Output::new(std::io::sink()), Step::Quiescence);
    /// ```
    pub fn with_step(out: Output, step: Step) -> Uci {
        let searcher = Searcher::with_step(DEFAULT_HASH, step);
        Uci {
            out,
            position: Position::start(),
            history: KeyHistory::new(&Position::start()),
            stop: searcher.stop_flag(),
            searcher: Some(searcher),
            running: None,
            overhead: DEFAULT_OVERHEAD,
        }
    }

    /// The position the next `go` searches.
    ///
    /// ```
    /// use ch09_chess_player::uci::{Output, Uci};
    /// let mut uci = Uci::new(Output::new(std::io::sink()));
    /// uci.handle(b"position startpos moves e2e4");
    /// assert_eq!(uci.position().fullmove_number(), 1);
    /// ```
    pub fn position(&self) -> &Position {
        &self.position
    }

    // ANCHOR: handle
    /// Handles one line, which need not be UTF-8. Words before the first
    /// known command are skipped, as the protocol asks; a line with no
    /// known command is ignored.
    ///
    /// ```
    /// use ch09_chess_player::uci::{Flow, Output, Uci};
    /// let mut uci = Uci::new(Output::new(std::io::sink()));
    /// assert_eq!(uci.handle(b"hello there"), Flow::Continue);
    /// assert_eq!(uci.handle(b"quit"), Flow::Quit);
    /// ```
    pub fn handle(&mut self, line: &[u8]) -> Flow {
        let Ok(line) = std::str::from_utf8(line) else {
            self.out
                .line("info string ignored a line that is not UTF-8");
            return Flow::Continue;
        };
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some(start) = words.iter().position(|w| is_command(w)) else {
            return Flow::Continue;
        };
        let args = &words[start + 1..];
        match words[start] {
            "uci" => self.identify(),
            "isready" => self.out.line("readyok"),
            "ucinewgame" => self.with_searcher("ucinewgame", |_, s| s.clear()),
            "setoption" => self.set_option(args),
            "position" => match parse_position(args) {
                Ok((position, history)) => {
                    (self.position, self.history) = (position, history)
                }
                Err(error) => self.out.line(&format!("info string {error}")),
            },
            "go" => match parse_go(args) {
                Ok((limits, skipped)) => self.go(limits, &skipped),
                Err(error) => self.out.line(&format!("info string {error}")),
            },
            "stop" => self.stop.store(true, Ordering::Relaxed),
            "quit" => {
                self.stop.store(true, Ordering::Relaxed);
                self.wait();
                return Flow::Quit;
            }
            // debug, register, ponderhit: nothing to do
            _ => {}
        }
        Flow::Continue
    }
    // ANCHOR_END: handle

    /// Answers `uci`: the name, the author, the options, `uciok`.
    fn identify(&self) {
        self.out.line(&format!("id name {NAME} {VERSION}"));
        self.out.line("id author The Bitboard Book");
        self.out.line(&format!(
            "option name Hash type spin default {DEFAULT_HASH} min 1 max {MAX_HASH}"
        ));
        self.out.line("option name Clear Hash type button");
        self.out.line(&format!(
            "option name Move Overhead type spin default {DEFAULT_OVERHEAD} min 0 max 5000"
        ));
        self.out.line("uciok");
    }

    /// Handles `setoption name N [value V]`.
    fn set_option(&mut self, args: &[&str]) {
        let value_at = args.iter().position(|&a| a == "value");
        let (name, value) = match value_at {
            Some(i) => (&args[..i], Some(args[i + 1..].join(" "))),
            None => (args, None),
        };
        let name = match name {
            ["name", name @ ..] if !name.is_empty() => {
                name.join(" ").to_lowercase()
            }
            _ => {
                self.out.line("info string setoption: name expected");
                return;
            }
        };
        let number = |high: u64| {
            value
                .as_deref()
                .and_then(|v| v.parse::<u64>().ok())
                .filter(|n| *n <= high)
                .ok_or_else(|| {
                    format!(
                        "info string setoption: {name} needs a whole number up to {high}, not {}",
                        value.as_deref().unwrap_or("nothing")
                    )
                })
        };
        match name.as_str() {
            "hash" => match number(MAX_HASH as u64) {
                Ok(0) => self
                    .out
                    .line("info string setoption: hash needs at least 1"),
                Ok(mb) => self
                    .with_searcher("setoption", |_, s| s.resize(mb as usize)),
                Err(error) => self.out.line(&error),
            },
            "clear hash" => self.with_searcher("setoption", |_, s| s.clear()),
            "move overhead" => match number(5000) {
                Ok(ms) => self.overhead = ms,
                Err(error) => self.out.line(&error),
            },
            _ => self
                .out
                .line(&format!("info string setoption: no option {name}")),
        }
    }

    /// Runs `action` on the searcher, once a finished search has given it
    /// back; while a search runs, says that `command` must wait.
    fn with_searcher(
        &mut self,
        command: &str,
        action: impl FnOnce(&mut Uci, &mut Searcher),
    ) {
        self.reclaim();
        match self.searcher.take() {
            Some(mut searcher) => {
                action(self, &mut searcher);
                self.searcher = Some(searcher);
            }
            None => self.out.line(&format!(
                "info string {command}: wait until the search stops"
            )),
        }
    }

    /// Takes the searcher back from a search that has finished and answered.
    /// A `go infinite` that has finished still holds its answer until `stop`,
    /// so its thread is left alone until then.
    fn reclaim(&mut self) {
        if let Some(running) = self.running.take() {
            let answered = running.thread.is_finished();
            if running.endless
                && !answered
                && !self.stop.load(Ordering::Relaxed)
            {
                self.running = Some(running);
                return;
            }
            match running.searcher.try_recv() {
                Ok(searcher) => {
                    let _ = running.thread.join();
                    self.searcher = Some(searcher);
                }
                Err(_) => self.running = Some(running),
            }
        }
    }

    // ANCHOR: go
    /// Starts a search of the current position on a thread of its own,
    /// after saying which of its words were skipped.
    fn go(&mut self, limits: Limits, skipped: &[String]) {
        // A search with a limit ends by itself: a second `go` (a script's)
        // waits for its answer rather than being refused.
        if self.running.as_ref().is_some_and(|r| !r.endless) {
            self.wait();
        }
        for words in skipped {
            let note = format!("go: skipped {words}, not supported");
            self.out.line(&format!("info string {note}"));
        }
        self.reclaim();
        let endless = limits.infinite
            || (limits.depth, limits.nodes, limits.movetime)
                == (None, None, None)
                && limits.time[self.position.side_to_move().index()].is_none();
        let Some(mut searcher) = self.searcher.take() else {
            self.out.line("info string go: a search is already running");
            return;
        };
        searcher.overhead = self.overhead;
        self.stop.store(false, Ordering::Relaxed);
        let (give_back, searcher_back) = mpsc::channel();
        let (out, stop) = (self.out.clone(), Arc::clone(&self.stop));
        let (position, history) = (self.position, self.history.clone());
        let thread =
            thread::Builder::new().stack_size(64 << 20).spawn(move || {
                let mut report = |r: &Report| out.line(&info_line(r));
                let outcome =
                    searcher.search(&position, &history, &limits, &mut report);
                let _ = give_back.send(searcher);

                // ANCHOR: answer
                // `go infinite` answers only after `stop`
                while limits.infinite && !stop.load(Ordering::Relaxed) {
                    thread::sleep(Duration::from_millis(1));
                }
                let best =
                    outcome.best.map_or("0000".to_string(), |m| m.to_string());
                out.line(&format!("bestmove {best}"));
                // ANCHOR_END: answer
            });
        match thread {
            Ok(thread) => {
                self.running = Some(Running {
                    thread,
                    searcher: searcher_back,
                    endless,
                })
            }
            Err(error) => self
                .out
                .line(&format!("info string go: no thread: {error}")),
        }
    }
    // ANCHOR_END: go

    /// Waits until the search under way, if any, has printed its move.
    ///
    /// ```
    /// use ch09_chess_player::uci::{Output, Uci};
    /// let (out, buffer) = Output::captured();
    /// let mut uci = Uci::new(out);
    /// uci.handle(b"go depth 1");
    /// uci.wait();
    /// assert!(String::from_utf8_lossy(&buffer.lock().unwrap()).contains("bestmove"));
    /// ```
    pub fn wait(&mut self) {
        if let Some(running) = self.running.take() {
            if let Ok(searcher) = running.searcher.recv() {
                self.searcher = Some(searcher);
            }
            let _ = running.thread.join();
        }
    }

    /// The side to move in the current position.
    ///
    /// ```
    /// use ch09_chess_player::uci::{Output, Uci};
    /// use ch08_chess::types::Color;
    /// let uci = Uci::new(Output::new(std::io::sink()));
    /// assert_eq!(uci.side_to_move(), Color::White);
    /// ```
    pub fn side_to_move(&self) -> Color {
        self.position.side_to_move()
    }
}

/// True for the words that start a command.
fn is_command(word: &str) -> bool {
    matches!(
        word,
        "uci"
            | "debug"
            | "isready"
            | "setoption"
            | "register"
            | "ucinewgame"
            | "position"
            | "go"
            | "stop"
            | "ponderhit"
            | "quit"
    )
}

// ANCHOR: run
/// Reads commands from `input` until `quit` or its end, and answers on
/// `out`, searching with the steps up to `step`. At the end of the input
/// a search with a limit runs to its end (so that `go depth 8` piped in
/// prints its move) and an endless one stops.
///
/// ```
/// use ch09_chess_player::search::Step;
/// use ch09_chess_player::uci::{run, Output};
/// let (out, buffer) = Output::captured();
/// run(&b"isready\nquit\n"[..], out, Step::LAST);
/// assert_eq!(*buffer.lock().unwrap(), b"readyok\n");
/// ```
pub fn run(mut input: impl BufRead, out: Output, step: Step) {
    let mut uci = Uci::with_step(out, step);
    let mut line = Vec::new();
    loop {
        line.clear();
        match input.read_until(b'\n', &mut line) {
            Ok(0) | Err(_) => break,
            Ok(_) => {
                while line.last().is_some_and(|b| *b == b'\n' || *b == b'\r') {
                    line.pop();
                }
                if uci.handle(&line) == Flow::Quit {
                    return;
                }
            }
        }
    }
    if uci.running.as_ref().is_some_and(|r| r.endless) {
        uci.stop.store(true, Ordering::Relaxed);
    }
    uci.wait();
}
// ANCHOR_END: run
