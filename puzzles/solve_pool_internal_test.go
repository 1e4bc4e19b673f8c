package puzzles

import (
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/tessera-cp/tessera/puzzles/futoshiki"
	"github.com/tessera-cp/tessera/puzzles/hidato"
	"github.com/tessera-cp/tessera/puzzles/skyscrapers"
	"github.com/tessera-cp/tessera/puzzles/sudoku"
	"github.com/tessera-cp/tessera/puzzles/takuzu"
	"github.com/tessera-cp/tessera/search"
)

// reset drops every shape kept, so that a test starts from an empty pool.
func (sp *solvePool) reset() {
	sp.mu.Lock()
	defer sp.mu.Unlock()
	clear(sp.shapes)
}

// kept returns the shapes the pool keeps a model for, and their idle
// copies in all.
func (sp *solvePool) kept() (shapes, idle int) {
	sp.mu.Lock()
	defer sp.mu.Unlock()
	for _, e := range sp.shapes {
		if e.m != nil {
			shapes++
			idle += len(e.idle)
		}
	}
	return shapes, idle
}

// poolCases are puzzles of several shapes, sizes and spellings (several
// solutions, none, a 16x16), and one of a kind without a Template, in an
// order that goes back and forth between shapes.
func poolCases(t *testing.T) []Puzzle {
	t.Helper()
	var out []Puzzle
	add := func(ps []Puzzle, err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, ps...)
	}
	add(OpenBundled("sudoku/hardest"))
	add(Parse("few-givens", []byte("sudoku\n1...\n....\n....\n...2\n")))
	add(OpenBundled("sudoku/monkeynova_nyt20181019hard")) // 9x9 spelled in rows
	add(OpenBundled("sudoku/gecode_p34_16x16"))
	add(OpenBundled("sudoku/project_euler_96#1"))
	add(Parse("no-solution", []byte("sudoku\n12..\n..3.\n....\n...4\n")))
	add(OpenBundled("sudoku/hardest#2"))
	add(OpenBundled("takuzu/binarypuzzle_easy_10x10_001"))
	add(OpenBundled("hidato/hakank_7x7"))
	add(OpenBundled("kenken/seed_6x6_wikipedia"))
	add(OpenBundled("hidato/rosetta_numbrix1_9x9")) // the orthogonal rule
	add(Parse("hidato-few-givens", []byte("hidato\n1 . .\n. . .\n. . .\n")))
	add(OpenBundled("futoshiki/atk_h1117"))
	add(OpenBundled("skyscrapers/codewars_7x7_1"))
	add(OpenBundled("skyscrapers/hakank_4x4"))
	return out
}

// answer is everything a solve reports that must not depend on the pool:
// status, reason, count, the search (nodes, failures, propagations, per
// propagator counters) and the solution.
func answer(t *testing.T, p Puzzle, opt Options, solve func(Puzzle, Options) (*Result, error)) string {
	t.Helper()
	res, err := solve(p, opt)
	if err != nil {
		t.Fatalf("%s: %v", p.Name(), err)
	}
	sol := ""
	if res.Solution != nil {
		sol = res.Solution.Format()
	}
	st := res.Stats
	var calls, prunings int64
	for _, c := range st.Props {
		calls += c.Calls
		prunings += c.Prunings
	}
	return fmt.Sprintf("%v %v %d solutions, %d nodes %d failures %d propagations (%d calls %d prunings) %d conflicts\n%s",
		res.Status, res.Reason, res.Solutions, st.Nodes, st.Failures, st.Propagations, calls, prunings, st.Conflicts, sol)
}

