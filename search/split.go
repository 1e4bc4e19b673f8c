package search

import (
	"container/heap"
	"errors"
	"math"
	"slices"

	"github.com/tessera-cp/tessera/cp"
)

// DefaultSubproblems is the number of subproblems a parallel search splits
// its root into when Options.Subproblems is 0 and its workers may steal
// work from each other (see Options.Workers); 8 times as many when they
// may not, so that the load balances by numbers alone, as in
// embarrassingly parallel search. It does not depend on Options.Workers,
// so that the answer does not either. Each subproblem costs a propagation
// from the root (about a node near the root), each steal one more.
const DefaultSubproblems = 8

// ErrSubproblem is wrapped by the errors of a subproblem that does not fit
// its store (see Subproblem.Replay).
var ErrSubproblem = errors.New("subproblem does not fit the model")

// Splitting (embarrassingly parallel search, Régin, Rezgui and Malapert):
// the root is divided into the leaves of a search tree grown with the
// search's own brancher, each node propagated so that failed nodes are
// discarded at once and each leaf is a node the search itself would reach.
// The tree grows best first: the open leaf of the largest estimated size,
// the log2 of the product of its decision variables' domain sizes, is
// replaced by its two children, until there are n leaves or none can be
// branched on. Splitting by size keeps the right branches (x ≠ v, nearly
// the whole parent) from staying a few huge subproblems. An expansion
// replays its leaf's path from the root (one propagation); splitting into
// n subproblems costs about 3n propagations. The leaves are then sorted in
// depth-first order, the order the sequential search meets their
// solutions in, and their Index is that rank; each path is compressed
// (compress).

// splitNode is an open leaf of the split tree.
type splitNode struct {
	path []Decision
	size float64
	seq  int // creation order, to break ties
}

// splitHeap orders the open leaves, the largest first.
type splitHeap []splitNode

func (h splitHeap) Len() int { return len(h) }
func (h splitHeap) Less(i, j int) bool {
	if h[i].size != h[j].size {
		return h[i].size > h[j].size
	}
	return h[i].seq < h[j].seq
}
func (h splitHeap) Swap(i, j int) { h[i], h[j] = h[j], h[i] }
func (h *splitHeap) Push(x any)   { *h = append(*h, x.(splitNode)) }
func (h *splitHeap) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

// Split propagates the root of s at its current level (kept, like Run
// keeps it) and divides the search space into at least n subproblems when
// the tree has that many nodes, in depth-first order (see Subproblem). It
// branches with opt's brancher (Vars or Phases, VarSelect, ValSelect,
// Seed) and obeys opt's MaxTime and Context; other options are ignored.
// The Result says how the split ended: Exhausted, with no subproblem when
// the root has no solution (Status Unsatisfiable), or the limit that
// stopped it. Solving every subproblem (SolveSubproblem) and merging the
// answers in Index order gives the answer of the whole search: the count
// is the sum, the first solution is the first found in the lowest index,
// and an optimum is the best value, ties going to the lowest index.
func Split(s *cp.Store, opt Options, n int) ([]Subproblem, Result, error) {
	if n < 1 {
		return nil, Result{}, optErr("Split into %d subproblems: expected at least 1", n)
	}
	opt.Workers, opt.MaxNodes, opt.MaxFailures, opt.MaxSolutions = 0, 0, 0, 0
	opt.Progress = nil
	e, err := New(s, opt)
	if err != nil {
		return nil, Result{}, err
	}
	e.running = true
	e.begin()
	if r, stop := e.checkClock(); stop {
		return nil, e.finish(r), nil
	}
	e.stats.Nodes = 1
	if r, ok := e.propagateRoot(); !ok {
		return nil, e.finish(r), nil
	}
	if e.rootFailure != nil {
		return nil, e.finish(Exhausted), nil
	}
	subs, r := e.split(n)
	return subs, e.finish(r), nil
}

// propagateRoot propagates the root at the base level, as the search's
// first step does; ok is false when a limit stopped it (r says which). A
// root failure is recorded in e.rootFailure.
func (e *Search) propagateRoot() (r Reason, ok bool) {
	for {
		switch e.s.PropagateInterruptible() {
		case cp.Interrupted:
			if r, stop := e.interrupted(); stop {
				return r, false
			}
			continue
		case cp.Failure:
			e.stats.Failures++
			e.rootFailure = newRootFailure(e.s)
		}
		return Exhausted, true
	}
}

