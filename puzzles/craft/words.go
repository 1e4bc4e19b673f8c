package craft

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles/render"
)

// The words of a deduction come from its propagator family and its
// literals: the family says what kind of reason it is (a value already
// taken, a value with one place left, a set of cells sharing a set of
// values, a clue's layouts), the literals come from the propagator's own
// reason (cp.Store.Reason) and the labels of the constraints name them.

// lit says a literal in the puzzle's words ("" for an auxiliary
// variable).
func (e *explainer) lit(l cp.Lit) string { return e.v.lit(l) }

// words says a propagator's deduction in the puzzle's words.
func (e *explainer) words(d *Deduction) string {
	facts := e.lits(d.Facts)
	label := d.Constraint
	if label == "" {
		label = "a constraint"
	}
	if facts == "" {
		// It narrowed only what the puzzle has no word for (a count, a
		// partial sum) on the way to a later step.
		if b := e.because(d); b != "" {
			return label + ": " + strings.TrimSuffix(b, ", ") + ", it narrows what is left"
		}
		return label + " narrows what is left"
	}
	switch d.Family {
	case "count", "among":
		if v, cell, ok := e.single(d); ok {
			return label + " needs " + article(v) + " and only " + cell + " can take it"
		}
		if r := e.lits(d.Reason); r != "" {
			return r + ", and " + label + " takes it once: " + facts
		}
	case "alldifferent-value", "alldifferent-except-value", "noteq":
		if r := e.lits(d.Reason); r != "" {
			return r + ", and " + label + " takes each value once: " + facts
		}
		return label + " takes each value once: " + facts
	case "table", "cage", "cage-product", "regular":
		return label + ": " + e.because(d) + "in every way left to fill it, " + facts
	case "alldifferent-domain", "alldifferent-bounds":
		if cells, vals := e.hallSet(d); cells != "" {
			return "in " + label + ", " + cells + " hold " + vals + " between them, so " + facts
		}
	case "line-overlap":
		return label + ": " + e.because(d) + "its runs packed as far left and as far right as they go agree on " + facts
	case "linear-forward":
		return label + " has one open cell left: " + e.because(d) + facts
	case "bool-clause":
		if e.m.Puzzle.Kind() == "takuzu" { // its clauses are its triples
			return "no three equal in a row in " + label + ": " + e.because(d) + facts
		}
	case "lesseq", "eq":
		return label + ": " + e.because(d) + facts
	}
	return label + ": " + e.because(d) + facts
}

// maxText is the most characters of a hint's text (Hint.Text).
const maxText = 400

// summary is a hint's text, at most three sentences and maxText
// characters: the last step in short words (and the placement it leaves,
// when it says only a value ruled out); for a last value left, the step
// before it too; how many earlier steps lead there and from which
// constraints; the view's note. What does not fit goes, the earlier
// steps' sentence first, then the step before the last, then the note;
// a first sentence too long is cut.
func (e *explainer) summary(h *Hint) string {
	n := len(h.Steps)
	e.short = true
	defer func() { e.short = false }()
	last := h.Steps[n-1]
	main := e.stepWords(&last)
	// A last step that rests only on what the puzzle has no word for (a
	// count of stars inside a band of rows, a partial sum) says the cells
	// the whole derivation started from instead.
	leaves := false
	if last.Probe == nil && last.Constraint != "" && last.Family != "search" && last.Family != "last value" && e.because(&last) == "" {
		if r := e.leaves(h.Steps); len(r) > 0 {
			d := last
			d.Reason = r
			main, leaves = e.words(&d), true
		}
	}
	if (last.Probe != nil || !e.states(last, h.Lit())) && !strings.Contains(main, h.Placement) {
		main += ", which leaves " + h.Placement
	}
	var prev string
	rest := h.Steps[:n-1]
	if last.Family == "last value" && n > 1 {
		prev = sentence(e.stepWords(&h.Steps[n-2]))
		rest = h.Steps[:n-2]
	}
	var earlier string
	if len(rest) > 0 && !(leaves && e.onlyLabel(rest, last.Constraint)) {
		var labels []string
		for _, d := range rest {
			l := d.Constraint
			switch {
			case d.Probe != nil:
				l = "a trial of " + e.lit(d.Probe.Assume)
			case d.Family == "search":
				l = "a guess"
			}
			if l != "" && !slices.Contains(labels, l) {
				labels = append(labels, l)
			}
		}
		earlier = "It follows from " + strconv.Itoa(len(rest)) + " earlier step"
		if len(rest) > 1 {
			earlier += "s"
		}
		if len(labels) > 0 {
			earlier += ": " + joinLabels(labels)
		}
		earlier += "."
	}
	// In the order they are read, each with its rank: the highest rank
	// goes first when the text is too long.
	return fit([]ranked{{sentence(main), 0}, {prev, 2}, {earlier, 3}, {e.v.note, 1}}, 3, maxText)
}

