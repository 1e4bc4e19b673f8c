package search

import (
	"time"

	"github.com/tessera-cp/tessera/cp"
)

// reasonCache keeps the reasons conflict analysis asked for, by fact
// position, as long as the fact stays on the trail: a fact's reason never
// changes while it is there (it reads the domains before the fact), and
// the facts of the earlier levels are asked about again and again by the
// analyses and minimisations of later conflicts, where an explainer may
// cost a matching or a cover. The search drops the entries of the facts a
// backtrack pops (drop), and the whole cache when its literals outgrow
// maxCachedLits.
type reasonCache struct {
	lits []cp.Lit    // the reasons, one after the other
	at   []cacheSpan // per fact position
	n    int         // entries at and past n are invalid
}

// cacheSpan is one fact's reason: lits[start : start+n], valid when ok.
type cacheSpan struct {
	start, n int32
	ok       bool
}

// maxCachedLits bounds the cache (16 bytes a literal: 16 MiB).
const maxCachedLits = 1 << 20

// reason appends fact t's reason to buf, from the cache or the store,
// adding the store's time to *spent (a hit is not an explainer's time,
// and reading the clock cost more than the hit).
func (c *reasonCache) reason(s *cp.Store, t int, buf []cp.Lit, spent *time.Duration) []cp.Lit {
	if t < len(c.at) && c.at[t].ok {
		sp := c.at[t]
		return append(buf, c.lits[sp.start:sp.start+sp.n]...)
	}
	n := len(buf)
	t0 := time.Now()
	buf = s.Reason(t, buf)
	*spent += time.Since(t0)
	if len(c.lits)+len(buf)-n > maxCachedLits {
		c.reset()
	}
	if t >= len(c.at) {
		c.at = append(c.at, make([]cacheSpan, t+1-len(c.at))...)
	}
	c.at[t] = cacheSpan{start: int32(len(c.lits)), n: int32(len(buf) - n), ok: true}
	c.lits = append(c.lits, buf[n:]...)
	c.n = max(c.n, t+1)
	return buf
}

// drop invalidates the entries of the facts at positions n and later (a
// backtrack left n facts on the trail).
func (c *reasonCache) drop(n int) {
	for t := n; t < c.n; t++ {
		c.at[t].ok = false
	}
	c.n = min(c.n, n)
}

// reset empties the cache.
func (c *reasonCache) reset() {
	for t := range c.n {
		c.at[t].ok = false
	}
	c.n = 0
	c.lits = c.lits[:0]
}
