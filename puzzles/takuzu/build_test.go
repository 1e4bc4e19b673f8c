package takuzu

import (
	"maps"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/search"
)

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

// solveFirst builds p and returns its first solution (nil if none) and the
// search result.
func solveFirst(t testing.TB, p *Puzzle) (*Solution, search.Result) {
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

// countTo2 builds p afresh and counts its solutions up to 2.
func countTo2(t testing.TB, p *Puzzle) search.Result {
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
	files := bundledFiles(t)
	for _, name := range slices.Sorted(maps.Keys(files)) {
		t.Run(strings.TrimPrefix(name, "testdata/"), func(t *testing.T) {
			p, err := Parse(name, files[name])
			if err != nil {
				t.Fatal(err)
			}
			sol, res := solveFirst(t, p)
			if sol == nil {
				t.Fatalf("no solution (%v, %d nodes)", res.Reason, res.Nodes)
			}
			if err := Verify(p, sol); err != nil {
				t.Fatalf("the solution fails Verify: %v\n%s", err, FormatSolution(p, sol))
			}
			if p.Known != nil && !reflect.DeepEqual(sol.Grid, p.Known.Grid) {
				t.Errorf("solution differs from the file's:\n%s", FormatSolution(p, sol))
			}
			cnt := countTo2(t, p)
			switch u := headerUnique(files[name]); u {
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

func TestLineDFA(t *testing.T) {
	for n := 2; n <= 12; n += 2 {
		d, err := lineDFA(n)
		if err != nil {
			t.Fatal(err)
		}
		// The words of length n it accepts are the valid lines.
		word := make([]int, n)
		for w := range 1 << n {
			ones, triple := 0, false
			for i := range n {
				word[i] = w >> i & 1
				ones += word[i]
				if i >= 2 && word[i] == word[i-1] && word[i] == word[i-2] {
					triple = true
				}
			}
			want := ones == n/2 && !triple
			if got := d.Accepts(word); got != want {
				t.Fatalf("n=%d: Accepts(%v) = %v, want %v", n, word, got, want)
			}
		}
	}
}

func TestBuildInfeasible(t *testing.T) {
	// Rows 1 and 2 are both forced to 1001, which the unique rule forbids:
	// Validate accepts the puzzle, the model has no solution.
	p, err := Parse("bad.txt", []byte("takuzu unique\n1..1\n1..1\n....\n....\n"))
	if err != nil {
		t.Fatal(err)
	}
	sol, res := solveFirst(t, p)
	if sol != nil || !res.Complete() {
		t.Fatalf("got a solution or an incomplete search: %v %v", sol, res.Reason)
	}
}
