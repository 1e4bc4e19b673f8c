package propagators

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

func TestBoolArgs(t *testing.T) {
	s := cp.NewStore()
	a, b := s.NewVar(0, 1), s.NewVar(0, 1)
	wide, neg := s.NewVar(0, 2), s.NewVar(-1, 0)
	for name, err := range map[string]error{
		"clause: wide pos":         BoolClause(s, []cp.VarID{a, wide}, nil),
		"clause: negative neg":     BoolClause(s, nil, []cp.VarID{neg}),
		"clause: outside store":    BoolClause(s, []cp.VarID{a, 99}, nil),
		"and: wide x":              BoolAnd(s, []cp.VarID{a, wide}, b),
		"and: wide b":              BoolAnd(s, []cp.VarID{a}, wide),
		"and: b outside store":     BoolAnd(s, []cp.VarID{a}, -1),
		"or: negative x":           BoolOr(s, []cp.VarID{neg}, b),
		"clause reif: wide neg":    BoolClauseReif(s, []cp.VarID{a}, []cp.VarID{wide}, b),
		"clause reif: wide b":      BoolClauseReif(s, []cp.VarID{a}, nil, wide),
		"xor: wide x":              BoolXor(s, []cp.VarID{a, b, wide}, b),
		"xor: negative b":          BoolXor(s, []cp.VarID{a}, neg),
		"xor: x outside the store": BoolXor(s, []cp.VarID{a, 7}, b),
	} {
		if !errors.Is(err, ErrArgs) {
			t.Errorf("%s: got %v, want an error wrapping ErrArgs", name, err)
		}
	}
	if s.NumProps() != 0 || !s.Propagate() || s.Size(a) != 2 || s.Size(b) != 2 {
		t.Error("rejected posts changed the store")
	}
	// Degenerate but valid posts.
	if err := BoolClause(s, nil, nil); err != nil || s.Propagate() {
		t.Errorf("empty clause: err %v, want a store that fails", err)
	}
	s = cp.NewStore()
	a, b = s.NewVar(0, 1), s.NewVar(0, 1)
	for _, err := range []error{
		BoolClause(s, []cp.VarID{a}, []cp.VarID{a}), // a ∨ ¬a: nothing
		BoolAnd(s, nil, b),                          // b = 1
		BoolXor(s, []cp.VarID{a, a}, a),             // a ⊕ a = a: a = 0
	} {
		if err != nil {
			t.Fatal(err)
		}
	}
	if !s.Propagate() || s.String(a) != "{0}" || s.String(b) != "{1}" || s.NumProps() != 0 {
		t.Errorf("degenerate posts: a %s b %s, %d propagators", s.String(a), s.String(b), s.NumProps())
	}
}

func TestBoolNoAllocs(t *testing.T) {
	s := cp.NewStore()
	xs := make([]cp.VarID, 12)
	for i := range xs {
		xs[i] = s.NewVar(0, 1)
	}
	for _, err := range []error{
		BoolClause(s, xs[:4], xs[4:6]),
		BoolClause(s, xs[6:8], xs[2:3]),
		BoolAnd(s, xs[:5], xs[8]),
		BoolOr(s, xs[3:7], xs[9]),
		BoolClauseReif(s, xs[1:3], xs[5:7], xs[10]),
		BoolXor(s, xs[:6], xs[11]),
	} {
		if err != nil {
			t.Fatal(err)
		}
	}
	assertNoPropagateAllocs(t, s, func(s *cp.Store) {
		for i, x := range xs[:8] {
			if !s.Assign(x, i%2) || !s.Propagate() {
				return
			}
		}
	})
}

