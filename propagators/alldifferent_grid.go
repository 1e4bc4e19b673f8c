package propagators

import (
	"math/bits"

	"github.com/tessera-cp/tessera/cp"
)

// AllDifferentGrid posts each of units pairwise distinct at the Domain
// level (as AllDifferent does for each), as one propagator that owns them
// all: a grid's rows, columns and boxes, where every cell lies in several
// units. A write to a cell wakes the grid once, which marks the cell's
// units dirty, and a call runs the dirty units' domain AllDifferents
// (Régin, in the one-word form for spans of at most 64 values) until none
// is dirty. The pruning is that of the separate AllDifferents: each unit
// is at its fixpoint when the call ends; only the queue traffic goes
// (one subscription per cell instead of one per unit it lies in, one
// wake-up per write instead of one per unit). When the cells' values span
// at most 64, the units run on the grid's own copy of the domains and
// each cell they narrowed is written to the store once, at the end of the
// call (alldifferent_grid_local.go); when moreover every unit has as many
// cells as values, a call takes the naked and hidden singles before each
// Régin run (alldifferent_grid_singles.go: same fixpoint, the same unit
// named when a call fails).
//
// Units of fewer than three variables are posted apart, as AllDifferent
// posts them. A unit may not repeat a variable; units may share any
// number of variables. The grid is one propagator for the statistics
// (kind "alldifferent-grid"); its reasons, under explanation, are those of
// the unit that explains the fact. names, when not nil, names each unit
// (as a label would): a failure names the unit that failed
// (cp.PartNamer), as "alldifferent-domain" of that name; a short unit
// posted apart gets its name as its label.
func AllDifferentGrid(s *cp.Store, units [][]cp.VarID, names []string) error {
	const name = "AllDifferentGrid"
	var big [][]cp.VarID
	for k, u := range units {
		if err := checkVarsAny(s, name, false, u...); err != nil {
			return err
		}
		for i, x := range u {
			if s.IsInterval(x) {
				return argErr(name, "unit %d, variable %d (argument %d) is an interval variable (bounds only, no bitset): the grid needs bitset domains", k, x, i)
			}
		}
		if len(u) < 3 {
			continue
		}
		lo, hi := s.Base(u[0]), s.Max(u[0])
		for _, x := range u {
			lo, hi = min(lo, s.Base(x)), max(hi, s.Max(x))
		}
		if hi-lo >= cp.MaxDomainWidth {
			return argErr(name, "unit %d: the values span %d..%d, wider than cp.MaxDomainWidth; use AllDifferent at Bounds", k, lo, hi)
		}
	}
	if names != nil && len(names) != len(units) {
		return argErr(name, "%d names for %d units", len(names), len(units))
	}
	var bigNames []string
	for k, u := range units {
		if len(u) < 3 {
			first := s.NumProps()
			if err := AllDifferent(s, u, Domain); err != nil {
				return err
			}
			for p := first; names != nil && p < s.NumProps(); p++ {
				s.SetLabel(cp.PropID(p), names[k])
			}
			continue
		}
		big = append(big, u)
		if names != nil {
			bigNames = append(bigNames, names[k])
		}
	}
	if len(big) == 0 {
		return nil
	}
	g := newAlldiffGrid(s, big)
	g.names = bigNames
	p := s.Post(g, cp.Quadratic, "alldifferent-grid")
	for c, x := range g.cells {
		s.Subscribe(p, x, cp.OnDomain, int32(c))
	}
	return nil
}

// gridSlot is a cell's place in a unit: the unit and the cell's index
// there.
type gridSlot struct{ unit, pos int32 }

// gridHot is a slot as Notify's fast path reads it.
type gridHot struct {
	touched *uint64 // the unit's alldiffDomain.touched
	bit     uint64  // the cell's bit there
}

