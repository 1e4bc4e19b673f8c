package craft

import (
	"math/bits"

	"github.com/tessera-cp/tessera/puzzles/skyscrapers"
)

// Towers' Easy candidate (every clue, no digit) is kept when the ladder's
// rungs up to Counting solve it, and about three in four are not: a model
// and a walk for each cost most of an Easy puzzle. towersEasySolves
// answers the same question on bit sets, for a hundredth of that, so that
// only the candidates it passes get the model (whose walk grades them and
// still decides).

// towersEasySolves reports whether the fixpoint of the ladder's rungs up
// to Counting for an n×n Skyscrapers grid with these clues (Top, Bottom,
// Left, Right, as skyscraperSides; 0 for none) and no digit fixes every
// cell: the lines' forward checking and singles (tuneSkyscrapers' Unit), a
// clue's bounds (skylineBounds), the pair rule of a line's two clues and
// each clue's skyline rules (skylineEasy, skylineRules). Those are the
// only propagators on those rungs (TestTowersEasySolvesAgrees holds it to
// the ladder's model). n is at most 62.
func towersEasySolves(n int, clues *[4][]int) bool {
	e := towersEasy{n: n, dom: make([]uint64, n*n), pos: make([]int, n+1)}
	full := uint64(1)<<(n+1) - 2 // heights 1..n
	for i := range e.dom {
		e.dom[i] = full
	}
	// The clues' bounds and the pair rule: each against a constant, once.
	for k, sd := range skyscraperSides {
		for i, c := range clues[k] {
			if c < 1 || c > n {
				continue
			}
			if o := clues[k^1][i]; k%2 == 0 && o >= 1 && c+o == n+1 {
				e.dom[e.cell(sd, i, c-1)] &= 1 << n // the tallest where both runs meet
			}
			if c == 1 {
				e.dom[e.cell(sd, i, 0)] &= 1 << n
				continue
			}
			for d := 0; d < c-1; d++ {
				e.dom[e.cell(sd, i, d)] &= uint64(1)<<(n-c+2+d) - 2 // at most n-c+1+d
			}
		}
	}
	for changed := true; changed; {
		changed = false
		for l := range 2 * n {
			ch, ok := e.line(l)
			if !ok {
				return false
			}
			changed = changed || ch
		}
		for k, sd := range skyscraperSides {
			for i, c := range clues[k] {
				if c < 2 || c > n {
					continue
				}
				ch, ok := e.rules(sd, i, c)
				if !ok {
					return false
				}
				changed = changed || ch
			}
		}
	}
	for _, d := range e.dom {
		if bits.OnesCount64(d) != 1 {
			return false
		}
	}
	return true
}

// towersEasy is the grid's domains (dom[r*n+c], bit v for height v) and
// the skyline rules' scratch (pos).
type towersEasy struct {
	n   int
	dom []uint64
	pos []int
}

// cell is the index of the d-th cell from side's clue i (nearest first).
func (e *towersEasy) cell(sd skyscrapers.Side, i, d int) int {
	n := e.n
	switch sd {
	case skyscrapers.Top:
		return d*n + i
	case skyscrapers.Bottom:
		return (n-1-d)*n + i
	case skyscrapers.Left:
		return i*n + d
	}
	return i*n + n - 1 - d
}

// remove takes the heights in bits out of cell c; false when none is left.
func (e *towersEasy) remove(c int, b uint64, changed *bool) bool {
	if e.dom[c]&b != 0 {
		e.dom[c] &^= b
		*changed = true
	}
	return e.dom[c] != 0
}

// line is forward checking and singles on line l (rows 0..n-1, then
// columns): a placed height leaves the line's other cells, a height with
// one place left in the line goes there, none left fails.
func (e *towersEasy) line(l int) (changed, ok bool) {
	n := e.n
	at := func(j int) int {
		if l < n {
			return l*n + j
		}
		return j*n + l - n
	}
	for j := range n {
		d := e.dom[at(j)]
		if bits.OnesCount64(d) != 1 {
			continue
		}
		for o := range n {
			if o != j && !e.remove(at(o), d, &changed) {
				return changed, false
			}
		}
	}
	for v := 1; v <= n; v++ {
		b, places, last := uint64(1)<<v, 0, 0
		for j := range n {
			if e.dom[at(j)]&b != 0 {
				places, last = places+1, at(j)
			}
		}
		switch {
		case places == 0:
			return changed, false
		case places == 1 && e.dom[last] != b:
			e.dom[last], changed = b, true
		}
	}
	return changed, true
}

// rules is skylineRules.Propagate on side's clue i (clue c) over the
// heights placed so far: the same removals on bit sets.
func (e *towersEasy) rules(sd skyscrapers.Side, i, c int) (changed, ok bool) {
	n := e.n
	for v := range e.pos {
		e.pos[v] = -1
	}
	for j := range n {
		if d := e.dom[e.cell(sd, i, j)]; bits.OnesCount64(d) == 1 {
			e.pos[bits.TrailingZeros64(d)] = j
		}
	}
	count, furthest := 0, n
	for v := n; v >= 1 && e.pos[v] >= 0; v-- {
		if e.pos[v] < furthest {
			furthest = e.pos[v]
			count++
		}
	}
	first := e.cell(sd, i, 0)
	if c == count+1 && furthest > 1 && furthest < n {
		left := furthest - 1
		for v := 1; v <= n && left > 0; v++ {
			if e.pos[v] >= furthest {
				continue
			}
			left--
			if !e.remove(first, 1<<v, &changed) {
				return changed, false
			}
		}
	}
	k := 0
	for v := n; v >= 1; v-- {
		if at := e.pos[v]; at >= 0 {
			hidden := false
			for u := v + 1; u <= n; u++ {
				if e.pos[u] >= 0 && e.pos[u] < at {
					hidden = true
					break
				}
			}
			if hidden {
				continue
			}
		}
		for j := 0; j < c-1-k && j < n; j++ {
			if !e.remove(e.cell(sd, i, j), 1<<v, &changed) {
				return changed, false
			}
		}
		k++
		if k >= c-1 {
			break
		}
	}
	return changed, true
}
