// The explorers' logic (theme/explorers/, loaded by logic.mjs) against the cases the
// Rust listings computed (tests/tests/explorer_cases.rs writes them as a snapshot).
// The checks themselves are in logic-checks.js, a plain script that `cargo test`
// runs too (tests/tests/explorer_logic.rs); this file gives each of them a Node test.
// Run with `node --test logic.test.mjs` (part of `npm test`).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { runInThisContext } from 'node:vm';
import { explorerLogic } from './logic.mjs';

const L = explorerLogic();

/** The JSON of an insta snapshot: everything after the header's second `---`. */
function snapshot(path) {
    const text = readFileSync(new URL(path, import.meta.url), 'utf8');
    const lines = text.split('\n');
    const start = lines.indexOf('---', lines.indexOf('---') + 1) + 1;
    return JSON.parse(lines.slice(start).join('\n'));
}

const cases = snapshot('../tests/snapshots/explorer_cases__cases.snap');

// A script, not a module: its globals are defined in this context, where the
// explorers' logic makes its Errors (so that `instanceof Error` holds).
const checksFile = new URL('logic-checks.js', import.meta.url);
runInThisContext(readFileSync(checksFile, 'utf8'), { filename: checksFile.pathname });
const { explorerLogicChecks, checkExplorerLogic } = globalThis;

for (const name of Object.keys(explorerLogicChecks)) {
    test(name, () => {
        const failures = checkExplorerLogic(L, cases, [name]);
        assert.deepEqual(failures, [], failures.join('\n'));
    });
}

test('the checks can fail', () => {
    const wrong = structuredClone(cases);
    wrong.cells[0].set = '0';
    const failures = checkExplorerLogic(L, wrong);
    assert.equal(failures.length, 1, failures.join('\n'));
    assert.match(failures[0], /^the cell operations match chapter 1: cells\[0\] .*: set: got "\d+", expected "0"$/);
});
