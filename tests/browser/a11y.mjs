// Every page of the built book checked by axe-core in Chromium, in the light theme
// and in the navy theme (a dark one), as a reader with assistive technology meets it.
//
//   node a11y.mjs [BOOK_DIR] [--json FILE]
//
// A violation inside the book's own content (the `main` element: the chapters' text,
// figures and explorers) fails the run. A violation in mdBook's page chrome (menu bar,
// sidebar), which the book does not write, is listed with its rule and count but does
// not fail: the closing lines say what it is and how often it occurs. With `--json FILE`
// the counts per rule, inside and outside `main`, are written there as well.
import { createRequire } from 'node:module';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serveBook, siteUrl } from './serve.mjs';
import { exitUnlessReady, launchChromium, reporter } from './harness.mjs';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const here = new URL('.', import.meta.url).pathname;
const args = process.argv.slice(2);
const jsonAt = args.indexOf('--json');
const jsonFile = jsonAt >= 0 ? args.splice(jsonAt, 2)[1] : null;
const bookDir = resolve(args[0] || join(here, '../../book'));

const { failures, fail, pass } = reporter();
exitUnlessReady(bookDir);

const prefix = siteUrl(join(here, '../../book.toml'));
const server = await serveBook(bookDir, prefix);
const browser = await launchChromium();

// print.html repeats every chapter; 404.html and toc.html are mdBook's own.
const pages = readdirSync(bookDir)
    .filter((f) => f.endsWith('.html') && !['404.html', 'toc.html', 'print.html'].includes(f))
    .sort();
const themes = ['light', 'navy'];
/** Counts per rule: { rule: { content: n, chrome: n, impact } }. */
const counts = {};

for (const theme of themes) {
    for (const path of pages) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        await context.addInitScript((t) => localStorage.setItem('mdbook-theme', t), theme);
        const page = await context.newPage();
        await page.goto(server.base + path, { waitUntil: 'networkidle' });
        await page.evaluate(() => document.fonts.ready);
        await page.addScriptTag({ content: axeSource });
        // Each violating node, with whether it lies inside `main`.
        const found = await page.evaluate(async () => {
            const result = await window.axe.run(document, { resultTypes: ['violations'] });
            const out = [];
            for (const v of result.violations) {
                for (const node of v.nodes) {
                    const selector = node.target[node.target.length - 1];
                    let inMain = false;
                    try {
                        const el = document.querySelector(node.target[0]);
                        inMain = !!(el && el.closest('main'));
                    } catch (e) {
                        inMain = false;
                    }
                    out.push({ rule: v.id, impact: v.impact, inMain, selector: String(selector),
                        summary: (node.failureSummary || '').split('\n').slice(0, 2).join(' ') });
                }
            }
            return out;
        });
        let inContent = 0;
        for (const f of found) {
            const c = (counts[f.rule] ??= { content: 0, chrome: 0, impact: f.impact });
            if (f.inMain) {
                c.content += 1;
                inContent += 1;
                fail(`${path} (${theme}): ${f.rule} (${f.impact}) at ${f.selector}: ${f.summary}`);
            } else {
                c.chrome += 1;
            }
        }
        if (inContent === 0) {
            pass(`${path} (${theme}): no axe-core violation inside the content`);
        }
        await context.close();
    }
}

console.log('\naxe-core violations by rule (nodes, over every page in ' + themes.join(' and ') + '):');
for (const [rule, c] of Object.entries(counts).sort()) {
    console.log(`  ${rule} (${c.impact}): ${c.content} inside the content, ${c.chrome} in mdBook's chrome`);
}
if (jsonFile) {
    writeFileSync(jsonFile, JSON.stringify(counts, null, 2) + '\n');
}
await browser.close();
server.close();
if (failures.length) {
    console.log(`\n${failures.length} accessibility failure(s) inside the content`);
    process.exit(1);
}
console.log('\nno accessibility failure inside the content');
