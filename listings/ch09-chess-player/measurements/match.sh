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
# shellcheck source=fastchess.sh
. "$(dirname "$0")/fastchess.sh"
record_setup \
    "player: $PLAYER ($(git -C "$ROOT" rev-parse --short HEAD))" \
    "opponent: $($STOCKFISH <<< quit | head -1), UCI_LimitStrength true, UCI_Elo $ELO"
# shellcheck disable=SC2086 # PLAYER_OPTIONS holds several words
PLAYER_ENGINE=(-engine cmd="$PLAYER" name=chess-player ${PLAYER_OPTIONS:-})
play_match "${PLAYER_ENGINE[@]}" \
    -engine cmd="$STOCKFISH" name="stockfish-$ELO" \
    option.UCI_LimitStrength=true option.UCI_Elo="$ELO" option.Threads=1 option."Move Overhead"=100 \
    10
