package craft

import (
	"math/bits"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles/sudoku"
)

// chainDepthCap bounds the waves of a probe.
const chainDepthCap = 20

// Probe classes, easiest first, after Sukaku Explainer's chain families:
// one digit alone (fish, X-chains), cells with two candidates (XY-chains,
// cell forcing chains), and every single (forcing chains over naked and
// hidden singles). probeWing names a removal by a wing (wingSearch),
// which is no probe: it is weighed by wingCost.
const (
	probeDigit = iota
	probeNaked
	probeSingles
	numProbeClasses
	probeWing = numProbeClasses
)

// candGrid is a Sudoku's candidates as bit sets, with its units and each
// cell's peers, for the probes of sudokuEasiestProbe.
type candGrid struct {
	n      int
	units  [][]int
	peers  [][]int
	base   []uint64
	dom    []uint64
	placed []bool
	next   []int
	queue  []int
	wings  *wingSearch
}

func newCandGrid(n, b int) *candGrid {
	g := &candGrid{n: n, base: make([]uint64, n*n), dom: make([]uint64, n*n), placed: make([]bool, n*n)}
	for k := range n {
		var row, col, box []int
		for i := range n {
			row = append(row, k*n+i)
			col = append(col, i*n+k)
			box = append(box, (k/b*b+i/b)*n+k%b*b+i%b)
		}
		g.units = append(g.units, row, col, box)
	}
	g.peers = make([][]int, n*n)
	for i := range g.peers {
		for j := range n * n {
			if sees(n, b, i, j) {
				g.peers[i] = append(g.peers[i], j)
			}
		}
	}
	return g
}

// load reads the model's candidates.
func (g *candGrid) load(m *Model) {
	s := m.Store
	for i, x := range m.Vars {
		var d uint64
		for v := 1; v <= g.n; v++ {
			if s.Contains(x, v) {
				d |= 1 << (v - 1)
			}
		}
		g.base[i] = d
	}
}

// probe assumes cell c holds the candidate bit v and propagates in waves
// by the class's rules; it returns the number of waves until the grid
// breaks, or 0 when the waves stop first (or pass chainDepthCap).
func (g *candGrid) probe(c int, v uint64, class int) int {
	copy(g.dom, g.base)
	if class == probeDigit {
		for i := range g.dom {
			g.dom[i] &= v
		}
	}
	clear(g.placed)
	g.dom[c] = v
	g.placed[c] = true
	g.queue = append(g.queue[:0], c)
	for depth := 1; depth <= chainDepthCap; depth++ {
		g.next = g.next[:0]
		for _, x := range g.queue {
			val := g.dom[x]
			for _, p := range g.peers[x] {
				if g.dom[p]&val == 0 {
					continue
				}
				if g.placed[p] {
					return depth // two cells that see each other hold val
				}
				g.dom[p] &^= val
				if class == probeDigit {
					continue
				}
				if g.dom[p] == 0 {
					return depth
				}
				if bits.OnesCount64(g.dom[p]) == 1 {
					g.placed[p] = true
					g.next = append(g.next, p)
				}
			}
		}
		switch class {
		case probeDigit:
			for _, u := range g.units {
				n, at := 0, -1
				for _, x := range u {
					if g.dom[x] != 0 {
						n, at = n+1, x
					}
				}
				if n == 0 {
					return depth
				}
				if n == 1 && !g.placed[at] {
					g.placed[at] = true
					g.next = append(g.next, at)
				}
			}
		case probeSingles:
			for _, u := range g.units {
				var seen, twice uint64
				for _, x := range u {
					twice |= seen & g.dom[x]
					seen |= g.dom[x]
				}
				if seen != 1<<g.n-1 {
					return depth
				}
				once := seen &^ twice
				for _, x := range u {
					if d := g.dom[x] & once; d != 0 && !g.placed[x] {
						if bits.OnesCount64(d) > 1 {
							return depth // two values with this one place
						}
						g.dom[x] = d
						g.placed[x] = true
						g.next = append(g.next, x)
					}
				}
			}
		}
		if len(g.next) == 0 {
			return 0
		}
		g.queue, g.next = g.next, g.queue
	}
	return 0
}

