package propagators

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

func TestLexArgs(t *testing.T) {
	s := cp.NewStore()
	a, b, c := s.NewVar(0, 3), s.NewVar(0, 3), s.NewVar(0, 3)
	for name, err := range map[string]error{
		"lengths":            LexLess(s, []cp.VarID{a, b}, []cp.VarID{c}),
		"empty":              LexLessEq(s, nil, nil),
		"xs outside store":   LexLessEq(s, []cp.VarID{a, 5}, []cp.VarID{b, c}),
		"ys outside store":   LexLess(s, []cp.VarID{a, b}, []cp.VarID{c, -2}),
		"rows: lengths":      AllDistinctRows(s, [][]cp.VarID{{a, b}, {c}}),
		"rows: empty row":    AllDistinctRows(s, [][]cp.VarID{{}, {}}),
		"rows: outside":      AllDistinctRows(s, [][]cp.VarID{{a, b}, {c, 12}}),
		"rows: single empty": AllDistinctRows(s, [][]cp.VarID{{}}),
	} {
		if !errors.Is(err, ErrArgs) {
			t.Errorf("%s: got %v, want an error wrapping ErrArgs", name, err)
		}
	}
	if s.NumProps() != 0 || !s.Propagate() {
		t.Error("rejected posts changed the store")
	}
	if err := AllDistinctRows(s, [][]cp.VarID{{a, b}}); err != nil || s.NumProps() != 0 {
		t.Errorf("one row: err %v, %d propagators", err, s.NumProps())
	}
}

func TestLexRewrites(t *testing.T) {
	s := cp.NewStore()
	a, b, c, d := s.NewVar(0, 3), s.NewVar(0, 3), s.NewVar(0, 3), s.NewVar(0, 3)
	if err := LexLess(s, []cp.VarID{a}, []cp.VarID{b}); err != nil {
		t.Fatal(err)
	}
	if err := AllDistinctRows(s, [][]cp.VarID{{c}, {d}, {a}}); err != nil {
		t.Fatal(err)
	}
	for p := range s.NumProps() {
		if k := s.Kind(cp.PropID(p)); k != "lesseq" && k != "noteq" {
			t.Errorf("propagator %d is %q", p, k)
		}
	}
	if !s.Propagate() || s.String(a) != "{0,1,2}" || s.String(b) != "{1,2,3}" {
		t.Errorf("a < b: %s %s", s.String(a), s.String(b))
	}
	// x ≤lex x holds, x <lex x fails.
	xs := []cp.VarID{a, c, d}
	if err := LexLessEq(s, xs, xs); err != nil || !s.Propagate() {
		t.Errorf("x ≤lex x: err %v, want no failure", err)
	}
	s.Push()
	s.Assign(a, 1)
	s.Assign(c, 2)
	s.Assign(d, 0)
	if !s.Propagate() {
		t.Error("x ≤lex x failed once fixed")
	}
	s.PopTo(0)
	if err := LexLess(s, xs, xs); err != nil || s.Propagate() {
		t.Errorf("x <lex x: err %v, want a failure at propagation", err)
	}
}

// A typical descent on long arrays: forced prefixes, pruning at alpha, and
// the rows constraint on a 6×6 0/1 grid.
func TestLexLong(t *testing.T) {
	s := cp.NewStore()
	xs, ys := make([]cp.VarID, 8), make([]cp.VarID, 8)
	for i := range xs {
		xs[i], ys[i] = s.NewVar(0, 5), s.NewVar(0, 5)
	}
	if err := LexLess(s, xs, ys); err != nil {
		t.Fatal(err)
	}
	s.Assign(xs[0], 3)
	s.SetMax(ys[0], 3)
	for i := 1; i < 7; i++ {
		s.Assign(xs[i], i%5)
		s.Assign(ys[i], i%5)
	}
	s.SetMin(xs[7], 2)
	s.SetMax(ys[7], 2)
	// x0 = 3 ≥ y0 forces y0 = 3; positions 1..6 are equal; x7 ≥ 2 ≥ y7
	// would need x7 = y7 = 2, but the arrays must differ: failure.
	if s.Propagate() {
		t.Errorf("accepted x <lex y with the suffix forced equal: %v %v", domains(s, xs), domains(s, ys))
	}
}

