package kakuro

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/search"
)

// FuzzBuild checks that every puzzle Parse accepts builds without error or
// panic, and that each solution the search finds (within a node limit)
// passes Verify.
func FuzzBuild(f *testing.F) {
	for _, pat := range []string{"testdata/*.txt", "testdata/bad/*.txt"} {
		names, _ := filepath.Glob(pat)
		for _, name := range names {
			data, err := os.ReadFile(name)
			if err != nil {
				f.Fatal(err)
			}
			f.Add(data)
		}
	}
	f.Add([]byte("kakuro\n#  4\\ 3\\\n\\3 .  .\n\\4 .  .\n"))
	f.Add([]byte("kakuro\n# 17\\ 16\\\n\\17 . .\n\\16 . .\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := Parse("fuzz", data)
		if err != nil {
			return
		}
		m, err := Build(p)
		if err != nil {
			t.Fatalf("%s: Build of a parsed puzzle: %v", p.Name, err)
		}
		o := SearchOptions(m)
		o.MaxNodes, o.MaxSolutions = 500, 2
		if _, err := search.Solve(m.Store, o, func(s *cp.Store) bool {
			if err := Verify(p, m.Decode(s)); err != nil {
				t.Fatalf("%s: Verify: %v", p.Name, err)
			}
			return true
		}); err != nil {
			t.Fatalf("%s: Solve: %v", p.Name, err)
		}
	})
}
