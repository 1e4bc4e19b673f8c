package cp

import (
	"fmt"
	"math/bits"
	"sync/atomic"
)

// MaxDomainWidth is the widest domain, max-min+1, that NewVar gives a
// bitset; a wider NewVar gives an interval variable (see NewIntervalVar).
const MaxDomainWidth = 1 << 24

// MinValue and MaxValue bound every value of every domain. With |v| < 2^62,
// the width max-min+1 of any domain, the sum or difference of two values
// and the size of a domain all fit in an int, so neither the store nor a
// propagator comparing two bounds can overflow.
const (
	MaxValue = 1<<62 - 1
	MinValue = -MaxValue
)

// Store holds variables, propagators and the trail. The zero value is not
// usable; call NewStore.
type Store struct {
	// Domains: variable x owns words[off[x] : off[x]+nw[x]]; bit i of that
	// run is the value base[x]+i. An interval variable has off[x] = -1 and
	// no words: min..max is its whole domain.
	words         []uint64
	off, nw       []int32
	base          []int
	min, max, siz []int

	trail trail

	// Propagators.
	props     []Propagator
	notifiers []Notifier // nil where the propagator has no hook
	prio      []Priority
	active    []RevInt // 1 while active, 0 once subsumed
	kind      []string
	label     []string
	counters  []Counters
	subs      [][]subscription
	subBlock  []subscription // room for the next variables' first subscriptions (Subscribe)
	// word0 is the domain word of a one-word variable before the write
	// that changed calls on: each bitset write sets it, so that changed
	// tells a value subscription whether this write removed its value.
	word0 uint64
	queue queue

	current       PropID // running propagator, -1 outside Propagate
	selfHit       bool   // the running propagator changed one of its own variables
	failed        bool
	failedProp    PropID
	propagations  int64
	stop          atomic.Bool // Interrupt's request, read by PropagateInterruptible
	interruptible bool        // the running propagation is PropagateInterruptible

	prof *profiling // pprof labels, nil when off

	expl      *explanation // the fact trail, nil unless SetExplain is on
	nsubs     int          // subscriptions made, to know when scopes are stale
	scopes    [][]VarID    // Scope's lists, built on demand
	scopeSubs int          // nsubs when scopes were built

	build *buildLimits // SetBuildLimits' limits, nil when none
}

type subscription struct {
	prop PropID
	cond Cond
	tag  int32
	bit  int32 // onValue: the watched value's bit in the variable's bitset
}

// NewStore returns an empty store at level 0.
func NewStore() *Store {
	s := &Store{current: -1, failedProp: -1}
	s.trail.stamp = 1
	return s
}

// NumVars is the number of variables.
func (s *Store) NumVars() int { return len(s.min) }

// NewVar returns a variable with domain lo..hi: a bitset domain when it
// spans at most MaxDomainWidth values, an interval variable (see
// NewIntervalVar) otherwise. It panics if lo > hi or a bound lies outside
// MinValue..MaxValue: those are programming errors, like a negative length
// given to make.
func (s *Store) NewVar(lo, hi int) VarID {
	checkRange("NewVar", lo, hi)
	if hi-lo >= MaxDomainWidth {
		return s.addInterval(lo, hi)
	}
	x := s.addVar(lo, hi)
	n := hi - lo + 1
	w := s.words[s.off[x] : int(s.off[x])+int(s.nw[x])]
	for i := range w {
		w[i] = ^uint64(0)
	}
	if r := n & 63; r != 0 {
		w[len(w)-1] = (uint64(1) << r) - 1
	}
	s.siz[x] = n
	return x
}

// NewIntervalVar returns an interval (bounds-only) variable with domain
// lo..hi, whatever its width: the store keeps its min and max and no
// bitset. Only its bounds can change: Remove of a value strictly between
// them is ignored (see the package documentation for what propagators
// then owe), and Words is empty. It panics like NewVar.
func (s *Store) NewIntervalVar(lo, hi int) VarID {
	checkRange("NewIntervalVar", lo, hi)
	return s.addInterval(lo, hi)
}

// checkRange panics unless MinValue <= lo <= hi <= MaxValue.
func checkRange(fn string, lo, hi int) {
	switch {
	case lo < MinValue || hi > MaxValue:
		panic(fmt.Sprintf("cp: %s(%d, %d): values must lie within cp.MinValue..cp.MaxValue (±(2^62-1))", fn, lo, hi))
	case lo > hi:
		panic(fmt.Sprintf("cp: %s(%d, %d): empty domain", fn, lo, hi))
	}
}

// NewVarValues returns a variable whose domain is the given values (any
// order, repeats allowed), with a bitset. It panics on an empty list, a
// value outside MinValue..MaxValue, or values spanning more than
// MaxDomainWidth (a domain with holes needs a bitset).
func (s *Store) NewVarValues(values []int) VarID {
	if len(values) == 0 {
		panic("cp: NewVarValues: no values")
	}
	lo, hi := values[0], values[0]
	for _, v := range values {
		lo, hi = min(lo, v), max(hi, v)
	}
	checkRange("NewVarValues", lo, hi)
	if hi-lo >= MaxDomainWidth {
		panic(fmt.Sprintf("cp: NewVarValues: the values span %d..%d, more than cp.MaxDomainWidth values (a domain with holes needs a bitset)", lo, hi))
	}
	x := s.addVar(lo, hi)
	w := s.words[s.off[x] : int(s.off[x])+int(s.nw[x])]
	for _, v := range values {
		b := v - lo
		w[b>>6] |= 1 << (b & 63)
	}
	n := 0
	for _, u := range w {
		n += bits.OnesCount64(u)
	}
	s.siz[x] = n
	return x
}

