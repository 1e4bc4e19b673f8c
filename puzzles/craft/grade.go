package craft

import (
	"context"
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/search"
)

// Difficulty is a puzzle's grade: the highest rung of the ladder its
// solution needed and how often, as a number and a named band.
type Difficulty struct {
	Kind string
	// Hardest is the highest rung a deduction needed (Forward when
	// forward checking alone solves the puzzle; Search when the ladder
	// gets stuck and only search finishes it).
	Hardest Rung
	// Steps counts the deductions taken at each rung (Steps[Forward]: the
	// rounds of forward checking that fixed a cell).
	Steps [NumRungs + 1]int
	// Open sums, for each lookahead rung, the cells still open at each
	// of its steps: a step taken with more of the grid open is harder to
	// see (the assumption must be carried further), and the sum grows with
	// the number of such steps.
	Open [NumRungs + 1]int
	// Beyond counts the Lookahead steps taken where the kind's named chain
	// technique finds nothing (Sudoku: no forcing chain from a bivalue
	// cell, where Tatham's Solo guesses): they weigh most in Score.
	Beyond int
	// Outside counts the propagation steps taken by constraints the kind
	// marks as outside its reference solver's techniques (Killer: a whole
	// cage at full strength, the 45 rule over several units, which Solo's
	// killer solver has not); a kind's own score may weigh them.
	Outside int
	// Nodes is the size of the final search, when Hardest is Search.
	Nodes int64
	// Probes sums up the kind's own walk over its Lookahead steps, when
	// it has one and the puzzle's hardest rung is Lookahead (Sudoku:
	// sudokuProbeWalk); Score then ranks by it.
	Probes Probes
	// Score orders puzzles by difficulty: Hardest, plus a fraction that
	// grows with the number of deductions at that rung (with the open
	// cells they were taken from for the lookahead rungs, Open; with the
	// search's nodes for Search; with Probes where the kind has them).
	Score float64
	// Band is the kind's name for the grade ("easy", "hard", …).
	Band string
}

// String is "hard (4.23: combined ×5)".
func (d Difficulty) String() string {
	if d.Hardest == Search {
		return fmt.Sprintf("%s (%.2f: %s, %d nodes)", d.Band, d.Score, d.Hardest, d.Nodes)
	}
	return fmt.Sprintf("%s (%.2f: %s ×%d)", d.Band, d.Score, d.Hardest, d.Steps[d.Hardest])
}

// Options tune Grade.
type Options struct {
	// Ceiling is the highest rung to climb (0: Search). Below Search a
	// puzzle the ladder cannot finish is an error wrapping ErrCeiling.
	Ceiling Rung
	// MaxNodes bounds the final search (0: none).
	MaxNodes int64
	// Context stops the grading (nil: none); Grade then returns its
	// error.
	Context context.Context
	// ladderOnly leaves out the kind's probe walk (Difficulty.Probes and
	// the Score it makes): Generate's candidates, whose bands read the
	// ladder's score (splitScore); Generate probes the one it keeps.
	ladderOnly bool
}

// ErrCeiling is returned when the ladder gets stuck below the search rung
// (Options.Ceiling) or the final search reaches its node limit.
var ErrCeiling = fmt.Errorf("the ladder is stuck below its ceiling")

// Grade solves p with the least reasoning that works (see the package
// documentation) and grades it. The puzzle must have exactly one solution
// (for ROGO: one optimal loop): ErrNoSolution and ErrNotUnique say
// otherwise.
func Grade(p puzzles.Puzzle, opt Options) (Difficulty, error) {
	m, err := build(opt.Context, p, false, nil, Search)
	if err != nil {
		return Difficulty{}, err
	}
	return m.Grade(opt)
}

// Grade grades the model from its store's current state (its givens, and
// whatever the caller fixed), leaving the store at its level: the walk
// runs on a choice point it pops at the end.
func (m *Model) Grade(opt Options) (Difficulty, error) { return m.grade(opt, nil) }

