package craft

import "math/bits"

// latinExtreme reports whether Tatham's latin solver at Extreme (Keen,
// Towers, Unequal) makes a deduction in the current position: a forcing
// chain (latinForcingChain) or a fish (latinFish). A lookahead step taken
// where neither exists is one where it guesses.
func latinExtreme(m *Model) bool { return latinForcingChain(m) || latinFish(m) }

// latinFish reports whether a positional set elimination on one digit
// across the rows and columns of a Latin square (Tatham's latin solver at
// Extreme, "set elimination on a single number": X-wings, swordfish and
// larger) removes a candidate: k rows whose open cells holding the digit
// lie in k columns between them, and another row with the digit in one
// of those columns. The cells are the model's decision variables, n×n in
// reading order; a grid of another shape has none.
func latinFish(m *Model) bool {
	n := 0
	for n*n < len(m.Vars) {
		n++
	}
	if n*n != len(m.Vars) || n > maxFishSide {
		return false
	}
	s := m.Store
	rows := make([]uint32, 0, n) // per row still lacking the digit: its columns holding it
	for v := 1; v <= n; v++ {
		rows = rows[:0]
		for r := range n {
			var cols uint32
			placed := false
			for c := range n {
				x := m.Vars[r*n+c]
				if !s.Contains(x, v) {
					continue
				}
				if s.Fixed(x) {
					placed = true
					break
				}
				cols |= 1 << c
			}
			if !placed && cols != 0 {
				rows = append(rows, cols)
			}
		}
		// Every set of 2 or more rows, short of all of them (their
		// columns are then the rest of the digit's columns, no row left
		// to strike).
		k := len(rows)
		for set := 1; set < 1<<k-1; set++ {
			size := bits.OnesCount(uint(set))
			if size < 2 {
				continue
			}
			var union uint32
			for i := range k {
				if set&(1<<i) != 0 {
					union |= rows[i]
				}
			}
			if bits.OnesCount32(union) != size {
				continue
			}
			for i := range k {
				if set&(1<<i) == 0 && rows[i]&union != 0 {
					return true
				}
			}
		}
	}
	return false
}

// maxFishSide is the largest side latinFish reads: it tries every set of
// rows, 2^n of them per digit (Tatham's Keen, Towers and Unequal go up to
// 9); a larger grid has no fish as far as the grade is concerned.
const maxFishSide = 9
