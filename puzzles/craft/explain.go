package craft

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/model"
	"github.com/tessera-cp/tessera/puzzles/render"
	"github.com/tessera-cp/tessera/search"
)

// Deduction is one step of reasoning: what one constraint established in
// one run of one of its propagators (or a lookahead, or search), and why.
// Facts and Reason are literals over the puzzle's variables, each said in
// the puzzle's words in Text.
type Deduction struct {
	Rung Rung
	// Constraint is the label of the constraint ("row 4", "cage C (12+)",
	// "box 2 (rows 1-3, columns 4-6)"); empty for search.
	Constraint string
	// Family is the propagator family ("count", "alldifferent-domain",
	// "table", …), "lookahead" or "search"; a ROGO segment's "loop" (the
	// drawing forces it) or "loop bound" (the stated target does).
	Family string
	// Facts are what the deduction established that the hint uses.
	Facts []cp.Lit
	// Reason are the facts it rests on, each true before it (the
	// propagator's own reason, cp.Store.Reason).
	Reason []cp.Lit
	// Probe, for a lookahead, is the assumption refuted and the chain of
	// deductions that breaks it.
	Probe *Probe
	// Text says it in the puzzle's words.
	Text string
}

// Probe is a lookahead's refuted assumption: assuming Assume, the Chain of
// deductions leads to Conflict, a constraint that cannot be met.
type Probe struct {
	Assume   cp.Lit
	Chain    []Deduction
	Conflict Deduction
}

// Hint is the next placement (a cell whose value becomes known) and the
// deductions that lead to it, from a position: the first one the ladder
// reaches, at the lowest rung that reaches one.
type Hint struct {
	// Rung is the highest rung among the deductions.
	Rung Rung
	// Var and Value are the placement in the model's terms; Lit is
	// Var = Value. A drawn segment (HasLink) has none.
	Var   cp.VarID
	Value int
	// Cell and Code are where the placement is written on the grid and
	// its state code, when the kind has a grid view (HasCell).
	Cell    render.Cell
	Code    int
	HasCell bool
	// Link is the segment drawn, for a kind whose position is a drawing
	// (ROGO's loop): HasLink.
	Link    render.Link
	HasLink bool
	// Edge is the grid edge placed (a line, Value 1, or none, Value 0),
	// for a kind played on edges (HasEdge).
	Edge    render.Edge
	HasEdge bool
	// Placement says the placement in the puzzle's words ("r3c4 = 8",
	// "B at r4c4", "r2c2 shaded").
	Placement string
	// Steps are the deductions, in order; the last one makes the
	// placement. Deductions that do not lead to it are left out.
	Steps []Deduction
	// Text says the hint in at most three sentences (maxText characters
	// at most): the last step, with its lists cut short, and the
	// constraints the earlier steps come from; Steps hold every step in
	// full. Highlight is its picture: the cell, the last step's
	// constraint's cells, the values ruled out on the way.
	Text      string
	Highlight render.Highlight
}

// Lit is the placement as a literal.
func (h *Hint) Lit() cp.Lit { return cp.LitEq(h.Var, h.Value) }

// ErrSolved is returned by Explain for a position with nothing left to
// place.
var ErrSolved = errors.New("the position is solved")

// ErrMistake is wrapped when the position contradicts the puzzle's
// solution; Mistakes lists the wrong cells.
var ErrMistake = errors.New("the position has a mistake")

// MistakeError names the cells of a position that disagree with the
// solution.
type MistakeError struct {
	Cells []render.Cell
	// Links are the drawn segments off the solution's loop (ROGO); Cells
	// then holds their ends.
	Links []render.Link
	// Edges are the marked edges (a line or a cross) that disagree with
	// the solution, for a kind played on edges.
	Edges []render.Edge
}

