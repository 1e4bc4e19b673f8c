package sudoku

// maxMaskSide is the largest side whose values fit the masks of noRepeat
// (bit v for value v, 1..n, in a uint32): every side Validate accepts.
const maxMaskSide = 25

// noRepeat reports whether no row, column or box of g (side n, boxes of
// side b, rows of n values in 0..n, 0 for an empty cell) holds a value
// twice, in one pass over the cells with a bit set per row, column and
// box, without allocating. ok is false when it cannot tell (n too large):
// the caller then walks the units. Validate and Verify call it first and
// walk the units (which name the first repeat in unit order) only when it
// finds one, so their messages are unchanged: a solve validates the puzzle
// and verifies each solution, and the walk over the units cost about
// 8,000 instructions a 9×9 grid, as much as a solve of an easy puzzle's
// search steps.
func noRepeat(g [][]int, n, b int) (none, ok bool) {
	if n > maxMaskSide || b <= 0 || b*b != n || len(g) != n {
		return false, false
	}
	var rows, cols, boxes [maxMaskSide]uint32
	for r, row := range g {
		if len(row) != n {
			return false, false
		}
		br := r / b * b
		for c, v := range row {
			if v <= 0 || v > n {
				continue // empty (or out of range: the caller reports it)
			}
			bit := uint32(1) << uint(v)
			k := br + c/b
			if (rows[r]|cols[c]|boxes[k])&bit != 0 {
				return false, true
			}
			rows[r] |= bit
			cols[c] |= bit
			boxes[k] |= bit
		}
	}
	return true, true
}
