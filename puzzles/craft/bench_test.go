package craft_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/craft"
)

// The craft benchmarks live beside the package: bench_test's benchmarks
// are its families of solving cases (its TestBenchmarkFuncs).

// BenchmarkCraftGenerate generates unique puzzles at each band (package
// puzzles/craft), one seed per iteration (seed = iteration), so ns/op is
// the mean time per puzzle over seeds, the figure Simon Tatham's
// generators are compared by (see the README's puzzle-craft section). As
// in 'tessera generate --count N', the iterations share the models
// Generate keeps between runs (generate_pool.go), so ns/op is the cost of
// one more puzzle, without building them. A band missed within the
// attempts counts in unreachable/op; attempts/op are the candidates
// drawn. docs/GENERATION_SPEED.md sets the figures of
// puzzles/craft/testdata/sgt/speed.py (the CLI, N puzzles in one process,
// CPU time) beside Tatham's. A band missed in its attempts counts them
// in ns/op and unreachable/op.
func BenchmarkCraftGenerate(b *testing.B) {
	for _, c := range []struct {
		name string
		kind string
		opt  craft.GenOptions
	}{
		{"sudoku-9x9", "sudoku", craft.GenOptions{Size: 9}},
		{"kenken-6x6", "kenken", craft.GenOptions{Size: 6}},
		{"kenken-9x9", "kenken", craft.GenOptions{Size: 9}},
		{"takuzu-14x14", "takuzu", craft.GenOptions{Size: 14}},
		{"futoshiki-5x5", "futoshiki", craft.GenOptions{Size: 5}},     // Tatham's Unequal levels
		{"skyscrapers-5x5", "skyscrapers", craft.GenOptions{Size: 5}}, // Towers
		{"hitori-6x6", "hitori", craft.GenOptions{Size: 6}},           // Singles
	} {
		for _, band := range craft.Bands(c.kind) {
			b.Run(c.name+"/"+band.Name, func(b *testing.B) {
				var attempts, unreachable, runs int64
				b.ReportAllocs()
				for b.Loop() {
					runs++
					attempts += generateOnce(b, c.kind, c.opt, band.Name, runs, &unreachable)
				}
				b.ReportMetric(float64(attempts)/float64(runs), "attempts/op")
				b.ReportMetric(float64(unreachable)/float64(runs), "unreachable/op")
			})
		}
	}
}

// generateOnce generates one puzzle (seed = run) and returns the
// candidates it drew; a missed band counts in unreachable.
func generateOnce(b *testing.B, kind string, opt craft.GenOptions, band string, run int64, unreachable *int64) int64 {
	opt.Band, opt.Seed = band, uint64(run)
	g, err := craft.Generate(kind, opt)
	if errors.Is(err, craft.ErrUnreachable) {
		*unreachable++
		return int64(craft.DefaultAttempts(kind))
	}
	if err != nil {
		b.Fatal(err)
	}
	return int64(g.Attempts)
}

// BenchmarkCraftGrade grades the bundled library, kind by kind (9x9 and
// smaller: the 16x16 and 25x25 Sudokus are left out), every puzzle with a
// single solution in each iteration.
func BenchmarkCraftGrade(b *testing.B) {
	files, err := puzzles.Bundled()
	if err != nil {
		b.Fatal(err)
	}
	byKind := map[string][]puzzles.Puzzle{}
	var kinds []string
	for _, f := range files {
		if strings.Contains(f.Name, "16x16") || strings.Contains(f.Name, "stretch") || strings.Contains(f.Name, "25x25") {
			continue
		}
		ps, err := puzzles.OpenBundled(f.Name)
		if err != nil {
			b.Fatal(err)
		}
		for _, p := range ps {
			res, err := puzzles.Solve(p, puzzles.Options{Solutions: 2})
			if err != nil {
				b.Fatal(err)
			}
			if u, known := res.Unique(); !u || !known {
				continue
			}
			if byKind[f.Kind] == nil {
				kinds = append(kinds, f.Kind)
			}
			byKind[f.Kind] = append(byKind[f.Kind], p)
		}
	}
	for _, k := range kinds {
		ps := byKind[k]
		b.Run(k, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				for _, p := range ps {
					if _, err := craft.Grade(p, craft.Options{}); err != nil {
						b.Fatalf("%s: %v", p.Name(), err)
					}
				}
			}
			b.ReportMetric(float64(len(ps)), "puzzles/op")
		})
	}
}