func TestLexNoAllocs(t *testing.T) {
	s := cp.NewStore()
	grid := make([][]cp.VarID, 6)
	for r := range grid {
		grid[r] = make([]cp.VarID, 6)
		for c := range grid[r] {
			grid[r][c] = s.NewVar(0, 1)
		}
	}
	if err := AllDistinctRows(s, grid); err != nil {
		t.Fatal(err)
	}
	for r := 0; r+1 < len(grid); r++ {
		if err := LexLessEq(s, grid[r], grid[r+1]); err != nil {
			t.Fatal(err)
		}
	}
	assertNoPropagateAllocs(t, s, func(s *cp.Store) {
		for c := range 5 {
			s.Assign(grid[0][c], c%2)
			s.Assign(grid[1][c], c%2)
			s.Propagate()
		}
		s.Assign(grid[2][0], 1)
		s.Propagate()
	})
}

func TestAllDistinctRowsSameRow(t *testing.T) {
	s := cp.NewStore()
	a, b := s.NewVar(0, 3), s.NewVar(0, 3)
	if err := AllDistinctRows(s, [][]cp.VarID{{a, b}, {a, b}}); err != nil || s.Propagate() {
		t.Errorf("a row distinct from itself: err %v, want a failure at propagation", err)
	}
}

// lexCase: variables v0..; xs[i] = v[xi[i]], ys[i] = v[yi[i]].
func lexCase(doms [][]int, xi, yi []int, strict bool) oracleCase {
	pick := func(vs []cp.VarID, idx []int) []cp.VarID {
		out := make([]cp.VarID, len(idx))
		for i, k := range idx {
			out[i] = vs[k]
		}
		return out
	}
	return oracleCase{
		doms: doms,
		post: func(s *cp.Store, vs []cp.VarID) error {
			if strict {
				return LexLess(s, pick(vs, xi), pick(vs, yi))
			}
			return LexLessEq(s, pick(vs, xi), pick(vs, yi))
		},
		check: func(v []int) bool {
			for i := range xi {
				if a, b := v[xi[i]], v[yi[i]]; a != b {
					return a < b
				}
			}
			return !strict
		},
		reference: func(doms [][]int) [][]int {
			n := len(xi)
			return relaxedSupports(doms, append(slices.Clone(xi), yi...), func(v []int) bool {
				for i := range n {
					if a, b := v[i], v[n+i]; a != b {
						return a < b
					}
				}
				return !strict
			})
		},
	}
}

// Claims of the lex family with repeated variables: domain consistency of
// the relaxation in which every position is a variable of its own (what
// the propagators guarantee on distinct variables), a variable keeping the
// values that every one of its positions supports.
const (
	lexRepeatsClaim   = "domain consistency of the relaxation where each position of xs and ys is its own copy of its variable; a variable keeps the values all its positions support"
	distinctRowsClaim = "for each pair of rows, domain consistency of 'the two rows differ' on the relaxation where each position is its own copy of its variable; a variable keeps the values every pair and position supports"
)

// distinctRowsReference applies, for every pair of rows (rows of positions
// into doms), the relaxed domain consistency of the pair, all on the same
// domains.
func distinctRowsReference(doms [][]int, rows [][]int) [][]int {
	out := cloneDoms(doms)
	for a := range rows {
		for b := a + 1; b < len(rows); b++ {
			n := len(rows[a])
			pair := relaxedSupports(doms, append(slices.Clone(rows[a]), rows[b]...), func(v []int) bool {
				return !slices.Equal(v[:n], v[n:])
			})
			out = keepIf(out, func(i, v int) bool { return slices.Contains(pair[i], v) })
		}
	}
	return out
}

// lexRand draws arrays of length 1..4 over distinct variables, or over a
// smaller pool of variables (repeats).
func lexRand(r *rand.Rand, strict, repeats bool) oracleCase {
	n := 1 + r.IntN(3)
	hi := 2
	if r.IntN(4) == 0 {
		n, hi = 4, 1
	}
	nv := 2 * n
	if repeats {
		nv = 1 + r.IntN(2*n)
	}
	doms := make([][]int, nv)
	for i := range doms {
		doms[i] = randDom(r, 0, hi)
	}
	xi, yi := make([]int, n), make([]int, n)
	for i := range n {
		xi[i], yi[i] = i, n+i
		if repeats {
			xi[i], yi[i] = r.IntN(nv), r.IntN(nv)
		}
	}
	return lexCase(doms, xi, yi, strict)
}