// leaves are the cell literals a hint's steps rest on that were known
// before its derivation began (the reasons of its steps on decision
// variables, not established by a step of the hint), in time order.
func (e *explainer) leaves(steps []Deduction) []cp.Lit {
	var out []cp.Lit
	for _, d := range steps {
		if d.Probe != nil {
			continue
		}
		for _, l := range d.Reason {
			if !e.isDecision(l.X) || slices.Contains(out, l) {
				continue
			}
			if t, ok := e.s.LitTime(l); ok && t >= e.begin {
				continue
			}
			out = append(out, l)
		}
	}
	return out
}

// onlyLabel reports whether every step is of the constraint label (the
// earlier steps of a hint whose first sentence names it with its cells).
func (e *explainer) onlyLabel(steps []Deduction, label string) bool {
	for _, d := range steps {
		if d.Probe != nil || d.Constraint != label {
			return false
		}
	}
	return true
}

// ranked is a sentence of a hint's text and how soon it goes when the
// text is too long (0: never).
type ranked struct {
	s    string
	rank int
}

// fit joins the non-empty sentences, dropping the highest ranks first
// until at most most sentences and max characters are left; a sentence
// of rank 0 that is still too long is cut at a word, with an ellipsis.
func fit(ss []ranked, most, max int) string {
	ss = slices.DeleteFunc(slices.Clone(ss), func(r ranked) bool { return r.s == "" })
	join := func() string {
		parts := make([]string, len(ss))
		for i, r := range ss {
			parts[i] = r.s
		}
		return strings.Join(parts, " ")
	}
	for len(ss) > 1 && (len(ss) > most || len(join()) > max) {
		k := 0
		for i, r := range ss {
			if r.rank > ss[k].rank {
				k = i
			}
		}
		if ss[k].rank == 0 {
			break
		}
		ss = slices.Delete(ss, k, k+1)
	}
	t := join()
	if len(t) <= max {
		return t
	}
	const ellipsis = "…."
	cut := strings.LastIndex(t[:max-len(ellipsis)], " ")
	if cut <= 0 {
		cut = max - len(ellipsis)
		for cut > 0 && !utf8.RuneStart(t[cut]) {
			cut--
		}
	}
	return strings.TrimRight(t[:cut], " ,;:.") + ellipsis
}

// stepWords says a step again, in the words of the moment (short or
// not).
func (e *explainer) stepWords(d *Deduction) string {
	switch {
	case d.Probe != nil:
		return e.probeWords(d)
	case d.Family == "search" || d.Family == "last value" || d.Constraint == "":
		return d.Text
	}
	return e.words(d)
}

// sentence makes a sentence of s: its first letter capital (unless it
// starts with a cell's name, "r2c5"), a full stop at its end.
func sentence(s string) string {
	s = strings.TrimSpace(s)
	if s == "" {
		return s
	}
	if !cellStart.MatchString(s) {
		r, size := utf8.DecodeRuneInString(s)
		s = string(unicode.ToUpper(r)) + s[size:]
	}
	if !strings.HasSuffix(s, ".") {
		s += "."
	}
	return s
}

var cellStart = regexp.MustCompile(`^r\d+c\d+\b`)

// because is "since R, " for a deduction with a reason, else "".
func (e *explainer) because(d *Deduction) string {
	r := e.lits(d.Reason)
	if r == "" {
		return ""
	}
	return "since " + r + ", "
}

