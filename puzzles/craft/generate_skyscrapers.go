package craft

import (
	"fmt"
	"strings"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/internal/draw"
	"github.com/tessera-cp/tessera/puzzles/skyscrapers"
)

// Skyscrapers' graded generator, after Tatham's Towers (towers.c): a
// random Latin square with every one of its 4n clues and no digit in the
// grid; its digits given, then taken out again while the ladder still
// solves the puzzle within the band's ceiling (on one model of the clues,
// blankTrials); above Easy, its clues then taken out the same way (on one
// model of those digits and clues, switchedTrials: a clue is constraints, not
// a value, taken out by their rung). At Easy, up to 5x5, only a square
// whose empty grid the ladder solves is kept, as Towers does: its Easy
// puzzles show every clue and no digit. Drawing whole minimal puzzles
// (skyscrapers.Planted, a count per removal) until one fell in the band
// took ~20 draws an Easy puzzle, each dearer than a whole Towers puzzle.

// skyscraperSides is the order of the clues: side by side, index by index.
var skyscraperSides = [4]skyscrapers.Side{skyscrapers.Top, skyscrapers.Bottom, skyscrapers.Left, skyscrapers.Right}

// plantedTowers draws an n×n Latin square of digits 1..n and returns the
// puzzle of its every clue with no digit given, and the square.
func plantedTowers(rng *draw.RNG, n int) (*skyscrapers.Puzzle, [][]int) {
	sq := draw.LatinSquare(rng, n)
	sol := make([][]int, n)
	p := &skyscrapers.Puzzle{N: n, Givens: make([][]int, n)}
	for i := range n {
		sol[i], p.Givens[i] = make([]int, n), make([]int, n)
		for j := range n {
			sol[i][j] = sq[i][j] + 1
		}
	}
	clues := make([][]int, 4)
	for k, sd := range skyscraperSides {
		clues[k] = make([]int, n)
		for i := range n {
			clues[k][i] = skyscrapers.Visible(skyscrapers.Line(sol, sd, i))
		}
	}
	p.Top, p.Bottom, p.Left, p.Right = clues[0], clues[1], clues[2], clues[3]
	return p, sol
}

// skyscrapersGraded is the candidate of a run with a band; a run without
// one keeps the kind's own unique generator (generate_planted.go).
func skyscrapersGraded(r *genRun) (puzzles.Puzzle, *Difficulty, error) {
	n := r.opt.Size
	p, sol := plantedTowers(r.rng, n)
	clues := [][]int{p.Top, p.Bottom, p.Left, p.Right}

	if r.hi <= Counting && n <= 5 {
		// Towers' Easy: every clue and no digit, kept when the ladder
		// solves it (the walk that grades it says so: one model), tried
		// on bit sets first where the ceiling is Counting's.
		if r.hi == Counting && !towersEasySolves(n, (*[4][]int)(clues)) {
			return nil, nil, errRetry
		}
		return r.solvedWithin(p)
	}

	// The digits, then the clues, on one model of the empty grid with
	// every clue.
	digits := make([]int, n*n)
	for i := range digits {
		digits[i] = sol[i/n][i%n]
	}
	ct, err := r.newClueTrials(p)
	if err != nil {
		return nil, nil, err
	}
	if ct != nil {
		digits, err = ct.remove(r, digits)
	} else {
		digits, err = r.removeDigitsFresh(p, digits)
	}
	if err != nil {
		return nil, nil, err
	}
	for i, v := range digits {
		p.Givens[i/n][i%n] = max(v, 0) // -1, taken out: no digit
	}
	if r.hi <= Counting { // Towers leaves every clue at Easy
		return r.solvedWithin(p)
	}
	if ct != nil {
		if err := ct.start(r, digits); err != nil {
			return nil, nil, err
		}
	}
	keep, err := r.removeSkylineClues(p, ct)
	if err != nil {
		return nil, nil, err
	}
	if ct == nil {
		return r.solvedWithin(p)
	}
	// Graded by the walk on the trials' model, not a new one.
	q, err := reparse(r.name(), skyscrapers.Format(p))
	if err != nil {
		return nil, nil, fmt.Errorf("craft: skyscrapers generator: a candidate does not read back: %w", err)
	}
	ok, d, err := ct.walk(q, keep, digits, r.hi)
	if err != nil || !ok {
		return nil, nil, errOr(err, errRetry)
	}
	return q, &d, nil
}

