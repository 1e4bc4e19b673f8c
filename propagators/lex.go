package propagators

import (
	"slices"

	"github.com/tessera-cp/tessera/cp"
)

// LexLessEq posts xs ≤lex ys: xs = ys, or xs[k] < ys[k] at the first
// position k where they differ. See LexLess.
func LexLessEq(s *cp.Store, xs, ys []cp.VarID) error {
	return lexPost(s, "LexLessEq", xs, ys, false)
}

// LexLess posts xs <lex ys (strict). The arrays must have the same non-zero
// length; a variable may appear several times. Arrays of length 1 are
// rewritten to LessEq.
//
// The propagator is domain consistent when all the variables are distinct
// (sound otherwise). It is a pointer-based variant of the algorithm of
// Frisch, Hnich, Kiziltan, Miguel and Walsh that needs only bounds:
// alpha (reversible) skips the prefix where xᵢ and yᵢ are fixed and equal;
// a position where min xᵢ = max yᵢ is forced to that value while no earlier
// position can decide; at the first position α with min x_α < max y_α the
// suffix after α is scanned up to the first position β where min xⱼ ≠ max yⱼ
// to learn whether x[α+1..] ≤lex y[α+1..] is still possible, and only x_α
// and y_α are pruned: max x_α ≤ max y_α and min y_α ≥ min x_α, strictly when
// the suffix cannot be ≤ (or must be < for LexLess and is not). Every other
// value has a support. A call costs O(β - old α); it subscribes OnBounds,
// and an incremental hook ignores changes at positions after β. The
// variables may be interval variables (cp.Store.IsInterval).
func LexLess(s *cp.Store, xs, ys []cp.VarID) error {
	return lexPost(s, "LexLess", xs, ys, true)
}

func lexPost(s *cp.Store, name string, xs, ys []cp.VarID, strict bool) error {
	if len(xs) != len(ys) {
		return argErr(name, "arrays of lengths %d and %d", len(xs), len(ys))
	}
	if len(xs) == 0 {
		return argErr(name, "empty arrays")
	}
	// Only bounds are read and written: interval variables are welcome.
	if err := checkVarsAny(s, name, true, xs...); err != nil {
		return err
	}
	if err := checkVarsAny(s, name, true, ys...); err != nil {
		return err
	}
	n := len(xs)
	if n == 1 {
		c := 0
		if strict {
			c = -1
		}
		return LessEq(s, xs[0], ys[0], c)
	}
	p := &lexLess{
		x: slices.Clone(xs), y: slices.Clone(ys), strict: strict,
		alpha: s.NewRevInt(0), beta: s.NewRevInt(n),
	}
	id := s.Post(p, cp.Linear, "lex")
	seen := make(map[cp.VarID]bool, 2*n)
	for i := range n {
		for _, v := range [2]cp.VarID{xs[i], ys[i]} {
			if seen[v] {
				p.repeats = true
				continue
			}
			seen[v] = true
			s.Subscribe(id, v, cp.OnBounds, int32(i)) // tag: first position
		}
	}
	return nil
}

// lexLess propagates x ≤lex y or x <lex y (strict); see LexLess. Positions
// before alpha are fixed and equal; beta is the last position the previous
// run looked at (len(x) before the first run).
type lexLess struct {
	x, y        []cp.VarID
	strict      bool
	repeats     bool // a variable appears twice: pruning one position may move another
	alpha, beta cp.RevInt
}

// Notify ignores bound changes after beta: they cannot change the outcome
// of the last run (the suffix test stopped at beta).
func (p *lexLess) Notify(s *cp.Store, tag int32, _ cp.Event) bool {
	return int(tag) <= s.Int(p.beta)
}

