package bench_test

import (
	"errors"
	"flag"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/generate"
	"github.com/tessera-cp/tessera/puzzles/kenken"
	"github.com/tessera-cp/tessera/puzzles/rogo"
	"github.com/tessera-cp/tessera/puzzles/skyscrapers"
	"github.com/tessera-cp/tessera/puzzles/sudoku"
	"github.com/tessera-cp/tessera/puzzles/takuzu"
	"github.com/tessera-cp/tessera/puzzles/tetravex"
	"github.com/tessera-cp/tessera/search"
)

// limit bounds each search phase of each solve (the search's MaxTime).
var limit = flag.Duration("limit", 10*time.Second, "time limit of each solve; a solve it stops counts in unsolved/op")

// workersFlag is -workers: the parallel search's worker counts (see
// doc_test.go). Unset, the sequential search runs and the names are the
// baseline's; set, each case gets one sub-benchmark per count
// (case/workers=N), so that benchstat -col /workers prints the scaling
// table.
var workersFlag = flag.String("workers", "", "comma-separated worker counts (puzzles.Options.Workers), one sub-benchmark each; empty: the sequential search")

// workerCounts parses -workers.
func workerCounts(b *testing.B) []int {
	if *workersFlag == "" {
		return nil
	}
	var out []int
	for _, f := range strings.Split(*workersFlag, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n < 0 {
			b.Fatalf("-workers %q: expected comma-separated counts (0 is the sequential search)", *workersFlag)
		}
		out = append(out, n)
	}
	return out
}

// family is one top-level benchmark: Benchmark<name>, with one
// sub-benchmark per case.
type family struct {
	name  string
	cases func() ([]benchCase, error)
}

// benchCase is one sub-benchmark: the puzzles it solves in each iteration
// (several for a Sudoku collection file).
type benchCase struct {
	name string
	load func() ([]puzzles.Puzzle, error)
	tune func(*search.Options) // nil: the kind's recommended search
	// run, when set, times the case instead of solveCase (the collections
	// counted to two of collections_test.go).
	run func(b *testing.B, c benchCase, workers int)
}

// families is the whole suite, in the order of the Benchmark functions.
// The benchmarks and TestBaselineNames both read it, so the names the
// baseline is checked against are the names the benchmarks run.
var families = []family{
	{"Sudoku", bundledCases("sudoku")},
	{"Takuzu", bundledCases("takuzu")},
	{"KenKen", bundledCases("kenken")},
	{"Kakurasu", bundledCases("kakurasu")},
	{"ABCPath", bundledCases("abcpath")},
	{"Rogo", bundledCases("rogo")},
	{"Tetravex", bundledCases("tetravex")},
	{"SudokuSeries", sudokuSeries},
	{"TakuzuSeries", takuzuSeries},
	{"KenKenSeries", kenkenSeries},
	{"RogoSeries", rogoSeries},
	{"TetravexSeries", tetravexSeries},
	{"Hidato", bundledCases("hidato")},
	{"Skyscrapers", bundledCases("skyscrapers")},
	{"SkyscrapersSeries", skyscrapersSeries},
	{"Nonogram", bundledCases("nonogram")},
	{"Hitori", bundledCases("hitori")},
	{"StarBattle", bundledCases("starbattle")},
	{"Killer", bundledCases("killer")},
	{"Kakuro", bundledCases("kakuro")},
	{"Futoshiki", bundledCases("futoshiki")},
	{"Frontier", frontier},
	{"SudokuCollections", sudokuCollections},
}

// seeds are the generator seeds of every series point.
var seeds = []uint64{1, 2, 3}

// bundledList is puzzles.Bundled(), read once.
var bundledList = sync.OnceValues(puzzles.Bundled)

// bundledCases lists kind's bundled files, outside the stretch folder (the
// 25x25 Sudokus no solver of the comparison proves in a minute), one case
// per file named after it; a collection file is one case solving all its
// puzzles.
func bundledCases(kind string) func() ([]benchCase, error) {
	return func() ([]benchCase, error) {
		files, err := bundledList()
		if err != nil {
			return nil, err
		}
		var out []benchCase
		for _, f := range files {
			file, ok := strings.CutPrefix(f.Name, kind+"/")
			if f.Kind != kind || !ok || strings.HasPrefix(file, "stretch/") {
				continue
			}
			out = append(out, benchCase{
				name: file,
				load: func() ([]puzzles.Puzzle, error) { return puzzles.OpenBundled(f.Name) },
			})
		}
		if len(out) == 0 {
			return nil, fmt.Errorf("no bundled %s puzzle", kind)
		}
		return out, nil
	}
}

