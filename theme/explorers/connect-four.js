// The Bitboard Book, chapter 3: the Connect Four explorer. Drop discs, watching
// each player's bitboard, the XOR of a move, the key and the playable cells.
// Registered with the harness (theme/explorers/harness.js).
(function (B) {
    'use strict';
    const { ONE, bit } = B.logic;
    const { cellsByBit, makeButtons, paint, panel, gameHistory, historyButtons } = B.dom;

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

    /** Chapter 3: drop discs, watching each player's bitboard, the XOR and the key. */
    function connectFourExplorer(figure) {
        const C = connectFour;
        const RED_YELLOW = ['Red', 'Yellow'];
        const cells = cellsByBit(figure);
        const game = gameHistory(C.start());
        let note = 'click a column to drop a disc';
        const state = game.now;
        const show = () => {
            const s = state();
            paint(cells, (bit) => {
                const where = 'column ' + (Math.floor(bit / 7) + 1);
                if ((s.boards[0] >> BigInt(bit)) & 1n) return [0, 'R', 'Red, ' + where];
                if ((s.boards[1] >> BigInt(bit)) & 1n) return [1, 'Y', 'Yellow, ' + where];
                if (bit % 7 === 6) return [3, '·', 'the sentinel row, always empty, ' + where];
                return [-1, '·', 'empty, ' + where];
            }, C.possible(s));
            const w = C.winner(s);
            output.value = [
                'Red (R) = ' + s.boards[0] + ', Yellow (Y) = ' + s.boards[1],
                'mask = ' + C.mask(s) + ', key = current + mask = ' + C.key(s),
                'possible = (mask + bottom) & board = ' + C.possible(s) + ' (outlined)',
                w === null ? RED_YELLOW[C.player(s)] + ' to move' : RED_YELLOW[w] + ' has four in a row',
                note,
            ].join('\n');
        };
        makeButtons(figure, (bit) => {
            const s = state();
            const col = Math.floor(bit / 7);
            const next = C.play(s, col);
            if (next instanceof Error) {
                note = next.message;
            } else {
                const cell = s.heights[col];
                note = 'column ' + (col + 1) + ': ' + RED_YELLOW[C.player(s)] +
                    ' ^= 1 << ' + cell + ' (the column\'s next free bit)';
                game.push(next);
            }
            show();
        });
        const output = panel(figure, historyButtons(game, (what) => {
            note = what === 'undone' ? 'undone: the same XOR again' : what;
            show();
        }));
        show();
    }

    B.explorer('connect-four', connectFour, connectFourExplorer);
})(globalThis.BitboardBook);
