package propagators

import (
	"math/bits"
	"slices"

	"github.com/tessera-cp/tessera/cp"
)

// Table posts (xs[0], …, xs[n-1]) ∈ tuples: the variables take the values of
// one of the listed tuples.
//
// Every tuple must have len(xs) values. Tuples holding a value outside the
// domain a variable has when Table is called can never hold and are dropped;
// so are duplicates. A variable may appear several times in xs: the tuples
// whose values differ at its positions are dropped and the table is projected
// onto the distinct variables. When no tuple is left the store fails; a table
// over one distinct variable is posted as a domain intersection.
//
// The propagator is Compact-Table (Demeulenaere et al., CP 2016): the set of
// tuples valid in the current domains is a reversible sparse bitset, updated
// from the values each variable lost since the previous call (or rebuilt from
// the values it kept, whichever is fewer), and each value keeps a residue,
// the last word of the table where it had a support. Domain consistent. A call
// costs O(Σ min(|Δx|, |dom x|) · w + Σ |dom x|) word operations for a table of
// w live words (a value whose residue still holds costs O(1)); memory is
// O(t·n + v·t/64) for t tuples and v distinct (variable, value) pairs.
func Table(s *cp.Store, xs []cp.VarID, tuples [][]int) error {
	return tablePost(s, "Table", "table", xs, tuples)
}

// tablePost is Table with the statistics kind chosen by the caller (Cage
// posts its compiled tables as "cage").
func tablePost(s *cp.Store, name, kind string, xs []cp.VarID, tuples [][]int) error {
	ts, err := tablePrepare(s, name, xs, tuples)
	if err != nil {
		return err
	}
	switch {
	case ts.n == 0:
		return failNow(s, xs[0])
	case len(ts.vars) == 1:
		x := ts.vars[0]
		mask := make([]uint64, len(s.Words(x)))
		for _, v := range ts.flat {
			b := v - s.Base(x)
			mask[b>>6] |= 1 << (b & 63)
		}
		s.IntersectWords(x, mask) // a wipe-out marks the store failed
		return nil
	}
	sh := newTableShape(ts)
	sh.buildCuts(s, ts)
	tablePostShape(s, kind, ts.vars, &sh)
	return nil
}

// tablePostShape posts the Compact-Table propagator over vars (distinct,
// at least two) for the shape sh, cuts built: the shape is shared, only
// the per-post state is made.
func tablePostShape(s *cp.Store, kind string, vars []cp.VarID, sh *tableShape) {
	p := &tableCT{tableCore: newTableCoreOn(s, vars, sh), cuts: sh.cuts}
	p.residue = p.i32tail
	p.i32tail = nil
	p.primed = s.NewRevInt(0)
	id := s.Post(p, tablePriority(len(vars)), kind)
	for i, x := range vars {
		s.Subscribe(id, x, cp.OnDomain, int32(i))
	}
}

func tablePriority(arity int) cp.Priority {
	if arity <= 3 {
		return cp.Linear
	}
	return cp.Quadratic
}

// tableSet is a validated table: n distinct tuples over the distinct
// variables vars, stored row after row in flat.
type tableSet struct {
	vars []cp.VarID
	flat []int
	n    int
}

