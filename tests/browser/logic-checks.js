// The explorers' logic (theme/explorers/) against the cases the Rust listings
// computed (tests/tests/explorer_cases.rs writes them as a snapshot).
//
// One plain script, with no imports and no DOM, so that two runners run the very
// same checks: Node (logic.test.mjs, `npm test`) and `cargo test`, which evaluates
// this file in an embedded JavaScript engine (tests/tests/explorer_logic.rs). It
// defines two globals:
//
//   explorerLogicChecks         the checks by name, each a function (L, cases,
//                               expect); expect(actual, expected, what) and
//                               expect.allowed(state, what) record a failure and
//                               return false
//   checkExplorerLogic(L, cases, names)
//                               runs the named checks (all when `names` is
//                               omitted) and returns the failures as messages;
//                               an empty list means that every case passed.
//
// `L` is the logic object (`BitboardBook.logic`: the harness's helpers, and each
// explorer's logic under the name of its cases, `connectFour`) and `cases` the parsed
// JSON of the snapshot. Boards stay BigInts here; the cases write them as decimal
// strings. Top-level names are `var` and `function` declarations, which become
// globals however the script is run (Node's vm, an indirect `eval`), and are
// prefixed with `explorerLogic` to stay clear of the runners' own.

/** At most this many messages a check, so that a broken rule stays readable. */
var EXPLORER_LOGIC_MAX_FAILURES = 10;

/** The longest message a bad value may get: it quotes at most 40 characters of it. */
var EXPLORER_LOGIC_MESSAGE_LENGTH = 160;

/**
 * Checks that a message refusing a value is short and of one line, and that what
 * it quotes in backticks is at most 40 characters, followed when cut by the
 * value's length: "`9999…` (10000 characters)".
 */
