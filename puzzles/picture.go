package puzzles

import (
	"errors"
	"fmt"
	"strings"

	"github.com/tessera-cp/tessera/puzzles/render"
)

// ErrNoPicture is wrapped when a kind has no renderer (yet).
var ErrNoPicture = errors.New("no renderer for this kind")

// Picture is how a kind is drawn and played (Kind.Picture): the functions
// of its render.go. Every field is required when Picture is set.
type Picture[P, S any] struct {
	// SVG draws p with the state st (nil: the bare puzzle) and opt's
	// highlight, as the genre is printed (see package render).
	SVG func(p *P, st *render.State, opt render.Options) ([]byte, error)
	// Draw writes s for a terminal, in box-drawing characters.
	Draw func(p *P, s *S) string
	// SolutionState is the State that shows s; StateSolution reads a
	// State back as a solution (complete false while the state is not
	// a whole one; s may be nil then).
	SolutionState func(p *P, s *S) *render.State
	StateSolution func(p *P, st *render.State) (s *S, complete bool)
	// Conflicts names the rules a position breaks already.
	Conflicts func(p *P, st *render.State) []render.Highlight
	// Input says how the page plays p: its mode (type, cycle, loop,
	// pieces, edges), its grid's size, the values of a cell.
	Input func(p *P) render.Input
}

// painter holds a kind's Picture.
type painter[P, S any] struct {
	svgFn           func(*P, *render.State, render.Options) ([]byte, error)
	drawFn          func(*P, *S) string
	solutionStateFn func(*P, *S) *render.State
	stateSolutionFn func(*P, *render.State) (*S, bool)
	conflictsFn     func(*P, *render.State) []render.Highlight
	inputFn         func(*P) render.Input
}

func newPainter[P, S any](pic *Picture[P, S]) picturer {
	if pic == nil {
		return nil
	}
	return painter[P, S]{
		svgFn: pic.SVG, drawFn: pic.Draw, solutionStateFn: pic.SolutionState,
		stateSolutionFn: pic.StateSolution, conflictsFn: pic.Conflicts, inputFn: pic.Input,
	}
}

// picturer is what the functions below need of a painter, over the
// kind-independent Puzzle and Solution.
type picturer interface {
	svg(p Puzzle, st *render.State, opt render.Options) ([]byte, error)
	draw(p Puzzle, s Solution) (string, error)
	solutionState(p Puzzle, s Solution) (*render.State, error)
	stateSolution(p Puzzle, st *render.State) (Solution, bool, error)
	conflicts(p Puzzle, st *render.State) ([]render.Highlight, error)
	input(p Puzzle) (render.Input, error)
}

func (k painter[P, S]) unwrap(p Puzzle) (*P, error) {
	u, ok := p.(puzzle[P, S])
	if !ok {
		return nil, fmt.Errorf("%s: a %s puzzle cannot be drawn by the %T renderer", p.Name(), p.Kind(), k)
	}
	return u.p, nil
}

func (k painter[P, S]) unwrapSolution(p Puzzle, s Solution) (*P, *S, error) {
	kp, err := k.unwrap(p)
	if err != nil {
		return nil, nil, err
	}
	ks, ok := s.(solution[P, S])
	if !ok {
		return nil, nil, fmt.Errorf("%s: a %T is not a solution of a %s puzzle", p.Name(), s, p.Kind())
	}
	return kp, ks.s, nil
}

func (k painter[P, S]) svg(p Puzzle, st *render.State, opt render.Options) ([]byte, error) {
	kp, err := k.unwrap(p)
	if err != nil {
		return nil, err
	}
	return k.svgFn(kp, st, opt)
}

func (k painter[P, S]) draw(p Puzzle, s Solution) (string, error) {
	kp, ks, err := k.unwrapSolution(p, s)
	if err != nil {
		return "", err
	}
	return k.drawFn(kp, ks), nil
}

func (k painter[P, S]) solutionState(p Puzzle, s Solution) (*render.State, error) {
	kp, ks, err := k.unwrapSolution(p, s)
	if err != nil {
		return nil, err
	}
	return k.solutionStateFn(kp, ks), nil
}

func (k painter[P, S]) stateSolution(p Puzzle, st *render.State) (Solution, bool, error) {
	u, ok := p.(puzzle[P, S])
	if !ok {
		return nil, false, fmt.Errorf("%s: a %s puzzle cannot be read by the %T renderer", p.Name(), p.Kind(), k)
	}
	s, complete := k.stateSolutionFn(u.p, st)
	if s == nil {
		return nil, complete, nil
	}
	return u.wrap(s), complete, nil
}