// tablePrepare validates a table, projects it onto the distinct variables,
// drops the tuples that cannot hold in the current domains (or that give a
// repeated variable two values) and sorts and deduplicates the rest.
func tablePrepare(s *cp.Store, name string, xs []cp.VarID, tuples [][]int) (tableSet, error) {
	s.ChargeBuildBytes(int64(len(tuples)) * int64(len(xs)) * 8) // its tables, about
	if err := s.BuildErr(); err != nil {
		return tableSet{}, err // a limit of the model's build (cp.Store.SetBuildLimits)
	}
	if len(xs) == 0 {
		return tableSet{}, argErr(name, "no variables")
	}
	if err := checkVars(s, name, true, xs...); err != nil {
		return tableSet{}, err
	}
	for i, t := range tuples {
		if len(t) != len(xs) {
			return tableSet{}, argErr(name, "tuple %d has %d values, want %d", i, len(t), len(xs))
		}
	}
	// first[i] is the position of xs[i]'s first occurrence; col[i] the
	// index of xs[i] among the distinct variables.
	first := make([]int, len(xs))
	col := make([]int, len(xs))
	vars := make([]cp.VarID, 0, len(xs))
	for i, x := range xs {
		first[i] = i
		col[i] = len(vars)
		for j := 0; j < i; j++ {
			if xs[j] == x {
				first[i], col[i] = j, col[j]
				break
			}
		}
		if first[i] == i {
			vars = append(vars, x)
		}
	}
	k := len(vars)
	flat := make([]int, 0, len(tuples)*k)
next:
	for _, t := range tuples {
		for i, v := range t {
			if t[first[i]] != v || !s.Contains(xs[i], v) {
				continue next
			}
		}
		for i, v := range t {
			if first[i] == i {
				flat = append(flat, v)
			}
		}
	}
	flat = tableSortRows(flat, k)
	return tableSet{vars: vars, flat: flat, n: len(flat) / k}, nil
}

// tableSortRows returns the rows of k values in flat sorted and without
// repeats (flat itself when they are already).
func tableSortRows(flat []int, k int) []int {
	if tableAscending(flat, k) {
		// Listed in order without repeats already (KenKen's cage tables):
		// the sort below would give flat back.
		return flat
	}
	n := len(flat) / k
	order := make([]int32, n)
	for i := range order {
		order[i] = int32(i)
	}
	slices.SortFunc(order, func(a, b int32) int {
		return slices.Compare(flat[int(a)*k:int(a)*k+k], flat[int(b)*k:int(b)*k+k])
	})
	out := make([]int, 0, len(flat))
	for i, o := range order {
		row := flat[int(o)*k : int(o)*k+k]
		if i > 0 && slices.Equal(row, out[len(out)-k:]) {
			continue
		}
		out = append(out, row...)
	}
	return out
}

// tableAscending reports whether the rows of k values in flat are in
// strictly increasing lexicographic order.
func tableAscending(flat []int, k int) bool {
	for i := k; i < len(flat); i += k {
		if slices.Compare(flat[i-k:i], flat[i:i+k]) >= 0 {
			return false
		}
	}
	return true
}

// tableCore is the state shared by the positive and the negative table: the
// reversible sparse bitset of the tuples valid in the current domains, the
// support masks of each (variable, value) and the last domains seen.
type tableCore struct {
	vars []cp.VarID
	nw   int // words of the tuple bitset

	cur   cp.RevBitset // valid tuples
	index []int32      // word indices; the first limit are the non-zero words (not trailed)
	limit cp.RevInt
	mask  []uint64 // scratch, nw words, indexed like cur

	// Values of variable i with a support mask: slotLo[i]..slotHi[i];
	// valSlot[slotOff[i]+v-slotLo[i]] is the slot of value v, or -1. The mask
	// of slot k is sup[k*nw : (k+1)*nw].
	slotLo, slotHi []int
	slotOff        []int
	valSlot        []int32
	nslots         int
	sup            []uint64

	// Word range wLo[i]..wHi[i] of variable i's domain words covering its
	// slot values; last[lastOff[i]+j] mirrors word wLo[i]+j as it was at the
	// end of the previous call (reversible), lastSize[i] its domain size.
	wLo, wHi []int
	lastOff  []int
	last     cp.RevBitset
	lastSize []cp.RevInt

	keep []uint64 // scratch in a variable's word coordinates
	size []int    // scratch: domain sizes at the last update

	i32tail []int32 // nslots int32s allocated with index (tableCT's residues)
}

func newTableCore(s *cp.Store, ts tableSet) tableCore {
	sh := newTableShape(ts)
	return newTableCoreOn(s, ts.vars, &sh)
}