func (e *MistakeError) Error() string {
	if len(e.Links) > 0 {
		return fmt.Sprintf("%v: %s not on the loop", ErrMistake, linkNames(e.Links))
	}
	if len(e.Edges) > 0 && len(e.Cells) == 0 {
		names := make([]string, len(e.Edges))
		for i, ed := range e.Edges {
			names[i] = ed.String()
		}
		return fmt.Sprintf("%v: the edges %s are marked wrong", ErrMistake, strings.Join(names, ", "))
	}
	return fmt.Sprintf("%v: %v disagree with the solution", ErrMistake, e.Cells)
}

// linkNames says segments: "r1c1–r1c2, r2c2–r2c3".
func linkNames(ls []render.Link) string {
	names := make([]string, len(ls))
	for i, l := range ls {
		names[i] = l.A.String() + "–" + l.B.String()
	}
	return strings.Join(names, ", ")
}

func (e *MistakeError) Unwrap() error { return ErrMistake }

// NoSolutionError is the error of a hint on a puzzle with no solution.
// Constraint names the constraint whose propagation at the root (before
// any guess) fails, "" when the search had to go past the root to find
// that nothing fits.
type NoSolutionError struct {
	Puzzle     string
	Constraint string
	// Why, when set, says why instead (ROGO: a loop of odd length).
	Why string
}

func (e *NoSolutionError) Error() string {
	if e.Why != "" {
		return e.Puzzle + ": " + ErrNoSolution.Error() + ": " + e.Why
	}
	if e.Constraint == "" {
		return e.Puzzle + ": " + ErrNoSolution.Error() + " (the search tried every possibility)"
	}
	return e.Puzzle + ": " + ErrNoSolution.Error() + ": " + e.Constraint + " cannot be met, whatever the open cells hold (found before any guess)"
}

func (e *NoSolutionError) Unwrap() error { return ErrNoSolution }

// Explain returns the next deduction from the position st (nil: the
// puzzle as given): the first cell the ladder can place, at the lowest
// rung that places one, with the deductions that lead there, from the
// propagators' own reasons. The puzzle must have exactly one solution
// (ROGO: one optimal loop): it is proven first, so a puzzle with none
// gives a *NoSolutionError (ErrNoSolution) and one with several
// ErrNotUnique before any hint. A cell of st that disagrees with the
// solution gives a *MistakeError; a full position ErrSolved.
func Explain(p puzzles.Puzzle, st *render.State) (*Hint, error) {
	var state render.State
	if st != nil {
		state = *st
	}
	h, err := ExplainContext(context.Background(), p, state)
	if err != nil {
		return nil, err
	}
	return &h, nil
}

// ExplainContext is Explain under a context: the proof of the solution
// and the walk stop when ctx is done (the walk between its deductions, a
// deep lookahead after its pass), with an error wrapping ctx.Err(). The
// zero state is the puzzle as given.
func ExplainContext(ctx context.Context, p puzzles.Puzzle, state render.State) (Hint, error) {
	if isLoop(p) {
		h, err := explainLoop(ctx, p, &state)
		if err != nil {
			return Hint{}, err
		}
		return *h, nil
	}
	e, err := newExplainerContext(ctx, p, &state)
	if err != nil {
		return Hint{}, err
	}
	h, err := e.next()
	if ctx.Err() != nil {
		return Hint{}, ctx.Err() // whatever the cut-short walk said
	}
	if err != nil {
		return Hint{}, err
	}
	if h == nil {
		return Hint{}, ErrSolved
	}
	return *h, nil
}

// Walkthrough is the repeated hint from the puzzle as given until it is
// solved: every placement, in the order the ladder makes them, each with
// the deductions since the previous one that lead to it.
func Walkthrough(p puzzles.Puzzle) ([]Hint, error) {
	if isLoop(p) {
		return walkLoop(p)
	}
	e, err := newExplainer(p, nil)
	if err != nil {
		return nil, err
	}
	var out []Hint
	for {
		h, err := e.next()
		if err != nil {
			return out, err
		}
		if h == nil {
			return out, nil
		}
		out = append(out, *h)
	}
}

