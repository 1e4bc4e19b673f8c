// The page of 'tessera serve': plain JavaScript, no build step. The server
// draws every picture (the Go renderers) and judges every move (the
// puzzles' own rules); this script keeps the position of play and talks
// to the JSON API described in the README.
'use strict';

const $ = (id) => document.getElementById(id);

// app is everything the page knows: the open puzzle (its file text, so
// that every request carries it), how it is played, the position of play.
const app = {
  puzzle: null,     // {name, text, index}
  kind: '',
  input: null,      // {mode, rows, cols, values: [{value, label, key}]}
  state: null,      // {values: [[...]], links: [{a, b}]}
  saved: null,      // the player's state while the solution is shown
  selected: null,   // {row, col}
  piece: 0,         // Tetravex: the piece picked up, 0 for none
  typed: '', typedAt: 0,
  solving: null,    // the AbortController of a running solve
  svg: '',
};

// api posts a JSON body (or gets, without one) and returns the decoded
// answer; an error answer throws its message.
async function api(path, body) {
  const opts = body === undefined ? {} : {
    method: 'POST', headers: {'Content-Type': 'application/json'}, body: JSON.stringify(body),
  };
  const resp = await fetch(path, opts);
  let data;
  try { data = await resp.json(); } catch (e) { throw new Error(`${path}: ${resp.status} ${resp.statusText}`); }
  if (!resp.ok) throw new Error(data.error || `${path}: ${resp.status}`);
  return data;
}

function say(text, kind) {
  const m = $('message');
  m.textContent = text;
  m.className = text ? kind : '';
}

// --- the library, files and generation ---

async function loadLibrary() {
  const [lib, kinds] = await Promise.all([api('/api/library'), api('/api/kinds')]);
  const list = $('library');
  list.textContent = '';
  for (const f of lib.files) {
    const li = document.createElement('li');
    li.dataset.kind = f.kind;
    li.dataset.name = f.name;
    const b = document.createElement('button');
    b.innerHTML = '<span class="kind"></span><span class="name"></span><span class="size"></span>';
    b.querySelector('.kind').textContent = f.kind;
    b.querySelector('.name').textContent = f.name.slice(f.kind.length + 1);
    b.querySelector('.size').textContent = f.puzzles > 1 ? `${f.puzzles} puzzles` : f.size;
    b.title = f.source;
    b.addEventListener('click', () => openBundled(f.name));
    li.appendChild(b);
    list.appendChild(li);
  }
  for (const k of kinds.kinds) {
    $('kind-filter').add(new Option(k.kind, k.kind));
    if (k.generator) {
      const o = new Option(k.kind, k.kind);
      o.dataset.params = JSON.stringify(k.generator);
      $('gen-kind').add(o);
    }
  }
  $('gen-kind').value = 'kenken';
  showGenParams();
}

function filterLibrary() {
  const kind = $('kind-filter').value, text = $('filter').value.toLowerCase();
  for (const li of $('library').children) {
    li.hidden = (kind && li.dataset.kind !== kind) || (text && !li.dataset.name.toLowerCase().includes(text));
  }
}

function showGenParams() {
  const box = $('gen-params');
  box.textContent = '';
  const o = $('gen-kind').selectedOptions[0];
  if (!o) return;
  for (const p of JSON.parse(o.dataset.params)) {
    const label = document.createElement('label');
    label.className = 'param';
    const input = document.createElement('input');
    input.name = p.name;
    if (p.type === 'bool') {
      input.type = 'checkbox';
    } else {
      input.type = 'number';
      input.min = 0;
      input.value = p.default;
    }
    label.append(p.name + ' ', input);
    box.appendChild(label);
  }
}

async function openBundled(name, index) {
  const sel = index ? `${name}#${index}` : name;
  await openWith({bundled: sel});
  for (const b of $('library').querySelectorAll('button')) {
    b.classList.toggle('current', b.parentElement.dataset.name === name);
  }
}

async function openWith(body, path = '/api/open') {
  stopSolving();
  try {
    show(await api(path, body));
  } catch (e) {
    say(e.message, 'error');
    return false;
  }
  return true;
}

