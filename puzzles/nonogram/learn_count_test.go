package nonogram

import (
	"io/fs"
	"testing"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/search"
)

// Every bundled nonogram (the survey boards of testdata/stretch aside)
// counted to two by the plain search and by free search with learning,
// as tessera solve --learn runs it: the same count, every solution
// verified. Regular's reasons (irreducible cuts in words) drive the
// learning here; a reason that is not implied would cut a solution off.
func TestBundledLearningCounts(t *testing.T) {
	names, err := fs.Glob(Bundled, "testdata/*.txt")
	if err != nil || len(names) != bundledCount {
		t.Fatalf("%d bundled puzzles, want %d: %v", len(names), bundledCount, err)
	}
	if testing.Short() {
		names = names[:4]
	}
	const nodes = 400_000
	for _, name := range names {
		data, err := fs.ReadFile(Bundled, name)
		if err != nil {
			t.Fatal(err)
		}
		p, err := Parse(name, data)
		if err != nil {
			t.Fatal(err)
		}
		var counts [2]int64
		for i, learn := range []bool{false, true} {
			m, err := Build(p)
			if err != nil {
				t.Fatalf("%s: Build: %v", name, err)
			}
			o := SearchOptions(m)
			o.MaxSolutions, o.MaxNodes = 2, nodes
			if learn {
				o.Learn, o.PhaseSaving, o.FreeSearch = true, true, true
			}
			res, err := search.Solve(m.Store, o, func(s *cp.Store) bool {
				if err := Verify(p, m.Decode(s)); err != nil {
					t.Errorf("%s (learn %v): Verify: %v", name, learn, err)
				}
				return true
			})
			if err != nil {
				t.Fatalf("%s (learn %v): Solve: %v", name, learn, err)
			}
			if res.Reason != search.Exhausted && res.Solutions < 2 {
				t.Fatalf("%s (learn %v): %d solutions, stopped by %v after %d nodes", name, learn, res.Solutions, res.Reason, res.Nodes)
			}
			counts[i] = res.Solutions
		}
		if counts[0] != counts[1] {
			t.Errorf("%s: %d solutions with the plain search, %d with learning", name, counts[0], counts[1])
		}
	}
}