// explainer walks a ladder model with the fact trail on and cuts the trail
// into hints: one per placement.
type explainer struct {
	m      *Model
	s      *cp.Store
	v      *view
	w      *walk
	cursor int // the next fact to look at for a placement
	begin  int // the first fact of the current hint's derivation
	// refutations holds the deductions of the lookaheads' refutations,
	// by the literal they establish (x ≠ v).
	refutations map[cp.Lit]Deduction
	// guesses are the facts placed by search (the ladder was stuck).
	guesses  map[int]bool
	solution map[cp.VarID]int
	decision map[cp.VarID]bool
	// state holds the domains of the decision variables where the next
	// hint starts from.
	state [][]int
	// beforeStep is handed to each hint's walk (tests).
	beforeStep func(r Rung)
	// ctx stops the proof of the solution and the walk.
	ctx context.Context
	// short: the words being written are a hint's text (Hint.Text), whose
	// lists name a few cells and say how many more.
	short bool
}

func newExplainer(p puzzles.Puzzle, st *render.State) (*explainer, error) {
	return newExplainerContext(context.Background(), p, st)
}

// newExplainerContext is newExplainer whose models stop once ctx is done.
func newExplainerContext(ctx context.Context, p puzzles.Puzzle, st *render.State) (*explainer, error) {
	m, err := build(ctx, p, true, nil, Search)
	if err != nil {
		return nil, err
	}
	e := &explainer{m: m, s: m.Store, v: m.view(), refutations: map[cp.Lit]Deduction{}, guesses: map[int]bool{}, ctx: ctx}
	// The solution first: a hint on a puzzle with none, or with several,
	// would read as sound.
	if _, err := e.solve(); err != nil {
		return nil, err
	}
	if st != nil {
		if err := e.applyState(st); err != nil {
			return nil, err
		}
	}
	// The first state is the puzzle (and the position) after the clues.
	e.state = make([][]int, len(m.Vars))
	for i, x := range m.Vars {
		for v, ok := e.s.Min(x), true; ok; v, ok = e.s.Next(x, v) {
			e.state[i] = append(e.state[i], v)
		}
	}
	return e, nil
}

// applyState writes the values of st as facts at level 0 (NoProp, like the
// clues), after checking them against the solution.
func (e *explainer) applyState(st *render.State) error {
	v := e.v
	if v.rows == 0 {
		if st.Filled() > 0 {
			return fmt.Errorf("%s: positions of play are not read for %s puzzles yet: ask for a hint on the puzzle as given", e.m.Puzzle.Name(), e.m.Puzzle.Kind())
		}
		return nil
	}
	if err := st.Check(v.rows, v.cols, 1<<20); err != nil {
		return err
	}
	sol, err := e.solve()
	if err != nil {
		return err
	}
	var wrong []render.Cell
	type lit struct {
		x   cp.VarID
		val int
	}
	var lits []lit
	for r, row := range st.Values {
		for c, code := range row {
			if code == 0 {
				continue
			}
			cell := render.Cell{Row: r, Col: c}
			x, val, ok := v.read(cell, code)
			if !ok {
				return fmt.Errorf("%w: %s holds %d, which is not a value of this puzzle", render.ErrState, cell, code)
			}
			if sol[x] != val {
				wrong = append(wrong, cell)
				continue
			}
			lits = append(lits, lit{x, val})
		}
	}
	var wrongEdges []render.Edge
	if v.readEdge != nil {
		for _, set := range []struct {
			edges []render.Edge
			val   int
		}{{st.Edges, 1}, {st.Crosses, 0}} {
			for _, ed := range set.edges {
				x, ok := v.readEdge(ed)
				if !ok {
					return fmt.Errorf("%w: the edge %s is not one of this puzzle's", render.ErrState, ed)
				}
				if sol[x] != set.val {
					wrongEdges = append(wrongEdges, ed)
					continue
				}
				lits = append(lits, lit{x, set.val})
			}
		}
	}
	if len(wrong) > 0 || len(wrongEdges) > 0 {
		return &MistakeError{Cells: wrong, Edges: wrongEdges}
	}
	for _, l := range lits {
		if !e.s.Assign(l.x, l.val) {
			return fmt.Errorf("%s: the position cannot be set (a bug: it agrees with the solution): %w", e.m.Puzzle.Name(), ErrNoSolution)
		}
	}
	return nil
}

