package search

import (
	"math"
	mathbits "math/bits"

	"github.com/tessera-cp/tessera/cp"
)

// watch is one entry of a watch list: clause c watches literal w (one of
// its first two literals), and b is a literal of c (the other watched one
// when the entry was made) whose truth makes c satisfied. A visit decides
// most entries from these two alone, without reading the clause (a cache
// miss each): w not false, or b true (the blocker of MiniSat and
// Glucose). A binary clause is decided from them in every case: its
// literals are w and b.
type watch struct {
	w, b   cp.Lit
	c      int32
	binary bool
}

// The kinds of watch lists (see clauseDB.wat).
const (
	watchEq = iota
	watchNe
	watchGe
	watchLe
	numWatchKinds
)

// maxIndexedRange is the widest domain whose x = v and x ≠ v watches are
// kept by value.
const maxIndexedRange = 256

// watchKind is the kind of list a watched literal l goes to.
func watchKind(l cp.Lit) int {
	switch l.Op {
	case cp.OpEq:
		return watchEq
	case cp.OpNe:
		return watchNe
	case cp.OpGe:
		return watchGe
	}
	return watchLe
}

// listOf is the watch list of literal l.
func (db *clauseDB) listOf(l cp.Lit) *[]watch {
	k := watchKind(l)
	if k <= watchNe {
		if lists := db.byVal[k][l.X]; lists != nil {
			if i := l.V - db.valBase[l.X]; i >= 0 && i < len(lists) {
				return &lists[i]
			}
		}
	}
	return &db.wat[k][l.X]
}

// isFalse reports whether l cannot hold in the current domains (read
// directly from the bounds or the value; FalseLit is not false: it is
// never asked).
func isFalse(s *cp.Store, l cp.Lit) bool {
	switch l.Op {
	case cp.OpEq:
		return !s.Contains(l.X, l.V)
	case cp.OpNe:
		return s.Fixed(l.X) && s.Min(l.X) == l.V
	case cp.OpGe:
		return s.Max(l.X) < l.V
	case cp.OpLe:
		return s.Min(l.X) > l.V
	}
	return false
}

// visitVar visits the watch lists of x that its changes since its last
// visit can concern (see snapEpoch); ev is the strongest event since.
// x = v can be made false by any change (the removal of v), x ≥ v by a
// fall of the maximum, x ≤ v by a rise of the minimum, x ≠ v only by
// fixing x (to v; events nest). It
// returns a clause with every literal false, or -1.
func (db *clauseDB) visitVar(s *cp.Store, x cp.VarID, ev cp.Event) int32 {
	fresh := db.snapEpoch[x] != db.epoch+1 // stored plus one: 0 is never current
	lo, hi := s.Min(x), s.Max(x)
	if lists := db.byVal[watchEq][x]; lists != nil {
		// Word by word: the values gone since the snapshot (every value
		// gone, on a fresh visit) are the set bits of gone.
		base, bits := db.valBase[x], db.snapBits[x]
		for wi := range bits {
			cur := presentWord(s, x, base, wi)
			gone := ^cur
			if !fresh {
				gone &= bits[wi]
			}
			bits[wi] = cur
			for ; gone != 0; gone &= gone - 1 {
				v := wi<<6 + mathbits.TrailingZeros64(gone)
				if v >= len(lists) {
					break
				}
				if len(lists[v]) == 0 {
					continue
				}
				if c := db.visit(s, x, &lists[v]); c >= 0 {
					db.snapEpoch[x] = 0 // the rest of the lists were not visited
					return c
				}
			}
		}
	}
	if c := db.visit(s, x, &db.wat[watchEq][x]); c >= 0 {
		db.snapEpoch[x] = 0
		return c
	}
	if ev >= cp.EventBounds && (fresh || hi != db.snapMax[x]) && hi < db.geTop[x] {
		l := &db.wat[watchGe][x]
		if c := db.visit(s, x, l); c >= 0 {
			db.snapEpoch[x] = 0
			return c
		}
		top := math.MinInt
		for i := range *l {
			top = max(top, (*l)[i].w.V)
		}
		db.geTop[x] = top
	}
	if ev >= cp.EventBounds && (fresh || lo != db.snapMin[x]) && lo > db.leBot[x] {
		l := &db.wat[watchLe][x]
		if c := db.visit(s, x, l); c >= 0 {
			db.snapEpoch[x] = 0
			return c
		}
		bot := math.MaxInt
		for i := range *l {
			bot = min(bot, (*l)[i].w.V)
		}
		db.leBot[x] = bot
	}
	if ev >= cp.EventFixed && (fresh || db.snapMin[x] != db.snapMax[x]) {
		if lists := db.byVal[watchNe][x]; lists != nil {
			if v := lo - db.valBase[x]; v >= 0 && v < len(lists) {
				if c := db.visit(s, x, &lists[v]); c >= 0 {
					db.snapEpoch[x] = 0
					return c
				}
			}
		}
		if c := db.visit(s, x, &db.wat[watchNe][x]); c >= 0 {
			db.snapEpoch[x] = 0
			return c
		}
	}
	db.snapEpoch[x], db.snapMin[x], db.snapMax[x] = db.epoch+1, lo, hi
	return -1
}

