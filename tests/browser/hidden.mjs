// The hidden lines of the Rust blocks, put back on request (theme/hidden-lines.js).
//
//   node hidden.mjs [BOOK_DIR]
//
// BOOK_DIR is the built book (default ../../book). The book's preprocessor keeps the
// long runs of hidden lines out of each Rust block (one `// …` marker line each, the
// text in a `<script class="hidden-lines">` element after the block). Here, in
// Chromium, on the heaviest chapter page and on the print page: the eye button shows
// the whole program, and the Run button sends the whole program to the Playground,
// whose requests are answered here by `page.route` (nothing reaches the network). The
// whole program is worked out beforehand from the page's text and elements, line by
// line, apart from the script's way of doing it (spans in the DOM).
import { join, resolve } from 'node:path';
import { serveBook, siteUrl } from './serve.mjs';
import { exitUnlessReady, launchChromium, reporter } from './harness.mjs';

const here = new URL('.', import.meta.url).pathname;
const bookDir = resolve(process.argv[2] || join(here, '../../book'));
const { failures, fail, pass } = reporter();

exitUnlessReady(bookDir);

const MARKER = '// …';
const server = await serveBook(bookDir, siteUrl(join(here, '../../book.toml')), (url) => fail(`404 for ${url}`));
const browser = await launchChromium();

/** A page whose Playground requests are answered here; `sent` collects their bodies. */
async function open(path) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const sent = [];
    await page.route('https://play.rust-lang.org/**', async (route) => {
        const request = route.request();
        if (request.url().endsWith('/evaluate.json')) {
            sent.push(JSON.parse(request.postData()));
            await route.fulfill({ contentType: 'application/json',
                body: JSON.stringify({ result: 'answered by hidden.mjs\n', error: null }) });
        } else {
            await route.fulfill({ contentType: 'application/json', body: JSON.stringify({ crates: [] }) });
        }
    });
    page.on('request', (request) => {
        const url = request.url();
        if (!url.startsWith(server.origin) && !url.startsWith('https://play.rust-lang.org/')
            && !/^(data|blob|about):/.test(url)) {
            fail(`${path} requested ${url}`);
        }
    });
    page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') {
            fail(`${path} console ${message.type()}: ${message.text()}`);
        }
    });
    page.on('pageerror', (error) => fail(`${path} threw: ${error.message}`));
    await page.goto(server.base + path, { waitUntil: 'load' });
    // book.js shows the Run buttons once the (offline) crate list has answered.
    await page.waitForFunction(() => {
        const button = document.querySelector('pre.playground .play-button');
        return button && !button.hidden;
    }, null, { timeout: 30000 });
    return { page, context, sent };
}

/**
 * For the `n`th block with markers: its whole program, worked out from the block's
 * text (each line that reads `// …` replaced by its run's chunks, in order) and the
 * page's elements; and the counts of markers and of hidden spans.
 */
function expectedProgram(page, n) {
    return page.evaluate(([n, marker]) => {
        const chunks = new Map();
        for (const element of document.querySelectorAll('script.hidden-lines')) {
            for (const [k, v] of Object.entries(JSON.parse(element.textContent).chunks)) {
                chunks.set(k, v);
            }
        }
        const pres = [...document.querySelectorAll('pre.playground')]
            .filter((pre) => pre.nextElementSibling && pre.nextElementSibling.matches('script.hidden-lines'))
            // Not the solutions folded in a closed `<details>`: a reader opens those first.
            .filter((pre) => pre.checkVisibility());
        const pre = pres[n];
        const runs = JSON.parse(pre.nextElementSibling.textContent).runs;
        const code = pre.querySelector('code');
        const markers = [...code.querySelectorAll('.boring')].filter((s) => s.textContent.replace(/\n$/, '') === marker).length;
        let k = 0;
        const whole = code.textContent.split(/(?<=\n)/).map((line) => {
            if (line.replace(/\n$/, '') !== marker) {
                return line;
            }
            const text = runs[k++].map((c) => chunks.get(String(c))).join('');
            return line.endsWith('\n') ? text : text.replace(/\n$/, '');
        }).join('');
        pre.dataset.testBlock = String(n);
        return { whole, markers, runs: runs.length, spans: code.querySelectorAll('.boring').length,
            blocks: pres.length };
    }, [n, MARKER]);
}