// solve returns the puzzle's solution (the decision variables' values),
// proving it unique; it leaves the store as it was.
func (e *explainer) solve() (map[cp.VarID]int, error) {
	if e.solution != nil {
		return e.solution, nil
	}
	s := e.s
	lvl := s.Push()
	defer s.PopTo(lvl - 1)
	limit := s.RungLimit()
	s.SetRungLimit(cp.MaxRung)
	defer s.SetRungLimit(limit)
	opt := e.m.base.Search
	opt.Objective = search.Objective{}
	opt.MaxSolutions = 2
	opt.Context = e.ctx
	sol := map[cp.VarID]int{}
	n := 0
	res, err := search.Solve(s, opt, func(st *cp.Store) bool {
		n++
		for _, x := range e.m.Vars {
			sol[x] = st.Value(x)
		}
		return true
	})
	if err != nil {
		return nil, err
	}
	switch {
	case n == 0 && res.Complete():
		ns := &NoSolutionError{Puzzle: e.m.Puzzle.Name()}
		switch f := res.RootFailure; {
		case f == nil:
		case f.Prop >= 0:
			ns.Constraint = f.Label
		case e.m.givensClash:
			ns.Why = "the givens clash: two of them break a rule together"
		default: // the store failed as the model was set up
			ns.Why = "the rules contradict each other as soon as they are set up, before any cell is filled"
		}
		return nil, ns
	case n >= 2:
		return nil, fmt.Errorf("%s: %w", e.m.Puzzle.Name(), ErrNotUnique)
	case !res.Complete() && e.ctx.Err() != nil:
		return nil, fmt.Errorf("%s: the hint was stopped: %w", e.m.Puzzle.Name(), e.ctx.Err())
	case !res.Complete():
		// One solution found, or none, but not proven the only one.
		return nil, fmt.Errorf("%s: the search stopped before it proved the solution unique (%v)", e.m.Puzzle.Name(), res.Reason)
	}
	e.solution = sol
	return sol, nil
}

// next returns the next hint, or nil when every decision variable is
// fixed. Each hint is found by a walk of its own from the state where the
// last one left off (the domains of the decision variables just after its
// placement), on a choice point popped afterwards: so every hint climbs
// from rung 1 and is taken at the lowest rung that places a cell from
// that state, whatever an earlier deduction also pruned on the way.
func (e *explainer) next() (*Hint, error) {
	open := false
	for _, d := range e.state {
		if len(d) != 1 {
			open = true
		}
	}
	if !open {
		return nil, nil
	}
	if err := e.m.canceled(); err != nil {
		return nil, err // before the model is built again
	}
	// A fresh model: propagators keep incremental state that a backtrack
	// over the ladder's steps would leave behind, so each hint is walked
	// on a model of its own, built as the puzzle and given the state.
	var best *int
	if e.m.Objective != model.NoObjective {
		best = &e.m.best
	}
	m, err := build(e.m.ctx, e.m.Puzzle, true, best, Search)
	if err != nil {
		return nil, err
	}
	s := m.Store
	e.m, e.s = m, s
	for i, x := range m.Vars {
		for v, ok := s.Min(x), true; ok; v, ok = s.Next(x, v) {
			if !slices.Contains(e.state[i], v) && !s.Remove(x, v) {
				return nil, fmt.Errorf("%s: %w", m.Puzzle.Name(), ErrNoSolution)
			}
		}
	}
	w := newWalk(m, DeepLookahead)
	w.beforeStep = e.beforeStep
	w.onRefute = func(r, inner Rung, ref search.Refuted) {
		e.refutations[cp.LitNe(ref.X, ref.V)] = e.probeDeduction(r, inner, cp.LitEq(ref.X, ref.V))
	}
	e.w = w
	e.cursor = s.NumFacts()
	e.begin = e.cursor
	clear(e.refutations)
	clear(e.guesses)
	e.decision = nil
	if err := w.start(); err != nil {
		return nil, fmt.Errorf("%s: %w", e.m.Puzzle.Name(), err)
	}
	for {
		if i := e.findPlacement(); i >= 0 {
			h := e.hint(i)
			if err := e.m.canceled(); err != nil {
				return nil, err // the proof was cut short
			}
			for k, x := range e.m.Vars {
				e.state[k] = e.state[k][:0]
				for v, ok := s.MinAt(x, i+1), true; ok; v, ok = s.NextAt(x, v, i+1) {
					e.state[k] = append(e.state[k], v)
				}
			}
			return h, nil
		}
		if err := e.ctx.Err(); err != nil {
			return nil, fmt.Errorf("%s: the hint was stopped: %w", e.m.Puzzle.Name(), err)
		}
		ok, err := w.step()
		if err != nil {
			return nil, fmt.Errorf("%s: %w", e.m.Puzzle.Name(), err)
		}
		if !ok {
			if err := e.guess(); err != nil {
				return nil, err
			}
		}
	}
}

