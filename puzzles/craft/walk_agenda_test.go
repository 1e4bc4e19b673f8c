package craft

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

// The agenda gives its candidates back lowest rung first, then in posting
// order, whatever the order of the pushes and pops between them.
func TestAgendaOrder(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for round := range 200 {
		var a agenda
		var want []candidate // what is in a, in its order
		for range rng.IntN(60) + 1 {
			if len(want) > 0 && rng.IntN(3) == 0 {
				if got := a.pop(); got != want[0] {
					t.Fatalf("round %d: pop %v, want %v", round, got, want[0])
				}
				want = want[1:]
				continue
			}
			c := candidate{Rung(rng.IntN(5) + 1), cp.PropID(rng.IntN(1000))}
			if slices.Contains(want, c) {
				continue // a propagator is in the agenda at most once
			}
			a.push(c)
			want = append(want, c)
			slices.SortFunc(want, func(x, y candidate) int {
				if x.before(y) {
					return -1
				}
				return 1
			})
		}
		for len(want) > 0 {
			if got := a.pop(); got != want[0] {
				t.Fatalf("round %d: pop %v, want %v", round, got, want[0])
			}
			want = want[1:]
		}
		if a.Len() != 0 {
			t.Fatalf("round %d: %d left", round, a.Len())
		}
	}
}

// Pushing and popping, once the agenda has grown, allocates nothing.
func TestAgendaNoAllocs(t *testing.T) {
	a := make(agenda, 0, 64)
	allocs := testing.AllocsPerRun(100, func() {
		for p := range 40 {
			a.push(candidate{Rung(p%3 + 1), cp.PropID(40 - p)})
		}
		for a.Len() > 0 {
			a.pop()
		}
	})
	if allocs != 0 {
		t.Fatalf("%v allocations per run, want 0", allocs)
	}
}

// Lowest rung first, then the earlier posted propagator.
func TestAgendaOrderFixed(t *testing.T) {
	var a agenda
	for _, c := range []candidate{{2, 5}, {1, 9}, {2, 3}, {1, 4}} {
		a.push(c)
	}
	for _, want := range []candidate{{1, 4}, {1, 9}, {2, 3}, {2, 5}} {
		if got := a.pop(); got != want {
			t.Fatalf("pop %v, want %v", got, want)
		}
	}
}
