package craft

import (
	"github.com/emirpasic/gods/queues/priorityqueue"

	"github.com/tessera-cp/tessera/cp"
)

// candidate is an agenda entry.
type candidate struct {
	rung Rung
	prop cp.PropID
}

// before reports whether c comes out of the agenda before d: the lower
// rung first, then the propagator posted first.
func (c candidate) before(d candidate) bool {
	if c.rung != d.rung {
		return c.rung < d.rung
	}
	return c.prop < d.prop
}

// byRungThenPost is the agenda's order as gods' comparator.
func byRungThenPost(x, y any) int {
	c, d := x.(candidate), y.(candidate)
	switch {
	case c.before(d):
		return -1
	case d.before(c):
		return 1
	}
	return 0
}

// agenda holds the walk's candidate deductions in gods' priority queue,
// lowest rung first, then in posting order; a propagator is in it at
// most once (walk.inAgenda), so the order is total. A push boxes its
// candidate (one small allocation), as container/heap's did: the walk
// spends its time in the steps, not here. The zero agenda is empty.
type agenda struct {
	q *priorityqueue.Queue
}

// Len is the number of candidates waiting.
func (a *agenda) Len() int {
	if a.q == nil {
		return 0
	}
	return a.q.Size()
}

// push adds c.
func (a *agenda) push(c candidate) {
	if a.q == nil {
		a.q = priorityqueue.NewWith(byRungThenPost)
	}
	a.q.Enqueue(c)
}

// pop removes and returns the first candidate (the agenda is not empty).
func (a *agenda) pop() candidate {
	v, _ := a.q.Dequeue()
	return v.(candidate)
}
