// The Bitboard Book in a real browser (Debian's Chromium, driven by playwright-core).
//
//   node browser.mjs [BOOK_DIR] [SHOTS_DIR]
//
// BOOK_DIR is the built book (default ../../book, what `cargo book build` writes);
// SHOTS_DIR receives a screenshot of every page in a light and a dark theme, of every
// page with a board at a phone's width (390 px), and of the print page (default
// ../../target/browser). The run fails if a page makes any request that leaves the
// local server, logs a console error or throws, if a page scrolls sideways at 390 px,
// if a link or anchor is broken (linkinator), if an explorer does not show the numbers
// the listings compute, if an explorer's cell does not announce what it shows first,
// or if a bad or very long value typed into an explorer gets a long message. The book is served under the path of `site-url` (book.toml), as
// the published site is, and a mistyped address there must get a styled 404 page.
import { LinkChecker } from 'linkinator';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serveBook, siteUrl } from './serve.mjs';
import { exitUnlessReady, launchChromium, reporter } from './harness.mjs';
import { explorerLogic } from './logic.mjs';

const L = explorerLogic();
const here = new URL('.', import.meta.url).pathname;
const bookDir = resolve(process.argv[2] || join(here, '../../book'));
const shotsDir = resolve(process.argv[3] || join(here, '../../target/browser'));

const { failures, fail, pass } = reporter();

exitUnlessReady(bookDir);
mkdirSync(shotsDir, { recursive: true });

// The book on a static server of 127.0.0.1, under the site's path (`/bitboard-book/`).
const prefix = siteUrl(join(here, '../../book.toml'));
// The one address that is mistyped on purpose (section 4).
const mistyped = prefix + 'no-such-page.html';
const server = await serveBook(bookDir, prefix, (url) => {
    if (url !== mistyped) {
        fail(`404 for ${url}`);
    }
});
const { origin, base } = server;

const browser = await launchChromium();

/** A page in a fresh context with `theme`, watching its requests and errors. */
async function open(path, theme, width = 1280) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.addInitScript((t) => localStorage.setItem('mdbook-theme', t), theme);
    const page = await context.newPage();
    page.on('request', (request) => {
        const url = request.url();
        if (!url.startsWith(origin) && !/^(data|blob|about):/.test(url)) {
            fail(`${path} (${theme}) requested ${url}`);
        }
    });
    page.on('console', (message) => {
        if (message.type() === 'error') {
            fail(`${path} (${theme}) console error: ${message.text()}`);
        }
    });
    page.on('pageerror', (error) => fail(`${path} (${theme}) threw: ${error.message}`));
    const response = await page.goto(base + path, { waitUntil: 'networkidle' });
    // The whole page parsed (print.html is large), then its fonts.
    await page.waitForLoadState('load');
    await page.evaluate(() => document.fonts.ready);
    return { page, context, response };
}

// A full-page screenshot of print.html, the whole book on one page, can take longer
// than Playwright's 30 s on a busy machine.
const SCREENSHOT_TIMEOUT = 180000;

// Chromium refuses to capture a page taller than it can hold in one bitmap
// ("Unable to capture screenshot"): print.html grew past that with chapter 9.
// A page taller than this is shot from its top down to this height only.
const SHOT_HEIGHT = 32000;

/** A full-page screenshot, or the top SHOT_HEIGHT pixels of a taller page. */
async function shot(page, path) {
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (height <= SHOT_HEIGHT) {
        await page.screenshot({ path, fullPage: true, timeout: SCREENSHOT_TIMEOUT });
    } else {
        await page.screenshot({ path, fullPage: true, timeout: SCREENSHOT_TIMEOUT,
            clip: { x: 0, y: 0, width, height: SHOT_HEIGHT } });
    }
}

const pages = readdirSync(bookDir).filter((f) => f.endsWith('.html') && !['404.html', 'toc.html'].includes(f));

/** A phone's width: no page may scroll sideways at it. */
const PHONE = 390;

/**
 * Whether the page scrolls sideways: the document wider than the window, or
 * mdBook's content box (which scrolls by itself) wider than its width. Returns
 * null, or what overflows and the widest element that sticks out of the
 * content box (not counting what is inside a box that scrolls by itself).
 */
function sideways(page) {
    return page.evaluate(() => {
        const content = document.querySelector('#mdbook-content') || document.querySelector('.content');
        const page = document.documentElement.scrollWidth;
        const inside = content ? content.scrollWidth - content.clientWidth : 0;
        if (page <= window.innerWidth && inside <= 0) {
            return null;
        }
        const scrolls = (e) => {
            for (let p = e.parentElement; p && p !== content; p = p.parentElement) {
                if (/auto|scroll|hidden|clip/.test(getComputedStyle(p).overflowX)) {
                    return true;
                }
            }
            return false;
        };
        let widest = null;
        for (const e of document.querySelectorAll('body *')) {
            const right = e.getBoundingClientRect().right;
            if (right > window.innerWidth && !scrolls(e) && (!widest || right > widest.right)) {
                const name = e.tagName.toLowerCase() + (e.className && typeof e.className === 'string'
                    ? '.' + e.className.trim().split(/\s+/).join('.') : '');
                const text = (e.getAttribute('aria-label') || e.textContent || '').trim().slice(0, 40);
                widest = { right: Math.round(right), what: name + (text ? ` ("${text}")` : '') };
            }
        }
        return `the document is ${page} px wide, the content box scrolls by ${inside} px; ` +
            (widest ? `the widest element, ${widest.what}, reaches ${widest.right} px` : 'no element found');
    });
}

// 1. Every page, light and dark: no outside request, no error; screenshots.
for (const path of pages) {
    for (const theme of ['light', 'navy']) {
        const { page, context } = await open(path, theme);
        const raw = await page.evaluate(() => {
            const main = document.querySelector('main');
            return main ? [...main.querySelectorAll('p, li')].filter((e) => /\$/.test(e.textContent)
                && !e.querySelector('code, .katex')).length : 0;
        });
        if (raw > 0) {
            fail(`${path} (${theme}): ${raw} paragraphs with raw $ math`);
        }
        await shot(page, join(shotsDir, `${path.replace('.html', '')}-${theme}.png`));
        await context.close();
    }
    pass(`${path}: loads offline in light and navy, no console error`);
    if (path === 'print.html') {
        continue; // every chapter again, each checked on its own page
    }
    // 1b. On a phone: nothing scrolls sideways; a board too wide even with its
    // cells shrunk scrolls in its own box, which says so.
    for (const theme of ['light', 'navy']) {
        const { page, context } = await open(path, theme, PHONE);
        const problem = await sideways(page);
        if (problem) {
            fail(`${path} (${theme}) scrolls sideways at ${PHONE} px: ${problem}`);
        }
        const boards = await page.evaluate(() => [...document.querySelectorAll('figure.bitboard div.bb-scroll')]
            .map((box) => ({
                over: box.scrollWidth > box.clientWidth + 1,
                hint: !!box.nextElementSibling && box.nextElementSibling.matches('.bb-scroll-hint:not([hidden])'),
                focusable: box.tabIndex === 0 || !!box.querySelector('button'),
                caption: (box.closest('figure').querySelector('figcaption') || {}).textContent,
            })));
        for (const b of boards.filter((b) => b.over && !(b.hint && b.focusable))) {
            fail(`${path} (${theme}): the board "${b.caption}" scrolls in its box without the line that says so, ` +
                'or cannot take the focus');
        }
        if (boards.length) {
            await shot(page, join(shotsDir, `${path.replace('.html', '')}-${theme}-${PHONE}.png`));
        }
        await context.close();
        if (!problem && theme === 'navy') {
            const scrolled = boards.filter((b) => b.over).length;
            pass(`${path}: no sideways scrolling at ${PHONE} px` + (boards.length ? `; ${boards.length} boards, `
                + `${scrolled ? scrolled + ' of them scrolling in their own box, which says so' : 'all fitting'}` : ''));
        }
    }
}
{
    const { page, context } = await open('print.html', 'light');
    await page.emulateMedia({ media: 'print' });
    await shot(page, join(shotsDir, 'print-media.png'));
    await context.close();
    pass('print.html: screenshot with print media');
}

