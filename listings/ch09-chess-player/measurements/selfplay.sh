#!/usr/bin/env bash
# A match between two builds of chess-player (or one build with two sets of
# arguments), played by fastchess from the same balanced book as match.sh, with
# colours reversed: how much a change is worth.
#
#   FASTCHESS=/path/to/fastchess BOOK=/path/to/8moves_v3.pgn \
#     listings/ch09-chess-player/measurements/selfplay.sh NEW OLD [games] [tc] [out-dir]
#
# NEW and OLD are commands: a path to a binary, or a binary and its arguments in
# quotes ("/tmp/old-player uci --step 10"). Build them into separate files
# first (cp target/release/chess-player /tmp/new-player), since a build
# replaces the file in target/ while the match runs.
# games   the number of games, even (default 200)
# tc      the time control (default 2+0.02: quick, for comparing two versions)
# out-dir where the PGN and the log go (default target/selfplay-<date>)
set -euo pipefail

NEW=${1:?the new player}
OLD=${2:?the old player}
GAMES=${3:-200}
TC=${4:-2+0.02}
ROOT=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
OUT=${5:-$ROOT/target/selfplay-$(date -u +%Y%m%dT%H%M%S)}
FASTCHESS=${FASTCHESS:?set FASTCHESS to the fastchess binary}
BOOK=$(realpath "${BOOK:?set BOOK to 8moves_v3.pgn}")
CONCURRENCY=${CONCURRENCY:-1}
SEED=${SEED:-20261128}

# a command and its arguments as fastchess wants them, in the array ENGINE
engine() {
    local name=$1 cmd=$2
    local bin=${cmd%% *} args=""
    [ "$bin" != "$cmd" ] && args=${cmd#* }
    ENGINE=(-engine "cmd=$(realpath "$bin")" "name=$name")
    if [ -n "$args" ]; then
        ENGINE+=("args=$args")
    fi
}
engine new "$NEW"
NEW_ENGINE=("${ENGINE[@]}")
engine old "$OLD"
OLD_ENGINE=("${ENGINE[@]}")

# shellcheck source=fastchess.sh
. "$(dirname "$0")/fastchess.sh"
record_setup "new: $NEW" "old: $OLD"
play_match "${NEW_ENGINE[@]}" "${OLD_ENGINE[@]}" 20