// alldiffFamily is AllDifferentGrid's propagator.
type alldiffFamily struct {
	cells []cp.VarID       // the distinct variables of the units, in order of first appearance
	units []*alldiffDomain // one domain AllDifferent per unit
	// The units of cell c are slots[first[c]:first[c+1]].
	first []int32
	slots []gridSlot
	// With at most 64 units, per cell its units (cellDirty) and per slot
	// the unit's touched word and the cell's bit there (hot, as slots).
	cellDirty []uint64
	hot       []gridHot
	dirty     []uint64 // bit k: unit k has a write since it last ran (it is in fifo)
	// The dirty units in the order they became dirty, as the store's
	// queue would hold the units posted apart: the unit that fails first,
	// and so the unit dom/wdeg bumps (cp.PartWeigher), is theirs.
	fifo     []int32
	head     int
	size     int
	cur      int      // the unit running, -1 if none: its own writes do not queue it
	curBit   uint64   // with at most 64 units, cur's bit (0 if none)
	epoch    uint64   // the store epoch dirty belongs to
	failed   int      // the unit whose failure ended the last failed call
	names    []string // each unit's name, or nil
	word     bool     // every unit has the one-word form
	learning bool     // a learning search runs (SetLearning)

	// The grid's own fixpoint (alldifferent_grid_local.go), when local:
	// cw holds each cell's domain as a word of the grid's value indices
	// (the store's word shifted by gshift), valid while cwOK and the
	// store's epoch is cwEpoch; wrote marks the cells the units narrowed
	// in this call, written to the store at its end (writing: our own
	// writes, which Notify ignores).
	local   bool
	cw      []uint64
	gshift  []uint8
	wrote   []uint64
	cwEpoch uint64
	cwOK    bool
	writing bool

	// The singles ahead of Régin (alldifferent_grid_singles.go), when
	// uvals is set: each unit's values (bits of the grid's value indices).
	uvals  []uint64
	smode  bool   // a call with the singles first runs: writes are writeSingles
	ndirty uint64 // units with a cell newly fixed (naked singles to take)
	hdirty uint64 // units with a cell narrowed (hidden singles to look for)
	rdirty uint64 // units whose Régin is to run
	// lazy: the store of the last call, which failed with the singles
	// first; the unit that fails in queue order is not yet known.
	lazy *cp.Store
	// fixq: the cells newly fixed whose value has not yet left their
	// units (told by Notify, or fixed by the singles and Régin); nakedAll:
	// the call is the first of an epoch, with no write told (every unit's
	// fixed cells are taken out of it).
	fixq     []int32
	nakedAll bool
	// weighed: a search weighs the units (Parts was called: dom/wdeg),
	// and so asks for the unit of every failure; the singles are left out
	// (each failure would be redone).
	weighed bool
}

func newAlldiffGrid(s *cp.Store, units [][]cp.VarID) *alldiffFamily {
	nw := (len(units) + 63) / 64
	g := &alldiffFamily{units: make([]*alldiffDomain, len(units)), dirty: make([]uint64, nw), fifo: make([]int32, len(units)), cur: -1}
	// A few allocations in all, not a few per unit: a Sudoku builds one
	// grid per puzzle. The units' variables share one copy; index[x] is
	// 1 + x's cell.
	nslots := 0
	for _, u := range units {
		nslots += len(u)
	}
	vars := make([]cp.VarID, nslots)
	index := make([]int32, s.NumVars())
	g.cells = make([]cp.VarID, 0, nslots)
	lo, hi, local := gridSpan(s, units)
	for k, u := range units {
		xs := vars[:len(u):len(u)]
		vars = vars[len(u):]
		copy(xs, u)
		if local {
			g.units[k] = newAlldiffDomainIn(s, xs, nil, lo, hi)
		} else {
			g.units[k] = newAlldiffDomain(s, xs, nil)
		}
		for _, x := range u {
			if index[x] == 0 {
				g.cells = append(g.cells, x)
				index[x] = int32(len(g.cells))
			}
		}
	}
	ints := make([]int32, 2*len(g.cells)+1)
	count, next := ints[:len(g.cells)+1], ints[len(g.cells)+1:]
	for _, u := range units {
		for _, x := range u {
			count[index[x]]++
		}
	}
	for c := 1; c < len(count); c++ {
		count[c] += count[c-1]
	}
	g.first = count
	g.slots = make([]gridSlot, nslots)
	copy(next, count)
	for k, u := range units {
		for i, x := range u {
			c := index[x] - 1
			g.slots[next[c]] = gridSlot{int32(k), int32(i)}
			next[c]++
		}
	}
	if len(g.units) <= 64 {
		g.cellDirty = make([]uint64, len(g.cells))
		for c := range g.cells {
			for _, sl := range g.slots[g.first[c]:g.first[c+1]] {
				g.cellDirty[c] |= 1 << uint(sl.unit)
			}
		}
		g.pointHot()
	}
	g.word = true
	for _, u := range g.units {
		g.word = g.word && u.dom != nil
	}
	if local && g.word {
		g.initLocal(s, index, lo)
		g.initSingles(s)
	}
	// Every unit runs on the first call.
	g.queueAll()
	return g
}

