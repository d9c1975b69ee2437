// The Bitboard Book, chapter 4: the peg-solitaire explorer. Jump pegs, watching
// the board and where a jump can start in each direction.
// Registered with the harness (theme/explorers/harness.js).
(function (B) {
    'use strict';
    const { ONE, bit, shift } = B.logic;
    const { cellsByBit, makeButtons, paint, panel, gameHistory, historyButtons } = B.dom;

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

    /** Chapter 4: jump pegs, watching the board and the moves of each direction. */
    function pegSolitaireExplorer(figure) {
        const P = pegSolitaire;
        const cells = cellsByBit(figure);
        const game = gameHistory(P.start());
        let from = null;
        let note = 'click a peg, then the hole to jump to';
        const pegs = game.now;
        const show = () => {
            const b = pegs();
            const starts = P.DIRECTIONS.map((d, i) => P.movesInDirection(b, i));
            const any = starts.reduce((a, m) => a | m, 0n);
            paint(cells, (bit) => {
                if (!((P.BOARD >> BigInt(bit)) & 1n)) return [3, ' ', 'not on the board'];
                if (bit === from) return [1, '●', 'the chosen peg'];
                return (b >> BigInt(bit)) & 1n ? [0, '●', 'peg'] : [-1, '○', 'hole'];
            }, any);
            const lines = ['pegs = ' + b + ' (' + b.toString(2).split('').filter((c) => c === '1').length + ' left)'];
            P.DIRECTIONS.forEach((d, i) => {
                lines.push(d.name + ' (shift ' + (d.shift > 0 ? '+' : '') + d.shift + '): moves from ' + starts[i]);
            });
            if (any === 0n) {
                lines.push(b === P.CENTRE ? 'solved: one peg, in the centre' : 'no move left');
            }
            lines.push(note);
            output.value = lines.join('\n');
        };
        makeButtons(figure, (bit) => {
            const b = pegs();
            if (from === null || ((b >> BigInt(bit)) & 1n)) {
                from = (b >> BigInt(bit)) & 1n ? bit : null;
                note = from === null ? 'that hole is empty: click a peg' : 'peg ' + bit + ' chosen: click the hole to jump to';
            } else {
                const next = P.jump(b, from, bit);
                if (next instanceof Error) {
                    note = next.message;
                } else {
                    const over = (from + bit) / 2;
                    note = 'pegs ^= (1 << ' + from + ') | (1 << ' + over + ') | (1 << ' + bit + ')';
                    game.push(next);
                }
                from = null;
            }
            show();
        });
        const output = panel(figure, historyButtons(game, (what) => {
            from = null;
            note = what === 'undone' ? 'undone: the same XOR again' : what;
            show();
        }));
        show();
    }

    B.explorer('peg-solitaire', pegSolitaire, pegSolitaireExplorer);
})(globalThis.BitboardBook);
