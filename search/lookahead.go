package search

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
)

// Lookahead asks the search for singleton consistency (see Singleton) on
// the small domains of its decision variables: at a node, after
// propagation, each value of each unfixed decision variable with at most
// MaxDomain values (not an interval variable) is probed (assigned and propagated on a level of its
// own); a value whose probe fails is removed at the node and the node
// propagated again, and passes repeat until one removes nothing. A failed
// probe is a failure the search would have met below the node, found
// before branching: it costs a propagation per value and pays where
// propagation alone leaves many dead values (puzzles with small domains).
//
// The root is always probed (its removals stay, like the root's
// propagation); Depth says how deep below it: 0 the root only, d the nodes
// with at most d decisions above them, AllDepths every node. With Learn
// only the root is probed (a value removed below it would need a reason).
// The zero value is no lookahead.
type Lookahead struct {
	// MaxDomain probes the variables with at most this many values
	// (at least 2; 0: no lookahead).
	MaxDomain int
	// Depth is the deepest node probed, in decisions (AllDepths: all).
	Depth int
	// MaxProbes bounds the probes of one node (0: no bound); a node that
	// reaches it branches with what was found.
	MaxProbes int64
}

// AllDepths is Lookahead.Depth for lookahead at every node.
const AllDepths = -1

func (la Lookahead) on() bool { return la.MaxDomain > 0 }

// at reports whether a node with depth decisions above it is probed.
func (la Lookahead) at(depth int) bool {
	return la.on() && (la.Depth == AllDepths || depth <= la.Depth)
}

func (la Lookahead) String() string {
	if !la.on() {
		return "no lookahead"
	}
	depth := "every node"
	if la.Depth != AllDepths {
		depth = fmt.Sprintf("depth ≤ %d", la.Depth)
	}
	return fmt.Sprintf("singleton lookahead on domains ≤ %d, %s", la.MaxDomain, depth)
}

func (la Lookahead) validate(learn bool) error {
	switch {
	case la.MaxDomain < 0 || la.MaxDomain == 1:
		return optErr("Lookahead.MaxDomain %d: probe domains of at least 2 values (0: no lookahead)", la.MaxDomain)
	case la.Depth < AllDepths:
		return optErr("Lookahead.Depth %d: use a depth ≥ 0 or AllDepths", la.Depth)
	case la.MaxProbes < 0:
		return optErr("negative Lookahead.MaxProbes %d", la.MaxProbes)
	case learn && la.on() && la.Depth != 0:
		return optErr("Lookahead below the root (Depth %d) with Learn: a value it removes there has no reason for the analysis yet; use Depth 0", la.Depth)
	}
	return nil
}

// lookahead probes the node the store is at, which has just propagated to
// its fixpoint: evNode when it is still alive (at its fixpoint again),
// evFail when a removal wiped it out, evInterrupt when the store was
// interrupted (during a probe: the node is left as the last finished pass
// made it, which is sound, and at its fixpoint; after a removal: in
// phaseResume, like any interrupted propagation).
func (e *Search) lookahead() event {
	s, la := e.s, e.opt.Lookahead
	var probes int64
	for {
		removed := false
		for _, x := range e.br.vars {
			if s.Fixed(x) || s.Size(x) > la.MaxDomain || s.IsInterval(x) {
				continue // an interval variable cannot lose an inner value
			}
			for v, ok := s.Min(x), true; ok; v, ok = s.Next(x, v) {
				if la.MaxProbes > 0 && probes >= la.MaxProbes {
					return evNode
				}
				probes++
				e.stats.Probes++
				lvl := s.Push()
				st := cp.Failure
				if s.Assign(x, v) {
					st = s.PropagateInterruptible()
				}
				s.PopTo(lvl - 1)
				switch st {
				case cp.Fixpoint:
					continue
				case cp.Interrupted:
					return evInterrupt
				}
				e.stats.Refuted++
				removed = true
				if !s.Remove(x, v) {
					return evFail
				}
				switch s.PropagateInterruptible() {
				case cp.Failure:
					return evFail
				case cp.Interrupted:
					e.phase = phaseResume
					return evInterrupt
				}
				if s.Fixed(x) {
					break
				}
			}
		}
		if !removed {
			return evNode
		}
	}
}