// generated is a case solving one generated puzzle: gen draws it (outside
// the timed loop) and format gives its file text, which is parsed as a
// user's file would be.
func generated[P any](name string, gen func() (*P, error), format func(*P) string) benchCase {
	return benchCase{name: name, load: func() ([]puzzles.Puzzle, error) {
		p, err := gen()
		if err != nil {
			return nil, err
		}
		return puzzles.Parse("generated:"+name, []byte(format(p)))
	}}
}

// sudokuSeries: generated 16x16 Sudokus (45% of the cells given). The hard
// 9x9 sets are the bundled top95 and hardest files of BenchmarkSudoku.
func sudokuSeries() ([]benchCase, error) {
	var out []benchCase
	for _, seed := range seeds {
		out = append(out, generated(fmt.Sprintf("n=16/seed=%d", seed),
			func() (*sudoku.Puzzle, error) { return generate.Sudoku(seed, 16) }, sudoku.Format))
	}
	return out, nil
}

// takuzuSeries: n = 6..16, without and with the unique rule.
func takuzuSeries() ([]benchCase, error) {
	var out []benchCase
	for _, unique := range []bool{false, true} {
		for n := 6; n <= 16; n += 2 {
			for _, seed := range seeds {
				out = append(out, generated(fmt.Sprintf("n=%d/unique=%v/seed=%d", n, unique, seed),
					func() (*takuzu.Puzzle, error) { return generate.Takuzu(seed, n, unique) }, takuzu.Format))
			}
		}
	}
	return out, nil
}

// kenkenSeries: n = 4..9.
func kenkenSeries() ([]benchCase, error) {
	var out []benchCase
	for n := 4; n <= 9; n++ {
		for _, seed := range seeds {
			out = append(out, generated(fmt.Sprintf("n=%d/seed=%d", n, seed),
				func() (*kenken.Puzzle, error) { return generate.KenKen(seed, n) }, kenken.Format))
		}
	}
	return out, nil
}

// rogoSizes are the ROGO series points: square boards and loop lengths
// (steps), solved to a proven optimum.
var rogoSizes = []struct{ side, steps int }{
	{8, 12}, {9, 16}, {10, 20}, {11, 24}, {12, 28}, {13, 32}, {14, 40},
}

// plantedRogo is the board generate.Rogo drew before it stated a proven
// best score: the series and the frontier keep the boards BASELINE.txt
// timed (no stated best to stop at, and boards too large to prove).
func plantedRogo(seed uint64, rows, cols, steps int) (*rogo.Puzzle, error) {
	p, _, err := generate.PlantedRogo(seed, rows, cols, steps)
	return p, err
}

func rogoSeries() ([]benchCase, error) {
	var out []benchCase
	for _, sz := range rogoSizes {
		for _, seed := range seeds {
			out = append(out, generated(fmt.Sprintf("rows=%d/cols=%d/steps=%d/seed=%d", sz.side, sz.side, sz.steps, seed),
				func() (*rogo.Puzzle, error) { return plantedRogo(seed, sz.side, sz.side, sz.steps) }, rogo.Format))
		}
	}
	return out, nil
}

// tetravexSeries: n = 3..8 with 6 and 10 colours (edge numbers).
func tetravexSeries() ([]benchCase, error) {
	var out []benchCase
	for _, colours := range []int{6, 10} {
		for n := 3; n <= 8; n++ {
			for _, seed := range seeds {
				out = append(out, generated(fmt.Sprintf("n=%d/colours=%d/seed=%d", n, colours, seed),
					func() (*tetravex.Puzzle, error) { return generate.Tetravex(seed, n, colours) }, tetravex.Format))
			}
		}
	}
	return out, nil
}

// skyscrapersSeries: n = 5..9, 40-70% of the clues, no givens (first
// solution; the puzzles need not be unique).
func skyscrapersSeries() ([]benchCase, error) {
	var out []benchCase
	for n := 5; n <= 9; n++ {
		for _, seed := range seeds {
			out = append(out, generated(fmt.Sprintf("n=%d/seed=%d", n, seed),
				func() (*skyscrapers.Puzzle, error) { return generate.Skyscrapers(seed, n, false) }, skyscrapers.Format))
		}
	}
	return out, nil
}