// The old addresses of the split chapters' sections lead to their new pages.
for (const [from, to] of [
    ['ch03-connect-four.html#counting-games', 'ch03-connect-four-test-first.html#perft'],
    ['ch06-tak.html#perft', 'ch06-tak-moves.html#perft'],
]) {
    const { page, context } = await open(from, 'light');
    await page.waitForURL((url) => url.href.endsWith(to), { timeout: 5000 }).catch(() => {});
    if (page.url().endsWith(to)) {
        pass(`${from} redirects to ${to}`);
    } else {
        fail(`${from} stayed at ${page.url()}, expected ${to}`);
    }
    await context.close();
}

// 2. The explorers, driven like a reader would.
/** The text of an explorer's output. */
const output = (page, name) => page.locator(`figure[data-explorer="${name}"] output`).first().textContent();
const cell = (page, name, bit) => page.locator(`figure[data-explorer="${name}"] td[data-bit="${bit}"] button`).first();
const button = (page, name, label) =>
    page.locator(`figure[data-explorer="${name}"] .bb-panel button`, { hasText: label }).first();

async function expectOutput(page, name, text, what) {
    const shown = await output(page, name);
    if (shown.includes(text)) {
        pass(`${name}: ${what}`);
    } else {
        fail(`${name}: ${what}: expected "${text}" in:\n${shown}`);
    }
}

/**
 * Every cell button of an explorer announces first what it shows (its index, then
 * its mark if that is a letter or digit), and every button of its panel starts its
 * name with its text; `exact` lists names that must be there, as Playwright finds a
 * button by its accessible name.
 */
async function expectNames(page, name, exact) {
    const figure = page.locator(`figure[data-explorer="${name}"]`).first();
    const wrong = await figure.evaluate((f) => {
        const bad = [];
        f.querySelectorAll('button').forEach((b) => {
            const label = b.getAttribute('aria-label');
            if (label === null) {
                return; // named by its text
            }
            const shown = b.classList.contains('bb-button')
                ? [b.querySelector('.bb-index'), b.querySelector('.bb-value')]
                    .map((e) => (e ? e.textContent : '')).filter((t) => /^[0-9A-Za-z]+$/.test(t)).join(', ')
                : b.textContent.trim();
            if (!label.startsWith(shown)) {
                bad.push(`shows "${shown}", named "${label}"`);
            }
        });
        return { bad, count: f.querySelectorAll('button.bb-button').length };
    });
    const missing = [];
    for (const n of exact) {
        if (await figure.getByRole('button', { name: n, exact: true }).count() !== 1) {
            missing.push(n);
        }
    }
    if (wrong.bad.length || missing.length || wrong.count === 0) {
        fail(`${name}: accessible names: ${wrong.count} cells; ${wrong.bad.slice(0, 5).join('; ')}` +
            (missing.length ? `; no button named ${JSON.stringify(missing)}` : ''));
    } else {
        pass(`${name}: each of its ${wrong.count} cells is named by what it shows first (${exact.map((n) => `"${n}"`).join(', ')})`);
    }
}

/** The longest line a message may take when it answers a bad value. */
const MESSAGE_LINE = 200;

/**
 * Types `value` into an explorer's field and presses Enter; its message is `expected`
 * (a line of the output), no line is longer than MESSAGE_LINE characters, and the
 * page does not scroll sideways at a phone's width.
 */
async function expectRefused(page, name, value, expected, what) {
    const input = page.locator(`figure[data-explorer="${name}"] input`).first();
    await input.fill(value);
    await input.press('Enter');
    const shown = await output(page, name);
    const longest = Math.max(...shown.split('\n').map((l) => l.length));
    const problems = [];
    if (!shown.includes(expected)) {
        problems.push(`expected "${expected.slice(0, 200)}${expected.length > 200 ? '…' : ''}"`);
    }
    if (longest > MESSAGE_LINE) {
        problems.push(`a line of ${longest} characters`);
    }
    if (await input.getAttribute('aria-invalid') !== 'true') {
        problems.push('the field is not marked invalid');
    }
    if (problems.length) {
        fail(`${name}: ${what}: ${problems.join('; ')} in:\n${shown.slice(0, 2000)}`);
    } else {
        pass(`${name}: ${what}: "${expected.slice(0, 100)}"`);
    }
}

{
    const { page, context } = await open('ch01-cells.html', 'light');
    await expectOutput(page, 'cells', 'board = 27 = 0x1b', 'starts at board 27');
    await expectNames(page, 'cells', ['2, 0, clear', '3, 1, set']);
    await cell(page, 'cells', 2).click();
    await expectOutput(page, 'cells', 'board = 31 = 0x1f', 'a click toggles bit 2 on');
    await expectOutput(page, 'cells', 'bitpos = y·W + x = 0·3 + 2 = 2', 'shows the formula');
    await button(page, 'cells', 'clear').click();
    await expectOutput(page, 'cells', 'board = 27', 'clear takes it off again');
    await cell(page, 'cells', 8).focus();
    await page.keyboard.press('Enter');
    await expectOutput(page, 'cells', 'board = 283', 'the keyboard works (Enter on bit 8)');
    await button(page, 'cells', 'get').click();
    await expectOutput(page, 'cells', '283 & (1 << 8) != 0 → true', 'get reads the cell');
    await context.close();
}

