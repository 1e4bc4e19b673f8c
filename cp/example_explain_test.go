package cp_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
)

// minus is y ≤ x - 1 with an Explainer: y ≤ m because x ≤ m + 1, x ≥ m
// because y ≥ m - 1.
type minus struct{ x, y cp.VarID }

func (p *minus) Propagate(s *cp.Store) cp.Status {
	if !s.SetMax(p.y, s.Max(p.x)-1) || !s.SetMin(p.x, s.Min(p.y)+1) {
		return cp.Fail
	}
	return cp.Fix
}

func (p *minus) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	switch {
	case l.Op == cp.OpLe && l.X == p.y:
		return append(buf, cp.LitLe(p.x, l.V+1))
	case l.Op == cp.OpGe && l.X == p.x:
		return append(buf, cp.LitGe(p.y, l.V-1))
	}
	return s.CoarseReason(s.ExplainedProp(), at, buf) // a failure
}

// The fact trail records what each write established and who made it; a
// fact's reason is asked for afterwards, and so is a failure's.
func Example_reasons() {
	s := cp.NewStore()
	s.SetExplain(true)
	x, y, z := s.NewVar(0, 9), s.NewVar(0, 9), s.NewVar(0, 9)
	for _, pair := range [][2]cp.VarID{{x, y}, {y, z}} { // z < y < x
		p := s.Post(&minus{pair[0], pair[1]}, cp.Binary, "minus")
		s.Subscribe(p, pair[0], cp.OnBounds, 0)
		s.Subscribe(p, pair[1], cp.OnBounds, 1)
	}
	s.Propagate()
	s.Push()
	s.SetMax(x, 4) // a decision
	s.Propagate()
	for i := s.FactMark(1); i < s.NumFacts(); i++ {
		f := s.Fact(i)
		cause := "decision"
		if f.Cause != cp.NoProp {
			cause = s.Kind(f.Cause)
		}
		fmt.Printf("%v by %s because %v\n", f.Lit, cause, s.Reason(i, nil))
	}
	s.Push()
	s.SetMin(z, 2) // two decisions that clash: z < y < x ≤ 3
	s.SetMax(x, 3)
	s.Propagate()
	fmt.Println("conflict:", s.FailureReason(nil))
	at, _ := s.LitTime(cp.LitGe(y, 3)) // walk back one step
	fmt.Println(s.Fact(at).Lit, "because", s.Reason(at, nil))
	// Output:
	// x0 ≤ 4 by decision because []
	// x1 ≤ 3 by minus because [x0 ≤ 4]
	// x2 ≤ 2 by minus because [x1 ≤ 3]
	// conflict: [x0 ≤ 3 x1 ≥ 3]
	// x1 ≥ 3 because [x2 ≥ 2]
}