// tableShape is what a table's propagator reads and never writes, fixed
// by its tuples alone: the support slots of each column's values, their
// support masks and the projections its reasons read. A prepared table
// (TableTuples) keeps one for all its posts.
type tableShape struct {
	n, nw                   int
	slotLo, slotHi, slotOff []int
	valSlot                 []int32
	nslots                  int
	sup                     []uint64
	cuts                    tableCuts
}

// newTableShape builds ts's slots and supports (not its cuts: buildCuts).
func newTableShape(ts tableSet) tableShape {
	k := len(ts.vars)
	nw := (ts.n + 63) / 64
	ints := make([]int, 3*k)
	part := func(i int) []int { return ints[i*k : (i+1)*k : (i+1)*k] }
	c := tableShape{n: ts.n, nw: nw, slotLo: part(0), slotHi: part(1), slotOff: part(2)}
	span := 0
	for i := range k {
		lo, hi := ts.flat[i], ts.flat[i]
		for t := 1; t < ts.n; t++ {
			v := ts.flat[t*k+i]
			lo, hi = min(lo, v), max(hi, v)
		}
		c.slotLo[i], c.slotHi[i] = lo, hi
		c.slotOff[i] = span
		span += hi - lo + 1
	}
	c.valSlot = make([]int32, span)
	for j := range c.valSlot {
		c.valSlot[j] = -1
	}
	for t := 0; t < ts.n; t++ {
		for i := range k {
			j := c.slotOff[i] + ts.flat[t*k+i] - c.slotLo[i]
			if c.valSlot[j] < 0 {
				c.valSlot[j] = int32(c.nslots)
				c.nslots++
			}
		}
	}
	c.sup = make([]uint64, c.nslots*nw)
	for t := 0; t < ts.n; t++ {
		for i := range k {
			sl := int(c.valSlot[c.slotOff[i]+ts.flat[t*k+i]-c.slotLo[i]])
			c.sup[sl*nw+t>>6] |= 1 << (t & 63)
		}
	}
	return c
}

// newTableCoreOn is a fresh propagator state over vars for the shape sh
// (shared, read only): only the per-post state is allocated, the
// per-variable arrays and the scratch each out of one block.
func newTableCoreOn(s *cp.Store, vars []cp.VarID, sh *tableShape) tableCore {
	k := len(vars)
	nw := sh.nw
	ints := make([]int, 4*k)
	part := func(i int) []int { return ints[i*k : (i+1)*k : (i+1)*k] }
	c := tableCore{
		vars:     vars,
		nw:       nw,
		cur:      s.NewRevBitset(sh.n, true),
		limit:    s.NewRevInt(nw),
		slotLo:   sh.slotLo,
		slotHi:   sh.slotHi,
		slotOff:  sh.slotOff,
		valSlot:  sh.valSlot,
		nslots:   sh.nslots,
		sup:      sh.sup,
		wLo:      part(0),
		wHi:      part(1),
		lastOff:  part(2),
		size:     part(3),
		lastSize: make([]cp.RevInt, k),
	}
	nlast, maxw := 0, 0
	for i, x := range vars {
		c.wLo[i] = (c.slotLo[i] - s.Base(x)) >> 6
		c.wHi[i] = (c.slotHi[i] - s.Base(x)) >> 6
		c.lastOff[i] = nlast
		nlast += c.wHi[i] - c.wLo[i] + 1
		maxw = max(maxw, c.wHi[i]+1)
	}
	// index (nw) and the residues (nslots) share one int32 block; the
	// residues are the tail, taken by tableCT.
	i32 := make([]int32, nw+sh.nslots)
	c.index = i32[:nw:nw]
	c.i32tail = i32[nw:]
	for i := range c.index {
		c.index[i] = int32(i)
	}
	words := make([]uint64, nw+maxw)
	c.mask = words[:nw:nw]
	c.keep = words[nw:]
	c.last = s.NewRevBitset(64*nlast, false)
	for i, x := range vars {
		w := s.Words(x)
		for j := c.wLo[i]; j <= c.wHi[i]; j++ {
			s.SetBitsetWord(c.last, c.lastOff[i]+j-c.wLo[i], w[j])
		}
		c.lastSize[i] = s.NewRevInt(s.Size(x))
	}
	return c
}

