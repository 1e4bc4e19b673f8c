package craft

import (
	"fmt"
	"math/bits"
	"slices"
	"sync"
)

// Sudoku's removal trials up to Strength, on a candidate mask per cell
// instead of the ladder's model.
//
// Below the lookahead rungs a trial only asks whether the fixpoint of the rungs up
// to the ceiling, with every clue kept but the one tried, fixes that
// clue's cell again (thinning). For Sudoku those rungs are plain: a fixed
// cell's value leaves its row, column and box (forward checking, every
// rung), a value with one place left in a box goes there (Forward), in a
// row or column (Counting), and a value missing from a box outside a line
// is missing from the line outside the box, and the other way round
// (Strength, tuneSudoku's Overlap); Combined's Hall sets are left to the
// model. On the kernel each clue set costs its
// propagation through about a hundred subscriptions per cell, three
// quarters of a trivial or basic puzzle's CPU; on masks the thinning of a
// 9x9 costs a few tens of microseconds. The fixpoint is the ladder's,
// domain for domain (TestSudokuMasksAgreeWithLadder), so every trial
// answers as on the model and the puzzles are the same.

// sudokuMasks is the grid's geometry and what a ceiling propagates: units
// are rows 0..n-1, columns n..2n-1 and boxes 2n..3n-1 (at most 64 units:
// n <= 16, the sizes the generator makes).
type sudokuMasks struct {
	n        int
	full     uint32
	hidden   uint64 // the units whose one-place values the ceiling places
	pointing bool   // box and line overlaps (Strength)
	units    [][]int16
	peers    [][]int16
	inUnits  []uint64 // the units of each cell
	overlaps []sudokuOverlap
	// work: the cells fixed but not yet taken from their peers, and the
	// units changed since their last look
	queue []int16
	dirty uint64
	// the search frames of otherSolution (generate_sudoku_masks_unique.go)
	frames []uint32
}

// sudokuOverlap is a box and a line through it: the box's cells outside
// the line (a) and the line's outside the box (b).
type sudokuOverlap struct {
	units uint64 // the box's and the line's bits
	a, b  []int16
}

// masksFor is Sudoku's masks for side n at ceiling, or nil where the
// ladder's model must answer: from Combined up (Hall sets, then
// lookahead), or a side past 16.
func masksFor(n int, ceiling Rung) *sudokuMasks {
	b := 0
	for b*b < n {
		b++
	}
	if ceiling > Strength || n < 1 || n > 16 || b*b != n {
		return nil
	}
	m := &sudokuMasks{n: n, full: uint32(1)<<n - 1, pointing: ceiling >= Strength}
	for u := range 3 * n {
		var cells []int16
		for i := range n {
			switch {
			case u < n:
				cells = append(cells, int16(u*n+i))
			case u < 2*n:
				cells = append(cells, int16(i*n+u-n))
			default:
				k := u - 2*n
				cells = append(cells, int16((k/b*b+i/b)*n+k%b*b+i%b))
			}
		}
		m.units = append(m.units, cells)
		if u >= 2*n || ceiling >= Counting {
			m.hidden |= 1 << u
		}
	}
	m.inUnits = make([]uint64, n*n)
	for u, cells := range m.units {
		for _, c := range cells {
			m.inUnits[c] |= 1 << u
		}
	}
	m.peers = make([][]int16, n*n)
	for c := range n * n {
		for u, cells := range m.units {
			if m.inUnits[c]&(1<<u) == 0 {
				continue
			}
			for _, p := range cells {
				if int(p) != c && !slices.Contains(m.peers[c], p) {
					m.peers[c] = append(m.peers[c], p)
				}
			}
		}
	}
	if m.pointing {
		for k := range n {
			box := m.units[2*n+k]
			for i := range b {
				for _, line := range []int{k/b*b + i, n + k%b*b + i} {
					o := sudokuOverlap{units: 1<<(2*n+k) | 1<<line}
					for _, c := range box {
						if m.inUnits[c]&(1<<line) == 0 {
							o.a = append(o.a, c)
						}
					}
					for _, c := range m.units[line] {
						if m.inUnits[c]&(1<<(2*n+k)) == 0 {
							o.b = append(o.b, c)
						}
					}
					m.overlaps = append(m.overlaps, o)
				}
			}
		}
	}
	return m
}

// masksShapes holds masksFor's answers, built once per side and ceiling
// (the geometry is read only; each run copies the struct for its own
// work buffers).
var masksShapes sync.Map // [2]int{n, ceiling} -> *sudokuMasks (nil kept too)

// sharedMasks is masksFor(n, ceiling), built once per process.
func sharedMasks(n int, ceiling Rung) *sudokuMasks {
	key := [2]int{n, int(ceiling)}
	if m, ok := masksShapes.Load(key); ok {
		return m.(*sudokuMasks)
	}
	m, _ := masksShapes.LoadOrStore(key, masksFor(n, ceiling))
	return m.(*sudokuMasks)
}

// blank is a grid of full masks.
func (m *sudokuMasks) blank() []uint32 {
	g := make([]uint32, m.n*m.n)
	for i := range g {
		g[i] = m.full
	}
	return g
}

// assign fixes cell c of g to value v (1..n), for the next propagate;
// false when v is no longer a candidate there.
func (m *sudokuMasks) assign(g []uint32, c, v int) bool {
	bit := uint32(1) << (v - 1)
	switch {
	case g[c]&bit == 0:
		return false
	case g[c] != bit:
		g[c] = bit
		m.fixed(c)
	}
	return true
}