// single recognises a hidden single: the deduction places a value and its
// reason rules that value out of other cells.
func (e *explainer) single(d *Deduction) (value, cell string, ok bool) {
	for _, f := range d.Facts {
		if f.Op != cp.OpEq && !e.fixes(f) {
			continue
		}
		v := f.V
		if f.Op != cp.OpEq {
			v = e.s.Min(f.X)
		}
		for _, r := range d.Reason {
			if r.Op != cp.OpNe || r.V != v {
				return "", "", false
			}
		}
		name, has := e.v.nameOf(f.X)
		if _, cell := e.v.cellOf(f.X); !cell {
			name = e.lit(cp.LitEq(f.X, v))
		}
		if !has || name == "" {
			return "", "", false
		}
		return e.valueName(f.X, v), name, true
	}
	return "", "", false
}

// fixes reports whether a literal, once true, leaves its variable one
// value (it is x = v, or the variable is now fixed and it is one of its
// last writes).
func (e *explainer) fixes(l cp.Lit) bool { return l.Op == cp.OpEq || e.s.Fixed(l.X) }

// valueName is the value alone in the puzzle's words ("7", ABC Path's
// "r1c5" of "K at r1c5").
func (e *explainer) valueName(x cp.VarID, v int) string {
	s := e.v.lit(cp.LitEq(x, v))
	for _, sep := range []string{" = ", " at "} {
		if i := strings.LastIndex(s, sep); i >= 0 {
			return s[i+len(sep):]
		}
	}
	return strconv.Itoa(v)
}

// hallSet reads an AllDifferent's reason as a Hall set: the cells whose
// domains it cites and the union of the values they keep.
func (e *explainer) hallSet(d *Deduction) (cells, values string) {
	var xs []cp.VarID
	var vals []int
	for _, l := range d.Reason {
		if _, ok := e.v.nameOf(l.X); ok && !slices.Contains(xs, l.X) {
			xs = append(xs, l.X)
		}
	}
	if len(xs) == 0 {
		return "", ""
	}
	for _, x := range xs {
		for v := range e.domainFromReason(x, d.Reason) {
			if !slices.Contains(vals, v) {
				vals = append(vals, v)
			}
		}
	}
	slices.Sort(vals)
	names := make([]string, len(xs))
	for i, x := range xs {
		names[i], _ = e.v.nameOf(x)
	}
	return e.joinNames(names), "{" + e.valueList(xs[0], vals) + "}"
}

// domainFromReason is the set of values of x the reason's literals on x
// allow, within x's initial bounds.
func (e *explainer) domainFromReason(x cp.VarID, reason []cp.Lit) map[int]bool {
	lo, hi := e.s.MinAt(x, 0), e.s.MaxAt(x, 0)
	out := map[int]bool{}
	for v := lo; v <= hi; v++ {
		ok := e.s.ContainsAt(x, v, 0)
		for _, l := range reason {
			if l.X == x && !l.Holds(v) {
				ok = false
			}
		}
		if ok {
			out[v] = true
		}
	}
	return out
}

// lits says a list of literals, grouped by variable and then by the
// values ruled out: "r1c3 ≠ 5, 7", "r2c1, r2c4 and r2c6 ≠ 1–4". Values
// are in increasing order, runs of three or more numbers written as a
// range; a list past maxParts parts says how many it leaves out (the
// deduction keeps every literal).
func (e *explainer) lits(ls []cp.Lit) string {
	type group struct {
		xs   []cp.VarID
		op   cp.Op
		vals []int
	}
	var gs []group
	for _, l := range ls {
		l = e.plain(l)
		if e.lit(l) == "" {
			continue // an auxiliary variable: no word for it
		}
		k := slices.IndexFunc(gs, func(g group) bool { return g.xs[0] == l.X && g.op == l.Op && l.Op == cp.OpNe })
		if k < 0 {
			gs = append(gs, group{[]cp.VarID{l.X}, l.Op, []int{l.V}})
			continue
		}
		if !slices.Contains(gs[k].vals, l.V) {
			gs[k].vals = append(gs[k].vals, l.V)
		}
	}
	// Cells that lose the same values are said once.
	var merged []group
	var tails []string
	for _, g := range gs {
		tail := ""
		if g.op == cp.OpNe {
			slices.Sort(g.vals)
			tail = e.valueList(g.xs[0], g.vals)
		}
		k := -1
		if tail != "" && e.neSubject(g.xs[0], g.vals[0]) != "" {
			k = slices.IndexFunc(merged, func(m group) bool {
				return m.op == cp.OpNe && slices.Equal(m.vals, g.vals) && e.neSubject(m.xs[0], m.vals[0]) != ""
			})
		}
		if k >= 0 && tails[k] == tail {
			merged[k].xs = append(merged[k].xs, g.xs[0])
			continue
		}
		merged = append(merged, g)
		tails = append(tails, tail)
	}
	most := maxParts
	if e.short {
		most = shortParts
	}
	parts := make([]string, 0, len(merged))
	for i, g := range merged {
		if g.op != cp.OpNe {
			parts = append(parts, e.v.lit(cp.Lit{X: g.xs[0], Op: g.op, V: g.vals[0]}))
			continue
		}
		if len(g.xs) == 1 {
			parts = append(parts, e.neSubjectOr(g.xs[0], g.vals[0])+tails[i])
			continue
		}
		names := make([]string, len(g.xs))
		for j, x := range g.xs {
			names[j] = e.neSubject(x, g.vals[0])
		}
		parts = append(parts, e.joinNames(names)+" ≠ "+tails[i])
	}
	parts = e.sameStates(parts)
	if len(parts) > most {
		parts = append(parts[:most:most], strconv.Itoa(len(parts)-most)+" more")
	}
	return joinParts(parts)
}