/** What the block `n` shows and holds now. */
function blockState(page, n) {
    return page.evaluate((n) => {
        const pre = document.querySelector(`pre[data-test-block="${n}"]`);
        const code = pre.querySelector('code');
        const boring = [...code.querySelectorAll('.boring')];
        return {
            text: code.textContent,
            shown: code.innerText,
            hidden: code.classList.contains('hide-boring'),
            spans: boring.length,
            hiddenSpans: boring.filter((s) => getComputedStyle(s).display === 'none').length,
            highlighted: boring.filter((s) => s.querySelector('[class^="hljs-"]')).length,
        };
    }, n);
}

/** A block's button, clicked as a reader does: the buttons show when the block is hovered. */
async function press(page, n, selector) {
    const pre = page.locator(`pre[data-test-block="${n}"]`);
    await pre.hover();
    await pre.locator(`.buttons ${selector}`).click();
}
const eye = (page, n) => press(page, n, 'button[title="Show hidden lines"]');
const hide = (page, n) => press(page, n, 'button[title="Hide lines"]');
const run = (page, n) => press(page, n, '.play-button');
const result = (page, n) => page.locator(`pre[data-test-block="${n}"] code.result`);

async function check(what, ok, detail = '') {
    if (ok) {
        pass(what);
    } else {
        fail(`${what}${detail ? ': ' + detail : ''}`);
    }
}

/** The first block: the eye, then Run. */
async function eyeThenRun(page, sent, path) {
    const expected = await expectedProgram(page, 0);
    await check(`${path}: ${expected.blocks} blocks carry their hidden lines; the first has ${expected.markers} markers`,
        expected.blocks > 3 && expected.markers > 0 && expected.markers === expected.runs,
        JSON.stringify(expected));
    const before = await blockState(page, 0);
    await check(`${path}: before the eye, the hidden lines are hidden`, before.hidden && before.hiddenSpans === before.spans);
    await eye(page, 0);
    const shown = await blockState(page, 0);
    await check(`${path}: the eye shows the whole program (${shown.text.split('\n').length} lines)`,
        shown.text === expected.whole && !shown.hidden && shown.hiddenSpans === 0
            && shown.shown.includes('fn main') && !shown.text.split('\n').includes(MARKER),
        `got ${shown.text.length} characters, expected ${expected.whole.length}`);
    await check(`${path}: the restored lines are hidden lines, highlighted`,
        shown.spans > expected.spans && shown.highlighted > 0, JSON.stringify(shown).slice(0, 200));
    await run(page, 0);
    await result(page, 0).filter({ hasText: 'answered by hidden.mjs' }).waitFor({ timeout: 10000 });
    await check(`${path}: Run sends the whole program to the Playground`,
        sent.length === 1 && sent[0].code === expected.whole && sent[0].edition === '2021',
        sent.length ? `sent ${sent[0].code.length} characters, expected ${expected.whole.length}` : 'nothing sent');
    // The eye again hides them, and shows them again.
    await hide(page, 0);
    const hiddenAgain = await blockState(page, 0);
    await check(`${path}: the eye hides them again`, hiddenAgain.hidden && hiddenAgain.text === expected.whole
        && !hiddenAgain.shown.includes(MARKER));
}

/** Another block: Run at once, its eye never pressed. */
async function runAlone(page, sent, path, n) {
    const expected = await expectedProgram(page, n);
    await run(page, n);
    await result(page, n).filter({ hasText: 'answered by hidden.mjs' }).waitFor({ timeout: 10000 });
    const last = sent[sent.length - 1];
    await check(`${path}: block ${n + 1}'s Run alone sends its whole program`,
        last && last.code === expected.whole, last ? `${last.code.length} vs ${expected.whole.length}` : 'nothing sent');
    const state = await blockState(page, n);
    await check(`${path}: block ${n + 1} still hides its hidden lines`,
        state.hidden && state.hiddenSpans === state.spans && state.spans > expected.spans);
}

for (const path of ['ch06-tak-moves.html', 'print.html']) {
    const { page, context, sent } = await open(path);
    await eyeThenRun(page, sent, path);
    const { blocks } = await expectedProgram(page, 0);
    await runAlone(page, sent, path, blocks - 1);
    await context.close();
}

await browser.close();
server.close();
console.log(failures.length ? `${failures.length} failed` : 'all passed');
process.exit(failures.length ? 1 : 0);
