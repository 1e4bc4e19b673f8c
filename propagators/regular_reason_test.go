package propagators

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators/dfa"
)

// runsWords returns every 0/1 word of length n that shows clue.
func runsWords(n int, clue []int) [][]int {
	var out [][]int
	doms := make([][]int, n)
	for i := range doms {
		doms[i] = []int{0, 1}
	}
	forEachAssignment(doms, func(w []int) {
		var got []int
		run := 0
		for i := 0; i <= n; i++ {
			if i < n && w[i] == 1 {
				run++
				continue
			}
			if run > 0 {
				got = append(got, run)
			}
			run = 0
		}
		if slices.Equal(got, clue) {
			out = append(out, slices.Clone(w))
		}
	})
	return out
}

// wordBreaks reports whether some word satisfies every literal of reason
// but skip (-1: none) and violates fact (fact = FalseLit: any word).
func wordBreaks(xs []cp.VarID, words [][]int, reason []cp.Lit, skip int, fact cp.Lit) bool {
next:
	for _, w := range words {
		for i, l := range reason {
			if i != skip && !l.Holds(w[slices.Index(xs, l.X)]) {
				continue next
			}
		}
		if fact.Op == cp.OpFalse || !fact.Holds(w[slices.Index(xs, fact.X)]) {
			return true
		}
	}
	return false
}

// Regular's reasons on nonogram lines are sound and irreducible: no
// accepted word satisfies a reason and violates its fact, and leaving out
// any one literal lets one through. Failures' reasons are checked for
// soundness.
func TestRegularReasonsIrreducible(t *testing.T) {
	defer func(on bool) { regularWordCut = on }(regularWordCut)
	for _, words := range []bool{true, false} {
		regularWordCut = words // the word form and shortCut's own passes
		regularReasonsIrreducible(t)
	}
}

func regularReasonsIrreducible(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 23))
	facts, long, failures := 0, 0, 0
	for k := 0; k < 600; k++ {
		n := 6 + r.IntN(9)
		var clue []int
		for used := 0; ; {
			l := 1 + r.IntN(3)
			if used+l > n || len(clue) > 0 && r.IntN(3) == 0 {
				break
			}
			clue = append(clue, l)
			used += l + 1
		}
		d, err := dfa.Runs(clue)
		if err != nil {
			t.Fatal(err)
		}
		words := runsWords(n, clue)
		s := cp.NewStore()
		s.SetExplain(true)
		xs := make([]cp.VarID, n)
		for i := range xs {
			xs[i] = s.NewVar(0, 1)
		}
		if err := Regular(s, xs, d); err != nil || !s.Propagate() {
			t.Fatalf("case %d: clue %v on %d cells: %v", k, clue, n, err)
		}
		for range 1 + r.IntN(4) {
			s.Push()
			before := s.NumFacts()
			// One or two cells at once: two may contradict the line.
			ok := true
			for range 1 + r.IntN(2) {
				ok = ok && s.Assign(xs[r.IntN(n)], r.IntN(2))
			}
			if !ok {
				break // a decision against a domain: not the line's doing
			}
			ok = s.Propagate()
			for i := before; i < s.NumFacts(); i++ {
				f := s.Fact(i)
				if f.Cause < 0 || s.Kind(f.Cause) != "regular" {
					continue
				}
				reason := s.Reason(i, nil)
				facts++
				if len(reason) > 1 {
					long++
				}
				if wordBreaks(xs, words, reason, -1, f.Lit) {
					t.Fatalf("case %d (clue %v, %d cells): %v because %v: a word satisfies the reason, not the fact", k, clue, n, f.Lit, reason)
				}
				for j := range reason {
					if !wordBreaks(xs, words, reason, j, f.Lit) {
						t.Fatalf("case %d (clue %v, %d cells): %v because %v: %v is not needed", k, clue, n, f.Lit, reason, reason[j])
					}
				}
			}
			if !ok {
				failures++
				reason := s.FailureReason(nil)
				if wordBreaks(xs, words, reason, -1, cp.FalseLit) {
					t.Fatalf("case %d (clue %v, %d cells): failure because %v: a word satisfies it", k, clue, n, reason)
				}
				break
			}
		}
	}
	if facts < 1000 || long < 200 || failures < 20 {
		t.Fatalf("%d facts (%d with several literals), %d failures: the cases test too little", facts, long, failures)
	}
}

// explainedLine is a propagated store that explains, with one line of n
// 0/1 cells under Regular for the runs of clue.
func explainedLine(t *testing.T, n int, clue ...int) (*cp.Store, []cp.VarID) {
	t.Helper()
	s := cp.NewStore()
	s.SetExplain(true)
	xs := make([]cp.VarID, n)
	for i := range xs {
		xs[i] = s.NewVar(0, 1)
	}
	d, err := dfa.Runs(clue)
	if err != nil {
		t.Fatal(err)
	}
	if err := Regular(s, xs, d); err != nil || !s.Propagate() {
		t.Fatal(err)
	}
	return s, xs
}

