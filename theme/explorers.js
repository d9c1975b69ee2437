// The Bitboard Book: explorers that bring some board diagrams to life.
//
// A diagram drawn by mdbook-diagrams is a <figure class="bitboard"> with its data
// in attributes (data-columns, data-rows, data-bits, data-layers); one with a
// data-explorer attribute gets the explorer of that name here. Without JavaScript
// the figure stays the static diagram. Every cell becomes a button, so that the
// explorers work with the keyboard (Tab, Enter, Space), and the numbers are written
// in an aria-live region. The logic is in bitboard-logic.js, tested against the Rust
// listings.
(function () {
    'use strict';
    const L = window.BitboardLogic;
    if (!L) {
        return;
    }

    /** The figure's data: its grid, each drawn cell's bit, its layers. */
    function read(figure) {
        const bits = figure.dataset.bits.split(',').map(Number);
        const layers = (figure.dataset.layers || '')
            .split(';')
            .filter((s) => s.includes('='))
            .map((s) => {
                const at = s.lastIndexOf('=');
                return { name: s.slice(0, at), board: BigInt(s.slice(at + 1)) };
            });
        return {
            columns: Number(figure.dataset.columns),
            rows: Number(figure.dataset.rows),
            bits: bits,
            layers: layers,
        };
    }

    /** Each cell's <td>, by bit. */
    function cellsByBit(figure) {
        const cells = new Map();
        figure.querySelectorAll('td.bb-cell').forEach((td) => {
            cells.set(Number(td.dataset.bit), td);
        });
        return cells;
    }

    /** Turns every cell into a button that calls onPress(bit). */
    function makeButtons(figure, onPress) {
        figure.querySelectorAll('td.bb-cell').forEach((td) => {
            const button = document.createElement('button');
            button.type = 'button';
            button.className = 'bb-button';
            button.setAttribute('aria-label', td.getAttribute('aria-label'));
            // The button names the cell from now on; the cell's own label would go stale.
            td.removeAttribute('aria-label');
            while (td.firstChild) {
                button.appendChild(td.firstChild);
            }
            td.appendChild(button);
            button.addEventListener('click', () => onPress(Number(td.dataset.bit)));
        });
    }

    /**
     * A cell button's accessible name: first the text the cell shows (its index,
     * then its mark when the mark is a letter or digit), then `words`, so that a
     * reader who sees "56" and "x" hears "56, x, …" and can say what they see.
     */
    function cellName(td, mark, words) {
        const index = td.querySelector('.bb-index');
        const parts = [index ? index.textContent : ''];
        if (/^[0-9A-Za-z]+$/.test(mark)) {
            parts.push(mark);
        }
        parts.push(...words);
        return parts.filter((p) => p !== '').join(', ');
    }

    /**
     * Paints the cells: `markOf(bit)` gives [layer index or -1, mark, what the
     * mark means in words]; cells in `highlight` are outlined.
     */
    function paint(cells, markOf, highlight) {
        cells.forEach((td, bit) => {
            const [layer, mark, words] = markOf(bit);
            td.classList.remove('bb-layer-0', 'bb-layer-1', 'bb-layer-2', 'bb-layer-3', 'bb-highlight');
            if (layer >= 0) {
                td.classList.add('bb-layer-' + layer);
            }
            if (highlight !== undefined && (highlight >> BigInt(bit)) & 1n) {
                td.classList.add('bb-highlight');
            }
            const value = td.querySelector('.bb-value');
            if (value) {
                value.textContent = mark;
            }
            const button = td.querySelector('button');
            if (button) {
                button.setAttribute('aria-label', cellName(td, mark, words ? [words] : []));
            }
        });
    }

    /** A panel under the figure: buttons, then an aria-live output. */
    function panel(figure, buttons) {
        const div = document.createElement('div');
        div.className = 'bb-panel';
        for (const [label, action] of buttons) {
            const button = document.createElement('button');
            button.type = 'button';
            button.textContent = label;
            button.addEventListener('click', action);
            div.appendChild(button);
        }
        const output = document.createElement('output');
        output.setAttribute('aria-live', 'polite');
        div.appendChild(output);
        figure.appendChild(div);
        return output;
    }

    /**
     * Writes `lines` into `element`, one block a line, so that a phone wraps them
     * between items and never inside one: a line is a string (it wraps between
     * words) or a list of items, each kept whole and joined by spaces (a TPS also
     * breaks after each `/` and `,`, and a list [1,2,…] after each `,`).
     * The text is the lines joined by newlines, as before.
     */
    function setLines(element, lines) {
        element.textContent = '';
        element.classList.add('bb-lines');
        lines.forEach((line, i) => {
            if (i > 0) {
                element.appendChild(document.createTextNode('\n'));
            }
            const block = document.createElement('span');
            block.className = 'bb-line';
            if (Array.isArray(line)) {
                line.forEach((item, k) => {
                    if (k > 0) {
                        block.appendChild(document.createTextNode(' '));
                    }
                    const span = document.createElement('span');
                    const breaks = !item.includes(' ') && (item.includes('/') || item.startsWith('['));
                    span.className = breaks ? 'bb-item bb-breaks' : 'bb-item';
                    (breaks ? item.split(/(?<=[/,])/) : [item]).forEach((part, n) => {
                        if (n > 0) {
                            span.appendChild(document.createElement('wbr'));
                        }
                        span.appendChild(document.createTextNode(part));
                    });
                    block.appendChild(span);
                });
            } else {
                block.textContent = line;
            }
            element.appendChild(block);
        });
    }

    /** A line's words as items, so that it wraps only between them. */
    const words = (text) => text.split(' ');

    /** The positions of a game explorer, newest last, for undo and reset. */
    function gameHistory(start) {
        let states = [start];
        return {
            now: () => states[states.length - 1],
            push: (state) => states.push(state),
            undo: () => { if (states.length > 1) states.pop(); },
            reset: () => { states = [start]; },
        };
    }

    /** The undo and reset buttons of a game explorer; `after(what)` redraws. */
    function historyButtons(game, after) {
        return [
            ['undo', () => { game.undo(); after('undone'); }],
            ['reset', () => { game.reset(); after('reset'); }],
        ];
    }

    function numbers(board, digits) {
        const binary = board.toString(2).padStart(digits, '0');
        return board.toString(10) + ' = 0x' + board.toString(16) + ' = 0b' + binary;
    }

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
            paint(cells, (bit) => (L.cells.get(board, bit) ? [0, '1', 'set'] : [-1, '0', 'clear']),
                selected === null ? 0n : L.bit(selected));
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
                const value = L.cells.get(board, selected);
                log.push('get_cell: ' + board + ' & (1 << ' + selected + ') != 0 → ' + value);
            } else {
                const before = board;
                board = L.cells[name](board, selected);
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
        makeButtons(figure, (bit) => {
            board = L.cells.toggle(board, bit);
            wrapped = 0n;
            note = 'toggled bit ' + bit;
            show();
        });
        const directions = [
            ['↑ nort', 0, -1], ['↗ noEa', 1, -1], ['→ east', 1, 0], ['↘ soEa', 1, 1],
            ['↓ sout', 0, 1], ['↙ soWe', -1, 1], ['← west', -1, 0], ['↖ noWe', -1, -1],
        ];
        const buttons = directions.map(([label, dx, dy]) => [label, () => {
            const naive = L.shiftBoard(board, width, height, dx, dy, false);
            const fixed = L.shiftBoard(board, width, height, dx, dy, true);
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

    /** Chapter 5: play Isolation on the index map, watching the 115-bit board. */
    function isolationExplorer(figure) {
        const I = L.isolation;
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

    /** Chapter 3: drop discs, watching each player's bitboard, the XOR and the key. */
    function connectFourExplorer(figure) {
        const C = L.connectFour;
        const RED_YELLOW = ['Red', 'Yellow'];
        const cells = cellsByBit(figure);
        const game = gameHistory(C.start());
        let note = 'click a column to drop a disc';
        const state = game.now;
        const show = () => {
            const s = state();
            paint(cells, (bit) => {
                const where = 'column ' + (Math.floor(bit / 7) + 1);
                if ((s.boards[0] >> BigInt(bit)) & 1n) return [0, 'X', 'Red, ' + where];
                if ((s.boards[1] >> BigInt(bit)) & 1n) return [1, 'O', 'Yellow, ' + where];
                if (bit % 7 === 6) return [3, '·', 'the sentinel row, always empty, ' + where];
                return [-1, '·', 'empty, ' + where];
            }, C.possible(s));
            const w = C.winner(s);
            output.value = [
                'Red (X) = ' + s.boards[0] + ', Yellow (O) = ' + s.boards[1],
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

    /** Chapter 4: jump pegs, watching the board and the moves of each direction. */
    function pegSolitaireExplorer(figure) {
        const P = L.pegSolitaire;
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


    /**
     * Chapter 6: a Tak position from TPS; pick a stack to see every slide of it
     * with its gap bits and packed drops, counted by the chapter's formula; turn
     * or reflect the position and watch its eight Zobrist hashes.
     */
    function takExplorer(figure) {
        const T = L.tak;
        const caption = figure.querySelector('figcaption');
        // The caption starts with the position's TPS (the listing's test writes it).
        const written = /\S+\/\S+ [12] \d+/.exec(caption ? caption.textContent : '');
        let start = T.parse(written ? written[0] : '');
        if (start instanceof Error) {
            start = T.parse('x5/x5/x5/x5/x5 1 1');
        }
        let position = start;
        let selected = null;
        let note = 'click a stack of the player to move, or type a position in TPS';
        let problem = '';
        const startCaption = caption ? caption.textContent : '';
        const table = figure.querySelector('table.bitboard-grid');
        const cells = new Map();

        /** A fresh grid for the position's size: rank S on top, a button per square. */
        function build() {
            const size = position.size;
            table.textContent = '';
            const head = table.createTHead().insertRow();
            head.insertCell().className = 'bb-corner'; // heads nothing: a plain cell
            table.style.setProperty('--bb-columns', String(size));
            for (let f = 0; f < size; f++) {
                const th = document.createElement('th');
                th.scope = 'col';
                th.textContent = String.fromCharCode(97 + f);
                head.appendChild(th);
            }
            const body = table.createTBody();
            cells.clear();
            for (let r = size - 1; r >= 0; r--) {
                const row = body.insertRow();
                const th = document.createElement('th');
                th.scope = 'row';
                th.textContent = String(r + 1);
                row.appendChild(th);
                for (let f = 0; f < size; f++) {
                    const sq = r * size + f;
                    const td = row.insertCell();
                    td.className = 'bb-cell';
                    td.dataset.bit = String(sq);
                    const button = document.createElement('button');
                    button.type = 'button';
                    button.className = 'bb-button';
                    const index = document.createElement('span');
                    index.className = 'bb-index';
                    index.textContent = String(sq);
                    const value = document.createElement('span');
                    value.className = 'bb-value';
                    button.append(index, ' ', value);
                    button.addEventListener('click', () => choose(sq));
                    td.appendChild(button);
                    cells.set(sq, td);
                }
            }
            table.setAttribute('aria-label', 'Tak board, ' + size + ' × ' + size + ', rank ' + size + ' on top');
        }

        /** A stack's words for a screen reader and its text on the board (the top stones only if tall). */
        function describe(sq) {
            const name = T.squareName(position.size, sq);
            const stack = position.stacks[sq];
            if (!stack.length) {
                return [name + ', empty', ''];
            }
            const text = T.stackText(position, sq);
            const top = position.tops[sq] === 'S' ? 'wall' : position.tops[sq] === 'C' ? 'capstone' : 'flat';
            const shown = stack.length > 4 ? '…' + text.slice(-(4 + (position.tops[sq] ? 1 : 0))) : text;
            return [name + ': ' + text + ', ' + stack.length + (stack.length === 1 ? ' stone' : ' stones') +
                ', a ' + (T.topColour(position, sq) ? 'Black' : 'White') + ' ' + top + ' on top', shown];
        }

        function choose(sq) {
            selected = sq;
            note = '';
            show();
        }

        function read() {
            const text = input.value;
            const parsed = T.parse(text);
            if (parsed instanceof Error) {
                // The listing's message, or for an empty field, that it is empty.
                problem = 'not read: ' + (text.trim() === '' ? 'the field is empty: type a position, such as ' +
                    'x5/x5/x5/x5/x5 1 1' : parsed.message) + ' (the board still shows the last position)';
                input.setAttribute('aria-invalid', 'true');
            } else {
                problem = '';
                input.removeAttribute('aria-invalid');
                const resized = parsed.size !== position.size;
                position = parsed;
                selected = null;
                note = 'read ' + T.toTps(position);
                if (resized) {
                    build();
                }
            }
            show();
        }

        function turn(t) {
            const before = T.hashes(position);
            position = T.transform(position, t);
            if (selected !== null) {
                selected = T.mapSquare(t, selected, position.size);
            }
            problem = '';
            note = T.SYMMETRIES[t].label + ': hash 0 of this image is ' + T.hex(T.hashes(position)[0]) +
                ', hash ' + t + ' (' + T.SYMMETRIES[t].label + ') before; the smallest hash is the same';
            if (before[t] !== T.hashes(position)[0]) {
                note = 'hash 0 of the image differs from hash ' + t + ' of the position';
            }
            show();
        }

        function show() {
            const size = position.size;
            const list = selected === null ? null : T.slides(position, selected);
            let reach = 0n;
            if (Array.isArray(list)) {
                list.forEach((d) => {
                    d.slides.forEach((s) => {
                        let at = selected;
                        for (let i = 0; i < s.drops.length; i++) {
                            at += d.direction.df + size * d.direction.dr;
                            reach |= L.bit(at);
                        }
                    });
                });
            }
            cells.forEach((td, sq) => {
                const [label, shown] = describe(sq);
                const colour = T.topColour(position, sq);
                td.classList.remove('bb-layer-0', 'bb-layer-1', 'bb-highlight', 'bb-reach');
                if (colour !== null) {
                    td.classList.add('bb-layer-' + colour);
                }
                if (sq === selected) {
                    td.classList.add('bb-highlight');
                }
                if ((reach >> BigInt(sq)) & 1n) {
                    td.classList.add('bb-reach');
                }
                td.querySelector('.bb-value').textContent = shown;
                // What the square shows comes first: its number, then its stack.
                td.querySelector('button').setAttribute('aria-label', sq + (shown ? ', ' + shown : '') + ', ' + label);
            });
            const tps = T.toTps(position);
            if (caption) {
                caption.textContent = position === start ? startCaption
                    : tps + ': each square shows its stack from the bottom, 1 for a White stone and 2 for a ' +
                    'Black one, S or C for a wall or capstone on top (reset brings back the first position)';
            }
            if (!problem) {
                input.value = tps; // after bad input, what was typed stays, to be corrected
            }
            const moves = T.countMoves(position);
            const hashes = T.hashes(position);
            const smallest = T.canonical(hashes);
            const lines = [];
            if (problem) {
                lines.push('TPS ' + problem);
            }
            lines.push([...words(tps + ':'), ...words((position.toMove ? 'Black' : 'White') + ' to move' +
                (position.outcome ? '; the game is over (' + position.outcome + ')' : ''))]);
            lines.push('legal moves: ' + moves.total + ' (' + moves.placements + ' placements, ' + moves.slides + ' slides)');
            lines.push('the eight hashes (hash t is the hash of image t):');
            hashes.forEach((h, t) => {
                lines.push(['  ' + t + ' ' + (T.SYMMETRIES[t].label + ':').padEnd(17) + T.hex(h)]
                    .concat(t === smallest ? [' (smallest)'] : []));
            });
            const details = [];
            if (selected !== null) {
                const name = T.squareName(size, selected);
                if (list instanceof Error) {
                    lines.push(position.stacks[selected].length
                        ? name + ': ' + list.message + ' (' + (position.toMove ? 'Black' : 'White') + ' is to move)'
                        : name + ' has no stack: pick a square with a stack');
                } else {
                    const total = list.reduce((a, d) => a + d.slides.length, 0);
                    const byFormula = list.reduce((a, d) => a + d.formula.count, 0);
                    lines.push([...words(describe(selected)[0] + ';'), 'carry c = min(height, ' + size + ')',
                        '= ' + list[0].carry]);
                    list.forEach((d) => {
                        // C(3,1) + C(3,2) = 3 + 3 = 6: a line may break before each + and =.
                        const terms = d.formula.terms;
                        const sum = (first, parts) => parts.map((part, k) => (k ? '+ ' : first) + part);
                        const text = terms.length
                            ? sum('', terms.map((t) => t.text))
                                .concat(terms.length > 1 ? sum('= ', terms.map((t) => t.value)) : [])
                                .concat(['= ' + d.formula.fitting])
                            : ['0'];
                        if (d.formula.flattening) {
                            text[text.length - 1] += ',';
                            text.push('+ ' + d.formula.flattening, ...words('onto the wall with the capstone'),
                                '= ' + d.formula.count);
                        }
                        text[text.length - 1] += ';';
                        lines.push(['  ' + d.direction.symbol + ' ' + d.direction.name + ':', 'room d = ' + d.room,
                            ...words('(then ' + d.blocker + '):'), ...text, 'listed ' + d.slides.length +
                            (d.slides.length === d.formula.count ? ' ✓' : ' ✗')]);
                        details.push(d.direction.symbol + ' ' + d.direction.name + ': ' + (d.slides.length ? '' : 'none'));
                        d.slides.forEach((s) => {
                            // As the logic's s.text, item by item: "3c3>21: 3 stones, gaps 01, drops [2, 1] → 0x12".
                            details.push(['  ' + s.ptn + ':', s.k + (s.k === 1 ? ' stone,' : ' stones,'), 'gaps ' + s.gaps + ',',
                                'drops [' + s.drops.join(', ') + ']', '→ 0x' + s.packed.toString(16)]
                                .concat(s.flattens ? words('(flattens the wall)') : []));
                        });
                    });
                    lines.push('slides from ' + name + ': ' + total + ' listed, ' + byFormula + ' by the formula');
                }
            }
            if (note) {
                lines.push(note);
            }
            setLines(output, lines);
            setLines(slideList, details);
            slideList.hidden = details.length === 0;
        }

        const form = document.createElement('div');
        form.className = 'bb-tak-tps';
        const label = document.createElement('label');
        label.textContent = 'TPS ';
        const input = document.createElement('input');
        input.type = 'text';
        input.spellcheck = false;
        input.autocomplete = 'off';
        input.size = 40;
        label.appendChild(input);
        input.addEventListener('keydown', (event) => {
            if (event.key === 'Enter') {
                event.preventDefault();
                read();
            }
        });
        const buttons = [['read TPS', read]];
        T.SYMMETRIES.forEach((s, t) => buttons.push([s.label, () => turn(t)]));
        buttons.push(['reset', () => {
            const resized = position.size !== start.size;
            position = start;
            selected = null;
            problem = '';
            note = 'reset';
            if (resized) {
                build();
            }
            show();
        }]);
        const output = panel(figure, buttons);
        const div = output.parentNode;
        form.appendChild(label);
        div.insertBefore(form, div.firstChild);
        const slideList = document.createElement('div');
        slideList.className = 'bb-tak-slides';
        slideList.setAttribute('role', 'group');
        slideList.setAttribute('aria-label', 'every slide of the chosen stack, with its gap bits and packed drops');
        div.appendChild(slideList);
        build();
        show();
    }

    /**
     * Chapter 7: a rook, bishop or queen on the chess board; click squares to
     * place blockers and watch the attacks by walking the rays, the
     * relevant-occupancy mask, the masked occupancy, the magic index and the
     * table's entry there. The marks are the listing's (`print::LEGEND`): the
     * piece's letter, x an attacked blocker, o a blocker out of reach, * an
     * attacked empty square; the outline shows a board of the look-up. The
     * starting position is the diagram's layers (the piece, then the blockers,
     * attacked or not); the magic numbers and shifts are the listing's, which
     * its test writes into the diagram's data-explorer-data.
     */
    function raysExplorer(figure) {
        const R = L.rays;
        const data = read(figure);
        const cells = cellsByBit(figure);
        const magics = R.parseMagics(figure.dataset.explorerData || '');
        const LETTERS = { rook: 'R', bishop: 'B', queen: 'Q' };
        const VIEWS = ['relevant mask', 'occupied & mask', 'the table\'s attacks'];
        // The first layer is the piece ("R rook"), the next two the blockers.
        const named = data.layers.length ? data.layers[0].name.split(' ')[1] : '';
        const first = data.layers.length ? data.layers[0].board : 0n;
        const startPiece = R.SLIDERS[named] ? named : 'rook';
        const startSquare = first ? first.toString(2).length - 1 : 28;
        const startBlockers = data.layers.slice(1, 3).reduce((b, l) => b | l.board, 0n) & ~L.bit(startSquare);
        let piece = startPiece;
        let square = startSquare;
        let blockers = startBlockers;
        let view = 0;
        let moving = false;
        let problem = '';
        let note = 'click squares to place or take away blockers';
        const caption = figure.querySelector('figcaption');
        const startCaption = caption ? caption.textContent : '';
        // The marks, in the listing's words: the caption's first parenthesis.
        const legend = (/\(([^)]*)\)/.exec(startCaption) || ['', ''])[1];

        const occupied = () => blockers | L.bit(square);
        const count = (board) => board.toString(2).split('').filter((c) => c === '1').length;
        const squares = (n) => n + (n === 1 ? ' square' : ' squares');

        function show() {
            const occ = occupied();
            const attacks = R.attacks(piece, square, occ);
            const sliders = R.SLIDERS[piece];
            const mask = sliders.reduce((m, s) => m | R.relevantMask(s, square), 0n);
            const has = (board, b) => ((board >> BigInt(b)) & 1n) === 1n;
            const marks = (b) => {
                if (b === square) return [0, LETTERS[piece], 'the ' + piece];
                if (has(blockers, b)) return has(attacks, b) ? [1, 'x', 'a blocker it attacks'] : [2, 'o', 'a blocker out of reach'];
                return has(attacks, b) ? [3, '*', 'attacked'] : [-1, '.', 'empty'];
            };
            const name = R.squareName(square);
            const lines = [];
            if (problem) {
                lines.push(...problem.split('\n'));
            }
            lines.push([piece + ' on ' + name + ';', 'occupied = ' + R.hex(occ), ...words('(the ' + piece + ' and ' +
                count(blockers) + (count(blockers) === 1 ? ' blocker)' : ' blockers)'))]);
            lines.push([...words('attacks, walking the rays: '), R.hex(attacks), '(' + squares(count(attacks)) + ')']);
            let fromTables = 0n;
            sliders.forEach((slider) => {
                if (magics instanceof Error) {
                    lines.push(slider + ' look-up: no magic numbers (' + magics.message + ')');
                    return;
                }
                const look = R.lookup(slider, square, occ, magics);
                if (look instanceof Error) {
                    lines.push(slider + ' look-up: ' + look.message);
                    return;
                }
                fromTables |= look.attacks;
                const bits = count(look.mask);
                // A long formula breaks before its operators: × , mod, >>, =.
                lines.push([slider + ' look-up on ' + name, '(magic ' + R.hex(look.magic) + ',', 'shift ' + look.shift + '):']);
                lines.push(['  relevant mask    ', R.hex(look.mask), '(' + squares(bits) + ':', look.subsets + ' blocker sets)']);
                lines.push(['  occupied & mask  ', R.hex(look.masked)]);
                lines.push(['  index = (' + R.hex(look.masked), '× ' + R.hex(look.magic), 'mod 2^64)', '>> ' + look.shift,
                    '= ' + look.index, '(of ' + look.size + ' entries)']);
                lines.push([('  table[' + look.index + ']').padEnd(19), R.hex(look.attacks)]
                    .concat(look.sharing > 1 ? words('(shared by ' + look.sharing + ' blocker sets with these attacks)') : []));
            });
            if (!(magics instanceof Error)) {
                if (sliders.length > 1) {
                    lines.push(['rook | bishop'.padEnd(19), R.hex(fromTables)]);
                }
                lines.push(fromTables === attacks ? 'the table gives the attacks walking gives ✓'
                    : 'the table differs from walking ✗');
            }
            const shown = [mask, occ & mask, fromTables][view];
            paint(cells, (b) => marks(b).slice(0, 2), shown);
            cells.forEach((td, b) => {
                const [, mark, words] = marks(b);
                td.querySelector('button').setAttribute('aria-label', cellName(td, mark,
                    [R.squareName(b), words + (has(shown, b) ? ', in ' + VIEWS[view] : '')]));
            });
            lines.push('outlined: ' + VIEWS[view] + (sliders.length > 1 ? ' (rook and bishop together)' : '') +
                (moving ? '; click the square to move the ' + piece + ' to' : ''));
            if (note) {
                lines.push(note);
            }
            setLines(output, lines);
            if (!problem) {
                input.value = R.hex(occ); // after bad input, what was typed stays, to be corrected
            }
            viewButton.textContent = 'show: ' + VIEWS[view];
            if (caption) {
                const atStart = piece === startPiece && square === startSquare && blockers === startBlockers && view === 0;
                caption.textContent = atStart ? startCaption : 'A ' + piece + ' on ' + name + ' and ' +
                    count(blockers) + (count(blockers) === 1 ? ' blocker' : ' blockers') +
                    (legend ? ' (' + legend + ')' : '') + '; outlined, ' + VIEWS[view] +
                    (sliders.length > 1 ? ' (rook and bishop together)' : '');
            }
        }

        function act(what) {
            problem = '';
            input.removeAttribute('aria-invalid');
            note = what;
            show();
        }

        makeButtons(figure, (b) => {
            if (moving) {
                moving = false;
                square = b;
                blockers &= ~L.bit(b);
                act(piece + ' moved to ' + R.squareName(b));
            } else if (b === square) {
                act(R.squareName(b) + ' holds the ' + piece + ': press "move the piece" to move it');
            } else {
                blockers ^= L.bit(b);
                act(((blockers >> BigInt(b)) & 1n ? 'blocker on ' : 'blocker taken off ') + R.squareName(b) +
                    ': occupied ^= 1 << ' + b);
            }
        });

        function readOccupancy() {
            const value = R.parseOccupancy(input.value);
            if (value instanceof Error) {
                problem = 'occupancy not read: ' + value.message + '\n' +
                    'type a hexadecimal number of at most 64 bits, such as 0x0000_0010_0010_0000; ' +
                    'the board still shows the last position';
                input.setAttribute('aria-invalid', 'true');
                note = '';
                show();
                return;
            }
            blockers = value & ~L.bit(square);
            act('read ' + R.hex(value) + ((value >> BigInt(square)) & 1n ? ''
                : '; the ' + piece + '\'s square is added to it (the mask leaves it out anyway)'));
        }

        const buttons = ['rook', 'bishop', 'queen'].map((p) => [p, () => { piece = p; act('a ' + p + ' on ' + R.squareName(square)); }]);
        buttons.push(['move the piece', () => { moving = true; act('click the square to move the ' + piece + ' to'); }]);
        buttons.push(['show: ' + VIEWS[0], () => { view = (view + 1) % VIEWS.length; act(''); }]);
        buttons.push(['empty board', () => { blockers = 0n; act('no blockers'); }]);
        buttons.push(['full board', () => { blockers = ~L.bit(square) & ((1n << 64n) - 1n); act('a blocker on every other square'); }]);
        buttons.push(['read occupancy', readOccupancy]);
        buttons.push(['reset', () => {
            piece = startPiece;
            square = startSquare;
            blockers = startBlockers;
            view = 0;
            moving = false;
            act('reset');
        }]);
        const output = panel(figure, buttons);
        const div = output.parentNode;
        const viewButton = [...div.querySelectorAll('button')].find((b) => b.textContent.startsWith('show: '));
        const form = document.createElement('div');
        form.className = 'bb-rays-occupied';
        const label = document.createElement('label');
        label.textContent = 'occupied (hex, a1 = bit 0) ';
        const input = document.createElement('input');
        input.type = 'text';
        input.spellcheck = false;
        input.autocomplete = 'off';
        input.size = 22;
        label.appendChild(input);
        input.addEventListener('keydown', (event) => {
            if (event.key === 'Enter') {
                event.preventDefault();
                readOccupancy();
            }
        });
        form.appendChild(label);
        div.insertBefore(form, div.firstChild);
        show();
    }

    /**
     * Chapter 8: a chess position from FEN. Click a piece of the side to move
     * to mark its legal targets; the check mask and the pin rays are drawn as
     * two layers, each with its colour and its own mark in the cell's corner
     * (+ and =), and the status line says who is to move and who gives check.
     * Click a marked target to play the move (a pawn promotes to a queen; type
     * a FEN for another piece). The starting FEN is the diagram's
     * data-explorer-data, which the listing's test writes.
     */
    function chessExplorer(figure) {
        const C = L.chess;
        const cells = cellsByBit(figure);
        const parsed = C.parse(figure.dataset.explorerData || '');
        const start = parsed instanceof Error ? C.parse(C.START) : parsed;
        const game = gameHistory(start);
        let selected = null;
        let problem = '';
        let note = 'click a piece of the side to move to mark its legal moves';
        const caption = figure.querySelector('figcaption');
        const startCaption = caption ? caption.textContent : '';
        const names = (board) => C.squares(board).map(C.squareName);
        const has = (board, sq) => ((board >> BigInt(sq)) & 1n) === 1n;
        const plural = (n, one, many) => n + ' ' + (n === 1 ? one : many);

        /** "White to move, in check from e5", with mate and stalemate said. */
        function status(p, moves) {
            const checking = names(C.checkers(p));
            const side = C.COLOURS[p.turn];
            if (moves.length === 0) {
                return checking.length ? side + ' to move, checkmated by ' + checking.join(' and ')
                    : side + ' to move, stalemate: no legal move and not in check';
            }
            if (checking.length === 0) {
                return side + ' to move, not in check';
            }
            return side + ' to move, in ' + (checking.length > 1 ? 'double check from ' : 'check from ') +
                checking.join(' and ');
        }

        function show() {
            const p = game.now();
            const moves = C.legalMoves(p);
            const checkers = C.checkers(p);
            const mask = C.checkMask(p);
            const inCheck = checkers !== 0n;
            const pins = C.pinRays(p);
            const rays = pins.reduce((b, pin) => b | pin.ray, 0n);
            const chosen = selected === null ? [] : moves.filter((m) => m.from === selected);
            const targets = chosen.reduce((b, m) => b | L.bit(m.to), 0n);
            cells.forEach((td, sq) => {
                const piece = p.board[sq];
                const inMask = inCheck && has(mask, sq);
                const onRay = has(rays, sq);
                const target = has(targets, sq);
                const mark = piece || (target ? '*' : '·');
                const said = [C.squareName(sq), piece ? C.describe(piece) : 'empty'];
                if (has(checkers, sq)) said.push('giving check');
                if (inMask) said.push('in the check mask');
                if (onRay) said.push('on a pin ray');
                if (sq === selected) said.push('the chosen piece');
                if (target) said.push('a legal target of the chosen piece');
                td.classList.remove('bb-layer-0', 'bb-layer-1', 'bb-highlight', 'bb-chess-from');
                if (inMask) td.classList.add('bb-layer-0');
                else if (onRay) td.classList.add('bb-layer-1');
                if (target) td.classList.add('bb-highlight');
                if (sq === selected) td.classList.add('bb-chess-from');
                td.querySelector('.bb-value').textContent = mark;
                td.querySelector('.bb-chess-tag').textContent = (inMask ? '+' : '') + (onRay ? '=' : '');
                td.querySelector('button').setAttribute('aria-label', cellName(td, mark, said));
            });
            const fen = C.toFen(p);
            if (!problem) {
                input.value = fen; // after bad input, what was typed stays, to be corrected
            }
            if (caption) {
                caption.textContent = p === start ? startCaption : fen + ': capitals are White\'s pieces, ' +
                    'small letters Black\'s (reset brings back the first position)';
            }
            const lines = [];
            if (problem) {
                lines.push(problem);
            }
            lines.push(status(p, moves) + '; ' + plural(moves.length, 'legal move', 'legal moves'));
            lines.push(['checkers = ' + C.hex(checkers)].concat(inCheck ? ['(' + names(checkers).join(' ') + ')'] : []));
            if (!inCheck) {
                lines.push(['check mask = ' + C.hex(mask), ...words('(every square: not in check)')]);
            } else if (mask === 0n) {
                lines.push(['check mask = ' + C.hex(mask), ...words('(double check: only the king moves)')]);
            } else {
                lines.push(['check mask = ' + C.hex(mask), '(+: ' + names(mask).join(' ') + ';',
                    ...words('capture the checker or block)')]);
            }
            lines.push(['pinned = ' + C.hex(C.pinned(p))].concat(pins.length ? [] : ['(none)']));
            pins.forEach((pin) => {
                lines.push(['  ' + C.squareName(pin.pinned) + ',', ...words(C.describe(p.board[pin.pinned]) +
                    ', pinned by the ' + C.NAMES[C.kindOf(p.board[pin.pinner])] + ' on ' + C.squareName(pin.pinner) +
                    ': pin ray'), '(=: ' + names(pin.ray).join(' ') + ')', C.hex(pin.ray)]);
            });
            if (selected !== null) {
                const piece = p.board[selected];
                const name = C.squareName(selected) + ', ' + C.describe(piece);
                lines.push([...words(name + ': ' + plural(chosen.length, 'legal move', 'legal moves') +
                    (chosen.length ? ' (outlined):' : ''))].concat(chosen.map((m) => m.uci)));
            }
            if (note) {
                lines.push(note);
            }
            setLines(output, lines);
        }

        function choose(sq) {
            const p = game.now();
            const piece = p.board[sq];
            const move = selected === null ? null
                : C.legalMoves(p).find((m) => m.from === selected && m.to === sq && (!m.promotion || m.promotion === 'q'));
            problem = '';
            input.removeAttribute('aria-invalid');
            if (move) {
                game.push(C.play(p, move));
                selected = null;
                note = 'played ' + move.uci + (move.promotion ? ' (a promotion to a queen; type a FEN for another piece)' : '');
            } else if (piece && C.colourOf(piece) === p.turn) {
                selected = sq;
                note = 'click an outlined square to play the move there';
            } else {
                selected = null;
                note = C.squareName(sq) + (piece ? ' holds ' + C.describe(piece) + ', and it is ' +
                    C.COLOURS[p.turn] + '\'s move' : ' is empty') + ': click a piece of ' + C.COLOURS[p.turn];
            }
            show();
        }

        function readFen() {
            const text = input.value;
            const read = C.parse(text);
            if (read instanceof Error) {
                problem = 'FEN not read: ' + (text.trim() === '' ? 'the field is empty: type a position, such as ' +
                    C.START : read.message) + ' (the board still shows the last position)';
                input.setAttribute('aria-invalid', 'true');
                note = '';
            } else {
                problem = '';
                input.removeAttribute('aria-invalid');
                game.push(read);
                selected = null;
                note = 'read ' + C.toFen(read);
            }
            show();
        }

        makeButtons(figure, choose);
        cells.forEach((td) => {
            const tag = document.createElement('span');
            tag.className = 'bb-chess-tag';
            tag.setAttribute('aria-hidden', 'true'); // the cell's name says it in words
            td.querySelector('button').appendChild(tag);
        });
        const output = panel(figure, [
            ['read FEN', readFen],
            ['start position', () => {
                problem = '';
                input.removeAttribute('aria-invalid');
                game.push(C.parse(C.START));
                selected = null;
                note = 'the start position';
                show();
            }],
        ].concat(historyButtons(game, (what) => {
            problem = '';
            input.removeAttribute('aria-invalid');
            selected = null;
            note = what;
            show();
        })));
        const div = output.parentNode;
        const form = document.createElement('div');
        form.className = 'bb-chess-fen';
        const label = document.createElement('label');
        label.textContent = 'FEN ';
        const input = document.createElement('input');
        input.type = 'text';
        input.spellcheck = false;
        input.autocomplete = 'off';
        input.size = 40;
        label.appendChild(input);
        input.addEventListener('keydown', (event) => {
            if (event.key === 'Enter') {
                event.preventDefault();
                readFen();
            }
        });
        form.appendChild(label);
        div.insertBefore(form, div.firstChild);
        // The layers' legend, mark and colour, under the board.
        const legend = document.createElement('p');
        legend.className = 'bitboard-legend';
        [['bb-layer-0', '+', 'check mask (the checker and the squares between it and the king)'],
            ['bb-layer-1', '=', 'pin ray (the squares between the king and the pinner, and the pinner)'],
            ['bb-chess-target', '*', 'a legal target of the chosen piece, outlined (its letter if it captures)'],
        ].forEach(([cls, mark, text]) => {
            const entry = document.createElement('span');
            entry.className = 'bb-entry';
            const key = document.createElement('span');
            key.className = 'bb-key ' + cls;
            key.textContent = mark;
            entry.append(key, ' ' + text);
            legend.appendChild(entry);
        });
        figure.querySelector('div.bb-scroll').after(legend);
        show();
    }

    const explorers = {
        cells: cellsExplorer,
        shifts: shiftsExplorer,
        'connect-four': connectFourExplorer,
        'peg-solitaire': pegSolitaireExplorer,
        isolation: isolationExplorer,
        tak: takExplorer,
        rays: raysExplorer,
        chess: chessExplorer,
    };
    window.BitboardExplorers = explorers;

    function attach() {
        document.querySelectorAll('figure.bitboard[data-explorer]').forEach((figure) => {
            const explorer = explorers[figure.dataset.explorer];
            if (explorer && !figure.dataset.attached) {
                figure.dataset.attached = 'yes';
                // The static legend gives the starting numbers; the panel follows
                // the changes, so the legend would soon be wrong.
                const legend = figure.querySelector('.bitboard-legend');
                if (legend) {
                    legend.remove();
                }
                explorer(figure);
            }
        });
    }

    /**
     * A board too wide for the column even with its cells shrunk (theme/diagrams.css)
     * scrolls inside its own box: the box fades at the side where more of the
     * board is, a line under it says so, and it takes the keyboard's focus (so
     * that the arrow keys scroll it) when no button inside can.
     */
    function watchScrolling(box) {
        const hint = document.createElement('p');
        hint.className = 'bb-scroll-hint';
        hint.setAttribute('aria-hidden', 'true');
        hint.textContent = '← the board scrolls sideways →';
        hint.hidden = true;
        box.after(hint);
        const update = () => {
            const over = box.scrollWidth > box.clientWidth + 1;
            const left = over && box.scrollLeft > 1;
            const right = over && box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
            box.classList.toggle('bb-more-left', left);
            box.classList.toggle('bb-more-right', right);
            hint.hidden = !over;
            if (over && !box.querySelector('button')) {
                box.tabIndex = 0;
                box.setAttribute('role', 'group');
                box.setAttribute('aria-label', 'the board, which scrolls sideways');
            } else {
                box.removeAttribute('tabindex');
                box.removeAttribute('role');
                box.removeAttribute('aria-label');
            }
        };
        box.addEventListener('scroll', update, { passive: true });
        if (window.ResizeObserver) {
            const observer = new ResizeObserver(update);
            observer.observe(box);
            const table = box.querySelector('table');
            if (table) {
                observer.observe(table); // the Tak explorer rebuilds it for another size
            }
        }
        update();
    }

    function start() {
        attach();
        document.querySelectorAll('figure.bitboard div.bb-scroll').forEach(watchScrolling);
    }

    if (document.readyState === 'loading') {
        document.addEventListener('DOMContentLoaded', start);
    } else {
        start();
    }
})();
