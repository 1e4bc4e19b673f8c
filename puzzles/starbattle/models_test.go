package starbattle

import (
	"io/fs"
	"os"
	"testing"
	"time"

	"github.com/tessera-cp/tessera"
	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles/model"
	"github.com/tessera-cp/tessera/search"
)

// countsModel is the textbook formulation Build was measured against: the
// region, row and column sums each on its own, and the no-touch rule as
// at most one star in every 2×2 window (which covers every touching
// pair); the peer model bench_test/peers/starbattle.mzn says the same.
func countsModel(p *Puzzle) (*model.Model[Solution], error) {
	m := tessera.NewModel()
	star := m.IntGrid(p.N, p.N, 0, 1, "star")
	for r, cells := range tessera.Group(p.Region, star.Rows()) {
		m.Add(tessera.Sum(cells...).Eq(p.Stars)).Namedf("region %s holds %d stars", p.Names[r], p.Stars)
	}
	for i := range p.N {
		m.Add(tessera.Sum(star.Row(i)...).Eq(p.Stars)).Namedf("row %d holds %d stars", i+1, p.Stars)
		m.Add(tessera.Sum(star.Col(i)...).Eq(p.Stars)).Namedf("column %d holds %d stars", i+1, p.Stars)
	}
	for r := range p.N - 1 {
		for c := range p.N - 1 {
			m.Add(tessera.Sum(star.At(r, c), star.At(r, c+1), star.At(r+1, c), star.At(r+1, c+1)).Le(1)).
				Namedf("rows %d-%d, columns %d-%d: one star at most", r+1, r+2, c+1, c+2)
		}
	}
	return starModel(m, star, p.N)
}

// TestModels compares Build (strips) with countsModel on every bundled
// puzzle, counting to two with SearchOptions' search and a limit of 30 s
// each, and logs nodes and time; every solution passes Verify and both
// models must agree where both finish. It runs only with
// TESSERA_MODELS=1 (a measurement, slow on the large grids):
//
//	TESSERA_MODELS=1 go test ./puzzles/starbattle -run Models -v
func TestModels(t *testing.T) {
	if os.Getenv("TESSERA_MODELS") != "1" {
		t.Skip("a model comparison: run with TESSERA_MODELS=1")
	}
	names, err := fs.Glob(Bundled, "testdata/*.txt")
	if err != nil || len(names) == 0 {
		t.Fatalf("no bundled puzzles: %v", err)
	}
	models := []struct {
		name  string
		build func(*Puzzle) (*model.Model[Solution], error)
	}{{"strips", Build}, {"counts", countsModel}}
	for _, name := range names {
		data, err := fs.ReadFile(Bundled, name)
		if err != nil {
			t.Fatal(err)
		}
		p, err := Parse(name, data)
		if err != nil {
			t.Fatal(err)
		}
		var found []int64
		for _, mod := range models {
			start := time.Now()
			m, err := mod.build(p)
			if err != nil {
				t.Fatalf("%s %s: %v", mod.name, name, err)
			}
			o := SearchOptions(m)
			o.MaxSolutions, o.MaxTime = 2, 30*time.Second
			res, err := search.Solve(m.Store, o, func(s *cp.Store) bool {
				if err := Verify(p, m.Decode(s)); err != nil {
					t.Errorf("%s %s: Verify: %v", mod.name, name, err)
				}
				return true
			})
			if err != nil {
				t.Fatalf("%s %s: %v", mod.name, name, err)
			}
			if res.Reason == search.Exhausted || res.Solutions == 2 {
				found = append(found, res.Solutions)
			}
			t.Logf("%-40s %-6s %d solutions (%v) %8d nodes %v", name, mod.name, res.Solutions, res.Reason, res.Nodes, time.Since(start).Round(time.Microsecond))
		}
		if len(found) == 2 && found[0] != found[1] {
			t.Errorf("%s: the models count %d and %d solutions", name, found[0], found[1])
		}
	}
}
