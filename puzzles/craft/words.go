package craft

import (
	"slices"
	"strconv"
	"strings"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles/render"
)

// The words of a deduction come from its propagator family and its
// literals: the family says what kind of reason it is (a value already
// taken, a value with one place left, a set of cells sharing a set of
// values, a clue's layouts), the literals come from the propagator's own
// reason (cp.Store.Reason) and the labels of the constraints name them.

// words says a propagator's deduction in the puzzle's words.
func (e *explainer) words(d *Deduction) string {
	facts := e.lits(d.Facts)
	label := d.Constraint
	if label == "" {
		label = "a constraint"
	}
	switch d.Family {
	case "count", "among":
		if v, cell, ok := e.single(d); ok {
			return label + " needs " + article(v) + " and only " + cell + " can take it"
		}
		if len(d.Reason) > 0 {
			return e.lits(d.Reason) + ", and " + label + " takes it once: " + facts
		}
	case "alldifferent-value", "alldifferent-except-value", "noteq":
		if len(d.Reason) > 0 {
			return e.lits(d.Reason) + ", and " + label + " takes each value once: " + facts
		}
		return label + " takes each value once: " + facts
	case "table", "cage", "cage-product":
		return label + ": " + e.because(d) + "every way left to fill it has " + facts
	case "alldifferent-domain", "alldifferent-bounds":
		if cells, vals := e.hallSet(d); cells != "" {
			return "in " + label + ", " + cells + " hold " + vals + " between them, so " + facts
		}
	case "linear-forward":
		return label + " has one open cell left: " + e.because(d) + facts
	case "bool-clause":
		return "no three equal in a row in " + label + ": " + e.because(d) + facts
	case "lesseq", "eq":
		return label + ": " + e.because(d) + facts
	}
	return label + ": " + e.because(d) + facts
}

// because is "since R, " for a deduction with a reason, else "".
func (e *explainer) because(d *Deduction) string {
	if len(d.Reason) == 0 {
		return ""
	}
	return "since " + e.lits(d.Reason) + ", "
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
		lit := e.v.lit(cp.LitEq(f.X, v))
		c, _ := e.v.cellOf(f.X)
		name := c.String()
		if _, has := e.v.cellOf(f.X); !has {
			name = lit
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
		if !slices.Contains(xs, l.X) {
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
		c, ok := e.v.cellOf(x)
		names[i] = c.String()
		if !ok {
			names[i] = modelLit(cp.LitEq(x, 0))[:strings.Index(modelLit(cp.LitEq(x, 0)), " ")]
		}
	}
	return joinAnd(names), "{" + e.valueList(xs[0], vals) + "}"
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
	parts := make([]string, 0, min(len(merged), maxParts+1))
	for i, g := range merged {
		if i == maxParts {
			parts = append(parts, strconv.Itoa(len(merged)-maxParts)+" more")
			break
		}
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
		parts = append(parts, joinAnd(names)+" ≠ "+tails[i])
	}
	return joinParts(parts)
}

// maxParts is the most parts a list of literals says in full.
const maxParts = 12

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
	for i := 0; i < len(vals); {
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
	if len(d.Reason) == 0 {
		return label + " cannot be met"
	}
	return label + " cannot be met with " + e.lits(d.Reason)
}

// probeWords says a lookahead: the assumption, the chain, the conflict.
func (e *explainer) probeWords(d *Deduction) string {
	p := d.Probe
	var sb strings.Builder
	sb.WriteString("if " + e.v.lit(p.Assume) + ", then ")
	for _, c := range p.Chain {
		sb.WriteString(e.lits(c.Facts) + " (" + c.Constraint + "), ")
	}
	sb.WriteString("and " + p.Conflict.Text + "; so " + e.v.lit(p.Assume.Not()))
	return sb.String()
}

// highlight draws a hint: the placed cell, the cells of the last step's
// constraint, the values ruled out on the way.
func (e *explainer) highlight(h *Hint, last *Deduction) render.Highlight {
	var hl render.Highlight
	if h.HasCell {
		hl.Cells = []render.Cell{h.Cell}
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
