package starbattle

import (
	"errors"
	"math/bits"
	"slices"
	"testing"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/search"

	"github.com/tessera-cp/tessera/puzzles/internal/kindtest"
)

// kind gives the shared bundled-library checks this package's functions.
var kind = kindtest.Kind[Puzzle, Solution]{
	Bundled: Bundled, Parse: Parse, Build: Build, SearchOptions: SearchOptions,
	Verify: Verify, FormatSolution: FormatSolution,
	Name:  func(p *Puzzle) string { return p.Name },
	Known: func(p *Puzzle) *Solution { return p.Known },
}

// TestBuildBundled solves every bundled puzzle (outside testdata/stretch),
// verifies the solution, compares it with the known one and checks the
// header's uniqueness claim by counting to two.
func TestBuildBundled(t *testing.T) { kind.CheckBundled(t) }

// TestBuildInvalid checks that Build reports a puzzle Validate rejects,
// and that a puzzle that is well formed but unsolvable simply has no
// solution.
func TestBuildInvalid(t *testing.T) {
	if _, err := Build(&Puzzle{Name: "bad", N: 2, Stars: 1, Names: []string{"A"}, Region: [][]int{{0, 0}, {0, 0}}}); !errors.Is(err, ErrInvalid) {
		t.Errorf("Build of a grid with one region for two rows: %v", err)
	}
	// A 2x2 grid: two stars in it always touch.
	p, err := Parse("none.txt", []byte("starbattle\nstars 1\nAB\nAB\n"))
	if err != nil {
		t.Fatal(err)
	}
	if s, res := kind.SolveCount(t, p); s != nil || res.Solutions != 0 || !res.Complete() {
		t.Errorf("unsolvable puzzle: %d solutions (%v)", res.Solutions, res.Reason)
	}
}

// TestLines counts the star placements of small grids against a brute
// force over every grid: k stars in each row and column, none touching.
func TestLines(t *testing.T) {
	for _, tc := range []struct{ n, k int }{{1, 1}, {1, 2}, {2, 1}, {4, 1}, {5, 1}, {5, 2}, {6, 2}} {
		m, err := Lines(tc.n, tc.k)
		if err != nil {
			t.Fatal(err)
		}
		o := search.Options{Vars: m.Vars}
		var got int64
		res, err := search.Solve(m.Store, o, func(*cp.Store) bool { got++; return true })
		if err != nil || !res.Complete() {
			t.Fatalf("%v: %v %v", tc, err, res.Reason)
		}
		if want := bruteLines(tc.n, tc.k); got != want {
			t.Errorf("n %d, k %d: %d placements, want %d", tc.n, tc.k, got, want)
		}
	}
	if _, err := Lines(0, 1); !errors.Is(err, ErrInvalid) {
		t.Errorf("Lines(0, 1): %v", err)
	}
}

// bruteLines counts the grids of n×n cells with k stars per row and
// column, none touching, by enumerating the rows' star sets.
func bruteLines(n, k int) int64 {
	var rows []uint
	for m := uint(0); m < 1<<n; m++ {
		if bits.OnesCount(m) == k && m&(m>>1) == 0 {
			rows = append(rows, m)
		}
	}
	var count int64
	var rec func(r int, prev uint, cols []int)
	rec = func(r int, prev uint, cols []int) {
		if r == n {
			for _, c := range cols {
				if c != k {
					return
				}
			}
			count++
			return
		}
		for _, m := range rows {
			if m&(prev|prev<<1|prev>>1) != 0 {
				continue
			}
			next := slices.Clone(cols)
			for c := range n {
				if m>>c&1 == 1 {
					next[c]++
				}
			}
			rec(r+1, m, next)
		}
	}
	rec(0, 0, make([]int, n))
	return count
}
