package tetravex

import (
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/search"
)

// bundled returns the names (testdata/…) and contents of the bundled
// instances, in name order.
func bundled(t testing.TB) ([]string, map[string][]byte) {
	t.Helper()
	names, err := fs.Glob(Bundled, "testdata/*.txt")
	if err != nil || len(names) == 0 {
		t.Fatalf("no bundled instances: %v", err)
	}
	data := make(map[string][]byte, len(names))
	for _, name := range names {
		if data[name], err = fs.ReadFile(Bundled, name); err != nil {
			t.Fatal(err)
		}
	}
	return names, data
}

// headerUnique returns the value of the file's "# unique:" header line
// (yes, no or unknown), or "" when there is none.
func headerUnique(data []byte) string {
	for line := range strings.Lines(string(data)) {
		if v, ok := strings.CutPrefix(line, "# unique:"); ok {
			if f := strings.Fields(v); len(f) > 0 {
				return f[0]
			}
		}
	}
	return ""
}

// solveModel builds p and returns its first solution (nil if none) and the
// search result.
func solveModel(t testing.TB, p *Puzzle) (*Solution, search.Result) {
	t.Helper()
	m, err := Build(p)
	if err != nil {
		t.Fatalf("%s: Build: %v", p.Name, err)
	}
	var sol *Solution
	res, err := search.Solve(m.Store, SearchOptions(m), func(s *cp.Store) bool {
		sol = m.Decode(s)
		return false
	})
	if err != nil {
		t.Fatalf("%s: Solve: %v", p.Name, err)
	}
	return sol, res
}

// countModel builds p afresh and counts its solutions up to 2.
func countModel(t testing.TB, p *Puzzle) search.Result {
	t.Helper()
	m, err := Build(p)
	if err != nil {
		t.Fatalf("%s: Build: %v", p.Name, err)
	}
	res, err := search.Count(m.Store, SearchOptions(m), 2)
	if err != nil {
		t.Fatalf("%s: Count: %v", p.Name, err)
	}
	return res
}

func TestBuildSolvesBundled(t *testing.T) {
	names, data := bundled(t)
	for _, name := range names {
		t.Run(path.Base(name), func(t *testing.T) {
			p, err := Parse(name, data[name])
			if err != nil {
				t.Fatal(err)
			}
			sol, res := solveModel(t, p)
			if sol == nil {
				t.Fatalf("no solution (%v, %d nodes)", res.Reason, res.Nodes)
			}
			if err := Verify(p, sol); err != nil {
				t.Fatalf("the solution fails Verify: %v\n%s", err, FormatSolution(p, sol))
			}
			if p.Known != nil && !reflect.DeepEqual(sol.Grid, p.Known.Grid) {
				t.Errorf("solution differs from the file's:\n%s", FormatSolution(p, sol))
			}
			cnt := countModel(t, p)
			switch u := headerUnique(data[name]); u {
			case "yes":
				if !cnt.Complete() || cnt.Solutions != 1 {
					t.Errorf("header says unique; count to 2: %d solutions (%v)", cnt.Solutions, cnt.Reason)
				}
			case "no":
				if cnt.Solutions != 2 {
					t.Errorf("header says not unique; count to 2: %d solutions (%v)", cnt.Solutions, cnt.Reason)
				}
			default:
				t.Logf("header unique: %q; count to 2: %d solutions (%v)", u, cnt.Solutions, cnt.Reason)
			}
			t.Logf("first solution %d nodes %d failures; count to 2 %d nodes", res.Nodes, res.Failures, cnt.Nodes)
		})
	}
}

// TestBuildSolvesGenerated solves the hardest of the random boards used to
// choose the model (testdata/generated, from peers/gen.py; not bundled):
// 8×8 with 10 edge numbers, about half a second each.
func TestBuildSolvesGenerated(t *testing.T) {
	if testing.Short() {
		t.Skip("slow: about 2 s")
	}
	files, err := filepath.Glob(filepath.Join("testdata", "generated", "*.txt"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no generated instances: %v", err)
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			p, err := Parse(file, data)
			if err != nil {
				t.Fatal(err)
			}
			sol, res := solveModel(t, p)
			if sol == nil {
				t.Fatalf("no solution (%v, %d nodes)", res.Reason, res.Nodes)
			}
			if err := Verify(p, sol); err != nil {
				t.Fatalf("the solution fails Verify: %v\n%s", err, FormatSolution(p, sol))
			}
			t.Logf("%d nodes %d failures %v", res.Nodes, res.Failures, res.Elapsed)
		})
	}
}

