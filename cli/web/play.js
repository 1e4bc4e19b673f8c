// Playing: the mouse and the keyboard for each way a kind is played
// (render.Input's mode: type, cycle, loop, pieces, edges), givens locked,
// undo and redo.
'use strict';

const how = {
  type: 'Click a cell or Tab to the board; arrows move, type a value (or press a button below), ' +
    'Space or Backspace clears. Pencil (P) writes candidates, as does Shift with a value\'s key. ' +
    'Ctrl+Z undoes, Ctrl+Y redoes.',
  cycle: 'Click a cell to step it through the values and back to empty. Keyboard: arrows move, ' +
    'Enter steps, a value\'s key sets it, Space or Backspace clears.',
  loop: 'Click a cell, then a neighbour, to draw the loop\'s segment between them (again to erase it). ' +
    'Keyboard: arrows move, Shift+arrow draws or erases the segment that way, Delete erases the segments at the cell.',
  pieces: 'Click a piece in the tray, then a cell of the board to place it; click a placed piece to move it. ' +
    'Keyboard: type a piece\'s number to pick it up, arrows move on the board, Enter or Space places it, ' +
    'Backspace sends the piece under the cursor back to the tray, Escape puts it down.',
  edges: 'Click between two dots to draw a line there; click again for a cross (no line), once more to clear. ' +
    'Keyboard: arrows move the cursor between dots, Shift+arrow draws or erases the line that way, ' +
    'X then an arrow crosses or uncrosses the edge that way.',
};

function showHow() {
  $('how').textContent = how[app.input.mode] || '';
  const pal = $('palette');
  pal.textContent = '';
  $('pencil').hidden = !pencilKind();
  setPencil(false);
  if (app.input.mode !== 'type' && app.input.mode !== 'cycle') return;
  for (const s of app.input.values) {
    const b = document.createElement('button');
    b.textContent = s.label;
    b.dataset.value = s.value;
    b.addEventListener('click', () => enter(s.value));
    keepFocus(b);
    pal.appendChild(b);
  }
  const clear = document.createElement('button');
  clear.textContent = '⌫';
  clear.title = 'clear the cell';
  clear.addEventListener('click', () => enter(0));
  keepFocus(clear);
  pal.appendChild(clear);
}

// keepFocus makes a button work without taking the keyboard from the
// board when it is clicked.
function keepFocus(b) {
  b.addEventListener('mousedown', (e) => e.preventDefault());
}

// --- givens ---

// findGivens lists the cells the puzzle fills itself: those under a given
// (or, in Kakuro, a black cell). Hitori's numbers are the cells to shade,
// not givens. The picture is the only place the page learns them from:
// each given is matched to the click target it lies in.
function findGivens() {
  const locked = new Set();
  const svg = $('picture').querySelector('svg');
  if (!svg || app.kind === 'hitori' || ['pieces', 'loop', 'edges'].includes(app.input.mode)) return locked;
  const hits = [...svg.querySelectorAll('rect.hit[data-row]')].map((h) => ({
    row: Number(h.dataset.row), col: Number(h.dataset.col),
    x: Number(h.getAttribute('x')), y: Number(h.getAttribute('y')),
    w: Number(h.getAttribute('width')), h: Number(h.getAttribute('height')),
  }));
  for (const g of svg.querySelectorAll('.given, rect.black')) {
    const b = g.getBBox();
    const cx = b.x + b.width / 2, cy = b.y + b.height / 2;
    const h = hits.find((h) => cx >= h.x && cx < h.x + h.w && cy >= h.y && cy < h.y + h.h);
    if (h) locked.add(`${h.row},${h.col}`);
  }
  return locked;
}

const isLocked = (cell) => app.locked.has(`${cell.row},${cell.col}`);

// --- changes and undo ---

// snapshot is the position as a string: the state and the pencil marks.
function snapshot() {
  return JSON.stringify({values: app.state.values, links: app.state.links || [],
    edges: app.state.edges || [], crosses: app.state.crosses || [], marks: app.marks});
}

function restoreSnapshot(s) {
  const p = JSON.parse(s);
  app.state = {values: p.values, links: p.links || [], edges: p.edges || [], crosses: p.crosses || []};
  app.marks = p.marks;
}