// NewConst returns a variable fixed to v.
func (s *Store) NewConst(v int) VarID { return s.NewVar(v, v) }

func (s *Store) addVar(lo, hi int) VarID {
	x := s.addBounds(lo, hi, int32(len(s.words)), int32((hi-lo)/64+1))
	n := s.nw[x]
	s.words = append(s.words, make([]uint64, n)...)
	s.trail.wordStamp = append(s.trail.wordStamp, make([]uint32, n)...)
	return x
}

func (s *Store) addInterval(lo, hi int) VarID {
	x := s.addBounds(lo, hi, -1, 0)
	s.siz[x] = hi - lo + 1
	return x
}

func (s *Store) addBounds(lo, hi int, off, nw int32) VarID {
	x := VarID(len(s.min))
	s.off = append(s.off, off)
	s.nw = append(s.nw, nw)
	s.base = append(s.base, lo)
	s.min = append(s.min, lo)
	s.max = append(s.max, hi)
	s.siz = append(s.siz, 0)
	s.trail.varStamp = append(s.trail.varStamp, 0)
	s.subs = append(s.subs, nil)
	if s.expl != nil {
		s.expl.addVar(lo, hi, nw)
	}
	return x
}

// IsInterval reports whether x is an interval variable: a domain kept as
// its bounds only, with no bitset (Words is empty).
func (s *Store) IsInterval(x VarID) bool { return s.off[x] < 0 }

// Min is the smallest value in x's domain.
func (s *Store) Min(x VarID) int { return s.min[x] }

// Max is the largest value in x's domain.
func (s *Store) Max(x VarID) int { return s.max[x] }

// Size is the number of values in x's domain.
func (s *Store) Size(x VarID) int { return s.siz[x] }

// Fixed reports whether x's domain is a single value.
func (s *Store) Fixed(x VarID) bool { return s.siz[x] == 1 }

// Value is the value of a fixed variable (its minimum otherwise).
func (s *Store) Value(x VarID) int { return s.min[x] }

// Contains reports whether v is in x's domain (for an interval variable:
// whether v lies within its bounds).
func (s *Store) Contains(x VarID, v int) bool {
	if v < s.min[x] || v > s.max[x] {
		return false
	}
	o := int(s.off[x])
	if o < 0 {
		return true
	}
	b := v - s.base[x]
	return s.words[o+b>>6]&(1<<(b&63)) != 0
}

// Next returns the smallest value of x's domain greater than v, and false
// when there is none. Iterate a domain with
//
//	for v, ok := s.Min(x), true; ok; v, ok = s.Next(x, v) { … }
func (s *Store) Next(x VarID, v int) (int, bool) {
	if v >= s.max[x] {
		return 0, false
	}
	if v < s.min[x] {
		return s.min[x], true
	}
	if s.off[x] < 0 {
		return v + 1, true
	}
	return s.nextSet(x, v+1), true
}

// Prev returns the largest value of x's domain smaller than v, and false
// when there is none.
func (s *Store) Prev(x VarID, v int) (int, bool) {
	if v <= s.min[x] {
		return 0, false
	}
	if v > s.max[x] {
		return s.max[x], true
	}
	if s.off[x] < 0 {
		return v - 1, true
	}
	return s.prevSet(x, v-1), true
}

// Base is the value of bit 0 of x's domain words (for an interval
// variable, its initial minimum).
func (s *Store) Base(x VarID) int { return s.base[x] }

// Word0 is the first word of x's domain bitset (Words(x)[0]: values
// Base(x) to Base(x)+63), without building the view: for propagators whose
// variables' values all lie within 64 of their base. x must be a bitset
// variable.
func (s *Store) Word0(x VarID) uint64 { return s.words[s.off[x]] }

// Words is a read-only view of x's domain bitset: bit i of the run stands for
// value Base(x)+i. It is valid until the next write to x. It is empty for an
// interval variable.
func (s *Store) Words(x VarID) []uint64 {
	o := s.off[x]
	if o < 0 {
		return nil
	}
	return s.words[o : o+s.nw[x] : o+s.nw[x]]
}

// nextSet returns the smallest value >= v in x's domain; the caller knows
// one exists (v <= max).
func (s *Store) nextSet(x VarID, v int) int {
	b := v - s.base[x]
	o := int(s.off[x])
	i := b >> 6
	w := s.words[o+i] & (^uint64(0) << (b & 63))
	for w == 0 {
		i++
		w = s.words[o+i]
	}
	return s.base[x] + i<<6 + bits.TrailingZeros64(w)
}

// prevSet returns the largest value <= v in x's domain; the caller knows one
// exists (v >= min).
func (s *Store) prevSet(x VarID, v int) int {
	b := v - s.base[x]
	o := int(s.off[x])
	i := b >> 6
	w := s.words[o+i] & (^uint64(0) >> (63 - b&63))
	for w == 0 {
		i--
		w = s.words[o+i]
	}
	return s.base[x] + i<<6 + 63 - bits.LeadingZeros64(w)
}

// String shows x's domain, for tests and debugging (it allocates). An
// unfixed interval variable shows as {min..max}.
func (s *Store) String(x VarID) string {
	if s.off[x] < 0 && s.siz[x] > 1 {
		return fmt.Sprintf("{%d..%d}", s.min[x], s.max[x])
	}
	out := "{"
	for v, ok := s.Min(x), true; ok; v, ok = s.Next(x, v) {
		if len(out) > 1 {
			out += ","
		}
		out += fmt.Sprint(v)
	}
	return out + "}"
}