// TestBuildPairFallback checks the pair-table model that Build uses when
// the block tables would be too large, on every bundled instance: the
// same solutions as the block model.
func TestBuildPairFallback(t *testing.T) {
	names, data := bundled(t)
	for _, name := range names {
		p, err := Parse(name, data[name])
		if err != nil {
			t.Fatal(err)
		}
		blocks, _ := solveModel(t, p)
		pairs := solveWithBudget(t, p, 0)
		if blocks == nil || pairs == nil || !reflect.DeepEqual(blocks.Grid, pairs.Grid) {
			t.Errorf("%s: block and pair models disagree", name)
		}
	}
}

// solveWithBudget solves p with the block tables bounded by budget words
// and returns the first solution, or nil.
func solveWithBudget(t *testing.T, p *Puzzle, budget int) *Solution {
	t.Helper()
	m, err := build(p, budget)
	if err != nil {
		t.Fatalf("%s: build: %v", p.Name, err)
	}
	var sol *Solution
	if _, err := search.Solve(m.Store, SearchOptions(m), func(s *cp.Store) bool {
		sol = m.Decode(s)
		return false
	}); err != nil {
		t.Fatalf("%s: Solve: %v", p.Name, err)
	}
	if sol != nil {
		if err := Verify(p, sol); err != nil {
			t.Fatalf("%s: pair model: %v", p.Name, err)
		}
	}
	return sol
}

func TestBuildEdgeCases(t *testing.T) {
	// One piece; and a 2×2 board whose pieces do not fit at all.
	one := &Puzzle{N: 1, Pieces: []Piece{{1, 2, 3, 4}}}
	sol, res := solveModel(t, one)
	if sol == nil || !reflect.DeepEqual(sol.Grid, [][]int{{0}}) || Verify(one, sol) != nil {
		t.Errorf("1×1: got %v (%v)", sol, res.Reason)
	}
	none := &Puzzle{N: 2, Pieces: []Piece{{0, 0, 1, 1}, {0, 0, 1, 1}, {0, 0, 1, 1}, {0, 0, 1, 1}}}
	sol, res = solveModel(t, none)
	if sol != nil || !res.Complete() {
		t.Errorf("2×2 without fitting pieces: got %v (%v)", sol, res.Reason)
	}
	// Equal pieces: every placement is a solution; the model still finds one.
	same := &Puzzle{N: 3, Pieces: slices.Repeat([]Piece{{7, 7, 7, 7}}, 9)}
	sol, _ = solveModel(t, same)
	if sol == nil || Verify(same, sol) != nil {
		t.Errorf("3×3 equal pieces: got %v", sol)
	}
	if _, err := Build(&Puzzle{N: 2, Pieces: []Piece{{1, 2, 3, 4}}}); err == nil {
		t.Errorf("Build accepted a puzzle with too few pieces")
	}
}

func TestSpiral(t *testing.T) {
	for n := 1; n <= MaxSize; n++ {
		cells := spiral(n)
		if len(cells) != n*n {
			t.Fatalf("n=%d: %d cells", n, len(cells))
		}
		seen := make([]bool, n*n)
		for i, c := range cells {
			if seen[c] {
				t.Fatalf("n=%d: cell %d twice", n, c)
			}
			seen[c] = true
			if i == 0 {
				continue
			}
			touches := false
			for _, d := range cells[:i] {
				dr, dc := c/n-d/n, c%n-d%n
				if dr*dr+dc*dc == 1 {
					touches = true
					break
				}
			}
			if !touches {
				t.Fatalf("n=%d: cell %d touches no earlier cell", n, c)
			}
		}
	}
}