// slot returns the support slot of value v of variable i, or -1.
func (c *tableCore) slot(i, v int) int {
	if v < c.slotLo[i] || v > c.slotHi[i] {
		return -1
	}
	return int(c.valSlot[c.slotOff[i]+v-c.slotLo[i]])
}

// update removes from the valid tuples those that lost a value since the
// last call. It returns the number of variables that changed, the index of
// one of them, and false when no tuple is left.
func (c *tableCore) update(s *cp.Store) (changed, which int, ok bool) {
	which = -1
	for i, x := range c.vars {
		sz := s.Size(x)
		c.size[i] = sz
		lastSz := s.Int(c.lastSize[i])
		if sz == lastSz {
			continue
		}
		changed++
		which = i
		lim := s.Int(c.limit)
		for j := 0; j < lim; j++ {
			c.mask[c.index[j]] = 0
		}
		cur := s.Words(x)
		last := s.BitsetWords(c.last)
		lo := c.lastOff[i] - c.wLo[i] // last word of domain word w: last[lo+w]
		base := s.Base(x)
		delta := lastSz-sz < sz
		for w := c.wLo[i]; w <= c.wHi[i]; w++ {
			bw := cur[w]
			if delta {
				bw = last[lo+w] &^ bw
			}
			for bw != 0 {
				b := bits.TrailingZeros64(bw)
				bw &= bw - 1
				if sl := c.slot(i, base+w<<6+b); sl >= 0 {
					sup := c.sup[sl*c.nw : sl*c.nw+c.nw]
					for j := 0; j < lim; j++ {
						o := c.index[j]
						c.mask[o] |= sup[o]
					}
				}
			}
			s.SetBitsetWord(c.last, lo+w, cur[w])
		}
		s.SetInt(c.lastSize[i], sz)
		var flip uint64
		if delta {
			flip = ^uint64(0)
		}
		if !c.intersect(s, flip) {
			return changed, which, false
		}
	}
	return changed, which, true
}

// intersect keeps the valid tuples whose bit is set in mask^flip and
// reports whether any is left.
func (c *tableCore) intersect(s *cp.Store, flip uint64) bool {
	words := s.BitsetWords(c.cur)
	lim := s.Int(c.limit)
	for j := lim - 1; j >= 0; j-- {
		o := c.index[j]
		w := words[o]
		nw := w & (c.mask[o] ^ flip)
		if nw == w {
			continue
		}
		s.SetBitsetWord(c.cur, int(o), nw)
		if nw == 0 {
			lim--
			c.index[j], c.index[lim] = c.index[lim], o
		}
	}
	s.SetInt(c.limit, lim)
	return lim > 0
}

// commit records variable i's current domain as the last one seen.
func (c *tableCore) commit(s *cp.Store, i int) {
	x := c.vars[i]
	cur := s.Words(x)
	for w := c.wLo[i]; w <= c.wHi[i]; w++ {
		s.SetBitsetWord(c.last, c.lastOff[i]+w-c.wLo[i], cur[w])
	}
	s.SetInt(c.lastSize[i], s.Size(x))
}

// Reasons of Table and NegativeTable (cp.Explainer).
//
// Table: x ≠ v because every tuple with x = v has lost a value: the reason
// is a support cut (table_cut.go), or, for a table too wide for its
// projections, a set of removed values (y ≠ w) that kills each of those
// tuples, chosen greedily (the value killing most of the tuples still
// alive first), each variable's part said in the shorter of its removed
// values and its domain (cp.Store.AppendWithinAt). A bound written
// because no tuple reaches past it needs no reason; a failure kills every
// tuple the same way.
//
// NegativeTable: x ≠ v because every combination of the other variables'
// domains, with x = v, is a forbidden tuple: the reason is the others'
// domains.

