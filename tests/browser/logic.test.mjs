// The explorers' logic (theme/bitboard-logic.js) against the cases the Rust
// listings computed (tests/tests/explorer_cases.rs writes them as a snapshot).
// Run with `node --test logic.test.mjs` (part of `npm test`).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const L = require('../../theme/bitboard-logic.js');

/** The JSON of an insta snapshot: everything after the header's second `---`. */
function snapshot(path) {
    const text = readFileSync(new URL(path, import.meta.url), 'utf8');
    const lines = text.split('\n');
    const start = lines.indexOf('---', lines.indexOf('---') + 1) + 1;
    return JSON.parse(lines.slice(start).join('\n'));
}

const cases = snapshot('../tests/snapshots/explorer_cases__cases.snap');

test('the cell operations match chapter 1', () => {
    assert.ok(cases.cells.length > 0);
    for (const c of cases.cells) {
        const board = BigInt(c.board);
        assert.equal(L.cells.get(board, c.bit), c.get);
        assert.equal(L.cells.set(board, c.bit).toString(), c.set);
        assert.equal(L.cells.clear(board, c.bit).toString(), c.clear);
        assert.equal(L.cells.toggle(board, c.bit).toString(), c.toggle);
    }
});

test('the whole-board shifts match chapter 2, with and without masks', () => {
    assert.ok(cases.shifts.length > 0);
    for (const c of cases.shifts) {
        const board = BigInt(c.board);
        const wrapping = L.shiftBoard(board, c.width, c.height, c.dx, c.dy, false);
        const masked = L.shiftBoard(board, c.width, c.height, c.dx, c.dy, true);
        assert.equal(wrapping.toString(), c.wrapping, JSON.stringify(c));
        assert.equal(masked.toString(), c.masked, JSON.stringify(c));
    }
});

test('Isolation games match chapter 5, move by move', () => {
    const I = L.isolation;
    assert.equal(I.BLANK.toString(), '41523161203939122082683632224299007');
    assert.ok(cases.isolation.length > 0);
    for (const game of cases.isolation) {
        let state = I.start();
        game.actions.forEach((action, i) => {
            state = I.result(state, action);
            assert.ok(!(state instanceof Error), String(state));
            const expected = game.positions[i];
            assert.equal(state.board.toString(), expected.board);
            assert.deepEqual(state.locs, expected.locs);
            assert.deepEqual(I.actions(state), expected.actions);
            assert.equal(I.terminal(state), expected.terminal);
            assert.deepEqual([I.utility(state, 0), I.utility(state, 1)], expected.utility);
        });
    }
    assert.ok(I.result(I.start(), 11) instanceof Error, 'a border bit is no cell');
});

test('Connect Four games match chapter 3, move by move', () => {
    const C = L.connectFour;
    assert.ok(cases.connectFour.length > 0);
    for (const game of cases.connectFour) {
        let state = C.start();
        game.moves.forEach((column, i) => {
            state = C.play(state, column);
            assert.ok(!(state instanceof Error), String(state));
            const expected = game.positions[i];
            assert.deepEqual(state.boards.map(String), expected.boards);
            assert.equal(C.mask(state).toString(), expected.mask);
            assert.equal(C.key(state).toString(), expected.key);
            assert.equal(C.possible(state).toString(), expected.possible);
            assert.equal(C.winner(state), expected.winner);
        });
        const refused = C.play(state, game.moves[0]);
        assert.ok(refused instanceof Error);
        assert.equal(refused.message, game.refused);
    }
});

test('peg-solitaire games match chapter 4, jump by jump', () => {
    const P = L.pegSolitaire;
    assert.ok(cases.pegSolitaire.length > 0);
    for (const game of cases.pegSolitaire) {
        let pegs = P.start();
        for (const step of game) {
            assert.equal(pegs.toString(), step.pegs);
            const starts = P.DIRECTIONS.map((d, i) => P.movesInDirection(pegs, i).toString());
            assert.deepEqual(starts, step.starts);
            if (step.from !== undefined) {
                pegs = P.jump(pegs, step.from, step.to);
                assert.ok(!(pegs instanceof Error), String(pegs));
            } else {
                assert.deepEqual(P.moves(pegs), [], 'no jump left');
            }
        }
    }
});
