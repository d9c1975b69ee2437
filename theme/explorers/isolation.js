// The Bitboard Book, chapter 5: the Isolation explorer. Play Isolation on the
// index map, watching the 115-bit board, the locations and the legal actions.
// Registered with the harness (theme/explorers/harness.js).
(function (B) {
    'use strict';
    const { ONE, bit, shift } = B.logic;
    const { cellsByBit, makeButtons, paint, panel, setLines, words, gameHistory, historyButtons } = B.dom;

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

    /** Chapter 5: play Isolation on the index map, watching the 115-bit board. */
    function isolationExplorer(figure) {
        const I = isolation;
        const cells = cellsByBit(figure);
        const game = gameHistory(I.start());
        let note = 'player 1: click any open cell';
        const state = game.now;
        const show = () => {
            const s = state();
            const loc = s.locs[I.player(s)];
            const reach = I.terminal(s) ? 0n : I.libertyMask(s, loc);
            paint(cells, (bit) => {
                if (s.locs[0] === bit) return [0, '1', 'player 1'];
                if (s.locs[1] === bit) return [1, '2', 'player 2'];
                if (!((I.BLANK >> BigInt(bit)) & 1n)) return [3, '#', 'border, not a cell'];
                if (!((s.board >> BigInt(bit)) & 1n)) return [2, 'X', 'closed'];
                return [-1, '·', 'open'];
            }, reach);
            const lines = [
                ['board = ' + s.board.toString(), '(ply ' + s.ply + ')'],
                'locs = [' + s.locs.map((l) => (l === null ? 'None' : l)).join(', ') + ']',
            ];
            if (I.terminal(s)) {
                lines.push('game over: player ' + (I.utility(s, 0) > 0 ? 1 : 2) + ' wins');
            } else {
                lines.push([...words('player ' + (I.player(s) + 1) + ' to move; actions'), JSON.stringify(I.actions(s))]);
            }
            lines.push(note);
            setLines(output, lines);
        };
        makeButtons(figure, (bit) => {
            const s = state();
            if (I.terminal(s)) {
                note = 'the game is over';
            } else {
                const loc = s.locs[I.player(s)];
                const action = loc === null ? bit : bit - loc;
                const next = I.result(s, action);
                if (next instanceof Error) {
                    note = next.message;
                } else {
                    game.push(next);
                    const name = loc === null ? '' : ' (' + I.NAMES[I.ACTIONS.indexOf(action)] + ')';
                    note = 'played ' + action + name + ': board ^= 1 << ' + bit;
                }
            }
            show();
        });
        const output = panel(figure, historyButtons(game, (what) => { note = what; show(); }));
        show();
    }

    B.explorer('isolation', isolation, isolationExplorer);
})(globalThis.BitboardBook);
