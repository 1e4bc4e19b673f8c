// The page of 'tessera serve': plain JavaScript, no build step. The server
// draws every picture (the Go renderers) and judges every move (the
// puzzles' own rules); the page keeps the position of play and talks to
// the JSON API described in the README.
//
// The scripts share one global scope, loaded in this order:
//   app.js      the page's state, the API, drawing, check/solve/hint
//   library.js  the library, opening files, the Generate form
//   play.js     playing with the mouse and the keyboard, undo/redo
//   notes.js    pencil marks and the position saved in the browser
// init (at the end of notes.js) wires them up once all are loaded.
'use strict';

const $ = (id) => document.getElementById(id);

// app is everything the page knows: the open puzzle (its file text, so
// that every request carries it), how it is played, the position of play.
const app = {
  puzzle: null,     // {name, text, index}
  kind: '',
  input: null,      // {mode, rows, cols, values: [{value, label, key}]}
  state: null,      // {values: [[...]], links: [{a, b}]}
  marks: {},        // pencil marks: "row,col" -> [values], sorted
  locked: new Set(),// "row,col" of the givens: play never writes there
  saved: null,      // the player's state while the solution is shown
  selected: null,   // {row, col}: the cursor
  piece: 0,         // Tetravex: the piece picked up, 0 for none
  pencil: false,    // typing writes pencil marks
  history: [], future: [], // undo and redo: snapshots of the position
  typed: '', typedAt: 0,
  solving: null,    // the AbortController of a running solve
  svg: '',
  generated: null,  // {seed, grade} of a generated puzzle
};

// api posts a JSON body (or gets, without one) and returns the decoded
// answer; an error answer throws its message. A busy server (503) is asked
// again after the Retry-After it names, a few times.
async function api(path, body) {
  const opts = body === undefined ? {} : {
    method: 'POST', headers: {'Content-Type': 'application/json'}, body: JSON.stringify(body),
  };
  let resp;
  for (let tries = 0; ; tries++) {
    resp = await fetch(path, opts);
    if (resp.status !== 503 || tries === 3) break;
    const wait = Math.min(5, Math.max(0.2, Number(resp.headers.get('Retry-After')) || 1));
    await new Promise((done) => setTimeout(done, wait * 1000));
  }
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

// fullState gives a state from the server every part the page writes to:
// a value per cell (a kind played on edges may send none), the loop's
// segments, the edges' lines and crosses.
function fullState(st) {
  st = st || {};
  if (!Array.isArray(st.values) || st.values.length !== app.input.rows) {
    st.values = Array.from({length: app.input.rows}, () => new Array(app.input.cols).fill(0));
  }
  if (!st.links) st.links = [];
  if (!st.edges) st.edges = [];
  if (!st.crosses) st.crosses = [];
  return st;
}

// show installs an opened or generated puzzle, and the position saved for
// it in this browser, if any.
function show(p) {
  app.puzzle = {name: p.name, text: p.text, index: p.index};
  app.kind = p.kind;
  app.input = p.input;
  app.state = fullState(p.state);
  app.marks = {};
  app.saved = null;
  app.selected = null;
  app.piece = 0;
  app.history = [];
  app.future = [];
  app.generated = p.generated || null;
  $('title').textContent = p.name;
  let meta = `${p.kind}, ${p.size}`;
  if (p.generated) {
    meta += ` — generated with seed ${p.generated.seed}`;
    if (p.generated.grade) meta += `, grade: ${p.generated.grade}`;
  }
  $('meta').textContent = meta;
  $('pick').hidden = p.puzzles < 2;
  $('pick-index').max = p.puzzles;
  $('pick-index').value = p.index;
  $('pick-count').textContent = p.puzzles;
  for (const id of ['check', 'solve', 'restart', 'hint']) $(id).disabled = false;
  $('back').hidden = true;
  $('progress').textContent = '';
  $('hint-text').textContent = 'The next cell you can fill, and why.';
  $('hint-text').className = 'muted';
  $('hint-steps').replaceChildren();
  say('', '');
  showHow();
  draw(p.svg);
  app.locked = findGivens();
  rememberLast();
  if (restorePosition()) redraw();
  updateButtons();
}

// --- drawing ---

function draw(svg) {
  app.svg = svg;
  $('picture').innerHTML = svg;
  stackTray();
  drawMarks();
  markSelection();
  const dl = $('download');
  dl.hidden = false;
  if (dl.href) URL.revokeObjectURL(dl.href);
  dl.href = URL.createObjectURL(new Blob([svg], {type: 'image/svg+xml'}));
}

// narrow is true on a phone-sized screen.
const narrow = () => window.matchMedia('(max-width: 800px)').matches;

// stackTray moves Tetravex's tray under the board on a narrow screen, so
// that the pieces are drawn twice as large. The renderer groups the tray
// and says how far to move it (data-stack-dx, data-stack-dy).
function stackTray() {
  const svg = $('picture').querySelector('svg');
  const tray = svg && svg.querySelector('g.tray[data-stack-dx]');
  if (!tray || !narrow()) return;
  const dx = Number(tray.dataset.stackDx), dy = Number(tray.dataset.stackDy);
  tray.setAttribute('transform', `translate(${-dx} ${dy})`);
  const [, , w, h] = svg.getAttribute('viewBox').split(/\s+/).map(Number);
  const nw = w - dx, nh = h + dy;
  svg.setAttribute('viewBox', `0 0 ${nw} ${nh}`);
  svg.setAttribute('width', nw);
  svg.setAttribute('height', nh);
  const bg = svg.querySelector('rect.bg');
  if (bg) { bg.setAttribute('width', nw); bg.setAttribute('height', nh); }
}

function markSelection() {
  const dotMode = app.input && app.input.mode === 'edges';
  for (const d of $('picture').querySelectorAll('[data-dot]')) {
    d.classList.toggle('selected', Boolean(dotMode && app.selected && d.dataset.dot === `${app.selected.row},${app.selected.col}`));
  }
  for (const h of $('picture').querySelectorAll('.hit')) {
    const sel = app.selected && h.dataset.row == app.selected.row && h.dataset.col == app.selected.col;
    const picked = app.piece && h.dataset.piece == app.piece;
    h.classList.toggle('selected', Boolean(sel || picked));
  }
  // A placed piece that is picked up is outlined where it stands.
  for (const g of $('picture').querySelectorAll('g.piece')) {
    g.classList.toggle('picked', Boolean(app.piece) && g.dataset.piece == app.piece);
  }
}

// redraw asks the server for the picture of the current state. While one
// request is out, further moves only mark the picture stale: one more
// request follows with the position as it is then, and only a picture of
// the latest position is drawn. The promise ends when that one is drawn.
let drawing = null, stale = false;
function redraw() {
  stale = true;
  if (!drawing) {
    drawing = (async () => {
      while (stale) {
        stale = false;
        try {
          const r = await api('/api/render', {puzzle: app.puzzle, state: app.state});
          if (!stale) draw(r.svg);
        } catch (e) {
          say(e.message, 'error');
        }
      }
      drawing = null;
    })();
  }
  return drawing;
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
  // The solution is shown, not played: the player's position stays saved
  // and comes back with "Back to my play" (or the first move).
  if (!app.saved) app.saved = app.state;
  app.state = fullState(r.state);
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