{
    const { page, context } = await open('ch02-neighbours-shifts.html', 'light');
    const figure = page.locator('figure[data-explorer="shifts"]');
    const layers = await figure.getAttribute('data-layers');
    const start = BigInt(layers.split('=')[1]);
    const [width, height] = [6, 5];
    await button(page, 'shifts', 'east').click();
    const wrapped = L.shifts.shiftBoard(start, width, height, 1, 0, false);
    await expectOutput(page, 'shifts', 'board = ' + wrapped.toString() + ' ', 'east without masks');
    const outlined = await figure.locator('td.bb-highlight').count();
    const expectedOutlined = L.shifts.shiftBoard(start, width, height, 1, 0, false)
        & ~L.shifts.shiftBoard(start, width, height, 1, 0, true);
    if (outlined === expectedOutlined.toString(2).split('1').length - 1 && outlined > 0) {
        pass(`shifts: ${outlined} wrapped cells outlined`);
    } else {
        fail(`shifts: ${outlined} cells outlined, expected ${expectedOutlined.toString(2)}`);
    }
    await button(page, 'shifts', 'reset').click();
    await button(page, 'shifts', 'edge masks').click();
    await button(page, 'shifts', 'east').click();
    const masked = L.shifts.shiftBoard(start, width, height, 1, 0, true);
    await expectOutput(page, 'shifts', 'board = ' + masked.toString() + ' ', 'east with masks');
    await expectNames(page, 'shifts', []);
    await context.close();
}

{
    // Connect Four: bit 7·col + row; play 4 4 5 3 (columns from 1) by clicking.
    const C = L.connectFour;
    const { page, context } = await open('ch03-solving-connect-four.html', 'light');
    let state = C.start();
    for (const col of [3, 3, 4, 2]) {
        await cell(page, 'connect-four', 7 * col + 5).click(); // any cell of the column
        state = C.play(state, col);
    }
    await expectOutput(page, 'connect-four',
        'Red (R) = ' + state.boards[0] + ', Yellow (Y) = ' + state.boards[1], 'discs after 4453');
    await expectOutput(page, 'connect-four', 'key = current + mask = ' + C.key(state), 'the key');
    await cell(page, 'connect-four', 7 * 4 + 5).focus();
    await page.keyboard.press('Enter');
    state = C.play(state, 4);
    await expectOutput(page, 'connect-four', 'Red (R) = ' + state.boards[0], 'the keyboard drops a disc');
    for (let i = 0; i < 7; i++) {
        await cell(page, 'connect-four', 0).click(); // six fill column 1, the seventh cannot
    }
    await expectOutput(page, 'connect-four', 'column 1 is full', 'a full column is refused');
    await button(page, 'connect-four', 'reset').click();
    await expectOutput(page, 'connect-four', 'Red (R) = 0, Yellow (Y) = 0', 'reset');
    await cell(page, 'connect-four', 7 * 3).click();
    await expectNames(page, 'connect-four', []);
    await context.close();
}

{
    // Peg solitaire: the four opening jumps all land in the centre, bit 24.
    const P = L.pegSolitaire;
    const { page, context } = await open('ch04-peg-solitaire-moves.html', 'light');
    await expectOutput(page, 'peg-solitaire', 'pegs = ' + P.start() + ' (32 left)', 'the start');
    await cell(page, 'peg-solitaire', 10).click();
    await cell(page, 'peg-solitaire', 24).click();
    const after = P.jump(P.start(), 10, 24);
    await expectOutput(page, 'peg-solitaire', 'pegs = ' + after + ' (31 left)', 'a jump from 10 to 24');
    await expectOutput(page, 'peg-solitaire', 'pegs ^= (1 << 10) | (1 << 17) | (1 << 24)', 'the XOR of three bits');
    await button(page, 'peg-solitaire', 'undo').click();
    await expectOutput(page, 'peg-solitaire', 'pegs = ' + P.start() + ' ', 'undo');
    await cell(page, 'peg-solitaire', 46).focus();
    await page.keyboard.press('Enter');
    await cell(page, 'peg-solitaire', 24).focus();
    await page.keyboard.press('Enter');
    await expectOutput(page, 'peg-solitaire', 'no jump from 46 to 24', 'a jump too far is refused, by keyboard');
    await expectNames(page, 'peg-solitaire', []);
    await context.close();
}

{
    const { page, context } = await open('ch05-isolation.html', 'light');
    await expectOutput(page, 'isolation', 'board = 41523161203939122082683632224299007', 'the blank board');
    await cell(page, 'isolation', 57).click();
    await cell(page, 'isolation', 0).click();
    await expectOutput(page, 'isolation', 'board = 41523161203939121938568444148443134 (ply 2)',
        'the source example: 57, then 0');
    await expectOutput(page, 'isolation', 'actions [25,11,-15,-27,-25,-11,15,27]', 'the knight\'s actions');
    await cell(page, 'isolation', 11).click();
    await expectOutput(page, 'isolation', 'illegal action', 'a border bit is refused');
    await button(page, 'isolation', 'undo').click();
    await expectOutput(page, 'isolation', '(ply 1)', 'undo goes back a move');
    await expectNames(page, 'isolation', ['57, 1, player 1']);
    await context.close();
}

