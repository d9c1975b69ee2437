// The Bitboard Book: what the in-page explorers share. Each explorer is one file
// beside this one (theme/explorers/<name>.js), its logic and its view side by side,
// which registers itself with `BitboardBook.explorer(name, logic, view)`; book.toml's
// `additional-js` loads this file first, then the explorers.
//
// The logic has no DOM in it, so that it can be tested against cases computed by
// the Rust listings: by `cargo test` in an embedded JavaScript engine
// (tests/tests/explorer_logic.rs) and by Node (tests/browser/logic.mjs), both
// running tests/browser/logic-checks.js on `BitboardBook.logic`, where each
// explorer's logic is registered under its name in camel case (`connectFour`)
// beside the helpers below. Boards are BigInts, so that boards wider than 64 bits
// (Isolation's 115) work the same as small ones.
//
// On a page, a diagram drawn by mdbook-diagrams is a <figure class="bitboard"> with
// its data in attributes (data-columns, data-rows, data-bits, data-layers); one with
// a data-explorer attribute gets the view of that name, once the page is loaded.
// Without JavaScript the figure stays the static diagram. Every cell becomes a
// button, so that the explorers work with the keyboard (Tab, Enter, Space), and the
// numbers are written in an aria-live region.
(function (root) {
    'use strict';

    const ONE = 1n;

    /** The 64 bits of a chess board or a hash: 2^64 − 1. */
    const M64 = (ONE << 64n) - ONE;

    /** A value's first 40 characters, then an ellipsis if it is longer. */
    function cut(text) {
        const chars = Array.from(String(text));
        return chars.length > 40 ? chars.slice(0, 40).join('') + '…' : chars.join('');
    }

    /**
     * A value as a message quotes it, in backticks: whole if it has at most 40
     * characters, else its first 40, an ellipsis and how long it is, so that a
     * long bad value is named briefly and never repeated whole (the Tak and chess
     * listings' messages quote it the same way).
     */
    function quote(text) {
        const length = Array.from(String(text)).length;
        return '`' + cut(text) + '`' + (length > 40 ? ' (' + length + ' characters)' : '');
    }

    /** The one-hot board of bit n: 1 << n. */
    function bit(n) {
        return ONE << BigInt(n);
    }

    /** Shifts left for a positive amount, right for a negative one. */
    function shift(board, amount) {
        return amount >= 0 ? board << BigInt(amount) : board >> BigInt(-amount);
    }

    /** A 64-bit board or hash as 0x and 16 hex digits. */
    function hex(board) {
        return '0x' + board.toString(16).padStart(16, '0');
    }

    /** The helpers, then each explorer's logic under its name in camel case. */
    const logic = { ONE, M64, cut, quote, bit, shift, hex };

    /** Each explorer's view, a function of its figure, by the explorer's name. */
    const views = {};

    /** `connect-four` → `connectFour`: the name of an explorer's logic. */
    function camel(name) {
        return name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
    }

    // The figures are brought to life once the page is loaded (start, below);
    // an explorer registered after that attaches its own at once.
    let started = false;

    /** Registers the explorer `name`: its logic (no DOM) and its view. */
    function explorer(name, game, view) {
        const key = camel(name);
        if (logic[key] !== undefined || views[name] !== undefined) {
            throw new Error('the explorer `' + name + '` is registered twice');
        }
        logic[key] = game;
        views[name] = view;
        if (started) {
            attach(name);
        }
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
     * A text field with its label, put first in the panel of `output`: `onEnter`
     * runs when the reader presses Enter in it. Returns the <input>.
     */
    function field(output, className, labelText, size, onEnter) {
        const form = document.createElement('div');
        form.className = className;
        const label = document.createElement('label');
        label.textContent = labelText;
        const input = document.createElement('input');
        input.type = 'text';
        input.spellcheck = false;
        input.autocomplete = 'off';
        input.size = size;
        label.appendChild(input);
        input.addEventListener('keydown', (event) => {
            if (event.key === 'Enter') {
                event.preventDefault();
                onEnter();
            }
        });
        form.appendChild(label);
        const div = output.parentNode;
        div.insertBefore(form, div.firstChild);
        return input;
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

    /** A board in decimal, hex and binary (`digits` binary digits at least). */
    function numbers(board, digits) {
        const binary = board.toString(2).padStart(digits, '0');
        return board.toString(10) + ' = 0x' + board.toString(16) + ' = 0b' + binary;
    }

    const dom = {
        read, cellsByBit, makeButtons, cellName, paint, panel, field, setLines, words, gameHistory,
        historyButtons, numbers,
    };

    /** Brings to life the figures of the explorer `name`, or of every explorer. */
    function attach(name) {
        const selector = name === undefined ? 'figure.bitboard[data-explorer]'
            : 'figure.bitboard[data-explorer="' + name + '"]';
        document.querySelectorAll(selector).forEach((figure) => {
            const view = views[figure.dataset.explorer];
            if (view && !figure.dataset.attached) {
                figure.dataset.attached = 'yes';
                // The static legend gives the starting numbers; the panel follows
                // the changes, so the legend would soon be wrong.
                const legend = figure.querySelector('.bitboard-legend');
                if (legend) {
                    legend.remove();
                }
                view(figure);
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
        started = true;
        attach();
        document.querySelectorAll('figure.bitboard div.bb-scroll').forEach(watchScrolling);
    }

    root.BitboardBook = { logic, views, dom, explorer };

    // On a page (not in the tests' engines, which have no document), once every
    // script has run: the explorers' files come after this one.
    if (typeof document !== 'undefined') {
        if (document.readyState === 'loading') {
            document.addEventListener('DOMContentLoaded', start);
        } else {
            start();
        }
    }
})(globalThis);
