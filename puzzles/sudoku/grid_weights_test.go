package sudoku

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/search"
)

// The template's units as one grid propagator search exactly as the units
// posted apart: under dom/wdeg (16×16 and 25×25) the grid weighs each
// unit by its own failures and fails at the unit the queue of separate
// AllDifferents would, so nodes, failures and restarts are the same, node
// limit or not. 25×25 (75 units, more than one word of them) is cut at a
// node limit: the hard ones take minutes.
func TestGridSearchesAsUnitsApart(t *testing.T) {
	files, err := filepath.Glob("testdata/*16x16.txt")
	if err != nil {
		t.Fatal(err)
	}
	big, err := filepath.Glob("testdata/stretch/*25x25.txt")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 || len(big) == 0 {
		t.Fatalf("no 16×16 (%d) or 25×25 (%d) puzzles found", len(files), len(big))
	}
	if testing.Short() {
		files, big = files[:8], big[:3]
	}
	for _, f := range append(files, big...) {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		p, err := Parse(f, data)
		if err != nil {
			t.Fatal(err)
		}
		limit := int64(0)
		if p.N == 25 {
			limit = 3000
		}
		grid := searchTemplate(t, p, true, limit)
		apart := searchTemplate(t, p, false, limit)
		if grid != apart {
			t.Errorf("%s: grid %+v, units apart %+v", f, grid, apart)
		}
	}
}

// searchTemplate counts p's solutions, up to two, on its template with its
// givens assigned, by SearchOptions within limit nodes (0: none).
func searchTemplate(t *testing.T, p *Puzzle, grid bool, limit int64) counts {
	t.Helper()
	tp, givens := Template(p)
	s := cp.NewStore()
	m, err := buildOn(tp, s, grid)
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range givens {
		if !s.Assign(m.Vars[g.Var], g.Value) {
			t.Fatalf("%s: given %+v fails", p.Name, g)
		}
	}
	o := SearchOptions(m)
	o.MaxSolutions, o.MaxNodes = 2, limit
	r, err := search.Solve(s, o, func(*cp.Store) bool { return true })
	if err != nil {
		t.Fatal(err)
	}
	// Not the propagations: one grid run is several unit runs.
	return counts{r.Stats.Nodes, r.Stats.Failures, r.Stats.Restarts, r.Stats.Solutions, r.Reason}
}

type counts struct {
	nodes, failures, restarts, solutions int64
	reason                               search.Reason
}
