package propagators

import "github.com/tessera-cp/tessera/cp"

// tupleCover explains a pruning of a constraint given as a short list of
// tuples over vars (flat, len(vars) values per tuple; a variable may
// repeat, and a tuple giving it two values never holds): every tuple that
// violates the pruned literal l (every tuple, for FalseLit) had lost a
// value before at, and the reason is a set of such lost values, chosen
// greedily (the one killing most of the tuples left first). Element and
// Element2D use it; Table has its own over bitsets. It reports false when
// some such tuple was still alive, or past maxTupleCover tuples.
type tupleCover struct {
	s    *cp.Store
	vars []cp.VarID
	k    int   // arity
	flat []int // tuples
	at   int

	live   []int // per tuple: 1 while a target not yet killed
	chosen []int // chosen killers: pairs (var position, value)
}

const maxTupleCover = 1024

// consistent reports whether tuple t gives every repeated variable one
// value.
func (c *tupleCover) consistent(t int) bool {
	row := c.flat[t*c.k : (t+1)*c.k]
	for i := range row {
		for j := i + 1; j < len(row); j++ {
			if c.vars[i] == c.vars[j] && row[i] != row[j] {
				return false
			}
		}
	}
	return true
}

// kills reports whether x ≠ w kills tuple t.
func (c *tupleCover) kills(t int, x cp.VarID, w int) bool {
	for j, v := range c.flat[t*c.k : (t+1)*c.k] {
		if c.vars[j] == x && v == w {
			return true
		}
	}
	return false
}

// run chooses the killers for l; see tupleCover.
func (c *tupleCover) run(l cp.Lit) bool {
	n := len(c.flat) / c.k
	if n > maxTupleCover {
		return false
	}
	c.live = c.s.ScratchInts(13, n)
	c.chosen = c.s.ScratchInts(14, 2*n)[:0]
	left := 0
	for t := range n {
		if !c.consistent(t) {
			continue
		}
		target := l.Op == cp.OpFalse
		for j, v := range c.flat[t*c.k : (t+1)*c.k] {
			target = target || c.vars[j] == l.X && !l.Holds(v)
		}
		if !target {
			continue
		}
		dead := false
		for j, v := range c.flat[t*c.k : (t+1)*c.k] {
			dead = dead || !c.s.ContainsAt(c.vars[j], v, c.at)
		}
		if !dead {
			return false
		}
		c.live[t] = 1
		left++
	}
	for left > 0 {
		bestJ, bestV, bestN := -1, 0, 0
		for t := range n {
			if c.live[t] == 0 {
				continue
			}
			for j, v := range c.flat[t*c.k : (t+1)*c.k] {
				x := c.vars[j]
				if c.s.ContainsAt(x, v, c.at) {
					continue
				}
				cnt := 0
				for u := range n {
					if c.live[u] != 0 && c.kills(u, x, v) {
						cnt++
					}
				}
				if cnt > bestN {
					bestJ, bestV, bestN = j, v, cnt
				}
			}
		}
		x := c.vars[bestJ]
		c.chosen = append(c.chosen, bestJ, bestV)
		for u := range n {
			if c.live[u] != 0 && c.kills(u, x, bestV) {
				c.live[u] = 0
				left--
			}
		}
	}
	return true
}

// appendReason appends, per distinct variable, literals excluding its
// chosen values.
func (c *tupleCover) appendReason(buf []cp.Lit) []cp.Lit {
	for j, x := range c.vars {
		if indexOf(c.vars, x) != j {
			continue // not x's first position
		}
		any := false
		for i := 0; i < len(c.chosen); i += 2 {
			any = any || c.vars[c.chosen[i]] == x
		}
		if !any {
			continue
		}
		buf = c.s.AppendWithinAt(x, c.at, func(v int) bool {
			for i := 0; i < len(c.chosen); i += 2 {
				if c.vars[c.chosen[i]] == x && c.chosen[i+1] == v {
					return false
				}
			}
			return true
		}, buf)
	}
	return buf
}
