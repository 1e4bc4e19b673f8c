package craft

import "github.com/tessera-cp/tessera/cp"

// lineOverlap is the nonogram solver's first rule, "simple boxes" and
// "simple spaces" over the line as it stands: pack the clue's runs as far
// left as they go, then as far right, each time over the cells already
// known (a run never on a blank, every filled cell covered); a cell that
// run k covers in both packings is filled, and a cell that lies between
// the same two runs in both packings (before run k in the left one, after
// run k-1 in the right one) is blank. In every solution of the line each
// run starts between its two packed places, so both deductions hold. It
// is weaker than the line's automaton (which keeps only the cells' values
// some whole filling of the line supports) and is what a person does
// first, so it sits below it on the ladder.
type lineOverlap struct {
	xs   []cp.VarID // the line's cells, 1 = filled
	runs []int      // the clue, without zeros
	// Scratch, sized at post time (Propagate allocates nothing).
	cell     []int8 // per cell: 1 filled, 0 blank, -1 open (in the packing's order)
	nextFill []int  // the first filled cell at or after i (n if none)
	nextGap  []int  // the first blank cell at or after i (n if none)
	fits     []bool // fits[k*(n+2)+p]: runs k… can be packed from cell p
	left     []int  // run k's start in the left packing
	right    []int  // run k's start in the right packing
	id       cp.PropID
}

func newLineOverlap(xs []cp.VarID, clue []int) *lineOverlap {
	n := len(xs)
	var runs []int
	for _, r := range clue {
		if r > 0 {
			runs = append(runs, r)
		}
	}
	m := len(runs)
	return &lineOverlap{
		xs: xs, runs: runs,
		cell: make([]int8, n), nextFill: make([]int, n+2), nextGap: make([]int, n+2),
		fits: make([]bool, (m+1)*(n+2)), left: make([]int, m), right: make([]int, m),
	}
}

// Propagate packs the runs both ways and writes what the packings agree
// on; the line fails when the runs do not fit.
func (p *lineOverlap) Propagate(s *cp.Store) cp.Status {
	n, m := len(p.xs), len(p.runs)
	if !p.pack(s, false, p.left) || !p.pack(s, true, p.right) {
		return cp.Fail
	}
	for k, r := range p.runs {
		for i := p.right[k]; i < p.left[k]+r; i++ {
			if !s.Assign(p.xs[i], 1) {
				return cp.Fail
			}
		}
	}
	for k := 0; k <= m; k++ {
		from, to := 0, n
		if k > 0 {
			from = p.right[k-1] + p.runs[k-1]
		}
		if k < m {
			to = p.left[k]
		}
		for i := from; i < to; i++ {
			if !s.Assign(p.xs[i], 0) {
				return cp.Fail
			}
		}
	}
	return cp.NoFix
}

// pack writes into start each run's place in the leftmost packing of the
// line (reversed: the rightmost, its starts read from the left); false
// when no packing exists.
func (p *lineOverlap) pack(s *cp.Store, reversed bool, start []int) bool {
	n, m := len(p.xs), len(p.runs)
	for i, x := range p.xs {
		j := i
		if reversed {
			j = n - 1 - i
		}
		switch {
		case s.Fixed(x) && s.Value(x) == 1:
			p.cell[j] = 1
		case s.Fixed(x):
			p.cell[j] = 0
		default:
			p.cell[j] = -1
		}
	}
	p.nextFill[n], p.nextGap[n], p.nextFill[n+1], p.nextGap[n+1] = n, n, n, n
	for i := n - 1; i >= 0; i-- {
		p.nextFill[i], p.nextGap[i] = p.nextFill[i+1], p.nextGap[i+1]
		switch p.cell[i] {
		case 1:
			p.nextFill[i] = i
		case 0:
			p.nextGap[i] = i
		}
	}
	w := n + 2
	// fits[k][p]: runs k… packed in cells p… (p = n+1: past the end).
	for k := m; k >= 0; k-- {
		for q := n + 1; q >= 0; q-- {
			f := false
			switch {
			case q >= n:
				f = k == m
			case k == m:
				f = p.nextFill[q] == n
			default:
				f = p.cell[q] != 1 && p.fits[k*w+q+1] // q left blank
				if !f {
					f = p.placeable(q, p.run(k, reversed)) && p.fits[(k+1)*w+min(q+p.run(k, reversed)+1, n+1)]
				}
			}
			p.fits[k*w+q] = f
		}
	}
	if !p.fits[0] {
		return false
	}
	pos := 0
	for k := range m {
		q := pos
		for ; q < n; q++ {
			if p.placeable(q, p.run(k, reversed)) && p.fits[(k+1)*w+min(q+p.run(k, reversed)+1, n+1)] {
				break
			}
			if p.cell[q] == 1 {
				return false // cannot happen: fits[k][pos] held
			}
		}
		if q >= n {
			return false
		}
		if reversed {
			start[m-1-k] = n - q - p.run(k, reversed)
		} else {
			start[k] = q
		}
		pos = q + p.run(k, reversed) + 1
	}
	return true
}

// run is the length of run k in the packing's order.
func (p *lineOverlap) run(k int, reversed bool) int {
	if reversed {
		return p.runs[len(p.runs)-1-k]
	}
	return p.runs[k]
}

// placeable: a run of r cells can stand at q (in the packing's order): on
// no blank, and not followed by a filled cell.
func (p *lineOverlap) placeable(q, r int) bool {
	n := len(p.xs)
	return q+r <= n && p.nextGap[q] >= q+r && (q+r == n || p.cell[q+r] != 1)
}

// Clone implements cp.Cloner: xs and runs are shared (read only), the
// rest is scratch.
func (p *lineOverlap) Clone(*cp.Store) cp.Propagator {
	return newLineOverlap(p.xs, p.runs)
}

// postLineOverlap posts the rule over a line's cells, woken as they are
// fixed.
func postLineOverlap(s *cp.Store, xs []cp.VarID, clue []int) error {
	p := newLineOverlap(xs, clue)
	p.id = s.Post(p, cp.Linear, "line-overlap")
	for i, x := range xs {
		s.Subscribe(p.id, x, cp.OnFixed, int32(i))
	}
	return nil
}