// findPlacement returns the first fact from the cursor on that leaves a
// decision variable with one value, or -1.
func (e *explainer) findPlacement() int {
	s := e.s
	for i := e.cursor; i < s.NumFacts(); i++ {
		x := s.Fact(i).Lit.X
		if !e.isDecision(x) {
			continue
		}
		if s.MinAt(x, i+1) == s.MaxAt(x, i+1) {
			return i
		}
	}
	e.cursor = s.NumFacts()
	return -1
}

func (e *explainer) isDecision(x cp.VarID) bool {
	if e.decision == nil {
		e.decision = make(map[cp.VarID]bool, len(e.m.Vars))
		for _, y := range e.m.Vars {
			e.decision[y] = true
		}
	}
	return e.decision[x]
}

// guess places one cell by its solution value when no rung of the ladder
// makes a deduction: the open cell with the fewest values, first in the
// model's order.
func (e *explainer) guess() error {
	sol, err := e.solve()
	if err != nil {
		return err
	}
	vars := e.w.openVars()
	if len(vars) == 0 {
		return nil
	}
	x := vars[0]
	s := e.s
	if e.beforeStep != nil {
		e.beforeStep(Search)
	}
	s.SetRungLimit(Forward.cp())
	at := s.NumFacts()
	if !s.Assign(x, sol[x]) || !s.Propagate() {
		return fmt.Errorf("%s: the solution's value fails (a bug): %w", e.m.Puzzle.Name(), ErrNoSolution)
	}
	e.guesses[at] = true
	e.w.record(Search, -1)
	return nil
}

// hint builds the hint of the placement fact i: the deductions of the
// current derivation (facts from e.begin) that fact i rests on, found by
// following the reasons back.
func (e *explainer) hint(i int) *Hint {
	s := e.s
	x := s.Fact(i).Lit.X
	h := &Hint{Var: x, Value: s.MinAt(x, i+1)}
	h.Cell, h.Code, h.HasCell = e.v.place(x, h.Value)
	if e.v.edgeOf != nil {
		h.Edge, h.HasEdge = e.v.edgeOf(x)
	}
	h.Placement = e.v.lit(cp.LitEq(x, h.Value))
	// A cell placed by elimination rests on every value it lost since the
	// derivation began, not only on the last.
	start := []int{i}
	byElimination := s.Fact(i).Lit.Op != cp.OpEq
	if byElimination {
		for t := e.begin; t < i; t++ {
			if s.Fact(t).Lit.X == x {
				start = append(start, t)
			}
		}
	}
	need := e.proof(start)
	if e.m.canceled() != nil {
		return nil // next returns the context's error
	}
	h.Steps = e.deductions(need, i)
	if byElimination && len(h.Steps) > 0 && !e.states(h.Steps[len(h.Steps)-1], cp.LitEq(x, h.Value)) {
		h.Steps = append(h.Steps, e.lastValue(x, h.Value, i))
	}
	for _, d := range h.Steps {
		h.Rung = max(h.Rung, d.Rung)
	}
	if h.Rung == 0 {
		h.Rung = Forward
	}
	last := &h.Steps[len(h.Steps)-1]
	h.Text = e.summary(h)
	h.Highlight = e.highlight(h, last)
	return h
}