// cellState reads a part that says a cell's state in words ("r1c4 is
// empty", "r2c2 shaded"): the cell and the state.
var cellState = regexp.MustCompile(`^(r\d+c\d+) ([a-z][a-z ]*)$`)

// sameStates says the cells in the same state once, where the first of
// them stood: "r1c4, r2c4 and r3c4 are empty" for "r1c4 is empty, r2c4 is
// empty, r3c4 is empty".
func (e *explainer) sameStates(parts []string) []string {
	var out []string
	var cells [][]string
	states := map[string]int{} // state -> index in out
	for _, p := range parts {
		m := cellState.FindStringSubmatch(p)
		if m == nil {
			out = append(out, p)
			cells = append(cells, nil)
			continue
		}
		if k, ok := states[m[2]]; ok {
			cells[k] = append(cells[k], m[1])
			continue
		}
		states[m[2]] = len(out)
		out = append(out, m[2])
		cells = append(cells, []string{m[1]})
	}
	for k, cs := range cells {
		switch len(cs) {
		case 0:
		case 1:
			out[k] = cs[0] + " " + out[k]
		default:
			out[k] = e.joinNames(cs) + " " + plural(out[k])
		}
	}
	return out
}

// plural is a state said of several cells: "is empty" → "are empty",
// "has a star" → "have stars".
func plural(state string) string {
	switch {
	case state == "has a star":
		return "have stars"
	case strings.HasPrefix(state, "is "):
		return "are " + state[3:]
	case strings.HasPrefix(state, "has "):
		return "have " + state[4:]
	}
	return state
}

// maxParts is the most parts a list of literals says in full; shortParts
// the most in a hint's text (Hint.Text).
const (
	maxParts   = 12
	shortParts = 3
)

// joinNames joins cell names, all of them in a step's words, the first
// few and how many more in a hint's text.
func (e *explainer) joinNames(names []string) string {
	if e.short && len(names) > shortNames {
		names = append(names[:shortNames:shortNames], strconv.Itoa(len(names)-shortNames)+" more")
	}
	return joinAnd(names)
}

// shortNames is the most cells a list names in a hint's text.
const shortNames = 4

// neSubject is the cell of "r1c3 ≠ 5" ("r1c3"), or "" where x ≠ v does
// not read "NAME ≠ VALUE".
func (e *explainer) neSubject(x cp.VarID, v int) string {
	s, name := e.v.lit(cp.LitNe(x, v)), e.valueName(x, v)
	head, ok := strings.CutSuffix(s, " ≠ "+name)
	if !ok {
		return ""
	}
	return head
}

// neSubjectOr is the start of "NAME ≠ " (or of whatever x ≠ v reads as,
// its value left out), to which a list of values is appended.
func (e *explainer) neSubjectOr(x cp.VarID, v int) string {
	if h := e.neSubject(x, v); h != "" {
		return h + " ≠ "
	}
	s, name := e.v.lit(cp.LitNe(x, v)), e.valueName(x, v)
	if head, ok := strings.CutSuffix(s, name); ok {
		return head
	}
	return s + ": "
}

