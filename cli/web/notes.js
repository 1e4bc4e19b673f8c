// Pencil marks (candidates) and the position saved in this browser
// (localStorage), then init.
'use strict';

// --- pencil marks ---

// pencilKind: the kinds typed with digits or letters take pencil marks.
function pencilKind() {
  return Boolean(app.input) && app.input.mode === 'type' &&
    (app.input.values.every((s) => /^\d+$/.test(s.key)) || app.input.values.every((s) => /^[A-Za-z]$/.test(s.key)));
}

function setPencil(on) {
  app.pencil = on && pencilKind();
  $('pencil').setAttribute('aria-pressed', String(app.pencil));
  $('pencil').classList.toggle('on', app.pencil);
  $('picture').classList.toggle('pencil', app.pencil);
}

function toggleMark(cell, v) {
  if (app.state.values[cell.row][cell.col]) return; // a cell with a value shows no marks
  record();
  const key = `${cell.row},${cell.col}`;
  const marks = new Set(app.marks[key] || []);
  if (marks.has(v)) marks.delete(v); else marks.add(v);
  if (marks.size) app.marks[key] = [...marks].sort((a, b) => a - b);
  else delete app.marks[key];
  savePosition();
  updateButtons();
  drawMarks();
}

// drawMarks writes the pencil marks of the empty cells into the picture,
// small, each value in its own place of a k×k grid in the cell (as the
// renderers draw ruled-out values), under the click targets.
function drawMarks() {
  const svg = $('picture').querySelector('svg');
  if (!svg || !app.input) return;
  const old = svg.querySelector('g.marks');
  if (old) old.remove();
  const keys = Object.keys(app.marks);
  if (!keys.length) return;
  const ns = 'http://www.w3.org/2000/svg';
  const g = document.createElementNS(ns, 'g');
  g.setAttribute('class', 'marks');
  const maxValue = Math.max(1, ...app.input.values.map((s) => s.value));
  const k = Math.ceil(Math.sqrt(maxValue));
  const label = (v) => (app.input.values.find((s) => s.value === v) || {label: String(v)}).label;
  for (const key of keys) {
    const [row, col] = key.split(',').map(Number);
    if (app.state.values[row][col] || isLocked({row, col})) continue;
    const hit = svg.querySelector(`rect.hit[data-row="${row}"][data-col="${col}"]`);
    if (!hit) continue;
    const x = Number(hit.getAttribute('x')), y = Number(hit.getAttribute('y'));
    const sub = Number(hit.getAttribute('width')) / k;
    for (const v of app.marks[key]) {
      const i = (v - 1) % (k * k);
      const t = document.createElementNS(ns, 'text');
      const text = label(v);
      const size = Math.min(0.75 * sub, 1.3 * sub / text.length);
      t.setAttribute('x', x + sub * (i % k + 0.5));
      t.setAttribute('y', y + sub * (Math.floor(i / k) + 0.5) + 0.35 * size);
      t.setAttribute('font-size', size);
      t.setAttribute('class', 'mark');
      t.dataset.row = row;
      t.dataset.col = col;
      t.textContent = text;
      g.appendChild(t);
    }
  }
  const firstHit = svg.querySelector('rect.hit');
  svg.insertBefore(g, firstHit);
}

// --- the position saved in this browser ---

// hash is FNV-1a over the puzzle's text: a saved position belongs to the
// text it was played on, not only to its name.
function hash(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

function positionKey() {
  const p = app.puzzle;
  return `tessera:position:${app.kind}:${p.name}:${p.index || 1}:${hash(p.text)}`;
}

// store wraps localStorage: a browser that refuses it (private mode, a
// full quota) plays on without saving.
const store = {
  get(key) { try { return localStorage.getItem(key); } catch (e) { return null; } },
  set(key, value) { try { localStorage.setItem(key, value); } catch (e) { /* not saved */ } },
  remove(key) { try { localStorage.removeItem(key); } catch (e) { /* nothing to remove */ } },
};

function savePosition() {
  if (!app.puzzle || app.saved) return;
  const empty = app.state.values.every((row) => row.every((v) => !v)) &&
    !(app.state.links || []).length && !(app.state.edges || []).length &&
    !(app.state.crosses || []).length && !Object.keys(app.marks).length;
  if (empty) store.remove(positionKey());
  else store.set(positionKey(), snapshot());
}

// restorePosition takes the saved position of the open puzzle, if there is
// one that fits it; true when it did.
function restorePosition() {
  const s = store.get(positionKey());
  if (!s) return false;
  try {
    const p = JSON.parse(s);
    const fits = Array.isArray(p.values) && p.values.length === app.input.rows &&
      p.values.every((row) => Array.isArray(row) && row.length === app.input.cols);
    if (!fits) return false;
    restoreSnapshot(s);
    if (!app.state.links) app.state.links = [];
    if (!app.state.edges) app.state.edges = [];
    if (!app.state.crosses) app.state.crosses = [];
    if (!app.marks || typeof app.marks !== 'object') app.marks = {};
    return true;
  } catch (e) {
    return false;
  }
}

// rememberLast keeps the open puzzle, so that a reload opens it again.
function rememberLast() {
  store.set('tessera:last', JSON.stringify({puzzle: app.puzzle, generated: app.generated}));
}

async function reopenLast() {
  const s = store.get('tessera:last');
  if (!s) return;
  try {
    const last = JSON.parse(s);
    const p = await api('/api/open', {puzzle: last.puzzle});
    if (last.generated) p.generated = last.generated;
    show(p);
    markCurrent();
  } catch (e) {
    store.remove('tessera:last');
  }
}

function init() {
  // A reload opens the last puzzle again, at the top of the page.
  history.scrollRestoration = 'manual';
  $('picture').addEventListener('click', onClick);
  $('picture').addEventListener('focus', onFocus);
  document.addEventListener('keydown', onKey);
  $('kind-filter').addEventListener('change', filterLibrary);
  $('filter').addEventListener('input', filterLibrary);
  $('gen-kind').addEventListener('change', showGenParams);
  $('generate').addEventListener('click', generate);
  $('check').addEventListener('click', check);
  $('solve').addEventListener('click', solve);
  $('stop').addEventListener('click', stopSolving);
  $('back').addEventListener('click', back);
  $('restart').addEventListener('click', restart);
  $('undo').addEventListener('click', undo);
  $('redo').addEventListener('click', redo);
  $('pencil').addEventListener('click', () => setPencil(!app.pencil));
  for (const id of ['undo', 'redo', 'pencil']) keepFocus($(id));
  $('hint').addEventListener('click', hint);
  $('open-text').addEventListener('click', () => openText('pasted.txt', $('paste').value));
  $('upload').addEventListener('change', async () => {
    const f = $('upload').files[0];
    if (f) await openText(f.name, await f.text());
    $('upload').value = '';
  });
  $('pick-index').addEventListener('change', () => {
    const i = Number($('pick-index').value);
    if (app.puzzle && i >= 1) openWith({puzzle: {...app.puzzle, index: i}});
  });
  loadLibrary().then(markCurrent).catch((e) => say(e.message, 'error'));
  reopenLast();
}

document.addEventListener('DOMContentLoaded', init);