func (p *lexLess) Propagate(s *cp.Store) cp.Status {
	n := len(p.x)
	i := s.Int(p.alpha)
	for ; i < n; i++ {
		if p.x[i] == p.y[i] {
			continue // the same variable on both sides: always equal
		}
		lo, hi := s.Min(p.x[i]), s.Max(p.y[i])
		if lo < hi {
			break
		}
		if lo > hi {
			return cp.Fail // x[i..] >lex y[i..] whatever the values
		}
		// min xᵢ = max yᵢ and no earlier position can decide: xᵢ = yᵢ = lo.
		if !s.Assign(p.x[i], lo) || !s.Assign(p.y[i], lo) {
			return cp.Fail
		}
	}
	s.SetInt(p.alpha, i)
	if i == n {
		if p.strict {
			return cp.Fail
		}
		return cp.Subsumed
	}
	// Can x[i+1..] ≤lex y[i+1..] (<lex if strict) still hold?
	j, rest := i+1, !p.strict
	for ; j < n; j++ {
		if p.x[j] == p.y[j] {
			continue
		}
		a, b := s.Min(p.x[j]), s.Max(p.y[j])
		if a != b {
			rest = a < b
			break
		}
	}
	s.SetInt(p.beta, j)
	xi, yi := p.x[i], p.y[i]
	d := 0 // x_i ≤ y_i - d
	if !rest {
		d = 1
	}
	if !s.SetMax(xi, s.Max(yi)-d) || !s.SetMin(yi, s.Min(xi)+d) {
		return cp.Fail
	}
	if s.Max(xi) < s.Min(yi) {
		return cp.Subsumed // decided at i
	}
	if p.repeats {
		return cp.NoFix
	}
	return cp.Fix
}

// The lexicographic propagators keep their state in reversible cells: a
// copy of the struct is a clone (the vectors are shared, read only).

// Clone implements cp.Cloner.
func (p *lexLess) Clone(*cp.Store) cp.Propagator { c := *p; return &c }

// AllDistinctRows posts that no two rows are equal (as arrays): for each
// pair of rows, some position differs. The rows must have the same non-zero
// length; a variable may appear several times. Rows of length 1 are
// rewritten to NotEqual.
//
// One propagator per pair, each domain consistent for its pair when its
// variables are distinct (the conjunction over three or more rows is not
// domain consistent in general). It watches two positions that are not
// fixed-and-equal (reversible watches, OnFixed subscriptions, an incremental
// hook that ignores the other positions); when only one such position is
// left it removes from one side the fixed value of the other. A call costs
// O(1), or O(n) when a watch moves; it fails when every position is fixed
// and equal.
func AllDistinctRows(s *cp.Store, rows [][]cp.VarID) error {
	const name = "AllDistinctRows"
	for r, row := range rows {
		if len(row) == 0 {
			return argErr(name, "row %d is empty", r)
		}
		if len(row) != len(rows[0]) {
			return argErr(name, "row %d has length %d, row 0 has %d", r, len(row), len(rows[0]))
		}
		if err := checkVars(s, name, true, row...); err != nil {
			return err
		}
	}
	if len(rows) < 2 {
		return nil
	}
	n := len(rows[0])
	if n == 1 {
		for a := range rows {
			for b := a + 1; b < len(rows); b++ {
				if err := NotEqual(s, rows[a][0], rows[b][0], 0); err != nil {
					return err
				}
			}
		}
		return nil
	}
	cl := make([][]cp.VarID, len(rows))
	for r, row := range rows {
		cl[r] = slices.Clone(row)
	}
	// The position of each variable within a pair of rows, by variable:
	// pairStamp[x] says whether where[x] belongs to the current pair (a
	// table over the store's variables, not a map: a 14×14 Takuzu posts
	// 182 pairs of 28 variables each).
	where := make([]int32, s.NumVars())
	pairStamp := make([]int32, s.NumVars())
	order := make([]cp.VarID, 0, 2*n)
	diffs := make([]lexDiffer, len(cl)*(len(cl)-1)/2)
	s.ReserveRevInts(2 * len(diffs))
	pair := int32(0)
	for a := range cl {
		for b := a + 1; b < len(cl); b++ {
			p := &diffs[pair]
			*p = lexDiffer{x: cl[a], y: cl[b], w1: s.NewRevInt(0), w2: s.NewRevInt(1)}
			id := s.Post(p, cp.Linear, "distinct-rows")
			pair++
			order = order[:0]
			for i := range n {
				for _, v := range [2]cp.VarID{p.x[i], p.y[i]} {
					if pairStamp[v] != pair {
						pairStamp[v], where[v] = pair, int32(i)
						order = append(order, v)
					} else if where[v] != int32(i) {
						where[v] = -1 // several positions: always wake
					}
				}
			}
			for _, v := range order {
				s.Subscribe(id, v, cp.OnFixed, where[v])
			}
		}
	}
	return nil
}

// lexDiffer propagates "x and y differ at some position" with two watched
// positions w1, w2 that are not fixed-and-equal (-1 when there is none).
// Domain consistent for distinct variables: with two such positions every
// value has a support; with one, it is x ≠ y there.
type lexDiffer struct {
	x, y   []cp.VarID
	w1, w2 cp.RevInt
}

