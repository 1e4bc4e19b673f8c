package cp

import "testing"

// Micro-benchmarks of the store's hot paths on bitset domains: the reads,
// the writes with their trail saves and events, and a propagation loop.

func benchStore() (*Store, []VarID) {
	s := NewStore()
	xs := []VarID{s.NewVar(0, 9), s.NewVar(-100, 200), s.NewVar(0, 63), s.NewVar(1, 1000)}
	return s, xs
}

func BenchmarkContains(b *testing.B) {
	s, xs := benchStore()
	s.Remove(xs[1], 7)
	n := 0
	for b.Loop() {
		for v := -5; v < 15; v++ {
			if s.Contains(xs[0], v) {
				n++
			}
			if s.Contains(xs[1], v) {
				n++
			}
		}
	}
	if n == 0 {
		b.Fatal("no value found")
	}
}

func BenchmarkNext(b *testing.B) {
	s, xs := benchStore()
	for v := 0; v < 1000; v += 3 {
		s.Remove(xs[3], v)
	}
	n := 0
	b.ReportAllocs()
	for b.Loop() {
		for v, ok := s.Min(xs[3]), true; ok; v, ok = s.Next(xs[3], v) {
			n++
		}
	}
	if n == 0 {
		b.Fatal("no value found")
	}
}

func BenchmarkWrites(b *testing.B) {
	s, xs := benchStore()
	b.ReportAllocs()
	for b.Loop() {
		s.Push()
		s.Remove(xs[0], 4)
		s.Remove(xs[0], 0)
		s.SetMax(xs[0], 7)
		s.Remove(xs[1], 50)
		s.SetMin(xs[1], -20)
		s.SetMax(xs[1], 150)
		s.Remove(xs[3], 500)
		s.SetMin(xs[3], 100)
		s.Assign(xs[2], 40)
		s.PopTo(0)
	}
}

// benchLess is x < y by bounds.
type benchLess struct{ x, y VarID }

func (p *benchLess) Propagate(s *Store) Status {
	if !s.SetMax(p.x, s.Max(p.y)-1) || !s.SetMin(p.y, s.Min(p.x)+1) {
		return Fail
	}
	return Fix
}

func BenchmarkPropagateChain(b *testing.B) {
	s := NewStore()
	const n = 50
	xs := make([]VarID, n)
	for i := range xs {
		xs[i] = s.NewVar(0, 200)
	}
	for i := 0; i+1 < n; i++ {
		p := s.Post(&benchLess{xs[i], xs[i+1]}, Binary, "less")
		s.Subscribe(p, xs[i], OnBounds, 0)
		s.Subscribe(p, xs[i+1], OnBounds, 1)
	}
	if !s.Propagate() {
		b.Fatal("root fails")
	}
	b.ReportAllocs()
	for b.Loop() {
		s.Push()
		s.SetMin(xs[0], 30)
		s.SetMax(xs[n-1], 150)
		if !s.Propagate() {
			b.Fatal("fails")
		}
		s.PopTo(0)
	}
}