// grade is Grade, telling onRefute (when set) of each lookahead
// refutation (walk.onRefute).
func (m *Model) grade(opt Options, onRefute func(r, inner Rung, ref search.Refuted)) (Difficulty, error) {
	ceiling := opt.Ceiling
	if ceiling == 0 || ceiling > Search {
		ceiling = Search
	}
	s := m.Store
	lvl := s.Push()
	defer s.PopTo(lvl - 1)
	w := newWalk(m, ceiling)
	w.maxNodes = opt.MaxNodes
	w.onRefute = onRefute
	out, err := w.run()
	if err != nil {
		return Difficulty{}, fmt.Errorf("%s: %w", m.Puzzle.Name(), err)
	}
	if out != solved {
		return Difficulty{}, fmt.Errorf("%s: %w (%s)", m.Puzzle.Name(), ErrCeiling, ceiling)
	}
	if w.hardest < Search {
		// The ladder fixed every cell: check the solution independently.
		if err := m.Puzzle.Verify(m.Decode()); err != nil {
			return Difficulty{}, fmt.Errorf("%s: the ladder's solution is wrong (a bug): %w", m.Puzzle.Name(), err)
		}
	}
	d := w.difficulty()
	if m.kind != nil && m.kind.probe != nil && d.Hardest == Lookahead && !opt.ladderOnly {
		s.PopTo(lvl - 1)
		if err := m.probe(&d); err != nil {
			return Difficulty{}, fmt.Errorf("%s: %w", m.Puzzle.Name(), err)
		}
	}
	return d, nil
}

// probe completes d, a grade at the Lookahead rung of the puzzle in the
// store's state (its walk's choice point popped), with the kind's probe
// walk (Difficulty.Probes) and the Score it makes.
func (m *Model) probe(d *Difficulty) error {
	p, err := m.kind.probe(m)
	if err != nil {
		return err
	}
	d.Probes = p
	if p != (Probes{}) { // zero: the kind's walk does not apply (a Sudoku other than 9×9)
		d.Score = p.score(d.Beyond > 0)
	}
	return nil
}

// scoreOf is the kind's score of d (score unless the kind weighs its
// steps otherwise).
func (m *Model) scoreOf(d Difficulty) float64 {
	if m.kind != nil && m.kind.score != nil {
		return m.kind.score(d)
	}
	return score(d)
}

// Probes sums up a walk whose Lookahead steps each take the easiest of a
// kind's own probes (Sudoku: sudokuProbeWalk), weighed by a cost that
// grows with the probe's class and length.
type Probes struct {
	Hardest   int // the cost of the costliest step
	AtHardest int // the steps that cost that much
	Steps     int // the Lookahead steps
	// Beyond counts the steps taken where the kind's named chain
	// technique finds nothing and the probe is not on one digit (Sudoku:
	// where Tatham's Solo guesses).
	Beyond int
}

// score ranks by the costliest step, then by how many steps cost that
// much (each as much as three more steps), then by the steps: the
// Lookahead rung plus a fraction below one. A step beyond the kind's
// chains, in the ladder's walk (beyond) or in the probes' walk, costs as
// much as two and a half more waves in a probe: Solo's Unreasonable
// puzzles, which need Tatham's solver to guess, rank above most of its
// Extreme ones (top two levels 0.64), while SE, which rates many such
// puzzles as wings (5.4-6.6), keeps its order above 5.4 (0.87). Twice
// five waves ranked Solo's top two at 0.75 and SE above 5.4 at 0.79; no
// bonus 0.43 and 0.89 (docs/CALIBRATION.md).
func (p Probes) score(beyond bool) float64 {
	k := 1000*p.Hardest + min(3*p.AtHardest+p.Steps, 999)
	if beyond || p.Beyond > 0 {
		k += 2500
	}
	return float64(Lookahead) + float64(k)/float64(k+8000)
}

// score is Hardest plus a fraction below one that grows with the work at
// that rung. A kind may score otherwise (kindCraft.score).
func score(d Difficulty) float64 {
	k := float64(d.Steps[d.Hardest])
	switch d.Hardest {
	case Search:
		k = float64(d.Nodes)
		return float64(d.Hardest) + k/(k+50)
	case Lookahead, DeepLookahead:
		// About 8 cells open per step at the rungs below; a lookahead
		// step taken early, with most of a 9×9 grid open, weighs like
		// several, and one beyond the kind's named chains like a full
		// grid's worth.
		k = float64(d.Open[d.Hardest])/8 + 40*float64(d.Beyond)
	}
	return float64(d.Hardest) + k/(k+8)
}

// band names a grade in the kind's words.
func (m *Model) band(d Difficulty) string { return bandOf(m.bands(), m.kind.scoreSplit(), d) }