// record keeps the position before a move, for undo.
function record() {
  if (app.saved) { // playing again after looking at the solution
    app.state = app.saved;
    app.saved = null;
    $('back').hidden = true;
  }
  app.history.push(snapshot());
  if (app.history.length > 1000) app.history.shift();
  app.future = [];
}

// changed follows every move: save, redraw, and check a full grid (once,
// after the last of the moves that one redraw shows).
let moves = 0;
async function changed() {
  const move = ++moves;
  say('', '');
  savePosition();
  updateButtons();
  await redraw();
  if (move === moves && full()) check();
}

// full reports whether every cell that takes a value has one (the kinds
// where empty cells are part of a solution never count as full).
function full() {
  const mode = app.input.mode;
  if (mode !== 'type' && mode !== 'pieces') return false;
  for (let r = 0; r < app.input.rows; r++) {
    for (let c = 0; c < app.input.cols; c++) {
      if (!app.state.values[r][c] && !isLocked({row: r, col: c})) return false;
    }
  }
  return true;
}

function undo() {
  if (!app.history.length) return;
  if (app.saved) back();
  app.future.push(snapshot());
  restoreSnapshot(app.history.pop());
  changed();
}

function redo() {
  if (!app.future.length) return;
  app.history.push(snapshot());
  restoreSnapshot(app.future.pop());
  changed();
}

function updateButtons() {
  $('undo').disabled = !app.history.length;
  $('redo').disabled = !app.future.length;
}

function restart() {
  record();
  app.state.values = app.state.values.map((row) => row.map(() => 0));
  app.state.links = [];
  app.state.edges = [];
  app.state.crosses = [];
  app.marks = {};
  app.selected = null;
  app.piece = 0;
  changed();
}

// enter writes value v (0: clear) in the selected cell, or toggles it as
// a pencil mark.
function enter(v) {
  const sel = app.selected;
  if (!sel || isLocked(sel)) return;
  if (app.pencil && v !== 0) {
    toggleMark(sel, v);
    return;
  }
  const key = `${sel.row},${sel.col}`;
  if (app.state.values[sel.row][sel.col] === v && !(v === 0 && app.marks[key])) return;
  record();
  app.state.values[sel.row][sel.col] = v;
  if (v === 0) delete app.marks[key];
  changed();
}

// --- the mouse ---

function onClick(e) {
  if (!app.input) return;
  const edge = e.target.closest('[data-edge]');
  if (edge && app.input.mode === 'edges') {
    $('picture').focus({preventScroll: true});
    const [r1, c1, r2, c2] = edge.dataset.edge.split(',').map(Number);
    app.selected = {row: r1, col: c1};
    stepEdge({row: r1, col: c1}, {row: r2, col: c2});
    return;
  }
  const t = e.target.closest('[data-row], [data-piece]');
  if (!t || !t.classList.contains('hit')) return;
  $('picture').focus({preventScroll: true});
  if (t.dataset.piece) { // Tetravex: a piece of the tray
    app.piece = Number(t.dataset.piece);
    markSelection();
    return;
  }
  const cell = {row: Number(t.dataset.row), col: Number(t.dataset.col)};
  switch (app.input.mode) {
    case 'type':
      app.selected = cell;
      markSelection();
      break;
    case 'cycle':
      app.selected = cell;
      step(cell);
      break;
    case 'loop': {
      const prev = app.selected;
      app.selected = cell;
      if (prev && Math.abs(prev.row - cell.row) + Math.abs(prev.col - cell.col) === 1) {
        record();
        toggleLink(prev, cell);
        changed();
      } else if (prev && prev.row === cell.row && prev.col === cell.col) {
        app.selected = null;
        markSelection();
      } else {
        markSelection();
      }
      break;
    }
    case 'pieces':
      app.selected = cell;
      placeOrPick(cell);
      break;
  }
}

// step moves a cycle cell to its next value (empty after the last).
function step(cell) {
  if (isLocked(cell)) {
    markSelection();
    return;
  }
  const vals = app.input.values.map((s) => s.value);
  const i = vals.indexOf(app.state.values[cell.row][cell.col]);
  record();
  app.state.values[cell.row][cell.col] = i + 1 < vals.length ? vals[i + 1] : 0;
  changed();
}

