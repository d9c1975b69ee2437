// The Bitboard Book, chapter 9: the evaluation explorer. A position read
// from FEN, evaluated term by term with the listing's weights (read from the
// diagram's data); pick a term to see its masks on the board, click a piece
// to see its table entry, its mobility and its attacks on the enemy king's
// zone. Registered with the harness (theme/explorers/harness.js); the FEN is
// read by the chess explorer's logic (theme/explorers/chess.js).
(function (B) {
    'use strict';
    const { M64, bit, hex } = B.logic;
    const { cellsByBit, makeButtons, cellName, panel, field, setLines, words } = B.dom;

    /**
     * The evaluation of chapter 9, computed from a position of the chess
     * explorer's logic ({ board: 64 letters, turn: 0 White or 1 Black, … }):
     * material, PeSTO's piece-square tables tapered by the phase, and the
     * counted terms (pawn structure from fills and spans, rooks on files, the
     * bishop pair, mobility, attacks on the king's zone) with the weights the
     * listing's tuner found. Every weight comes from the data the listing
     * writes (`parseData`), so the page evaluates exactly as the listing.
     * The pawn sets use the listing's fills and spans; the pieces' attacks
     * are found by walking the rays a step at a time.
     */
    const chessEval = (function () {
        const FILE_A = 0x0101010101010101n;
        const FILE_H = FILE_A << 7n;
        const DARK = 0xAA55AA55AA55AA55n;
        const KINDS = 'pnbrqk';
        const MOBILE = 'nbrq';
        const TERMS = ['material', 'piece-square', 'passed pawns', 'isolated pawns', 'doubled pawns',
            'backward pawns', 'rooks on files', 'bishop pair', 'mobility', 'king safety'];
        const STEPS = {
            n: [[1, 2], [2, 1], [2, -1], [1, -2], [-1, -2], [-2, -1], [-2, 1], [-1, 2]],
            b: [[1, 1], [1, -1], [-1, -1], [-1, 1]],
            r: [[0, 1], [1, 0], [0, -1], [-1, 0]],
        };
        STEPS.q = STEPS.b.concat(STEPS.r);
        STEPS.k = STEPS.q;

        /** `mg:eg,mg:eg,…` as [[mg, eg], …], or null. */
        function pairs(text) {
            const list = String(text).split(',').map((item) => item.split(':').map(Number));
            return list.every((p) => p.length === 2 && p.every(Number.isInteger)) ? list : null;
        }

        /**
         * The diagram's data: `fen=…;material=…;phase=…;table.p=…;…;centre=…`
         * (the listing's tests/explorer.rs), as { fen, weights } or an Error.
         */
        function parseData(text) {
            const fields = {};
            String(text).split(';').forEach((field) => {
                const at = field.indexOf('=');
                if (at > 0) {
                    fields[field.slice(0, at)] = field.slice(at + 1);
                }
            });
            const w = {
                material: pairs(fields.material),
                phase: (fields.phase || '').split(',').map(Number),
                tables: {},
                passed: pairs(fields.passed),
                mobility: pairs(fields.mobility),
                kingAttack: pairs(fields.king_attack),
                centre: (fields.centre || '').split(',').map(Number),
            };
            for (const name of ['isolated', 'doubled', 'backward', 'rook_open', 'rook_half_open', 'bishop_pair']) {
                const p = pairs(fields[name]);
                w[name.replace(/_([a-z])/g, (_, c) => c.toUpperCase())] = p && p.length === 1 ? p[0] : null;
            }
            for (const kind of KINDS) {
                w.tables[kind] = pairs(fields['table.' + kind]);
            }
            const ok = w.material && w.material.length === 6 && w.phase.length === 6 &&
                KINDS.split('').every((k) => w.tables[k] && w.tables[k].length === 64) &&
                w.passed && w.passed.length === 8 && w.mobility && w.mobility.length === 4 &&
                w.kingAttack && w.kingAttack.length === 4 && w.centre.length === 4 &&
                [w.isolated, w.doubled, w.backward, w.rookOpen, w.rookHalfOpen, w.bishopPair].every(Boolean);
            return ok ? { fen: fields.fen || '', weights: w } : new Error('the explorer\'s data lacks weights');
        }

        // Fills and spans, as the listing computes them.
        function northFill(b) {
            b |= (b << 8n) & M64;
            b |= (b << 16n) & M64;
            return b | ((b << 32n) & M64);
        }
        function southFill(b) {
            b |= b >> 8n;
            b |= b >> 16n;
            return b | (b >> 32n);
        }
        const fileFill = (b) => northFill(b) | southFill(b);
        const frontSpans = (colour, pawns) => (colour === 0 ? northFill((pawns << 8n) & M64) : southFill(pawns >> 8n));
        const beside = (b) => ((b << 1n) & M64 & ~FILE_A) | ((b >> 1n) & ~FILE_H);
        function pawnAttacks(colour, pawns) {
            return colour === 0 ? (((pawns << 9n) & M64 & ~FILE_A) | ((pawns << 7n) & M64 & ~FILE_H))
                : (((pawns >> 7n) & ~FILE_A) | ((pawns >> 9n) & ~FILE_H));
        }

        /** Each colour's pieces of each kind as boards: pieces[colour][kind]. */
        function boards(p) {
            const pieces = [{}, {}];
            for (const kind of KINDS) {
                pieces[0][kind] = 0n;
                pieces[1][kind] = 0n;
            }
            const colours = [0n, 0n];
            p.board.forEach((letter, sq) => {
                if (letter) {
                    const colour = letter === letter.toUpperCase() ? 0 : 1;
                    pieces[colour][letter.toLowerCase()] |= bit(sq);
                    colours[colour] |= bit(sq);
                }
            });
            return { pieces, colours, occupied: colours[0] | colours[1] };
        }

        /** The squares of a board, lowest first. */
        function squares(board) {
            const out = [];
            for (let sq = 0; sq < 64; sq++) {
                if ((board >> BigInt(sq)) & 1n) {
                    out.push(sq);
                }
            }
            return out;
        }
        const count = (board) => squares(board).length;

        /** A knight's, bishop's, rook's, queen's or king's attacks, its rays walked a step at a time. */
        function attacks(kind, sq, occupied) {
            let b = 0n;
            const slides = kind === 'b' || kind === 'r' || kind === 'q';
            for (const [df, dr] of STEPS[kind]) {
                let [f, r] = [sq % 8 + df, Math.floor(sq / 8) + dr];
                while (f >= 0 && f < 8 && r >= 0 && r < 8) {
                    b |= bit(r * 8 + f);
                    if (!slides || ((occupied >> BigInt(r * 8 + f)) & 1n)) {
                        break;
                    }
                    f += df;
                    r += dr;
                }
            }
            return b;
        }

        function passed(bb, c) {
            const spans = frontSpans(1 - c, bb.pieces[1 - c].p);
            return bb.pieces[c].p & ~(spans | beside(spans));
        }
        const isolated = (bb, c) => bb.pieces[c].p & ~beside(fileFill(bb.pieces[c].p));
        const doubled = (bb, c) => bb.pieces[c].p & frontSpans(c, bb.pieces[c].p);
        function backward(bb, c) {
            const ours = bb.pieces[c].p;
            const theirAttacks = pawnAttacks(1 - c, bb.pieces[1 - c].p);
            const ours8 = c === 0 ? (ours << 8n) & M64 : ours >> 8n;
            const ever = c === 0 ? northFill(pawnAttacks(0, ours)) : southFill(pawnAttacks(1, ours));
            const stuck = ours8 & theirAttacks & ~ever;
            return c === 0 ? stuck >> 8n : (stuck << 8n) & M64;
        }
        const openFiles = (bb) => M64 & ~fileFill(bb.pieces[0].p | bb.pieces[1].p);
        const halfOpen = (bb, c) => M64 & ~fileFill(bb.pieces[c].p) & fileFill(bb.pieces[1 - c].p);
        function hasPair(bb, c) {
            const bishops = bb.pieces[c].b;
            return (bishops & DARK) !== 0n && (bishops & ~DARK & M64) !== 0n;
        }
        /** The squares a piece of colour c may count: not its side's, not attacked by an enemy pawn. */
        const area = (bb, c) => M64 & ~bb.colours[c] & ~pawnAttacks(1 - c, bb.pieces[1 - c].p);
        function zone(bb, c) {
            const king = squares(bb.pieces[c].k)[0];
            return attacks('k', king, 0n) | bit(king);
        }

        /** The table entry of a piece of colour c on sq: White reads row 7 − rank (index sq ⊕ 56). */
        function entry(w, c, kind, sq) {
            return w.tables[kind][c === 0 ? sq ^ 56 : sq];
        }

        /** Adds pair × n to sum, in place. */
        function add(sum, pair, n) {
            sum[0] += pair[0] * n;
            sum[1] += pair[1] * n;
        }

        /** A term White minus Black: f(c, sum) adds colour c's value to sum. */
        function whiteMinusBlack(f) {
            const white = [0, 0];
            const black = [0, 0];
            f(0, white);
            f(1, black);
            return [white[0] - black[0], white[1] - black[1]];
        }

        /** Every term, the total, the phase, the evaluation and every mask of a position. */
        function evaluate(p, w) {
            const bb = boards(p);
            const occupied = bb.occupied;
            const mobileEach = (c, f) => {
                for (let i = 0; i < 4; i++) {
                    for (const sq of squares(bb.pieces[c][MOBILE[i]])) {
                        f(i, sq, attacks(MOBILE[i], sq, occupied));
                    }
                }
            };
            const terms = [
                whiteMinusBlack((c, sum) => {
                    for (let k = 0; k < 6; k++) {
                        add(sum, w.material[k], count(bb.pieces[c][KINDS[k]]));
                    }
                }),
                whiteMinusBlack((c, sum) => {
                    for (const kind of KINDS) {
                        for (const sq of squares(bb.pieces[c][kind])) {
                            add(sum, entry(w, c, kind, sq), 1);
                        }
                    }
                }),
                whiteMinusBlack((c, sum) => {
                    for (const sq of squares(passed(bb, c))) {
                        const rank = Math.floor(sq / 8);
                        add(sum, w.passed[c === 0 ? rank : 7 - rank], 1);
                    }
                }),
                whiteMinusBlack((c, sum) => add(sum, w.isolated, count(isolated(bb, c)))),
                whiteMinusBlack((c, sum) => add(sum, w.doubled, count(doubled(bb, c)))),
                whiteMinusBlack((c, sum) => add(sum, w.backward, count(backward(bb, c)))),
                whiteMinusBlack((c, sum) => {
                    add(sum, w.rookOpen, count(bb.pieces[c].r & openFiles(bb)));
                    add(sum, w.rookHalfOpen, count(bb.pieces[c].r & halfOpen(bb, c)));
                }),
                whiteMinusBlack((c, sum) => add(sum, w.bishopPair, hasPair(bb, c) ? 1 : 0)),
                whiteMinusBlack((c, sum) => {
                    const a = area(bb, c);
                    mobileEach(c, (i, sq, reach) => add(sum, w.mobility[i], count(reach & a) - w.centre[i]));
                }),
                whiteMinusBlack((c, sum) => {
                    const z = zone(bb, 1 - c);
                    mobileEach(c, (i, sq, reach) => add(sum, w.kingAttack[i], count(reach & z)));
                }),
            ];
            const total = terms.reduce((s, t) => [s[0] + t[0], s[1] + t[1]], [0, 0]);
            let phase = 0;
            for (let k = 0; k < 6; k++) {
                phase += w.phase[k] * (count(bb.pieces[0][KINDS[k]]) + count(bb.pieces[1][KINDS[k]]));
            }
            phase = Math.min(phase, 24);
            const tapered = Math.trunc((total[0] * phase + total[1] * (24 - phase)) / 24);
            const both = (f) => [f(0), f(1)];
            const counted = (c) => {
                let b = 0n;
                const a = area(bb, c);
                mobileEach(c, (i, sq, reach) => { b |= reach & a; });
                return b;
            };
            const attacked = (c) => {
                let b = 0n;
                const z = zone(bb, c);
                mobileEach(1 - c, (i, sq, reach) => { b |= reach & z; });
                return b;
            };
            const pieces = squares(occupied).map((sq) => {
                const letter = p.board[sq];
                const c = letter === letter.toUpperCase() ? 0 : 1;
                const kind = letter.toLowerCase();
                const piece = { square: sq, colour: c, kind: kind, entry: entry(w, c, kind, sq) };
                if (MOBILE.includes(kind)) {
                    const reach = attacks(kind, sq, occupied);
                    piece.reach = reach & area(bb, c);
                    piece.mobility = count(piece.reach);
                    piece.zone = count(reach & zone(bb, 1 - c));
                    piece.index = MOBILE.indexOf(kind);
                }
                return piece;
            });
            return {
                terms: TERMS.map((name, i) => [name, terms[i][0], terms[i][1]]),
                total: total,
                phase: phase,
                tapered: tapered,
                eval: p.turn === 0 ? tapered : -tapered,
                masks: {
                    passed: both((c) => passed(bb, c)),
                    isolated: both((c) => isolated(bb, c)),
                    doubled: both((c) => doubled(bb, c)),
                    backward: both((c) => backward(bb, c)),
                    open: openFiles(bb),
                    half_open: both((c) => halfOpen(bb, c)),
                    bishop_pair: both((c) => hasPair(bb, c)),
                    bishops: both((c) => bb.pieces[c].b),
                    mobility: both(counted),
                    zone: both((c) => zone(bb, c)),
                    zone_attacked: both(attacked),
                },
                pieces: pieces,
            };
        }

        return {
            TERMS, MOBILE, parseData, northFill, southFill, fileFill, frontSpans, beside, pawnAttacks,
            attacks, squares, evaluate, hex,
        };
    })();

    /**
     * Chapter 9: the evaluation of a position from FEN. The panel lists every
     * term (middlegame, endgame), the total for White, the phase and the
     * tapered evaluation for the side to move; a term's button draws its masks
     * as layers, each with its colour and its letter in the cell's corner;
     * clicking a piece shows its table entry and, for a knight, bishop, rook
     * or queen, the squares its mobility counts (outlined) and its attacks on
     * the enemy king's zone. The starting FEN and every weight are the
     * diagram's data-explorer-data, which the listing's test writes.
     */
    function evalExplorer(figure) {
        const E = chessEval;
        const C = B.logic.chess;
        const cells = cellsByBit(figure);
        const data = E.parseData(figure.dataset.explorerData || '');
        if (data instanceof Error) {
            return; // the static figure stays
        }
        const w = data.weights;
        const parsed = C.parse(data.fen);
        const first = parsed instanceof Error ? C.parse(C.START) : parsed;
        let position = first;
        let term = 'passed pawns';
        let selected = null;
        let problem = '';
        let note = 'pick a term to see its masks; click a piece to see what it adds';
        const caption = figure.querySelector('figcaption');
        const startCaption = caption ? caption.textContent : '';
        const names = (board) => E.squares(board).map(C.squareName);
        const COLOURS = ['White', 'Black'];
        /** The masks each term draws: [layer mark, name, board]. */
        function layers(result) {
            const m = result.masks;
            const sides = (pair, what) => [['W', 'White\'s ' + what, pair[0]], ['B', 'Black\'s ' + what, pair[1]]];
            switch (term) {
                case 'passed pawns': return sides(m.passed, 'passed pawns');
                case 'isolated pawns': return sides(m.isolated, 'isolated pawns');
                case 'doubled pawns': return sides(m.doubled, 'doubled pawns');
                case 'backward pawns': return sides(m.backward, 'backward pawns');
                case 'rooks on files': return [['o', 'open files', m.open], ['w', 'half-open for White', m.half_open[0]],
                    ['b', 'half-open for Black', m.half_open[1]]];
                case 'bishop pair': return sides([m.bishop_pair[0] ? m.bishops[0] : 0n,
                    m.bishop_pair[1] ? m.bishops[1] : 0n], 'bishop pair');
                case 'mobility': return [['w', 'squares White\'s pieces count', m.mobility[0]],
                    ['b', 'squares Black\'s pieces count', m.mobility[1]]];
                default: return [['w', 'White\'s king zone, attacked', m.zone_attacked[0]],
                    ['b', 'Black\'s king zone, attacked', m.zone_attacked[1]],
                    ['z', 'king zone, not attacked', (m.zone[0] | m.zone[1]) & ~(m.zone_attacked[0] | m.zone_attacked[1])]];
            }
        }
        const FORMULAS = {
            'passed pawns': 'passed = ours & ¬(spans | beside(spans)), spans = their pawns\' front spans',
            'isolated pawns': 'isolated = ours & ¬beside(file_fill(ours))',
            'doubled pawns': 'doubled = ours & front_spans(ours)',
            'backward pawns': 'backward: the next square attacked by their pawns, outside the forward fill of our pawns\' attacks',
            'rooks on files': 'open = ¬file_fill(pawns); half-open = ¬file_fill(ours) & file_fill(theirs)',
            'bishop pair': 'a pair: bishops & DARK ≠ 0 and bishops & ¬DARK ≠ 0',
            'mobility': 'each piece: popcount(attacks & ¬ours & ¬pawn_attacks(theirs)) − centre',
            'king safety': 'each piece: popcount(attacks & zone), zone = the king\'s square and its neighbours',
        };

        function show() {
            const result = E.evaluate(position, w);
            const drawn = layers(result);
            const piece = selected === null ? null : result.pieces.find((x) => x.square === selected);
            const outlined = piece && piece.reach !== undefined ? piece.reach : 0n;
            cells.forEach((td, sq) => {
                const letter = position.board[sq];
                const mark = letter || '·';
                const inside = drawn.filter((l) => (l[2] >> BigInt(sq)) & 1n);
                const said = [C.squareName(sq), letter ? C.describe(letter) : 'empty'].concat(inside.map((l) => l[1]));
                if (sq === selected) said.push('the chosen piece');
                if ((outlined >> BigInt(sq)) & 1n) said.push('counted in the chosen piece\'s mobility');
                td.classList.remove('bb-layer-0', 'bb-layer-1', 'bb-layer-2', 'bb-highlight', 'bb-chess-from');
                if (inside.length) td.classList.add('bb-layer-' + drawn.indexOf(inside[0]));
                if ((outlined >> BigInt(sq)) & 1n) td.classList.add('bb-highlight');
                if (sq === selected) td.classList.add('bb-chess-from');
                td.querySelector('.bb-value').textContent = mark;
                const tags = inside.map((l) => l[0]).join('');
                td.querySelector('.bb-chess-tag').textContent = tags;
                // the name starts with what the cell shows: its index, its piece and its tags
                const shown = (letter || '') + tags;
                td.querySelector('button').setAttribute('aria-label', cellName(td, shown || mark, said));
            });
            legend.textContent = '';
            drawn.forEach(([mark, name], i) => {
                const item = document.createElement('span');
                item.className = 'bb-entry';
                const key = document.createElement('span');
                key.className = 'bb-key bb-layer-' + i;
                key.textContent = mark;
                item.append(key, ' ' + name);
                legend.appendChild(item);
            });
            termButtons.forEach((b) => b.setAttribute('aria-pressed', String(b.dataset.term === term)));
            const fen = C.toFen(position);
            if (!problem) {
                input.value = fen;
            }
            if (caption) {
                caption.textContent = position === first ? startCaption : fen + ': capitals are White\'s pieces, ' +
                    'small letters Black\'s (reset brings back the first position)';
            }
            const lines = [];
            if (problem) {
                lines.push(problem);
            }
            lines.push(COLOURS[position.turn] + ' to move; each term for White, minus Black\'s:');
            result.terms.forEach(([name, mg, eg]) => {
                lines.push([name + ':', 'middlegame ' + mg + ',', 'endgame ' + eg]);
            });
            lines.push(['total (White):', 'middlegame ' + result.total[0] + ',', 'endgame ' + result.total[1]]);
            lines.push(['phase ' + result.phase + ' of 24,', 'tapered', '(' + result.total[0] + ' × ' + result.phase +
                ' + ' + result.total[1] + ' × ' + (24 - result.phase) + ') / 24', '= ' + result.tapered]);
            lines.push(['eval: ' + result.eval, ...words('(centipawns for ' + COLOURS[position.turn] + ', to move)')]);
            lines.push([term + ':', ...words(FORMULAS[term])]);
            drawn.forEach(([mark, name, board]) => {
                lines.push(['  ' + mark + ' = ' + E.hex(board), ...words(name), '(' + (names(board).join(' ') || 'none') + ')']);
            });
            if (piece) {
                const side = COLOURS[piece.colour];
                let text = C.squareName(piece.square) + ', ' + C.describe(position.board[piece.square]) +
                    ': table entry middlegame ' + piece.entry[0] + ', endgame ' + piece.entry[1];
                if (piece.mobility !== undefined) {
                    text += '; mobility ' + piece.mobility + ' squares (outlined), ' + (piece.mobility - w.centre[piece.index]) +
                        ' from its centre ' + w.centre[piece.index] + '; attacks on ' + COLOURS[1 - piece.colour] +
                        '\'s king zone: ' + piece.zone;
                }
                lines.push([...words(text + ' (' + side + ')')]);
            }
            if (note) {
                lines.push(note);
            }
            setLines(output, lines);
        }

        function choose(sq) {
            problem = '';
            input.removeAttribute('aria-invalid');
            if (position.board[sq]) {
                selected = sq;
                note = '';
            } else {
                selected = null;
                note = C.squareName(sq) + ' is empty: click a piece';
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
                position = read;
                selected = null;
                note = 'read ' + C.toFen(read);
            }
            show();
        }

        function setPosition(p, what) {
            problem = '';
            input.removeAttribute('aria-invalid');
            position = p;
            selected = null;
            note = what;
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
            ['start position', () => setPosition(C.parse(C.START), 'the start position')],
            ['reset', () => setPosition(first, 'reset')],
        ]);
        const input = field(output, 'bb-chess-fen', 'FEN ', 40, readFen);
        const group = document.createElement('div');
        group.className = 'bb-eval-terms';
        group.setAttribute('role', 'group');
        group.setAttribute('aria-label', 'the term whose masks the board shows');
        const termButtons = E.TERMS.slice(2).map((name) => {
            const b = document.createElement('button');
            b.type = 'button';
            b.textContent = name;
            b.dataset.term = name;
            b.addEventListener('click', () => {
                term = name;
                note = '';
                show();
            });
            group.appendChild(b);
            return b;
        });
        output.parentNode.insertBefore(group, output);
        const legend = document.createElement('p');
        legend.className = 'bitboard-legend';
        figure.querySelector('div.bb-scroll').after(legend);
        show();
    }

    B.explorer('chess-eval', chessEval, evalExplorer);
})(globalThis.BitboardBook);
