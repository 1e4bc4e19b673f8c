package craft

import (
	"fmt"
	"iter"
	"strconv"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/kenken"
)

// KenKen's ladder, tuned to Simon Tatham's Keen levels: forward checking
// and a digit's one place in its row or column, with each cage seen
// coarsely (the digits its layouts use, the bounds of a sum: Easy); each
// cage at full strength (the table of its layouts, two cells in a line
// never equal: Normal); a cage together with a line it lies in, and Hall
// sets in the rows and columns (Régin's AllDifferent: Hard); lookahead
// (Extreme), then deeper lookahead and search (Unreasonable).
func init() {
	kinds["kenken"] = &kindCraft{
		tune:       tuneKenKen,
		chainCheck: latinExtreme,
		view: func(m *Model) *view {
			kp, ok := unwrap[kenken.Puzzle](m.Puzzle)
			if !ok {
				return nil
			}
			return digitView(m, kp.N)
		},
		bands: []Band{
			{"easy", Counting}, {"normal", Strength}, {"hard", Combined},
			{"extreme", Lookahead}, {"unreasonable", Search},
		},
	}
}

func tuneKenKen(p puzzles.Puzzle, t *Tuner) {
	kp, ok := unwrap[kenken.Puzzle](p)
	if !ok {
		t.Fail(fmt.Errorf("not a kenken puzzle"))
		return
	}
	n := kp.N
	cell := func(r, c int) cp.VarID { return t.Vars()[r*n+c] }
	values := make([]int, n)
	for v := range values {
		values[v] = v + 1
	}
	cages := kenkenLadderCages(kp, t.ceiling)
	reserveKenKen(t.Store(), n, cages)
	t.Move("alldifferent-domain", Combined)
	for k := range n {
		row, col := make([]cp.VarID, n), make([]cp.VarID, n)
		for i := range n {
			row[i], col[i] = cell(k, i), cell(i, k)
		}
		t.Unit(Forward, Forward, "row "+strconv.Itoa(k+1), row, values)
		t.Unit(Forward, Forward, "column "+strconv.Itoa(k+1), col, values)
	}
	for _, lc := range cages {
		cg := lc.cage
		label := cg.Name + " (" + strconv.Itoa(cg.Target) + cg.Op.String() + ")"
		xs := make([]cp.VarID, len(cg.Cells))
		for i, c := range cg.Cells {
			xs[i] = cell(c.Row, c.Col)
		}
		// The kind's cage allows a digit twice in a line; the layouts do
		// not: they are the cage's full strength. A two-cell cage's
		// layouts, either way round, are what a solver sees at a glance.
		own := Strength
		if len(xs) == 2 {
			own = Counting
		}
		t.MoveLabel(label, own)
		prepared := lc.tables.prepared
		t.Post(own, label, func() error { return propagators.TablePrepared(t.Store(), xs, prepared) })
		// Coarsely: each cell keeps the digits some layout uses.
		var uses [][]int
		for v := 1; v <= n; v++ {
			if lc.union[v] {
				uses = append(uses, []int{v})
			}
		}
		for _, x := range xs {
			t.Post(Counting, label, func() error { return propagators.Table(t.Store(), []cp.VarID{x}, uses) })
		}
		if cg.Op == kenken.Add {
			ones := make([]int, len(xs))
			for i := range ones {
				ones[i] = 1
			}
			t.Post(Counting, label, func() error {
				return propagators.Linear(t.Store(), ones, xs, propagators.EQ, cg.Target)
			})
		}
		if lc.lines {
			cageLines(t, kp, cg, label, xs, lc.tables, lc.union)
		}
	}
}

// kenkenLadderCage is a cage tuneKenKen posts companions for: its tables,
// the digits its layouts use (union[v]) and whether cageLines posts its
// lines (the ceiling reaches Combined).
type kenkenLadderCage struct {
	cage   kenken.Cage
	tables *kenkenTables
	union  []bool
	lines  bool
}

// kenkenLadderCages lists the cages of kp that tuneKenKen tunes: not the
// givens, nor a cage with no layout or too many (the kind's own cage says
// it, or fails).
func kenkenLadderCages(kp *kenken.Puzzle, ceiling Rung) []kenkenLadderCage {
	n := kp.N
	out := make([]kenkenLadderCage, 0, len(kp.Cages))
	for _, cg := range kp.Cages {
		if cg.Op == kenken.Given {
			continue
		}
		tables := sharedCageTables(cg, n)
		if len(tables.layouts) == 0 || len(tables.layouts) > 50_000 {
			continue
		}
		union := make([]bool, n+1)
		for _, l := range tables.layouts {
			for _, v := range l {
				union[v] = true
			}
		}
		lines := ceiling == 0 || Combined <= ceiling
		out = append(out, kenkenLadderCage{cage: cg, tables: tables, union: union, lines: lines})
	}
	return out
}

// reserveKenKen makes room in s for what tuneKenKen posts (a hint, so
// that the store's arrays grow once): each line's forward checking and
// Counts, and per cage its table, sum and cage-line tables and
// implications.
func reserveKenKen(s *cp.Store, n int, cages []kenkenLadderCage) {
	vars, props, ints := 1, 2*n*(1+n), 0
	for _, lc := range cages {
		k := len(lc.cage.Cells)
		props++
		ints += k + 2 // a table's primed, limit and sizes
		if lc.cage.Op == kenken.Add {
			props++
		}
		if !lc.lines {
			continue
		}
		digits := 0
		for _, u := range lc.union {
			if u {
				digits++
			}
		}
		for _, row := range []bool{true, false} {
			for _, part := range cageLineParts(lc.cage, row) {
				vars += digits
				props += digits * (1 + n - len(part))
				ints += digits * (k + 3)
			}
		}
	}
	s.ReserveModel(vars, vars, props)
	s.ReserveRevInts(ints)
}

