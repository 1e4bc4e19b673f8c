package propagators

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

// alldiffGrid is a Latin-square model on one store: a variable per cell of
// an n×n grid over 1..n+extra, each domain keeping the cell's value in a
// hidden Latin square and some of the others, and a domain-consistent
// AllDifferent per row and per column (so each constraint's variables are
// also written by others, as in a Sudoku). extra > 0 leaves values free in
// every matching (R is not empty).
func alldiffGrid(r *rand.Rand, n, extra int, explain bool) (*cp.Store, []cp.VarID) {
	s := cp.NewStore()
	if explain {
		s.SetExplain(true) // the walk form: Régin from scratch at every call
	}
	shift := r.IntN(n)
	xs := make([]cp.VarID, n*n)
	for i := range xs {
		want := (i/n+i%n+shift)%n + 1
		var d []int
		for v := 1; v <= n+extra; v++ {
			if v == want || r.IntN(3) != 0 {
				d = append(d, v)
			}
		}
		xs[i] = s.NewVarValues(d)
	}
	for k := range n {
		row, col := make([]cp.VarID, n), make([]cp.VarID, n)
		for j := range n {
			row[j], col[j] = xs[k*n+j], xs[j*n+k]
		}
		if err := AllDifferent(s, row, Domain); err != nil {
			panic(err)
		}
		if err := AllDifferent(s, col, Domain); err != nil {
			panic(err)
		}
	}
	return s, xs
}

// TestAllDifferentIncrementalAgainstScratch runs the one-word form, which
// between two backtracks redoes only the components the writes touched,
// beside the walk form, which runs Régin's algorithm from scratch at every
// call, over the same random sequences of removals, assignments, failures
// and backtracks on Latin-square grids, and compares every fixpoint (the
// network's fixpoint is unique, whatever order the propagators ran in).
func TestAllDifferentIncrementalAgainstScratch(t *testing.T) {
	instances, steps := 120, 60
	if testing.Short() {
		instances = 30
	}
	r := rand.New(rand.NewPCG(24, 9))
	compared := 0
	for inst := range instances {
		n, extra := 4+r.IntN(6), 0
		if inst%3 == 2 {
			extra = 1 + r.IntN(3)
		}
		seed := r.Uint64()
		a, xs := alldiffGrid(rand.New(rand.NewPCG(seed, 1)), n, extra, false)
		b, ys := alldiffGrid(rand.New(rand.NewPCG(seed, 1)), n, extra, true)
		what := fmt.Sprintf("instance %d (n=%d, extra=%d)", inst, n, extra)
		okA, okB := a.Propagate(), b.Propagate()
		alldiffSameState(t, what+" root", a, xs, okA, b, ys, okB)
		if !okA {
			continue
		}
		for step := 0; step < steps && !t.Failed(); step++ {
			if r.IntN(3) != 0 { // else several rounds of writes in one level
				a.Push()
				b.Push()
			}
			for k := 1 + r.IntN(3); k > 0; k-- {
				i := r.IntN(len(xs))
				vals := alldiffDoms(a, xs[i:i+1])[0]
				v := vals[r.IntN(len(vals))]
				if r.IntN(6) == 0 {
					a.Assign(xs[i], v)
					b.Assign(ys[i], v)
				} else {
					a.Remove(xs[i], v)
					b.Remove(ys[i], v)
				}
			}
			okA, okB := a.Propagate(), b.Propagate()
			alldiffSameState(t, fmt.Sprintf("%s step %d", what, step), a, xs, okA, b, ys, okB)
			compared++
			if a.Level() > 0 && (!okA || r.IntN(4) == 0) {
				l := r.IntN(a.Level())
				a.PopTo(l)
				b.PopTo(l)
			} else if !okA {
				break // failed at the root
			}
		}
	}
	if compared < instances*steps/4 {
		t.Fatalf("only %d fixpoints compared", compared)
	}
}

func alldiffSameState(t *testing.T, what string, a *cp.Store, xs []cp.VarID, okA bool, b *cp.Store, ys []cp.VarID, okB bool) {
	t.Helper()
	if okA != okB {
		t.Fatalf("%s: the incremental form says %v, from scratch %v", what, okA, okB)
	}
	if !okA {
		return
	}
	da, db := alldiffDoms(a, xs), alldiffDoms(b, ys)
	for i := range da {
		if !slices.Equal(da[i], db[i]) {
			t.Fatalf("%s: cell %d is %v incrementally, %v from scratch", what, i, da[i], db[i])
		}
	}
}

// The incremental calls allocate nothing either: two rounds of writes in
// one level, the second propagated on the first's memory.
func TestAllDifferentIncrementalNoAllocs(t *testing.T) {
	s, xs := alldiffGrid(rand.New(rand.NewPCG(3, 3)), 9, 0, false)
	if !s.Propagate() {
		t.Fatal("the grid fails at the root")
	}
	run := func() {
		l := s.Push()
		for _, x := range xs[:40] {
			if s.Max(x) > s.Min(x) {
				s.Remove(x, s.Max(x))
				s.Propagate()
			}
		}
		s.PopTo(l - 1)
	}
	run()
	if a := testing.AllocsPerRun(50, run); a != 0 {
		t.Errorf("propagation allocates %.1f times per run, want 0", a)
	}
}
