package cp

import (
	"errors"
	"testing"
)

// sumLE is a cloneable propagator for x + y <= c that keeps a reversible
// counter of its runs (a RevInt), a reversible bitset and a sparse set, so
// that a clone has every kind of cell to copy.
type sumLE struct {
	x, y  VarID
	c     int
	runs  RevInt
	bits  RevBitset
	set   *SparseSet
	calls []int // scratch written at each run: must not be shared
}

func (p *sumLE) Propagate(s *Store) Status {
	s.SetInt(p.runs, s.Int(p.runs)+1)
	s.SetBitsetWord(p.bits, 0, s.BitsetWords(p.bits)[0]<<1|1)
	if p.set.Size(s) > 0 {
		p.set.Remove(s, p.set.At(0))
	}
	p.calls[0]++
	if !s.SetMax(p.x, p.c-s.Min(p.y)) || !s.SetMax(p.y, p.c-s.Min(p.x)) {
		return Fail
	}
	return Fix
}

func (p *sumLE) Clone(dst *Store) Propagator {
	c := *p
	c.set = p.set.Clone()
	c.calls = cloneSlice(p.calls)
	return &c
}

func newSumLE(s *Store, x, y VarID, c int) PropID {
	p := &sumLE{x: x, y: y, c: c, runs: s.NewRevInt(0), bits: s.NewRevBitset(70, false), set: s.NewSparseSet(5), calls: make([]int, 1, 4)}
	id := s.Post(p, Binary, "sumle")
	s.Subscribe(id, x, OnBounds, 0)
	s.Subscribe(id, y, OnBounds, 1)
	return id
}

// cloneModel is a store with bitset and interval variables and a few
// sumLE propagators.
func cloneModel() (*Store, []VarID) {
	s := NewStore()
	xs := []VarID{s.NewVar(0, 9), s.NewVarValues([]int{1, 3, 5, 7, 200}), s.NewIntervalVar(-5, 1<<40), s.NewVar(2, 130)}
	newSumLE(s, xs[0], xs[1], 10)
	newSumLE(s, xs[1], xs[3], 100)
	newSumLE(s, xs[2], xs[3], 50)
	return s, xs
}

func TestCloneCopiesTheState(t *testing.T) {
	s, xs := cloneModel()
	if !s.Propagate() {
		t.Fatal("model fails")
	}
	c, err := s.Clone()
	if err != nil {
		t.Fatal(err)
	}
	if c.Fingerprint() != s.Fingerprint() || c.NumVars() != s.NumVars() || c.NumProps() != s.NumProps() {
		t.Fatal("the clone differs from its original")
	}
	for p := 0; p < s.NumProps(); p++ {
		if c.Kind(PropID(p)) != s.Kind(PropID(p)) || c.Counters(PropID(p)) != s.Counters(PropID(p)) {
			t.Fatalf("propagator %d: kind or counters differ", p)
		}
	}
	// The same writes on both give the same states; writes on one leave
	// the other alone.
	fp0 := s.Fingerprint()
	for _, st := range []*Store{c, s} {
		st.Push()
		if !st.SetMin(xs[0], 3) || !st.SetMin(xs[3], 40) || !st.Propagate() {
			t.Fatal("propagation failed")
		}
	}
	if c.Fingerprint() != s.Fingerprint() {
		t.Fatal("the same writes gave different states")
	}
	c.PopTo(0)
	if c.Fingerprint() != fp0 {
		t.Fatal("the clone did not restore its level 0")
	}
	if s.Fingerprint() == fp0 {
		t.Fatal("the clone's PopTo changed the original")
	}
	s.PopTo(0)
	if s.Fingerprint() != fp0 {
		t.Fatal("the original did not restore its level 0")
	}
	// Scratch and sparse sets are not shared.
	p0, q0 := s.Propagator(0).(*sumLE), c.Propagator(0).(*sumLE)
	if &p0.calls[0] == &q0.calls[0] || &p0.set.dense[0] == &q0.set.dense[0] {
		t.Fatal("the clone shares a propagator's scratch")
	}
}

func TestCloneAboveLevelZero(t *testing.T) {
	s, xs := cloneModel()
	s.Propagate()
	s.Push()
	s.SetMax(xs[3], 60)
	s.Propagate()
	fp := s.Fingerprint()
	c, err := s.Clone()
	if err != nil {
		t.Fatal(err)
	}
	if c.Level() != 0 || c.Fingerprint() != fp {
		t.Fatalf("clone at level %d, fingerprint equal %v: want level 0, equal", c.Level(), c.Fingerprint() == fp)
	}
	c.Push()
	c.Assign(xs[0], 5)
	c.Propagate()
	c.PopTo(0)
	if c.Fingerprint() != fp {
		t.Fatal("the clone's level 0 is not the state it was cloned in")
	}
}

func TestCloneQueueAndFailure(t *testing.T) {
	s, xs := cloneModel()
	// Not yet propagated: the queue holds every propagator.
	c, err := s.Clone()
	if err != nil {
		t.Fatal(err)
	}
	if !c.Propagate() || !s.Propagate() || c.Fingerprint() != s.Fingerprint() {
		t.Fatal("the clone's pending queue did not give the original's fixpoint")
	}
	s.Push()
	s.Assign(xs[0], 9)
	s.Assign(xs[1], 7) // 9 + 7 > 10
	if s.Propagate() {
		t.Fatal("expected a failure")
	}
	f, err := s.Clone()
	if err != nil {
		t.Fatal(err)
	}
	if !f.Failed() || f.Propagate() {
		t.Fatal("a failed store cloned into one that is not failed")
	}
}