// show installs an opened or generated puzzle.
function show(p) {
  app.puzzle = {name: p.name, text: p.text, index: p.index};
  app.kind = p.kind;
  app.input = p.input;
  app.state = p.state;
  app.saved = null;
  app.selected = null;
  app.piece = 0;
  $('title').textContent = p.name;
  $('meta').textContent = `${p.kind}, ${p.size}`;
  $('pick').hidden = p.puzzles < 2;
  $('pick-index').max = p.puzzles;
  $('pick-index').value = p.index;
  $('pick-count').textContent = p.puzzles;
  for (const id of ['check', 'solve', 'clear', 'hint']) $(id).disabled = false;
  $('back').hidden = true;
  $('progress').textContent = '';
  $('hint-text').textContent = 'The next cell you can fill, and why.';
  $('hint-text').className = 'muted';
  $('hint-steps').replaceChildren();
  say('', '');
  showHow();
  draw(p.svg);
}

const how = {
  type: 'Click a cell, then type its value (or press a button below); Backspace clears, the arrow keys move.',
  cycle: 'Click a cell to step it through the values and back to empty (or type a value).',
  loop: 'Click a cell, then a neighbour, to draw the loop\'s segment between them (again to erase it).',
  pieces: 'Click a piece in the tray, then a cell of the board to place it; click a placed piece to move it, Backspace to send it back.',
};

function showHow() {
  $('how').textContent = how[app.input.mode] || '';
  const pal = $('palette');
  pal.textContent = '';
  if (app.input.mode !== 'type' && app.input.mode !== 'cycle') return;
  for (const s of app.input.values) {
    const b = document.createElement('button');
    b.textContent = s.label;
    b.dataset.value = s.value;
    b.addEventListener('click', () => setSelected(s.value));
    pal.appendChild(b);
  }
  const clear = document.createElement('button');
  clear.textContent = '⌫';
  clear.title = 'clear the cell';
  clear.addEventListener('click', () => setSelected(0));
  pal.appendChild(clear);
}

// --- drawing and playing ---

function draw(svg) {
  app.svg = svg;
  $('picture').innerHTML = svg;
  markSelection();
  const dl = $('download');
  dl.hidden = false;
  if (dl.href) URL.revokeObjectURL(dl.href);
  dl.href = URL.createObjectURL(new Blob([svg], {type: 'image/svg+xml'}));
}

function markSelection() {
  for (const h of $('picture').querySelectorAll('.hit')) {
    const sel = app.selected && h.dataset.row == app.selected.row && h.dataset.col == app.selected.col;
    const picked = app.piece && h.dataset.piece == app.piece;
    h.classList.toggle('selected', Boolean(sel || picked));
  }
}

// redraw asks the server for the picture of the current state.
async function redraw() {
  try {
    const r = await api('/api/render', {puzzle: app.puzzle, state: app.state});
    draw(r.svg);
  } catch (e) {
    say(e.message, 'error');
  }
}

function changed() {
  if (app.saved) { // playing again after looking at the solution
    app.saved = null;
    $('back').hidden = true;
  }
  say('', '');
  redraw();
}

function setSelected(v) {
  if (!app.selected) return;
  const {row, col} = app.selected;
  app.state.values[row][col] = v;
  changed();
}