// proof returns the facts of the current derivation that the given facts
// rest on (themselves included), sorted by time.
func (e *explainer) proof(start []int) []int {
	s := e.s
	seen := map[int]bool{}
	queue := append([]int(nil), start...)
	var buf []cp.Lit
	for len(queue) > 0 && e.m.canceled() == nil {
		j := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		if seen[j] || j < e.begin {
			continue
		}
		seen[j] = true
		if s.Fact(j).Cause == cp.NoProp {
			continue // a clue, the position, a refutation or a guess
		}
		buf = e.reason(j, buf[:0])
		for _, l := range buf {
			if t, ok := s.LitTime(l); ok && t >= e.begin && !seen[t] {
				queue = append(queue, t)
			}
		}
	}
	out := make([]int, 0, len(seen))
	for j := range seen {
		out = append(out, j)
	}
	slices.Sort(out)
	return out
}

// deductions groups the facts of a proof by the propagator run that made
// them (consecutive facts with the same cause), in time order.
func (e *explainer) deductions(facts []int, placement int) []Deduction {
	s := e.s
	var out []Deduction
	var buf []cp.Lit
	for k := 0; k < len(facts); {
		i := facts[k]
		f := s.Fact(i)
		switch {
		case e.guesses[i]:
			out = append(out, e.guessDeduction(f.Lit))
			k++
			continue
		case f.Cause == cp.NoProp:
			if d, ok := e.refutations[f.Lit]; ok {
				out = append(out, d)
			}
			k++
			continue
		}
		// One run: the following facts of the proof with the same cause
		// and no other cause's fact in between.
		j := k + 1
		for j < len(facts) && s.Fact(facts[j]).Cause == f.Cause && e.sameRun(facts[j-1], facts[j]) {
			j++
		}
		d := Deduction{Rung: Rung(s.Rung(f.Cause)), Constraint: s.Label(f.Cause), Family: s.Kind(f.Cause)}
		first, last := facts[k], facts[j-1]
		for _, t := range facts[k:j] {
			d.Facts = append(d.Facts, s.Fact(t).Lit)
			buf = e.reason(t, buf[:0])
			for _, l := range buf {
				// A fact of the same run that a later one rests on is
				// part of the deduction, not of its reason.
				if lt, ok := s.LitTime(l); ok && lt >= first && lt <= last {
					continue
				}
				if !slices.Contains(d.Reason, l) {
					d.Reason = append(d.Reason, l)
				}
			}
		}
		d.Text = e.words(&d)
		out = append(out, d)
		k = j
	}
	return out
}

// sameRun reports whether facts a < b of the same cause come from one run
// of it: no fact of another cause lies between them.
func (e *explainer) sameRun(a, b int) bool {
	c := e.s.Fact(a).Cause
	for t := a + 1; t < b; t++ {
		if e.s.Fact(t).Cause != c {
			return false
		}
	}
	return true
}

func (e *explainer) guessDeduction(l cp.Lit) Deduction {
	d := Deduction{Rung: Search, Family: "search", Facts: []cp.Lit{l}}
	d.Text = "no single " + e.unitNouns() + " and no trial of one cell's value followed through them rules anything out here: take " + e.lit(l) + " from the solution (found by search)"
	return d
}

// unitNouns names the kinds of constraint the puzzle has, as its labels
// name them ("row, column, box or cage"): the first word of each label
// numbered like "row 3" or "cage 15 at r2c3" ("the 45 rule …" is not a
// kind of unit), in posting order; "rule" for a puzzle without such
// labels.
func (e *explainer) unitNouns() string {
	var nouns []string
	for i := range e.s.NumProps() {
		f := strings.Fields(e.s.Label(cp.PropID(i)))
		if len(f) < 2 || f[1][0] < '0' || f[1][0] > '9' || f[0] == "the" || slices.Contains(nouns, f[0]) {
			continue
		}
		nouns = append(nouns, f[0])
	}
	switch len(nouns) {
	case 0:
		return "rule"
	case 1:
		return nouns[0]
	}
	return strings.Join(nouns[:len(nouns)-1], ", ") + " or " + nouns[len(nouns)-1]
}

