package search

// Work stealing. When no subproblem is left to take, an idle worker asks
// for work (parallel.wants); a busy worker looks at that counter after
// each node (one atomic load) and gives away the pending right branch
// nearest the root of its task: the largest part it has not started. The
// branch becomes a task of the same subproblem, inserted right after the
// giver's task in answer order (it is the last part of the giver's tree in
// depth-first order), and the giver drops it from its stack. The taker
// replays the branch's path from the root. Giving away allocates the path;
// it happens only when a worker is idle.

// stealLink connects a task's search to the idle workers.
type stealLink struct {
	p *parallel
	t *task
}

// wanted reports whether some worker is idle.
func (l *stealLink) wanted() bool { return l.p.wants.Load() > 0 }

// donate gives the right branch nearest the root to an idle worker.
func (e *Search) donate() {
	if len(e.stack) == 0 {
		return
	}
	p, t := e.steal.p, e.steal.t
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.idle <= len(p.mailbox) || t.cut || p.stop {
		return
	}
	f := e.stack[0]
	path := make([]Decision, 0, len(t.path)+int(f.depth)+1)
	path = append(path, t.path...)
	path = append(path, e.path[:f.depth]...)
	path = append(path, f.d.branch(true))
	nt := &task{sub: t.sub, path: path, next: t.next, stolen: true}
	t.next = nt
	p.all++
	p.mailbox = append(p.mailbox, nt)
	copy(e.stack, e.stack[1:])
	e.stack = e.stack[:len(e.stack)-1]
	p.cond.Broadcast()
}
