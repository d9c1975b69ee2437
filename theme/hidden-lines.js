// The hidden lines of the book's Rust blocks, put back when a reader asks for them.
//
// Every Rust block is a whole program, most of it hidden lines (the listings' files).
// The book's preprocessor (tests/preprocessors/src/hidden_lines.rs) keeps the long runs
// of them out of the block: each run is one hidden marker line, `// …`, and the
// element after the block (`<script type="application/json" class="hidden-lines">`)
// says which pieces ("chunks") each run is made of; a chunk's text is on the page once,
// in the element of the first block that uses it. Chunks are numbered for the whole
// book, so the print page, which repeats the chapters, finds the same text under the
// same number.
//
// When a block's eye, Run or copy button is clicked, this script puts the runs back as
// `<span class="boring">` lines in place of the markers, in the capture phase, before
// mdBook's own handlers (book.js): they then see the whole program, exactly as if the
// lines had been on the page from the start. Nothing is fetched: everything is on the
// page.
(function () {
    'use strict';

    const MARKER = '// …';
    const ELEMENTS = 'script.hidden-lines';

    /** Chunk number -> text, from every element of the page (read once, when needed). */
    let chunks = null;

    function allChunks() {
        if (chunks === null) {
            chunks = new Map();
            for (const element of document.querySelectorAll(ELEMENTS)) {
                const data = JSON.parse(element.textContent);
                for (const [number, text] of Object.entries(data.chunks)) {
                    chunks.set(number, text);
                }
            }
        }
        return chunks;
    }

    /** The element that carries a block's runs: the first element after its `pre`. */
    function elementOf(pre) {
        const next = pre.nextElementSibling;
        return next && next.matches(ELEMENTS) ? next : null;
    }

    /** `text` as hidden lines, highlighted as mdBook highlights a block. */
    function boringLines(text) {
        const code = document.createElement('code');
        code.className = 'language-rust';
        for (const line of text.split(/(?<=\n)/)) {
            const span = document.createElement('span');
            span.className = 'boring';
            span.textContent = line;
            code.appendChild(span);
        }
        if (window.hljs && typeof window.hljs.highlightBlock === 'function') {
            window.hljs.highlightBlock(code);
        }
        const fragment = document.createDocumentFragment();
        while (code.firstChild) {
            fragment.appendChild(code.firstChild);
        }
        return fragment;
    }

    /** Puts a block's runs back in place of its markers; once per block. */
    function restore(pre) {
        if (pre.dataset.hiddenLines === 'restored') {
            return;
        }
        const element = elementOf(pre);
        const code = pre.querySelector('code');
        if (!element || !code) {
            return;
        }
        const runs = JSON.parse(element.textContent).runs;
        const markers = Array.from(code.querySelectorAll('.boring'))
            .filter((span) => span.textContent.replace(/\n$/, '') === MARKER);
        if (markers.length !== runs.length) {
            console.warn(`hidden lines: ${markers.length} markers for ${runs.length} runs`);
            return;
        }
        const texts = allChunks();
        markers.forEach((marker, i) => {
            let text = runs[i].map((number) => texts.get(String(number))).join('');
            if (!marker.textContent.endsWith('\n')) {
                // The block's last line: mdBook gives it no newline.
                text = text.replace(/\n$/, '');
            }
            marker.replaceWith(boringLines(text));
        });
        pre.dataset.hiddenLines = 'restored';
    }

    // Capture phase on the document: before the buttons' own listeners.
    document.addEventListener('click', (event) => {
        const target = event.target;
        const button = target instanceof Element ? target.closest('pre > .buttons button') : null;
        if (button) {
            restore(button.closest('pre'));
        }
    }, true);
})();
