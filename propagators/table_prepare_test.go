package propagators

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

// A table listed in order without repeats is taken as it is
// (tableAscending); the same tuples shuffled, repeated or out of the
// domains come out of tablePrepare the same, sorted and distinct.
func TestTablePrepareSortedAsShuffled(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 11))
	for trial := range 300 {
		arity := 1 + r.IntN(4)
		s := cp.NewStore()
		xs := make([]cp.VarID, arity)
		for i := range xs {
			xs[i] = s.NewVar(0, 5)
		}
		if arity > 1 && trial%3 == 0 {
			xs[arity-1] = xs[0] // a repeated variable
		}
		tuples := tableRandTuples(r, 1+r.IntN(40), arity, -1, 6)
		shuffled, err := tablePrepare(s, "Table", xs, tuples)
		if err != nil {
			t.Fatal(err)
		}
		// the tuples kept, listed in order once each
		var sorted [][]int
		for i := range shuffled.n {
			sorted = append(sorted, padRow(shuffled.flat[i*len(shuffled.vars):(i+1)*len(shuffled.vars)], xs, shuffled.vars))
		}
		again, err := tablePrepare(s, "Table", xs, sorted)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(again.flat, shuffled.flat) || again.n != shuffled.n {
			t.Fatalf("trial %d: sorted %v gives %v, shuffled %v gives %v", trial, sorted, again.flat, tuples, shuffled.flat)
		}
		for i := 1; i < shuffled.n; i++ {
			k := len(shuffled.vars)
			if slices.Compare(shuffled.flat[(i-1)*k:i*k], shuffled.flat[i*k:(i+1)*k]) >= 0 {
				t.Fatalf("trial %d: %v is not sorted and distinct", trial, shuffled.flat)
			}
		}
	}
}

// padRow is a row over the distinct variables vars written over xs.
func padRow(row []int, xs, vars []cp.VarID) []int {
	out := make([]int, len(xs))
	for i, x := range xs {
		out[i] = row[slices.Index(vars, x)]
	}
	return out
}
