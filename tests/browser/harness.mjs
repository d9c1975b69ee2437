// What the browser scripts (browser.mjs, pdf.mjs) share: Debian's Chromium, started
// headless with the flags this machine's closed network needs, and a report of
// passes and failures that sets the exit status.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

/** Where Chromium is: `$CHROMIUM`, or Debian's package. */
export const chromiumPath = process.env.CHROMIUM || '/usr/bin/chromium';

/** Chromium, headless, asking nothing of the network by itself. */
export function launchChromium() {
    return chromium.launch({
        executablePath: chromiumPath,
        headless: true,
        args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
            '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
}

/** `pass`, `fail`, and the failures so far. */
export function reporter() {
    const failures = [];
    return {
        failures,
        fail: (message) => {
            failures.push(message);
            console.log('FAIL ' + message);
        },
        pass: (message) => console.log('ok   ' + message),
    };
}

/** Exits with status 2 and one line saying what to do unless `bookDir` holds a built book and Chromium is installed. */
export function exitUnlessReady(bookDir) {
    if (!existsSync(join(bookDir, 'index.html'))) {
        console.error(`no book in ${bookDir}: run \`cargo book build\` first`);
        process.exit(2);
    }
    if (!existsSync(chromiumPath)) {
        console.error(`no Chromium at ${chromiumPath}: install Debian's \`chromium\` package`);
        process.exit(2);
    }
}