// tableCover chooses removed values (before at) that kill every tuple of
// target (a bitset over the tuples, consumed) and marks them in chosen
// (per support slot). It reports false when some tuple of target is alive
// at at (then no such cover exists).
//
// Only the words where target has tuples are looked at. A variable with
// few values left is tried alone first: if none of them supports a target
// tuple, its domain is the reason (aloneByAlive). Else the removed values
// whose supports meet target (the candidates) are scored, once. When the
// candidates of one variable kill every tuple on their own,
// that variable alone is the reason (the one said in the fewest literals:
// a fixed neighbour is one literal however many values it lost); else the
// candidates are chosen greedily, the one killing most of the tuples left
// first.
func (c *tableCore) tableCover(s *cp.Store, at int, target []uint64, chosen []int, buf []cp.Lit) bool {
	nz := s.ScratchInts(1, len(target))[:0]
	for w, t := range target {
		if t != 0 {
			nz = append(nz, w)
		}
	}
	if i := c.aloneByAlive(s, at, target, nz, buf); i >= 0 {
		for v := c.slotLo[i]; v <= c.slotHi[i]; v++ {
			if sl := c.slot(i, v); sl >= 0 && !s.ContainsAt(c.vars[i], v, at) {
				chosen[sl] = 1
			}
		}
		return true
	}
	// cand: candidate slots; varOf: their variable's index.
	cand := s.ScratchInts(2, c.nslots)[:0]
	varOf := s.ScratchInts(3, c.nslots)[:0]
	union := s.ScratchWords(1, len(nz))
	own := s.ScratchWords(2, len(nz))
	bestVar, bestLits := -1, 0
	for i, x := range c.vars {
		clear(own)
		first := len(cand)
		for v := c.slotLo[i]; v <= c.slotHi[i]; v++ {
			sl := c.slot(i, v)
			if sl < 0 || s.ContainsAt(x, v, at) {
				continue
			}
			sup := c.sup[sl*c.nw : (sl+1)*c.nw]
			hit := uint64(0)
			for j, w := range nz {
				m := sup[w] & target[w]
				own[j] |= m
				hit |= m
			}
			if hit != 0 {
				cand = append(cand, sl)
				varOf = append(varOf, i)
			}
		}
		covers := len(cand) > first
		for j, w := range nz {
			union[j] |= own[j]
			covers = covers && own[j] == target[w]
		}
		if !covers {
			continue
		}
		// Say it, to count its literals.
		for _, sl := range cand[first:] {
			chosen[sl] = 1
		}
		n := len(c.appendVar(s, at, i, chosen, buf)) - len(buf)
		for _, sl := range cand[first:] {
			chosen[sl] = 0
		}
		if bestVar < 0 || n < bestLits {
			bestVar, bestLits = i, n
		}
	}
	for j, w := range nz {
		if union[j] != target[w] {
			return false
		}
	}
	if bestVar >= 0 {
		for k, sl := range cand {
			if varOf[k] == bestVar {
				chosen[sl] = 1
			}
		}
		return true
	}
	// Greedy: each round drops the candidates that kill nothing left and
	// the words left empty, so rounds get cheaper.
	for len(nz) > 0 {
		best, bestN := -1, 0
		kept := cand[:0]
		for _, sl := range cand {
			sup := c.sup[sl*c.nw : (sl+1)*c.nw]
			n := 0
			for _, w := range nz {
				n += bits.OnesCount64(target[w] & sup[w])
			}
			if n == 0 {
				continue
			}
			if n > bestN {
				best, bestN = len(kept), n
			}
			kept = append(kept, sl)
		}
		cand = kept
		sl := cand[best] // the union check above: some candidate kills a tuple left
		chosen[sl] = 1
		sup := c.sup[sl*c.nw : (sl+1)*c.nw]
		left := nz[:0]
		for _, w := range nz {
			if target[w] &^= sup[w]; target[w] != 0 {
				left = append(left, w)
			}
		}
		nz = left
	}
	return true
}