// Random boolean models (clauses, and, or, reified clauses, xor over ten
// variables) counted by depth-first search against brute force: the
// watches, counters and parities are exercised along whole branches and
// across backtracking, not only the two levels of the oracle harness.
func TestBoolSearchCount(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	const n = 10
	for k := 0; k < 300; k++ {
		s := cp.NewStore()
		xs := make([]cp.VarID, n)
		for i := range xs {
			xs[i] = s.NewVar(0, 1)
		}
		var checks []func(v []int) bool
		lits := func() ([]int, []int) {
			return randIndices(r, n, 4), randIndices(r, n, 3)
		}
		for range 2 + r.IntN(8) {
			pos, neg := lits()
			b := r.IntN(n)
			var err error
			switch r.IntN(5) {
			case 0, 1:
				err = BoolClause(s, pick(xs, pos), pick(xs, neg))
				checks = append(checks, clauseCase(nil, pos, neg).check)
			case 2:
				err = BoolAnd(s, pick(xs, pos), xs[b])
				checks = append(checks, andCheck(pos, nil, b, true))
			case 3:
				err = BoolClauseReif(s, pick(xs, pos), pick(xs, neg), xs[b])
				checks = append(checks, andCheck(pos, neg, b, false))
			case 4:
				err = BoolXor(s, pick(xs, pos), xs[b])
				checks = append(checks, func(v []int) bool {
					ones := 0
					for _, i := range pos {
						ones += v[i]
					}
					return v[b] == ones%2
				})
			}
			if err != nil {
				t.Fatal(err)
			}
		}
		holds := func(v []int) bool {
			for _, c := range checks {
				if !c(v) {
					return false
				}
			}
			return true
		}
		want := 0
		forEachAssignment(boolDomsFull(n), func(v []int) {
			if holds(v) {
				want++
			}
		})
		if got := circuitCount(t, s, xs, holds); got != want {
			t.Fatalf("model %d: search finds %d solutions, brute force %d", k, got, want)
		}
	}
}

func andCheck(pos, neg []int, b int, and bool) func(v []int) bool {
	return func(v []int) bool {
		all, any := true, false
		for _, i := range pos {
			all, any = all && v[i] == 1, any || v[i] == 1
		}
		for _, i := range neg {
			all, any = all && v[i] == 0, any || v[i] == 0
		}
		if and {
			return (v[b] == 1) == all
		}
		return (v[b] == 1) == any
	}
}

func boolDomsFull(n int) [][]int {
	doms := make([][]int, n)
	for i := range doms {
		doms[i] = []int{0, 1}
	}
	return doms
}

// The boolean rows. Each case's variables are booleans; the harness posts
// on wider domains (it adds values around the case's), so the post
// closures first narrow every variable back to {0,1}, as the post
// functions require of booleans. Extra values inside {0,1} survive and are
// removed above level 0 as usual.

// randBoolDom draws {0}, {1} or {0,1} (the last one half of the time).
func randBoolDom(r *rand.Rand) []int {
	switch r.IntN(4) {
	case 0:
		return []int{0}
	case 1:
		return []int{1}
	}
	return []int{0, 1}
}

func restrictBools(s *cp.Store, xs []cp.VarID) {
	for _, x := range xs {
		s.SetMin(x, 0)
		s.SetMax(x, 1)
	}
}

// randIndices draws up to maxLen indices in 0..n-1, repeats allowed.
func randIndices(r *rand.Rand, n, maxLen int) []int {
	idx := make([]int, r.IntN(maxLen+1))
	for i := range idx {
		idx[i] = r.IntN(n)
	}
	return idx
}

func pick(xs []cp.VarID, idx []int) []cp.VarID {
	out := make([]cp.VarID, len(idx))
	for i, j := range idx {
		out[i] = xs[j]
	}
	return out
}

// clauseCase: the clause ∨ x[pos] ∨ ∨ ¬x[neg] over n booleans.
func clauseCase(doms [][]int, pos, neg []int) oracleCase {
	return oracleCase{
		doms: doms,
		post: func(s *cp.Store, xs []cp.VarID) error {
			restrictBools(s, xs)
			return BoolClause(s, pick(xs, pos), pick(xs, neg))
		},
		check: func(v []int) bool {
			for _, i := range pos {
				if v[i] == 1 {
					return true
				}
			}
			for _, i := range neg {
				if v[i] == 0 {
					return true
				}
			}
			return false
		},
	}
}

