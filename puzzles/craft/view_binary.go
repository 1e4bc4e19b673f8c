package craft

import (
	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles/hitori"
	"github.com/tessera-cp/tessera/puzzles/nonogram"
)

// The kinds whose cells are 0/1 variables in reading order get a view
// that says a cell's state in the genre's words (Nonogram's ladder:
// kind_nonogram.go; Hitori's patterns: kind_hitori.go; Star Battle's
// ladder: kind_starbattle.go).
func init() {
	kinds["nonogram"] = &kindCraft{tune: tuneNonogram, bands: nonogramBands, view: func(m *Model) *view {
		p, ok := unwrap[nonogram.Puzzle](m.Puzzle)
		if !ok {
			return nil
		}
		return binaryView(m, p.Rows, p.Cols, nonogram.Shaded, nonogram.Crossed, "filled", "blank")
	}}
	kinds["hitori"] = &kindCraft{tune: tuneHitori, bands: hitoriBands, score: techniqueScore, view: func(m *Model) *view {
		p, ok := unwrap[hitori.Puzzle](m.Puzzle)
		if !ok {
			return nil
		}
		// The variable says whether the cell is kept (not shaded).
		return binaryView(m, p.Rows, p.Cols, hitori.Kept, hitori.Shaded, "kept", "shaded")
	}}
}

// binaryView is the view of a rows×cols grid of 0/1 cells in reading
// order: value 1 is written as state code one and said "r1c3 WORD1", value
// 0 as code zero, "r1c3 WORD0".
func binaryView(m *Model, rows, cols, one, zero int, word1, word0 string) *view {
	if len(m.Vars) != rows*cols {
		return nil
	}
	v := gridView(m, rows, cols,
		func(val int) int {
			if val == 1 {
				return one
			}
			return zero
		},
		func(code int) (int, bool) {
			switch code {
			case one:
				return 1, true
			case zero:
				return 0, true
			}
			return 0, false
		}, func(val int) string {
			if val == 1 {
				return word1
			}
			return word0
		})
	base := v.lit
	v.lit = func(l cp.Lit) string {
		c, ok := v.cellOf(l.X)
		if !ok || (l.Op != cp.OpEq && l.Op != cp.OpNe) {
			return base(l)
		}
		if (l.Op == cp.OpEq) == (l.V == 1) {
			return c.String() + " " + word1
		}
		return c.String() + " " + word0
	}
	return v
}