// A line's pruning is said by the cells that pin the runs, not by the
// whole line: clue 3 on 10 cells, cell 5 filled: the run lies in 3..7,
// and cell 1 is blank because of cell 5 alone (and cell 8 too, by the
// other side), however many other cells are known.
func TestRegularReasonPlacement(t *testing.T) {
	s, xs := explainedLine(t, 10, 3)
	s.Push()
	s.Assign(xs[0], 0)
	s.Push()
	s.Assign(xs[5], 1)
	for _, c := range []int{1, 8} {
		if _, r := reasonOf(t, s, cp.LitNe(xs[c], 1)); !sameLits(r, []cp.Lit{cp.LitEq(xs[5], 1)}) {
			t.Errorf("cell %d blank because %v, want cell 5 filled", c, r)
		}
	}
}

// Regular's explainer allocates nothing once its scratch has grown.
func TestRegularReasonNoAllocs(t *testing.T) {
	s, xs := explainedLine(t, 12, 3, 1, 4) // slack 2
	// A line that reads one variable twice takes the general shrinking.
	ys := []cp.VarID{s.NewVar(0, 1), s.NewVar(0, 1), s.NewVar(0, 1), s.NewVar(0, 1), s.NewVar(0, 1)}
	e, err := dfa.Runs([]int{2, 1})
	if err != nil {
		t.Fatal(err)
	}
	if err := Regular(s, []cp.VarID{ys[0], ys[1], ys[2], ys[3], ys[4], ys[0]}, e); err != nil || !s.Propagate() {
		t.Fatal(err)
	}
	var buf []cp.Lit
	explain := func() {
		l := s.Push()
		s.Assign(xs[0], 0)
		s.Assign(xs[6], 0)
		s.Assign(ys[0], 1)
		s.Propagate()
		for i := 0; i < s.NumFacts(); i++ {
			buf = s.Reason(i, buf[:0])
		}
		s.PopTo(l - 1)
	}
	explain()
	precise, _ := s.ExplainCounts()
	if precise < 5 {
		t.Fatalf("%d precise reasons: the case explains too little", precise)
	}
	if a := testing.AllocsPerRun(20, explain); a != 0 {
		t.Errorf("%v allocations per run", a)
	}
}

// Regular's reasons keep the cells nearest to the fact: clue 3 on 9
// cells, cell 4 filled, then cell 6: the run is 4..6, cells 7 and 8 are
// blank, and cell 5 is filled because of cells 6 and 7 (the run holds 6
// and not 7), where shortCut's own order, by position, keeps cell 8 for
// cell 7.
func TestRegularReasonNearest(t *testing.T) {
	s, xs := explainedLine(t, 9, 3)
	s.Push()
	s.Assign(xs[4], 1)
	if !s.Propagate() {
		t.Fatal("cell 4 filled failed")
	}
	s.Push()
	s.Assign(xs[6], 1)
	want := []cp.Lit{cp.LitEq(xs[6], 1), cp.LitEq(xs[7], 0)}
	if _, r := reasonOf(t, s, cp.LitNe(xs[5], 0)); !sameLits(r, want) {
		t.Errorf("cell 5 filled because %v, want %v", r, want)
	}
}

// A DFA of more than 64 states takes shortCut's own passes: clue 33 33
// on 70 cells and 40 40 on 90, the first run pinned by one blank cell.
func TestRegularReasonWideDFA(t *testing.T) {
	for _, c := range []struct{ n, run int }{{70, 33}, {90, 40}} {
		d, err := dfa.Runs([]int{c.run, c.run})
		if err != nil {
			t.Fatal(err)
		}
		if q := d.Minimize().NumStates(); q <= 64 {
			t.Fatalf("clue %d %d: %d states, not past a word", c.run, c.run, q)
		}
		s := cp.NewStore()
		s.SetExplain(true)
		xs := make([]cp.VarID, c.n)
		for i := range xs {
			xs[i] = s.NewVar(0, 1)
		}
		if err := Regular(s, xs, d); err != nil || !s.Propagate() {
			t.Fatal(err)
		}
		s.Push()
		s.Assign(xs[c.run], 0) // the first run ends before this cell: it starts at 0
		if !s.Propagate() {
			t.Fatal("a fitting cell failed")
		}
		want := []cp.Lit{cp.LitEq(xs[c.run], 0)}
		if _, r := reasonOf(t, s, cp.LitNe(xs[0], 0)); !sameLits(r, want) && !sameLits(r, []cp.Lit{cp.LitNe(xs[c.run], 1)}) {
			t.Errorf("%d cells: cell 0 filled because %v, want %v", c.n, r, want)
		}
	}
}
