package cp

// queue holds one FIFO ring per priority; a propagator is in at most one
// ring at a time, so each ring needs room for every propagator.
//
// While a rung limit is set (see rung.go), a propagator whose rung lies
// above the limit is held instead of queued: it is marked in held and
// listed in heldIDs, and released onto its ring when the limit rises.
type queue struct {
	rings   [numPriorities]ring
	inQueue []bool
	pending int

	rung    []Rung // per propagator
	limit   Rung
	limited bool // limit < MaxRung: push looks at the rungs
	held    []bool
	heldIDs []PropID
	heldPos []int32 // position of a held propagator in heldIDs
}

type ring struct {
	buf        []PropID
	head, size int
}

// grow makes room for n propagators, doubling the rings' capacity so that
// posting n propagators costs O(n) in all.
func (q *queue) grow(n int) {
	q.inQueue = append(q.inQueue, false)
	q.rung = append(q.rung, 0)
	q.held = append(q.held, false)
	q.heldPos = append(q.heldPos, -1)
	q.growRings(n)
}

// growRings makes the rings' room at least n, at least doubling it.
func (q *queue) growRings(n int) {
	if n <= len(q.rings[0].buf) {
		return
	}
	c := max(2*len(q.rings[0].buf), 16, n)
	for i := range q.rings {
		r := &q.rings[i]
		nb := make([]PropID, c)
		for k := 0; k < r.size; k++ {
			nb[k] = r.buf[(r.head+k)%len(r.buf)]
		}
		r.buf, r.head = nb, 0
	}
}

func (q *queue) push(p PropID, pr Priority) {
	if q.inQueue[p] {
		return
	}
	if q.limited && q.rung[p] > q.limit {
		q.hold(p)
		return
	}
	q.pushAny(p, pr)
}

// pushAny queues p whatever its rung.
func (q *queue) pushAny(p PropID, pr Priority) {
	if q.inQueue[p] {
		return
	}
	q.inQueue[p] = true
	r := &q.rings[pr]
	r.buf[(r.head+r.size)%len(r.buf)] = p
	r.size++
	q.pending++
}

// hold marks p as woken while its rung is above the limit.
func (q *queue) hold(p PropID) {
	if !q.held[p] {
		q.held[p] = true
		q.heldPos[p] = int32(len(q.heldIDs))
		q.heldIDs = append(q.heldIDs, p)
	}
}

// unhold removes p from the held ones (O(1): the last held takes its
// place in heldIDs).
func (q *queue) unhold(p PropID) {
	if !q.held[p] {
		return
	}
	i, last := q.heldPos[p], q.heldIDs[len(q.heldIDs)-1]
	q.heldIDs[i], q.heldPos[last] = last, i
	q.heldIDs = q.heldIDs[:len(q.heldIDs)-1]
	q.held[p], q.heldPos[p] = false, -1
}

// pop returns the oldest propagator of the cheapest non-empty ring, or -1.
func (q *queue) pop() PropID {
	if q.pending == 0 {
		return -1
	}
	for i := range q.rings {
		r := &q.rings[i]
		if r.size == 0 {
			continue
		}
		p := r.buf[r.head]
		r.head = (r.head + 1) % len(r.buf)
		r.size--
		q.pending--
		q.inQueue[p] = false
		return p
	}
	return -1
}

func (q *queue) clear() {
	if q.pending == 0 {
		return
	}
	for i := range q.rings {
		r := &q.rings[i]
		for ; r.size > 0; r.size-- {
			q.inQueue[r.buf[r.head]] = false
			r.head = (r.head + 1) % len(r.buf)
		}
	}
	q.pending = 0
}