// probeDeduction explains a lookahead's refutation at the state before
// it: assume the value, propagate with the probe's rungs (the trail on),
// and follow the failure's reason back through the probe's facts.
func (e *explainer) probeDeduction(r, inner Rung, assume cp.Lit) Deduction {
	s := e.s
	d := Deduction{Rung: r, Family: "lookahead", Facts: []cp.Lit{assume.Not()}}
	pr := &Probe{Assume: assume}
	d.Probe = pr
	limit := s.RungLimit()
	lvl := s.Push()
	s.SetRungLimit(inner.cp())
	from := s.NumFacts()
	if !s.Apply(assume) || !s.Propagate() {
		conflict := s.FailureReason(nil)
		failed := s.FailedProp()
		var starts []int
		for _, l := range conflict {
			if t, ok := s.LitTime(l); ok && t >= from {
				starts = append(starts, t)
			}
		}
		saved := e.begin
		e.begin = from
		pr.Chain = e.deductions(e.proof(starts), -1)
		e.begin = saved
		pr.Conflict = Deduction{Rung: inner, Reason: conflict, Family: "conflict"}
		if failed >= 0 {
			pr.Conflict.Constraint = s.Label(failed)
			pr.Conflict.Family = s.Kind(failed)
		}
		pr.Conflict.Text = e.conflictWords(&pr.Conflict)
	}
	s.PopTo(lvl - 1)
	s.SetRungLimit(limit)
	d.Text = e.probeWords(&d)
	return d
}

// lastValue is the closing step of a placement by elimination: the value
// left once the others are ruled out (Sudoku's naked single).
func (e *explainer) lastValue(x cp.VarID, v, i int) Deduction {
	s := e.s
	d := Deduction{Rung: Forward, Family: "last value", Facts: []cp.Lit{cp.LitEq(x, v)}}
	for u, ok := s.MinAt(x, 0), true; ok; u, ok = s.NextAt(x, u, 0) {
		if u != v {
			d.Reason = append(d.Reason, cp.LitNe(x, u))
		}
	}
	d.Text = e.v.lit(cp.LitEq(x, v)) + ": every other value is ruled out"
	return d
}

// reason is the reason of fact j (cp.Store.Reason), read closer where the
// family says what it used: a count of value v uses, of each other cell,
// only whether it is v, is not v, or may be either, so a coarse reason
// (the cells' domains) is projected onto v.
func (e *explainer) reason(j int, buf []cp.Lit) []cp.Lit {
	s := e.s
	n := len(buf)
	buf = s.Reason(j, buf)
	f := s.Fact(j)
	if f.Cause < 0 || (s.Kind(f.Cause) != "count") || !e.isDecision(f.Lit.X) || (f.Lit.Op != cp.OpEq && f.Lit.Op != cp.OpNe) {
		return buf
	}
	v := f.Lit.V
	coarse := append([]cp.Lit(nil), buf[n:]...)
	buf = buf[:n]
	var done []cp.VarID
	for _, l := range coarse {
		if !e.isDecision(l.X) {
			buf = append(buf, l)
			continue
		}
		if slices.Contains(done, l.X) {
			continue
		}
		done = append(done, l.X)
		dom := e.domainFromReason(l.X, coarse)
		switch {
		case !dom[v]:
			buf = append(buf, cp.LitNe(l.X, v))
		case len(dom) == 1:
			buf = append(buf, cp.LitEq(l.X, v))
		}
	}
	return buf
}

// states reports whether a deduction's facts say l, once plain.
func (e *explainer) states(d Deduction, l cp.Lit) bool {
	for _, f := range d.Facts {
		if e.plain(f) == l {
			return true
		}
	}
	return false
}