// Notify tells each unit of the cell, and marks the units dirty.
func (g *alldiffFamily) Notify(s *cp.Store, tag int32, ev cp.Event) bool {
	if g.writing {
		return false // our own fixpoint, written back: nothing to redo
	}
	if e := s.Epoch(); e != g.epoch {
		g.epoch = e
		clear(g.dirty)
		g.size = 0
		g.fixq = g.fixq[:0]
	}
	if g.local && !s.Explaining() {
		g.read(s, tag)
		g.mark(tag)
		if d := g.cw[tag]; d&(d-1) == 0 && g.uvals != nil && !g.weighed {
			// Newly fixed: a write to a fixed cell could only empty it,
			// which the store refuses.
			g.fixq = append(g.fixq, tag)
		}
		return true
	}
	g.cwOK = false
	if g.word && (!s.Explaining() || g.learning) {
		g.mark(tag)
		return true
	}
	for _, sl := range g.slots[g.first[tag]:g.first[tag+1]] {
		g.units[sl.unit].Notify(s, sl.pos, ev)
		w, b := sl.unit>>6, uint(sl.unit&63)
		if g.dirty[w]>>b&1 == 0 && int(sl.unit) != g.cur {
			g.dirty[w] |= 1 << b
			g.push(int(sl.unit))
		}
	}
	return true
}

// mark sets cell c's bit in the touched word of each of its units (the
// one-word form reads only the cells touched) and queues those not
// queued, but the one running.
func (g *alldiffFamily) mark(c int32) {
	if g.cellDirty != nil {
		// At most 64 units: one word of them, the cell's units' touched
		// bits through their pointers.
		for _, h := range g.hot[g.first[c]:g.first[c+1]] {
			*h.touched |= h.bit
		}
		if m := g.cellDirty[c] &^ (g.dirty[0] | g.curBit); m != 0 {
			g.dirty[0] |= m
			for ; m != 0; m &= m - 1 {
				g.push(bits.TrailingZeros64(m))
			}
		}
		return
	}
	for _, sl := range g.slots[g.first[c]:g.first[c+1]] {
		g.units[sl.unit].touched |= 1 << uint(sl.pos)
		w, b := sl.unit>>6, uint(sl.unit&63)
		if g.dirty[w]>>b&1 == 0 && int(sl.unit) != g.cur {
			g.dirty[w] |= 1 << b
			g.push(int(sl.unit))
		}
	}
}

// push appends unit k to fifo (k is not in it).
func (g *alldiffFamily) push(k int) {
	i := g.head + g.size
	if i >= len(g.fifo) {
		i -= len(g.fifo)
	}
	g.fifo[i] = int32(k)
	g.size++
}

// queueAll makes every unit dirty, in unit order.
func (g *alldiffFamily) queueAll() {
	g.fixq, g.nakedAll = g.fixq[:0], true
	clear(g.dirty)
	g.head, g.size = 0, 0
	for k := range g.units {
		g.dirty[k>>6] |= 1 << uint(k&63)
		g.push(k)
	}
}

