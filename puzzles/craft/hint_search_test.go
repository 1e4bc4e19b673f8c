package craft

import (
	"slices"
	"testing"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/killer"
)

// searchBundled are the bundled puzzles whose walkthroughs have search
// hints (TestHintCensus, 2026-11-28), with how many.
var searchBundled = map[string]int{
	"kakurasu/hakank_problem3":        1,
	"kakurasu/zwvista_level22":        4,
	"kakurasu/zwvista_level24":        1,
	"kakurasu/zwvista_level25":        2,
	"kakurasu/zwvista_level26":        1,
	"kakurasu/zwvista_level27":        2,
	"killer/rcbroughton_unsolvable01": 1,
	"killer/rcbroughton_unsolvable13": 3,
	"killer/rcbroughton_unsolvable22": 1,
	"killer/tarek_unsolvable41":       3,
	"killer/wecoc_1a":                 8,
	"nonogram/webpbn_9_dom":           53,
	"nonogram/webpbn_forever":         23,
}

// TestSearchHintsBeyondProbing (with -craft.census, a minute or two)
// walks the bundled puzzles with search hints and, at each guess, tries
// what a person would try beyond the ladder's deep lookahead: each open
// cell of up to four values taken every way, each followed through every
// rule (Nonogram's probing with the outcomes merged), and, in Killer,
// each cage inside a row, column or box read for a digit all its
// remaining combinations use (then no other cell of the unit holds it).
// The cage reading finds nothing at any guess; a cell tried every way
// finds a step at everyWayGuesses of them (2026-11-28: one, the guess of
// rcbroughton_unsolvable01, where the walk given that step is stuck
// again at once: an every-way step before the guesses was tried and
// lowered no count, so the ladder has none). Both
// figures and the number of guesses per puzzle are held to the census's.
func TestSearchHintsBeyondProbing(t *testing.T) {
	if *census == "" {
		t.Skip("-craft.census=all (the walkthroughs of the hardest bundled puzzles)")
	}
	everyWay := 0
	for _, name := range sortedKeys(searchBundled) {
		ps, err := puzzles.OpenBundled(name)
		if err != nil {
			t.Fatal(err)
		}
		e, err := newExplainer(ps[0], nil)
		if err != nil {
			t.Fatal(err)
		}
		guesses := 0
		e.beforeStep = func(r Rung) {
			if r != Search {
				return
			}
			guesses++
			if x, ok := everyWayAgrees(e.m, 4); ok {
				everyWay++
				t.Logf("%s, guess %d: trying %v every way rules something out", name, guesses, e.v.lit(cp.LitEq(x, e.s.Min(x))))
			}
			if n := cageUnitEliminations(e.m); n > 0 {
				t.Errorf("%s, guess %d: %d digits a cage must hold are still open in its unit", name, guesses, n)
			}
		}
		for {
			h, err := e.next()
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			if h == nil {
				break
			}
		}
		if guesses != searchBundled[name] {
			t.Errorf("%s: %d guesses, the census had %d", name, guesses, searchBundled[name])
		}
	}
	if everyWay != everyWayGuesses {
		t.Errorf("a cell tried every way finds a step at %d guesses, the census had %d", everyWay, everyWayGuesses)
	}
}

// everyWayGuesses is how many guesses of the searchBundled walkthroughs
// a cell tried every way could replace (TestSearchHintsBeyondProbing).
const everyWayGuesses = 1

func sortedKeys(m map[string]int) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// everyWayAgrees looks for an open cell of at most maxSize values whose
// every value, propagated over every rung, leaves another decision
// variable without a value it has now (the merged outcomes of a probe);
// it leaves the store as it was. The store must hold nothing (as at a
// guess), since a probe raises the rung limit inside a choice point.
func everyWayAgrees(m *Model, maxSize int) (cp.VarID, bool) {
	s := m.Store
	limit := s.RungLimit()
	defer s.SetRungLimit(limit)
	values := func(x cp.VarID) []int {
		var out []int
		for v, ok := s.Min(x), true; ok; v, ok = s.Next(x, v) {
			out = append(out, v)
		}
		return out
	}
	root := make([][]int, len(m.Vars))
	for k, y := range m.Vars {
		root[k] = values(y)
	}
	for _, x := range m.Vars {
		if s.Fixed(x) || s.Size(x) > maxSize {
			continue
		}
		union := make([]map[int]bool, len(m.Vars))
		for k := range union {
			union[k] = map[int]bool{}
		}
		for _, v := range values(x) {
			lvl := s.Push()
			s.SetRungLimit(m.top.cp())
			if s.Assign(x, v) && s.Propagate() {
				for k, y := range m.Vars {
					for _, u := range values(y) {
						union[k][u] = true
					}
				}
			}
			s.PopTo(lvl - 1)
		}
		for k, y := range m.Vars {
			if y != x && len(union[k]) < len(root[k]) {
				return x, true
			}
		}
	}
	return 0, false
}

