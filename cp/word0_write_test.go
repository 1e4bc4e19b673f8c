package cp

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// TestIntersectWord0AsIntersectWords: on random one-word domains (bases
// negative and positive, widths up to 64), at level 0 and above, with and
// without the fact trail, IntersectWord0 answers, narrows, signals and
// restores as IntersectWords with the same mask: the same result, domain,
// bounds, size, events, prunings counted, and the same domain after PopTo.
func TestIntersectWord0AsIntersectWords(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 0x30d0))
	for k := 0; k < 3000; k++ {
		lo := r.IntN(200) - 100
		hi := lo + r.IntN(64)
		remove := make([]int, r.IntN(4))
		for i := range remove {
			remove[i] = lo + r.IntN(hi-lo+1)
		}
		keep := r.Uint64() & r.Uint64()
		if r.IntN(4) == 0 {
			keep = ^uint64(0) &^ (1 << r.IntN(64)) // one value at most
		}
		level, explain := r.IntN(2), r.IntN(5) == 0
		var state [2]string
		for side, write := range []func(s *Store, x VarID) bool{
			func(s *Store, x VarID) bool { return s.IntersectWords(x, []uint64{keep}) },
			func(s *Store, x VarID) bool { return s.IntersectWord0(x, keep) },
		} {
			s := NewStore()
			x := s.NewVar(lo, hi)
			rec := &recorder{status: Fix}
			p := s.Post(rec, Unary, "rec")
			s.Subscribe(p, x, OnDomain, 0)
			if explain {
				s.SetExplain(true)
			}
			for _, v := range remove {
				s.Remove(x, v)
			}
			s.Propagate()
			before := s.String(x)
			rec.events = nil
			if level == 1 {
				s.Push()
			}
			s.current = p // a write inside Propagate counts its prunings
			ok := write(s, x)
			s.current = -1
			st := fmt.Sprintf("ok %v failed %v", ok, s.Failed())
			if ok {
				st += fmt.Sprintf(" %s min %d max %d size %d events %v prunings %d", s.String(x), s.Min(x), s.Max(x), s.Size(x), rec.events, s.Counters(p).Prunings)
			}
			if level == 1 {
				s.PopTo(0)
				if got := s.String(x); got != before {
					st += " restored " + got + " not " + before
				}
			}
			state[side] = st
		}
		if state[0] != state[1] {
			t.Fatalf("%d..%d less %v, keep %#x, level %d, explain %v:\nIntersectWords %s\nIntersectWord0 %s", lo, hi, remove, keep, level, explain, state[0], state[1])
		}
	}
}
