// The Bitboard Book, chapter 8: the chess explorer. A position read from FEN;
// click a piece of the side to move to mark its legal targets, and see the
// checkers, the check mask and the pin rays. Registered with the harness
// (theme/explorers/harness.js).
(function (B) {
    'use strict';
    const { ONE, M64, bit, quote, hex } = B.logic;
    const { cellsByBit, makeButtons, cellName, panel, field, setLines, words, gameHistory, historyButtons } = B.dom;

    /**
     * Chess as chapter 8 builds it: square a1 is 0, h1 7, a8 56 (chapter 7's
     * numbering); a position read from FEN with every field checked, and the
     * listing's messages for what is wrong; the checkers of the king of the
     * side to move; the check mask (every square when not in check; in single
     * check the checker and the squares between it and the king; none in
     * double check); the pinned pieces and their pin rays (the squares between
     * the king and the pinner, the pinner included); and the legal moves in
     * UCI. The moves here are found the simple way, each pseudo-legal move made
     * on a copy and kept if its own king is not attacked afterwards, so that
     * the page checks the listing's faster method with a different one.
     * A position is { board: 64 letters ('' empty, PNBRQK White, pnbrqk
     * Black), turn: 0 White or 1 Black, castling: 'KQkq' or a part of it,
     * ep: a square or null, halfmove, fullmove }.
     */
    const chess = (function () {
        const ALL = M64;
        const COLOURS = ['White', 'Black'];
        const NAMES = { p: 'pawn', n: 'knight', b: 'bishop', r: 'rook', q: 'queen', k: 'king' };
        const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
        const ROOK_STEPS = [[0, 1], [1, 0], [0, -1], [-1, 0]];
        const BISHOP_STEPS = [[1, 1], [1, -1], [-1, -1], [-1, 1]];
        const KNIGHT_STEPS = [[1, 2], [2, 1], [2, -1], [1, -2], [-1, -2], [-2, -1], [-2, 1], [-1, 2]];
        const KING_STEPS = ROOK_STEPS.concat(BISHOP_STEPS);
        /** Each castling right: the king's and the rook's squares, the king's target, the squares that must be empty and unattacked. */
        const CASTLING = {
            K: { colour: 0, king: 4, rook: 7, to: 6, empty: [5, 6], safe: [4, 5, 6] },
            Q: { colour: 0, king: 4, rook: 0, to: 2, empty: [1, 2, 3], safe: [4, 3, 2] },
            k: { colour: 1, king: 60, rook: 63, to: 62, empty: [61, 62], safe: [60, 61, 62] },
            q: { colour: 1, king: 60, rook: 56, to: 58, empty: [57, 58, 59], safe: [60, 59, 58] },
        };

        function squareName(sq) {
            return String.fromCharCode(97 + (sq % 8)) + (Math.floor(sq / 8) + 1);
        }

        /** A square from its name ("e4"), or null. */
        function parseSquare(text) {
            return /^[a-h][1-8]$/.test(text) ? (text.charCodeAt(1) - 49) * 8 + text.charCodeAt(0) - 97 : null;
        }

        /** The square one step of (df, dr) away, or null off the board. */
        function step(sq, df, dr) {
            const f = (sq % 8) + df;
            const r = Math.floor(sq / 8) + dr;
            return f >= 0 && f < 8 && r >= 0 && r < 8 ? r * 8 + f : null;
        }

        /** 0 for a White piece's letter, 1 for a Black one's. */
        const colourOf = (piece) => (piece === piece.toUpperCase() ? 0 : 1);
        const kindOf = (piece) => piece.toLowerCase();
        /** The letter of a piece kind ('p' … 'k') of a colour. */
        const letter = (kind, colour) => (colour === 0 ? kind.toUpperCase() : kind);
        /** "a White knight". */
        const describe = (piece) => 'a ' + COLOURS[colourOf(piece)] + ' ' + NAMES[kindOf(piece)];

        /** The set squares of a board, lowest first. */
        function squares(board) {
            const out = [];
            for (let sq = 0; sq < 64; sq++) {
                if ((board >> BigInt(sq)) & ONE) {
                    out.push(sq);
                }
            }
            return out;
        }

        /** The squares strictly between a and b on a rank, file or diagonal; 0 if they share none. */
        function between(a, b) {
            const df = (b % 8) - (a % 8);
            const dr = Math.floor(b / 8) - Math.floor(a / 8);
            if (a === b || !(df === 0 || dr === 0 || Math.abs(df) === Math.abs(dr))) {
                return 0n;
            }
            const [sf, sr] = [Math.sign(df), Math.sign(dr)];
            let board = 0n;
            for (let at = step(a, sf, sr); at !== b; at = step(at, sf, sr)) {
                board |= bit(at);
            }
            return board;
        }

        // The messages of the listing's `FenError` (src/fen.rs), one line each, naming the field.
        const fenError = {
            fields: (n) => 'FEN has ' + n + ' fields, not 4 or 6 (placement, side, castling, en passant, clocks)',
            ranks: (n) => 'FEN placement field: ' + n + ' ranks, not 8 (separated by `/`)',
            longRank: (rank) => 'FEN placement field: rank ' + rank + ' has more than 8 files',
            rankLength: (rank, files) => 'FEN placement field: rank ' + rank + ' has ' + files + ' files, not 8',
            letter: (c) => 'FEN placement field: `' + c + '` is not a piece (PNBRQK, pnbrqk) or 1 to 8',
            pawn: (sq) => 'FEN placement field: a pawn on ' + squareName(sq) + ', where no pawn can stand',
            kings: (colour, n) => 'FEN placement field: ' + COLOURS[colour] + ' has ' + n + ' kings, not 1',
            material: (colour) => 'FEN placement field: ' + COLOURS[colour] + ' has more material than a game can give',
            side: (text) => 'FEN side to move field: ' + quote(text) + ' is not `w` or `b`',
            castling: (text) => 'FEN castling field: ' + quote(text) + ' is not `-` or some of `KQkq`, each once',
            castlingRight: (right) => 'FEN castling field: `' + right + '` needs the king on ' +
                squareName(CASTLING[right].king) + ' and a rook on ' + squareName(CASTLING[right].rook),
            ep: (text) => 'FEN en passant field: ' + quote(text) + ' is not `-` or a square',
            epRank: (sq, turn) => 'FEN en passant field: ' + squareName(sq) + ' is not on the ' +
                (turn === 0 ? 'sixth' : 'third') + ' rank (' + COLOURS[turn] + ' to move)',
            epPawn: (sq) => 'FEN en passant field: no pawn can just have moved past ' + squareName(sq),
            halfmove: (text) => 'FEN halfmove clock field: ' + quote(text) + ' is not a whole number from 0 to 65535',
            fullmove: (text) => 'FEN fullmove number field: ' + quote(text) + ' is not a whole number from 1 to 65535',
            check: (colour) => 'FEN side to move field: ' + COLOURS[colour] + ' is in check but not to move',
            checkers: (colour, n) => 'FEN placement field: ' + COLOURS[colour] + ' is in check from ' + n +
                ' pieces; a move gives 2 at most',
            steppers: (colour) => 'FEN placement field: ' + COLOURS[colour] + ' is in check from two pawns or ' +
                'knights at once',
            oneLine: (colour) => 'FEN placement field: ' + COLOURS[colour] + ' is in check from both ends of one ' +
                'line at once',
            epCheck: (pawn) => 'FEN en passant field: the ' + squareName(pawn) +
                ' pawn neither gives nor uncovers the check',
        };

        /** Rust's `split_whitespace`: the characters Unicode calls white space. */
        const WHITE_SPACE = /[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/;

        /** A clock as Rust reads a u16: digits, an optional + before them, at most 65535. */
        function clock(text) {
            return /^\+?[0-9]+$/.test(text) && Number(text.replace('+', '')) <= 65535 ? Number(text.replace('+', '')) : null;
        }

        /**
         * The placement field read into 64 letters, or an Error: 8 ranks, each
         * read letter by letter (a rank stops at its first letter past h), then
         * one king a side, then no more material than a game can give, then no
         * pawn on the first or last rank.
         */
        function parsePlacement(text) {
            const ranks = text.split('/');
            if (ranks.length !== 8) {
                return new Error(fenError.ranks(ranks.length));
            }
            const board = new Array(64).fill('');
            for (let i = 0; i < 8; i++) {
                const rank = 8 - i;
                let file = 0;
                for (const c of ranks[i]) {
                    if (c >= '1' && c <= '8') {
                        file += Number(c);
                    } else if (/^[PNBRQKpnbrqk]$/.test(c)) {
                        if (file < 8) {
                            board[(rank - 1) * 8 + file] = c;
                        }
                        file += 1;
                    } else {
                        return new Error(fenError.letter(c));
                    }
                    if (file > 8) {
                        return new Error(fenError.longRank(rank));
                    }
                }
                if (file !== 8) {
                    return new Error(fenError.rankLength(rank, file));
                }
            }
            for (const colour of [0, 1]) {
                const kings = board.filter((p) => p === letter('k', colour)).length;
                if (kings !== 1) {
                    return new Error(fenError.kings(colour, kings));
                }
            }
            // No more pieces than a game can give: 16, and a promoted piece for each pawn gone.
            for (const colour of [0, 1]) {
                const count = (kind) => board.filter((p) => p === letter(kind, colour)).length;
                const promoted = Math.max(count('q') - 1, 0) + Math.max(count('r') - 2, 0) +
                    Math.max(count('b') - 2, 0) + Math.max(count('n') - 2, 0);
                const pieces = board.filter((p) => p !== '' && colourOf(p) === colour).length;
                if (pieces > 16 || count('p') + promoted > 8) {
                    return new Error(fenError.material(colour));
                }
            }
            for (let sq = 0; sq < 64; sq++) {
                if (kindOf(board[sq]) === 'p' && (sq < 8 || sq >= 56)) {
                    return new Error(fenError.pawn(sq));
                }
            }
            return board;
        }

        /** The castling field's rights in KQkq order, each with its king and rook on their squares; or an Error. */
        function parseCastling(board, text) {
            if (text === '-') {
                return '';
            }
            let rights = '';
            for (const c of text) {
                const right = CASTLING[c];
                if (!right || rights.includes(c)) {
                    return new Error(fenError.castling(text));
                }
                if (board[right.king] !== letter('k', right.colour) || board[right.rook] !== letter('r', right.colour)) {
                    return new Error(fenError.castlingRight(c));
                }
                rights += c;
            }
            return 'KQkq'.split('').filter((r) => rights.includes(r)).join('');
        }

        /**
         * The en passant square of the field, or null for `-`: on the sixth rank
         * with White to move (the third with Black), an enemy pawn just in front
         * of it, the square it passed and the one it came from empty; or an Error.
         */
        function parseEnPassant(board, turn, text) {
            if (text === '-') {
                return null;
            }
            const sq = parseSquare(text);
            if (sq === null) {
                return new Error(fenError.ep(text));
            }
            if (Math.floor(sq / 8) !== (turn === 0 ? 5 : 2)) {
                return new Error(fenError.epRank(sq, turn));
            }
            const ahead = turn === 0 ? -8 : 8;
            if (board[sq + ahead] !== letter('p', 1 - turn) || board[sq] !== '' || board[sq - ahead] !== '') {
                return new Error(fenError.epPawn(sq));
            }
            return sq;
        }

        /**
         * The checks on the side to move against what one move can give, or an
         * Error: at most two checkers; two only if one of them is a slider and
         * they are not on one line through the king; after a double step (an en
         * passant square), only the pawn's check or one its step uncovered,
         * found by putting the pawn back.
         */
        function checkChecks(board, turn, ep) {
            const king = kingSquare(board, turn);
            const found = squares(attackers(board, king, 1 - turn));
            if (found.length > 2) {
                return new Error(fenError.checkers(turn, found.length));
            }
            if (ep !== null && found.length > 0) {
                const ahead = turn === 0 ? -8 : 8;
                const [pawn, origin] = [ep + ahead, ep - ahead];
                // The pawn back on its square: a blocker that attacks nothing.
                const before = board.slice();
                before[pawn] = '';
                before[origin] = 'x';
                const still = attackers(before, king, 1 - turn) !== 0n;
                if (found.length === 2 || (!found.includes(pawn) && still)) {
                    return new Error(fenError.epCheck(pawn));
                }
            }
            if (found.length === 2) {
                const [a, b] = found;
                if (found.every((sq) => 'pn'.includes(kindOf(board[sq])))) {
                    return new Error(fenError.steppers(turn));
                }
                const on = (x, y, z) => (between(x, y) >> BigInt(z)) & ONE;
                if (on(a, b, king) || on(a, king, b) || on(b, king, a)) {
                    return new Error(fenError.oneLine(turn));
                }
            }
            return null;
        }

        /** A position from FEN, or an Error with the listing's message. */
        function parse(fen) {
            const fields = String(fen).split(WHITE_SPACE).filter((f) => f !== '');
            if (fields.length === 4) {
                fields.push('0', '1');
            }
            if (fields.length !== 6) {
                return new Error(fenError.fields(fields.length));
            }
            const [placement, side, rights, passant, halfmove, fullmove] = fields;
            const board = parsePlacement(placement);
            if (board instanceof Error) {
                return board;
            }
            if (side !== 'w' && side !== 'b') {
                return new Error(fenError.side(side));
            }
            const turn = side === 'w' ? 0 : 1;
            const castling = parseCastling(board, rights);
            if (castling instanceof Error) {
                return castling;
            }
            const ep = parseEnPassant(board, turn, passant);
            if (ep instanceof Error) {
                return ep;
            }
            if (clock(halfmove) === null) {
                return new Error(fenError.halfmove(halfmove));
            }
            if (clock(fullmove) === null || clock(fullmove) === 0) {
                return new Error(fenError.fullmove(fullmove));
            }
            if (attackers(board, kingSquare(board, 1 - turn), turn) !== 0n) {
                return new Error(fenError.check(1 - turn));
            }
            const checks = checkChecks(board, turn, ep);
            if (checks !== null) {
                return checks;
            }
            return {
                board: board, turn: turn, castling: castling, ep: ep,
                halfmove: clock(halfmove), fullmove: clock(fullmove),
            };
        }

        /** The position written back as FEN. */
        function toFen(p) {
            const ranks = [];
            for (let r = 7; r >= 0; r--) {
                let text = '';
                let empty = 0;
                for (let f = 0; f < 8; f++) {
                    const piece = p.board[r * 8 + f];
                    if (piece === '') {
                        empty += 1;
                    } else {
                        text += (empty ? String(empty) : '') + piece;
                        empty = 0;
                    }
                }
                ranks.push(text + (empty ? String(empty) : ''));
            }
            return [ranks.join('/'), p.turn === 0 ? 'w' : 'b', p.castling || '-',
                p.ep === null ? '-' : squareName(p.ep), p.halfmove, p.fullmove].join(' ');
        }

        function kingSquare(board, colour) {
            return board.indexOf(letter('k', colour));
        }

        /** The pieces of `colour` that attack `sq` on `board`. */
        function attackers(board, sq, colour) {
            let found = 0n;
            const is = (at, kinds) => at !== null && board[at] !== '' && colourOf(board[at]) === colour &&
                kinds.includes(kindOf(board[at]));
            // A White pawn attacks up the board, so its attackers stand one rank down.
            const back = colour === 0 ? -1 : 1;
            for (const df of [-1, 1]) {
                const at = step(sq, df, back);
                if (is(at, 'p')) {
                    found |= bit(at);
                }
            }
            for (const [steps, kinds] of [[KNIGHT_STEPS, 'n'], [KING_STEPS, 'k']]) {
                for (const [df, dr] of steps) {
                    const at = step(sq, df, dr);
                    if (is(at, kinds)) {
                        found |= bit(at);
                    }
                }
            }
            for (const [steps, kinds] of [[ROOK_STEPS, 'rq'], [BISHOP_STEPS, 'bq']]) {
                for (const [df, dr] of steps) {
                    let at = step(sq, df, dr);
                    while (at !== null && board[at] === '') {
                        at = step(at, df, dr);
                    }
                    if (is(at, kinds)) {
                        found |= bit(at);
                    }
                }
            }
            return found;
        }

        /** The pieces giving check to the king of the side to move. */
        function checkers(p) {
            return attackers(p.board, kingSquare(p.board, p.turn), 1 - p.turn);
        }

        /**
         * Where a piece other than the king may move to: every square when not
         * in check; in single check the checker and the squares between it and
         * the king (capture or block); none in double check.
         */
        function checkMask(p) {
            const found = squares(checkers(p));
            if (found.length === 0) {
                return ALL;
            }
            if (found.length > 1) {
                return 0n;
            }
            return bit(found[0]) | between(kingSquare(p.board, p.turn), found[0]);
        }

        /**
         * The pins of the side to move, by pinned square: an own piece alone
         * between its king and an enemy slider that moves along that line; its
         * ray is the squares between the king and the pinner, and the pinner.
         */
        function pinRays(p) {
            const king = kingSquare(p.board, p.turn);
            const pins = [];
            for (const [steps, kinds] of [[ROOK_STEPS, 'rq'], [BISHOP_STEPS, 'bq']]) {
                for (const [df, dr] of steps) {
                    const seen = [];
                    for (let at = step(king, df, dr); at !== null && seen.length < 2; at = step(at, df, dr)) {
                        if (p.board[at] !== '') {
                            seen.push(at);
                        }
                    }
                    if (seen.length === 2) {
                        const [own, pinner] = seen.map((s) => p.board[s]);
                        if (colourOf(own) === p.turn && colourOf(pinner) !== p.turn && kinds.includes(kindOf(pinner))) {
                            pins.push({
                                pinned: seen[0], pinner: seen[1],
                                ray: between(king, seen[1]) | bit(seen[1]),
                            });
                        }
                    }
                }
            }
            return pins.sort((a, b) => a.pinned - b.pinned);
        }

        /** The pinned pieces of the side to move. */
        function pinned(p) {
            return pinRays(p).reduce((board, pin) => board | bit(pin.pinned), 0n);
        }

        function uci(m) {
            return squareName(m.from) + squareName(m.to) + (m.promotion || '');
        }

        /** The position after a move (legal or not): the piece moved, and every field updated. */
        function play(p, m) {
            const board = p.board.slice();
            const piece = board[m.from];
            const kind = kindOf(piece);
            const captured = board[m.to];
            board[m.from] = '';
            board[m.to] = m.promotion ? letter(m.promotion, p.turn) : piece;
            if (kind === 'p' && m.to === p.ep) {
                board[m.to + (p.turn === 0 ? -8 : 8)] = ''; // the pawn taken en passant
            }
            if (kind === 'k' && Math.abs(m.to - m.from) === 2) {
                const right = Object.keys(CASTLING).find((r) => CASTLING[r].king === m.from && CASTLING[r].to === m.to);
                const c = CASTLING[right];
                board[(m.from + m.to) / 2] = board[c.rook];
                board[c.rook] = '';
            }
            // A right is lost when its king or rook leaves its square, or the rook is taken.
            const castling = p.castling.split('').filter((r) => {
                const c = CASTLING[r];
                return board[c.king] === letter('k', c.colour) && board[c.rook] === letter('r', c.colour) &&
                    m.from !== c.king && m.from !== c.rook && m.to !== c.rook;
            }).join('');
            let ep = null;
            if (kind === 'p' && Math.abs(m.to - m.from) === 16) {
                const crossed = (m.from + m.to) / 2;
                // Written only when a pawn of the other side could take it, as FEN asks.
                const takers = [-1, 1].map((df) => step(m.to, df, 0))
                    .filter((at) => at !== null && board[at] === letter('p', 1 - p.turn));
                ep = takers.length ? crossed : null;
            }
            return {
                board: board,
                turn: 1 - p.turn,
                castling: castling,
                ep: ep,
                halfmove: kind === 'p' || captured !== '' ? 0 : p.halfmove + 1,
                fullmove: p.fullmove + p.turn,
            };
        }

        /** The moves of the side to move by the pieces' rules, before asking whether the king is safe. */
        function pseudoLegal(p) {
            const moves = [];
            const own = (at) => p.board[at] !== '' && colourOf(p.board[at]) === p.turn;
            const enemy = (at) => p.board[at] !== '' && colourOf(p.board[at]) !== p.turn;
            const add = (from, to) => {
                if (kindOf(p.board[from]) === 'p' && (to < 8 || to >= 56)) {
                    for (const promotion of ['q', 'r', 'b', 'n']) {
                        moves.push({ from: from, to: to, promotion: promotion });
                    }
                } else {
                    moves.push({ from: from, to: to, promotion: null });
                }
            };
            for (let from = 0; from < 64; from++) {
                if (!own(from)) {
                    continue;
                }
                const kind = kindOf(p.board[from]);
                if (kind === 'p') {
                    const up = p.turn === 0 ? 1 : -1;
                    const one = step(from, 0, up);
                    if (p.board[one] === '') {
                        add(from, one);
                        const home = Math.floor(from / 8) === (p.turn === 0 ? 1 : 6);
                        const two = step(one, 0, up);
                        if (home && p.board[two] === '') {
                            add(from, two);
                        }
                    }
                    for (const df of [-1, 1]) {
                        const to = step(from, df, up);
                        if (to !== null && (enemy(to) || to === p.ep)) {
                            add(from, to);
                        }
                    }
                } else if (kind === 'n' || kind === 'k') {
                    for (const [df, dr] of kind === 'n' ? KNIGHT_STEPS : KING_STEPS) {
                        const to = step(from, df, dr);
                        if (to !== null && !own(to)) {
                            add(from, to);
                        }
                    }
                } else {
                    const steps = { r: ROOK_STEPS, b: BISHOP_STEPS, q: KING_STEPS }[kind];
                    for (const [df, dr] of steps) {
                        for (let to = step(from, df, dr); to !== null && !own(to); to = step(to, df, dr)) {
                            add(from, to);
                            if (enemy(to)) {
                                break;
                            }
                        }
                    }
                }
            }
            // Castling: the right, the squares between empty, the king's path not attacked.
            for (const right of p.castling) {
                const c = CASTLING[right];
                if (c.colour === p.turn && c.empty.every((sq) => p.board[sq] === '') &&
                    c.safe.every((sq) => attackers(p.board, sq, 1 - p.turn) === 0n)) {
                    moves.push({ from: c.king, to: c.to, promotion: null });
                }
            }
            return moves;
        }

        /** The legal moves, sorted by their UCI text: those that leave their own king unattacked. */
        function legalMoves(p) {
            return pseudoLegal(p)
                .filter((m) => {
                    const after = play(p, m);
                    return attackers(after.board, kingSquare(after.board, p.turn), 1 - p.turn) === 0n;
                })
                .map((m) => Object.assign(m, { uci: uci(m) }))
                .sort((a, b) => (a.uci < b.uci ? -1 : a.uci > b.uci ? 1 : 0));
        }

        return {
            ALL, COLOURS, NAMES, START, CASTLING, squareName, parseSquare, step, colourOf, kindOf, letter,
            describe, squares, between, parse, toFen, kingSquare, attackers, checkers, checkMask, pinRays,
            pinned, uci, play, pseudoLegal, legalMoves, hex,
        };
    })();

    /**
     * Chapter 8: a chess position from FEN. Click a piece of the side to move
     * to mark its legal targets; the check mask and the pin rays are drawn as
     * two layers, each with its colour and its own mark in the cell's corner
     * (+ and =), and the status line says who is to move and who gives check.
     * Click a marked target to play the move (a pawn promotes to a queen; type
     * a FEN for another piece). The starting FEN is the diagram's
     * data-explorer-data, which the listing's test writes.
     */
    function chessExplorer(figure) {
        const C = chess;
        const cells = cellsByBit(figure);
        const parsed = C.parse(figure.dataset.explorerData || '');
        const start = parsed instanceof Error ? C.parse(C.START) : parsed;
        const game = gameHistory(start);
        let selected = null;
        let problem = '';
        let note = 'click a piece of the side to move to mark its legal moves';
        const caption = figure.querySelector('figcaption');
        const startCaption = caption ? caption.textContent : '';
        const names = (board) => C.squares(board).map(C.squareName);
        const has = (board, sq) => ((board >> BigInt(sq)) & 1n) === 1n;
        const plural = (n, one, many) => n + ' ' + (n === 1 ? one : many);

        /** "White to move, in check from e5", with mate and stalemate said. */
        function status(p, moves) {
            const checking = names(C.checkers(p));
            const side = C.COLOURS[p.turn];
            if (moves.length === 0) {
                return checking.length ? side + ' to move, checkmated by ' + checking.join(' and ')
                    : side + ' to move, stalemate: no legal move and not in check';
            }
            if (checking.length === 0) {
                return side + ' to move, not in check';
            }
            return side + ' to move, in ' + (checking.length > 1 ? 'double check from ' : 'check from ') +
                checking.join(' and ');
        }

        function show() {
            const p = game.now();
            const moves = C.legalMoves(p);
            const checkers = C.checkers(p);
            const mask = C.checkMask(p);
            const inCheck = checkers !== 0n;
            const pins = C.pinRays(p);
            const rays = pins.reduce((b, pin) => b | pin.ray, 0n);
            const chosen = selected === null ? [] : moves.filter((m) => m.from === selected);
            const targets = chosen.reduce((b, m) => b | bit(m.to), 0n);
            cells.forEach((td, sq) => {
                const piece = p.board[sq];
                const inMask = inCheck && has(mask, sq);
                const onRay = has(rays, sq);
                const target = has(targets, sq);
                const mark = piece || (target ? '*' : '·');
                const said = [C.squareName(sq), piece ? C.describe(piece) : 'empty'];
                if (has(checkers, sq)) said.push('giving check');
                if (inMask) said.push('in the check mask');
                if (onRay) said.push('on a pin ray');
                if (sq === selected) said.push('the chosen piece');
                if (target) said.push('a legal target of the chosen piece');
                td.classList.remove('bb-layer-0', 'bb-layer-1', 'bb-highlight', 'bb-chess-from');
                if (inMask) td.classList.add('bb-layer-0');
                else if (onRay) td.classList.add('bb-layer-1');
                if (target) td.classList.add('bb-highlight');
                if (sq === selected) td.classList.add('bb-chess-from');
                td.querySelector('.bb-value').textContent = mark;
                td.querySelector('.bb-chess-tag').textContent = (inMask ? '+' : '') + (onRay ? '=' : '');
                td.querySelector('button').setAttribute('aria-label', cellName(td, mark, said));
            });
            const fen = C.toFen(p);
            if (!problem) {
                input.value = fen; // after bad input, what was typed stays, to be corrected
            }
            if (caption) {
                caption.textContent = p === start ? startCaption : fen + ': capitals are White\'s pieces, ' +
                    'small letters Black\'s (reset brings back the first position)';
            }
            const lines = [];
            if (problem) {
                lines.push(problem);
            }
            lines.push(status(p, moves) + '; ' + plural(moves.length, 'legal move', 'legal moves'));
            lines.push(['checkers = ' + C.hex(checkers)].concat(inCheck ? ['(' + names(checkers).join(' ') + ')'] : []));
            if (!inCheck) {
                lines.push(['check mask = ' + C.hex(mask), ...words('(every square: not in check)')]);
            } else if (mask === 0n) {
                lines.push(['check mask = ' + C.hex(mask), ...words('(double check: only the king moves)')]);
            } else {
                lines.push(['check mask = ' + C.hex(mask), '(+: ' + names(mask).join(' ') + ';',
                    ...words('capture the checker or block)')]);
            }
            lines.push(['pinned = ' + C.hex(C.pinned(p))].concat(pins.length ? [] : ['(none)']));
            pins.forEach((pin) => {
                lines.push(['  ' + C.squareName(pin.pinned) + ',', ...words(C.describe(p.board[pin.pinned]) +
                    ', pinned by the ' + C.NAMES[C.kindOf(p.board[pin.pinner])] + ' on ' + C.squareName(pin.pinner) +
                    ': pin ray'), '(=: ' + names(pin.ray).join(' ') + ')', C.hex(pin.ray)]);
            });
            if (selected !== null) {
                const piece = p.board[selected];
                const name = C.squareName(selected) + ', ' + C.describe(piece);
                lines.push([...words(name + ': ' + plural(chosen.length, 'legal move', 'legal moves') +
                    (chosen.length ? ' (outlined):' : ''))].concat(chosen.map((m) => m.uci)));
            }
            if (note) {
                lines.push(note);
            }
            setLines(output, lines);
        }

        function choose(sq) {
            const p = game.now();
            const piece = p.board[sq];
            const move = selected === null ? null
                : C.legalMoves(p).find((m) => m.from === selected && m.to === sq && (!m.promotion || m.promotion === 'q'));
            problem = '';
            input.removeAttribute('aria-invalid');
            if (move) {
                game.push(C.play(p, move));
                selected = null;
                note = 'played ' + move.uci + (move.promotion ? ' (a promotion to a queen; type a FEN for another piece)' : '');
            } else if (piece && C.colourOf(piece) === p.turn) {
                selected = sq;
                note = 'click an outlined square to play the move there';
            } else {
                selected = null;
                note = C.squareName(sq) + (piece ? ' holds ' + C.describe(piece) + ', and it is ' +
                    C.COLOURS[p.turn] + '\'s move' : ' is empty') + ': click a piece of ' + C.COLOURS[p.turn];
            }
            show();
        }

        function readFen() {
            const text = input.value;
            const read = C.parse(text);
            if (read instanceof Error) {
                problem = 'FEN not read: ' + (text.trim() === '' ? 'the field is empty: type a position, such as ' +
                    C.START : read.message) + ' (the board still shows the last position)';
                input.setAttribute('aria-invalid', 'true');
                note = '';
            } else {
                problem = '';
                input.removeAttribute('aria-invalid');
                game.push(read);
                selected = null;
                note = 'read ' + C.toFen(read);
            }
            show();
        }

        makeButtons(figure, choose);
        cells.forEach((td) => {
            const tag = document.createElement('span');
            tag.className = 'bb-chess-tag';
            tag.setAttribute('aria-hidden', 'true'); // the cell's name says it in words
            td.querySelector('button').appendChild(tag);
        });
        const output = panel(figure, [
            ['read FEN', readFen],
            ['start position', () => {
                problem = '';
                input.removeAttribute('aria-invalid');
                game.push(C.parse(C.START));
                selected = null;
                note = 'the start position';
                show();
            }],
        ].concat(historyButtons(game, (what) => {
            problem = '';
            input.removeAttribute('aria-invalid');
            selected = null;
            note = what;
            show();
        })));
        const input = field(output, 'bb-chess-fen', 'FEN ', 40, readFen);
        // The layers' legend, mark and colour, under the board.
        const legend = document.createElement('p');
        legend.className = 'bitboard-legend';
        [['bb-layer-0', '+', 'check mask (the checker and the squares between it and the king)'],
            ['bb-layer-1', '=', 'pin ray (the squares between the king and the pinner, and the pinner)'],
            ['bb-chess-target', '*', 'a legal target of the chosen piece, outlined (its letter if it captures)'],
        ].forEach(([cls, mark, text]) => {
            const entry = document.createElement('span');
            entry.className = 'bb-entry';
            const key = document.createElement('span');
            key.className = 'bb-key ' + cls;
            key.textContent = mark;
            entry.append(key, ' ' + text);
            legend.appendChild(entry);
        });
        figure.querySelector('div.bb-scroll').after(legend);
        show();
    }

    B.explorer('chess', chess, chessExplorer);
})(globalThis.BitboardBook);