func TestCloneSubscribeAfterClone(t *testing.T) {
	s, xs := cloneModel()
	s.Propagate()
	c, _ := s.Clone()
	// A propagator posted on the clone only: it must not appear in the
	// neighbouring variable's subscriptions nor in the original.
	newSumLE(c, xs[0], xs[1], 9)
	if c.Degree(xs[0]) != s.Degree(xs[0])+1 || c.Degree(xs[2]) != s.Degree(xs[2]) {
		t.Fatalf("degrees after a post on the clone: %d %d, original %d %d", c.Degree(xs[0]), c.Degree(xs[2]), s.Degree(xs[0]), s.Degree(xs[2]))
	}
	for x := range s.NumVars() {
		for i := range c.Degree(VarID(x)) {
			if p := c.SubscribedProp(VarID(x), i); int(p) >= c.NumProps() {
				t.Fatalf("variable %d subscribes unknown propagator %d", x, p)
			}
		}
		for i := range s.Degree(VarID(x)) {
			if p := s.SubscribedProp(VarID(x), i); int(p) >= s.NumProps() {
				t.Fatalf("the original's variable %d subscribes unknown propagator %d", x, p)
			}
		}
	}
}

func TestCloneRefusesANonCloner(t *testing.T) {
	s := NewStore()
	x := s.NewVar(0, 3)
	s.Subscribe(s.Post(&recorder{status: Fix}, Unary, "rec"), x, OnDomain, 0)
	if _, err := s.Clone(); !errors.Is(err, ErrNotCloneable) {
		t.Fatalf("Clone of a store with a non-Cloner: %v, want ErrNotCloneable", err)
	}
}

// TestCloneAllocations: a clone costs a fixed number of allocations plus
// the propagators' own, whatever the number of variables.
func TestCloneAllocations(t *testing.T) {
	s := NewStore()
	var xs []VarID
	for i := range 2000 {
		xs = append(xs, s.NewVar(0, 100+i%200))
	}
	for i := 0; i+1 < len(xs); i += 500 {
		newSumLE(s, xs[i], xs[i+1], 150)
	}
	s.Propagate()
	perProp := 3.0 // the sumLE, its sparse set with two arrays... and scratch
	a := testing.AllocsPerRun(10, func() {
		if _, err := s.Clone(); err != nil {
			t.Fatal(err)
		}
	})
	if limit := 40 + perProp*2*float64(s.NumProps()); a > limit {
		t.Errorf("Clone of a store of %d variables allocates %.0f times, want at most %.0f", s.NumVars(), a, limit)
	}
}

func TestSnapshotRestrictTo(t *testing.T) {
	s, xs := cloneModel()
	s.Propagate()
	c, _ := s.Clone()
	c.Push()
	c.Assign(xs[0], 4)
	c.SetMin(xs[2], 7)
	c.Propagate()
	sn := c.Snapshot()
	fp := c.DomainFingerprint()
	fp0 := s.Fingerprint()
	s.Push()
	if !s.RestrictTo(sn) || s.DomainFingerprint() != fp {
		t.Fatal("RestrictTo did not reproduce the snapshot's domains")
	}
	s.PopTo(0)
	if s.Fingerprint() != fp0 {
		t.Fatal("PopTo did not undo RestrictTo")
	}
	s.Push()
	s.Assign(xs[0], 2)
	if s.RestrictTo(sn) {
		t.Fatal("RestrictTo to a state outside the domains succeeded")
	}
}

func TestCloneExplaining(t *testing.T) {
	s, xs := cloneModel()
	s.SetExplain(true)
	s.Propagate()
	c, err := s.Clone()
	if err != nil {
		t.Fatal(err)
	}
	if !c.Explaining() || c.NumFacts() != 0 {
		t.Fatalf("clone of an explaining store: explaining %v, %d facts; want true, 0 (a fresh trail)", c.Explaining(), c.NumFacts())
	}
	c.Push()
	c.SetMin(xs[0], 5)
	if !c.Propagate() || c.NumFacts() == 0 {
		t.Fatal("the clone records no fact")
	}
	if len(c.Scope(0)) != len(s.Scope(0)) || len(c.Scope(0)) == 0 {
		t.Fatalf("scopes differ: %v and %v", c.Scope(0), s.Scope(0))
	}
}

// TestCloneRungs: the clone keeps each propagator's rung, the limit and
// the propagators held above it; raising the limit on both gives the same
// fixpoint, and a propagator posted on the clone afterwards gets a rung.
func TestCloneRungs(t *testing.T) {
	s, xs := cloneModel()
	s.SetRung(1, 2)
	s.SetRungLimit(0)
	if !s.Propagate() {
		t.Fatal("fails at the root")
	}
	if !s.Held(1) {
		t.Fatal("propagator 1 (rung 2) is not held under limit 0")
	}
	c, err := s.Clone()
	if err != nil {
		t.Fatal(err)
	}
	if c.Rung(1) != 2 || c.RungLimit() != 0 || !c.Held(1) || c.NumHeld() != s.NumHeld() || c.HeldProp(0) != s.HeldProp(0) {
		t.Fatalf("clone: rung %d, limit %d, held %v (%d); want 2, 0, true (%d)", c.Rung(1), c.RungLimit(), c.Held(1), c.NumHeld(), s.NumHeld())
	}
	c.SetRungLimit(MaxRung)
	s.SetRungLimit(MaxRung)
	if !c.Propagate() || !s.Propagate() || c.Fingerprint() != s.Fingerprint() {
		t.Fatal("raising the limit gives different fixpoints on the clone and the original")
	}
	p := newSumLE(c, xs[0], xs[3], 60)
	if c.Rung(p) != 0 || s.NumProps() == c.NumProps() {
		t.Fatalf("a propagator posted on the clone: rung %d, %d and %d propagators", c.Rung(p), s.NumProps(), c.NumProps())
	}
}
