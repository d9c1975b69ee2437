#!/usr/bin/env bash
# A match of chess-player against Stockfish at a limited strength, played by
# fastchess from a balanced opening book with colours reversed (each opening
# is played twice, once with each colour).
#
#   FASTCHESS=/path/to/fastchess BOOK=/path/to/8moves_v3.pgn \
#     listings/ch09-chess-player/measurements/match.sh [games] [elo] [tc] [out-dir]
#
# games   the number of games, even (default 100)
# elo     Stockfish's UCI_Elo (default 2000)
# tc      the time control, seconds+increment (default 5+0.05)
# out-dir where the PGN and the log go (default target/match-<elo>-<date>)
#
# Built and fetched as measurements/README.md says: fastchess 1.8.2-alpha
# (Disservin/fastchess, tag v1.8.2-alpha), the book 8moves_v3.pgn from
# official-stockfish/books (CC0), Debian's stockfish 15.1 at /usr/games.
# Stockfish keeps 100 ms for its overhead (its default, 10 ms, loses games on
# time on a loaded machine).
# Extra player options: PLAYER_OPTIONS="option.Hash=64" (fastchess syntax).
set -euo pipefail

GAMES=${1:-100}
ELO=${2:-2000}
TC=${3:-5+0.05}
ROOT=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
OUT=${4:-$ROOT/target/match-$ELO-$(date -u +%Y%m%dT%H%M%S)}
FASTCHESS=${FASTCHESS:?set FASTCHESS to the fastchess binary}
BOOK=$(realpath "${BOOK:?set BOOK to 8moves_v3.pgn}")
STOCKFISH=${STOCKFISH:-/usr/games/stockfish}
PLAYER=${PLAYER:-$ROOT/target/release/chess-player}
CONCURRENCY=${CONCURRENCY:-1}
SEED=${SEED:-20261128}

if [ -z "${PLAYER_PREBUILT:-}" ]; then
    cargo build --release --quiet -p ch09-chess-player --bin chess-player
fi
mkdir -p "$OUT"
{
    echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
    echo "machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(nproc) cores"
    echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
    echo "player: $PLAYER ($(git -C "$ROOT" rev-parse --short HEAD))"
    echo "opponent: $($STOCKFISH <<< quit | head -1), UCI_LimitStrength true, UCI_Elo $ELO"
    echo "runner: $($FASTCHESS -version)"
    echo "book: $BOOK, random order, seed $SEED"
    echo "games: $GAMES, time control $TC, concurrency $CONCURRENCY"
} | tee "$OUT/setup.txt"

# fastchess writes its state (config.json) where it runs
cd "$OUT"
"$FASTCHESS" \
    -engine cmd="$PLAYER" name=chess-player ${PLAYER_OPTIONS:-} \
    -engine cmd="$STOCKFISH" name="stockfish-$ELO" \
        option.UCI_LimitStrength=true option.UCI_Elo="$ELO" option.Threads=1 option."Move Overhead"=100 \
    -each tc="$TC" option.Hash=16 \
    -openings file="$BOOK" format=pgn order=random \
    -srand "$SEED" \
    -rounds $((GAMES / 2)) -games 2 -repeat \
    -concurrency "$CONCURRENCY" \
    -recover \
    -pgnout file="$OUT/games.pgn" \
    -ratinginterval 10 \
    2>&1 | tee "$OUT/log.txt"

echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)" | tee -a "$OUT/setup.txt"