// frontier is the hard classes of issue 15, each with learning off and
// on (search.Options.Learn, with phase saving, over the kind's branching):
// Tetravex 9x9 with 10 colours and 7x7 with 6, ROGO 20x20 with a 64-step
// loop (proven optimal), the first three 25x25 Sudokus of the stretch set,
// the hard webpbn nonograms of the nonogram stretch set.
func frontier() ([]benchCase, error) {
	var inner []benchCase
	for _, seed := range seeds {
		inner = append(inner,
			generated(fmt.Sprintf("tetravex/n=9/colours=10/seed=%d", seed),
				func() (*tetravex.Puzzle, error) { return generate.Tetravex(seed, 9, 10) }, tetravex.Format),
			generated(fmt.Sprintf("tetravex/n=7/colours=6/seed=%d", seed),
				func() (*tetravex.Puzzle, error) { return generate.Tetravex(seed, 7, 6) }, tetravex.Format),
			generated(fmt.Sprintf("rogo/rows=20/cols=20/steps=64/seed=%d", seed),
				func() (*rogo.Puzzle, error) { return plantedRogo(seed, 20, 20, 64) }, rogo.Format))
	}
	for _, f := range []string{"sudoku/gecode_p18_25x25", "sudoku/gecode_p19_25x25", "sudoku/gecode_p20_25x25",
		"nonogram/webpbn_lion", "nonogram/webpbn_marley", "nonogram/webpbn_nature", "nonogram/webpbn_sierp", "nonogram/webpbn_thing"} {
		kind, file, _ := strings.Cut(f, "/")
		inner = append(inner, benchCase{name: f, load: func() ([]puzzles.Puzzle, error) {
			return puzzles.OpenBundled(kind + "/stretch/" + file)
		}})
	}
	var out []benchCase
	for _, learn := range []bool{false, true} {
		for _, c := range inner {
			c.name = fmt.Sprintf("learn=%v/%s", learn, c.name)
			if learn {
				c.tune = func(o *search.Options) { o.Learn, o.PhaseSaving = true, true }
			}
			out = append(out, c)
		}
	}
	return out, nil
}

// familyByName returns the family of a Benchmark function.
func familyByName(name string) family {
	for _, f := range families {
		if f.name == name {
			return f
		}
	}
	panic("bench_test: no family " + name)
}

// runFamily runs one sub-benchmark per case of the family.
func runFamily(b *testing.B, name string) {
	cases, err := familyByName(name).cases()
	if err != nil {
		b.Fatal(err)
	}
	counts := workerCounts(b)
	for _, c := range cases {
		if counts == nil {
			b.Run(c.name, func(b *testing.B) { solveCase(b, c, 0) })
			continue
		}
		for _, w := range counts {
			b.Run(fmt.Sprintf("%s/workers=%d", c.name, w), func(b *testing.B) { solveCase(b, c, w) })
		}
	}
}

// solveCase loads the case's puzzles (untimed), then in each iteration
// solves every one of them with puzzles.Solve: the model building is part
// of the measured time (but for Sudoku and Takuzu, whose shape's model
// Solve keeps between calls). workers is Options.Workers.
func solveCase(b *testing.B, c benchCase, workers int) {
	if c.run != nil {
		c.run(b, c, workers)
		return
	}
	ps, err := c.load()
	if err != nil {
		b.Fatal(err)
	}
	opt := puzzles.Options{Workers: workers, Tune: func(o *search.Options) {
		o.MaxTime = *limit
		if c.tune != nil {
			c.tune(o)
		}
	}}
	var runs, nodes, fails, props, unsolved int64
	b.ReportAllocs()
	cpu0 := cpuTime()
	for b.Loop() {
		for _, p := range ps {
			res, err := puzzles.Solve(p, opt)
			if err != nil {
				b.Fatal(err)
			}
			if !answered(b, p, res) {
				unsolved++
			}
			nodes += res.Stats.Nodes
			fails += res.Stats.Failures
			props += res.Stats.Propagations
		}
		runs++
	}
	cpu := cpuTime() - cpu0
	per := func(v int64) float64 { return float64(v) / float64(runs) }
	if cpu > 0 {
		b.ReportMetric(per(int64(cpu)), "cpu-ns/op")
	}
	b.ReportMetric(per(nodes), "nodes/op")
	b.ReportMetric(per(fails), "fails/op")
	b.ReportMetric(per(props), "props/op")
	b.ReportMetric(per(unsolved), "unsolved/op")
}

// answered reports whether the solve reached its answer: a solution (for
// ROGO, a proven optimum). Every puzzle of the suite has a solution (the
// generated ones a planted one), so "unsatisfiable" is a bug.
func answered(b *testing.B, p puzzles.Puzzle, res *puzzles.Result) bool {
	switch res.Status {
	case puzzles.Unsatisfiable:
		b.Fatalf("%s: unsatisfiable, but the puzzle has a solution", p.Name())
	case puzzles.Optimal:
		return true
	case puzzles.Solved:
		return !res.HasObjective
	}
	return false
}

// benchNames lists the full names of the suite's sub-benchmarks
// ("BenchmarkRogo/hakank_intro1"), as go test prints them but for the
// -GOMAXPROCS suffix.
func benchNames() ([]string, error) {
	var names []string
	var errs []error
	for _, f := range families {
		cases, err := f.cases()
		if err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", f.name, err))
			continue
		}
		for _, c := range cases {
			names = append(names, "Benchmark"+f.name+"/"+c.name)
		}
	}
	return names, errors.Join(errs...)
}
