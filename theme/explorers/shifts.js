// The Bitboard Book, chapter 2: the shifts explorer. Shift the whole board in
// eight directions, with or without the masks for the edges.
// Registered with the harness (theme/explorers/harness.js).
(function (B) {
    'use strict';
    const { ONE, bit, shift } = B.logic;
    const { read, cellsByBit, makeButtons, paint, panel, numbers } = B.dom;

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

    /** Chapter 2: shift the whole board in eight directions, with or without masks. */
    function shiftsExplorer(figure) {
        const data = read(figure);
        const cells = cellsByBit(figure);
        const [width, height] = [data.columns, data.rows];
        const start = data.layers.length ? data.layers[0].board : 0n;
        let board = start;
        let wrapped = 0n;
        let masked = false;
        let note = 'press a direction';
        const show = () => {
            paint(cells, (bit) => ((board >> BigInt(bit)) & 1n ? [0, '1', 'set'] : [-1, '·', 'empty']), wrapped);
            output.value = 'board = ' + numbers(board, width * height) + '\n' +
                'edge masks: ' + (masked ? 'on' : 'off') + '\n' + note;
        };
        makeButtons(figure, (n) => {
            board ^= bit(n);
            wrapped = 0n;
            note = 'toggled bit ' + n;
            show();
        });
        const directions = [
            ['↑ nort', 0, -1], ['↗ noEa', 1, -1], ['→ east', 1, 0], ['↘ soEa', 1, 1],
            ['↓ sout', 0, 1], ['↙ soWe', -1, 1], ['← west', -1, 0], ['↖ noWe', -1, -1],
        ];
        const buttons = directions.map(([label, dx, dy]) => [label, () => {
            const naive = shiftBoard(board, width, height, dx, dy, false);
            const fixed = shiftBoard(board, width, height, dx, dy, true);
            wrapped = masked ? 0n : naive & ~fixed;
            const step = dy * width + dx;
            board = masked ? fixed : naive;
            note = label.slice(2) + ': step ' + (step >= 0 ? '+' : '') + step +
                (wrapped ? '; outlined cells wrapped around an edge' : '');
            show();
        }]);
        buttons.push(['edge masks on/off', () => { masked = !masked; show(); }]);
        buttons.push(['reset', () => { board = start; wrapped = 0n; note = 'reset'; show(); }]);
        const output = panel(figure, buttons);
        show();
    }

    B.explorer('shifts', { full, column, shiftBoard }, shiftsExplorer);
})(globalThis.BitboardBook);
