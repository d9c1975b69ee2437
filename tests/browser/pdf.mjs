// The whole book as one PDF, printed from its print page by headless Chromium (the
// browser the browser tests use), and checked.
//
//   node pdf.mjs [BOOK_DIR] [PDF_FILE]
//
// BOOK_DIR is the built book (default ../../book); PDF_FILE defaults to
// BOOK_DIR/the-bitboard-book.pdf, beside the pages, where the site publishes it and
// the introduction links it. The run fails if, laid out for print, a code block,
// formula, table or diagram is wider than the page (it would be cut off on paper), if
// the PDF has fewer pages than the book has chapters, if the title of a chapter of
// src/SUMMARY.md is missing from its text (read with pdftotext, from Debian's
// poppler-utils), or if the introduction's link does not reach the PDF. The exercises'
// folded hints and solutions are opened first, so the paper has them.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serveBook, siteUrl } from './serve.mjs';
import { launchChromium, reporter } from './harness.mjs';

const here = new URL('.', import.meta.url).pathname;
const root = join(here, '../..');
const bookDir = resolve(process.argv[2] || join(root, 'book'));
const pdfFile = resolve(process.argv[3] || join(bookDir, 'the-bitboard-book.pdf'));

// A4 with 15 mm margins: the printable width, in CSS pixels (96 to the inch).
const margin = 15;
const printableWidth = Math.floor(((210 - 2 * margin) / 25.4) * 96);

const { failures, fail, pass } = reporter();

if (!existsSync(join(bookDir, 'print.html'))) {
    console.error(`no print page in ${bookDir}: run \`cargo book build\` first`);
    process.exit(2);
}

const prefix = siteUrl(join(root, 'book.toml'));
const server = await serveBook(bookDir, prefix, (url) => fail(`404 for ${url}`));
const browser = await launchChromium();
const context = await browser.newContext({ viewport: { width: printableWidth, height: 1000 } });
// The print page opens the print dialog once loaded; here the PDF is printed instead.
await context.addInitScript(() => {
    window.print = () => {};
});
const page = await context.newPage();
page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(server.origin) && !/^(data|blob|about):/.test(url)) {
        fail(`print.html requested ${url}`);
    }
});
page.on('pageerror', (error) => fail(`print.html threw: ${error.message}`));
await page.goto(server.base + 'print.html', { waitUntil: 'networkidle' });
await page.waitForLoadState('load');
await page.emulateMedia({ media: 'print' });

// Paper cannot be clicked: every folded hint and solution is printed open. The print
// page is large, so wait until the browser has all the folds the file holds.
const written = (readFileSync(join(bookDir, 'print.html'), 'utf8').match(/<details[\s>]/g) || []).length;
await page.waitForFunction((n) => document.querySelectorAll('main details').length >= n, written,
    { timeout: 120_000 }).catch(() => {});
const folds = await page.evaluate(() => {
    const all = [...document.querySelectorAll('main details')];
    all.forEach((details) => { details.open = true; });
    return { total: all.length, open: all.filter((details) => details.open).length };
});
if (written > 0 && folds.total === written && folds.open === folds.total) {
    pass(`${folds.total} folded hints and solutions printed open`);
} else {
    fail(`folds on the print page: ${folds.open} of ${folds.total} open, of ${written} in print.html`);
}

// A title page, from book.toml.
const toml = readFileSync(join(root, 'book.toml'), 'utf8');
const field = (name) => (toml.match(new RegExp(`^${name}\\s*=\\s*"([^"]*)"`, 'm')) || [])[1] || '';
const authors = (toml.match(/^authors\s*=\s*\["([^"]*)"/m) || [])[1] || '';
await page.evaluate(({ title, description, authors, repository }) => {
    const cover = document.createElement('section');
    cover.style.cssText = 'break-after: page; text-align: center; padding-top: 30vh;';
    const line = (tag, text, style) => {
        const element = document.createElement(tag);
        element.textContent = text;
        element.style.cssText = style;
        cover.append(element);
    };
    line('div', title, 'font-size: 2.6em; font-weight: bold; margin-bottom: 1em;');
    line('p', description, 'font-size: 1.2em; margin: 0 10% 3em;');
    line('p', authors, 'font-size: 1em;');
    line('p', repository, 'font-size: 0.9em; font-family: var(--mono-font, monospace);');
    document.querySelector('main').prepend(cover);
}, { title: field('title'), description: field('description'), authors,
    repository: field('git-repository-url') });

// Every font (the text's, the code's and KaTeX's) and every image loaded.
await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].map((image) => image.decode().catch(() => {})));
});
const fonts = await page.evaluate(() => [...document.fonts].filter((f) => f.status === 'error')
    .map((f) => f.family));
