// The library, opening files, and the Generate form.
'use strict';

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
      if (k.grades && k.grades.length) {
        o.dataset.grades = JSON.stringify(k.grades);
        o.dataset.defaultGrade = k.defaultGrade || k.grades[0];
      }
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

// showGenParams writes the generator's fields with the server's defaults,
// which it accepts exactly as sent, and a difficulty choice where the
// kind has graded generation.
function showGenParams() {
  const box = $('gen-params');
  box.textContent = '';
  const o = $('gen-kind').selectedOptions[0];
  if (!o) return;
  for (const p of JSON.parse(o.dataset.params)) {
    // Puzzles generated on the page always have one solution; a server
    // that still offers the choice gets it set.
    if (p.name === 'unique') continue;
    const label = document.createElement('label');
    label.className = 'param';
    const input = document.createElement('input');
    input.name = p.name;
    if (p.type === 'bool') {
      input.type = 'checkbox';
      input.checked = Boolean(p.default);
    } else {
      input.type = 'number';
      input.min = 0;
      input.value = p.default;
    }
    label.append(p.name + ' ', input);
    box.appendChild(label);
  }
  $('gen-grade-label').hidden = !o.dataset.grades;
  const grade = $('gen-grade');
  grade.textContent = '';
  if (o.dataset.grades) {
    for (const g of JSON.parse(o.dataset.grades)) grade.add(new Option(g, g));
    grade.value = o.dataset.defaultGrade;
  }
}

async function generate() {
  const o = $('gen-kind').selectedOptions[0];
  if (!o) return;
  const body = {kind: o.value};
  for (const input of $('gen-params').querySelectorAll('input')) {
    if (input.type === 'checkbox') body[input.name] = input.checked;
    else if (input.value !== '') body[input.name] = Number(input.value);
  }
  if (JSON.parse(o.dataset.params).some((p) => p.name === 'unique')) body.unique = true;
  if (o.dataset.grades) body.grade = $('gen-grade').value;
  const seed = $('gen-seed').value;
  body.seed = seed === '' ? Math.floor(Math.random() * 1e9) : Number(seed);
  $('generate').disabled = true;
  $('progress').textContent = 'generating…';
  try {
    const p = await api('/api/generate', body);
    if (!p.generated) p.generated = {seed: body.seed, grade: ''};
    stopSolving();
    show(p);
    toBoard();
  } catch (e) {
    $('progress').textContent = '';
    say(e.message, 'error');
  } finally {
    $('generate').disabled = false;
  }
}

async function openBundled(name, index) {
  const sel = index ? `${name}#${index}` : name;
  if (await openWith({bundled: sel})) toBoard();
}

function markCurrent() {
  const name = app.puzzle ? app.puzzle.name.replace(/^bundled:/, '') : '';
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
  markCurrent();
  return true;
}

// toBoard brings the board into view and gives it the keyboard: on a
// phone the library is under it.
function toBoard() {
  if (narrow()) $('play').scrollIntoView();
  $('picture').focus({preventScroll: true});
}

async function openText(name, text) {
  if (await openWith({puzzle: {name, text}})) toBoard();
}
