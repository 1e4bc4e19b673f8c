package cp

// trail undoes writes on backtracking. Each cell (a domain word, a variable's
// bounds and size, a reversible int, a reversible bitset word) carries the
// stamp of the choice point at which it was last saved, so it is saved at
// most once per choice point. The stamp changes at every Push and PopTo.
type trail struct {
	level int
	stamp uint32
	marks []mark

	varStamp []uint32
	vars     []varSave

	wordStamp []uint32
	words     []wordSave

	ints     []int
	intStamp []uint32
	intSaves []intSave

	bits      []uint64
	bitsStamp []uint32
	bitsSaves []wordSave

	epoch uint64
}

type mark struct{ vars, words, ints, bits int }

type varSave struct {
	x             VarID
	min, max, siz int
}

type wordSave struct {
	i   int32
	old uint64
}

type intSave struct {
	i   int32
	old int
}

// Level is the number of choice points pushed and not popped.
func (s *Store) Level() int { return s.trail.level }

// Epoch changes on every PopTo; a Notifier compares it to discard pending
// state recorded before a backtrack.
func (s *Store) Epoch() uint64 { return s.trail.epoch }

// Push opens a choice point and returns the new level. Call it at a
// fixpoint (after Propagate): PopTo empties the propagation queue, so work
// still queued when Push was called would be lost.
func (s *Store) Push() int {
	t := &s.trail
	t.marks = append(t.marks, mark{len(t.vars), len(t.words), len(t.intSaves), len(t.bitsSaves)})
	t.level++
	t.nextStamp()
	if s.expl != nil {
		s.expl.push()
	}
	return t.level
}

// PopTo restores the state as it was when the choice point that raised the
// level above level was pushed, and clears a failure and the queue.
func (s *Store) PopTo(level int) {
	t := &s.trail
	if level < 0 || level >= t.level {
		if level == t.level {
			return
		}
		panic("cp: PopTo: level out of range")
	}
	m := t.marks[level]
	for i := len(t.vars) - 1; i >= m.vars; i-- {
		v := &t.vars[i]
		s.min[v.x], s.max[v.x], s.siz[v.x] = v.min, v.max, v.siz
	}
	for i := len(t.words) - 1; i >= m.words; i-- {
		s.words[t.words[i].i] = t.words[i].old
	}
	for i := len(t.intSaves) - 1; i >= m.ints; i-- {
		t.ints[t.intSaves[i].i] = t.intSaves[i].old
	}
	for i := len(t.bitsSaves) - 1; i >= m.bits; i-- {
		t.bits[t.bitsSaves[i].i] = t.bitsSaves[i].old
	}
	t.vars, t.words, t.intSaves, t.bitsSaves = t.vars[:m.vars], t.words[:m.words], t.intSaves[:m.ints], t.bitsSaves[:m.bits]
	t.marks = t.marks[:level]
	t.level = level
	t.nextStamp()
	t.epoch++
	if s.expl != nil {
		s.expl.popTo(level)
	}
	s.failed = false
	s.failedProp = -1
	s.queue.clear()
}

// nextStamp moves to a new stamp. When the counter wraps around, every
// cell's stamp is cleared, so that no stamp saved 2^32 choice points ago
// passes for the current one.
func (t *trail) nextStamp() {
	t.stamp++
	if t.stamp == 0 {
		clear(t.varStamp)
		clear(t.wordStamp)
		clear(t.intStamp)
		clear(t.bitsStamp)
		t.stamp = 1
	}
}

func (s *Store) saveVar(x VarID) {
	t := &s.trail
	if t.level == 0 || t.varStamp[x] == t.stamp {
		return
	}
	t.varStamp[x] = t.stamp
	t.vars = append(t.vars, varSave{x, s.min[x], s.max[x], s.siz[x]})
}

func (s *Store) saveWord(i int) {
	t := &s.trail
	if t.level == 0 || t.wordStamp[i] == t.stamp {
		return
	}
	t.wordStamp[i] = t.stamp
	t.words = append(t.words, wordSave{int32(i), s.words[i]})
}

// RevInt is a reversible integer cell owned by a propagator.
type RevInt int32

// NewRevInt allocates a reversible int with initial value v.
func (s *Store) NewRevInt(v int) RevInt {
	t := &s.trail
	t.ints = append(t.ints, v)
	t.intStamp = append(t.intStamp, 0)
	return RevInt(len(t.ints) - 1)
}

// ReserveRevInts makes room for n more reversible ints, so that a
// propagator that allocates many (one per state of a large graph) grows the
// store's arrays once instead of doubling them again and again.
// Past the memory cap of SetBuildLimits it allocates nothing and BuildErr
// reports it: the caller checks BuildErr before allocating the ints.
func (s *Store) ReserveRevInts(n int) { s.reserveInts(n) }

// Int reads a reversible int.
func (s *Store) Int(r RevInt) int { return s.trail.ints[r] }

// SetInt writes a reversible int; PopTo restores the old value.
func (s *Store) SetInt(r RevInt, v int) {
	t := &s.trail
	if t.ints[r] == v {
		return
	}
	if t.level > 0 && t.intStamp[r] != t.stamp {
		t.intStamp[r] = t.stamp
		t.intSaves = append(t.intSaves, intSave{int32(r), t.ints[r]})
	}
	t.ints[r] = v
}

// RevBitset is a reversible bitset of a fixed number of bits.
type RevBitset struct{ off, n int32 }

// NewRevBitset allocates a reversible bitset of n bits, all set when full.
func (s *Store) NewRevBitset(n int, full bool) RevBitset {
	t := &s.trail
	nw := (n + 63) / 64
	b := RevBitset{int32(len(t.bits)), int32(nw)}
	for i := 0; i < nw; i++ {
		w := uint64(0)
		if full {
			w = ^uint64(0)
			if i == nw-1 && n%64 != 0 {
				w = 1<<(n%64) - 1
			}
		}
		t.bits = append(t.bits, w)
		t.bitsStamp = append(t.bitsStamp, 0)
	}
	return b
}

// BitsetWords is a read-only view of a reversible bitset's words.
func (s *Store) BitsetWords(b RevBitset) []uint64 {
	return s.trail.bits[b.off : b.off+b.n : b.off+b.n]
}

// SetBitsetWord writes word i of a reversible bitset.
func (s *Store) SetBitsetWord(b RevBitset, i int, w uint64) {
	t := &s.trail
	j := int(b.off) + i
	if t.bits[j] == w {
		return
	}
	if t.level > 0 && t.bitsStamp[j] != t.stamp {
		t.bitsStamp[j] = t.stamp
		t.bitsSaves = append(t.bitsSaves, wordSave{int32(j), t.bits[j]})
	}
	t.bits[j] = w
}
