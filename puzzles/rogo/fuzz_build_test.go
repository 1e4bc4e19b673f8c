package rogo

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/search"
)

// FuzzBuild checks that every puzzle Parse accepts (and whose model stays
// within the layered graph limits) builds without panic, and that each loop
// the search finds within a node limit passes Verify and improves on the
// previous one.
func FuzzBuild(f *testing.F) {
	names, _ := filepath.Glob(filepath.Join("testdata", "*.txt"))
	for _, name := range names {
		data, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte("rogo\nsteps 4\n1 2\n3 4\n"))
	f.Add([]byte("rogo\nsteps 6\n. 5 #\n2 . 1\n"))
	f.Add([]byte("rogo\nsteps 7\n. . .\n. . .\n"))
	// Points summing past 2^24: an interval score (issue 9).
	f.Add([]byte("rogo\nsteps 4\n1000000 1000000 1000000 1000000 1000000\n1000000 1000000 1000000 1000000 1000000\n" +
		"1000000 1000000 1000000 1000000 1000000\n1000000 1000000 . . .\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := Parse("fuzz", data)
		if err != nil || p.Rows*p.Cols > 400 {
			return
		}
		m, err := Build(p)
		if err != nil {
			t.Fatalf("Build of a parsed %dx%d puzzle with %d steps: %v", p.Rows, p.Cols, p.Steps, err)
		}
		o := SearchOptions(m)
		o.MaxNodes = 300
		last := -1
		if _, err := search.Solve(m.Store, o, func(s *cp.Store) bool {
			sol := m.Decode(s)
			if err := Verify(p, sol); err != nil {
				t.Fatalf("Verify: %v\n%s", err, FormatSolution(p, sol))
			}
			if sol.Score <= last {
				t.Fatalf("score %d after %d", sol.Score, last)
			}
			last = sol.Score
			return true
		}); err != nil {
			t.Fatal(err)
		}
	})
}