// fixed queues cell c, just fixed, and marks its units changed.
func (m *sudokuMasks) fixed(c int) {
	m.queue = append(m.queue, int16(c))
	m.dirty |= m.inUnits[c]
}

// remove takes the values rm from cell c; false when none is left.
func (m *sudokuMasks) remove(g []uint32, c int16, rm uint32) bool {
	w := g[c]
	if w&rm == 0 {
		return true
	}
	w &^= rm
	g[c] = w
	m.dirty |= m.inUnits[c]
	if w&(w-1) == 0 {
		if w == 0 {
			return false
		}
		m.queue = append(m.queue, c)
	}
	return true
}

// propagate runs the ceiling's rungs on g to their fixpoint; false when
// g has no solution (a value with no place in a unit, or none left in a
// cell). The queue and the changed units are cleared either way.
func (m *sudokuMasks) propagate(g []uint32) bool {
	ok := m.fixpoint(g)
	m.queue, m.dirty = m.queue[:0], 0
	return ok
}

func (m *sudokuMasks) fixpoint(g []uint32) bool {
	for {
		for len(m.queue) > 0 {
			c := m.queue[len(m.queue)-1]
			m.queue = m.queue[:len(m.queue)-1]
			for _, p := range m.peers[c] {
				if !m.remove(g, p, g[c]) {
					return false
				}
			}
		}
		d := m.dirty
		if d == 0 {
			return true
		}
		m.dirty = 0
		for w := d & m.hidden; w != 0; w &= w - 1 {
			cells := m.units[bits.TrailingZeros64(w)]
			var once, twice, fixed uint32
			for _, c := range cells {
				x := g[c]
				twice |= once & x
				once |= x
				if x&(x-1) == 0 {
					fixed |= x
				}
			}
			if once != m.full {
				return false
			}
			for h := once &^ twice &^ fixed; h != 0; h &= h - 1 {
				bit := h & -h
				placed := false
				for _, c := range cells {
					if g[c]&bit != 0 {
						g[c], placed = bit, true
						m.fixed(int(c))
						break
					}
				}
				if !placed {
					return false // its one cell took another value of the unit
				}
			}
		}
		if !m.pointing {
			continue
		}
		for i := range m.overlaps {
			o := &m.overlaps[i]
			if o.units&d == 0 {
				continue
			}
			var ua, ub uint32
			for _, c := range o.a {
				ua |= g[c]
			}
			for _, c := range o.b {
				ub |= g[c]
			}
			if rm := m.full &^ ua; ub&rm != 0 {
				for _, c := range o.b {
					if !m.remove(g, c, rm) {
						return false
					}
				}
			}
			if rm := m.full &^ ub; ua&rm != 0 {
				for _, c := range o.a {
					if !m.remove(g, c, rm) {
						return false
					}
				}
			}
		}
	}
}

// thinMasks is thinning's decide on masks: the same trials in the same
// order, each answered by whether the fixpoint without the clue fixes its
// cell. clues (values 1..n, -1 for none) loses the clues that go.
func (m *sudokuMasks) thin(kind string, clues, perm []int) error {
	depth := 2
	for 1<<(depth-2) < len(perm) {
		depth++
	}
	cells := m.n * m.n
	stack := make([]uint32, depth*cells)
	copy(stack, m.blank())
	m.queue, m.dirty = m.queue[:0], 0
	var decide func(lo, hi, d int) error
	decide = func(lo, hi, d int) error {
		g := stack[d*cells : (d+1)*cells]
		if hi <= lo {
			return nil
		}
		// Where this store fixes every cell of the range already, every
		// trial in it runs on a store that holds this one: each clue goes.
		all := true
		for _, k := range perm[lo:hi] {
			if x := g[k]; x&(x-1) != 0 {
				all = false
				break
			}
		}
		if all {
			for _, k := range perm[lo:hi] {
				clues[k] = -1
			}
			return nil
		}
		if hi-lo == 1 {
			return nil // its cell is open: the clue stays
		}
		mid := (lo + hi) / 2
		next := stack[(d+1)*cells : (d+2)*cells]
		for half := range 2 {
			from, to := mid, hi
			if half == 1 {
				from, to = lo, mid
			}
			copy(next, g)
			for _, k := range perm[from:to] {
				if v := clues[k]; v >= 0 && !m.assign(next, k, v) {
					m.queue, m.dirty = m.queue[:0], 0
					return fmt.Errorf("craft: %s generator: the solution's clues clash (a bug)", kind)
				}
			}
			if !m.propagate(next) {
				return fmt.Errorf("craft: %s generator: the solution's clues clash (a bug)", kind)
			}
			var err error
			if half == 0 {
				err = decide(lo, mid, d+1)
			} else {
				err = decide(mid, hi, d+1)
			}
			if err != nil {
				return err
			}
		}
		return nil
	}
	return decide(0, len(perm), 0)
}

// solved reports whether every cell of g is fixed.
func (m *sudokuMasks) solved(g []uint32) bool {
	for _, x := range g {
		if x&(x-1) != 0 {
			return false
		}
	}
	return true
}

// closes is Model.closes on masks: whether the ceiling's rungs fix every
// cell of the clues (values 1..n, -1 for none).
func (m *sudokuMasks) closes(clues []int) bool {
	g := m.blank()
	for i, v := range clues {
		if v >= 0 && !m.assign(g, i, v) {
			m.queue, m.dirty = m.queue[:0], 0
			return false
		}
	}
	return m.propagate(g) && m.solved(g)
}
