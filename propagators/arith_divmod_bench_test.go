package propagators

import (
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

// arithFuncBench posts z = op(x, y) with the domain pass (limit
// arithDomainLimit) or the interval rules (limit 0) and measures one
// descent: narrow x step by step, propagating, then backtrack.
func arithFuncBench(b *testing.B, op arithOp, limit int) {
	s := cp.NewStore()
	x, y, z := s.NewVar(-200, 200), s.NewVar(1, 9), s.NewVar(-200, 200)
	if op == opPow {
		x, y, z = s.NewVar(-30, 30), s.NewVar(0, 3), s.NewVar(-30000, 30000)
	}
	if err := arithFuncPost(s, arithOpKinds[op], op, x, y, z, limit); err != nil {
		b.Fatal(err)
	}
	if !s.Propagate() {
		b.Fatal("fails at the root")
	}
	b.ReportAllocs()
	for b.Loop() {
		s.Push()
		for k := 0; k < 8; k++ {
			if !s.SetMin(x, s.Min(x)+3) || !s.SetMax(x, s.Max(x)-3) || !s.Propagate() {
				break
			}
		}
		s.PopTo(0)
	}
}

func BenchmarkTruncDivDomain(b *testing.B) { arithFuncBench(b, opTruncDiv, arithDomainLimit) }
func BenchmarkTruncDivBounds(b *testing.B) { arithFuncBench(b, opTruncDiv, 0) }
func BenchmarkModDomain(b *testing.B)      { arithFuncBench(b, opMod, arithDomainLimit) }
func BenchmarkModBounds(b *testing.B)      { arithFuncBench(b, opMod, 0) }
func BenchmarkPowDomain(b *testing.B)      { arithFuncBench(b, opPow, arithDomainLimit) }
func BenchmarkPowBounds(b *testing.B)      { arithFuncBench(b, opPow, 0) }
