package puzzles

// PuzzleOf returns the kind's own puzzle value behind p (*sudoku.Puzzle,
// a registered kind's *P); ok is false when p is of another type.
func PuzzleOf[P any](p Puzzle) (*P, bool) {
	u, ok := p.(interface{ Unwrap() any })
	if !ok {
		return nil, false
	}
	v, ok := u.Unwrap().(*P)
	return v, ok
}

// SolutionOf returns the kind's own solution value behind s (a Result's
// Solution, a Puzzle's Known, ParseSolution's): *sudoku.Solution, a
// registered kind's *S; ok is false when s is nil or of another type.
func SolutionOf[S any](s Solution) (*S, bool) {
	u, ok := s.(interface{ Unwrap() any })
	if !ok {
		return nil, false
	}
	v, ok := u.Unwrap().(*S)
	return v, ok
}

// Wrap returns the Puzzle of a kind's own puzzle value, for a kind
// registered with puzzle type P; ok is false when no registered kind has
// the name or its puzzle type is not P.
func Wrap[P any](kindName string, p *P) (Puzzle, bool) {
	k, ok := lookup(kindName)
	if !ok || p == nil {
		return nil, false
	}
	w, ok := k.(interface{ wrapAny(any) (Puzzle, bool) })
	if !ok {
		return nil, false
	}
	return w.wrapAny(p)
}

func (k *kind[P, S]) wrapAny(v any) (Puzzle, bool) {
	p, ok := v.(*P)
	if !ok {
		return nil, false
	}
	return puzzle[P, S]{k, p}, true
}