// lexRowsCase: rows[r][i] = v[r*n+i]: no two rows are equal.
func lexRowsCase(doms [][]int, nrows int) oracleCase {
	n := len(doms) / nrows
	return oracleCase{
		doms: doms,
		post: func(s *cp.Store, vs []cp.VarID) error {
			rows := make([][]cp.VarID, nrows)
			for r := range rows {
				rows[r] = vs[r*n : (r+1)*n]
			}
			return AllDistinctRows(s, rows)
		},
		check: func(v []int) bool {
			for a := range nrows {
				for b := a + 1; b < nrows; b++ {
					if slices.Equal(v[a*n:(a+1)*n], v[b*n:(b+1)*n]) {
						return false
					}
				}
			}
			return true
		},
		reference: func(doms [][]int) [][]int {
			rows := make([][]int, nrows)
			for r := range rows {
				for i := range n {
					rows[r] = append(rows[r], r*n+i)
				}
			}
			return distinctRowsReference(doms, rows)
		},
	}
}

func lexRowsRand(r *rand.Rand, nrows, maxLen int) oracleCase {
	n := 1 + r.IntN(maxLen)
	doms := make([][]int, nrows*n)
	for i := range doms {
		doms[i] = randDom(r, 0, 2)
		if r.IntN(2) == 0 { // many fixed cells, as in a puzzle
			doms[i] = doms[i][:1]
		}
	}
	return lexRowsCase(doms, nrows)
}

// lexRowsSharedRand: two or three rows of length 1..3 over a pool of
// variables, so rows may share variables or repeat one.
func lexRowsSharedRand(r *rand.Rand) oracleCase {
	nrows, n := 2+r.IntN(2), 1+r.IntN(3)
	nv := 1 + r.IntN(nrows*n)
	doms := make([][]int, nv)
	for i := range doms {
		doms[i] = randDom(r, 0, 2)
	}
	idx := make([]int, nrows*n)
	for i := range idx {
		idx[i] = r.IntN(nv)
	}
	return oracleCase{
		doms: doms,
		post: func(s *cp.Store, vs []cp.VarID) error {
			rows := make([][]cp.VarID, nrows)
			for r := range rows {
				for _, k := range idx[r*n : (r+1)*n] {
					rows[r] = append(rows[r], vs[k])
				}
			}
			return AllDistinctRows(s, rows)
		},
		check: func(v []int) bool {
			for a := range nrows {
				for b := a + 1; b < nrows; b++ {
					same := true
					for i := range n {
						same = same && v[idx[a*n+i]] == v[idx[b*n+i]]
					}
					if same {
						return false
					}
				}
			}
			return true
		},
		reference: func(doms [][]int) [][]int {
			rows := make([][]int, nrows)
			for r := range rows {
				rows[r] = idx[r*n : (r+1)*n]
			}
			return distinctRowsReference(doms, rows)
		},
	}
}

func init() {
	for _, strict := range []bool{false, true} {
		name := "lex-lesseq"
		if strict {
			name = "lex-less"
		}
		addOracleRow(oracleRow{
			name: name, strength: domainC,
			gen: func(r *rand.Rand) oracleCase { return lexRand(r, strict, false) },
			tiny: func() oracleCase {
				d, e := []int{0, 1, 2}, []int{0, 1}
				return lexCase([][]int{d, e, d, e}, []int{0, 1}, []int{2, 3}, strict)
			},
		})
		addOracleRow(oracleRow{
			name: name + "-repeats", strength: claimed, claim: lexRepeatsClaim,
			gen: func(r *rand.Rand) oracleCase { return lexRand(r, strict, true) },
		})
	}
	addOracleRow(oracleRow{
		name: "distinct-rows-2", strength: domainC,
		gen: func(r *rand.Rand) oracleCase { return lexRowsRand(r, 2, 4) },
		tiny: func() oracleCase {
			d, e := []int{0, 1, 2}, []int{0, 1}
			return lexRowsCase([][]int{d, e, e, d}, 2)
		},
	})
	addOracleRow(oracleRow{
		name: "distinct-rows-shared", strength: claimed, claim: distinctRowsClaim,
		gen: lexRowsSharedRand,
	})
	addOracleRow(oracleRow{
		name: "distinct-rows-3", strength: claimed, claim: distinctRowsClaim,
		gen: func(r *rand.Rand) oracleCase { return lexRowsRand(r, 3, 3) },
	})
}
