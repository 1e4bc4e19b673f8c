package propagators

import (
	"math/bits"

	"github.com/tessera-cp/tessera/cp"
)

// The one-word form of Régin's algorithm, for the puzzle sizes: when the
// union of the initial domains spans at most 64 values (and there are at
// most 64 variables), every domain is one word of value indices
// (Words(x)[0] shifted by shift[i]), and the whole call runs on words held
// by the propagator, written back to the store once per variable at the
// end:
//
//  1. forward checking to its fixpoint (naked singles): a variable left
//     with one value takes it from the others;
//  2. the matching kept between calls is checked against the domains and
//     repaired by breadth-first augmenting paths over value words;
//  3. R, the variables from which an alternating path reaches a free value
//     (each named by its matched value, so sets of them are value words),
//     grows to its fixpoint: a variable is in R if its domain meets the
//     free values or R;
//  4. the strongly connected components of the other unfixed variables'
//     graph (u → v when u's domain holds v's matched value), by forward
//     and backward reach from a pivot on rows of one word;
//  5. variable u keeps its matched value, the free values, R's values, and
//     the matched values of its component outside R (u and v lie on an
//     even alternating cycle). A variable of R keeps no value of
//     a variable outside R: that variable cannot reach u, else it would be
//     in R.
//
// This is the same pruning as the Tarjan form (domain consistency, every
// edge kept belongs to a maximum matching) at O(n²) word operations in the
// worst case, but with no node walks: for a Sudoku unit of nine cells it is
// some hundred word operations.

// alldiffWordMax is the widest span (and the most variables) the one-word
// form handles.
const alldiffWordMax = 64

// propagateWord is propagate in the one-word form, for a store that
// records no explanations. It reports Fail without writing anything.
// With g not nil the domains are g's words (alldifferent_grid_local.go).
func (p *alldiffDomain) propagateWord(s *cp.Store, g *alldiffFamily) cp.Status {
	dom := p.dom
	// The fixed variables are noted as the domains are read (step 1
	// starts from them): two fixed to one value fail here.
	var done, taken uint64
	if g != nil {
		cw, cells := g.cw, p.cells[:len(dom)]
		for i, c := range cells {
			d := cw[c]
			dom[i] = d
			if d&(d-1) == 0 {
				if d&taken != 0 || d == 0 {
					return cp.Fail
				}
				done |= 1 << uint(i)
				taken |= d
			}
		}
	} else {
		for i, x := range p.xs {
			d := s.Word0(x) << uint(p.shift[i])
			dom[i] = d
			if d&(d-1) == 0 {
				if d&taken != 0 || d == 0 {
					return cp.Fail
				}
				done |= 1 << uint(i)
				taken |= d
			}
		}
	}
	st, changed := p.pruneWord(done, taken)
	if st == cp.Fail {
		return cp.Fail
	}
	if g != nil {
		for w := changed; w != 0; w &= w - 1 {
			i := bits.TrailingZeros64(w)
			g.write(p.cells[i], dom[i])
		}
		return st
	}
	for w := changed; w != 0; w &= w - 1 {
		i := bits.TrailingZeros64(w)
		if !s.IntersectWord0(p.xs[i], dom[i]>>uint(p.shift[i])) {
			return cp.Fail // the pruning keeps each matched value: not reached
		}
	}
	return st
}

// pruneWord runs steps 1 to 5 on p.dom, given the variables fixed in it
// (done) and their values (taken, distinct), and returns the variables
// whose domain it changed.
func (p *alldiffDomain) pruneWord(done, taken uint64) (cp.Status, uint64) {
	dom := p.dom
	all := ^uint64(0) >> uint(64-p.n) // every variable
	// 1. Naked singles.
	open, taken, changed, ok := p.nakedSingles(all&^done, taken)
	if !ok {
		return cp.Fail, 0
	}
	if open == 0 {
		// Distinct values, one per variable (Propagate writes them).
		return cp.Subsumed, changed
	}

	// 2. Repair the matching: a fixed variable is matched to its value
	// or to none, so only the pairs that left a domain are broken.
	var broken, union uint64
	varMatch := p.varMatch[:len(dom)]
	for i, d := range dom {
		union |= d
		if v := varMatch[i]; v < 0 || d>>uint(v)&1 == 0 {
			if v >= 0 {
				p.unmatch(int32(i))
			}
			broken |= 1 << uint(i)
		}
	}
	for w := broken; w != 0; w &= w - 1 {
		if !p.augmentWord(int32(bits.TrailingZeros64(w))) {
			return cp.Fail, 0
		}
	}

	// 3. R: the open variables that reach a free value, as their matched
	// values (a fixed variable's value is in no other domain: step 1).
	// The open variables' matched values are the matched values but
	// those taken (a fixed variable is matched to its value).
	free := p.free[0]
	matched := ^free &^ taken
	if p.nv < 64 {
		matched &= 1<<uint(p.nv) - 1
	}
	var r uint64
	for grew := free&union != 0; grew; { // (a Sudoku unit's free values are its givens, in no domain)
		grew = false
		for w := open; w != 0; w &= w - 1 {
			i := bits.TrailingZeros64(w)
			mv := uint64(1) << uint(p.varMatch[i])
			if r&mv == 0 && dom[i]&(free|r) != 0 {
				r |= mv
				grew = true
			}
		}
	}

	// 4. The strongly connected components of the rest.
	rest := matched &^ r
	p.componentsWord(rest)

	// 5. Prune. The components and R stay those of the pruned graph (only
	// edges between components go), kept for the next call with the
	// variables left fixed.
	comp, fixed := p.comp, all&^open
	for w := open; w != 0; w &= w - 1 {
		i := bits.TrailingZeros64(w) & 63
		mi := uint(varMatch[i])
		keep := free | r | 1<<mi
		if rest>>mi&1 != 0 {
			keep |= comp[mi&63]
		}
		if d := dom[i] & keep; d != dom[i] {
			dom[i] = d
			changed |= 1 << uint(i)
			if d&(d-1) == 0 {
				fixed |= 1 << uint(i)
			}
		}
	}
	p.r, p.rest, p.fixed = r, rest, fixed
	return cp.Fix, changed
}

