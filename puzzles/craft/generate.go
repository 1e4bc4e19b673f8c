package craft

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/internal/draw"
)

// GenOptions are the arguments of Generate. The zero values of the sizes
// take the kind's defaults.
type GenOptions struct {
	// Seed draws every random choice: the same options give the same
	// puzzle.
	Seed uint64
	// Size is the side of the grid (Sudoku 4, 9 or 16; KenKen, Takuzu,
	// Kakurasu, Tetravex).
	Size int
	// Rows, Cols and Steps are a ROGO board and its loop length.
	Rows, Cols, Steps int
	// Colours is the number of Tetravex edge colours.
	Colours int
	// Stars is the number of stars per line of a Star Battle (default 1).
	Stars int
	// UniqueRule asks for Takuzu's rule that no two rows and no two
	// columns are equal ("takuzu unique"; it does not make the solution
	// unique: every generated puzzle has one solution anyway).
	UniqueRule bool
	// Band is the grade asked for, one of Bands(kind) ("" accepts any
	// grade: the puzzle is unique and graded).
	Band string
	// MaxAttempts bounds the candidates drawn (0: the kind's default).
	MaxAttempts int
	// Context stops the generator (nil: none); Generate then returns its
	// error.
	Context context.Context
}

// Generated is a generated puzzle with its grade.
type Generated struct {
	Puzzle   puzzles.Puzzle
	Grade    Difficulty
	Attempts int
}

// ErrUnreachable is wrapped when no candidate reached the requested band
// within the attempts: the band may be out of reach for the size.
var ErrUnreachable = errors.New("the requested grade was not reached")

// ErrNoGenerator is wrapped for a kind without a generator here.
var ErrNoGenerator = errors.New("no generator for this kind")

// ErrBadOptions is wrapped for options a kind does not take.
var ErrBadOptions = errors.New("bad generator options")

// generator is a kind's way to draw a candidate: a puzzle with exactly one
// solution that the ladder solves without climbing above ceiling (by
// removing clues while that holds, or by drawing until a draw does).
type generator struct {
	defaults func(o *GenOptions) error
	// candidate draws a puzzle; a drawn one comes with its grade (the
	// walk that proved it), a puzzle built by removing clues is graded
	// afterwards.
	candidate   func(g *genRun, attempt int) (puzzles.Puzzle, *Difficulty, error)
	maxAttempts int
}

var generators = map[string]*generator{}

// errRetry is a candidate that did not work out; the next attempt draws
// another.
var errRetry = errors.New("retry")

// errTallied is errRetry for a candidate that counted itself in
// genRun.tried under its own key ("above medium": a grade known to lie
// above the band before the walk's end).
var errTallied = errors.New("retry, tallied")

// genRun is one Generate call.
type genRun struct {
	kind    string
	opt     GenOptions
	lo, hi  Rung       // the band's rungs: lo < Hardest <= hi
	band    string     // the band asked for ("": any)
	split   scoreSplit // the kind's (inBand)
	cache   map[string]any
	tried   map[string]int // bands of the candidates that missed
	rng     *draw.RNG      // the attempt's stream
	attempt int
	pooled  []pooled // models to give back to the pool (generate_pool.go)
	// masks are the drawn KenKen candidate's (generate_kenken_masks.go):
	// the walk of its model looks ahead on them (nil: on the store).
	masks *kenkenMasks
}