// split divides the propagated root (the store at e.base, at its fixpoint)
// into at least n leaves; see the comment above. It returns the leaves and
// Exhausted, or nil and the limit that stopped it.
func (e *Search) split(n int) ([]Subproblem, Reason) {
	s := e.s
	open := &splitHeap{{size: e.estimate()}}
	var done [][]Decision // leaves that are solutions: nothing to branch on
	seq := 1
	at := newCursor(s)
	defer at.reset()
	for expansions := 0; open.Len() > 0 && open.Len()+len(done) < n && expansions < 4*n; expansions++ {
		node := heap.Pop(open).(splitNode)
		e.stats.Nodes++
		if ok, finished := at.move(node.path, e.propagateNode); !finished {
			return nil, e.stopReason
		} else if !ok { // cannot happen: the node propagated before
			continue
		}
		e.br.nFixed = 0
		d, ok := e.br.choose(s)
		if !ok {
			done = append(done, node.path)
			continue
		}
		for _, right := range [2]bool{false, true} {
			l := s.Push()
			e.stats.Nodes++
			var ok bool
			if right {
				ok = d.right(s)
			} else {
				ok = d.left(s)
			}
			if ok {
				r, finished := e.propagateNode()
				if !finished {
					return nil, r
				}
				ok = !s.Failed()
			}
			if ok {
				path := append(node.path[:len(node.path):len(node.path)], d.branch(right))
				e.setDepth(len(path))
				heap.Push(open, splitNode{path: path, size: e.estimate(), seq: seq})
				seq++
			} else {
				e.stats.Failures++
			}
			s.PopTo(l - 1)
		}
	}
	for _, nd := range *open {
		done = append(done, nd.path)
	}
	slices.SortFunc(done, dfsOrder)
	subs := make([]Subproblem, len(done))
	for i, path := range done {
		subs[i] = Subproblem{Index: i, Decisions: compress(path)}
	}
	return subs, Exhausted
}

// dfsOrder compares two leaves' paths in depth-first order: at the first
// decision where they differ, both branch on the same node, and the left
// branch (=, ≤ or ≥) comes first: each left Op is one less than its
// right. (Neither path is a prefix of the other.)
func dfsOrder(a, b []Decision) int {
	for i := range min(len(a), len(b)) {
		if a[i].Op != b[i].Op {
			return int(a[i].Op) - int(b[i].Op)
		}
	}
	return len(a) - len(b)
}

// estimate is the log2 of the product of the decision variables' domain
// sizes at the current node.
func (e *Search) estimate() float64 {
	size := 0.0
	for _, x := range e.br.vars {
		if n := e.s.Size(x); n > 1 {
			size += math.Log2(float64(n))
		}
	}
	return size
}

// propagateNode propagates the current node to its fixpoint or failure
// (Store.Failed tells which), resuming after an interrupt that was not a
// limit; done is false when a limit stopped it.
func (e *Search) propagateNode() (r Reason, done bool) {
	for e.s.PropagateInterruptible() == cp.Interrupted {
		if r, stop := e.interrupted(); stop {
			e.stopReason = r
			return r, false
		}
	}
	return Exhausted, true
}

// SolveSubproblem searches one subproblem of s's root, as one worker of a
// parallel search does (but in the calling goroutine, without a shared
// bound): it propagates s at its current level (kept), pushes a level,
// replays the subproblem's decisions, runs the search with opt from there
// (see Search.Run; opt.Workers is ignored) and pops the level. A
// subproblem whose replay fails has no solution: the result is Exhausted
// with no solution. The subproblems must come from Split on the same
// model with the same branching options.
func SolveSubproblem(s *cp.Store, opt Options, sub Subproblem, onSolution func(*cp.Store) bool) (Result, error) {
	opt.Workers = 0
	e, err := New(s, opt)
	if err != nil {
		return Result{}, err
	}
	if opt.Learn && !s.Explaining() && s.Level() == 0 {
		// The fact trail from level 0, so that the search below the
		// replayed path can learn (its clauses go with it).
		s.SetExplain(true)
		defer s.SetExplain(false) // after the PopTo below
	}
	if !s.Propagate() {
		return Result{Reason: Exhausted, Stats: Stats{Nodes: 1, Failures: 1}, RootFailure: newRootFailure(s)}, nil
	}
	lvl := s.Push()
	defer s.PopTo(lvl - 1)
	ok, err := sub.Replay(s)
	if err != nil {
		return Result{}, err
	}
	if !ok {
		return Result{Reason: Exhausted, Stats: Stats{Nodes: 1, Failures: 1}}, nil
	}
	return e.Run(onSolution), nil
}
