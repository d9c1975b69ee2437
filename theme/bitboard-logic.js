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

    return { bit, cells, shift, full, column, shiftBoard, isolation, connectFour, pegSolitaire };
});