// removeDigitsFresh is the clue trials' remove on a model of its own
// (blankTrials), where the clues' propagators are not found by their names.
func (r *genRun) removeDigitsFresh(p *skyscrapers.Puzzle, digits []int) ([]int, error) {
	blank, err := reparse("blank", skyscrapers.Format(p))
	if err != nil {
		return nil, err
	}
	t, err := newBlankTrials(r.opt.Context, blank, r.hi)
	if err != nil {
		return nil, err
	}
	return r.removeClues(t, digits)
}

// solvedWithin is the candidate p, graded by the walk on a model built up
// to the run's ceiling (the one solvesWithin builds: the rungs above it
// never run on a puzzle the ladder solves below it), or errRetry where the
// ladder does not solve it within the ceiling.
func (r *genRun) solvedWithin(p *skyscrapers.Puzzle) (puzzles.Puzzle, *Difficulty, error) {
	q, err := reparse(r.name(), skyscrapers.Format(p))
	if err != nil {
		return nil, nil, fmt.Errorf("craft: skyscrapers generator: a candidate does not read back: %w", err)
	}
	ok, d, err := solvesWithin(r.opt.Context, q, r.hi)
	if err != nil || !ok {
		return nil, nil, errOr(err, errRetry)
	}
	return q, &d, nil
}

// removeSkylineClues takes p's clues out, in a random order, as long as
// the ladder still solves p within the run's ceiling (at Search: while it
// stays unique), on ct, started on p's digits (nil: a fresh model per
// trial), and returns the clues kept (index side*n + i).
func (r *genRun) removeSkylineClues(p *skyscrapers.Puzzle, ct *switchedTrials) ([]bool, error) {
	n := p.N
	clue := func(k int) *int { return &p.Clues(skyscraperSides[k/n])[k%n] }
	var err error
	keep := make([]bool, 4*n)
	for k := range keep {
		keep[k] = true
	}
	perm := r.rng.Perm(4 * n)
	if ct != nil {
		// The trials in halves (switchedTrials.thin), the same answers:
		// at the lookahead ceilings the count and the probes on the
		// trial's position where its fixpoint does not solve it.
		var leaf func(int) (bool, error)
		if r.hi >= Lookahead {
			leaf = func(int) (bool, error) {
				if err := r.canceled(); err != nil {
					return false, err
				}
				return ct.closesHere(r.hi)
			}
		}
		if err := ct.thin(keep, perm, r.hi, leaf); err != nil {
			return nil, err
		}
		for k, on := range keep {
			if !on {
				*clue(k) = 0
			}
		}
		perm = nil
	}
	for _, k := range perm {
		if err := r.canceled(); err != nil {
			return nil, err
		}
		at := clue(k)
		v := *at
		*at, keep[k] = 0, false
		var ok bool
		if ct != nil {
			ok, err = ct.closes(keep, r.hi)
		} else {
			var q puzzles.Puzzle
			if q, err = reparse(r.name(), skyscrapers.Format(p)); err == nil {
				ok, err = r.closesFresh(q)
			}
		}
		if err != nil {
			return nil, err
		}
		if !ok {
			*at, keep[k] = v, true
		}
	}
	if ct != nil && ct.m.belowAgrees(r) {
		// Solved below the band: thrown away without the walk.
		if easier, err := ct.closes(keep, r.lo); err != nil || easier {
			return nil, errOr(err, errRetry)
		}
	}
	return keep, nil
}

