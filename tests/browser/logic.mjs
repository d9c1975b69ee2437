// The explorers' logic for the Node scripts (logic.test.mjs, browser.mjs): the files
// of theme/explorers/, in the order of book.toml's `additional-js`, run as the page
// runs them, as plain scripts in this context (so that the Errors they make are this
// context's, and `instanceof Error` holds). With no `document`, nothing is drawn;
// what is left is `BitboardBook.logic`, the helpers and each explorer's logic.
import { readFileSync } from 'node:fs';
import { runInThisContext } from 'node:vm';

const root = new URL('../../', import.meta.url);

/** The scripts of theme/explorers/ that book.toml's `additional-js` lists, in its order. */
export function explorerScripts() {
    const toml = readFileSync(new URL('book.toml', root), 'utf8');
    const list = /^additional-js\s*=\s*\[([^\]]*)\]/m.exec(toml);
    if (!list) {
        throw new Error('book.toml has no `additional-js` list');
    }
    return [...list[1].matchAll(/"([^"]+)"/g)].map((m) => m[1]).filter((p) => p.startsWith('theme/explorers/'));
}

/** `BitboardBook.logic`, after running every explorer script once. */
export function explorerLogic() {
    if (!globalThis.BitboardBook) {
        for (const path of explorerScripts()) {
            const file = new URL(path, root);
            runInThisContext(readFileSync(file, 'utf8'), { filename: file.pathname });
        }
    }
    return globalThis.BitboardBook.logic;
}
