package propagators

import (
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

// TestTableCoreAllocs: a table's per-variable arrays and its support
// masks come out of a few blocks, whatever its arity (a KenKen posts a
// table per cage; a small one's build is mostly these posts).
func TestTableCoreAllocs(t *testing.T) {
	for _, k := range []int{2, 5, 8} {
		s := cp.NewStore()
		xs := make([]cp.VarID, k)
		for i := range xs {
			xs[i] = s.NewVar(1, 9)
		}
		var tuples [][]int
		for v := 1; v <= 9; v++ {
			row := make([]int, k)
			for i := range row {
				row[i] = (v+i)%9 + 1
			}
			tuples = append(tuples, row)
		}
		ts, err := tablePrepare(s, "Table", xs, tuples)
		if err != nil {
			t.Fatal(err)
		}
		// newTableCore's own arrays: the tuple bitset and the limit are
		// the store's (it grows its blocks now and then), so they are left
		// out by measuring on one store.
		allocs := testing.AllocsPerRun(20, func() { newTableCore(s, ts) })
		if allocs > 8 {
			t.Errorf("arity %d: newTableCore allocates %.0f objects, want at most 8", k, allocs)
		}
	}
}