if (fonts.length) {
    fail(`fonts that did not load: ${fonts.join(', ')}`);
}

// Nothing is wider than the printable width: no code line, formula, table or board is
// cut off (or hidden in a box that scrolls, which paper cannot).
const cut = await page.evaluate(() => {
    const limit = document.querySelector('main').getBoundingClientRect().right + 1;
    const chapter = (element) => {
        let found = '';
        for (const heading of document.querySelectorAll('main h1')) {
            if (heading.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING) {
                found = heading.textContent;
            }
        }
        return found;
    };
    const blocks = 'main pre, main pre > code, main .katex-display, main table, main figure, '
        + 'main img, main svg, main .bitboard-row';
    return [...document.querySelectorAll(blocks)]
        .filter((e) => e.getClientRects().length > 0)
        .filter((e) => e.scrollWidth > e.clientWidth + 1 || e.getBoundingClientRect().right > limit)
        .map((e) => `${chapter(e)}: <${e.tagName.toLowerCase()} class="${e.className}"> `
            + `${Math.round(e.scrollWidth)} px wide in ${Math.round(e.clientWidth)}: `
            + `${e.textContent.trim().split('\n')[0].slice(0, 70)}`);
});
if (cut.length) {
    fail(`${cut.length} block(s) wider than the page, cut off in print:\n  ${cut.slice(0, 20).join('\n  ')}`);
} else {
    pass(`print layout: no code, formula, table or diagram wider than ${printableWidth} px`);
}

const partial = pdfFile + '.part';
await page.pdf({
    path: partial,
    format: 'A4',
    margin: { top: `${margin}mm`, bottom: `${margin + 5}mm`, left: `${margin}mm`, right: `${margin}mm` },
    printBackground: true,
    outline: true,
    tagged: true,
    displayHeaderFooter: true,
    headerTemplate: '<span></span>',
    footerTemplate: '<div style="width: 100%; text-align: center; font-size: 8px; color: #555;">'
        + '<span class="pageNumber"></span> / <span class="totalPages"></span></div>',
});
await browser.close();
renameSync(partial, pdfFile);

// The PDF: its pages and its text.
const run = (program, args) => {
    try {
        return execFileSync(program, args, { encoding: 'utf8', maxBuffer: 64 << 20 });
    } catch (error) {
        console.error(`cannot run ${program} (install Debian's poppler-utils): ${error.message}`);
        process.exit(2);
    }
};
const pages = Number((run('pdfinfo', [pdfFile]).match(/^Pages:\s+(\d+)/m) || [])[1] || 0);
const normal = (text) => text.normalize('NFKC').replace(/[‘’]/g, "'").replace(/[“”]/g, '"')
    .replace(/\s+/g, ' ').toLowerCase();
const text = normal(run('pdftotext', ['-enc', 'UTF-8', pdfFile, '-']));
const summary = readFileSync(join(root, 'src/SUMMARY.md'), 'utf8');
const titles = [...summary.matchAll(/\[([^\]]+)\]\([^)]+\.md\)/g)].map((m) => m[1]);
const missing = titles.filter((title) => !text.includes(normal(title)));
if (titles.length === 0 || missing.length) {
    fail(`chapter titles not in the PDF's text: ${missing.join(', ') || '(none found in SUMMARY.md)'}`);
} else {
    pass(`the PDF's text has all ${titles.length} chapter titles of SUMMARY.md`);
}
// Each chapter starts on a new page, after the title page.
if (pages < titles.length + 1) {
    fail(`the PDF has ${pages} pages, fewer than the ${titles.length} chapters and a title page`);
} else {
    pass(`${pages} pages`);
}

// The introduction's link reaches the PDF on the served site.
const introduction = await (await fetch(server.base + 'introduction.html')).text();
const link = (introduction.match(/href="([^"]*\.pdf)"/) || [])[1];
const served = link && await fetch(new URL(link, server.base + 'introduction.html'));
if (!served || served.status !== 200 || (await served.arrayBuffer()).byteLength !== statSync(pdfFile).size) {
    fail(`the introduction's link to the PDF (${link}) does not reach ${pdfFile}`);
} else {
    pass(`introduction.html links ${link}, served from ${prefix}`);
}
server.close();

const size = statSync(pdfFile).size;
console.log(`\n${failures.length ? 'FAILED' : 'passed'}: ${failures.length} failure(s); `
    + `${pdfFile}: ${pages} pages, ${(size / 1024 / 1024).toFixed(1)} MB`);
process.exit(failures.length ? 1 : 0);