function onClick(e) {
  if (!app.input) return;
  const t = e.target.closest('[data-row], [data-piece]');
  if (!t || !t.classList.contains('hit')) return;
  $('picture').focus();
  if (t.dataset.piece) { // Tetravex: a piece of the tray
    app.piece = Number(t.dataset.piece);
    app.selected = null;
    markSelection();
    return;
  }
  const cell = {row: Number(t.dataset.row), col: Number(t.dataset.col)};
  switch (app.input.mode) {
    case 'type':
      app.selected = cell;
      markSelection();
      break;
    case 'cycle': {
      app.selected = cell;
      const vals = app.input.values.map((s) => s.value);
      const cur = app.state.values[cell.row][cell.col];
      const i = vals.indexOf(cur);
      app.state.values[cell.row][cell.col] = i + 1 < vals.length ? vals[i + 1] : 0;
      changed();
      break;
    }
    case 'loop': {
      const prev = app.selected;
      app.selected = cell;
      if (prev && Math.abs(prev.row - cell.row) + Math.abs(prev.col - cell.col) === 1) {
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
    case 'pieces': {
      const here = app.state.values[cell.row][cell.col];
      if (app.piece) {
        for (const row of app.state.values) {
          for (let c = 0; c < row.length; c++) if (row[c] === app.piece) row[c] = 0;
        }
        app.state.values[cell.row][cell.col] = app.piece;
        app.piece = 0;
        app.selected = null;
        changed();
      } else if (here) {
        app.piece = here;
        app.selected = cell;
        markSelection();
      }
      break;
    }
  }
}

function toggleLink(a, b) {
  const links = app.state.links || [];
  const same = (l) => (l.a.row === a.row && l.a.col === a.col && l.b.row === b.row && l.b.col === b.col) ||
    (l.a.row === b.row && l.a.col === b.col && l.b.row === a.row && l.b.col === a.col);
  const i = links.findIndex(same);
  if (i >= 0) links.splice(i, 1); else links.push({a, b});
  app.state.links = links;
}

function onKey(e) {
  if (!app.input || e.target.matches('input, textarea, select')) return;
  const sel = app.selected;
  const moves = {ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1]};
  if (moves[e.key] && sel && app.input.mode !== 'pieces') {
    const [dr, dc] = moves[e.key];
    app.selected = {
      row: Math.min(app.input.rows - 1, Math.max(0, sel.row + dr)),
      col: Math.min(app.input.cols - 1, Math.max(0, sel.col + dc)),
    };
    markSelection();
    e.preventDefault();
    return;
  }
  if (e.key === 'Backspace' || e.key === 'Delete' || e.key === ' ') {
    if (app.input.mode === 'pieces' && app.piece) {
      for (const row of app.state.values) {
        for (let c = 0; c < row.length; c++) if (row[c] === app.piece) row[c] = 0;
      }
      app.piece = 0;
      app.selected = null;
      changed();
    } else if (sel && app.input.mode !== 'loop') {
      setSelected(0);
    }
    e.preventDefault();
    return;
  }
  if (!sel || e.key.length !== 1 || (app.input.mode !== 'type' && app.input.mode !== 'cycle')) return;
  // Keys longer than a character (12, 25) are typed one after the other.
  const now = Date.now();
  const key = e.key.toUpperCase();
  let typed = (now - app.typedAt < 1000 ? app.typed : '') + key;
  const match = (t) => app.input.values.find((s) => s.key.toUpperCase() === t);
  if (!match(typed) && !app.input.values.some((s) => s.key.toUpperCase().startsWith(typed))) typed = key;
  app.typed = typed;
  app.typedAt = now;
  const s = match(typed);
  if (s) {
    setSelected(s.value);
    e.preventDefault();
  }
}

// --- check, solve, hint ---

async function check() {
  try {
    const r = await api('/api/check', {puzzle: app.puzzle, state: app.state});
    draw(r.svg);
    say(r.message, r.solved ? 'ok' : r.broken.length ? 'error' : 'info');
  } catch (e) {
    say(e.message, 'error');
  }
}

function stopSolving() {
  if (app.solving) app.solving.abort();
  app.solving = null;
  $('stop').hidden = true;
  $('solve').disabled = !app.puzzle;
}

// solve streams /api/solve: progress lines while it searches, then the
// result, drawn.
async function solve() {
  stopSolving();
  const ctl = new AbortController();
  app.solving = ctl;
  $('solve').disabled = true;
  $('stop').hidden = false;
  $('progress').textContent = 'solving…';
  say('', '');
  let result = null;
  try {
    const resp = await fetch('/api/solve', {
      method: 'POST', headers: {'Content-Type': 'application/json'},
      body: JSON.stringify({puzzle: app.puzzle}), signal: ctl.signal,
    });
    if (!resp.ok) throw new Error((await resp.json()).error);
    const reader = resp.body.getReader();
    const dec = new TextDecoder();
    let buf = '';
    for (;;) {
      const {value, done} = await reader.read();
      if (done) break;
      buf += dec.decode(value, {stream: true});
      let nl;
      while ((nl = buf.indexOf('\n')) >= 0) {
        const line = JSON.parse(buf.slice(0, nl));
        buf = buf.slice(nl + 1);
        if (line.error) throw new Error(line.error);
        if (line.progress) {
          const p = line.progress;
          $('progress').textContent = `searching: ${p.nodes} nodes, ${p.failures} failures, ` +
            `${(p.elapsed_ms / 1000).toFixed(1)} s` + (p.best != null ? `, best so far ${p.best}` : '');
        }
        if (line.result) result = line.result;
      }
    }
  } catch (e) {
    if (e.name === 'AbortError') {
      $('progress').textContent = 'stopped';
    } else {
      say(e.message, 'error');
    }
  } finally {
    if (app.solving === ctl) {
      app.solving = null;
      $('stop').hidden = true;
      $('solve').disabled = false;
    }
  }
  if (!result) return;
  const r = result;
  $('progress').textContent = `${r.status} (${r.reason}): ${r.nodes} nodes, ${r.failures} failures, ${r.elapsed_ms.toFixed(1)} ms`;
  if (!r.state) {
    say(r.status === 'unsatisfiable' ? 'This puzzle has no solution.' : `No solution found: ${r.reason}.`, 'error');
    return;
  }
  if (!app.saved) app.saved = app.state;
  app.state = r.state;
  app.selected = null;
  $('back').hidden = false;
  draw(r.svg);
  let what = 'The solution';
  if (r.objective != null && r.status === 'optimal') what = `The best loop (score ${r.objective}, proven optimal)`;
  else if (r.objective != null) what = `The best loop found so far (score ${r.objective}; not proven optimal: ${r.reason})`;
  say(what + '. It passed the puzzle\'s own rule checker.', 'ok');
}

function back() {
  if (!app.saved) return;
  app.state = app.saved;
  app.saved = null;
  $('back').hidden = true;
  say('', '');
  redraw();
}

function clearPlay() {
  app.state.values = app.state.values.map((row) => row.map(() => 0));
  app.state.links = [];
  app.selected = null;
  app.piece = 0;
  changed();
}

// hint asks /api/hint for the next deduction from the position: the cell
// it places, why (each step a constraint and its reason), drawn over the
// puzzle.
async function hint() {
  const steps = $('hint-steps');
  steps.replaceChildren();
  try {
    const r = await api('/api/hint', {puzzle: app.puzzle, state: app.state});
    draw(r.svg);
    if (r.placement) {
      $('hint-text').textContent = `${r.placement} (${r.rung.name}): ${r.text}`;
      $('hint-text').className = 'ok';
      for (const s of r.steps.slice(0, -1)) {
        const li = document.createElement('li');
        li.textContent = s.text;
        steps.append(li);
      }
    } else {
      $('hint-text').textContent = r.text;
      $('hint-text').className = r.mistake ? 'error' : 'info';
    }
  } catch (e) {
    $('hint-text').textContent = e.message;
    $('hint-text').className = 'error';
  }
}

async function generate() {
  const kind = $('gen-kind').value;
  const body = {kind};
  for (const input of $('gen-params').querySelectorAll('input')) {
    if (input.type === 'checkbox') body[input.name] = input.checked;
    else if (input.value !== '') body[input.name] = Number(input.value);
  }
  const seed = $('gen-seed').value;
  body.seed = seed === '' ? Math.floor(Math.random() * 1e9) : Number(seed);
  if (await openWith(body, '/api/generate')) {
    $('meta').textContent += ` — generated with seed ${body.seed}`;
  }
}

async function openText(name, text) {
  await openWith({puzzle: {name, text}});
}

function init() {
  $('picture').addEventListener('click', onClick);
  document.addEventListener('keydown', onKey);
  $('kind-filter').addEventListener('change', filterLibrary);
  $('filter').addEventListener('input', filterLibrary);
  $('gen-kind').addEventListener('change', showGenParams);
  $('generate').addEventListener('click', generate);
  $('check').addEventListener('click', check);
  $('solve').addEventListener('click', solve);
  $('stop').addEventListener('click', stopSolving);
  $('back').addEventListener('click', back);
  $('clear').addEventListener('click', clearPlay);
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
  loadLibrary().catch((e) => say(e.message, 'error'));
}

init();