{
    // Tak: the numbers shown must be the ones the listing computed (the cases of
    // tests/tests/explorer_cases.rs, whose snapshot the logic tests read too).
    const text = readFileSync(join(here, '../tests/snapshots/explorer_cases__cases.snap'), 'utf8');
    const lines = text.split('\n');
    const cases = JSON.parse(lines.slice(lines.indexOf('---', lines.indexOf('---') + 1) + 1).join('\n')).tak;
    const byTps = (tps) => cases.find((c) => c.tps === tps);
    const start = byTps('x5/x2,2S,x2/x2,121,x2/x5/x5 1 4');
    const tall = byTps('x6/x,2S,x4/x2,12,x3/x,21212121C,x2,2S,x/x3,221S,x2/2C,x5 1 12');
    const malformed = cases.find((c) => c.tps === 'x4/x5/x5/x5/x5 1 1');
    const names = { '+': 'up', '-': 'down', '<': 'left', '>': 'right' };
    const hashLine = (t, label, hash) => '  ' + t + ' ' + (label + ':').padEnd(17) + hash;
    const slideList = (page) => page.locator('figure[data-explorer="tak"] .bb-tak-slides').first().textContent();
    /** Each direction's line and every slide of a square, as the listing counts and lists them. */
    async function expectSlides(page, square, directions, what) {
        const shown = await output(page, 'tak');
        const listed = await slideList(page);
        const problems = [];
        let total = 0;
        for (const d of directions) {
            const line = shown.split('\n').find((l) => l.startsWith(`  ${d.direction} ${names[d.direction]}: room d = ${d.room} (then ${d.blocker}): `));
            if (!line || !line.endsWith(` ${d.count}; listed ${d.slides.length} ✓`)) {
                problems.push(`${d.direction}: expected room ${d.room}, ${d.blocker}, ${d.count} slides: ${line}`);
            }
            for (const slide of d.slides) {
                if (!listed.includes(slide)) {
                    problems.push(`slide "${slide}" not listed`);
                }
            }
            total += d.count;
        }
        if (!shown.includes(`slides from ${square}: ${total} listed, ${total} by the formula`)) {
            problems.push(`no total of ${total}`);
        }
        if (problems.length) {
            fail(`tak: ${what}:\n${problems.join('\n')}\nin:\n${shown}\n${listed}`);
        } else {
            pass(`tak: ${what}: ${directions.map((d) => d.count).join(' + ')} = ${total} slides, each with its gap bits and packed drops`);
        }
    }
    const { page, context } = await open('ch06-tak-moves.html', 'light');
    const input = page.locator('figure[data-explorer="tak"] input').first();
    await expectOutput(page, 'tak', 'legal moves: ' + start.moves + ' (', 'the start\'s legal moves');
    await expectOutput(page, 'tak', hashLine(0, 'identity', start.hashes[0]), 'hash 0 of the start');
    await cell(page, 'tak', 12).click();
    await expectSlides(page, 'c3', start.squares.c3, 'c3 clicked');
    await page.locator('figure[data-explorer="tak"]').screenshot({ path: join(shotsDir, 'tak-explorer-light.png') });
    await cell(page, 'tak', 17).focus();
    await page.keyboard.press('Enter');
    await expectOutput(page, 'tak', 'c4: ' + start.squares.c4 + ' (White is to move)', 'black\'s wall refused, by keyboard');
    await cell(page, 'tak', 18).click();
    await expectOutput(page, 'tak', 'd4 has no stack', 'an empty square refused');
    await button(page, 'tak', 'rotate 90').click();
    const turned = start.images[1];
    await expectOutput(page, 'tak', hashLine(0, 'identity', turned.hashes[0]), 'rotate 90: hash 0 of the image');
    await expectOutput(page, 'tak', 'hash 0 of this image is ' + start.hashes[1], 'rotate 90: it was hash 1');
    if (await input.inputValue() === turned.tps) {
        pass(`tak: rotate 90 writes the image's TPS, ${turned.tps}`);
    } else {
        fail(`tak: rotate 90: TPS ${await input.inputValue()}, expected ${turned.tps}`);
    }
    await input.fill(malformed.tps);
    await input.press('Enter');
    await expectOutput(page, 'tak', 'TPS not read: ' + malformed.error, 'a malformed TPS is refused with the listing\'s message');
    await cell(page, 'tak', 0).click();
    await expectOutput(page, 'tak', 'a1 has no stack', 'the board still answers after bad input');
    // Bad and very long values: the listing's messages, which quote at most 40 characters
    // of a value, and say how long a longer one is.
    await expectRefused(page, 'tak', '', 'TPS not read: the field is empty', 'an empty field');
    for (const c of cases.filter((c) => c.error !== undefined && (c.tps.length > 1000 || /^<|1 1 1$/.test(c.tps)))) {
        await expectRefused(page, 'tak', c.tps, 'TPS not read: ' + c.error,
            `${c.tps.length > 1000 ? 'a value of ' + c.tps.length + ' characters' : JSON.stringify(c.tps)}`);
    }
    await input.fill(start.tps);
    await input.press('Enter');
    await expectNames(page, 'tak', ['12, 121, c3: 121, 3 stones, a White flat on top', '18, d4, empty']);
    await input.fill(tall.tps);
    await button(page, 'tak', 'read TPS').click();
    await expectOutput(page, 'tak', hashLine(6, 'mirror diag', tall.hashes[6]), '6 × 6: hash 6');
    await cell(page, 'tak', 13).click();
    await expectSlides(page, 'b3', tall.squares.b3, '6 × 6, a capstone on 8 stones between two walls (b3)');
    await expectOutput(page, 'tak', 'legal moves: ' + tall.moves + ' (', '6 × 6: the legal moves');
    await context.close();
    const dark = await open('ch06-tak-moves.html', 'navy');
    await cell(dark.page, 'tak', 12).click();
    await dark.page.locator('figure[data-explorer="tak"]').screenshot({ path: join(shotsDir, 'tak-explorer-navy.png') });
    await dark.context.close();
    // On a phone: the chosen stack's lines and slides, then an 8 × 8 board, stay in the column.
    for (const theme of ['light', 'navy']) {
        const phone = await open('ch06-tak-moves.html', theme, PHONE);
        await cell(phone.page, 'tak', 12).click();
        const problems = [await sideways(phone.page)];
        await phone.page.locator('figure[data-explorer="tak"]')
            .screenshot({ path: join(shotsDir, `tak-explorer-${theme}-${PHONE}.png`) });
        const big = phone.page.locator('figure[data-explorer="tak"] input').first();
        await big.fill('x8/x8/x8/x8/x8/x8/x8/x8 1 1');
        await big.press('Enter');
        problems.push(await sideways(phone.page));
        const found = problems.filter(Boolean);
        if (found.length) {
            fail(`tak at ${PHONE} px (${theme}): ${found.join('; ')}`);
        } else {
            pass(`tak at ${PHONE} px (${theme}): a stack's slides and a typed board stay in the column`);
        }
        await phone.context.close();
    }
}