// placeOrPick puts the picked piece on the cell, or picks up the piece
// standing there.
function placeOrPick(cell) {
  const here = app.state.values[cell.row][cell.col];
  if (app.piece && app.piece !== here) {
    record();
    removePiece(app.piece);
    app.state.values[cell.row][cell.col] = app.piece;
    app.piece = 0;
    changed();
  } else if (app.piece) {
    app.piece = 0; // the piece was put back where it stood
    markSelection();
  } else if (here) {
    app.piece = here;
    markSelection();
  } else {
    markSelection();
  }
}

function removePiece(k) {
  for (const row of app.state.values) {
    for (let c = 0; c < row.length; c++) if (row[c] === k) row[c] = 0;
  }
}

function sameLink(l, a, b) {
  return (l.a.row === a.row && l.a.col === a.col && l.b.row === b.row && l.b.col === b.col) ||
    (l.a.row === b.row && l.a.col === b.col && l.b.row === a.row && l.b.col === a.col);
}

function toggleLink(a, b) {
  const links = app.state.links || [];
  const i = links.findIndex((l) => sameLink(l, a, b));
  if (i >= 0) links.splice(i, 1); else links.push({a, b});
  app.state.links = links;
}

// edgeAt is where the edge between dots a and b stands in the state:
// ['edges', i] (a line), ['crosses', i], or null.
function edgeAt(a, b) {
  for (const list of ['edges', 'crosses']) {
    const i = (app.state[list] || []).findIndex((l) => sameLink(l, a, b));
    if (i >= 0) return [list, i];
  }
  return null;
}

// setEdge makes the edge between dots a and b a line ('edges'), a cross
// ('crosses') or empty (null).
function setEdge(a, b, to) {
  const at = edgeAt(a, b);
  if (at) app.state[at[0]].splice(at[1], 1);
  if (to) {
    if (!app.state[to]) app.state[to] = [];
    app.state[to].push({a, b});
  }
}

// stepEdge moves an edge from empty to a line, to a cross, to empty.
function stepEdge(a, b) {
  const at = edgeAt(a, b);
  const next = !at ? 'edges' : at[0] === 'edges' ? 'crosses' : null;
  record();
  setEdge(a, b, next);
  changed();
}

// --- the keyboard ---

// onFocus puts the cursor on the board when the keyboard reaches it.
function onFocus() {
  if (app.input && !app.selected) {
    app.selected = {row: 0, col: 0};
    markSelection();
  }
}

const arrows = {ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1]};

function onKey(e) {
  if (!app.input || e.target.matches('input, textarea, select')) return;
  // Enter and Space on a button or link press it.
  if ((e.key === 'Enter' || e.key === ' ') && e.target.matches('button, a')) return;
  const ctrl = e.ctrlKey || e.metaKey;
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  if (ctrl && (key === 'z' || key === 'y')) {
    if (key === 'y' || e.shiftKey) redo(); else undo();
    e.preventDefault();
    return;
  }
  if (ctrl || e.altKey) return;
  // Arrows and Space scroll the page unless the board has the keyboard.
  if ((arrows[e.key] || e.key === ' ') && document.activeElement !== $('picture')) return;
  if (arrows[e.key] && app.input.mode === 'edges') {
    keyEdgeArrow(e);
    e.preventDefault();
    return;
  }
  if (arrows[e.key]) {
    if (!app.selected) app.selected = {row: 0, col: 0};
    const [dr, dc] = arrows[e.key];
    const from = app.selected;
    const to = {
      row: Math.min(app.input.rows - 1, Math.max(0, from.row + dr)),
      col: Math.min(app.input.cols - 1, Math.max(0, from.col + dc)),
    };
    app.selected = to;
    if (e.shiftKey && app.input.mode === 'loop' && (to.row !== from.row || to.col !== from.col)) {
      record();
      toggleLink(from, to);
      changed();
    } else {
      markSelection();
    }
    e.preventDefault();
    return;
  }
  if (e.key === 'Escape') {
    app.piece = 0;
    markSelection();
    return;
  }
  const handled = {type: keyType, cycle: keyCycle, loop: keyLoop, pieces: keyPieces, edges: keyEdges}[app.input.mode](e);
  if (handled) e.preventDefault();
}

const clears = (e) => e.key === 'Backspace' || e.key === 'Delete' || e.key === ' ';