func (k painter[P, S]) conflicts(p Puzzle, st *render.State) ([]render.Highlight, error) {
	kp, err := k.unwrap(p)
	if err != nil {
		return nil, err
	}
	return k.conflictsFn(kp, st), nil
}

func (k painter[P, S]) input(p Puzzle) (render.Input, error) {
	kp, err := k.unwrap(p)
	if err != nil {
		return render.Input{}, err
	}
	return k.inputFn(kp), nil
}

func painterOf(p Puzzle) (picturer, error) {
	if k, ok := kindOf(p); ok {
		if pic := k.picture(); pic != nil {
			return pic, nil
		}
	}
	return nil, fmt.Errorf("%s: %w %s", p.Name(), ErrNoPicture, p.Kind())
}

// HasPicture reports whether the kind registered under name is drawn and
// played (its Kind.Picture is set).
func HasPicture(name string) bool {
	k, ok := lookup(name)
	return ok && k.picture() != nil
}

// SVG draws p with the state st (nil: the bare puzzle) as an SVG document,
// the way the genre is printed; opt adds a highlight layer. A state that
// does not fit p gives an error wrapping render.ErrState.
func SVG(p Puzzle, st *render.State, opt render.Options) ([]byte, error) {
	k, err := painterOf(p)
	if err != nil {
		return nil, err
	}
	return k.svg(p, st, opt)
}

// Draw writes s for a terminal, with the genre's structure drawn in
// box-drawing characters (boxes, cages, the loop, the pieces).
func Draw(p Puzzle, s Solution) (string, error) {
	k, err := painterOf(p)
	if err != nil {
		return "", err
	}
	return k.draw(p, s)
}

// SolutionState is the State that shows the solution s of p.
func SolutionState(p Puzzle, s Solution) (*render.State, error) {
	k, err := painterOf(p)
	if err != nil {
		return nil, err
	}
	return k.solutionState(p, s)
}

// PlayInput tells a page how a person plays p (see render.Input).
func PlayInput(p Puzzle) (render.Input, error) {
	k, err := painterOf(p)
	if err != nil {
		return render.Input{}, err
	}
	return k.input(p)
}

// Verdict is the check of a position of play against the puzzle's rules.
type Verdict struct {
	// Solved: the state is complete and the puzzle's Verify accepts it.
	Solved bool
	// Complete: every cell is filled (for ROGO: the segments close one
	// loop), so Verify has judged it.
	Complete bool
	// Broken lists the rules the state breaks, each with the cells
	// involved and a caption naming the rule; empty when none is broken
	// so far.
	Broken []render.Highlight
	// Score is what a complete state of an optimisation puzzle scores
	// (HasScore tells whether there is one).
	Score    int
	HasScore bool
	// Solution is the complete state read as a solution, or nil.
	Solution Solution
}

// Message says the verdict in a sentence.
func (v *Verdict) Message() string {
	switch {
	case len(v.Broken) > 0:
		msgs := make([]string, len(v.Broken))
		for i, h := range v.Broken {
			msgs[i] = h.Caption
		}
		return "broken: " + strings.Join(msgs, "; ")
	case v.Solved && v.HasScore:
		return fmt.Sprintf("solved: every rule holds; score %d", v.Score)
	case v.Solved:
		return "solved: every rule holds"
	}
	return "no rule broken so far"
}

// CheckState checks a position of play against p's rules, without the
// engine: the rules it breaks already (each kind's Conflicts), and, once
// it is complete, the puzzle's own Verify. A state that does not fit p
// gives an error wrapping render.ErrState.
func CheckState(p Puzzle, st *render.State) (*Verdict, error) {
	k, err := painterOf(p)
	if err != nil {
		return nil, err
	}
	in, err := k.input(p)
	if err != nil {
		return nil, err
	}
	if err := st.Check(in.Rows, in.Cols, in.MaxValue()); err != nil {
		return nil, fmt.Errorf("%s: %w", p.Name(), err)
	}
	v := &Verdict{}
	if v.Broken, err = k.conflicts(p, st); err != nil {
		return nil, err
	}
	sol, complete, err := k.stateSolution(p, st)
	if err != nil {
		return nil, err
	}
	if !complete || sol == nil {
		return v, nil
	}
	v.Complete, v.Solution = true, sol
	if err := p.Verify(sol); err != nil {
		if len(v.Broken) == 0 {
			v.Broken = []render.Highlight{{Caption: err.Error()}}
		}
		return v, nil
	}
	v.Solved = len(v.Broken) == 0
	v.Score, v.HasScore = p.Score(sol)
	return v, nil
}
