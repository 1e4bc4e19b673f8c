package craft

import (
	"flag"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles"
)

var full = flag.Bool("craft.full", false, "run the long craft tests in full (every bundled puzzle, every generator seed)")

// perKindFlag is how many bundled puzzles of each kind TestWalkthroughs
// and TestHintPositionWords take without -craft.full: one keeps
// 'go test ./...' short on a loaded machine (three took 30 s on a quiet
// one); .ci/run's step for the fuller forms passes -craft.perkind=3.
var perKindFlag = flag.Int("craft.perkind", 1, "TestWalkthroughs, TestHintPositionWords: bundled puzzles of each kind without -craft.full (ROGO one, Hidato at most two)")

// bundledUnique lists the bundled puzzles with exactly one solution (one
// optimal loop for ROGO), with that solution. Without -craft.full,
// -craft.perkind per kind, the first in name order (grids of more than 200 cells by their names, and the stretch
// sets, left out).
func bundledUnique(t *testing.T) ([]puzzles.Puzzle, []puzzles.Solution) {
	t.Helper()
	files, err := puzzles.Bundled()
	if err != nil {
		t.Fatal(err)
	}
	var ps []puzzles.Puzzle
	var sols []puzzles.Solution
	perKind := map[string]int{}
	for _, f := range files {
		if !*full && perKind[f.Kind] >= defaultPerKind(f.Kind) {
			continue
		}
		all, err := puzzles.OpenBundled(f.Name)
		if err != nil {
			t.Fatal(err)
		}
		for i, p := range all {
			if !*full && (i%20 != 0 || bigName(f.Name) || strings.Contains(f.Name, "stretch")) {
				continue
			}
			res, err := puzzles.Solve(p, puzzles.Options{Solutions: 2})
			if err != nil {
				t.Fatalf("%s: %v", p.Name(), err)
			}
			if u, known := res.Unique(); !u || !known {
				continue
			}
			ps = append(ps, p)
			sols = append(sols, res.Solution)
			perKind[f.Kind]++
			if !*full && perKind[f.Kind] >= defaultPerKind(f.Kind) {
				break
			}
		}
	}
	return ps, sols
}

// bigName reports whether a bundled file's name says a grid of more than
// 200 cells ("…_21x21_…").
func bigName(name string) bool {
	for _, m := range sizeInName.FindAllStringSubmatch(name, -1) {
		r, _ := strconv.Atoi(m[1])
		c, _ := strconv.Atoi(m[2])
		if r*c > 200 {
			return true
		}
	}
	return false
}

var sizeInName = regexp.MustCompile(`(\d+)x(\d+)`)

// decisionValues reads a solution's values of the model's decision
// variables, by building the model and fixing it to the solution's state.
func solutionValues(t *testing.T, p puzzles.Puzzle, sol puzzles.Solution) map[cp.VarID]int {
	t.Helper()
	e, err := newExplainer(p, nil)
	if err != nil {
		t.Fatal(err)
	}
	vals, err := e.solve()
	if err != nil {
		t.Fatalf("%s: %v", p.Name(), err)
	}
	return vals
}