{
    // Rays: every number checked is one the listing computed (the `rays` cases of
    // tests/tests/explorer_cases.rs): attacks by walking, each look-up's mask,
    // masked occupancy, index and table entry.
    const text = readFileSync(join(here, '../tests/snapshots/explorer_cases__cases.snap'), 'utf8');
    const lines = text.split('\n');
    const cases = JSON.parse(lines.slice(lines.indexOf('---', lines.indexOf('---') + 1) + 1).join('\n')).rays;
    const find = (piece, square, occupied) => {
        const found = cases.find((c) => c.piece === piece && c.square === square && c.occupied === occupied);
        if (!found) {
            throw new Error(`no rays case for a ${piece} on ${square}, occupied ${occupied}`);
        }
        return found;
    };
    const EMPTY = '0x0000000000000000';
    const FULL = '0xffffffffffffffff';
    const EXAMPLE = '0x0000001000100000';
    /** The walk's attacks and every look-up of a case, as the panel writes them. */
    async function expectCase(page, c, what) {
        const shown = await output(page, 'rays');
        const wanted = [`${c.piece} on ${c.square}; `, `attacks, walking the rays:  ${c.attacks} `,
            'the table gives the attacks walking gives ✓'];
        for (const l of c.lookups) {
            wanted.push(`${l.slider} look-up on ${c.square} (magic ${l.magic}, shift ${l.shift}):`,
                `  relevant mask     ${l.mask} `, `  occupied & mask   ${l.masked}\n`,
                ` mod 2^64) >> ${l.shift} = ${l.index} (of `, `  table[${l.index}]`.padEnd(20) + l.attacks);
        }
        const missing = wanted.filter((w) => !shown.includes(w));
        if (missing.length) {
            fail(`rays: ${what}: missing ${JSON.stringify(missing)} in:\n${shown}`);
        } else {
            pass(`rays: ${what}: attacks ${c.attacks}, index ${c.lookups.map((l) => l.index).join(' and ')}`);
        }
    }
    const { page, context } = await open('ch07-rays-magic.html', 'light');
    const input = page.locator('figure[data-explorer="rays"] input').first();
    await expectOutput(page, 'rays', 'rook on e4; ', 'starts with the rook on e4');
    await button(page, 'rays', 'empty board').click();
    await expectCase(page, find('rook', 'e4', EMPTY), 'e4, empty board');
    await input.fill(EXAMPLE);
    await input.press('Enter');
    await expectCase(page, find('rook', 'e4', EXAMPLE), 'e4, the chapter\'s example typed');
    await expectOutput(page, 'rays', 'occupied = 0x0000001010100000', 'the rook\'s own square is occupied too');
    await button(page, 'rays', 'queen').click();
    await expectCase(page, find('queen', 'e4', EXAMPLE), 'a queen: both look-ups');
    await page.locator('figure[data-explorer="rays"]').screenshot({ path: join(shotsDir, 'rays-explorer-light.png') });
    await button(page, 'rays', 'full board').click();
    await expectCase(page, find('queen', 'e4', FULL), 'a queen on a full board');
    await button(page, 'rays', 'move the piece').click();
    await cell(page, 'rays', 0).focus();
    await page.keyboard.press('Enter');
    await button(page, 'rays', 'bishop').click();
    await expectCase(page, find('bishop', 'a1', FULL), 'a bishop moved to the corner a1, by keyboard');
    await button(page, 'rays', 'empty board').click();
    await expectCase(page, find('bishop', 'a1', EMPTY), 'a bishop on a1, empty board');
    await cell(page, 'rays', 27).click();
    await expectOutput(page, 'rays', 'blocker on d4: occupied ^= 1 << 27', 'a click places a blocker');
    await expectOutput(page, 'rays', 'attacks, walking the rays:  0x0000000008040200 (3 squares)', 'cut at d4');
    for (const typed of cases.filter((c) => c.typed !== undefined && c.error !== null)) {
        const message = typed.error === 'empty' ? 'the field is empty'
            : L.quote(typed.typed.trim()) + ' ' +
            (typed.error === 'over 64 bits' ? 'has more than 64 bits' : 'is not a hexadecimal number');
        const shown = typed.typed.length > 1000 ? `a value of ${typed.typed.length} characters`
            : JSON.stringify(typed.typed);
        await expectRefused(page, 'rays', typed.typed, 'occupancy not read: ' + message,
            `${shown} refused (${typed.error})`);
    }
    await cell(page, 'rays', 27).click();
    await expectCase(page, find('bishop', 'a1', EMPTY), 'the board still answers after bad input');
    await button(page, 'rays', 'reset').click();
    await expectOutput(page, 'rays', 'rook on e4; ', 'reset');
    await expectNames(page, 'rays', ['56, a8, empty', '28, R, e4, the rook']);
    await context.close();
    for (const theme of ['light', 'navy']) {
        const phone = await open('ch07-rays-magic.html', theme, PHONE);
        await button(phone.page, 'rays', 'queen').click();
        const problem = await sideways(phone.page);
        await phone.page.locator('figure[data-explorer="rays"]')
            .screenshot({ path: join(shotsDir, `rays-explorer-${theme}-${PHONE}.png`) });
        if (problem) {
            fail(`rays at ${PHONE} px (${theme}): ${problem}`);
        } else {
            pass(`rays at ${PHONE} px (${theme}): a queen's two look-ups stay in the column`);
        }
        await phone.context.close();
    }
    const dark = await open('ch07-rays-magic.html', 'navy');
    await dark.page.locator('figure[data-explorer="rays"]').screenshot({ path: join(shotsDir, 'rays-explorer-navy.png') });
    await dark.context.close();
}

/** The page with the chess explorer (chapter 8). */
const chessPage = pages.find((p) => p !== 'print.html' && readFileSync(join(bookDir, p), 'utf8')
    .includes('data-explorer="chess"'));