// Generate draws a puzzle of kind with exactly one solution (for ROGO, one
// optimal loop), graded in opt.Band: it draws a full solution and removes
// clues while the ladder still solves the puzzle below the band's ceiling
// (Sudoku, Takuzu, Kakurasu), or draws whole puzzles until one solves
// within it (KenKen, ABC Path, ROGO, Tetravex); a candidate that comes out
// easier than the band is thrown away and another drawn. The result is
// graded again from scratch (Grade) before it is returned; the search for
// a band is bounded by opt.MaxAttempts and gives up with ErrUnreachable.
func Generate(kind string, opt GenOptions) (*Generated, error) {
	g := generatorOf(kind)
	if g == nil {
		return nil, fmt.Errorf("%w: %s", ErrNoGenerator, kind)
	}
	if err := g.defaults(&opt); err != nil {
		return nil, err
	}
	r := &genRun{kind: kind, opt: opt, cache: map[string]any{}, tried: map[string]int{}, split: kinds[kind].scoreSplit()}
	defer r.release()
	bands := Bands(kind)
	switch {
	case opt.Band == "":
		r.lo, r.hi = 0, Search
	default:
		k := -1
		for i, b := range bands {
			if b.Name == strings.ToLower(opt.Band) {
				k = i
			}
		}
		if k < 0 {
			names := make([]string, len(bands))
			for i, b := range bands {
				names[i] = b.Name
			}
			return nil, fmt.Errorf("%w: %s has no band %q (bands: %s)", ErrBadOptions, kind, opt.Band, strings.Join(names, ", "))
		}
		r.band = bands[k].Name
		r.hi = bands[k].Upto
		// The band starts above the previous band's top rung, or at it
		// when the score splits that rung (scoreSplit).
		for j := k - 1; j >= 0; j-- {
			if _, cut := r.split.cut(bands[j].Name); bands[j].Upto < r.hi && !cut {
				r.lo = bands[j].Upto
				break
			}
		}
	}
	attempts := opt.MaxAttempts
	if attempts <= 0 {
		attempts = g.maxAttempts
	}
	for a := range attempts {
		if err := r.canceled(); err != nil {
			return nil, err
		}
		r.attempt = a
		r.rng = draw.New(opt.Seed, uint64(a)*0x9e3779b97f4a7c15+uint64(len(kind)))
		p, graded, err := g.candidate(r, a)
		if errors.Is(err, errRetry) {
			r.tried["none"]++
			continue
		}
		if errors.Is(err, errTallied) {
			continue
		}
		if err := r.canceled(); err != nil {
			return nil, err // the candidate's walks were cut short
		}
		if err != nil {
			return nil, err
		}
		var d Difficulty
		if graded != nil {
			d = *graded
		} else if d, err = r.grade(p); err != nil {
			if errors.Is(err, ErrNotUnique) || errors.Is(err, ErrNoSolution) {
				return nil, fmt.Errorf("craft: %s generator: a candidate is not unique (a bug): %w", kind, err)
			}
			return nil, err
		}
		if r.inBand(bands, d) {
			if err := r.probeKept(p, &d); err != nil {
				return nil, err
			}
			return &Generated{Puzzle: p, Grade: d, Attempts: a + 1}, nil
		}
		r.tried[d.Band]++
	}
	var seen []string
	for _, b := range bands {
		if n := r.tried[b.Name]; n > 0 {
			seen = append(seen, fmt.Sprintf("%s ×%d", b.Name, n))
		}
	}
	for _, key := range []string{"below " + r.band, "above " + r.band} {
		if n := r.tried[key]; n > 0 {
			seen = append(seen, fmt.Sprintf("%s ×%d", key, n))
		}
	}
	if n := r.tried["none"]; n > 0 {
		seen = append(seen, fmt.Sprintf("no unique candidate ×%d", n))
	}
	advice := "try another seed, size or band"
	if r.band != "" && r.lo >= DeepLookahead {
		// The band is the search rung alone: drawn puzzles that are
		// unique seldom need it (Kakuro, Hidato, Nonogram: none in the
		// full runs), so another seed seldom helps.
		advice = fmt.Sprintf("%s takes a puzzle that only search finishes, past the ladder's deep lookahead, and the ladder finished every unique one drawn before it; such puzzles are rare, try another band", r.band)
	}
	return nil, fmt.Errorf("%w: %s %s: no puzzle graded %q in %d attempts (drawn instead: %s); %s",
		ErrUnreachable, kind, r.sizeText(), opt.Band, attempts, strings.Join(seen, ", "), advice)
}

// inBand is whether d is in the band asked for: the test Grade names the
// band by (bandOf), on the rungs and on the score where it splits one.
func (r *genRun) inBand(bands []Band, d Difficulty) bool {
	if d.Hardest <= r.lo || d.Hardest > r.hi {
		return false
	}
	return r.band == "" || bandOf(bands, r.split, d) == r.band
}

// canceled is the error of a run whose context is done, or nil.
func (r *genRun) canceled() error {
	if r.opt.Context == nil {
		return nil
	}
	return r.opt.Context.Err()
}

func (r *genRun) sizeText() string {
	o := r.opt
	switch r.kind {
	case "rogo":
		return fmt.Sprintf("%dx%d steps %d", o.Rows, o.Cols, o.Steps)
	case "tetravex":
		return fmt.Sprintf("%dx%d, %d colours", o.Size, o.Size, o.Colours)
	}
	if o.Size == 0 && o.Rows > 0 {
		return fmt.Sprintf("%dx%d", o.Rows, o.Cols)
	}
	return fmt.Sprintf("%dx%d", o.Size, o.Size)
}