// Propagate runs the dirty units in the order they became dirty until
// none is.
func (g *alldiffFamily) Propagate(s *cp.Store) cp.Status {
	if e := s.Epoch(); e != g.epoch {
		// Woken with no write in this epoch (the first call): every unit.
		g.epoch = e
		g.queueAll()
	}
	if g.local && !s.Explaining() {
		return g.propagateLocal(s)
	}
	g.cwOK = false
	for g.size > 0 {
		k := g.pop()
		st := g.units[k].Propagate(s)
		g.cur, g.curBit = -1, 0
		if st == cp.Fail {
			g.failed = k
			clear(g.dirty)
			g.size = 0
			return cp.Fail
		}
	}
	return cp.Fix
}

// pop takes the next dirty unit out of the queue and makes it the one
// running.
func (g *alldiffFamily) pop() int {
	k := int(g.fifo[g.head])
	if g.head++; g.head == len(g.fifo) {
		g.head = 0
	}
	g.size--
	g.dirty[k>>6] &^= 1 << uint(k&63)
	g.cur, g.curBit = k, 1<<uint(k&63)
	return k
}

// SetLearning is told by a learning search that it starts or ends.
func (g *alldiffFamily) SetLearning(on bool) {
	g.learning = on
	for _, u := range g.units {
		u.SetLearning(on)
	}
}

// Clone implements cp.Cloner: the units are cloned, the layout shared
// (read only).
func (g *alldiffFamily) Clone(dst *cp.Store) cp.Propagator {
	c := *g
	c.units = make([]*alldiffDomain, len(g.units))
	for k, u := range g.units {
		c.units[k] = u.Clone(dst).(*alldiffDomain)
	}
	c.lazy = nil
	if g.fixq != nil {
		c.fixq = make([]int32, len(g.fixq), cap(g.fixq))
		copy(c.fixq, g.fixq)
	}
	c.dirty = append([]uint64(nil), g.dirty...)
	c.fifo = append([]int32(nil), g.fifo...)
	if g.local {
		words := make([]uint64, len(g.cw)+len(g.wrote))
		c.cw, c.wrote = words[:len(g.cw):len(g.cw)], words[len(g.cw):]
		copy(c.cw, g.cw)
		copy(c.wrote, g.wrote)
	}
	if g.hot != nil {
		c.pointHot()
	}
	return &c
}

// pointHot makes hot point at g's units.
func (g *alldiffFamily) pointHot() {
	g.hot = make([]gridHot, len(g.slots))
	for k, sl := range g.slots {
		g.hot[k] = gridHot{&g.units[sl.unit].touched, 1 << uint(sl.pos)}
	}
}

// Explain implements cp.Explainer: a fact of the grid is explained by a
// unit that holds its variable (a failure by the unit that failed), the
// first whose one-word reason finds it, else the first unit's general
// reason (which ends, at worst, in the grid's coarse reason).
func (g *alldiffFamily) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	first, failed := -1, g.failedUnit()
	for k, u := range g.units {
		if l.Op == cp.OpFalse && k != failed || l.Op != cp.OpFalse && indexOf(u.xs, l.X) < 0 {
			continue
		}
		if first < 0 {
			first = k
		}
		if u.dom != nil {
			if r, ok := u.explainWord(s, l, at, buf); ok {
				return r
			}
		}
	}
	if first < 0 {
		return s.CoarseReason(s.ExplainedProp(), at, buf)
	}
	return g.units[first].Explain(s, l, at, buf)
}

// FailedPart implements cp.PartNamer: the unit whose failure ended the
// last failed call.
func (g *alldiffFamily) FailedPart() (kind, label string, ok bool) {
	if g.names == nil {
		return "", "", false
	}
	return "alldifferent-domain", g.names[g.failedUnit()], true
}

// Parts implements cp.PartWeigher: the units' variables, so that dom/wdeg
// weighs each unit as it weighs an AllDifferent posted apart.
func (g *alldiffFamily) Parts() [][]cp.VarID {
	g.weighed = true
	parts := make([][]cp.VarID, len(g.units))
	for k, u := range g.units {
		parts[k] = u.xs
	}
	return parts
}

// FailedPartIndex implements cp.PartWeigher: the unit whose failure ended
// the last failed call.
func (g *alldiffFamily) FailedPartIndex() int { return g.failedUnit() }