// presentWord is the word whose bit j says whether base+64·wi+j is in x's
// domain.
func presentWord(s *cp.Store, x cp.VarID, base, wi int) uint64 {
	a := base + wi<<6
	lo, hi := s.Min(x), s.Max(x)
	if hi < a || lo > a+63 {
		return 0
	}
	m := ^uint64(0)
	if lo > a {
		m <<= uint(lo - a)
	}
	if hi < a+63 {
		m &= ^uint64(0) >> uint(a+63-hi)
	}
	if s.IsInterval(x) {
		return m
	}
	sh := a - s.Base(x)
	ws := s.Words(x)
	if sh < 0 {
		var w uint64
		for j := range 64 {
			if m&(1<<j) != 0 && s.Contains(x, a+j) {
				w |= 1 << j
			}
		}
		return w
	}
	i, r := sh>>6, uint(sh&63)
	var w uint64
	if i < len(ws) {
		w = ws[i] >> r
	}
	if r != 0 && i+1 < len(ws) {
		w |= ws[i+1] << (64 - r)
	}
	return w & m
}

// watchPair enters clause c, whose literals are lits, in the lists of
// its first two literals, each with the other as blocker.
func (db *clauseDB) watchPair(c int32, lits []cp.Lit) {
	bin := len(lits) == 2
	db.watchLit(watch{w: lits[0], b: lits[1], c: c, binary: bin})
	db.watchLit(watch{w: lits[1], b: lits[0], c: c, binary: bin})
}

func (db *clauseDB) watchLit(e watch) {
	w := db.listOf(e.w)
	*w = append(*w, e)
	db.nWatch[e.w.X]++
	db.noteBound(e.w)
}

// noteBound widens geTop or leBot to a new watched literal l.
func (db *clauseDB) noteBound(l cp.Lit) {
	switch l.Op {
	case cp.OpGe:
		db.geTop[l.X] = max(db.geTop[l.X], l.V)
	case cp.OpLe:
		db.leBot[l.X] = min(db.leBot[l.X], l.V)
	}
}

// visit goes over the watch list of literals on x after x changed; it
// returns the index of a clause with every literal false, or -1. A
// clause may watch two literals on x in different lists: each list
// handles its own literal.
func (db *clauseDB) visit(s *cp.Store, x cp.VarID, list *[]watch) int32 {
	ws := *list
	k := 0
	for k < len(ws) {
		e := &ws[k]
		if !isFalse(s, e.w) || s.Entailed(e.b) {
			k++
			continue
		}
		c := e.c
		if e.binary {
			if isFalse(s, e.b) || !db.assertLit(s, c, e.b) {
				*list = ws
				return c
			}
			k++
			continue
		}
		cl := &db.cls[c]
		lits := db.lits[cl.start : cl.start+cl.n]
		if lits[0] == e.w { // the false watch to position 1
			lits[0], lits[1] = lits[1], lits[0]
		}
		if s.Entailed(lits[0]) {
			e.b = lits[0]
			k++
			continue
		}
		moved := false
		for j := 2; j < len(lits); j++ {
			if !isFalse(s, lits[j]) {
				lits[1], lits[j] = lits[j], lits[1]
				ne := watch{w: lits[1], b: lits[0], c: c}
				if db.listOf(ne.w) != list {
					db.watchLit(ne)
					db.nWatch[x]--
					ws[k] = ws[len(ws)-1]
					ws = ws[:len(ws)-1]
					moved = true
				} else {
					// The new watch is in this list too. On a bound list
					// it is within geTop/leBot already: x ≥ v' not false
					// where x ≥ v is has v' < v (x ≤ v': v' > v).
					*e = ne
					k++
					moved = true
				}
				break
			}
		}
		if moved {
			continue
		}
		e.b = lits[0]
		if isFalse(s, lits[0]) || !db.assert(s, c, 0) {
			*list = ws
			return c
		}
		k++
	}
	*list = ws
	return -1
}
