package propagators

import (
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

// TestCagePostAllocs: a cage's tuples are enumerated into one block and
// the table's per-variable arrays come out of a few blocks, so posting a
// cage of hundreds of tuples allocates a bounded number of objects, not
// one per tuple (a Killer posts some 10,000 tuples per build) nor one per
// array of the table (a KenKen posts a table per cage).
func TestCagePostAllocs(t *testing.T) {
	for _, tc := range []struct {
		name     string
		op       CageOp
		target   int
		cells    int
		distinct bool // AllDifferentSum
	}{
		{"cage + of 5 cells = 25", CageAdd, 25, 5, false},
		{"cage * of 5 cells = 864", CageMul, 864, 5, false},
		{"alldifferent-sum of 5 cells = 25", CageAdd, 25, 5, true},
	} {
		vars := func(s *cp.Store) []cp.VarID {
			xs := make([]cp.VarID, tc.cells)
			for i := range xs {
				xs[i] = s.NewVar(1, 9)
			}
			return xs
		}
		s := cp.NewStore()
		e := arithCageEnum{s: s, op: tc.op, target: tc.target, cells: vars(s), maxTuples: arithCageMaxTuples, distinct: tc.distinct}
		tuples, ok := e.run()
		if !ok || len(tuples) < 300 {
			t.Fatalf("%s: %d tuples (ok %v), want at least 300 for the bound to tell", tc.name, len(tuples), ok)
		}
		setup := testing.AllocsPerRun(5, func() { vars(cp.NewStore()) })
		total := testing.AllocsPerRun(5, func() {
			s := cp.NewStore()
			xs := vars(s)
			var err error
			if tc.distinct {
				err = AllDifferentSum(s, xs, tc.target)
			} else {
				err = Cage(s, tc.op, tc.target, xs)
			}
			if err != nil {
				t.Fatal(err)
			}
		})
		if post := total - setup; post > 100 {
			t.Errorf("%s: posting allocates %.0f objects for %d tuples, want at most 100", tc.name, post, len(tuples))
		} else {
			t.Logf("%s: %.0f allocations for %d tuples", tc.name, post, len(tuples))
		}
	}
}