function explorerLogicShortMessage(expect, message, where) {
    expect(message.length <= EXPLORER_LOGIC_MESSAGE_LENGTH, true,
        where + ': a message of at most ' + EXPLORER_LOGIC_MESSAGE_LENGTH + ' characters');
    expect(message.indexOf('\n'), -1, where + ': a message of one line');
    const quoted = message.split('`').filter(function (part, k) { return k % 2 === 1; });
    quoted.forEach(function (part) {
        expect(Array.from(part).length <= 41, true, where + ': a quote of at most 40 characters and …');
    });
    const cuts = message.split('…`').length - 1;
    const lengths = (message.match(/…` \(\d+ characters\)/g) || []).length;
    expect(lengths, cuts, where + ': the length of each value cut short');
}

/** A value as the messages write it: JSON, with BigInts as 123n. */
function explorerLogicShow(value) {
    if (value === undefined) {
        return 'undefined';
    }
    if (value instanceof Error) {
        return 'Error(' + JSON.stringify(value.message) + ')';
    }
    return JSON.stringify(value, function (key, v) {
        return typeof v === 'bigint' ? v.toString() + 'n' : v;
    });
}

/** A non-empty list of cases, or an Error saying what is missing. */
function explorerLogicList(cases, key) {
    const list = cases[key];
    if (!Array.isArray(list) || list.length === 0) {
        throw new Error('the cases have no `' + key + '` list, or an empty one');
    }
    return list;
}

var explorerLogicChecks = {
    'the cell operations match chapter 1': function (L, cases, expect) {
        explorerLogicList(cases, 'cells').forEach(function (c, i) {
            const board = BigInt(c.board);
            const where = 'cells[' + i + '] (board ' + c.board + ', bit ' + c.bit + ')';
            expect(L.cells.get(board, c.bit), c.get, where + ': get');
            expect(L.cells.set(board, c.bit).toString(), c.set, where + ': set');
            expect(L.cells.clear(board, c.bit).toString(), c.clear, where + ': clear');
            expect(L.cells.toggle(board, c.bit).toString(), c.toggle, where + ': toggle');
        });
    },

    'the whole-board shifts match chapter 2, with and without masks': function (L, cases, expect) {
        explorerLogicList(cases, 'shifts').forEach(function (c, i) {
            const board = BigInt(c.board);
            const where = 'shifts[' + i + '] ' + JSON.stringify(c);
            const wrapping = L.shifts.shiftBoard(board, c.width, c.height, c.dx, c.dy, false);
            const masked = L.shifts.shiftBoard(board, c.width, c.height, c.dx, c.dy, true);
            expect(wrapping.toString(), c.wrapping, where + ': without masks');
            expect(masked.toString(), c.masked, where + ': with masks');
        });
    },

    'Isolation games match chapter 5, move by move': function (L, cases, expect) {
        const I = L.isolation;
        expect(I.BLANK.toString(), '41523161203939122082683632224299007', 'the blank board');
        explorerLogicList(cases, 'isolation').forEach(function (game, g) {
            let state = I.start();
            // A game stops at its first wrong move: every later one would be wrong too.
            for (let i = 0; i < game.actions.length; i++) {
                const action = game.actions[i];
                const where = 'isolation game ' + g + ', move ' + (i + 1) + ' (action ' + action + ')';
                state = I.result(state, action);
                if (!expect.allowed(state, where)) {
                    break;
                }
                const expected = game.positions[i];
                const right = [
                    expect(state.board.toString(), expected.board, where + ': board'),
                    expect(state.locs, expected.locs, where + ': locs'),
                    expect(I.actions(state), expected.actions, where + ': actions'),
                    expect(I.terminal(state), expected.terminal, where + ': terminal'),
                    expect([I.utility(state, 0), I.utility(state, 1)], expected.utility, where + ': utility'),
                ];
                if (right.indexOf(false) >= 0) {
                    break;
                }
            }
        });
        expect(I.result(I.start(), 11) instanceof Error, true, 'a border bit (11) is no cell');
    },

    'Connect Four games match chapter 3, move by move': function (L, cases, expect) {
        const C = L.connectFour;
        explorerLogicList(cases, 'connectFour').forEach(function (game, g) {
            let state = C.start();
            for (let i = 0; i < game.moves.length; i++) {
                const column = game.moves[i];
                const where = 'connect four game ' + g + ', move ' + (i + 1) + ' (column ' + column + ')';
                state = C.play(state, column);
                if (!expect.allowed(state, where)) {
                    return;
                }
                const expected = game.positions[i];
                const right = [
                    expect(state.boards.map(String), expected.boards, where + ': boards'),
                    expect(C.mask(state).toString(), expected.mask, where + ': mask'),
                    expect(C.key(state).toString(), expected.key, where + ': key'),
                    expect(C.possible(state).toString(), expected.possible, where + ': possible'),
                    expect(C.winner(state), expected.winner, where + ': winner'),
                ];
                if (right.indexOf(false) >= 0) {
                    return;
                }
            }
            const refused = C.play(state, game.moves[0]);
            const where = 'connect four game ' + g + ', at the end';
            if (expect(refused instanceof Error, true, where + ': column ' + game.moves[0] + ' refused')) {
                expect(refused.message, game.refused, where + ': the message');
            }
        });
    },

    'peg-solitaire games match chapter 4, jump by jump': function (L, cases, expect) {
        const P = L.pegSolitaire;
        explorerLogicList(cases, 'pegSolitaire').forEach(function (game, g) {
            let pegs = P.start();
            for (let i = 0; i < game.length; i++) {
                const step = game[i];
                const where = 'peg-solitaire game ' + g + ', step ' + (i + 1);
                const starts = P.DIRECTIONS.map(function (d, k) {
                    return P.movesInDirection(pegs, k).toString();
                });
                const right = [
                    expect(pegs.toString(), step.pegs, where + ': pegs'),
                    expect(starts, step.starts, where + ': the jumps of each direction'),
                ];
                if (right.indexOf(false) >= 0) {
                    return;
                }
                if (step.from !== undefined) {
                    pegs = P.jump(pegs, step.from, step.to);
                    if (!expect.allowed(pegs, where + ': the jump from ' + step.from + ' to ' + step.to)) {
                        return;
                    }
                } else {
                    expect(P.moves(pegs), [], where + ': no jump left');
                }
            }
        });
    },

    'Tak positions match chapter 6: TPS, slides, counts, symmetries and hashes': function (L, cases, expect) {
        const T = L.tak;
        explorerLogicList(cases, 'tak').forEach(function (c, i) {
            const where = 'tak[' + i + '] (' + JSON.stringify(L.cut(c.tps)) + ')';
            const p = T.parse(c.tps);
            if (c.error !== undefined) {
                if (expect(p instanceof Error, true, where + ': refused')) {
                    expect(p.message, c.error, where + ': the message');
                    explorerLogicShortMessage(expect, p.message, where);
                }
                return;
            }
            if (!expect.allowed(p, where)) {
                return;
            }
            expect(T.toTps(p), c.written, where + ': written back');
            expect(p.outcome, c.outcome, where + ': outcome');
            expect(T.countMoves(p).total, c.moves, where + ': legal moves');
            const hashes = T.hashes(p);
            expect(hashes.map(T.hex), c.hashes, where + ': the eight hashes');
            const smallest = T.canonical(hashes);
            expect(T.SYMMETRIES[smallest].name + ' ' + T.hex(hashes[smallest]), c.smallest, where + ': smallest');
            c.images.forEach(function (image, t) {
                const turned = T.transform(p, t);
                const what = where + ', image ' + image.symmetry;
                expect(T.SYMMETRIES[t].name, image.symmetry, what + ': the symmetry');
                expect(T.toTps(turned), image.tps, what + ': TPS');
                expect(T.hashes(turned).map(T.hex), image.hashes, what + ': hashes');
            });
            for (let sq = 0; sq < p.size * p.size; sq++) {
                const name = T.squareName(p.size, sq);
                const expected = c.squares[name];
                const found = T.slides(p, sq);
                if (typeof expected === 'string' || found instanceof Error) {
                    expect(found instanceof Error ? found.message : found, expected, where + ', ' + name + ': refused');
                    continue;
                }
                // The keys in the order the Rust side writes them.
                const shown = found.map(function (d) {
                    return {
                        direction: d.direction.symbol,
                        room: d.room,
                        blocker: d.blocker,
                        carry: d.carry,
                        count: d.formula.count,
                        slides: d.slides.map(function (s) { return s.text; }),
                    };
                });
                expect(shown, expected, where + ', ' + name + ': slides');
            }
        });
    },

    'chess rays match chapter 7: attacks by walking, masks, magic indices and table entries': function (L, cases, expect) {
        const R = L.rays;
        const list = explorerLogicList(cases, 'rays');
        const magics = R.parseMagics(list[0].magics);
        if (!expect.allowed(magics, 'rays[0]: the magic numbers and shifts')) {
            return;
        }
        const squareOf = {};
        for (let sq = 0; sq < 64; sq++) {
            squareOf[R.squareName(sq)] = sq;
        }
        list.slice(1).forEach(function (c, k) {
            const i = k + 1;
            if (c.typed !== undefined) {
                const where = 'rays[' + i + '] (typed ' + JSON.stringify(L.cut(c.typed)) + ')';
                const read = R.parseOccupancy(c.typed);
                const kind = !(read instanceof Error) ? R.hex(read)
                    : /has more than 64 bits$/.test(read.message) ? 'over 64 bits'
                        : /is not a hexadecimal number$/.test(read.message) ? 'not hex'
                            : read.message === 'the field is empty' ? 'empty' : read.message;
                expect(kind, c.value !== null ? c.value : c.error, where + ': read');
                if (read instanceof Error) {
                    explorerLogicShortMessage(expect, read.message, where);
                }
                return;
            }
            const sq = squareOf[c.square];
            const occupied = BigInt(c.occupied);
            const where = 'rays[' + i + '] (' + c.piece + ' on ' + c.square + ', occupied ' + c.occupied + ')';
            expect(R.hex(R.attacks(c.piece, sq, occupied)), c.attacks, where + ': attacks by walking');
            expect(R.SLIDERS[c.piece], c.lookups.map(function (l) { return l.slider; }), where + ': sliders');
            // The keys in the order the Rust side writes them.
            const shown = R.SLIDERS[c.piece].map(function (slider) {
                const look = R.lookup(slider, sq, occupied, magics);
                if (look instanceof Error) {
                    return look.message;
                }
                return {
                    slider: slider,
                    magic: R.hex(look.magic),
                    shift: look.shift,
                    mask: R.hex(look.mask),
                    masked: R.hex(look.masked),
                    index: look.index,
                    attacks: R.hex(look.attacks),
                };
            });
            expect(shown, c.lookups, where + ': look-ups');
        });
    },

    'chess positions match chapter 8: FEN, legal moves, checkers, check mask and pins': function (L, cases, expect) {
        const C = L.chess;
        explorerLogicList(cases, 'chess').forEach(function (c, i) {
            const where = 'chess[' + i + '] (' + JSON.stringify(L.cut(c.fen)) + ')';
            const p = C.parse(c.fen);
            if (!c.ok) {
                if (expect(p instanceof Error, true, where + ': refused')) {
                    expect(p.message, c.error, where + ': the message');
                    explorerLogicShortMessage(expect, p.message, where);
                }
                return;
            }
            if (!expect.allowed(p, where)) {
                return;
            }
            expect(C.toFen(p), c.written, where + ': written back');
            expect(C.legalMoves(p).map(function (m) { return m.uci; }), c.moves, where + ': legal moves');
            expect(C.checkers(p).toString(), c.checkers, where + ': checkers');
            expect(C.checkMask(p).toString(), c.check_mask, where + ': check mask');
            expect(C.pinned(p).toString(), c.pinned, where + ': pinned');
            expect(C.pinRays(p).map(function (pin) { return [C.squareName(pin.pinned), pin.ray.toString()]; }),
                c.pin_rays, where + ': pin rays');
        });
    },

    'chess evaluations match chapter 9: every term, the phase, the evaluation and each term\'s masks': function (L, cases, expect) {
        const E = L.chessEval;
        const C = L.chess;
        const list = explorerLogicList(cases, 'chessEval');
        const data = E.parseData('fen=;' + list[0].weights);
        if (!expect.allowed(data, 'chessEval[0]: the weights')) {
            return;
        }
        list.slice(1).forEach(function (c, k) {
            const where = 'chessEval[' + (k + 1) + '] (' + JSON.stringify(L.cut(c.fen)) + ')';
            const p = C.parse(c.fen);
            if (!c.ok) {
                if (expect(p instanceof Error, true, where + ': refused')) {
                    expect(p.message, c.error, where + ': the message');
                }
                return;
            }
            if (!expect.allowed(p, where)) {
                return;
            }
            const r = E.evaluate(p, data.weights);
            expect(r.terms, c.terms, where + ': terms');
            expect(r.total, c.total, where + ': total');
            expect([r.phase, r.tapered, r.eval], [c.phase, c.tapered, c.eval], where + ': phase, tapered, eval');
            const text = function (pair) { return [pair[0].toString(), pair[1].toString()]; };
            ['passed', 'isolated', 'doubled', 'backward', 'half_open', 'mobility', 'zone', 'zone_attacked'].forEach(function (m) {
                expect(text(r.masks[m]), c.masks[m], where + ': ' + m);
            });
            expect(r.masks.open.toString(), c.masks.open, where + ': open');
            expect(r.masks.bishop_pair, c.masks.bishop_pair, where + ': bishop_pair');
            // The keys in the order the Rust side writes them.
            const pieces = r.pieces.map(function (x) {
                const shown = { square: C.squareName(x.square), entry: x.entry };
                if (x.mobility !== undefined) {
                    shown.mobility = x.mobility;
                    shown.zone = x.zone;
                }
                return shown;
            });
            expect(pieces, c.pieces, where + ': pieces');
        });
    },
};

/**
 * Runs the checks named in `names` (all of them when omitted) on the logic `L`
 * and the parsed `cases`; returns the failures, each message starting with the
 * check's name.
 */
function checkExplorerLogic(L, cases, names) {
    const failures = [];
    (names || Object.keys(explorerLogicChecks)).forEach(function (name) {
        const check = explorerLogicChecks[name];
        if (typeof check !== 'function') {
            failures.push('no check is named "' + name + '"');
            return;
        }
        const found = [];
        const expect = function (actual, expected, what) {
            const [shown, wanted] = [explorerLogicShow(actual), explorerLogicShow(expected)];
            if (shown === wanted) {
                return true;
            }
            // A value of 10,000 characters is shown by its start.
            const short = function (text) {
                return text.length > 300 ? text.slice(0, 300) + '…' : text;
            };
            found.push(what + ': got ' + short(shown) + ', expected ' + short(wanted));
            return false;
        };
        /** Whether a move was made: an Error is a move the logic refused. */
        expect.allowed = function (state, what) {
            if (state instanceof Error) {
                found.push(what + ': refused: ' + state.message);
                return false;
            }
            return true;
        };
        try {
            check(L, cases, expect);
        } catch (e) {
            // V8's stack starts with the message, QuickJS's does not.
            const stack = e && e.stack ? String(e.stack) : '';
            found.push('threw ' + (stack.indexOf(String(e)) === 0 ? stack : String(e) + '\n' + stack));
        }
        found.slice(0, EXPLORER_LOGIC_MAX_FAILURES).forEach(function (message) {
            failures.push(name + ': ' + message);
        });
        if (found.length > EXPLORER_LOGIC_MAX_FAILURES) {
            failures.push(name + ': and ' + (found.length - EXPLORER_LOGIC_MAX_FAILURES) + ' more failures');
        }
    });
    return failures;
}