// TestSolvePoolAnswersAsBuilt: Solve on a kept shape model answers as
// Solve on the puzzle's own model: status, reason, count, the solution in
// the puzzle's spelling, and the same search (nodes, failures); and the
// pool is used (kept shapes, idle copies).
func TestSolvePoolAnswersAsBuilt(t *testing.T) {
	pool.reset()
	ps := poolCases(t)
	unsat, several := false, false
	for _, want := range []int64{1, 2, All} {
		for _, p := range ps {
			if want == All && strings.Contains(p.Size(), "16") {
				continue
			}
			opt := Options{Solutions: want}
			a, err := solveBuilt(p, opt)
			if err != nil {
				t.Fatal(err)
			}
			b, err := Solve(p, opt)
			if err != nil {
				t.Fatalf("%s: %v", p.Name(), err)
			}
			if a.Status != b.Status || a.Reason != b.Reason || a.Solutions != b.Solutions || a.HasObjective != b.HasObjective ||
				a.Stats.Nodes != b.Stats.Nodes || a.Stats.Failures != b.Stats.Failures {
				t.Errorf("%s (%d solutions asked): built %v %v %d solutions %d nodes %d failures; pooled %v %v %d solutions %d nodes %d failures",
					p.Name(), want, a.Status, a.Reason, a.Solutions, a.Stats.Nodes, a.Stats.Failures, b.Status, b.Reason, b.Solutions, b.Stats.Nodes, b.Stats.Failures)
			}
			unsat = unsat || b.Status == Unsatisfiable
			several = several || b.Solutions > 2
			if (a.Solution == nil) != (b.Solution == nil) || a.Solution != nil && a.Solution.Format() != b.Solution.Format() {
				t.Errorf("%s (%d solutions asked): solutions differ:\n%v\n---\n%v", p.Name(), want, a.Solution, b.Solution)
			}
		}
	}
	if !unsat || !several {
		t.Errorf("the cases lack an unsatisfiable puzzle (%v) or one counted past 2 solutions (%v)", unsat, several)
	}
	// Sudoku 4x4, 9x9 in one line, 9x9 in rows, 16x16, Takuzu 10x10,
	// Hidato 7x7, 3x3 and Numbrix 9x9, a Futoshiki and two Skyscrapers:
	// 11 shapes, of which the pool keeps the last poolShapes used; KenKen
	// has no Template.
	if shapes, idle := pool.kept(); shapes != poolShapes || idle < poolShapes {
		t.Errorf("the pool keeps %d shapes with %d idle copies; want %d, each with a copy back", shapes, idle, poolShapes)
	}
}

// TestSolvePoolIgnoresHistory: a puzzle's answer, statistics included
// (propagations and the per-propagator counters too), is the same
// whatever Solve solved before: in the order of the cases, backwards, and
// each on an empty pool. A copy is reused from puzzle to puzzle, so a
// state left behind by one (a given not taken back, a queued propagator,
// a counter carried over, a matching that changed the pruning) shows up
// here. With learning as well, where each puzzle gets its givens at the
// root of a copy that is not reused.
func TestSolvePoolIgnoresHistory(t *testing.T) {
	ps := poolCases(t)
	for _, learn := range []bool{false, true} {
		opt := Options{Solutions: 2}
		if learn {
			opt.Tune = func(o *search.Options) { o.Learn = true }
		}
		fresh := make([]string, len(ps))
		for i, p := range ps {
			pool.reset()
			fresh[i] = answer(t, p, opt, Solve)
		}
		pool.reset()
		for i, p := range ps {
			if got := answer(t, p, opt, Solve); got != fresh[i] {
				t.Errorf("learn %v: %s after the cases before it:\n%s\non an empty pool:\n%s", learn, p.Name(), got, fresh[i])
			}
		}
		for i := len(ps) - 1; i >= 0; i-- {
			if got := answer(t, ps[i], opt, Solve); got != fresh[i] {
				t.Errorf("learn %v: %s after the cases after it:\n%s\non an empty pool:\n%s", learn, ps[i].Name(), got, fresh[i])
			}
		}
	}
}

// TestSolvePoolLeavesNoGivens: after a puzzle, the copy given back holds
// the shape's propagated model and nothing of the puzzle (the same
// fingerprint as a new clone, at level 0), and the empty grid of the
// same shape then has its many solutions, not the last puzzle's one.
func TestSolvePoolLeavesNoGivens(t *testing.T) {
	pool.reset()
	ps, err := OpenBundled("sudoku/hardest")
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range ps[:3] {
		res, err := Solve(p, Options{Solutions: 2})
		if err != nil || res.Solutions != 1 {
			t.Fatalf("%s: %d solutions, %v; want 1", p.Name(), res.Solutions, err)
		}
	}
	tmpl, givens, ok := ps[0].(templater).template()
	if !ok || len(givens) == 0 {
		t.Fatal("no template")
	}
	key := tmpl.Kind() + "\x00" + tmpl.Format()
	pool.mu.Lock()
	e := pool.shapes[key]
	if e == nil || e.m == nil || len(e.idle) == 0 {
		pool.mu.Unlock()
		t.Fatal("the shape is not kept with an idle copy")
	}
	clone, err := e.m.Store.Clone()
	if err != nil {
		pool.mu.Unlock()
		t.Fatal(err)
	}
	for i, st := range e.idle {
		if st.Level() != 0 || st.Fingerprint() != clone.Fingerprint() {
			t.Errorf("idle copy %d: level %d, fingerprint %x; the shape's model: level 0, %x", i, st.Level(), st.Fingerprint(), clone.Fingerprint())
		}
	}
	pool.mu.Unlock()
	res, err := Solve(tmpl, Options{Solutions: 2})
	if err != nil {
		t.Fatal(err)
	}
	if res.Solutions != 2 {
		t.Errorf("the empty grid after three puzzles: %d solutions, want 2 (counting to two)", res.Solutions)
	}
}

