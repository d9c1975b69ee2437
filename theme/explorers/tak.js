// The Bitboard Book, chapter 6: the Tak explorer. A position read from TPS; pick
// a stack to see every slide of it with its gap bits and packed drops, counted by
// the chapter's formula; turn or reflect the position and watch its eight Zobrist
// hashes. Registered with the harness (theme/explorers/harness.js).
(function (B) {
    'use strict';
    const { ONE, M64, bit, quote, hex } = B.logic;
    const { panel, field, setLines, words } = B.dom;

    /**
     * Tak as chapter 6 builds it: square a1 is bit 0 and a square's bit is
     * rank · S + file; positions read and written in TPS; the slides of a stack
     * enumerated from gap bits, packed a nibble per drop and counted with
     * binomial coefficients; the eight symmetries; the eight Zobrist hashes,
     * with the listing's keys (xorshift64* from the same seeds).
     */
    const tak = (function () {
        const KEY_SQUARES = 64;
        const COLOURS = ['White', 'Black'];
        /** The four directions, in the order the listing generates moves. */
        const DIRECTIONS = [
            { symbol: '+', name: 'up', df: 0, dr: 1 },
            { symbol: '-', name: 'down', df: 0, dr: -1 },
            { symbol: '<', name: 'left', df: -1, dr: 0 },
            { symbol: '>', name: 'right', df: 1, dr: 0 },
        ];
        /** The eight symmetries in the order of `Symmetry::ALL`: (f, r) → image, m = S − 1. */
        const SYMMETRIES = [
            { name: 'Identity', label: 'identity', map: (f, r) => [f, r] },
            { name: 'Rotate90', label: 'rotate 90', map: (f, r, m) => [m - r, f] },
            { name: 'Rotate180', label: 'rotate 180', map: (f, r, m) => [m - f, m - r] },
            { name: 'Rotate270', label: 'rotate 270', map: (f, r, m) => [r, m - f] },
            { name: 'MirrorH', label: 'mirror h', map: (f, r, m) => [m - f, r] },
            { name: 'MirrorV', label: 'mirror v', map: (f, r, m) => [f, m - r] },
            { name: 'MirrorDiag', label: 'mirror diag', map: (f, r) => [r, f] },
            { name: 'MirrorAntidiag', label: 'mirror antidiag', map: (f, r, m) => [m - r, m - f] },
        ];

        /** The listing's key generator, xorshift64*: `count` keys from `seed`. */
        function keyStream(seed) {
            let state = BigInt(seed);
            const keys = [];
            return function (index) {
                while (keys.length <= index) {
                    let x = state;
                    x ^= x >> 12n;
                    x ^= (x << 25n) & M64;
                    x ^= x >> 27n;
                    state = x;
                    keys.push((x * 0x2545F4914F6CDD1Dn) & M64);
                }
                return keys[index];
            };
        }
        /** One key per (height, colour, square): index (h · 2 + c) · 64 + s. */
        const stoneKey = keyStream(0x005EED0F7A4B);
        /** One key per (kind, square) for a wall (0) or capstone (1) on top. */
        const topKey = keyStream(0x7A4BCAB5);
        const BLACK_TO_MOVE = keyStream(0xB1ACC0DE)(0);

        /** The stones and capstones each player starts with. */
        function startingReserves(size) {
            return { 3: [10, 0], 4: [15, 0], 5: [21, 1], 6: [30, 1], 7: [40, 2] }[size] || [50, 2];
        }

        function squareName(size, sq) {
            return String.fromCharCode(97 + (sq % size)) + (Math.floor(sq / size) + 1);
        }

        /** The square one step away, or null off the edge. */
        function next(size, sq, direction) {
            const f = (sq % size) + direction.df;
            const r = Math.floor(sq / size) + direction.dr;
            return f >= 0 && f < size && r >= 0 && r < size ? r * size + f : null;
        }

        /** Where symmetry t sends square sq. */
        function mapSquare(t, sq, size) {
            const [f, r] = SYMMETRIES[t].map(sq % size, Math.floor(sq / size), size - 1);
            return r * size + f;
        }

        /** Binomial coefficient C(n, r), 0 when r > n or r < 0. */
        function binomial(n, r) {
            if (r < 0 || r > n) {
                return 0;
            }
            let result = 1;
            for (let i = 0; i < r; i++) {
                result = result * (n - i) / (i + 1);
            }
            return result;
        }

        /** The top colour of a square (0 white, 1 black), or null if empty. */
        function topColour(p, sq) {
            const stack = p.stacks[sq];
            return stack.length ? stack[stack.length - 1] : null;
        }

        /** Whether `colour` has a road: orthogonally connected flats and capstones across. */
        function hasRoad(p, colour) {
            const size = p.size;
            const road = (sq) => topColour(p, sq) === colour && p.tops[sq] !== 'S';
            const joins = (starts, isEnd) => {
                const seen = new Set(starts.filter(road));
                const todo = [...seen];
                while (todo.length) {
                    const sq = todo.pop();
                    if (isEnd(sq)) {
                        return true;
                    }
                    for (const d of DIRECTIONS) {
                        const n = next(size, sq, d);
                        if (n !== null && !seen.has(n) && road(n)) {
                            seen.add(n);
                            todo.push(n);
                        }
                    }
                }
                return false;
            };
            const edge = [...Array(size).keys()];
            return joins(edge.map((r) => r * size), (sq) => sq % size === size - 1) ||
                joins(edge, (sq) => Math.floor(sq / size) === size - 1);
        }

        /** How the game stands after `mover` moved, as the listing's `decide` writes it (Debug). */
        function decide(p, mover) {
            for (const colour of [mover, 1 - mover]) {
                if (hasRoad(p, colour)) {
                    return 'Road(' + COLOURS[colour] + ')';
                }
            }
            const full = p.stacks.every((s) => s.length > 0);
            const out = p.reserves.some(([stones, caps]) => stones + caps === 0);
            if (!full && !out) {
                return null;
            }
            const flats = [0, 0];
            p.stacks.forEach((s, sq) => {
                if (s.length && !p.tops[sq]) {
                    flats[topColour(p, sq)] += 1;
                }
            });
            return flats[0] > flats[1] ? 'Flats(White)' : flats[0] < flats[1] ? 'Flats(Black)' : 'Draw';
        }

        /** A Rust `usize`/`u16` from text (digits after an optional `+`), or null. */
        function parseUnsigned(text, max) {
            if (!/^\+?[0-9]+$/.test(text)) {
                return null;
            }
            const value = BigInt(text);
            return value <= max ? value : null;
        }

        /**
         * A position from TPS, or an Error with the listing's message: the same
         * checks in the same order as `Position::from_tps`.
         */
        function parse(tps) {
            const fields = String(tps).split(/\s+/).filter((f) => f !== '');
            if (fields.length !== 3) {
                return new Error('expected three fields, a board, a player and a move number, separated by spaces');
            }
            const [board, player, number] = fields;
            const ranks = board.split('/');
            const size = ranks.length;
            if (size < 3 || size > 8) {
                return new Error('the board has ' + size + (size === 1 ? ' rank' : ' ranks') +
                    ' (separated by `/`): Tak is played on 3×3 to 8×8');
            }
            const [stones, caps] = startingReserves(size);
            const p = {
                size: size,
                toMove: 0,
                ply: 0,
                stacks: Array.from({ length: size * size }, () => []),
                tops: Array(size * size).fill(null),
                reserves: [[stones, caps], [stones, caps]],
                outcome: null,
            };
            for (let i = 0; i < size; i++) {
                const rank = size - 1 - i;
                let file = 0n;
                for (const token of ranks[i].split(',')) {
                    if (token.startsWith('x')) {
                        const count = token === 'x' ? ONE : parseUnsigned(token.slice(1), M64);
                        if (count === null) {
                            return new Error(quote(token) + ' is not a run of empty squares');
                        }
                        file += count;
                        continue;
                    }
                    if (file >= BigInt(size)) {
                        return new Error('rank ' + (rank + 1) + ' is too long');
                    }
                    const refused = putStack(p, rank * size + Number(file), token);
                    if (refused) {
                        return refused;
                    }
                    file += ONE;
                }
                if (file !== BigInt(size)) {
                    return new Error('rank ' + (rank + 1) + ' has ' + file + ' squares, not ' + size);
                }
            }
            if (player !== '1' && player !== '2') {
                return new Error('the player to move is 1 or 2, not ' + quote(player));
            }
            // The listing counts plies in a u16: move numbers up to 32768 fit.
            const n = parseUnsigned(number, 32768n);
            if (n === null || n < ONE) {
                return new Error('the move number is a number from 1 to 32768, not ' + quote(number));
            }
            p.toMove = player === '1' ? 0 : 1;
            p.ply = 2 * (Number(n) - 1) + p.toMove;
            p.outcome = p.ply > 0 ? decide(p, 1 - p.toMove) : null;
            return p;
        }

        /** One stack from its TPS text, its stones taken from the reserves; an Error if refused. */
        function putStack(p, sq, text) {
            const last = text.slice(-1);
            const top = last === 'S' || last === 'C' ? last : null;
            const colours = top ? text.slice(0, -1) : text;
            if (!/^[12]+$/.test(colours)) {
                return new Error(quote(text) + ' is not a stack');
            }
            for (let i = 0; i < colours.length; i++) {
                const colour = colours[i] === '2' ? 1 : 0;
                const kind = top === 'C' && i + 1 === colours.length ? 1 : 0;
                if (p.reserves[colour][kind] === 0) {
                    return new Error('more stones than a player has');
                }
                p.reserves[colour][kind] -= 1;
                p.stacks[sq].push(colour);
            }
            p.tops[sq] = top;
            return null;
        }

        /** A stack as TPS writes it: colours from the bottom, then S or C. */
        function stackText(p, sq) {
            return p.stacks[sq].map((c) => (c ? '2' : '1')).join('') + (p.tops[sq] || '');
        }

        /** The position in TPS, as the listing's `to_tps` writes it. */
        function toTps(p) {
            const ranks = [];
            for (let rank = p.size - 1; rank >= 0; rank--) {
                const squares = [];
                let empties = 0;
                const flush = () => {
                    if (empties > 0) {
                        squares.push(empties === 1 ? 'x' : 'x' + empties);
                        empties = 0;
                    }
                };
                for (let file = 0; file < p.size; file++) {
                    const sq = rank * p.size + file;
                    if (p.stacks[sq].length === 0) {
                        empties += 1;
                    } else {
                        flush();
                        squares.push(stackText(p, sq));
                    }
                }
                flush();
                ranks.push(squares.join(','));
            }
            return ranks.join('/') + ' ' + (p.toMove + 1) + ' ' + (Math.floor(p.ply / 2) + 1);
        }

        /** The position turned or reflected by symmetry t: every stack on its image square. */
        function transform(p, t) {
            const image = Object.assign({}, p, {
                stacks: Array.from({ length: p.stacks.length }, () => []),
                tops: Array(p.tops.length).fill(null),
            });
            p.stacks.forEach((stack, sq) => {
                const to = mapSquare(t, sq, p.size);
                image.stacks[to] = stack.slice();
                image.tops[to] = p.tops[sq];
            });
            return image;
        }

        /**
         * The eight Zobrist hashes: hash t XORs, for every stone, the key of the
         * square symmetry t sends it to (and the same for walls and capstones),
         * and the key of black to move.
         */
        function hashes(p) {
            return SYMMETRIES.map((_, t) => {
                let hash = p.toMove === 1 ? BLACK_TO_MOVE : 0n;
                p.stacks.forEach((stack, sq) => {
                    const s = mapSquare(t, sq, p.size);
                    stack.forEach((colour, height) => {
                        hash ^= stoneKey((height * 2 + colour) * KEY_SQUARES + s);
                    });
                    if (p.tops[sq]) {
                        hash ^= topKey((p.tops[sq] === 'S' ? 0 : 1) * KEY_SQUARES + s);
                    }
                });
                return hash;
            });
        }

        /** The index of the smallest of the eight hashes (the first if tied). */
        function canonical(all) {
            let best = 0;
            all.forEach((h, t) => {
                if (h < all[best]) {
                    best = t;
                }
            });
            return best;
        }

        /** The drops that the k − 1 gap bits of `bits` make of k stones, highest bit first. */
        function dropsFromBits(bits, k) {
            const drops = [];
            let current = 1;
            for (let gap = k - 2; gap >= 0; gap--) {
                if ((bits >> gap) & 1) {
                    drops.push(current);
                    current = 1;
                } else {
                    current += 1;
                }
            }
            drops.push(current);
            return drops;
        }

        /** Drops packed a nibble each, the first in the lowest: [a, b, c] is 0xcba. */
        function pack(drops) {
            return drops.reduceRight((packed, drop) => packed * 16 + drop, 0);
        }

        /** The slides of k stones that fit in `room` squares, in the order of the listing's table. */
        function slidesOf(k, room) {
            const out = [];
            for (let cuts = 0; cuts < k; cuts++) {
                for (let bits = 0; bits < 1 << (k - 1); bits++) {
                    let ones = 0;
                    for (let b = bits; b; b &= b - 1) {
                        ones += 1;
                    }
                    const drops = dropsFromBits(bits, k);
                    if (ones === cuts && drops.length <= room) {
                        out.push({ k: k, bits: bits, drops: drops });
                    }
                }
            }
            return out;
        }

        /** The free squares ahead of `sq`, and what stops the slide: the edge, a wall or a capstone. */
        function room(p, sq, direction) {
            let free = 0;
            let at = sq;
            for (;;) {
                const n = next(p.size, at, direction);
                if (n === null) {
                    return { free: free, blocker: 'the edge' };
                }
                if (p.tops[n]) {
                    return { free: free, blocker: p.tops[n] === 'S' ? 'a wall' : 'a capstone' };
                }
                free += 1;
                at = n;
            }
        }

        /** Why the stack on `sq` cannot move, in the listing's words, or null if it can. */
        function refusal(p, sq) {
            if (p.outcome) {
                return 'the game is over (' + p.outcome + ')';
            }
            if (p.ply < 2) {
                return 'the first move of each player is a placement';
            }
            if (topColour(p, sq) !== p.toMove) {
                return squareName(p.size, sq) + ' is not topped by a stone of yours';
            }
            return null;
        }

        /** Slides of k stones that cover `d` free squares and flatten a wall with the capstone alone. */
        function flatteningCount(k, d) {
            if (d === 0) {
                return k === 1 ? 1 : 0;
            }
            return k < d + 1 ? 0 : binomial(k - 2, d - 1);
        }

        /**
         * The chapter's count for one direction: with carry c and d free squares,
         * Σ_{n=1}^{min(c,d)} C(c, n) slides, plus Σ_k C(k − 2, d − 1) that flatten
         * a wall with a capstone (only k = 1 when d = 0).
         */
        function formula(carry, free, flattens) {
            const terms = [];
            for (let n = 1; n <= Math.min(carry, free); n++) {
                terms.push({ text: 'C(' + carry + ',' + n + ')', value: binomial(carry, n) });
            }
            const fitting = terms.reduce((a, t) => a + t.value, 0);
            let flattening = 0;
            if (flattens) {
                for (let k = 1; k <= carry; k++) {
                    flattening += flatteningCount(k, free);
                }
            }
            return { terms: terms, fitting: fitting, flattening: flattening, count: fitting + flattening };
        }

        function slideText(s) {
            return s.ptn + ': ' + s.k + (s.k === 1 ? ' stone' : ' stones') + ', gaps ' + s.gaps + ', drops [' + s.drops.join(', ') +
                '] → 0x' + s.packed.toString(16);
        }

        /**
         * Every slide of the stack on `sq`, direction by direction, in the order
         * of the listing's move generator, with the room ahead, the carry and the
         * count by the formula; or an Error saying why the stack cannot move.
         */
        function slides(p, sq) {
            const refused = refusal(p, sq);
            if (refused) {
                return new Error(refused);
            }
            const carry = Math.min(p.stacks[sq].length, p.size);
            const cap = p.tops[sq] === 'C';
            const name = squareName(p.size, sq);
            return DIRECTIONS.map((d) => {
                const { free, blocker } = room(p, sq, d);
                const flattens = cap && blocker === 'a wall';
                const list = [];
                const add = (s, flattening) => {
                    const ptn = (s.k === 1 ? '' : s.k) + name + d.symbol + (s.drops.length === 1 ? '' : s.drops.join(''));
                    const gaps = s.k === 1 ? 'none' : s.bits.toString(2).padStart(s.k - 1, '0');
                    const slide = { ptn: ptn, k: s.k, gaps: gaps, drops: s.drops, packed: pack(s.drops), flattens: flattening };
                    slide.text = slideText(slide);
                    list.push(slide);
                };
                for (let k = 1; k <= carry; k++) {
                    slidesOf(k, free).forEach((s) => add(s, false));
                    if (flattens) {
                        slidesOf(k, free + 1)
                            .filter((s) => s.drops.length === free + 1 && s.drops[free] === 1)
                            .forEach((s) => add(s, true));
                    }
                }
                return {
                    direction: d,
                    room: free,
                    blocker: blocker,
                    carry: carry,
                    formula: formula(carry, free, flattens),
                    slides: list,
                };
            });
        }

        /** The number of legal moves, from the counts alone, as the listing's `count_moves`. */
        function countMoves(p) {
            if (p.outcome) {
                return { placements: 0, slides: 0, total: 0 };
            }
            const empty = p.stacks.filter((s) => s.length === 0).length;
            const [stones, caps] = p.reserves[p.toMove];
            const kinds = p.ply < 2 ? 1 : 2 * (stones > 0) + (caps > 0);
            let slideCount = 0;
            if (p.ply >= 2) {
                p.stacks.forEach((s, sq) => {
                    if (s.length && topColour(p, sq) === p.toMove) {
                        const carry = Math.min(s.length, p.size);
                        for (const d of DIRECTIONS) {
                            const { free, blocker } = room(p, sq, d);
                            slideCount += formula(carry, free, p.tops[sq] === 'C' && blocker === 'a wall').count;
                        }
                    }
                });
            }
            return { placements: empty * kinds, slides: slideCount, total: empty * kinds + slideCount };
        }

        return {
            DIRECTIONS, SYMMETRIES, COLOURS, BLACK_TO_MOVE, stoneKey, topKey,
            squareName, mapSquare, binomial, parse, toTps, stackText, topColour, transform,
            hashes, hex, canonical, dropsFromBits, pack, slidesOf, room, slides, formula,
            countMoves,
        };
    })();

    /**
     * Chapter 6: a Tak position from TPS; pick a stack to see every slide of it
     * with its gap bits and packed drops, counted by the chapter's formula; turn
     * or reflect the position and watch its eight Zobrist hashes.
     */
    function takExplorer(figure) {
        const T = tak;
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
                            reach |= bit(at);
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
        const input = field(output, 'bb-tak-tps', 'TPS ', 40, read);
        const div = output.parentNode;
        const slideList = document.createElement('div');
        slideList.className = 'bb-tak-slides';
        slideList.setAttribute('role', 'group');
        slideList.setAttribute('aria-label', 'every slide of the chosen stack, with its gap bits and packed drops');
        div.appendChild(slideList);
        build();
        show();
    }

    B.explorer('tak', tak, takExplorer);
})(globalThis.BitboardBook);
