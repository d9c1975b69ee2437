// The Bitboard Book, chapter 1: the cells explorer. Click a cell to toggle it;
// get, set, clear and toggle it by name, watching the board as a number.
// Registered with the harness (theme/explorers/harness.js).
(function (B) {
    'use strict';
    const { bit } = B.logic;
    const { read, cellsByBit, makeButtons, paint, panel, numbers } = B.dom;

    /** Chapter 1's four cell operations on a BigInt board. */
    const operations = {
        get: (board, n) => (board & bit(n)) !== 0n,
        set: (board, n) => board | bit(n),
        clear: (board, n) => board & ~bit(n),
        toggle: (board, n) => board ^ bit(n),
    };

    /** Chapter 1: click a cell to toggle it; get, set, clear and toggle it by name. */
    function cellsExplorer(figure) {
        const data = read(figure);
        const cells = cellsByBit(figure);
        const width = data.columns;
        const digits = data.columns * data.rows;
        const start = data.layers.length ? data.layers[0].board : 0n;
        let board = start;
        let selected = null;
        const log = [];
        const show = () => {
            paint(cells, (bit) => (operations.get(board, bit) ? [0, '1', 'set'] : [-1, '0', 'clear']),
                selected === null ? 0n : bit(selected));
            const lines = ['board = ' + numbers(board, digits)];
            if (selected !== null) {
                const x = selected % width;
                const y = Math.floor(selected / width);
                lines.push('cell (x=' + x + ', y=' + y + '): bitpos = y·W + x = ' +
                    y + '·' + width + ' + ' + x + ' = ' + selected);
            }
            output.value = lines.concat(log.slice(-4)).join('\n');
        };
        const operate = (name, symbol) => () => {
            if (selected === null) {
                log.push('choose a cell first');
            } else if (name === 'get') {
                const value = operations.get(board, selected);
                log.push('get_cell: ' + board + ' & (1 << ' + selected + ') != 0 → ' + value);
            } else {
                const before = board;
                board = operations[name](board, selected);
                log.push(name + '_cell: ' + before + ' ' + symbol + ' (1 << ' + selected + ') = ' + board);
            }
            show();
        };
        makeButtons(figure, (bit) => {
            selected = bit;
            operate('toggle', '^')();
        });
        const output = panel(figure, [
            ['get', operate('get', '&')],
            ['set', operate('set', '|')],
            ['clear', operate('clear', '& !')],
            ['toggle', operate('toggle', '^')],
            ['reset', () => { board = start; selected = null; log.length = 0; show(); }],
        ]);
        show();
    }

    B.explorer('cells', operations, cellsExplorer);
})(globalThis.BitboardBook);
