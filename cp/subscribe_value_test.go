package cp

import (
	"slices"
	"testing"
)

// notifyLog records the tags and events its Notify is called with.
type notifyLog struct{ got []Event }

func (*notifyLog) Propagate(*Store) Status { return Fix }

func (l *notifyLog) Notify(_ *Store, _ int32, ev Event) bool {
	l.got = append(l.got, ev)
	return false
}

// A value subscription is told about the writes after which its value is
// gone or its variable fixed, and about no other: removals of other values
// that leave it with company cost its propagator nothing.
func TestSubscribeValueSkipsOtherRemovals(t *testing.T) {
	s := NewStore()
	x := s.NewVar(1, 9)
	y := s.NewVar(1, 9)
	iv := s.NewIntervalVar(1, 100)
	l := &notifyLog{}
	p := s.Post(l, Linear, "log")
	s.SubscribeValue(p, x, 5, 0)
	s.SubscribeValue(p, y, 5, 1)
	s.SubscribeValue(p, iv, 50, 2) // an interval: OnDomain
	s.Propagate()
	step := func(what string, ok bool, want ...Event) {
		t.Helper()
		if !ok {
			t.Fatalf("%s: the write failed", what)
		}
		if !slices.Equal(l.got, want) {
			t.Fatalf("%s: Notify got %v, want %v", what, l.got, want)
		}
		l.got = l.got[:0]
	}
	step("x loses 3", s.Remove(x, 3))
	step("x loses its bounds", s.SetMin(x, 2) && s.SetMax(x, 8))
	step("x loses 5", s.Remove(x, 5), EventDomain)
	step("x loses 4 after 5", s.Remove(x, 4))
	step("y is fixed to 5", s.Assign(y, 5), EventFixed)
	step("the interval shrinks", s.SetMin(iv, 2), EventBounds)
	lvl := s.Push()
	step("x is fixed, 5 gone before", s.Assign(x, 2))
	s.PopTo(lvl - 1)
	lvl = s.Push()
	step("x loses 8 by its bound", s.SetMax(x, 7)) // 5 gone before
	step("x loses 2 by a mask", s.RemoveWords(x, []uint64{1 << 1}))
	step("x keeps 7 by a mask", s.IntersectWord0(x, 1<<6))
	s.PopTo(lvl - 1)
	// Each write path tells the value's removal: right after a write to
	// another variable without 5 (a path that did not record its own word
	// would take that one's).
	other := s.NewVar(1, 9)
	s.Remove(other, 5)
	for _, c := range []struct {
		what  string
		write func(x VarID) bool
		want  Event
	}{
		{"Remove", func(x VarID) bool { return s.Remove(x, 5) }, EventDomain},
		{"SetMin", func(x VarID) bool { return s.SetMin(x, 6) }, EventBounds},
		{"SetMax", func(x VarID) bool { return s.SetMax(x, 4) }, EventBounds},
		{"Assign", func(x VarID) bool { return s.Assign(x, 3) }, EventFixed},
		{"Assign to it", func(x VarID) bool { return s.Assign(x, 5) }, EventFixed},
		{"RemoveWords", func(x VarID) bool { return s.RemoveWords(x, []uint64{1 << 4}) }, EventDomain},
		{"IntersectWords", func(x VarID) bool { return s.IntersectWords(x, []uint64{1<<2 | 1<<3}) }, EventBounds},
		{"IntersectWord0", func(x VarID) bool { return s.IntersectWord0(x, 1<<2|1<<3) }, EventBounds},
	} {
		w := s.NewVar(1, 9)
		s.SubscribeValue(p, w, 5, 5)
		step(c.what+": w loses 1 and 9", s.Remove(w, 9) && s.Remove(w, 1))
		lvl := s.Push()
		s.Remove(other, 2)
		step(c.what, c.write(w), c.want)
		s.PopTo(lvl - 1)
	}
	// A variable of more than one word: told after its value went too.
	big := s.NewVar(0, 99)
	s.SubscribeValue(p, big, 70, 4)
	step("big loses 3", s.Remove(big, 3))
	step("big loses 70", s.Remove(big, 70), EventDomain)
	step("big loses 71 after 70", s.Remove(big, 71), EventDomain)
	// Out of the bitset's reach: OnDomain.
	z := s.NewVar(1, 9)
	s.SubscribeValue(p, z, 200, 3)
	step("z loses 1 (its value out of reach)", s.Remove(z, 1), EventBounds)
}
