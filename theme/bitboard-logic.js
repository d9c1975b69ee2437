// The Bitboard Book: the logic of the in-page explorers, with no DOM in it, so
// that Node can test it against cases computed by the Rust listings
// (tests/browser/logic.test.mjs). Boards are BigInts, so that boards wider than
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

    return { bit, cells, shift, full, column, shiftBoard, isolation };
});