{
    // Chess: every number and move checked is one the listing computed (the
    // `chess` cases of tests/tests/explorer_cases.rs): the legal moves of the
    // piece clicked, the checkers, the check mask, the pin rays, and the
    // listing's message for each malformed FEN.
    const C = L.chess;
    const text = readFileSync(join(here, '../tests/snapshots/explorer_cases__cases.snap'), 'utf8');
    const lines = text.split('\n');
    const cases = JSON.parse(lines.slice(lines.indexOf('---', lines.indexOf('---') + 1) + 1).join('\n')).chess;
    const byFen = (fen) => {
        const found = cases.find((c) => c.fen === fen);
        if (!found) {
            throw new Error(`no chess case for ${fen}`);
        }
        return found;
    };
    const names = (decimal) => C.squares(BigInt(decimal)).map(C.squareName);
    const sq = (name) => C.parseSquare(name);
    const figure = (page) => page.locator('figure[data-explorer="chess"]').first();
    const input = (page) => page.locator('figure[data-explorer="chess"] input').first();
    /** What the board shows: each square's mark and corner marks, and which are outlined. */
    const board = (page) => figure(page).evaluate((f) => {
        const out = {};
        f.querySelectorAll('td.bb-cell').forEach((td) => {
            out[td.dataset.bit] = {
                mark: td.querySelector('.bb-value').textContent,
                tag: td.querySelector('.bb-chess-tag').textContent,
                target: td.classList.contains('bb-highlight'),
            };
        });
        return out;
    });
    /** The status line, the checkers, the check mask (+) and the pin rays (=) of a case, on the board and in the panel. */
    async function expectPosition(page, c, what) {
        const shown = await output(page, 'chess');
        const cells = await board(page);
        const checking = names(c.checkers);
        const side = c.fen.split(/\s+/)[1] === 'w' ? 'White' : 'Black';
        const status = side + ' to move, ' + (c.moves.length === 0
            ? (checking.length ? 'checkmated by ' + checking.join(' and ') : 'stalemate')
            : checking.length === 0 ? 'not in check'
                : 'in ' + (checking.length > 1 ? 'double ' : '') + 'check from ' + checking.join(' and '));
        const problems = [];
        if (!shown.includes(status)) {
            problems.push(`no "${status}"`);
        }
        if (!shown.includes(`${c.moves.length} legal move`)) {
            problems.push(`not ${c.moves.length} legal moves`);
        }
        for (const [label, value] of [['checkers', c.checkers], ['check mask', c.check_mask], ['pinned', c.pinned]]) {
            if (!shown.includes(`${label} = ${C.hex(BigInt(value))}`)) {
                problems.push(`no "${label} = ${C.hex(BigInt(value))}"`);
            }
        }
        const inCheck = c.checkers !== '0';
        const rays = c.pin_rays.reduce((b, [, ray]) => b | BigInt(ray), 0n);
        for (let s = 0; s < 64; s++) {
            const wanted = (inCheck && (BigInt(c.check_mask) >> BigInt(s)) & 1n ? '+' : '') +
                ((rays >> BigInt(s)) & 1n ? '=' : '');
            if (cells[s].tag !== wanted) {
                problems.push(`${C.squareName(s)} marked "${cells[s].tag}", expected "${wanted}"`);
            }
        }
        if (problems.length) {
            fail(`chess: ${what}: ${problems.slice(0, 8).join('; ')} in:\n${shown}`);
        } else {
            pass(`chess: ${what}: "${status}", check mask ${names(c.check_mask).length} squares, ` +
                `${c.pin_rays.length} pin rays`);
        }
    }
    /** The targets outlined after clicking the piece on `from` (by mouse or by keyboard) are its legal moves in the case. */
    async function expectTargets(page, c, from, what, keyboard) {
        if (keyboard) {
            await cell(page, 'chess', sq(from)).focus();
            await page.keyboard.press('Enter');
        } else {
            await cell(page, 'chess', sq(from)).click();
        }
        const moves = c.moves.filter((m) => m.startsWith(from));
        const wanted = [...new Set(moves.map((m) => m.slice(2, 4)))].sort();
        const cells = await board(page);
        const outlined = Object.keys(cells).filter((b) => cells[b].target).map((b) => C.squareName(Number(b))).sort();
        const shown = await output(page, 'chess');
        const listed = `${moves.length} legal move${moves.length === 1 ? '' : 's'}` +
            (moves.length ? ' (outlined): ' + moves.join(' ') : '');
        if (JSON.stringify(outlined) !== JSON.stringify(wanted) || !shown.includes(listed)) {
            fail(`chess: ${what}: outlined ${JSON.stringify(outlined)}, expected ${JSON.stringify(wanted)}; ` +
                `"${listed}" in:\n${shown}`);
        } else {
            pass(`chess: ${what}: ${from}'s ${moves.length} legal moves outlined (${wanted.join(' ') || 'none'})`);
        }
    }
    async function typeFen(page, fen) {
        await input(page).fill(fen);
        await input(page).press('Enter');
    }
    if (!chessPage) {
        fail('chess: no page has the chess explorer');
    } else {
        const first = byFen(await (async () => {
            const { page, context } = await open(chessPage, 'light');
            const fen = await figure(page).getAttribute('data-explorer-data');
            await context.close();
            return fen;
        })());
        const kiwipete = byFen('r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1');
        const rankPin = byFen('8/8/8/KPp4r/8/8/8/7k w - c6 0 2');
        const doubleCheck = cases.find((c) => c.ok && names(c.checkers).length === 2);
        const { page, context } = await open(chessPage, 'light');
        await expectPosition(page, first, 'the diagram\'s position');
        const pinnedSquare = first.pin_rays.length ? first.pin_rays[0][0] : null;
        if (pinnedSquare) {
            await expectTargets(page, first, pinnedSquare, 'a pinned piece');
        }
        const king = C.squareName(C.kingSquare(C.parse(first.fen).board, C.parse(first.fen).turn));
        await expectTargets(page, first, king, 'the king in check');
        await expectTargets(page, first, 'b1', 'the knight on b1, which may block');
        await page.locator('figure[data-explorer="chess"]').screenshot({ path: join(shotsDir, 'chess-explorer-light.png') });
        await typeFen(page, kiwipete.fen);
        await expectPosition(page, kiwipete, 'Kiwipete typed');
        await expectTargets(page, kiwipete, 'e1', 'Kiwipete: the king, castling both ways', true);
        await expectTargets(page, kiwipete, 'e5', 'Kiwipete: the knight on e5');
        await typeFen(page, rankPin.fen);
        await expectPosition(page, rankPin, 'the en passant rank pin');
        await expectTargets(page, rankPin, 'b5', 'the pawn on b5 may not take en passant');
        await typeFen(page, doubleCheck.fen);
        await expectPosition(page, doubleCheck, 'a double check from a random game');
        const doubleKing = C.squareName(C.kingSquare(C.parse(doubleCheck.fen).board, C.parse(doubleCheck.fen).turn));
        await expectTargets(page, doubleCheck, doubleKing, 'double check: the king\'s moves');
        // A move played: the board shows the position after it.
        await typeFen(page, kiwipete.fen);
        await cell(page, 'chess', sq('e1')).click();
        await cell(page, 'chess', sq('g1')).click();
        await expectOutput(page, 'chess', 'played e1g1', 'castling played by two clicks');
        await expectOutput(page, 'chess', 'Black to move', 'then Black is to move');
        await button(page, 'chess', 'undo').click();
        await expectPosition(page, kiwipete, 'undo');
        // Malformed FENs: the listing's message, the board as it was.
        const before = JSON.stringify(await board(page));
        await expectRefused(page, 'chess', '', 'FEN not read: the field is empty', 'an empty field');
        for (const c of cases.filter((c) => !c.ok && c.fen.trim() !== '')) {
            const shown = c.fen.length > 1000 ? `a value of ${c.fen.length} characters` : JSON.stringify(c.fen);
            await expectRefused(page, 'chess', c.fen, 'FEN not read: ' + c.error, `${shown} refused`);
        }
        if (JSON.stringify(await board(page)) === before) {
            pass('chess: after every malformed FEN the board still shows the last position');
        } else {
            fail('chess: a malformed FEN changed the board');
        }
        await expectTargets(page, kiwipete, 'a1', 'the board still answers after bad input');
        await button(page, 'chess', 'reset').click();
        await expectPosition(page, first, 'reset');
        const side = C.parse(first.fen).turn;
        await expectNames(page, 'chess', ['56, a8, empty',
            `${sq(king)}, ${C.letter('k', side)}, ${king}, a ${C.COLOURS[side]} king`]);
        await context.close();
        for (const theme of ['light', 'navy']) {
            const phone = await open(chessPage, theme, PHONE);
            await cell(phone.page, 'chess', sq(king)).click();
            const problem = await sideways(phone.page);
            await figure(phone.page).screenshot({ path: join(shotsDir, `chess-explorer-${theme}-${PHONE}.png`) });
            if (problem) {
                fail(`chess at ${PHONE} px (${theme}): ${problem}`);
            } else {
                pass(`chess at ${PHONE} px (${theme}): the board, its legend and the panel stay in the column`);
            }
            await phone.context.close();
        }
        const dark = await open(chessPage, 'navy');
        await figure(dark.page).screenshot({ path: join(shotsDir, 'chess-explorer-navy.png') });
        await dark.context.close();
    }
}

/** The page with the evaluation explorer (chapter 9). */
const evalPage = pages.find((p) => p !== 'print.html' && readFileSync(join(bookDir, p), 'utf8')
    .includes('data-explorer="chess-eval"'));

