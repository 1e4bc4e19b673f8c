package puzzles

import (
	"errors"
	"fmt"
)

// Generator is a kind's random generator (Kind.Generator), driven by
// craft.Generate: it draws candidates from seeds, and craft keeps one the
// ladder solves within the band asked (which proves it unique) and grades
// it. Two ways:
//
//   - Draw alone: a whole candidate puzzle, drawn until one works (KenKen,
//     ROGO and Tetravex are made so).
//   - Draw with Clues and Keep: a candidate holding every clue of a filled
//     solution (unique, or nearly); craft removes clues, in a random order,
//     while the ladder still solves the puzzle within the band (Sudoku and
//     Takuzu are made so).
type Generator[P any] struct {
	// Size completes and checks a requested size: rows and cols, 0 for
	// the kind's default (a square kind takes rows = cols); its error
	// is a bad request (craft wraps it in ErrBadOptions). nil: any size
	// ≥ 1, rows and cols required.
	Size func(rows, cols int) (int, int, error)
	// Draw draws a candidate of rows×cols from seed: the same seed, the
	// same candidate. Required.
	Draw func(seed uint64, rows, cols int) (*P, error)
	// Clues counts p's clues; Keep returns p with only the clues i for
	// which keep[i] holds (a new puzzle; p is not changed). Both or none.
	Clues func(p *P) int
	Keep  func(p *P, keep []bool) *P
	// MaxAttempts is the number of candidates craft draws by default (0:
	// 50).
	MaxAttempts int
}

// ErrGenerator is wrapped by the errors of a KindGenerator's functions
// called with a puzzle of another kind.
var ErrGenerator = errors.New("generator")

// KindGenerator is a kind's Generator over the kind-independent Puzzle,
// for packages that work on every kind (craft).
type KindGenerator struct {
	Size func(rows, cols int) (int, int, error)
	// Draw draws a candidate; its Name is the kind's PuzzleName of it.
	Draw func(seed uint64, rows, cols int) (Puzzle, error)
	// Clues and Keep are nil when the kind's are.
	Clues       func(p Puzzle) (int, error)
	Keep        func(p Puzzle, keep []bool) (Puzzle, error)
	MaxAttempts int
}

// GeneratorOf returns the Generator of the kind registered under name, or
// nil when it has none.
func GeneratorOf(name string) *KindGenerator {
	k, ok := lookup(name)
	if !ok {
		return nil
	}
	return k.generator()
}

func (k *kind[P, S]) generator() *KindGenerator {
	g := k.Generator
	if g == nil || g.Draw == nil {
		return nil
	}
	out := &KindGenerator{MaxAttempts: g.MaxAttempts}
	if out.MaxAttempts <= 0 {
		out.MaxAttempts = 50
	}
	out.Size = g.Size
	if out.Size == nil {
		out.Size = func(rows, cols int) (int, int, error) {
			if rows < 1 || cols < 1 {
				return 0, 0, fmt.Errorf("%s takes --rows and --cols (or --size), each at least 1", k.Name)
			}
			return rows, cols, nil
		}
	}
	out.Draw = func(seed uint64, rows, cols int) (Puzzle, error) {
		p, err := g.Draw(seed, rows, cols)
		if err != nil {
			return nil, err
		}
		if p == nil {
			return nil, fmt.Errorf("%w: the %s generator drew nil and no error", ErrGenerator, k.Name)
		}
		return puzzle[P, S]{k, p}, nil
	}
	if g.Clues != nil && g.Keep != nil {
		out.Clues = func(p Puzzle) (int, error) {
			u, ok := p.(puzzle[P, S])
			if !ok {
				return 0, fmt.Errorf("%w: a %s puzzle is not a %s", ErrGenerator, p.Kind(), k.Name)
			}
			return g.Clues(u.p), nil
		}
		out.Keep = func(p Puzzle, keep []bool) (Puzzle, error) {
			u, ok := p.(puzzle[P, S])
			if !ok {
				return nil, fmt.Errorf("%w: a %s puzzle is not a %s", ErrGenerator, p.Kind(), k.Name)
			}
			q := g.Keep(u.p, keep)
			if q == nil {
				return nil, fmt.Errorf("%w: the %s generator's Keep returned nil", ErrGenerator, k.Name)
			}
			return puzzle[P, S]{k, q}, nil
		}
	}
	return out
}