// seed is a seed for a kind's planting generator (Planted), drawn from
// the run's stream.
func (r *genRun) seed() uint64 { return r.rng.Uint64() }

// solvesWithin reports whether the ladder solves p without a rung above
// ceiling (at Search: whether p has exactly one solution), and if so its
// grade: the walk that solved it is the one Grade takes.
func solvesWithin(ctx context.Context, p puzzles.Puzzle, ceiling Rung) (bool, Difficulty, error) {
	m, err := build(ctx, p, false, nil, ceiling)
	if err != nil {
		return false, Difficulty{}, err
	}
	return walkWithin(m, p, ceiling)
}

// walkWithin is solvesWithin on m, a model of p built to ceiling (its
// store as built, or back there).
func walkWithin(m *Model, p puzzles.Puzzle, ceiling Rung) (bool, Difficulty, error) {
	s := m.Store
	lvl := s.Push()
	defer s.PopTo(lvl - 1)
	w := newWalk(m, ceiling)
	out, err := w.run()
	switch {
	case errors.Is(err, ErrNotUnique), errors.Is(err, ErrNoSolution):
		return false, Difficulty{}, nil
	case err != nil:
		return false, Difficulty{}, err
	case out != solved:
		return false, Difficulty{}, nil
	}
	return true, w.difficulty(), nil
}

// blankTrials solves puzzles that differ only in their cell clues on one
// ladder model: the blank puzzle, propagated at level 0 (so that every
// propagator is at its fixpoint there), and each set of clues assigned on
// a choice point popped after the walk.
type blankTrials struct {
	m *Model
	// other, when set, finds another solution of a trial's position with
	// another value at clue k than the solution's without a search
	// (latinTrades), or says it cannot: stillUnique's answer when it
	// finds one.
	other func(k int) bool
}

// trialsOn is the blankTrials of a model newBlankTrials built.
func trialsOn(m *Model) *blankTrials { return &blankTrials{m: m} }

func newBlankTrials(ctx context.Context, blank puzzles.Puzzle, ceiling Rung) (*blankTrials, error) {
	m, err := build(ctx, blank, false, nil, ceiling)
	if err != nil {
		return nil, err
	}
	s := m.Store
	s.SetRungLimit(cp.MaxRung)
	if !s.Propagate() {
		return nil, fmt.Errorf("%s: the blank grid fails: %w", blank.Name(), ErrNoSolution)
	}
	return trialsOn(m), nil
}

// solves reports whether the clues (value, or -1 for none, per decision
// variable) are solved by the ladder without a rung above ceiling (by the
// ladder's fixpoint, closes, not the walk: the walk's order only matters
// to the grade).
func (t *blankTrials) solves(clues []int, ceiling Rung) (bool, error) {
	s := t.m.Store
	lvl := s.Push()
	defer s.PopTo(lvl - 1)
	for i, v := range clues {
		if v >= 0 && !s.Assign(t.m.Vars[i], v) {
			return false, nil
		}
	}
	return t.m.closes(ceiling)
}

// solvesWithout is a removal trial on the store as it stands: the clues of
// a unique puzzle with the solution sol that the ladder solved below
// ceiling, but clue k, propagated up to the ceiling's propagation rung.
// It reports whether the puzzle without k is still unique and (below
// Search) still solved by the ladder below the ceiling. Where the
// propagation fixed k's cell again the answer is yes (the fixpoint then
// holds every clue, and the ladder solves the rest as before); below the
// lookahead rungs, where it did not, no (closes would stop at this
// fixpoint); at the lookahead ceilings, uniqueness first (stillUnique: the
// search that refutes another value at k costs less than the probes, and
// the ladder solves no puzzle that is not unique, so most trials near the
// end stop there), then closes. The store is left as it was, its rung
// limit at the ceiling's propagation rung.
func (t *blankTrials) solvesWithout(sol []int, ceiling Rung, k int) (bool, error) {
	m := t.m
	s := m.Store
	prop := min(ceiling, m.top).cp()
	switch {
	case s.Fixed(m.Vars[k]):
		return true, nil
	case ceiling < Lookahead:
		return false, nil
	}
	defer s.SetRungLimit(prop)
	ok, err := t.stillUnique(sol, k)
	if err != nil || !ok || ceiling >= Search {
		return ok, err
	}
	lvl := s.Push()
	defer s.PopTo(lvl - 1)
	return m.closes(ceiling)
}

