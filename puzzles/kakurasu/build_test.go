package kakurasu

import (
	"fmt"
	"github.com/tessera-cp/tessera/puzzles/internal/kindtest"
	"math/rand/v2"
	"testing"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/search"
)

// kind gives the shared bundled-library checks this package's functions.
var kind = kindtest.Kind[Puzzle, Solution]{
	Bundled: Bundled, Parse: Parse, Build: Build, SearchOptions: SearchOptions,
	Verify: Verify, FormatSolution: FormatSolution,
	Name:  func(p *Puzzle) string { return p.Name },
	Known: func(p *Puzzle) *Solution { return p.Known },
}

// solveCount builds p and searches for up to two solutions.
func solveCount(t testing.TB, p *Puzzle) (*Solution, search.Result) {
	t.Helper()
	return kind.SolveCount(t, p)
}

// TestBuildBundled solves every bundled puzzle, verifies the solution,
// compares it with the known one and checks the header's uniqueness claim
// by counting to two.
func TestBuildBundled(t *testing.T) { kind.CheckBundled(t) }

// TestBuildUnclued checks that a line without a clue is free: a 2×2
// puzzle with one clued row has one solution per shading of the other row.
func TestBuildUnclued(t *testing.T) {
	p, err := Parse("free.txt", []byte("kakurasu\nrows 2 -\ncols - -\n"))
	if err != nil {
		t.Fatal(err)
	}
	m, err := Build(p)
	if err != nil {
		t.Fatal(err)
	}
	res, err := search.Count(m.Store, SearchOptions(m), 0)
	if err != nil || res.Solutions != 4 || !res.Complete() {
		t.Errorf("got %d solutions (%v, %v), want 4", res.Solutions, res.Reason, err)
	}
	if _, err := Build(&Puzzle{Name: "bad", N: 0}); err == nil {
		t.Error("Build of a 0x0 puzzle: no error")
	}
}

// TestBuildCountsMatchBruteForce compares the number of solutions of random
// small puzzles (clues from a random shading, some of them dropped) with an
// enumeration of every shading.
func TestBuildCountsMatchBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for k := range 60 {
		n := 1 + k%4
		p := &Puzzle{Name: fmt.Sprintf("random %d", k), N: n, RowClues: make([]int, n), ColClues: make([]int, n)}
		for i := range n {
			for j := range n {
				if r.IntN(2) == 0 {
					p.RowClues[i] += j + 1
					p.ColClues[j] += i + 1
				}
			}
		}
		for i := range n {
			if r.IntN(4) == 0 {
				p.RowClues[i] = -1
			}
			if r.IntN(4) == 0 {
				p.ColClues[i] = -1
			}
		}
		want := 0
		s := &Solution{Shaded: make([][]bool, n)}
		for i := range s.Shaded {
			s.Shaded[i] = make([]bool, n)
		}
		for mask := range 1 << (n * n) {
			for i := range n * n {
				s.Shaded[i/n][i%n] = mask>>i&1 == 1
			}
			if Verify(p, s) == nil {
				want++
			}
		}
		m, err := Build(p)
		if err != nil {
			t.Fatalf("%s: Build: %v", p.Name, err)
		}
		got := 0
		res, err := search.Solve(m.Store, SearchOptions(m), func(st *cp.Store) bool {
			if err := Verify(p, m.Decode(st)); err != nil {
				t.Errorf("%s: Verify: %v", p.Name, err)
			}
			got++
			return true
		})
		if err != nil || !res.Complete() || got != want {
			t.Errorf("%s (rows %v, cols %v): %d solutions (%v, %v), brute force %d", p.Name, p.RowClues, p.ColClues, got, res.Reason, err, want)
		}
	}
}
