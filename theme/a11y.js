// Small repairs to mdBook's page chrome for readers with assistive technology, made
// from outside its templates (which the book does not copy):
// - the sidebar toggle is a <label> that carries aria-expanded and aria-label, which a
//   label may not have: it gets the button role its behaviour already has;
// - the menu bar sits outside every landmark: it becomes the page's banner;
// - a code block that scrolls sideways (a long command on a phone) can be scrolled from
//   the keyboard: it joins the tab order, named by its first line.
(function () {
    'use strict';

    function repairToggle() {
        const toggle = document.getElementById('mdbook-sidebar-toggle') ||
            document.getElementById('sidebar-toggle');
        if (toggle && toggle.tagName === 'LABEL' && !toggle.hasAttribute('role')) {
            toggle.setAttribute('role', 'button');
            if (!toggle.hasAttribute('tabindex')) {
                toggle.setAttribute('tabindex', '0');
            }
            toggle.addEventListener('keydown', (event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                    event.preventDefault();
                    toggle.click();
                }
            });
        }
    }

    function repairMenuBar() {
        const bar = document.getElementById('mdbook-menu-bar') || document.getElementById('menu-bar');
        if (bar && !bar.closest('header, [role="banner"]')) {
            bar.setAttribute('role', 'banner');
        }
    }

    function focusableScrollers() {
        for (const pre of document.querySelectorAll('main pre, main pre > code')) {
            const scrolls = pre.scrollWidth > pre.clientWidth + 1;
            const focusable = pre.querySelector('a[href], button, input, [tabindex]') ||
                (pre.parentElement && pre.parentElement.hasAttribute('tabindex'));
            if (scrolls && !focusable && !pre.hasAttribute('tabindex')) {
                pre.setAttribute('tabindex', '0');
                pre.setAttribute('role', 'region');
                const first = (pre.textContent || '').trim().split('\n')[0].slice(0, 60);
                pre.setAttribute('aria-label', 'code: ' + first);
            }
        }
    }

    /** A wide table scrolls sideways in its wrapper: the wrapper takes the focus, so keys can scroll it. */
    function focusableTables() {
        for (const wrapper of document.querySelectorAll('main .table-wrapper')) {
            const scrolls = wrapper.scrollWidth > wrapper.clientWidth + 1;
            if (scrolls && !wrapper.hasAttribute('tabindex') &&
                !wrapper.querySelector('a[href], button, input, [tabindex]')) {
                wrapper.setAttribute('tabindex', '0');
                wrapper.setAttribute('role', 'region');
                const head = wrapper.querySelector('th');
                wrapper.setAttribute('aria-label', 'table: ' + (head ? head.textContent.trim().slice(0, 60) : ''));
            }
        }
    }

    function repair() {
        repairToggle();
        repairMenuBar();
        focusableScrollers();
        focusableTables();
    }

    if (document.readyState === 'loading') {
        document.addEventListener('DOMContentLoaded', repair);
    } else {
        repair();
    }
    window.addEventListener('resize', focusableScrollers);
    window.addEventListener('resize', focusableTables);
})();
