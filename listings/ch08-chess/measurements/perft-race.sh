#!/usr/bin/env bash
# Times whole perft programs side by side, pinned to one core: the start
# position to depth 6 and Kiwipete to depth 5, each program's runs taken in
# turn with the others', and prints Markdown tables of the fastest and the
# median run of each, on the clock and in processor time (user and system,
# which other work on the machine disturbs less), each with its caption: the
# machine, the compiler, the date and the load.
#
# It builds nothing and needs no network: give it the programs' paths.
#
#   CHESS         `chess` built with cargo's release profile (portable)
#   CHESS_NATIVE  `chess` built with RUSTFLAGS="-C target-cpu=native"
#   COZY          cozy-chess 0.3.4's `examples/perft.rs`, release profile
#   COZY_PEXT     the same with `--features pext` and target-cpu=native
#   ELLXOR        ellxor/perft, `g++ -O3 -march=native src/unity_build.cc`
#   STOCKFISH     a Stockfish binary (`go perft`), e.g. /usr/games/stockfish
#   RUNS          runs of each program on each position (default 3)
#   CORE          the core to pin to (default 0)
#
# A program whose variable is unset or empty is left out. Each run's count is
# checked against the published one; a wrong count stops the script.
#
# Usage: perft-race.sh [--record]
#
# The tables go to standard output. With --record they also replace the
# figures of perft-race.md beside this script (its part from "## How these
# figures were made" on is kept), the file the book includes.
#
#   CHESS=target/release/chess ELLXOR=/tmp/perft/perft \
#       bash listings/ch08-chess/measurements/perft-race.sh
set -euo pipefail

usage() { awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; }
RECORD=
for arg in "$@"; do
    case $arg in
    --record) RECORD=1 ;;
    -h | --help) usage; exit 0 ;;
    *) echo "error: unknown argument '$arg' (only --record)" >&2; exit 2 ;;
    esac
done
RECORD_FILE="$(dirname "$0")/perft-race.md"

RUNS=${RUNS:-3}
CORE=${CORE:-0}
LOAD_BEFORE=$(cut -d' ' -f1-3 /proc/loadavg)
START_FEN="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
KIWIPETE_FEN="r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
# name, FEN, depth, published count
WORKS=("start position, depth 6|$START_FEN|6|119060324"
    "Kiwipete, depth 5|$KIWIPETE_FEN|5|193690690")

# The programs given, as "label|kind|path".
PROGRAMS=()
add() { [[ -n "${3:-}" ]] && PROGRAMS+=("$1|$2|$3") || true; }
add "\`chess perft\`, portable" chess "${CHESS:-}"
add "\`chess perft\`, native" chess "${CHESS_NATIVE:-}"
add "cozy-chess 0.3.4" cozy "${COZY:-}"
add "cozy-chess 0.3.4, pext, native" cozy "${COZY_PEXT:-}"
add "ellxor/perft 604c4be, native" ellxor "${ELLXOR:-}"
add "Stockfish 15.1" stockfish "${STOCKFISH:-}"
if [[ ${#PROGRAMS[@]} -eq 0 ]]; then
    echo "error: no program given (set CHESS, ELLXOR, … to their paths)" >&2
    exit 1
fi

# Runs one program on one position, pinned; prints the node count it reports.
count() {
    local kind=$1 path=$2 fen=$3 depth=$4
    case $kind in
    chess) taskset -c "$CORE" "$path" perft --depth "$depth" --fen "$fen" |
        sed -n 's/^nodes: //p' ;;
    cozy) taskset -c "$CORE" "$path" "$depth" "$fen" |
        sed -n 's/^\([0-9]*\) nodes in.*/\1/p' ;;
    ellxor) taskset -c "$CORE" "$path" "$fen" "$depth" |
        sed -n 's/^Result: *//p' ;;
    stockfish) printf 'position fen %s\ngo perft %s\nquit\n' "$fen" "$depth" |
        taskset -c "$CORE" "$path" | sed -n 's/^Nodes searched: //p' ;;
    esac
}

declare -A TIMES CPU
TIMEFORMAT='%R %U %S'
OUT=$(mktemp)
trap 'rm -f "$OUT"' EXIT
for ((run = 0; run < RUNS; run++)); do
    for work in "${WORKS[@]}"; do
        IFS='|' read -r name fen depth published <<<"$work"
        for program in "${PROGRAMS[@]}"; do
            IFS='|' read -r label kind path <<<"$program"
            read -r real user system < <({ time count "$kind" "$path" "$fen" "$depth" >"$OUT"; } 2>&1)
            nodes=$(cat "$OUT")
            if [[ "$nodes" != "$published" ]]; then
                echo "error: $label, $name: counted '$nodes', not $published" >&2
                exit 1
            fi
            TIMES["$label|$name"]+="$real "
            CPU["$label|$name"]+="$(awk -v u="$user" -v s="$system" 'BEGIN { printf "%.3f", u + s }') "
        done
    done
done

# The fastest and the median of a list of seconds.
best_median() {
    tr ' ' '\n' <<<"$1" | sed '/^$/d' | sort -n |
        awk '{ t[NR] = $1 } END { printf "%.2f s|%.2f s", t[1], t[int((NR + 1) / 2)] }'
}

model=$(lscpu | sed -n 's/^Model name: *//p')
cores=$(nproc)
rustc=$(rustc --version 2>/dev/null | cut -d' ' -f1-2 || true)
stamp="$model, $cores cores${rustc:+ · $rustc} · $(date -u +%Y-%m-%d)"

# A table of the fastest and median of each program on each work, from
# the runs in the array named by $1.
table() {
    local -n runs=$1
    printf '| program |'
    for work in "${WORKS[@]}"; do
        printf ' %s, fastest | median |' "${work%%|*}"
    done
    printf '\n|---|'
    for _ in "${WORKS[@]}"; do printf -- '---:|---:|'; done
    printf '\n'
    for program in "${PROGRAMS[@]}"; do
        label=${program%%|*}
        printf '| %s |' "$label"
        for work in "${WORKS[@]}"; do
            IFS='|' read -r best median <<<"$(best_median "${runs["$label|${work%%|*}"]}")"
            printf ' %s | %s |' "$best" "$median"
        done
        printf '\n'
    done
}

# The tables, their captions and each run's figures.
report() {
    echo "<!-- ANCH""OR: figures -->"  # split, so that the script itself holds no anchor
    table TIMES
    echo
    echo "*$stamp · time on the clock of the whole process pinned to one core, the fastest and the median of $RUNS runs of each taken in turn; load average $LOAD_BEFORE before, $LOAD_AFTER after*"
    echo
    table CPU
    echo
    echo "*$stamp · processor time (user and system) of the same runs*"
    echo "<!-- ANCHOR_END: figures -->"
    echo
    echo "Each run, on the clock and in processor time, in seconds:"
    echo
    for program in "${PROGRAMS[@]}"; do
        label=${program%%|*}
        for work in "${WORKS[@]}"; do
            echo "- $label, ${work%%|*}: ${TIMES["$label|${work%%|*}"]% }; ${CPU["$label|${work%%|*}"]% }"
        done
    done
}

LOAD_AFTER=$(cut -d' ' -f1-3 /proc/loadavg)
report
if [[ -n $RECORD ]]; then
    REPORT=$(mktemp)
    report >"$REPORT"
    { cat "$REPORT"; echo; sed -n '/^## How these figures were made/,$p' "$RECORD_FILE"; } >"$REPORT.md"
    mv "$REPORT.md" "$RECORD_FILE"
    rm -f "$REPORT"
    echo "wrote $RECORD_FILE" >&2
fi
