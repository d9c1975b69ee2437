// The built book on a static server of 127.0.0.1, served the way the published site
// is: under the path of `site-url` in book.toml (a GitHub Pages project site), with
// the book's 404.html, status 404, for any address that names no file.
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';

const types = {
    '.html': 'text/html', '.css': 'text/css', '.js': 'text/javascript', '.json': 'application/json',
    '.svg': 'image/svg+xml', '.png': 'image/png', '.woff2': 'font/woff2', '.woff': 'font/woff',
    '.ttf': 'font/ttf', '.txt': 'text/plain', '.pdf': 'application/pdf',
};

/** The `[output.html] site-url` of book.toml, such as `/bitboard-book/` (default `/`). */
export function siteUrl(bookToml) {
    const found = readFileSync(bookToml, 'utf8').match(/^site-url\s*=\s*"([^"]*)"/m);
    const url = found ? found[1] : '/';
    return url.endsWith('/') ? url : url + '/';
}

/**
 * Serves `bookDir` under `prefix` on a free port; `onMissing(url)` is called for every
 * request that names no file. Resolves to `{ origin, base, close }`, where `base` is
 * the address of the book's root (origin + prefix).
 */
export async function serveBook(bookDir, prefix, onMissing = () => {}) {
    const server = createServer((request, response) => {
        const pathname = decodeURIComponent(new URL(request.url, 'http://x').pathname);
        let file = pathname.startsWith(prefix)
            ? join(bookDir, normalize('/' + pathname.slice(prefix.length)))
            : null;
        if (file && existsSync(file) && statSync(file).isDirectory()) {
            file = join(file, 'index.html');
        }
        if (!file || !file.startsWith(bookDir) || !existsSync(file)) {
            onMissing(request.url);
            response.writeHead(404, { 'Content-Type': 'text/html' });
            response.end(readFileSync(join(bookDir, '404.html')));
            return;
        }
        response.writeHead(200, { 'Content-Type': types[extname(file)] || 'application/octet-stream' });
        response.end(readFileSync(file));
    });
    await new Promise((done) => server.listen(0, '127.0.0.1', done));
    const origin = `http://127.0.0.1:${server.address().port}`;
    return { origin, base: origin + prefix, close: () => server.close() };
}
