package slitherlink

import (
	"math"

	"github.com/tessera-cp/tessera/cp"
)

// dotCorners is Loopy's reasoning at one dot about the corners there
// (loopy.c, dline_deductions, the dot part). Normal level: a corner holds
// as many lines as its two edges (an edge without a line leaves it at
// most one, an edge with one at least one, and back); a dot with one line
// and two open edges has exactly one more line; a dot with no line whose
// only two open edges meet at a corner holding at most one (at least one)
// has no line (two lines). Tricky level (chain set): a corner holding at
// least one line leaves the opposite corner of the dot at most one; one
// holding exactly one, at a dot with no line yet, gives the dot's last
// open edge a line, or the opposite corner at least one.
type dotCorners struct {
	edges   [4]cp.VarID // up, right, down, left; noVar off the grid
	corners [4]cp.VarID // corner q between edges q and q+1; noVar where no cell lies
	chain   bool
}

func postDotCorners(s *cp.Store, edges, corners [4]cp.VarID, chain bool) {
	p := &dotCorners{edges: edges, corners: corners, chain: chain}
	id := s.Post(p, cp.Linear, "slitherlink-dot-corners")
	for i, x := range edges {
		if x != noVar {
			s.Subscribe(id, x, cp.OnFixed, int32(i))
		}
	}
	for i, x := range corners {
		if x != noVar {
			s.Subscribe(id, x, cp.OnBounds, int32(4+i))
		}
	}
}

func (p *dotCorners) Propagate(s *cp.Store) cp.Status {
	for before := math.MinInt; before != p.state(s); {
		before = p.state(s)
		// A corner holds its two edges' lines.
		for q, k := range p.corners {
			if k == noVar {
				continue
			}
			a, b := p.edges[q], p.edges[(q+1)%4]
			ok := s.SetMin(k, s.Min(a)+s.Min(b)) && s.SetMax(k, s.Max(a)+s.Max(b)) &&
				s.SetMin(a, s.Min(k)-s.Max(b)) && s.SetMax(a, s.Max(k)-s.Min(b)) &&
				s.SetMin(b, s.Min(k)-s.Max(a)) && s.SetMax(b, s.Max(k)-s.Min(a))
			if !ok {
				return cp.Fail
			}
		}
		lines, openEdges := 0, 0
		for _, x := range p.edges {
			if x == noVar {
				continue
			}
			if hasLine(s, x) {
				lines++
			} else if !s.Fixed(x) {
				openEdges++
			}
		}
		for q, k := range p.corners {
			if k == noVar {
				continue
			}
			a, b := p.edges[q], p.edges[(q+1)%4]
			if s.Fixed(a) || s.Fixed(b) {
				continue
			}
			switch {
			case lines == 0 && openEdges == 2 && s.Max(k) <= 1:
				if !s.Assign(a, 0) || !s.Assign(b, 0) {
					return cp.Fail
				}
				continue
			case lines == 0 && openEdges == 2 && s.Min(k) >= 1:
				if !s.Assign(a, 1) || !s.Assign(b, 1) {
					return cp.Fail
				}
				continue
			case lines == 1:
				if !s.SetMax(k, 1) || (openEdges == 2 && !s.SetMin(k, 1)) {
					return cp.Fail
				}
			}
			if p.chain && s.Min(k) >= 1 {
				opp := p.corners[(q+2)%4]
				if opp != noVar && !s.SetMax(opp, 1) {
					return cp.Fail
				}
				if lines == 0 && s.Max(k) <= 1 {
					switch openEdges {
					case 3:
						for _, x := range p.edges {
							if open(s, x) && x != a && x != b && !s.Assign(x, 1) {
								return cp.Fail
							}
						}
						continue
					case 4:
						if !s.SetMin(opp, 1) {
							return cp.Fail
						}
					}
				}
			}
		}
	}
	return cp.Fix
}

// state grows whenever a domain of the dot's narrows (a minimum rises or
// a maximum falls), to see whether a pass narrowed any.
func (p *dotCorners) state(s *cp.Store) int {
	n := 0
	for q := range 4 {
		for _, x := range [2]cp.VarID{p.edges[q], p.corners[q]} {
			if x != noVar {
				n += s.Min(x) - s.Max(x)
			}
		}
	}
	return n
}