// belowAgrees is whether the fixpoint of m's root, propagated up to the
// run's ceiling, is the one of the band below's ceiling (r.lo) as well, so
// that closes(r.lo) on it answers as on a fresh model: the band's
// propagation rungs are those of the band below (Extreme over Hard), and
// no score splits a rung between them.
func (m *Model) belowAgrees(r *genRun) bool {
	return r.lo > 0 && r.split.band == "" && min(r.lo, m.top) == min(r.hi, m.top)
}

// newClueTrials builds the model of p (its clues, and its digits if it
// has any) for the clue trials (switchedTrials: the digits taken out with
// every clue on, then the clues), not yet propagated, or nil where a
// trial takes a fresh model (a clue whose Visibility propagator is not
// found by its name). A clue is taken out by the rungs of its
// propagators (the Visibility constraint, its table of orders, its
// skyline rules and bounds, and the rule of a line's two clues that add
// up to n+1, which needs both; keep's index side*n + i). The root of the
// clue trials is propagated with every clue off, up to the ceiling.
func (r *genRun) newClueTrials(p *skyscrapers.Puzzle) (*switchedTrials, error) {
	t, err := r.newSwitchedTrials(skyscrapers.Format(p), "skyscrapers", "digits", "clues")
	if err != nil {
		return nil, err
	}
	t.countFirst = true
	t.removeLimit = min(r.hi, t.m.top).cp()
	s := t.m.Store
	seen := make([]bool, 4*p.N)
	labels := newSkylineLabels(p)
	for i := range s.NumProps() {
		pid := cp.PropID(i)
		needs := labels.clueOf(s.Label(pid))
		if needs == nil {
			continue
		}
		if s.Kind(pid) == "visibility" {
			seen[needs[0]] = true
		}
		t.add(pid, needs)
	}
	for k, ok := range seen {
		if !ok && p.Clues(skyscraperSides[k/p.N])[k%p.N] != 0 {
			return nil, nil
		}
	}
	return t, nil
}

// skylineLabels tell the clues (index side*n + i) a propagator of p's
// ladder model stands for, read off its label (kind_layer.go,
// kind_skyscrapers.go and skyscrapers.Build name them: "top clue 3 of
// column 2", followed by nothing, ':', ',' or ' '; a line's two clues
// that add up to n+1, "the clues 1 and 4 of row 2 add up ...").
type skylineLabels struct {
	clue []string // each clue's name, "" for none
	pair []string // the top (left) clue's pair rule prefix, or ""
}

func newSkylineLabels(p *skyscrapers.Puzzle) *skylineLabels {
	n := p.N
	l := &skylineLabels{clue: make([]string, 4*n), pair: make([]string, 4*n)}
	for k := range 4 * n {
		line := fmt.Sprintf("row %d", k%n+1)
		if k/n < 2 {
			line = fmt.Sprintf("column %d", k%n+1)
		}
		c := p.Clues(skyscraperSides[k/n])[k%n]
		if c == 0 {
			continue
		}
		l.clue[k] = fmt.Sprintf("%s clue %d of %s", skyscraperSides[k/n], c, line)
		if k/n%2 == 0 { // top or left: its pair is the next side's
			if o := p.Clues(skyscraperSides[k/n+1])[k%n]; o != 0 {
				l.pair[k] = fmt.Sprintf("the clues %d and %d of %s add up", c, o, line)
			}
		}
	}
	return l
}

// clueOf is the clues the propagator labelled label stands for, or nil
// for one of no clue.
func (l *skylineLabels) clueOf(label string) []int {
	n := len(l.clue) / 4
	for k, name := range l.clue {
		if name == "" {
			continue
		}
		if rest, ok := strings.CutPrefix(label, name); ok && (rest == "" || strings.ContainsRune(":, ", rune(rest[0]))) {
			return []int{k}
		}
		if l.pair[k] != "" && strings.HasPrefix(label, l.pair[k]) {
			return []int{k, k + n}
		}
	}
	return nil
}
