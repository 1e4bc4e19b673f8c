package cli

import (
	"context"
	"errors"
	"sync/atomic"
)

// jobQueue bounds the requests that search or build: at most workers run
// at once, at most line more wait for one, and the rest are turned away.
// A waiting request whose context ends (its client left, or its time
// limit passed while it waited) gives its place up.
type jobQueue struct {
	workers chan struct{} // one token per running job
	line    chan struct{} // one token per waiting job
	// running and waiting count the jobs, for tests and messages.
	running, waiting atomic.Int32
}

// errLineFull: every worker is busy and the waiting line is full.
var errLineFull = errors.New("the waiting line is full")

func newJobQueue(workers, line int) *jobQueue {
	return &jobQueue{workers: make(chan struct{}, max(1, workers)), line: make(chan struct{}, max(0, line))}
}

// enter waits for a worker; it returns the function that hands the worker
// back, or errLineFull, or ctx's error when ctx ended first.
func (q *jobQueue) enter(ctx context.Context) (leave func(), err error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	// A free worker goes to a newcomer only when nobody waits.
	if q.waiting.Load() == 0 {
		select {
		case q.workers <- struct{}{}:
			return q.start(), nil
		default:
		}
	}
	select {
	case q.line <- struct{}{}:
	default:
		return nil, errLineFull
	}
	q.waiting.Add(1)
	defer func() {
		q.waiting.Add(-1)
		<-q.line
	}()
	select {
	case q.workers <- struct{}{}:
		return q.start(), nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// start counts a job that took a worker and returns its leave function
// (safe to call once).
func (q *jobQueue) start() func() {
	q.running.Add(1)
	var once atomic.Bool
	return func() {
		if once.CompareAndSwap(false, true) {
			q.running.Add(-1)
			<-q.workers
		}
	}
}

// idle reports whether no job runs or waits.
func (q *jobQueue) idle() bool { return q.running.Load() == 0 && q.waiting.Load() == 0 }
