package propagators

import (
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

// One descent: narrow the value, remove indices, fix the index; backtrack.
func BenchmarkElement(b *testing.B) {
	s := cp.NewStore()
	array := make([]int, 64)
	for i := range array {
		array[i] = (i * 37) % 101
	}
	idx, val := s.NewVar(0, 63), s.NewVar(0, 100)
	if err := Element(s, array, idx, val); err != nil {
		b.Fatal(err)
	}
	s.Propagate()
	b.ReportAllocs()
	for b.Loop() {
		s.Push()
		s.SetMax(val, 70)
		s.Propagate()
		s.Remove(idx, 5)
		s.Remove(idx, 6)
		s.Propagate()
		s.SetMin(val, 20)
		s.Propagate()
		s.Assign(idx, 9)
		s.Propagate()
		s.PopTo(0)
	}
}

func BenchmarkElementVar(b *testing.B) {
	s := cp.NewStore()
	arr := make([]cp.VarID, 16)
	for i := range arr {
		arr[i] = s.NewVar(i, i+40)
	}
	idx, val := s.NewVar(0, 15), s.NewVar(0, 60)
	if err := ElementVar(s, arr, idx, val); err != nil {
		b.Fatal(err)
	}
	s.Propagate()
	b.ReportAllocs()
	for b.Loop() {
		s.Push()
		s.SetMax(val, 30)
		s.Propagate()
		s.SetMin(arr[3], 20)
		s.Remove(idx, 4)
		s.Propagate()
		s.Assign(idx, 7)
		s.Propagate()
		s.PopTo(0)
	}
}