// aloneByAlive looks for a variable none of whose values alive at at
// supports a tuple of target (its domain then kills them all), checking
// only the variables with fewer alive values than removed ones (deep in a
// search: a fixed neighbour costs one pass over the target's words nz).
// It returns the one whose domain is said in the fewest literals, or -1.
func (c *tableCore) aloneByAlive(s *cp.Store, at int, target []uint64, nz []int, buf []cp.Lit) int {
	best, bestLits := -1, 0
	for i, x := range c.vars {
		alive, removed := 0, 0
		for v := c.slotLo[i]; v <= c.slotHi[i]; v++ {
			if c.slot(i, v) < 0 {
				continue
			}
			if s.ContainsAt(x, v, at) {
				alive++
			} else {
				removed++
			}
		}
		if alive > removed {
			continue
		}
		covers := true
		for v := c.slotLo[i]; v <= c.slotHi[i] && covers; v++ {
			sl := c.slot(i, v)
			if sl < 0 || !s.ContainsAt(x, v, at) {
				continue
			}
			sup := c.sup[sl*c.nw : (sl+1)*c.nw]
			for _, w := range nz {
				if sup[w]&target[w] != 0 {
					covers = false
					break
				}
			}
		}
		if !covers {
			continue
		}
		if n := len(s.AppendDomainAt(x, at, buf)) - len(buf); best < 0 || n < bestLits {
			best, bestLits = i, n
		}
	}
	return best
}

// appendChosen appends, per variable, literals that exclude its chosen
// values (and hold before at).
func (c *tableCore) appendChosen(s *cp.Store, at int, chosen []int, buf []cp.Lit) []cp.Lit {
	for i := range c.vars {
		buf = c.appendVar(s, at, i, chosen, buf)
	}
	return buf
}

// appendVar appends literals that exclude variable i's chosen values (none
// when it has no chosen value).
func (c *tableCore) appendVar(s *cp.Store, at, i int, chosen []int, buf []cp.Lit) []cp.Lit {
	any := false
	for v := c.slotLo[i]; v <= c.slotHi[i] && !any; v++ {
		sl := c.slot(i, v)
		any = sl >= 0 && chosen[sl] != 0
	}
	if !any {
		return buf
	}
	return s.AppendWithinAt(c.vars[i], at, func(v int) bool {
		sl := c.slot(i, v)
		return sl < 0 || chosen[sl] == 0
	}, buf)
}

// allTuples sets target to every tuple of the table (the union of the
// first variable's supports).
func (c *tableCore) allTuples(target []uint64) {
	clear(target)
	for v := c.slotLo[0]; v <= c.slotHi[0]; v++ {
		if sl := c.slot(0, v); sl >= 0 {
			for w := range target {
				target[w] |= c.sup[sl*c.nw+w]
			}
		}
	}
}

// clone shares the supports (slots, valSlot, sup: the tuples, read only)
// and copies the scratch and the word index.
func (t *tableCore) clone() tableCore {
	c := *t
	c.index = cloneSlice(t.index)
	c.mask, c.keep, c.size = cloneSlice(t.mask), cloneSlice(t.keep), cloneSlice(t.size)
	return c
}

// tableCT is the Compact-Table propagator of a positive table: domain
// consistent; a call costs the update (O(min(|Δx|, |dom x|)·w) word
// operations per changed variable, w the live words of the table) plus
// O(|dom x|) residue checks per unfixed variable, each failing one
// O(w) (see Table).
type tableCT struct {
	tableCore
	residue []int32   // per slot: a word of cur where the value last had a support
	primed  cp.RevInt // 1 once a call has filtered every variable
	cuts    tableCuts // the projections its reasons read (read only, shared by clones)
}

