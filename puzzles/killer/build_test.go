package killer

import (
	"io/fs"
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"

	"github.com/tessera-cp/tessera/cp"

	"github.com/tessera-cp/tessera/puzzles/internal/kindtest"
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

// TestVariantsAgree: the redundant sums (innies, outies, unit sums) and
// the split cages never change the set of solutions. On random 4×4 and 9×9
// Killers with loose cages and free cells (many solutions each), every
// formulation counts the same solutions.
func TestVariantsAgree(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	grid4 := [][]int{{1, 2, 3, 4}, {3, 4, 1, 2}, {2, 1, 4, 3}, {4, 3, 2, 1}}
	grid9, err := Parse("w", mustRead(t, "testdata/wikipedia_example.txt"))
	if err != nil {
		t.Fatal(err)
	}
	for trial := range 40 {
		n, g := 4, grid4
		if trial%4 == 3 {
			n, g = 9, grid9.Known.Grid
		}
		p := randomKiller(rng, n, g)
		var counts []int64
		for _, v := range []variant{{}, {split: true}, {rule45: true}, {innies: 1}, {innies: 3}} {
			m, err := build(p, v)
			if err != nil {
				t.Fatal(err)
			}
			o := SearchOptions(m)
			o.MaxSolutions = 5000
			res, err := search.Solve(m.Store, o, func(s *cp.Store) bool {
				if err := Verify(p, m.Decode(s)); err != nil {
					t.Fatalf("%+v: %v", v, err)
				}
				return true
			})
			if err != nil {
				t.Fatal(err)
			}
			counts = append(counts, res.Solutions)
		}
		for _, c := range counts[1:] {
			if c != counts[0] {
				t.Fatalf("trial %d: the formulations count %v solutions\n%s", trial, counts, Format(p))
			}
		}
		t.Logf("trial %d: %v", trial, counts)
		if counts[0] == 0 {
			t.Fatalf("trial %d: no solution, but the grid is one", trial)
		}
	}
}

// randomKiller cuts a solved grid into random cages of distinct values
// (1 to 4 cells), leaving about one cell in six out of every cage.
func randomKiller(rng *rand.Rand, n int, g [][]int) *Puzzle {
	owner := make([]int, n*n)
	for i := range owner {
		owner[i] = -1
	}
	p := &Puzzle{Name: "random", N: n}
	for _, start := range rng.Perm(n * n) {
		if owner[start] >= 0 || rng.IntN(6) == 0 {
			continue
		}
		k := len(p.Cages)
		owner[start] = k
		cells := []int{start}
		for want := 1 + rng.IntN(4); len(cells) < want; {
			var next []int
			for _, c := range cells {
				for _, d := range []int{c - n, c + n, c - 1, c + 1} {
					if d < 0 || d >= n*n || (d == c-1 || d == c+1) && d/n != c/n || owner[d] >= 0 {
						continue
					}
					ok := true
					for _, e := range cells {
						ok = ok && g[e/n][e%n] != g[d/n][d%n]
					}
					if ok {
						next = append(next, d)
					}
				}
			}
			if len(next) == 0 {
				break
			}
			d := next[rng.IntN(len(next))]
			owner[d] = k
			cells = append(cells, d)
		}
		slices.Sort(cells)
		cg := Cage{Name: "c" + strconv.Itoa(k)}
		for _, c := range cells {
			cg.Cells = append(cg.Cells, Cell{c / n, c % n})
			cg.Sum += g[c/n][c%n]
		}
		p.Cages = append(p.Cages, cg)
	}
	return p
}

func mustRead(t *testing.T, name string) []byte {
	t.Helper()
	data, err := fs.ReadFile(Bundled, name)
	if err != nil {
		t.Fatal(err)
	}
	return data
}