// nakedSingles is step 1: the open variables lose the values taken, and
// those left with one value take it, until none is. It returns the
// variables still open, the values taken and the variables whose domain
// it changed, and false on a wipe-out.
func (p *alldiffDomain) nakedSingles(open, taken uint64) (uint64, uint64, uint64, bool) {
	dom := p.dom
	var changed uint64
	for again := true; again; {
		again = false
		for w := open; w != 0; w &= w - 1 {
			i := bits.TrailingZeros64(w)
			d := dom[i] &^ taken
			if d == dom[i] {
				continue
			}
			if d == 0 {
				return 0, 0, 0, false
			}
			dom[i] = d
			changed |= 1 << uint(i)
			if d&(d-1) == 0 {
				open &^= 1 << uint(i)
				taken |= d
				again = true
			}
		}
	}
	return open, taken, changed, true
}

// componentsWord sets comp[v], for each matched value v of set, to the
// strongly connected component of v in the graph of set's variables (u → v
// when u's domain holds v's matched value): from a pivot, the nodes it
// reaches (breadth first on rows of one word), then those of them that
// reach it back.
func (p *alldiffDomain) componentsWord(set uint64) {
	dom, adj, comp, valMatch := p.dom, p.fw, p.comp, p.valMatch
	for w := set; w != 0; w &= w - 1 {
		v := bits.TrailingZeros64(w)
		adj[v] = dom[valMatch[v]] & set &^ (1 << uint(v))
	}
	for left := set; left != 0; {
		u := uint64(1) << uint(bits.TrailingZeros64(left))
		fwd := u
		for front := u; front != 0; {
			next := uint64(0)
			for w := front; w != 0; w &= w - 1 {
				next |= adj[bits.TrailingZeros64(w)]
			}
			front = next & left &^ fwd
			fwd |= front
		}
		c := u
		for grew := fwd != u; grew; {
			grew = false
			for w := fwd &^ c; w != 0; w &= w - 1 {
				v := bits.TrailingZeros64(w)
				if adj[v]&c != 0 {
					c |= 1 << uint(v)
					grew = true
				}
			}
		}
		for w := c; w != 0; w &= w - 1 {
			comp[bits.TrailingZeros64(w)] = c
		}
		left &^= c
	}
}

// augmentWord matches the unmatched variable root along a shortest
// augmenting path (breadth first over variables, each value visited once)
// and reports whether one exists. index and low hold each reached
// variable's parent and the value it was reached through, tstack the queue.
func (p *alldiffDomain) augmentWord(root int32) bool {
	dom, free := p.dom, p.free[0]
	parent, via := p.index, p.low
	q := append(p.tstack[:0], root)
	seen := uint64(0)
	for h := 0; h < len(q); h++ {
		i := q[h]
		c := dom[i] &^ seen
		if f := c & free; f != 0 {
			// Shift the path: i takes the free value, each variable on the
			// way takes its child's value.
			v := int32(bits.TrailingZeros64(f))
			for {
				p.varMatch[i], p.valMatch[v] = v, i
				if i == root {
					break
				}
				v, i = via[i], parent[i]
			}
			p.free[0] &^= 1 << uint(bits.TrailingZeros64(f))
			return true // q grew within tstack's room (n): nothing to keep
		}
		seen |= c
		for ; c != 0; c &= c - 1 {
			v := int32(bits.TrailingZeros64(c))
			j := p.valMatch[v]
			parent[j], via[j] = i, v
			q = append(q, j)
		}
	}
	return false
}
