package propagators

import (
	"errors"
	"math/rand/v2"
	"runtime"
	"slices"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

// A prepared table posted twice in one store (sharing its shape) prunes,
// records facts and gives reasons exactly as Table does with the same
// tuples, along a random walk of removals, assignments and backtracks;
// so does the post that falls back to Table (a value of the table gone
// from a domain).
func TestTablePreparedSameAsTable(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 5))
	shared := 0
	for trial := range 120 {
		arity := 2 + r.IntN(3)
		hi := 3 + r.IntN(6)
		n := 1 + r.IntN(300)
		if trial%4 == 0 {
			n = 1 + r.IntN(20)
		}
		tuples := tableRandTuples(r, n, arity, 0, hi)
		prep, err := PrepareTable(arity, tuples)
		if err != nil {
			t.Fatal(err)
		}
		shrink := trial%5 == 4 // a value of the table gone: the fall-back post
		mk := func(prepared bool) (*cp.Store, []cp.VarID) {
			s := cp.NewStore()
			s.SetExplain(true)
			xs := make([]cp.VarID, 2*arity)
			for i := range xs {
				xs[i] = s.NewVar(0, hi)
			}
			if shrink {
				s.Remove(xs[0], tuples[0][0])
			}
			for half := range 2 {
				vs := xs[half*arity : (half+1)*arity]
				if prepared {
					if half == 1 && prep.shareable(s, vs) {
						shared++
					}
					err = TablePrepared(s, vs, prep)
				} else {
					err = Table(s, vs, tuples)
				}
				if err != nil {
					t.Fatal(err)
				}
			}
			return s, xs
		}
		a, xs := mk(false)
		b, _ := mk(true)
		walk := rand.New(rand.NewPCG(uint64(trial), 9))
		for step := range 40 {
			if a.Level() > 0 && walk.IntN(4) == 0 {
				l := walk.IntN(a.Level())
				a.PopTo(l)
				b.PopTo(l)
			}
			a.Push()
			b.Push()
			x := xs[walk.IntN(len(xs))]
			v := walk.IntN(hi + 1)
			switch walk.IntN(3) {
			case 0:
				a.Remove(x, v)
				b.Remove(x, v)
			case 1:
				a.SetMax(x, v)
				b.SetMax(x, v)
			default:
				a.Assign(x, v)
				b.Assign(x, v)
			}
			okA, okB := a.Propagate(), b.Propagate()
			if okA != okB {
				t.Fatalf("trial %d step %d: Table propagates %v, TablePrepared %v", trial, step, okA, okB)
			}
			for _, x := range xs {
				if !slices.Equal(a.Words(x), b.Words(x)) {
					t.Fatalf("trial %d step %d: x%d is %v with Table, %v with TablePrepared", trial, step, x, a.Words(x), b.Words(x))
				}
			}
			if a.NumFacts() != b.NumFacts() {
				t.Fatalf("trial %d step %d: %d facts with Table, %d with TablePrepared", trial, step, a.NumFacts(), b.NumFacts())
			}
			for i := range a.NumFacts() {
				fa, fb := a.Fact(i), b.Fact(i)
				if fa != fb {
					t.Fatalf("trial %d step %d: fact %d is %v with Table, %v with TablePrepared", trial, step, i, fa, fb)
				}
				if fa.Cause >= 0 {
					if ra, rb := a.Reason(i, nil), b.Reason(i, nil); !slices.Equal(ra, rb) {
						t.Fatalf("trial %d step %d: the reason of %v is %v with Table, %v with TablePrepared", trial, step, fa.Lit, ra, rb)
					}
				}
			}
			if !okA {
				a.PopTo(a.Level() - 1)
				b.PopTo(b.Level() - 1)
			}
		}
	}
	if shared < 60 {
		t.Errorf("only %d of the trials shared the prepared shape", shared)
	}
}

func TestTablePreparedArgs(t *testing.T) {
	if _, err := PrepareTable(2, [][]int{{0, 1}, {2}}); !errors.Is(err, ErrArgs) {
		t.Errorf("a short tuple: error %v, want ErrArgs", err)
	}
	if _, err := PrepareTable(0, nil); !errors.Is(err, ErrArgs) {
		t.Errorf("arity 0: error %v, want ErrArgs", err)
	}
	prep, err := PrepareTable(2, [][]int{{0, 1}, {1, 0}})
	if err != nil {
		t.Fatal(err)
	}
	s := cp.NewStore()
	x, y := s.NewVar(0, 3), s.NewVar(0, 3)
	for _, xs := range [][]cp.VarID{{x}, {x, 9}, {x, y, x}} {
		if err := TablePrepared(s, xs, prep); !errors.Is(err, ErrArgs) {
			t.Errorf("TablePrepared over %v: error %v, want ErrArgs", xs, err)
		}
	}
	if s.NumProps() != 0 {
		t.Errorf("rejected arguments posted a propagator")
	}
}

// A post over a prepared table makes only the propagator's own state:
// fewer bytes than half its supports (2000 tuples: 32 words per value),
// which Table's post builds; and none while it propagates.
func TestTablePreparedPostBytes(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	tuples := tableRandTuples(r, 2000, 4, 0, 9)
	prep, err := PrepareTable(4, tuples)
	if err != nil {
		t.Fatal(err)
	}
	s := cp.NewStore()
	xs := []cp.VarID{s.NewVar(0, 9), s.NewVar(0, 9), s.NewVar(0, 9), s.NewVar(0, 9)}
	bytes := func(post func() error) uint64 {
		var m0, m1 runtime.MemStats
		runtime.ReadMemStats(&m0)
		for range 20 {
			if err := post(); err != nil {
				t.Fatal(err)
			}
		}
		runtime.ReadMemStats(&m1)
		return (m1.TotalAlloc - m0.TotalAlloc) / 20
	}
	plain := bytes(func() error { return Table(s, xs, tuples) })
	prepared := bytes(func() error { return TablePrepared(s, xs, prep) })
	t.Logf("bytes per post: Table %d, TablePrepared %d", plain, prepared)
	sup := uint64(8 * len(prep.shape.sup))
	if prepared*2 > sup {
		t.Errorf("a prepared post allocates %d bytes: want under half its supports' %d", prepared, sup)
	}
	assertNoPropagateAllocs(t, s, func(s *cp.Store) {
		s.Remove(xs[0], 3)
		s.SetMax(xs[1], 6)
		s.Propagate()
		s.Assign(xs[2], 5)
	})
}