// TestSolvePoolConcurrent: goroutines solving the cases at once, each in
// its own order, on shared kept shapes, get the answers of the puzzles'
// own models (run it under -race too).
func TestSolvePoolConcurrent(t *testing.T) {
	pool.reset()
	ps := poolCases(t)
	opt := Options{Solutions: 2}
	want := make([]string, len(ps))
	for i, p := range ps {
		want[i] = answer(t, p, opt, solveBuilt)
		// Propagations differ on a kept model: compare the rest.
		want[i] = dropPropagations(want[i])
	}
	const goroutines, rounds = 4, 3
	var wg sync.WaitGroup
	errs := make(chan string, goroutines*rounds*len(ps))
	for g := range goroutines {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for r := range rounds {
				for k := range ps {
					i := (k*(g+1) + r) % len(ps)
					res, err := Solve(ps[i], opt)
					if err != nil {
						errs <- fmt.Sprintf("%s: %v", ps[i].Name(), err)
						continue
					}
					got := dropPropagations(describe(res))
					if got != want[i] {
						errs <- fmt.Sprintf("goroutine %d: %s:\n%s\nwant\n%s", g, ps[i].Name(), got, want[i])
					}
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}

// describe is answer's text of res.
func describe(res *Result) string {
	sol := ""
	if res.Solution != nil {
		sol = res.Solution.Format()
	}
	return fmt.Sprintf("%v %v %d solutions, %d nodes %d failures\n%s", res.Status, res.Reason, res.Solutions, res.Stats.Nodes, res.Stats.Failures, sol)
}

// dropPropagations keeps status, count, nodes, failures and solution.
func dropPropagations(s string) string {
	head, sol, _ := strings.Cut(s, "\n")
	if i := strings.Index(head, " failures"); i >= 0 {
		head = head[:i]
	}
	return head + "\n" + sol
}

// TestSolvePoolBounded: at most poolShapes shapes are kept, the least
// recently used one dropped, and at most poolIdle idle copies per shape.
func TestSolvePoolBounded(t *testing.T) {
	pool.reset()
	defer pool.reset()
	for i := range poolShapes + 3 {
		pool.add(fmt.Sprintf("shape %d", i), nil)
		pool.take("shape 0") // kept in use: never the oldest
	}
	pool.mu.Lock()
	n := len(pool.shapes)
	_, first := pool.shapes["shape 0"]
	_, second := pool.shapes["shape 1"]
	_, last := pool.shapes[fmt.Sprintf("shape %d", poolShapes+2)]
	pool.mu.Unlock()
	if n != poolShapes || !first || second || !last {
		t.Errorf("%d shapes kept (want %d); shape 0 (used) kept %v, shape 1 (least recent) kept %v, the last kept %v", n, poolShapes, first, second, last)
	}

	pool.reset()
	p, err := OpenBundled("sudoku/hardest#1")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Solve(p[0], Options{}); err != nil {
		t.Fatal(err)
	}
	tmpl, _, _ := p[0].(templater).template()
	key := tmpl.Kind() + "\x00" + tmpl.Format()
	m, _, _ := pool.take(key)
	for range poolIdle + 2 {
		st, err := m.Store.Clone()
		if err != nil {
			t.Fatal(err)
		}
		pool.giveBack(key, m, st)
	}
	if _, idle := pool.kept(); idle != poolIdle {
		t.Errorf("%d idle copies kept, want at most %d", idle, poolIdle)
	}
}

// TestSolvePoolAllocs: a puzzle solved on a kept shape allocates a
// fraction of what building its model does (measured: a 9x9 Sudoku 58
// against 238, a 7x7 Hidato 73 against 628, a 10x10 Takuzu 66 against
// 1,351), bounded here: at most max, and under half the build's. The
// first puzzle of a shape, which builds the shape's model and solves on
// it (no clone), allocates at most 30 % more than its own model (a 9x9
// Sudoku 289 against 238: the empty grid's AllDifferents hold every cell).
func TestSolvePoolAllocs(t *testing.T) {
	for _, c := range []struct {
		name string
		max  float64
	}{
		{"sudoku/gecode_9x9#1", 100},
		{"hidato/hakank_7x7", 100},
		{"takuzu/binarypuzzle_easy_10x10_001", 120},
		{"futoshiki/atk_h1117", 100},
		{"skyscrapers/codewars_7x7_1", 100},
	} {
		pool.reset()
		ps, err := OpenBundled(c.name)
		if err != nil {
			t.Fatal(err)
		}
		p := ps[0]
		if _, err := Solve(p, Options{}); err != nil {
			t.Fatal(err)
		}
		pooled := testing.AllocsPerRun(20, func() { Solve(p, Options{}) })
		built := testing.AllocsPerRun(20, func() { solveBuilt(p, Options{}) })
		t.Logf("%s: allocations per solve: %.0f on the kept shape, %.0f building the model", c.name, pooled, built)
		if pooled > c.max || pooled*2 > built {
			t.Errorf("%s: %.0f allocations per solve on the kept shape (%.0f building the model); want at most %.0f and under half", c.name, pooled, built, c.max)
		}
		first := testing.AllocsPerRun(5, func() {
			pool.reset()
			Solve(p, Options{})
		})
		t.Logf("%s: %.0f allocations for the first puzzle of the shape", c.name, first)
		if first > 1.3*built {
			t.Errorf("%s: the first puzzle of its shape allocates %.0f objects, its own model %.0f; want at most 30 %% more", c.name, first, built)
		}
	}
}

// TestSolvePoolOwnModel: OwnModel solves on the puzzle's own model, with
// its propagation counts, and keeps no shape.
func TestSolvePoolOwnModel(t *testing.T) {
	pool.reset()
	ps, err := OpenBundled("sudoku/hardest#1")
	if err != nil {
		t.Fatal(err)
	}
	opt := Options{Solutions: 2, OwnModel: true}
	want := answer(t, ps[0], opt, solveBuilt)
	if got := answer(t, ps[0], opt, Solve); got != want {
		t.Errorf("OwnModel:\n%s\nthe puzzle's own model:\n%s", got, want)
	}
	if shapes, _ := pool.kept(); shapes != 0 {
		t.Errorf("OwnModel kept %d shapes", shapes)
	}
}

// TestSolvePoolEveryTemplateKind: every bundled puzzle of a kind with a
// Template (outside the stretch folders), the generated Takuzu series of
// the benchmarks and generated Hidatos, Futoshikis and Skyscrapers,
// counted to two, get the same answer on a kept shape as on their own
// model: status, count, nodes, failures, solution; and each kind has
// puzzles solved on a kept shape.
func TestSolvePoolEveryTemplateKind(t *testing.T) {
	pool.reset()
	files, err := Bundled()
	if err != nil {
		t.Fatal(err)
	}
	var ps []Puzzle
	kinds := map[string]bool{}
	for _, f := range files {
		if strings.Contains(f.Name, "/stretch/") {
			continue
		}
		got, err := OpenBundled(f.Name)
		if err != nil {
			t.Fatal(err)
		}
		if _, _, ok := got[0].(templater).template(); ok {
			ps = append(ps, got...)
			kinds[f.Kind] = true
		}
	}
	for _, unique := range []bool{false, true} {
		for n := 6; n <= 16; n += 2 {
			for seed := uint64(1); seed <= 3; seed++ {
				g, err := takuzu.Generate(seed, n, unique)
				if err != nil {
					t.Fatal(err)
				}
				got, err := Parse(fmt.Sprintf("generated n=%d unique=%v seed=%d", n, unique, seed), []byte(takuzu.Format(g)))
				if err != nil {
					t.Fatal(err)
				}
				ps = append(ps, got...)
			}
		}
	}
	// Generated Hidatos, thinned from every number given to about a
	// third of them (1 and N kept): unique or not, several per grid.
	for seed := uint64(1); seed <= 3; seed++ {
		for side := 4; side <= 9; side++ {
			h, err := hidato.Planted(seed, side, side)
			if err != nil {
				t.Fatal(err)
			}
			n := side * side
			for _, keep := range []int{2, 3, 5} {
				q := *h
				q.Grid = make([][]int, side)
				for r, row := range h.Grid {
					q.Grid[r] = make([]int, side)
					for c, v := range row {
						if v == 1 || v == n || (v*7+int(seed))%keep == 0 {
							q.Grid[r][c] = v
						}
					}
				}
				q.Name = fmt.Sprintf("%s keep 1/%d", h.Name, keep)
				got, err := Parse(q.Name, []byte(hidato.Format(&q)))
				if err != nil {
					t.Fatal(err)
				}
				ps = append(ps, got...)
			}
		}
	}
	// Generated Futoshikis and Skyscrapers, unique or not, each also with
	// its givens cleared: two puzzles of one grid of signs or clues.
	for seed := uint64(1); seed <= 3; seed++ {
		for n := 4; n <= 7; n++ {
			for _, unique := range []bool{false, true} {
				f, err := futoshiki.Generate(seed, n, unique)
				if err != nil {
					t.Fatal(err)
				}
				g, err := skyscrapers.Generate(seed, n, unique)
				if err != nil {
					t.Fatal(err)
				}
				texts := []string{futoshiki.Format(f), skyscrapers.Format(g)}
				f.Givens, g.Givens = emptyRows(n), emptyRows(n)
				texts = append(texts, futoshiki.Format(f), skyscrapers.Format(g))
				for i, text := range texts {
					got, err := Parse(fmt.Sprintf("generated n=%d unique=%v seed=%d #%d", n, unique, seed, i), []byte(text))
					if err != nil {
						t.Fatal(err)
					}
					ps = append(ps, got...)
				}
			}
		}
	}
	for _, k := range []string{"sudoku", "takuzu", "hidato", "futoshiki", "skyscrapers"} {
		if !kinds[k] {
			t.Fatalf("kinds with a Template: %v; want %s among them", kinds, k)
		}
	}
	opt := Options{Solutions: 2}
	kept := map[string]int{}
	for _, p := range ps {
		want := dropPropagations(answer(t, p, opt, solveBuilt))
		if got := dropPropagations(answer(t, p, opt, Solve)); got != want {
			t.Errorf("%s: on the kept shape:\n%s\non its own model:\n%s", p.Name(), got, want)
		}
		if onKeptShape(p) {
			kept[p.Kind()]++
		}
	}
	for k := range kinds {
		if kept[k] == 0 {
			t.Errorf("no %s puzzle was solved on a kept shape", k)
		}
	}
	t.Logf("%d puzzles of %d kinds; on a kept shape: %v", len(ps), len(kinds), kept)
}

// emptyRows is an n x n grid of zeros (no given).
func emptyRows(n int) [][]int {
	g := make([][]int, n)
	for r := range g {
		g[r] = make([]int, n)
	}
	return g
}

// onKeptShape reports whether the pool keeps a model of p's shape (Solve
// solved p on it, or p's model is too large to keep).
func onKeptShape(p Puzzle) bool {
	tmpl, _, ok := p.(templater).template()
	if !ok {
		return false
	}
	pool.mu.Lock()
	defer pool.mu.Unlock()
	e := pool.shapes[tmpl.Kind()+"\x00"+tmpl.Format()]
	return e != nil && e.m != nil
}

// TestSolvePoolInvalidPuzzle: a puzzle made in code that its kind's
// Validate refuses (a short grid, givens breaking a rule) gets the error
// of its own Build from Solve, not a panic nor an answer from a kept
// shape.
func TestSolvePoolInvalidPuzzle(t *testing.T) {
	pool.reset()
	var ps []Puzzle
	for _, w := range []struct {
		kind string
		p    any
	}{
		{"takuzu", &takuzu.Puzzle{Name: "short", N: 4, Grid: [][]int8{{0, 0, 0, -1}}}},
		{"takuzu", &takuzu.Puzzle{Name: "three zeros", N: 4, Grid: [][]int8{{0, 0, 0, -1}, {-1, -1, -1, -1}, {-1, -1, -1, -1}, {-1, -1, -1, -1}}}},
		{"sudoku", &sudoku.Puzzle{Name: "short", N: 4, Grid: [][]int{{1, 2, 3, 4}}}},
		{"sudoku", &sudoku.Puzzle{Name: "two ones", N: 4, Grid: [][]int{{1, 1, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}}}},
	} {
		var p Puzzle
		var ok bool
		switch q := w.p.(type) {
		case *takuzu.Puzzle:
			p, ok = Wrap(w.kind, q)
		case *sudoku.Puzzle:
			p, ok = Wrap(w.kind, q)
		}
		if !ok {
			t.Fatalf("%s: not wrapped", w.kind)
		}
		ps = append(ps, p)
	}
	for _, p := range ps {
		_, want := solveBuilt(p, Options{})
		_, err := Solve(p, Options{})
		if want == nil || err == nil || err.Error() != want.Error() {
			t.Errorf("%s %s: Solve's error %v; its own Build's %v", p.Kind(), p.Name(), err, want)
		}
	}
}
