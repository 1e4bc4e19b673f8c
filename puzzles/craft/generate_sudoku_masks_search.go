package craft

import "math/bits"

// A complete search on Sudoku's masks: whether a grid of candidates has
// a solution. Each node is propagated by the masks' fixpoint (every
// deduction of the ceiling's rungs holds in every solution, and a grid
// it leaves fixed whole is a solution), then branches on each value of
// the open cell with the fewest. The answer is a fact about the Sudoku,
// not about the ladder, so it is the model's search's answer
// (TestSudokuMasksSearchAgrees).

// otherSolution reports whether the propagated grid g has a solution
// without the value v (1..n) at cell k. g is left as it was.
func (m *sudokuMasks) otherSolution(g []uint32, k, v int) bool {
	cells := m.n * m.n
	if len(m.frames) < (cells+1)*cells {
		m.frames = make([]uint32, (cells+1)*cells) // one per open cell, and one
	}
	f := m.frames[:cells]
	copy(f, g)
	w := f[k] &^ (1 << (v - 1))
	if w == 0 {
		return false
	}
	if f[k] = w; w&(w-1) == 0 {
		m.fixed(k)
	} else {
		m.dirty |= m.inUnits[k]
	}
	return m.propagate(f) && m.solvable(0)
}

// solvable reports whether the propagated grid in search frame d has a
// solution.
func (m *sudokuMasks) solvable(d int) bool {
	cells := m.n * m.n
	g := m.frames[d*cells : (d+1)*cells]
	best, fewest := -1, 33
	for c, x := range g {
		if x&(x-1) == 0 {
			continue
		}
		if k := bits.OnesCount32(x); k < fewest {
			best, fewest = c, k
			if k == 2 {
				break
			}
		}
	}
	if best < 0 {
		return true
	}
	next := m.frames[(d+1)*cells : (d+2)*cells]
	for w := g[best]; w != 0; w &= w - 1 {
		copy(next, g)
		next[best] = w & -w
		m.fixed(best)
		if m.propagate(next) && m.solvable(d+1) {
			return true
		}
	}
	return false
}
