package kakuro

import (
	"testing"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/search"
)

// tinyKakuros are small enough to enumerate every digit assignment. In
// the first two, sums alone allow assignments that repeat a digit in a
// run (2 and 3 of them): only distinct runs leave one; the others have
// several solutions (the last none).
var tinyKakuros = []string{
	"kakuro\n#   4\\  6\\\n\\3 .   .\n\\7 .   .\n",
	"kakuro\n#   4\\  6\\\n\\4 .   .\n\\6 .   .\n",
	"kakuro\n#   5\\  7\\ 9\\\n\\6 .   .  .\n\\15 .  .  .\n",
	"kakuro\n#   10\\ 11\\ 12\\\n\\12 .   .  .\n\\21 .  .  .\n",
	"kakuro\n#  #  6\\ 4\\\n# 7\\5 . .\n\\11 . . .\n\\3 . . #\n",
}

// TestCountsMatchEnumeration: on puzzles small enough to try every digit
// in every white cell, each formulation finds exactly the assignments that
// Verify (written from the rules) accepts.
func TestCountsMatchEnumeration(t *testing.T) {
	for i, src := range tinyKakuros {
		p, err := Parse("tiny", []byte(src))
		if err != nil {
			t.Fatalf("tiny %d: %v", i, err)
		}
		var cells [][2]int
		for r := range p.Rows {
			for c := range p.Cols {
				if p.White[r][c] {
					cells = append(cells, [2]int{r, c})
				}
			}
		}
		want := int64(0)
		g := make([][]int, p.Rows)
		for r := range g {
			g[r] = make([]int, p.Cols)
		}
		var try func(k int)
		try = func(k int) {
			if k == len(cells) {
				if Verify(p, &Solution{Grid: g}) == nil {
					want++
				}
				return
			}
			for d := 1; d <= 9; d++ {
				g[cells[k][0]][cells[k][1]] = d
				try(k + 1)
			}
		}
		try(0)
		for _, vr := range variants {
			m, err := build(p, vr.v)
			if err != nil {
				t.Fatal(err)
			}
			o := SearchOptions(m)
			o.MaxSolutions = 0
			res, err := search.Solve(m.Store, o, func(s *cp.Store) bool {
				if err := Verify(p, m.Decode(s)); err != nil {
					t.Errorf("tiny %d, %s: %v", i, vr.name, err)
				}
				return true
			})
			if err != nil {
				t.Fatal(err)
			}
			if res.Solutions != want {
				t.Errorf("tiny %d, %s: %d solutions, enumeration finds %d", i, vr.name, res.Solutions, want)
			}
		}
		t.Logf("tiny %d: %d solutions", i, want)
	}
}