// Notify wakes the propagator when a watched position (or a variable that
// appears at several positions, tag -1) gets fixed.
func (p *lexDiffer) Notify(s *cp.Store, tag int32, _ cp.Event) bool {
	t := int(tag)
	return t < 0 || t == s.Int(p.w1) || t == s.Int(p.w2)
}

// open reports whether position i may still differ: it is not
// fixed-and-equal and does not hold the same variable twice.
func (p *lexDiffer) open(s *cp.Store, i int) bool {
	x, y := p.x[i], p.y[i]
	return x != y && (!s.Fixed(x) || !s.Fixed(y) || s.Value(x) != s.Value(y))
}

// find returns the first open position other than skip, or -1.
func (p *lexDiffer) find(s *cp.Store, skip int) int {
	for i := range p.x {
		if i != skip && p.open(s, i) {
			return i
		}
	}
	return -1
}

func (p *lexDiffer) Propagate(s *cp.Store) cp.Status {
	w1, w2 := s.Int(p.w1), s.Int(p.w2)
	ok1, ok2 := w1 >= 0 && p.open(s, w1), w2 >= 0 && p.open(s, w2)
	if !ok1 {
		skip := -1
		if ok2 {
			skip = w2
		}
		w1 = p.find(s, skip)
	}
	if !ok2 {
		w2 = p.find(s, w1)
	}
	if w1 < 0 {
		w1, w2 = w2, -1
	}
	if w1 < 0 {
		return cp.Fail // the rows are equal
	}
	s.SetInt(p.w1, w1)
	s.SetInt(p.w2, w2)
	if p.apart(s, w1) || (w2 >= 0 && p.apart(s, w2)) {
		return cp.Subsumed
	}
	if w2 >= 0 {
		return cp.Fix
	}
	// Only w1 can differ: x[w1] ≠ y[w1].
	x, y := p.x[w1], p.y[w1]
	switch {
	case s.Fixed(x):
		if !s.Remove(y, s.Value(x)) {
			return cp.Fail
		}
	case s.Fixed(y):
		if !s.Remove(x, s.Value(y)) {
			return cp.Fail
		}
	default:
		return cp.Fix
	}
	if s.Fixed(x) && s.Fixed(y) {
		return cp.Subsumed
	}
	return cp.Fix
}

// apart reports whether x[i] and y[i] cannot be equal (disjoint bounds).
func (p *lexDiffer) apart(s *cp.Store, i int) bool {
	x, y := p.x[i], p.y[i]
	return s.Max(x) < s.Min(y) || s.Max(y) < s.Min(x)
}

// Reasons of AllDistinctRows (cp.Explainer): y[w] ≠ v because every other
// position is fixed and equal on both rows and x[w] = v; a failure because
// all positions are. LexLess and LexLessEq use the coarse reason.

// closedAt reports whether position i is fixed and equal before at (or
// holds one variable twice).
func (p *lexDiffer) closedAt(s *cp.Store, i, at int) bool {
	x, y := p.x[i], p.y[i]
	if x == y {
		return true
	}
	v := s.MinAt(x, at)
	return v == s.MaxAt(x, at) && s.EntailedAt(cp.LitEq(y, v), at)
}

// appendClosed appends the values of the closed positions but w.
func (p *lexDiffer) appendClosed(s *cp.Store, at, w int, buf []cp.Lit) []cp.Lit {
	for i := range p.x {
		if i == w || p.x[i] == p.y[i] {
			continue
		}
		v := s.MinAt(p.x[i], at)
		buf = append(buf, cp.LitEq(p.x[i], v), cp.LitEq(p.y[i], v))
	}
	return buf
}

func (p *lexDiffer) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	if l.Op == cp.OpFalse {
		for i := range p.x {
			if !p.closedAt(s, i, at) {
				return s.CoarseReason(s.ExplainedProp(), at, buf)
			}
		}
		return p.appendClosed(s, at, -1, buf)
	}
	if l.Op == cp.OpNe {
		for w := range p.x {
			other := p.y[w]
			if p.y[w] == l.X {
				other = p.x[w]
			} else if p.x[w] != l.X {
				continue
			}
			if other == l.X || !s.EntailedAt(cp.LitEq(other, l.V), at) {
				continue
			}
			open := false
			for i := range p.x {
				open = open || i != w && !p.closedAt(s, i, at)
			}
			if !open {
				return append(p.appendClosed(s, at, w, buf), cp.LitEq(other, l.V))
			}
		}
	}
	return s.CoarseReason(s.ExplainedProp(), at, buf)
}

// Clone implements cp.Cloner.
func (p *lexDiffer) Clone(*cp.Store) cp.Propagator { c := *p; return &c }
