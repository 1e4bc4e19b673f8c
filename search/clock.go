package search

import (
	"context"
	"sync"
	"time"

	"github.com/tessera-cp/tessera/cp"
)

// clock turns the time limit and the context into Store.Interrupt, so that a
// long propagation stops within a propagator run of the limit. The timer
// and the context's hook call fire, which interrupts the store only while
// the run that armed them is on (armed, under mu): a callback that fires
// late cannot interrupt a later propagation.
type clock struct {
	mu      sync.Mutex
	armed   bool
	s       *cp.Store
	timer   *time.Timer
	fire    func()      // clock.interrupt, bound once
	ctxStop func() bool // unregisters the context hook

	// The fallback look at the clock (see periodic): every `every` nodes,
	// adapted so that looks are about checkPeriod apart.
	every    int64
	lastLook time.Time
}

func (c *clock) interrupt() {
	c.mu.Lock()
	if c.armed {
		c.s.Interrupt()
	}
	c.mu.Unlock()
}

// arm clears the store's interrupt and starts the timer and the context
// hook of a run.
func (c *clock) arm(s *cp.Store, maxTime time.Duration, ctx context.Context) {
	c.mu.Lock()
	c.s, c.armed = s, true
	s.ClearInterrupt()
	c.mu.Unlock()
	if c.fire == nil {
		c.fire = c.interrupt
	}
	if maxTime > 0 {
		if c.timer == nil {
			c.timer = time.AfterFunc(maxTime, c.fire)
		} else {
			c.timer.Reset(maxTime)
		}
	}
	if ctx != nil {
		c.ctxStop = context.AfterFunc(ctx, c.fire)
	}
}

// disarm stops the timer and the context hook and withdraws any interrupt
// they made.
func (c *clock) disarm() {
	if c.timer != nil {
		c.timer.Stop()
	}
	if c.ctxStop != nil {
		c.ctxStop()
		c.ctxStop = nil
	}
	c.mu.Lock()
	c.armed = false
	c.s.ClearInterrupt()
	c.mu.Unlock()
}
