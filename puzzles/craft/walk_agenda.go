package craft

import "github.com/tessera-cp/tessera/cp"

// candidate is an agenda entry.
type candidate struct {
	rung Rung
	prop cp.PropID
}

// agenda is a binary heap of candidates, lowest rung first, then in
// posting order; a propagator is in it at most once (walk.inAgenda), so
// the order is total. Its own push and pop (not container/heap's, whose
// any boxes each candidate) keep a step of the walk free of allocations
// once the heap has grown. Not gods' priority queue: it boxes too, and a
// module that imports package craft must need no go.sum entry beyond
// Tessera's (cli/outsidekind's TestImportWithoutTidy).
type agenda []candidate

func (a agenda) Len() int { return len(a) }

// before reports whether c comes out of the agenda before d.
func (c candidate) before(d candidate) bool {
	if c.rung != d.rung {
		return c.rung < d.rung
	}
	return c.prop < d.prop
}

// push adds c.
func (a *agenda) push(c candidate) {
	h := append(*a, c)
	for i := len(h) - 1; i > 0; {
		up := (i - 1) / 2
		if !h[i].before(h[up]) {
			break
		}
		h[i], h[up] = h[up], h[i]
		i = up
	}
	*a = h
}

// pop removes and returns the first candidate (the agenda is not empty).
func (a *agenda) pop() candidate {
	h := *a
	c := h[0]
	last := len(h) - 1
	h[0] = h[last]
	h = h[:last]
	for i := 0; ; {
		j := 2*i + 1
		if j >= len(h) {
			break
		}
		if r := j + 1; r < len(h) && h[r].before(h[j]) {
			j = r
		}
		if !h[j].before(h[i]) {
			break
		}
		h[i], h[j] = h[j], h[i]
		i = j
	}
	*a = h
	return c
}
