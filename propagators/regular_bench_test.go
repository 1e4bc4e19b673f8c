package propagators

import (
	"math/rand/v2"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

// regularBenchStep is one prepared change: assign x to v, or remove v.
type regularBenchStep struct {
	x      cp.VarID
	v      int
	assign bool
}

// regularBenchRun runs Push, the changes of one scenario, Propagate and
// PopTo per iteration, cycling through the scenarios.
func regularBenchRun(b *testing.B, s *cp.Store, scen [][]regularBenchStep) {
	b.Helper()
	if !s.Propagate() {
		b.Fatal("fails at the root")
	}
	run := func(sc []regularBenchStep) bool {
		l := s.Push()
		ok := true
		for _, st := range sc {
			if st.assign {
				ok = ok && s.Assign(st.x, st.v)
			} else {
				ok = ok && s.Remove(st.x, st.v)
			}
		}
		ok = ok && s.Propagate()
		s.PopTo(l - 1)
		return ok
	}
	for _, sc := range scen { // warm up: grow the trail to its working size
		run(sc)
	}
	fails := 0
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		if !run(scen[i%len(scen)]) {
			fails++
		}
		i++
	}
	b.ReportMetric(float64(fails)/float64(i), "fails/op")
}

// BenchmarkRegular50: Regular over 50 variables in 0..2 with a DFA of 17
// states ("no three equal in a row" and "the number of 2s is a multiple
// of 3"); each iteration removes two values, assigns one variable and
// propagates.
func BenchmarkRegular50(b *testing.B) {
	s, xs := regularBenchStore(b)
	if d := regularBenchDFA(); d.NumStates() < 10 {
		b.Fatalf("the DFA has %d states", d.NumStates())
	}
	r := rand.New(rand.NewPCG(1, 2))
	scen := make([][]regularBenchStep, 64)
	for k := range scen {
		scen[k] = []regularBenchStep{
			{xs[r.IntN(50)], r.IntN(3), false},
			{xs[r.IntN(50)], r.IntN(3), false},
			{xs[r.IntN(50)], r.IntN(3), true},
		}
	}
	regularBenchRun(b, s, scen)
}

// BenchmarkCyclicRegularLoop: a loop of 20 cells on a 10×10 grid
// (adjacency DFA of 101 states). free-first removes a few cells from
// three positions; fixed-first also fixes the first cell.
func BenchmarkCyclicRegularLoop(b *testing.B) {
	for _, fixFirst := range []bool{false, true} {
		name := "free-first"
		if fixFirst {
			name = "fixed-first"
		}
		b.Run(name, func(b *testing.B) {
			s, xs := regularLoopStore(b, 10, 10, 20)
			r := rand.New(rand.NewPCG(3, 4))
			scen := make([][]regularBenchStep, 64)
			for k := range scen {
				if fixFirst {
					scen[k] = append(scen[k], regularBenchStep{xs[0], r.IntN(100), true})
				}
				for range 3 {
					x := xs[1+r.IntN(19)]
					for range 5 {
						scen[k] = append(scen[k], regularBenchStep{x, r.IntN(100), false})
					}
				}
			}
			regularBenchRun(b, s, scen)
		})
	}
}

// BenchmarkCyclicRegularDive: a search branch down to a leaf: the 20 cells
// of the border of the top-left 6×6 square of a 10×10 grid assigned one by
// one in loop order, propagating after each, then back to the root.
func BenchmarkCyclicRegularDive(b *testing.B) {
	s, xs := regularLoopStore(b, 10, 10, 20)
	var loop []int
	for c := range 6 {
		loop = append(loop, c) // top row, left to right
	}
	for r := 1; r < 6; r++ {
		loop = append(loop, r*10+5) // right column, down
	}
	for c := 4; c >= 0; c-- {
		loop = append(loop, 50+c) // bottom row, right to left
	}
	for r := 4; r >= 1; r-- {
		loop = append(loop, r*10) // left column, up
	}
	if !s.Propagate() {
		b.Fatal("fails at the root")
	}
	dive := func() {
		for i, x := range xs {
			s.Push()
			if !s.Assign(x, loop[i]) || !s.Propagate() {
				b.Fatalf("fails at step %d", i)
			}
		}
		s.PopTo(0)
	}
	dive() // warm up: grow the trail to its working size
	b.ReportAllocs()
	for b.Loop() {
		dive()
	}
}
