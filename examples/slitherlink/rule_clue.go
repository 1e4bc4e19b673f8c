package slitherlink

import "github.com/tessera-cp/tessera/cp"

// clueCorners is Loopy's reasoning on one clue (loopy.c, dline_deductions,
// the face part): the fewest and the most lines each run of the cell's
// sides can hold, from the sides decided and from what its corners hold
// (a corner holds at most one line, or at least one), decide a side when
// the rest of the cell cannot meet the clue otherwise. At Loopy's normal
// level the corners are learnt at the dots only (dotCorners); at its
// tricky level (chain set) the clue also teaches its corners: a corner
// whose two open sides would break the clue if both held a line (or
// neither) holds at most one (at least one), which the dot then carries
// across to the next cell along the diagonal (the 3-2-…-2-3 chains).
type clueCorners struct {
	clue    int
	sides   [4]cp.VarID // top, right, bottom, left
	corners [4]cp.VarID // corner k between sides k-1 and k
	chain   bool
}

func postClueCorners(s *cp.Store, clue int, sides, corners [4]cp.VarID, chain bool) {
	p := &clueCorners{clue: clue, sides: sides, corners: corners, chain: chain}
	id := s.Post(p, cp.Linear, "slitherlink-clue-corners")
	for i, x := range sides {
		s.Subscribe(id, x, cp.OnFixed, int32(i))
	}
	for i, x := range corners {
		s.Subscribe(id, x, cp.OnBounds, int32(4+i))
	}
}

// bounds fills lo[j][m] and hi[j][m], the fewest and the most lines on
// the m sides from corner j on (m = 1..3), as Loopy bounds them: a single
// side by its state, two by their corner too, three by the better split.
func (p *clueCorners) bounds(s *cp.Store, lo, hi *[4][4]int) {
	for j := range 4 {
		a, b := p.sides[j], p.sides[(j+1)%4]
		lo[j][1], hi[j][1] = s.Min(a), s.Max(a)
		lo[j][2], hi[j][2] = s.Min(a)+s.Min(b), s.Max(a)+s.Max(b)
		k := p.corners[(j+1)%4]
		if hi[j][2] == 2 && s.Max(k) <= 1 {
			hi[j][2] = 1
		}
		if lo[j][2] == 0 && s.Min(k) >= 1 {
			lo[j][2] = 1
		}
	}
	for j := range 4 {
		u, v := (j+1)%4, (j+2)%4
		hi[j][3] = min(hi[j][1]+hi[u][2], hi[j][2]+hi[v][1])
		lo[j][3] = max(lo[j][1]+lo[u][2], lo[j][2]+lo[v][1])
	}
}

func (p *clueCorners) Propagate(s *cp.Store) cp.Status {
	var lo, hi [4][4]int
	for changed := true; changed; {
		changed = false
		p.bounds(s, &lo, &hi)
		for j, x := range p.sides {
			if s.Fixed(x) {
				continue
			}
			rest := (j + 1) % 4 // the other three sides start at corner j+1
			if lo[rest][3] > p.clue || hi[rest][3] < p.clue-1 {
				return cp.Fail
			}
			v := -1
			if lo[rest][3] == p.clue {
				v = 0
			} else if hi[rest][3] == p.clue-1 {
				v = 1
			}
			if v >= 0 {
				if !s.Assign(x, v) {
					return cp.Fail
				}
				changed = true
			}
		}
		if changed || !p.chain {
			continue
		}
		for j := range 4 {
			a, b := p.sides[j], p.sides[(j+1)%4]
			if s.Fixed(a) || s.Fixed(b) {
				continue
			}
			k := p.corners[(j+1)%4]
			rest := (j + 2) % 4 // the other two sides
			if lo[rest][2] > p.clue-2 && s.Max(k) > 1 {
				if !s.SetMax(k, 1) {
					return cp.Fail
				}
				changed = true
			}
			if hi[rest][2] < p.clue && s.Min(k) < 1 {
				if !s.SetMin(k, 1) {
					return cp.Fail
				}
				changed = true
			}
		}
	}
	return cp.Fix
}

// clueTouch is the one deduction of Loopy's easy level that looks beyond
// a cell (loopy.c, trivial_deductions): a clue that may leave only one
// more of its open sides empty, two of which meet at a dot that already
// has a line from elsewhere (so they cannot both hold one), has a line
// on every other open side.
type clueTouch struct {
	clue   int
	sides  [4]cp.VarID
	around [4][2]cp.VarID // corner k's other edges, noVar off the grid
}

func postClueTouch(s *cp.Store, clue int, sides [4]cp.VarID, around [4][2]cp.VarID) {
	p := &clueTouch{clue: clue, sides: sides, around: around}
	id := s.Post(p, cp.Linear, "slitherlink-clue-touch")
	for i, x := range sides {
		s.Subscribe(id, x, cp.OnFixed, int32(i))
	}
	for k, xs := range around {
		for i, x := range xs {
			if x != noVar {
				s.Subscribe(id, x, cp.OnFixed, int32(4+2*k+i))
			}
		}
	}
}

func (p *clueTouch) Propagate(s *cp.Store) cp.Status {
	lines, empty, openSides := 0, 0, 0
	for _, x := range p.sides {
		switch {
		case hasLine(s, x):
			lines++
		case noLine(s, x):
			empty++
		default:
			openSides++
		}
	}
	if 4-p.clue != empty+1 || openSides <= 2 {
		return cp.Fix
	}
	for j := range 4 {
		a, b := p.sides[j], p.sides[(j+1)%4]
		if s.Fixed(a) || s.Fixed(b) {
			continue
		}
		touched := false
		for _, x := range p.around[(j+1)%4] {
			touched = touched || (x != noVar && hasLine(s, x))
		}
		if !touched {
			continue
		}
		for _, x := range p.sides {
			if x != a && x != b && !s.Fixed(x) && !s.Assign(x, 1) {
				return cp.Fail
			}
		}
		return cp.Fix
	}
	return cp.Fix
}