// andCase: variable b (the last) ⇔ the conjunction (and) or disjunction of
// the literals x[pos] and ¬x[neg]; b may also appear among them.
func andCase(doms [][]int, pos, neg []int, and bool, post func(s *cp.Store, xs []cp.VarID) error) oracleCase {
	return oracleCase{
		doms: doms,
		post: func(s *cp.Store, xs []cp.VarID) error {
			restrictBools(s, xs)
			return post(s, xs)
		},
		check: func(v []int) bool {
			all, any := true, false
			for _, i := range pos {
				all, any = all && v[i] == 1, any || v[i] == 1
			}
			for _, i := range neg {
				all, any = all && v[i] == 0, any || v[i] == 0
			}
			r := any
			if and {
				r = all
			}
			return (v[len(v)-1] == 1) == r
		},
	}
}

// withB returns how many of the n variables (b last) the literals may
// draw from: all of them, b included, half of the time.
func withB(r *rand.Rand, n int) int {
	if n > 1 && r.IntN(2) == 0 {
		return n - 1
	}
	return n
}

func boolDoms(r *rand.Rand, n int) [][]int {
	doms := make([][]int, n)
	for i := range doms {
		doms[i] = randBoolDom(r)
	}
	return doms
}

func init() {
	full := func(n int) [][]int {
		doms := make([][]int, n)
		for i := range doms {
			doms[i] = []int{0, 1}
		}
		return doms
	}
	addOracleRow(oracleRow{
		name: "bool-clause", strength: domainC,
		gen: func(r *rand.Rand) oracleCase {
			n := 1 + r.IntN(5)
			return clauseCase(boolDoms(r, n), randIndices(r, n, 4), randIndices(r, n, 3))
		},
		tiny: func() oracleCase { return clauseCase(full(4), []int{0, 2}, []int{1, 3}) },
	})
	for _, row := range []struct {
		name string
		and  bool
		post func(s *cp.Store, xs, pos, neg []cp.VarID, b cp.VarID) error
		neg  bool // the row has negative literals
	}{
		{"bool-and", true, func(s *cp.Store, _, pos, _ []cp.VarID, b cp.VarID) error { return BoolAnd(s, pos, b) }, false},
		{"bool-or", false, func(s *cp.Store, _, pos, _ []cp.VarID, b cp.VarID) error { return BoolOr(s, pos, b) }, false},
		{"bool-clause-reif", false, func(s *cp.Store, _, pos, neg []cp.VarID, b cp.VarID) error {
			return BoolClauseReif(s, pos, neg, b)
		}, true},
	} {
		mk := func(doms [][]int, pos, neg []int) oracleCase {
			return andCase(doms, pos, neg, row.and, func(s *cp.Store, xs []cp.VarID) error {
				return row.post(s, xs, pick(xs, pos), pick(xs, neg), xs[len(xs)-1])
			})
		}
		addOracleRow(oracleRow{
			name: row.name, strength: domainC,
			gen: func(r *rand.Rand) oracleCase {
				n := 1 + r.IntN(5) // the last variable is b
				var neg []int
				if row.neg {
					neg = randIndices(r, withB(r, n), 3)
				}
				pos := randIndices(r, withB(r, n), 4)
				return mk(boolDoms(r, n), pos, neg)
			},
			tiny: func() oracleCase {
				if row.neg {
					return mk(full(4), []int{0, 1}, []int{2})
				}
				return mk(full(4), []int{0, 1, 2}, nil)
			},
		})
	}
	xorCase := func(doms [][]int, idx []int) oracleCase {
		return oracleCase{
			doms: doms,
			post: func(s *cp.Store, xs []cp.VarID) error {
				restrictBools(s, xs)
				return BoolXor(s, pick(xs, idx), xs[len(xs)-1])
			},
			check: func(v []int) bool {
				ones := 0
				for _, i := range idx {
					ones += v[i]
				}
				return v[len(v)-1] == ones%2
			},
		}
	}
	addOracleRow(oracleRow{
		name: "bool-xor", strength: domainC,
		gen: func(r *rand.Rand) oracleCase {
			n := 1 + r.IntN(6)
			return xorCase(boolDoms(r, n), randIndices(r, withB(r, n), 5))
		},
		tiny: func() oracleCase { return xorCase(full(4), []int{0, 1, 2}) },
	})
}
