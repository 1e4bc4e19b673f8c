package slitherlink

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
)

// loopProp is the single-loop rule on the edge Booleans, a propagator
// written outside the engine through cp's public interface: the lines
// drawn so far are paths (the dots' constraints keep each dot on 0 or 2
// of them); an open edge joining the two ends of one path would close a
// loop, so it is cut unless that path holds every line drawn; a closed
// loop with a line outside it fails; and once the loop holding every line
// is closed, every open edge is cut. With the dots on 0 or 2 edges it
// alone makes the lines one loop once every edge is decided.
type loopProp struct {
	edges  []cp.VarID
	a, b   []int32 // the dots of each edge
	parent []int32 // union-find over the dots, rebuilt at each run
	lines  []int32 // lines in each root's part
}

// postLoop posts the single-loop rule over edges, edge i joining dots
// a[i] and b[i] of dots dots.
func postLoop(s *cp.Store, edges []cp.VarID, a, b []int32, dots int) error {
	if len(edges) != len(a) || len(edges) != len(b) {
		return fmt.Errorf("slitherlink: %d edges for %d and %d dots", len(edges), len(a), len(b))
	}
	p := &loopProp{edges: edges, a: a, b: b, parent: make([]int32, dots), lines: make([]int32, dots)}
	id := s.Post(p, cp.Linear, "slitherlink-loop")
	for i, x := range edges {
		s.Subscribe(id, x, cp.OnFixed, int32(i))
	}
	return nil
}

func (p *loopProp) find(x int32) int32 {
	for p.parent[x] != x {
		p.parent[x] = p.parent[p.parent[x]]
		x = p.parent[x]
	}
	return x
}

func (p *loopProp) Propagate(s *cp.Store) cp.Status {
	for i := range p.parent {
		p.parent[i] = int32(i)
		p.lines[i] = 0
	}
	total := int32(0)
	closed := int32(-1) // the root of a closed loop
	for i, x := range p.edges {
		if s.Min(x) != 1 {
			continue
		}
		total++
		ra, rb := p.find(p.a[i]), p.find(p.b[i])
		if ra == rb {
			p.lines[ra]++
			closed = ra
			continue
		}
		p.parent[ra] = rb
		p.lines[rb] += p.lines[ra] + 1
	}
	if closed >= 0 {
		if p.lines[closed] != total {
			return cp.Fail // a loop, and a line outside it
		}
		for _, x := range p.edges {
			if !s.Fixed(x) && !s.Assign(x, 0) {
				return cp.Fail
			}
		}
		return cp.Subsumed
	}
	for i, x := range p.edges {
		if s.Fixed(x) {
			continue
		}
		if r := p.find(p.a[i]); r == p.find(p.b[i]) && p.lines[r] < total {
			if !s.Assign(x, 0) {
				return cp.Fail
			}
		}
	}
	return cp.Fix
}