// stillUnique reports whether the clues on the store, which left a unique
// puzzle with the solution sol before clue k was taken out, still do: they
// do unless a solution has another value than sol[k] at k (any other
// solution keeps sol[k] there, and would have solved the puzzle before).
// One search with that value removed, which fails fast where the clue was
// not needed, instead of a count of the solutions.
func (t *blankTrials) stillUnique(sol []int, k int) (bool, error) {
	if t.other != nil && t.other(k) {
		return false, nil
	}
	s := t.m.Store
	lvl := s.Push()
	defer s.PopTo(lvl - 1)
	if !s.Remove(t.m.Vars[k], sol[k]) {
		return true, nil
	}
	return t.m.solutions(1, 0)
}

// plantedClues is the start of every removal: the ladder must solve the
// full clues below the run's ceiling (errRetry otherwise), and the trials
// test against a copy of them, the planted solution.
func (r *genRun) plantedClues(t *blankTrials, clues []int) ([]int, error) {
	ok, err := t.solves(clues, r.hi)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, errRetry
	}
	return append([]int(nil), clues...), nil
}

// removeClues takes clues out, in a random order, as long as the ladder
// still solves the puzzle below the run's ceiling (at Search: as long as
// it stays unique).
func (r *genRun) removeClues(t *blankTrials, clues []int) ([]int, error) {
	sol, err := r.plantedClues(t, clues)
	if err != nil {
		return nil, err
	}
	perm := r.rng.Perm(len(clues))
	m := t.m
	s := m.Store
	s.SetRungLimit(min(r.hi, m.top).cp())
	start := s.Level()
	defer s.PopTo(start)
	th := thinning{t: t, kind: r.kind, clues: clues, sol: sol, perm: perm, hi: r.hi}
	if err := th.decide(0, len(perm)); err != nil {
		return nil, err
	}
	return clues, nil
}

// thinning is one removeClues: trial i (clue perm[i] taken out) runs on
// the clues kept among perm[:i] and every clue of perm[i+1:]. Setting
// those on a choice point for each trial would cost one propagation per
// clue per trial; decide splits the trials in halves instead, so that each
// clue is set and propagated on about log2(len(perm)) choice points in
// all: the ladder's fixpoint is the same whatever order the clues come in
// (closes), so every trial answers as it would on a store of its own.
type thinning struct {
	t          *blankTrials
	kind       string
	clues, sol []int
	perm       []int
	hi         Rung
}

// decide runs the trials of perm[lo:hi] on a store that holds the clues
// kept among perm[:lo] and every clue of perm[hi:], propagated.
func (th *thinning) decide(lo, hi int) error {
	m := th.t.m
	s := m.Store
	switch {
	case hi <= lo:
		return nil
	case hi-lo == 1:
		k := th.perm[lo]
		ok, err := th.t.solvesWithout(th.sol, th.hi, k)
		if err != nil {
			return err
		}
		if ok {
			th.clues[k] = -1
		}
		return nil
	}
	mid := (lo + hi) / 2
	for half := range 2 {
		// The first half's trials with every clue of the second half set,
		// then the second half's with the clues the first half kept.
		from, to := mid, hi
		if half == 1 {
			from, to = lo, mid
		}
		s.Push()
		for _, k := range th.perm[from:to] {
			if v := th.clues[k]; v >= 0 && !s.Assign(m.Vars[k], v) {
				return fmt.Errorf("craft: %s generator: the solution's clues clash (a bug)", th.kind)
			}
		}
		if !s.Propagate() {
			return fmt.Errorf("craft: %s generator: the solution's clues clash (a bug)", th.kind)
		}
		var err error
		if half == 0 {
			err = th.decide(lo, mid)
		} else {
			err = th.decide(mid, hi)
		}
		s.PopTo(s.Level() - 1)
		if err != nil {
			return err
		}
	}
	return nil
}

// GeneratorKinds lists the kinds Generate makes puzzles of, in
// puzzles.Kinds() order.
func GeneratorKinds() []string {
	var out []string
	for _, k := range puzzles.Kinds() {
		if generatorOf(k) != nil {
			out = append(out, k)
		}
	}
	return out
}

// DefaultAttempts is the number of candidates Generate draws for kind when
// GenOptions.MaxAttempts is 0 (0 for a kind without a generator).
func DefaultAttempts(kind string) int {
	if g := generatorOf(kind); g != nil {
		return g.maxAttempts
	}
	return 0
}
