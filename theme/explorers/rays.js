// The Bitboard Book, chapter 7: the rays explorer. A rook, bishop or queen on
// the chess board; click squares to place blockers and watch the attacks by
// walking the rays, the relevant-occupancy mask, the masked occupancy, the magic
// index and the table's entry there. Registered with the harness
// (theme/explorers/harness.js).
(function (B) {
    'use strict';
    const { ONE, M64, bit, quote, hex } = B.logic;
    const { read, cellsByBit, makeButtons, cellName, paint, panel, field, setLines, words } = B.dom;

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
                    return new Error('expected rook=… and bishop=…, not ' + quote(part));
                }
                const entries = part.slice(at + 1).split(',');
                if (entries.length !== 64) {
                    return new Error(slider + ': ' + entries.length + ' magic numbers, not 64');
                }
                out[slider] = [];
                for (const entry of entries) {
                    const found = /^\s*([0-9a-f]{1,16}):([0-9]{1,2})\s*$/.exec(entry);
                    if (!found || Number(found[2]) > 63) {
                        return new Error(slider + ': ' + quote(entry) + ' is not hex:shift');
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
                return new Error(quote(trimmed) + ' is not a hexadecimal number');
            }
            const value = BigInt('0x' + digits);
            if (value > M64) {
                return new Error(quote(trimmed) + ' has more than 64 bits');
            }
            return value;
        }

        return {
            DIRECTIONS, SLIDERS, squareName, step, sliderAttacks, attacks, relevantMask, subsets,
            parseMagics, index, table, lookup, parseOccupancy, hex,
        };
    })();

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
        const R = rays;
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
        const startBlockers = data.layers.slice(1, 3).reduce((b, l) => b | l.board, 0n) & ~bit(startSquare);
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

        const occupied = () => blockers | bit(square);
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
                blockers &= ~bit(b);
                act(piece + ' moved to ' + R.squareName(b));
            } else if (b === square) {
                act(R.squareName(b) + ' holds the ' + piece + ': press "move the piece" to move it');
            } else {
                blockers ^= bit(b);
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
            blockers = value & ~bit(square);
            act('read ' + R.hex(value) + ((value >> BigInt(square)) & 1n ? ''
                : '; the ' + piece + '\'s square is added to it (the mask leaves it out anyway)'));
        }

        const buttons = ['rook', 'bishop', 'queen'].map((p) => [p, () => { piece = p; act('a ' + p + ' on ' + R.squareName(square)); }]);
        buttons.push(['move the piece', () => { moving = true; act('click the square to move the ' + piece + ' to'); }]);
        buttons.push(['show: ' + VIEWS[0], () => { view = (view + 1) % VIEWS.length; act(''); }]);
        buttons.push(['empty board', () => { blockers = 0n; act('no blockers'); }]);
        buttons.push(['full board', () => { blockers = ~bit(square) & ((1n << 64n) - 1n); act('a blocker on every other square'); }]);
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
        const input = field(output, 'bb-rays-occupied', 'occupied (hex, a1 = bit 0) ', 22, readOccupancy);
        show();
    }

    B.explorer('rays', rays, raysExplorer);
})(globalThis.BitboardBook);