function keyType(e) {
  if (clears(e)) {
    enter(0);
    return true;
  }
  if (pencilKind() && e.key.toLowerCase() === 'p' && !symbolKeyed('P')) {
    setPencil(!app.pencil);
    return true;
  }
  // Shift+digit writes a pencil mark whatever the mode (the layout may
  // turn Shift+1 into '!': the key's code still says Digit1).
  // In the letter kinds Shift+letter does the same (Caps Lock still types).
  const m = /^(?:Digit|Numpad)(\d)$/.exec(e.code) || /^Key([A-Z])$/.exec(e.code);
  if (e.shiftKey && m && pencilKind()) {
    const s = app.input.values.find((s) => s.key.toUpperCase() === m[1]);
    if (s && app.selected && !isLocked(app.selected)) toggleMark(app.selected, s.value);
    if (s) return true;
  }
  const s = typedSymbol(e);
  if (s) enter(s.value);
  return Boolean(s);
}

function keyCycle(e) {
  if (!app.selected) return false;
  if (e.key === 'Enter') {
    step(app.selected);
    return true;
  }
  if (clears(e)) {
    enter(0);
    return true;
  }
  const s = typedSymbol(e);
  if (s) enter(s.value);
  return Boolean(s);
}

function keyLoop(e) {
  const sel = app.selected;
  if (!sel || (e.key !== 'Backspace' && e.key !== 'Delete')) return false;
  const at = (c) => c.row === sel.row && c.col === sel.col;
  const links = app.state.links || [];
  if (links.some((l) => at(l.a) || at(l.b))) {
    record();
    app.state.links = links.filter((l) => !at(l.a) && !at(l.b));
    changed();
  }
  return true;
}

// keyEdgeArrow moves the dot cursor (app.selected is a dot in edges
// mode); with Shift it draws or erases the line that way, after X it
// crosses or uncrosses the edge that way.
function keyEdgeArrow(e) {
  if (!app.selected) app.selected = {row: 0, col: 0};
  const [dr, dc] = arrows[e.key];
  const from = app.selected;
  const to = {
    row: Math.min(app.input.rows, Math.max(0, from.row + dr)),
    col: Math.min(app.input.cols, Math.max(0, from.col + dc)),
  };
  const moved = to.row !== from.row || to.col !== from.col;
  const cross = app.crossNext;
  app.crossNext = false;
  if (moved && (e.shiftKey || cross)) {
    const at = edgeAt(from, to);
    const want = cross ? 'crosses' : 'edges';
    record();
    setEdge(from, to, at && at[0] === want ? null : want);
    if (!cross) app.selected = to;
    changed();
    return;
  }
  app.selected = to;
  markSelection();
}

function keyEdges(e) {
  if (e.key.toLowerCase() === 'x') {
    app.crossNext = true;
    return true;
  }
  return false;
}

function keyPieces(e) {
  const sel = app.selected;
  if (e.key === 'Enter' || e.key === ' ') {
    if (sel) placeOrPick(sel);
    return true;
  }
  if (e.key === 'Backspace' || e.key === 'Delete') {
    const k = (sel && app.state.values[sel.row][sel.col]) || app.piece;
    if (k && app.state.values.some((row) => row.includes(k))) {
      record();
      removePiece(k);
      app.piece = 0;
      changed();
    }
    return true;
  }
  const s = typedSymbol(e);
  if (s) {
    app.piece = s.value;
    markSelection();
  }
  return Boolean(s);
}

// symbolKeyed reports whether some value is typed with key k.
function symbolKeyed(k) {
  return app.input.values.some((s) => s.key.toUpperCase() === k.toUpperCase());
}

// typedSymbol is the value a key press types. Keys longer than a
// character (12, 25) are typed one after the other, within a second.
function typedSymbol(e) {
  if (e.key.length !== 1) return null;
  const now = Date.now();
  const key = e.key.toUpperCase();
  let typed = (now - app.typedAt < 1000 ? app.typed : '') + key;
  const match = (t) => app.input.values.find((s) => s.key.toUpperCase() === t);
  if (!match(typed) && !app.input.values.some((s) => s.key.toUpperCase().startsWith(typed))) typed = key;
  app.typed = typed;
  app.typedAt = now;
  return match(typed) || null;
}
