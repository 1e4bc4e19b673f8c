package propagators

import (
	"math/bits"

	"github.com/tessera-cp/tessera/cp"
)

// The one-word form, redone only where the writes since the last call
// fall.
//
// After a call that returned Fix the domains are at their fixpoint and the
// propagator remembers them (dom), its matching, R (r), the components of
// the other open variables (rest, comp) and the variables left fixed.
// Until the next backtrack (a new store epoch) the domains only shrink,
// and Notify notes the variables written (touched). At the fixpoint:
//
//   - a variable outside R has only values of its own component (the
//     others went, and it has no free value or value of R, else it would
//     be in R), and that component's values are matched to its variables:
//     whatever the writes do to a component, the matching repair, the
//     naked singles and the strongly connected components of its
//     variables stay among them, and the other components are as they
//     were (their graphs did not change, and no path led from one
//     component into an earlier one that the pruning left);
//   - a variable of R that keeps its matched value and a free value still
//     reaches a free value, which every path through it needed, so R is
//     as it was and so is everything else.
//
// So a call reads the touched variables only. A component whose touched
// variables kept their matched value and another one stays as it was if
// each edge it lost is replaced by a path (its start still reaches its
// end: then the component's graph reaches what it reached, and every
// edge left still lies on an alternating cycle): nothing to prune (on
// top95, a fifth of the calls that find the memory valid end there). The
// other touched components are redone (steps 1, 2, 4 and 5 of the
// one-word form on their variables alone), and the variables narrowed
// written back. A write to R that is not of the second kind runs the
// whole call instead, and so does every call after a backtrack: the
// memory is not trailed (snapshots per level, restored on backtrack, were
// measured: they cost more than the redone components save).

// incremental is propagateWord on the memory of the last call; ok false
// means it cannot be used (the memory may then be partly updated: the
// whole call reads every domain afresh).
func (p *alldiffDomain) incremental(s *cp.Store, g *alldiffFamily) (st cp.Status, ok bool) {
	dom, lost, comp := p.dom, p.lost, p.comp
	free, r := p.free[0], p.r
	// dirty: the values of the components to redo; soft: the variables
	// that kept their matched value and another one, whose component may
	// still hold (lost: the values each lost, by their index); moved: the
	// variables outside R written; single and taken: those of them now
	// fixed, and their values.
	var dirty, soft, moved, single, taken uint64
	var cw []uint64
	if g != nil {
		cw = g.cw
	}
	varMatch, valMatch, fixed0 := p.varMatch, p.valMatch, p.fixed
	for w := p.touched; w != 0; w &= w - 1 {
		i := bits.TrailingZeros64(w)
		var d uint64
		if cw != nil {
			d = cw[p.cells[i]]
		} else {
			d = s.Word0(p.xs[i]) << uint(p.shift[i])
		}
		o := dom[i]
		if d == o {
			continue
		}
		if fixed0>>uint(i)&1 != 0 {
			return cp.Fail, true // a wipe-out
		}
		mi := uint(varMatch[i])
		dom[i] = d
		switch {
		case r>>mi&1 != 0:
			if d>>mi&1 == 0 || d&free == 0 {
				return cp.Fail, false
			}
			continue
		case d&(d-1) == 0:
			// A value of a component is in no other component's domains:
			// two fixed to one value share it.
			if d == 0 || d&taken != 0 {
				return cp.Fail, true
			}
			single |= 1 << uint(i)
			taken |= d
			dirty |= comp[mi]
		case d>>mi&1 == 0:
			dirty |= comp[mi]
		default:
			soft |= 1 << uint(i)
			lost[i] = o &^ d
		}
		moved |= 1 << uint(i)
	}
	// A component whose variables kept their matched values and did not
	// become fixed holds if each lost edge's end is still reached from
	// its start (then the graph reaches what it reached).
	for w := soft; w != 0; w &= w - 1 {
		i := bits.TrailingZeros64(w)
		mi := uint(varMatch[i])
		c := comp[mi]
		if dirty&c != 0 {
			continue
		}
		reach := uint64(1) << mi
		for front := reach; lost[i]&^reach != 0; {
			if front == 0 {
				dirty |= c
				break
			}
			next := uint64(0)
			for f := front; f != 0; f &= f - 1 {
				next |= dom[valMatch[bits.TrailingZeros64(f)]]
			}
			front = next & c &^ reach
			reach |= front
		}
	}
	if dirty == 0 {
		return cp.Fix, true
	}

	// The components' variables, all open before this call.
	var vars uint64
	for w := dirty; w != 0; w &= w - 1 {
		vars |= 1 << uint(valMatch[bits.TrailingZeros64(w)])
	}
	// 1. Naked singles.
	open, taken, changed, okSingles := p.nakedSingles(vars&^single, taken)
	if !okSingles {
		return cp.Fail, true
	}
	all := ^uint64(0) >> uint(64-p.n)
	fixed := p.fixed | vars&^open
	if fixed == all {
		st = cp.Subsumed
	} else {
		// 2. Repair the matching of the components' variables (only a
		// variable whose domain changed can have lost its value): the
		// augmenting paths stay among them.
		var broken uint64
		for w := (moved | changed) & vars; w != 0; w &= w - 1 {
			i := bits.TrailingZeros64(w)
			if v := varMatch[i]; dom[i]>>uint(v)&1 == 0 {
				p.unmatch(int32(i))
				broken |= 1 << uint(i)
			}
		}
		for w := broken; w != 0; w &= w - 1 {
			if !p.augmentWord(int32(bits.TrailingZeros64(w))) {
				return cp.Fail, true
			}
		}
		// 4. Their strongly connected components, and 5. the pruning.
		p.componentsWord(dirty &^ taken)
		for w := open; w != 0; w &= w - 1 {
			i := bits.TrailingZeros64(w)
			d := dom[i] & comp[varMatch[i]]
			if d != dom[i] {
				dom[i] = d
				changed |= 1 << uint(i)
				if d&(d-1) == 0 {
					fixed |= 1 << uint(i)
				}
			}
		}
		p.rest &^= taken
		p.fixed = fixed
		st = cp.Fix
	}
	if g != nil {
		for w := changed; w != 0; w &= w - 1 {
			i := bits.TrailingZeros64(w)
			g.write(p.cells[i], dom[i])
		}
		return st, true
	}
	for w := changed; w != 0; w &= w - 1 {
		i := bits.TrailingZeros64(w)
		if !s.IntersectWord0(p.xs[i], dom[i]>>uint(p.shift[i])) {
			return cp.Fail, true // the pruning keeps each matched value: not reached
		}
	}
	return st, true
}
