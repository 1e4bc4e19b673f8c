package cp

import (
	"slices"
	"testing"
)

// Subscribe gives each variable its first subSlots subscriptions from a
// shared block: interleaved subscriptions, past the slots of one variable,
// must not reach its neighbours' lists.
func TestSubscribeBlockKeepsListsApart(t *testing.T) {
	s := NewStore()
	xs := make([]VarID, 40)
	for i := range xs {
		xs[i] = s.NewVar(0, 9)
	}
	p := s.Post(nopProp{}, Linear, "nop")
	want := make([][]subscription, len(xs))
	for round := range 2*subSlots + 1 {
		for i, x := range xs {
			if round > i%(2*subSlots+1) {
				continue // lists of every length up to twice the slots
			}
			sb := subscription{p, OnDomain, int32(1000*i + round), 0}
			s.Subscribe(p, x, OnDomain, sb.tag)
			want[i] = append(want[i], sb)
		}
	}
	for i, x := range xs {
		if !slices.Equal(s.subs[x], want[i]) {
			t.Fatalf("variable %d: subscriptions %v, want %v", i, s.subs[x], want[i])
		}
	}
}

type nopProp struct{}

func (nopProp) Propagate(*Store) Status { return Fix }
