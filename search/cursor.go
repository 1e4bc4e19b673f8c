package search

import (
	"slices"

	"github.com/tessera-cp/tessera/cp"
)

// cursor keeps a store at a node given by its decisions from a base
// level, with a checkpoint (a store level) for each group of decisions
// applied on the way, so that moving to another node replays only the
// decisions below their deepest common checkpoint: the split dives into
// the child it just made for one propagation, and a worker moves from a
// subproblem to the next one in depth-first order for about one. Each
// move pushes one level and propagates once.
type cursor struct {
	s    *cp.Store
	path []Decision // the decisions of the current node
	ns   []int      // checkpoint k holds path[:ns[k]] (ns[0] = 0, the base)
	lvls []int      // at store level lvls[k]
}

func newCursor(s *cp.Store) *cursor {
	return &cursor{s: s, ns: []int{0}, lvls: []int{s.Level()}}
}

// reset brings the store back to the base level.
func (c *cursor) reset() {
	c.s.PopTo(c.lvls[0])
	c.path, c.ns, c.lvls = c.path[:0], c.ns[:1], c.lvls[:1]
}

// move brings the store to the node of path, propagating with propagate
// (which reports finished false when a limit interrupted it, leaving the
// cursor at an undefined node: reset it); ok is false when the node
// fails, and the cursor then stays at the common checkpoint.
func (c *cursor) move(path []Decision, propagate func() (Reason, bool)) (ok, finished bool) {
	s := c.s
	k := len(c.ns) - 1
	for k > 0 && (c.ns[k] > len(path) || !slices.Equal(c.path[:c.ns[k]], path[:c.ns[k]])) {
		k--
	}
	c.ns, c.lvls = c.ns[:k+1], c.lvls[:k+1]
	s.PopTo(c.lvls[k])
	c.path = append(c.path[:c.ns[k]], path[c.ns[k]:]...)
	if len(path) == c.ns[k] {
		return true, true
	}
	l := s.Push()
	for _, d := range path[c.ns[k]:] {
		if !d.Apply(s) {
			s.PopTo(l - 1)
			c.path = c.path[:c.ns[k]]
			return false, true
		}
	}
	if _, finished := propagate(); !finished {
		return false, false
	}
	if s.Failed() {
		s.PopTo(l - 1)
		c.path = c.path[:c.ns[k]]
		return false, true
	}
	c.ns, c.lvls = append(c.ns, len(path)), append(c.lvls, l)
	return true, true
}

// propagateStore propagates s to its fixpoint or failure, ignoring
// interrupts (a worker's replay).
func propagateStore(s *cp.Store) func() (Reason, bool) {
	return func() (Reason, bool) {
		s.Propagate()
		return Exhausted, true
	}
}
