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
	step("x loses 4 after 5", s.Remove(x, 4), EventDomain) // told again: the write cannot tell
	step("y is fixed to 5", s.Assign(y, 5), EventFixed)
	step("the interval shrinks", s.SetMin(iv, 2), EventBounds)
	lvl := s.Push()
	step("x is fixed", s.Assign(x, 2), EventFixed)
	s.PopTo(lvl - 1)
	// Out of the bitset's reach: OnDomain.
	z := s.NewVar(1, 9)
	s.SubscribeValue(p, z, 200, 3)
	step("z loses 1 (its value out of reach)", s.Remove(z, 1), EventBounds)
}
