package skyscrapers_test

import (
	"io/fs"
	"testing"
	"time"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
	"github.com/tessera-cp/tessera/propagators/dfa"
	"github.com/tessera-cp/tessera/puzzles/generate"
	. "github.com/tessera-cp/tessera/puzzles/skyscrapers"
	"github.com/tessera-cp/tessera/search"
)

// visibleDFA accepts the words over 1..n whose records (letters taller
// than every letter before them) number k, with n among them.
func visibleDFA(n, k int) (*dfa.DFA, error) {
	w := n + 1
	return dfa.FromFunc((k+1)*w, 0, []int{k*w + n}, 1, n, func(q, h int) int {
		s, m := q/w, q%w
		if h <= m {
			return q
		}
		if s+1 > k {
			return -1
		}
		return (s+1)*w + h
	})
}

type protoModel struct {
	name string
	line func(s *cp.Store, xs []cp.VarID, clue, n int) error
}

var protoModels = []protoModel{
	{"regular", func(s *cp.Store, xs []cp.VarID, clue, n int) error {
		d, err := visibleDFA(n, clue)
		if err != nil {
			return err
		}
		return propagators.Regular(s, xs, d)
	}},
	{"visibility", func(s *cp.Store, xs []cp.VarID, clue, n int) error {
		return propagators.Visibility(s, xs, clue)
	}},
}

func protoBuild(s *cp.Store, p *Puzzle, m protoModel) ([]cp.VarID, error) {
	n := p.N
	g := make([][]cp.VarID, n)
	var vars []cp.VarID
	for r := range g {
		g[r] = make([]cp.VarID, n)
		for c := range g[r] {
			g[r][c] = s.NewVar(1, n)
			if v := p.Givens[r][c]; v != 0 {
				s.Assign(g[r][c], v)
			}
			vars = append(vars, g[r][c])
		}
	}
	for i := range n {
		row, col := make([]cp.VarID, n), make([]cp.VarID, n)
		for j := range n {
			row[j], col[j] = g[i][j], g[j][i]
		}
		if err := propagators.AllDifferent(s, row, propagators.Domain); err != nil {
			return nil, err
		}
		if err := propagators.AllDifferent(s, col, propagators.Domain); err != nil {
			return nil, err
		}
	}
	for _, side := range []Side{Top, Bottom, Left, Right} {
		for i, clue := range p.Clues(side) {
			if clue == 0 {
				continue
			}
			line := make([]cp.VarID, n)
			for k := range n {
				switch side {
				case Top:
					line[k] = g[k][i]
				case Bottom:
					line[k] = g[n-1-k][i]
				case Left:
					line[k] = g[i][k]
				case Right:
					line[k] = g[i][n-1-k]
				}
			}
			if err := m.line(s, line, clue, n); err != nil {
				return nil, err
			}
		}
	}
	return vars, nil
}

// TestModelComparison solves the bundled puzzles and generated ones (7×7
// to 9×9 with 40–70% of their clues, no givens) with each model, counting
// to two within 20,000 nodes; every solution must pass Verify and the
// models that finish must agree on the count. The figures are logged: the
// comparison Build's choice rests on.
func TestModelComparison(t *testing.T) {
	var ps []*Puzzle
	names, _ := fs.Glob(Bundled, "testdata/*.txt")
	for _, name := range names {
		data, _ := fs.ReadFile(Bundled, name)
		p, err := Parse(name, data)
		if err != nil {
			t.Fatal(err)
		}
		ps = append(ps, p)
	}
	for n := 7; n <= 9; n++ {
		for seed := uint64(1); seed <= 3; seed++ {
			p, err := generate.Skyscrapers(seed, n, false)
			if err != nil {
				t.Fatal(err)
			}
			ps = append(ps, p)
		}
	}
	totals := make([]struct {
		nodes   int64
		elapsed time.Duration
	}, len(protoModels))
	for _, p := range ps {
		count := int64(-1)
		for k, m := range protoModels {
			s := cp.NewStore()
			vars, err := protoBuild(s, p, m)
			if err != nil {
				t.Fatal(err)
			}
			res, err := search.Solve(s, search.Options{Vars: vars, VarSelect: search.FirstFail, MaxSolutions: 2, MaxNodes: 20_000}, func(st *cp.Store) bool {
				g := make([][]int, p.N)
				for r := range g {
					g[r] = make([]int, p.N)
					for c := range g[r] {
						g[r][c] = st.Value(vars[r*p.N+c])
					}
				}
				if err := Verify(p, &Solution{Grid: g}); err != nil {
					t.Errorf("%s %s: %v", p.Name, m.name, err)
				}
				return true
			})
			if err != nil {
				t.Fatal(err)
			}
			switch done := res.Complete() || res.Solutions == 2; {
			case !done:
				t.Logf("%s %s: stopped at the node limit", p.Name, m.name)
			case count < 0:
				count = res.Solutions
			case count != res.Solutions:
				t.Errorf("%s: %s counts %d solutions, another model %d", p.Name, m.name, res.Solutions, count)
			}
			totals[k].nodes += res.Nodes
			totals[k].elapsed += res.Elapsed
			t.Logf("%-45s %-10s %d solutions, %6d nodes, %6d failures, %v", p.Name, m.name, res.Solutions, res.Nodes, res.Failures, res.Elapsed.Round(time.Microsecond))
		}
	}
	for k, m := range protoModels {
		t.Logf("%-10s in all: %d nodes, %v", m.name, totals[k].nodes, totals[k].elapsed.Round(time.Microsecond))
	}
}
