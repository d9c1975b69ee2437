# What match.sh and selfplay.sh share, sourced by both: the setup record and the
# fastchess run. Not a program of its own.
#
# The caller sets FASTCHESS, BOOK, OUT, GAMES, TC, CONCURRENCY and SEED.

# Writes the machine, the load and the settings to $OUT/setup.txt (and shows
# them), with the caller's lines about its players in between.
record_setup() {
    mkdir -p "$OUT"
    {
        echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
        echo "machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(nproc) cores"
        echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
        printf '%s\n' "$@"
        echo "runner: $($FASTCHESS -version)"
        echo "book: $BOOK, random order, seed $SEED"
        echo "games: $GAMES, time control $TC, concurrency $CONCURRENCY"
    } | tee "$OUT/setup.txt"
}

# Plays the match between the two engines given (fastchess `-engine …`
# arguments), each opening twice with colours reversed, in $OUT; the last
# argument is how many games go between two rating reports.
play_match() {
    local every=${*: -1}
    local engines=("${@:1:$#-1}")
    # fastchess writes its state (config.json) where it runs
    cd "$OUT"
    "$FASTCHESS" \
        "${engines[@]}" \
        -each tc="$TC" option.Hash=16 \
        -openings file="$BOOK" format=pgn order=random \
        -srand "$SEED" \
        -rounds $((GAMES / 2)) -games 2 -repeat \
        -concurrency "$CONCURRENCY" \
        -recover \
        -pgnout file="$OUT/games.pgn" \
        -ratinginterval "$every" \
        2>&1 | tee "$OUT/log.txt"
    echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)" | tee -a "$OUT/setup.txt"
}
