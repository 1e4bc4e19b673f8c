package propagators

import (
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

// benchmarkPathGrid posts Path (PathOrder when order is set) over the
// 9×9 Numbrix of testdata/numbrix_rosetta1.txt with no clues but the
// start, then per iteration fixes three cells' positions (or successors)
// from the published solution and propagates.
func benchmarkPathGrid(b *testing.B, order bool) {
	h, err := readHidato("testdata/numbrix_rosetta1.txt")
	if err != nil {
		b.Fatal(err)
	}
	n := len(h.rc)
	where := make([]int, n+1)
	for i, v := range h.sol {
		where[v] = i
	}
	s := cp.NewStore()
	succ, ord := make([]cp.VarID, n), make([]cp.VarID, n)
	for i := range succ {
		succ[i] = s.NewVarValues(append(append([]int(nil), h.adj[i]...), n))
		ord[i] = s.NewVar(0, n-1)
	}
	start, end := s.NewConst(where[1]), s.NewVar(0, n-1)
	if order {
		err = PathOrder(s, succ, ord, start, end)
	} else {
		err = Path(s, succ, start, end)
	}
	if err != nil {
		b.Fatal(err)
	}
	if !s.Propagate() {
		b.Fatal("the grid fails at the root")
	}
	b.ReportAllocs()
	k := 0
	for b.Loop() {
		l := s.Push()
		for j := 0; j < 3; j++ {
			v := 1 + (k*7+j*29)%(n-1) // a number 1..n-1
			if order {
				s.Assign(ord[where[v]], v-1)
			} else {
				s.Assign(succ[where[v]], where[v+1])
			}
		}
		if !s.Propagate() {
			b.Fatal("fixing part of the published solution failed")
		}
		s.PopTo(l - 1)
		k++
	}
}

func BenchmarkPath81(b *testing.B) { benchmarkPathGrid(b, false) }

func BenchmarkPathOrder81(b *testing.B) { benchmarkPathGrid(b, true) }
