package kenken

import (
	"fmt"
	"io/fs"
	"path"
	"testing"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
	"github.com/tessera-cp/tessera/puzzles/model"
	"github.com/tessera-cp/tessera/search"
)

// buildDirect is Build as it was before the modelling layer, posted on
// the store by hand (kept to compare the two, see BenchmarkModel): one variable per cell over 1..N,
// a domain-consistent AllDifferent on every row and every column, the cell
// of each one-cell cage fixed to its target, and one propagators.Cage per
// other cage (a table of the cage's allowed tuples while it is small,
// which makes it domain consistent). The variables are the cells in reading
// order. It returns an error (wrapping ErrInvalid) when p does not pass
// Validate.
func buildDirect(p *Puzzle) (*model.Model[Solution], error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	n := p.N
	s := cp.NewStore()
	cells := make([]cp.VarID, n*n)
	for i := range cells {
		cells[i] = s.NewVar(1, n)
	}
	for _, cg := range p.Cages {
		if cg.Op == Given {
			c := cg.Cells[0]
			s.Assign(cells[c.Row*n+c.Col], cg.Target) // Validate keeps it in 1..N
		}
	}
	row, col := make([]cp.VarID, n), make([]cp.VarID, n)
	for i := range n {
		for j := range n {
			row[j], col[j] = cells[i*n+j], cells[j*n+i]
		}
		if err := propagators.AllDifferent(s, row, propagators.Domain); err != nil {
			return nil, err
		}
		if err := propagators.AllDifferent(s, col, propagators.Domain); err != nil {
			return nil, err
		}
	}
	for _, cg := range p.Cages {
		if cg.Op == Given {
			continue
		}
		vars := make([]cp.VarID, len(cg.Cells))
		for k, c := range cg.Cells {
			vars[k] = cells[c.Row*n+c.Col]
		}
		if err := propagators.Cage(s, cageOps[cg.Op], cg.Target, vars); err != nil {
			return nil, fmt.Errorf("kenken: cage '%s': %w", cg.Name, err)
		}
	}
	decode := func(s *cp.Store) *Solution {
		g := make([][]int, n)
		for r := range g {
			g[r] = make([]int, n)
			for c := range g[r] {
				g[r][c] = s.Value(cells[r*n+c])
			}
		}
		return &Solution{Grid: g}
	}
	return &model.Model[Solution]{Store: s, Vars: cells, Objective: model.NoObjective, Decode: decode}, nil
}

// bundledPuzzles parses every bundled puzzle.
func bundledPuzzles(tb testing.TB) []*Puzzle {
	names, err := fs.Glob(Bundled, "testdata/*.txt")
	if err != nil {
		tb.Fatal(err)
	}
	var out []*Puzzle
	for _, name := range names {
		data, err := fs.ReadFile(Bundled, name)
		if err != nil {
			tb.Fatal(err)
		}
		p, err := Parse(path.Base(name), data)
		if err != nil {
			tb.Fatal(err)
		}
		out = append(out, p)
	}
	return out
}

// TestLayerMatchesDirect checks that the layer's model searches exactly
// like the hand-posted one: the same propagators (kinds, in order), the
// same nodes, failures and propagations to count two solutions.
func TestLayerMatchesDirect(t *testing.T) {
	for _, p := range bundledPuzzles(t) {
		var res [2]search.Result
		var kinds [2]string
		for i, build := range []func(*Puzzle) (*model.Model[Solution], error){Build, buildDirect} {
			m, err := build(p)
			if err != nil {
				t.Fatal(err)
			}
			for id := range m.Store.NumProps() {
				kinds[i] += m.Store.Kind(cp.PropID(id)) + " "
			}
			o := SearchOptions(m)
			o.MaxSolutions = 2
			if res[i], err = search.Solve(m.Store, o, nil); err != nil {
				t.Fatal(err)
			}
		}
		if kinds[0] != kinds[1] {
			t.Errorf("%s: propagators %s, hand-posted %s", p.Name, kinds[0], kinds[1])
		}
		l, d := res[0], res[1]
		if l.Nodes != d.Nodes || l.Failures != d.Failures || l.Propagations != d.Propagations || l.Solutions != d.Solutions {
			t.Errorf("%s: layer %d nodes %d failures %d propagations %d solutions, hand-posted %d %d %d %d",
				p.Name, l.Nodes, l.Failures, l.Propagations, l.Solutions, d.Nodes, d.Failures, d.Propagations, d.Solutions)
		}
	}
}

// BenchmarkModel builds and solves (to the first solution) each bundled
// puzzle with the layer's model and the hand-posted one; compare with
// benchstat -col /model. Besides ns/op it reports cpu-ns/op, the CPU time
// of the benchmark's thread (Linux), which a loaded machine disturbs far
// less than the wall clock.
func BenchmarkModel(b *testing.B) {
	for _, p := range bundledPuzzles(b) {
		for _, v := range []struct {
			name  string
			build func(*Puzzle) (*model.Model[Solution], error)
		}{{"layer", Build}, {"direct", buildDirect}} {
			b.Run(fmt.Sprintf("puzzle=%s/model=%s", p.Name, v.name), func(b *testing.B) {
				b.ReportAllocs()
				cpu := threadCPU()
				var nodes, ops int64
				start := cpu()
				for b.Loop() {
					ops++
					m, err := v.build(p)
					if err != nil {
						b.Fatal(err)
					}
					o := SearchOptions(m)
					o.MaxSolutions = 1
					res, err := search.Solve(m.Store, o, nil)
					if err != nil || res.Solutions != 1 {
						b.Fatalf("%s: %d solutions, %v", p.Name, res.Solutions, err)
					}
					nodes = res.Nodes
				}
				b.ReportMetric(float64(nodes), "nodes/op")
				if used := cpu() - start; used > 0 {
					b.ReportMetric(float64(used.Nanoseconds())/float64(ops), "cpu-ns/op")
				}
			})
		}
	}
}
