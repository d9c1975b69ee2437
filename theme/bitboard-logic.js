// The Bitboard Book: the logic of the in-page explorers, with no DOM in it, so
// that it can be tested against cases computed by the Rust listings: by
// `cargo test` in an embedded JavaScript engine (tests/tests/explorer_logic.rs)
// and by Node (tests/browser/logic.test.mjs), both running
// tests/browser/logic-checks.js. Boards are BigInts, so that boards wider than
// 64 bits (Isolation's 115) work the same as small ones.
(function (root, factory) {
    'use strict';
    if (typeof module === 'object' && module.exports) {
        module.exports = factory();
    } else {
        root.BitboardLogic = factory();
    }
})(typeof self !== 'undefined' ? self : this, function () {
    'use strict';

    const ONE = 1n;

    /**
     * A value as a message quotes it: its first 40 characters, then an ellipsis
     * if it is longer, so that a long bad value is not repeated whole (the Tak
     * listing's messages cut it the same way).
     */
    function cut(text) {
        const chars = Array.from(String(text));
        return chars.length > 40 ? chars.slice(0, 40).join('') + '…' : chars.join('');
    }

    /** The one-hot board of bit n: 1 << n. */
    function bit(n) {
        return ONE << BigInt(n);
    }

    /** Chapter 1's four cell operations on a BigInt board. */
    const cells = {
        get: (board, n) => (board & bit(n)) !== 0n,
        set: (board, n) => board | bit(n),
        clear: (board, n) => board & ~bit(n),
        toggle: (board, n) => board ^ bit(n),
    };

    /** Shifts left for a positive amount, right for a negative one. */
    function shift(board, amount) {
        return amount >= 0 ? board << BigInt(amount) : board >> BigInt(-amount);
    }

    /** Every cell of a width × height board: the low width·height bits. */
    function full(width, height) {
        return (ONE << BigInt(width * height)) - ONE;
    }

    /** The cells of column x. */
    function column(width, height, x) {
        let mask = 0n;
        for (let y = 0; y < height; y++) {
            mask |= bit(y * width + x);
        }
        return mask;
    }

    /**
     * Chapter 2's whole-board shift by (dx, dy), y growing downwards: the step is
     * dy·W + dx. With `masked`, pieces that would leave by the east or west edge
     * are dropped instead of wrapping around.
     */
    function shiftBoard(board, width, height, dx, dy, masked) {
        let movable = board & full(width, height);
        if (masked && dx === 1) {
            movable &= ~column(width, height, width - 1);
        }
        if (masked && dx === -1) {
            movable &= ~column(width, height, 0);
        }
        return shift(movable, dy * width + dx) & full(width, height);
    }

    /** Isolation: the board of chapter 5, 11 × 9 cells, 13 bits a row. */
    const isolation = (function () {
        const WIDTH = 11;
        const HEIGHT = 9;
        const STRIDE = WIDTH + 2;
        const SIZE = STRIDE * HEIGHT - 2;
        const ROW = (ONE << BigInt(WIDTH)) - ONE;
        let blank = ROW;
        for (let y = 1; y < HEIGHT; y++) {
            blank = (blank << BigInt(STRIDE)) | ROW;
        }
        const N = STRIDE;
        const E = -1;
        const S = -STRIDE;
        const W = 1;
        const ACTIONS = [N + N + E, E + N + E, E + S + E, S + S + E,
            S + S + W, W + S + W, W + N + W, N + N + W];
        const NAMES = ['NNE', 'ENE', 'ESE', 'SSE', 'SSW', 'WSW', 'WNW', 'NNW'];

        function start() {
            return { board: blank, ply: 0, locs: [null, null] };
        }

        function libertyMask(state, loc) {
            if (loc === null) {
                return state.board;
            }
            let jumps = 0n;
            for (const a of ACTIONS) {
                jumps |= shift(bit(loc), a);
            }
            return jumps & state.board;
        }

        function liberties(state, loc) {
            const open = libertyMask(state, loc);
            const out = [];
            if (loc === null) {
                for (let c = 0; c < SIZE; c++) {
                    if ((open >> BigInt(c)) & ONE) {
                        out.push(c);
                    }
                }
                return out;
            }
            for (const a of ACTIONS) {
                if (shift(bit(loc), a) & open) {
                    out.push(loc + a);
                }
            }
            return out;
        }

        function player(state) {
            return state.ply % 2;
        }

        function actions(state) {
            const loc = state.locs[player(state)];
            const cells = liberties(state, loc);
            return loc === null ? cells : cells.map((c) => c - loc);
        }

        /** The state after an action, or an Error saying why it is illegal. */
        function result(state, action) {
            if (!actions(state).includes(action)) {
                return new Error('illegal action ' + action + ' at ply ' + (state.ply + 1));
            }
            const loc = state.locs[player(state)];
            const target = loc === null ? action : loc + action;
            const locs = state.locs.slice();
            locs[player(state)] = target;
            return { board: state.board ^ bit(target), ply: state.ply + 1, locs: locs };
        }

        function hasLiberties(state, p) {
            return libertyMask(state, state.locs[p]) !== 0n;
        }

        function terminal(state) {
            return !(hasLiberties(state, 0) && hasLiberties(state, 1));
        }

        /** +1, −1 or 0 for player p, as `isolation trace` writes the utility. */
        function utility(state, p) {
            if (!terminal(state)) {
                return 0;
            }
            const mover = player(state);
            return hasLiberties(state, mover) === (p === mover) ? 1 : -1;
        }

        return {
            WIDTH, HEIGHT, STRIDE, SIZE, BLANK: blank, ACTIONS, NAMES,
            start, libertyMask, liberties, player, actions, result, terminal, utility,
        };
    })();

    /**
     * Connect Four as chapter 3 builds it: bit 7·col + row (row 0 at the
     * bottom, row 6 the always-empty sentinel), one bitboard per player, the
     * height of each column as its next free bit, moves made with one XOR.
     */
    const connectFour = (function () {
        const COLUMNS = 7;
        const ROWS = 6;
        const H1 = ROWS + 1;
        let bottom = 0n;
        for (let c = 0; c < COLUMNS; c++) {
            bottom |= bit(c * H1);
        }
        const BOARD = bottom * ((ONE << BigInt(ROWS)) - ONE);

        function start() {
            const heights = [];
            for (let c = 0; c < COLUMNS; c++) {
                heights.push(c * H1);
            }
            return { boards: [0n, 0n], heights: heights, moves: 0 };
        }

        function player(state) {
            return state.moves % 2;
        }

        function mask(state) {
            return state.boards[0] | state.boards[1];
        }

        /** Whether a board holds four in a row: m = b & (b >> d), m & (m >> 2d). */
        function hasFour(board) {
            for (const d of [1, 7, 6, 8]) {
                const m = board & (board >> BigInt(d));
                if ((m & (m >> BigInt(2 * d))) !== 0n) {
                    return true;
                }
            }
            return false;
        }

        function winner(state) {
            for (const p of [0, 1]) {
                if (hasFour(state.boards[p])) {
                    return p;
                }
            }
            return null;
        }

        /** The next free cell of every column that is not full: (mask + bottom) & board. */
        function possible(state) {
            if (winner(state) !== null) {
                return 0n;
            }
            return (mask(state) + bottom) & BOARD;
        }

        /** The position seen from the player to move: current + mask, unique. */
        function key(state) {
            return state.boards[player(state)] + mask(state);
        }

        /** The state after a disc in column col (0 to 6), or an Error. */
        function play(state, col) {
            if (!Number.isInteger(col) || col < 0 || col >= COLUMNS) {
                return new Error('there is no column ' + (col + 1) + ', only 1 to 7');
            }
            if (winner(state) !== null) {
                return new Error('the game is already won');
            }
            const cell = state.heights[col];
            if (cell === col * H1 + ROWS) {
                return new Error('column ' + (col + 1) + ' is full');
            }
            const boards = state.boards.slice();
            boards[player(state)] ^= bit(cell);
            const heights = state.heights.slice();
            heights[col] += 1;
            return { boards: boards, heights: heights, moves: state.moves + 1 };
        }

        return { COLUMNS, ROWS, BOTTOM: bottom, BOARD, start, player, mask, hasFour, winner, possible, key, play };
    })();

    /**
     * English peg solitaire as chapter 4 builds it: bit 7·row + column, both
     * counted from the bottom right (bit 48 is the top-left corner), a jump
     * of two holes in one of four directions, made with one XOR of three bits.
     */
    const pegSolitaire = (function () {
        const SHAPE = ['0011100', '0011100', '1111111', '1111111', '1111111', '0011100', '0011100'];
        /** Bit of the hole at (row, column) counted from the top left, as drawn. */
        const at = (r, c) => 7 * (6 - r) + (6 - c);
        const playable = (r, c) => r >= 0 && r < 7 && c >= 0 && c < 7 && SHAPE[r][c] === '1';
        let board = 0n;
        for (let r = 0; r < 7; r++) {
            for (let c = 0; c < 7; c++) {
                if (playable(r, c)) {
                    board |= bit(at(r, c));
                }
            }
        }
        const CENTRE = bit(at(3, 3));
        /** The four directions: their shift and their step on the drawing. */
        const DIRECTIONS = [
            { name: 'up', shift: 7, dr: -1, dc: 0 },
            { name: 'down', shift: -7, dr: 1, dc: 0 },
            { name: 'left', shift: 1, dr: 0, dc: -1 },
            { name: 'right', shift: -1, dr: 0, dc: 1 },
        ];
        /** For each direction, the holes a jump may start from: both holes ahead playable. */
        const MASKS = DIRECTIONS.map((d) => {
            let m = 0n;
            for (let r = 0; r < 7; r++) {
                for (let c = 0; c < 7; c++) {
                    if (playable(r, c) && playable(r + d.dr, c + d.dc) &&
                        playable(r + 2 * d.dr, c + 2 * d.dc)) {
                        m |= bit(at(r, c));
                    }
                }
            }
            return m;
        });

        function start() {
            return board & ~CENTRE;
        }

        /** Where a jump in direction i can start: pegs, a peg next, a hole after. */
        function movesInDirection(pegs, i) {
            const s = DIRECTIONS[i].shift;
            return pegs & MASKS[i] & shift(pegs, -s) & ~shift(pegs, -2 * s);
        }

        /** Every legal jump as [from, over, to] bit positions. */
        function moves(pegs) {
            const out = [];
            DIRECTIONS.forEach((d, i) => {
                const starts = movesInDirection(pegs, i);
                for (let n = 0; n < 49; n++) {
                    if ((starts >> BigInt(n)) & ONE) {
                        out.push([n, n + d.shift, n + 2 * d.shift]);
                    }
                }
            });
            return out;
        }

        /** The pegs after jumping from `from` to `to`, or an Error. */
        function jump(pegs, from, to) {
            const legal = moves(pegs).find((m) => m[0] === from && m[2] === to);
            if (!legal) {
                return new Error('no jump from ' + from + ' to ' + to);
            }
            return pegs ^ (bit(legal[0]) | bit(legal[1]) | bit(legal[2]));
        }

        return { BOARD: board, CENTRE, DIRECTIONS, MASKS, at, start, movesInDirection, moves, jump };
    })();

    /**
     * Tak as chapter 6 builds it: square a1 is bit 0 and a square's bit is
     * rank · S + file; positions read and written in TPS; the slides of a stack
     * enumerated from gap bits, packed a nibble per drop and counted with
     * binomial coefficients; the eight symmetries; the eight Zobrist hashes,
     * with the listing's keys (xorshift64* from the same seeds).
     */
    const tak = (function () {
        const M64 = (ONE << 64n) - ONE;
        const KEY_SQUARES = 64;
        const COLOURS = ['White', 'Black'];
        /** The four directions, in the order the listing generates moves. */
        const DIRECTIONS = [
            { symbol: '+', name: 'up', df: 0, dr: 1 },
            { symbol: '-', name: 'down', df: 0, dr: -1 },
            { symbol: '<', name: 'left', df: -1, dr: 0 },
            { symbol: '>', name: 'right', df: 1, dr: 0 },
        ];
        /** The eight symmetries in the order of `Symmetry::ALL`: (f, r) → image, m = S − 1. */
        const SYMMETRIES = [
            { name: 'Identity', label: 'identity', map: (f, r) => [f, r] },
            { name: 'Rotate90', label: 'rotate 90', map: (f, r, m) => [m - r, f] },
            { name: 'Rotate180', label: 'rotate 180', map: (f, r, m) => [m - f, m - r] },
            { name: 'Rotate270', label: 'rotate 270', map: (f, r, m) => [r, m - f] },
            { name: 'MirrorH', label: 'mirror h', map: (f, r, m) => [m - f, r] },
            { name: 'MirrorV', label: 'mirror v', map: (f, r, m) => [f, m - r] },
            { name: 'MirrorDiag', label: 'mirror diag', map: (f, r) => [r, f] },
            { name: 'MirrorAntidiag', label: 'mirror antidiag', map: (f, r, m) => [m - r, m - f] },
        ];

        /** The listing's key generator, xorshift64*: `count` keys from `seed`. */
        function keyStream(seed) {
            let state = BigInt(seed);
            const keys = [];
            return function (index) {
                while (keys.length <= index) {
                    let x = state;
                    x ^= x >> 12n;
                    x ^= (x << 25n) & M64;
                    x ^= x >> 27n;
                    state = x;
                    keys.push((x * 0x2545F4914F6CDD1Dn) & M64);
                }
                return keys[index];
            };
        }
        /** One key per (height, colour, square): index (h · 2 + c) · 64 + s. */
        const stoneKey = keyStream(0x005EED0F7A4B);
        /** One key per (kind, square) for a wall (0) or capstone (1) on top. */
        const topKey = keyStream(0x7A4BCAB5);
        const BLACK_TO_MOVE = keyStream(0xB1ACC0DE)(0);

        /** The stones and capstones each player starts with. */
        function startingReserves(size) {
            return { 3: [10, 0], 4: [15, 0], 5: [21, 1], 6: [30, 1], 7: [40, 2] }[size] || [50, 2];
        }

        function squareName(size, sq) {
            return String.fromCharCode(97 + (sq % size)) + (Math.floor(sq / size) + 1);
        }

        /** The square one step away, or null off the edge. */
        function next(size, sq, direction) {
            const f = (sq % size) + direction.df;
            const r = Math.floor(sq / size) + direction.dr;
            return f >= 0 && f < size && r >= 0 && r < size ? r * size + f : null;
        }

        /** Where symmetry t sends square sq. */
        function mapSquare(t, sq, size) {
            const [f, r] = SYMMETRIES[t].map(sq % size, Math.floor(sq / size), size - 1);
            return r * size + f;
        }

        /** Binomial coefficient C(n, r), 0 when r > n or r < 0. */
        function binomial(n, r) {
            if (r < 0 || r > n) {
                return 0;
            }
            let result = 1;
            for (let i = 0; i < r; i++) {
                result = result * (n - i) / (i + 1);
            }
            return result;
        }

        /** The top colour of a square (0 white, 1 black), or null if empty. */
        function topColour(p, sq) {
            const stack = p.stacks[sq];
            return stack.length ? stack[stack.length - 1] : null;
        }

        /** Whether `colour` has a road: orthogonally connected flats and capstones across. */
        function hasRoad(p, colour) {
            const size = p.size;
            const road = (sq) => topColour(p, sq) === colour && p.tops[sq] !== 'S';
            const joins = (starts, isEnd) => {
                const seen = new Set(starts.filter(road));
                const todo = [...seen];
                while (todo.length) {
                    const sq = todo.pop();
                    if (isEnd(sq)) {
                        return true;
                    }
                    for (const d of DIRECTIONS) {
                        const n = next(size, sq, d);
                        if (n !== null && !seen.has(n) && road(n)) {
                            seen.add(n);
                            todo.push(n);
                        }
                    }
                }
                return false;
            };
            const edge = [...Array(size).keys()];
            return joins(edge.map((r) => r * size), (sq) => sq % size === size - 1) ||
                joins(edge, (sq) => Math.floor(sq / size) === size - 1);
        }

        /** How the game stands after `mover` moved, as the listing's `decide` writes it (Debug). */
        function decide(p, mover) {
            for (const colour of [mover, 1 - mover]) {
                if (hasRoad(p, colour)) {
                    return 'Road(' + COLOURS[colour] + ')';
                }
            }
            const full = p.stacks.every((s) => s.length > 0);
            const out = p.reserves.some(([stones, caps]) => stones + caps === 0);
            if (!full && !out) {
                return null;
            }
            const flats = [0, 0];
            p.stacks.forEach((s, sq) => {
                if (s.length && !p.tops[sq]) {
                    flats[topColour(p, sq)] += 1;
                }
            });
            return flats[0] > flats[1] ? 'Flats(White)' : flats[0] < flats[1] ? 'Flats(Black)' : 'Draw';
        }

        /** A Rust `usize`/`u16` from text (digits after an optional `+`), or null. */
        function parseUnsigned(text, max) {
            if (!/^\+?[0-9]+$/.test(text)) {
                return null;
            }
            const value = BigInt(text);
            return value <= max ? value : null;
        }

        /**
         * A position from TPS, or an Error with the listing's message: the same
         * checks in the same order as `Position::from_tps`.
         */
        function parse(tps) {
            const fields = String(tps).split(/\s+/).filter((f) => f !== '');
            if (fields.length !== 3) {
                return new Error('expected three fields, a board, a player and a move number, separated by spaces');
            }
            const [board, player, number] = fields;
            const ranks = board.split('/');
            const size = ranks.length;
            if (size < 3 || size > 8) {
                return new Error('the board has ' + size + (size === 1 ? ' rank' : ' ranks') +
                    ' (separated by `/`): Tak is played on 3×3 to 8×8');
            }
            const [stones, caps] = startingReserves(size);
            const p = {
                size: size,
                toMove: 0,
                ply: 0,
                stacks: Array.from({ length: size * size }, () => []),
                tops: Array(size * size).fill(null),
                reserves: [[stones, caps], [stones, caps]],
                outcome: null,
            };
            for (let i = 0; i < size; i++) {
                const rank = size - 1 - i;
                let file = 0n;
                for (const token of ranks[i].split(',')) {
                    if (token.startsWith('x')) {
                        const count = token === 'x' ? ONE : parseUnsigned(token.slice(1), M64);
                        if (count === null) {
                            return new Error('`' + cut(token) + '` is not a run of empty squares');
                        }
                        file += count;
                        continue;
                    }
                    if (file >= BigInt(size)) {
                        return new Error('rank ' + (rank + 1) + ' is too long');
                    }
                    const refused = putStack(p, rank * size + Number(file), token);
                    if (refused) {
                        return refused;
                    }
                    file += ONE;
                }
                if (file !== BigInt(size)) {
                    return new Error('rank ' + (rank + 1) + ' has ' + file + ' squares, not ' + size);
                }
            }
            if (player !== '1' && player !== '2') {
                return new Error('the player to move is 1 or 2, not `' + cut(player) + '`');
            }
            // The listing counts plies in a u16: move numbers up to 32768 fit.
            const n = parseUnsigned(number, 32768n);
            if (n === null || n < ONE) {
                return new Error('the move number is a number from 1 to 32768, not `' + cut(number) + '`');
            }
            p.toMove = player === '1' ? 0 : 1;
            p.ply = 2 * (Number(n) - 1) + p.toMove;
            p.outcome = p.ply > 0 ? decide(p, 1 - p.toMove) : null;
            return p;
        }

        /** One stack from its TPS text, its stones taken from the reserves; an Error if refused. */
        function putStack(p, sq, text) {
            const last = text.slice(-1);
            const top = last === 'S' || last === 'C' ? last : null;
            const colours = top ? text.slice(0, -1) : text;
            if (!/^[12]+$/.test(colours)) {
                return new Error('`' + cut(text) + '` is not a stack');
            }
            for (let i = 0; i < colours.length; i++) {
                const colour = colours[i] === '2' ? 1 : 0;
                const kind = top === 'C' && i + 1 === colours.length ? 1 : 0;
                if (p.reserves[colour][kind] === 0) {
                    return new Error('more stones than a player has');
                }
                p.reserves[colour][kind] -= 1;
                p.stacks[sq].push(colour);
            }
            p.tops[sq] = top;
            return null;
        }

        /** A stack as TPS writes it: colours from the bottom, then S or C. */
        function stackText(p, sq) {
            return p.stacks[sq].map((c) => (c ? '2' : '1')).join('') + (p.tops[sq] || '');
        }

        /** The position in TPS, as the listing's `to_tps` writes it. */
        function toTps(p) {
            const ranks = [];
            for (let rank = p.size - 1; rank >= 0; rank--) {
                const squares = [];
                let empties = 0;
                const flush = () => {
                    if (empties > 0) {
                        squares.push(empties === 1 ? 'x' : 'x' + empties);
                        empties = 0;
                    }
                };
                for (let file = 0; file < p.size; file++) {
                    const sq = rank * p.size + file;
                    if (p.stacks[sq].length === 0) {
                        empties += 1;
                    } else {
                        flush();
                        squares.push(stackText(p, sq));
                    }
                }
                flush();
                ranks.push(squares.join(','));
            }
            return ranks.join('/') + ' ' + (p.toMove + 1) + ' ' + (Math.floor(p.ply / 2) + 1);
        }

        /** The position turned or reflected by symmetry t: every stack on its image square. */
        function transform(p, t) {
            const image = Object.assign({}, p, {
                stacks: Array.from({ length: p.stacks.length }, () => []),
                tops: Array(p.tops.length).fill(null),
            });
            p.stacks.forEach((stack, sq) => {
                const to = mapSquare(t, sq, p.size);
                image.stacks[to] = stack.slice();
                image.tops[to] = p.tops[sq];
            });
            return image;
        }

        /**
         * The eight Zobrist hashes: hash t XORs, for every stone, the key of the
         * square symmetry t sends it to (and the same for walls and capstones),
         * and the key of black to move.
         */
        function hashes(p) {
            return SYMMETRIES.map((_, t) => {
                let hash = p.toMove === 1 ? BLACK_TO_MOVE : 0n;
                p.stacks.forEach((stack, sq) => {
                    const s = mapSquare(t, sq, p.size);
                    stack.forEach((colour, height) => {
                        hash ^= stoneKey((height * 2 + colour) * KEY_SQUARES + s);
                    });
                    if (p.tops[sq]) {
                        hash ^= topKey((p.tops[sq] === 'S' ? 0 : 1) * KEY_SQUARES + s);
                    }
                });
                return hash;
            });
        }

        /** A hash as 0x and 16 hex digits. */
        function hex(hash) {
            return '0x' + hash.toString(16).padStart(16, '0');
        }

        /** The index of the smallest of the eight hashes (the first if tied). */
        function canonical(all) {
            let best = 0;
            all.forEach((h, t) => {
                if (h < all[best]) {
                    best = t;
                }
            });
            return best;
        }

        /** The drops that the k − 1 gap bits of `bits` make of k stones, highest bit first. */
        function dropsFromBits(bits, k) {
            const drops = [];
            let current = 1;
            for (let gap = k - 2; gap >= 0; gap--) {
                if ((bits >> gap) & 1) {
                    drops.push(current);
                    current = 1;
                } else {
                    current += 1;
                }
            }
            drops.push(current);
            return drops;
        }

        /** Drops packed a nibble each, the first in the lowest: [a, b, c] is 0xcba. */
        function pack(drops) {
            return drops.reduceRight((packed, drop) => packed * 16 + drop, 0);
        }

        /** The slides of k stones that fit in `room` squares, in the order of the listing's table. */
        function slidesOf(k, room) {
            const out = [];
            for (let cuts = 0; cuts < k; cuts++) {
                for (let bits = 0; bits < 1 << (k - 1); bits++) {
                    let ones = 0;
                    for (let b = bits; b; b &= b - 1) {
                        ones += 1;
                    }
                    const drops = dropsFromBits(bits, k);
                    if (ones === cuts && drops.length <= room) {
                        out.push({ k: k, bits: bits, drops: drops });
                    }
                }
            }
            return out;
        }

        /** The free squares ahead of `sq`, and what stops the slide: the edge, a wall or a capstone. */
        function room(p, sq, direction) {
            let free = 0;
            let at = sq;
            for (;;) {
                const n = next(p.size, at, direction);
                if (n === null) {
                    return { free: free, blocker: 'the edge' };
                }
                if (p.tops[n]) {
                    return { free: free, blocker: p.tops[n] === 'S' ? 'a wall' : 'a capstone' };
                }
                free += 1;
                at = n;
            }
        }

        /** Why the stack on `sq` cannot move, in the listing's words, or null if it can. */
        function refusal(p, sq) {
            if (p.outcome) {
                return 'the game is over (' + p.outcome + ')';
            }
            if (p.ply < 2) {
                return 'the first move of each player is a placement';
            }
            if (topColour(p, sq) !== p.toMove) {
                return squareName(p.size, sq) + ' is not topped by a stone of yours';
            }
            return null;
        }

        /** Slides of k stones that cover `d` free squares and flatten a wall with the capstone alone. */
        function flatteningCount(k, d) {
            if (d === 0) {
                return k === 1 ? 1 : 0;
            }
            return k < d + 1 ? 0 : binomial(k - 2, d - 1);
        }

        /**
         * The chapter's count for one direction: with carry c and d free squares,
         * Σ_{n=1}^{min(c,d)} C(c, n) slides, plus Σ_k C(k − 2, d − 1) that flatten
         * a wall with a capstone (only k = 1 when d = 0).
         */
        function formula(carry, free, flattens) {
            const terms = [];
            for (let n = 1; n <= Math.min(carry, free); n++) {
                terms.push({ text: 'C(' + carry + ',' + n + ')', value: binomial(carry, n) });
            }
            const fitting = terms.reduce((a, t) => a + t.value, 0);
            let flattening = 0;
            if (flattens) {
                for (let k = 1; k <= carry; k++) {
                    flattening += flatteningCount(k, free);
                }
            }
            return { terms: terms, fitting: fitting, flattening: flattening, count: fitting + flattening };
        }

        function slideText(s) {
            return s.ptn + ': ' + s.k + (s.k === 1 ? ' stone' : ' stones') + ', gaps ' + s.gaps + ', drops [' + s.drops.join(', ') +
                '] → 0x' + s.packed.toString(16);
        }

        /**
         * Every slide of the stack on `sq`, direction by direction, in the order
         * of the listing's move generator, with the room ahead, the carry and the
         * count by the formula; or an Error saying why the stack cannot move.
         */
        function slides(p, sq) {
            const refused = refusal(p, sq);
            if (refused) {
                return new Error(refused);
            }
            const carry = Math.min(p.stacks[sq].length, p.size);
            const cap = p.tops[sq] === 'C';
            const name = squareName(p.size, sq);
            return DIRECTIONS.map((d) => {
                const { free, blocker } = room(p, sq, d);
                const flattens = cap && blocker === 'a wall';
                const list = [];
                const add = (s, flattening) => {
                    const ptn = (s.k === 1 ? '' : s.k) + name + d.symbol + (s.drops.length === 1 ? '' : s.drops.join(''));
                    const gaps = s.k === 1 ? 'none' : s.bits.toString(2).padStart(s.k - 1, '0');
                    const slide = { ptn: ptn, k: s.k, gaps: gaps, drops: s.drops, packed: pack(s.drops), flattens: flattening };
                    slide.text = slideText(slide);
                    list.push(slide);
                };
                for (let k = 1; k <= carry; k++) {
                    slidesOf(k, free).forEach((s) => add(s, false));
                    if (flattens) {
                        slidesOf(k, free + 1)
                            .filter((s) => s.drops.length === free + 1 && s.drops[free] === 1)
                            .forEach((s) => add(s, true));
                    }
                }
                return {
                    direction: d,
                    room: free,
                    blocker: blocker,
                    carry: carry,
                    formula: formula(carry, free, flattens),
                    slides: list,
                };
            });
        }

        /** The number of legal moves, from the counts alone, as the listing's `count_moves`. */
        function countMoves(p) {
            if (p.outcome) {
                return { placements: 0, slides: 0, total: 0 };
            }
            const empty = p.stacks.filter((s) => s.length === 0).length;
            const [stones, caps] = p.reserves[p.toMove];
            const kinds = p.ply < 2 ? 1 : 2 * (stones > 0) + (caps > 0);
            let slideCount = 0;
            if (p.ply >= 2) {
                p.stacks.forEach((s, sq) => {
                    if (s.length && topColour(p, sq) === p.toMove) {
                        const carry = Math.min(s.length, p.size);
                        for (const d of DIRECTIONS) {
                            const { free, blocker } = room(p, sq, d);
                            slideCount += formula(carry, free, p.tops[sq] === 'C' && blocker === 'a wall').count;
                        }
                    }
                });
            }
            return { placements: empty * kinds, slides: slideCount, total: empty * kinds + slideCount };
        }

        return {
            DIRECTIONS, SYMMETRIES, COLOURS, BLACK_TO_MOVE, stoneKey, topKey,
            squareName, mapSquare, binomial, parse, toTps, stackText, topColour, transform,
            hashes, hex, canonical, dropsFromBits, pack, slidesOf, room, slides, formula,
            countMoves,
        };
    })();

    /**
     * Sliding attacks on the chess board as chapter 7 builds them: square a1 is
     * bit 0, h1 bit 7, a8 bit 56; a slider's attacks found by walking its rays
     * one square at a time, and by the magic look-up: the relevant-occupancy
     * mask (each ray without its last square), the index
     * ((occupied & mask) × magic mod 2^64) >> shift, and the table entry at that
     * index. The magic numbers and shifts are the listing's, read from the text
     * its test writes ("rook=hex:shift,…;bishop=…").
     */
    const rays = (function () {
        const M64 = (ONE << 64n) - ONE;
        /** The rook's and the bishop's directions as (file, rank) steps. */
        const DIRECTIONS = {
            rook: [[0, 1], [1, 0], [0, -1], [-1, 0]],
            bishop: [[1, 1], [1, -1], [-1, -1], [-1, 1]],
        };
        /** The sliders of each piece: a queen is a rook and a bishop on one square. */
        const SLIDERS = { rook: ['rook'], bishop: ['bishop'], queen: ['rook', 'bishop'] };

        function squareName(sq) {
            return String.fromCharCode(97 + (sq % 8)) + (Math.floor(sq / 8) + 1);
        }

        /** The square one step of (df, dr) away, or null off the board. */
        function step(sq, df, dr) {
            const f = (sq % 8) + df;
            const r = Math.floor(sq / 8) + dr;
            return f >= 0 && f < 8 && r >= 0 && r < 8 ? r * 8 + f : null;
        }

        /** One slider's attacks, walking each ray until the edge or the first occupied square (included). */
        function sliderAttacks(slider, sq, occupied) {
            let attacks = 0n;
            for (const [df, dr] of DIRECTIONS[slider]) {
                for (let at = step(sq, df, dr); at !== null; at = step(at, df, dr)) {
                    attacks |= bit(at);
                    if ((occupied >> BigInt(at)) & ONE) {
                        break;
                    }
                }
            }
            return attacks;
        }

        /** A piece's attacks (rook, bishop or queen) by walking. */
        function attacks(piece, sq, occupied) {
            return SLIDERS[piece].reduce((a, s) => a | sliderAttacks(s, sq, occupied), 0n);
        }

        /** The squares whose blockers matter: every ray without its last square. */
        function relevantMask(slider, sq) {
            let mask = 0n;
            for (const [df, dr] of DIRECTIONS[slider]) {
                for (let at = step(sq, df, dr); at !== null && step(at, df, dr) !== null; at = step(at, df, dr)) {
                    mask |= bit(at);
                }
            }
            return mask;
        }

        /** Every subset of `mask`, by the carry-rippler: next = (sub − mask) & mask. */
        function subsets(mask) {
            const out = [];
            let sub = 0n;
            do {
                out.push(sub);
                sub = (sub - mask) & mask;
            } while (sub !== 0n);
            return out;
        }

        /**
         * The magic numbers and shifts from their text, "rook=hex:shift,…;bishop=…",
         * 64 of each: { rook: [{ magic, shift }], bishop: [...] }, or an Error.
         */
        function parseMagics(text) {
            const out = {};
            for (const part of String(text).split(';')) {
                const at = part.indexOf('=');
                const slider = part.slice(0, at).trim();
                if (at < 0 || !DIRECTIONS[slider] || out[slider]) {
                    return new Error('expected rook=… and bishop=…, not `' + part.slice(0, 20) + '`');
                }
                const entries = part.slice(at + 1).split(',');
                if (entries.length !== 64) {
                    return new Error(slider + ': ' + entries.length + ' magic numbers, not 64');
                }
                out[slider] = [];
                for (const entry of entries) {
                    const found = /^\s*([0-9a-f]{1,16}):([0-9]{1,2})\s*$/.exec(entry);
                    if (!found || Number(found[2]) > 63) {
                        return new Error(slider + ': `' + cut(entry) + '` is not hex:shift');
                    }
                    out[slider].push({ magic: BigInt('0x' + found[1]), shift: Number(found[2]) });
                }
            }
            if (!out.rook || !out.bishop) {
                return new Error('expected rook=… and bishop=…');
            }
            return out;
        }

        /** The magic index: ((occupied & mask) × magic mod 2^64) >> shift. */
        function index(occupied, mask, magic, shift) {
            return Number((((occupied & mask) * magic) & M64) >> BigInt(shift));
        }

        const tables = new Map();

        /**
         * The square's table, as the listing fills it: for every subset of the
         * mask, its attacks at its index. An Error if two subsets with different
         * attacks share an index (a magic that does not work).
         */
        function table(slider, sq, magic, shift) {
            const key = slider + sq + ':' + magic + ':' + shift;
            if (tables.has(key)) {
                return tables.get(key);
            }
            const mask = relevantMask(slider, sq);
            const entries = new Array(2 ** (64 - shift)).fill(null);
            const sharing = new Array(entries.length).fill(0);
            let made = { entries: entries, sharing: sharing, subsets: 0 };
            for (const sub of subsets(mask)) {
                const i = index(sub, mask, magic, shift);
                const a = sliderAttacks(slider, sq, sub);
                if (entries[i] !== null && entries[i] !== a) {
                    made = new Error('the magic 0x' + magic.toString(16) + ' sends two blocker sets with ' +
                        'different attacks to index ' + i + ' of ' + squareName(sq));
                    break;
                }
                entries[i] = a;
                sharing[i] += 1;
                made.subsets += 1;
            }
            tables.set(key, made);
            return made;
        }

        /**
         * One slider's magic look-up on `sq`: the mask, the masked occupancy,
         * the index, the table's entry there and its size; or an Error.
         */
        function lookup(slider, sq, occupied, magics) {
            const { magic, shift } = magics[slider][sq];
            const mask = relevantMask(slider, sq);
            const made = table(slider, sq, magic, shift);
            if (made instanceof Error) {
                return made;
            }
            const i = index(occupied, mask, magic, shift);
            return {
                slider: slider, magic: magic, shift: shift, mask: mask, masked: occupied & mask,
                index: i, attacks: made.entries[i], size: made.entries.length,
                subsets: made.subsets, sharing: made.sharing[i],
            };
        }

        /** An occupancy typed in hex (0x optional, _ between digits allowed), or an Error. */
        function parseOccupancy(text) {
            const trimmed = String(text).trim();
            if (trimmed === '') {
                return new Error('the field is empty');
            }
            const digits = trimmed.replace(/^0[xX]/, '').replace(/_/g, '');
            if (digits === '' || !/^[0-9a-fA-F]+$/.test(digits)) {
                return new Error('`' + cut(trimmed) + '` is not a hexadecimal number');
            }
            const value = BigInt('0x' + digits);
            if (value > M64) {
                return new Error('`' + cut(trimmed) + '` has more than 64 bits');
            }
            return value;
        }

        /** A board as 0x and 16 hex digits. */
        function hex(board) {
            return '0x' + board.toString(16).padStart(16, '0');
        }

        return {
            DIRECTIONS, SLIDERS, squareName, step, sliderAttacks, attacks, relevantMask, subsets,
            parseMagics, index, table, lookup, parseOccupancy, hex,
        };
    })();


    /**
     * Chess as chapter 8 builds it: square a1 is 0, h1 7, a8 56 (chapter 7's
     * numbering); a position read from FEN with every field checked, and the
     * listing's messages for what is wrong; the checkers of the king of the
     * side to move; the check mask (every square when not in check; in single
     * check the checker and the squares between it and the king; none in
     * double check); the pinned pieces and their pin rays (the squares between
     * the king and the pinner, the pinner included); and the legal moves in
     * UCI. The moves here are found the simple way, each pseudo-legal move made
     * on a copy and kept if its own king is not attacked afterwards, so that
     * the page checks the listing's faster method with a different one.
     * A position is { board: 64 letters ('' empty, PNBRQK White, pnbrqk
     * Black), turn: 0 White or 1 Black, castling: 'KQkq' or a part of it,
     * ep: a square or null, halfmove, fullmove }.
     */
    const chess = (function () {
        const ALL = (ONE << 64n) - ONE;
        const COLOURS = ['White', 'Black'];
        const NAMES = { p: 'pawn', n: 'knight', b: 'bishop', r: 'rook', q: 'queen', k: 'king' };
        const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
        const ROOK_STEPS = [[0, 1], [1, 0], [0, -1], [-1, 0]];
        const BISHOP_STEPS = [[1, 1], [1, -1], [-1, -1], [-1, 1]];
        const KNIGHT_STEPS = [[1, 2], [2, 1], [2, -1], [1, -2], [-1, -2], [-2, -1], [-2, 1], [-1, 2]];
        const KING_STEPS = ROOK_STEPS.concat(BISHOP_STEPS);
        /** Each castling right: the king's and the rook's squares, the king's target, the squares that must be empty and unattacked. */
        const CASTLING = {
            K: { colour: 0, king: 4, rook: 7, to: 6, empty: [5, 6], safe: [4, 5, 6] },
            Q: { colour: 0, king: 4, rook: 0, to: 2, empty: [1, 2, 3], safe: [4, 3, 2] },
            k: { colour: 1, king: 60, rook: 63, to: 62, empty: [61, 62], safe: [60, 61, 62] },
            q: { colour: 1, king: 60, rook: 56, to: 58, empty: [57, 58, 59], safe: [60, 59, 58] },
        };

        function squareName(sq) {
            return String.fromCharCode(97 + (sq % 8)) + (Math.floor(sq / 8) + 1);
        }

        /** A square from its name ("e4"), or null. */
        function parseSquare(text) {
            return /^[a-h][1-8]$/.test(text) ? (text.charCodeAt(1) - 49) * 8 + text.charCodeAt(0) - 97 : null;
        }

        /** The square one step of (df, dr) away, or null off the board. */
        function step(sq, df, dr) {
            const f = (sq % 8) + df;
            const r = Math.floor(sq / 8) + dr;
            return f >= 0 && f < 8 && r >= 0 && r < 8 ? r * 8 + f : null;
        }

        /** 0 for a White piece's letter, 1 for a Black one's. */
        const colourOf = (piece) => (piece === piece.toUpperCase() ? 0 : 1);
        const kindOf = (piece) => piece.toLowerCase();
        /** The letter of a piece kind ('p' … 'k') of a colour. */
        const letter = (kind, colour) => (colour === 0 ? kind.toUpperCase() : kind);
        /** "a White knight". */
        const describe = (piece) => 'a ' + COLOURS[colourOf(piece)] + ' ' + NAMES[kindOf(piece)];

        /** The set squares of a board, lowest first. */
        function squares(board) {
            const out = [];
            for (let sq = 0; sq < 64; sq++) {
                if ((board >> BigInt(sq)) & ONE) {
                    out.push(sq);
                }
            }
            return out;
        }

        /** The squares strictly between a and b on a rank, file or diagonal; 0 if they share none. */
        function between(a, b) {
            const df = (b % 8) - (a % 8);
            const dr = Math.floor(b / 8) - Math.floor(a / 8);
            if (a === b || !(df === 0 || dr === 0 || Math.abs(df) === Math.abs(dr))) {
                return 0n;
            }
            const [sf, sr] = [Math.sign(df), Math.sign(dr)];
            let board = 0n;
            for (let at = step(a, sf, sr); at !== b; at = step(at, sf, sr)) {
                board |= bit(at);
            }
            return board;
        }

        // The messages of the listing's `FenError` (src/fen.rs), one line each, naming the field.
        const fenError = {
            fields: (n) => 'FEN has ' + n + ' fields, not 6 (placement, side, castling, en passant, clocks)',
            ranks: (n) => 'FEN placement field: ' + n + ' ranks, not 8 (separated by `/`)',
            longRank: (rank) => 'FEN placement field: rank ' + rank + ' has more than 8 files',
            rankLength: (rank, files) => 'FEN placement field: rank ' + rank + ' has ' + files + ' files, not 8',
            letter: (c) => 'FEN placement field: `' + c + '` is not a piece (PNBRQK, pnbrqk) or 1 to 8',
            pawn: (sq) => 'FEN placement field: a pawn on ' + squareName(sq) + ', where no pawn can stand',
            kings: (colour, n) => 'FEN placement field: ' + COLOURS[colour] + ' has ' + n + ' kings, not 1',
            material: (colour) => 'FEN placement field: ' + COLOURS[colour] + ' has more material than a game can give',
            side: (text) => 'FEN side to move field: `' + cut(text) + '` is not `w` or `b`',
            castling: (text) => 'FEN castling field: `' + cut(text) + '` is not `-` or some of `KQkq`, each once',
            castlingRight: (right) => 'FEN castling field: `' + right + '` needs the king on ' +
                squareName(CASTLING[right].king) + ' and a rook on ' + squareName(CASTLING[right].rook),
            ep: (text) => 'FEN en passant field: `' + cut(text) + '` is not `-` or a square',
            epRank: (sq, turn) => 'FEN en passant field: ' + squareName(sq) + ' is not on the ' +
                (turn === 0 ? 'sixth' : 'third') + ' rank (' + COLOURS[turn] + ' to move)',
            epPawn: (sq) => 'FEN en passant field: no pawn can just have moved past ' + squareName(sq),
            halfmove: (text) => 'FEN halfmove clock field: `' + cut(text) + '` is not a whole number from 0 to 65535',
            fullmove: (text) => 'FEN fullmove number field: `' + cut(text) + '` is not a whole number from 0 to 65535',
            check: (colour) => 'FEN side to move field: ' + COLOURS[colour] + ' is in check but not to move',
        };

        /** Rust's `split_whitespace`: the characters Unicode calls white space. */
        const WHITE_SPACE = /[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/;

        /** A clock as Rust reads a u16: digits, an optional + before them, at most 65535. */
        function clock(text) {
            return /^\+?[0-9]+$/.test(text) && Number(text.replace('+', '')) <= 65535 ? Number(text.replace('+', '')) : null;
        }

        /**
         * The placement field read into 64 letters, or an Error: 8 ranks, each
         * read letter by letter (a rank stops at its first letter past h), then
         * one king a side, then no more material than a game can give, then no
         * pawn on the first or last rank.
         */
        function parsePlacement(text) {
            const ranks = text.split('/');
            if (ranks.length !== 8) {
                return new Error(fenError.ranks(ranks.length));
            }
            const board = new Array(64).fill('');
            for (let i = 0; i < 8; i++) {
                const rank = 8 - i;
                let file = 0;
                for (const c of ranks[i]) {
                    if (c >= '1' && c <= '8') {
                        file += Number(c);
                    } else if (/^[PNBRQKpnbrqk]$/.test(c)) {
                        if (file < 8) {
                            board[(rank - 1) * 8 + file] = c;
                        }
                        file += 1;
                    } else {
                        return new Error(fenError.letter(c));
                    }
                    if (file > 8) {
                        return new Error(fenError.longRank(rank));
                    }
                }
                if (file !== 8) {
                    return new Error(fenError.rankLength(rank, file));
                }
            }
            for (const colour of [0, 1]) {
                const kings = board.filter((p) => p === letter('k', colour)).length;
                if (kings !== 1) {
                    return new Error(fenError.kings(colour, kings));
                }
            }
            // No more pieces than a game can give: 16, and a promoted piece for each pawn gone.
            for (const colour of [0, 1]) {
                const count = (kind) => board.filter((p) => p === letter(kind, colour)).length;
                const promoted = Math.max(count('q') - 1, 0) + Math.max(count('r') - 2, 0) +
                    Math.max(count('b') - 2, 0) + Math.max(count('n') - 2, 0);
                const pieces = board.filter((p) => p !== '' && colourOf(p) === colour).length;
                if (pieces > 16 || count('p') + promoted > 8) {
                    return new Error(fenError.material(colour));
                }
            }
            for (let sq = 0; sq < 64; sq++) {
                if (kindOf(board[sq]) === 'p' && (sq < 8 || sq >= 56)) {
                    return new Error(fenError.pawn(sq));
                }
            }
            return board;
        }

        /** The castling field's rights in KQkq order, each with its king and rook on their squares; or an Error. */
        function parseCastling(board, text) {
            if (text === '-') {
                return '';
            }
            let rights = '';
            for (const c of text) {
                const right = CASTLING[c];
                if (!right || rights.includes(c)) {
                    return new Error(fenError.castling(text));
                }
                if (board[right.king] !== letter('k', right.colour) || board[right.rook] !== letter('r', right.colour)) {
                    return new Error(fenError.castlingRight(c));
                }
                rights += c;
            }
            return 'KQkq'.split('').filter((r) => rights.includes(r)).join('');
        }

        /**
         * The en passant square of the field, or null for `-`: on the sixth rank
         * with White to move (the third with Black), an enemy pawn just in front
         * of it, the square it passed and the one it came from empty; or an Error.
         */
        function parseEnPassant(board, turn, text) {
            if (text === '-') {
                return null;
            }
            const sq = parseSquare(text);
            if (sq === null) {
                return new Error(fenError.ep(text));
            }
            if (Math.floor(sq / 8) !== (turn === 0 ? 5 : 2)) {
                return new Error(fenError.epRank(sq, turn));
            }
            const ahead = turn === 0 ? -8 : 8;
            if (board[sq + ahead] !== letter('p', 1 - turn) || board[sq] !== '' || board[sq - ahead] !== '') {
                return new Error(fenError.epPawn(sq));
            }
            return sq;
        }

        /** A position from FEN, or an Error with the listing's message. */
        function parse(fen) {
            const fields = String(fen).split(WHITE_SPACE).filter((f) => f !== '');
            if (fields.length !== 6) {
                return new Error(fenError.fields(fields.length));
            }
            const [placement, side, rights, passant, halfmove, fullmove] = fields;
            const board = parsePlacement(placement);
            if (board instanceof Error) {
                return board;
            }
            if (side !== 'w' && side !== 'b') {
                return new Error(fenError.side(side));
            }
            const turn = side === 'w' ? 0 : 1;
            const castling = parseCastling(board, rights);
            if (castling instanceof Error) {
                return castling;
            }
            const ep = parseEnPassant(board, turn, passant);
            if (ep instanceof Error) {
                return ep;
            }
            if (clock(halfmove) === null) {
                return new Error(fenError.halfmove(halfmove));
            }
            if (clock(fullmove) === null) {
                return new Error(fenError.fullmove(fullmove));
            }
            if (attackers(board, kingSquare(board, 1 - turn), turn) !== 0n) {
                return new Error(fenError.check(1 - turn));
            }
            return {
                board: board, turn: turn, castling: castling, ep: ep,
                halfmove: clock(halfmove), fullmove: clock(fullmove),
            };
        }

        /** The position written back as FEN. */
        function toFen(p) {
            const ranks = [];
            for (let r = 7; r >= 0; r--) {
                let text = '';
                let empty = 0;
                for (let f = 0; f < 8; f++) {
                    const piece = p.board[r * 8 + f];
                    if (piece === '') {
                        empty += 1;
                    } else {
                        text += (empty ? String(empty) : '') + piece;
                        empty = 0;
                    }
                }
                ranks.push(text + (empty ? String(empty) : ''));
            }
            return [ranks.join('/'), p.turn === 0 ? 'w' : 'b', p.castling || '-',
                p.ep === null ? '-' : squareName(p.ep), p.halfmove, p.fullmove].join(' ');
        }

        function kingSquare(board, colour) {
            return board.indexOf(letter('k', colour));
        }

        /** The pieces of `colour` that attack `sq` on `board`. */
        function attackers(board, sq, colour) {
            let found = 0n;
            const is = (at, kinds) => at !== null && board[at] !== '' && colourOf(board[at]) === colour &&
                kinds.includes(kindOf(board[at]));
            // A White pawn attacks up the board, so its attackers stand one rank down.
            const back = colour === 0 ? -1 : 1;
            for (const df of [-1, 1]) {
                const at = step(sq, df, back);
                if (is(at, 'p')) {
                    found |= bit(at);
                }
            }
            for (const [steps, kinds] of [[KNIGHT_STEPS, 'n'], [KING_STEPS, 'k']]) {
                for (const [df, dr] of steps) {
                    const at = step(sq, df, dr);
                    if (is(at, kinds)) {
                        found |= bit(at);
                    }
                }
            }
            for (const [steps, kinds] of [[ROOK_STEPS, 'rq'], [BISHOP_STEPS, 'bq']]) {
                for (const [df, dr] of steps) {
                    let at = step(sq, df, dr);
                    while (at !== null && board[at] === '') {
                        at = step(at, df, dr);
                    }
                    if (is(at, kinds)) {
                        found |= bit(at);
                    }
                }
            }
            return found;
        }

        /** The pieces giving check to the king of the side to move. */
        function checkers(p) {
            return attackers(p.board, kingSquare(p.board, p.turn), 1 - p.turn);
        }

        /**
         * Where a piece other than the king may move to: every square when not
         * in check; in single check the checker and the squares between it and
         * the king (capture or block); none in double check.
         */
        function checkMask(p) {
            const found = squares(checkers(p));
            if (found.length === 0) {
                return ALL;
            }
            if (found.length > 1) {
                return 0n;
            }
            return bit(found[0]) | between(kingSquare(p.board, p.turn), found[0]);
        }

        /**
         * The pins of the side to move, by pinned square: an own piece alone
         * between its king and an enemy slider that moves along that line; its
         * ray is the squares between the king and the pinner, and the pinner.
         */
        function pinRays(p) {
            const king = kingSquare(p.board, p.turn);
            const pins = [];
            for (const [steps, kinds] of [[ROOK_STEPS, 'rq'], [BISHOP_STEPS, 'bq']]) {
                for (const [df, dr] of steps) {
                    const seen = [];
                    for (let at = step(king, df, dr); at !== null && seen.length < 2; at = step(at, df, dr)) {
                        if (p.board[at] !== '') {
                            seen.push(at);
                        }
                    }
                    if (seen.length === 2) {
                        const [own, pinner] = seen.map((s) => p.board[s]);
                        if (colourOf(own) === p.turn && colourOf(pinner) !== p.turn && kinds.includes(kindOf(pinner))) {
                            pins.push({
                                pinned: seen[0], pinner: seen[1],
                                ray: between(king, seen[1]) | bit(seen[1]),
                            });
                        }
                    }
                }
            }
            return pins.sort((a, b) => a.pinned - b.pinned);
        }

        /** The pinned pieces of the side to move. */
        function pinned(p) {
            return pinRays(p).reduce((board, pin) => board | bit(pin.pinned), 0n);
        }

        function uci(m) {
            return squareName(m.from) + squareName(m.to) + (m.promotion || '');
        }

        /** The position after a move (legal or not): the piece moved, and every field updated. */
        function play(p, m) {
            const board = p.board.slice();
            const piece = board[m.from];
            const kind = kindOf(piece);
            const captured = board[m.to];
            board[m.from] = '';
            board[m.to] = m.promotion ? letter(m.promotion, p.turn) : piece;
            if (kind === 'p' && m.to === p.ep) {
                board[m.to + (p.turn === 0 ? -8 : 8)] = ''; // the pawn taken en passant
            }
            if (kind === 'k' && Math.abs(m.to - m.from) === 2) {
                const right = Object.keys(CASTLING).find((r) => CASTLING[r].king === m.from && CASTLING[r].to === m.to);
                const c = CASTLING[right];
                board[(m.from + m.to) / 2] = board[c.rook];
                board[c.rook] = '';
            }
            // A right is lost when its king or rook leaves its square, or the rook is taken.
            const castling = p.castling.split('').filter((r) => {
                const c = CASTLING[r];
                return board[c.king] === letter('k', c.colour) && board[c.rook] === letter('r', c.colour) &&
                    m.from !== c.king && m.from !== c.rook && m.to !== c.rook;
            }).join('');
            let ep = null;
            if (kind === 'p' && Math.abs(m.to - m.from) === 16) {
                const crossed = (m.from + m.to) / 2;
                // Written only when a pawn of the other side could take it, as FEN asks.
                const takers = [-1, 1].map((df) => step(m.to, df, 0))
                    .filter((at) => at !== null && board[at] === letter('p', 1 - p.turn));
                ep = takers.length ? crossed : null;
            }
            return {
                board: board,
                turn: 1 - p.turn,
                castling: castling,
                ep: ep,
                halfmove: kind === 'p' || captured !== '' ? 0 : p.halfmove + 1,
                fullmove: p.fullmove + p.turn,
            };
        }

        /** The moves of the side to move by the pieces' rules, before asking whether the king is safe. */
        function pseudoLegal(p) {
            const moves = [];
            const own = (at) => p.board[at] !== '' && colourOf(p.board[at]) === p.turn;
            const enemy = (at) => p.board[at] !== '' && colourOf(p.board[at]) !== p.turn;
            const add = (from, to) => {
                if (kindOf(p.board[from]) === 'p' && (to < 8 || to >= 56)) {
                    for (const promotion of ['q', 'r', 'b', 'n']) {
                        moves.push({ from: from, to: to, promotion: promotion });
                    }
                } else {
                    moves.push({ from: from, to: to, promotion: null });
                }
            };
            for (let from = 0; from < 64; from++) {
                if (!own(from)) {
                    continue;
                }
                const kind = kindOf(p.board[from]);
                if (kind === 'p') {
                    const up = p.turn === 0 ? 1 : -1;
                    const one = step(from, 0, up);
                    if (p.board[one] === '') {
                        add(from, one);
                        const home = Math.floor(from / 8) === (p.turn === 0 ? 1 : 6);
                        const two = step(one, 0, up);
                        if (home && p.board[two] === '') {
                            add(from, two);
                        }
                    }
                    for (const df of [-1, 1]) {
                        const to = step(from, df, up);
                        if (to !== null && (enemy(to) || to === p.ep)) {
                            add(from, to);
                        }
                    }
                } else if (kind === 'n' || kind === 'k') {
                    for (const [df, dr] of kind === 'n' ? KNIGHT_STEPS : KING_STEPS) {
                        const to = step(from, df, dr);
                        if (to !== null && !own(to)) {
                            add(from, to);
                        }
                    }
                } else {
                    const steps = { r: ROOK_STEPS, b: BISHOP_STEPS, q: KING_STEPS }[kind];
                    for (const [df, dr] of steps) {
                        for (let to = step(from, df, dr); to !== null && !own(to); to = step(to, df, dr)) {
                            add(from, to);
                            if (enemy(to)) {
                                break;
                            }
                        }
                    }
                }
            }
            // Castling: the right, the squares between empty, the king's path not attacked.
            for (const right of p.castling) {
                const c = CASTLING[right];
                if (c.colour === p.turn && c.empty.every((sq) => p.board[sq] === '') &&
                    c.safe.every((sq) => attackers(p.board, sq, 1 - p.turn) === 0n)) {
                    moves.push({ from: c.king, to: c.to, promotion: null });
                }
            }
            return moves;
        }

        /** The legal moves, sorted by their UCI text: those that leave their own king unattacked. */
        function legalMoves(p) {
            return pseudoLegal(p)
                .filter((m) => {
                    const after = play(p, m);
                    return attackers(after.board, kingSquare(after.board, p.turn), 1 - p.turn) === 0n;
                })
                .map((m) => Object.assign(m, { uci: uci(m) }))
                .sort((a, b) => (a.uci < b.uci ? -1 : a.uci > b.uci ? 1 : 0));
        }

        /** A board as 0x and 16 hex digits. */
        function hex(board) {
            return '0x' + board.toString(16).padStart(16, '0');
        }

        return {
            ALL, COLOURS, NAMES, START, CASTLING, squareName, parseSquare, step, colourOf, kindOf, letter,
            describe, squares, between, parse, toFen, kingSquare, attackers, checkers, checkMask, pinRays,
            pinned, uci, play, pseudoLegal, legalMoves, hex,
        };
    })();

    return { cut, bit, cells, shift, full, column, shiftBoard, isolation, connectFour, pegSolitaire, tak, rays, chess };
});