// bands are the kind's bands, easiest first.
func (m *Model) bands() []Band {
	if m.kind != nil && len(m.kind.bands) > 0 {
		return m.kind.bands
	}
	return defaultBands
}

// Band is a named range of grades: the puzzles whose Hardest rung is at
// most Upto (and above the previous band's).
type Band struct {
	Name string
	Upto Rung
}

var defaultBands = []Band{{"easy", Counting}, {"medium", Combined}, {"hard", DeepLookahead}, {"fiendish", Search}}

// bandOf is the first band whose top rung d does not pass and, where the
// kind's split cuts that band, whose cut d's score is below (a grade under
// the top rung too: Killer's score puts a Combined grade with many steps
// outside Solo's techniques past Lookahead ones).
func bandOf(bands []Band, split scoreSplit, d Difficulty) string {
	for _, b := range bands {
		below, cut := split.cut(b.Name)
		if d.Hardest <= b.Upto && (!cut || d.splitScore() < below) {
			return b.Name
		}
	}
	return bands[len(bands)-1].Name
}

// splitScore is the score a band split reads: the kind's score of the
// ladder's walk (Killer's own, else score), which the splits were tuned
// on, and not what a kind's Probes make of Score (Sudoku's probe walk).
func (d Difficulty) splitScore() float64 {
	if d.Probes != (Probes{}) {
		return score(d)
	}
	return d.Score
}

// scoreSplit splits a band by the score: a grade within band's rungs
// whose Score is below or more is in the next band (Sudoku's extreme and
// unreasonable both reach the Lookahead rung; the steps beyond a forcing
// chain, and lookahead steps taken with most of the grid open, raise the
// score). For the kinds whose score grows with the rung only a grade at
// the top rung can pass the cut. The zero value splits none.
type scoreSplit struct {
	band  string
	below float64
	// next splits a further band at the same rung (ROGO: every grade is
	// at the deep lookahead rung, which its easy and medium split).
	next *scoreSplit
}

// cut is the score below which a grade at band's top rung stays in band,
// and whether the split cuts band at all.
func (s scoreSplit) cut(band string) (float64, bool) {
	for p := &s; p != nil; p = p.next {
		if p.band != "" && p.band == band {
			return p.below, true
		}
	}
	return 0, false
}

// scoreSplit is the kind's split (none for a kind without tuning).
func (k *kindCraft) scoreSplit() scoreSplit {
	if k == nil {
		return scoreSplit{}
	}
	return k.split
}

// Bands lists the bands of a kind, easiest first. A kind may split a
// band's top rung by the score (Sudoku's extreme: its top is unreasonable),
// so the band of a grade is Difficulty.Band, not the rungs alone.
func Bands(kind string) []Band {
	if k := kinds[kind]; k != nil && len(k.bands) > 0 {
		return append([]Band(nil), k.bands...)
	}
	return append([]Band(nil), defaultBands...)
}

// kindCraft is what craft knows of a kind beyond the registry: how to tune
// its ladder and how to name its grades.
type kindCraft struct {
	tune  func(p puzzles.Puzzle, t *Tuner)
	bands []Band
	// blank, when set, returns the puzzle without its cell clues and the
	// clues (see Build).
	blank func(p puzzles.Puzzle) (puzzles.Puzzle, []Clue, error)
	// view says how the model reads on the grid (nil: in the model's
	// own terms).
	view func(m *Model) *view
	// chainCheck, when set, tells whether the kind's named chain
	// technique makes a deduction in the model's position (Sudoku:
	// sudokuForcingChain); a Lookahead step taken where it makes none is
	// counted in Difficulty.Beyond.
	chainCheck func(m *Model) bool
	// split moves the top of one band into the next by the score.
	split scoreSplit
	// outside, when set, tells whether a step of propagator p is outside
	// the reference solver's techniques (Difficulty.Outside).
	outside func(s *cp.Store, p cp.PropID) bool
	// score, when set, replaces score for the kind's grades.
	score func(d Difficulty) float64
	// probe, when set, walks a puzzle graded at the Lookahead rung again
	// by the kind's own probes, from the model's state (Difficulty.Probes).
	probe func(m *Model) (Probes, error)
}

// kinds holds the tuned kinds; a kind not listed gets the family rungs
// and the default bands.
var kinds = map[string]*kindCraft{}
