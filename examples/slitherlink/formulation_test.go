package slitherlink

import (
	"flag"
	"io/fs"
	"strings"
	"testing"
	"time"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles/model"
	"github.com/tessera-cp/tessera/search"
)

var (
	measure  = flag.Bool("slitherlink.measure", false, "TestFormulations: log nodes and time of each formulation and search on the bundled puzzles")
	maxCells = flag.Int("slitherlink.maxcells", 49, "TestFormulations: the largest puzzle (in cells) measured")
	only     = flag.String("slitherlink.only", "", "TestFormulations: the formulations measured (names containing it)")
)

// formulation is a model and a search measured by TestFormulations.
type formulation struct {
	name  string
	build func(*Puzzle) (*model.Model[Solution], error)
	opts  func(*model.Model[Solution]) search.Options
}

// lookahead is the search with singleton consistency on the edges at
// every node (SearchOptions); plain is dom/wdeg without it.
func lookahead(m *model.Model[Solution]) search.Options { return SearchOptions(m) }

func plain(m *model.Model[Solution]) search.Options {
	o := SearchOptions(m)
	o.Lookahead = search.Lookahead{}
	return o
}

var formulations = []formulation{
	{"loop/lookahead", Build, lookahead},
	{"loop/domwdeg", Build, plain},
	{"subcircuit/lookahead", BuildSubcircuit, lookahead},
	{"subcircuit/domwdeg", BuildSubcircuit, plain},
	{"inside/lookahead", BuildInside, lookahead},
	{"inside/domwdeg", BuildInside, plain},
}

// countSolutions searches m for up to 2 solutions, each checked by
// Verify; it returns the first, the count and the statistics.
func countSolutions(t testing.TB, p *Puzzle, m *model.Model[Solution], opt search.Options) (*Solution, int, search.Stats) {
	t.Helper()
	// The subcircuit's search finds each loop twice, once each way round:
	// loops are told apart by their edges.
	opt.MaxSolutions = 0
	var first *Solution
	n := 0
	seen := map[string]bool{}
	r, err := search.Solve(m.Store, opt, func(st *cp.Store) bool {
		s := m.Decode(st)
		if err := Verify(p, s); err != nil {
			t.Fatalf("%s: the model gave a wrong solution: %v", p.Name, err)
		}
		if first == nil {
			first = s
		}
		if f := FormatSolution(p, s); !seen[f] {
			seen[f] = true
			n++
		}
		return n < 2
	})
	if err != nil {
		t.Fatal(err)
	}
	if r.Reason != search.Exhausted && n < 2 {
		t.Fatalf("%s: the search stopped (%v) after %d solutions", p.Name, r.Reason, n)
	}
	return first, n, r.Stats
}

// TestFormulations proves every bundled puzzle unique under each
// formulation, and with -slitherlink.measure logs the nodes and times.
func TestFormulations(t *testing.T) {
	names, _ := fs.Glob(Bundled, "testdata/*.txt")
	for _, f := range formulations {
		if !strings.Contains(f.name, *only) {
			continue
		}
		var nodes int64
		var took time.Duration
		for _, name := range names {
			if !*measure && testing.Short() {
				break
			}
			data, _ := fs.ReadFile(Bundled, name)
			p, err := Parse(name, data)
			if err != nil {
				t.Fatal(err)
			}
			if p.Rows*p.Cols > *maxCells {
				continue // the large ones: TestBundled, and with -slitherlink.measure
			}
			m, err := f.build(p)
			if err != nil {
				t.Fatal(err)
			}
			start := time.Now()
			_, n, st := countSolutions(t, p, m, f.opts(m))
			el := time.Since(start)
			if n != 1 {
				t.Errorf("%s %s: %d solutions, expected 1", f.name, name, n)
			}
			nodes += st.Nodes
			took += el
			if *measure {
				t.Logf("%-22s %-32s nodes %7d  fails %7d  %v", f.name, name, st.Nodes, st.Failures, el.Round(time.Millisecond))
			}
		}
		if *measure {
			t.Logf("%-22s total nodes %d, %v", f.name, nodes, took.Round(time.Millisecond))
		}
	}
}