// valueList writes sorted values of x: "1, 3, 5–9" (a range where three
// or more values in a row read as consecutive numbers).
func (e *explainer) valueList(x cp.VarID, vals []int) string {
	names := make([]string, len(vals))
	nums := make([]int, len(vals))
	numeric := make([]bool, len(vals))
	for i, v := range vals {
		names[i] = e.valueName(x, v)
		n, err := strconv.Atoi(names[i])
		nums[i], numeric[i] = n, err == nil
	}
	var sb strings.Builder
	said := 0
	for i := 0; i < len(vals); {
		if e.short && said == shortValues {
			sb.WriteString(" and " + strconv.Itoa(len(vals)-i) + " more")
			break
		}
		said++
		j := i
		for j+1 < len(vals) && numeric[j] && numeric[j+1] && nums[j+1] == nums[j]+1 {
			j++
		}
		if i > 0 {
			sb.WriteString(", ")
		}
		if j-i >= 2 {
			sb.WriteString(names[i] + "–" + names[j])
			i = j + 1
			continue
		}
		sb.WriteString(names[i])
		i++
	}
	return sb.String()
}

// shortValues is the most values (or ranges) a list says in a hint's
// text.
const shortValues = 6

// joinParts joins the parts of a list of literals: "a and b" when no part
// has a comma of its own, else "a; b; and c".
func joinParts(parts []string) string {
	if !slices.ContainsFunc(parts, func(p string) bool { return strings.Contains(p, ", ") }) {
		return joinAnd(parts)
	}
	if len(parts) == 1 {
		return parts[0]
	}
	return strings.Join(parts[:len(parts)-1], "; ") + "; and " + parts[len(parts)-1]
}