// TestWalkthroughs replays the walkthrough of every bundled unique puzzle:
// every hint is said in the puzzle's words within the bounds of
// checkHintWords, every fact a hint states holds in the solution, the placements fill the
// solution, and before every deduction of rung r a fresh model holding
// the same cells' domains makes no deduction with the rungs below r.
func TestWalkthroughs(t *testing.T) {
	ps, sols := bundledUnique(t)
	kinds := map[string]bool{}
	for _, p := range ps {
		kinds[p.Kind()] = true
	}
	if len(kinds) != len(puzzles.Kinds()) {
		t.Fatalf("bundled unique puzzles of %d kinds, want all %d", len(kinds), len(puzzles.Kinds()))
	}
	rungs := map[Rung]int{}
	for k, p := range ps {
		start := time.Now()
		sol := solutionValues(t, p, sols[k])
		e, err := newExplainer(p, nil)
		if err != nil {
			t.Fatal(err)
		}
		checks := 0
		placed := map[cp.VarID]int{}
		hardest := Forward
		for {
			start := make([][]int, len(e.state))
			for i, d := range e.state {
				start[i] = slices.Clone(d)
			}
			h, err := e.next()
			if err != nil {
				t.Fatalf("%s: %v", p.Name(), err)
			}
			if h == nil {
				break
			}
			rungs[h.Rung]++
			hardest = max(hardest, h.Rung)
			if h.Rung > Forward && (*full || checks < 12) {
				checks++
				checkNotPlacedBelow(t, p, start, h)
			}
			if sol[h.Var] != h.Value {
				t.Fatalf("%s: hint places %v = %d, the solution has %d", p.Name(), h.Var, h.Value, sol[h.Var])
			}
			if _, twice := placed[h.Var]; twice {
				t.Fatalf("%s: %v placed twice", p.Name(), h.Var)
			}
			placed[h.Var] = h.Value
			for _, d := range h.Steps {
				for _, l := range d.Facts {
					if v, ok := sol[l.X]; ok && !l.Holds(v) {
						t.Fatalf("%s: deduction %q states %v, the solution has %d", p.Name(), d.Text, l, v)
					}
				}
				if d.Rung > h.Rung || d.Text == "" {
					t.Fatalf("%s: step %q of rung %v in a hint of rung %v", p.Name(), d.Text, d.Rung, h.Rung)
				}
			}
			if !isLoop(p) { // ROGO's model-level walk: its hints are TestLoopHints's
				checkHintWords(t, p.Name(), h)
			}
			if h.Text == "" || (h.HasCell && !slices.Contains(h.Highlight.Cells, h.Cell)) {
				t.Fatalf("%s: hint without text or without its cell drawn: %+v", p.Name(), h)
			}
		}
		for i, x := range e.m.Vars {
			if len(e.state[i]) != 1 || e.state[i][0] != sol[x] {
				t.Fatalf("%s: the walkthrough ends with %v in %v, the solution has %d", p.Name(), x, e.state[i], sol[x])
			}
			if v, ok := placed[x]; ok && v != sol[x] {
				t.Fatalf("%s: %v placed %d, the solution has %d", p.Name(), x, v, sol[x])
			}
		}
		if el := time.Since(start); el > 2*time.Second {
			t.Logf("%s: %v", p.Name(), el)
		}
		d, err := Grade(p, Options{})
		if err != nil {
			t.Fatalf("%s: %v", p.Name(), err)
		}
		if d.Hardest != hardest {
			t.Fatalf("%s: graded %v, but its hardest hint is of rung %v", p.Name(), d.Hardest, hardest)
		}
	}
	t.Logf("%d puzzles; hints by rung: %v", len(ps), rungs)
}

// checkNotPlacedBelow builds a fresh ladder model of p, gives its decision
// variables the domains of before (the state when the hint's derivation
// began), and walks it with the rungs below the hint's: the hint's cell
// must stay open, or the hint needed less than it says.
func checkNotPlacedBelow(t *testing.T, p puzzles.Puzzle, before [][]int, h *Hint) {
	t.Helper()
	f, err := Build(p)
	if err != nil {
		t.Fatal(err)
	}
	k := slices.Index(f.Vars, h.Var)
	for i, y := range f.Vars {
		for v, ok := f.Store.Min(y), true; ok; v, ok = f.Store.Next(y, v) {
			if !slices.Contains(before[i], v) {
				f.Store.Remove(y, v)
			}
		}
	}
	w := newWalk(f, h.Rung-1)
	if err := w.start(); err != nil {
		t.Fatalf("%s: the state before a hint fails: %v", p.Name(), err)
	}
	for !f.solved() && !f.Store.Fixed(f.Vars[k]) {
		ok, err := w.step()
		if err != nil {
			t.Fatalf("%s: %v", p.Name(), err)
		}
		if !ok {
			break
		}
	}
	if f.Store.Fixed(f.Vars[k]) {
		t.Fatalf("%s: hint %q is of rung %v, but the rungs below place its cell (hardest %v)", p.Name(), h.Text, h.Rung, w.hardest)
	}
}

func decisionDomains(m *Model) string {
	var sb strings.Builder
	for _, x := range m.Vars {
		sb.WriteString(m.Store.String(x))
	}
	return sb.String()
}

// defaultPerKind is how many bundled puzzles of a kind the default run
// walks through: -craft.perkind, but ROGO's lookaheads are slow (one) and
// Hidato's third in name order is a 10×10 whose walkthrough takes
// minutes (at most two).
func defaultPerKind(kind string) int {
	n := max(*perKindFlag, 1)
	switch kind {
	case "rogo":
		return 1
	case "hidato":
		return min(n, 2)
	}
	return n
}
