package search_test

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/search"
)

// restrictedQueens is n-queens with a few values removed at random (seed):
// small instances whose singleton-consistent domains differ from their
// arc-consistent ones.
func restrictedQueens(t *testing.T, n int, seed uint64) (*cp.Store, []cp.VarID) {
	s, q := queens(t, n)
	r := rand.New(rand.NewPCG(seed, 7))
	for range n {
		s.Remove(q[r.IntN(n)], r.IntN(n))
	}
	return s, q
}

// solutionValues lists, per variable, the values it takes in some solution
// (by enumeration on a fresh copy of the model).
func solutionValues(t *testing.T, n int, seed uint64) ([]map[int]bool, int) {
	s, q := restrictedQueens(t, n, seed)
	seen := make([]map[int]bool, n)
	for i := range seen {
		seen[i] = map[int]bool{}
	}
	count := 0
	_, err := search.Solve(s, search.Options{Vars: q}, func(st *cp.Store) bool {
		count++
		for i, x := range q {
			seen[i][st.Value(x)] = true
		}
		return true
	})
	if err != nil {
		t.Fatal(err)
	}
	return seen, count
}

func TestSingletonSoundAndAtFixpoint(t *testing.T) {
	refutedAny := 0
	for n := 4; n <= 7; n++ {
		for seed := range uint64(12) {
			seen, count := solutionValues(t, n, seed)
			s, q := restrictedQueens(t, n, seed)
			res, err := search.Singleton(s, search.SingletonOptions{Vars: q})
			if err != nil {
				t.Fatal(err)
			}
			if res.Failed {
				if count != 0 {
					t.Fatalf("n=%d seed %d: Singleton fails but %d solutions exist", n, seed, count)
				}
				continue
			}
			if !res.Fixpoint {
				t.Fatalf("n=%d seed %d: no fixpoint without a budget", n, seed)
			}
			for _, r := range res.Refuted {
				i := int(r.X - q[0])
				if seen[i][r.V] {
					t.Fatalf("n=%d seed %d: refuted q%d = %d, which a solution takes", n, seed, i, r.V)
				}
				if s.Contains(r.X, r.V) {
					t.Fatalf("n=%d seed %d: refuted q%d = %d is still in the domain", n, seed, i, r.V)
				}
			}
			refutedAny += len(res.Refuted)
			// At the fixpoint every value left survives its probe, and
			// every value of a solution is left.
			for i, x := range q {
				for v := range n {
					if seen[i][v] && !s.Contains(x, v) {
						t.Fatalf("n=%d seed %d: q%d lost %d, a solution value", n, seed, i, v)
					}
					if !s.Contains(x, v) || s.Fixed(x) {
						continue
					}
					lvl := s.Push()
					ok := s.Assign(x, v) && s.Propagate()
					s.PopTo(lvl - 1)
					if !ok {
						t.Fatalf("n=%d seed %d: q%d = %d fails its probe after the fixpoint", n, seed, i, v)
					}
				}
			}
		}
	}
	if refutedAny == 0 {
		t.Fatal("no instance had a value refuted: the test proves nothing")
	}
}

func TestSingletonBudgets(t *testing.T) {
	s, q := restrictedQueens(t, 6, 3)
	full, _ := search.Singleton(s, search.SingletonOptions{Vars: q})
	if len(full.Refuted) < 2 {
		t.Fatalf("the instance refutes %d values; the test needs 2", len(full.Refuted))
	}
	s, q = restrictedQueens(t, 6, 3)
	one, _ := search.Singleton(s, search.SingletonOptions{Vars: q, MaxRefuted: 1})
	if len(one.Refuted) != 1 || one.Fixpoint || one.Refuted[0] != full.Refuted[0] {
		t.Fatalf("MaxRefuted 1: %+v, want the first of %v", one, full.Refuted)
	}
	s, q = restrictedQueens(t, 6, 3)
	few, _ := search.Singleton(s, search.SingletonOptions{Vars: q, MaxProbes: 3})
	if few.Probes != 3 || few.Fixpoint {
		t.Fatalf("MaxProbes 3: %d probes, fixpoint %v", few.Probes, few.Fixpoint)
	}
	s, q = restrictedQueens(t, 6, 3)
	small, _ := search.Singleton(s, search.SingletonOptions{Vars: q, MaxDomain: 1})
	if small.Probes != 0 {
		t.Fatalf("MaxDomain 1 probed %d values (fixed variables are skipped)", small.Probes)
	}
	if _, err := search.Singleton(s, search.SingletonOptions{Vars: []cp.VarID{99}}); !errors.Is(err, search.ErrOptions) {
		t.Fatalf("an unknown variable: %v", err)
	}
	if _, err := search.Singleton(s, search.SingletonOptions{MaxProbes: -1}); !errors.Is(err, search.ErrOptions) {
		t.Fatalf("a negative budget: %v", err)
	}
}

func TestSingletonProbesDoNotAllocate(t *testing.T) {
	s, q := queens(t, 8) // nothing to refute at the root
	opt := search.SingletonOptions{Vars: q, OnePass: true}
	if _, err := search.Singleton(s, opt); err != nil {
		t.Fatal(err)
	}
	a := testing.AllocsPerRun(20, func() {
		if res, _ := search.Singleton(s, opt); len(res.Refuted) != 0 {
			t.Fatal("8 queens refuted a value at the root")
		}
	})
	if a != 0 {
		t.Fatalf("a pass of probes allocates %.1f times", a)
	}
}