func (p *tableCT) Propagate(s *cp.Store) cp.Status {
	changed, which, ok := p.update(s)
	if !ok {
		return cp.Fail
	}
	// When a single variable changed since a call that left every value
	// supported, that variable's remaining values are still supported.
	skip := -1
	if changed == 1 && s.Int(p.primed) != 0 {
		skip = which
	}
	words := s.BitsetWords(p.cur)
	lim := s.Int(p.limit)
	unfixed := 0
	for i, x := range p.vars {
		if s.Size(x) > 1 {
			unfixed++
		}
		// A fixed variable's value is in every valid tuple.
		if i == skip || s.Size(x) == 1 {
			continue
		}
		cur := s.Words(x)
		base := s.Base(x)
		lo := max(p.wLo[i], (s.Min(x)-base)>>6)
		hi := min(p.wHi[i], (s.Max(x)-base)>>6)
		removed := s.Min(x) < p.slotLo[i] || s.Max(x) > p.slotHi[i]
		for w := lo; w <= hi; w++ {
			bw := cur[w]
			keep := bw
			for bw != 0 {
				b := bits.TrailingZeros64(bw)
				bw &= bw - 1
				sl := p.slot(i, base+w<<6+b)
				if sl >= 0 {
					sup := p.sup[sl*p.nw : sl*p.nw+p.nw]
					r := p.residue[sl]
					if words[r]&sup[r] != 0 {
						continue
					}
					found := false
					for j := 0; j < lim; j++ {
						o := p.index[j]
						if words[o]&sup[o] != 0 {
							p.residue[sl] = o
							found = true
							break
						}
					}
					if found {
						continue
					}
				}
				keep &^= 1 << b
			}
			p.keep[w] = keep
			removed = removed || keep != cur[w]
		}
		if !removed {
			continue
		}
		if !s.SetMin(x, p.slotLo[i]) || !s.SetMax(x, p.slotHi[i]) || !s.IntersectWords(x, p.keep) {
			return cp.Fail
		}
		p.commit(s, i)
		if s.Size(x) == 1 {
			unfixed--
		}
	}
	s.SetInt(p.primed, 1)
	if unfixed <= 1 {
		return cp.Subsumed
	}
	return cp.Fix
}

func (p *tableCT) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	if r, ok := p.cutReason(s, l, at, buf); ok {
		return r
	}
	target := s.ScratchWords(0, p.nw)
	i := indexOf(p.vars, l.X)
	switch {
	case l.Op == cp.OpFalse:
		p.allTuples(target)
	case i >= 0 && l.Op == cp.OpNe:
		if sl := p.slot(i, l.V); sl >= 0 {
			copy(target, p.sup[sl*p.nw:sl*p.nw+p.nw])
		}
	case i >= 0 && (l.Op == cp.OpGe || l.Op == cp.OpLe):
		for v := p.slotLo[i]; v <= p.slotHi[i]; v++ {
			if sl := p.slot(i, v); sl >= 0 && !l.Holds(v) {
				for w := range target {
					target[w] |= p.sup[sl*p.nw+w]
				}
			}
		}
	default:
		return s.CoarseReason(s.ExplainedProp(), at, buf)
	}
	chosen := s.ScratchInts(0, p.nslots)
	if !p.tableCover(s, at, target, chosen, buf) {
		return s.CoarseReason(s.ExplainedProp(), at, buf)
	}
	return p.appendChosen(s, at, chosen, buf)
}

// Clone implements cp.Cloner.
func (p *tableCT) Clone(*cp.Store) cp.Propagator {
	c := *p
	c.tableCore = p.tableCore.clone()
	c.residue = cloneSlice(p.residue)
	return &c
}
