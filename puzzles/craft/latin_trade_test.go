package craft

import (
	"testing"

	"github.com/tessera-cp/tessera/puzzles/futoshiki"
	"github.com/tessera-cp/tessera/puzzles/internal/draw"
	"github.com/tessera-cp/tessera/search"
)

// TestLatinTradesAgree holds latinTrades to the search it stands in for:
// on random 5×5 Futoshiki puzzles (a Latin square, some of its signs,
// some of its givens), for each given the propagation does not fix once
// it is taken out, and for each sign taken out, a trade found means the
// search finds a solution with another value there (the given) or with
// the sign reversed. And trades are found often enough to matter.
func TestLatinTradesAgree(t *testing.T) {
	const n = 5
	rng := draw.New(27, 5)
	givenTrials, givenFound, signTrials, signFound := 0, 0, 0, 0
	for range 25 {
		sq := draw.LatinSquare(rng, n)
		sol := make([]int, n*n)
		for c := range sol {
			sol[c] = sq[c/n][c%n] + 1
		}
		lt := newLatinTrades(sol, n)
		type sign struct{ small, large int }
		var signs []sign
		p := &futoshiki.Puzzle{N: n, Givens: emptyInts(n), Right: make([][]futoshiki.Rel, n), Below: make([][]futoshiki.Rel, n-1)}
		for i := range n {
			p.Right[i] = make([]futoshiki.Rel, n-1)
			if i < n-1 {
				p.Below[i] = make([]futoshiki.Rel, n)
			}
		}
		set := func(at *futoshiki.Rel, a, b int) {
			*at = futoshiki.Less
			if sol[a] > sol[b] {
				*at, a, b = futoshiki.Greater, b, a
			}
			signs = append(signs, sign{a, b})
		}
		on := rng.Sample(2*n*(n-1), 8+rng.Intn(8))
		k := 0
		for i := range n {
			for j := range n {
				if j+1 < n {
					if on[k] {
						set(&p.Right[i][j], i*n+j, i*n+j+1)
					}
					k++
				}
				if i+1 < n {
					if on[k] {
						set(&p.Below[i][j], i*n+j, (i+1)*n+j)
					}
					k++
				}
			}
		}
		givens := rng.Sample(n*n, 2+rng.Intn(10))
		for c, in := range givens {
			if in {
				p.Givens[c/n][c%n] = sol[c]
			}
		}
		// holds: every sign but skip met, and skip (if any) reversed.
		skip := -1
		holds := func(alt []int) bool {
			for i, sg := range signs {
				if met := alt[sg.small] < alt[sg.large]; met == (i == skip) {
					return false
				}
			}
			return true
		}
		blank := *p
		blank.Givens = emptyInts(n)
		m := buildFutoshiki(t, &blank)
		s := m.Store
		for c, in := range givens {
			if !in {
				continue
			}
			lvl := s.Push()
			for d, v := range p.Givens {
				for e, w := range v {
					if w > 0 && d*n+e != c && !s.Assign(m.Vars[d*n+e], w) {
						t.Fatal("the square's givens clash")
					}
				}
			}
			if !s.Propagate() {
				t.Fatal("the square's givens fail")
			}
			if !s.Fixed(m.Vars[c]) {
				givenTrials++
				if lt.other(s, m.Vars, c, holds) {
					givenFound++
					s.Remove(m.Vars[c], sol[c])
					if !hasSolution(t, m) {
						t.Errorf("a trade at given %d, but no other solution:\n%s", c, futoshiki.Format(p))
					}
				}
			}
			s.PopTo(lvl - 1)
		}
		// Each sign taken out: a trade reverses it.
		for i, sg := range signs {
			at := signAt(p, sg.small, sg.large)
			rel := *at
			*at = futoshiki.None
			mo := buildFutoshiki(t, p)
			if !mo.Store.Propagate() {
				t.Fatal("the square's clues fail")
			}
			skip = i
			signTrials++
			found := lt.other(mo.Store, mo.Vars, sg.small, holds) || lt.other(mo.Store, mo.Vars, sg.large, holds)
			skip = -1
			*at = futoshiki.Less + futoshiki.Greater - rel
			if found {
				signFound++
				if !hasSolution(t, buildFutoshiki(t, p)) {
					t.Errorf("a trade reverses sign %d, but no solution has it reversed:\n%s", i, futoshiki.Format(p))
				}
			}
			*at = rel
		}
	}
	t.Logf("trades found: %d of %d given trials, %d of %d sign trials", givenFound, givenTrials, signFound, signTrials)
	if givenFound < givenTrials/5 || signFound < signTrials/20 {
		t.Errorf("few trades found: %d of %d given trials, %d of %d sign trials", givenFound, givenTrials, signFound, signTrials)
	}
}

// buildFutoshiki is the ladder model of p with its givens set.
func buildFutoshiki(t *testing.T, p *futoshiki.Puzzle) *Model {
	t.Helper()
	q, err := reparse("trades", futoshiki.Format(p))
	if err != nil {
		t.Fatal(err)
	}
	m, err := build(nil, q, false, nil, Lookahead)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// hasSolution searches m's position, every rung on, for one solution.
func hasSolution(t *testing.T, m *Model) bool {
	t.Helper()
	s := m.Store
	lvl := s.Push()
	defer s.PopTo(lvl - 1)
	s.SetRungLimit(255)
	opt := m.base.Search
	opt.MaxSolutions = 1
	res, err := search.Solve(s, opt, nil)
	if err != nil {
		t.Fatal(err)
	}
	return res.Solutions > 0
}

// signAt is the place of the sign between the neighbouring cells a and b.
func signAt(p *futoshiki.Puzzle, a, b int) *futoshiki.Rel {
	n := p.N
	a, b = min(a, b), max(a, b)
	if b == a+1 {
		return &p.Right[a/n][a%n]
	}
	return &p.Below[a/n][a%n]
}