{
    // The evaluation: every number and mask checked is one the listing
    // computed (the `chessEval` cases of tests/tests/explorer_cases.rs): each
    // term, the phase, the evaluation, the masks of the term picked, and what
    // a clicked piece adds.
    const C = L.chess;
    const text = readFileSync(join(here, '../tests/snapshots/explorer_cases__cases.snap'), 'utf8');
    const lines = text.split('\n');
    const cases = JSON.parse(lines.slice(lines.indexOf('---', lines.indexOf('---') + 1) + 1).join('\n')).chessEval;
    const byFen = (fen) => cases.find((c) => c.fen === fen);
    const figure = (page) => page.locator('figure[data-explorer="chess-eval"]').first();
    const input = (page) => page.locator('figure[data-explorer="chess-eval"] input').first();
    const tags = (page) => figure(page).evaluate((f) => {
        const out = {};
        f.querySelectorAll('td.bb-cell').forEach((td) => {
            out[td.dataset.bit] = {
                tag: td.querySelector('.bb-chess-tag').textContent,
                outlined: td.classList.contains('bb-highlight'),
            };
        });
        return out;
    });
    /** The panel's terms and evaluation, and the marks of two masks (White's, Black's) on the board. */
    async function expectEval(page, c, masks, marks, what) {
        const shown = await output(page, 'chess-eval');
        const cells = await tags(page);
        const problems = [];
        for (const [name, mg, eg] of c.terms) {
            if (!shown.includes(`${name}: middlegame ${mg}, endgame ${eg}`)) {
                problems.push(`no "${name}: middlegame ${mg}, endgame ${eg}"`);
            }
        }
        if (!shown.includes(`phase ${c.phase} of 24,`) || !shown.includes(`= ${c.tapered}`)) {
            problems.push(`not phase ${c.phase}, tapered ${c.tapered}`);
        }
        if (!shown.includes(`eval: ${c.eval} `)) {
            problems.push(`no "eval: ${c.eval}"`);
        }
        for (let s = 0; s < 64; s++) {
            const wanted = masks.map((m, i) => ((BigInt(m) >> BigInt(s)) & 1n ? marks[i] : '')).join('');
            if (cells[s].tag !== wanted) {
                problems.push(`${C.squareName(s)} marked "${cells[s].tag}", expected "${wanted}"`);
            }
        }
        if (problems.length) {
            fail(`chess-eval: ${what}: ${problems.slice(0, 8).join('; ')} in:\n${shown}`);
        } else {
            pass(`chess-eval: ${what}: eval ${c.eval}, phase ${c.phase}, the masks in ${marks.join(' and ')}`);
        }
    }
    if (!evalPage) {
        fail('chess-eval: no page has the evaluation explorer');
    } else {
        const { page, context } = await open(evalPage, 'light');
        const data = await figure(page).getAttribute('data-explorer-data');
        const first = byFen(data.slice(4, data.indexOf(';')));
        const attack = cases[2];
        await expectEval(page, first, first.masks.passed, ['W', 'B'], 'the diagram\'s position, passed pawns');
        await button(page, 'chess-eval', 'mobility').click();
        await expectEval(page, first, first.masks.mobility, ['w', 'b'], 'mobility');
        await button(page, 'chess-eval', 'isolated pawns').click();
        await expectEval(page, first, first.masks.isolated, ['W', 'B'], 'isolated pawns');
        await button(page, 'chess-eval', 'rooks on files').click();
        await expectEval(page, first, [first.masks.open, ...first.masks.half_open], ['o', 'w', 'b'], 'rooks on files');
        // A piece clicked: its table entry, its mobility outlined, its attacks on the zone.
        const knight = first.pieces.find((x) => x.mobility !== undefined);
        await cell(page, 'chess-eval', C.parseSquare(knight.square)).click();
        const cells = await tags(page);
        const outlined = Object.values(cells).filter((x) => x.outlined).length;
        const said = `table entry middlegame ${knight.entry[0]}, endgame ${knight.entry[1]}; mobility ${knight.mobility} squares`;
        const shown = await output(page, 'chess-eval');
        if (outlined === knight.mobility && shown.includes(said) && shown.includes(`king zone: ${knight.zone}`)) {
            pass(`chess-eval: the piece on ${knight.square}: ${knight.mobility} squares outlined, ${knight.zone} on the zone`);
        } else {
            fail(`chess-eval: the piece on ${knight.square}: ${outlined} outlined, expected ${knight.mobility}; "${said}" in:\n${shown}`);
        }
        await page.locator('figure[data-explorer="chess-eval"]').screenshot({ path: join(shotsDir, 'chess-eval-explorer-light.png') });
        // Another position typed, and its king's zone under attack.
        await input(page).fill(attack.fen);
        await input(page).press('Enter');
        await button(page, 'chess-eval', 'king safety').click();
        const z = attack.masks;
        const quiet = ((BigInt(z.zone[0]) | BigInt(z.zone[1])) & ~(BigInt(z.zone_attacked[0]) | BigInt(z.zone_attacked[1]))).toString();
        await expectEval(page, attack, [...z.zone_attacked, quiet], ['w', 'b', 'z'], 'a king\'s zone attacked, typed');
        const before = JSON.stringify(await tags(page));
        await expectRefused(page, 'chess-eval', '', 'FEN not read: the field is empty', 'an empty field');
        const bad = cases.find((c) => c.ok === false && c.fen !== '');
        await expectRefused(page, 'chess-eval', bad.fen, 'FEN not read: ' + bad.error, 'a malformed FEN refused');
        if (JSON.stringify(await tags(page)) === before) {
            pass('chess-eval: after a malformed FEN the board still shows the last position');
        } else {
            fail('chess-eval: a malformed FEN changed the board');
        }
        await button(page, 'chess-eval', 'reset').click();
        await button(page, 'chess-eval', 'passed pawns').click();
        await expectEval(page, first, first.masks.passed, ['W', 'B'], 'reset');
        await expectOutput(page, 'chess-eval', `eval: ${first.eval} `, 'reset: the first evaluation');
        const king = first.pieces.find((x) => x.mobility === undefined && C.parse(first.fen).board[C.parseSquare(x.square)] === 'K');
        await expectNames(page, 'chess-eval', ['56, r, a8, a Black rook',
            `${C.parseSquare(king.square)}, K, ${king.square}, a White king`]);
        await context.close();
        for (const theme of ['light', 'navy']) {
            const phone = await open(evalPage, theme, PHONE);
            await button(phone.page, 'chess-eval', 'king safety').click();
            await cell(phone.page, 'chess-eval', C.parseSquare(knight.square)).click();
            const problem = await sideways(phone.page);
            await figure(phone.page).screenshot({ path: join(shotsDir, `chess-eval-explorer-${theme}-${PHONE}.png`) });
            if (problem) {
                fail(`chess-eval at ${PHONE} px (${theme}): ${problem}`);
            } else {
                pass(`chess-eval at ${PHONE} px (${theme}): the board, its legend and the panel stay in the column`);
            }
            await phone.context.close();
        }
    }
}