// joinAnd writes "a", "a and b", "a, b and c".
func joinAnd(parts []string) string {
	switch len(parts) {
	case 0:
		return ""
	case 1:
		return parts[0]
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}

// conflictWords says why a probe failed: the constraint that cannot be
// met and the facts that break it.
func (e *explainer) conflictWords(d *Deduction) string {
	label := d.Constraint
	if label == "" {
		return "a cell has no value left"
	}
	r := e.lits(d.Reason)
	if r == "" || e.short {
		return label + " cannot be met"
	}
	return label + " cannot be met with " + r
}

// probeWords says a lookahead: the assumption, the chain, the conflict.
// A step's words give the chain's first maxChain links, each with its
// constraint; a hint's text (short) names only the constraints.
func (e *explainer) probeWords(d *Deduction) string {
	p := d.Probe
	var sb strings.Builder
	sb.WriteString("if " + e.lit(p.Assume) + ", then ")
	if e.short {
		var labels []string
		for _, c := range p.Chain {
			if c.Constraint != "" && !slices.Contains(labels, c.Constraint) {
				labels = append(labels, c.Constraint)
			}
		}
		if len(labels) > 0 {
			sb.WriteString(joinLabels(labels) + " lead on until ")
		}
		sb.WriteString(e.conflictWords(&p.Conflict) + "; so " + e.lit(p.Assume.Not()))
		return sb.String()
	}
	said := 0
	for _, c := range p.Chain {
		f := e.lits(c.Facts)
		if f == "" {
			continue
		}
		if said == maxChain {
			sb.WriteString("… (" + strconv.Itoa(len(p.Chain)-said) + " more steps), ")
			break
		}
		said++
		sb.WriteString(f + " (" + c.Constraint + "), ")
	}
	sb.WriteString("and " + p.Conflict.Text + "; so " + e.lit(p.Assume.Not()))
	return sb.String()
}

// maxChain is the most links of a lookahead's chain a step says.
const maxChain = 12

// joinLabels names constraints: the first shortParts and how many more.
func joinLabels(labels []string) string {
	if len(labels) > shortParts {
		labels = append(labels[:shortParts:shortParts], strconv.Itoa(len(labels)-shortParts)+" more")
	}
	return joinAnd(labels)
}

// highlight draws a hint: the placed cell, the cells of the last step's
// constraint, the values ruled out on the way.
func (e *explainer) highlight(h *Hint, last *Deduction) render.Highlight {
	var hl render.Highlight
	if h.HasCell {
		hl.Cells = []render.Cell{h.Cell}
	}
	if h.HasEdge {
		hl.Edges = []render.Edge{h.Edge}
	}
	if last.Constraint != "" {
		hl.Scope = e.scope(last.Constraint)
	}
	seen := map[render.Candidate]bool{}
	add := func(l cp.Lit) {
		if l.Op != cp.OpNe || !e.isDecision(l.X) {
			return
		}
		if c, code, ok := e.v.place(l.X, l.V); ok {
			k := render.Candidate{Cell: c, Value: code}
			if !seen[k] {
				seen[k] = true
				hl.RuledOut = append(hl.RuledOut, k)
			}
		}
	}
	for _, d := range h.Steps {
		for _, l := range d.Facts {
			add(l)
		}
		for _, l := range d.Reason {
			add(l)
		}
	}
	hl.Caption = h.Text
	return hl
}

// scope lists the cells of the decision variables of every propagator
// labelled label, in reading order.
func (e *explainer) scope(label string) []render.Cell {
	s := e.s
	seen := map[render.Cell]bool{}
	seenEdge := map[render.Edge]bool{}
	sideCount := map[render.Cell]int{}
	var out []render.Cell
	for i := range s.NumProps() {
		p := cp.PropID(i)
		if s.Label(p) != label {
			continue
		}
		for _, x := range s.Scope(p) {
			if c, ok := e.v.cellOf(x); ok && e.isDecision(x) && !seen[c] {
				seen[c] = true
				out = append(out, c)
			}
			if ed, ok := e.edgeOf(x); ok && e.isDecision(x) && !seenEdge[ed] {
				seenEdge[ed] = true
				for _, c := range sides(ed) {
					sideCount[c]++
				}
			}
		}
	}
	// A constraint on edges is outlined by the cells it bounds on two
	// sides or more: a clue's cell, the cells around a dot.
	for c, n := range sideCount {
		if n >= 2 && !seen[c] && c.Row >= 0 && c.Col >= 0 && c.Row < e.v.rows && c.Col < e.v.cols {
			seen[c] = true
			out = append(out, c)
		}
	}
	slices.SortFunc(out, func(a, b render.Cell) int {
		if a.Row != b.Row {
			return a.Row - b.Row
		}
		return a.Col - b.Col
	})
	return out
}

// edgeOf is the grid edge of a decision variable, for a kind played on
// edges.
func (e *explainer) edgeOf(x cp.VarID) (render.Edge, bool) {
	if e.v.edgeOf == nil {
		return render.Edge{}, false
	}
	return e.v.edgeOf(x)
}

// sides are the two cells an edge separates (one may lie off the grid).
func sides(ed render.Edge) [2]render.Cell {
	n := ed.Norm()
	if n.Horizontal() {
		return [2]render.Cell{{Row: n.A.Row - 1, Col: n.A.Col}, {Row: n.A.Row, Col: n.A.Col}}
	}
	return [2]render.Cell{{Row: n.A.Row, Col: n.A.Col - 1}, {Row: n.A.Row, Col: n.A.Col}}
}

// plain rewrites a bounds literal that leaves its variable one value of
// its initial domain as x = v, and one that rules out one value as x ≠ v
// (a 0/1 cell is "= 1" rather than "≥ 1").
func (e *explainer) plain(l cp.Lit) cp.Lit {
	if l.Op == cp.OpEq {
		return l
	}
	s := e.s
	var in, out []int
	for u, ok := s.MinAt(l.X, 0), true; ok; u, ok = s.NextAt(l.X, u, 0) {
		if l.Holds(u) {
			in = append(in, u)
		} else {
			out = append(out, u)
		}
	}
	switch {
	case len(in) == 1:
		return cp.LitEq(l.X, in[0])
	case l.Op == cp.OpNe:
		return l
	case len(out) == 1:
		return cp.LitNe(l.X, out[0])
	}
	return l
}

// article is "a 7", "an 8", "an A".
func article(v string) string {
	if v == "" {
		return v
	}
	switch {
	case strings.HasPrefix(v, "8"), strings.HasPrefix(v, "11"), strings.HasPrefix(v, "18"),
		len(v) == 1 && strings.ContainsAny(v, "AEFHILMNORSX"):
		return "an " + v
	}
	return "a " + v
}
