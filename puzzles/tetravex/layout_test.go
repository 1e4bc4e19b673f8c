package tetravex

import (
	"path/filepath"
	"testing"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/search"
)

// TestModelLayout: on a solved model, each variable's value, read through
// ModelLayout, is the piece the decoded solution has in its cell.
func TestModelLayout(t *testing.T) {
	for _, name := range []string{"cpcdoy_example", "cpcdoy_tetravex_4_4", "hakank_game2_6x6"} {
		p := parseFile(t, filepath.Join("testdata", name+".txt"))
		m, err := Build(p)
		if err != nil {
			t.Fatal(err)
		}
		cells, pieces := ModelLayout(p)
		if len(cells) != len(m.Vars) || len(pieces) != p.N*p.N {
			t.Fatalf("%s: %d cells, %d pieces for %d vars", name, len(cells), len(pieces), len(m.Vars))
		}
		checked := false
		if _, err := search.Solve(m.Store, SearchOptions(m), func(*cp.Store) bool {
			sol := m.Decode(m.Store)
			for i, x := range m.Vars {
				r, c := cells[i]/p.N, cells[i]%p.N
				if got := pieces[m.Store.Value(x)]; got != sol.Grid[r][c] {
					t.Errorf("%s: var %d (cell %d, %d) reads piece %d, the solution has %d", name, i, r, c, got, sol.Grid[r][c])
				}
			}
			checked = true
			return false
		}); err != nil {
			t.Fatal(err)
		}
		if !checked {
			t.Fatalf("%s: no solution", name)
		}
	}
}
