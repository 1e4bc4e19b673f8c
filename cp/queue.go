package cp

// queue holds one FIFO ring per priority; a propagator is in at most one
// ring at a time, so each ring needs room for every propagator.
type queue struct {
	rings   [numPriorities]ring
	inQueue []bool
	pending int
}

type ring struct {
	buf        []PropID
	head, size int
}

// grow makes room for n propagators, doubling the rings' capacity so that
// posting n propagators costs O(n) in all.
func (q *queue) grow(n int) {
	q.inQueue = append(q.inQueue, false)
	if n <= len(q.rings[0].buf) {
		return
	}
	c := max(2*len(q.rings[0].buf), 16)
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
	q.inQueue[p] = true
	r := &q.rings[pr]
	r.buf[(r.head+r.size)%len(r.buf)] = p
	r.size++
	q.pending++
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
