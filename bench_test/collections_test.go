package bench_test

import (
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/search"
)

// The 9x9 Sudoku collections timed against tdoku (../shared/peers/tdoku,
// docs/SUDOKU_SPEED.md): every puzzle solved counting to two solutions (a
// uniqueness proof, what tdoku's tables time), each timed on its own.
// Besides the suite's metrics each case reports us/puzzle-median (the
// median over the puzzles of each puzzle's median time over the
// iterations, as the tdoku timer reports it), us/puzzle-mean (their
// mean) and cpu-us/puzzle (the process's CPU time, GC included, per
// puzzle solved).
//
// model=built builds each puzzle's model (puzzles.Solve with OwnModel;
// without it, Solve reuses its shape's model as model=cached does);
// model=cached solves on a working copy of the model of the
// shape, the givens assigned above its root and taken back after each
// puzzle (puzzles.ModelCache, what 'tessera solve' does on a collection).
//
//	go test ./bench_test/ -run '^$' -bench SudokuCollections -count 6 > coll.txt
//	benchstat -col /model coll.txt

// nytFiles are the five bundled New York Times puzzles, one case.
var nytFiles = []string{
	"sudoku/monkeynova_nyt20171202", "sudoku/monkeynova_nyt20180101easy",
	"sudoku/monkeynova_nyt20180102medium", "sudoku/monkeynova_nyt20181019easy",
	"sudoku/monkeynova_nyt20181019hard",
}

func sudokuCollections() ([]benchCase, error) {
	sets := []struct {
		name  string
		files []string
	}{
		{"top95", []string{"sudoku/top95"}},
		{"hardest", []string{"sudoku/hardest"}},
		{"project_euler_96", []string{"sudoku/project_euler_96"}},
		{"sudoku17_first200", []string{"sudoku/sudoku17_first200"}},
		{"gecode_9x9", []string{"sudoku/gecode_9x9"}},
		{"nyt5", nytFiles},
	}
	var out []benchCase
	for _, set := range sets {
		load := func() ([]puzzles.Puzzle, error) {
			var ps []puzzles.Puzzle
			for _, f := range set.files {
				p, err := puzzles.OpenBundled(f)
				if err != nil {
					return nil, err
				}
				ps = append(ps, p...)
			}
			return ps, nil
		}
		for _, cached := range []bool{false, true} {
			model := "built"
			if cached {
				model = "cached"
			}
			out = append(out, benchCase{name: set.name + "/model=" + model, load: load,
				run: func(b *testing.B, c benchCase, workers int) { solveCollection(b, c, workers, cached) }})
		}
	}
	return out, nil
}

// solveCollection solves every puzzle of the case counting to two in each
// iteration, timing each solve.
func solveCollection(b *testing.B, c benchCase, workers int, cached bool) {
	ps, err := c.load()
	if err != nil {
		b.Fatal(err)
	}
	opt := puzzles.Options{Solutions: 2, Workers: workers, OwnModel: !cached, Tune: func(o *search.Options) { o.MaxTime = *limit }}
	solve := puzzles.Solve
	if cached {
		solve = puzzles.NewModelCache().Solve
	}
	// times[k] holds puzzle k's time in each iteration (grown by
	// doubling: a few allocations over the whole run).
	times := make([][]time.Duration, len(ps))
	var runs, nodes, fails, props int64
	b.ReportAllocs()
	cpu0 := cpuTime()
	for b.Loop() {
		for k, p := range ps {
			t0 := time.Now()
			res, err := solve(p, opt)
			times[k] = append(times[k], time.Since(t0))
			if err != nil {
				b.Fatal(err)
			}
			if unique, known := res.Unique(); !known || !unique {
				b.Fatalf("%s: unique %v, known %v (reason %v): every puzzle of the collections has one solution", p.Name(), unique, known, res.Reason)
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
		// The CPU of the whole process (GC included) per puzzle: the
		// figure that a loaded machine disturbs least.
		b.ReportMetric(per(int64(cpu))/float64(len(ps))/1e3, "cpu-us/puzzle")
	}
	b.ReportMetric(per(nodes), "nodes/op")
	b.ReportMetric(per(fails), "fails/op")
	b.ReportMetric(per(props), "props/op")
	b.ReportMetric(0, "unsolved/op")
	med, mean := perPuzzle(times)
	b.ReportMetric(float64(med)/1e3, "us/puzzle-median")
	b.ReportMetric(float64(mean)/1e3, "us/puzzle-mean")
}

// perPuzzle is the median and the mean over the puzzles of each puzzle's
// median time.
func perPuzzle(times [][]time.Duration) (median, mean time.Duration) {
	meds := make([]time.Duration, 0, len(times))
	var sum time.Duration
	for _, ts := range times {
		if len(ts) == 0 {
			continue
		}
		m := medianOf(ts)
		meds = append(meds, m)
		sum += m
	}
	if len(meds) == 0 {
		return 0, 0
	}
	return medianOf(meds), sum / time.Duration(len(meds))
}

// medianOf sorts ts and returns its median (the mean of the middle two
// for an even count).
func medianOf(ts []time.Duration) time.Duration {
	slices.Sort(ts)
	n := len(ts)
	if n%2 == 1 {
		return ts[n/2]
	}
	return (ts[n/2-1] + ts[n/2]) / 2
}

// TestPerPuzzleMedian checks the statistics of the collection benchmark.
func TestPerPuzzleMedian(t *testing.T) {
	ms := time.Millisecond
	med, mean := perPuzzle([][]time.Duration{{3 * ms, 1 * ms, 2 * ms}, {10 * ms, 20 * ms}, {4 * ms}, nil})
	if med != 4*ms || mean != (2*ms+15*ms+4*ms)/3 {
		t.Errorf("median %v mean %v, want 4ms and 7ms", med, mean)
	}
	if got := fmt.Sprint(perPuzzle(nil)); got != "0s 0s" {
		t.Errorf("no puzzle: %s", got)
	}
}