// 2b. The boards' text in every theme mdBook offers: each index number, mark, label,
// caption and legend has at least 4.5:1 against what is behind it (WCAG 2's ratio,
// with the colours' and elements' opacity blended in), after an explorer painted its
// cells too.
{
    const THEMES = ['light', 'rust', 'coal', 'navy', 'ayu'];
    const PAGES = ['ch05-isolation.html', 'ch07-rays-magic.html', 'ch06-tak-moves.html',
        'ch03-solving-connect-four.html', 'ch04-peg-solitaire-moves.html'].concat(chessPage ? [chessPage] : []);
    for (const theme of THEMES) {
        const low = [];
        let checked = 0;
        for (const path of PAGES) {
            const { page, context } = await open(path, theme);
            const found = await page.evaluate(() => {
                const rgba = (text) => {
                    const m = text.match(/[\d.]+/g).map(Number);
                    return { r: m[0], g: m[1], b: m[2], a: m.length > 3 ? m[3] : 1 };
                };
                const over = (top, under) => ({
                    r: top.r * top.a + under.r * (1 - top.a), g: top.g * top.a + under.g * (1 - top.a),
                    b: top.b * top.a + under.b * (1 - top.a), a: 1,
                });
                /** What is painted behind an element: its backgrounds, from the page up. */
                const behind = (e) => {
                    const layers = [];
                    for (let at = e; at; at = at.parentElement) {
                        const c = rgba(getComputedStyle(at).backgroundColor);
                        if (c.a > 0) {
                            layers.push(c);
                            if (c.a === 1) {
                                break;
                            }
                        }
                    }
                    return layers.reverse().reduce((under, c) => over(c, under), { r: 255, g: 255, b: 255, a: 1 });
                };
                const luminance = (c) => {
                    const f = (v) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
                    return 0.2126 * f(c.r) + 0.7152 * f(c.g) + 0.0722 * f(c.b);
                };
                const ratio = (x, y) => {
                    const [a, b] = [luminance(x), luminance(y)].sort((p, q) => q - p);
                    return (a + 0.05) / (b + 0.05);
                };
                const out = [];
                let count = 0;
                const texts = document.querySelectorAll('main figure.bitboard :is(.bb-index, .bb-value, td.bb-cell, th, ' +
                    'figcaption, .bitboard-legend, .bb-key, .bb-panel output, .bb-scroll-hint, .bb-chess-tag)');
                for (const e of texts) {
                    // A static figure's cell holds its mark as its own text, beside its index.
                    const text = e.matches('td.bb-cell')
                        ? [...e.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent).join('')
                        : e.textContent;
                    if (!text.trim() || e.closest('[hidden]')) {
                        continue;
                    }
                    let colour = rgba(getComputedStyle(e).color);
                    let opacity = 1;
                    for (let at = e; at; at = at.parentElement) {
                        opacity *= Number(getComputedStyle(at).opacity);
                    }
                    colour = { ...colour, a: colour.a * opacity };
                    const back = behind(e);
                    const r = ratio(over(colour, back), back);
                    count += 1;
                    if (r < 4.5) {
                        const cell = e.closest('td');
                        out.push(`${e.className || e.tagName.toLowerCase()} "${text.trim().slice(0, 20)}"` +
                            (cell ? ` in ${cell.className}` : '') + `: ${r.toFixed(2)}:1`);
                    }
                }
                return { out, count };
            });
            checked += found.count;
            low.push(...found.out.map((o) => `${path}: ${o}`));
            await context.close();
        }
        if (low.length) {
            fail(`the boards' text in ${theme}: ${low.length} below 4.5:1: ${[...new Set(low)].slice(0, 8).join('; ')}`);
        } else {
            pass(`the boards' text in ${theme}: ${checked} texts, each at least 4.5:1`);
        }
    }
}

// 3. Links and anchors, with linkinator, on the served book.
{
    const checker = new LinkChecker();
    const result = await checker.check({
        path: base,
        recurse: true,
        checkFragments: true,
        // Other hosts are not checked; nor is the PDF, which `cargo book pdf` writes
        // into book/ after this build (tests/browser/pdf.mjs checks that link).
        linksToSkip: [`^(?!${origin.replace(/[.]/g, '\\.')})`, '/the-bitboard-book\\.pdf$'],
    });
    const broken = result.links.filter((link) => link.state === 'BROKEN');
    for (const link of broken) {
        fail(`broken link ${link.url} (on ${link.parent}, status ${link.status})`);
    }
    const reached = new Set(result.links.filter((link) => link.state === 'OK')
        .map((link) => new URL(link.url).pathname.slice(prefix.length)));
    const missed = pages.filter((path) => path !== 'index.html' && !reached.has(path));
    if (missed.length) {
        fail(`linkinator never reached ${missed.join(', ')}`);
    } else if (broken.length === 0) {
        pass(`linkinator: ${reached.size} distinct internal links resolve, with their anchors`);
    }
}

// 4. A mistyped address inside the site gets the book's 404 page, styled: every
// stylesheet it links (relative to its <base href>, the site-url) loads.
{
    const stylesheets = new Map();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.on('response', (r) => {
        if (r.request().resourceType() === 'stylesheet') {
            stylesheets.set(r.url(), r.status());
        }
    });
    page.on('request', (request) => {
        if (!request.url().startsWith(origin) && !/^(data|blob|about):/.test(request.url())) {
            fail(`the 404 page requested ${request.url()}`);
        }
    });
    page.on('pageerror', (error) => fail(`the 404 page threw: ${error.message}`));
    const response = await page.goto(origin + mistyped, { waitUntil: 'networkidle' });
    const shown = await page.evaluate(() => ({
        heading: document.querySelector('main h1')?.textContent,
        links: [...document.querySelectorAll('link[rel="stylesheet"]')]
            .map((link) => ({ href: link.href, disabled: link.disabled,
                rules: link.sheet ? link.sheet.cssRules.length : 0 })),
        // Only the book's stylesheets give these: mdBook's fixed sidebar, its fonts,
        // and the KaTeX stylesheet of theme/.
        sidebar: getComputedStyle(document.querySelector('.sidebar')).position,
        font: getComputedStyle(document.body).fontFamily,
        katex: [...document.styleSheets].some((sheet) => {
            try {
                return [...sheet.cssRules].some((rule) => rule.selectorText === '.katex');
            } catch {
                return false;
            }
        }),
    }));
    await page.screenshot({ path: join(shotsDir, '404.png') });
    const problems = [];
    if (response.status() !== 404) {
        problems.push(`status ${response.status()}, expected 404`);
    }
    if (!/not found/i.test(shown.heading || '')) {
        problems.push(`heading "${shown.heading}"`);
    }
    for (const link of shown.links) {
        // The themes not in use (ayu, tomorrow-night) load but stay disabled.
        if (!link.href.startsWith(base) || stylesheets.get(link.href) !== 200
            || (link.rules === 0 && !link.disabled)) {
            problems.push(`stylesheet ${link.href} (status ${stylesheets.get(link.href)}, ${link.rules} rules)`);
        }
    }
    if (shown.links.length < 5 || shown.sidebar !== 'fixed' || !/Open Sans/.test(shown.font) || !shown.katex) {
        problems.push(`unstyled: ${shown.links.length} stylesheets, sidebar ${shown.sidebar}, `
            + `font ${shown.font}, KaTeX styles ${shown.katex}`);
    }
    if (problems.length) {
        fail(`${mistyped}: the 404 page is not styled: ${problems.join('; ')}`);
    } else {
        pass(`${mistyped}: the 404 page, status 404, with its ${shown.links.length} stylesheets from ${prefix}`);
    }
    await context.close();
}

await browser.close();
server.close();
console.log(`\n${failures.length ? 'FAILED' : 'passed'}: ${failures.length} failure(s); screenshots in ${shotsDir}`);
process.exit(failures.length ? 1 : 0);
