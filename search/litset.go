package search

import "github.com/tessera-cp/tessera/cp"

// litSet is a set of literals, emptied in O(1) by a new stamp: the
// literals one conflict analysis has taken in already. A reason repeats
// the literals of other reasons (a 49-value Tetravex cell's x ≠ v come
// back from every table that watches it: ~8 copies of each item of the
// nogood there), and an item taken in twice adds nothing to the clause,
// so the nogood's items are kept once, found by one probe here.
// Open addressing with linear probing; the table doubles when half full
// and is kept between conflicts, so a warmed-up search allocates nothing.
type litSet struct {
	lits  []cp.Lit
	at    []uint32 // per slot: the stamp when lits holds a member there
	low   []bool   // per slot: the member is one of the nogood's items
	stamp uint32
	n     int // members under the current stamp
	shift uint
}

// reset empties the set.
func (m *litSet) reset() {
	m.stamp++
	m.n = 0
	if m.stamp == 0 {
		clear(m.at)
		m.stamp = 1
	}
}

func (m *litSet) slot(l cp.Lit) uint64 {
	h := uint64(uint32(l.X))*0x9e3779b97f4a7c15 ^ uint64(l.V)*0xc2b2ae3d27d4eb4f ^ uint64(l.Op)<<56
	h ^= h >> 29
	return (h * 0xbf58476d1ce4e5b9) >> m.shift
}

// add puts l in the set; its slot, and false when it was there already.
// The slot stays l's until the next add.
func (m *litSet) add(l cp.Lit) (int, bool) {
	if 2*(m.n+1) > len(m.at) {
		m.grow()
	}
	mask := uint64(len(m.at) - 1)
	for i := m.slot(l); ; i = (i + 1) & mask {
		switch {
		case m.at[i] != m.stamp:
			m.at[i] = m.stamp
			m.lits[i] = l
			m.low[i] = false
			m.n++
			return int(i), true
		case m.lits[i] == l:
			return int(i), false
		}
	}
}

// grow doubles the table (at least 256 slots), keeping the members.
func (m *litSet) grow() {
	old, oldAt, oldLow, stamp := m.lits, m.at, m.low, m.stamp
	size := max(256, 2*len(m.at))
	m.lits = make([]cp.Lit, size)
	m.at = make([]uint32, size)
	m.low = make([]bool, size)
	m.shift = 64
	for s := size; s > 1; s >>= 1 {
		m.shift--
	}
	m.stamp, m.n = 1, 0
	for i, l := range old {
		if oldAt[i] == stamp {
			k, _ := m.add(l)
			m.low[k] = oldLow[i]
		}
	}
}