// cageUnitEliminations counts, in a Killer model's state, the digits that
// every combination of a cage lying inside a unit still uses (the
// combinations whose digits can be given to its cells within their
// domains) and that an open cell of the unit outside the cage holds: 0
// for another kind.
func cageUnitEliminations(m *Model) int {
	kp, ok := unwrap[killer.Puzzle](m.Puzzle)
	if !ok {
		return 0
	}
	n, b := kp.N, killer.Box(kp.N)
	s := m.Store
	found := 0
	for u := range 3 * n {
		cells := unitCells(n, b, u)
		for _, cg := range kp.Cages {
			var idx []int
			whole := true
			for _, c := range cg.Cells {
				i := c.Row*n + c.Col
				whole = whole && slices.Contains(cells, i)
				idx = append(idx, i)
			}
			if !whole {
				continue
			}
			need := -1
			var rec func(from, k, sum, mask int)
			rec = func(from, k, sum, mask int) {
				if k == len(idx) {
					if sum == cg.Sum && cageMatches(s, m, idx, mask) {
						need &= mask
					}
					return
				}
				for v := from; v <= n; v++ {
					rec(v+1, k+1, sum+v, mask|1<<v)
				}
			}
			rec(1, 0, 0, 0)
			if need == -1 {
				continue // no combination fits: propagation's business
			}
			for _, c := range cells {
				x := m.Vars[c]
				if slices.Contains(idx, c) || s.Fixed(x) {
					continue
				}
				for v := 1; v <= n; v++ {
					if need&(1<<v) != 0 && s.Contains(x, v) {
						found++
					}
				}
			}
		}
	}
	return found
}

// cageMatches reports whether the digits of mask can be given one to each
// cell of idx within their domains.
func cageMatches(s *cp.Store, m *Model, idx []int, mask int) bool {
	var digits []int
	for v := 1; v < 32; v++ {
		if mask&(1<<v) != 0 {
			digits = append(digits, v)
		}
	}
	used := make([]bool, len(digits))
	var rec func(k int) bool
	rec = func(k int) bool {
		if k == len(idx) {
			return true
		}
		for j, v := range digits {
			if !used[j] && s.Contains(m.Vars[idx[k]], v) {
				used[j] = true
				if rec(k + 1) {
					return true
				}
				used[j] = false
			}
		}
		return false
	}
	return rec(0)
}

// TestSearchProbesFind: the two checks of TestSearchHintsBeyondProbing
// find steps where there are some: in a Killer as given, before any
// propagation, a cage's digits; where the propagation rungs get stuck in
// a Killer that needs lookahead, a cell tried every way.
func TestSearchProbesFind(t *testing.T) {
	for _, name := range []string{"killer/wikipedia_example", "killer/rcbroughton_unsolvable13"} {
		ps, err := puzzles.OpenBundled(name)
		if err != nil {
			t.Fatal(err)
		}
		m, err := Build(ps[0])
		if err != nil {
			t.Fatal(err)
		}
		if name == "killer/wikipedia_example" {
			if n := cageUnitEliminations(m); n == 0 {
				t.Errorf("%s: no cage/unit elimination in the puzzle as given", name)
			}
			continue
		}
		if out, err := newWalk(m, Combined).run(); err != nil || out != stuck {
			t.Fatalf("%s: the propagation rungs end %v, %v; want stuck", name, out, err)
		}
		if _, ok := everyWayAgrees(m, 4); !ok {
			t.Errorf("%s: no cell tried every way agrees on anything where lookahead is needed", name)
		}
	}
}
