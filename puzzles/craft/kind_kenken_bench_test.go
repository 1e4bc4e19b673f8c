package craft

import (
	"testing"

	"github.com/tessera-cp/tessera/puzzles"
)

// BenchmarkKenKenKept builds and walks the ladder model of generated 6x6
// KenKens (seeds 1-8 of a band), the work Generate does once for the
// puzzle it keeps: the build of the model (the kind's model and
// tuneKenKen's companions) and, under /walk, the build and the walk.
func BenchmarkKenKenKept(b *testing.B) {
	for _, band := range []string{"hard", "unreasonable"} {
		var ps []puzzles.Puzzle
		for seed := uint64(1); seed <= 8; seed++ {
			g, err := Generate("kenken", GenOptions{Size: 6, Band: band, Seed: seed})
			if err != nil {
				b.Fatal(err)
			}
			ps = append(ps, g.Puzzle)
		}
		b.Run(band+"/build", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				for _, p := range ps {
					if _, err := build(nil, p, false, nil, Search); err != nil {
						b.Fatal(err)
					}
				}
			}
		})
		b.Run(band+"/walk", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				for _, p := range ps {
					m, err := build(nil, p, false, nil, Search)
					if err != nil {
						b.Fatal(err)
					}
					if ok, _, err := walkWithin(m, p, Search); !ok || err != nil {
						b.Fatalf("%s: not solved (%v)", p.Name(), err)
					}
				}
			}
		})
	}
}