// easiest finds the refutation of the least cost (probeCost, wingCost),
// in reading order: the cell, the value, the class and the cost; ok is
// false when no probe or wing removes a value. The wings are looked for
// only where no probe on one digit is as cheap as the smallest wing.
func (g *candGrid) easiest() (cell, value, class, cost int, ok bool) {
	for cl := range numProbeClasses {
		if cl == probeNaked && (!ok || wingCost(3) < cost) {
			if c, v, k, found := g.easiestWing(); found && (!ok || wingCost(k) < cost) {
				ok, cost, class = true, wingCost(k), probeWing
				cell, value = c, v
			}
		}
		if ok && probeCost(cl, 1) >= cost {
			break
		}
		for c, d := range g.base {
			if bits.OnesCount64(d) < 2 {
				continue
			}
			for rest := d; rest != 0; rest &= rest - 1 {
				v := rest & -rest
				k := g.probe(c, v, cl)
				if k > 0 && (!ok || probeCost(cl, k) < cost) {
					ok, cost, class = true, probeCost(cl, k), cl
					cell, value = c, bits.TrailingZeros64(v)+1
				}
			}
		}
	}
	return cell, value, class, cost, ok
}

// easiestWing is the removal by the wing of the fewest cells, in reading
// order: the cell, the value and the number of the wing's cells.
func (g *candGrid) easiestWing() (cell, value, k int, ok bool) {
	if g.wings == nil {
		g.wings = newWingSearch(g)
	}
	g.wings.find()
	for i, m := range g.wings.minCells {
		if m > 0 && (!ok || int(m) < k) {
			ok, k, cell, value = true, int(m), i/g.n, i%g.n+1
		}
	}
	return cell, value, k, ok
}

// probeCost weighs a refutation by its class and its waves: a class above
// another costs as much as three more waves (tuned on the first halves of
// testdata/se against Sukaku Explainer's ratings).
func probeCost(class, depth int) int { return 3*class + depth }

// wingCost weighs a removal by a wing of k cells: one less than k, so
// that the XY-wing (3 cells, SE 4.2) costs as a fish on one digit found
// in two waves (an X-wing, SE 3.2, wins the tie), the WXYZ-wing (SE 5.5)
// three, the VWXYZ-wing (SE 6.2) four, all below a chain over cells with
// two candidates (probeNaked, SE 6.6 up), whose three waves cost six.
// Costs k and k+1 ranked the tuning halves of testdata/se alike or worse.
func wingCost(k int) int { return k - 1 }

// probeCostCap is the cost of a step no probe of the classes takes.
var probeCostCap = probeCost(numProbeClasses, chainDepthCap)

// newSudokuCandGrid is the model's candGrid, nil when the model is not a
// 9×9 (or smaller) Sudoku grid: Sukaku Explainer rates 9×9 puzzles, and
// the probes on a 16×16 grid would cost many times the walk.
func newSudokuCandGrid(m *Model) *candGrid {
	sp, ok := unwrap[sudoku.Puzzle](m.Puzzle)
	if !ok || len(m.Vars) != sp.N*sp.N || sp.N > 9 {
		return nil
	}
	return newCandGrid(sp.N, sp.BoxSize())
}

// sudokuProbeWalk walks the puzzle again from the model's state, taking
// each Lookahead step by the easiest probe (candGrid.easiest), as Sukaku
// Explainer takes the easiest technique at each step, and sums up the
// steps' costs (Probes). The model's store is left at its level.
func sudokuProbeWalk(m *Model) (Probes, error) {
	g := newSudokuCandGrid(m)
	if g == nil {
		return Probes{}, nil
	}
	var p Probes
	note := func(cost int) {
		p.Steps++
		switch {
		case cost > p.Hardest:
			p.Hardest, p.AtHardest = cost, 1
		case cost == p.Hardest:
			p.AtHardest++
		}
	}
	w := newWalk(m, Lookahead)
	w.choose = func(m *Model) (cp.VarID, int, bool) {
		g.load(m)
		c, v, class, cost, ok := g.easiest()
		if !ok || class != probeDigit && !sudokuForcingChain(m) {
			p.Beyond++
		}
		if !ok {
			note(probeCostCap) // the walk's own lookahead takes the step
			return 0, 0, false
		}
		note(cost)
		return m.Vars[c], v, true
	}
	s := m.Store
	lvl := s.Push()
	defer s.PopTo(lvl - 1)
	if _, err := w.run(); err != nil {
		return Probes{}, err
	}
	return p, nil
}