// cageLayouts lists the digit tuples of a cage's cells (in its order)
// that meet its clue with no digit twice in a row or a column.
func cageLayouts(cg kenken.Cage, n int) [][]int {
	k := len(cg.Cells)
	var out [][]int
	cur := make([]int, k)
	var rec func(i int)
	rec = func(i int) {
		if len(out) > 50_000 {
			return
		}
		if i == k {
			if cageMeets(cg, cur) {
				out = append(out, append([]int(nil), cur...))
			}
			return
		}
		for v := 1; v <= n; v++ {
			clash := false
			for j := range i {
				if cur[j] == v && (cg.Cells[j].Row == cg.Cells[i].Row || cg.Cells[j].Col == cg.Cells[i].Col) {
					clash = true
					break
				}
			}
			if clash || !cagePartial(cg, cur[:i], v) {
				continue
			}
			cur[i] = v
			rec(i + 1)
		}
	}
	rec(0)
	return out
}

// cagePartial prunes the enumeration: a partial sum over the target, a
// digit that does not divide a product.
func cagePartial(cg kenken.Cage, prefix []int, v int) bool {
	switch cg.Op {
	case kenken.Add:
		s := v
		for _, u := range prefix {
			s += u
		}
		return s+(len(cg.Cells)-len(prefix)-1) <= cg.Target
	case kenken.Mul:
		p := v
		for _, u := range prefix {
			p *= u
		}
		return cg.Target%p == 0
	}
	return true
}

func cageMeets(cg kenken.Cage, vs []int) bool {
	switch cg.Op {
	case kenken.Add:
		s := 0
		for _, v := range vs {
			s += v
		}
		return s == cg.Target
	case kenken.Mul:
		p := 1
		for _, v := range vs {
			p *= v
		}
		return p == cg.Target
	case kenken.Sub:
		return vs[0]-vs[1] == cg.Target || vs[1]-vs[0] == cg.Target
	case kenken.Div:
		return vs[0] == cg.Target*vs[1] || vs[1] == cg.Target*vs[0]
	case kenken.Given:
		return vs[0] == cg.Target
	}
	return false
}

// cageLines posts, for each row and column holding two cells or more of
// the cage and each digit the cage may use, that the digit lies in the
// cage's part of the line only if it lies nowhere else in the line: the
// cage's layouts, extended by whether they put the digit in that part (a
// table), and for each other cell of the line "the digit there implies
// not this cell". When every layout left puts the digit in the cage's
// part, the rest of the line loses it (Keen's Hard deduction). The
// converse (the digit has no other place in the line, so the cage must
// take it there) is deliberately left out: Keen's Hard solver does not
// make it. On rung Combined (tuneKenKen calls it only when the ceiling
// reaches that rung); union[v]: some layout of the cage uses v.
func cageLines(t *Tuner, kp *kenken.Puzzle, cg kenken.Cage, label string, xs []cp.VarID, tables *kenkenTables, union []bool) {
	n := kp.N
	s := t.Store()
	// The posts copy scope and others: one of each serves every digit.
	scope := make([]cp.VarID, len(xs)+1)
	copy(scope, xs)
	others := make([]int, n-1)
	rest := make([]cp.VarID, 0, n)
	for _, row := range []bool{true, false} {
		what := "row"
		if !row {
			what = "column"
		}
		for k, in := range cageLineParts(cg, row) {
			rest = rest[:0]
			for j := range n {
				r, c := k, j
				if !row {
					r, c = j, k
				}
				if !cageHolds(cg, r, c) {
					rest = append(rest, t.Vars()[r*n+c])
				}
			}
			both := label + " with " + what + " " + strconv.Itoa(k+1)
			for v := 1; v <= n; v++ {
				if !union[v] {
					continue
				}
				ext := tables.extended(in, v)
				b := s.NewVar(0, 1)
				scope[len(xs)] = b
				t.Post(Combined, both, func() error { return propagators.TablePrepared(s, scope, ext) })
				others = others[:0]
				for u := 1; u <= n; u++ {
					if u != v {
						others = append(others, u)
					}
				}
				for _, y := range rest {
					t.Post(Combined, both, func() error { return propagators.ReifIn(s, y, others, b, propagators.Implies) })
				}
			}
		}
	}
}

// cageLineParts yields, for each row (row true) or column holding two
// cells or more of cg, in the order of the cage's cells, its index and
// the indices into the cage of its cells there.
func cageLineParts(cg kenken.Cage, row bool) iter.Seq2[int, []int] {
	line := func(c kenken.Cell) int {
		if row {
			return c.Row
		}
		return c.Col
	}
	return func(yield func(int, []int) bool) {
		var in []int
		for i, c := range cg.Cells {
			k := line(c)
			seen := false
			for _, d := range cg.Cells[:i] {
				seen = seen || line(d) == k
			}
			if seen {
				continue
			}
			in = in[:0]
			for j, d := range cg.Cells[i:] {
				if line(d) == k {
					in = append(in, i+j)
				}
			}
			if len(in) >= 2 && !yield(k, in) {
				return
			}
		}
	}
}

// cageHolds reports whether the cell (r, c) is one of cg's.
func cageHolds(cg kenken.Cage, r, c int) bool {
	for _, d := range cg.Cells {
		if d.Row == r && d.Col == c {
			return true
		}
	}
	return false
}
